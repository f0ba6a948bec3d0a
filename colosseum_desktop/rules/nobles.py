"""R9.1 Moving nobles: the dice, the "1-3" face, single or summed moves, medals for rest squares,
and moves paid with medals (R13)."""
from __future__ import annotations

from functools import lru_cache

from .commands import ChooseDieValue, MedalMoveNoble, MoveNoble, RollDice, make
from .context import Context
from .data import game_data
from .errors import IllegalCommand, NotAffordable
from .events import DiceRolled, DieValueChosen, NobleMoved
from .refusals import Why
from .state import GameState, Noble, ProduceStep

ONE_TO_THREE = 1  # the die face that lets its roller choose 1, 2 or 3
MEDAL_MOVE_RANGE = (-3, -2, -1, 1, 2, 3)


def check_roll(state: GameState, cmd: RollDice) -> None:
    if state.step.rolled:
        raise IllegalCommand(Why.ROLLED_ALREADY)


def roll(ctx: Context, cmd: RollDice) -> None:
    check_roll(ctx.state, cmd)
    count = 2 if ctx.player(cmd.player).loge else 1
    faces = tuple(ctx.rng.die() for _ in range(count))
    ctx.set_step(faces=faces, values=tuple(None if f == ONE_TO_THREE else f for f in faces),
                 used=(False,) * count)
    ctx.emit(DiceRolled(player=cmd.player, faces=faces))


def check_choose_value(state: GameState, cmd: ChooseDieValue) -> None:
    step: ProduceStep = state.step
    if not 0 <= cmd.die < len(step.faces) or step.faces[cmd.die] != ONE_TO_THREE:
        raise IllegalCommand(Why.NOT_A_ONE_TO_THREE)
    if step.values[cmd.die] is not None:
        raise IllegalCommand(Why.DIE_CHOSEN, value=step.values[cmd.die])
    if cmd.value not in (1, 2, 3):
        raise IllegalCommand(Why.DIE_VALUE_RANGE)


def choose_value(ctx: Context, cmd: ChooseDieValue) -> None:
    check_choose_value(ctx.state, cmd)
    step: ProduceStep = ctx.state.step
    values = list(step.values)
    values[cmd.die] = cmd.value
    ctx.set_step(values=tuple(values))
    ctx.emit(DieValueChosen(player=cmd.player, die=cmd.die, value=cmd.value))


def check_move(state: GameState, cmd: MoveNoble) -> int:
    """The distance of a legal die move, or a refusal saying why it is not one."""
    step: ProduceStep = state.step
    if not step.rolled:
        raise IllegalCommand(Why.ROLL_FIRST)
    if not 0 <= cmd.noble < len(state.nobles):
        raise IllegalCommand(Why.NO_SUCH_NOBLE)
    dice = cmd.dice
    if not dice or len(set(dice)) != len(dice) or any(not 0 <= d < len(step.faces) for d in dice):
        raise IllegalCommand(Why.DICE_CHOICE)
    if len(dice) == 2 and dice[0] > dice[1]:  # one command, one spelling: a save or a replay never sees two
        raise IllegalCommand(Why.DICE_ORDER)
    if any(step.used[d] for d in dice):
        raise IllegalCommand(Why.DIE_USED)
    if len(dice) == 2 and any(step.used):
        raise IllegalCommand(Why.SUM_OF_UNUSED)
    if any(step.values[d] is None for d in dice):
        raise IllegalCommand(Why.CHOOSE_DIE_FIRST)
    if cmd.noble in step.moved_nobles:
        raise IllegalCommand(Why.SAME_NOBLE_TWICE)
    return sum(step.values[d] for d in dice)


def _move(ctx: Context, seat: int, noble: Noble, steps: int, by_medal: bool) -> None:
    end = (noble.square + steps) % game_data().ring_squares
    nobles = list(ctx.state.nobles)
    nobles[noble.id] = noble.replace(square=end)
    ctx.set(nobles=tuple(nobles))
    ctx.emit(NobleMoved(player=seat, noble=noble.id, start=noble.square, end=end, steps=steps,
                        by_medal=by_medal))


def move(ctx: Context, cmd: MoveNoble) -> None:
    distance = check_move(ctx.state, cmd)
    step: ProduceStep = ctx.state.step
    used = list(step.used)
    for d in cmd.dice:
        used[d] = True
    ctx.set_step(used=tuple(used), moved_nobles=step.moved_nobles + (cmd.noble,))
    _move(ctx, cmd.player, ctx.state.nobles[cmd.noble], distance, by_medal=False)
    if ctx.state.nobles[cmd.noble].square in game_data().rest_squares:
        ctx.gain_medal(cmd.player, "rest_square")


def check_medal_move(state: GameState, cmd: MedalMoveNoble) -> None:
    if not state.step.dice_done:
        raise IllegalCommand(Why.DICE_BEFORE_MEDALS)
    if cmd.steps not in MEDAL_MOVE_RANGE:
        raise IllegalCommand(Why.MEDAL_MOVE_RANGE)
    if not 0 <= cmd.noble < len(state.nobles):
        raise IllegalCommand(Why.NO_SUCH_NOBLE)
    if state.players[cmd.player].medals < 1:
        raise NotAffordable(Why.NO_MEDAL)


def medal_move(ctx: Context, cmd: MedalMoveNoble) -> None:
    check_medal_move(ctx.state, cmd)
    ctx.spend_medals(cmd.player, 1, "noble_move")
    _move(ctx, cmd.player, ctx.state.nobles[cmd.noble], cmd.steps, by_medal=True)


def legal_moves(state: GameState) -> list:
    """Every die move, every 1-3 choice, or the medal moves once the dice are done."""
    step: ProduceStep = state.step
    seat = step.player
    if not step.faces:  # not rolled yet (step.rolled, read without a property: this runs for every choice)
        return [make(RollDice, player=seat)]
    unchosen = [d for d, v in enumerate(step.values) if v is None]
    if unchosen:
        return [make(ChooseDieValue, player=seat, die=d, value=v) for d in unchosen for v in (1, 2, 3)]
    used = step.used
    if all(used):  # step.dice_done
        if state.players[seat].medals == 0:
            return []
        return list(_medal_moves(seat, tuple(n.id for n in state.nobles)))
    free = tuple(d for d, u in enumerate(used) if not u)
    moved = step.moved_nobles
    movable = tuple(n.id for n in state.nobles if n.id not in moved)
    return list(_die_moves(seat, movable, free))


def moves_before_choosing(state: GameState) -> list:
    """The die moves allowed while a "1-3" die still waits for its value: the other die, valued and unused,
    may move a noble first. `legal_moves` leaves them out (it offers the choice first); the full list of
    `engine.all_legal_commands` has them."""
    step: ProduceStep = state.step
    if not step.faces or None not in step.values:
        return []
    valued = tuple(d for d, (value, used) in enumerate(zip(step.values, step.used)) if value is not None and not used)
    if not valued:
        return []
    movable = tuple(n.id for n in state.nobles if n.id not in step.moved_nobles)
    return list(_die_moves(step.player, movable, valued))


# The two lists below are asked for again and again with the same few arguments, so each is made once.
@lru_cache(maxsize=1024)
def _medal_moves(seat: int, nobles: tuple[int, ...]) -> tuple[MedalMoveNoble, ...]:
    return tuple(make(MedalMoveNoble, player=seat, noble=noble, steps=steps)
                 for noble in nobles for steps in MEDAL_MOVE_RANGE)


@lru_cache(maxsize=1024)
def _die_moves(seat: int, nobles: tuple[int, ...], free_dice: tuple[int, ...]) -> tuple[MoveNoble, ...]:
    """Each noble by each free die, or by the sum of both when both are free."""
    options = [(d,) for d in free_dice]
    if len(free_dice) == 2:
        options.append(free_dice)
    return tuple(make(MoveNoble, player=seat, noble=noble, dice=dice) for noble in nobles for dice in options)


HANDLERS = {RollDice: roll, ChooseDieValue: choose_value, MoveNoble: move, MedalMoveNoble: medal_move}
CHECKS = {RollDice: check_roll, ChooseDieValue: check_choose_value, MoveNoble: check_move,
          MedalMoveNoble: check_medal_move}
