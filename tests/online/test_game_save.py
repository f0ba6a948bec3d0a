"""`GET /api/games/{id}/save` (issue 32, spectators): a finished online game downloads as a save file that the
desktop game opens, checks and replays with its missed gains; a game still being played, an unknown id and
hostile ids are refused with a JSON refusal, and downloads are limited per address. A real server on 127.0.0.1."""
from __future__ import annotations

import json
import socket
import time

from colosseum_desktop import rules
from colosseum_desktop.advisor.review import missed_gains
from colosseum_desktop.server.game_save import DOWNLOADS_PER_MINUTE
from colosseum_desktop.replay.game import replay_save
from colosseum_desktop.saves import SUFFIX, load_game
from colosseum_desktop.saves.cli_commands import check_save

from .conftest import seated_game
from .harness import SeatClient, play
from .test_whole_game import server_save

MOST_ANSWER_BYTES = 4 * 1024 * 1024


def get(port: int, path: bytes) -> tuple[int, dict[str, str], bytes]:
    """GET `path` (sent as these bytes, however odd) over a raw socket: (status, headers, body)."""
    with socket.create_connection(("127.0.0.1", port), timeout=20) as connection:
        connection.sendall(b"GET " + path + b" HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n")
        answer = b""
        while len(answer) <= MOST_ANSWER_BYTES and (chunk := connection.recv(65536)):
            answer += chunk
    head, _, body = answer.partition(b"\r\n\r\n")
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    headers = {name.lower(): value for name, value in headers.items()}
    if headers.get("transfer-encoding") == "chunked":
        body = dechunked(body)
    return int(lines[0].split()[1]), headers, body


def dechunked(body: bytes) -> bytes:
    out = b""
    while body:
        size, _, rest = body.partition(b"\r\n")
        length = int(size, 16)
        if not length:
            break
        out, body = out + rest[:length], rest[length + 2:]
    return out


def refusal(answer: tuple[int, dict[str, str], bytes]) -> tuple[int, str]:
    status, headers, body = answer
    assert headers["content-type"].startswith("application/json")
    return status, json.loads(body)["reason"]


def test_a_finished_game_downloads_as_a_save_the_replay_opens_with_missed_gains(server, database_url, tmp_path):
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "computer:easy"])
    client = SeatClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + 60)
    play(client, until=lambda view: False)  # the person's seat played out by a bot over the socket
    final = server_save(database_url, game_id)  # the game as the server's database holds it
    assert rules.is_over(final.state)

    status, headers, body = get(server.port, f"/api/games/{game_id}/save".encode())
    assert status == 200, body[:300]
    assert headers["content-type"].startswith("application/json")
    assert headers["content-disposition"] == f'attachment; filename="colosseum-{game_id}{SUFFIX}"'
    path = tmp_path / f"downloaded{SUFFIX}"
    path.write_bytes(body)

    loaded = load_game(path)  # every move replayed under these rules, as recorded
    assert loaded.session.state == final.state and loaded.session.game_id == game_id
    assert loaded.seats == ("person", "computer:easy", "computer:easy")
    assert [p.name for p in loaded.session.state.players] == ["Aurelia", "Brutus", "Cassia"]
    assert [(e.command, tuple(e.events)) for e in loaded.session.log] == \
        [(record.command, tuple(record.events)) for record in final.log]
    assert check_save(str(path)) == 0

    replayed = replay_save(path)  # what the Replay screen opens
    assert replayed.complete and replayed.timeline.state_at(replayed.timeline.length) == final.state
    moves = [(entry.state_before, entry.command) for entry in loaded.session.log]
    gains = missed_gains(moves, {0})
    assert gains[0], "an easy player's game with no missed gain at all"  # reviewed as a game played here
    for gain in gains[0]:
        assert moves[gain.move][1].player == 0


def test_a_game_still_being_played_is_refused_and_nothing_of_its_box_leaves(server, database_url):
    game_id, _secrets = seated_game(server.base_url, ["person", "person", "person"])
    answer = get(server.port, f"/api/games/{game_id}/save".encode())
    assert refusal(answer) == (409, "not_over")
    state = server_save(database_url, game_id).state
    assert str(state.seed) not in answer[2].decode() and str(state.rng) not in answer[2].decode()


def test_unknown_and_hostile_ids_are_refused_and_the_server_answers_on(server):
    assert refusal(get(server.port, b"/api/games/0123456789abcdef/save")) == (404, "unknown_game")
    for path in [b"/api/games/" + b"a" * 8000 + b"/save",  # huge, under the header bound
                 b"/api/games/0123456789ABCDEF/save",  # not the ids' alphabet
                 b"/api/games/%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A9%C3%A90123/save",  # non-ASCII
                 b"/api/games/0123456789abcdef%0A/save",  # a newline after a well-formed id
                 b"/api/games/..%5C..%5Cetc%5Cpasswd/save"]:  # a path of another system
        assert refusal(get(server.port, path)) == (400, "malformed"), path[:60]
    for path in [b"/api/games/..%2F..%2Fetc%2Fpasswd/save", b"/api/games/../../save", b"/api/games//save"]:
        status, _reason = refusal(get(server.port, path))  # no route of the server's: refused as not found
        assert status == 404, path
    status, _headers, body = get(server.port, b"/api/health")
    assert (status, json.loads(body)) == (200, {"ok": True})


def test_downloads_are_limited_per_address(own_server):
    game_id, _secrets = seated_game(own_server.base_url, ["person", "person", "person"])
    answers = [refusal(get(own_server.port, f"/api/games/{game_id}/save".encode()))
               for _ in range(int(DOWNLOADS_PER_MINUTE) + 1)]
    assert answers[:-1] == [(409, "not_over")] * int(DOWNLOADS_PER_MINUTE)
    assert answers[-1] == (429, "rate_limited")
