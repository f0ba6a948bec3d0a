"""Every reason a save, the records or a save name is refused for is worded in the player's language, its
values filled in, when it is shown: a reason the Load list keeps follows a change of language."""
import json
import os
import re

import pytest

from colosseum_desktop.i18n import LANGUAGES, SOURCE_LANGUAGE, placeholders, set_language
from colosseum_desktop.i18n.catalogs import messages_in_code, read_catalog
from colosseum_desktop.i18n.lazy import LazyMessage
from colosseum_desktop.saves import SaveError, list_saves, load_game, rename_save, safe_save_path, save_game
from colosseum_desktop.saves.autosave import describe_failure
from colosseum_desktop.saves.records import read_history
from colosseum_desktop.scenes.starting.save_rows import describe_save

from .games import OLDER_RULES_FIXTURE, SAMPLES_DIR, played

SAMPLE = SAMPLES_DIR / "mid-game-4-players.colosseum.json"
TRANSLATED = [code for code in LANGUAGES if code != SOURCE_LANGUAGE]


@pytest.fixture(scope="module")
def saves_messages():
    """Every message the saves package words, as the catalogs' extraction finds them."""
    found = [m for m in messages_in_code() if m.id and any("colosseum_desktop/saves/" in path
                                                            for path, _line in m.locations)]
    assert len(found) > 60, "the saves' messages were not found"
    return found


def test_every_saves_message_is_worded_in_every_language_with_its_values_filled(saves_messages):
    # Words a language writes as English does ("computer" in Dutch), by the translator's choice.
    alike = {code: {m.id for m in read_catalog(code) if m.id and m.string == m.id} for code in TRANSLATED}
    for message in saves_messages:
        singular, plural = message.id if isinstance(message.id, tuple) else (message.id, None)
        names = placeholders(singular) | placeholders(plural or "")
        values = {name: f"<{name}>" for name in (names - {"n"} if plural else names)}
        english = {}
        for code in LANGUAGES:
            set_language(code)
            for count in ((1, 2, 21) if plural else (0,)):
                shown = str(LazyMessage(singular, tuple(values.items()), plural, count))
                assert "{" not in shown and "}" not in shown, (code, singular, shown)
                assert all(value in shown for value in values.values()), (code, singular, shown)
                assert plural is None or str(count) in shown, (code, singular, shown)
                if code == SOURCE_LANGUAGE:
                    english[count] = shown
                elif any(c.isalpha() for c in re.sub(r"\{\w+\}", "", singular)) \
                        and message.id not in alike[code]:
                    assert shown != english[count], f"{code}: {singular!r} is shown in English"


def write(path, data: bytes):
    path.write_bytes(data)
    return path


def bad_files(folder):
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    newer = dict(document, schema_version=9)
    bad_name = json.loads(json.dumps(document))
    bad_name["state"]["players"][0]["name"] = "A" * 30
    return {
        "missing": folder / "gone.colosseum.json",
        "empty": write(folder / "empty.colosseum.json", b""),
        "not text": write(folder / "binary.colosseum.json", bytes(range(256))),
        "truncated": write(folder / "cut.colosseum.json", SAMPLE.read_bytes()[:500]),
        "newer": write(folder / "newer.colosseum.json", json.dumps(newer).encode()),
        "foreign": write(folder / "foreign.colosseum.json", b'{"format": "other"}'),
        "bad value": write(folder / "name.colosseum.json", json.dumps(bad_name).encode()),
    }


@pytest.mark.parametrize("code", TRANSLATED)
def test_refused_files_are_refused_in_the_players_language(tmp_path, code):
    for case, path in bad_files(tmp_path).items():
        with pytest.raises(SaveError) as refusal:
            load_game(path)
        english = str(refusal.value)
        set_language(code)
        shown = str(refusal.value)
        set_language("en")
        assert shown != english and "{" not in shown, (case, shown)
        assert (path.name in shown) == (path.name in english), (case, shown)


def test_a_damaged_save_is_listed_with_a_german_reason_and_the_kept_reason_follows_a_change_of_language(tmp_path):
    (tmp_path / "broken.colosseum.json").write_text('{"format": "colosseum-desktop-save", "schema_version": 3')
    save_game(played(players=3, seed=1, until_round=2), tmp_path / "good.colosseum.json")
    set_language("de")
    broken = next(info for info in list_saves(tmp_path) if not info.loads)
    _title, details, _when = describe_save(broken)
    assert details == ("Lässt sich nicht öffnen: Dieser Spielstand ist beschädigt oder unvollständig: Ab Zeile 1, "
                       "Spalte 57 ergibt er keinen Sinn mehr.")
    set_language("es")
    again = next(info for info in list_saves(tmp_path) if not info.loads)
    assert again is broken, "the list kept the file's header and reason: it was not read again"
    assert describe_save(again)[1] == ("No se puede abrir: Esta partida guardada está dañada o incompleta: deja de "
                                       "tener sentido en la línea 1, columna 57.")


def test_an_older_rules_notice_and_autosave_failures_speak_romanian(tmp_path):
    notice = load_game(OLDER_RULES_FIXTURE).notice
    set_language("ro")
    assert str(notice).startswith("Acest joc a fost salvat cu o versiune mai veche (regulile 1); mutările lui")
    assert str(describe_failure(OSError(28, os.strerror(28)))).startswith("Discul este plin: ultima mutare")


def test_save_names_and_renames_are_refused_in_french(tmp_path):
    set_language("fr")
    with pytest.raises(SaveError, match="Le nom d'une sauvegarde ne peut pas commencer par un point"):
        safe_save_path(tmp_path, ".hidden")
    with pytest.raises(SaveError, match="au plus 80 caractères"):
        safe_save_path(tmp_path, "x" * 81)
    for name in ("one", "two"):
        save_game(played(players=3, seed=1, until_round=1), tmp_path / f"{name}.colosseum.json")
    with pytest.raises(SaveError, match="Il existe déjà une sauvegarde nommée two.colosseum.json"):
        rename_save(tmp_path, tmp_path / "one.colosseum.json", "two")


def test_a_damaged_records_file_is_said_in_dutch(tmp_path):
    path = tmp_path / "records.json"
    path.write_text('{"format": "colosseum-desktop-records", "version": 1, "games": 7}')
    history = read_history(path)
    set_language("nl")
    assert str(history.problem) == "Het bestand met de records is beschadigd (games: moet een lijst zijn)."


def test_a_file_name_with_control_characters_is_shown_escaped(tmp_path):
    odd = tmp_path / "evil\x1b[2J\n.colosseum.json"
    odd.mkdir()  # a folder named like a save: refused by name, so the name is in the reason
    info = next(info for info in list_saves(tmp_path))
    for code in LANGUAGES:
        set_language(code)
        shown = describe_save(info)[1]
        assert "\x1b" not in shown and "\n" not in shown and "evil\\x1b[2J\\x0a.colosseum.json" in shown


def test_a_move_the_rules_refuse_on_replay_is_explained_with_the_rules_words_in_german(tmp_path):
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    bid = next(record for record in document["log"] if record["command"]["kind"] == "raise_bid")
    bid["command"]["bid"] = 1  # below the bid it should raise: the rules refuse it
    path = write(tmp_path / "edited.colosseum.json", json.dumps(document).encode())
    with pytest.raises(SaveError) as refusal:
        load_game(path)
    english = str(refusal.value)
    assert "(raise bid) cannot be played again: " in english
    set_language("de")
    german = str(refusal.value)
    assert german.startswith("Dieser Spielstand ist beschädigt: Zug ")
    assert "(Gebot erhöhen) lässt sich nicht nachspielen: " in german
    assert german.partition("nachspielen: ")[2] != english.partition("again: ")[2], "the rules' reason in German"
