"""Time banks (issue 32, at the table): besides the time per move, each seat has a bank of extra time the host chose,
spent when a decision takes longer than the time per move; the server's clock decides (the views' and the lists'
deadline include what is left in the bank; a seat is handed to a computer only once its bank is spent too). The
server's clock is moved here rather than waited for (the games module's `now`), on SQLite and PostgreSQL; then a
real server on 127.0.0.1 says the bank in its views, and a hostile host's bank is refused."""
from __future__ import annotations

import time
from datetime import datetime, timedelta, timezone

import pygame
import pytest

from colosseum_desktop.bots import make_bot
from colosseum_desktop.online import api, keyring
from colosseum_desktop.server import games as games_module
from colosseum_desktop.online.api import ApiRefused
from colosseum_desktop.server.games import Games, Refusal
from colosseum_desktop.protocol.messages import CreateGame, Reason, SeatRequest
from colosseum_desktop.server.storage import upgrade
from colosseum_desktop.server.time_banks import bank_left
from colosseum_desktop.scenes.online.host import BANKS, PLAYED_BY, TURN_TIMES, OnlineHostScene
from colosseum_desktop.table import view_for
from tests.scenes.ui_events import click_on, make_ctx, show

from .harness import SeatClient
from .test_undo_migration import empty_database  # noqa: F401 - the fixture, used by name

START = datetime(2026, 12, 2, 12, 0, tzinfo=timezone.utc)
TURN, BANK = 60, 120


class Clock:
    """The server's clock, moved by the test."""

    def __init__(self) -> None:
        self.moment = START

    def __call__(self) -> datetime:
        return self.moment


def decide(games: Games, game_id: str, secrets: dict[int, str]) -> int:
    """The seat to play decides until the decision passes on (a bot's choices): that seat."""
    record = games.read(game_id)
    seat, bot = record.to_play, make_bot("easy", record.to_play)
    while record.to_play == seat:
        command = bot.choose(view_for(record.state, seat).state)
        record = games.apply(game_id, seat, secrets[seat], f"c{record.version}", record.version, command).record
    return seat


def banks(games: Games, game_id: str) -> list[int | None]:
    with games.engine.connect() as connection:
        return [bank_left(connection, game_id, seat) for seat in range(3)]


def game_with_a_clock(engine, monkeypatch, bank: int) -> tuple[Clock, Games, str, dict[int, str]]:
    """A game of three people with a time per move and `bank`, on a database brought up to date, its server's clock
    the test's: (the clock, the games, the game's id, the seats' secrets)."""
    upgrade(engine)
    clock = Clock()
    monkeypatch.setattr(games_module, "now", clock)
    games = Games(engine)
    created = games.create(CreateGame(seats=[SeatRequest(name=name) for name in ("Aurelia", "Brutus", "Cassia")],
                                      turn_seconds=TURN, bank_seconds=bank))
    return clock, games, created.game_id, {seat: games.join(code)[2] for seat, code in created.invites.items()}


def test_a_decision_beyond_the_turn_time_is_paid_from_the_bank(empty_database, monkeypatch):  # noqa: F811
    clock, games, game_id, secrets = game_with_a_clock(empty_database, monkeypatch, BANK)
    record = games.read(game_id)
    assert record.bank_seconds == BANK and record.deadline == START + timedelta(seconds=TURN + BANK)

    clock.moment = START + timedelta(seconds=TURN + 30)  # 30 s into the bank: paid from it
    first = decide(games, game_id, secrets)
    left = [BANK] * 3
    left[first] = BANK - 30
    assert banks(games, game_id) == left
    record = games.read(game_id)
    second = record.to_play
    assert record.bank_seconds == BANK and record.deadline == clock.moment + timedelta(seconds=TURN + BANK)

    # The second person's time per move has run out, but not their bank: not theirs to hand over yet.
    started = clock.moment
    clock.moment = started + timedelta(seconds=TURN + BANK - 1)
    with pytest.raises(Refusal) as early:
        games.hand_over(game_id, first, secrets[first], second, "easy")
    assert early.value.reason == Reason.NOT_OVERDUE
    # Within it, they decide: the bank is spent down to what they took beyond the time per move, never below 0.
    decide(games, game_id, secrets)
    left[second] = 1
    assert banks(games, game_id) == left
    third = games.read(game_id).to_play
    clock.moment += timedelta(seconds=TURN + BANK + 500)
    games.hand_over(game_id, first, secrets[first], third, "easy")  # bank and turn both spent: handed over
    assert games.read(game_id).kinds[third] == "computer:easy"


def test_a_game_without_a_bank_keeps_the_time_per_move_alone(empty_database, monkeypatch):  # noqa: F811
    clock, games, game_id, secrets = game_with_a_clock(empty_database, monkeypatch, 0)
    record = games.read(game_id)
    assert record.bank_seconds is None and record.deadline == START + timedelta(seconds=TURN)
    clock.moment = START + timedelta(seconds=TURN + 30)
    decide(games, game_id, secrets)
    assert banks(games, game_id) == [None, None, None]
    record = games.read(game_id)
    assert record.deadline == clock.moment + timedelta(seconds=TURN)  # the next seat: the time per move alone


def test_the_server_says_the_bank_and_refuses_a_hostile_one(server):
    created = api.create_game(server.base_url, [{"name": "Aurelia"}, {"name": "Brutus"}, {"name": "Cassia"}],
                              turn_seconds=TURN, bank_seconds=BANK)
    joined = api.join(server.base_url, created["invites"][0]["code"])
    client = SeatClient(server.base_url, created["game_id"], joined["seat"], joined["secret"], time.monotonic() + 20)
    try:
        client.connect()
        view = client.view
        assert view["bank_seconds"] == BANK and view["turn_seconds"] == TURN
        left = datetime.fromisoformat(view["deadline"]) - datetime.now(timezone.utc)
        assert timedelta(seconds=TURN + BANK - 20) < left <= timedelta(seconds=TURN + BANK)
    finally:
        client.close()
    seats = [{"name": "Aurelia"}, {"name": "Brutus"}, {"name": "Cassia"}]
    for body in ({"turn_seconds": TURN, "bank_seconds": -1}, {"turn_seconds": TURN, "bank_seconds": 10 ** 9},
                 {"turn_seconds": TURN, "bank_seconds": "120"}, {"turn_seconds": TURN, "bank_seconds": 1.5},
                 {"turn_seconds": TURN, "bank_seconds": True}, {"bank_seconds": BANK},
                 {"turn_seconds": TURN, "bank_seconds": None}):
        with pytest.raises(ApiRefused) as refused:
            api.call(server.base_url, "/api/games", {"seats": seats, **body})
        assert (refused.value.status, refused.value.reason) == (400, "malformed"), body


def test_the_host_screen_offers_a_bank_with_a_time_per_move_only(server, tmp_path):
    pygame.init()
    pygame.display.set_mode((64, 36))
    ctx = make_ctx(tmp_path / "saves")
    host = show(ctx, OnlineHostScene(ctx, server.base_url))
    assert host.turn_time.index == 0 and not host.bank.enabled  # no time per move: no bank to choose
    host.players.select(0)
    host.rows[1].kind.select([kind for _label, kind in PLAYED_BY].index("computer:easy"))
    host.rows[2].kind.select([kind for _label, kind in PLAYED_BY].index("computer:easy"))
    host.turn_time.select(TURN_TIMES.index(2 * 60))
    assert host.bank.enabled and host.bank.options == ["No time bank", "Time bank: 2 minutes each",
                                                       "Time bank: 5 minutes each"]
    host.bank.select(BANKS.index(5 * 60))
    click_on(ctx, host.create_button)
    deadline = time.monotonic() + 30
    while host.errand is not None or ctx.manager.top is host:
        assert time.monotonic() < deadline, "the game was not created"
        ctx.manager.update(16)
        ctx.manager.apply_pending()
        time.sleep(0.02)
    held = keyring.read_keyring(keyring.keyring_path(ctx.saves_dir)).seats[0]
    client = SeatClient(server.base_url, held.game_id, held.seat, held.secret, time.monotonic() + 20)
    try:
        client.connect()
        assert (client.view["turn_seconds"], client.view["bank_seconds"]) == (2 * 60, 5 * 60)
    finally:
        client.close()
