"""The rules in brief, as the rules reference screen shows them, in each of the game's languages.

One text file per language, `colosseum_desktop/locale/<code>/rules_summary.txt`, written in our own words
from the rulebooks, all with the same sections in the same order. In a file, a line "# Heading {#id}" starts
a section (the id is the same in every language: the screen opens at the phase being played by it; in a
translation "{#id en=1a2b3c4d}" also names the English text it follows, see `fingerprint`), a line
starting "- " is a bullet, and every other non-blank line is a paragraph. Figures agree with
rules/game_data.json (tests/scenes/test_rules_summary.py checks them, and that every language states the
same figures in each section as the English).
"""
from __future__ import annotations

import hashlib
import re
from functools import lru_cache
from typing import NamedTuple

from ..i18n import LOCALE_DIR, SOURCE_LANGUAGE, current_language

HEADING = re.compile(r"# (?P<heading>.+?) \{#(?P<id>[a-z][a-z0-9-]*)(?: en=(?P<source>[0-9a-f]{8}))?\}")


class Section(NamedTuple):
    id: str                 # the same in every language
    heading: str
    paragraphs: list[str]   # bullets keep their leading "- "
    source: str | None      # a translation's heading says which English text it follows: "{#trade en=1a2b3c4d}"


def fingerprint(section: Section) -> str:
    """What a translated section records of the English one it follows: when the English changes, the test
    names every translation of that section to bring up to date (the long text's counterpart of "fuzzy")."""
    text = "\n".join([section.heading, *section.paragraphs])
    return hashlib.sha256(text.encode("utf-8")).hexdigest()[:8]


def summary_path(language: str):
    return LOCALE_DIR / language / "rules_summary.txt"


def summary_text(language: str | None = None) -> str:
    """The summary's text in `language` (default: the current language)."""
    return _read(language or current_language())


@lru_cache(maxsize=None)
def _read(language: str) -> str:
    return summary_path(language).read_text(encoding="utf-8")


def sections(summary: str | None = None) -> list[Section]:
    """The summary (default: in the current language) split into its sections, in order."""
    out: list[Section] = []
    for number, line in enumerate((summary_text() if summary is None else summary).splitlines(), 1):
        if line.startswith("# "):
            heading = HEADING.fullmatch(line)
            if heading is None:
                raise ValueError(f"line {number}: a heading needs an id at its end, as in '# The aim {{#aim}}'")
            out.append(Section(heading["id"], heading["heading"], [], heading["source"]))
        elif line.strip():
            if not out:
                raise ValueError(f"line {number}: text before the first heading")
            out[-1].paragraphs.append(line)
    return out


RULES_SUMMARY = summary_text(SOURCE_LANGUAGE)  # the English text, where a test looks for a figure in it
