"""The board's prompt line, over the buttons: a refusal's reason, whose computer is thinking, the auction, what to do
with a piece in hand; what it says (`prompt_words`) and where it goes (`prompt_place`).

One line holds most sentences. A longer one takes as many lines as it needs beside the dice, from the prompt line
down over the buttons' place, and the buttons go down as far (`buttons_lowered_by`, layout.button_rects): it used to
take a second line above the prompt line, over the needs of the programs' last row (issue 33: a noble in hand in
German, a refusal)."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from . import layout_model as layout
from .buttons_model import auction_summary
from .model import PEOPLE_KINDS
from ...i18n import _
from ...rules.state import GameState, Phase
from ...sprites import hint, log_panel, text, theme

PROMPT_SIZES = (18,)  # body text: 14.4 px in a 1280x720 window
PADDING = 8  # the words' margin inside the box, each side
MOST_LINES = 3  # beside the dice; longer words are cut


@dataclass(frozen=True)
class Prompt:
    words: str
    colour: tuple[int, int, int]
    bold: bool = False
    italic: bool = False
    framed: bool = False  # a refusal: framed in red


def prompt_words(state: GameState, view) -> Prompt | None:
    """What the prompt line says for the board's view (scenes/board/model.py), if anything."""
    if view.message:
        return Prompt(view.message, theme.PALETTE["error"], bold=True, framed=True)
    if not view.words_the_prompt_line():
        return None
    deciding = view.deciding(state)
    if deciding is not None and not view.person_decides(state):
        words = (_("{name} is deciding at their computer…", name=state.player(deciding).name)
                 if view.seats[deciding] in PEOPLE_KINDS else  # online: a person at another computer
                 _("{name} (computer) is deciding… Space: hurry", name=state.player(deciding).name))
        return Prompt(words, theme.PALETTE["ink_soft"], italic=True)
    if state.phase is Phase.AUCTION and state.step.auction is not None:
        return Prompt(auction_summary(state), theme.PALETTE["ink"], bold=True)
    if view.held is not None:
        return Prompt(_("Drop it on a lit square, or ←/→ then Enter (right click or Esc puts it back)"),
                      theme.PALETTE["olive"], bold=True)
    return None


def prompt_place(prompt: Prompt, over_log=None) -> tuple[pygame.Rect, int, list[str]]:
    """(box, size, lines): on the prompt line when one line holds the words; else beside the dice, from the prompt
    line's top down, as tall as the lines (at most MOST_LINES); or, `over_log` given (the log's rect and view: the
    buttons had no room to go lower), over as few of the log's rows as they take, level with the action area as a
    hint's panel is (sprites/hint.py)."""
    line = layout.PROMPT_LINE
    if _on_one_line(prompt):
        return pygame.Rect(line.x, line.y - 2, line.width, line.height + 4), PROMPT_SIZES[0], [prompt.words]
    if over_log is not None:
        log, shown = over_log
        lines = theme.wrap_text(prompt.words, PROMPT_SIZES[0], log.width - 4 * PADDING, prompt.bold)
        height = text.lines_height(lines, PROMPT_SIZES[0], prompt.bold, prompt.italic) + 2 * PADDING
        rows = hint.log_rows(log, -(-height // log_panel.LINE_HEIGHT), layout.ACTION_AREA.y, shown)
        return rows, PROMPT_SIZES[0], lines
    left = layout.BUTTON_AREA.x - 4
    room = _beside_the_dice(left)
    size, lines = text.fit_lines(prompt.words, PROMPT_SIZES, room, prompt.bold, prompt.italic)
    height = text.lines_height(lines, size, prompt.bold, prompt.italic)
    return pygame.Rect(left, line.y - 2, line.right - left, height + 8), size, lines


def _on_one_line(prompt: Prompt) -> bool:
    room = layout.PROMPT_LINE.width - 2 * PADDING  # measured once per words and size (text's cache): asked every frame
    return text.largest_fitting_size(prompt.words, PROMPT_SIZES, room, prompt.bold, prompt.italic) is not None


def _beside_the_dice(left: int) -> pygame.Rect:
    line = layout.PROMPT_LINE
    return pygame.Rect(left + PADDING, line.y, line.right - left - 2 * PADDING,
                       MOST_LINES * text.line_step(PROMPT_SIZES[0]) + 6)


def buttons_lowered_by(prompt: Prompt | None) -> int:
    """How far the buttons go down to leave the prompt's lines room beside the dice: 0 for words on the prompt line
    alone, and for words longer than MOST_LINES there (they go over the log instead)."""
    if prompt is None or _on_one_line(prompt):
        return 0
    room = _beside_the_dice(layout.BUTTON_AREA.x - 4)
    if len(theme.wrap_text(prompt.words, PROMPT_SIZES[0], room.width, prompt.bold)) > MOST_LINES:
        return 0
    box, _size, _lines = prompt_place(prompt)
    return max(0, box.bottom + 2 - layout.BUTTON_AREA.y)
