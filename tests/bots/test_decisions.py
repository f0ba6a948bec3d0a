"""Single decisions of the computer players in positions built for them, checked against what a sensible
player does there (R7-R11)."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.bots.weights import load_weights
from colosseum_desktop.bots.easy import wanted
from colosseum_desktop.bots.strong import MAX_OFFERS_PER_TURN
from colosseum_desktop.rules import (EndTurn, MoveNoble, OpenAuction, PassBid, ProposeTrade, RaiseBid,
                                     RefuseTrade, RollDice)
from colosseum_desktop.rules.state import Auction, AuctionStep, TradeOffer, TradeStep
from tests.rules.helpers import T, ceremony, game, place_nobles, produce, with_player, with_tokens

LEVELS = ["easy", "strong"]
EMPEROR, CONSUL_AT_12 = 0, 2  # noble ids in the starting position (R4: by square)


def after(state, command):
    return rules.apply(state, command)


@pytest.fixture
def start():
    """4 players; seat 0's arena covers squares 3 and 4, seat 1's 14 and 15 (R3)."""
    state = game(4, seed=1)
    assert state.player(0).arena == (3, 4) and state.player(1).arena == (14, 15)
    return state


# R9.1 nobles ---------------------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_a_die_brings_the_emperor_into_the_own_arena(start, level):
    state = produce(start, 0, faces=(3,))  # the Emperor stands on square 0
    moved, _ = after(state, make_bot(level, 1).choose(state))
    assert moved.nobles[EMPEROR].square in moved.player(0).arena


@pytest.mark.parametrize("level", LEVELS)
def test_the_one_to_three_face_counts_what_brings_the_emperor_home(start, level):
    state = produce(start, 0, faces=(1,))
    command = make_bot(level, 1).choose(state)
    assert (command.kind, command.value) == ("choose_die_value", 3)


@pytest.mark.parametrize("level", LEVELS)
def test_with_nobody_to_bring_home_a_noble_stops_on_a_rest_square_for_a_medal(start, level):
    state = place_nobles(produce(start, 0, faces=(2,)), {EMPEROR: 10})  # 10 + 2 = 12, a rest square
    moved, events = after(state, make_bot(level, 1).choose(state))
    assert moved.player(0).medals == start.player(0).medals + 1
    assert "medals_changed" in [e.kind for e in events]


@pytest.mark.parametrize("level", LEVELS)
@pytest.mark.parametrize("programs", [(), (20,)], ids=["nothing to produce", "a program held"])
def test_r5_r9_easy_and_strong_roll_rather_than_pass_the_production(start, level, programs):
    """R5 lets a player pass phase 4 before rolling; these players roll: a die may bring a noble home or earn
    a medal, and one die can nearly always be spent where it harms nobody."""
    state = produce(with_player(start, 0, programs=programs), 0)
    assert EndTurn(player=0) in rules.legal_commands(state)
    assert make_bot(level, 1).choose(state) == RollDice(player=0)


def test_r5_the_random_player_sometimes_passes_the_production_and_sometimes_rolls(start):
    state = produce(start, 0)
    chosen = {make_bot("random", seed).choose(state).kind for seed in range(40)}
    assert {"roll_dice", "end_turn"} <= chosen


@pytest.mark.parametrize("level", LEVELS)
def test_r9_a_sum_move_is_chosen_in_its_one_spelling(start, level):
    """Faces 2 and 2: the best moves take the sum (the Emperor from 0 into the arena [3, 4], or a consul
    from 26 onto rest square 30 for a medal); the bot says dice=(0, 1), the one spelling the rules accept."""
    state = produce(with_player(start, 0, loge=True), 0, faces=(2, 2))
    command = make_bot(level, 1).choose(state)
    assert isinstance(command, MoveNoble) and command.dice == (0, 1)
    after(state, command)


def test_the_strong_player_does_not_walk_a_consul_into_a_rival_arena(start):
    # Every die move of 2 ends off the rest squares and outside seat 0's arena; only moving the consul
    # from 12 to 14 changes anything: it would stand in seat 1's arena when seat 1 produces.
    state = place_nobles(produce(start, 0, faces=(2,)), {0: 7, 1: 8, 2: 12, 3: 20, 4: 27, 5: 35})
    command = make_bot("strong", 1).choose(state)
    assert isinstance(command, MoveNoble) and command.noble != CONSUL_AT_12


# R7 auctions ---------------------------------------------------------------------------------------
@pytest.fixture
def wants_gladiators_and_horses(start):
    """Seat 0 holds Race of Janus (2 gladiators, 2 horses) and Cavalry of Spartacus (3 and 3)."""
    state = with_tokens(with_player(start, 0, programs=(4, 10)), {0: {T.GLADIATOR: 2, T.HORSE: 1}})
    markets = ((T.CAGE, T.CHARIOT, T.TORCH), (T.GLADIATOR, T.HORSE, T.HORSE), (T.PRIEST, T.PRIEST, T.SHIP),
               (), ())
    return state.model_copy(update={"markets": markets, "step": AuctionStep(active=0)})


@pytest.mark.parametrize("level", LEVELS)
def test_the_active_player_opens_the_market_its_programs_need(wants_gladiators_and_horses, level):
    command = make_bot(level, 1).choose(wants_gladiators_and_horses)
    assert isinstance(command, OpenAuction) and command.market == 1


def bidding(state, market: int, high_bid: int):
    auction = Auction(market=market, opener=1, high_bid=high_bid, high_bidder=1, to_bid=0)
    return state.model_copy(update={"step": AuctionStep(active=1, auction=auction)})


def test_the_strong_player_raises_for_a_lot_it_needs_and_drops_out_when_it_gets_dear(wants_gladiators_and_horses):
    bot = make_bot("strong", 1)
    assert isinstance(bot.choose(bidding(wants_gladiators_and_horses, 1, 9)), RaiseBid)
    assert isinstance(bot.choose(bidding(wants_gladiators_and_horses, 1, 29)), PassBid)
    assert isinstance(bot.choose(bidding(wants_gladiators_and_horses, 0, 20)), PassBid)


# R8 trades -----------------------------------------------------------------------------------------
def offered(state, **offer):
    return state.model_copy(update={"step": TradeStep(trader=1, offer=TradeOffer(trader=1, partner=0, **offer))})


@pytest.mark.parametrize("level", LEVELS)
def test_a_trade_that_completes_a_program_for_a_spare_token_is_accepted(wants_gladiators_and_horses, level):
    state = with_tokens(wants_gladiators_and_horses, {0: {T.GLADIATOR: 2, T.HORSE: 1, T.SHIP: 1},
                                                      1: {T.HORSE: 2}})
    state = offered(state, give={T.HORSE: 1}, take={T.SHIP: 1})
    assert make_bot(level, 1).choose(state).kind == "accept_trade"


@pytest.mark.parametrize("level", LEVELS)
def test_a_trade_that_takes_a_needed_token_for_nothing_is_refused(wants_gladiators_and_horses, level):
    state = offered(wants_gladiators_and_horses, take={T.GLADIATOR: 1})
    assert isinstance(make_bot(level, 1).choose(state), RefuseTrade)


def test_the_strong_trader_makes_a_few_legal_offers_then_ends_its_turn(wants_gladiators_and_horses):
    state = with_tokens(wants_gladiators_and_horses, {1: {T.HORSE: 2, T.GLADIATOR: 1}, 2: {T.HORSE: 1}})
    state = state.model_copy(update={"step": TradeStep(trader=0)})
    bot = make_bot("strong", 1)
    offers = 0
    while True:
        command = bot.choose(state)
        if isinstance(command, EndTurn):
            break
        assert isinstance(command, ProposeTrade)
        rules.check_offer(state, command)
        offers += 1
        assert offers <= MAX_OFFERS_PER_TURN
        state, _ = after(state, command)
        state, _ = after(state, RefuseTrade(player=command.partner))
    assert offers >= 1  # horses are there to be had


# R9.2 production -----------------------------------------------------------------------------------
def dice_done(state):
    return state.model_copy(update={"step": state.step.model_copy(update={"used": (True,)})})


def test_the_last_production_spends_every_medal_left(start):
    state = with_tokens(with_player(start, 0, programs=(4, 10), medals=3), {0: {T.GLADIATOR: 3, T.HORSE: 3}})
    state = dice_done(produce(state.model_copy(update={"round": 5}), 0, faces=(6,)))
    bot = make_bot("strong", 1)
    command = bot.choose(state)
    while command.kind == "medal_move_noble":  # a consul or the Emperor brought in beats +3 spectators
        state, _ = after(state, command)
        command = bot.choose(state)
    assert command.kind == "produce" and command.program == 10
    assert command.medals == state.player(0).medals > 0


def test_a_production_before_the_last_round_keeps_the_medals_for_later(start):
    state = with_tokens(with_player(start, 0, programs=(4, 10), medals=3), {0: {T.GLADIATOR: 3, T.HORSE: 3}})
    state = dice_done(produce(state, 0, faces=(6,)))
    command = make_bot("strong", 1).choose(state)
    assert command.kind == "produce" and command.medals == 0


# R11 clean-up and donation -------------------------------------------------------------------------
@pytest.mark.parametrize("level", LEVELS)
def test_the_clean_up_discards_a_spare_token(wants_gladiators_and_horses, level):
    # Six gladiators: no program asks for more than four, while the one lion may still serve.
    state = with_tokens(wants_gladiators_and_horses, {0: {T.GLADIATOR: 6, T.HORSE: 1, T.LION: 1}})
    state = with_player(state, 0, last_event_tokens={T.GLADIATOR: 3, T.LION: 1})
    state = ceremony(state, podium_winner=1, to_discard=(0,))
    assert make_bot(level, 1).choose(state).token is T.GLADIATOR


@pytest.mark.parametrize("level", LEVELS)
def test_the_donation_asked_for_is_a_token_its_programs_need(wants_gladiators_and_horses, level):
    state = with_tokens(wants_gladiators_and_horses, {1: {T.HORSE: 1, T.PRIEST: 1, T.CAGE: 1}})
    state = ceremony(state, podium_winner=1, donation_from=1, donation_to=0)
    assert make_bot(level, 1).choose(state).token is T.HORSE


# easy's notion of need -------------------------------------------------------------------------------
def test_easy_wants_what_its_programs_lack(wants_gladiators_and_horses):
    # Cavalry of Spartacus lacks 1 gladiator and 2 horses; Race of Janus 1 horse.
    assert wanted(wants_gladiators_and_horses.player(0)) == {T.GLADIATOR: 1, T.HORSE: 2}


def strong_trade_turn(state, bot, answer=RefuseTrade):
    """Let the strong trader play its trade turn, every offer answered by `answer`; its offers, in order, with
    what each would bring the partner by the bots' valuation."""
    from colosseum_desktop.bots.trades import Appraiser
    strong = load_weights("strong")
    made = []
    while True:
        command = bot.choose(state)
        if isinstance(command, EndTurn):
            return made
        assert isinstance(command, ProposeTrade) and len(made) < MAX_OFFERS_PER_TURN
        _, theirs = Appraiser(state, strong.valuation).exchange(0, command.partner, command.give, command.take, command.give_coins,
                                              command.take_coins)
        made.append((command, theirs))
        state, _ = after(state, command)
        state, _ = after(state, answer(player=command.partner))


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_r8_the_strong_trader_offers_a_partner_again_only_if_materially_better(wants_gladiators_and_horses, level):
    """R8 trading manners: after a refusal, another offer to the same partner in the same trade turn must bring
    them at least the level's trade weight better_by spectators more than the best one they had."""
    state = with_tokens(wants_gladiators_and_horses, {1: {T.HORSE: 2, T.GLADIATOR: 1}, 2: {T.HORSE: 1},
                                                      3: {T.HORSE: 1}})
    state = state.model_copy(update={"step": TradeStep(trader=0)})
    made = strong_trade_turn(state, make_bot(level, 1))
    assert made
    best: dict[int, float] = {}
    for offer, theirs in made:
        if offer.partner in best:
            assert theirs >= best[offer.partner] + load_weights(level).trade.better_by
        best[offer.partner] = max(theirs, best.get(offer.partner, theirs))
    offers = [offer for offer, _ in made]
    assert all(offer not in offers[:i] for i, offer in enumerate(offers))  # never the same offer twice


@pytest.mark.parametrize("level", ["strong", "expert"])
def test_r8_no_more_offers_this_round_bars_the_partner_until_the_round_ends(wants_gladiators_and_horses, level):
    state = with_tokens(wants_gladiators_and_horses, {1: {T.HORSE: 2, T.GLADIATOR: 1}, 2: {T.HORSE: 1}})
    state = state.model_copy(update={"step": TradeStep(trader=0)})
    first = make_bot(level, 1).choose(state)
    assert isinstance(first, ProposeTrade)
    barred = make_bot(level, 1)
    barred.stop_offers(first.partner, state.round)
    assert all(offer.partner != first.partner for offer, _ in strong_trade_turn(state, barred))
    last_round = make_bot(level, 1)
    last_round.stop_offers(first.partner, state.round - 1)  # asked in an earlier round: over now
    assert last_round.choose(state) == first


def test_r8_the_random_player_offers_each_partner_once_a_trade_turn_and_respects_no_more_offers():
    from colosseum_desktop.bots.random_bot import RandomBot
    state = game(4, seed=3).model_copy(update={"step": TradeStep(trader=0)})
    state = with_tokens(state, {seat: {T.HORSE: 2, T.LION: 2} for seat in range(4)})
    bot = RandomBot(5)
    bot.stop_offers(3, state.round)
    partners = []
    for _ in range(200):
        command = bot.choose(state)
        if isinstance(command, ProposeTrade):
            partners.append(command.partner)
            state, _ = after(state, command)
            state, _ = after(state, RefuseTrade(player=command.partner))
        elif isinstance(command, EndTurn):
            break
    assert len(partners) == len(set(partners)) and 3 not in partners
