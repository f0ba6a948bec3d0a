"""The animations that show what a move did (dice rolling, nobles gliding, won tokens and paid coins flying, a
record climbing), queued on an Animator: one function for the board and the replay, so a move looks the same in
both."""
from __future__ import annotations

import random

from ...sprites import animation, motion


def animate_events(animator: animation.Animator, events, board_layout, before, after, speed: float,
                   roll_rng: random.Random) -> None:
    """Queue the animations of `events` (which led from `before` to `after`, the state shown), `speed` times as
    fast as the standard; nothing at speed 0 (animations off)."""
    if not speed:
        return
    centers = board_layout.noble_centers(after)
    for event in events:
        if event.kind == "dice_rolled":
            animator.add(animation.DiceRoll(duration=animation.DICE_MS / speed, faces=event.faces, rng=roll_rng))
        elif event.kind == "noble_moved":
            glide = animation.glide_for(event, centers[event.noble])
            glide.duration /= speed
            animator.add(glide)
        else:  # tokens won, coins paid, a record climbing: pieces that fly where they went
            flight = motion.motion_for(event, board_layout, before, after, speed)
            if flight is not None:
                animator.add(flight)
