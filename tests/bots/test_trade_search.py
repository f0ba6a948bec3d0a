"""R8: the expert's offers are searched against the partner's judgement, so a strong partner accepts them, at the
price that leaves the expert the most (one coin more in the expert's favour and the partner refuses)."""
from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.rules import AcceptTrade, Phase, ProposeTrade


def trade_turns(seeds, players=4):
    """The trade turns (no offer on the table yet) of whole games between strong players."""
    for seed in seeds:
        state = rules.new_game(rules.GameOptions(players=players), seed)
        bots = [make_bot("strong", seed) for _ in range(players)]
        while not rules.is_over(state):
            if state.phase is Phase.TRADE and state.step.offer is None:
                yield state
            state, _ = rules.apply(state, bots[rules.current_player(state)].choose(state))


def answer_of_strong(state, offer: ProposeTrade):
    offered, _ = rules.apply(state, offer)
    return make_bot("strong", 1).choose(offered)


def one_coin_better_for_the_trader(offer: ProposeTrade) -> ProposeTrade | None:
    if offer.give_coins:
        return offer.model_copy(update={"give_coins": offer.give_coins - 1})
    if offer.take_coins or offer.give:
        return offer.model_copy(update={"take_coins": offer.take_coins + 1})
    return None  # a token asked for nothing: nothing left to shave


def test_r8_a_strong_partner_accepts_the_experts_offers_and_refuses_one_coin_more():
    offers = tight = 0
    for state in trade_turns(range(3)):
        offer = make_bot("expert", 1).choose(state)
        if not isinstance(offer, ProposeTrade):
            continue
        offers += 1
        assert answer_of_strong(state, offer) == AcceptTrade(player=offer.partner), offer
        dearer = one_coin_better_for_the_trader(offer)
        if dearer is not None and rules.is_legal(state, dearer):
            assert answer_of_strong(state, dearer).kind == "refuse_trade", (offer, dearer)
            tight += 1
    assert offers >= 20 and tight >= 10
