"""A Babel extractor for the programs' names, which live in rules/game_data.json rather than in code.

babel.cfg maps game_data.json to it; each name becomes a message in the "program" context, its msgid the
English name on the card, with the program's number as a comment for translators.
"""
from __future__ import annotations

import json
from collections.abc import Iterator

from .card_names import PROGRAM


Extracted = tuple[int, str, tuple[str, str], list[str]]  # (line, keyword, (context, msgid), comments), as Babel wants


def extract_game_data(fileobj, keywords, comment_tags, options) -> Iterator[Extracted]:
    text = fileobj.read().decode("utf-8")
    lines = text.splitlines()
    for program in json.loads(text)["programs"]:
        name = program["name"]
        line = next((i for i, row in enumerate(lines, 1) if json.dumps(name, ensure_ascii=False) in row), 0)
        yield line, "pgettext", (PROGRAM, name), [f"program {program['number']}"]
