"""Fitting text costs a few measurements whatever its length (issue 9: a 200,000-character name took 11
minutes to draw when every shorter try was measured again). Counted, not timed."""
import random
from functools import lru_cache

import pygame
import pytest

from colosseum_desktop.sprites import text, theme
from colosseum_desktop.sprites.text import ELLIPSIS, fit_measured, largest_fitting_size

LENGTHS = (1, 8, 40, 300, 12_000, 200_000)
WIDTHS = (30, 150, 400, 1500)
ALPHABETS = ("Aurelia Brutus Cassia", "W", "il1.", "漢字テスト", "aW i ")


class CountingFace:
    """The bundled face's measurements, counted, with the number of characters each one measured."""

    def __init__(self, size: int) -> None:
        self.face = theme.font(size)
        self.lengths: list[int] = []

    def __call__(self, value: str) -> int:
        self.lengths.append(len(value))
        return self.face.size(value)[0]

    def width(self, value: str) -> int:
        return self.face.size(value)[0]


@lru_cache(maxsize=None)
def sample(alphabet: str, length: int) -> str:
    rng = random.Random(length)
    return "".join(rng.choices(alphabet, k=length))


@pytest.mark.parametrize("size", (14, 22, 30))
def test_fitting_is_correct_and_bounded_for_any_length(canvas, size):
    counts = []
    for length in LENGTHS:
        for width in WIDTHS:
            for alphabet in ALPHABETS:
                value = sample(alphabet, length)
                face = CountingFace(size)
                out = fit_measured(value, width, face)
                counts.append(len(face.lengths))
                assert len(face.lengths) <= 12, (length, width, alphabet)
                assert max(face.lengths) <= width + 1, "never measures more characters than could be seen"
                if out == value:
                    assert face.width(out) <= width
                    continue
                assert out.endswith(ELLIPSIS) and value.startswith(out[:-1])
                kept = len(out) - 1
                if kept:
                    assert face.width(out) <= width
                if kept < min(len(value), width):  # the longest beginning that fits: one more does not
                    assert face.width(value[:kept + 1] + ELLIPSIS) > width
    counts.sort()
    assert counts[len(counts) // 2] <= 4, f"typical text should take a few measurements, not {counts}"


def test_text_that_fits_is_measured_once(canvas):
    face = CountingFace(18)
    assert fit_measured("Aurelia", 300, face) == "Aurelia"
    assert face.lengths == [7]


def test_a_200000_character_name_is_cut_with_a_few_short_measurements(canvas):
    face = CountingFace(18)
    out = fit_measured("M" * 200_000, 320, face)
    assert out.startswith("MMM") and out.endswith(ELLIPSIS) and face.width(out) <= 320
    assert len(face.lengths) <= 8 and max(face.lengths) <= 321


def test_the_cached_fit_uses_the_same_search(canvas, monkeypatch):
    measured = []
    real = text.fit_measured
    monkeypatch.setattr(text, "fit_measured", lambda value, width, measure: real(
        value, width, lambda part: measured.append(part) or measure(part)))
    text._fit.cache_clear()
    out = text.fit("Q" * 50_000, 22, 500, bold=True)
    assert out.endswith(ELLIPSIS) and text.width_of(out, 22, bold=True) <= 500
    assert 1 <= len(measured) <= 12


def test_largest_fitting_size_picks_the_first_size_that_fits(canvas):
    label = "Produce an event"
    width = text.width_of(label, 20) + 1
    assert largest_fitting_size(label, range(30, 12, -1), width) == 20
    assert largest_fitting_size(label, (16, 14), 5) is None
    assert largest_fitting_size("x" * 100_000, range(30, 12, -1), 1500) is None  # refused without measuring


def test_blit_fitted_shrinks_a_long_line_then_cuts_it_never_wider_than_its_room(canvas):
    label = "Spektakelplättchen erwerben"
    room = text.width_of(label, 20, bold=True) + 1
    shrunk = text.blit_fitted(canvas, label, (0, 0), range(30, 15, -2), room, bold=True)
    assert shrunk.w <= room and shrunk.h == text.text(label, 20, bold=True).get_height()
    cut = text.blit_fitted(canvas, label, (0, 0), (18, 16), 60, bold=True)
    assert cut.w <= 60 and cut.h == text.text(ELLIPSIS, 16, bold=True).get_height()
    whole = text.blit_fitted(canvas, label, (0, 0), (18, 16), 2000)
    assert whole.h == text.text(label, 18).get_height()


def test_fit_lines_wraps_a_sentence_at_the_largest_size_that_fits_its_box(canvas):
    sentence = ("Das Spiel von Aurelia und seine 3 automatischen Speicherungen löschen? Das lässt sich nicht "
                "rückgängig machen.")
    box = pygame.Rect(0, 0, 520, 60)
    size, lines = text.fit_lines(sentence, (24, 22, 20, 18, 16), box)
    assert len(lines) >= 2 and " ".join(lines) == sentence and not any(line.endswith(ELLIPSIS) for line in lines)
    assert all(text.width_of(line, size) <= box.width for line in lines)
    assert text.lines_height(lines, size) <= box.height
    bigger = next(s for s in (24, 22, 20, 18, 16) if s > size) if size < 24 else None
    if bigger is not None:  # the next size up would not have fitted
        wrapped = theme.wrap_text(sentence, bigger, box.width)
        assert text.lines_height(wrapped, bigger) > box.height or \
            any(text.width_of(line, bigger) > box.width for line in wrapped)


def test_fit_lines_cuts_only_the_last_line_that_fits_when_no_size_is_small_enough(canvas):
    sentence = " ".join(["Spektakelplättchen"] * 40)
    box = pygame.Rect(0, 0, 300, 50)
    size, lines = text.fit_lines(sentence, (20, 16), box)
    assert size == 16 and lines[-1].endswith(ELLIPSIS)
    assert text.lines_height(lines, size) <= box.height and all(text.width_of(line, 16) <= 300 for line in lines)


def test_fit_name_in_cuts_the_name_and_keeps_the_words_around_it(canvas):
    def words(name):
        return f"{name}, 3× aufgeführt"
    size, shown = text.fit_name_in(words, "Decimus Quintilianus Maximus", (18, 16), 200)
    assert size == 16 and shown.endswith("…, 3× aufgeführt") and shown.startswith("Decimus")
    assert text.width_of(shown, 16) <= 200
    assert text.fit_name_in(words, "Livia", (18, 16), 200) == (18, "Livia, 3× aufgeführt")


def test_fit_names_in_cuts_every_long_name_to_one_length_and_keeps_the_words(canvas):
    def words(names):
        return f"{', '.join(names)}  ·  Runde 2  ·  Abschlusszeremonie"
    names = ["Aurelia Maximiliana Pia", "Brutus", "Decimus Quintilianus", "Flavia Domitilla Augusta"]
    size, shown = text.fit_names_in(words, names, (20, 18), 640)
    assert size == 18 and text.width_of(shown, 18) <= 640 and shown.endswith("  ·  Runde 2  ·  Abschlusszeremonie")
    cut = shown.split("  ·  ")[0].split(", ")
    assert cut[1] == "Brutus" and all(name.endswith("…") for name in (cut[0], cut[2], cut[3]))
    assert len({len(name) for name in (cut[0], cut[2], cut[3])}) <= 2  # one shared length (a space before … dropped)
    assert text.fit_names_in(words, ["Livia", "Nero"], (20, 18), 420) == (20, words(["Livia", "Nero"]))
