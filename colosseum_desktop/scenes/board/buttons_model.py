"""The board's action buttons as a model: which decisions get a button (the rest are made with pieces), what
each button says (in the current language), which one is the primary. Words and commands only: the scene makes
the widgets."""
from __future__ import annotations

from ... import rules
from ...i18n import N_, _
from ...i18n.card_names import token_name
from ...rules.invest import expansion_square
from ...rules.state import Phase

# The banner's buttons, always there, say the key that does the same.
# TRANSLATORS: the keys as printed on the language's keyboards (Strg for Ctrl on German ones).
BANNER_LABELS = {"undo": N_("Undo Ctrl+Z"), "rules": N_("Rules F1"), "programs": N_("Programs P"),
                 "menu": N_("Menu Esc")}

# Commands the board's pieces give (or too many to list as buttons); the rest become buttons.
PIECE_COMMANDS = frozenset({"move_noble", "medal_move_noble", "open_auction", "buy_program", "raise_bid"})
RAISE_STEP = 4  # the second bid button offers this much above the lowest raise


def command_label(state: rules.GameState, command) -> str:
    """The words on a button that gives this command, in the current language."""
    k = command.kind
    if k == "end_turn":
        if state.phase is Phase.PRODUCE and not state.step.rolled:
            return _("Pass (no event)")  # R5: the whole phase is skipped, nobles and production both
        return {Phase.INVEST: _("End investing"), Phase.TRADE: _("End trading")}.get(state.phase) or _("End turn")
    if k == "produce":
        total = rules.attendance(state, command.player, command.program, command.tokens, command.jokers).total
        return _("Stage #{program} ({total})", program=command.program, total=total)
    if k == "expand_arena":
        return _("Expand to {square}", square=expansion_square(state, command.player, command.clockwise))
    if k == "buy_extra_investment":
        return _("2 medals: +1 invest") if command.payment == "medals" else _("Extra action: +1")
    if k == "discard_token":
        return _("Discard {token}", token=token_name(command.token))
    if k == "request_donation":
        return _("Ask {token}", token=token_name(command.token))
    if k == "choose_die_value":
        if len(state.step.faces) == 1:
            return _("Count {value}", value=command.value)
        return _("Die {die}: {value}", die=command.die + 1, value=command.value)
    if k == "raise_bid":
        return _("Bid {bid}", bid=command.bid)
    return _(COMMAND_LABELS[k]) if k in COMMAND_LABELS else k


# The buttons whose words do not depend on the command's values.
COMMAND_LABELS = {"roll_dice": N_("Roll dice"), "decline_auction": N_("Decline"), "pass_bid": N_("Pass"),
                  "accept_trade": N_("Accept"), "refuse_trade": N_("Refuse"),
                  "buy_season_ticket": N_("Season ticket"), "buy_loge": N_("Loge"),
                  "take_coins_for_medal": N_("Medal: 6 coins"), "exchange_extra_action": N_("Extra action: medal")}


def is_primary(state: rules.GameState, kind: str) -> bool:
    """Whether a button giving a command of this kind is drawn as the expected choice: ending one's turn,
    except that before the roll it is rolling, not passing the production (R5)."""
    if state.phase is Phase.PRODUCE and not state.step.rolled:
        return kind == "roll_dice"
    return kind == "end_turn"


def dialog_entries(state: rules.GameState) -> list[tuple[str, str]]:
    """(label, dialog key) for the overlay dialogs that serve the decision now."""
    step = state.step
    wanted = []
    if state.phase is Phase.INVEST:
        wanted.append((_("Invest…"), "invest"))
    if state.phase is Phase.TRADE and step.offer is None:
        wanted.append((_("Trade…"), "trade"))
    if state.phase is Phase.AUCTION:
        wanted.append((_("Bid…") if step.auction else _("Open auction…"), "bid"))
    if state.phase is Phase.PRODUCE and step.dice_done:
        wanted.append((_("Produce…"), "produce"))
    if state.phase is Phase.CEREMONY:
        wanted.append((_("Ceremony…"), "ceremony"))
    return wanted


def command_entries(state: rules.GameState, legal: list) -> list:
    """The commands that get a button: bounded choices, plus two quick raises while an auction runs."""
    out = []
    if state.phase is Phase.AUCTION and state.step.auction is not None:
        bids = rules.bid_range(state)
        if bids:
            low, high = bids
            seat = rules.current_player(state)
            out.append(rules.RaiseBid(player=seat, bid=low))
            if low + RAISE_STEP <= high:
                out.append(rules.RaiseBid(player=seat, bid=low + RAISE_STEP))
    return out + [c for c in legal if c.kind not in PIECE_COMMANDS]


def auction_summary(state: rules.GameState) -> str:
    """Who leads the running auction and who is out of it."""
    auction = state.step.auction
    leader = state.player(auction.high_bidder).name
    if auction.passed:
        return _("Market {market}: {leader} leads with {bid}; passed: {names}", market=auction.market + 1,
                 leader=leader, bid=auction.high_bid, names=", ".join(state.player(s).name for s in auction.passed))
    return _("Market {market}: {leader} leads with {bid}", market=auction.market + 1, leader=leader,
             bid=auction.high_bid)
