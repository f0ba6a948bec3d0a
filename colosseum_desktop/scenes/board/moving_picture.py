"""What the board draws every frame over its layer (scenes/board/picture.py): dice, buttons and the prompt line,
gliding, flying or held nobles, lit squares, the tokens a click can choose, hints and the tooltip."""
from __future__ import annotations

import pygame

from . import layout_model as layout
from .model import expansion_offered, token_seat
from ...i18n import _
from ...rules.data import game_data
from ...rules.pieces import EXPANSION
from ...rules.state import Phase
from ...sprites import dice, hint, motion, nobles, pen, ring, text, text_record, theme, tooltip
from .parts_picture import BoardParts
from .prompt_line_geometry import Prompt, prompt_place, prompt_words
from ..widgets import draw_button

HINT_SIZES = (18, 17, 16, 15)
BUTTON_MARGIN = 6  # a button's drop shadow and focus ring reach this far outside its rect


class MovingParts(BoardParts):
    """The parts of a frame drawn over the layer, from the game drawn (BoardParts)."""

    def paint_moving_parts(self, canvas: pygame.Surface) -> list[pygame.Rect]:
        """Everything drawn per frame over the layer; returns where it painted."""
        state, view = self.state, self.view
        painted = []
        for noble_id, position in view.gliding:
            painted.append(nobles.draw_noble(canvas, state.nobles[noble_id].kind, position))
        painted += self._draw_action_area(canvas)
        painted += self._draw_token_choices(canvas)
        painted += self._draw_held(canvas)
        painted += motion.draw_flying(canvas, view.flying)
        painted += hint.draw_ring(canvas, self.layout, state, view.hint, self._noble_centers())
        if view.hint_words:
            place = hint.panel_over_log(view.hint_words, self.layout.log, layout.ACTION_AREA.y, view.log)
            painted += hint.draw_panel(canvas, view.hint_words, place)
        if view.hover is not None:
            panel_seat = self._hover_token_seat(view.hover)
            piece = self.layout.piece_at(view.hover, state, seat_tokens=panel_seat,
                                         expansion=expansion_offered(state, view.seats, self._legal_commands()))
            about = panel_seat if piece is not None and piece.kind == "token" else view.deciding(state)
            lines = hint.why_lines(view.why) if view.why else tooltip.describe(state, piece, about)
            rect = tooltip.draw_tooltip(canvas, lines, view.hover, layout.CANVAS, tooltip.pictures(state, piece))
            if rect is not None:
                painted.append(rect)
        return painted

    def _draw_action_area(self, canvas: pygame.Surface) -> list[pygame.Rect]:
        state, view = self.state, self.view
        step = state.step
        painted = [layout.ACTION_AREA]
        roll = view.roll
        if state.phase is Phase.PRODUCE:
            faces = roll[0] if roll else step.faces
            count = len(faces) or (2 if state.player(step.player).loge else 1)
            for d in range(count):
                face = faces[d] if d < len(faces) else None
                used = bool(step.used[d]) if d < len(step.used) and not roll else False
                chosen = step.values[d] if d < len(step.values) and face == 1 and not roll else None
                tilt = roll[1] if roll else 0
                dice.draw_die(canvas, layout.die_rect(d), face, used, chosen, tilt)
                painted.append(layout.die_rect(d).inflate(2 * abs(tilt) + 8, 2 * abs(tilt) + 8))
        offered = view.person_decides(state) and expansion_offered(state, view.seats, self._legal_commands())
        if state.phase is not Phase.PRODUCE and not offered:  # the expansion piece waits where the dice will roll
            text.blit_fitted(canvas, _("Dice: phase 4"), layout.DICE_AREA.center, HINT_SIZES, layout.DICE_AREA.width,
                             theme.PALETTE["ink_soft"], italic=True, anchor="center")
        if offered and not (view.held == EXPANSION and view.dragging):
            painted.append(self._draw_expansion(canvas, layout.EXPANSION_HOME.center))
        painted.append(self._draw_prompt_line(canvas))
        areas = layout.button_areas(view.buttons_lowered)
        area = next((area for area in areas if all(area.contains(look.box) for look in view.buttons)), areas[0])
        if area is not areas[0]:  # reaching over the spectator track, or risen over the programs
            backdrop = pygame.Rect(area).inflate(8, 8)
            if area is not layout.BUTTON_OVERFLOW:  # no higher than the prompt's foot, 2 px over the buttons: its
                # words' descenders stay whole (a Dutch refusal's did not), and the frame of its lines beside the dice
                backdrop.height -= 2
                backdrop.top = area.y - 2
            theme.draw_panel(canvas, backdrop, radius=8, shadow=False)
            if text_record.active is not None:
                text_record.active.cover(backdrop)
            painted.append(backdrop)
        for look in (*view.buttons, *view.banner):
            draw_button(canvas, look)
            painted.append(pygame.Rect(look.box).inflate(2 * BUTTON_MARGIN, 2 * BUTTON_MARGIN))
        return painted

    def _draw_prompt_line(self, canvas: pygame.Surface) -> pygame.Rect:
        """The line over the buttons: a refusal's reason, whose computer is thinking, the auction, a hint."""
        prompt = prompt_words(self.state, self.view)
        if prompt is None:
            return layout.PROMPT_LINE.inflate(0, 4)
        view = self.view
        beside_the_dice = view.buttons_lowered > 0 or not view.buttons
        return _prompt(canvas, prompt, None if beside_the_dice else (self.layout.log, view.log))

    def _draw_expansion(self, canvas: pygame.Surface, center) -> pygame.Rect:
        colour = theme.SEAT_STYLES[self.view.deciding(self.state)].colour
        rect = pygame.Rect(0, 0, *layout.EXPANSION_HOME.size)
        rect.center = center
        pen.rect(canvas, colour, rect, border_radius=6)
        pen.rect(canvas, theme.PALETTE["ink"], rect, width=2, border_radius=6)
        text.blit_fitted(canvas, _("Expansion ({price})", price=game_data().prices.expand), rect.center, HINT_SIZES,
                         rect.width - 6, theme.glyph_colour(colour), True, anchor="center")
        return rect

    def _draw_token_choices(self, canvas: pygame.Surface) -> list[pygame.Rect]:
        """Ring the panel tokens a click can choose now (the clean-up discard, the donation type)."""
        seat = token_seat(self.state)
        if seat is None or not self.view.person_decides(self.state):
            return []
        painted = []
        for command in self._legal_commands():
            token = getattr(command, "token", None)
            if token is not None:
                painted.append(pen.circle(canvas, theme.PALETTE["gold"],
                                          self.layout.panel_token_center(seat, token),
                                          layout.PANEL_TOKEN_RADIUS + 4, width=3))
        return painted

    def _draw_held(self, canvas: pygame.Surface) -> list[pygame.Rect]:
        view = self.view
        painted = [layout.square_rect(square) for square in view.lit]
        if view.lit:
            ring.draw_square_marks(canvas, view.lit)
        if view.cursor is not None:
            painted.append(ring.draw_key_cursor(canvas, view.cursor))
        held, pointer = view.held, view.pointer
        if held is not None and held.kind == "noble":
            noble_id = held.number
            kind = self.state.nobles[noble_id].kind
            center = self._noble_centers()[noble_id]
            if view.dragging and pointer:
                ghost = nobles.noble_image(kind).copy()
                ghost.set_alpha(90)  # where it comes from, and goes back to if dropped nowhere
                painted.append(canvas.blit(ghost, ghost.get_rect(center=center)))
                painted.append(nobles.draw_noble(canvas, kind, pointer, glow=True))
            else:
                painted.append(nobles.draw_noble(canvas, kind, center, glow=True))
        elif held == EXPANSION and view.dragging and pointer:
            painted.append(self._draw_expansion(canvas, pointer))
        return painted

    def _hover_token_seat(self, hover) -> int | None:
        """Tokens in a panel have tooltips in every phase: find whose panel is under the pointer."""
        for seat, rect in enumerate(self.layout.panels):
            if rect.collidepoint(hover):
                return seat
        return None


def _prompt(canvas: pygame.Surface, prompt: Prompt, over_log=None) -> pygame.Rect:
    """Words on the prompt line at body size; a sentence too long for one line takes the lines it needs beside the
    dice, over the buttons' place (the buttons lowered under it), or over the log's rows level with the action area
    where the buttons had no room to go lower (`over_log`: the log's rect and view; board_prompt_line.py). Returns the
    box it took."""
    box, size, lines = prompt_place(prompt, over_log)
    if prompt.framed or len(lines) > 1:
        pen.rect(canvas, (255, 235, 230) if prompt.framed else theme.PALETTE["marble"], box, border_radius=6)
        pen.rect(canvas, theme.PALETTE["error"] if prompt.framed else theme.PALETTE["bronze"], box,
                 width=2 if prompt.framed else 1, border_radius=6)
        if text_record.active is not None:  # what it is drawn over is hidden while it is shown
            text_record.active.cover(box)
    text.draw_lines(canvas, lines, size, box.inflate(-16, -2), prompt.colour, prompt.bold, prompt.italic)
    return box
