"""What a trade does to the star awards of the player deciding it (R10), said before it is offered or accepted:
giving tokens away may drop a held award, as a discard may (the ceremony dialog warns of that through the same
rule, rules.stars.awards_changed)."""
from __future__ import annotations

from .... import rules
from ....i18n import ngettext
from ....i18n.card_names import token_name
from ....rules.stars import awards_changed
from ....rules.state import TradeOffer
from ....rules.trade import stars_after_trade
from .draft_model import TableDraft


def awards_lost(state: rules.GameState, table: TableDraft, seat: int) -> list[rules.Token]:
    """The star award types `seat` holds now and would not hold once the trade on the table is accepted."""
    offer = TradeOffer(trader=table.trader, partner=table.partner, give=dict(table.give), take=dict(table.take),
                       give_coins=table.give_coins, take_coins=table.take_coins)
    return awards_changed(state.stars, stars_after_trade(state, offer), seat)[0]


def award_warning(state: rules.GameState, table: TableDraft, seat: int) -> str | None:
    """"This trade costs you the star award for Musician." for the seat deciding the trade; None when it costs
    them no award."""
    lost = awards_lost(state, table, seat)
    if not lost:
        return None
    return ngettext("This trade costs you the star award for {types}.",
                    "This trade costs you the star awards for {types}.", len(lost),
                    types=", ".join(token_name(token) for token in lost))
