"""A server database from before the kept "No more offers" wishes (schema 0002) upgrades to the newest schema and
its games go on (issue 21): both games read as before, their saves replay, their moves can still be taken back, and
a wish is kept and read back. SQLite, and PostgreSQL in a schema of its own when the online tests have one."""
from __future__ import annotations

from sqlalchemy import inspect

from colosseum_desktop import rules
from colosseum_desktop.server.games import Games, TakenBack
from colosseum_desktop.protocol.messages import CreateGame, SeatRequest
from colosseum_desktop.server.storage import upgrade
from colosseum_desktop.saves.loading import replay

from .test_undo_migration import empty_database, upgrade_to  # noqa: F401 - the fixture, used by name

PEOPLE_AND_A_COMPUTER = (SeatRequest(name="Aurelia"), SeatRequest(name="Brutus"),
                         SeatRequest(name="Cassia", kind="computer:easy"))


def game_under_way(games: Games, took_back: bool) -> tuple[str, dict[int, str]]:
    """A game whose first person invested (and took it back, if asked) and invested again: its id and secrets."""
    created = games.create(CreateGame(seats=list(PEOPLE_AND_A_COMPUTER)))
    secrets = {seat: games.join(code)[2] for seat, code in created.invites.items()}
    start = games.read(created.game_id)
    first = start.to_play
    if first not in secrets:  # the computer begins: nothing a person can do before it plays on the server
        return created.game_id, secrets
    investment = next(c for c in rules.legal_commands(start.state) if c.kind.startswith(("buy_", "expand")))
    games.apply(created.game_id, first, secrets[first], "old-1", 0, investment)
    if took_back:
        assert isinstance(games.take_back(created.game_id, first, secrets[first], "old-undo", 1), TakenBack)
        games.apply(created.game_id, first, secrets[first], "old-2", 2, investment)
    return created.game_id, secrets


def test_a_database_before_kept_wishes_upgrades_and_its_games_go_on(empty_database):
    engine = empty_database
    upgrade_to(engine, "0002")
    assert "offers_stopped" not in inspect(engine).get_table_names()
    old = Games(engine)  # its statements name no table 0003 adds
    made = [game_under_way(old, took_back=False), game_under_way(old, took_back=True)]
    before = {game_id: (old.read(game_id), old.save_file(game_id)) for game_id, _ in made}

    upgrade(engine)
    assert "offers_stopped" in inspect(engine).get_table_names()
    games = Games(engine)
    for game_id, secrets in made:
        record, save = before[game_id]
        now = games.read(game_id)
        assert (now.version, now.state, now.to_play, now.taken_back) == (record.version, record.state,
                                                                           record.to_play, record.taken_back)
        again = games.save_file(game_id)
        assert (again.options, again.seed, again.state, again.log) == (save.options, save.seed, save.state, save.log)
        assert len(replay(save).log) == len(save.log)
        person = next(iter(secrets))
        assert games.offers_stopped(game_id, 2) == {}
        games.stop_offers(game_id, person, secrets[person], 2, now.state.round)
        games.stop_offers(game_id, person, secrets[person], 2, now.state.round + 1)  # the newer wish replaces it
        assert games.offers_stopped(game_id, 2) == {person: now.state.round + 1}
        if now.version:  # the game goes on: its last move is still the first person's to take back
            seat = now.to_play
            assert isinstance(games.take_back(game_id, seat, secrets[seat], "new-undo", now.version), TakenBack)
