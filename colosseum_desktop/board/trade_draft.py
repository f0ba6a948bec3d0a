"""A trade being put together (R8): what the trader lays on the table from each side, tokens and coins, and
whether the rules would accept it as an offer. Plain logic, no drawing: the trade table shows and edits it."""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import rules
from ..i18n import _
from ..i18n.card_names import token_name
from ..i18n.refusals import refusal_text
from ..rules import Token

TRADER, PARTNER = "trader", "partner"  # the two sides of the table


@dataclass
class TradeDraft:
    """The offer being put together: what the trader gives and what they ask for in return."""

    state: rules.GameState
    trader: int
    partner: int
    give: dict[Token, int] = field(default_factory=dict)
    take: dict[Token, int] = field(default_factory=dict)
    give_coins: int = 0
    take_coins: int = 0

    def owner(self, side: str) -> rules.Player:
        return self.state.player(self.trader if side == TRADER else self.partner)

    def on_table(self, side: str) -> dict[Token, int]:
        return self.give if side == TRADER else self.take

    def in_tray(self, side: str) -> dict[Token, int]:
        table = self.on_table(side)
        return {t: n - table.get(t, 0) for t, n in self.owner(side).tokens.items()}

    def to_table(self, side: str, token: Token) -> str | None:
        """Put one of a side's tokens on the table; the reason if they have none left."""
        if self.in_tray(side).get(token, 0) <= 0:
            return _("{name} has no more “{token}” tokens", name=self.owner(side).name, token=token_name(token))
        table = self.on_table(side)
        table[token] = table.get(token, 0) + 1
        return None

    def to_tray(self, side: str, token: Token) -> None:
        table = self.on_table(side)
        if table.get(token):
            table[token] -= 1
            if not table[token]:
                del table[token]

    def set_coins(self, side: str, coins: int) -> None:
        coins = max(0, coins)
        if side == TRADER:
            self.give_coins = coins
        else:
            self.take_coins = coins

    def command(self) -> rules.ProposeTrade:
        return rules.ProposeTrade(player=self.trader, partner=self.partner, give=dict(self.give),
                                  give_coins=self.give_coins, take=dict(self.take), take_coins=self.take_coins)

    def problem(self) -> str | None:
        """Why the engine would refuse this offer, in the player's language, or None."""
        try:
            rules.check_offer(self.state, self.command())
        except rules.IllegalCommand as refused:
            return refusal_text(refused.refusal)
        return None
