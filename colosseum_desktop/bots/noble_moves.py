"""R9.1 for a computer player: the "1-3" value, which noble each die moves, and which medal moves pay.

The whole dice turn is planned at once, on plain lists of squares (no engine calls), and only its first
command is returned; asked again after that command, the planner finds the same plan's next step.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import product

from ..rules import ChooseDieValue, GameState, MedalMoveNoble, MoveNoble, game_data

RING = game_data().ring_squares
REST_SQUARES = frozenset(game_data().rest_squares)
NOBLE_BONUS = game_data().noble_bonus
MEDAL_STEPS = (-3, -2, -1, 1, 2, 3)
PLANS_GIVEN_MEDAL_MOVES = 4  # only the best few dice plans are tried with medal moves, to stay quick


@dataclass(frozen=True)
class NobleWeights:
    mine: float  # what one spectator in the mover's production this turn is worth to it
    medal: float  # what a medal is worth to it
    rivals: dict[int, float] = field(default_factory=dict)  # seat -> harm per spectator in its arena
    keep: float = 0.0  # per spectator of nobles left in the mover's arena for later rounds
    medal_moves: bool = True


@dataclass
class _Board:
    kinds: tuple  # noble id -> kind
    bonus: tuple  # noble id -> spectators it brings
    mine: frozenset
    rival_arenas: tuple  # (weight, squares) per rival still to produce

    def score(self, squares: list[int], weights: NobleWeights) -> float:
        total = 0.0
        own = weights.mine + weights.keep
        for noble, square in enumerate(squares):
            if square in self.mine:
                total += own * self.bonus[noble]
            for weight, arena in self.rival_arenas:
                if square in arena:
                    total -= weight * self.bonus[noble]
        return total


def _board(state: GameState, seat: int, weights: NobleWeights) -> _Board:
    kinds = tuple(n.kind for n in state.nobles)
    return _Board(kinds=kinds, bonus=tuple(NOBLE_BONUS[k] for k in kinds),
                  mine=frozenset(state.player(seat).arena),
                  rival_arenas=tuple((w, frozenset(state.player(s).arena)) for s, w in weights.rivals.items() if w))


def _medal_moves(board: _Board, squares: list[int], medals: int, weights: NobleWeights
                 ) -> tuple[float, list[tuple[int, int]]]:
    """Greedy medal moves (R13) while one gains more than the medal it costs."""
    moves: list[tuple[int, int]] = []
    gained = 0.0
    squares = list(squares)
    current = board.score(squares, weights)
    while weights.medal_moves and len(moves) < medals:
        best, best_move = weights.medal, None  # a move must beat keeping the medal
        for noble in range(len(squares)):
            start = squares[noble]
            for steps in MEDAL_STEPS:
                squares[noble] = (start + steps) % RING
                gain = board.score(squares, weights) - current
                if gain > best + 1e-9:
                    best, best_move = gain, (noble, steps)
            squares[noble] = start
        if best_move is None:
            break
        noble, steps = best_move
        squares[noble] = (squares[noble] + steps) % RING
        current += best
        gained += best - weights.medal
        moves.append(best_move)
    return gained, moves


def _die_moves(step, nobles_free: list[int]) -> list[list[tuple[int, tuple[int, ...]]]]:
    """Every way to use the unused dice: two nobles one die each, one noble by the sum, or one die."""
    free = [d for d, used in enumerate(step.used) if not used]
    if len(free) == 2:
        a, b = free
        out = [[(i, (a,)), (j, (b,))] for i in nobles_free for j in nobles_free if i != j]
        out += [[(i, (a, b))] for i in nobles_free]
        return out
    if len(free) == 1:
        return [[(i, (free[0],))] for i in nobles_free]
    return [[]]


def plan_dice(state: GameState, seat: int, weights: NobleWeights):
    """The next command of the best dice turn: a ChooseDieValue, a MoveNoble or a MedalMoveNoble, or
    None when the dice are done and no medal move pays."""
    step = state.step
    board = _board(state, seat, weights)
    start = [n.square for n in state.nobles]
    medals = state.player(seat).medals
    if step.dice_done:
        _, moves = _medal_moves(board, start, medals, weights)
        if not moves:
            return None
        noble, steps = moves[0]
        return MedalMoveNoble(player=seat, noble=noble, steps=steps)

    unchosen = [d for d, v in enumerate(step.values) if v is None]
    nobles_free = [n.id for n in state.nobles if n.id not in step.moved_nobles]
    supply = state.medal_supply
    plans = []
    for choice in product((1, 2, 3), repeat=len(unchosen)):
        values = list(step.values)
        for die, value in zip(unchosen, choice):
            values[die] = value
        for moves in _die_moves(step, nobles_free):
            squares = list(start)
            earned = 0
            for noble, dice in moves:
                squares[noble] = (squares[noble] + sum(values[d] for d in dice)) % RING
                if squares[noble] in REST_SQUARES and earned < supply:
                    earned += 1  # R9.1: a die move ending on a rest square earns a medal
            score = board.score(squares, weights) + weights.medal * earned
            plans.append((score, len(plans), choice, moves, squares, earned))
    plans.sort(key=lambda p: (-p[0], p[1]))
    best = None
    for score, order, choice, moves, squares, earned in plans[:PLANS_GIVEN_MEDAL_MOVES]:
        extra, _ = _medal_moves(board, squares, medals + earned, weights)
        if best is None or score + extra > best[0] + 1e-9:
            best = (score + extra, choice, moves)
    _, choice, moves = best
    if unchosen:
        return ChooseDieValue(player=seat, die=unchosen[0], value=choice[0])
    noble, dice = moves[0]
    return MoveNoble(player=seat, noble=noble, dice=dice)
