"""Online -> Lobby: the server's open games, each with its free seats, auction rule, time per move and whether it
is rated, asked again every few seconds while the screen is shown. Take a seat: the first free seat of that game
is claimed under the name typed, its secret kept here (online/keyring.py) as a join's, and the board opens
("waiting for players" until every seat is taken).

Every call runs as an `Errand` on a worker thread, one at a time: the window never waits on the network, and a
server that cannot be reached is said under the list (the list shown stays until the next answer).
"""
from __future__ import annotations

import pygame

from ...i18n import N_, _, ngettext
from ...online import keyring, lobby_seats
from ...online.lobby_seats import LobbyPage, OpenGame
from ...saves.format import PERSON
from ...sprites import text, theme
from ...sprites.theme import PALETTE
from ..starting.new_game import AUCTION_RULES, NameField, names_problem
from .host import turn_time_text
from .rows import MESSAGE_SIZES, ROW_HEIGHT, ROW_TOP, ROWS, STATUS_SIZES, RowsFromAServer
from ..widgets import Button, Label, WidgetGroup

POLL_MS = 5_000  # the list is asked again this often while the screen is shown (one request at a time)
NO_OPEN_GAMES = N_("No open games on this server just now. Host one and choose “Open to everyone in the lobby”.")


def rules_words(game: OpenGame) -> str:
    """What a row says of a game's rules: seats free, the auction rule, the time per move, rated or not."""
    free = ngettext("{n} of {seats} seats free", "{n} of {seats} seats free", game.free, seats=len(game.seats))
    # A rule this version does not know (a newer server's) is shown by its name: the server checks the rules.
    rule = next((_(label) for label, variant in AUCTION_RULES if variant.value == game.variant), game.variant)
    rated = _("Rated") if game.rated else _("Not rated")
    return " · ".join((free, rule, turn_time_text(game.turn_seconds), rated))


def usual_name(path) -> str:
    """The name this computer last took a seat under (the newest seat kept), for the name field; "" if none."""
    seats = keyring.read_keyring(path).seats
    return max(seats, key=lambda held: held.kept_at).name if seats else ""


class OnlineLobbyScene(RowsFromAServer):
    def __init__(self, ctx, server: str) -> None:
        super().__init__()
        self.ctx, self.server = ctx, server
        self.page: LobbyPage | None = None
        self._since_poll = 0.0
        self._covered = False  # the board was opened over the lobby: asked again on its return
        self.name = NameField((170, 158, 420, 52), usual_name(self.keyring_path), _("Your name"), self.name_typed)
        self._build()

    @property
    def keyring_path(self):
        return keyring.keyring_path(self.ctx.saves_dir)

    @property
    def games(self) -> list[OpenGame]:
        return self.page.games if self.page is not None else []

    def rows(self) -> list[OpenGame]:
        return self.games

    # -- the controls ----------------------------------------------------------------------------------------
    def _build(self) -> None:
        focus = self.widgets.focus_place()
        self.widgets = WidgetGroup()
        self.widgets.add(self.name)
        self.refresh_button = self.widgets.add(Button((610, 158, 200, 52), _("Refresh"), self.refresh,
                                                      hotkey=pygame.K_F5, text_size=24))
        self.back_button = self.widgets.add(Button((660, 800, 280, 64), _("Back"), self.back,
                                                   hotkey=pygame.K_ESCAPE))
        self.message = self.widgets.add(Label((800, 762), "", 24, PALETTE["error"] if self._error else PALETTE["ink"],
                                              anchor="center"))
        self.message.show_shrunk(self._message, MESSAGE_SIZES)
        self.take_buttons: list[Button] = []
        for row, game in enumerate(self.games[self.first:self.first + ROWS]):
            y = ROW_TOP + row * ROW_HEIGHT + 12
            button = self.widgets.add(Button((1190, y, 220, 52), _("Take a seat"), lambda g=game: self.take(g),
                                             primary=True, text_size=24))
            button.enabled = game.first_free() is not None and self.errand is None
            self.take_buttons.append(button)
        self.refresh_button.enabled = self.errand is None
        self.widgets.focus_at(focus)
        self.invalidate()

    def on_language_changed(self) -> None:
        self._build()

    def on_enter(self) -> None:
        self.widgets.set_focus(self.name if not self.name.text else self.refresh_button)
        self.refresh()

    def name_typed(self, refusal: str | None) -> None:
        if refusal is not None:
            self.say(refusal, error=True)

    # -- errands -----------------------------------------------------------------------------------------------
    def update(self, dt_ms: float) -> None:
        on_top = self.manager is not None and self.manager.top is self
        if self._covered and on_top and self.errand is None:  # back from the board
            self._covered = False
            self.refresh()
        if self.errand_out():
            return
        self._since_poll += dt_ms
        if self._since_poll >= POLL_MS and on_top:
            self.refresh()

    def refresh(self) -> None:
        """Ask the server for its open games (the newest page)."""
        if self.errand is not None:
            return
        self._since_poll = 0.0
        self.run(self.listed, lobby_seats.open_games, self.server)

    def listed(self, page: LobbyPage) -> None:
        self.page = page
        self.first = min(self.first, max(0, len(page.games) - ROWS))
        if not page.games:
            self.say(_(NO_OPEN_GAMES))
        elif self._error or self._message == _(NO_OPEN_GAMES):
            self.say("")

    # -- taking a seat -----------------------------------------------------------------------------------------
    def take(self, game: OpenGame) -> None:
        seat = game.first_free()
        name = self.name.text.strip()
        if not name:
            self.widgets.set_focus(self.name)
            return self.say(_("Type your name first: the other players see it at the table."), error=True)
        problem = names_problem((name,))
        if problem:
            return self.say(problem, error=True)
        if seat is None or self.errand is not None:
            return
        self.say("")
        self.run(self.seated, take_and_keep, self.keyring_path, self.server, game, seat, name)

    def seated(self, result) -> None:
        held, note = result
        self.say(_("You took a seat as {name}.", name=held.name) + (f" {note}" if note is not None else ""))
        self._covered = True
        self.ctx.routes.online_game(self.ctx, held.server, [held.credentials()])

    def back(self) -> None:
        self.manager.pop()

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.blit_text(canvas, _("Lobby"), (800, 52), 56, PALETTE["terracotta_dark"], bold=True, anchor="center")
        theme.blit_text(canvas, _("Your name"), (174, 150), 24, PALETTE["ink_soft"], italic=True, anchor="bottomleft")
        theme.blit_text(canvas, _("Open games on {server}", server=self.server), (830, 184), 22, PALETTE["ink_soft"],
                        italic=True, anchor="midleft")
        self.draw_rows(canvas, self.draw_row, more=self.page is not None and self.page.more)

    def draw_row(self, canvas: pygame.Surface, row: int, game: OpenGame, y: int) -> None:
        right = self.take_buttons[row].rect.x - 20
        draw_seats(canvas, game, pygame.Rect(196, y + 4, right - 196, 24))
        box = pygame.Rect(196, y + 28, right - 196, ROW_HEIGHT - 30)
        size, lines = text.fit_lines(rules_words(game), STATUS_SIZES, box, italic=True)
        text.draw_lines(canvas, lines, size, box, PALETTE["ink_soft"], italic=True)


def draw_seats(canvas: pygame.Surface, game: OpenGame, box: pygame.Rect) -> None:
    """Each seat after its symbol: the player's name (a computer's marked so), or "free seat" for a seat to take.
    A name is cut to its share if need be, the words beside it never."""
    share = box.width // max(1, len(game.seats))
    x = box.x
    for seat in game.seats:
        theme.draw_seat_symbol(canvas, seat.seat, (x + 9, box.centery), 9)
        if seat.free:
            theme.blit_text(canvas, _("free seat"), (x + 24, box.centery), 22, PALETTE["terracotta_dark"],
                            italic=True, anchor="midleft")
        else:
            mark = f" ({_('computer')})" if seat.kind != PERSON else ""
            room = share - 34 - (text.width_of(mark, 18, italic=True) if mark else 0)
            name = theme.blit_text(canvas, text.fit(seat.name, 22, room), (x + 24, box.centery), 22, PALETTE["ink"],
                                   anchor="midleft")
            if mark:
                theme.blit_text(canvas, mark, (name.right, box.centery), 18, PALETTE["ink_soft"], italic=True,
                                anchor="midleft")
        x += share


def take_and_keep(path, server: str, game: OpenGame, seat: int, name: str):
    """(On a worker.) Make sure the seat's secret can be kept, take the seat, and keep its secret."""
    reserved = keyring.reserve(path)
    held = lobby_seats.take_seat(server, game, seat, name)
    return held, keyring.keep(path, (held,)) or reserved
