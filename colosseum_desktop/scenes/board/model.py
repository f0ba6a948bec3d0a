"""What the board shows beyond the game state, as one frozen value: the board scene (the controller) makes a
new `BoardView` from its input, and the drawing takes `(state, view)` and nothing else.

Everything here is a plain value (tuples, pieces, numbers), so two views compare equal exactly when they
show the same thing, and a part of the picture repaints when what it reads of them changes.
"""
from __future__ import annotations

from dataclasses import dataclass

from ... import rules
from ...game_log import LogLine
from ...rules.pieces import Piece
from ...rules.state import GameState, Phase
from ...table import REMOTE_AWAY, REMOTE_FREE
from ..button_look_model import ButtonLook

Point = tuple[int, int]


@dataclass(frozen=True)
class LogView:
    shown: tuple[LogLine, ...] = ()  # the lines in the panel, oldest first
    scroll: int = 0  # lines hidden below them; 0 follows the newest
    room_above: int = 0  # pixels kept free under the title (the online board's connection and deadline go there)


@dataclass(frozen=True)
class BoardView:
    seats: tuple[str, ...]  # "person" or a computer level, per seat; "remote" / REMOTE_AWAY online
    held: Piece | None = None  # the piece picked up (dragged or selected)
    dragging: bool = False
    pointer: Point | None = None  # where a dragged piece is
    lit: frozenset[int] = frozenset()  # the squares the held piece may go to
    cursor: int | None = None  # the lit square Enter drops the held piece on
    hover: Point | None = None  # where a tooltip is asked for; None: no tooltip
    message: str | None = None  # a refusal's reason, or a word from the board
    buttons: tuple[ButtonLook, ...] = ()  # the decision's buttons (none while the dice roll)
    buttons_lowered: int = 0  # how far they lie lower, under a prompt of more than one line beside the dice
    banner: tuple[ButtonLook, ...] = ()  # Undo, Rules, Programs, Menu
    log: LogView = LogView()
    gliding: tuple[tuple[int, tuple[float, float]], ...] = ()  # nobles in flight: (noble, where now)
    roll: tuple[tuple[int, ...], float] | None = None  # the dice while they roll: (faces shown, tilt)
    flying: tuple = ()  # won tokens, paid coins, a climbing record in the air: (sprites.motion.FlyingPiece, where)
    dialog: str | None = None  # the overlay dialog the board opened and waits on, if any
    hint: Piece | None = None  # what a hint lights for the deciding person (scenes/board/hints.py)
    hint_words: str | None = None  # the hint's words, in the current language; None: no hint shown
    why: str | None = None  # why a computer player chose the move of the log line under the pointer

    def deciding(self, state: GameState) -> int | None:
        return rules.current_player(state)

    def person_decides(self, state: GameState) -> bool:
        return person_decides(state, self.seats)

    def words_the_prompt_line(self) -> bool:
        """Whether the board says on its prompt line what it waits for (a replay puts its own line there)."""
        return True

    @property
    def moving_nobles(self) -> frozenset[int]:
        """Nobles in flight or in hand: drawn where they are each frame, not at rest on the board."""
        moving = {noble for noble, _ in self.gliding}
        if self.dragging and self.held is not None and self.held.kind == "noble":
            moving.add(self.held.number)
        return frozenset(moving)


def token_seat(state: GameState) -> int | None:
    """Whose panel tokens are pieces to pick in the ceremony: the discarding player's own, or for the
    donation the podium winner's, whose tokens are the ones asked for (R11.2, R11.3)."""
    if state.phase is not Phase.CEREMONY or rules.current_player(state) is None:
        return None
    step = state.step
    return step.to_discard[0] if step.to_discard else step.donation_from


# The board's seat kinds played by people: here, or at another computer (connected or not: online play).
PEOPLE_KINDS = ("person", "remote", REMOTE_AWAY, REMOTE_FREE)


def person_decides(state: GameState, seats) -> bool:
    """Whether the decision the game waits for is a person's (not a computer's, and the game is not over)."""
    seat = rules.current_player(state)
    return seat is not None and seats[seat] == "person"


def expansion_offered(state: GameState, seats, legal: list) -> bool:
    """The expansion piece waits beside the dice for a person who may expand their arena now (R6)."""
    return person_decides(state, seats) and any(c.kind == "expand_arena" for c in legal)
