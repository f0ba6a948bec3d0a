"""The board's action buttons as a model: which decisions get a button (the rest are made with pieces), what
each button says, which one is the primary. Words and commands only: the scene makes the widgets."""
from __future__ import annotations

from .. import rules
from ..game_log import token_name
from ..rules.invest import expansion_square
from ..rules.state import Phase

# Commands the board's pieces give (or too many to list as buttons); the rest become buttons.
PIECE_COMMANDS = frozenset({"move_noble", "medal_move_noble", "open_auction", "buy_program", "raise_bid"})
RAISE_STEP = 4  # the second bid button offers this much above the lowest raise


def command_label(state: rules.GameState, command) -> str:
    """The words on a button that gives this command."""
    k = command.kind
    if k == "end_turn":
        if state.phase is Phase.PRODUCE and not state.step.rolled:
            return "Pass (no event)"  # R5: the whole phase is skipped, nobles and production both
        return {Phase.INVEST: "End investing", Phase.TRADE: "End trading"}.get(state.phase, "End turn")
    if k == "produce":
        total = rules.attendance(state, command.player, command.program, command.tokens, command.jokers).total
        return f"Stage #{command.program} ({total})"
    if k == "expand_arena":
        return f"Expand to {expansion_square(state, command.player, command.clockwise)}"
    if k == "buy_extra_investment":
        return "2 medals: +1 invest" if command.payment == "medals" else "Extra action: +1"
    if k in ("discard_token", "request_donation"):
        return ("Discard " if k == "discard_token" else "Ask ") + token_name(command.token)
    if k == "choose_die_value":
        return f"Count {command.value}" if len(state.step.faces) == 1 else f"Die {command.die + 1}: {command.value}"
    if k == "raise_bid":
        return f"Bid {command.bid}"
    return {"roll_dice": "Roll dice", "decline_auction": "Decline", "pass_bid": "Pass", "accept_trade": "Accept",
            "refuse_trade": "Refuse", "buy_season_ticket": "Season ticket", "buy_loge": "Loge",
            "take_coins_for_medal": "Medal: 6 coins", "exchange_extra_action": "Extra action: medal"}.get(k, k)


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
        wanted.append(("Invest…", "invest"))
    if state.phase is Phase.TRADE and step.offer is None:
        wanted.append(("Trade…", "trade"))
    if state.phase is Phase.AUCTION:
        wanted.append(("Bid…" if step.auction else "Open auction…", "bid"))
    if state.phase is Phase.PRODUCE and step.dice_done:
        wanted.append(("Produce…", "produce"))
    if state.phase is Phase.CEREMONY:
        wanted.append(("Ceremony…", "ceremony"))
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
    line = f"Market {auction.market + 1}: {leader} leads with {auction.high_bid}"
    if auction.passed:
        line += "; passed: " + ", ".join(state.player(s).name for s in auction.passed)
    return line
