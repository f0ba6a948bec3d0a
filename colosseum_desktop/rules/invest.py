"""R6 Phase 1: Invest. One investment per turn, one more per extra-action token or 2 medals spent."""
from __future__ import annotations

from functools import lru_cache

from . import flow
from .commands import BuyExtraInvestment, BuyLoge, BuyProgram, BuySeasonTicket, EndTurn, ExpandArena, make
from .context import Context, add_counts
from .data import Token, game_data
from .errors import IllegalCommand, NotAffordable
from .events import Invested
from .refusals import Why
from .state import GameState, Player

MAX_EXPANSIONS = 2


def _check_credit(state: GameState) -> None:
    if state.step.credits < 1:
        raise IllegalCommand(Why.INVESTMENT_MADE)


def _check_price(state: GameState, seat: int, price: int, why: Why, **values: int) -> None:
    coins = state.players[seat].coins
    if price > coins:
        raise NotAffordable(why, n=price, coins=coins, **values)


def _invest(ctx: Context, seat: int, price: int, **changes) -> None:
    """Use the turn's investment and pay for it; `changes` are the player's new belongings."""
    ctx.set_step(credits=ctx.state.step.credits - 1)
    ctx.update_player(seat, coins=ctx.player(seat).coins - price, **changes)


def highest_produced(player: Player) -> int:
    return max(player.produced, default=0)


def check_buy_program(state: GameState, cmd: BuyProgram) -> None:
    card = game_data().program(cmd.program) if 1 <= cmd.program <= 30 else None
    if card is None or cmd.program not in state.program_supply:
        raise IllegalCommand(Why.NOT_FOR_SALE, program=cmd.program)
    player = state.players[cmd.player]
    if cmd.program <= highest_produced(player):
        raise IllegalCommand(Why.PRODUCED_HIGHER, program=highest_produced(player))
    _check_credit(state)
    _check_price(state, cmd.player, card.cost, Why.PROGRAM_PRICE, program=card.number, card=card.number)


def buy_program(ctx: Context, cmd: BuyProgram) -> None:
    check_buy_program(ctx.state, cmd)
    card = ctx.data.program(cmd.program)
    _invest(ctx, cmd.player, card.cost, programs=ctx.player(cmd.player).programs + (cmd.program,))
    ctx.set(program_supply=tuple(p for p in ctx.state.program_supply if p != cmd.program))
    ctx.emit(Invested(player=cmd.player, what="program", coins=card.cost, program=cmd.program))


def _beyond(state: GameState, seat: int, clockwise: bool) -> int:
    """The ring square just past the arena's clockwise or counter-clockwise end."""
    arena, squares = state.player(seat).arena, game_data().ring_squares
    return (arena[-1] + 1) % squares if clockwise else (arena[0] - 1) % squares


def expansion_square(state: GameState, seat: int, clockwise: bool) -> int:
    """The square an expansion at the given end would cover, or a refusal saying why not (R3)."""
    if state.player(seat).expansions >= MAX_EXPANSIONS:
        raise IllegalCommand(Why.EXPANSIONS_DONE)
    square = _beyond(state, seat, clockwise)
    owner = state.arena_owner(square)
    if owner is not None:
        raise IllegalCommand(Why.SQUARE_TAKEN, square=square, name=state.player(owner).name)
    return square


def free_expansion_square(state: GameState, seat: int, clockwise: bool) -> int | None:
    """The square an expansion at the given end would cover, or None where `expansion_square` refuses (R3):
    the question without the refusal, for whoever only asks."""
    if state.player(seat).expansions >= MAX_EXPANSIONS:
        return None
    square = _beyond(state, seat, clockwise)
    return square if state.arena_owner(square) is None else None


def check_expand_arena(state: GameState, cmd: ExpandArena) -> None:
    expansion_square(state, cmd.player, cmd.clockwise)
    _check_credit(state)
    _check_price(state, cmd.player, game_data().prices.expand, Why.EXPANSION_PRICE)


def expand_arena(ctx: Context, cmd: ExpandArena) -> None:
    check_expand_arena(ctx.state, cmd)
    square = expansion_square(ctx.state, cmd.player, cmd.clockwise)
    arena = ctx.player(cmd.player).arena
    _invest(ctx, cmd.player, ctx.data.prices.expand, arena=arena + (square,) if cmd.clockwise else (square,) + arena)
    ctx.emit(Invested(player=cmd.player, what="expansion", coins=ctx.data.prices.expand, square=square))


def check_buy_season_ticket(state: GameState, cmd: BuySeasonTicket) -> None:
    if state.ticket_supply == 0:
        raise IllegalCommand(Why.TICKETS_SOLD_OUT)
    _check_credit(state)
    _check_price(state, cmd.player, game_data().prices.season_ticket, Why.TICKET_PRICE)


def buy_season_ticket(ctx: Context, cmd: BuySeasonTicket) -> None:
    check_buy_season_ticket(ctx.state, cmd)
    _invest(ctx, cmd.player, ctx.data.prices.season_ticket, tickets=ctx.player(cmd.player).tickets + 1)
    ctx.set(ticket_supply=ctx.state.ticket_supply - 1)
    ctx.emit(Invested(player=cmd.player, what="season_ticket", coins=ctx.data.prices.season_ticket))


def check_buy_loge(state: GameState, cmd: BuyLoge) -> None:
    if state.players[cmd.player].loge:
        raise IllegalCommand(Why.LOGE_HELD)
    if state.loge_supply == 0:
        raise IllegalCommand(Why.LOGES_SOLD_OUT)
    _check_credit(state)
    _check_price(state, cmd.player, game_data().prices.loge, Why.LOGE_PRICE)


def buy_loge(ctx: Context, cmd: BuyLoge) -> None:
    check_buy_loge(ctx.state, cmd)
    _invest(ctx, cmd.player, ctx.data.prices.loge, loge=True)
    ctx.set(loge_supply=ctx.state.loge_supply - 1)
    ctx.emit(Invested(player=cmd.player, what="loge", coins=ctx.data.prices.loge))


def check_buy_extra_investment(state: GameState, cmd: BuyExtraInvestment) -> None:
    player = state.players[cmd.player]
    # What the player lacks comes first: "make the investment you have first" would promise more than there is.
    if cmd.payment == "medals" and player.medals < 2:
        raise NotAffordable(Why.EXTRA_INVESTMENT_MEDALS, name=player.name, n=player.medals)
    if cmd.payment != "medals" and player.count(Token.EXTRA_ACTION) == 0:
        raise NotAffordable(Why.NO_EXTRA_ACTION_TOKEN)
    if state.step.credits > 0:
        raise IllegalCommand(Why.INVESTMENT_FIRST)


def buy_extra_investment(ctx: Context, cmd: BuyExtraInvestment) -> None:
    check_buy_extra_investment(ctx.state, cmd)
    if cmd.payment == "medals":
        ctx.spend_medals(cmd.player, 2, "extra_investment")
    else:
        ctx.update_player(cmd.player, tokens=add_counts(ctx.player(cmd.player).tokens, Token.EXTRA_ACTION, -1))
        ctx.set(removed=add_counts(ctx.state.removed, Token.EXTRA_ACTION, 1))
    ctx.set_step(credits=1)
    ctx.emit(Invested(player=cmd.player, what="extra_investment", paid_with=cmd.payment))


def end_turn(ctx: Context, cmd: EndTurn) -> None:
    flow.next_invest_turn(ctx)


HANDLERS = {BuyProgram: buy_program, ExpandArena: expand_arena, BuySeasonTicket: buy_season_ticket,
            BuyLoge: buy_loge, BuyExtraInvestment: buy_extra_investment, EndTurn: end_turn}
CHECKS = {BuyProgram: check_buy_program, ExpandArena: check_expand_arena, BuySeasonTicket: check_buy_season_ticket,
          BuyLoge: check_buy_loge, BuyExtraInvestment: check_buy_extra_investment}  # EndTurn: always allowed


@lru_cache(maxsize=1)
def _program_costs() -> dict[int, int]:
    """Each program's price, made once: the legal commands check every program in the supply."""
    return {card.number: card.cost for card in game_data().programs}


def legal(state: GameState) -> list:
    step = state.step
    seat = step.player
    player = state.players[seat]
    out: list = [make(EndTurn, player=seat)]
    if step.credits == 0:
        if player.medals >= 2:
            out.append(make(BuyExtraInvestment, player=seat, payment="medals"))
        if player.count(Token.EXTRA_ACTION):
            out.append(make(BuyExtraInvestment, player=seat, payment="extra_action"))
        return out
    prices = game_data().prices
    floor = highest_produced(player)
    coins = player.coins
    costs = _program_costs()
    for number in state.program_supply:
        if number > floor and costs[number] <= coins:
            out.append(make(BuyProgram, player=seat, program=number))
    if player.coins >= prices.expand:
        out += [make(ExpandArena, player=seat, clockwise=clockwise) for clockwise in (True, False)
                if free_expansion_square(state, seat, clockwise) is not None]
    if state.ticket_supply and player.coins >= prices.season_ticket:
        out.append(make(BuySeasonTicket, player=seat))
    if not player.loge and state.loge_supply and player.coins >= prices.loge:
        out.append(make(BuyLoge, player=seat))
    return out

