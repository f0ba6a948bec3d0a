"""R9.2-R9.3 Producing an event: the rulebook's examples and every bonus."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import EndTurn, IllegalCommand, Produce, Token

from .helpers import T, game, place_nobles, play, produce, with_player, with_tokens

CIRCUS_MAXIMUS = 20


def circus_maximus_player(state, **changes):
    state = with_player(state, 0, programs=(CIRCUS_MAXIMUS,), arena=(3, 4, 5), **changes)
    return with_tokens(state, {0: {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1}})


def dice_done(state, seat=0):
    return produce(state, seat=seat).model_copy(
        update={"step": rules.ProduceStep(player=seat, faces=(2,), values=(2,), used=(True,))})


def test_r9_circus_maximus_with_a_horse_and_a_chariot_missing_draws_24():
    state = dice_done(circus_maximus_player(game(4)))
    tokens = {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1}
    preview = rules.attendance(state, 0, CIRCUS_MAXIMUS, tokens)
    assert (preview.missing, preview.table_value, preview.total) == (2, 24, 24)
    state, events = play(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens=tokens))
    assert state.players[0].record == 24 and state.players[0].coins == 30 + 24
    assert state.players[0].produced == (CIRCUS_MAXIMUS,)
    assert events[0].kind == "produced" and events[0].attendance.total == 24


def test_r9_the_table_limits_how_many_may_be_missing():
    state = dice_done(circus_maximus_player(game(4)))
    assert rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.GLADIATOR: 1}).table_value == 5  # 6 missing
    with pytest.raises(IllegalCommand, match="at most 6 tokens missing; 7 are missing"):
        rules.attendance(state, 0, CIRCUS_MAXIMUS, {})


def test_r9_arena_too_small_is_refused_with_the_reason():
    state = dice_done(with_player(circus_maximus_player(game(4)), 0, arena=(3, 4)))
    with pytest.raises(IllegalCommand, match="Your arena covers 2 squares; Circus Maximus needs 3"):
        rules.apply(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens={T.LION: 2}))


def test_r9_the_third_event_gets_10_from_the_two_before_and_a_repeat_does_not_count_itself():
    state = dice_done(circus_maximus_player(game(4), produced=(1, 6)))
    assert rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.LION: 2}).earlier_programs == 10
    state = dice_done(circus_maximus_player(game(4), produced=(20, 6)))
    assert rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.LION: 2}).earlier_programs == 5


def test_r9_r10_three_stars_two_of_their_types_used_give_8_and_a_joker_triggers_none():
    state = circus_maximus_player(game(4))
    state = with_tokens(state, {0: {T.LION: 2, T.HORSE: 2, T.GLADIATOR: 1, T.PRIEST: 3, T.JOKER: 1}})
    state = dice_done(state.model_copy(update={"stars": {T.LION: 0, T.HORSE: 0, T.PRIEST: 0}}))
    preview = rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.LION: 2, T.HORSE: 2})
    assert preview.stars == 8 and set(preview.star_types) == {T.LION, T.HORSE}
    # A joker standing in for the lions does not bring the lion star's bonus.
    preview = rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.HORSE: 2}, {T.LION: 1})
    assert preview.stars == 4 and preview.star_types == (T.HORSE,)


def test_r9_jokers_stand_in_for_any_one_normal_token():
    state = dice_done(circus_maximus_player(game(4)))
    state = with_tokens(state, {0: {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1, T.JOKER: 2}})
    preview = rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1},
                               {T.HORSE: 1, T.CHARIOT: 1})
    assert preview.missing == 0 and preview.table_value == 32
    with pytest.raises(IllegalCommand, match="needs only 2 horse"):
        rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.HORSE: 1}, {T.HORSE: 2})
    with pytest.raises(rules.NotAffordable, match="2 joker"):
        rules.attendance(state, 0, CIRCUS_MAXIMUS, {}, {T.HORSE: 2, T.LION: 1})
    with pytest.raises(IllegalCommand, match="no place for a ship"):
        rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.SHIP: 1})


def test_r9_every_bonus_adds_up_tickets_nobles_podiums_medals():
    """A composite of R9.3's parts (the books give only the unit values)."""
    state = circus_maximus_player(game(4), produced=(1, 6), tickets=1, podiums=1, medals=1)
    state = state.model_copy(update={"stars": {T.HORSE: 0}, "medal_supply": 17})
    state = dice_done(place_nobles(state, {2: 4}))  # a Consul inside the arena (3, 4, 5)
    tokens = {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1}
    preview = rules.attendance(state, 0, CIRCUS_MAXIMUS, tokens, medals=1)
    assert preview.lines() == [("Program 20, 2 missing", 24), ("Earlier programs", 10), ("Season tickets", 5),
                               ("Star performers horse", 4), ("Nobles consul", 5), ("Podiums", 3),
                               ("Medals spent", 3)]
    assert preview.total == 54
    state, _ = play(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens=tokens, medals=1))
    assert state.players[0].coins == 30 + 54 and state.players[0].medals == 0 and state.medal_supply == 18


@pytest.mark.parametrize("kind,bonus", [("emperor", 7), ("consul", 5), ("senator", 3)])
def test_r9_each_noble_in_the_arena_adds_its_spectators(kind, bonus):
    state = dice_done(circus_maximus_player(game(4)))
    noble = next(n for n in state.nobles if n.kind == kind)
    state = place_nobles(state, {noble.id: 5})
    assert rules.attendance(state, 0, CIRCUS_MAXIMUS, {T.LION: 2}).nobles == bonus


def test_r9_record_keeps_the_best_and_coins_pay_this_event():
    state = dice_done(circus_maximus_player(game(4), record=30))
    state, events = play(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens={T.LION: 2, T.HORSE: 1,
                                                                                     T.CHARIOT: 1, T.GLADIATOR: 1}))
    assert state.players[0].record == 30 and state.players[0].coins == 54 and not events[0].new_record


def test_r9_tokens_used_stay_with_the_player():
    state = dice_done(circus_maximus_player(game(4)))
    before = dict(state.players[0].tokens)
    state, _ = play(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens={T.LION: 2}))
    assert state.players[0].tokens == before
    assert state.players[0].last_event_tokens == {T.LION: 2}


def test_r9_producing_is_optional_and_only_programs_held():
    state = dice_done(circus_maximus_player(game(4)))
    with pytest.raises(IllegalCommand, match="do not hold program 21"):
        rules.apply(state, Produce(player=0, program=21, tokens={}))
    state, events = play(state, EndTurn(player=0))
    assert rules.current_player(state) == 1 and state.players[0].produced == ()


def test_r9_legal_commands_offer_each_producible_program_with_its_best_assignment():
    state = dice_done(circus_maximus_player(game(4)))
    produces = [c for c in rules.legal_commands(state) if c.kind == "produce"]
    assert [c.program for c in produces] == [CIRCUS_MAXIMUS]
    assert produces[0].tokens == {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1}


def test_r5_r9_a_player_may_pass_phase_4_without_rolling_or_moving_a_noble():
    """R5: every phase is optional (all five rulebooks). Passing before the roll moves no noble, earns no
    medal and produces nothing; the next player's turn begins."""
    state = with_player(produce(game(4)), 0, medals=1)
    assert rules.legal_commands(state)[:2] == [rules.RollDice(player=0), EndTurn(player=0)]
    after, events = play(state, EndTurn(player=0))
    assert [e.kind for e in events] == ["turn_ended", "turn_started"]
    assert rules.current_player(after) == 1 and after.step.done == (0,) and not after.step.rolled
    assert after.nobles == state.nobles and after.rng == state.rng  # no die was rolled
    assert after.players[0] == state.players[0] and after.medal_supply == state.medal_supply


def test_r5_r9_producing_still_needs_the_dice_first():
    """Passing skips the whole phase; a production comes after the nobles have moved (R9.1 before R9.2)."""
    state = circus_maximus_player(produce(game(4)))
    before = state.model_dump()
    with pytest.raises(IllegalCommand, match="Roll the dice and move nobles before producing"):
        rules.apply(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens={T.LION: 2}))
    assert state.model_dump() == before
    assert not [c for c in rules.legal_commands(state) if c.kind == "produce"]


def test_r5_r12_when_everyone_passes_phase_4_the_round_goes_on_and_the_last_one_ends_the_game():
    state = produce(game(4))
    for seat in range(4):
        state, events = play(state, EndTurn(player=seat))
    assert state.phase is rules.Phase.CEREMONY
    state = produce(game(4)).model_copy(update={"round": 5})
    for seat in range(4):
        state, events = play(state, EndTurn(player=seat))
    assert rules.is_over(state) and "game_ended" in [e.kind for e in events]
