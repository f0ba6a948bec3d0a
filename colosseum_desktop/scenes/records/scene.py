"""The Records screen, reached from the title: every finished game counted per player name (games, wins, best
record), and the best event ever staged of each program."""
from __future__ import annotations

import pygame

from ...bots.levels import level_title
from ...i18n import NC_, _, ngettext, pgettext
from ...i18n.card_names import program_name
from ...i18n.conventions import format_date
from ...saves import records
from ...saves.format import PERSON
from ...sprites import pen, text, theme
from ...sprites.theme import PALETTE
from ..widgets import Button, Label
from ..widget_scene import WidgetScene

PLAYERS = pygame.Rect(40, 120, 860, 650)
PROGRAMS = pygame.Rect(930, 120, 630, 650)
HEADER_H = 92  # a panel's title and its column headings
ROW_H = 40
VISIBLE_PLAYERS = (PLAYERS.height - HEADER_H - 30) // ROW_H
# Column x positions inside the players' panel: name, then four figures right-aligned on these.
GAMES_X, WINS_X, HINTS_X, BEST_X = PLAYERS.x + 450, PLAYERS.x + 560, PLAYERS.x + 680, PLAYERS.right - 30
NAME_X = PLAYERS.x + 30
NAME_ROOM = GAMES_X - 70 - NAME_X
SCROLL_KEYS = {pygame.K_DOWN: 1, pygame.K_UP: -1, pygame.K_PAGEDOWN: VISIBLE_PLAYERS,
               pygame.K_PAGEUP: -VISIBLE_PLAYERS}


def played_by_text(played_by: str) -> str:
    """"person" -> "", "computer:strong" -> "computer, strong"."""
    if played_by == PERSON:
        return ""
    level = played_by.removeprefix("computer").removeprefix(":")
    return _("computer, {level}", level=level_title(level)) if level else _("computer")


def hints_text(standing: records.PlayerStanding) -> str:
    """The hints a player was given over their games: "off" when every game had them off, "≥ n" when some games
    did not count them (recorded, or saved, before they were counted)."""
    if standing.hints_off == standing.games:
        return pgettext("hints", "off")
    return f"≥ {standing.hints}" if standing.hints_uncounted else str(standing.hints)


def name_column(standing: records.PlayerStanding) -> tuple[str, str]:
    """(name, who played it) as drawn, both cut to share the name column: the kind takes at most half."""
    kind = played_by_text(standing.played_by)
    kind_room = min(text.width_of(kind, 18, italic=True), NAME_ROOM // 2) if kind else 0
    name = text.fit(standing.name, 24, NAME_ROOM - kind_room - (12 if kind else 0))
    return name, text.fit(kind, 18, kind_room, italic=True) if kind else ""


class RecordsScene(WidgetScene):
    def __init__(self, ctx) -> None:
        super().__init__()
        self.ctx = ctx
        self.scroll = 0
        self.history = records.History(())
        self.players: list[records.PlayerStanding] = []
        self.programs: list[records.ProgramRecord] = []
        self.widgets.add(Button((470, 800, 300, 64), _("Back"), self.back, hotkey=pygame.K_ESCAPE, primary=True))
        self.replay_button = self.widgets.add(Button((830, 800, 300, 64), _("Replay the last game (R)"),
                                                     self.replay_latest, hotkey=pygame.K_r))
        self.problem = self.widgets.add(Label((800, 880), "", 20, PALETTE["error"], anchor="center"))
        self.latest_game = None  # the newest recorded game whose autosaves are in the saves folder (AutosavedGame)
        self.opening = None  # that game being read for the replay, on a worker thread

    def on_enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        path = self.ctx.records_path
        self.history = records.read_history(path) if path is not None else records.History(())
        self.players = records.standings(self.history.games)
        self.programs = records.program_records(self.history.games)
        self.scroll = 0
        self.problem.text = text.fit(str(self.history.problem or ""), 20, 1560)
        self._find_latest_game()
        self.invalidate()

    def _find_latest_game(self) -> None:
        """The replay button watches the newest finished game of the records whose files are still there."""
        files = self.ctx.routes.replayable_games(self.ctx)
        kept = [game for game in self.history.games if game.game_id in files]
        latest = max(kept, key=lambda game: game.finished_at, default=None)
        self.latest_game = files[latest.game_id] if latest is not None else None
        self.replay_button.enabled = self.latest_game is not None

    def replay_latest(self) -> None:
        if self.latest_game is not None and self.opening is None:
            self.opening = self.ctx.routes.replaying(self.ctx, self.latest_game)

    def update(self, dt_ms: float) -> None:
        if self.opening is None or not self.opening.done:
            return
        opening, self.opening = self.opening, None
        problem = opening.finish()
        if problem:
            self.problem.text = text.fit(problem, 20, 1560)
            self.invalidate()

    def back(self) -> None:
        self.manager.pop()

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(self.scroll + rows, len(self.players) - VISIBLE_PLAYERS))
        self.invalidate()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 3)
            return True
        if event.type == pygame.KEYDOWN and event.key in SCROLL_KEYS:
            self.scroll_by(SCROLL_KEYS[event.key])
            return True
        return super().handle_event(event)

    # -- drawing ---------------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.blit_text(canvas, _("Records"), (800, 50), 54, PALETTE["terracotta_dark"], bold=True, anchor="center")
        theme.blit_text(canvas, self.summary_line(), (800, 96), 22, PALETTE["ink_soft"], italic=True,
                        anchor="center")
        self._draw_players(canvas)
        self._draw_programs(canvas)

    def summary_line(self) -> str:
        games = self.history.games
        if not games:
            return _("No finished game yet: a game is counted here when it ends.")
        first = format_date(min(g.finished_at for g in games).astimezone().date())
        return ngettext("{n} finished game since {date}; each counted once, however often it is opened again",
                        "{n} finished games since {date}; each counted once, however often it is opened again",
                        len(games), date=first)

    def _draw_players(self, canvas: pygame.Surface) -> None:
        panel = PLAYERS
        theme.draw_panel(canvas, panel)
        theme.blit_text(canvas, _("Players"), (panel.x + 30, panel.y + 34), 30, bold=True, anchor="midleft")
        heading_y = panel.y + 76
        theme.blit_text(canvas, pgettext("records column", "name"), (panel.x + 30, heading_y), 20, PALETTE["ink_soft"],
                        italic=True, anchor="midleft")
        for label, x in ((NC_("records column", "games"), GAMES_X), (NC_("records column", "wins"), WINS_X),
                         (NC_("records column", "hints"), HINTS_X), (NC_("records column", "best record"), BEST_X)):
            theme.blit_text(canvas, pgettext(*label), (x, heading_y), 20, PALETTE["ink_soft"], italic=True,
                            anchor="midright")
        if not self.players:
            theme.blit_text(canvas, _("Nobody yet."), (panel.x + 30, panel.y + HEADER_H + 24), 22, PALETTE["ink_soft"],
                            anchor="midleft")
            return
        shown = self.players[self.scroll:self.scroll + VISIBLE_PLAYERS]
        for i, standing in enumerate(shown):
            y = panel.y + HEADER_H + i * ROW_H + ROW_H // 2
            if (self.scroll + i) % 2 == 0:
                band = pygame.Rect(panel.x + 14, y - ROW_H // 2, panel.width - 28, ROW_H)
                pen.rect(canvas, PALETTE["sand"], band, border_radius=6)
            self._draw_name(canvas, standing, y)
            for value, x in ((standing.games, GAMES_X), (standing.wins, WINS_X), (standing.best_record, BEST_X)):
                theme.blit_text(canvas, str(value), (x, y), 24, bold=x == WINS_X and value > 0, anchor="midright")
            theme.blit_text(canvas, hints_text(standing), (HINTS_X, y), 22, PALETTE["ink_soft"], anchor="midright")
        if len(self.players) > VISIBLE_PLAYERS:
            last = self.scroll + len(shown)
            more = _("{first}-{last} of {total}  ·  scroll or ↑/↓ for more", first=self.scroll + 1, last=last,
                     total=len(self.players))
            theme.blit_text(canvas, more, (panel.centerx, panel.bottom - 22), 18, PALETTE["ink_soft"], italic=True,
                            anchor="center")

    def _draw_name(self, canvas: pygame.Surface, standing: records.PlayerStanding, y: int) -> None:
        name, kind = name_column(standing)
        drawn = theme.blit_text(canvas, name, (NAME_X, y), 24, anchor="midleft")
        if kind:
            theme.blit_text(canvas, kind, (drawn.right + 12, y + 2), 18, PALETTE["ink_soft"], italic=True,
                            anchor="midleft")

    def _draw_programs(self, canvas: pygame.Surface) -> None:
        panel = PROGRAMS
        theme.draw_panel(canvas, panel)
        theme.blit_text(canvas, _("Best event per program"), (panel.x + 30, panel.y + 34), 30, bold=True,
                        anchor="midleft")
        if not self.programs:
            theme.blit_text(canvas, _("No event staged yet."), (panel.x + 30, panel.y + HEADER_H + 24), 22,
                            PALETTE["ink_soft"], anchor="midleft")
            return
        top = panel.y + 66
        step = min(34, (panel.bottom - 14 - top) // len(self.programs))  # 30 programs at most: all shown
        size = 22 if step >= 30 else 17
        for i, best in enumerate(self.programs):
            y = top + i * step + step // 2
            figure = theme.blit_text(canvas, str(best.attendance), (panel.x + 370, y), size, PALETTE["terracotta_dark"],
                                     bold=True, anchor="midright")
            title = text.fit(f"{best.program}. {program_name(best.program)}", size, figure.x - 12 - (panel.x + 24))
            theme.blit_text(canvas, title, (panel.x + 24, y), size, anchor="midleft")
            when = ", " + format_date(best.finished_at.astimezone().date())  # the date stays; a long name is cut
            room = panel.right - 20 - (figure.right + 14) - text.width_of(when, size, italic=True)
            about = text.fit(best.name, size, room, italic=True) + when
            theme.blit_text(canvas, about, (figure.right + 14, y), size, PALETTE["ink_soft"], italic=True,
                            anchor="midleft")
