"""A trade being put together (R8): what the trader lays on the table from each side, tokens and coins, and
whether the rules would accept it as an offer. Plain logic, no drawing: the trade dialog's view holds a
`TableDraft`, and reads it against the game with `TradeDraft`."""
from __future__ import annotations

from dataclasses import dataclass, replace

from .... import rules
from ....i18n import _
from ....i18n.card_names import token_name
from ....i18n.refusals import refusal_text
from ....rules import Token
from ....rules.state import TradeOffer
from ..token_counts_model import Counts, changed, frozen_counts

TRADER, PARTNER = "trader", "partner"  # the two sides of the table


@dataclass(frozen=True)
class TableDraft:
    """The offer being put together, as plain values: what the trader gives and what they ask for in return
    (the trade dialog's view holds it)."""

    trader: int
    partner: int
    give: Counts = ()
    take: Counts = ()
    give_coins: int = 0
    take_coins: int = 0

    @classmethod
    def of_offer(cls, offer: TradeOffer) -> TableDraft:
        """An offer made, laid out again (to show it to the partner, or to change it after a refusal)."""
        return cls(offer.trader, offer.partner, frozen_counts(offer.give), frozen_counts(offer.take),
                   offer.give_coins, offer.take_coins)


@dataclass(frozen=True)
class TradeDraft:
    """A table draft read against the game: what each side still holds, and whether the rules would accept
    it as an offer. Editing gives a new draft; nothing here changes."""

    state: rules.GameState
    laid: TableDraft

    @classmethod
    def empty(cls, state: rules.GameState, trader: int, partner: int) -> TradeDraft:
        return cls(state, TableDraft(trader, partner))

    trader = property(lambda self: self.laid.trader)
    partner = property(lambda self: self.laid.partner)
    give = property(lambda self: dict(self.laid.give))
    take = property(lambda self: dict(self.laid.take))
    give_coins = property(lambda self: self.laid.give_coins)
    take_coins = property(lambda self: self.laid.take_coins)

    def owner(self, side: str) -> rules.Player:
        return self.state.player(self.trader if side == TRADER else self.partner)

    def on_table(self, side: str) -> dict[Token, int]:
        return self.give if side == TRADER else self.take

    def in_tray(self, side: str) -> dict[Token, int]:
        table = self.on_table(side)
        return {t: n - table.get(t, 0) for t, n in self.owner(side).tokens.items()}

    def why_not_to_table(self, side: str, token: Token) -> str | None:
        """None if one more of a side's tokens may go on the table; the reason if they have none left."""
        if self.in_tray(side).get(token, 0) <= 0:
            return _("{name} has no more “{token}” tokens", name=self.owner(side).name, token=token_name(token))
        return None

    def to_table(self, side: str, token: Token) -> TradeDraft:
        """The draft with one more of a side's tokens on the table; ask `why_not_to_table` first: a token the
        side does not have raises ValueError."""
        reason = self.why_not_to_table(side, token)
        if reason is not None:
            raise ValueError(reason)
        return self._moved(side, token, 1)

    def to_tray(self, side: str, token: Token) -> TradeDraft:
        """The draft with one of a side's tokens taken off the table (if one lies there)."""
        return self._moved(side, token, -1) if self.on_table(side).get(token) else self

    def _moved(self, side: str, token: Token, delta: int) -> TradeDraft:
        if side == TRADER:
            return replace(self, laid=replace(self.laid, give=changed(self.laid.give, token, delta)))
        return replace(self, laid=replace(self.laid, take=changed(self.laid.take, token, delta)))

    def with_coins(self, side: str, coins: int) -> TradeDraft:
        coins = max(0, coins)
        laid = replace(self.laid, give_coins=coins) if side == TRADER else replace(self.laid, take_coins=coins)
        return replace(self, laid=laid)

    def command(self) -> rules.ProposeTrade:
        return rules.ProposeTrade(player=self.trader, partner=self.partner, give=self.give,
                                  give_coins=self.give_coins, take=self.take, take_coins=self.take_coins)

    def problem(self) -> str | None:
        """Why the engine would refuse this offer, in the player's language, or None."""
        refusal = rules.refusal_for(self.state, self.command())
        return None if refusal is None else refusal_text(refusal)
