"""What the rules reference shows, as one frozen value, and where its pieces lie: the summary laid out in
lines (in the language chosen), the contents list and the scroll position.

The reference (scenes/rules_reference/scene.py) lays the text out and makes a new `RulesReferenceView` from its
input; its picture (scenes/rules_reference/picture.py) draws the view and nothing else (no game is needed:
the reference opens from the title too)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import NamedTuple

from ..button_look_model import Box
from ..dialogs.frame_model import DialogFrame

PANEL: Box = (60, 40, 1480, 820)
CONTENTS: Box = (84, 116, 330, 720)
PAGE: Box = (440, 116, 1000, 720)
BODY_SIZE = 24
HEADING_SIZE = 30
LINE = 32
BULLET_INDENT = 28
LINE_STEP = 3 * LINE  # what an arrow key or one wheel notch scrolls
PAGE_STEP = PAGE[3] - LINE  # what Page Up/Down and the scroll buttons scroll: a page, keeping one line


class PageLine(NamedTuple):
    text: str
    x: int  # offset from the page's text margin (a bullet's indent)
    y: int  # offset from the top of the whole text
    heading: bool


class SectionTop(NamedTuple):
    heading: str
    top: int  # where the section starts, from the top of the whole text


@dataclass(frozen=True)
class RulesReferenceView:
    frame: DialogFrame
    lines: tuple[PageLine, ...]
    sections: tuple[SectionTop, ...]
    text_height: int
    scroll: int  # how far down the text the page shows

    @property
    def max_scroll(self) -> int:
        return max_scroll(self.text_height)

    @property
    def current_top(self) -> int:
        """The top of the section being read, lit in the contents."""
        return max((top for _heading, top in self.sections if top <= self.scroll + 4), default=0)


def max_scroll(text_height: int) -> int:
    return max(0, text_height - PAGE[3] + 20)


def contents_boxes(sections: int) -> tuple[Box, ...]:
    """Each section's line in the contents list."""
    x, y, w, _h = CONTENTS
    return tuple((x + 8, y + 44 + i * 38, w - 16, 34) for i in range(sections))
