"""What one seat is shown of the game: everything a player at the box sees, and nothing more.

All information in Colosseum is open (RULES.md, "open information") except the bag's order and the face-down
green token. Here the bag's order is the generator that draws from it and rolls the dice: its state (`rng`) and
the `seed` it grew from are the box's secrets, and so is the face-down token. A view blanks all three, so
whoever holds a view can draw the board, list legal moves and weigh them, but cannot tell the next roll or draw.
"""
from __future__ import annotations

from pydantic import BaseModel, ConfigDict

from .. import rules

BLANK = 0  # what a view holds in place of the generator's state and the seed


class SeatView(BaseModel):
    """The game as `seat` sees it (`seat` None: a spectator, who sees what every player sees)."""

    model_config = ConfigDict(frozen=True, extra="forbid")

    seat: int | None
    state: rules.GameState  # the public state: `rng` and `seed` are BLANK, `face_down` is None
    face_down_hidden: bool  # a green token lies face down beside the board (R4); which one is not shown

    @property
    def deciding(self) -> int | None:
        return rules.current_player(self.state)

    @property
    def my_decision(self) -> bool:
        return self.seat is not None and self.deciding == self.seat


def public_state(state: rules.GameState) -> rules.GameState:
    """The state with the box's secrets blanked (`rng`, `seed`, the face-down token): what may leave the box."""
    return state.replace(rng=BLANK, seed=BLANK, face_down=None)


def view_for(state: rules.GameState, seat: int | None) -> SeatView:
    """What `seat` is shown of `state`. Every player is shown the same public state (nothing is private to one
    player in this game); the seat is named so that a screen knows whose decisions it may offer."""
    if seat is not None and not 0 <= seat < len(state.players):
        raise ValueError(f"no seat {seat} in a game of {len(state.players)}")
    return _unvalidated_view(seat, public_state(state), state.face_down is not None)


_VIEW_FIELDS = frozenset(SeatView.model_fields)


def _unvalidated_view(seat: int | None, state: rules.GameState, face_down_hidden: bool) -> SeatView:
    """The SeatView of these values, equal to one validated by pydantic: they are already of the right types (a
    state the rules made, the seat checked above), and a table asks a view for every move (headless games make
    millions; rules.state's `replace` skips validation the same way)."""
    view = object.__new__(SeatView)
    object.__setattr__(view, "__dict__", {"seat": seat, "state": state, "face_down_hidden": face_down_hidden})
    object.__setattr__(view, "__pydantic_fields_set__", _VIEW_FIELDS)
    object.__setattr__(view, "__pydantic_extra__", None)
    object.__setattr__(view, "__pydantic_private__", None)
    return view
