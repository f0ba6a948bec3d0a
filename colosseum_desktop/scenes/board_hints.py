"""Hints on the board (H, or the Hint button after the decision's buttons), in two stages as a teacher gives them:
the first press lights what to look at (a market, a program, a noble, a panel), the second says the move and why,
in the player's language; a third puts the hint away. The advisor (colosseum_desktop/advisor) thinks on a worker
thread from the deciding person's view, so the window stays responsive; its answer wakes the window (scenes/wake.py)."""
from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor

from .. import advisor
from ..i18n import _
from ..i18n.advice import look_here_text, reasons_text
from ..rules.pieces import Piece
from ..table import Table

HIDDEN, LOOK, MOVE = 0, 1, 2  # the stages: nothing shown, the piece lit, the move and its reasons


class AdviceWorker:
    """The advisor's advice for one state of a table, from one seat's view, worked out on a worker thread; `wake()`
    is called from the worker when it is ready. Asked again for another state, the old question is dropped."""

    def __init__(self, table: Table, wake: Callable[[], None]) -> None:
        self.table, self.wake = table, wake
        self.asked_for = None  # the state the advice (or the thinking) is for
        self.thinking: Future | None = None
        self._workers: ThreadPoolExecutor | None = None

    def ask(self, seat: int) -> None:
        """Start thinking about `seat`'s decision in the table's state (nothing new if already asked for it)."""
        if self.asked_for is self.table.state:
            return
        self.drop()
        self.asked_for = self.table.state
        view = self.table.view_for(seat)
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
        return self.asked_for is not None and self.asked_for is not self.table.state

    def ready(self) -> bool:
        return self.thinking is not None and self.thinking.done() and not self.thinking.cancelled()

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


class BoardHints:
    """One board's hints: the advice for the state shown (worked out once per state, on a worker), the stage the
    person has asked for, and whether any hint was given in this game. The game's session counts the hints given
    per seat (session.HintUse: the first press for a decision counts one), and says whether it allows any."""

    def __init__(self, table: Table, wake: Callable[[], None], say: Callable[[str], None]) -> None:
        """`wake()`: called from the worker when an advice is ready; `say(text)`: a message on the board."""
        self.table, self.say = table, say
        self.worker = AdviceWorker(table, wake)
        self.stage = HIDDEN
        self.given = False  # a hint was shown in this game (the first press counts)
        self._reported: Future | None = None  # the advice `arrived` last reported

    def press(self, seat: int | None) -> None:
        """H: the next stage of the hint for `seat`'s decision (None: no person decides now)."""
        session = self.table.session
        if not session.hints.allowed:
            self.say(_("This game is played without hints (chosen when it was set up)."))
            return
        if seat is None:
            self.say(_("A hint is for your own decision: wait for your turn"))
            return
        if self.worker.asked_for is not self.table.state:
            self.worker.ask(seat)
            self.stage = HIDDEN
            session.hints = session.hints.one_more(seat)  # kept in the game's saves and its records
        self.stage = (self.stage + 1) % (MOVE + 1)
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
        thinking = self.worker.thinking
        if thinking is None or not thinking.done() or self._reported is thinking:
            return False
        self._reported = thinking
        return True

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
