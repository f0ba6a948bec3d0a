"""The game log's sentences (pure: no pygame)."""
from colosseum_desktop import rules
from colosseum_desktop.game_log import sentences
from colosseum_desktop.rules import EndTurn, RollDice
from colosseum_desktop.rules import events as ev

from .rules.helpers import T, game, play, produce


def _turn_ended_line(state, command) -> str:
    _, events = play(state, command)
    lines = sentences([e for e in events if e.kind == "turn_ended"], state)
    return lines[0].text


def test_r5_a_pass_of_phase_4_reads_as_a_pass_not_as_an_ordinary_end_of_turn():
    """R5: every phase is optional; a player who passes phase 4 before rolling moves no noble and stages no
    event, and the log says that rather than only "ends their turn"."""
    state = produce(game(4, names=("Aurelia", "Brutus", "Cassia", "Decimus")))
    assert _turn_ended_line(state, EndTurn(player=0)) == "Aurelia passes without rolling: no noble moves, no event"


def test_r9_ending_the_turn_after_the_dice_is_not_called_a_pass():
    state = produce(game(4, names=("Aurelia", "Brutus", "Cassia", "Decimus")))
    state, _ = play(state, RollDice(player=0))
    while rules.current_player(state) == 0 and not any(c.kind == "end_turn" for c in rules.legal_commands(state)):
        move = next(c for c in rules.legal_commands(state) if c.kind in ("move_noble", "choose_die_value"))
        state, _ = play(state, move)
    assert _turn_ended_line(state, EndTurn(player=0)) == "Aurelia ends their turn"


def _line(event):
    return sentences([event], game(4, names=("Aurelia", "Brutus", "Cassia", "Decimus")))[0]


def test_a_won_lot_and_a_refill_carry_their_tokens_beside_the_same_words():
    """R7: the winner takes the market's tokens, then the market is refilled; the line keeps its sentence
    and carries the tokens as pieces for the panel's pictures."""
    lot = (T.LION, T.LION, T.CAGE)
    won = _line(ev.AuctionWon(player=1, market=2, price=12, tokens=lot))
    assert won.text == "Brutus wins market 3 for 12 coins: 2 lions, 1 cage" and won.pieces == (lot,)
    refill = _line(ev.MarketRefilled(market=0, tokens=(T.SHIP, T.HORSE, T.EMPEROR), face_down_used=True))
    assert refill.pieces == ((T.SHIP, T.HORSE, T.EMPEROR),) and refill.seat is None
    assert refill.text == "Market 1 refilled, the face-down token first: 1 ship, 1 horse, 1 emperor"


def test_r8_a_trade_carries_what_is_offered_and_what_is_asked_as_two_groups():
    line = _line(ev.TradeProposed(trader=0, partner=2, give={T.ACTOR: 2, T.TORCH: 1}, give_coins=0,
                                  take={}, take_coins=3))
    assert line.text == "Aurelia offers Cassia 2 actors, 1 torch for 3 coins"
    assert line.pieces == ((T.ACTOR, T.ACTOR, T.TORCH), ())


def test_single_tokens_named_by_a_line_are_its_pieces():
    """R11 (discards, donations), R10 (star awards), R2 and R6 (extra-action and emperor tokens)."""
    assert _line(ev.TokenDiscarded(player=3, token=T.SCENERY)).pieces == ((T.SCENERY,),)
    assert _line(ev.DonationMade(giver=0, receiver=1, token=T.CHARIOT)).pieces == ((T.CHARIOT,),)
    assert _line(ev.StarAwardMoved(token=T.LION, from_player=None, to_player=2)).pieces == ((T.LION,),)
    assert _line(ev.ExtraActionExchanged(player=0)).pieces == ((T.EXTRA_ACTION,),)
    assert _line(ev.EmperorTokenTaken(player=0)).pieces == ((T.EMPEROR,),)
    paid = _line(ev.Invested(player=0, what="extra_investment", paid_with="extra_action"))
    assert paid.pieces == ((T.EXTRA_ACTION,),)
    assert _line(ev.Invested(player=0, what="extra_investment", paid_with="medals")).pieces == ()


def test_lines_naming_no_token_carry_no_pieces():
    assert _line(ev.BidRaised(player=1, bid=14)).pieces == ()
    assert _line(ev.DiceRolled(player=1, faces=(1, 4))).pieces == ()
