"""The guide following its table: every move may end a step (the learner's own) or pass one by; the step reached
is written into the session, so that the next autosave keeps it. Watching before the autosave, it is never a move
behind in the saves. A move taken back (Ctrl+Z) takes the guide back with it: the step and the word it had before
that move."""
from __future__ import annotations

from collections.abc import Callable

from .. import rules
from ..session import Session
from ..table import TableObserver
from .progress import GuideProgress, Verdict
from .script import STEPS


class GuideObserver(TableObserver):
    def __init__(self, session: Session) -> None:
        self.session = session
        self.progress = GuideProgress(session.guide_step or 0)
        self.progress.follow(session.state)
        self.verdict: Verdict | None = None  # the word on the learner's last move, said until their next one
        # The move the board rings at a state (set by the guided board): another one gets a gentle word.
        self.ringed: Callable[[rules.GameState], rules.Command | None] | None = None
        # Before each move of the log: the step and the word the guide had. A resumed game's moves are followed
        # again from the first step (the Next pressed on a step that only tells is not in the log).
        self._before: list[tuple[int, Verdict | None]] = _followed_again(session)
        self._keep()

    def _keep(self) -> None:
        self.session.guide_step = self.progress.index

    def moved(self, table, entry) -> None:
        self._before.append((self.progress.index, self.verdict))
        verdict = self.progress.moved(entry.state_before, entry.command, table.state, self.ringed)
        if entry.command.player == self.progress.learner:
            self.verdict = verdict
        self._keep()

    def taken_back(self, table, entry) -> None:
        """The last move was taken back: the guide is where it was before it."""
        moves = len(self.session.log)
        if moves < len(self._before):
            self.progress.index, self.verdict = self._before[moves]
            del self._before[moves:]
        self._keep()

    def next(self) -> None:
        """Next (or Play on) on a step that only tells."""
        self.progress.next()
        self.verdict = None
        self._keep()


def _followed_again(session: Session) -> list[tuple[int, Verdict | None]]:
    """The step and word before each move of a resumed game's log. A move that ended a step was made at that step
    (a step that only tells before it had had its Next)."""
    progress, verdict, before = GuideProgress(0), None, []
    for entry, after in zip(session.log, [e.state_before for e in session.log[1:]] + [session.state]):
        index = progress.index
        word = progress.moved(entry.state_before, entry.command, after)
        before.append((index if word is None else STEPS.index(word.step), verdict))
        if entry.command.player == progress.learner:
            verdict = word
    return before
