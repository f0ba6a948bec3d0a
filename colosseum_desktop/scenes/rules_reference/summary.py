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
import logging
import re
from functools import lru_cache
from typing import NamedTuple

from ...files import bundled
from ...files.bounded_read import TooLarge, read_regular_file
from ...i18n import LOCALE_DIR, SOURCE_LANGUAGE, _, current_language

log = logging.getLogger(__name__)
MAX_SUMMARY_BYTES = 512 * 1024  # each language's summary is about 20 KB

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
    """The summary's text in `language` (default: the current language). Raises OSError, TooLarge or ValueError
    (UnicodeDecodeError, a NUL) when the shipped file cannot be used."""
    return _read(language or current_language())


@lru_cache(maxsize=None)
def _read(language: str) -> str:
    # Bounded, and never from a pipe (which would block the screen for ever).
    text = read_regular_file(summary_path(language), MAX_SUMMARY_BYTES).decode("utf-8")
    if "\0" in text:
        raise ValueError("a NUL character in the text")
    return text


def sections(summary: str | None = None) -> list[Section]:
    """The summary (default: in the current language, see shown_sections) split into its sections, in order.
    ValueError names the line that breaks the format."""
    if summary is None:
        return shown_sections(current_language())
    out: list[Section] = []
    for number, line in enumerate(summary.splitlines(), 1):
        if line.startswith("# "):
            heading = HEADING.fullmatch(line)
            if heading is None:
                raise ValueError(f"line {number}: a heading needs an id at its end, as in '# The aim {{#aim}}'")
            out.append(Section(heading["id"], heading["heading"], [], heading["source"]))
        elif line.strip():
            if not out:
                raise ValueError(f"line {number}: text before the first heading")
            out[-1].paragraphs.append(line)
    if not out:
        raise ValueError("no section at all")
    return out


def shown_sections(language: str) -> list[Section]:
    """What the rules reference shows in `language`: its summary; the English one, after a section saying so, when
    the shipped file is missing, unreadable, not text or out of shape (said once in the log and on the title); a
    section saying the rules cannot be shown when the English file is damaged too."""
    try:
        found = sections(summary_text(language))
        ids = tuple(section.id for section in found)
        if ids != SECTION_IDS:  # cut short, or out of step with the screen that opens it at a phase's section
            raise ValueError(f"its sections are {', '.join(ids)}")
        return found
    except (OSError, TooLarge, ValueError) as error:
        bundled.left_out(f"{language}/rules_summary.txt", _reason(error))
    if language != SOURCE_LANGUAGE:
        english = shown_sections(SOURCE_LANGUAGE)
        if english[0].id != UNAVAILABLE:
            note = _("The rules in this language could not be read from the game's files, so they are shown in "
                     "English; reinstalling the game brings them back.")
            return [Section(UNAVAILABLE, _("Rules"), [note], None), *english]
        return english
    return [Section(UNAVAILABLE, _("Rules"), [_("The rules could not be read from the game's files; reinstalling "
                                                "the game brings them back. The rulebook says it all.")], None)]


# Every language's sections, in order (tests/scenes/test_rules_summary.py holds the files to them).
SECTION_IDS = ("aim", "round", "invest", "auction", "trade", "produce", "attendance", "stars", "medals", "special",
               "ceremony", "over", "decisions", "keys")
UNAVAILABLE = "unavailable"  # the id of the section that says the summary could not be read


def _reason(error: Exception) -> str:
    return error.strerror if isinstance(error, OSError) and error.strerror else str(error)


def _english_or_nothing() -> str:
    """The English text for the tests' look-ups ("" when the shipped file cannot be read: the screen says so)."""
    try:
        return summary_text(SOURCE_LANGUAGE)
    except (OSError, TooLarge, ValueError):
        return ""


RULES_SUMMARY = _english_or_nothing()  # the English text, where a test looks for a figure in it
