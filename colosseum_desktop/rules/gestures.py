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
from .invest import expansion_square, free_expansion_square
from .pieces import Piece
from .refusals import Why
from .scoring import best_assignment
from .state import GameState, Phase


def _noble_move(state: GameState, seat: int, noble: int, square: int):
    step = state.step
    if not step.rolled:
        raise IllegalCommand(Why.ROLL_FIRST)
    if None in step.values:
        raise IllegalCommand(Why.CHOOSE_DIE_FIRST)
    ring = game_data().ring_squares
    distance = (square - state.nobles[noble].square) % ring
    if step.dice_done:
        steps = distance if distance <= 3 else distance - ring
        command = MedalMoveNoble(player=seat, noble=noble, steps=steps)
        if steps not in nobles.MEDAL_MOVE_RANGE:
            raise IllegalCommand(Why.MEDAL_MOVE_RANGE)
        return command
    for command in nobles.legal_moves(state):
        if isinstance(command, MoveNoble) and command.noble == noble:
            if nobles.check_move(state, command) == distance:
                return command
    raise IllegalCommand(Why.NO_DIE_FOR_DISTANCE, n=distance)


def find_command(state: GameState, source: Piece | str, target: Piece | str | None = None):
    """The command a gesture means for the deciding player, or IllegalCommand saying why there is none.

    The command is not checked against every rule here: `apply` (or `why_not`) does that and gives the reason."""
    seat = current_player(state)
    if seat is None:
        raise IllegalCommand(Why.GAME_OVER)
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
                if free_expansion_square(state, seat, clockwise) == onto:
                    return ExpandArena(player=seat, clockwise=clockwise)
            raise IllegalCommand(Why.EXPANSION_SQUARE)
    if phase is Phase.CEREMONY and kind == "token":
        if state.step.to_discard:
            return DiscardToken(player=seat, token=source.token)
        return RequestDonation(player=seat, token=source.token)
    raise IllegalCommand(Why.UNUSABLE_PIECE)


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
