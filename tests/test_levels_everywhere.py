"""The computer players' levels are listed once (bots/levels.py) and every place that names a level reads that list:
a level missing anywhere fails here. Checked per level: it makes a player whose decision is legal, it has its name
(and, if offered, its new-game choice) in every catalog, the new-game screen offers it, the remembered set-up takes it,
`simulate --bots` plays it and saves it, the save opens with that level on the seat, and the command line's help
names it. And no module writes a list of levels of its own."""
import ast
import gettext
from pathlib import Path

import pytest

from colosseum_desktop import cli, rules, saves
from colosseum_desktop.bots.levels import LEVELS, OFFERED, UNNAMED_LEVEL, level_title, make_bot
from colosseum_desktop.i18n import DOMAIN, LANGUAGES, LOCALE_DIR, SOURCE_LANGUAGE
from colosseum_desktop.saves import last_setup
from colosseum_desktop.scenes.starting import entry as game_entry, new_game

PACKAGE = Path(rules.__file__).resolve().parents[1]
REGISTRY = PACKAGE / "bots" / "levels.py"


@pytest.mark.parametrize("name", list(LEVELS))
def test_every_level_makes_a_player_whose_first_decision_is_legal(name):
    state = rules.new_game(rules.GameOptions(players=4), 3)
    command = make_bot(name, seed=1).choose(state)
    assert command.player == rules.current_player(state)
    rules.apply(state, command)  # raises if refused


@pytest.mark.parametrize("code", [code for code in LANGUAGES if code != SOURCE_LANGUAGE])
def test_every_level_has_its_words_in_every_catalog(code):
    """Looked up in the compiled catalog itself: a translation equal to the English word (French "expert") must
    still be there, so comparing words would not do."""
    catalog = gettext.translation(DOMAIN, LOCALE_DIR, [code])._catalog
    missing = [level.name for level in LEVELS.values() if not catalog.get("\x04".join(level.title))]
    missing += [level.offered_as for level in OFFERED if not catalog.get(level.offered_as)]
    assert not missing, f"{code}: no translation for {missing}"


def test_a_level_unknown_to_this_version_is_shown_as_written():
    assert level_title("strong") == "strong" and level_title("grandmaster") == "grandmaster"


def test_the_new_game_screen_offers_every_offered_level_after_the_person():
    assert [kind for _, kind in new_game.PLAYED_BY] == [game_entry.PERSON, *(level.name for level in OFFERED)]
    assert OFFERED and all(level.name in LEVELS for level in OFFERED)
    assert UNNAMED_LEVEL in LEVELS


@pytest.mark.parametrize("name", [level.name for level in OFFERED])
def test_the_remembered_set_up_keeps_every_offered_level(name, tmp_path):
    path = tmp_path / last_setup.SETUP_FILE
    seats = tuple(last_setup.SeatSetup(name=f"P{i}", played_by=name if i else "person") for i in range(5))
    last_setup.save_setup(path, last_setup.LastSetup(players=3, seats=seats))
    assert last_setup.load_setup(path).seats[1].played_by == name


def test_the_remembered_set_up_refuses_a_level_it_does_not_offer(tmp_path, caplog):
    path = tmp_path / last_setup.SETUP_FILE
    text = last_setup.LastSetup(players=3, seats=tuple(last_setup.SeatSetup(name=f"P{i}") for i in range(5))
                                ).model_dump_json().replace('"person"', '"grandmaster"', 1)
    path.write_text(text, encoding="utf-8")
    assert last_setup.load_setup(path) is None
    assert "grandmaster" in caplog.text


@pytest.mark.parametrize("name", list(LEVELS))
def test_simulate_plays_and_saves_every_level_and_the_save_opens_with_it(name, tmp_path, capsys):
    path = tmp_path / f"{name}.colosseum.json"
    assert cli.main(["simulate", "--players", "3", "--seed", "5", "--bots", name, "--stop-after-round", "1",
                     "--save", str(path)]) == 0
    loaded = saves.open_save(path)
    assert loaded.seats == (f"computer:{name}",) * 3
    assert game_entry.seats_for_board(loaded.seats, 3) == [name] * 3


def test_the_command_lines_help_names_every_level(capsys):
    with pytest.raises(SystemExit):
        cli.main(["simulate", "--help"])
    help_text = " ".join(capsys.readouterr().out.split())
    assert all(name in help_text for name in LEVELS)


def lists_of_levels(source: str, names: set[str]) -> list[int]:
    """Lines where a tuple, list, set or dict (its keys) holds two or more level names as string literals: a
    second list of the levels, which the next level would miss."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, (ast.Tuple, ast.List, ast.Set)):
            items = node.elts
        elif isinstance(node, ast.Dict):
            items = [key for key in node.keys if key is not None]
        else:
            continue
        literals = {item.value for item in items if isinstance(item, ast.Constant) and isinstance(item.value, str)}
        if len(literals & names) >= 2:
            found.append(node.lineno)
    return found


def test_no_module_but_the_registry_lists_levels():
    names = set(LEVELS)
    wrong = [f"{path.relative_to(PACKAGE)}:{line}" for path in sorted(PACKAGE.rglob("*.py")) if path != REGISTRY
             for line in lists_of_levels(path.read_text(encoding="utf-8"), names)]
    assert not wrong, "levels listed outside bots/levels.py: " + ", ".join(wrong)


def test_the_check_finds_a_list_of_levels():
    """The check above can fail: each way the levels were listed before the registry is found."""
    names = {"random", "easy", "strong"}
    assert lists_of_levels('COMPUTER_LEVELS = ("easy", "strong")\n', names) == [1]
    assert lists_of_levels('PlayedBy = Literal["person", "easy", "strong"]\n', names) == [1]
    assert lists_of_levels('LEVELS = {"random": A,\n "easy": B}\n', names) == [1]
    assert lists_of_levels('level = "strong"\nkind = ("person", "easy")\n', names) == []
