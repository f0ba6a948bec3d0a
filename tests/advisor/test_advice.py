"""The advisor's choice and reason per decision kind, in positions built so that the best move is known by hand
(R6-R11), and that it reads a seat's view only."""
from collections import Counter

import pytest

from colosseum_desktop import rules
from colosseum_desktop.advisor import Because, NoDecision, advise, explain, ranked_options
from colosseum_desktop.bots import make_bot
from colosseum_desktop.rules import (AcceptTrade, DeclineAuction, DiscardToken, EndTurn, ExpandArena, MoveNoble,
                                     OpenAuction, PassBid, Produce, RaiseBid, RefuseTrade, RequestDonation, RollDice)
from colosseum_desktop.rules.pieces import Piece
from colosseum_desktop.rules.state import Auction, AuctionStep, TradeOffer, TradeStep
from colosseum_desktop.table.views import view_for
from tests.rules.helpers import T, at, ceremony, game, invest, place_nobles, produce, with_player, with_tokens

EMPEROR = 0  # noble ids in the starting position (R4: by square)
NOBODY_NEEDS = {T.CAGE: 0}


@pytest.fixture
def start():
    """4 players; seat 0's arena covers squares 3 and 4, seat 1's 14 and 15 (R3)."""
    state = game(4, seed=1)
    assert state.player(0).arena == (3, 4) and state.player(1).arena == (14, 15)
    return state


def hint(state, seat=0):
    return advise(view_for(state, seat))


def kinds(reasons):
    return [r.kind for r in reasons]


# R6 invest -------------------------------------------------------------------------------------------------
def test_r6_the_expansion_the_held_program_needs_is_the_hint(start):
    """Seat 0 holds Circus Maximus (#20, arena 3) and every token it needs: only the third square stands between
    it and a full event."""
    state = with_tokens(with_player(start, 0, programs=(20,)),
                        {0: {T.LION: 2, T.HORSE: 2, T.CHARIOT: 2, T.GLADIATOR: 1}})
    advice = hint(invest(state, 0))
    assert isinstance(advice.command, ExpandArena)
    assert advice.reasons[0].kind is Because.ARENA_FOR_PROGRAM
    assert advice.reasons[0].values["program"] == 20 and advice.reasons[0].values["size"] == 3
    assert advice.focus.kind == "square"  # stage one lights the square the arena would cover
    assert advice.focus.number in (2, 5)


def test_r6_with_no_coins_to_spend_the_hint_is_to_keep_them(start):
    state = invest(with_player(start, 0, coins=4), 0)  # R6: nothing costs less than 5 (the loge)
    advice = hint(state)
    assert advice.command == EndTurn(player=0)
    assert kinds(advice.reasons) == [Because.NO_INVESTMENT_PAYS]


def test_r6_a_program_whose_tokens_are_all_held_is_bought(start):
    """Seat 0 holds every token of Cave Leonem Cruciatum (#12, 13 coins) and, besides, programs it cannot make."""
    state = with_tokens(with_player(start, 0, programs=(1,), arena=(2, 3, 4), coins=30),
                        {0: {T.GLADIATOR: 3, T.LION: 3, T.CAGE: 2}})
    advice = hint(invest(state, 0))
    assert advice.command == rules.BuyProgram(player=0, program=12)
    assert advice.reasons[0].kind is Because.PROGRAM_TO_BUILD_TOWARDS and advice.reasons[0].values["program"] == 12
    assert advice.focus == Piece("program", 12)


# R7 auctions -----------------------------------------------------------------------------------------------
@pytest.fixture
def wants_gladiators_and_horses(start):
    """Seat 0 holds Race of Janus (2 gladiators, 2 horses) and Cavalry of Spartacus (3 and 3)."""
    state = with_tokens(with_player(start, 0, programs=(4, 10)), {0: {T.GLADIATOR: 2, T.HORSE: 1}})
    markets = ((T.CAGE, T.CHARIOT, T.TORCH), (T.GLADIATOR, T.HORSE, T.HORSE), (T.PRIEST, T.PRIEST, T.SHIP), (), ())
    return state.model_copy(update={"markets": markets, "step": AuctionStep(active=0)})


def test_r7_the_market_holding_the_needed_tokens_is_lit_and_opened(wants_gladiators_and_horses):
    # In round 1 the valuation builds towards buying Circus Maximus later; in round 5, with no investment left,
    # its own Cavalry of Spartacus is the plan.
    advice = hint(wants_gladiators_and_horses.model_copy(update={"round": 5}))
    assert advice.command == OpenAuction(player=0, market=1, bid=8)
    assert advice.focus == Piece("market", 1)
    bid, reason = advice.reasons
    assert bid.kind is Because.OPEN_AND_BID_UP_TO and bid.values["bid"] == 8 and bid.values["market"] == 1
    assert 8 <= bid.values["ceiling"] <= wants_gladiators_and_horses.player(0).coins
    assert reason.kind is Because.MARKET_HOLDS_NEEDED_TOKENS
    assert reason.values["program"] == 10 and sorted(reason.values["tokens"]) == ["gladiator", "horse", "horse"]
    assert reason.values["spectators"] > 0


def test_r7_an_opening_hint_never_speaks_of_a_program_the_player_does_not_hold(wants_gladiators_and_horses):
    """In round 1 the valuation builds towards buying Circus Maximus (#20) later: the hint does not name it."""
    advice = hint(wants_gladiators_and_horses)
    assert isinstance(advice.command, OpenAuction) and 20 not in wants_gladiators_and_horses.player(0).programs
    held = wants_gladiators_and_horses.player(0).programs
    assert all(r.values.get("program", held[0]) in held for r in advice.reasons), advice.reasons
    assert advice.reasons[0].kind is Because.OPEN_AND_BID_UP_TO
    assert advice.reasons[0].values["bid"] == advice.command.bid


def test_r7_with_nothing_worth_the_opening_bid_the_hint_declines(wants_gladiators_and_horses):
    state = wants_gladiators_and_horses.model_copy(update={"markets": ((T.CAGE,), (), (), (), ())})
    advice = hint(with_player(state, 0, coins=8))
    assert advice.command == DeclineAuction(player=0)
    assert advice.reasons[0].kind is Because.NO_LOT_WORTH_BID and advice.reasons[0].values["bid"] == 8


def bidding(state, market: int, high_bid: int):
    auction = Auction(market=market, opener=1, high_bid=high_bid, high_bidder=1, to_bid=0)
    return state.model_copy(update={"step": AuctionStep(active=1, auction=auction)})


def test_r7_raise_for_the_needed_lot_while_cheap_pass_when_dear_or_unneeded(wants_gladiators_and_horses):
    cheap = hint(bidding(wants_gladiators_and_horses, 1, 9))
    assert cheap.command == RaiseBid(player=0, bid=10)
    assert cheap.reasons[0].kind is Because.LOT_WORTH_MORE and cheap.reasons[0].values["ceiling"] >= 10
    assert cheap.reasons[0].values["bid"] == 10  # how much to bid, and up to where
    dear = hint(bidding(wants_gladiators_and_horses, 1, 29))
    assert dear.command == PassBid(player=0) and dear.reasons[0].kind is Because.LOT_TOO_DEAR
    assert dear.reasons[0].values["ceiling"] < 30
    assert hint(bidding(wants_gladiators_and_horses, 0, 20)).command == PassBid(player=0)


def test_r7_a_pass_says_the_lot_is_worth_nothing_or_the_bid_is_beyond_the_coins(wants_gladiators_and_horses):
    """Not "beyond -4 coins" (a ceiling below one coin), nor a price reason when the coins are what is lacking."""
    late = hint(bidding(wants_gladiators_and_horses.model_copy(update={"round": 5}), 2, 8))
    assert late.command == PassBid(player=0)
    assert kinds(late.reasons) == [Because.LOT_WORTH_NOTHING] and late.reasons[0].values == {"market": 2}
    poor = hint(bidding(with_player(wants_gladiators_and_horses, 0, coins=5), 1, 9))
    assert poor.command == PassBid(player=0)
    assert kinds(poor.reasons) == [Because.BID_BEYOND_COINS] and poor.reasons[0].values == {"bid": 10, "coins": 5}


# R8 trades -------------------------------------------------------------------------------------------------
def offered(state, **offer):
    return state.model_copy(update={"step": TradeStep(trader=1, offer=TradeOffer(trader=1, partner=0, **offer))})


def test_r8_an_offer_of_the_missing_horse_for_a_coin_is_accepted(wants_gladiators_and_horses):
    state = with_tokens(wants_gladiators_and_horses, {1: {T.HORSE: 1}})
    advice = hint(offered(state, give={T.HORSE: 1}, take_coins=1))
    assert advice.command == AcceptTrade(player=0)
    assert advice.reasons[0].kind is Because.OFFER_HELPS and advice.reasons[0].values["spectators"] > 0
    assert advice.focus == Piece("panel", 1)


def test_r8_an_offer_for_a_needed_gladiator_at_one_coin_is_refused(wants_gladiators_and_horses):
    advice = hint(offered(wants_gladiators_and_horses, take={T.GLADIATOR: 1}, give_coins=1))
    assert advice.command == RefuseTrade(player=0)
    assert advice.reasons[0].kind is Because.OFFER_COSTS and advice.reasons[0].values["spectators"] > 0


def test_r8_the_proposed_trade_is_legal_and_names_its_partner(wants_gladiators_and_horses):
    state = with_tokens(wants_gladiators_and_horses, {2: {T.HORSE: 2, T.CAGE: 1}})
    state = at(state, TradeStep(trader=0))
    advice = hint(state)
    if isinstance(advice.command, rules.ProposeTrade):
        rules.check_offer(state, advice.command)  # raises if the rules would refuse it
        assert advice.reasons[0].values["partner"] == state.player(advice.command.partner).name
        # the trade itself: what is given and taken, coins too
        values = advice.reasons[0].values
        assert Counter(values["give"]) == Counter({t.value: n for t, n in advice.command.give.items()})
        assert Counter(values["take"]) == Counter({t.value: n for t, n in advice.command.take.items()})
        assert (values["give_coins"], values["take_coins"]) == (advice.command.give_coins, advice.command.take_coins)
        assert values["give"] or values["give_coins"] or values["take"] or values["take_coins"]
        assert advice.focus == Piece("panel", advice.command.partner)
    else:
        pytest.fail(f"a horse for a needy seat was on offer, yet the hint was {advice.command}")


def test_r8_when_nobody_holds_anything_the_hint_ends_trading(start):
    state = with_tokens(start, {0: {}, 1: {}, 2: {}, 3: {}})
    for seat in range(4):
        state = with_player(state, seat, coins=0)
    advice = hint(at(state, TradeStep(trader=0)))
    assert advice.command == EndTurn(player=0) and kinds(advice.reasons) == [Because.NO_TRADE_HELPS]


# R9 produce ------------------------------------------------------------------------------------------------
@pytest.fixture
def can_produce(start):
    """Seat 0 holds Race of Janus (#4) and its tokens: whatever a noble brings counts this turn."""
    return with_tokens(with_player(start, 0, programs=(4,)), {0: {T.GLADIATOR: 2, T.HORSE: 2}})


def test_r9_before_rolling_the_hint_is_to_roll(can_produce):
    advice = hint(produce(can_produce, 0))
    assert advice.command == RollDice(player=0) and advice.focus == Piece("dice")


def test_r9_the_one_to_three_face_is_read_as_three_to_bring_the_emperor_home(can_produce):
    advice = hint(produce(can_produce, 0, faces=(1,)))  # the Emperor stands on 0, the arena covers 3 and 4
    assert (advice.command.kind, advice.command.value) == ("choose_die_value", 3)
    first = advice.reasons[0]
    assert first.kind is Because.DIE_VALUE_FOR_NOBLE and first.values == {"value": 3, "noble": "emperor",
                                                                           "square": 3}
    assert Because.NOBLE_INTO_ARENA in kinds(advice.reasons)


def test_r9_a_three_brings_the_emperor_into_the_arena(can_produce):
    advice = hint(produce(can_produce, 0, faces=(3,)))
    assert advice.command == MoveNoble(player=0, noble=EMPEROR, dice=(0,))
    assert advice.focus == Piece("noble", EMPEROR)
    assert advice.reasons[0].kind is Because.NOBLE_INTO_ARENA and advice.reasons[0].values["spectators"] == 7


def test_r9_with_nothing_to_produce_a_noble_goes_to_a_rest_square_for_a_medal(start):
    state = place_nobles(produce(start, 0, faces=(2,)), {EMPEROR: 10})  # 10 + 2 = 12, a rest square
    state = with_player(state, 0, programs=())
    advice = hint(state)
    assert advice.command == MoveNoble(player=0, noble=EMPEROR, dice=(0,))
    assert advice.reasons[0].kind is Because.NOBLE_TO_REST_SQUARE and advice.reasons[0].values["square"] == 12


def test_r9_the_bigger_event_is_produced(start):
    """The game's last production (R12: the record wins): seat 0 can make Race of Janus (#4, 9 spectators) or
    Cavalry of Spartacus (#10, 12) with its tokens. (Earlier in the game the valuation may keep the bigger one
    for later, for the +5 of an earlier program.)"""
    state = with_tokens(with_player(start, 0, programs=(4, 10)), {0: {T.GLADIATOR: 3, T.HORSE: 3}})
    state = state.model_copy(update={"round": 5})
    done = state.model_copy(update={"step": produce(state, 0, faces=(2,)).step.replace(used=(True,))})
    advice = hint(with_player(done, 0, medals=0))
    assert isinstance(advice.command, Produce) and advice.command.program == 10
    reason = advice.reasons[0]
    assert reason.kind is Because.PRODUCE_PROGRAM and reason.values["program"] == 10
    assert reason.values["attendance"] == 12
    assert advice.focus == Piece("held_program", 0, program=10)


def test_r9_a_smaller_event_says_what_it_keeps_for_later(start):
    """Before the last round the valuation stages Race of Janus (#4, 9 spectators) and keeps Cavalry of Spartacus
    (#10, 12) for later, when Janus produced before adds 5 (R9.3): the hint says so, in the game's numbers."""
    state = with_tokens(with_player(start, 0, programs=(4, 10)), {0: {T.GLADIATOR: 3, T.HORSE: 3}})
    done = state.model_copy(update={"step": produce(state, 0, faces=(2,)).step.replace(used=(True,))})
    advice = hint(with_player(done, 0, medals=0))
    assert isinstance(advice.command, Produce) and advice.command.program == 4
    kept = [r for r in advice.reasons if r.kind in (Because.SMALLER_EVENT_KEEPS, Because.SMALLER_EVENT_SPARES)]
    assert kept and all(r.values["program"] == 10 and r.values["attendance"] == 12 for r in kept)
    keeps = next(r for r in kept if r.kind is Because.SMALLER_EVENT_KEEPS)
    assert keeps.values["later"] == 17


# R11 ceremony ----------------------------------------------------------------------------------------------
def test_r11_2_the_clean_up_discards_the_token_no_program_needs(can_produce):
    state = with_tokens(can_produce, {0: {T.GLADIATOR: 2, T.HORSE: 2, T.TORCH: 1}})
    state = with_player(state, 0, produced=(4,), last_event_tokens={T.GLADIATOR: 2, T.HORSE: 2, T.TORCH: 1})
    advice = hint(ceremony(state, podium_winner=1, to_discard=(0,)))
    assert advice.command == DiscardToken(player=0, token=T.TORCH)
    assert advice.reasons[0].kind is Because.DISCARD_LEAST_NEEDED and advice.reasons[0].values["token"] == "torch"
    assert advice.focus == Piece("token", token=T.TORCH)


def test_r11_3_the_donation_asks_for_the_token_a_held_program_misses(wants_gladiators_and_horses):
    state = with_tokens(wants_gladiators_and_horses, {1: {T.HORSE: 1, T.CAGE: 1, T.TORCH: 1}})
    advice = hint(ceremony(state, podium_winner=1, donation_from=1, donation_to=0))
    assert advice.command == RequestDonation(player=0, token=T.HORSE)
    reason = advice.reasons[0]
    assert reason.kind is Because.ASK_FOR_TOKEN and reason.values["partner"] == state.player(1).name


# Never peeking, and explaining ------------------------------------------------------------------------------
def test_the_hint_is_the_same_whatever_the_dice_and_the_bag_hold(can_produce):
    """R14: only the bag's order (the generator) and the face-down token are hidden; a hint must not depend on
    them. Same public position, other futures: the same advice."""
    positions = [produce(can_produce, 0), produce(can_produce, 0, faces=(1,)), invest(can_produce, 0)]
    for state in positions:
        advice = hint(state)
        for rng, seed, face_down in ((1, 2, T.LION), (987654321, 5, T.HORSE), (42, 42, None)):
            other = state.model_copy(update={"rng": rng, "seed": seed, "face_down": face_down})
            assert hint(other) == advice


def test_the_advisor_takes_only_a_view_and_only_at_its_own_decision(can_produce):
    state = produce(can_produce, 0)
    with pytest.raises(NoDecision):
        advise(view_for(state, 1))
    with pytest.raises(AttributeError):
        advise(state)  # a GameState is not a view: the advisor never sees the generator


def test_the_strong_players_moves_in_a_whole_game_are_explained():
    """explain() gives reasons for the moves a strong computer player makes (its line in the game log), and the
    hint's own move is explained by the hint's reasons."""
    state = rules.new_game(rules.GameOptions(players=3), 11)
    bots = [make_bot("strong", seat) for seat in range(3)]
    explained = unexplained = 0
    while not rules.is_over(state):
        seat = rules.current_player(state)
        view = view_for(state, seat)
        command = bots[seat].choose(state)
        advice = advise(view)
        assert explain(view, advice.command) == advice.reasons
        assert [o.command for o in ranked_options(view)][0] == advice.command
        if explain(view, command):
            explained += 1
        else:
            unexplained += 1
        state, _ = rules.apply(state, command)
    assert explained > 20 * unexplained, (explained, unexplained)
