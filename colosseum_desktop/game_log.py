"""Events as sentences a player can read, in the player's language: "Beate wins market 3 for 12 coins: 2 lions,
1 cage".

Pure (no pygame). The events hold identifiers and numbers (rules/events.py); the words are chosen here, at the edge.
Every sentence is one whole message of the catalogs, with placeholders for names and numbers and plural forms by
count, so a translation puts its words in the order and case its language needs; pieces are named by
i18n/card_names.py, in the object's case where they are what is given or moved ("einen Löwen", "den Kaiser").

A line is worded when `sentences` is called, in the language of that moment. The log panel keeps how to word the
game's lines again (`LogPanel.add_worded`), so switching the language words them again from the same events.
"""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from .i18n import NPC_, _, names_list, ngettext, npgettext, pgettext
from .i18n.card_names import (noble_as_object, phase_title, program_name, token_as_object, token_name,
                              tokens_and_coins)
from .rules.data import Token
from .rules.state import GameState, ProduceStep

Pieces = tuple[Token, ...]


@dataclass(frozen=True)
class LogLine:
    """One line of the log. `text` is words only, a plain sentence in the language it was made in; `pieces` are
    the tokens it names, kept apart so the panel can draw their pictures after the words: one group for most
    lines, two for a trade (what is offered, then what is asked)."""
    text: str
    seat: int | None  # whose colour the line takes; None for the game's own lines (phases, refills)
    pieces: tuple[Pieces, ...] = ()
    # A computer player's move the line tells of (a session LogEntry), so that hovering it can say why it was
    # chosen (scenes/board/explanations.py); not part of what the line shows, so not compared.
    move: object = field(default=None, compare=False)


def counted(counts: dict) -> Pieces:
    """A trade's {token: count} as the tokens themselves, in the order it names them."""
    return tuple(Token(t) for t, n in counts.items() for _ in range(n))


def _won_tokens(tokens) -> str:
    """A lot as counts, in the order drawn: '2 lions, 1 cage'."""
    return tokens_and_coins(dict(Counter(tokens)))


def die_face(face: int) -> str:
    return "1-3" if face == 1 else str(face)


# A medal gained or spent, per reason (rules.events.MedalReason): whole sentences, counted.
MEDAL_SENTENCES: dict[str, tuple[str, str, str]] = {
    "coins": NPC_("medals", "{name} spends {n} medal for 6 coins", "{name} spends {n} medals for 6 coins"),
    "extra_action_token": NPC_("medals", "{name} gains {n} medal for an extra-action token",
                               "{name} gains {n} medals for an extra-action token"),
    "extra_investment": NPC_("medals", "{name} spends {n} medal on one more investment",
                             "{name} spends {n} medals on one more investment"),
    "rest_square": NPC_("medals", "{name} gains {n} medal: a noble ended its move on a rest square",
                        "{name} gains {n} medals: a noble ended its move on a rest square"),
    "noble_move": NPC_("medals", "{name} spends {n} medal to move a noble",
                       "{name} spends {n} medals to move a noble"),
    "spectators": NPC_("medals", "{name} spends {n} medal for 3 more spectators",
                       "{name} spends {n} medals for 3 more spectators each"),
    "emperor_token": NPC_("medals", "{name} gains {n} medal for the emperor token",
                          "{name} gains {n} medals for the emperor token"),
}


def _invested(e, name: str) -> str:
    if e.what == "program":
        return ngettext("{name} buys program {number} ({program}) for {n} coin",
                        "{name} buys program {number} ({program}) for {n} coins", e.coins,
                        name=name, number=e.program, program=program_name(e.program))
    if e.what == "extra_investment":
        if e.paid_with == "medals":
            return _("{name} pays 2 medals for one more investment", name=name)
        return _("{name} pays an extra-action token for one more investment", name=name)
    if e.what == "expansion":
        if e.square is None:
            return ngettext("{name} expands the arena for {n} coin", "{name} expands the arena for {n} coins",
                            e.coins, name=name)
        return ngettext("{name} expands the arena onto square {square} for {n} coin",
                        "{name} expands the arena onto square {square} for {n} coins", e.coins, name=name,
                        square=e.square)
    if e.what == "season_ticket":
        return ngettext("{name} buys a season ticket for {n} coin", "{name} buys a season ticket for {n} coins",
                        e.coins, name=name)
    return ngettext("{name} buys an Emperor's loge for {n} coin", "{name} buys an Emperor's loge for {n} coins",
                    e.coins, name=name)


def _moved(e, name: str, state: GameState) -> str:
    values = dict(name=name, noble=noble_as_object(state.nobles[e.noble].kind), start=e.start, end=e.end)
    steps = abs(e.steps)
    if e.by_medal and e.steps < 0:
        return ngettext("{name} moves {noble} {n} square back with a medal: square {start} to {end}",
                        "{name} moves {noble} {n} squares back with a medal: square {start} to {end}", steps, **values)
    if e.by_medal:
        return ngettext("{name} moves {noble} {n} square forward with a medal: square {start} to {end}",
                        "{name} moves {noble} {n} squares forward with a medal: square {start} to {end}", steps,
                        **values)
    if e.steps < 0:
        return ngettext("{name} moves {noble} {n} square back: square {start} to {end}",
                        "{name} moves {noble} {n} squares back: square {start} to {end}", steps, **values)
    return ngettext("{name} moves {noble} {n} square forward: square {start} to {end}",
                    "{name} moves {noble} {n} squares forward: square {start} to {end}", steps, **values)


def _produced(e, name: str) -> str:
    a = e.attendance
    values = dict(name=name, number=a.program, program=program_name(a.program))
    if e.new_record:
        return ngettext("{name} stages program {number} ({program}): {n} spectator, a new record",
                        "{name} stages program {number} ({program}): {n} spectators, a new record", a.total, **values)
    return ngettext("{name} stages program {number} ({program}): {n} spectator",
                    "{name} stages program {number} ({program}): {n} spectators", a.total, **values)


def _dice(e, name: str) -> str:
    faces = [die_face(f) for f in e.faces]
    if len(faces) == 2:
        return _("{name} rolls {first} and {second}", name=name, first=faces[0], second=faces[1])
    return _("{name} rolls {face}", name=name, face=", ".join(faces))


def semicolon_joined(parts) -> str:
    """Parts that are sentences or results of their own, one after another: the separator is the language's
    (French puts a narrow space before a semicolon)."""
    return pgettext("between the parts of a line", "; ").join(parts)


def _roll_off(e, names) -> str:
    rolls = semicolon_joined(f"{names(s)} {a}+{b}" for s, a, b in e.rolls)  # names and numbers: no words
    if e.purpose == "podium":
        return _("Roll-off for the podium: {rolls}. {name} wins", rolls=rolls, name=names(e.winner))
    return _("Roll-off for who receives the donation: {rolls}. {name} wins", rolls=rolls, name=names(e.winner))


def _star(e, names) -> str:
    token = token_name(e.token)
    if e.to_player is None:
        return _("Nobody holds the “{token}” star award now", token=token)
    return _("{name} takes the “{token}” star award", name=names(e.to_player), token=token)


def _trade(e, names) -> str:
    return _("{trader} offers {partner} {give} for {take}", trader=names(e.trader), partner=names(e.partner),
             give=tokens_and_coins(e.give, e.give_coins), take=tokens_and_coins(e.take, e.take_coins))


def _donation_skipped(e) -> str:
    if e.reason == "giver_is_lowest":
        return _("No donation: the podium winner has the lowest record too")
    return _("No donation: the podium winner holds no normal token")


def _game_ended(e, names) -> str:
    return ngettext("The game is over. {names} wins", "The game is over. {names} win", len(e.winners),
                    names=names_list([names(s) for s in e.winners]))


def _passed_phase_4(state: GameState, seat: int | None) -> bool:
    """R5: a player may end phase 4 before rolling; the log says so, as the table would."""
    step = state.step
    return isinstance(step, ProduceStep) and step.player == seat and not step.rolled


def _words(event, state: GameState, name: str, names) -> str:
    """The sentence for one event in the current language."""
    match event.kind:
        case "phase_started":
            return _("Round {round}, {phase}", round=event.round, phase=phase_title(event.phase))
        case "turn_started":
            return _("{name}'s turn", name=name)
        case "turn_ended" if _passed_phase_4(state, event.player):
            return _("{name} passes without rolling: no noble moves, no event", name=name)
        case "turn_ended":
            return _("{name} ends their turn", name=name)
        case "invested":
            return _invested(event, name)
        case "medals_changed":
            return npgettext(*MEDAL_SENTENCES[event.reason], abs(event.change), name=name)
        case "coins_taken":
            return ngettext("{name} takes {n} coin for a medal", "{name} takes {n} coins for a medal", event.coins,
                            name=name)
        case "extra_action_exchanged":
            return _("{name} exchanges an extra-action token for a medal", name=name)
        case "auction_opened":
            return ngettext("{name} opens an auction on market {market} at {n} coin",
                            "{name} opens an auction on market {market} at {n} coins", event.bid, name=name,
                            market=event.market + 1)
        case "bid_raised":
            return ngettext("{name} bids {n} coin", "{name} bids {n} coins", event.bid, name=name)
        case "bid_passed" if event.forced:
            return _("{name} passes: they cannot pay more", name=name)
        case "bid_passed":
            return _("{name} passes", name=name)
        case "auction_declined" if event.forced:
            return _("{name} cannot open an auction", name=name)
        case "auction_declined":
            return _("{name} declines to open an auction", name=name)
        case "auction_won":
            return ngettext("{name} wins market {market} for {n} coin: {tokens}",
                            "{name} wins market {market} for {n} coins: {tokens}", event.price, name=name,
                            market=event.market + 1, tokens=_won_tokens(event.tokens))
        case "emperor_token_taken":
            return _("{name} sets the emperor token aside", name=name)
        case "market_refilled" if event.face_down_used:
            return _("Market {market} refilled, the face-down token first: {tokens}", market=event.market + 1,
                     tokens=_won_tokens(event.tokens))
        case "market_refilled":
            return _("Market {market} refilled: {tokens}", market=event.market + 1, tokens=_won_tokens(event.tokens))
        case "trade_proposed":
            return _trade(event, names)
        case "trade_accepted":
            return _("{name} accepts the trade", name=names(event.partner))
        case "trade_refused":
            return _("{name} refuses the trade", name=names(event.partner))
        case "dice_rolled":
            return _dice(event, name)
        case "die_value_chosen":
            return _("{name} counts the 1-3 die as {value}", name=name, value=event.value)
        case "noble_moved":
            return _moved(event, name, state)
        case "produced":
            return _produced(event, name)
        case "star_award_moved":
            return _star(event, names)
        case "roll_off":
            return _roll_off(event, names)
        case "podium_awarded":
            return _("{name} receives a podium", name=name)
        case "token_discarded":
            return _("{name} discards {token}", name=name, token=token_as_object(event.token))
        case "donation_made":
            return _("{giver} gives {receiver} {token}", giver=names(event.giver), receiver=names(event.receiver),
                     token=token_as_object(event.token))
        case "donation_skipped":
            return _donation_skipped(event)
        case "game_ended":
            return _game_ended(event, names)
    raise ValueError(f"the game log has no sentence for a {event.kind!r} event")


def _pieces(event) -> tuple[Pieces, ...]:
    """The tokens a line names, for the panel's pictures."""
    match event.kind:
        case "invested" if event.what == "extra_investment" and event.paid_with == "extra_action":
            return ((Token.EXTRA_ACTION,),)
        case "extra_action_exchanged":
            return ((Token.EXTRA_ACTION,),)
        case "emperor_token_taken":
            return ((Token.EMPEROR,),)
        case "auction_won" | "market_refilled":
            return (tuple(event.tokens),)
        case "trade_proposed":
            return (counted(event.give), counted(event.take))
        case "star_award_moved" | "token_discarded" | "donation_made":
            return ((event.token,),)
    return ()


def _seat(event) -> int | None:
    """Whose colour the line takes."""
    match event.kind:
        case "trade_proposed":
            return event.trader
        case "trade_accepted" | "trade_refused":
            return event.partner
        case "star_award_moved":
            return event.to_player
        case "roll_off":
            return event.winner
        case "donation_made":
            return event.giver
    return getattr(event, "player", None)


def sentence(event, state: GameState) -> LogLine:
    """One line for one event, in the current language; `state` is the state before the command that caused it:
    it supplies the players' names and tells a pass of phase 4 from a turn that ended after the dice."""
    def names(seat: int) -> str:
        return state.player(seat).name

    seat = getattr(event, "player", None)
    name = names(seat) if seat is not None else ""
    return LogLine(_words(event, state, name, names), _seat(event), _pieces(event))


def sentences(events, state: GameState) -> list[LogLine]:
    """The lines of one command's events; `state` is the state before that command."""
    return [sentence(e, state) for e in events]
