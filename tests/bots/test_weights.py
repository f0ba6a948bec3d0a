"""Each level's figures are a data file (bots/weights/<level>.json), checked when read: every figure present, a
number, none unknown; a bad file is refused with its name and the figure at fault. The wheel carries the files."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

from colosseum_desktop.bots import weights as weights_module
from colosseum_desktop.bots.weights import WeightsError, load_weights, parse_weights, weights_json

FOLDER = Path(weights_module.__file__).parent / weights_module.WEIGHTS_FOLDER
ROOT = Path(__file__).resolve().parents[2]
SHIPPED = sorted(path.stem for path in FOLDER.glob("*.json"))


def strong_as_dict() -> dict:
    return json.loads(weights_json(load_weights("strong")))


@pytest.mark.parametrize("name", SHIPPED)
def test_every_shipped_file_holds_valid_weights_and_writes_back_the_same(name):
    loaded = load_weights(name)
    assert parse_weights(weights_json(loaded), "again") == loaded
    assert json.loads((FOLDER / f"{name}.json").read_text(encoding="utf-8")) == json.loads(weights_json(loaded))


def changed(group: str, figure: str, value) -> str:
    data = strong_as_dict()
    if value is KeyError:
        del data[group][figure]
    else:
        data[group][figure] = value
    return json.dumps(data)


@pytest.mark.parametrize("group, figure, value, said", [
    ("valuation", "coin_rate", KeyError, "Field required"),  # a figure left out
    ("trade", "better_by", "1", "valid number"),  # a figure that is not a number
    ("auction", "denial", float("nan"), "finite number"),  # NaN would make every comparison false
    ("choices", "surprise", 1.0, "Unexpected keyword argument"),  # a figure this version does not know
    ("valuation", "income_guess", 20.5, "valid integer"),
])
def test_a_bad_file_is_refused_naming_the_file_and_the_figure(group, figure, value, said):
    with pytest.raises(WeightsError) as refused:
        parse_weights(changed(group, figure, value), "weights/tuned.json")
    message = str(refused.value)
    assert "weights/tuned.json" in message and f"{group}.{figure}" in message and said in message


def test_an_unknown_group_or_a_file_that_is_not_there_is_refused():
    data = strong_as_dict() | {"dice": {}}
    with pytest.raises(WeightsError, match="dice"):
        parse_weights(json.dumps(data), "x.json")
    with pytest.raises(WeightsError, match="no weights file weights/nowhere.json"):
        load_weights("nowhere")


def test_the_wheel_carries_the_weights_files(tmp_path):
    subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "-q",
                    "egg_info", "--egg-base", str(tmp_path), "build_py", "--build-lib", str(tmp_path / "lib")],
                   cwd=ROOT, check=True, capture_output=True)
    built = tmp_path / "lib" / "colosseum_desktop" / "bots" / "weights"
    assert SHIPPED and sorted(path.stem for path in built.glob("*.json")) == SHIPPED
