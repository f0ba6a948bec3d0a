"""Title -> Online: the server's address (remembered), the ways to host or join a game, and this computer's
online games, each with whose turn it is, to open; a seat whose time ran out can be handed to a computer player.

Every call to a server runs as an `Errand` on a worker thread: the window never waits on the network, and a
server that cannot be reached, or answers nonsense, is said in a sentence under the list.
"""
from __future__ import annotations

import urllib.parse
from dataclasses import dataclass
from datetime import datetime, timezone

import pygame

from ...i18n import N_, _
from ...i18n.conventions import format_datetime, format_number
from ...i18n.lazy import cut
from ...protocol import DEFAULT_PORT
from ...online import keyring, lobby_calls
from ...online.lobby_calls import LobbyProblem, OnlineGame
from ...online.turn_notices import DesktopNotices, TurnWatch
from ...saves.format import PERSON
from ...sprites import pen, theme
from ...sprites import text
from ...sprites.theme import PALETTE
from .errand import Errand
from .rows import MESSAGE_SIZES, ROW_HEIGHT, ROW_TOP, ROWS, STATUS_SIZES, RowsFromAServer
from .save_copy import KeptCopy, keep_copy
from ..text_fields import TextField
from ..title.scene import PHASE_NAMES
from ..widgets import Button, Label, WidgetGroup
from ..widget_scene import WidgetScene

REFRESH_MS = 30_000  # the list asks the servers again this often while it is shown
HAND_OVER_LEVEL = "strong"  # a seat out of time is played on by the strong computer player
NO_GAMES = N_("No online games yet: host one, or join one with the code a host gave you.")


@dataclass(frozen=True)
class RowButtons:
    """A game's row: Open; Hand to the computer (another person's time ran out); Invites (a game hosted here); Save a
    copy (a finished game, online_save_copy.py)."""
    opener: Button
    hand_over: Button | None
    invites: Button | None
    copy: Button | None = None

    def all(self) -> list[Button]:
        return [b for b in (self.opener, self.hand_over, self.invites, self.copy) if b is not None]

    @property
    def left(self) -> int:
        """Where the row's texts must end."""
        return min(button.rect.x for button in self.all()) - 20


def watch_turns(ctx) -> None:
    """Start, once per window, the notifications of this computer's online turns (the program's window only)."""
    if ctx.watch_online_turns and ctx.turn_watch is None:
        ctx.turn_watch = TurnWatch(keyring.keyring_path(ctx.saves_dir), DesktopNotices()).start()


def game_status(game: OnlineGame) -> str:
    """What the row says about where the game stands (whose turn, until when, or why it is not known), and on which
    server: games of several servers are listed together."""
    return f"{where_it_stands(game)} · {shown_server(game.server)}"


def shown_server(server: str) -> str:
    """The server's address as typed ("192.168.1.20:8765"): the scheme only when it is not plain http; characters that
    would act instead of showing written as escapes."""
    try:
        parts = urllib.parse.urlsplit(server)
    except ValueError:  # a seats file naming a broken address (an IPv6 literal unclosed): shown as it is stored
        return cut(server, 80)
    return cut(parts.netloc if parts.scheme == "http" else server, 80)  # controls (a NUL) escaped, not drawn


def where_it_stands(game: OnlineGame) -> str:
    summary = game.summary
    if game.problem is not None:  # the server could not be asked: why, in the words of the call
        return str(game.problem)
    if summary is None:
        return _("The server no longer knows this seat: the host may have given it to someone else.")
    if summary.finished:
        winners = [summary.names[w] for w in summary.winners if w < len(summary.names)]
        return _("Finished: {names} won.", names=", ".join(winners))
    if summary.waiting:
        return _("Waiting for players: the game starts once every seat is taken")
    where = _("Round {round}, {phase}", round=format_number(summary.round),
              phase=_(PHASE_NAMES.get(summary.phase, summary.phase)))
    return f"{where} · {whose_turn(game)}"


def whose_turn(game: OnlineGame) -> str:
    summary = game.summary
    here = game.to_play_here
    if here is not None:
        if summary.deadline is None:
            return _("Your turn: {name}", name=here.name)
        when = format_datetime(summary.deadline.astimezone())
        if datetime.now(timezone.utc) >= summary.deadline:  # another person may hand the seat to the computer
            return _("Your turn: {name}; your time ran out at {when}", name=here.name, when=when)
        return _("Your turn: {name}, until {when}", name=here.name, when=when)
    if summary.to_play is None or summary.to_play >= len(summary.names):
        return ""
    name = summary.names[summary.to_play]
    if summary.to_play < len(summary.kinds) and summary.kinds[summary.to_play] != PERSON:
        return _("{name} to play (a computer player, on the server)", name=name)
    if summary.deadline is None:
        return _("{name} to play", name=name)
    when = format_datetime(summary.deadline.astimezone())
    if game.overdue(datetime.now(timezone.utc)) is not None:
        return _("{name}'s time ran out at {when}", name=name, when=when)
    return _("{name} to play, until {when}", name=name, when=when)




class OnlineGamesScene(RowsFromAServer):
    def __init__(self, ctx, message: str = "") -> None:
        super().__init__()
        self.ctx = ctx
        self.games: list[OnlineGame] = []
        self.keyring = keyring.Keyring()
        self._since_refresh = 0.0
        self._covered = False  # a screen was opened over the list: the servers are asked again on its return
        self._message, self._error = message, False  # what the line under the list says; whether it is a problem
        self.server = TextField((170, 158, 480, 52), ctx.settings.online_server, max_length=120,
                                placeholder=f"192.168.1.20:{DEFAULT_PORT}", text_size=24)
        self._build()

    # -- the controls ----------------------------------------------------------------------------------------
    def _build(self) -> None:
        focus = self.widgets.focus_place()
        self.widgets = WidgetGroup()
        self.widgets.add(self.server)
        self.refresh_button = self.widgets.add(Button((670, 158, 200, 52), _("Refresh"), self.refresh,
                                                      hotkey=pygame.K_F5, text_size=24))
        self.host_button = self.widgets.add(Button((890, 158, 250, 52), _("Host a game"), self.host, primary=True,
                                                   text_size=24))
        self.join_button = self.widgets.add(Button((1160, 158, 270, 52), _("Join with a code"), self.join,
                                                   text_size=24))
        self.back_button = self.widgets.add(Button((170, 800, 240, 64), _("Back"), self.back,
                                                   hotkey=pygame.K_ESCAPE))
        self.watch_button = self.widgets.add(Button((750, 800, 320, 64), _("Watch a game"), self.watch))
        self.account_button = self.widgets.add(Button((1090, 800, 340, 64), _("Account"), self.account))
        self.lobby_button = self.widgets.add(Button((430, 800, 300, 64), _("Lobby"), self.lobby))
        colour = PALETTE["error"] if self._error else PALETTE["ink"]
        self.message = self.widgets.add(Label((800, 762), "", 24, colour, anchor="center"))
        self.message.show_shrunk(self._message, MESSAGE_SIZES)
        self.row_buttons: list[RowButtons] = []
        for row, game in enumerate(self.games[self.first:self.first + ROWS]):
            y = ROW_TOP + row * ROW_HEIGHT + 12
            opener = self.widgets.add(Button((1250, y, 160, 52), _("Open"), lambda g=game: self.open(g),
                                             primary=game.to_play_here is not None, text_size=24))
            opener.enabled = game.summary is not None or game.problem is not None  # the board reconnects by itself
            hosted = self.keyring.hosted_game(game.server, game.game_id)
            inviting = None
            if hosted is not None and hosted.invites:
                inviting = self.widgets.add(Button((1080, y, 150, 52), _("Invites"),
                                                   lambda h=hosted, g=game: self.show_invites(h, g), text_size=22))
            overdue = game.overdue(datetime.now(timezone.utc))
            handing = None
            if overdue is not None:
                x = 1060 if inviting is None else 890
                handing = self.widgets.add(Button((x - 100, y, 270, 52), _("Hand to the computer"),
                                                  lambda g=game, s=overdue: self.hand_over(g, s), text_size=22))
            copying = None
            if game.summary is not None and game.summary.finished:
                x = 1060 if inviting is None else 890
                copying = self.widgets.add(Button((x - 100, y, 270, 52), _("Save a copy"),
                                                  lambda g=game: self.save_copy(g), text_size=22))
            self.row_buttons.append(RowButtons(opener, handing, inviting, copying))
        busy = self.errand is not None
        for button in (self.refresh_button, self.host_button, self.join_button, self.account_button, self.lobby_button,
                       *(b for buttons in self.row_buttons for b in buttons.all())):
            button.enabled = button.enabled and not busy
        self.widgets.focus_at(focus)
        self.invalidate()

    def on_language_changed(self) -> None:
        self._build()

    def on_enter(self) -> None:
        self.widgets.set_focus(self.server if not self.server.text else self.host_button)
        self.refresh()

    def rows(self) -> list[OnlineGame]:
        return self.games

    # -- the server's address ----------------------------------------------------------------------------------
    def server_url(self) -> str | None:
        """The address typed, remembered once it is one; None (and the reason said) when it is not."""
        try:
            url = lobby_calls.server_url(self.server.text)
        except LobbyProblem as problem:
            self.say(str(problem), error=True)
            return None
        if url != self.ctx.settings.online_server:
            self.ctx.settings.online_server = url
            self.ctx.settings_changed()
        return url

    @property
    def keyring_path(self):
        return keyring.keyring_path(self.ctx.saves_dir)

    # -- errands -----------------------------------------------------------------------------------------------
    def update(self, dt_ms: float) -> None:
        if self._covered and self.manager.top is self and self.errand is None:  # back from hosting, a board...
            self._covered = False
            self.refresh()
        if self.errand_out():
            return
        self._since_refresh += dt_ms
        if self._since_refresh >= REFRESH_MS and self.manager is not None and self.manager.top is self:
            self.refresh()

    def refresh(self) -> None:
        """Read the seats kept here, and ask their servers where each game stands."""
        if self.errand is not None:
            return
        self._since_refresh = 0.0
        self.keyring = keyring.read_keyring(self.keyring_path)
        if self.keyring.problem is not None:
            self.say(str(self.keyring.problem), error=True)
        if not self.keyring.seats:
            self.games = []
            if self.keyring.problem is None and not self._message:
                self.say(_(NO_GAMES))
            return self._build()
        self.run(self.listed, lobby_calls.my_games, self.keyring.seats)

    def listed(self, games: list[OnlineGame]) -> None:
        if games and self._message == _(NO_GAMES):
            self.say("")
        # Games to play first, then those waiting for others, finished ones last.
        self.games = sorted(games, key=lambda g: (g.to_play_here is None, g.summary is not None and
                                                  g.summary.finished))
        self.first = min(self.first, max(0, len(self.games) - ROWS))

    # -- actions -----------------------------------------------------------------------------------------------
    def host(self) -> None:
        server = self.server_url()
        if server is not None:
            self.cover(self.ctx.routes.online_host(self.ctx, server))

    def lobby(self) -> None:
        server = self.server_url()
        if server is not None:
            self.cover(self.ctx.routes.online_lobby(self.ctx, server))

    def join(self) -> None:
        server = self.server_url()
        if server is not None or not self.server.text.strip():  # a link names its server itself
            self.cover(self.ctx.routes.online_join(self.ctx, server or "", self.joined))

    def account(self) -> None:
        server = self.server_url()
        if server is not None:
            self.cover(self.ctx.routes.online_account(self.ctx, server))

    def joined(self, message: str) -> None:
        """Back from Join with a seat kept: said, and the list asked again (a link's server now the one typed, if
        none was)."""
        if not self.server.text.strip():
            self.server.set_text(self.ctx.settings.online_server)
        self._covered = False  # asked here at once
        self.say(message)
        self.refresh()

    def show_invites(self, hosted, game: OnlineGame) -> None:
        self.cover(self.ctx.routes.online_invites(self.ctx, hosted, game.seats))

    def cover(self, scene) -> None:
        self.manager.push(scene)
        self._covered = True

    def open(self, game: OnlineGame) -> None:
        self.ctx.routes.online_game(self.ctx, game.server, game.credentials())
        self._covered = True

    def watch(self) -> None:
        server = self.server_url() if self.server.text.strip() else ""  # a link names its server itself
        if server is not None:
            self.cover(self.ctx.routes.online_watch(self.ctx, server))

    def save_copy(self, game: OnlineGame) -> None:
        """Fetch the finished game from its server into the saves folder, then replay it."""
        self.say(_("Saving a copy from the server…"))
        self.run(self.copy_kept, keep_copy, game.server, game.game_id, self.ctx.saves_dir)

    def copy_kept(self, kept: KeptCopy) -> None:
        self.say(_("A copy is kept in the saves folder as {file}.", file=kept.path.name))
        self.cover(self.ctx.routes.replay(self.ctx, kept.game))

    def hand_over(self, game: OnlineGame, seat: int) -> None:
        name = game.summary.names[seat]
        self.say("")
        self.run(lambda result: self.handed_over(name), lobby_calls.hand_over, game.server, game.seats[0], seat,
                 HAND_OVER_LEVEL)

    def handed_over(self, name: str) -> None:
        self.say(_("{name}'s seat is played by the computer from now on.", name=name))
        self.refresh()

    def back(self) -> None:
        self.manager.pop()

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.blit_text(canvas, _("Online games"), (800, 52), 56, PALETTE["terracotta_dark"], bold=True,
                        anchor="center")
        theme.blit_text(canvas, _("Server"), (174, 150), 24, PALETTE["ink_soft"], italic=True, anchor="bottomleft")
        self.draw_rows(canvas, self.draw_row)

    def draw_row(self, canvas: pygame.Surface, row: int, game: OnlineGame, y: int) -> None:
        right = self.row_buttons[row].left
        draw_names(canvas, game, pygame.Rect(196, y + 4, right - 196, 24))
        colour = PALETTE["terracotta_dark"] if game.to_play_here is not None else PALETTE["ink_soft"]
        box = pygame.Rect(196, y + 28, right - 196, ROW_HEIGHT - 30)
        size, lines = text.fit_lines(game_status(game), STATUS_SIZES, box, italic=True)
        text.draw_lines(canvas, lines, size, box, colour, italic=True)


def draw_names(canvas: pygame.Surface, game: OnlineGame, box: pygame.Rect) -> None:
    """The players of the game, each after their seat's symbol, each name cut to an equal share if need be; the
    seats played at this computer in bold."""
    names = game.summary.names if game.summary is not None else [held.name for held in game.seats]
    seats = range(len(names)) if game.summary is not None else [held.seat for held in game.seats]
    here = {held.seat for held in game.seats}
    share = box.width // max(1, len(names))
    x = box.x
    for seat, name in zip(seats, names):
        theme.draw_seat_symbol(canvas, seat, (x + 9, box.centery), 9)
        shown = text.fit(name, 22, share - 34, bold=seat in here)
        x = theme.blit_text(canvas, shown, (x + 24, box.centery), 22, PALETTE["ink"], bold=seat in here,
                            anchor="midleft").right + 10
