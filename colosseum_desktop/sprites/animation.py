"""Motion on the board, driven by the events `session.submit` returns: dice that tumble before they
settle, nobles that glide square by square along the ring. Each animation knows its length; Space (or
the computer pace setting) can finish them all at once."""
from __future__ import annotations

import random
from dataclasses import dataclass, field

from ..scenes.board import layout_model as layout

DICE_MS = 650
GLIDE_MS_PER_SQUARE = 110
GLIDE_MIN_MS = 260


@dataclass
class Animation:
    duration: float
    elapsed: float = 0.0

    @property
    def done(self) -> bool:
        return self.elapsed >= self.duration

    @property
    def progress(self) -> float:
        return 1.0 if self.duration <= 0 else min(1.0, self.elapsed / self.duration)

    def finish(self) -> None:
        self.elapsed = self.duration


@dataclass
class DiceRoll(Animation):
    """Shows random faces that change ever more slowly, then the rolled ones."""

    faces: tuple[int, ...] = ()
    rng: random.Random = field(default_factory=lambda: random.Random(0))
    _shown: tuple[int, ...] = ()
    _next_change: float = 0.0

    def shown_faces(self) -> tuple[int, ...]:
        if self.done:
            return self.faces
        if not self._shown or self.elapsed >= self._next_change:
            self._shown = tuple(self.rng.randint(1, 6) for _ in self.faces)
            self._next_change = self.elapsed + 40 + 160 * self.progress
        return self._shown

    def tilt(self) -> int:
        return 0 if self.done else int(6 * (1 - self.progress)) * (1 if int(self.elapsed / 60) % 2 else -1)


@dataclass
class NobleGlide(Animation):
    noble: int = 0
    start: int = 0
    steps: int = 0
    end_offset: tuple[int, int] = (0, 0)  # the noble's slot offset on its destination square

    def position(self) -> tuple[float, float]:
        # Ease out: quick off the mark, settling gently onto the square.
        t = 1 - (1 - self.progress) ** 2
        x, y = layout.ring_point(self.start + self.steps * t)
        return x + self.end_offset[0] * t, y + self.end_offset[1] * t


def glide_for(event, end_center: tuple[int, int]) -> NobleGlide:
    dest = layout.square_rect(event.end).center
    duration = max(GLIDE_MIN_MS, GLIDE_MS_PER_SQUARE * abs(event.steps))
    return NobleGlide(duration=duration, noble=event.noble, start=event.start, steps=event.steps,
                      end_offset=(end_center[0] - dest[0], end_center[1] - dest[1]))


class Animator:
    """Plays animations one after another (a roll, then the glide it allows)."""

    def __init__(self) -> None:
        self.queue: list[Animation] = []

    @property
    def busy(self) -> bool:
        return bool(self.queue)

    @property
    def current(self) -> Animation | None:
        return self.queue[0] if self.queue else None

    def add(self, animation: Animation) -> None:
        self.queue.append(animation)

    def update(self, dt_ms: float) -> bool:
        """Advance; True while something moved this frame."""
        if not self.queue:
            return False
        head = self.queue[0]
        head.elapsed += dt_ms
        if head.done:
            self.queue.pop(0)
        return True

    def finish_all(self) -> None:
        self.queue.clear()

    def gliding(self) -> dict[int, NobleGlide]:
        """Nobles in flight now or waiting to fly: drawn by the animation, not at their square."""
        return {a.noble: a for a in reversed(self.queue) if isinstance(a, NobleGlide)}  # first one wins

    def rolling(self) -> DiceRoll | None:
        head = self.current
        return head if isinstance(head, DiceRoll) else None
