"""Saves written under rules version 1, before R5's pass in phase 4 and the R8/R9 refusals of rules 2,
still open and play on (the rules' change only adds a choice and refuses commands no rules-1 save holds)."""
import json

import pytest

from colosseum_desktop import RULES_VERSION, rules
from colosseum_desktop.saves import SUFFIX, load_game, save_game
from colosseum_desktop.simulate import let_computers_play

from .games import FIXTURES_DIR, fingerprint

RULES_1_SAVES = {  # the sample saves as written under rules "1": (players, round, phase) where they stopped
    "rules-1-mid-game-4-players": (4, 3, rules.Phase.AUCTION),
    "rules-1-last-round-5-players": (5, 5, rules.Phase.PRODUCE),
}


@pytest.mark.parametrize("name", sorted(RULES_1_SAVES))
def test_r5_r8_r9_a_rules_1_save_opens_under_the_new_rules_and_plays_to_the_end(name, tmp_path):
    path = FIXTURES_DIR / (name + SUFFIX)
    untouched = fingerprint(path)
    game = load_game(path)
    assert game.rules_version == "1" != RULES_VERSION
    state = game.session.state
    assert (len(state.players), state.round, state.phase) == RULES_1_SAVES[name]
    moves = len(game.session.log)
    # Rules 2 only adds a choice and refuses commands no rules-1 save holds, so the whole log replays: no
    # carrying over from the stored state, undo reaches back as before.
    assert game.notice is None and moves == len(json.loads(path.read_text(encoding="utf-8"))["log"]) > 50
    levels = ("strong", "easy", "random", "easy", "strong")[:len(state.players)]
    assert let_computers_play(game.session, levels) == []
    assert rules.is_over(game.session.state) and len(game.session.log) > moves
    assert fingerprint(path) == untouched  # opening and playing on never writes the old file
    resaved = load_game(save_game(game.session, tmp_path / (name + SUFFIX), game.seats))
    assert resaved.rules_version == RULES_VERSION
    assert resaved.session.state == game.session.state
