"""The load screen: the games in progress (one row per game, from its newest autosave) beside the named saves,
with who plays, where the game stands and when; refused files are listed with the reason. Saves can be
renamed and deleted, and a game in progress deleted with all its autosaves, each after a confirmation."""
from __future__ import annotations

from functools import partial

import pygame

from ... import saves
from ...i18n import N_, _, ngettext
from ...sprites import pen, text, theme
from ...sprites.text import blit_fitted, fit
from ...sprites.theme import PALETTE
from . import entry as game_entry
from .save_rows import (SEAT_GAP, SYMBOL_W, describe_finished, describe_game, describe_save, is_game, seat_kinds,
                        seat_label, seat_line, seats_and_where)
from ..text_fields import TextField
from ..widgets import Button, Label, WidgetGroup
from ..widget_scene import WidgetScene

GAMES, SAVES = "games", "saves"
ROW_H = 82
VISIBLE_ROWS = 7
LISTS = {GAMES: pygame.Rect(40, 150, 750, VISIBLE_ROWS * ROW_H),
         SAVES: pygame.Rect(810, 150, 750, VISIBLE_ROWS * ROW_H)}
HEADINGS = {GAMES: N_("Games in progress"), SAVES: N_("Saves and finished games")}
QUESTION_BOX = pygame.Rect(20, 736, 1560, 50)  # between the lists and the buttons: two lines of a long question
DOUBLE_CLICK_MS = 450
BUTTONS_Y, BUTTON_W, BUTTON_H = 790, 280, 64
MESSAGE_Y = 876


DETAIL_SIZES = (21, 20, 19, 18)  # a row's second line, shrunk to fit (not under body size), then names cut

class LoadScene(WidgetScene):
    def __init__(self, ctx) -> None:
        super().__init__()
        self.ctx = ctx
        self.games: list = []  # saves.AutosavedGame
        self.entries: list = []  # named saves and unreadable files (saves.SaveInfo), finished games (AutosavedGame)
        self.section = GAMES
        self.selected: dict[str, int | None] = {GAMES: None, SAVES: None}
        self.scroll = {GAMES: 0, SAVES: 0}
        self.question = ""  # what the open form asks (rename, delete)
        self._last_click: tuple[str, int, int] | None = None  # (section, row, time) for double clicks
        self.opening: game_entry.Opening | None = None  # a save being opened on a worker thread
        x = 800 - (5 * BUTTON_W + 4 * 24) // 2
        column = [(x + i * (BUTTON_W + 24), BUTTONS_Y, BUTTON_W, BUTTON_H) for i in range(5)]
        self.menu = WidgetGroup()
        self.menu.add(Button(column[0], _("Back"), self.back, hotkey=pygame.K_ESCAPE))
        self.rename_button = self.menu.add(Button(column[1], _("Rename… (F2)"), self.ask_rename, hotkey=pygame.K_F2))
        self.delete_button = self.menu.add(Button(column[2], _("Delete… (Del)"), self.ask_delete,
                                                  hotkey=pygame.K_DELETE))
        self.replay_button = self.menu.add(Button(column[3], _("Replay (R)"), self.replay_selected,
                                                  hotkey=pygame.K_r))
        self.open_button = self.menu.add(Button(column[4], _("Open"), self.open_selected, primary=True,
                                                hotkey=pygame.K_RETURN))
        self.name_field = TextField((column[0][0], BUTTONS_Y, 2 * BUTTON_W + 24, BUTTON_H), "", max_length=80,
                                    placeholder=_("new name"))
        self.rename_form = WidgetGroup([
            self.name_field,
            Button(column[2], _("Cancel"), self.show_menu, hotkey=pygame.K_ESCAPE),
            Button(column[3], _("Rename"), self.rename, primary=True, hotkey=pygame.K_RETURN),
        ])
        self.keep_button = Button(column[1], _("Keep it"), self.show_menu, hotkey=pygame.K_ESCAPE)
        self.delete_form = WidgetGroup([
            self.keep_button,
            Button(column[2], _("Delete"), self.delete, hotkey=pygame.K_y),
        ])
        self.message = Label((800, MESSAGE_Y), "", 22, PALETTE["error"], anchor="center")
        for group in (self.menu, self.rename_form, self.delete_form):
            group.add(self.message)
        self.widgets = self.menu

    def on_enter(self) -> None:
        self.refresh()
        self._say_why_greyed()

    # -- the lists -------------------------------------------------------------------------------
    def refresh(self) -> None:
        infos = saves.list_saves(self.ctx.saves_dir)
        self.games = saves.games_in_progress(infos)
        rows = saves.named_saves(infos) + saves.finished_games(infos)
        self.entries = sorted(rows, key=lambda row: row.saved_at, reverse=True)
        self.scroll = {GAMES: 0, SAVES: 0}
        loadable = [i for i, row in enumerate(self.entries) if is_game(row) or row.loads]
        self.selected = {GAMES: 0 if self.games else None, SAVES: loadable[0] if loadable else None}
        self.section = GAMES if self.games or not self.entries else SAVES
        self._sync_buttons()

    def rows(self, section: str) -> list:
        return self.games if section == GAMES else self.entries

    def chosen(self):
        """The selected game in progress or save info, or None."""
        index = self.selected[self.section]
        return None if index is None else self.rows(self.section)[index]

    def _sync_buttons(self) -> None:
        chosen = self.chosen()
        readable = chosen is not None and (is_game(chosen) or chosen.loads)
        self.open_button.enabled = self.replay_button.enabled = readable
        self.rename_button.enabled = readable and not is_game(chosen)
        self.delete_button.enabled = chosen is not None
        self.invalidate()

    def say(self, text: str, colour=PALETTE["error"]) -> None:
        self.message.text, self.message.colour = fit(text, 22, 1500), colour
        self.invalidate()

    # -- forms -----------------------------------------------------------------------------------
    def _show(self, group: WidgetGroup, question: str = "", focus=None) -> None:
        self.widgets, self.question = group, question
        order = group.focus_order()
        group.set_focus(focus or next((w for w in order if getattr(w, "primary", True)), None))
        self.invalidate()

    def show_menu(self) -> None:
        self._show(self.menu)
        self._sync_buttons()

    def ask_rename(self) -> None:
        chosen = self.chosen()
        if chosen is None or is_game(chosen) or not chosen.loads:
            return
        stem = chosen.path.name.removesuffix(".colosseum.json")
        self.name_field.set_text(stem)
        self._show(self.rename_form, _("Rename “{name}” to:", name=stem), self.name_field)
        self.name_field.select_all()

    def ask_delete(self) -> None:
        chosen = self.chosen()
        if chosen is None:
            return
        if is_game(chosen):
            files = len(chosen.files)
            names = ", ".join(chosen.latest.names)
            if chosen.over:
                question = ngettext("Delete the finished game of {names} and its {n} autosave? Its named saves "
                                    "stay. This cannot be undone.",
                                    "Delete the finished game of {names} and its {n} autosaves? Its named saves "
                                    "stay. This cannot be undone.", files, names=names)
            else:
                question = ngettext("Delete the game of {names} and its {n} autosave? Its named saves stay. "
                                    "This cannot be undone.",
                                    "Delete the game of {names} and its {n} autosaves? Its named saves stay. "
                                    "This cannot be undone.", files, names=names)
        else:
            question = _("Delete the save “{name}”? This cannot be undone.",
                         name=chosen.path.name.removesuffix(".colosseum.json"))
        self._show(self.delete_form, question, self.keep_button)  # the harmless answer has the focus

    # -- actions ---------------------------------------------------------------------------------
    def back(self) -> None:
        self.manager.pop()

    def open_selected(self) -> None:
        chosen = self.chosen()
        if chosen is None or self.opening is not None:
            return
        if is_game(chosen):
            self.opening = game_entry.opening_game(self.ctx, chosen)
            what = _("Opening the game of {names}: checking every move…", names=", ".join(chosen.latest.names))
        elif chosen.loads:
            self.opening = game_entry.opening_save(self.ctx, chosen.path)
            what = _("Opening {name}: checking every move…", name=chosen.path.name.removesuffix(".colosseum.json"))
        else:
            return
        self.say(what, PALETTE["ink_soft"])

    def replay_selected(self) -> None:
        """Watch the chosen game or save again, move by move (the Replay screen comes over this one)."""
        chosen = self.chosen()
        if chosen is None or self.opening is not None or not (is_game(chosen) or chosen.loads):
            return
        self.opening = self.ctx.routes.replaying(self.ctx, chosen if is_game(chosen) else chosen.path)
        self.say(_("Reading every move for the replay…"), PALETTE["ink_soft"])

    def update(self, dt_ms: float) -> None:
        if self.opening is None or not self.opening.done:
            return
        opening, self.opening = self.opening, None
        problem = opening.finish()
        if problem:
            self.refresh()  # the refusal is listed from now on
            self.say(problem)
        else:
            self.say("")  # a replay opened over this screen: nothing is being read any more

    def rename(self) -> None:
        chosen = self.chosen()
        try:
            renamed = saves.rename_save(self.ctx.saves_dir, chosen.path, self.name_field.text)
        except saves.SaveError as error:
            return self.say(str(error))
        self.show_menu()
        self.refresh()
        self.section = SAVES
        self.select(next((i for i, info in enumerate(self.entries) if info.path == renamed), 0))
        self.say(_("Renamed to {name}", name=renamed.name), PALETTE["olive"])

    def delete(self) -> None:
        chosen = self.chosen()
        try:
            if is_game(chosen):
                saves.delete_game(self.ctx.saves_dir, chosen)
                done = _("Deleted the game of {names}", names=", ".join(chosen.latest.names))
            else:
                saves.delete_save(self.ctx.saves_dir, chosen.path)
                done = _("Deleted {name}", name=chosen.path.name)
        except saves.SaveError as error:
            self.show_menu()
            return self.say(str(error))
        section = self.section
        self.show_menu()
        self.refresh()
        if self.rows(section):
            self.section = section
        self._sync_buttons()
        self.say(done, PALETTE["olive"])

    def select(self, index: int, section: str | None = None) -> None:
        section = section or self.section
        rows = self.rows(section)
        if not rows:
            return
        self.section = section
        index = max(0, min(len(rows) - 1, index))
        self.selected[section] = index
        self._say_why_greyed()
        self.scroll_to(section, index)
        self._sync_buttons()

    def _say_why_greyed(self) -> None:
        """Under the buttons, why the chosen row greys some of them (nothing if it greys none)."""
        info = self.chosen()
        if info is None:
            return
        if is_game(info):  # why Rename is greyed (issue 20): a game's autosaves keep their names
            self.say(_("A game in progress is not renamed: Save as… in its menu keeps it under a name"),
                     PALETTE["ink_soft"])
        else:
            self.say("" if info.loads else str(info.error))

    def switch_section(self, section: str) -> None:
        if self.rows(section):
            self.select(self.selected[section] or 0, section)

    def scroll_to(self, section: str, index: int) -> None:
        if index < self.scroll[section]:
            self.scroll[section] = index
        elif index >= self.scroll[section] + VISIBLE_ROWS:
            self.scroll[section] = index - VISIBLE_ROWS + 1

    def scroll_by(self, section: str, rows: int) -> None:
        most = max(0, len(self.rows(section)) - VISIBLE_ROWS)
        self.scroll[section] = max(0, min(most, self.scroll[section] + rows))
        self.invalidate()

    def row_at(self, pos: tuple[int, int]) -> tuple[str, int] | None:
        for section, rect in LISTS.items():
            if rect.collidepoint(pos):
                index = self.scroll[section] + (pos[1] - rect.y) // ROW_H
                return (section, index) if index < len(self.rows(section)) else None
        return None

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.opening is not None:  # nothing else until the save is open or refused
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.KEYDOWN, pygame.TEXTINPUT)
        if super().handle_event(event):
            return True
        if self.widgets is not self.menu:
            return event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN)  # a question is open: answer it first
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            hit = self.row_at(event.pos)
            if hit is None:
                return False
            now = pygame.time.get_ticks()
            double = self._last_click is not None and self._last_click[:2] == hit and \
                now - self._last_click[2] < DOUBLE_CLICK_MS
            self._last_click = (*hit, now)
            self.select(hit[1], hit[0])
            if double:
                self.open_selected()
            return True
        if event.type == pygame.MOUSEWHEEL:
            section = next((s for s, rect in LISTS.items() if rect.collidepoint(getattr(event, "pos", (0, 0)))),
                           self.section)
            self.scroll_by(section, -event.y)
            return True
        if event.type == pygame.KEYDOWN:
            current = self.selected[self.section]
            current = -1 if current is None else current
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -VISIBLE_ROWS,
                     pygame.K_PAGEDOWN: VISIBLE_ROWS}
            if event.key in moves:
                self.select(current + moves[event.key])
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT):
                self.switch_section(GAMES if event.key == pygame.K_LEFT else SAVES)
                return True
        return False

    # -- drawing ---------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.blit_text(canvas, _("Saved games"), (800, 46), 52, PALETTE["terracotta_dark"], bold=True, anchor="center")
        theme.blit_text(canvas, fit(str(self.ctx.saves_dir), 20, 1500, italic=True), (800, 92), 20,
                        PALETTE["ink_soft"], italic=True, anchor="center")
        for section, rect in LISTS.items():
            self._draw_list(canvas, section, rect)
        if self.question:
            text.blit_lines(canvas, self.question, QUESTION_BOX, (22, 21, 20, 19, 18), centred=True)

    def _draw_list(self, canvas: pygame.Surface, section: str, rect: pygame.Rect) -> None:
        rows = self.rows(section)
        active = section == self.section and self.widgets is self.menu
        theme.blit_text(canvas, _(HEADINGS[section]) + (f" ({len(rows)})" if rows else ""), (rect.x + 4, rect.y - 44),
                        30, PALETTE["terracotta_dark"] if active else PALETTE["ink_soft"], bold=True)
        theme.draw_panel(canvas, rect.inflate(16, 16))
        if not rows:
            empty = {GAMES: _("No game in progress: games are autosaved after every move."),
                     SAVES: _("No saves: Save as (in the Esc menu) names one.")}[section]
            for i, line in enumerate(theme.wrap_text(empty, 24, rect.width - 60)):
                theme.blit_text(canvas, line, (rect.centerx, rect.centery - 16 + i * 32), 24, PALETTE["ink_soft"],
                                italic=True, anchor="center")
            return
        clip = canvas.get_clip()
        canvas.set_clip(rect)
        first = self.scroll[section]
        for row, item in enumerate(rows[first:first + VISIBLE_ROWS]):
            row_rect = pygame.Rect(rect.x, rect.y + row * ROW_H, rect.width, ROW_H)
            self._draw_row_frame(canvas, section, first + row, row_rect)
            if section == GAMES:
                self._draw_game(canvas, item, row_rect)
            else:
                self._draw_save(canvas, item, row_rect)
        canvas.set_clip(clip)
        if len(rows) > VISIBLE_ROWS:
            shown = _("{first}-{last} of {total} (wheel, Page Up/Down)", first=first + 1,
                      last=min(len(rows), first + VISIBLE_ROWS), total=len(rows))
            theme.blit_text(canvas, shown, (rect.right, rect.bottom + 12), 20, PALETTE["ink_soft"],
                            anchor="topright")

    def _draw_row_frame(self, canvas: pygame.Surface, section: str, index: int, rect: pygame.Rect) -> None:
        if index == self.selected[section] and section == self.section:
            pen.rect(canvas, PALETTE["gold_light"], rect.inflate(-6, -6), border_radius=8)
            pen.rect(canvas, PALETTE["gold"], rect.inflate(-6, -6), width=3, border_radius=8)
        elif index == self.selected[section]:  # the other list's choice, for Left / Right to come back to
            pen.rect(canvas, PALETTE["gold"], rect.inflate(-6, -6), width=1, border_radius=8)
        elif index % 2:
            pen.rect(canvas, PALETTE["marble_shadow"], rect.inflate(-6, -6), border_radius=8)

    def _draw_game(self, canvas: pygame.Surface, game, rect: pygame.Rect) -> None:
        """The seats with their colours and symbols, then where the game stands and when it was last played."""
        labels, details = describe_game(game)
        size, widths = seat_line(labels, rect.width - 44)
        latest = game.latest
        x = rect.x + 22
        for seat, (name, kind, width) in enumerate(zip(latest.names, seat_kinds(latest), widths)):
            theme.draw_seat_symbol(canvas, seat, (x + 9, rect.y + 25), 9)
            # Cut, if it must be, is the name: "(strong)" after it stays whole
            _size, label = text.fit_name_in(partial(seat_label, kind=kind), name, (size,), width, bold=True)
            theme.blit_text(canvas, label, (x + SYMBOL_W, rect.y + 13), size, bold=True)
            x += SYMBOL_W + width + SEAT_GAP
        blit_fitted(canvas, details, (rect.x + 22, rect.y + 46), DETAIL_SIZES, rect.width - 44, PALETTE["ink_soft"])

    def _draw_save(self, canvas: pygame.Surface, info, rect: pygame.Rect) -> None:
        title, details, date = describe_finished(info) if is_game(info) else describe_save(info)
        loads = is_game(info) or info.loads
        ink = PALETTE["ink"] if loads else PALETTE["error"]
        date_rect = theme.blit_text(canvas, date, (rect.right - 20, rect.y + 13), 20, PALETTE["ink_soft"],
                                    anchor="topright")
        theme.blit_text(canvas, fit(title, 24, date_rect.x - rect.x - 44, bold=True), (rect.x + 22, rect.y + 10),
                        24, ink, bold=True)
        if loads:  # cut, if they must be, are the names: the round and the phase stay whole
            shown = info.latest if is_game(info) else info
            size, details = text.fit_names_in(partial(seats_and_where, shown), shown.names, DETAIL_SIZES,
                                              rect.width - 44)
            theme.blit_text(canvas, details, (rect.x + 22, rect.y + 46), size, PALETTE["ink_soft"])
        else:
            # A refused file's reason is a sentence to read whole: smaller, or on two lines, before it is cut
            text.blit_lines(canvas, details, pygame.Rect(rect.x + 22, rect.y + 36, rect.width - 44, ROW_H - 38),
                            DETAIL_SIZES, PALETTE["error"], italic=True)
