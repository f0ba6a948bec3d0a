"""Geometry of a dialog lives in one place (issue 17): where a dialog's parts sit is in its package's `geometry.py`
(or in its view, as plain values), read by the picture and by the controller alike. A controller takes from its
own picture only what draws it, and the sentences it shows too: never where things are. Read with `ast`."""
from __future__ import annotations

import ast
from pathlib import Path

import colosseum_desktop

SCENES = Path(colosseum_desktop.__file__).parent / "scenes"
# Words a controller shows as well as its picture (a sentence is no geometry), each with where it is read.
WORDS = {"answer_note": "trade_dialog.note, the partner's answer as the table says it"}


def taken_from_picture(source: str, picture: str) -> list[str]:
    """The names a controller imports from its picture module; the module's own name if it takes it whole."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.ImportFrom) and node.level == 1:
            if node.module == picture:
                out += [alias.name for alias in node.names]
            elif node.module is None:
                out += [alias.name for alias in node.names if alias.name == picture]
    return out


def unwanted(source: str, picture: str) -> list[str]:
    return [name for name in taken_from_picture(source, picture) if not name.startswith("draw_") and name not in WORDS]


def test_a_dialog_takes_from_its_picture_only_its_drawing_and_words():
    found = {}
    for controller in sorted(SCENES.glob("dialogs/*/dialog.py")):  # each dialog's package: dialog, picture, ...
        if (controller.parent / "picture.py").exists():
            found[controller.parent.name] = unwanted(controller.read_text(encoding="utf-8"), "picture")
    assert len(found) >= 5  # bid, ceremony, invest, produce, trade
    assert not any(found.values()), {name: names for name, names in found.items() if names}


def test_the_reading_finds_geometry_taken_from_a_picture():
    """What the produce, trade and ceremony dialogs did before their geometry moved out."""
    assert unwanted("from . import produce_picture as picture\n", "produce_picture") == ["produce_picture"]
    assert unwanted("from .ceremony_picture import CHOICE_RADIUS, draw_ceremony\n", "ceremony_picture") == [
        "CHOICE_RADIUS"]
    assert unwanted("from .trade_picture import answer_note, draw_trade\n", "trade_picture") == []
