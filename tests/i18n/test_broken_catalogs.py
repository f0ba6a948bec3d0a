"""A catalog that cannot be used never stops the game: a missing, empty, cut or garbage .mo means English for that
language, and a translation whose placeholders cannot be filled means English for that message, each logged once.
The catalog check reports a broken placeholder instead of crashing on it, and every language ships its .mo."""
import fnmatch
import io
import logging
import subprocess
import tomllib
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog
from babel.messages.mofile import write_mo

from colosseum_desktop import i18n
from colosseum_desktop.cli import main
from colosseum_desktop.i18n import _, ngettext, set_language
from colosseum_desktop.i18n.catalogs import TRANSLATED, compiled, message_problems, mo_path, read_catalog

ROOT = Path(__file__).resolve().parents[2]
SHIPPED = compiled(read_catalog("de"))  # from the .po: the shipped .mo may be the fault under test


@pytest.fixture
def locale_dir(tmp_path, monkeypatch):
    """A locale folder of the test's own, and no catalog read yet."""
    monkeypatch.setattr(i18n, "LOCALE_DIR", tmp_path)
    monkeypatch.setattr(i18n, "_loaded", {})
    monkeypatch.setattr(i18n, "_broken", set())
    monkeypatch.setattr(i18n, "_unusable", {})  # the test's broken catalogs are not the game's (the title names them)
    (tmp_path / "de" / "LC_MESSAGES").mkdir(parents=True)
    return tmp_path


def german_mo(locale_dir) -> Path:
    return locale_dir / "de" / "LC_MESSAGES" / f"{i18n.DOMAIN}.mo"


def errors_logged(caplog) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "colosseum_desktop.i18n" and r.levelno >= logging.ERROR]


BAD_CATALOGS = {"missing": None, "empty": b"", "header": SHIPPED[:20], "half": SHIPPED[:len(SHIPPED) // 2],
                "magic then garbage": SHIPPED[:4] + bytes(range(256)) * 8, "garbage": bytes(range(256)) * 8}


@pytest.mark.parametrize("content", BAD_CATALOGS.values(), ids=BAD_CATALOGS)
def test_a_catalog_that_cannot_be_read_means_english_logged_once(locale_dir, caplog, capsys, content):
    if content is not None:
        german_mo(locale_dir).write_bytes(content)
    set_language("de")  # it raised (FileNotFoundError, struct.error, OSError...) and every command with it
    set_language("en")
    set_language("de")
    assert _("Start the game") == "Start the game"
    assert len(errors_logged(caplog)) == 1 and "the de catalog cannot be read" in errors_logged(caplog)[0]
    with pytest.raises(SystemExit) as done:
        main(["--lang", "de", "--help"])
    assert done.value.code == 0 and "show this help and exit" in capsys.readouterr().out


def compiled_german(*messages) -> bytes:
    catalog = Catalog(locale="de", domain=i18n.DOMAIN)
    for message in messages:
        catalog.add(*message)
    out = io.BytesIO()
    write_mo(out, catalog)
    return out.getvalue()


def test_a_translation_whose_placeholders_cannot_be_filled_gives_way_to_english_logged_once(locale_dir, caplog):
    german_mo(locale_dir).write_bytes(compiled_german(
        ("Bids must be at least {coins} coins", "Gebote ab {münzen} Münzen"),     # misspelt
        ("{name} wins", "{name gewinnt"),                                         # a brace left open
        (("{n} medal", "{n} medals"), ("{n} Medaille", "{anzahl} Medaillen")),    # one form misspelt
        ("Keep", "Behalten")))
    set_language("de")
    for _twice in range(2):
        assert _("Bids must be at least {coins} coins", coins=8) == "Bids must be at least 8 coins"  # KeyError before
        assert _("{name} wins", name="Aurelia") == "Aurelia wins"
        assert ngettext("{n} medal", "{n} medals", 1) == "1 Medaille"
        assert ngettext("{n} medal", "{n} medals", 3) == "3 medals"
    assert _("Keep") == "Behalten"
    assert len(errors_logged(caplog)) == 3


def test_the_codes_own_message_missing_a_value_still_raises(locale_dir):
    set_language("de")
    with pytest.raises(KeyError):
        _("{name} is not given {this}", name="Aurelia")


def test_the_check_reports_a_broken_placeholder_instead_of_crashing():
    from babel.messages.catalog import Message

    found = list(message_problems(Message("You pay {coins} coins", "Plătești {coins monede"), 3))
    assert found == ["a broken placeholder in 'Plătești {coins monede' (expected '}' before end of string)"]


@pytest.mark.parametrize("code", TRANSLATED)
def test_every_language_ships_its_compiled_catalog(code):
    """A build without a language's .mo would speak English there: the file is there, reads, is in the package
    data and is kept by git."""
    path = mo_path(code)
    assert path.is_file(), f"{path} is missing: run python -m colosseum_desktop.i18n.catalogs compile"
    with path.open("rb") as mo:
        assert i18n._gettext.GNUTranslations(mo).info()["language"] == code
    patterns = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]["package-data"]
    inside = path.relative_to(ROOT / "colosseum_desktop").as_posix()
    assert any(fnmatch.fnmatch(inside, pattern) for pattern in patterns["colosseum_desktop"])
    ignored = subprocess.run(["git", "check-ignore", "-q", str(path)], cwd=ROOT).returncode == 0
    assert not ignored, f"{path} is ignored by git, so a checkout would build without it"
