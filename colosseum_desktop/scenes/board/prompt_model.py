"""What the game is asking, in one line for the banner: "Anke: open an auction (click a market) or decline".

How-to hints are for the people at this computer (the mouse, and the keys for nobles: N picks one up, Left/Right
choose a lit square, Enter drops it); a computer seat's line, and a person's at another computer, say only what is
being decided. Each question with a hint is
therefore two whole messages, the person's and the computer's, so a translator words both freely. The line is
in the current language; the banner fits it to its width."""
from __future__ import annotations

from ... import rules
from ...i18n import _, names_list, ngettext
from ...i18n.card_names import tokens_and_coins
from ...rules.state import GameState, Phase


def _name(state: GameState, seat: int) -> str:
    return state.player(seat).name


def _squares(left: list[int]) -> str:
    """How far the dice left may move a noble: '3 squares', or '2 or 3 (5 with both)' for two dice."""
    if len(left) == 2:
        return _("{first} or {second} ({both} with both)", first=left[0], second=left[1], both=sum(left))
    return ngettext("{n} square", "{n} squares", left[0])


def _hinted(hints: bool, hinted: str, plain: str) -> tuple[str, ...]:
    """The line with its how-to hint, then without, for a person at this computer; else without."""
    return (hinted, plain) if hints else (plain,)


def _produce(state: GameState, name: str, hints: bool) -> tuple[str, ...]:
    step = state.step
    if not step.rolled:  # R5: phases are optional
        return _hinted(hints, _("{name}: roll the dice, or pass and stage no event (click the dice)", name=name),
                       _("{name}: roll the dice, or pass and stage no event", name=name))
    if any(v is None for v in step.values):
        return (_("{name}: count the 1-3 die as 1, 2 or 3", name=name),)
    if not step.dice_done:
        squares = _squares([v for v, used in zip(step.values, step.used) if not used])
        # "2 or 3 (5 with both)" is short so that the hint fits the banner too
        return _hinted(hints, _("{name}: move a noble {squares}: drag it, or N ←/→ Enter", name=name,
                                 squares=squares),
                       _("{name}: move a noble {squares}", name=name, squares=squares))
    if state.player(step.player).medals:
        return _hinted(hints, _("{name}: stage an event, move a noble by medal (N), or end the turn", name=name),
                       _("{name}: stage an event, move a noble by medal, or end the turn", name=name))
    return (_("{name}: stage an event or end the turn", name=name),)


def prompt_choices(state: GameState, person: bool = True, here: bool = True) -> tuple[str, ...]:
    """The banner's question worded from the longest to the shortest (without the hints, without an offer's
    tokens): the banner shows the first that fits it in the language of the moment. `person`: the deciding seat
    is played by a person, else the line names the seat as the computer's; `here`: that person plays at this computer
    and gets the how-to hints (a person at another computer online does not: the keys and clicks are not theirs)."""
    seat = rules.current_player(state)
    if seat is None:
        winners = rules.winners(state)
        return (ngettext("Game over: {names} wins", "Game over: {names} win", len(winners),
                         names=names_list([_name(state, s) for s in winners])),)
    name = _name(state, seat) if person else _("{name} (computer)", name=_name(state, seat))
    hints = person and here
    step = state.step
    match state.phase:
        case Phase.INVEST:
            if step.credits:
                return (_("{name}: invest (buy a program, expand, ticket, loge) or end investing", name=name),
                        _("{name}: invest", name=name))
            return (_("{name}: pay for one more investment, or end investing", name=name),)
        case Phase.AUCTION:
            auction = step.auction
            if auction is None:
                return _hinted(hints, _("{name}: open an auction (click a market) or decline", name=name),
                               _("{name}: open an auction or decline", name=name))
            return (_("{name}: raise {bidder}'s bid of {bid} on market {market}, or pass", name=name,
                      bidder=_name(state, auction.high_bidder), bid=auction.high_bid, market=auction.market + 1),
                    _("{name}: raise or pass", name=name))
        case Phase.TRADE:
            offer = step.offer
            if offer is None:
                return (_("{name}: trade with another player, or end trading", name=name),)
            trader = _name(state, offer.trader)
            return (_("{name}: accept or refuse {trader}'s offer: {give} for {take}", name=name, trader=trader,
                      give=tokens_and_coins(offer.give, offer.give_coins),
                      take=tokens_and_coins(offer.take, offer.take_coins)),
                    _("{name}: accept or refuse {trader}'s offer", name=name, trader=trader))
        case Phase.PRODUCE:
            return _produce(state, name, hints)
        case Phase.CEREMONY:
            if step.to_discard:
                return (_("{name}: discard one token used in your last event", name=name),)
            return (_("{name}: name a token type that {giver} gives you", name=name,
                      giver=_name(state, step.podium_winner)),)
    return (name,)
