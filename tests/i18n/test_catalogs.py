"""The gettext catalogs: complete for the code, nothing stale or fuzzy, placeholders and plural forms right,
compiled .mo files in step with their .po, and the bundled font able to draw every character they use."""
import os
import subprocess
import sys
from pathlib import Path

import pytest
from babel.messages.catalog import Catalog

from colosseum_desktop.i18n import LANGUAGES
from colosseum_desktop.i18n.catalogs import (TRANSLATED, catalog_problems, compiled, messages_in_code, mo_path,
                                             po_path, problems, read_catalog)


def test_every_catalog_is_complete_current_and_compiled():
    assert problems() == []


def test_the_code_asks_for_the_pieces_names_and_the_programs_of_the_game_data():
    wanted = messages_in_code()
    assert wanted.get("Circus Maximus", context="program") is not None
    assert wanted.get(("{n} lion", "{n} lions"), context="token count") is not None
    assert wanted.get("Phase 3: Trade", context="phase") is not None


def _catalog(code, *messages, plurals=None):
    catalog = Catalog(locale=code, domain="colosseum")
    if plurals:
        catalog._num_plurals, catalog._plural_expr = plurals
    for message in messages:
        catalog.add(*message[:2], context=message[2] if len(message) > 2 else None,
                    flags=message[3] if len(message) > 3 else ())
    return catalog


def test_the_check_names_each_kind_of_fault():
    wanted = _catalog("en", ("You pay {coins} coins", ""), (("{n} medal", "{n} medals"), ("", "")),
                      ("Lion", "", "token"), ("Hall", ""), ("Keep", ""))
    broken = _catalog("ro",
                      ("You pay {coins} coins", "Plătești {monede} monede"),             # placeholder renamed
                      (("{n} medal", "{n} medals"), ("{n} medalie", "{n} medalii")),    # two forms of three
                      ("Lion", "Leu", "token", ("fuzzy",)),                             # fuzzy
                      ("Gone", "Dus"),                                                  # stale
                      ("Hall", ""))                                                     # untranslated
    found = "\n".join(catalog_problems("ro", broken, wanted))
    assert "placeholders ['monede']" in found and "the English has ['coins']" in found
    assert "2 plural forms, the language has 3" in found
    assert "'Lion' (token): fuzzy" in found
    assert "stale 'Gone'" in found
    assert "'Hall': untranslated" in found
    assert "missing 'Keep'" in found
    assert catalog_problems("ro", _catalog("ro", ("Keep", "Păstrează")), _catalog("en", ("Keep", ""))) == []


def test_the_check_wants_the_plural_rule_of_the_language():
    wrong = _catalog("ro", ("Keep", "Păstrează"), plurals=(2, "(n != 1)"))
    found = "\n".join(catalog_problems("ro", wrong, _catalog("en", ("Keep", ""))))
    assert "Plural-Forms is 'nplurals=2; plural=(n != 1)', CLDR says 'nplurals=3;" in found


@pytest.mark.parametrize("code", TRANSLATED)
def test_the_shipped_mo_is_what_its_po_compiles_to_and_a_changed_po_would_differ(code):
    catalog = read_catalog(code)
    assert mo_path(code).read_bytes() == compiled(catalog)
    next(m for m in catalog if m.id).string = "changed"
    assert mo_path(code).read_bytes() != compiled(catalog)


def characters_in_use() -> dict[str, str]:
    """Every character a player may read, per language: the translations and the rules reference."""
    from colosseum_desktop.scenes.rules_reference.summary import summary_path

    texts = {}
    for code in LANGUAGES:
        summary = summary_path(code)  # tests/scenes/test_rules_summary.py wants one in every language
        parts = [summary.read_text(encoding="utf-8")] if summary.exists() else []
        if code in TRANSLATED:
            for message in read_catalog(code):
                if message.id:
                    parts += message.string if isinstance(message.string, tuple) else [message.string]
        texts[code] = "".join(sorted(set("".join(parts)) - {"\n"}))
    return texts


def test_the_bundled_fonts_draw_every_character_of_every_language():
    import pygame.freetype

    from colosseum_desktop.sprites.theme import FONT_FILES, asset_path

    pygame.freetype.init()
    used = characters_in_use()
    assert set("șțăâî") <= set(used["ro"]) and "ß" in used["de"] and "ó" in used["es"]
    for style, filename in FONT_FILES.items():
        face = pygame.freetype.Font(str(asset_path("fonts", filename)), 20)
        for code, characters in used.items():
            missing = [c for c, metrics in zip(characters, face.get_metrics(characters)) if metrics is None]
            assert not missing, f"{filename} cannot draw {missing} used in {code}"
    face = pygame.freetype.Font(str(asset_path("fonts", FONT_FILES[(False, False)])), 20)
    assert None not in face.get_metrics("œŒ¿¡ñßșțăâîÎȘȚ\u202f")  # the list, whether in use yet or not
    assert None in face.get_metrics("中")  # the check can fail: a character the font lacks is found


def test_catalogs_live_under_the_package_one_per_language():
    assert [code for code in LANGUAGES if po_path(code).exists()] == list(TRANSLATED)
    assert "en" not in TRANSLATED  # English is the source: the msgids themselves


def test_catalogs_check_into_a_reader_that_went_away_ends_quietly(tmp_path):
    """`python -m colosseum_desktop.i18n.catalogs check | head -0`: the verdict, not a BrokenPipeError."""
    repo = Path(__file__).resolve().parents[2]
    child = subprocess.Popen([sys.executable, "-m", "colosseum_desktop.i18n.catalogs", "check"], cwd=tmp_path,
                             env={**os.environ, "PYTHONPATH": str(repo)}, stdout=subprocess.PIPE,
                             stderr=subprocess.PIPE)
    child.stdout.close()  # gone before the child writes a word: it takes a moment to start
    err = child.stderr.read().decode()
    assert child.wait(timeout=120) == 0, err
    assert err == ""
