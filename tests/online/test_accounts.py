"""Players with names (issue 32): register, log in and out, a player's page, sessions on joining, and the log-in's
limits; over real sockets against `colosseum serve` on SQLite and PostgreSQL."""
from __future__ import annotations

import json

from sqlalchemy import select

from colosseum_desktop.online import api
from colosseum_desktop.server.accounts_api import FAILED_LOGINS_PER_ADDRESS, FAILED_LOGINS_PER_NAME
from colosseum_desktop.server.storage import account_sessions, accounts, open_database

from .accounts_calls import bearer, new_name, send

PASSWORD = "correct horse battery"


def stored(database_url: str, table):
    engine = open_database(database_url)
    try:
        with engine.connect() as connection:
            return connection.execute(select(table)).all()
    finally:
        engine.dispose()


def test_a_player_registers_logs_in_and_has_a_page(server, database_url):
    name = new_name("Aurelia")
    status, made = send(server.base_url, "POST", "/api/accounts", {"name": name, "password": PASSWORD})
    assert status == 201 and made["name"] == name and len(made["token"]) >= 40

    status, page = send(server.base_url, "GET", f"/api/players/{name}")
    assert status == 200
    assert page["name"] == name and page["rated_games"] == 0 and page["games"] == [] and page["about"] == ""
    assert page["rating"] == {"mu": 25.0, "sigma": 8.3333, "shown": 0}  # openskill's newcomer; 0 shown
    # The page is found whatever the case it is asked in, and says the name as registered.
    assert api.player_page(server.base_url, name.upper())["name"] == name

    logged = api.log_in(server.base_url, name.lower(), PASSWORD)  # a name logs in whatever its case
    assert logged["name"] == name and logged["token"] != made["token"]
    for wrong_name, wrong_password in ((name, PASSWORD + "!"), (new_name("Nobody"), PASSWORD)):
        status, refused = send(server.base_url, "POST", "/api/login", {"name": wrong_name, "password": wrong_password})
        assert (status, refused["reason"]) == (403, "bad_login")
        assert refused["message"] == "No player has that name with that password."  # the same for both

    # The database holds neither the password nor a token: an argon2id hash and SHA-256 digests.
    [account] = [row for row in stored(database_url, accounts) if row.name == name]
    assert account.password_hash.startswith("$argon2id$") and PASSWORD not in account.password_hash
    tokens = {row.token_digest for row in stored(database_url, account_sessions) if row.account_id == account.id}
    assert len(tokens) == 2 and not tokens & {made["token"], logged["token"]}
    everything = json.dumps([page, logged]) + server.error_output()
    assert PASSWORD not in everything and "argon2" not in everything and made["token"] not in everything


def test_a_name_is_unique_whatever_its_case_or_width(server):
    name = new_name("Brutus")
    api.register(server.base_url, name, PASSWORD)
    full_width = "".join(chr(ord(c) + 0xFEE0) if c.isascii() and c.isalnum() else c for c in name.upper())
    for taken in (name, name.upper(), name.lower(), full_width):
        status, refused = send(server.base_url, "POST", "/api/accounts", {"name": taken, "password": "another one!"})
        assert (status, refused["reason"]) == (409, "name_taken"), taken
    status, _ = send(server.base_url, "POST", "/api/login", {"name": name, "password": "another one!"})
    assert status == 403  # the account is the first one's still


def test_odd_names_passwords_and_bodies_are_refused_with_reasons_and_nothing_is_registered(own_server):
    """On a server of its own: the refused log-ins count against this address."""
    base = own_server.base_url
    cases = [
        ({"name": "A", "password": PASSWORD}, 400, "bad_name"),  # too short
        ({"name": "x" * 25, "password": PASSWORD}, 400, "bad_name"),  # too long
        ({"name": "y" * 201, "password": PASSWORD}, 400, "malformed"),  # beyond the body's bounds
        ({"name": "z" * 9000, "password": PASSWORD}, 413, "too_large"),
        ({"name": "Nul\x00name", "password": PASSWORD}, 400, "bad_name"),
        ({"name": "Tab\tname", "password": PASSWORD}, 400, "bad_name"),
        ({"name": "Bell\x07", "password": PASSWORD}, 400, "bad_name"),
        ({"name": "Right\u202eto left", "password": PASSWORD}, 400, "bad_name"),  # a bidirectional override
        ({"name": "Zero\u200bwidth", "password": PASSWORD}, 400, "bad_name"),
        ({"name": " Spaced", "password": PASSWORD}, 400, "bad_name"),
        ({"name": "Two  spaces", "password": PASSWORD}, 400, "bad_name"),
        ({"name": "---", "password": PASSWORD}, 400, "bad_name"),  # no letter nor digit
        ({"name": "<script>", "password": PASSWORD}, 400, "bad_name"),
        ({"name": "a/b", "password": PASSWORD}, 400, "bad_name"),
        ({"name": "Cafe\u0301", "password": PASSWORD}, 400, "bad_name"),  # decomposed: not NFC
        ({"name": "\u0301Accent", "password": PASSWORD}, 400, "bad_name"),  # a combining mark first
        ({"name": "Short-pass", "password": "seven!!"}, 400, "bad_password"),
        ({"name": "Long-pass", "password": "p" * 129}, 400, "bad_password"),
        ({"name": 5, "password": PASSWORD}, 400, "malformed"),  # wrong types
        ({"name": "Typed", "password": 12345678}, 400, "malformed"),
        ({"name": ["Listed"], "password": PASSWORD}, 400, "malformed"),
        ({"name": None, "password": PASSWORD}, 400, "malformed"),
        ({"name": "Missing"}, 400, "malformed"),  # missing fields
        ({"password": PASSWORD}, 400, "malformed"),
        ({"name": "Extra", "password": PASSWORD, "admin": True}, 400, "malformed"),
        (b"not json", 400, "malformed"),
        (b"", 400, "malformed"),
        (b"[]", 400, "malformed"),
        (b'{"name": "Deep", "password": ' + b"[" * 5000 + b"]" * 5000 + b"}", 413, "too_large"),
    ]
    for body, status, reason in cases:
        for path in ("/api/accounts", "/api/login"):
            got, refused = send(base, "POST", path, body)
            expected = (status, reason)
            if path == "/api/login" and reason in ("bad_name", "bad_password"):
                expected = (403, "bad_login")  # a log-in says no more than that it failed
            assert (got, refused["reason"]) == expected, (path, body)
            assert PASSWORD not in refused["message"]
    # None of them was registered: each well-formed name is still free.
    for name in ("Short-pass", "Long-pass", "Typed", "Missing", "Extra", "x" * 24):
        assert send(base, "GET", f"/api/players/{name}")[0] == 404
    assert api.register(base, new_name("Still"), PASSWORD)["token"]  # and the server answers on


def test_odd_page_addresses_are_refused_and_the_server_answers_on(server):
    base = server.base_url
    for path, status, reason in (("/api/players/%00", 400, "bad_name"), ("/api/players/%FF%FE", 400, "bad_name"),
                                 ("/api/players/" + "n" * 10_000, 400, "bad_name"),
                                 ("/api/players/a%2Fb", 404, "not_found"), ("/api/players/%E2%80%AEx", 400, "bad_name"),
                                 ("/api/players/" + new_name("Nobody"), 404, "not_found")):
        got, refused = send(base, "GET", path)
        assert (got, refused["reason"]) == (status, reason), path
    assert send(base, "GET", "/api/health")[0] == 200


def test_a_page_is_changed_by_its_own_player_logged_in_only(server):
    base = server.base_url
    mine, other = new_name("Cassia"), new_name("Decimus")
    token = api.register(base, mine, PASSWORD)["token"]
    other_token = api.register(base, other, PASSWORD)["token"]
    line = {"about": "Plays on Sundays <b>only</b>"}
    for headers, status, reason in (({}, 401, "login_needed"), (bearer(other_token), 403, "not_your_page"),
                                    ({"Authorization": f"Basic {token}"}, 401, "login_needed"),
                                    ({"Authorization": "Bearer short"}, 401, "login_needed"),
                                    ({"Authorization": "Bearer " + "A" * 43}, 401, "login_needed"),  # no session
                                    ({"Authorization": f"Bearer {token}x"}, 401, "login_needed")):
        got, refused = send(base, "POST", f"/api/players/{mine}", line, headers)
        assert (got, refused["reason"]) == (status, reason), headers
        assert token not in refused["message"] and other_token not in refused["message"]
    assert api.player_page(base, mine)["about"] == ""  # unchanged by any of them
    for body, reason in (({"about": "a\x1b[31m"}, "malformed"), ({"about": "b" * 201}, "malformed"),
                         ({"about": 5}, "malformed"), ({}, "malformed"), (b"{", "malformed")):
        got, refused = send(base, "POST", f"/api/players/{mine}", body, bearer(token))
        assert (got, refused["reason"]) == (400, reason), body
    assert send(base, "POST", f"/api/players/{mine}", line, bearer(token)) == (200, {"name": mine, **line})
    assert api.player_page(base, mine)["about"] == line["about"]  # kept as written: clients escape what they show

    assert send(base, "POST", "/api/logout", b"{}", bearer(token)) == (200, {"ok": True})
    got, refused = send(base, "POST", f"/api/players/{mine}", {"about": "after"}, bearer(token))
    assert (got, refused["reason"]) == (401, "login_needed")  # that session has ended
    assert send(base, "POST", "/api/logout", b"{}")[1]["reason"] == "login_needed"
    assert token not in server.error_output() and PASSWORD not in server.error_output()


def test_log_ins_are_limited_per_name_and_per_address(own_server):
    """Failures count: a name that failed FAILED_LOGINS_PER_NAME times is refused, its right password too; another
    name logs in from the same address until the address has failed FAILED_LOGINS_PER_ADDRESS times."""
    base = own_server.base_url
    target, bystander = new_name("Egnatia"), new_name("Flavius")
    api.register(base, target, PASSWORD)
    api.register(base, bystander, PASSWORD)
    for attempt in range(int(FAILED_LOGINS_PER_NAME)):
        got, refused = send(base, "POST", "/api/login", {"name": target, "password": f"guess number {attempt}"})
        assert (got, refused["reason"]) == (403, "bad_login"), attempt
    got, refused = send(base, "POST", "/api/login", {"name": target.upper(), "password": PASSWORD})
    assert (got, refused["reason"]) == (429, "rate_limited")  # the right password too, in any case
    assert api.log_in(base, bystander, PASSWORD)["name"] == bystander  # another name: the address may go on
    for attempt in range(int(FAILED_LOGINS_PER_ADDRESS - FAILED_LOGINS_PER_NAME)):
        got, refused = send(base, "POST", "/api/login", {"name": f"Nobody-{attempt}", "password": PASSWORD})
        assert (got, refused["reason"]) == (403, "bad_login"), attempt
    got, refused = send(base, "POST", "/api/login", {"name": bystander, "password": PASSWORD})
    assert (got, refused["reason"]) == (429, "rate_limited")
    assert PASSWORD not in own_server.error_output()
