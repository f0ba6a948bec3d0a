"""The working copy one `apply` call builds its new state in, with the events it records."""
from __future__ import annotations

from .data import Token, game_data
from .errors import IllegalCommand, NotAffordable
from .events import MedalReason, MedalsChanged
from .refusals import Why
from .rng import Rng
from .state import GameState, Player, TokenCounts


def add_counts(counts: TokenCounts, token: Token, delta: int) -> TokenCounts:
    """A new TokenCounts with `delta` more of `token`; types that reach zero are left out."""
    new = dict(counts)
    value = new.get(token, 0) + delta
    if value:
        new[token] = value
    else:
        new.pop(token, None)
    return new


def merge_counts(counts: TokenCounts, other: TokenCounts, sign: int = 1) -> TokenCounts:
    new = dict(counts)
    for token, n in other.items():
        value = new.get(token, 0) + sign * n
        if value:
            new[token] = value
        else:
            new.pop(token, None)
    return new


class Context:
    """Holds the state being built, the events and the dice.

    Copy on first write: the first change to the state, its step or a player copies that model, and later
    changes within the same `apply` update the copy in place (a command changes them several times over,
    and copying was the engine's main cost). Only these copies of its own are ever changed: never a model
    of the state `apply` was given, and none is seen outside before `finish`. So read what you need from a
    model before changing it: the model may be such a copy and change under you.
    """

    __slots__ = ("state", "events", "_rng", "data", "_own_state", "_own_step", "_own_players")

    def __init__(self, state: GameState) -> None:
        self.state = state
        self.events: list = []
        self._rng: Rng | None = None
        self.data = game_data()
        self._own_state: GameState | None = None
        self._own_step = None
        self._own_players: dict[int, Player] = {}

    @property
    def rng(self) -> Rng:
        """The dice and the bag, made on first use: most commands roll nothing and draw nothing."""
        if self._rng is None:
            self._rng = Rng(self.state.rng)
        return self._rng

    def emit(self, event) -> None:
        self.events.append(event)

    def set(self, **changes) -> None:
        if self.state is self._own_state:
            self.state.__dict__.update(changes)
        else:
            self.state = self._own_state = self.state.replace(**changes)

    def set_step(self, **changes) -> None:
        step = self.state.step
        if step is self._own_step:
            step.__dict__.update(changes)
        else:
            self._own_step = step.replace(**changes)
            self.set(step=self._own_step)

    def player(self, seat: int) -> Player:
        return self.state.players[seat]

    def update_player(self, seat: int, **changes) -> None:
        player = self.state.players[seat]
        if player is self._own_players.get(seat):
            player.__dict__.update(changes)
        else:
            players = list(self.state.players)
            players[seat] = self._own_players[seat] = player.replace(**changes)
            self.set(players=tuple(players))

    def pay(self, seat: int, coins: int) -> None:
        player = self.player(seat)
        if coins > player.coins:
            raise IllegalCommand(Why.COINS_SHORT, name=player.name, n=player.coins, cost=coins)
        self.update_player(seat, coins=player.coins - coins)

    def gain_coins(self, seat: int, coins: int) -> None:
        self.update_player(seat, coins=self.player(seat).coins + coins)

    def gain_medal(self, seat: int, reason: MedalReason) -> bool:
        """One medal from the supply, if it has one (R1, R13)."""
        if self.state.medal_supply == 0:
            return False
        self.set(medal_supply=self.state.medal_supply - 1)
        self.update_player(seat, medals=self.player(seat).medals + 1)
        self.emit(MedalsChanged(player=seat, change=1, reason=reason))
        return True

    def spend_medals(self, seat: int, count: int, reason: MedalReason) -> None:
        player = self.player(seat)
        if player.medals < count:
            raise NotAffordable(Why.MEDALS_SHORT, name=player.name, n=player.medals, needed=count)
        self.update_player(seat, medals=player.medals - count)
        self.set(medal_supply=self.state.medal_supply + count)
        self.emit(MedalsChanged(player=seat, change=-count, reason=reason))

    def finish(self) -> tuple[GameState, list]:
        if self._rng is not None and self._rng.state != self.state.rng:
            self.set(rng=self._rng.state)
        return self.state, self.events
