"""The title screen: an amphitheatre at sunset and the ways into a game."""
from __future__ import annotations

import math
from pathlib import Path

import pygame

from ...files import bundled
from ...i18n import N_, _
from ...i18n.conventions import format_datetime
from ...sprites import pen, theme
from ...sprites.text import fit
from ...sprites.theme import PALETTE
from ...viewport import LOGICAL_SIZE
from .settings_menu import SettingsScene
from ..widgets import Button, Label, WidgetGroup, share_label_size
from ..widget_scene import WidgetScene

MENU_Y = 742
MENU_BUTTON = (164, 62)  # nine entries across the canvas
MENU_GAP = 10
NOTE_SIZES = (24, 22, 20, 18, 16)  # a note about the program's files names a file: smaller rather than cut
TIP_Y = 712  # on the sand above the menu
TIP_SIZES = (22,)  # body text: 14 px and up in a 1024x768 window too (0.64 of the canvas), where it is shown
# The rules' phase names, spelled here so that the title need not import the rules engine to draw
# (English: translated with _() where they are shown).
PHASE_NAMES = {"invest": N_("investing"), "auction": N_("auctions"), "trade": N_("trading"),
               "produce": N_("producing"), "ceremony": N_("closing ceremony"), "over": N_("finished")}


class TitleScene(WidgetScene):
    def __init__(self, ctx, message: str = "", open_save: Path | None = None,
                 open_replay: Path | None = None) -> None:
        super().__init__()
        self.ctx = ctx
        self._open_save = open_save  # `colosseum --load FILE`: opened as soon as the title is on the stack
        self._open_replay = open_replay  # `colosseum replay FILE`: likewise, its replay over the title
        self._backdrop: pygame.Surface | None = None
        self.continue_caption = Label((800, 828), "", 22, PALETTE["ink_soft"], italic=True, anchor="center")
        self.message = Label((800, 866), message, 24, PALETTE["error"], anchor="center")
        self.tip = Label((800, TIP_Y), "", TIP_SIZES[0], PALETTE["ink"], italic=True, anchor="center")
        self._notes_shown = 0  # how many of ctx.file_notes the message says
        self._build()
        self._opening = None  # game_entry.Opening of the game Continue resumes, while a worker thread loads it
        self._continuable = None  # the game in progress played last (saves.AutosavedGame), found after the first frame

    def _build(self) -> None:
        """The menu's row, worded in the language of the moment (keyed by the English labels), and the captions."""
        self.widgets = WidgetGroup()
        self.buttons: dict[str, Button] = {}
        entries = [(N_("New game"), self.new_game, pygame.K_n, True),
                   (N_("Continue"), self.continue_game, pygame.K_c, False),
                   (N_("Learn to play"), self.learn, pygame.K_g, False),
                   (N_("Load"), self.load, pygame.K_l, False), (N_("Online"), self.online, pygame.K_o, False),
                   (N_("Rules"), self.rules, pygame.K_r, False),
                   (N_("Records"), self.records, pygame.K_h, False),
                   (N_("Settings"), self.settings, pygame.K_s, False),
                   (N_("Quit"), self.ctx.quit, pygame.K_q, False)]
        width = len(entries) * MENU_BUTTON[0] + (len(entries) - 1) * MENU_GAP
        x = (LOGICAL_SIZE[0] - width) // 2
        for label, action, key, primary in entries:
            button = Button((x, MENU_Y, *MENU_BUTTON), _(label), action, primary=primary, hotkey=key,
                            sentence_size=theme.SMALL_WINDOW_BODY_SIZE)  # "Apprendre à jouer" on two lines
            self.buttons[label] = self.widgets.add(button)
            x += MENU_BUTTON[0] + MENU_GAP
        share_label_size(list(self.buttons.values()))
        self.widgets.add(self.continue_caption)
        self.widgets.add(self.message)
        if self.ctx.whole_screen_tip:  # the window opened maximized on a small screen (app.window_opening)
            self.tip.show_shrunk(_("F11 shows the game on the whole screen, and F11 again brings the window back."),
                                 TIP_SIZES)
            self.widgets.add(self.tip)

    def on_language_changed(self) -> None:
        """The buttons, the caption and the lettering worded again; the same button keeps the focus."""
        focused = next((label for label, button in self.buttons.items() if button is self.widgets.focus), None)
        continuable = self.buttons["Continue"].enabled
        self._build()
        self.buttons["Continue"].enabled = continuable
        self._backdrop = None  # its subtitle is lettered in
        self.message.text = ""  # said in the other language
        self._notes_shown = 0  # the notes about the program's files are said again, in this one
        if self._opening is not None:
            self.continue_caption.text = _("Opening the game: checking every move…")
        elif self._autosave_checked:
            self._show_continuable()
        if focused is not None:
            self.widgets.set_focus(self.buttons[focused])

    def on_enter(self) -> None:
        # Whether there is a game to continue is looked up after the first frame (see update): it needs the
        # saves package and the rules engine, which take longer to import than drawing this screen.
        self._autosave_checked = False
        self.ctx.release_open_game()  # back at the title: the game left is no longer open in this window
        self.buttons["Continue"].enabled = False
        self.widgets.set_focus(self.buttons["New game"])
        self.invalidate()
        if self._open_save is not None:
            path, self._open_save = self._open_save, None
            problem = self.ctx.routes.open_save(self.ctx, path)
            if problem:
                self.say(_("Could not open {file}: {problem}", file=path.name, problem=problem))
        if self._open_replay is not None:
            path, self._open_replay = self._open_replay, None
            problem = self.ctx.routes.open_replay(self.ctx, path)
            if problem:
                self.say(_("Could not open {file}: {problem}", file=path.name, problem=problem))

    def update(self, dt_ms: float) -> None:
        if self._notes_shown != self._notes_count():
            self._show_file_notes()
        if self._opening is not None:
            if self._opening.done:
                self._finish_opening()
        elif not self._autosave_checked and not self.wants_redraw():
            self.check_autosave()

    def check_autosave(self) -> None:
        self._autosave_checked = True
        self.ctx.routes.watch_turns(self.ctx)  # after the first frame, as the routes are
        self._continuable = self.ctx.routes.most_recent_game(self.ctx)
        self._show_continuable()

    def _show_continuable(self) -> None:
        """The caption under the menu: the game Continue resumes, or that there is none."""
        if self._continuable is None:
            self.continue_caption.text = _("No game in progress: autosaves start with the first move.")
            self.buttons["Continue"].enabled = False
        else:
            latest = self._continuable.latest
            played = latest.saved_at.astimezone()
            caption = _("Continue: {names}, round {round}, {phase} (played {when})", names=", ".join(latest.names),
                        round=latest.round, phase=_(PHASE_NAMES[latest.phase.value]), when=format_datetime(played))
            self.continue_caption.text = fit(caption, 22, 1500, italic=True)
            self.buttons["Continue"].enabled = True
            # A game under way is what Enter resumes.
            if self.widgets.focus is self.buttons["New game"]:
                self.widgets.set_focus(self.buttons["Continue"])
        self.invalidate()

    def _file_notes(self) -> list:
        """What went wrong with the program's own files: the player's (a damaged settings file kept aside as a
        copy...) and the ones the game ships with (a font or a catalog found damaged)."""
        shipped = bundled.title_note()
        return self.ctx.file_notes if shipped is None else [*self.ctx.file_notes, shipped]

    def _notes_count(self) -> int:
        return len(self.ctx.file_notes) + len(bundled.unusable_files())

    def _show_file_notes(self) -> None:
        notes = self._file_notes()
        self._notes_shown = self._notes_count()
        self.message.show_shrunk(" ".join(str(note) for note in notes), NOTE_SIZES)
        self.invalidate()

    def say(self, message: str) -> None:
        self.message.text = message
        self.invalidate()

    # -- actions ---------------------------------------------------------------------------------
    def new_game(self) -> None:
        self.manager.push(self.ctx.routes.new_game(self.ctx))

    def continue_game(self) -> None:
        if self._continuable is not None and self._opening is None:
            self._opening = self.ctx.routes.opening_game(self.ctx, self._continuable)  # a worker thread replays it
            self.say("")
            self.continue_caption.text = _("Opening the game: checking every move…")
            self.invalidate()

    def _finish_opening(self) -> None:
        opening, self._opening = self._opening, None
        problem = opening.finish()
        if problem:
            self.say(_("Could not continue: {problem}", problem=problem))
            self.check_autosave()  # the refusal is remembered: another game may now be the one to continue

    def learn(self) -> None:
        """The guided first game (scenes/guide/entry.py): a new one, on the guide's seed."""
        self.ctx.routes.learn(self.ctx)

    def load(self) -> None:
        self._autosave_checked = False  # the Load screen can delete the game Continue names: look again on return
        self.manager.push(self.ctx.routes.load(self.ctx))

    def records(self) -> None:
        self.manager.push(self.ctx.routes.records(self.ctx))

    def online(self) -> None:
        self.manager.push(self.ctx.routes.online_games(self.ctx))

    def settings(self) -> None:
        self.manager.push(SettingsScene(self.ctx))

    def rules(self) -> None:
        self.manager.push(self.ctx.routes.rules_reference(self.ctx))

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self._opening is not None:  # nothing else until the game is open or refused
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.ctx.quit()
            return True
        return super().handle_event(event)

    # -- drawing -----------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        if self._backdrop is None or pen.scale_of(self._backdrop) != pen.scale_of(canvas):  # a new window size
            self._backdrop = draw_backdrop()
        canvas.blit(self._backdrop, (0, 0))


def draw_backdrop() -> pygame.Surface:
    """Sky, sun, amphitheatre and the title lettering: drawn once, then reused every frame."""
    surface = pen.surface(LOGICAL_SIZE)
    width, height = LOGICAL_SIZE
    horizon = 640
    top, bottom = (236, 176, 104), (246, 222, 178)
    for y in range(horizon):
        t = y / horizon
        surface.fill([round(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y, width, 1))  # no gaps at any scale
    pen.circle(surface, (250, 228, 170), (800, 470), 230)
    pen.circle(surface, (252, 238, 200), (800, 470), 170)
    pen.rect(surface, PALETTE["sand_dark"], (0, horizon, width, height - horizon))
    pen.rect(surface, PALETTE["sand"], (0, horizon + 14, width, height - horizon))
    facade = pen.surface(LOGICAL_SIZE, pygame.SRCALPHA)
    top_at = _draw_amphitheatre(facade, center_x=800, base_y=horizon + 6, radius=560)
    _draw_ruin(surface, facade, top_at)
    surface.blit(facade, (0, 0))
    for x, tall in ((110, 230), (170, 170), (1440, 210), (1500, 250)):
        _draw_cypress(surface, x, horizon + 8, tall)
    _draw_title(surface)
    return surface


def _draw_amphitheatre(surface: pygame.Surface, center_x: int, base_y: int, radius: int):
    """The curved facade seen slightly from above: three tiers of arches and an attic, foreshortened at the sides.
    Returns a function giving the height of the facade's top edge at a given x."""
    stone, stone_dark, shadow = (214, 170, 118), (178, 128, 82), (96, 58, 38)
    tier_height, attic_height, columns = 78, 46, 25
    depth = 48  # how much higher the far ends of the ellipse sit than its near middle
    span = math.radians(72)
    angles = [-span + 2 * span * i / columns for i in range(columns + 1)]

    def x_at(a: float) -> float:
        return center_x + radius * math.sin(a)

    def drop(a: float) -> float:
        return depth * math.cos(a)

    facade_top = 3 * tier_height + attic_height
    outline = [(x_at(a), base_y - depth + drop(a)) for a in angles]
    top_line = [(x, y - facade_top) for x, y in outline]
    pen.polygon(surface, stone, outline + top_line[::-1])
    for a0, a1 in zip(angles, angles[1:]):
        x0, x1 = x_at(a0), x_at(a1)
        bay = x1 - x0
        y_base = base_y - depth + drop((a0 + a1) / 2)
        for tier in range(3):
            floor = y_base - tier * tier_height
            arch_w, arch_h = bay * 0.56, tier_height * 0.66
            arch = pygame.Rect(0, 0, max(2, round(arch_w)), round(arch_h))
            arch.midbottom = (round((x0 + x1) / 2), round(floor - 8))
            pen.rect(surface, shadow, arch, border_top_left_radius=arch.width // 2,
                     border_top_right_radius=arch.width // 2)
            # Cornice under each tier.
            pen.line(surface, stone_dark, (x0, floor - tier_height + 4), (x1, floor - tier_height + 4), 3)
        attic_y = y_base - 3 * tier_height
        window = pygame.Rect(0, 0, max(2, round(bay * 0.22)), 14)
        window.center = (round((x0 + x1) / 2), round(attic_y - attic_height / 2))
        pen.rect(surface, stone_dark, window)
        pen.line(surface, stone_dark, (x0, y_base - 2), (x0, y_base - 3 * tier_height), 2)
    pen.lines(surface, stone_dark, False, top_line, 4)
    pen.lines(surface, stone_dark, False, outline, 3)

    def top_at(x: float) -> float:
        a = math.asin(max(-1.0, min(1.0, (x - center_x) / radius)))
        return base_y - depth + drop(a) - facade_top
    return top_at


# The fallen stretch of the outer wall, as (x, depth below the facade's top): the Colosseum as it stands.
RUIN_EDGE = ((1010, 0), (1030, 26), (1062, 30), (1084, 70), (1118, 64), (1140, 108), (1176, 100),
             (1204, 150), (1236, 142), (1262, 178), (1292, 170), (1314, 204), (1334, 200))


def _draw_ruin(backdrop: pygame.Surface, facade: pygame.Surface, top_at) -> None:
    """Break the top of the facade's right side away and show the inner ring's darker tiers behind it."""
    inner_stone, inner_shadow = (178, 132, 88), (84, 50, 34)
    x0, x1 = RUIN_EDGE[0][0], RUIN_EDGE[-1][0]
    inner_top = [(x, top_at(x) + 40) for x in range(x0, x1 - 10, 12)]  # stays inside the facade's outline
    inner_bottom = [(x, y + 230) for x, y in inner_top]
    pen.polygon(backdrop, inner_stone, inner_top + inner_bottom[::-1])
    for x in range(x0 + 12, x1 - 10, 24):
        for row in range(2):
            arch = pygame.Rect(0, 0, 11, 30)
            arch.midbottom = (x, round(top_at(x) + 100 + row * 70))
            pen.rect(backdrop, inner_shadow, arch, border_top_left_radius=5, border_top_right_radius=5)
    broken = [(x, top_at(x) + d) for x, d in RUIN_EDGE]
    cut = broken + [(x1 + 40, top_at(x1) + 200), (x1 + 40, 0), (x0, 0)]
    pen.polygon(facade, (0, 0, 0, 0), cut)  # transparent: the sky and inner wall show through
    pen.lines(facade, (150, 104, 64), False, broken, 3)


def _draw_cypress(surface: pygame.Surface, x: int, ground_y: int, tall: int) -> None:
    pen.line(surface, (92, 62, 40), (x, ground_y), (x, ground_y - 20), 6)
    pen.ellipse(surface, (58, 82, 48), (x - tall // 9, ground_y - tall, 2 * (tall // 9), tall - 10))
    pen.ellipse(surface, (76, 104, 60), (x - tall // 18, ground_y - tall + 14, tall // 14, tall // 2))


def _draw_title(surface: pygame.Surface) -> None:
    # Dark lettering over a gold highlight reads on the bright sky; gold on orange did not.
    for offset, colour in ((3, PALETTE["gold_light"]), (0, PALETTE["terracotta_dark"])):
        theme.blit_text(surface, "COLOSSEUM", (800 + offset, 118 + offset), 132, colour, bold=True, anchor="center")
    theme.blit_text(surface, _("Stage the greatest spectacles of Rome  ·  3 to 5 players at one table"),
                    (800, 212), 32, PALETTE["ink"], italic=True, anchor="center")
