"""Hints (H, or a Hint button): on the board in two stages as a teacher gives them: the first press lights what to
look at (a market, a program, a noble, a panel), the second says the move and why, in the player's language; a
third puts the hint away. In a dialog (bid, invest, trade, produce, ceremony) the first press says the move and why,
the second puts it away. The advisor (colosseum_desktop/advisor) thinks on a worker thread from the deciding
person's view, so the window stays responsive; its answer wakes the window (scenes/wake.py)."""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from ... import advisor
from ...i18n import _
from ...i18n.advice import look_here_text, reasons_text
from ...rules import GameState
from ...rules.pieces import Piece
from ...session import Session
from ...table import SeatView

HIDDEN, LOOK, MOVE = 0, 1, 2  # the stages: nothing shown, the piece lit, the move and its reasons


class AdviceWorker:
    """The advisor's advice for one state of a game, from one seat's view, worked out on a worker thread; `wake()`
    is called from the worker when it is ready. Asked again for another state, the old question is dropped.
    `state_of()`: the game's state now; `view_of(seat)`: that seat's view of it (table.view_for)."""

    def __init__(self, state_of: Callable[[], GameState], view_of: Callable[[int], SeatView],
                 wake: Callable[[], None]) -> None:
        self.state_of, self.view_of, self.wake = state_of, view_of, wake
        self.asked_for = None  # the state the advice (or the thinking) is for
        self.thinking: Future | None = None
        self._reported: Future | None = None  # the advice `arrived` last reported
        self._workers: ThreadPoolExecutor | None = None

    def ask(self, seat: int) -> None:
        """Start thinking about `seat`'s decision in the table's state (nothing new if already asked for it)."""
        if self.asked_for is self.state_of():
            return
        self.drop()
        self.asked_for = self.state_of()
        view = self.view_of(seat)
        if self._workers is None:
            self._workers = ThreadPoolExecutor(max_workers=1, thread_name_prefix="advisor")
        self.thinking = self._workers.submit(advisor.advise, view)
        self.thinking.add_done_callback(lambda _future: self.wake())

    def drop(self) -> None:
        if self.thinking is not None:
            self.thinking.cancel()
        self.asked_for, self.thinking = None, None

    def stale(self) -> bool:
        """The game has moved on from the state asked about."""
        return self.asked_for is not None and self.asked_for is not self.state_of()

    def ready(self) -> bool:
        return self.thinking is not None and self.thinking.done() and not self.thinking.cancelled()

    def arrived(self) -> bool:
        """Whether an advice asked for has come since the last call (the screen then draws it)."""
        thinking = self.thinking
        if thinking is None or not thinking.done() or self._reported is thinking:
            return False
        self._reported = thinking
        return True

    def advice(self) -> advisor.Advice | None:
        """The advice, once ready; an error in the advisor is raised again here, on the window's thread."""
        if not self.ready():
            return None
        error = self.thinking.exception()
        if error is not None:
            self.drop()
            raise error
        return self.thinking.result()

    def close(self) -> None:
        if self._workers is not None:
            self._workers.shutdown(wait=False, cancel_futures=True)
            self._workers = None


class Hints:
    """One screen's hints: the advice for the state shown (worked out once per state, on a worker), the stage the
    person has asked for, and whether any hint was given in this game. The game's session counts the hints given
    per seat (session.HintUse: the first press for a decision counts one), and says whether it allows any."""

    def __init__(self, session: Session, view_of: Callable[[int], SeatView], wake: Callable[[], None],
                 say: Callable[[str], None], first_stage: int = LOOK) -> None:
        """`view_of(seat)`: the seat's view of the game now; `wake()`: called from the worker when an advice is
        ready; `say(text)`: a message on the screen; `first_stage`: LOOK on the board (a piece to ring), MOVE in
        a dialog (nothing there to ring)."""
        self.session, self.say, self.first_stage = session, say, first_stage
        self.worker = AdviceWorker(lambda: session.state, view_of, wake)
        self.stage = HIDDEN
        self.given = False  # a hint was shown in this game (the first press counts)

    def press(self, seat: int | None) -> None:
        """H: the next stage of the hint for `seat`'s decision (None: no person decides now)."""
        session = self.session
        if not session.hints.allowed:
            self.say(_("This game is played without hints (chosen when it was set up)."))
            return
        if seat is None:
            self.say(_("A hint is for your own decision: wait for your turn"))
            return
        if self.worker.asked_for is not session.state:
            self.worker.ask(seat)
            self.stage = HIDDEN
            session.hints = session.hints.one_more(seat)  # kept in the game's saves and its records
        self.stage = HIDDEN if self.stage == MOVE else max(self.stage + 1, self.first_stage)
        self.given = self.given or self.stage != HIDDEN

    def follow(self) -> None:
        """The game moved on (or was taken back): the hint was for the position before, so it is put away."""
        if self.worker.stale():
            self.worker.drop()
            self.stage = HIDDEN

    def _advice(self) -> advisor.Advice | None:
        """The advice, once the worker has it; an error in the advisor is said, never hidden."""
        try:
            return self.worker.advice()
        except Exception as error:  # noqa: BLE001 - the advisor's fault is told on the board, the game goes on
            self.stage = HIDDEN
            self.say(_("No hint: the advisor stopped with an error: {error}", error=error))
            return None

    def arrived(self) -> bool:
        """Whether an advice asked for has come since the last call (the board then draws it)."""
        return self.worker.arrived()

    @property
    def focus(self) -> Piece | None:
        """What the board lights for the hint (both stages)."""
        advice = self._advice() if self.stage != HIDDEN else None
        return None if advice is None else advice.focus

    def words(self) -> str | None:
        """The hint panel's words in the current language, or None while no hint is shown."""
        if self.stage == HIDDEN:
            return None
        advice = self._advice()
        if advice is None:
            return _("Thinking about a hint…") if self.worker.thinking is not None else None
        return look_here_text() if self.stage == LOOK else reasons_text(advice.reasons)

    def close(self) -> None:
        self.worker.close()
