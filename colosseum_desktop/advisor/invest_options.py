"""R6: each investment the seat may make now, judged by what it leaves the seat worth."""
from __future__ import annotations

from .. import rules
from ..bots.noble_moves import NOBLE_BONUS, REST_SQUARES
from ..rules import (BuyExtraInvestment, BuyLoge, BuyProgram, BuySeasonTicket, EndTurn, ExpandArena, game_data)
from .appraisal import Appraisal, Option, arena_needed, whole
from .reasons import Because, Reason

DATA = game_data()


def new_square(state: rules.GameState, seat: int, clockwise: bool) -> int:
    """The ring square an expansion at that end of the seat's arena would cover (R3)."""
    arena = state.player(seat).arena
    return (arena[-1] + 1) % DATA.ring_squares if clockwise else (arena[0] - 1) % DATA.ring_squares


def _investment(a: Appraisal, command, stay: float) -> Option | None:
    """What one investment leaves the seat, its investment turn used up; None for a command that is not one."""
    look = a.look.spend(invests=1)
    h, supply = a.holding, a.state.program_supply
    match command:
        case BuyProgram(program=number):
            cost = next(p.cost for p in DATA.programs if p.number == number)
            supply = tuple(n for n in supply if n != number)
            after = h.changed(programs=h.programs + (number,), coins=h.coins - cost)
            gain = a.worth(after, look, supply) - stay
            return Option(command, gain, (Reason(Because.PROGRAM_TO_BUILD_TOWARDS, program=number,
                                                 spectators=whole(gain)),))
        case ExpandArena(clockwise=clockwise):
            after = h.changed(arena_size=h.arena_size + 1, coins=h.coins - DATA.prices.expand)
            square = new_square(a.state, a.seat, clockwise)
            sw = a.weights.choices
            # Nobles stopping on a rest square inside the arena come to it more often (the strong player's
            # choice weights, bots/weights/strong.json).
            place = (sw.rest_square_in_arena if square in REST_SQUARES else 0.0) + sum(
                sw.noble_on_new_square * NOBLE_BONUS[n.kind] for n in a.state.nobles if n.square == square)
            grown = a.worth(after, look, supply) - stay
            reasons = []
            target = a.target(after, look)
            if target is not None and arena_needed(target) > h.arena_size:
                reasons.append(Reason(Because.ARENA_FOR_PROGRAM, program=target, size=after.arena_size,
                                      spectators=whole(grown)))
            if place:
                reasons.append(Reason(Because.ARENA_OVER_REST_SQUARE, square=square, spectators=whole(place)))
            if not reasons:
                reasons.append(Reason(Because.ARENA_BIGGER, size=after.arena_size, spectators=whole(grown)))
            return Option(command, grown + place, tuple(reasons))
        case BuySeasonTicket():
            after = h.changed(tickets=h.tickets + 1, coins=h.coins - DATA.prices.season_ticket)
            gain = a.worth(after, look, supply) - stay
            return Option(command, gain, (Reason(Because.SEASON_TICKET, productions=look.productions_left,
                                                 spectators=whole(gain)),))
        case BuyLoge():
            after = h.changed(loge=True, coins=h.coins - DATA.prices.loge)
            gain = a.worth(after, look, supply) - stay
            return Option(command, gain, (Reason(Because.LOGE, spectators=whole(gain)),))
    return None


def investments(a: Appraisal) -> list[Option]:
    """Every investment open now and ending the turn (0); with no investment left this turn, the extra ones paid
    with an extra-action token or two medals (R6, R13), each judged by the best investment it buys."""
    stay = a.worth(a.holding, a.look.spend(invests=1))
    options = [Option(EndTurn(player=a.seat), 0.0, (Reason(Because.NO_INVESTMENT_PAYS),))]
    if a.state.step.credits:
        options += [o for o in (_investment(a, c, stay) for c in a.legal) if o is not None]
        return sorted(options, key=lambda o: -o.spectators)  # a tie keeps the coins (listed first)
    for command in a.legal:
        if not isinstance(command, BuyExtraInvestment):
            continue
        paid, _ = rules.apply(a.state, command)  # paying reveals no chance: safe to look through
        bought = investments(Appraisal(paid, a.seat, a.weights))
        best = max(bought, key=lambda o: o.spectators)
        # The medals or the token given up are in `paid`'s holdings, so best.spectators is net of them.
        gain = a.worth(Appraisal(paid, a.seat, a.weights).holding, a.look.spend(invests=1)) - stay + best.spectators
        options.append(Option(command, gain, (Reason(Because.EXTRA_INVESTMENT, spectators=whole(gain)),
                                              *best.reasons)))
    return sorted(options, key=lambda o: -o.spectators)
