"""R7 Phase 2: Acquire tokens — the rulebook's walk-throughs step by step, and the rules around them."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import (DeclineAuction, IllegalCommand, OpenAuction, PassBid, Phase, RaiseBid,
                                     Token)

from .helpers import auction, game, kinds, play, with_player

ANKE, BEATE, CHRISTIAN, DIRK = range(4)


def four_players():
    state = game(4, seed=11, names=("Anke", "Beate", "Christian", "Dirk"))
    return auction(state, active=ANKE)


def test_r7_four_player_walk_through_anke_beate_christian_dirk():
    """The rulebook's example (German/French/Romanian books); bid amounts are ours, the books give none."""
    state = four_players()
    lots = state.markets
    face_down = state.face_down
    assert rules.current_player(state) == ANKE

    # Anke opens market 1; Beate eventually wins it. Bidding goes clockwise from the opener.
    state, _ = play(state, OpenAuction(player=ANKE, market=0, bid=8))
    assert rules.current_player(state) == BEATE
    state, _ = play(state, RaiseBid(player=BEATE, bid=9))
    assert rules.current_player(state) == CHRISTIAN
    state, _ = play(state, PassBid(player=CHRISTIAN))
    assert rules.current_player(state) == DIRK
    state, _ = play(state, PassBid(player=DIRK))
    assert rules.current_player(state) == ANKE
    state, events = play(state, PassBid(player=ANKE))
    assert "auction_won" in kinds(events) and "market_refilled" not in kinds(events)
    assert state.players[BEATE].coins == 21
    assert state.markets[0] == ()  # "the market Beate won stays empty for now"
    assert rules.current_player(state) == ANKE  # Anke opens again

    # Anke opens another market; Beate, who has won, may not bid: Christian is next, then Dirk.
    state, _ = play(state, OpenAuction(player=ANKE, market=1, bid=8))
    assert rules.current_player(state) == CHRISTIAN
    state, _ = play(state, RaiseBid(player=CHRISTIAN, bid=10), PassBid(player=DIRK))
    assert rules.current_player(state) == ANKE
    state, events = play(state, PassBid(player=ANKE))
    assert "market_refilled" not in kinds(events)
    assert state.markets[0] == () and state.markets[1] == ()  # "now there are two empty markets"
    assert state.markets[2:] == lots[2:]

    # Anke declines for the rest of the round: both markets are refilled together, face-down token first.
    state, events = play(state, DeclineAuction(player=ANKE))
    refills = [e for e in events if e.kind == "market_refilled"]
    assert [e.market for e in refills] == [0, 1]
    assert refills[0].face_down_used and refills[0].tokens[0] == face_down and state.face_down is None
    assert all(len(m) == 3 for m in state.markets)
    # Beate and Christian have won this round, so they are skipped: Dirk is the active player.
    assert state.step.active == DIRK and rules.current_player(state) == DIRK

    # Dirk opens; only Anke, who has not won yet, may bid against him.
    state, _ = play(state, OpenAuction(player=DIRK, market=2, bid=8))
    assert rules.current_player(state) == ANKE
    state, events = play(state, PassBid(player=ANKE))
    assert [e.kind for e in events if e.kind in ("auction_won", "market_refilled")] == ["auction_won",
                                                                                          "market_refilled"]
    # Anke ends the round without new tokens; every player has had their turn as active player.
    assert state.phase is Phase.TRADE
    assert [p.coins for p in state.players] == [30, 21, 20, 22]
    assert [sum(p.tokens.values()) for p in state.players] == [6, 9, 9, 9]


def test_r7_four_player_walk_through_other_ending_anke_outbids_dirk():
    state = four_players()
    state, _ = play(state, OpenAuction(player=ANKE, market=0, bid=8), RaiseBid(player=BEATE, bid=9),
                    PassBid(player=CHRISTIAN), PassBid(player=DIRK), PassBid(player=ANKE),
                    OpenAuction(player=ANKE, market=1, bid=8), RaiseBid(player=CHRISTIAN, bid=10),
                    PassBid(player=DIRK), PassBid(player=ANKE), DeclineAuction(player=ANKE),
                    OpenAuction(player=DIRK, market=2, bid=8), RaiseBid(player=ANKE, bid=11))
    state, events = play(state, PassBid(player=DIRK))
    assert state.markets[2] == () and "market_refilled" not in kinds(events)  # Anke won: no refill yet
    assert state.step.active == DIRK
    # Everyone else has won: Dirk's next opening bid wins at once.
    state, events = play(state, OpenAuction(player=DIRK, market=3, bid=8))
    assert kinds(events)[:2] == ["auction_opened", "auction_won"]
    assert [e.market for e in events if e.kind == "market_refilled"] == [2, 3]
    assert state.phase is Phase.TRADE
    assert state.players[DIRK].coins == 22 and state.players[ANKE].coins == 19


def test_r7_variant_three_player_walk_through_a_b_c():
    """The competitive variant's example (French/German/Romanian books): only B's 8 coins are given."""
    A, B, C = range(3)
    state = auction(game(3, seed=5, variant="competitive", names="ABC"), active=A)
    # A's turn: B wins, then C wins (B may not bid), then A declines: the two markets refill.
    state, _ = play(state, OpenAuction(player=A, market=0, bid=8), RaiseBid(player=B, bid=9),
                    PassBid(player=C), PassBid(player=A), OpenAuction(player=A, market=1, bid=8))
    assert rules.current_player(state) == C  # B cannot take part
    state, events = play(state, RaiseBid(player=C, bid=9), PassBid(player=A))
    assert "market_refilled" not in kinds(events) and state.markets[0] == state.markets[1] == ()
    state, events = play(state, DeclineAuction(player=A))
    assert [e.market for e in events if e.kind == "market_refilled"] == [0, 1]
    # B's turn, although B has won this round; A and C may bid.
    assert state.step.active == B
    state, _ = play(state, OpenAuction(player=B, market=2, bid=8))
    assert rules.current_player(state) == C
    state, _ = play(state, PassBid(player=C), RaiseBid(player=A, bid=9), PassBid(player=B))
    assert state.markets[2] == ()  # A won B's first auction; no refill
    state, _ = play(state, OpenAuction(player=B, market=3, bid=8))
    assert rules.current_player(state) == C  # A may not bid again during B's turn
    state, _ = play(state, RaiseBid(player=C, bid=10), PassBid(player=B))
    # B is the only bidder left: B pays 8 for one of the 3 remaining markets; 3 markets refill.
    coins_before = state.players[B].coins
    state, events = play(state, OpenAuction(player=B, market=4, bid=8))
    assert state.players[B].coins == coins_before - 8
    assert [e.market for e in events if e.kind == "market_refilled"] == [2, 3, 4]
    # C's turn: A and B may bid again.
    assert state.step.active == C
    state, _ = play(state, OpenAuction(player=C, market=0, bid=8))
    assert rules.current_player(state) == A
    state, _ = play(state, RaiseBid(player=A, bid=9))
    assert rules.current_player(state) == B
    # A has won 1 auction, B 2 and C 2, as the book counts them
    assert [sum(p.tokens.values()) for p in state.players] == [8 + 3, 8 + 6, 8 + 6]
    assert {p.seat: (30 - p.coins) for p in state.players} == {A: 9, B: 9 + 8, C: 9 + 10}


def test_r7_bids_must_be_at_least_8_and_raises_higher():
    state = auction(game(4))
    with pytest.raises(IllegalCommand, match="Bids must be at least 8 coins"):
        rules.apply(state, OpenAuction(player=0, market=0, bid=7))
    state, _ = play(state, OpenAuction(player=0, market=0, bid=10))
    with pytest.raises(IllegalCommand, match="more than the high bid of 10"):
        rules.apply(state, RaiseBid(player=1, bid=10))
    with pytest.raises(rules.NotAffordable, match="you have 30 coins"):
        rules.apply(state, RaiseBid(player=1, bid=31))
    assert rules.bid_range(state) == (11, 30)


def test_r7_only_the_active_player_opens_and_only_non_empty_markets():
    state = auction(game(4))
    with pytest.raises(rules.NotYourDecision):
        rules.apply(state, OpenAuction(player=1, market=0, bid=8))
    empty = state.model_copy(update={"markets": ((),) + state.markets[1:]})
    with pytest.raises(IllegalCommand, match="That market is empty"):
        rules.apply(empty, OpenAuction(player=0, market=0, bid=8))


def test_r7_a_player_who_cannot_outbid_passes_automatically():
    state = with_player(auction(game(4)), 1, coins=8)
    state, events = play(state, OpenAuction(player=0, market=0, bid=8))
    assert events[1].kind == "bid_passed" and events[1].player == 1 and events[1].forced
    assert rules.current_player(state) == 2


def test_r7_an_active_player_who_cannot_open_declines_automatically():
    state = with_player(auction(game(4)), 1, coins=7)
    state, events = play(state, OpenAuction(player=0, market=0, bid=8), PassBid(player=2), PassBid(player=3))
    # seat 0 won as active; seat 1 has 7 coins and declines by force; seat 2 is active
    declined = [e for e in events if e.kind == "auction_declined"]
    assert declined and declined[0].player == 1 and declined[0].forced
    assert state.step.active == 2


def test_r7_an_empty_bag_leaves_markets_short():
    state = auction(game(4)).model_copy(update={"bag": {Token.LION: 1}, "face_down": None})
    state, events = play(state, OpenAuction(player=0, market=0, bid=8), PassBid(player=1), PassBid(player=2),
                         PassBid(player=3))
    assert state.markets[0] == (Token.LION,)
    state2, _ = play(state, OpenAuction(player=1, market=0, bid=8), PassBid(player=2), PassBid(player=3))
    assert state2.markets[0] == ()


def test_r7_r2_emperor_token_leaves_the_game_for_a_medal():
    state = auction(game(4))
    lot = (Token.EMPEROR, Token.LION, Token.JOKER)
    state = state.model_copy(update={"markets": (lot,) + state.markets[1:]})
    state, events = play(state, OpenAuction(player=0, market=0, bid=8), PassBid(player=1), PassBid(player=2),
                         PassBid(player=3))
    player = state.players[0]
    assert player.medals == 1 and state.medal_supply == 17 and player.count(Token.EMPEROR) == 0
    assert state.removed.get(Token.EMPEROR) == 1 and player.count(Token.JOKER) >= 1
    assert "emperor_token_taken" in kinds(events)


def test_r7_standard_winner_is_skipped_as_active_player_and_may_not_bid_again():
    state = auction(game(4))
    state, _ = play(state, OpenAuction(player=0, market=0, bid=8), RaiseBid(player=1, bid=9),
                    PassBid(player=2), PassBid(player=3), PassBid(player=0))
    state, _ = play(state, DeclineAuction(player=0))
    assert state.step.active == 2  # seat 1 won: skipped
    state, _ = play(state, OpenAuction(player=2, market=0, bid=8))
    assert rules.current_player(state) == 3  # seat 1 may not bid


def test_r7_variant_a_player_may_win_several_auctions():
    state = auction(game(3, variant="competitive"))
    state, _ = play(state, OpenAuction(player=0, market=0, bid=8), PassBid(player=1), PassBid(player=2))
    assert state.step.active == 1
    state, _ = play(state, OpenAuction(player=1, market=1, bid=8), RaiseBid(player=2, bid=9),
                    RaiseBid(player=0, bid=10), PassBid(player=1), PassBid(player=2))
    assert sum(state.players[0].tokens.values()) == 8 + 6  # two lots won by seat 0
