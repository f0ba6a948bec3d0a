"""What leads to a game to watch (issue 32, spectators): a `colosseum://watch/` link gives back its server and game
id, as does the server's address with /watch/ID or an id alone on the server typed; anything else (an invite's
link, a hostile or broken link, an id that is no game's) is refused with a sentence, never half read."""
from __future__ import annotations

import pytest

from colosseum_desktop.protocol.invite_links import BadLink
from colosseum_desktop.online.lobby_calls import LobbyProblem
from colosseum_desktop.online.watch_links import read_watch_link, read_watch_text, watch_link

from .test_invite_opening import HOSTILE as HOSTILE_INVITES

GAME = "0123456789abcdef"


@pytest.mark.parametrize("address", ["http://127.0.0.1:8765", "https://games.example.org:443", "http://[::1]:9000",
                                    "http://xn--r8jz45g.jp:8765"])
def test_a_link_gives_back_its_server_and_game(address):
    assert read_watch_link(watch_link(address, GAME)) == (address, GAME)
    written_by_hand = watch_link(address, GAME.upper()).replace("colosseum:", "COLOSSEUM:")
    assert read_watch_text(written_by_hand, "") == (address, GAME)
    assert read_watch_text(f" {address}/watch/{GAME.upper()} ", "") == (address, GAME)
    assert read_watch_text(GAME, address) == (address, GAME)


HOSTILE = [link.replace("colosseum://join/ABCD-EFGH-JKMN", f"colosseum://watch/{GAME}")
           for link in HOSTILE_INVITES if link.startswith("colosseum://join/ABCD-EFGH-JKMN")] + [
    "colosseum://watch/" + "a" * 5000 + "?server=example.org",
    f"colosseum://watch/{GAME[:-1]}?server=example.org",  # not an id
    f"colosseum://watch/{GAME}0?server=example.org",
    "colosseum://watch/../../etc/passwd?server=example.org",
    f"colosseum://watch/{GAME}%0A?server=example.org",
    f"colosseum://watchers/{GAME}?server=example.org",
]


@pytest.mark.parametrize("link", HOSTILE)
def test_a_hostile_or_broken_link_is_refused_with_a_sentence(link):
    with pytest.raises(BadLink) as refused:
        read_watch_link(link)
    assert str(refused.value).endswith(".")
    with pytest.raises(LobbyProblem):
        read_watch_text(link, "http://127.0.0.1:8765")


@pytest.mark.parametrize("typed", ["not an id", GAME + "0", "colosseum://join/ABCD-EFGH-JKMN?server=example.org",
                                   f"http://example.org/path/watch/{GAME}", f"http://a b/watch/{GAME}", ""])
def test_what_is_no_game_is_refused(typed):
    with pytest.raises(LobbyProblem):
        read_watch_text(typed, "http://127.0.0.1:8765")
