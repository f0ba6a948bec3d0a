"""No quiet random play: a computer player that fails is logged (Python logging) and named in the game log; it
is asked once more, then its seat goes to the people at the table. A strong seat never becomes a random one."""
import logging
import time
from pathlib import Path

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.session import Session
from colosseum_desktop.table import Computer, PersonHere, Table
from colosseum_desktop.table.drivers import LOG

from .test_board import NAMES, make_board

pytestmark = pytest.mark.computer_failure_expected


class Broken:
    """A computer player that raises `times` times, then plays the first legal command."""

    def __init__(self, times: int) -> None:
        self.left = times
        self.calls = 0

    def choose(self, state):
        self.calls += 1
        if self.left:
            self.left -= 1
            raise RuntimeError("lost its way")
        return rules.legal_commands(state)[0]


class Refused:
    """A computer player whose every move the rules refuse (a move for another seat)."""

    def choose(self, state):
        return rules.EndTurn(player=(rules.current_player(state) + 1) % len(state.players))


def game_with_a_computer(player, caplog):
    session = rules_session()
    manager, board = make_board(session, seats=["strong", "person", "person"], computer_delay_ms=0)
    board.table.drivers[0].player = player
    caplog.set_level(logging.ERROR, logger=LOG.name)
    return manager, board, session


def rules_session():
    return Session.new(rules.GameOptions(players=3, names=NAMES[:3]), 4)


def frames_until(board, done, seconds: float = 5) -> None:
    deadline = time.monotonic() + seconds
    while not done() and time.monotonic() < deadline:
        board.update(16)
        time.sleep(0.001)
    assert done()


def test_an_unknown_level_is_an_error_not_the_random_player():
    with pytest.raises(ValueError, match="unknown bot level 'evil'"):
        make_bot("evil", 1)
    table = Table(rules_session(), [PersonHere(), Computer(level="evil"), Computer(level="strong")])
    assert not table.driven(1) and table.driven(2) and table.seats[1] == PersonHere()
    assert [seat for seat, _reason in table.handovers] == [1] and "“evil”" in table.handovers[0][1]()


def test_a_seat_of_an_unknown_level_goes_to_the_people_with_a_word_in_the_log(caplog):
    caplog.set_level(logging.ERROR, logger=LOG.name)
    manager, board = make_board(rules_session(), seats=["person", "evil", "person"])
    assert board.seats[1] == "person" and not board.table.driven(1)
    assert "“evil”" in board.log_panel.lines[-1].text and "a person plays this seat" in board.log_panel.lines[-1].text
    assert any("evil" in record.getMessage() for record in caplog.records)


def test_the_board_s_own_log_lines_follow_a_change_of_language(caplog):
    """A seat handed to the people says so in the log, worded again when the language changes."""
    from colosseum_desktop.i18n import set_language

    caplog.set_level(logging.ERROR, logger=LOG.name)
    manager, board = make_board(rules_session(), seats=["person", "evil", "person"])
    english = board.log_panel.lines[-1].text
    set_language("de")
    manager.language_changed()
    manager.apply_pending()
    german = board.log_panel.lines[-1].text
    assert german.startswith("Kein Computerspieler der Stufe „evil“") and german != english


def test_a_computer_that_fails_once_is_named_in_the_log_and_asked_again(caplog):
    player = Broken(times=1)
    manager, board, session = game_with_a_computer(player, caplog)
    frames_until(board, lambda: session.log)
    assert player.calls == 2 and session.log[0].command == rules.legal_commands(session.log[0].state_before)[0]
    assert board.seats[0] == "strong" and board.table.driven(0) and not board.table.failures
    assert any("failed (it stopped with an error: lost its way); it tries again" in line.text
               for line in board.log_panel.lines)
    assert len(caplog.records) == 1 and caplog.records[0].exc_info is not None  # the traceback is logged


def test_a_computer_that_fails_twice_gives_its_seat_to_the_people_and_never_plays_at_random(caplog):
    player = Broken(times=5)
    manager, board, session = game_with_a_computer(player, caplog)
    frames_until(board, lambda: board.seats[0] == "person")
    for _ in range(20):
        board.update(16)
    assert not session.log and player.calls == 2 and not board.table.driven(0)
    assert board.person_decides() and board.buttons  # the people play seat 0 with the board's buttons
    assert "failed twice" in board.log_panel.lines[-1].text and "Play" in board.message
    assert len(caplog.records) == 2


def test_a_refused_computer_move_is_reported_and_never_replaced_by_a_random_one(caplog):
    manager, board, session = game_with_a_computer(Refused(), caplog)
    frames_until(board, lambda: board.seats[0] == "person")
    assert not session.log
    assert any("the rules refused its move end turn" in line.text for line in board.log_panel.lines)
    assert all("refused" in record.getMessage() for record in caplog.records) and len(caplog.records) == 2


def test_a_test_fails_when_a_computer_player_fails_in_it(pytester):
    pytester.makeconftest((Path(__file__).parents[1] / "conftest.py").read_text(encoding="utf-8"))
    pytester.makeini("[pytest]\nmarkers =\n    computer_failure_expected: expected\n")
    pytester.makepyfile("""
        import logging
        import pytest

        def test_quiet():
            logging.getLogger("colosseum_desktop.computer_players").error("seat 1 failed")

        @pytest.mark.computer_failure_expected
        def test_expected():
            logging.getLogger("colosseum_desktop.computer_players").error("seat 1 failed")
    """)
    result = pytester.runpytest_inprocess("-p", "no:cacheprovider")
    result.assert_outcomes(passed=2, errors=1)  # test_quiet ran, and its teardown failed it
    result.stdout.fnmatch_lines(["*a computer player failed: seat 1 failed*"])
