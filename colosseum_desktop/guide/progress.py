"""Where the learner is in the guide's script: a step number, moved on by the learner's own moves (or by Next on
a step that only tells), kept in the guided game's saves."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, replace

from .. import rules
from ..rules.state import Phase
from ..advisor.advice import same_move
from .moments import PHASE_OF_MOMENT, moment
from .script import ASIDE, GUIDED_ROUND, LEARNER, STEPS, GuideStep

PHASES = list(Phase)


@dataclass(frozen=True)
class Verdict:
    """What the guide says after the learner's move: `step` is the step the move was for; `followed` whether it was
    one the step asked for (praise) or another legal one (a gentle word); `ringed` whether it was the move the
    board ringed (False: a move of the kind asked for, but another than the advisor's, which gets a gentle word
    beside the praise)."""

    step: GuideStep
    followed: bool
    ringed: bool = True


def _passed(step: GuideStep, state: rules.GameState) -> bool:
    """The moment a step waits for can no longer come in the guided round: the round, or its phase, is over."""
    if step.moment is None:
        return False
    where = (state.round, PHASES.index(state.phase))
    return where > (GUIDED_ROUND, PHASES.index(PHASE_OF_MOMENT[step.moment]))


def _reached(index: int, state: rules.GameState) -> bool:
    """The game has come to the step: to the phase its moment belongs to, or, for a step that only tells, past
    the step before it (the welcome is there from the start). The card never shows a step ahead of the banner."""
    step = STEPS[index]
    if step.moment is None:
        return index == 0 or _passed(STEPS[index - 1], state) or rules.is_over(state)
    where = (state.round, PHASES.index(state.phase))
    return where >= (GUIDED_ROUND, PHASES.index(PHASE_OF_MOMENT[step.moment]))


class GuideProgress:
    def __init__(self, step: int = 0, learner: int = LEARNER) -> None:
        if step < 0:
            raise ValueError(f"the guide's steps count from 0, not {step}")
        self.index, self.learner = step, learner

    @property
    def finished(self) -> bool:
        """Past the last step (a save may say any step beyond it): the game goes on unguided."""
        return self.index >= len(STEPS)

    @property
    def step(self) -> GuideStep | None:
        return None if self.finished else STEPS[self.index]

    def follow(self, state: rules.GameState) -> None:
        """Skip the steps whose moment has passed (the learner let a computer decide, or the phase ended)."""
        while self.step is not None and _passed(self.step, state):
            self.index += 1

    def shown(self, state: rules.GameState, verdict: Verdict | None = None) -> int | None:
        """The step the card shows: the current one once the game has come to it, else the last one it has come
        to (the step just done, with its word, while the others still play its phase). The step the learner's last
        move (`verdict`) just ended stays shown in its phase until the learner faces the next step's decision (the
        auction opened: its word is said while the others bid). None: the guide is over."""
        if self.finished:
            return None
        index = self.index
        while index > 0 and not _reached(index, state):
            index -= 1
        if (index == self.index and verdict is not None and index > 0 and verdict.step is STEPS[index - 1]
                and verdict.step.moment is not None and PHASE_OF_MOMENT[verdict.step.moment] is state.phase
                and not self.waits_here(state)):
            index -= 1
        return index

    def waits_here(self, state: rules.GameState) -> bool:
        """Whether the learner faces, now, the decision the current step is about."""
        step = self.step
        return step is not None and step.moment is not None and step.moment == moment(state, self.learner)

    def next(self) -> None:
        """Next, on a step that only tells (it waits for no move)."""
        if self.step is not None and self.step.moment is None:
            self.index += 1

    def refusal(self, state: rules.GameState, command) -> GuideStep | None:
        """The step that refuses this move (it needs one of its own), or None: the move goes ahead."""
        step = self.step
        if step is not None and step.needs and self.waits_here(state) and command.kind not in step.suggested:
            return step
        return None

    def moved(self, before: rules.GameState, command, after: rules.GameState,
              ringed: Callable[[rules.GameState], rules.Command | None] | None = None) -> Verdict | None:
        """The learner's move (or anyone's: only the learner's count) from `before`: the step it was for is done,
        with any earlier one it went past; the verdict says so (None: no step waited for that move). `ringed(before)`:
        the move the board ringed there (None: nothing was ringed), to tell the learner when theirs was another."""
        verdict = None
        if command.player == self.learner and command.kind not in ASIDE:
            now = moment(before, self.learner)
            for index in range(self.index, len(STEPS)):
                step = STEPS[index]
                if step.moment is None and index == self.index:
                    continue  # a step that only tells stays until Next
                if step.moment == now:
                    verdict = Verdict(step, command.kind in step.suggested)
                    ring = None if ringed is None else ringed(before)
                    if verdict.followed and ring is not None and not same_move(ring, command):
                        verdict = replace(verdict, ringed=False)
                    self.index = index + 1
                    break
        self.follow(after)
        return verdict
