"""R5 round structure, R11 closing ceremony, R12 end of game, R13 medals at any time."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import (DiscardToken, EndTurn, IllegalCommand, Phase, RequestDonation,
                                     TakeCoinsForMedal, Token)
from colosseum_desktop.rules.context import Context
from colosseum_desktop.rules.flow import end_of_production
from colosseum_desktop.rules.scoring import final_winners

from .helpers import T, ceremony, game, kinds, play, produce, with_player, with_tokens


def finish_production(state):
    """Run the end of phase 4 as the last producer's turn would."""
    ctx = Context(state)
    end_of_production(ctx)
    return ctx.finish()


def scored(state, records, coins=None):
    for seat, record in enumerate(records):
        state = with_player(state, seat, record=record, **({"coins": coins[seat]} if coins else {}))
    return state


def test_r11_podium_goes_to_the_best_record_not_this_rounds_best_event():
    state = scored(produce(game(4)), [30, 25, 0, 5])
    state, events = finish_production(state)
    assert state.players[0].podiums == 1 and state.podium_supply == 3
    assert [e.player for e in events if e.kind == "podium_awarded"] == [0]


def test_r11_podium_ties_go_to_the_most_coins_then_a_roll_off():
    state, _ = finish_production(scored(produce(game(4)), [20, 20, 0, 5], [10, 12, 0, 0]))
    assert state.players[1].podiums == 1
    state, events = finish_production(scored(produce(game(4)), [20, 20, 0, 5], [12, 12, 0, 0]))
    roll_off = next(e for e in events if e.kind == "roll_off")
    assert roll_off.purpose == "podium" and roll_off.winner in (0, 1)
    assert state.players[roll_off.winner].podiums == 1
    last = {}
    for seat, a, b in roll_off.rolls:
        last[seat] = a + b  # the final round of rolls decides
    assert last[roll_off.winner] == max(last.values())


def test_r11_clean_up_each_producer_discards_one_token_they_used():
    state = with_tokens(game(4), {0: {T.LION: 2, T.JOKER: 1}, 1: {T.HORSE: 1}, 2: {}, 3: {}})
    state = with_player(state, 0, last_event_tokens={T.LION: 2, T.JOKER: 1}, record=10)
    state = with_player(state, 2, last_event_tokens=None)
    state = produce(state)
    state, _ = finish_production(state)
    assert state.step.to_discard == (0,) and rules.current_player(state) == 0
    with pytest.raises(IllegalCommand, match="used in your last event"):
        rules.apply(state, DiscardToken(player=0, token=T.HORSE))
    assert {c.token for c in rules.legal_commands(state) if c.kind == "discard_token"} == {T.LION, T.JOKER}
    state, events = play(state, DiscardToken(player=0, token=T.JOKER))  # a joker may be the one
    assert state.players[0].tokens == {T.LION: 2} and state.removed == {T.JOKER: 1}


def test_r11_2_a_player_who_did_not_produce_this_round_discards_from_their_most_recent_event():
    """Four books of five (nl, fr, ro, es): 'used in their last event', whatever its round."""
    state = with_tokens(game(4), {0: {T.LION: 2, T.JOKER: 1}, 1: {T.HORSE: 1, T.SHIP: 2}, 2: {T.ACTOR: 1},
                                  3: {T.LION: 1}})
    state = with_player(state, 0, last_event_tokens={T.LION: 2, T.JOKER: 1}, record=10)  # produced this round
    state = with_player(state, 1, last_event_tokens={T.HORSE: 1, T.GLADIATOR: 1})  # in an earlier round
    state = with_player(state, 2, last_event_tokens={T.GLADIATOR: 2})  # earlier, and holds none of them now
    state = with_player(state, 3, last_event_tokens=None)  # never produced
    state, _ = finish_production(produce(state))
    assert state.step.to_discard == (0, 1)
    state, _ = play(state, DiscardToken(player=0, token=T.LION))
    assert rules.current_player(state) == 1
    assert {c.token for c in rules.legal_commands(state) if c.kind == "discard_token"} == {T.HORSE}
    with pytest.raises(IllegalCommand, match="used in your last event, not a ship"):
        rules.apply(state, DiscardToken(player=1, token=T.SHIP))
    state, events = play(state, DiscardToken(player=1, token=T.HORSE))
    assert state.players[1].tokens == {T.SHIP: 2} and state.removed == {T.LION: 1, T.HORSE: 1}
    assert state.players[1].last_event_tokens == {T.GLADIATOR: 1}  # the horse has left the game
    assert [e.player for e in events if e.kind == "token_discarded"] == [1]


def test_r11_2_each_clean_up_before_the_next_event_takes_another_token_of_that_event():
    state = with_tokens(game(3), {0: {T.LION: 6, T.HORSE: 1}, 1: {}, 2: {}})
    state = with_player(state, 0, last_event_tokens={T.LION: 1, T.HORSE: 1}, record=30)
    discarded = []
    for _round in (1, 2, 3):
        state, _ = finish_production(produce(state))
        if state.phase is Phase.CEREMONY and state.step.to_discard:
            assert state.step.to_discard == (0,)
            token = min(c.token for c in rules.legal_commands(state) if c.kind == "discard_token")
            state, _ = play(state, DiscardToken(player=0, token=token))
            discarded.append(token)
        if state.phase is Phase.CEREMONY:  # the donation: seat 1 or 2 asks the podium winner for a lion
            state, _ = play(state, RequestDonation(player=state.step.donation_to, token=T.LION))
        assert state.phase is Phase.INVEST
    # one lion and one horse were used: two clean-ups take them, the third finds nothing of that event left
    assert sorted(discarded) == [T.HORSE, T.LION] and state.players[0].last_event_tokens == {}
    assert state.players[0].count(T.LION) == 2  # still lions, but not the one that was used


def test_r11_2_the_most_recent_event_is_kept_from_round_to_round():
    state = with_tokens(game(3), {0: {T.LION: 2}, 1: {}, 2: {}})
    state = with_player(state, 0, last_event_tokens={T.LION: 2})
    state, _ = finish_production(produce(state))
    state, _ = play(state, DiscardToken(player=0, token=T.LION))
    if state.phase is Phase.CEREMONY:
        state, _ = play(state, RequestDonation(player=state.step.donation_to, token=T.LION))
    assert state.round == 2 and state.players[0].last_event_tokens == {T.LION: 1}


def test_r11_2_a_game_begun_under_rules_1_2_keeps_the_german_books_clean_up():
    """Saves written before rules 3 play on under the clean-up that wrote them: only this round's producers."""
    state = game(3).model_copy(update={"options": rules.GameOptions(players=3, cleanup=rules.CleanUp.THIS_ROUND)})
    state = with_tokens(state, {0: {T.LION: 2}, 1: {T.HORSE: 2}, 2: {}})
    state = with_player(state, 0, last_event_tokens={T.LION: 2}, record=20)  # produced this round
    state = with_player(state, 1, last_event_tokens=None)  # produced horses in an earlier round, not this one
    state, _ = finish_production(produce(state))
    assert state.step.to_discard == (0,)
    state, _ = play(state, DiscardToken(player=0, token=T.LION))
    assert state.players[0].last_event_tokens == {T.LION: 2}  # as rules 2 left it until the round ended
    if state.phase is Phase.CEREMONY:
        state, _ = play(state, RequestDonation(player=state.step.donation_to, token=T.LION))
    assert state.round == 2 and state.players[0].last_event_tokens is None


def test_r11_donation_the_lowest_record_names_a_normal_type_the_podium_winner_holds():
    state = with_tokens(game(4), {0: {T.LION: 2, T.JOKER: 1}, 1: {}, 2: {}, 3: {}})
    state = ceremony(scored(state, [30, 10, 0, 5]), podium_winner=0, donation_from=0, donation_to=2)
    assert rules.current_player(state) == 2
    assert [c.token for c in rules.legal_commands(state) if c.kind == "request_donation"] == [T.LION]
    with pytest.raises(IllegalCommand, match="ask for a normal token type they hold"):
        rules.apply(state, RequestDonation(player=2, token=T.JOKER))
    state, events = play(state, RequestDonation(player=2, token=T.LION))
    assert state.players[2].tokens == {T.LION: 1} and state.players[0].count(T.LION) == 1
    assert "donation_made" in kinds(events)
    # then the next round: the first player passes clockwise
    assert state.round == 2 and state.first_player == 1 and state.phase is Phase.INVEST
    assert rules.current_player(state) == 1


def test_r11_lowest_record_ties_go_to_the_fewest_coins():
    state = with_tokens(produce(game(4)), {0: {T.LION: 2}, 1: {}, 2: {}, 3: {}})
    state, _ = finish_production(scored(state, [30, 0, 0, 5], [40, 9, 10, 0]))
    assert (state.step.donation_from, state.step.donation_to) == (0, 1)


def test_r11_no_donation_when_the_podium_winner_holds_no_normal_token():
    state = with_tokens(produce(game(4)), {0: {T.JOKER: 1}, 1: {}, 2: {}, 3: {}})
    state, events = finish_production(scored(state, [30, 0, 10, 5]))
    skipped = [e for e in events if e.kind == "donation_skipped"]
    assert [e.reason for e in skipped] == ["no_normal_token"]
    assert state.phase is Phase.INVEST and state.round == 2


def test_r11_lowest_record_tied_on_coins_is_settled_by_a_roll_off():
    state = with_tokens(produce(game(3)), {0: {T.LION: 1}, 1: {}, 2: {}})
    state, events = finish_production(scored(state, [0, 0, 0], [50, 10, 10]))
    assert state.players[0].podiums == 1  # all tied on record: the richest
    roll_off = next(e for e in events if e.kind == "roll_off")
    assert roll_off.purpose == "donation" and {seat for seat, _, _ in roll_off.rolls} == {1, 2}
    assert state.step.donation_to == roll_off.winner


def test_r11_no_donation_when_the_podium_winner_also_has_the_lowest_record():
    skipped = 0
    for rng in range(30):  # all tied: two roll-offs, which sometimes pick the same player
        state = with_tokens(produce(game(3)), {0: {T.LION: 1}, 1: {T.LION: 1}, 2: {T.LION: 1}})
        state = scored(state, [0, 0, 0], [10, 10, 10]).model_copy(update={"rng": rng})
        state, events = finish_production(state)
        podium, donation = [e.winner for e in events if e.kind == "roll_off"]
        if podium == donation:
            skipped += 1
            assert [e.reason for e in events if e.kind == "donation_skipped"] == ["giver_is_lowest"]
            assert state.phase is Phase.INVEST
        else:
            assert (state.step.donation_from, state.step.donation_to) == (podium, donation)
    assert skipped > 0


def test_r5_r12_after_round_5_production_the_game_ends_with_no_ceremony():
    state = scored(produce(game(4)).model_copy(update={"round": 5}), [30, 40, 40, 10], [5, 9, 8, 0])
    state, events = finish_production(state)
    assert rules.is_over(state) and rules.winners(state) == (1,)
    assert "podium_awarded" not in kinds(events) and kinds(events)[-1] == "game_ended"
    assert rules.legal_commands(state) == [] and rules.current_player(state) is None
    with pytest.raises(IllegalCommand, match="The game is over"):
        rules.apply(state, TakeCoinsForMedal(player=0))


def test_r12_ties_go_to_coins_then_star_awards_then_a_shared_win():
    state = scored(game(4), [40, 40, 40, 10], [9, 9, 9, 0])
    state = state.model_copy(update={"stars": {T.LION: 1, T.SHIP: 2, T.ACTOR: 2}})
    assert final_winners(state) == (2,)
    state = state.model_copy(update={"stars": {T.LION: 1, T.SHIP: 2}})
    assert final_winners(state) == (1, 2)


def test_r5_a_whole_round_goes_through_the_five_phases_in_order():
    state = game(3)
    phases = []
    while state.round == 1:
        if not phases or phases[-1] != state.phase:
            phases.append(state.phase)
        command = next(c for c in rules.legal_commands(state)
                       if c.kind in ("end_turn", "decline_auction", "roll_dice", "choose_die_value",
                                     "move_noble", "produce", "discard_token", "request_donation"))
        state, _ = rules.apply(state, command)
    assert phases[:4] == [Phase.INVEST, Phase.AUCTION, Phase.TRADE, Phase.PRODUCE]
    assert phases[4:] in ([Phase.CEREMONY], [])  # the ceremony may need no decision at all
    assert state.first_player == 1 and all(len(p.records_by_round) == 1 for p in state.players)


def test_r13_medal_for_6_coins_at_any_moment_by_its_owner():
    state = with_player(game(4), 2, medals=1).model_copy(update={"medal_supply": 17})
    state, events = play(state, TakeCoinsForMedal(player=2))  # not seat 2's turn: allowed
    assert state.players[2].coins == 36 and state.players[2].medals == 0 and state.medal_supply == 18
    with pytest.raises(rules.NotAffordable):
        rules.apply(state, TakeCoinsForMedal(player=2))


def test_r13_extra_action_token_for_a_medal_while_the_supply_has_one():
    state = with_tokens(game(4), {1: {Token.EXTRA_ACTION: 1}})
    state, _ = play(state, rules.ExchangeExtraAction(player=1))
    assert state.players[1].medals == 1 and state.players[1].count(Token.EXTRA_ACTION) == 0
    empty = with_tokens(game(4), {1: {Token.EXTRA_ACTION: 1}}).model_copy(update={"medal_supply": 0})
    empty = with_player(empty, 0, medals=18)
    with pytest.raises(IllegalCommand, match="medal supply is empty"):
        rules.apply(empty, rules.ExchangeExtraAction(player=1))


def test_r14_all_holdings_are_public_in_the_state():
    dumped = game(4).model_dump(mode="json")
    for player in dumped["players"]:
        assert {"coins", "tokens", "programs", "medals", "record"} <= set(player)
