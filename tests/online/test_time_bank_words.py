"""The time bank as the online board says it (issue 32): before the time per move runs out, until when and how much
bank follows; then that the bank's time runs, until the deadline; past it, that the time ran out (that every sentence
fits the deadline's strip in six languages with the longest name: test_online_board_clock.py)."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from colosseum_desktop.i18n.conventions import format_datetime
from colosseum_desktop.protocol.messages import SeatInfo, SeatViewMessage
from colosseum_desktop.online.turn_clock import TurnClock, clock_of
from colosseum_desktop.scenes.online.deadline import deadline_words

DEADLINE = datetime(2026, 12, 24, 23, 45, tzinfo=timezone.utc)
BANK = 300


def test_the_strip_says_the_bank_before_during_and_after():
    clock = TurnClock(seat=0, name="Aurelia", deadline=DEADLINE, bank_seconds=BANK)
    move_end = DEADLINE - timedelta(seconds=BANK)
    assert clock.move_deadline == move_end
    before = deadline_words(clock, move_end - timedelta(minutes=1))
    assert before == f"Aurelia to play, until {format_datetime(move_end.astimezone())} (+5 min time bank)"
    assert not clock.on_bank(move_end - timedelta(seconds=1)) and clock.on_bank(move_end)
    assert deadline_words(clock, move_end + timedelta(minutes=1)) == \
        f"Aurelia is on their time bank, until {format_datetime(DEADLINE.astimezone())}"
    assert not clock.overdue(DEADLINE - timedelta(seconds=1)) and clock.overdue(DEADLINE)
    assert deadline_words(clock, DEADLINE) == f"Aurelia's time ran out at {format_datetime(DEADLINE.astimezone())}"
    without = TurnClock(seat=0, name="Aurelia", deadline=DEADLINE)  # no bank: as before
    assert deadline_words(without, DEADLINE - timedelta(minutes=1)) == \
        f"Aurelia to play, until {format_datetime(DEADLINE.astimezone())}"


def test_the_view_s_bank_reaches_the_clock_and_a_bad_one_is_none():
    seats = [SeatInfo(seat=seat, kind="person", name=name, joined=True, connected=True)
             for seat, name in enumerate(("Aurelia", "Brutus", "Cassia"))]

    def clock(bank) -> TurnClock:
        view = SeatViewMessage.model_construct(game_id="g", seat=0, version=3, seats=seats, to_play=1, turn_seconds=60,
                                               deadline=DEADLINE.isoformat(), bank_seconds=bank)
        return clock_of(view)

    assert clock(BANK).bank_seconds == BANK and clock(BANK).name == "Brutus"
    for bad in (None, 0, -5, "300"):  # a hostile or older server's: no bank, the deadline as it says
        assert clock(bad).bank_seconds == 0 and clock(bad).deadline == DEADLINE
