"""How the board scene looks, drawn in layers so a frame costs little.

- the background: table, sand and the ring's squares, drawn once;
- the layer: the background with the game's state on it, made of parts (each arena, each resting
  noble, round track, markets, supplies, programs, score track, each player's panel, the log, the
  banner). A part is repainted only when what it shows changes: the places it covered and covers now
  are wiped to the background and every part there is painted again, in order, clipped to them. A part alone in
  its place keeps pictures (sprites/kept_pictures.py): of its tablet (a panel's marble, rim and colour), copied in
  instead of the background and the tablet painted again, and for a player's panel of the whole part, by what it
  shows, copied in when it shows that again;
- the canvas: the layer with what moves or answers the pointer painted over it every frame (dice,
  buttons, gliding or held nobles, lit squares, tooltip).

While the board is the only scene drawn, the canvas keeps last frame's picture: only the places the
last frame painted over and the places of the layer that changed are copied back, not the whole canvas.

The picture is drawn from `(state, view)` and nothing else: the game state and the board's frozen
`BoardView` (board/view.py). A part's key is made of what it reads of them, so it repaints exactly when
that changes; drawing never changes anything outside the picture.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ..rules.data import game_data
from ..rules.pieces import EXPANSION
from ..rules.state import Phase
from ..sprites import (arena, banner, dice, hint, log_panel, markets, materials, motion, nobles, player_panel, ring,
                       round_track, score_track, text, text_record, theme, tooltip)
from .. import rules
from ..i18n import current_language
from ..board import layout
from ..board.buttons import auction_summary
from ..board.view import PEOPLE_KINDS, BoardView, expansion_offered, token_seat
from ..i18n import _
from ..rules.state import GameState
from ..sprites.kept_pictures import KeptPictures
from .widgets import draw_button
from ..sprites import pen

PROMPT_SIZES = (18,)  # the line over the buttons is body text; a long refusal takes a second line, above it
HINT_SIZES = (18, 17, 16, 15)
PROMPT_ROWS = 2
BUTTON_MARGIN = 6  # a button's drop shadow and focus ring reach this far outside its rect
_UNSEEN = object()
STALE_PLACES = 40  # past this many stale places of the layer, overlapping ones are joined (each frame looks at them)
TABLETS_KEPT = 6  # per part (a panel has two: its player deciding or not)


@dataclass(frozen=True)
class Tablet:
    """What a part in one place is written on (a panel's marble and rim, the banner's band): `paint` draws it over
    the part's whole place, `key()` changes whenever its picture would. `painted`: it covers its whole place and is
    painted wherever it is laid, never kept as a picture: a few fills (the banner's marble and band) cost less than
    copying a picture (at 4K a fill of a piece of the banner about a quarter of a copy of it)."""
    key: Callable[[], object]
    paint: Callable[[pygame.Surface], None]
    painted: bool = False


@dataclass
class Part:
    """A piece of the layer. `paint` (over `tablet`'s, if it has one) draws only inside `bounds()`; `key()` changes
    whenever the picture would. `kept`: how many pictures of the whole part to keep by key (see KeptPictures).
    `changes(before, after)`: where in its place the picture drawn for key `after` differs from the one for `before`
    (None: anywhere), for a part whose changes touch a small share of its place (the log's lines)."""
    name: str
    key: Callable[[], object]
    bounds: Callable[[], tuple[pygame.Rect, ...]]
    paint: Callable[[pygame.Surface], None]
    tablet: Tablet | None = None
    kept: int = 0
    changes: Callable[[object, object], list[pygame.Rect] | None] | None = None
    shown: object = _UNSEEN  # the key of what the layer shows now
    shown_bounds: tuple[pygame.Rect, ...] = field(default=())

    def paint_whole(self, surface: pygame.Surface) -> None:
        if self.tablet is not None:
            self.tablet.paint(surface)
        self.paint(surface)


def fixed(rect: pygame.Rect) -> Callable[[], tuple[pygame.Rect, ...]]:
    return lambda: (rect,)


class BoardPicture:
    def __init__(self, state: GameState, view: BoardView) -> None:
        self.layout = layout.BoardLayout(len(view.seats))
        self.state, self.view = state, view  # what is being drawn (set by `draw`; the parts read these)
        self._legal: tuple = (None, [])
        self.parts = self._make_parts()
        self._background: pygame.Surface | None = None
        self._layer: pygame.Surface | None = None
        self.kept = KeptPictures()  # tablets and parts as pictures, of the layer as it is drawn now
        self._language = current_language()  # the layer's words are in it
        self._painted_over: list[pygame.Rect] = []  # what the last frame drew over the layer
        self._stale: list[pygame.Rect] = []  # where the canvas shows the game and the layer does not (see draw)
        self._canvas: pygame.Surface | None = None
        self._frame_drawn_alone: int | None = None
        # What the last frame changed on the canvas (None: it was painted whole): what presenting it must copy.
        self.changed_areas: list[pygame.Rect] | None = None
        self._centers: tuple = (None, {})  # (state, resting place of every noble), worked out once per state
        self._clickable_for: tuple = (None, None, None)
        self._arranged_for = layout.CANVAS.size  # the arrangement its layout and layers were made for

    # -- what each part of the board shows ----------------------------------------------------------
    def _legal_commands(self) -> list:
        """The legal commands of the state drawn, worked out once per state."""
        if self._legal[0] is not self.state:
            self._legal = (self.state, rules.legal_commands(self.state))
        return self._legal[1]

    def _clickable(self) -> tuple[frozenset[str], frozenset[str], frozenset[int]]:
        """What the deciding person can give by clicking the board now, lit on it: (kinds of command,
        supplies to buy, programs to buy). Worked out once per state and seats: every frame's keys ask for it."""
        seats = self.view.seats
        if self._clickable_for[0] is not self.state or self._clickable_for[1] != seats:
            legal = self._legal_commands() if self.view.person_decides(self.state) else []
            kinds = frozenset(c.kind for c in legal)
            supplies = frozenset(item for item, kind in (("ticket", "buy_season_ticket"), ("loge", "buy_loge"))
                                 if kind in kinds)
            programs = frozenset(c.program for c in legal if c.kind == "buy_program")
            self._clickable_for = (self.state, seats, (kinds, supplies, programs))
        return self._clickable_for[2]

    def _auction_offered(self) -> bool:
        return "open_auction" in self._clickable()[0]

    def _buyable_supplies(self) -> frozenset[str]:
        return self._clickable()[1]

    def _buyable_programs(self) -> frozenset[int]:
        return self._clickable()[2]

    def _make_parts(self) -> list[Part]:
        """The layer's parts, bottom first: arenas and nobles on the ring, then the board's centre, the
        panels, the log and the banner."""
        state = lambda: self.state  # noqa: E731 - the state drawn changes from frame to frame; read it when asked
        seats = range(len(self.view.seats))
        parts = [self._arena_part(seat) for seat in seats]
        parts += [self._noble_part(noble) for noble in range(len(self.state.nobles))]
        parts += [
            Part("markets", lambda: (state().markets, markets.auction_market(state()), _high_bid(state()),
                                     self._auction_offered()), fixed(layout.MARKET_ROW),
                 lambda s: markets.draw_markets(s, state(), offered=self._auction_offered())),
            Part("supplies", lambda: (state().bag, state().face_down, state().medal_supply, state().ticket_supply,
                                      state().loge_supply, state().podium_supply, self._buyable_supplies()),
                 fixed(layout.SUPPLY_ROW), lambda s: markets.draw_supplies(s, state(), self._buyable_supplies())),
            Part("programs", lambda: (state().program_supply, self._buyable_programs()), fixed(layout.PROGRAM_AREA),
                 lambda s: markets.draw_program_supply(s, state(), self._buyable_programs())),
            Part("score", lambda: tuple(p.record for p in state().players), fixed(layout.SCORE_TRACK),
                 lambda s: score_track.draw_score_track(s, state())),
            Part("round", lambda: state().round, fixed(layout.ROUND_ROW),  # on the score track's left end
                 lambda s: round_track.draw_round_track(s, state())),
        ]
        parts += [self._panel_part(seat) for seat in seats]
        parts += [
            # After a move every line moves up a row: only the rows' written stretches are repainted.
            Part("log", lambda: self.view.log, fixed(self.layout.log),
                 lambda s: log_panel.draw_lines(s, self.layout.log, self.view.log),
                 Tablet(lambda: None, lambda s: log_panel.draw_tablet(s, self.layout.log)),
                 changes=lambda before, after: log_panel.changed_places(self.layout.log, before, after)),
            # The banner words its question from the whole step; a change repaints the pieces whose words changed
            # (round and phase, symbol, question) and the band if its colour did, on its tablet painted there.
            Part("banner", lambda: (state(), self.view.seats), fixed(layout.BANNER),
                 lambda s: banner.draw_words(s, state(), self.view.seats),
                 Tablet(lambda: banner.band_colour(state()),
                        lambda s: banner.draw_tablet(s, banner.band_colour(state())), painted=True),
                 changes=lambda before, after: banner.changed_places(*before, *after)),
        ]
        return parts

    def _arena_part(self, seat: int) -> Part:
        def key():
            player = self.state.player(seat)
            return player.arena, player.loge, player.tickets, player.podiums

        def bounds():
            return tuple(layout.square_rect(square) for square in self.state.player(seat).arena)
        return Part(f"arena:{seat}", key, bounds, lambda s: arena.draw_arena(s, self.state, seat))

    def _noble_part(self, noble: int) -> Part:
        """A noble at rest; one in flight or in hand leaves its place empty (it is drawn per frame)."""
        def key():
            if noble in self.view.moving_nobles:
                return None
            return self.state.nobles[noble].kind, self._noble_centers()[noble]

        def bounds():
            shown = key()
            if shown is None:
                return ()
            kind, center = shown
            return (nobles.noble_image(kind).get_rect(center=center),)

        def paint(surface):
            shown = key()
            if shown is not None:
                nobles.draw_noble(surface, *shown)
        return Part(f"noble:{noble}", key, bounds, paint)

    def _panel_part(self, seat: int) -> Part:
        def key():
            # The engine keeps an unchanged Player object from one state to the next.
            state = self.state
            return (state.player(seat), seat == self.view.deciding(state), self.view.seats[seat],
                    state.first_player == seat, state.stars_of(seat))

        def deciding():
            return seat == self.view.deciding(self.state)

        def paint(surface):
            player_panel.draw_contents(surface, self.layout, self.state, seat, self.view.seats[seat])

        def changes(before, after):
            # A change of whose turn it is, of the seat's kind or of the first player: its tablet or header anew.
            if before[1:4] != after[1:4]:
                return None
            return player_panel.changed_places(self.layout, seat, before[0], after[0], before[4] != after[4])
        # Two pictures: the panel as it was while its player decided, and after (a turn often comes back to it
        # with nothing changed). A change of the player's figures alone (coins paid in an auction, everyone's
        # income) repaints only the place round what changed, on the tablet's picture.
        return Part(f"panel:{seat}", key, fixed(self.layout.panels[seat]), paint,
                    Tablet(deciding, lambda s: player_panel.draw_tablet(s, self.layout, seat, deciding())), kept=2,
                    changes=changes)

    def _noble_centers(self) -> dict[int, tuple[int, int]]:
        state = self.state
        if self._centers[0] is not state:
            self._centers = (state, self.layout.noble_centers(state))
        return self._centers[1]

    # -- the layer -----------------------------------------------------------------------------------
    def _draw_background(self, like: pygame.Surface) -> pygame.Surface:
        surface = pen.surface(layout.CANVAS.size, 0, like)  # the canvas's pixel format and scale: blits stay cheap
        materials.wood(surface, layout.CANVAS, seed=7)  # the table
        ring.draw_ring(surface)
        materials.sand(surface, layout.INNER.inflate(-4, -4), seed=3)  # the centre: the floor the ring runs round
        if not layout.INNER.contains(layout.ACTION_AREA):  # under the ring (4:3): a sand floor of its own
            floor = layout.ACTION_AREA.inflate(12, 8)
            pen.rect(surface, materials.MORTAR, floor.inflate(6, 6), border_radius=8)
            materials.sand(surface, floor, seed=5)
        return surface

    def refresh_layer(self, like: pygame.Surface) -> list[pygame.Rect]:
        """Bring the layer up to date with the game; returns the places that changed."""
        dirty = self._places_changed(like)
        if dirty is None:
            return [layout.CANVAS]
        self._settle_layer()
        for rect in dirty:
            self._repaint(rect, self._layer)
        return dirty

    def _settle_layer(self) -> None:
        """The layer painted again where the canvas was painted instead of it (see `draw`). Painted from the state
        drawn now, which may be newer than the parts' keys say: no picture is kept of it (a part whose key changed is
        among the places changed, painted after this)."""
        for rect in self._stale:
            self._repaint(rect, self._layer, keep=False)
        self._stale = []

    def _places_changed(self, like: pygame.Surface) -> list[pygame.Rect] | None:
        """The places where the game drawn now differs from the parts' keys (the keys then updated, nothing
        painted); None: the layer was drawn afresh, whole (another size, shape or language, or the first time)."""
        if like.get_size() != layout.CANVAS.size:
            layout.arrange(like.get_size())
        if self._arranged_for != layout.CANVAS.size:  # drawn for another window shape before: made again
            self._arranged_for = layout.CANVAS.size
            self.layout = layout.BoardLayout(len(self.view.seats))
            self.parts = self._make_parts()
            self._layer = None
        if self._layer is not None and pen.scale_of(self._layer) != pen.scale_of(like):  # the window's size changed
            self._layer = None
        if self._language != current_language():
            # Every part holds words (names, headings, the log): all painted again, in the language now chosen.
            self._language, self._layer = current_language(), None
        if self._layer is None:
            self._background = self._draw_background(like)
            self._layer = self._background.copy()
            self.kept.clear()
            self._stale = []
            for part in self.parts:
                part.shown, part.shown_bounds = part.key(), part.bounds()
                part.paint_whole(self._layer)
            return None
        dirty = []
        for part in self.parts:
            key = part.key()
            if key != part.shown:
                bounds = part.bounds()
                within = None
                if part.changes is not None and bounds == part.shown_bounds and self._tablet_at_hand(part):
                    within = part.changes(part.shown, key)
                dirty += [*part.shown_bounds, *bounds] if within is None else within
                part.shown, part.shown_bounds = key, bounds
        return merged(dirty)

    def _repaint(self, rect: pygame.Rect, layer: pygame.Surface, keep: bool = True) -> None:
        """`layer` (the layer, or the canvas where it shows the layer) painted again in `rect`: the background, then every part there, in order, clipped to it. A part
        alone in its place that is `rect` is copied in from a picture of it kept, or drawn on its tablet's picture
        (which covers the background) and kept; inside such a part's place its tablet is laid instead of the
        background. `keep`: pictures of parts and tablets painted are kept."""
        host = next((part for part in self.parts if part.tablet is not None and len(part.shown_bounds) == 1
                     and part.shown_bounds[0].contains(rect) and self._alone(part)), None)
        alone = host if host is not None and host.shown_bounds == (rect,) else None
        if alone is not None and alone.kept:
            picture = self.kept.get(alone.name, alone.shown)
            if picture is not None:
                layer.blit(picture, rect)
                return
        if host is None:
            layer.blit(self._background, rect, rect)
        layer.set_clip(rect)
        for part in self.parts:
            if rect.collidelist(part.shown_bounds) != -1:
                if part.tablet is not None:
                    self._lay_tablet(part, rect, layer, keep)
                part.paint(layer)
        layer.set_clip(None)
        if alone is not None and alone.kept and keep:
            self.kept.keep(alone.name, alone.shown, layer, rect, alone.kept)

    def _alone(self, part: Part) -> bool:
        """No other part lies in the part's place (then a picture of it holds nothing but it and the background)."""
        place, = part.shown_bounds
        return not any(other is not part and place.collidelist(other.shown_bounds) != -1 for other in self.parts)

    def _tablet_at_hand(self, part: Part) -> bool:
        """The part's tablet is painted where it is laid or kept as a picture: then a piece of its place can be
        repainted on it alone (a tablet such as a panel's, painted whole for a piece, would cost more than the part)."""
        return part.tablet is not None and (part.tablet.painted or
                                            self.kept.holds(f"{part.name} tablet", part.tablet.key()))

    def _lay_tablet(self, part: Part, rect: pygame.Rect, layer: pygame.Surface, keep: bool) -> None:
        """The part's tablet in the layer, clipped to `rect`: painted where it is a `painted` one, else from its
        picture, else painted (and kept if the part is alone and wholly in `rect`). A tablet's picture holds the
        background under its rounded corners: used only for a part alone, where painting the tablet over the
        background gives the same."""
        if part.tablet.painted or len(part.shown_bounds) != 1 or not self._alone(part):
            part.tablet.paint(layer)
            return
        place = part.shown_bounds[0]
        shows = part.tablet.key()
        picture = self.kept.get(f"{part.name} tablet", shows)
        if picture is not None:
            layer.blit(picture, place)
            return
        layer.blit(self._background, place, place)  # under its corners (the clip keeps the rest of the layer)
        part.tablet.paint(layer)
        if rect.contains(place) and keep:
            self.kept.keep(f"{part.name} tablet", shows, layer, place, TABLETS_KEPT)

    # -- frames --------------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, state: GameState, view: BoardView, frame: int | None = None) -> None:
        """Draw `(state, view)`. `frame`: the scene stack's frame number while the board is the only scene
        drawn (then only what changed since the last frame is painted, on the canvas itself), None otherwise."""
        self.state, self.view = state, view
        if frame is None or canvas is not self._canvas or self._frame_drawn_alone != frame - 1:
            self.refresh_layer(canvas)
            canvas.blit(self._layer, (0, 0))
            copied = None
        else:
            copied = self._draw_changes(canvas)
        self._painted_over = self.paint_moving_parts(canvas)
        self.changed_areas = None if copied is None else merged([*copied, *(r.inflate(2, 2) for r in self._painted_over)])
        self._canvas = canvas
        self._frame_drawn_alone = frame

    def _draw_changes(self, canvas: pygame.Surface) -> list[pygame.Rect] | None:
        """The canvas brought to the layer's picture of the game drawn now, over last frame's: what it painted over
        copied back from the layer, the places that changed painted on the canvas itself, not in the layer and then
        copied (at 4K a change paints about 2 million pixels: a pass fewer over them). The layer is left stale there
        (`_stale`) but where the last frame painted over it, where this one likely will again (the banner's buttons over
        it): those pieces are copied into the layer. Where a frame paints over a stale place, the next one
        paints it again on the canvas. Returns the places changed on the canvas, None: all of it."""
        dirty = self._places_changed(canvas)
        if dirty is None:
            canvas.blit(self._layer, (0, 0))
            return None
        # A canvas pixel more all round: drawn at a window's scale, a shape's edge may round into the next one.
        painted_over = merged([rect.inflate(2, 2) for rect in self._painted_over])
        self._settle_under(painted_over, canvas)
        for rect in painted_over:
            canvas.blit(self._layer, rect, rect)
        redrawn = merged([*dirty, *(rect.clip(stale) for rect in painted_over for stale in self._stale
                                    if rect.colliderect(stale))])
        for rect in redrawn:
            self._repaint(rect, canvas)
            under = [rect.clip(over) for over in painted_over if rect.colliderect(over)]
            left_stale = [rect]
            for piece in under:  # only there: the rest of the banner under its buttons need not be copied
                self._layer.blit(canvas, piece, piece)
                self._stale = without(self._stale, piece)
                left_stale = without(left_stale, piece)
            self._stale += left_stale
        if len(self._stale) > STALE_PLACES:
            self._stale = merged(self._stale)
        return merged([*painted_over, *redrawn])

    def _settle_under(self, painted_over: list[pygame.Rect], canvas: pygame.Surface) -> None:
        """A stale place of the layer the last frame painted over (a token flying over a panel, a tooltip over the
        log) is copied into the layer from the canvas where the canvas still shows it, so that from now on only its
        pieces under what moves are painted again (each frame, while it moves, they would be)."""
        hit = [stale for stale in self._stale if stale.collidelist(painted_over) != -1]
        if not hit:
            return
        for stale in hit:
            clean = [stale]
            for rect in painted_over:
                clean = without(clean, rect)
            for rect in clean:
                self._layer.blit(canvas, rect, rect)
        self._stale = [stale for stale in self._stale if stale.collidelist(painted_over) == -1] + [
            stale.clip(rect) for stale in hit for rect in painted_over if stale.colliderect(rect)]

    def painted_over_too(self, rects: list[pygame.Rect]) -> None:
        """Places a scene drew over this frame's canvas after the picture (the online board's badge and deadline):
        the next frame copies them back from the layer like its own moving parts'."""
        self._painted_over += rects

    def full_frame(self, canvas: pygame.Surface, state: GameState, view: BoardView) -> None:
        """The frame painted from scratch over the whole canvas (what `draw` must always equal)."""
        self.state, self.view = state, view
        self.refresh_layer(canvas)
        canvas.blit(self._layer, (0, 0))
        self.paint_moving_parts(canvas)

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
        area = next((area for area in layout.BUTTON_AREAS
                     if all(area.contains(look.box) for look in view.buttons)), layout.BUTTON_AREA)
        if area is not layout.BUTTON_AREA:  # reaching over the spectator track, or risen over the programs
            backdrop = pygame.Rect(area).inflate(8, 8)
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
        state, view = self.state, self.view
        deciding = view.deciding(state)
        if view.message:
            return _prompt(canvas, view.message, theme.PALETTE["error"], bold=True, framed=True)
        if not view.words_the_prompt_line():
            return layout.PROMPT_LINE.inflate(0, 4)
        if deciding is not None and not view.person_decides(state):
            words = (_("{name} is deciding at their computer…", name=state.player(deciding).name)
                     if view.seats[deciding] in PEOPLE_KINDS else  # online: a person at another computer
                     _("{name} (computer) is deciding… Space: hurry", name=state.player(deciding).name))
            return _prompt(canvas, words, theme.PALETTE["ink_soft"], italic=True)
        if state.phase is Phase.AUCTION and state.step.auction is not None:
            return _prompt(canvas, auction_summary(state), theme.PALETTE["ink"], bold=True)
        if view.held is not None:
            words = _("Drop it on a lit square, or ←/→ then Enter (right click or Esc puts it back)")
            return _prompt(canvas, words, theme.PALETTE["olive"], bold=True)
        return layout.PROMPT_LINE.inflate(0, 4)

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


def _prompt(canvas: pygame.Surface, words: str, colour, bold: bool = False, italic: bool = False,
            framed: bool = False) -> pygame.Rect:
    """Words on the prompt line at body size; a sentence too long for one line takes a second one above it (over the
    programs' last row, while it is shown). Returns the box it took."""
    line = layout.PROMPT_LINE
    height = PROMPT_ROWS * text.line_step(PROMPT_SIZES[0]) + 6
    room = pygame.Rect(line.x + 8, line.bottom - height, line.width - 16, height)
    size, lines = text.fit_lines(words, PROMPT_SIZES, room, bold, italic)
    height = text.lines_height(lines, size, bold, italic)
    box = pygame.Rect(line.x, line.bottom - height - 6, line.width, height + 8)
    if framed or len(lines) > 1:
        pen.rect(canvas, (255, 235, 230) if framed else theme.PALETTE["marble"], box, border_radius=6)
        pen.rect(canvas, theme.PALETTE["error"] if framed else theme.PALETTE["bronze"], box,
                 width=2 if framed else 1, border_radius=6)
        if text_record.active is not None:  # what it is drawn over is hidden while it is shown
            text_record.active.cover(box)
    text.draw_lines(canvas, lines, size, box.inflate(-16, -2), colour, bold, italic)
    return box


def _high_bid(state) -> int | None:
    step = state.step
    return step.auction.high_bid if state.phase is Phase.AUCTION and step.auction is not None else None


def without(rects: list[pygame.Rect], hole: pygame.Rect) -> list[pygame.Rect]:
    """The places of `rects` outside `hole`, each cut into at most four rects round it."""
    out = []
    for rect in rects:
        if not rect.colliderect(hole):
            out.append(rect)
            continue
        inner = rect.clip(hole)
        out += [part for part in (pygame.Rect(rect.x, rect.y, rect.w, inner.top - rect.top),
                                  pygame.Rect(rect.x, inner.bottom, rect.w, rect.bottom - inner.bottom),
                                  pygame.Rect(rect.x, inner.y, inner.left - rect.x, inner.h),
                                  pygame.Rect(inner.right, inner.y, rect.right - inner.right, inner.h))
                if part.w > 0 and part.h > 0]
    return out


JOIN_WASTE = 1.3  # overlapping places are joined while the rect round them is at most this much larger


def merged(rects: list[pygame.Rect]) -> list[pygame.Rect]:
    """The rects with overlapping ones joined, so no place is painted or copied many times over; but not where the
    rect round them would be much larger than they are (the log's rows, each as long as its words, overlap a
    little: joined, they would be the whole log). Places left apart may overlap: painted or copied twice there."""
    out: list[tuple[pygame.Rect, int]] = []  # each rect, and how many pixels the places joined in it cover
    for rect in rects:
        rect = pygame.Rect(rect)
        covered = rect.w * rect.h
        joining = True
        while joining:
            joining = False
            for index, (other, other_covered) in enumerate(out):
                union = rect.union(other)
                if rect.colliderect(other) and union.w * union.h <= JOIN_WASTE * (covered + other_covered):
                    del out[index]
                    rect, covered = union, covered + other_covered
                    joining = True
                    break
        out.append((rect, covered))
    return [rect for rect, _covered in out]
