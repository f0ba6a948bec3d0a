"""Small builders for rules tests: a game, then exactly the position a test needs."""
from __future__ import annotations

from colosseum_desktop import rules
from colosseum_desktop.rules import (AuctionStep, CeremonyStep, GameOptions, InvestStep, ProduceStep, Token,
                                     TradeStep)

T = Token


def game(players: int = 4, seed: int = 1, variant: str = "standard", names=()) -> rules.GameState:
    return rules.new_game(GameOptions(players=players, variant=variant, names=tuple(names)), seed)


def with_player(state: rules.GameState, seat: int, **changes) -> rules.GameState:
    unknown = set(changes) - set(rules.Player.model_fields)
    assert not unknown, f"a player has no {sorted(unknown)}"  # model_copy would take any name without a word
    players = list(state.players)
    players[seat] = players[seat].model_copy(update=changes)
    return state.model_copy(update={"players": tuple(players)})


def with_tokens(state: rules.GameState, holdings: dict[int, dict]) -> rules.GameState:
    """Give each listed seat exactly these tokens; the difference goes to or comes from the bag so the
    152-token census still holds."""
    bag = dict(state.bag)
    for seat, tokens in holdings.items():
        old = state.players[seat].tokens
        for token in set(old) | set(tokens):
            bag[token] = bag.get(token, 0) + old.get(token, 0) - tokens.get(token, 0)
        state = with_player(state, seat, tokens={t: n for t, n in tokens.items() if n})
    bag = {t: n for t, n in bag.items() if n}
    return state.model_copy(update={"bag": bag})


def at(state: rules.GameState, step, **changes) -> rules.GameState:
    return state.model_copy(update={"step": step, **changes})


def invest(state, seat=0, credits=1):
    return at(state, InvestStep(player=seat, credits=credits))


def auction(state, active=0):
    return at(state, AuctionStep(active=active))


def trade(state, trader=0):
    return at(state, TradeStep(trader=trader))


def produce(state, seat=0, faces=None, **step):
    """The produce phase at `seat`'s turn; with `faces`, the dice already rolled to those faces."""
    if faces is None:
        return at(state, ProduceStep(player=seat, **step))
    values = tuple(None if f == 1 else f for f in faces)
    return at(state, ProduceStep(player=seat, faces=tuple(faces), values=values, used=(False,) * len(faces),
                                 **step))


def ceremony(state, podium_winner, to_discard=(), donation_from=None, donation_to=None):
    return at(state, CeremonyStep(podium_winner=podium_winner, to_discard=tuple(to_discard),
                                  donation_from=donation_from, donation_to=donation_to))


def play(state, *commands):
    """Apply commands in order; return the final state and all events."""
    events = []
    for command in commands:
        state, new = rules.apply(state, command)
        events += new
    return state, events


def kinds(events) -> list[str]:
    return [e.kind for e in events]


def place_nobles(state, squares: dict[int, int]) -> rules.GameState:
    nobles = tuple(n.model_copy(update={"square": squares.get(n.id, n.square)}) for n in state.nobles)
    return state.model_copy(update={"nobles": nobles})
