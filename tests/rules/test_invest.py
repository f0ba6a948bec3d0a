"""R6 Phase 1: Invest (with R3 expansions and R14's readings)."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import (BuyExtraInvestment, BuyLoge, BuyProgram, BuySeasonTicket, EndTurn,
                                     ExpandArena, IllegalCommand, Token)

from .helpers import game, invest, kinds, play, with_player, with_tokens


def test_r6_buying_a_program_pays_its_cost_and_takes_it_from_the_supply():
    state = invest(game(4))
    state, events = play(state, BuyProgram(player=0, program=20))
    assert state.players[0].coins == 5 and 20 in state.players[0].programs
    assert 20 not in state.program_supply
    assert kinds(events) == ["invested"]


def test_r6_one_investment_per_turn_then_end():
    state = invest(game(4))
    state, _ = play(state, BuySeasonTicket(player=0))
    with pytest.raises(IllegalCommand, match="made your investment"):
        rules.apply(state, BuyLoge(player=0))
    state, _ = play(state, EndTurn(player=0))
    assert rules.current_player(state) == 1


def test_r6_r14_program_must_be_numbered_higher_than_every_program_produced():
    state = with_player(invest(game(4)), 0, produced=(14, 3), coins=100)
    with pytest.raises(IllegalCommand, match="only buy programs numbered higher"):
        rules.apply(state, BuyProgram(player=0, program=13))
    state, _ = play(state, BuyProgram(player=0, program=15))
    assert 15 in state.players[0].programs


def test_r6_programs_not_in_the_supply_cannot_be_bought():
    state = invest(game(4))
    with pytest.raises(IllegalCommand, match="not for sale"):
        rules.apply(state, BuyProgram(player=0, program=3))


def test_r6_a_player_never_pays_more_than_they_hold():
    state = with_player(invest(game(4)), 0, coins=24)
    with pytest.raises(rules.NotAffordable, match="costs 25 coins; you have 24"):
        rules.apply(state, BuyProgram(player=0, program=20))
    assert BuyProgram(player=0, program=20) not in rules.legal_commands(state)


def test_r6_r3_expansion_either_end_at_most_two():
    state = with_player(invest(game(4), credits=3), 0, coins=100)  # 4 players: arena [3, 4]
    state, events = play(state, ExpandArena(player=0, clockwise=True))
    assert state.players[0].arena == (3, 4, 5) and state.players[0].coins == 90
    state, _ = play(state, ExpandArena(player=0, clockwise=False))
    assert state.players[0].arena == (2, 3, 4, 5)
    with pytest.raises(IllegalCommand, match="both its expansions"):
        rules.apply(state, ExpandArena(player=0, clockwise=True))


def test_r3_r14_expansion_may_cover_a_rest_square_and_the_noble_there_is_in_the_arena():
    state = with_player(invest(game(4), seat=0, credits=2), 0, coins=100, programs=(1,))
    state = with_tokens(state, {0: {Token.GLADIATOR: 2, Token.DECORATION: 1}})
    before = rules.attendance(state, 0, 1, {Token.GLADIATOR: 2, Token.DECORATION: 1})
    state, _ = play(state, ExpandArena(player=0, clockwise=True), ExpandArena(player=0, clockwise=True))
    assert state.players[0].arena == (3, 4, 5, 6)  # 6 is a Senator's rest square
    after = rules.attendance(state, 0, 1, {Token.GLADIATOR: 2, Token.DECORATION: 1})
    assert (before.nobles, after.nobles) == (0, 3)


def test_r3_expansion_never_covers_another_arena():
    state = with_player(invest(game(5)), 0, arena=(5, 6, 7), coins=100)  # seat 1's arena is [8, 9]
    with pytest.raises(IllegalCommand, match="Square 8 belongs to Player 2's arena"):
        rules.apply(state, ExpandArena(player=0, clockwise=True))
    assert ExpandArena(player=0, clockwise=True) not in rules.legal_commands(state)
    assert ExpandArena(player=0, clockwise=False) in rules.legal_commands(state)


def test_r6_season_tickets_only_while_the_ten_last():
    state = invest(game(4)).model_copy(update={"ticket_supply": 0})
    state = with_player(state, 1, tickets=10)
    with pytest.raises(IllegalCommand, match="All 10 season tickets"):
        rules.apply(state, BuySeasonTicket(player=0))


def test_r6_loge_costs_5_and_an_arena_holds_one():
    state = with_player(invest(game(4), credits=2), 0, coins=100)
    state, _ = play(state, BuyLoge(player=0))
    assert state.players[0].loge and state.players[0].coins == 95 and state.loge_supply == 4
    with pytest.raises(IllegalCommand, match="holds one"):
        rules.apply(state, BuyLoge(player=0))


def test_r6_r13_two_medals_buy_an_extra_investment_of_the_same_kind():
    state = with_player(invest(game(4)), 0, medals=2, coins=100)
    state = state.model_copy(update={"medal_supply": 16})
    state, _ = play(state, BuySeasonTicket(player=0), BuyExtraInvestment(player=0, payment="medals"),
                    BuySeasonTicket(player=0))
    assert state.players[0].tickets == 2 and state.players[0].medals == 0 and state.medal_supply == 18


def test_r6_r2_extra_action_token_buys_an_extra_investment_and_leaves_the_game():
    state = with_tokens(invest(game(4)), {0: {Token.EXTRA_ACTION: 1}})
    state, _ = play(state, BuyLoge(player=0), BuyExtraInvestment(player=0, payment="extra_action"),
                    BuySeasonTicket(player=0))
    assert state.players[0].count(Token.EXTRA_ACTION) == 0 and state.removed == {Token.EXTRA_ACTION: 1}
    assert state.players[0].tickets == 1 and state.players[0].loge


def test_r6_extra_investment_is_bought_only_once_the_first_is_made():
    state = with_player(invest(game(4)), 0, medals=2)
    with pytest.raises(IllegalCommand, match="first"):
        rules.apply(state, BuyExtraInvestment(player=0, payment="medals"))


def test_r6_without_medals_or_token_no_extra_investment():
    state = invest(game(4), credits=0)
    with pytest.raises(rules.NotAffordable):
        rules.apply(state, BuyExtraInvestment(player=0, payment="medals"))
    with pytest.raises(rules.NotAffordable):
        rules.apply(state, BuyExtraInvestment(player=0, payment="extra_action"))


def test_r6_r5_invest_turns_go_in_turn_order_then_auctions_begin():
    state = game(4)
    for seat in range(4):
        assert rules.current_player(state) == seat
        state, events = play(state, EndTurn(player=seat))
    assert state.phase is rules.Phase.AUCTION
    assert "phase_started" in kinds(events)


def test_r6_only_the_player_in_turn_invests():
    with pytest.raises(rules.NotYourDecision, match="Player 1's decision"):
        rules.apply(game(4), BuyLoge(player=2))


def test_r6_r13_a_player_without_medals_is_told_so_before_being_told_to_invest_first():
    """The refusal names what is really missing: investing first would not make 2 medals appear."""
    state = with_player(invest(game(4)), 0, medals=1)
    with pytest.raises(rules.NotAffordable, match=r"has 1 medal; an extra investment needs 2"):
        rules.apply(state, BuyExtraInvestment(player=0, payment="medals"))
    state = with_player(state, 0, medals=0)
    with pytest.raises(rules.NotAffordable, match=r"has 0 medals;"):
        rules.apply(state, BuyExtraInvestment(player=0, payment="medals"))


def test_r3_the_free_expansion_square_is_the_one_expansion_square_gives_or_none_where_it_refuses():
    from colosseum_desktop.rules.invest import MAX_EXPANSIONS, expansion_square, free_expansion_square

    state = game(players=3, seed=1)
    ring = rules.game_data().ring_squares
    first = state.player(1).arena[0]
    state = with_player(state, 0, arena=((first - 2) % ring, (first - 1) % ring))  # its clockwise end is taken
    start = state.player(2).arena[0]
    grown = tuple((start + i) % ring for i in range(2 + MAX_EXPANSIONS))
    assert all(state.arena_owner(square) in (None, 2) for square in grown)
    state = with_player(state, 2, arena=grown)  # every expansion made: none left at either end
    answers = []
    for seat in range(3):
        for clockwise in (True, False):
            try:
                expected = expansion_square(state, seat, clockwise)
            except rules.IllegalCommand:
                expected = None
            assert free_expansion_square(state, seat, clockwise) == expected
            answers.append(expected)
    # seat 0: clockwise onto seat 1's arena; seat 1: counter-clockwise onto seat 0's; seat 2: none left
    assert answers == [None, (first - 3) % ring, (state.player(1).arena[-1] + 1) % ring, None, None, None]
