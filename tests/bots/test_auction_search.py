"""R7: the expert plays its turn as active player out against the rivals' bidding (bots/auction_search.py). The
play-out must be the auction the players at the table would play: the same winner at the same price as the strong
players and the expert bidding it through the rules."""
from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.bots.auction_search import Bidders, Judgement, with_invented_future
from colosseum_desktop.bots.weights import load_weights
from colosseum_desktop.rules import OpenAuction, Phase, Variant
from tests.bots.test_fair_play import hidden_future_changed


def openings(seeds, players, variant="standard"):
    """Positions of whole games between strong players where a player is about to open an auction."""
    for seed in seeds:
        state = rules.new_game(rules.GameOptions(players=players, variant=variant), seed)
        bots = [make_bot("strong", seed) for _ in range(players)]
        while not rules.is_over(state):
            if state.phase is Phase.AUCTION and state.step.auction is None:
                yield state
            state, _ = rules.apply(state, bots[rules.current_player(state)].choose(state))


def bid_through_the_rules(state, expert_seat):
    """The running auction bid out by the players themselves: the expert in its seat, strong players elsewhere."""
    players = {seat: make_bot("expert" if seat == expert_seat else "strong", 3) for seat in range(len(state.players))}
    while state.phase is Phase.AUCTION and state.step.auction is not None:
        state, _ = rules.apply(state, players[state.step.auction.to_bid].choose(state))
    return state


def paid(before, after):
    return tuple(before.player(s).coins - after.player(s).coins for s in range(len(before.players)))


def test_r7_the_played_out_auction_is_the_one_the_players_bid():
    expert, strong = load_weights("expert"), load_weights("strong")
    mine, theirs = Judgement(expert.valuation, expert.auction), Judgement(strong.valuation, strong.auction)
    auctions = driven = 0
    for players, variant, seeds in ((4, Variant.STANDARD, range(2)), (3, Variant.COMPETITIVE, range(1)),
                                    (5, Variant.STANDARD, range(1))):
        for state in openings(seeds, players, variant):
            me = state.step.active
            state = with_invented_future(state)  # both sides draw the same refills, if any
            bidders = Bidders(state, me, mine, theirs)
            for market, lot in enumerate(state.markets):
                if not lot or state.player(me).coins < 8:
                    continue
                opened, _ = rules.apply(state, OpenAuction(player=me, market=market, bid=8))
                played = bidders.play_out(opened)
                bid = bid_through_the_rules(opened, me)
                assert paid(state, played) == paid(state, bid), (players, variant, market)
                assert played.players == bid.players
                auctions += 1
                driven += max(paid(state, bid)) > 8
    assert auctions > 150 and driven > 50


def test_r14_the_search_opens_the_same_market_whatever_the_hidden_future():
    for state in openings(range(2), 4):
        seen = make_bot("expert", 5).choose(state)
        for salt in (1, 2):
            assert make_bot("expert", 5).choose(hidden_future_changed(state, salt)) == seen
