"""How the Replay screen looks: the board as it was, drawn by the board's own picture (board_picture.py) from the
moment's state and a ReplayBoardView, then the replay's own parts over the action area (where the board asks for
decisions): which move this is, the slider over the whole game with the rounds marked, and the keys. Drawn from
`(state, view)` alone."""
from __future__ import annotations

import pygame

from ..board import layout
from ..board.replay_view import HINT_LINE, SLIDER, ReplayView, slider_x
from ..rules.state import GameState
from ..sprites import text, theme
from .board_picture import BoardPicture

CAPTION_SIZES = (17, 16, 15, 14)
HINT_SIZES = (15, 14, 13, 12)
MARK_SIZE = 12
KNOB_RADIUS = 10


def draw_replay(canvas: pygame.Surface, picture: BoardPicture, state: GameState, view: ReplayView) -> None:
    picture.draw(canvas, state, view.board)
    _draw_caption(canvas, view)
    _draw_slider(canvas, view)
    text.blit_fitted(canvas, view.hint, HINT_LINE.midleft, HINT_SIZES, HINT_LINE.width, theme.PALETTE["ink_soft"],
                     italic=True, anchor="midleft", box=HINT_LINE)


def _draw_caption(canvas: pygame.Surface, view: ReplayView) -> None:
    """Over the board's prompt line (which would say who is deciding: nobody, in a replay)."""
    box = layout.PROMPT_LINE.inflate(0, 4)
    pygame.draw.rect(canvas, theme.PALETTE["sand"], box)
    text.blit_fitted(canvas, view.caption, (box.x, box.centery), CAPTION_SIZES, box.width, theme.PALETTE["ink"],
                     True, anchor="midleft", box=box)


def _draw_slider(canvas: pygame.Surface, view: ReplayView) -> None:
    track = SLIDER
    pygame.draw.rect(canvas, theme.PALETTE["marble_shadow"], track, border_radius=track.height // 2)
    done = pygame.Rect(track.x, track.y, slider_x(view.move, view.length) - track.x, track.height)
    if done.width > 0:
        pygame.draw.rect(canvas, theme.PALETTE["terracotta"], done, border_radius=track.height // 2)
    pygame.draw.rect(canvas, theme.PALETTE["bronze"], track, width=1, border_radius=track.height // 2)
    for move, label in view.round_marks:
        x = slider_x(move, view.length)
        pygame.draw.line(canvas, theme.PALETTE["ink"], (x, track.y - 3), (x, track.bottom + 2), 2)
        text.blit(canvas, label, (x + 3, track.y - 2), MARK_SIZE, theme.PALETTE["ink_soft"], True, anchor="bottomleft")
    knob = (slider_x(view.move, view.length), track.centery)
    pygame.draw.circle(canvas, theme.PALETTE["gold_light"] if view.dragging else theme.PALETTE["gold"], knob,
                       KNOB_RADIUS)
    pygame.draw.circle(canvas, theme.PALETTE["ink"], knob, KNOB_RADIUS, width=2)
