"""Pictures of the board's parts kept by what they show, so that showing the same again is one copy.

A part of the board (scenes/board_picture.py: a player's panel, the log, the banner) is drawn on a tablet (its
marble, rim, colour band) that changes seldom, and a panel often shows again what it showed before (a player
whose turn comes back unchanged). At 4K such a part is half a million pixels or more: putting the background back, blending the
marble's rounded slab over it and writing on it costs several passes over them, copying a kept picture one.

A picture is looked up by the value it was drawn from (compared with ==), so it is never shown for anything
else; each place keeps only its most recently shown few (a 4K panel's picture weighs 1.7 MB).
"""
from __future__ import annotations

import pygame


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

    def keep(self, place: str, shows: object, picture: pygame.Surface, most: int) -> None:
        """Keep `picture` of `place` drawn from `shows`; the place's least recently shown go past `most`."""
        pictures = self._kept.setdefault(place, [])
        pictures[:] = [(drawn_from, kept) for drawn_from, kept in pictures if drawn_from != shows]
        pictures.append((shows, picture))
        del pictures[:-most]

    def clear(self) -> None:
        """Let every picture go (the layer is drawn afresh: another size, shape or language)."""
        self._kept.clear()

    def count(self) -> int:
        return sum(len(pictures) for pictures in self._kept.values())
