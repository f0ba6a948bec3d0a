"""The guide following its table: every move may end a step (the learner's own) or pass one by; the step reached
is written into the session, so that the next autosave keeps it. Watching before the autosave, it is never a move
behind in the saves."""
from __future__ import annotations

from ..session import Session
from ..table import TableObserver
from .progress import GuideProgress, Verdict


class GuideObserver(TableObserver):
    def __init__(self, session: Session) -> None:
        self.session = session
        self.progress = GuideProgress(session.guide_step or 0)
        self.progress.follow(session.state)
        self.verdict: Verdict | None = None  # the word on the learner's last move, said until their next one
        self._keep()

    def _keep(self) -> None:
        self.session.guide_step = self.progress.index

    def moved(self, table, entry) -> None:
        verdict = self.progress.moved(entry.state_before, entry.command, table.state)
        if entry.command.player == self.progress.learner:
            self.verdict = verdict
        self._keep()

    def next(self) -> None:
        """Next (or Play on) on a step that only tells."""
        self.progress.next()
        self.verdict = None
        self._keep()
