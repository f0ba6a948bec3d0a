"""Events as sentences a player can read: "Beate wins market 3 for 12 coins: lion, lion, cage".

Pure (no pygame): the board's log panel shows these lines in the acting player's colour.
"""
from __future__ import annotations

from dataclasses import dataclass

from .rules.data import Token
from .rules.state import PHASE_TITLES, GameState, ProduceStep

Pieces = tuple[Token, ...]


@dataclass(frozen=True)
class LogLine:
    """One line of the log. `text` is words only, a plain sentence (what a translation translates); `pieces`
    are the tokens it names, kept apart so the panel can draw their pictures after the words: one group for
    most lines, two for a trade (what is offered, then what is asked)."""
    text: str
    seat: int | None  # whose colour the line takes; None for the game's own lines (phases, refills)
    pieces: tuple[Pieces, ...] = ()


def token_name(token) -> str:
    return str(token).replace("_", " ")


def token_list(tokens) -> str:
    return ", ".join(token_name(t) for t in tokens) or "nothing"


def a_token(token) -> str:
    name = token_name(token)
    return f"{'an' if name[0] in 'aeiou' else 'a'} {name}"


def counts_text(counts: dict, coins: int = 0) -> str:
    parts = [f"{n} {token_name(t)}" for t, n in counts.items() if n]
    if coins:
        parts.append(f"{coins} coin{'s' * (coins != 1)}")
    return ", ".join(parts) or "nothing"


def counted(counts: dict) -> Pieces:
    """A trade's {token: count} as the tokens themselves, in the order it names them."""
    return tuple(Token(t) for t, n in counts.items() for _ in range(n))


def die_face(face: int) -> str:
    return "1-3" if face == 1 else str(face)


_INVESTMENTS = {"expansion": "expands the arena", "season_ticket": "buys a season ticket",
                "loge": "buys an Emperor's loge"}


def _invested(e, name) -> str:
    if e.what == "program":
        return f"{name} buys program {e.program} for {e.coins} coins"
    if e.what == "extra_investment":
        paid = "2 medals" if e.paid_with == "medals" else "an extra-action token"
        return f"{name} pays {paid} for one more investment"
    where = f" onto square {e.square}" if e.square is not None else ""
    return f"{name} {_INVESTMENTS[e.what]}{where} ({e.coins} coins)"


_MEDAL_REASONS = {"coins": "6 coins", "extra_action_token": "extra-action token",
                  "extra_investment": "extra investment", "rest_square": "noble ended on a rest square",
                  "noble_move": "noble move", "spectators": "+3 spectators each", "emperor_token": "emperor token"}
_DONATION_SKIP_REASONS = {"giver_is_lowest": "The podium winner has the lowest record too",
                          "no_normal_token": "The podium winner holds no normal token"}


def noble_name(state: GameState, noble: int) -> str:
    kind = state.nobles[noble].kind
    return "the Emperor" if kind == "emperor" else f"a {kind.capitalize()}"


def _moved(e, name, state) -> str:
    how = " with a medal" if e.by_medal else ""
    way = "back" if e.steps < 0 else "forward"
    return (f"{name} moves {noble_name(state, e.noble)}{how} {abs(e.steps)} {way}: "
            f"square {e.start} to {e.end}")


def _produced(e, name) -> str:
    a = e.attendance
    record = " (new record)" if e.new_record else ""
    return f"{name} stages program {a.program}: {a.total} spectators{record}"


def _roll_off(e, names) -> str:
    rolls = "; ".join(f"{names(s)} {a}+{b}" for s, a, b in e.rolls)
    return f"Roll-off for the {e.purpose}: {rolls}. {names(e.winner)} wins"


def _star(e, names) -> str:
    if e.to_player is None:
        return f"Nobody holds the {token_name(e.token)} star award now"
    return f"{names(e.to_player)} takes the {token_name(e.token)} star award"


def _passed_phase_4(state: GameState, seat: int | None) -> bool:
    """R5: a player may end phase 4 before rolling; the log says so, as the table would."""
    step = state.step
    return isinstance(step, ProduceStep) and step.player == seat and not step.rolled


def sentence(event, state: GameState) -> LogLine:
    """One line for one event; `state` is the state before the command that caused it: it supplies the
    players' names and tells a pass of phase 4 from a turn that ended after the dice."""
    def names(seat):
        return state.player(seat).name

    k = event.kind
    seat = getattr(event, "player", None)
    name = names(seat) if seat is not None else ""
    match k:
        case "phase_started":
            return LogLine(f"Round {event.round}, {PHASE_TITLES[event.phase]}", None)
        case "turn_started":
            return LogLine(f"{name}'s turn", seat)
        case "turn_ended":
            if _passed_phase_4(state, seat):
                return LogLine(f"{name} passes without rolling: no noble moves, no event", seat)
            return LogLine(f"{name} ends their turn", seat)
        case "invested":
            paid_token = event.what == "extra_investment" and event.paid_with == "extra_action"
            return LogLine(_invested(event, name), seat, ((Token.EXTRA_ACTION,),) if paid_token else ())
        case "medals_changed":
            verb = "gains" if event.change > 0 else "spends"
            count = abs(event.change)
            return LogLine(f"{name} {verb} {count} medal{'s' * (count != 1)} ({_MEDAL_REASONS[event.reason]})", seat)
        case "coins_taken":
            return LogLine(f"{name} takes {event.coins} coins for a medal", seat)
        case "extra_action_exchanged":
            return LogLine(f"{name} exchanges an extra-action token for a medal", seat, ((Token.EXTRA_ACTION,),))
        case "auction_opened":
            return LogLine(f"{name} opens an auction on market {event.market + 1} at {event.bid} coins", seat)
        case "bid_raised":
            return LogLine(f"{name} bids {event.bid}", seat)
        case "bid_passed":
            return LogLine(f"{name} passes" + (" (cannot pay more)" if event.forced else ""), seat)
        case "auction_declined":
            return LogLine(f"{name} declines to open an auction" + (" (cannot)" if event.forced else ""), seat)
        case "auction_won":
            return LogLine(f"{name} wins market {event.market + 1} for {event.price} coins: "
                           f"{token_list(event.tokens)}", seat, (tuple(event.tokens),))
        case "emperor_token_taken":
            return LogLine(f"{name} sets the emperor token aside", seat, ((Token.EMPEROR,),))
        case "market_refilled":
            hidden = " (the face-down token first)" if event.face_down_used else ""
            return LogLine(f"Market {event.market + 1} refilled{hidden}: {token_list(event.tokens)}", None,
                           (tuple(event.tokens),))
        case "trade_proposed":
            return LogLine(f"{names(event.trader)} offers {names(event.partner)} "
                           f"{counts_text(event.give, event.give_coins)} for "
                           f"{counts_text(event.take, event.take_coins)}", event.trader,
                           (counted(event.give), counted(event.take)))
        case "trade_accepted":
            return LogLine(f"{names(event.partner)} accepts the trade", event.partner)
        case "trade_refused":
            return LogLine(f"{names(event.partner)} refuses the trade", event.partner)
        case "dice_rolled":
            return LogLine(f"{name} rolls {' and '.join(die_face(f) for f in event.faces)}", seat)
        case "die_value_chosen":
            return LogLine(f"{name} counts the 1-3 die as {event.value}", seat)
        case "noble_moved":
            return LogLine(_moved(event, name, state), seat)
        case "produced":
            return LogLine(_produced(event, name), seat)
        case "star_award_moved":
            return LogLine(_star(event, names), event.to_player, ((event.token,),))
        case "roll_off":
            return LogLine(_roll_off(event, names), event.winner)
        case "podium_awarded":
            return LogLine(f"{name} receives a podium", seat)
        case "token_discarded":
            return LogLine(f"{name} discards {a_token(event.token)}", seat, ((event.token,),))
        case "donation_made":
            return LogLine(f"{names(event.giver)} gives {names(event.receiver)} {a_token(event.token)}",
                           event.giver, ((event.token,),))
        case "donation_skipped":
            return LogLine(f"No donation: {_DONATION_SKIP_REASONS[event.reason]}", None)
        case "game_ended":
            won = " and ".join(names(s) for s in event.winners)
            return LogLine(f"The game is over. {won} win{'s' * (len(event.winners) == 1)}", None)
    return LogLine(k.replace("_", " "), seat)


def sentences(events, state: GameState) -> list[LogLine]:
    """The lines of one command's events; `state` is the state before that command."""
    return [sentence(e, state) for e in events]
