"""The rules reference in six languages: the same sections as the English, the same figures in each, the
phases under their names in the catalogs, and the screen opening at the phase being played in any language."""
import re

import pytest

from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.card_names import phase_title
from colosseum_desktop.scenes.rules_reference.summary import fingerprint, sections, summary_path, summary_text

TRANSLATIONS = [code for code in LANGUAGES if code != "en"]
PHASE_SECTIONS = ("invest", "auction", "trade", "produce", "ceremony", "over")


def figures(section) -> list[int]:
    return sorted(int(n) for n in re.findall(r"\d+", " ".join([section.heading, *section.paragraphs])))


def test_every_language_has_a_summary_in_the_package():
    assert all(summary_path(code).is_file() for code in LANGUAGES)


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_each_translation_has_the_english_sections_in_order_with_the_same_figures(code):
    english, translated = sections(summary_text("en")), sections(summary_text(code))
    assert [s.id for s in translated] == [s.id for s in english]
    for ours, theirs in zip(english, translated):
        assert figures(theirs) == figures(ours), f"{code} section {ours.id} states other figures"
        assert len(theirs.paragraphs) == len(ours.paragraphs), f"{code} section {ours.id}"
        assert [p.startswith("- ") for p in theirs.paragraphs] == [p.startswith("- ") for p in ours.paragraphs]
        assert not set(theirs.paragraphs) & set(ours.paragraphs), f"{code} section {ours.id} left in English"


@pytest.mark.parametrize("code", TRANSLATIONS)
def test_each_translated_section_follows_the_english_text_of_today(code):
    """A change to an English section names every translation of it still to bring up to date."""
    english = {s.id: s for s in sections(summary_text("en"))}
    assert all(s.source is None for s in english.values())
    stale = [f"{s.id} (then set en={fingerprint(english[s.id])})" for s in sections(summary_text(code))
             if s.source != fingerprint(english[s.id])]
    assert not stale, f"{code}: the English changed in {stale}: update these sections"


def test_a_changed_english_section_has_another_fingerprint():
    section = sections(summary_text("en"))[0]
    assert fingerprint(section) != fingerprint(section._replace(paragraphs=[*section.paragraphs, "One more."]))


@pytest.mark.parametrize("code", LANGUAGES)
def test_the_phases_are_headed_by_their_names_in_the_catalogs(code):
    set_language(code)
    headings = {s.id: s.heading for s in sections()}
    for phase in PHASE_SECTIONS[:-1]:
        assert headings[phase] == phase_title(phase)


def test_a_heading_without_an_id_is_refused_with_its_line():
    with pytest.raises(ValueError, match="line 3: a heading needs an id"):
        sections("# Aim {#aim}\ntext\n# Round\n")
    with pytest.raises(ValueError, match="line 1: text before the first heading"):
        sections("text\n# Aim {#aim}\n")


def test_the_reference_opens_at_the_phase_being_played_in_romanian(canvas, tmp_path):
    from colosseum_desktop.scenes.rules_reference.scene import RulesReference
    from colosseum_desktop.session import Session
    from tests.rules.helpers import game, trade
    from tests.scenes.ui_events import make_ctx, show

    set_language("ro")
    ctx = make_ctx(tmp_path)
    session = Session(trade(game(players=3, seed=1)))
    dialog = show(ctx, RulesReference(ctx, session, 0))
    assert dialog.scroll == dict(dialog.section_tops)["Faza 3: Tranzacții"] > 0


DECIDED = ("Clean-up", "Donation roll-off", "Jokers", "Nobles without an event", "Open information",
           "Buying a program", "Circus Maximus")


def test_r14_the_reference_says_where_the_books_differ_or_are_silent_and_what_the_game_decided():
    """Issue 18: clean-up (R11.2), the donation roll-off (R11.3; the Romanian book: the lower total), jokers and star
    bonuses (R9.3), nobles moved without an event (R9), open information, "higher than every program produced"
    (R6), Circus Maximus's arena (R14); the translations follow this section (the tests above)."""
    decisions = next(s for s in sections(summary_text("en")) if s.id == "decisions")
    bullets = [p for p in decisions.paragraphs if p.startswith("- ")]
    assert [topic for topic in DECIDED if not any(b.startswith(f"- {topic}") for b in bullets)] == []
    text = " ".join(bullets)
    for said in ("German book", "Romanian book", "to the lower one", "higher than every program", "6 squares",
                 "3 squares", "only the bag and the face-down green token are hidden", "+4 spectators"):
        assert said in text


def test_the_romanian_reference_says_you_spend_not_i_spend():
    """Issue 18: "cheltui" (I spend) stood where "cheltuiești" (you spend) or "Cheltuiește" (spend!) is meant."""
    first_person = re.compile(r"\b(?:o|le|îl|îi) cheltui\b|(?:^|[.:;!]\s+|- )Cheltui\b", re.MULTILINE)
    assert first_person.findall(summary_text("ro")) == []
