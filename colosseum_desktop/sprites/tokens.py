"""Asset tokens: a coloured disc with its type's pictogram (types never told apart by colour alone), a count
badge, and the face-down green token."""
from __future__ import annotations

import pygame

from ..rules.data import Token
from . import icons, pen, text, text_record, theme

GREEN_BACK = (70, 130, 70)


@pen.cached(maxsize=256)
def token_image(token: Token, radius: int, faded: bool = False) -> pygame.Surface:
    style = theme.TOKEN_STYLES[token]
    size = radius * 2 + 4
    image = pen.surface((size, size), pygame.SRCALPHA)
    c = (size // 2, size // 2)
    pen.circle(image, (0, 0, 0, 70), (c[0] + 1, c[1] + 2), radius)
    pen.circle(image, style.colour, c, radius)
    small = radius < 10  # a tile's needs: a thinner rim and a smaller picture, so the colour still shows
    pen.circle(image, theme.PALETTE["ink"], c, radius, width=1 if small else 2)
    icons.paint_icon(image, icons.token_icon(token), c, round(radius * (1.25 if small else 1.6)),
                    theme.glyph_colour(style.colour))
    if faded:
        image.set_alpha(70)
    return image


def draw_token(surface: pygame.Surface, token: Token, center, radius: int, faded: bool = False,
               count: int | None = None) -> pygame.Rect:
    """`count`: how many of it this picture stands for, where a number beside it says so (recorded for the test
    that counts are written as digits)."""
    image = token_image(Token(token), radius, faded)
    rect = surface.blit(image, image.get_rect(center=(round(center[0]), round(center[1]))))
    if text_record.active is not None:
        place = pygame.Rect(0, 0, 2 * radius, 2 * radius).move(round(center[0]) - radius, round(center[1]) - radius)
        text_record.active.picture(place, f"token:{token}", count, seen=place.clip(surface.get_clip()))
    return rect


def draw_count_badge(surface: pygame.Surface, count: int, center, size: int = 15) -> None:
    """A small marble tag with a number, placed at `center` (usually a token's lower right)."""
    label = text.text(str(count), size, theme.PALETTE["ink"], True)
    rect = label.get_rect(center=center).inflate(8, 0)
    pen.rect(surface, theme.PALETTE["marble"], rect, border_radius=6)
    pen.rect(surface, theme.PALETTE["ink"], rect, width=1, border_radius=6)
    place = label.get_rect(center=rect.center)
    surface.blit(label, place)
    if text_record.active is not None:
        text_record.active.text(surface, str(count), label, place, size, box=rect)


def draw_face_down(surface: pygame.Surface, center, radius: int) -> None:
    """The green-backed token lying face down beside the board (R4.2): its type stays unknown."""
    pen.circle(surface, GREEN_BACK, center, radius)
    if text_record.active is not None:
        text_record.active.picture(pygame.Rect(center[0] - radius, center[1] - radius, 2 * radius, 2 * radius),
                                   "face-down token")
    pen.circle(surface, theme.PALETTE["ink"], center, radius, width=2)
    text.blit(surface, "?", center, int(radius * 1.1), theme.PALETTE["white"], True, anchor="center")
