"""Pictures of the board's parts kept by what they show, so that showing the same again is one copy.

A part of the board (scenes/board/picture.py: a player's panel, the log) is drawn on a tablet (its marble and rim)
that changes seldom, and a panel often shows again what it showed before (a player whose turn comes back unchanged).
At 4K such a part is half a million pixels or more: putting the background back, blending the marble's rounded slab
over it and writing on it costs several passes over them, copying a kept picture one. (The banner's tablet, two
fills, is painted where it is laid: cheaper than a copy.)

A picture is looked up by the value it was drawn from (compared with ==), so it is never shown for anything
else; each place keeps only its most recently shown few (a 4K panel's picture weighs 1.7 MB).
"""
from __future__ import annotations

import pygame

from . import pen


class KeptPictures:
    def __init__(self) -> None:
        self._kept: dict[str, list[tuple[object, pygame.Surface]]] = {}
        self.hits = 0  # pictures shown again by a copy (the tests ask that some were)

    def get(self, place: str, shows: object) -> pygame.Surface | None:
        """The picture kept for `place` drawn from `shows`, or None."""
        pictures = self._kept.get(place, [])
        for index, (drawn_from, picture) in enumerate(pictures):
            if drawn_from == shows:
                pictures.append(pictures.pop(index))  # the most recently shown last: the last to go
                self.hits += 1
                return picture
        return None

    def holds(self, place: str, shows: object) -> bool:
        """A picture of `place` drawn from `shows` is kept (not counted as shown again)."""
        return any(drawn_from == shows for drawn_from, _picture in self._kept.get(place, []))

    def keep(self, place: str, shows: object, source: pygame.Surface, rect: pygame.Rect, most: int) -> None:
        """Keep a copy of `source`'s `rect` as the picture of `place` drawn from `shows`; the place's least recently
        shown go past `most`. The picture let go (or one drawn from `shows` before) is drawn over again when it has
        the size: filling new memory costs about three copies into memory used before (a 4K panel: 0.4 ms, 0.13)."""
        pictures = self._kept.setdefault(place, [])
        spare = [kept for drawn_from, kept in pictures if drawn_from == shows]
        pictures[:] = [(drawn_from, kept) for drawn_from, kept in pictures if drawn_from != shows]
        if len(pictures) >= most:
            spare += [kept for _drawn_from, kept in pictures[:len(pictures) - most + 1]]
            del pictures[:len(pictures) - most + 1]
        piece = source.subsurface(rect)
        reused = next((kept for kept in spare if kept.get_size() == piece.get_size()
                       and pen.device_size(kept) == pen.device_size(piece)), None)
        if reused is None:
            pictures.append((shows, piece.copy()))
            return
        pygame.Surface.blit(reused, pen.pixels_of(piece), (0, 0))  # the same pixel format, no alpha: an exact copy
        pictures.append((shows, reused))

    def clear(self) -> None:
        """Let every picture go (the layer is drawn afresh: another size, shape or language)."""
        self._kept.clear()

    def count(self) -> int:
        return sum(len(pictures) for pictures in self._kept.values())
