"""The rules' public face: apply a command, list the legal ones, say who decides and who won."""
from __future__ import annotations

from collections.abc import Iterator

from .auction import bid_range
from .commands import ExchangeExtraAction, OpenAuction, Produce, RaiseBid, TakeCoinsForMedal, make
from .context import Context, add_counts
from .data import Token
from .errors import IllegalCommand, NotAffordable, NotYourDecision
from .events import CoinsTaken, ExtraActionExchanged
from .nobles import moves_before_choosing
from .phases import PHASE_RULES
from .refusals import Refusal, Why
from .scoring import assignments
from .state import GameState, Phase
from .trade import offers

# These run several times for every command. In Python 3.11 reading a member such as `Phase.OVER` goes
# through EnumType.__getattr__ and costs more than a function call, so the member is read once here and
# `match` compares with the phases' string values (a Phase is a StrEnum, equal to its value).
_OVER = Phase.OVER
_EXTRA_ACTION = Token.EXTRA_ACTION


def current_player(state: GameState) -> int | None:
    """The seat whose decision the game waits for, or None once it is over."""
    step = state.step
    match step.phase:
        case "invest" | "produce":
            return step.player
        case "auction":
            return step.auction.to_bid if step.auction else step.active
        case "trade":
            return step.offer.partner if step.offer else step.trader
        case "ceremony":
            return step.to_discard[0] if step.to_discard else step.donation_to
    return None


def is_over(state: GameState) -> bool:
    return state.step.phase is _OVER


def winners(state: GameState) -> tuple[int, ...]:
    """R12's winners once the game is over; () before."""
    return state.step.winners if is_over(state) else ()


def _check_take_coins(state: GameState, cmd: TakeCoinsForMedal) -> None:
    player = state.players[cmd.player]
    if player.medals < 1:
        raise NotAffordable(Why.MEDALS_SHORT, name=player.name, n=player.medals, needed=1)


def _take_coins(ctx: Context, cmd: TakeCoinsForMedal) -> None:
    _check_take_coins(ctx.state, cmd)
    ctx.spend_medals(cmd.player, 1, "coins")
    coins = ctx.data.prices.medal_coins
    ctx.gain_coins(cmd.player, coins)
    ctx.emit(CoinsTaken(player=cmd.player, coins=coins))


def _check_exchange_extra_action(state: GameState, cmd: ExchangeExtraAction) -> None:
    if not state.players[cmd.player].count(Token.EXTRA_ACTION):
        raise NotAffordable(Why.NO_EXTRA_ACTION_TOKEN)
    if state.medal_supply == 0:
        raise IllegalCommand(Why.MEDAL_SUPPLY_EMPTY)


def _exchange_extra_action(ctx: Context, cmd: ExchangeExtraAction) -> None:
    _check_exchange_extra_action(ctx.state, cmd)
    player = ctx.player(cmd.player)
    ctx.update_player(cmd.player, tokens=add_counts(player.tokens, Token.EXTRA_ACTION, -1))
    ctx.set(removed=add_counts(ctx.state.removed, Token.EXTRA_ACTION, 1))
    ctx.emit(ExtraActionExchanged(player=cmd.player))
    ctx.gain_medal(cmd.player, "extra_action_token")


_ANY_TIME = {TakeCoinsForMedal: _take_coins, ExchangeExtraAction: _exchange_extra_action}
_ANY_TIME_CHECKS = {TakeCoinsForMedal: _check_take_coins, ExchangeExtraAction: _check_exchange_extra_action}


def _rules_for(state: GameState, command):
    """The phase (or any-time) rules module answering `command`, after the refusals every command shares:
    a game over, a seat that does not exist, a command the phase does not know, a decision not the player's."""
    phase = state.step.phase
    if phase is _OVER:
        raise IllegalCommand(Why.GAME_OVER)
    if not 0 <= command.player < len(state.players):
        raise IllegalCommand(Why.NO_SUCH_PLAYER)
    if type(command) in _ANY_TIME:
        return _ANY_TIME, _ANY_TIME_CHECKS
    rules = PHASE_RULES[phase]
    if type(command) not in rules.HANDLERS:
        raise IllegalCommand(Why.WRONG_PHASE, phase=phase.value)
    deciding = current_player(state)
    if command.player != deciding:
        raise NotYourDecision(Why.NOT_YOUR_DECISION, name=state.player(deciding).name)
    return rules.HANDLERS, rules.CHECKS


def apply(state: GameState, command) -> tuple[GameState, list]:
    """The state after `command` and the events it caused. Refuses an illegal command with an
    IllegalCommand (a ValueError) and leaves `state` untouched: it is never mutated."""
    handlers, _checks = _rules_for(state, command)
    ctx = Context(state)
    handlers[type(command)](ctx, command)
    return ctx.finish()


def check(state: GameState, command) -> None:
    """Refuse `command` exactly as `apply` would (the same error, the same words), without playing it: no
    dice are rolled, nothing is copied. Each handler runs the same check before it changes anything."""
    _handlers, checks = _rules_for(state, command)
    found = checks.get(type(command))
    if found is not None:
        found(state, command)


def refusal_for(state: GameState, command) -> Refusal | None:
    """Why `apply` would refuse `command` now (an identifier and its values, for the screens to put into words);
    None if it is legal."""
    try:
        check(state, command)
    except IllegalCommand as refused:
        return refused.refusal
    return None


def why_not(state: GameState, command) -> str | None:
    """The reason `apply` would refuse `command` now, as an English sentence; None if it is legal."""
    refusal = refusal_for(state, command)
    return None if refusal is None else str(refusal)


def is_legal(state: GameState, command) -> bool:
    return refusal_for(state, command) is None  # no sentence made: a search asks this of thousands of commands


def any_time_commands(state: GameState, seat: int) -> list:
    player = state.player(seat)
    out: list = []
    if player.medals:
        out.append(make(TakeCoinsForMedal, player=seat))
    if player.tokens.get(_EXTRA_ACTION) and state.medal_supply:
        out.append(make(ExchangeExtraAction, player=seat))
    return out


def legal_commands(state: GameState) -> list:
    """Every legal command of the deciding player for bounded choices, plus their any-time exchanges (R13).

    Open-ended choices list one representative each: the lowest bid (see `bid_range` for the rest), the
    best token assignment of each program (see `attendance` for others), and no trade offers
    (see `trade.check_offer`)."""
    phase = state.step.phase
    if phase is _OVER:
        return []
    return PHASE_RULES[phase].legal(state) + any_time_commands(state, current_player(state))


def all_legal_commands(state: GameState, *, trade_tokens: int = 1) -> Iterator:
    """Every command `apply` accepts now, for a search that must see them all: `legal_commands` with each
    open-ended choice widened to all its values (R6-R13).

    - bids (R7): every amount from the lowest allowed to all the bidder's coins, in every market with a lot;
    - productions (R9.2): every distinct assignment of tokens and jokers of each program that can be
      produced (`scoring.assignments`), with each number of medals the player holds;
    - die moves (R9.1) with a die already valued while a "1-3" die still waits for its value;
    - trade offers (R8): a bounded space, each side laying at most `trade_tokens` tokens (`trade.offers`
      says why and what is left out);
    - the any-time exchanges (R13) of every seat, not only the deciding one's: `apply` takes them from anyone.

    Each command comes once, its token counts without zeros (`{lion: 0}` is the offer `{}`). Apart from the
    trade offers outside the bound and those that cancel out (a lion for a lion), nothing `apply` accepts is
    missing. The productions of a program number
    up to a few hundred times the medals held plus one, the offers some thousands per partner (one token a
    side): a generator, so that a search may stop early. `legal_commands`, one of each, stays the fast list
    for the screens and the computer players."""
    phase = state.step.phase
    if phase is _OVER:
        return
    for command in PHASE_RULES[phase].legal(state):
        if isinstance(command, (OpenAuction, RaiseBid)):
            low, high = bid_range(state)
            yield from (command.replace(bid=bid) for bid in range(low, high + 1))
        elif isinstance(command, Produce):
            medals = state.player(command.player).medals
            for tokens, jokers in assignments(state, command.player, command.program):
                yield from (Produce(player=command.player, program=command.program, tokens=tokens, jokers=jokers,
                                    medals=m) for m in range(medals + 1))
        else:
            yield command
    if phase == "produce":
        yield from moves_before_choosing(state)
    yield from offers(state, trade_tokens)
    for seat in range(len(state.players)):
        yield from any_time_commands(state, seat)
