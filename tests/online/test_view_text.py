"""Each seat's view message as the server sends it (the public state written once per move, each seat's message
around it) says exactly what that seat's `SeatViewMessage` says, for every seat, a spectator's seat count of
three to five, names that JSON must escape, and a green token lying face down."""
from __future__ import annotations

import asyncio
import json
from datetime import datetime, timezone

import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.server.games import GameRecord
from colosseum_desktop.server.server import Hub
from colosseum_desktop.table import view_for

NAMES = ('Zoë "the bold"', "Brutus\\", "Cassia", "Décimus", "Ennia")


class CollectingClient:
    def __init__(self, game_id: str, seat: int) -> None:
        self.game_id, self.seat, self.texts = game_id, seat, []

    def send_text(self, text: str) -> None:
        self.texts.append(text)


class InlineWorkers:
    """Reads at once, on the event loop (the functions read no database here)."""

    async def read(self, function, *args):
        return function(*args)


def played(players: int, moves: int) -> tuple[rules.GameState, tuple, rules.Command | None]:
    state, events, command = rules.new_game(rules.GameOptions(players=players, names=NAMES[:players]), 7), (), None
    bots = [make_bot("easy", seat) for seat in range(players)]
    for _ in range(moves):
        seat = rules.current_player(state)
        command = bots[seat].choose(view_for(state, seat).state)
        state, events = rules.apply(state, command)
    return state, tuple(events), command


@pytest.mark.parametrize("players, moves", [(3, 0), (4, 25), (5, 60)])
def test_each_seat_is_sent_its_own_view_message(players, moves):
    state, events, command = played(players, moves)
    kinds = ("person",) * (players - 1) + ("computer:easy",)
    record = GameRecord(game_id="g1", version=moves, state=state, kinds=kinds,
                        claimed=(True,) * players, to_play=rules.current_player(state), turn_seconds=600,
                        turn_started_at=datetime(2026, 11, 26, tzinfo=timezone.utc), last_events=events,
                        last_command=command)
    hub = Hub(games=None, workers=InlineWorkers())
    hub.resigned.read = lambda game_id: frozenset({players - 1})  # no database: its computer seat was a person's
    clients = [CollectingClient("g1", seat) for seat in range(players - 1)] + [CollectingClient("g1", 0)]
    for client in clients:
        hub.add(client)
    asyncio.run(hub.publish("g1", record))
    for client in clients:
        [text] = client.texts
        assert json.loads(text) == json.loads(hub.view_message(record, client.seat).model_dump_json())
        assert [seat["resigned"] for seat in json.loads(text)["seats"]] == [False] * (players - 1) + [True]
