"""Online -> Host a game: 3-5 seats, each a person at this computer, a person invited from elsewhere, or a
computer player (which plays on the server); the auction rule; the time each decision may take. The server
creates the game, the seats played here are claimed at once and kept (online/keyring.py), and the invites for
the others are shown to pass on."""
from __future__ import annotations

import pygame

from ...bots.levels import OFFERED
from ...i18n import N_, _, ngettext
from ...online import keyring, lobby_calls
from ...online.lobby_calls import LobbyProblem
from ...saves.format import PERSON
from ...sprites import theme
from ...sprites.theme import PALETTE, SEAT_STYLES
from .errand import Errand
from ..starting.new_game import AUCTION_RULES, DEFAULT_NAMES, ERROR_SIZES, NameField, default_name, names_problem
from ..widgets import Button, Choice, Label
from ..widget_scene import WidgetScene

HERE, INVITED = "here", "invited"
# Who plays a seat (English labels, shown with _()): the kind sent to the server, and whether it is played here.
PLAYED_BY = ((N_("Person at this computer"), HERE), (N_("Person invited"), INVITED),
             *((level.offered_as, f"computer:{level.name}") for level in OFFERED))
MINUTE, HOUR, DAY = 60, 3600, 24 * 3600
TURN_TIMES = (None, 2 * MINUTE, 5 * MINUTE, 15 * MINUTE, HOUR, DAY, 2 * DAY, 3 * DAY)  # a move a day: days
# Who may take the seats of invited persons: those given a code, or anyone in the server's lobby (open_games.py).
WHO_JOINS = ((N_("Only those I give a code"), False), (N_("Open to everyone in the lobby"), True))
# Rated or not (English labels, shown with _()): a rated game is hosted by a player logged in on the server
# (Online -> Account); each player's rating changes at its end (server/ratings.py).
RATED = ((N_("Not rated"), False), (N_("Rated: ratings change at the end"), True))
BANKS = (0, 2 * MINUTE, 5 * MINUTE)  # each seat's bank of extra time, with a time per move (online/time_banks.py)

ROW_TOP, ROW_STEP = 262, 70
NAME_X, KIND_X = 360, 720
AUCTION_X, TURN_X = 260, 840


def bank_text(seconds: int) -> str:
    if not seconds:
        return _("No time bank")
    return ngettext("Time bank: {n} minute each", "Time bank: {n} minutes each", seconds // MINUTE)


def turn_time_text(seconds: int | None) -> str:
    if seconds is None:
        return _("No time limit")
    if seconds < HOUR:
        return ngettext("{n} minute per decision", "{n} minutes per decision", seconds // MINUTE)
    if seconds < DAY:
        return ngettext("{n} hour per decision", "{n} hours per decision", seconds // HOUR)
    return ngettext("{n} day per decision (a move a day)", "{n} days per decision (a move a day)", seconds // DAY)


class HostRow:
    def __init__(self, scene: "OnlineHostScene", seat: int) -> None:
        self.seat, self.y = seat, ROW_TOP + seat * ROW_STEP
        self.name = NameField((NAME_X, self.y, 330, 52), DEFAULT_NAMES[seat], default_name(seat), scene.name_typed)
        self.kind = Choice((KIND_X, self.y, 520, 52), [_(label) for label, _kind in PLAYED_BY], 0 if seat == 0 else 1)

    @property
    def widgets(self):
        return (self.name, self.kind)

    @property
    def played_by(self) -> str:
        return PLAYED_BY[self.kind.index][1]


class OnlineHostScene(WidgetScene):
    def __init__(self, ctx, server: str) -> None:
        super().__init__()
        self.ctx, self.server = ctx, server
        self.errand: Errand | None = None
        # Logged in on this server (Online -> Account): the host's own seat is theirs, and the game may be rated.
        self.session = keyring.read_keyring(keyring.keyring_path(ctx.saves_dir)).session_on(server)
        self._build(players=1, rows=None, auction=0, turn_time=0, who_joins=0)
        self.widgets.set_focus(self.rows[0].name)

    def _build(self, players: int, rows: list[HostRow] | None, auction: int, turn_time: int, who_joins: int = 0,
               bank: int = 0, rated: int = 0) -> None:
        self.widgets.widgets.clear()
        counts = [ngettext("{n} player", "{n} players", n) for n in (3, 4, 5)]
        self.players = self.widgets.add(Choice((NAME_X, 158, 330, 52), counts, players,
                                               on_change=lambda _: self.show_seats()))
        self.who_joins = self.widgets.add(Choice((KIND_X, 158, 520, 52), [_(label) for label, _open in WHO_JOINS],
                                                 who_joins))
        if rows is None:
            rows = [HostRow(self, seat) for seat in range(len(SEAT_STYLES))]
        else:
            for row in rows:
                row.kind.options = [_(label) for label, _kind in PLAYED_BY]
        self.rows = rows
        for row in self.rows:
            for widget in row.widgets:
                self.widgets.add(widget)
        self.auction = self.widgets.add(Choice((AUCTION_X, 650, 540, 52), [_(label) for label, _r in AUCTION_RULES],
                                               auction))
        self.turn_time = self.widgets.add(Choice((TURN_X, 650, 560, 52), [turn_time_text(t) for t in TURN_TIMES],
                                                 turn_time, on_change=lambda _: self.show_bank()))
        self.bank = self.widgets.add(Choice((TURN_X, 708, 560, 44), [bank_text(b) for b in BANKS],
                                            bank, text_size=22))
        rated_words = [_(label) for label, _rated in RATED] if self.session is not None else \
            [_("Not rated: log in to rate a game")]
        self.rated = self.widgets.add(Choice((AUCTION_X, 708, 540, 44), rated_words,
                                             rated if self.session is not None else 0, text_size=22))
        self.rated.enabled = self.session is not None
        self.back_button = self.widgets.add(Button((460, 780, 300, 64), _("Back"), self.back, hotkey=pygame.K_ESCAPE))
        self.create_button = self.widgets.add(Button((840, 780, 300, 64), _("Create the game"), self.create,
                                                     primary=True, hotkey=pygame.K_RETURN))
        self.error = self.widgets.add(Label((800, 874), "", 24, PALETTE["error"], anchor="center"))
        self.create_button.enabled = self.errand is None
        self.show_seats()
        self.show_bank()

    def show_bank(self) -> None:
        """A time bank is extra time beyond the time per move: offered only with one."""
        self.bank.enabled = TURN_TIMES[self.turn_time.index] is not None
        self.invalidate()

    def on_language_changed(self) -> None:
        place = self.widgets.focus_place()
        self._build(self.players.index, self.rows, self.auction.index, self.turn_time.index, self.who_joins.index,
                    self.bank.index, self.rated.index)
        self.widgets.focus_at(place)

    @property
    def open_to_all(self) -> bool:
        return WHO_JOINS[self.who_joins.index][1]

    @property
    def rated_game(self) -> bool:
        return self.session is not None and RATED[self.rated.index][1]

    @property
    def player_count(self) -> int:
        return self.players.index + 3

    def show_seats(self) -> None:
        for row in self.rows:
            for widget in row.widgets:
                widget.visible = row.seat < self.player_count
        self.invalidate()

    def say(self, problem: str) -> None:
        self.error.show_shrunk(problem, ERROR_SIZES)
        self.invalidate()

    def name_typed(self, refusal: str | None) -> None:
        if refusal is not None:
            self.say(refusal)

    def seats(self) -> list[tuple[str, str]]:
        """(name, kind) of each seat, as the server takes them."""
        return [(row.name.text.strip() or default_name(row.seat),
                 PERSON if row.played_by in (HERE, INVITED) else row.played_by)
                for row in self.rows[:self.player_count]]

    def problem(self) -> str | None:
        problem = names_problem(tuple(name for name, _kind in self.seats()))
        if problem:
            return problem
        if not any(row.played_by == HERE for row in self.rows[:self.player_count]):
            return _("Play at least one seat at this computer: choose “Person at this computer” for it.")
        if self.rated_game and sum(row.played_by == HERE for row in self.rows[:self.player_count]) > 1:
            return _("In a rated game you play one seat here: invite the other players.")
        return None

    def create(self) -> None:
        problem = self.problem()
        if problem:
            return self.say(problem)
        if self.errand is not None:
            return
        here = [row.seat for row in self.rows[:self.player_count] if row.played_by == HERE]
        self.say("")
        self.errand = Errand(host_and_keep, keyring.keyring_path(self.ctx.saves_dir), self.server, self.seats(),
                             here, AUCTION_RULES[self.auction.index][1].value, TURN_TIMES[self.turn_time.index],
                             self.open_to_all, BANKS[self.bank.index] if self.bank.enabled else 0, self.rated_game,
                             None if self.session is None else self.session.token)
        self.create_button.enabled = False
        self.invalidate()

    def update(self, dt_ms: float) -> None:
        if self.errand is None or not self.errand.done:
            return
        errand, self.errand = self.errand, None
        self.create_button.enabled = True
        try:
            hosted, held, note = errand.finish()
        except (LobbyProblem, keyring.SeatsNotKept) as problem:
            return self.say(str(problem))
        notes = [str(note) for note in (note,) if note is not None]
        if self.open_to_all:
            notes.append(_("The game is listed in the server's lobby: anyone may take a free seat, and it starts once "
                           "every seat is taken."))
        self.manager.replace(self.ctx.routes.online_invites(self.ctx, hosted, held, " ".join(notes)))

    def back(self) -> None:
        self.manager.pop()

    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.draw_panel(canvas, pygame.Rect(170, 100, 1260, 660))
        theme.blit_text(canvas, _("Host an online game"), (800, 52), 56, PALETTE["terracotta_dark"], bold=True,
                        anchor="center")
        headers = ((N_("Players"), NAME_X, 150), (N_("Who may take the invited seats"), KIND_X, 150),
                   (N_("Name"), NAME_X, ROW_TOP - 12),
                   (N_("Played by"), KIND_X, ROW_TOP - 12), (N_("Auction rule"), AUCTION_X, 642),
                   (N_("Time for each decision"), TURN_X, 642))
        for text, x, y in headers:
            theme.blit_text(canvas, _(text), (x + 4, y), 24, PALETTE["ink_soft"], italic=True, anchor="bottomleft")
        for row in self.rows[:self.player_count]:
            theme.draw_seat_symbol(canvas, row.seat, (NAME_X - 70, row.y + 26), 20)
            theme.blit_text(canvas, str(row.seat + 1), (NAME_X - 120, row.y + 26), 26, PALETTE["ink_soft"],
                            anchor="center")
        theme.blit_text(canvas, _("On {server}", server=self.server), (1406, ROW_TOP - 24), 22, PALETTE["ink_soft"],
                        italic=True, anchor="midright")
        if self.errand is not None:
            theme.blit_text(canvas, _("Creating the game on the server…"), (800, 874), 24, PALETTE["ink_soft"],
                            italic=True, anchor="center")


def host_and_keep(path, server: str, seats: list[tuple[str, str]], here: list[int], variant: str,
                  turn_seconds: int | None, open_: bool = False, bank_seconds: int = 0, rated: bool = False,
                  token: str | None = None):
    """(On a worker.) Make sure the secrets can be kept, then create the game, claim the seats played here (the
    first as the host's, with their session `token`), and keep their secrets and the host's."""
    reserved = keyring.reserve(path)
    hosted, held = lobby_calls.host(server, seats, here, variant, turn_seconds, open_, bank_seconds, rated, token)
    return hosted, held, keyring.keep(path, held, hosted) or reserved
