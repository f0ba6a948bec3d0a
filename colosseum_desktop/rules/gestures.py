"""Turning a pointer gesture (a source piece, maybe a target place) into the one legal command, and
saying where a piece may go.

Sources and targets are `Piece` values (pieces.py), the same the screen uses for its pieces; their text
form ("noble:3", "square:17", "token:lion", "dice") is accepted too and parsed once, here.
"""
from __future__ import annotations

from . import nobles
from .commands import (BuyLoge, BuyProgram, BuySeasonTicket, DiscardToken, ExpandArena, MedalMoveNoble,
                       MoveNoble, OpenAuction, Produce, RequestDonation, RollDice)
from .data import game_data
from .engine import current_player, why_not
from .errors import IllegalCommand
from .invest import expansion_square
from .pieces import Piece
from .scoring import best_assignment
from .state import GameState, Phase


def _noble_move(state: GameState, seat: int, noble: int, square: int):
    step = state.step
    if not step.rolled:
        raise IllegalCommand("Roll the dice first")
    if None in step.values:
        raise IllegalCommand("Choose 1, 2 or 3 for the 1-3 die first")
    ring = game_data().ring_squares
    distance = (square - state.nobles[noble].square) % ring
    if step.dice_done:
        steps = distance if distance <= 3 else distance - ring
        command = MedalMoveNoble(player=seat, noble=noble, steps=steps)
        if steps not in nobles.MEDAL_MOVE_RANGE:
            raise IllegalCommand("A medal moves a noble 1, 2 or 3 squares forward or backward")
        return command
    for command in nobles.legal_moves(state):
        if isinstance(command, MoveNoble) and command.noble == noble:
            if nobles.check_move(state, command) == distance:
                return command
    raise IllegalCommand(f"No die of yours moves that noble {distance} squares")


def find_command(state: GameState, source: Piece | str, target: Piece | str | None = None):
    """The command a gesture means for the deciding player, or IllegalCommand saying why there is none.

    The command is not checked against every rule here: `apply` (or `why_not`) does that and gives the reason."""
    seat = current_player(state)
    if seat is None:
        raise IllegalCommand("The game is over")
    source, target = Piece.of(source), Piece.of(target)
    kind, number = source.kind, source.number
    onto = target.number if target is not None and target.kind == "square" else None
    phase = state.phase
    if phase is Phase.PRODUCE and kind == "dice":
        return RollDice(player=seat)
    if phase is Phase.PRODUCE and kind == "noble" and onto is not None:
        return _noble_move(state, seat, number, onto)
    if phase is Phase.PRODUCE and kind == "program":
        tokens, jokers = best_assignment(state, seat, number)
        return Produce(player=seat, program=number, tokens=tokens, jokers=jokers)
    if phase is Phase.AUCTION and kind == "market" and state.step.auction is None:
        return OpenAuction(player=seat, market=number, bid=game_data().prices.minimum_bid)
    if phase is Phase.INVEST:
        if kind == "program":
            return BuyProgram(player=seat, program=number)
        if kind == "loge":
            return BuyLoge(player=seat)
        if kind == "ticket":
            return BuySeasonTicket(player=seat)
        if kind == "expansion" and onto is not None:
            for clockwise in (True, False):
                try:
                    if expansion_square(state, seat, clockwise) == onto:
                        return ExpandArena(player=seat, clockwise=clockwise)
                except IllegalCommand:
                    continue
            raise IllegalCommand("An expansion goes on the free square at either end of your arena")
    if phase is Phase.CEREMONY and kind == "token":
        if state.step.to_discard:
            return DiscardToken(player=seat, token=source.token)
        return RequestDonation(player=seat, token=source.token)
    raise IllegalCommand("That piece cannot be used that way now")


def targets(state: GameState, source: Piece | str) -> frozenset[int]:
    """The ring squares `source` may be dropped on now: exactly the squares whose gesture `find_command` turns
    into a command the rules accept, worked out from the moves themselves (nothing is played or tried)."""
    source = Piece.of(source)
    seat = current_player(state)
    if seat is None:
        return frozenset()
    phase = state.phase
    if phase is Phase.PRODUCE and source.kind == "noble" and 0 <= source.number < len(state.nobles):
        return _noble_targets(state, seat, source.number)
    if phase is Phase.INVEST and source.kind == "expansion":
        out = set()
        for clockwise in (True, False):
            command = ExpandArena(player=seat, clockwise=clockwise)
            if why_not(state, command) is None:
                out.add(expansion_square(state, seat, clockwise))
        return frozenset(out)
    return frozenset()


def _noble_targets(state: GameState, seat: int, noble: int) -> frozenset[int]:
    step = state.step
    if not step.rolled or None in step.values:
        return frozenset()
    ring = game_data().ring_squares
    start = state.nobles[noble].square
    if step.dice_done:
        if why_not(state, MedalMoveNoble(player=seat, noble=noble, steps=1)) is not None:
            return frozenset()
        return frozenset((start + steps) % ring for steps in nobles.MEDAL_MOVE_RANGE)
    return frozenset((start + nobles.check_move(state, command)) % ring for command in nobles.legal_moves(state)
                     if isinstance(command, MoveNoble) and command.noble == noble)
