"""Taking a move back in an online game: the table's rule (table/undo.py) on the game as the server holds it,
and who must agree, now that the server knows who asks.

What may be taken back is the table's `undo_offer`, on a session replayed from the moves that stand: only the
last move, a person's, that revealed no chance (no die, no bag draw, no roll-off: nobody learns the hidden
future by taking a move back and playing another). Who must agree:

- the asker's own move of their current turn (`offer.needs_consent` False): nobody, it is taken back at once;
- another person's move: that person (as at one screen, where they are asked);
- the asker's own move that passed the decision to another person: that person, whose turn it would undo.

A finished game's moves stand (its end was shown to everyone).
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .. import rules
from ..saves.format import PERSON, LogRecord
from ..session import Session
from ..table import UndoOffer, seats_from_saved, undo_offer


class NothingToTakeBack(Exception):
    """Why nothing may be taken back now, in an English sentence (the client words the reason itself)."""


@dataclass(frozen=True)
class TakeBackPlan:
    """The move to take back (its number), the state it leaves, and who must agree first (None: nobody)."""
    move: int
    record: LogRecord
    state_after: rules.GameState
    consent_of: int | None


def replayed(options: rules.GameOptions, seed: int, records: Sequence[LogRecord]) -> Session:
    """The game played again from its deal through the moves that stand (a take-back restores the state before
    the last of them: the server keeps no state per move)."""
    return Session.replay(options, seed, [record.command for record in records])


def plan(session: Session, numbers: Sequence[int], kinds: Sequence[str], asker: int) -> TakeBackPlan:
    """What taking back would do when `asker` asks, on `session` (replayed; its moves numbered `numbers`)."""
    if rules.is_over(session.state):
        raise NothingToTakeBack("The game is over: its moves stand.")
    offer = undo_offer(session, seats_from_saved(kinds, len(kinds)))
    if offer is None:
        raise NothingToTakeBack("Nothing may be taken back: undo stops at dice, bag draws and computer players' "
                                "decisions.")
    entry = session.log[-1]
    return TakeBackPlan(move=numbers[-1], record=LogRecord(command=entry.command, events=entry.events),
                        state_after=entry.state_before,
                        consent_of=consent_of(offer, asker, rules.current_player(session.state), kinds))


def consent_of(offer: UndoOffer, asker: int, to_play: int | None, kinds: Sequence[str]) -> int | None:
    """The person who must agree before `offer` is taken back at `asker`'s request; None: nobody but the asker."""
    if offer.seat != asker:
        return offer.seat
    if offer.needs_consent and to_play is not None and to_play != asker and kinds[to_play] == PERSON:
        return to_play
    return None
