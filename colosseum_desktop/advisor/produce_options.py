"""R9: rolling, the "1-3" value, which noble a die or a medal moves, and which program to produce.

Nobles are judged one move at a time, by the spectators they bring to the seat's production this turn (only if it
has something to produce), the medal a rest square earns, and the spectators they would bring a rival still to
produce this round (the strong player's weights: a medal's worth, a rival's nobles). Productions are judged as the
strong player judges them: what the coins, the record and the program produced leave the seat worth, less the token
the ceremony will take from the event (R11.2)."""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..bots.noble_moves import NOBLE_BONUS
from ..rules.data import game_data
from ..rules import ChooseDieValue, EndTurn, MedalMoveNoble, MoveNoble, Produce, RollDice, Token
from .appraisal import Appraisal, Option, whole
from .reasons import Because, Reason

LAST_ROUND = 5


def produce_choices(a: Appraisal) -> list[Option]:
    step = a.state.step
    if not step.rolled:
        # Rolling costs nothing and may earn a medal or bring a noble home (the valuation's medals per production).
        expected = a.w.medals_per_production * a.w.medal_value * (2 if a.holding.loge else 1)
        return [Option(RollDice(player=a.seat), expected, (Reason(Because.ROLL_TO_MOVE_NOBLES),)),
                Option(EndTurn(player=a.seat), 0.0, (Reason(Because.NOTHING_TO_PRODUCE),))]
    if any(value is None for value in step.values):
        return sorted((_die_value(a, c) for c in a.legal if isinstance(c, ChooseDieValue)),
                      key=lambda o: -o.spectators)
    if not step.dice_done:
        return sorted((_noble_move(a, c) for c in a.legal if isinstance(c, MoveNoble)), key=lambda o: -o.spectators)
    medal_moves = [o for o in (_noble_move(a, c) for c in a.legal if isinstance(c, MedalMoveNoble))
                   if o.spectators > 0]
    return sorted(medal_moves, key=lambda o: -o.spectators) + _productions(a)


# Nobles ------------------------------------------------------------------------------------------------
def _rivals_still_to_produce(a: Appraisal) -> list[int]:
    done = a.state.step.done
    return [s for s in a.state.turn_order() if s != a.seat and s not in done]


@dataclass(frozen=True)
class _NobleWorth:
    """What a noble's spectators and a medal are worth to the seat now. Before the game's last production, a
    spectator this turn is its coin (and a little record, for the podium); in it, a spectator of the record."""

    mine: float
    medal: float
    rival: float


def _noble_worth(a: Appraisal) -> _NobleWorth:
    sw = a.weights.choices
    final = a.look.final_production_now
    this_turn = 1.0 if final else a.rate() + sw.record_weight_early
    producing = bool(rules.producible(a.state, a.seat))
    medal = a.w.medal_value if producing or not final else 6 * a.rate()  # at the very end a medal is 6 coins
    return _NobleWorth(mine=this_turn if producing else 0.0, medal=medal, rival=sw.rival_nobles * this_turn)


def _noble_move(a: Appraisal, command) -> Option:
    """A die or medal move, judged on the board it leaves (moving a noble reveals no chance)."""
    after, _ = rules.apply(a.state, command)
    noble = a.state.nobles[command.noble]
    square = after.nobles[command.noble].square
    bonus = NOBLE_BONUS[noble.kind]
    mine = frozenset(a.state.player(a.seat).arena)
    worth = _noble_worth(a)
    gain = worth.mine * bonus * ((square in mine) - (noble.square in mine))
    reasons = []
    if square in mine and noble.square not in mine:
        reasons.append(Reason(Because.NOBLE_INTO_ARENA, noble=noble.kind.value, spectators=bonus))
    earned = after.player(a.seat).medals - a.state.player(a.seat).medals
    if isinstance(command, MedalMoveNoble):
        gain -= worth.medal  # the medal it costs (R13)
    elif earned > 0:
        gain += worth.medal * earned
        reasons.append(Reason(Because.NOBLE_TO_REST_SQUARE, noble=noble.kind.value, square=square))
    for rival in _rivals_still_to_produce(a):
        theirs = frozenset(a.state.player(rival).arena)
        change = (square in theirs) - (noble.square in theirs)
        gain -= worth.rival * bonus * change
        if change < 0:
            reasons.append(Reason(Because.NOBLE_OUT_OF_RIVAL_ARENA, noble=noble.kind.value, partner=a.name(rival)))
    if not reasons:
        reasons.append(Reason(Because.NOBLE_OUT_OF_THE_WAY, noble=noble.kind.value))
    return Option(command, gain, tuple(reasons))


def _die_value(a: Appraisal, command: ChooseDieValue) -> Option:
    """A "1-3" value, judged by the best noble move it then allows."""
    chosen, _ = rules.apply(a.state, command)
    follow = Appraisal(chosen, a.seat, a.weights)
    moves = [_noble_move(follow, c) for c in follow.legal if isinstance(c, MoveNoble)]
    if not moves:
        return Option(command, 0.0, ())
    best = max(moves, key=lambda o: o.spectators)
    target = chosen.nobles[best.command.noble]
    square = rules.apply(chosen, best.command)[0].nobles[target.id].square
    why = Reason(Because.DIE_VALUE_FOR_NOBLE, value=command.value, noble=target.kind.value, square=square)
    return Option(command, best.spectators, (why, *best.reasons))


# Productions -------------------------------------------------------------------------------------------
def _productions(a: Appraisal) -> list[Option]:
    after = a.look.spend(productions=1)
    base = a.holding
    stay = a.worth(base, after)
    final = a.look.final_production_now
    options = [Option(EndTurn(player=a.seat), 0.0, (Reason(Because.NOTHING_TO_PRODUCE),))]
    events: list[tuple[Option, int, float, Token | None]] = []  # each production, its attendance, its clean-up
    for command in a.legal:
        if not isinstance(command, Produce):
            continue
        medals = base.medals if final else 0  # medals are kept for the game's last production (R13)
        total = rules.attendance(a.state, a.seat, command.program, command.tokens, command.jokers, medals).total
        h = base.changed(coins=base.coins + total, record=max(base.record, total), medals=base.medals - medals,
                         produced=base.produced + (command.program,))
        loss, token = _ceremony_loss(a, h, command, after)
        gain = a.worth(h, after) - loss - stay
        option = Option(command.model_copy(update={"medals": medals}), gain,
                        (Reason(Because.PRODUCE_PROGRAM, program=command.program, attendance=total,
                                spectators=whole(gain)),))
        options.append(option)
        events.append((option, total, loss, token))
    options.sort(key=lambda o: -o.spectators)
    return _smaller_event_said(a, options, events)


def _smaller_event_said(a: Appraisal, options: list[Option], events) -> list[Option]:
    """A smaller event than the biggest one on offer is the hint only with its reason in the game's numbers: the
    bigger program kept for a later event, which this one's production makes 5 spectators bigger (R9.3: +5 for
    each other program produced before; not at the game's last production), or the clean-up after the bigger one
    (R11.2) taking a token worth more later than the difference. Without either, the bigger event is the hint."""
    if not events or not isinstance(options[0].command, Produce):
        return options
    by_option = {id(option): (total, loss) for option, total, loss, _token in events}
    best = options[0]
    total, loss = by_option[id(best)]
    big, big_total, big_loss, big_token = max(events, key=lambda event: (event[1], event[0].spectators))
    if big_total <= total:
        return options
    reasons = []
    if not a.look.final_production_now and best.command.program not in a.holding.produced:
        reasons.append(Reason(Because.SMALLER_EVENT_KEEPS, program=big.command.program, attendance=big_total,
                              later=big_total + game_data().attendance.per_produced_program))
    spared = big_loss - loss  # what the bigger event's clean-up costs more, later in the game
    if big_token is not None and whole(spared) > 0:
        reasons.append(Reason(Because.SMALLER_EVENT_SPARES, program=big.command.program, attendance=big_total,
                              token=big_token.value, spectators=whole(spared)))
    if reasons:
        return [Option(best.command, best.spectators, best.reasons + tuple(reasons))] + options[1:]
    return [big] + [option for option in options if option is not big]


def _ceremony_loss(a: Appraisal, h, command: Produce, look) -> tuple[float, Token | None]:
    """R11.2: the ceremony takes one of the event's tokens (the seat's choice: the one it misses least), and what
    that costs; nothing after round 5."""
    if a.state.round == LAST_ROUND:
        return 0.0, None
    before = a.worth(h, look)
    kinds = set(command.tokens) | ({Token.JOKER} if command.jokers else set())
    costs = [(before - a.worth(h.changed(tokens={**h.tokens, t: h.tokens[t] - 1}), look), t) for t in kinds]
    return min(costs, key=lambda cost: cost[0], default=(0.0, None))
