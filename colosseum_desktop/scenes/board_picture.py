"""How the board scene looks: drawn in layers for speed.

A static background (table, ring), a layer redrawn only when the game changes (arenas, markets, panels,
log), and per frame only what moves or answers the pointer (dice, gliding nobles, a dragged piece,
buttons, tooltip).
"""
from __future__ import annotations

import pygame

from ..rules.data import game_data
from ..rules.state import Phase
from ..sprites import (arena, banner, dice, markets, nobles, player_panel, ring, round_track, score_track, text,
                       theme, tooltip)
from . import layout
from .board_buttons import auction_summary

TABLE = (72, 58, 42)


class BoardPicture:
    def __init__(self, board) -> None:
        self.board = board
        self._background: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self._layer_key = None
        self.panels = player_panel.PanelCache()

    def _draw_background(self, like: pygame.Surface) -> pygame.Surface:
        surface = pygame.Surface(layout.CANVAS.size, 0, like)  # the canvas's pixel format: blits stay cheap
        surface.fill(TABLE)
        pygame.draw.rect(surface, theme.PALETTE["sand"], layout.INNER)
        ring.draw_ring(surface)
        return surface

    def _dragged_noble(self) -> int | None:
        held = self.board.input.holding
        if self.board.input.dragging and held and held.startswith("noble:"):
            return int(held.partition(":")[2])
        return None

    def _layer_now(self, canvas: pygame.Surface) -> pygame.Surface:
        """The picture of the game's state; nobles in flight or in hand are left out (drawn per frame)."""
        gliding = frozenset(self.board.animator.gliding()) | {self._dragged_noble()} - {None}
        key = (id(self.board.state), gliding, self.board.log_panel.scroll, len(self.board.log_panel.lines))
        if self._layer is not None and key == self._layer_key:
            return self._layer
        if self._background is None:
            self._background = self._draw_background(canvas)
        if self._layer is None:
            self._layer = pygame.Surface(layout.CANVAS.size, 0, canvas)
        self._layer.blit(self._background, (0, 0))
        self._draw_state(self._layer, gliding)
        self._layer_key = key
        return self._layer

    def _draw_state(self, surface: pygame.Surface, gliding) -> None:
        state = self.board.state
        seat = self.board.deciding
        person = self.board.person_decides()
        legal = self.board.legal if person else []
        kinds = {c.kind for c in legal}
        arena.draw_arenas(surface, state)
        for noble_id, center in self.board.layout.noble_centers(state).items():
            if noble_id not in gliding:
                nobles.draw_noble(surface, state.nobles[noble_id].kind, center)
        round_track.draw_round_track(surface, state)
        markets.draw_markets(surface, state, offered="open_auction" in kinds)
        markets.draw_supplies(surface, state, frozenset(k for k, c in (("ticket", "buy_season_ticket"),
                                                                        ("loge", "buy_loge")) if c in kinds))
        markets.draw_program_supply(surface, state, frozenset(c.program for c in legal if c.kind == "buy_program"))
        score_track.draw_score_track(surface, state)
        for s in range(len(state.players)):
            self.panels.draw(surface, self.board.layout, state, s, self.board.seats[s], s == seat)
        self.board.log_panel.draw(surface)
        banner.draw_banner(surface, state, self.board.seats)

    def _draw_action_area(self, canvas: pygame.Surface) -> None:
        state = self.board.state
        step = state.step
        roll = self.board.animator.rolling()
        if state.phase is Phase.PRODUCE:
            faces = roll.shown_faces() if roll else step.faces
            count = len(faces) or (2 if state.player(step.player).loge else 1)
            for d in range(count):
                face = faces[d] if d < len(faces) else None
                used = bool(step.used[d]) if d < len(step.used) and not roll else False
                chosen = step.values[d] if d < len(step.values) and face == 1 and not roll else None
                dice.draw_die(canvas, layout.die_rect(d), face, used, chosen, roll.tilt() if roll else 0)
        else:
            text.blit(canvas, "Dice: phase 4", layout.DICE_AREA.center, 16, theme.PALETTE["ink_soft"], italic=True,
                      anchor="center")
        if self.board.expansion_offered() and not (self.board.input.holding == "expansion" and self.board.input.dragging):
            self._draw_expansion(canvas, layout.EXPANSION_HOME.center)
        line = layout.PROMPT_LINE
        if self.board.message:
            box = line.inflate(0, 4)
            pygame.draw.rect(canvas, (255, 235, 230), box, border_radius=6)
            pygame.draw.rect(canvas, theme.PALETTE["error"], box, width=2, border_radius=6)
            text.blit(canvas, text.fit(self.board.message, 17, line.width - 16, True), (line.x + 8, line.centery), 17,
                      theme.PALETTE["error"], True, anchor="midleft")
        elif self.board.deciding is not None and not self.board.person_decides():
            text.blit(canvas, f"{state.player(self.board.deciding).name} (computer) is deciding… Space: hurry",
                      (line.x, line.centery), 17, theme.PALETTE["ink_soft"], italic=True, anchor="midleft")
        elif state.phase is Phase.AUCTION and step.auction is not None:
            text.blit(canvas, text.fit(auction_summary(state), 17, line.width, True), (line.x, line.centery), 17,
                      theme.PALETTE["ink"], True, anchor="midleft")
        elif self.board.input.holding:
            text.blit(canvas, "Drop it on a lit square (right click or Esc puts it back)", (line.x, line.centery), 17,
                      theme.PALETTE["olive"], True, anchor="midleft")
        if roll is None:  # the buttons for the rolled faces wait until the dice settle
            for button in self.board.buttons:
                button.draw(canvas)
        self.board.banner_buttons["undo"].enabled = self.board.can_undo()
        for button in self.board.banner_buttons.values():
            button.draw(canvas)

    def _draw_expansion(self, canvas: pygame.Surface, center) -> None:
        seat = self.board.deciding
        rect = pygame.Rect(0, 0, *layout.EXPANSION_HOME.size)
        rect.center = center
        colour = theme.SEAT_STYLES[seat].colour
        pygame.draw.rect(canvas, colour, rect, border_radius=6)
        pygame.draw.rect(canvas, theme.PALETTE["ink"], rect, width=2, border_radius=6)
        text.blit(canvas, f"Expansion ({game_data().prices.expand})", rect.center, 16, theme.glyph_colour(colour),
                  True, anchor="center")

    def _draw_token_choices(self, canvas: pygame.Surface) -> None:
        """Ring the panel tokens a click can choose now (the clean-up discard, the donation type)."""
        seat = self.board.token_seat()
        if seat is None or not self.board.person_decides():
            return
        for command in self.board.legal:
            token = getattr(command, "token", None)
            if token is not None:
                pygame.draw.circle(canvas, theme.PALETTE["gold"], self.board.layout.panel_token_center(seat, token),
                                   layout.PANEL_TOKEN_RADIUS + 4, width=3)

    def _draw_held(self, canvas: pygame.Surface) -> None:
        if self.board.lit_targets:
            ring.draw_square_marks(canvas, self.board.lit_targets)
        held = self.board.input.holding
        if not held:
            return
        pointer = self.board.input.pointer
        if held.startswith("noble:"):
            noble_id = int(held.partition(":")[2])
            center = self.board.layout.noble_centers(self.board.state)[noble_id]
            if self.board.input.dragging and pointer:
                ghost = nobles.noble_image(self.board.state.nobles[noble_id].kind).copy()
                ghost.set_alpha(90)  # where it comes from, and goes back to if dropped nowhere
                canvas.blit(ghost, ghost.get_rect(center=center))
                nobles.draw_noble(canvas, self.board.state.nobles[noble_id].kind, pointer, glow=True)
            else:
                nobles.draw_noble(canvas, self.board.state.nobles[noble_id].kind, center, glow=True)
        elif held == "expansion" and self.board.input.dragging and pointer:
            self._draw_expansion(canvas, pointer)

    def draw(self, canvas: pygame.Surface) -> None:
        canvas.blit(self._layer_now(canvas), (0, 0))
        for noble_id, glide in self.board.animator.gliding().items():
            nobles.draw_noble(canvas, self.board.state.nobles[noble_id].kind, glide.position())
        self._draw_action_area(canvas)
        self._draw_token_choices(canvas)
        self._draw_held(canvas)
        if self.board.hover_pos and not self.board.input.dragging:
            panel_seat = self._hover_token_seat()
            piece = self.board.layout.piece_at(self.board.hover_pos, self.board.state, seat_tokens=panel_seat,
                                         expansion=self.board.expansion_offered())
            about = panel_seat if piece and piece.startswith("token:") else self.board.deciding
            tooltip.draw_tooltip(canvas, tooltip.describe(self.board.state, piece, about), self.board.hover_pos, layout.CANVAS)

    def _hover_token_seat(self) -> int | None:
        """Tokens in a panel have tooltips in every phase: find whose panel is under the pointer."""
        for seat, rect in enumerate(self.board.layout.panels):
            if rect.collidepoint(self.board.hover_pos):
                return seat
        return None

