"""The engine's faster forms change nothing a player or a save can see: `apply` copies a model on its first
change and then changes that copy in place (rules/context.py), and a few lists and tables are made once."""
from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.rules import Produce

from .test_produce import CIRCUS_MAXIMUS, circus_maximus_player, dice_done
from .helpers import T, game, play


def test_apply_never_changes_the_state_it_was_given():
    for players, seed in ((3, 1), (4, 2), (5, 3)):
        state = rules.new_game(rules.GameOptions(players=players), seed)
        bots = [RandomBot(seed * 100 + seat) for seat in range(players)]
        while not rules.is_over(state):
            before = state.model_dump()
            for legal in rules.legal_commands(state):
                rules.apply(state, legal)
            command = bots[rules.current_player(state)].choose(state)
            after, events = rules.apply(state, command)
            assert state.model_dump() == before
            assert rules.apply(state, command) == (after, events)  # the same again from the same state
            state = after


def test_a_refused_command_leaves_the_state_as_it_was_even_after_changes_on_the_way():
    """Spending the medals is checked after the production's other checks; nothing of it stays."""
    state = dice_done(circus_maximus_player(game(4), medals=1))
    before = state.model_dump()
    try:
        rules.apply(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens={T.LION: 3}, medals=1))
    except rules.IllegalCommand:
        pass
    assert state.model_dump() == before


def test_r9_a_production_with_medals_still_says_whether_it_set_a_new_record():
    """Spending medals changes the player first, so the record is compared with the one before producing."""
    state = dice_done(circus_maximus_player(game(4), medals=1, record=20))
    tokens = {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1}
    state, events = play(state, Produce(player=0, program=CIRCUS_MAXIMUS, tokens=tokens, medals=1))
    produced = next(e for e in events if e.kind == "produced")
    assert produced.new_record and state.players[0].record == produced.attendance.total > 20
