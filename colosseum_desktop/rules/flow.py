"""R5 Round structure: who acts next, and the hand-over from phase to phase and round to round."""
from __future__ import annotations

# The phase modules import this one too; a module-level `from . import` resolves the cycle at call time.
from . import auction, ceremony, produce, trade
from .context import Context
from .scoring import final_winners
from .events import GameEnded, PhaseStarted, TurnEnded, TurnStarted
from .state import GameOver, InvestStep

LAST_ROUND = 5


def _next_in_turn(ctx: Context, done: tuple[int, ...]) -> int | None:
    for seat in ctx.state.turn_order():
        if seat not in done:
            return seat
    return None


def _hand_over(ctx: Context, seat_field: str, then) -> None:
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
    _hand_over(ctx, "player", auction.start)


def start_trade(ctx: Context) -> None:
    trade.start(ctx)


def next_trade_turn(ctx: Context) -> None:
    _hand_over(ctx, "trader", produce.start)


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
    ceremony.start(ctx)


def next_round(ctx: Context) -> None:
    state = ctx.state
    for player in state.players:
        ctx.update_player(player.seat, assigned_this_round=None)
    ctx.set(round=state.round + 1, first_player=(state.first_player + 1) % len(state.players))
    start_invest(ctx)
