"""A foreign file carrying a name the rules refuse (issue 9's attack: a NUL crashed every screen, a 12,000-
character name froze them) is refused with the reason, and left as it was."""
import json

import pytest

from colosseum_desktop.saves import SaveError, load_game

from .games import SAMPLES_DIR, fingerprint

SAMPLE = SAMPLES_DIR / "mid-game-4-players.colosseum.json"


def renamed(name: str) -> bytes:
    """The sample with its first player renamed everywhere the name is stored, so only the name is wrong."""
    document = json.loads(SAMPLE.read_text(encoding="utf-8"))
    for options in (document["options"], document["state"]["options"]):
        options["names"][0] = name
    document["state"]["players"][0]["name"] = name
    return json.dumps(document).encode("utf-8")


@pytest.mark.parametrize("name, reason", [
    ("Aur\x00elia", "names > 0: .*control characters"),
    ("Aurelia\u2028", "names > 0: .*control characters"),
    ("A" * 12_000, "names > 0: .*at most 24 characters"),
    ("   ", "names > 0: .*blank"),
])
def test_a_save_with_a_bad_name_is_refused_with_the_reason(tmp_path, name, reason):
    path = tmp_path / "foreign.colosseum.json"
    path.write_bytes(renamed(name))
    before = fingerprint(path)
    with pytest.raises(SaveError, match="This save is damaged: options > " + reason):
        load_game(path)
    assert fingerprint(path) == before


def test_the_crafted_file_differs_from_the_sample_only_by_the_name(tmp_path):
    path = tmp_path / "renamed.colosseum.json"
    path.write_bytes(renamed("Aurelius"))
    assert load_game(path).session.state.player(0).name == "Aurelius"


def test_the_reason_reads_as_one_sentence_without_the_validators_jargon(tmp_path):
    path = tmp_path / "foreign.colosseum.json"
    path.write_bytes(renamed("Aur\x00elia"))
    with pytest.raises(SaveError) as refusal:
        load_game(path)
    message = str(refusal.value)
    assert "Value error" not in message and not message.endswith("..")
    assert message.startswith("This save is damaged: options > names > 0: A player's name cannot hold control")
