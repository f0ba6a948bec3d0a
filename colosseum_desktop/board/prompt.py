"""What the game is asking, in one line for the banner: "Anke: open an auction (click a market) or decline".

How-to hints are for people (the mouse, and the keys for nobles: N picks one up, Left/Right choose a lit
square, Enter drops it); a computer seat's line says only what it is deciding. The line must fit the banner."""
from __future__ import annotations

from .. import rules
from ..game_log import counts_text
from ..rules.state import GameState, Phase

CLICK_HINT = " (click"
MOVE_HINT = ": drag it, or N ←/→ Enter"  # "2 or 3 (5 with both)" is short so that this fits the banner
MEDAL_HINT = " (N)"


def _name(state: GameState, seat: int) -> str:
    return state.player(seat).name


def _produce(state: GameState, name: str) -> str:
    step = state.step
    if not step.rolled:
        return f"{name}: roll the dice, or pass and stage no event{CLICK_HINT} the dice)"  # R5: phases are optional
    if any(v is None for v in step.values):
        return f"{name}: count the 1-3 die as 1, 2 or 3"
    if not step.dice_done:
        left = [v for v, used in zip(step.values, step.used) if not used]
        if len(left) == 2:
            squares = f"{left[0]} or {left[1]} ({sum(left)} with both)"
        else:
            squares = "1 square" if left[0] == 1 else f"{left[0]} squares"
        return f"{name}: move a noble {squares}{MOVE_HINT}"
    if state.player(step.player).medals:
        return f"{name}: stage an event, move a noble by medal{MEDAL_HINT}, or end the turn"
    return f"{name}: stage an event or end the turn"


def _without_hints(line: str) -> str:
    for hint in (CLICK_HINT, MOVE_HINT):
        line = line.split(hint)[0]
    return line.replace(MEDAL_HINT, "")


def prompt(state: GameState, person: bool = True) -> str:
    line = _prompt(state)
    seat = rules.current_player(state)
    if person or seat is None:
        return line
    name = _name(state, seat)
    return f"{name} (computer){_without_hints(line)[len(name):]}"


def _prompt(state: GameState) -> str:
    seat = rules.current_player(state)
    if seat is None:
        won = " and ".join(_name(state, s) for s in rules.winners(state))
        return f"Game over: {won} win{'s' * (len(rules.winners(state)) == 1)}"
    name = _name(state, seat)
    step = state.step
    match state.phase:
        case Phase.INVEST:
            if step.credits:
                return f"{name}: invest (buy a program, expand, ticket, loge) or end investing"
            return f"{name}: pay for one more investment, or end investing"
        case Phase.AUCTION:
            auction = step.auction
            if auction is None:
                return f"{name}: open an auction (click a market) or decline"
            return (f"{name}: raise {_name(state, auction.high_bidder)}'s bid of {auction.high_bid} "
                    f"on market {auction.market + 1}, or pass")
        case Phase.TRADE:
            offer = step.offer
            if offer is None:
                return f"{name}: trade with another player, or end trading"
            return (f"{name}: accept or refuse {_name(state, offer.trader)}'s offer: "
                    f"{counts_text(offer.give, offer.give_coins)} for {counts_text(offer.take, offer.take_coins)}")
        case Phase.PRODUCE:
            return _produce(state, name)
        case Phase.CEREMONY:
            if step.to_discard:
                return f"{name}: discard one token used in this round's event"
            return f"{name}: name a token type that {_name(state, step.podium_winner)} gives you"
    return name
