"""Player names are checked where the options are (issue 9): one drawable line, not blank, not too long.
Input validation, not a rule of the game, so no R-number; the rules' behaviour is unchanged."""
import pytest
from pydantic import ValidationError

from colosseum_desktop import rules
from colosseum_desktop.rules import MAX_NAME_LENGTH, GameOptions, name_problem

REFUSED = {
    "NUL": ("Ann\x00", "control characters"),
    "tab": ("Ann\tBo", "control characters"),
    "newline": ("Ann\nBo", "control characters"),
    "DEL": ("Ann\x7f", "control characters"),
    "C1 (NEL)": ("Ann\x85", "control characters"),
    "C1 (CSI)": ("\x9b31m", "control characters"),
    "line separator": ("Ann\u2028Bo", "control characters"),
    "paragraph separator": ("Ann\u2029Bo", "control characters"),
    "right-to-left override (U+202E)": ("Ann\u202egnp.exe", "change the direction of text"),
    "left-to-right override (U+202D)": ("\u202dAnn", "change the direction of text"),
    "embedding (U+202A)": ("Ann\u202aBo", "change the direction of text"),
    "pop directional formatting (U+202C)": ("Ann\u202c", "change the direction of text"),
    "right-to-left isolate (U+2067)": ("\u2067Ann", "change the direction of text"),
    "pop directional isolate (U+2069)": ("Ann\u2069", "change the direction of text"),
    "first strong isolate (U+2068)": ("Ann\u2068Bo", "change the direction of text"),
    "right-to-left mark (U+200F)": ("Ann\u200f", "change the direction of text"),
    "Arabic letter mark (U+061C)": ("\u061cAnn", "change the direction of text"),
    "lone surrogate": ("Ann\ud800", "unicode string"),  # pydantic refuses it before our check
    "blank": ("   ", "blank"),
    "empty": ("", "at least 1 character"),
    "too long": ("x" * (MAX_NAME_LENGTH + 1), f"at most {MAX_NAME_LENGTH} characters"),
    "12,000 characters": ("y" * 12_000, f"at most {MAX_NAME_LENGTH} characters"),
}


@pytest.mark.parametrize("case", REFUSED)
def test_a_bad_name_is_refused_with_a_reason(case):
    name, reason = REFUSED[case]
    with pytest.raises(ValidationError, match=reason):
        GameOptions(players=3, names=(name, "Bo", "Cy"))


@pytest.mark.parametrize("name", ["Ann", "Zoë", "Łukasz", "Ἀλέξανδρος", "王小明", "Ann 🦁", "O'Brien-Smith", "דוד",
                                  "علي", "مریم\u200cجان",  # right-to-left scripts, and Persian's zero-width non-joiner
                                  "x" * MAX_NAME_LENGTH, " padded "])
def test_ordinary_names_of_any_script_pass(name):
    options = GameOptions(players=3, names=(name, "Bo", "Cy"))
    assert options.name(0) == name
    assert name_problem(name) is None
    assert rules.new_game(options, 1).player(0).name == name


def test_the_screen_and_the_model_give_the_same_reason():
    assert name_problem("a\x00") == "A player's name cannot hold control characters or line breaks."
    assert name_problem(" ") == "A player's name cannot be blank."
    assert name_problem("x" * 30) == f"A player's name can be at most {MAX_NAME_LENGTH} characters long."
    assert name_problem("Ann\u202e") == "A player's name cannot hold characters that change the direction of text."


def test_a_player_in_a_state_is_checked_too():
    """A file's state carries the names again (a save loaded from its state must not slip one past)."""
    state = rules.new_game(GameOptions(players=3), 1)
    document = state.model_dump()
    document["players"][1]["name"] = "Bo\x00"
    with pytest.raises(ValidationError, match="control characters"):
        rules.GameState.model_validate(document)
