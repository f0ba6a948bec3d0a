"""An online game on the usual board: `online_game(ctx, server_url, seats)` opens it for the seats played at this
computer (the lobby's screens and `play-online` call it).

The board is `BoardScene` at a `ClientTable` (online/client_table.py), whose state is the server's view; this
module adds only what online play shows beyond it: a connecting screen until the first view has come (or why it
cannot come), the connection's state in a row kept free under the game log's title (connected, reconnecting with
"Retry now (R)" beside it, offline
with the moves still to send) and in a game with a turn time, the turn's deadline in the row under it
(online_deadline.py), both above any dialog's dimming, the moves
played before it opened in the log, the server's refusals in the player's language, taking back across computers:
Ctrl+Z asks the server, and a question the server puts to a person here is asked as at one screen (board_undo.py),
and the end (online_end.py). The window's loop never waits on the
network: the links run on threads of their own and wake it (wake.py).
"""
from __future__ import annotations

from collections.abc import Callable
from datetime import datetime, timezone

import pygame

from ...i18n import N_, _, ngettext
from ...online.client_records import Connection
from ...online.client_table import ClientTable
from ...online.turn_clock import TurnClock
from ...online.link import LinkState
from ...table import NotNow, RemotePerson
from ...protocol.messages import SeatCredentials
from ...sprites import pen
from ...viewport import band
from ...sprites.log_panel import TITLE_HEIGHT
from ...sprites.theme import PALETTE
from ..board.scene import BoardScene
from ..confirm import ConfirmScene, draw_question, question_box
from ..dialogs.dialog import Dialog
from .deadline import blit_chip_words, chip_rect, draw_deadline, row_rect, rows_height, strip_rect
from .waiting import draw_waiting, waiting_words
from .board_log import OnlineGameLog, earlier_lines
from .chat import ChatPanel, ChatPlaces, chat_places
from .end import OnlineEndScene
from .games import HAND_OVER_LEVEL
from ..wake import wake, wake_after
from ..widgets import Button, is_left_release
from ..widget_scene import WidgetScene

STATE_WORDS = {LinkState.CONNECTING: N_("Connecting to the server…"),
               LinkState.CONNECTED: N_("Connected to the server"),
               LinkState.RECONNECTING: N_("Reconnecting to the server…"),
               LinkState.REFUSED: N_("The server refused this computer"),
               LinkState.CLOSED: N_("Offline")}
STATE_COLOURS = {LinkState.CONNECTED: PALETTE["olive"], LinkState.CONNECTING: PALETTE["gold"],
                 LinkState.RECONNECTING: PALETTE["terracotta"], LinkState.REFUSED: PALETTE["error"],
                 LinkState.CLOSED: PALETTE["error"]}
RETRY_KEY = pygame.K_r
RETRY_WORDS = N_("Retry now (R)")
HAND_OVER_KEY = pygame.K_c
HAND_OVER_WORDS = N_("Hand to the computer (C)")
DIALOG_MARGIN = Dialog.PANEL.y  # the largest dialogs' panel leaves this much of the band free above and below it
UNREACHABLE_AFTER_MS = 8000  # the connecting screen says the server cannot be reached (it goes on trying)


def connection_words(connection: Connection) -> str:
    """The badge's words: the link's state, and the moves still to send when it is not connected."""
    words = _(STATE_WORDS[connection.state])
    if connection.waiting and connection.state is not LinkState.CONNECTED:
        words = _("{state} · {moves}", state=words,
                  moves=ngettext("{n} move still to send", "{n} moves still to send", connection.waiting))
    return words


def online_game(ctx, server_url: str, seats: list[SeatCredentials]) -> None:
    """Open the online game these seats (one game's, played at this computer) sit at: a connecting screen, then
    the board. Bad seats or an address that is no server's are said on the screen; nothing is raised."""
    try:
        table = ClientTable(server_url, seats, pace_ms=lambda: ctx.settings.computer_delay_ms, wake=wake,
                            wake_after=wake_after)
    except ValueError as error:
        reason = str(error)  # (the name `error` is gone once the except block ends; the words are made later)
        ctx.manager.push(OnlineProblem(ctx, lambda: _("This online game cannot be opened: {reason}", reason=reason)))
        return
    ctx.manager.push(Connecting(ctx, table.start()))


class OnlineBoardScene(BoardScene):
    """The board at a client table: the connection's state drawn over the log's title, refusals said."""

    table: ClientTable
    log_observer = OnlineGameLog

    def __init__(self, ctx, table: ClientTable) -> None:
        super().__init__(ctx, table)
        self.connection_shown: Connection | None = None
        self.seats_shown: list[str] = list(self.seats)  # the panels' labels: online, not connected, computer
        self.questions: dict[str, ConfirmScene] = {}  # the server's open questions to people here, by request
        # The clock shown, whether it was overdue, whether its time bank ran, and a waiting game's words (its words
        # change with each).
        self.clock_shown: tuple[TurnClock | None, bool, bool, str | None] = (None, False, False, None)
        self.chat = ChatPanel(table.chat, table.say, self.show_message)  # the table's chat (chat.py)
        self.log_panel.room_above = rows_height(self.rows_kept())

    def update(self, dt_ms: float) -> None:
        super().update(dt_ms)
        earlier = self.table.take_earlier()
        if earlier is not None:
            self.log_panel.add_worded_first(lambda: earlier_lines(earlier))
            self.invalidate()
        if self.table.take_missed_came():  # a jump's line becomes its moves' lines
            self.log_panel.reword()
            self.invalidate()
        for refusal in self.table.take_refusals():
            self.show_message(refusal())
        for request in self.table.take_questions():
            self.questions[request.request] = self.undoer.ask(request)
        for request in self.table.take_withdrawn():
            question = self.questions.pop(request, None)
            if question is not None and not question.answered and self.manager is not None:
                question.answered = True
                self.manager.remove(question)
        connection = self.table.connection()
        if connection != self.connection_shown:
            self.connection_shown = connection
            self.invalidate()
        seats = list(self.seats)  # a person elsewhere connecting or leaving comes in a view of the same version
        if seats != self.seats_shown:
            self.seats_shown = seats
            self.invalidate()
        self.log_panel.room_above = rows_height(self.rows_kept())
        if self.table.chat.changed:  # a line came, or a seat was muted
            self.table.chat.changed = False
            if self.chat.is_open:
                self.table.chat.looked_at()
            self.invalidate()
        clock = self.table.turn_clock()  # looked at every update (ten a second when idle): the time running out
        now = datetime.now(timezone.utc)
        shown = (clock, clock is not None and clock.overdue(now), clock is not None and clock.on_bank(now),
                 waiting_words(self.table))
        if shown != self.clock_shown:
            self.clock_shown = shown
            self.invalidate()

    def handle_event(self, event: pygame.event.Event) -> bool:
        """R, or a click on "Retry now" beside the badge while the links wait between attempts: try at once. C, or a
        click on "Hand to the computer" there once another person's time ran out: ask the server to. The chat takes
        its own first (T opens it; while open, what is typed)."""
        if self.chat.handle_event(event, self.chat_places()):
            self.invalidate()
            return True
        for place, key, act in ((self.retry_place(), RETRY_KEY, self.table.retry_now),
                                (self.hand_over_place(), HAND_OVER_KEY, self.hand_over)):
            if place is not None and ((event.type == pygame.KEYDOWN and event.key == key)
                                      or (is_left_release(event) and place.collidepoint(event.pos))):
                act()
                self.invalidate()
                return True
        return super().handle_event(event)

    def person_decides(self) -> bool:
        """Nobody decides while the game waits for players (a lobby game): no decision's buttons until it starts."""
        return super().person_decides() and not self.table.waiting()

    def overdue_elsewhere(self) -> int | None:
        """The seat of a person at another computer whose time for the decision ran out (by the server's clock,
        as this computer sees it: the server decides), while this computer is connected; else None."""
        clock = self.table.turn_clock()
        if (clock is None or not clock.overdue(datetime.now(timezone.utc)) or not self.table.people_here()
                or clock.seat in self.table.people_here()
                or self.table.connection().state is not LinkState.CONNECTED):
            return None
        return clock.seat

    def hand_over(self) -> None:
        seat = self.overdue_elsewhere()
        if seat is not None:
            self.table.hand_over(seat, HAND_OVER_LEVEL)

    def hand_over_place(self) -> pygame.Rect | None:
        """Where "Hand to the computer (C)" is, left of the badge, once another person's time ran out; else None."""
        if self.overdue_elsewhere() is None or self.manager is None:
            return None
        room, _strip = on_top_places(self.layout.log, self.manager.canvas_size, self.covered())
        return beside_badge(room, self.table.connection(), _(HAND_OVER_WORDS))

    def covered(self) -> bool:
        """Whether a dialog is open over the board (the badge and the strip move to its margins)."""
        return self.manager is not None and self.manager.visible()[-1] is not self

    def retry_place(self) -> pygame.Rect | None:
        """Where "Retry now (R)" is, left of the badge, while the connection is being tried again; else None."""
        connection = self.table.connection()
        if connection.state is not LinkState.RECONNECTING or self.manager is None:
            return None
        room, _strip = on_top_places(self.layout.log, self.manager.canvas_size, self.covered())
        return beside_badge(room, connection, _(RETRY_WORDS))

    def rows_kept(self) -> int:
        """The rows under the log's title the log's lines leave free: the badge's, in a game with a turn time the
        deadline's (kept while a computer decides too: the lines do not jump at every move), and the chat's."""
        return 3 if self.table.timed() or self.table.waiting() else 2

    def chat_places(self) -> ChatPlaces:
        """The chat's chip in the last row kept, and while open its panel over the log's lines."""
        rows = self.rows_kept()
        lines_top = self.layout.log.y + TITLE_HEIGHT + rows_height(rows) + 2
        here, said = self.table.people_here(), {line.seat for line in self.table.chat.lines.values()}
        others = [(seat, player.name) for seat, player in enumerate(self.state.players) if seat not in here
                  and (isinstance(self.table.seats[seat], RemotePerson) or seat in said)]  # who may say something
        return chat_places(self.layout.log, rows - 1, lines_top, self.table.chat, self.chat.is_open, others)

    def undo(self) -> None:
        """Ctrl+Z: the server decides what may be taken back, and asks whoever must agree on their own screen."""
        try:
            self.table.ask_take_back()
        except NotNow as not_now:
            self.show_message(not_now.words())

    def _finish_game(self) -> None:
        """The usual end screen, recording the game as online (online_end.py); the links close with the board."""
        if not self.ended and self.manager is not None:
            self.ended = True
            self.manager.replace(OnlineEndScene(self.ctx, self.session, list(self.table.seats),
                                                self.table.people_here(), self.table.server_url))

    def draw_on_top(self, canvas: pygame.Surface) -> None:
        """The connection and the turn's deadline, readable above any dialog's dimming: in the rows the log keeps
        free under its title, or while a dialog is open, in the margins every dialog leaves (above and below its
        panel), not over it. Each as wide as its words: the picture is told the whole rows were painted over, so
        that the next frame copies them back from its layer first (a narrower badge or strip leaves nothing)."""
        badge, strip = on_top_places(self.layout.log, canvas.get_size(), self.covered())
        draw_badge(canvas, badge, self.table.connection())
        for place, words, sign in ((self.retry_place(), RETRY_WORDS, arrow_round),
                                   (self.hand_over_place(), HAND_OVER_WORDS, screen_sign)):
            if place is not None:
                draw_button_chip(canvas, place, _(words), sign)
        clock = self.table.turn_clock()
        if clock is not None:
            draw_deadline(canvas, strip, clock, datetime.now(timezone.utc))
        elif (waiting := waiting_words(self.table)) is not None:
            draw_waiting(canvas, strip, waiting)
        chat = [] if self.covered() else self.chat_places().all()  # (under a dialog's dimming, with the board)
        if chat:
            self.chat.draw(canvas, self.chat_places(), [player.name for player in self.state.players])
        self.picture.painted_over_too([badge, strip, *chat])

    def changed_areas(self) -> list[pygame.Rect] | None:
        areas = super().changed_areas()  # the board alone: the badge and the strip over the log, which may change
        return None if areas is None else [*areas, *on_top_places(self.layout.log, self.manager.canvas_size, False),
                                           *self.chat_places().all()]


def badge_rect(log: pygame.Rect) -> pygame.Rect:
    return row_rect(log, 0)


def on_top_places(log: pygame.Rect, canvas_size: tuple[int, int], covered: bool) -> tuple[pygame.Rect, pygame.Rect]:
    """Where the badge and the deadline strip go (the rooms they are drawn in, as wide as their words, at the right):
    the rows under the log's title; with a dialog open, the badge in the bottom margin and the strip in the top
    margin of the 1600x900 band dialogs are drawn in (the largest dialog leaves 40 pixels above and below its
    panel), at the log's right edge."""
    badge, strip = badge_rect(log), strip_rect(log)
    if covered:
        middle = band(canvas_size)
        badge.bottom = middle.bottom - (DIALOG_MARGIN - badge.height) // 2
        strip.top = middle.top + (DIALOG_MARGIN - strip.height) // 2
    return badge, strip


def draw_badge(canvas: pygame.Surface, room: pygame.Rect, connection: Connection) -> None:
    """In `room` (at most), as wide as its words need, at its right edge."""
    words = connection_words(connection)
    rect = chip_rect(room, words)
    pen.rect(canvas, PALETTE["marble"], rect, border_radius=8)
    colour = STATE_COLOURS[connection.state]
    pen.rect(canvas, colour, rect, width=2, border_radius=8)
    pen.circle(canvas, colour, (rect.x + 14, rect.centery), 6)
    blit_chip_words(canvas, rect, words)


def beside_badge(room: pygame.Rect, connection: Connection, words: str) -> pygame.Rect:
    """A button chip with `words` in the badge's `room`, left of the badge, as wide as its words need (or what is
    left)."""
    badge = chip_rect(room, connection_words(connection))
    return chip_rect(pygame.Rect(room.x, room.y, badge.x - 8 - room.x, room.height), words)


def draw_button_chip(canvas: pygame.Surface, rect: pygame.Rect, words: str, sign: Callable) -> None:
    """A chip that is a button: filled, with its sign (`sign(canvas, centre)`), the words and their key."""
    pen.rect(canvas, PALETTE["gold"], rect, border_radius=8)
    pen.rect(canvas, PALETTE["ink"], rect, width=2, border_radius=8)
    sign(canvas, (rect.x + 14, rect.centery))
    blit_chip_words(canvas, rect, words)


def arrow_round(canvas: pygame.Surface, centre: tuple[int, int]) -> None:
    """Try again: a ring with a gap where it turns, and its arrowhead."""
    pen.circle(canvas, PALETTE["ink"], centre, 7, width=2)
    pen.polygon(canvas, PALETTE["gold"], [(centre[0] + 2, centre[1] - 9), (centre[0] + 10, centre[1] - 9),
                                          (centre[0] + 10, centre[1])])
    pen.polygon(canvas, PALETTE["ink"], [(centre[0] + 3, centre[1] - 4), (centre[0] + 10, centre[1] - 4),
                                         (centre[0] + 7, centre[1] + 1)])


def screen_sign(canvas: pygame.Surface, centre: tuple[int, int]) -> None:
    """The computer: a small screen on its stand."""
    pen.rect(canvas, PALETTE["ink"], pygame.Rect(centre[0] - 8, centre[1] - 7, 16, 11), width=2)
    pen.line(canvas, PALETTE["ink"], (centre[0] - 5, centre[1] + 7), (centre[0] + 5, centre[1] + 7), 2)


class Connecting(WidgetScene):
    """Until the first view comes: what is being waited for, and a way back. The board replaces it."""

    def __init__(self, ctx, table: ClientTable, board: Callable = OnlineBoardScene) -> None:
        """`board(ctx, table)`: the board that replaces it (a spectator's, online_watch.py)."""
        super().__init__()
        self.ctx, self.table, self.board = ctx, table, board
        self.waited_ms = 0.0
        self.box = question_box(self.note(), (800, 450))
        self.back = self.widgets.add(Button(self._button_rect(), _("Back"), self.give_up, hotkey=pygame.K_ESCAPE))

    def _button_rect(self) -> pygame.Rect:
        return pygame.Rect(self.box.centerx - 125, self.box.bottom - 100, 250, 60)

    def note(self) -> str:
        refusal = self.table.refusal()
        if refusal is not None:
            return refusal()
        if self.waited_ms >= UNREACHABLE_AFTER_MS and self.table.not_a_server():
            return _("The program at {address} answers, but not as a Colosseum server: check the address and its "
                     "port. Still trying.", address=self.table.server_url)
        if self.waited_ms >= UNREACHABLE_AFTER_MS:
            return _("The server at {address} cannot be reached yet; still trying.", address=self.table.server_url)
        return _("Waiting for the game from {address}", address=self.table.server_url)

    def update(self, dt_ms: float) -> None:
        before = self.note()
        self.waited_ms += dt_ms
        if self.table.receive(dt_ms) and self.manager is not None:
            self.manager.replace(self.board(self.ctx, self.table))
            return
        if self.note() != before:
            self.invalidate()
        if self.waited_ms < UNREACHABLE_AFTER_MS:
            wake_after(UNREACHABLE_AFTER_MS - self.waited_ms)

    def give_up(self) -> None:
        self.table.close()
        self.manager.remove(self)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        note = self.note()
        self.box = question_box(note, (800, 450))
        self.back.rect = self._button_rect()
        draw_question(canvas, self.box, _("Online game"), note)
        self.widgets.draw(canvas)


class OnlineProblem(WidgetScene):
    """Why an online game did not open, and the way back."""

    def __init__(self, ctx, words: Callable[[], str]) -> None:
        super().__init__()
        self.ctx, self.words = ctx, words
        box = question_box(words(), (800, 450))
        self.widgets.add(Button((box.centerx - 125, box.bottom - 100, 250, 60), _("Back"),
                                lambda: self.manager.remove(self), hotkey=pygame.K_ESCAPE))

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        note = self.words()
        draw_question(canvas, question_box(note, (800, 450)), _("Online game"), note)
        self.widgets.draw(canvas)


class OpenOnlineGame(WidgetScene):
    """The window's first screen when it is started on an online game (`colosseum play-online`): the title goes
    under it, so Back leads there, and the game opens over it."""

    def __init__(self, ctx, server_url: str, seats: list[SeatCredentials]) -> None:
        super().__init__()
        self.ctx, self.server_url, self.seats = ctx, server_url, seats

    def update(self, dt_ms: float) -> None:
        if self.manager is not None:
            self.manager.clear_to(self.ctx.routes.title(self.ctx))
            self.ctx.routes.online_game(self.ctx, self.server_url, self.seats)
            self.manager = None  # opened once

