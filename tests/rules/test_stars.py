"""R10 Star performer awards changing hands, in each of R10's cases."""
from colosseum_desktop import rules
from colosseum_desktop.rules import AcceptTrade, DiscardToken, ProposeTrade
from colosseum_desktop.rules.stars import star_holder

from .helpers import T, ceremony, game, play, trade, with_player, with_tokens


def test_r10_unheld_award_goes_to_a_player_with_3_and_strictly_more_than_everyone():
    assert star_holder(None, [3, 2, 0, 0]) == 0
    assert star_holder(None, [3, 3, 0, 0]) is None  # a tie: nobody
    assert star_holder(None, [2, 1, 0, 0]) is None  # fewer than 3
    assert star_holder(None, [1, 4, 4, 5]) == 3


def test_r10_a_held_award_moves_only_to_a_player_with_strictly_more_than_the_holder():
    assert star_holder(0, [3, 3, 0]) == 0  # equal is not enough
    assert star_holder(0, [3, 4, 0]) == 1
    assert star_holder(0, [5, 4, 4]) == 0


def test_r10_holder_below_3_passes_it_to_the_unique_leader_or_to_nobody():
    assert star_holder(0, [2, 3, 3]) is None
    assert star_holder(0, [2, 3, 2]) == 1
    assert star_holder(0, [2, 2, 1]) is None


def test_r10_two_challengers_tied_above_the_holder_leave_it_with_the_holder():
    assert star_holder(0, [3, 4, 4]) == 0  # our decision: neither has strictly more than everyone


def test_r10_jokers_never_count():
    state = with_tokens(trade(game(4)), {0: {T.GLADIATOR: 2, T.JOKER: 3}, 1: {}, 2: {}, 3: {}})
    state, _ = play(state, ProposeTrade(player=0, partner=1, give={T.JOKER: 1}), AcceptTrade(player=1))
    assert T.GLADIATOR not in state.stars


def test_r8_r10_a_trade_moves_an_award_at_once():
    state = with_tokens(trade(game(4)), {0: {T.LION: 3}, 1: {T.LION: 3}, 2: {}, 3: {}})
    state = state.model_copy(update={"stars": {T.LION: 0}})
    state, events = play(state, ProposeTrade(player=0, partner=1, take={T.LION: 1}, give_coins=4),
                         AcceptTrade(player=1))
    assert state.stars[T.LION] == 0  # 4 against 2: still seat 0
    state, events = play(state, ProposeTrade(player=0, partner=1, give={T.LION: 2}), AcceptTrade(player=1))
    assert state.stars[T.LION] == 1  # 2 against 4: moves
    moved = [e for e in events if e.kind == "star_award_moved"]
    assert (moved[0].from_player, moved[0].to_player) == (0, 1)


def test_r10_r11_clean_up_dropping_the_holder_below_3_with_a_tie_leaves_it_unheld():
    state = with_tokens(game(4), {0: {T.ACTOR: 3}, 1: {T.ACTOR: 2}, 2: {T.ACTOR: 2}, 3: {}})
    state = state.model_copy(update={"stars": {T.ACTOR: 0}})
    state = with_player(state, 0, last_event_tokens={T.ACTOR: 2})
    state = ceremony(state, podium_winner=1, to_discard=(0,))
    state, events = play(state, DiscardToken(player=0, token=T.ACTOR))
    assert T.ACTOR not in state.stars


def test_r10_awards_are_rechecked_after_an_auction_win():
    state = with_tokens(game(4), {0: {T.SHIP: 2}, 1: {}, 2: {}, 3: {}})
    lot = (T.SHIP, T.SHIP, T.TORCH)
    state = state.model_copy(update={"markets": (lot,) + state.markets[1:], "step": rules.AuctionStep(active=0)})
    state, events = play(state, rules.OpenAuction(player=0, market=0, bid=8), rules.PassBid(player=1),
                         rules.PassBid(player=2), rules.PassBid(player=3))
    assert state.stars[T.SHIP] == 0
