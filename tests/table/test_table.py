"""A whole game at a Table without pygame: people (commands from a test standing in for their screen) and
computer players (drivers) at one table; the undo and consent rules (R14's any-time exchanges aside, a person's
action is theirs to give back); a replay seat playing a save's log back to the same final state."""
from __future__ import annotations

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.saves import load_game, save_game
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play
from colosseum_desktop.table import (AutosaveObserver, Computer, LogCursor, Outcome, PersonHere, ReplaySeat, Table,
                                     TableObserver, computer_seed)
from colosseum_desktop.saves import Autosaver


class Recorder(TableObserver):
    def __init__(self) -> None:
        self.moves, self.undone, self.failures, self.handed = [], [], [], []

    def moved(self, table, entry) -> None:
        self.moves.append(entry.command)

    def taken_back(self, table, entry) -> None:
        self.undone.append(entry.command)

    def driver_failed(self, table, seat, reason, gave_up) -> None:
        self.failures.append((seat, reason(), gave_up))

    def seat_handed_to_people(self, table, seat, reason) -> None:
        self.handed.append((seat, reason()))


def test_a_whole_game_with_two_people_and_two_computers_at_one_table():
    session = Session.new(rules.GameOptions(players=4), 11)
    recorder = Recorder()
    table = Table(session, [PersonHere(), Computer(level="strong"), PersonHere(), Computer(level="easy")],
                  observers=[recorder])
    people = {seat: make_bot("random", seat) for seat in (0, 2)}  # stand-ins for the people's clicks
    for _ in range(5000):
        if rules.is_over(table.state):
            break
        if table.person_here_decides():
            table.submit(people[table.deciding].choose(table.view_for(table.deciding).state))
        else:
            assert table.driven(table.deciding) and table.tick(0.0)
    assert rules.is_over(table.state)
    assert recorder.moves == [entry.command for entry in session.log]
    assert {entry.command.player for entry in session.log} == {0, 1, 2, 3}


def test_a_computers_pace_holds_its_move_until_it_is_due():
    session = Session.new(rules.GameOptions(players=3), 2)
    table = Table(session, [Computer(level="easy")] * 3, pace_ms=lambda: 300)
    assert not table.tick(100) and table.due_in_ms() == pytest.approx(200)
    assert not table.tick(150) and len(session.log) == 0
    assert table.tick(60) and len(session.log) == 1
    table.hurry()
    assert table.tick(0)


def test_a_threaded_computer_wakes_the_screen_when_it_has_decided():
    woken = []
    session = Session.new(rules.GameOptions(players=3), 2)
    table = Table(session, [Computer(level="strong")] * 3, threaded=True, wake=lambda: woken.append(True))
    table.tick(0)
    import time
    deadline = time.monotonic() + 10
    while not woken and time.monotonic() < deadline:
        time.sleep(0.005)
    assert woken  # the worker woke the screen, whether or not its first tick already found the answer
    assert (session.log or table.tick(0)) and len(session.log) == 1
    table.close()


def investing_person_with_a_ticket(seat=1):
    session = Session.new(rules.GameOptions(players=4), 5)
    let_computers_play(session, ("random",) * 4, until=lambda s: s.phase is rules.Phase.INVEST
                       and s.step.player == seat and s.step.credits and s.ticket_supply
                       and s.player(seat).coins >= 12)
    return session


def test_r14_own_action_of_this_turn_is_taken_back_at_once():
    session = investing_person_with_a_ticket()
    table = Table(session, [PersonHere()] * 4)
    before = session.state
    table.submit(rules.BuySeasonTicket(player=1))
    offer = table.undo_offer()
    assert offer.seat == 1 and not offer.needs_consent
    assert table.take_back(offer) is Outcome.TAKEN_BACK and session.state is before


def test_r14_another_persons_action_needs_their_consent_and_a_refusal_changes_nothing():
    session = investing_person_with_a_ticket()
    recorder = Recorder()
    table = Table(session, [PersonHere()] * 4, observers=[recorder])
    before = session.state
    table.submit(rules.EndTurn(player=1))
    ended = session.state
    offer = table.undo_offer()
    assert offer.seat == 1 and offer.needs_consent
    with pytest.raises(ValueError):
        table.take_back(offer)  # never without the consent of seat 1
    request = table.consent_request(offer)
    assert request.seat == 1
    assert table.answer_consent(request, agreed=False) is Outcome.REFUSED and session.state is ended
    assert table.answer_consent(request, agreed=True) is Outcome.TAKEN_BACK and session.state is before
    assert recorder.undone == [rules.EndTurn(player=1)]


def test_a_consent_given_after_the_game_moved_on_takes_nothing_back():
    session = investing_person_with_a_ticket()
    table = Table(session, [PersonHere()] * 4)
    table.submit(rules.EndTurn(player=1))
    request = table.consent_request(table.undo_offer())
    table.submit(rules.EndTurn(player=2))
    moved_on = session.state
    assert table.answer_consent(request, agreed=True) is Outcome.MOVED_ON and session.state is moved_on


def test_a_computers_move_and_the_dice_are_never_offered_for_undo():
    session = investing_person_with_a_ticket()
    table = Table(session, [PersonHere(), Computer(level="easy"), PersonHere(), PersonHere()])
    table.submit(rules.EndTurn(player=1))  # seat 1's move, made as a computer's
    assert table.undo_offer() is None
    session = Session.new(rules.GameOptions(players=3), 4)
    let_computers_play(session, ("random",) * 3, until=lambda s: s.phase is rules.Phase.PRODUCE and not s.step.rolled)
    table = Table(session, [PersonHere()] * 3)
    table.submit(rules.RollDice(player=table.deciding))
    assert table.undo_offer() is None


@pytest.mark.computer_failure_expected
def test_a_computer_that_fails_twice_gives_its_seat_to_the_people():
    class Broken:
        def choose(self, state):
            raise RuntimeError("lost its way")

    session = Session.new(rules.GameOptions(players=3), 4)
    recorder = Recorder()
    table = Table(session, [Computer(level="easy"), PersonHere(), PersonHere()], observers=[recorder])
    table.drivers[0].player = Broken()
    assert not table.tick(0) and table.driven(0)
    assert not table.tick(0) and not table.driven(0) and table.seats[0] == PersonHere()
    assert [(seat, gave_up) for seat, _reason, gave_up in recorder.failures] == [(0, False), (0, True)]
    assert recorder.handed[0][0] == 0 and "failed twice" in recorder.handed[0][1] and not session.log


def test_a_replay_seat_plays_a_saves_log_back_to_the_same_final_state(tmp_path):
    played = Session.new(rules.GameOptions(players=5), 31)
    let_computers_play(played, ("strong", "easy", "random", "strong", "easy"))
    saved = load_game(save_game(played, tmp_path / "finished"))
    commands = [entry.command for entry in saved.session.log]
    replay = Session.new(saved.session.options, saved.session.seed)
    table = Table(replay, [ReplaySeat()] * 5, log=commands)
    assert table.play_until() == len(commands)
    assert replay.state == played.state and rules.is_over(replay.state)


@pytest.mark.computer_failure_expected
def test_a_replay_seat_that_runs_out_of_log_says_so_and_gives_the_seat_back():
    session = Session.new(rules.GameOptions(players=3), 8)
    recorder = Recorder()
    table = Table(session, [ReplaySeat()] * 3, observers=[recorder], log=[])
    table.play_until()
    assert recorder.failures and "no more moves" in recorder.failures[0][1]
    assert recorder.handed and "could not be played back" in recorder.handed[0][1]


def test_the_log_cursor_refuses_a_move_out_of_its_order():
    cursor = LogCursor([rules.EndTurn(player=2)])
    with pytest.raises(Exception, match="seat 3's, not seat 1's"):
        cursor.next_for(0)


def test_computer_seats_decide_from_the_view_alone_the_same_moves_as_from_the_whole_state():
    """No computer level looks at the generator or the face-down token: playing from the view (as the table
    does) and from the whole state gives the same game."""
    levels = ("strong", "easy", "random", "strong")
    at_table = Session.new(rules.GameOptions(players=4), 77)
    let_computers_play(at_table, levels)
    state = rules.new_game(rules.GameOptions(players=4), 77)
    bots = [make_bot(level, computer_seed(77, seat)) for seat, level in enumerate(levels)]
    while not rules.is_over(state):
        state, _events = rules.apply(state, bots[rules.current_player(state)].choose(state))
    assert at_table.state == state


def test_an_autosave_observer_writes_each_move_and_says_why_it_failed(tmp_path):
    blocker = tmp_path / "a file"
    blocker.write_text("")
    failing = AutosaveObserver(Autosaver(blocker / "saves"))
    working = AutosaveObserver(Autosaver(tmp_path / "saves"))
    table = Table(Session.new(rules.GameOptions(players=3), 1), [Computer(level="easy")] * 3,
                  observers=[failing, working])
    table.tick(0)
    assert failing.problem is not None and working.problem is None
    assert table.observer_of(AutosaveObserver) is failing
    assert len(list((tmp_path / "saves").iterdir())) == 1
