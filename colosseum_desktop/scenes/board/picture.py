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
`BoardView` (scenes/board/model.py). A part's key is made of what it reads of them, so it repaints exactly when
that changes; drawing never changes anything outside the picture.
"""
from __future__ import annotations

import pygame

from . import layout_model as layout
from .model import BoardView
from ...i18n import current_language
from ...rules.state import GameState
from ...sprites import freed_memory
from ...sprites import materials, pen, ring, text_record
from ...sprites.kept_pictures import KeptPictures
from .moving_picture import MovingParts
from .parts_picture import Part
from .places_geometry import merged, without

STALE_PLACES = 40  # past this many stale places of the layer, overlapping ones are joined (each frame looks at them)
TABLETS_KEPT = 6  # per part (a panel has two: its player deciding or not)
# (what it was drawn for, where a text record open then put it, the picture, what that record recorded of it, or None
# without one): shared by boards
_LAST_BACKGROUND: list[tuple[tuple, tuple | None, pygame.Surface, text_record.Recording | None]] = []


def forget_the_last_background() -> None:
    """The next board draws its background afresh, its words with it (what watches the words drawn must see the rest
    squares')."""
    _LAST_BACKGROUND.clear()


def _where_recorded() -> tuple | None:
    """Where a text record open now puts what is drawn (its layer and origin), or None."""
    record = text_record.active
    return None if record is None else (record.layer, record.origin)


class BoardPicture(MovingParts):
    def __init__(self, state: GameState, view: BoardView) -> None:
        super().__init__(state, view)
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
        self._arranged_for = layout.CANVAS.size  # the arrangement its layout and layers were made for

    # -- the layer -----------------------------------------------------------------------------------
    def _draw_background(self, like: pygame.Surface) -> pygame.Surface:
        """The background for `like` (never drawn on): the last one drawn when it was drawn for the same canvas, scale,
        pixel format and language, so the next board needs no texture made again (none is kept but it)."""
        pixels = pen.pixels_of(like)
        drawn_for = (layout.CANVAS.size, pen.scale_of(like), pixels.get_bitsize(), pixels.get_masks(), current_language())
        # A text record must see the rest squares' words drawn: it is handed the last board's picture only with the
        # words recorded when that was drawn, where it would record them again.
        where = _where_recorded()
        for kept_for, recorded_at, surface, words in _LAST_BACKGROUND:
            if kept_for == drawn_for and where is None:
                return surface
            if kept_for == drawn_for and words is not None and recorded_at == where:
                text_record.active.add(words)
                return surface
        surface = pen.surface(layout.CANVAS.size, 0, like)  # the canvas's pixel format and scale: blits stay cheap
        with text_record.kept_apart() as words:
            materials.wood(surface, layout.CANVAS, seed=7)  # the table
            ring.draw_ring(surface)
            materials.sand(surface, layout.INNER.inflate(-4, -4), seed=3)  # the centre: the floor the ring runs round
            if not layout.INNER.contains(layout.ACTION_AREA):  # under the ring (4:3): a sand floor of its own
                floor = layout.ACTION_AREA.inflate(12, 8)
                pen.rect(surface, materials.MORTAR, floor.inflate(6, 6), border_radius=8)
                materials.sand(surface, floor, seed=5)
        _LAST_BACKGROUND[:] = [(drawn_for, where, surface, words)]
        return surface

    def let_go(self) -> None:
        """The board has left the screen: its pictures go now, not whenever the collector finds the scene (a 4K
        board's layer and kept pictures weigh about 70 MB), and the memory goes back to the system. Drawing again would
        make them afresh."""
        self._background = self._layer = None
        self.kept.clear()
        self._stale = []
        freed_memory.give_back()

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
