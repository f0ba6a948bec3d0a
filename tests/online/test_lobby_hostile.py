"""Hostile clients of the lobby's routes (issue 32): huge numbers, wrong types, control characters in names,
unknown or malformed game ids, a body too large. Each is refused with a reason (never a server error) and changes
nothing: the open game stays listed as it was, its seats free."""
from __future__ import annotations

import json
import urllib.request

import pytest

from colosseum_desktop.online import api

from .test_lobby import listed, open_game, refusal, take
from .test_whole_game import server_save


def post_raw(base_url: str, path: str, body: bytes) -> tuple[int, str]:
    """A body sent as is (not JSON, say): (status, reason)."""
    request = urllib.request.Request(base_url + path, data=body, headers={"Content-Type": "application/json"},
                                     method="POST")
    with pytest.raises(urllib.error.HTTPError) as refused:
        urllib.request.urlopen(request, timeout=10)
    return refused.value.code, json.loads(refused.value.read())["reason"]


@pytest.mark.parametrize("page", ["-1", "abc", "1.5", str(2 ** 63), "99999999", "", "0x10", "%00"])
def test_a_page_that_is_no_page_number_is_refused(server, page):
    assert refusal(api.call, server.base_url, f"/api/lobby?page={page}") == (400, "malformed")


def test_hostile_seat_takers_are_refused_and_change_nothing(own_server, database_url):
    base = own_server.base_url
    created, _ = open_game(base, ["person", "person", "person"])
    game_id = created["game_id"]
    before = listed(base, game_id)
    state_before = server_save(database_url, game_id).state
    path = f"/api/lobby/{game_id}/seats/1"
    hostile_bodies = [
        {"name": "Evil\x00Name"}, {"name": "\x1b[31mRed"}, {"name": "line\nbreak"}, {"name": "\u202eevil"},
        {"name": ""}, {"name": "x" * 1000}, {"name": 5}, {"name": None}, {"name": ["a"]}, {},
        {"name": "Fine", "seat": 2}, {"name": "Fine", "secret": "x" * 40},
    ]
    for body in hostile_bodies:
        assert refusal(api.call, base, path, body) == (400, "malformed"), body
    assert post_raw(base, path, b"not json") == (400, "malformed")
    assert post_raw(base, path, b"[1, 2]") == (400, "malformed")
    assert post_raw(base, path, b'{"name": "' + b"x" * 20_000 + b'"}') == (413, "too_large")
    for seat in (2 ** 63, 2 ** 31, 5, 99):
        assert refusal(api.call, base, f"/api/lobby/{game_id}/seats/{seat}", {"name": "Fine"}) == (400, "malformed")
    assert refusal(api.call, base, f"/api/lobby/{game_id}/seats/3", {"name": "Fine"}) == (400, "malformed")
    assert refusal(api.call, base, f"/api/lobby/{game_id}/seats/-1", {"name": "Fine"})[0] in (400, 404)
    assert refusal(take, base, "0" * 16, 1, "Fine") == (404, "unknown_game")
    for bad_id in ("short", "Z" * 16, "0" * 17, "../../etc", "%00" * 16):
        assert refusal(api.call, base, f"/api/lobby/{bad_id}/seats/1", {"name": "Fine"})[0] in (400, 404), bad_id
    assert listed(base, game_id) == before
    assert server_save(database_url, game_id).state == state_before


def test_hostile_withdrawals_and_publications_are_refused_and_change_nothing(own_server):
    base = own_server.base_url
    created, _ = open_game(base, ["person", "person", "person"])
    game_id = created["game_id"]
    before = listed(base, game_id)
    path = f"/api/lobby/{game_id}/withdraw"
    for body in ({}, {"host_secret": 5}, {"host_secret": "short"}, {"host_secret": "x\x00" * 20},
                 {"host_secret": created["host_secret"], "also": 1}):
        assert refusal(api.call, base, path, body) == (400, "malformed"), body
    assert refusal(api.call, base, "/api/lobby/" + "0" * 16 + "/withdraw",
                   {"host_secret": created["host_secret"]}) == (404, "unknown_game")
    assert listed(base, game_id) == before
    seats = [{"name": name, "kind": "person"} for name in ("A", "B", "C")]
    for extra in ({"open": "yes"}, {"open": 1}, {"rated": "true"}, {"open": True, "rated": 2 ** 63},
                  {"open": None}):
        assert refusal(api.call, base, "/api/games", {"seats": seats, **extra}) == (400, "malformed"), extra
    assert listed(base, game_id) == before
