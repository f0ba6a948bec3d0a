"""The replay's review mode (V on the Replay screen): beside each move, the advisor's view of it. At every moment
where the next move was a decision, the advisor judges it from what was on the table then (advisor/review.py): it
agrees, or its own move was worth about so many spectators more, and why; its piece is ringed on the board as a
hint's is. It thinks on a worker, the window going on."""
from __future__ import annotations

from collections.abc import Callable

from ... import rules
from ...advisor.review import LEAST, judged
from ...i18n import _
from ...i18n.advice import review_text
from ...replay.timeline import Timeline
from ...rules.pieces import Piece
from ...table import view_for
from ..board.hints import AdviceWorker


class ReplayReview:
    def __init__(self, timeline: Timeline, state_of: Callable[[], rules.GameState], wake: Callable[[], None]) -> None:
        self.timeline, self.state_of = timeline, state_of
        self.on = False
        # The view is taken on the window's thread when asked (the timeline is not for two threads at once).
        self.worker = AdviceWorker(state_of, lambda seat: view_for(state_of(), seat), wake)
        self._asked_at: int | None = None  # the moment asked about (the timeline remakes states: not by identity)

    def toggle(self) -> None:
        self.on = not self.on
        if not self.on:
            self.worker.drop()
            self._asked_at = None

    def _decision(self, move: int) -> rules.Command | None:
        """The move made from moment `move`, when it was its player's decision (not an exchange at any time)."""
        if move >= self.timeline.length:
            return None
        command = self.timeline.record(move + 1).command
        return command if rules.current_player(self.state_of()) == command.player else None

    def follow(self, move: int) -> None:
        """Ask the advisor about the move made from this moment (on the window's thread, each frame)."""
        if not self.on or self._asked_at == move:
            return
        self.worker.drop()
        self._asked_at = move
        command = self._decision(move)
        if command is not None:
            self.worker.ask(command.player)

    def arrived(self) -> bool:
        return self.worker.arrived()

    def _advice(self, move: int):
        return self.worker.advice() if self._asked_at == move else None

    def words(self, move: int) -> str | None:
        if not self.on:
            return None
        command = self._decision(move)
        if command is None:
            return _("No decision to review at this moment: step on to the next one.")
        advice = self._advice(move)
        if advice is None:
            return _("Thinking about a hint…")
        made, gap = judged(advice.options, command)
        name = self.state_of().player(command.player).name
        return review_text(name, None if made is None else gap, advice.best.reasons, LEAST)

    def focus(self, move: int) -> Piece | None:
        if not self.on or self._decision(move) is None:
            return None
        advice = self._advice(move)
        return None if advice is None else advice.focus

    def close(self) -> None:
        self.worker.close()
