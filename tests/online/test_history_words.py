"""The game log of a board opened mid-way (online/history.py): the moves the server sends (commands and events,
no states) are worded exactly as the log words them while they are played, in every language, though the state
before each move is not known here (R5's "passes without rolling" rebuilt from the moves)."""
from __future__ import annotations

import pytest

from colosseum_desktop import rules
from colosseum_desktop.game_log import sentences
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.online.history import earlier_entries
from colosseum_desktop.protocol.messages import PlayedMove
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.table import view_for


@pytest.mark.parametrize("players,seed", [(3, 11), (5, 4)])
def test_the_moves_so_far_are_worded_as_the_log_words_them_when_played(players, seed):
    session = Session.new(rules.GameOptions(players=players), seed)
    let_computers_play(session, ("random",) * players, until=lambda state: state.round >= 4)
    moves = [PlayedMove(number=n, command=entry.command, events=entry.events)
             for n, entry in enumerate(session.log, start=1)]
    seen = view_for(session.state, 0).state  # what the board saw first: the newest public state
    entries = earlier_entries(moves, seen)
    try:
        for language in LANGUAGES:
            set_language(language)
            played = [line.text for entry in session.log for line in sentences(entry.events, entry.state_before)]
            shown = [line.text for entry in entries for line in sentences(entry.events, entry.state_before)]
            assert shown == played, language
    finally:
        set_language("en")
    words = [line.text for entry in entries for line in sentences(entry.events, entry.state_before)]
    assert any("passes without rolling" in text for text in words)  # R5, rebuilt from the moves
    assert any(text.endswith("ends their turn") for text in words)
