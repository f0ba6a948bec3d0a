"""R9 Phase 4: Produce. Each player passes (R5), or rolls, moves nobles, may spend medals, then produces or passes."""
from __future__ import annotations

from . import flow, nobles
from .commands import EndTurn, Produce, make
from .context import Context, merge_counts
from .data import Token
from .errors import IllegalCommand
from .events import Produced
from .refusals import Why
from .scoring import attendance, best_assignment, check_assignment, producible
from .state import GameState, ProduceStep


def start(ctx: Context) -> None:
    flow.begin_phase(ctx, ProduceStep(player=ctx.state.first_player))


def _require_dice_done(state: GameState) -> None:
    step: ProduceStep = state.step
    if not step.rolled:
        raise IllegalCommand(Why.ROLL_BEFORE_PRODUCING)
    if not step.dice_done:
        raise IllegalCommand(Why.MOVE_EVERY_DIE)


def check_produce(state: GameState, cmd: Produce) -> None:
    _require_dice_done(state)
    check_assignment(state, cmd.player, cmd.program, cmd.tokens, cmd.jokers, cmd.medals)


def check_end_turn(state: GameState, cmd: EndTurn) -> None:
    step: ProduceStep = state.step
    if step.rolled and not step.dice_done:
        raise IllegalCommand(Why.MOVE_EVERY_DIE)


def produce(ctx: Context, cmd: Produce) -> None:
    _require_dice_done(ctx.state)
    result = attendance(ctx.state, cmd.player, cmd.program, cmd.tokens, cmd.jokers, cmd.medals)
    if cmd.medals:
        ctx.spend_medals(cmd.player, cmd.medals, "spectators")
    player = ctx.player(cmd.player)
    assigned = merge_counts({t: n for t, n in cmd.tokens.items() if n}, {Token.JOKER: sum(cmd.jokers.values())})
    best = player.best_event if player.best_event and player.best_event.total >= result.total else result
    new_record = result.total > player.record  # before update_player, which may change `player` in place
    ctx.update_player(cmd.player, record=max(player.record, result.total), coins=player.coins + result.total,
                      produced=player.produced + (cmd.program,), last_event_tokens=assigned, best_event=best)
    ctx.emit(Produced(player=cmd.player, attendance=result, new_record=new_record))
    flow.next_produce_turn(ctx)


def end_turn(ctx: Context, cmd: EndTurn) -> None:
    """Pass (R5: every phase is optional): before rolling, or once every die has moved a noble; between
    the two, the dice rolled must be used (R9.1)."""
    check_end_turn(ctx.state, cmd)
    flow.next_produce_turn(ctx)


HANDLERS = {Produce: produce, EndTurn: end_turn, **nobles.HANDLERS}
CHECKS = {Produce: check_produce, EndTurn: check_end_turn, **nobles.CHECKS}


def legal(state: GameState) -> list:
    step: ProduceStep = state.step
    out = nobles.legal_moves(state)
    if not step.faces:  # not rolled yet: roll, or pass the phase (R5)
        out.append(make(EndTurn, player=step.player))
    elif step.dice_done:
        seat = step.player
        out.append(make(EndTurn, player=seat))
        for program in producible(state, seat):
            tokens, jokers = best_assignment(state, seat, program)
            out.append(Produce(player=seat, program=program, tokens=tokens, jokers=jokers))
    return out
