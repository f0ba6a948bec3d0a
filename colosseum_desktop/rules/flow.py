"""R5 Round structure: who acts next, and the hand-over from phase to phase and round to round.

The phase modules call this one when a turn or a phase ends; this one knows no phase module. How a phase
starts is looked up in `PHASE_STARTS`, a table filled in one place, `phases.py`, which sits above them all.
"""
from __future__ import annotations

from collections.abc import Callable

from .context import Context
from .events import GameEnded, PhaseStarted, TurnEnded, TurnStarted
from .scoring import final_winners
from .state import CleanUp, GameOver, InvestStep, Phase

LAST_ROUND = 5

PHASE_STARTS: dict[Phase, Callable[[Context], None]] = {}  # filled by phases.py


def _next_in_turn(ctx: Context, done: tuple[int, ...]) -> int | None:
    for seat in ctx.state.turn_order():
        if seat not in done:
            return seat
    return None


def _hand_over(ctx: Context, seat_field: str, then: Callable[[Context], None]) -> None:
    """End the current player's part of a phase; start the next player's, or the next phase."""
    step = ctx.state.step
    seat = getattr(step, seat_field)
    phase = step.phase
    ctx.emit(TurnEnded(player=seat, phase=phase))
    done = step.done + (seat,)
    following = _next_in_turn(ctx, done)
    if following is None:
        then(ctx)
        return
    ctx.set(step=type(step)(**{seat_field: following, "done": done}))
    ctx.emit(TurnStarted(player=following, phase=phase))


def begin_phase(ctx: Context, step) -> None:
    """Start a phase played turn by turn from the round's first player (R5); `step` names that player."""
    ctx.set(step=step)
    first = ctx.state.first_player
    ctx.emit(PhaseStarted(round=ctx.state.round, phase=step.phase, first_player=first))
    ctx.emit(TurnStarted(player=first, phase=step.phase))


def start_invest(ctx: Context) -> None:
    begin_phase(ctx, InvestStep(player=ctx.state.first_player))


def next_invest_turn(ctx: Context) -> None:
    _hand_over(ctx, "player", PHASE_STARTS[Phase.AUCTION])


def start_phase(ctx: Context, phase: Phase) -> None:
    PHASE_STARTS[phase](ctx)


def next_trade_turn(ctx: Context) -> None:
    _hand_over(ctx, "trader", PHASE_STARTS[Phase.PRODUCE])


def next_produce_turn(ctx: Context) -> None:
    _hand_over(ctx, "player", end_of_production)


def end_of_production(ctx: Context) -> None:
    for player in ctx.state.players:
        ctx.update_player(player.seat, records_by_round=player.records_by_round + (player.record,))
    if ctx.state.round == LAST_ROUND:  # R12: no closing ceremony in round 5
        winners = final_winners(ctx.state)
        ctx.set(step=GameOver(winners=winners))
        ctx.emit(GameEnded(winners=winners, records=tuple(p.record for p in ctx.state.players)))
        return
    start_phase(ctx, Phase.CEREMONY)


def next_round(ctx: Context) -> None:
    state = ctx.state
    if state.options.cleanup is CleanUp.THIS_ROUND:  # a game begun under rules 1-2: the next clean-up (R11.2)
        for player in state.players:                # takes only from the next round's events
            ctx.update_player(player.seat, last_event_tokens=None)
    ctx.set(round=state.round + 1, first_player=(state.first_player + 1) % len(state.players))
    start_invest(ctx)
