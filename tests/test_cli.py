"""The command line speaks the player's language: --lang, else the language remembered in the settings, else the
system's; its help, its own errors and what its commands print, argparse's own explanations aside."""
import json
import re
import subprocess
import sys
from pathlib import Path

import pytest

from colosseum_desktop.cli import language_asked, main
from colosseum_desktop.i18n import LANGUAGES, current_language
from colosseum_desktop.i18n.catalogs import read_catalog
from colosseum_desktop.saves import SCHEMA_VERSION
from colosseum_desktop.settings import Settings, default_settings_path

REPO = Path(__file__).resolve().parents[1]
SAMPLE = REPO / "saves" / "mid-game-4-players.colosseum.json"
COMMANDS = ([], ["simulate"], ["check-save"], ["render"])


def test_colosseum_lang_de_help_prints_the_help_in_german():
    shown = subprocess.run([sys.executable, "-m", "colosseum_desktop", "--lang", "de", "--help"], cwd=REPO,
                           capture_output=True, text=True, check=True).stdout
    assert shown.startswith("Aufruf: colosseum [-h] [--load DATEI] [--saves-dir ORDNER] [--lang KÜRZEL]")
    assert "Colosseum für 3-5 Spieler an einem Computer." in shown
    assert "Optionen:\n  -h, --help          diese Hilfe zeigen und beenden" in shown
    assert "Befehle:" in shown and "ganze Spiele zwischen Computerspielern spielen" in shown
    assert "usage" not in shown and "options:" not in shown and "show this help" not in shown


def _words(line):
    """The words of a help line, without the option or command it starts with, and nothing for the usage's
    options, the commands' names and blank lines (those read the same in every language)."""
    words = re.split(r"\s{2,}", line.strip())[-1]
    if words.startswith(("-", "[", "{", "colosseum")) or words in ("simulate", "check-save", "render", ""):
        return ""
    return words.rstrip(":")


def _written_alike(catalog, text):
    """Whether the catalog translates `text` as the same word (French "options"); "" for lines without words."""
    message = catalog.get(text)
    return text == "" or (message is not None and message.string == text)


@pytest.mark.parametrize("command", COMMANDS, ids=lambda c: " ".join(c) or "colosseum")
def test_every_help_text_of_every_command_is_translated(command, capsys):
    helps = {}
    for code in LANGUAGES:
        with pytest.raises(SystemExit) as done:
            main(["--lang", code, *command, "--help"])
        assert done.value.code == 0
        helps[code] = capsys.readouterr().out.splitlines()
    english = {_words(line) for line in helps["en"]}
    for code, lines in helps.items():
        if code == "en":
            continue
        catalog = read_catalog(code)
        same = [line for line in lines if _words(line) in english and not _written_alike(catalog, _words(line))]
        assert same == [], f"{code}: still in English: {same}"


def test_an_error_on_the_command_line_is_headed_in_the_language_and_changes_nothing(capsys):
    with pytest.raises(SystemExit) as done:
        main(["--lang", "fr", "simulate", "--players", "7"])
    err = capsys.readouterr().err
    assert done.value.code == 2
    assert err.startswith("utilisation\u00a0: colosseum simulate [-h]")
    assert "colosseum simulate\u00a0: erreur\u00a0: argument --players: invalid choice: 7" in err  # Python's words


def test_lang_is_read_before_argparse_in_both_spellings_and_only_before_a_double_dash():
    assert language_asked(["--lang", "ro", "--help"]) == "ro"
    assert language_asked(["simulate", "--lang=es"]) == "es"
    assert language_asked(["check-save", "--", "--lang", "de"]) is None
    assert language_asked(["--lang"]) is None


def write_settings(language):
    path = default_settings_path()
    assert "colosseum-desktop" in str(path)
    Settings(language=language).save(path)  # the tests' own settings folder (conftest), not the machine's


def test_without_lang_the_language_remembered_in_the_settings_is_spoken(tmp_path, capsys):
    write_settings("fr")
    assert main(["check-save", str(tmp_path / "gone.colosseum.json")]) == 2
    assert capsys.readouterr().err.endswith(": Il n'y a pas de sauvegarde nommée gone.colosseum.json.\n")
    assert current_language() == "fr"
    assert main(["--lang", "ro", "check-save", str(tmp_path / "gone.colosseum.json")]) == 2
    assert "Nu există nicio salvare numită gone.colosseum.json." in capsys.readouterr().err  # --lang goes first


def test_without_lang_or_a_remembered_language_the_systems_is_spoken(tmp_path, capsys, monkeypatch):
    write_settings("")
    monkeypatch.setenv("LANGUAGE", "nl_BE:en")
    assert main(["check-save", str(tmp_path / "gone.colosseum.json")]) == 2
    assert "Er is geen opslag met de naam gone.colosseum.json." in capsys.readouterr().err


def test_check_save_summarises_a_save_in_german(capsys):
    assert main(["--lang", "de", "check-save", str(SAMPLE)]) == 0
    out = capsys.readouterr().out.splitlines()
    assert out[0].startswith(f"{SAMPLE} lässt sich öffnen (Schema {SCHEMA_VERSION}; gespeichert am 01.01.2026")
    assert out[1] == "Spieler: Aurelia (Mensch), Brutus (Mensch), Cassia (Mensch), Decimus (Mensch)"
    assert out[2].startswith("Runde 3, Phase 2: ") and out[2] != "Runde 3, Phase 2: Acquire tokens"
    assert out[3].startswith("Rekorde: Aurelia ") and out[4].startswith("Gespeicherte Züge: ")


def test_a_file_name_with_control_characters_reaches_the_terminal_escaped(tmp_path, capsys):
    odd = tmp_path / "x\x1b]2;owned\x07.colosseum.json"
    odd.write_text("{}")
    assert main(["--lang", "es", "check-save", str(odd)]) == 2
    err = capsys.readouterr().err
    assert "\x1b" not in err and "\x07" not in err
    assert "x\\x1b]2;owned\\x07.colosseum.json: Este archivo no es una partida guardada de Colosseum." in err


def test_simulate_speaks_romanian_and_its_json_stays_as_it_is(capsys):
    assert main(["--lang", "ro", "simulate", "--players", "3", "--games", "1", "--seed", "4"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines[0].startswith("jocul 1 sămânța 4: câștigat de locul ")
    assert lines[1].startswith("1 joc, invarianți încălcați: 0, mediana ")
    assert main(["--lang", "ro", "simulate", "--players", "3", "--games", "1", "--seed", "4", "--json"]) == 0
    assert json.loads(capsys.readouterr().out.splitlines()[-1])["games"] == 1


def test_simulate_and_render_refusals_are_in_the_language(tmp_path, capsys):
    assert main(["--lang", "de", "simulate", "--players", "3", "--bots", "easy,strong"]) == 2
    assert capsys.readouterr().err == "colosseum simulate: --bots nennt 2 Plätze; das Spiel hat 3\n"
    assert main(["--lang", "nl", "render", "--load", str(SAMPLE), "--out", str(tmp_path / "x.png"), "--size",
                 "5x5"]) == 2
    assert capsys.readouterr().err == "colosseum render: --size moet tussen 16x16 en 8192x8192 liggen\n"
    assert not (tmp_path / "x.png").exists()


def test_check_save_says_in_spanish_which_older_format_a_save_was_read_from(capsys):
    older = REPO / "tests" / "saves" / "fixtures" / "schema-1-hot-seat-3-players.colosseum.json"
    assert main(["--lang", "es", "check-save", str(older)]) == 0
    first = capsys.readouterr().out.splitlines()[0]
    assert first.startswith(f"{older} se abre (esquema 1, leído como {SCHEMA_VERSION}; guardada el ")
