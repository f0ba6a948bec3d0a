"""The invite link opened in a browser (issue 31): /join/CODE and / answer a small HTML page in the visitor's
language, saying whose table it is, which seat, whether the code is still free (without using it up), with the
`colosseum:` link and the code; a used or unknown code says so; nothing secret on it, everything escaped, no
script allowed. The page's HTML on its own, then through a real server on 127.0.0.1."""
from __future__ import annotations

import dataclasses
import os
import re
import subprocess
import urllib.error
import urllib.request
from pathlib import Path

import pygame
import pytest

from colosseum_desktop.i18n import LANGUAGES, translator
from colosseum_desktop.online import api
from colosseum_desktop.protocol.invite_links import read_colosseum_link
from colosseum_desktop.server.invite_page import Invitation, home_html, invite_html, preferred_language, shown

CODE = "ABCD-EFGH-JKMN"
SERVER = "http://127.0.0.1:8765"
TABLE = Invitation(seat=1, names=("Aurelia", "Brutus", "Cassia"), kinds=("person", "person", "computer:easy"),
                   joined=(True, False, False))
FREE = "The code is still free: nobody has joined with it yet."
GONE = ("No seat is waiting for this code: it was used already, replaced by the host, or mistyped. Ask the host "
        "for a new invitation.")


@pytest.mark.parametrize("header, language", [
    ("de-DE,de;q=0.9,en;q=0.8", "de"), ("pt-BR, ro;q=0.5, en;q=0.4", "ro"), (None, "en"), ("", "en"),
    ("fr;q=0, es;q=0.1", "es"), ("ja, zh", "en"), ("nl;q=0.2, fr;q=0.7", "fr"), ("*;q=0.5, de;q=0.4", "en"),
    ("de;q=abc, nl", "nl"), ("es;q=2, fr;q=0.3", "fr"), ("x" * 5000 + ",de", "en")])
def test_the_language_is_the_visitors_most_preferred_of_ours(header, language):
    assert preferred_language(header) == language


def test_a_free_code_names_the_table_the_seat_and_the_link():
    page = invite_html("en", CODE, SERVER, TABLE)
    assert "<li><strong>Aurelia</strong>: has joined</li>" in page
    assert "<li><strong>Brutus</strong>: your seat, if you take it</li>" in page
    assert "<li><strong>Cassia</strong>: a computer player</li>" in page
    assert "Your seat: seat 2, Brutus." in page and FREE in page and GONE not in page
    (link,) = re.findall(r'href="([^"]*)"', page)
    assert read_colosseum_link(link.replace("&amp;", "&")) == (SERVER, CODE)
    assert f"<code>{CODE}</code>" in page and "pipx install colosseum-desktop" in page
    assert "<script" not in page.lower()


def test_a_free_code_of_a_game_over_says_so_and_offers_no_link():
    page = invite_html("en", CODE, SERVER, dataclasses.replace(TABLE, over=True))
    assert FREE in page and "This game is over" in page and "colosseum:" not in page


def test_an_unknown_or_used_code_says_so_and_offers_no_link():
    page = invite_html("en", CODE, SERVER, None)
    assert GONE in page and FREE not in page and "colosseum:" not in page and "Brutus" not in page


def test_names_are_escaped_with_their_control_characters_shown():
    hostile = Invitation(seat=0, names=('<script>alert("x")</script>', "O'Brien & \x1b[31mred", "Cassia\u202e"),
                         kinds=("person", "person", "person"), joined=(False, True, False))
    page = invite_html("en", CODE, SERVER, hostile)
    assert "<script" not in page and "\x1b" not in page and "\u202e" not in page
    assert "&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;" in page
    assert "O&#x27;Brien &amp; \\x1b[31mred" in page and "Cassia\\u202e" in page
    hostile_server = 'http://"onmouseover=x:1'
    assert '"onmouseover' not in invite_html("en", CODE, hostile_server, TABLE)


HOME = ("This server holds online games of Colosseum. To join one, open the invitation link the host sent you, or in "
        "the game choose Online, then Join with a code.")


@pytest.mark.parametrize("language", [code for code in LANGUAGES if code != "en"])
def test_the_pages_are_in_the_visitors_language(language):
    words = translator(language)
    for page, sentence in ((invite_html(language, CODE, SERVER, TABLE), FREE),
                           (invite_html(language, CODE, SERVER, None), GONE), (home_html(language, SERVER), HOME)):
        assert f'<html lang="{language}">' in page
        assert words(sentence) != sentence and sentence not in page and shown(words(sentence)) in page


# --- through a real server --------------------------------------------------------------------------------------
def fetch(url: str, language: str | None = None) -> tuple[int, dict, str]:
    headers = {"Accept": "text/html"} | ({"Accept-Language": language} if language else {})
    try:
        with urllib.request.urlopen(urllib.request.Request(url, headers=headers), timeout=10) as answer:
            return answer.status, dict(answer.headers), answer.read().decode("utf-8")
    except urllib.error.HTTPError as error:
        return error.code, dict(error.headers), error.read().decode("utf-8")


def new_table(base_url: str) -> dict:
    return api.create_game(base_url, [{"name": 'Aurelia "<b>"', "kind": "person"},
                                      {"name": "Brutus", "kind": "person"}, {"name": "Cassia", "kind": "computer:easy"}])


def assert_strict(headers: dict) -> None:
    headers = {name.lower(): value for name, value in headers.items()}
    assert headers["content-type"] == "text/html; charset=utf-8"
    policy = headers["content-security-policy"]
    assert "default-src 'none'" in policy and "script-src" not in policy and "unsafe" not in policy
    assert headers["x-content-type-options"] == "nosniff" and headers["referrer-policy"] == "no-referrer"


def test_the_page_tells_a_free_code_without_using_it_then_that_it_is_used(server):
    base = server.base_url
    created = new_table(base)
    code = next(invite["code"] for invite in created["invites"] if invite["seat"] == 1)
    for _ in range(2):  # looking twice uses nothing up
        status, headers, page = fetch(f"{base}/join/{code.lower()}", "de-DE,de;q=0.9,en;q=0.5")
        assert status == 200
        assert_strict(headers)
        assert '<html lang="de">' in page and "Aurelia &quot;&lt;b&gt;&quot;" in page and "Brutus" in page
        assert f"colosseum://join/{code}?server=" in page and created["host_secret"] not in page
    assert translator("de")(FREE) in page
    joined = api.join(base, code)  # the code still claims its seat after the page was shown
    assert joined["seat"] == 1
    status, headers, page = fetch(f"{base}/join/{code}")
    assert status == 404 and GONE in page and joined["secret"] not in page and "Brutus" not in page
    assert_strict(headers)


def test_unknown_and_hostile_codes_are_refused_in_a_sentence(server):
    base = server.base_url
    for code in ("ZZZZ-ZZZZ-ZZZZ", "%3Cscript%3Ealert(1)%3C%2Fscript%3E", "x" * 300):
        status, headers, page = fetch(f"{base}/join/{code}", "ro")
        assert status == 404 and '<html lang="ro">' in page and translator("ro")(GONE) in page
        assert "<script>" not in page
        assert_strict(headers)


def test_guessing_codes_is_refused_as_wrong_joins_are(own_server):
    base = own_server.base_url
    statuses = [fetch(f"{base}/join/ZZZZ-ZZZZ-ZZ{first}{second}")[0] for first in "ABCD" for second in "ABCDEFGHJK"]
    assert statuses[0] == 404 and statuses[-1] == 429
    status, headers, page = fetch(f"{base}/join/ZZZZ-ZZZZ-ZZZZ", "de")
    assert status == 429 and translator("de")("Too many unknown codes were asked from this address. Wait a minute, "
                                               "then load the page again.") in page
    assert_strict(headers)
    with pytest.raises(api.ApiRefused) as refused:  # the same count as /api/join's
        api.join(base, "ZZZZ-ZZZZ-ZZZZ")
    assert refused.value.reason == "rate_limited"


def test_the_home_page_and_the_api_beside_it(server):
    base = server.base_url
    status, headers, page = fetch(base + "/", "es")
    assert status == 200 and '<html lang="es">' in page and server.base_url in page
    assert_strict(headers)
    assert api.call(base, "/api/health") == {"ok": True}  # the client's API is as it was: JSON under /api/


# --- in a real browser ------------------------------------------------------------------------------------------
CHROMIUM = Path("/usr/bin/chromium")  # Debian's package (apt-get install chromium)
REQUIRE_CHROMIUM_ENV = "COLOSSEUM_REQUIRE_CHROMIUM"  # set by .ci/run, where the browser must really be tried


def chromium(tmp_path: Path, url: str, language: str, *options: str) -> str:
    """Headless Chromium asking for `url` in `language`: what it printed (bounded in time)."""
    folder = tmp_path / f"profile-{language}-{len(options)}"
    done = subprocess.run([str(CHROMIUM), "--headless", "--no-sandbox", "--disable-gpu", "--disable-quic",
                           "--no-first-run", "--disable-background-networking", "--disable-component-update",
                           "--disable-sync", f"--user-data-dir={folder}", f"--accept-lang={language}", *options, url],
                          capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stderr[-2000:]
    return done.stdout


@pytest.fixture
def browser():
    if not CHROMIUM.exists():
        if os.environ.get(REQUIRE_CHROMIUM_ENV) == "1":
            pytest.fail(f"{REQUIRE_CHROMIUM_ENV}=1 but {CHROMIUM} is missing (apt-get install chromium)")
        pytest.skip(f"{CHROMIUM} is missing: apt-get install chromium to see the page in a browser")


@pytest.mark.parametrize("language", ["de", "ro"])
def test_chromium_shows_the_page_styled_in_the_visitors_language(server, browser, language, tmp_path):
    created = new_table(server.base_url)
    code = next(invite["code"] for invite in created["invites"] if invite["seat"] == 1)
    url = f"{server.base_url}/join/{code}"
    dom = chromium(tmp_path, url, language, "--dump-dom")
    assert f'<html lang="{language}">' in dom and shown(translator(language)(FREE)) in dom
    assert f"colosseum://join/{code}?server=" in dom and created["host_secret"] not in dom
    picture = tmp_path / f"invite-{language}.png"
    chromium(tmp_path, url, language, f"--screenshot={picture}", "--window-size=900,1100", "--hide-scrollbars")
    shown_page = pygame.image.load(str(picture))
    # The style came through the Content-Security-Policy (a style it blocked leaves a white page): the sand
    # around the card, and the terracotta button.
    assert shown_page.get_at((5, 5))[:3] == (0xE8, 0xD6, 0xB0)
    button = sum(shown_page.get_at((x, y))[:3] == (0xB2, 0x50, 0x32)
                 for x in range(0, 900, 3) for y in range(0, 1100, 3))
    assert button > 200
    assert api.join(server.base_url, code)["seat"] == 1  # the browser used nothing up
