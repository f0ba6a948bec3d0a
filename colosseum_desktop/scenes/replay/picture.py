"""How the Replay screen looks: the board as it was, drawn by the board's own picture (board_picture.py) from the
moment's state and a ReplayBoardView, then the replay's own parts in the action area (where the board asks for
decisions): on the prompt line which move this is and the slider over the whole game with the rounds marked on it,
under the controls the keys (or a message; at 4:3 over the game log, level with them). Drawn from `(state, view)` alone; every text at a size a person can
read in a 1280x720 window (tests/i18n/fit_checks.py)."""
from __future__ import annotations

import pygame

from ..board import layout_model as layout
from .model import CAPTION, HINT_BOX, SLIDER, ReplayView, slider_x
from ...rules.state import GameState
from ...sprites import hint, pen, text, text_record, theme
from ..board.picture import BoardPicture

CAPTION_SIZES = (20, 19, 18)  # body text: 14 px and up in a 1280x720 window
HINT_SIZES = (18,)  # on two lines where it needs them
KEYS_LOG_ROWS = 3  # the keys' two lines over the game log (4:3)
MARK_SIZE = 15  # a round's number, on the slider right of its mark (clear of the knob there): 12 px at 1280x720
KNOB_RADIUS = 10


def draw_replay(canvas: pygame.Surface, picture: BoardPicture, state: GameState, view: ReplayView) -> None:
    picture.draw(canvas, state, view.board)
    _draw_caption(canvas, view)
    _draw_slider(canvas, view)
    _draw_hint(canvas, view, picture.layout.log)


def _draw_caption(canvas: pygame.Surface, view: ReplayView) -> None:
    """On the board's prompt line, left of the slider (the board says nothing there in a replay)."""
    text.blit_fitted(canvas, view.caption, (CAPTION.x, CAPTION.centery), CAPTION_SIZES, CAPTION.width,
                     theme.PALETTE["ink"], True, anchor="midleft", box=CAPTION)


def _draw_hint(canvas: pygame.Surface, view: ReplayView, log: pygame.Rect) -> None:
    """On a panel of its own over the spectator track's right part (as the board's buttons reaching down are), or
    at 4:3 over the game log's rows level with the controls, where a hint would lie on the board."""
    if HINT_BOX.width:
        box, backdrop = HINT_BOX, HINT_BOX.inflate(8, 2)
    else:
        backdrop = hint.log_rows(log, KEYS_LOG_ROWS, layout.ACTION_AREA.y, view.board.log)
        box = backdrop.inflate(-24, -8)
    theme.draw_panel(canvas, backdrop, radius=8, shadow=False)
    if text_record.active is not None:
        text_record.active.cover(backdrop)
    size, lines = text.fit_lines(view.hint, HINT_SIZES, box, italic=True)
    text.draw_lines(canvas, lines, size, box, theme.PALETTE["ink_soft"], italic=True)


def _draw_slider(canvas: pygame.Surface, view: ReplayView) -> None:
    track = SLIDER
    pen.rect(canvas, theme.PALETTE["marble_shadow"], track, border_radius=track.height // 2)
    done = pygame.Rect(track.x, track.y, slider_x(view.move, view.length) - track.x, track.height)
    if done.width > 0:
        pen.rect(canvas, theme.PALETTE["terracotta"], done, border_radius=track.height // 2)
    pen.rect(canvas, theme.PALETTE["bronze"], track, width=1, border_radius=track.height // 2)
    for move, label in view.round_marks:
        x = slider_x(move, view.length)
        pen.line(canvas, theme.PALETTE["ink"], (x, track.y), (x, track.bottom - 1), 2)
        text.blit(canvas, label, (x + KNOB_RADIUS + 2, track.centery), MARK_SIZE, theme.PALETTE["ink"], True,
                  anchor="midleft")
    knob = (slider_x(view.move, view.length), track.centery)
    pen.circle(canvas, theme.PALETTE["gold_light"] if view.dragging else theme.PALETTE["gold"], knob,
               KNOB_RADIUS)
    pen.circle(canvas, theme.PALETTE["ink"], knob, KNOB_RADIUS, width=2)
