"""The player's settings as rows of a form, each a label and a choice that applies at once and is remembered.

The pause menu and the title's settings show the same rows: the language first, then what the board reads
live from ctx.settings (computer pace, animations, sound).
"""
from __future__ import annotations

from collections.abc import Callable

from ... import sound
from ...i18n import LANGUAGES, N_, NC_, _, current_language, pgettext
from ...sprites.theme import PALETTE
from ...sprites.text import fit as fit_text
from ...sprites.text import largest_fitting_size
from ..widgets import Choice, Label, WidgetGroup

LANGUAGE_LABEL = N_("Language")
SOUND_LABEL = N_("Sound")
# (label, attribute of Settings, [(choice, value), ...]), in English (the choices with a context: "Normal" pace
# and "Normal" volume may be different words).
SETTING_CHOICES = (
    (N_("Computer pace"), "computer_delay_ms", ((NC_("pace", "Slow"), 1600), (NC_("pace", "Normal"), 900),
                                                (NC_("pace", "Fast"), 350))),
    (N_("Animations"), "animation_speed", ((NC_("animations", "Normal"), 1.0), (NC_("animations", "Fast"), 2.0),
                                           (NC_("animations", "Off"), 0.0))),
    (SOUND_LABEL, "sound_volume", ((NC_("volume", "Off"), 0.0), (NC_("volume", "Soft"), 0.35),
                                   (NC_("volume", "Normal"), 0.7), (NC_("volume", "Loud"), 1.0))),
)
SCALES = ("computer_delay_ms", "sound_volume")  # ordered from one end to the other: their choices stop at the ends
ROW_LABELS = (LANGUAGE_LABEL, *(label for label, _attribute, _options in SETTING_CHOICES))  # top to bottom
ROW_HEIGHT = 64
CHOICE_SIZE = (220, 50)
LABEL_SIZES = (26, 24, 22, 20, 18)
NOTE_SIZES = (18, 17, 16, 15, 14)  # why there is no sound, under its row
NOTE_GAP = 6


def add_setting_rows(group: WidgetGroup, ctx, left: int, choice_x: int, top: int) -> list[Choice]:
    """A row per setting from `top` down: its label from `left`, its choice at `choice_x`. Returns the
    choices, the language's first."""
    codes = list(LANGUAGES)
    # Each language by its own name: a player who cannot read the current one still finds theirs.
    rows: list[tuple[str, list[str], int, Callable[[int], None], bool]] = [
        (LANGUAGE_LABEL, list(LANGUAGES.values()), codes.index(current_language()),
         lambda i: ctx.choose_language(codes[i]), False)]
    for label, attribute, options in SETTING_CHOICES:
        rows.append((label, [pgettext(*name) for name, _value in options], _nearest(options, ctx.settings, attribute),
                     _setter(ctx, attribute, [value for _name, value in options]), attribute in SCALES))
    choices = []
    room = choice_x - 12 - left
    notes = {SOUND_LABEL: sound.BOARD.unavailable()}  # said under the row's label (the choice still works)
    for row, (label, names, index, chosen, scale) in enumerate(rows):
        y = top + row * ROW_HEIGHT
        # Smaller rather than under the choice: "Rythme de l'ordinateur" is twice "Computer pace".
        words = _(label)
        size = largest_fitting_size(words, LABEL_SIZES, room) or LABEL_SIZES[-1]
        group.add(Label((left, y + CHOICE_SIZE[1] // 2), fit_text(words, size, room), size, anchor="midleft"))
        if notes.get(label):  # under the row, the width of the row (Sound is the last row: the room is free)
            words, width = str(notes[label]), choice_x + CHOICE_SIZE[0] - left
            note_size = largest_fitting_size(words, NOTE_SIZES, width, italic=True) or NOTE_SIZES[-1]
            group.add(Label((left, y + CHOICE_SIZE[1] + NOTE_GAP), fit_text(words, note_size, width, italic=True),
                            note_size, PALETTE["error"], italic=True, anchor="topleft"))
        choices.append(group.add(Choice((choice_x, y, *CHOICE_SIZE), names, index, on_change=chosen, scale=scale)))
    return choices


def rows_height() -> int:
    return (len(ROW_LABELS) - 1) * ROW_HEIGHT + CHOICE_SIZE[1]


def _nearest(options, settings, attribute: str) -> int:
    """The choice closest to the setting's value (a hand-edited file may hold any number)."""
    current = getattr(settings, attribute)
    return min(range(len(options)), key=lambda i: abs(options[i][1] - current))


def _setter(ctx, attribute: str, values: list) -> Callable[[int], None]:
    def chosen(i: int) -> None:
        setattr(ctx.settings, attribute, values[i])
        ctx.settings_changed()
    return chosen
