"""Save a copy of a finished online game (issue 32, spectators): the server's `GET /api/games/{id}/save` kept in the
saves folder by the save-writing code, then replayed with its missed gains like a game played here; whatever else
a server answers (huge, not JSON, not a save, another game's, a game not over, moves that do not replay, a refusal)
is refused with the reason and nothing is written, a file already there left as it was. A real server on
127.0.0.1 (SQLite and PostgreSQL), and a fake one for the hostile answers."""
from __future__ import annotations

import http.server
import json
import time

import pytest

from colosseum_desktop import rules
from colosseum_desktop.advisor.review import missed_gains
from colosseum_desktop.online.lobby_calls import LobbyProblem
from colosseum_desktop.online.save_download import keep_finished_game
from colosseum_desktop.replay.game import replay_save
from colosseum_desktop.saves import MAX_SAVE_BYTES, SUFFIX, load_game
from colosseum_desktop.saves.saving import encode, save_file_of
from tests.saves.games import fingerprint, played

from .conftest import seated_game
from .harness import SeatClient, play
from .test_hostile_server import serving
from .test_whole_game import server_save


def finished_game(server) -> str:
    game_id, secrets = seated_game(server.base_url, ["person", "computer:easy", "computer:easy"])
    play(SeatClient(server.base_url, game_id, 0, secrets[0], time.monotonic() + 90), until=lambda view: False)
    return game_id


def test_a_finished_game_is_kept_in_the_saves_folder_and_replays_with_missed_gains(server, database_url, tmp_path):
    game_id = finished_game(server)
    final = server_save(database_url, game_id)
    assert rules.is_over(final.state)
    folder = tmp_path / "saves"

    path = keep_finished_game(server.base_url, game_id, folder)
    assert path == folder / f"online-{game_id}{SUFFIX}"
    assert sorted(p.name for p in folder.iterdir()) == [path.name]  # no temporary file left beside it
    loaded = load_game(path)
    assert loaded.session.state == final.state and loaded.session.game_id == game_id
    assert loaded.seats == ("person", "computer:easy", "computer:easy")
    assert [(e.command, tuple(e.events)) for e in loaded.session.log] == \
        [(record.command, tuple(record.events)) for record in final.log]
    replayed = replay_save(path)
    assert replayed.complete and replayed.timeline.state_at(replayed.timeline.length) == final.state
    gains = missed_gains([(entry.state_before, entry.command) for entry in loaded.session.log], {0})
    assert gains[0], "an easy player's game with no missed gain at all"

    assert keep_finished_game(server.base_url, game_id, folder) == path  # again: its own copy, replaced
    assert sorted(p.name for p in folder.iterdir()) == [path.name]


def test_a_game_still_being_played_or_unknown_is_refused_and_nothing_written(server, tmp_path):
    game_id, _secrets = seated_game(server.base_url, ["person", "person", "person"])
    folder = tmp_path / "saves"
    with pytest.raises(LobbyProblem) as refused:
        keep_finished_game(server.base_url, game_id, folder)
    assert "still being played" in str(refused.value)
    with pytest.raises(LobbyProblem) as refused:
        keep_finished_game(server.base_url, "0123456789abcdef", folder)
    assert "no such game" in str(refused.value)
    assert not folder.exists()


# --- a hostile server ---------------------------------------------------------------------------------------------
class Answers(http.server.BaseHTTPRequestHandler):
    status, body, endless = 200, b"{}", False
    asked: list[str] = []

    def do_GET(self):  # noqa: N802 - http.server's name
        type(self).asked.append(self.path)
        self.send_response(type(self).status)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        try:
            if type(self).endless:  # a body with no end: the client must stop reading
                for _ in range(4 * MAX_SAVE_BYTES // 65536):
                    self.wfile.write(b" " * 65536)
            else:
                self.wfile.write(type(self).body)
        except OSError:
            pass

    def log_message(self, *args):
        pass


@pytest.fixture
def fake_server():
    Answers.asked = []
    with serving(Answers) as address:
        yield address


def answering(status: int, body: bytes = b"", endless: bool = False) -> None:
    Answers.status, Answers.body, Answers.endless = status, body, endless


@pytest.fixture(scope="module")
def local_game():
    """(a finished game's session, its save's bytes): a game played here by random players."""
    session = played(players=3, seed=11)
    assert rules.is_over(session.state)
    return session, encode(save_file_of(session))


def with_move_changed(save: bytes) -> bytes:
    """The save with one recorded event of its first move altered: its moves no longer lead to its state."""
    document = json.loads(save)
    document["log"][0]["events"] = []
    return json.dumps(document).encode()


def hostile_answers(session, save: bytes) -> dict:
    unfinished = played(players=3, seed=11, until_round=2)
    unfinished_save = json.loads(encode(save_file_of(unfinished)))
    unfinished_save["game_id"] = session.game_id
    return {  # name: (status, body, endless, what the reason says)
        "huge": (200, b"", True, "could not be read"),
        "wrong JSON": (200, b'{"format": "colosseum-desktop-save", "log": [', False, "stops making sense"),
        "not text": (200, b"\xff\xfe\x00garbage", False, "not text"),
        "a foreign file": (200, b'{"format": "something-else", "schema_version": 1}', False, "not a Colosseum save"),
        "a list": (200, b"[1, 2, 3]", False, "not a Colosseum save"),
        "moves that do not replay": (200, with_move_changed(save), False, "not a save of this game"),
        "a game not over": (200, json.dumps(unfinished_save).encode(), False, "not over"),
        "a refusal of nonsense": (500, b"\x00\xff", False, "The server refused (unknown, status 500)"),
        "rate limited": (429, b'{"reason": "rate_limited", "message": "wait"}', False, "wait a minute"),
    }


def test_hostile_answers_are_refused_with_a_reason_and_nothing_is_written(fake_server, local_game, tmp_path):
    session, save = local_game
    folder = tmp_path / "saves"
    folder.mkdir()
    own = folder / f"online-{session.game_id}{SUFFIX}"
    own.write_text("a file the player keeps under this name")  # left as it was, whatever comes
    before = fingerprint(own)
    for name, (status, body, endless, said) in hostile_answers(session, save).items():
        answering(status, body, endless)
        started = time.monotonic()
        with pytest.raises(LobbyProblem) as refused:
            keep_finished_game(fake_server, session.game_id, folder)
        assert said in str(refused.value), (name, str(refused.value))
        assert time.monotonic() - started < 20, name
        assert sorted(p.name for p in folder.iterdir()) == [own.name], name
        assert fingerprint(own) == before, name
    assert Answers.asked and set(Answers.asked) == {f"/api/games/{session.game_id}/save"}


def test_another_games_save_is_refused(fake_server, local_game, tmp_path):
    session, save = local_game
    answering(200, save)
    other = "fedcba9876543210"
    assert session.game_id != other
    with pytest.raises(LobbyProblem) as refused:
        keep_finished_game(fake_server, other, tmp_path)
    assert "another game" in str(refused.value)
    assert list(tmp_path.iterdir()) == []


def test_a_real_save_from_anywhere_is_kept_beside_a_file_of_its_name_that_is_not_its_copy(fake_server, local_game,
                                                                                          tmp_path):
    session, save = local_game
    answering(200, save)
    taken = tmp_path / f"online-{session.game_id}{SUFFIX}"
    taken.write_text("not a save")
    path = keep_finished_game(fake_server, session.game_id, tmp_path)
    assert path == tmp_path / f"online-{session.game_id}-2{SUFFIX}"
    assert taken.read_text() == "not a save"
    assert load_game(path).session.state == session.state


@pytest.mark.parametrize("game_id", ["../../etc/passwd", "0123456789ABCDEF", "0123456789abcde", "é" * 16])
def test_an_id_that_is_no_games_is_refused_before_anything_is_asked(fake_server, game_id, tmp_path):
    with pytest.raises(LobbyProblem):
        keep_finished_game(fake_server, game_id, tmp_path)
    assert Answers.asked == [] and list(tmp_path.iterdir()) == []
