"""Surfaces with material instead of flat fills (docs/ART_DIRECTION.md): stone, sand, marble and wood, made in
code from seeded noise, so the same board looks the same on every machine and nothing is downloaded or shipped.

Each texture is a soft "cloud" (a few random greys, smoothly enlarged) laid over a base colour at a small depth,
so a material never changes a colour's lightness by more than `depth` levels: text and pictures on it keep their
contrast, and the colour-blind cues (shapes and symbols) stay as they were. What is painted again and again is kept
once per size, colour and seed (an arena's tiers, a panel's marble slab, an arena's floor); what goes into the
board's background, drawn once, is not (the background is kept whole), nor the cloud a texture is made from, nor
the texture a slab or a floor is made from: at 4K those copies weighed 130 MB.
"""
from __future__ import annotations

import random

import pygame

from . import pen

STONE = (206, 194, 170)  # travertine: the ring's track
STONE_DARK = (170, 156, 130)
MORTAR = (118, 100, 78)
SAND = (226, 204, 160)  # the arena floor, and the board's centre
WOOD = (92, 62, 38)  # the table under the board
WOOD_GRAIN = (70, 46, 28)
MOST_SPECKS = 800  # a texture's fine grains at most: the board's centre asked for 11,000 (a third of a second)


def cloud(size: tuple[int, int], seed: int, cells: int = 8) -> pygame.Surface:
    """Soft grey noise of `size`: a `cells`-wide grid of random greys, smoothly enlarged (made afresh: a texture is
    made from it once, and kept if it is painted again)."""
    rng = random.Random(seed)
    w, h = size
    small = pygame.Surface((cells, max(1, round(cells * h / max(1, w)))))
    for x in range(small.get_width()):
        for y in range(small.get_height()):
            v = rng.randrange(256)
            small.set_at((x, y), (v, v, v))
    return pen.enlarged(small, (max(1, w), max(1, h)))


def texture(size: tuple[int, int], colour: tuple[int, int, int], seed: int, depth: int = 18,
            cells: int = 8, fine: int = 0) -> pygame.Surface:
    """`colour` with a cloud of `depth` levels over it (half darker, half lighter), and `fine` specks: stone's grain.
    Made afresh: `textured` keeps those painted again and again."""
    surface = pen.surface(size)
    surface.fill(tuple(max(0, c - depth // 2) for c in colour))
    light = cloud(size, seed, cells)
    light.fill((depth, depth, depth), special_flags=pygame.BLEND_RGB_MULT)
    surface.blit(light, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    rng = random.Random(seed * 7919 + 1)
    w, h = size
    for _ in range(min(fine, MOST_SPECKS)):
        shade = rng.choice((-1, 1)) * rng.randrange(6, 16)
        speck = tuple(max(0, min(255, c + shade)) for c in colour)
        surface.fill(speck, (rng.randrange(w), rng.randrange(h), rng.choice((1, 2)), rng.choice((1, 2))))
    return _for_display(surface)


textured = pen.cached(maxsize=128, megabytes=160)(texture)  # a kept `texture`: do not draw on it


def stone_block(surface: pygame.Surface, rect: pygame.Rect, seed: int, colour=STONE) -> None:
    """A dressed stone of the track: grained, lit from the top left (a light edge there, a dark one opposite)."""
    rect = pygame.Rect(rect)
    surface.blit(texture(rect.size, colour, seed, depth=22, cells=5, fine=rect.w * rect.h // 120), rect)
    light = tuple(min(255, c + 28) for c in colour)
    dark = tuple(max(0, c - 46) for c in colour)
    surface.fill(light, (rect.x, rect.y, rect.w, 2))
    surface.fill(light, (rect.x, rect.y, 2, rect.h))
    surface.fill(dark, (rect.x, rect.bottom - 2, rect.w, 2))
    surface.fill(dark, (rect.right - 2, rect.y, 2, rect.h))


def sand(surface: pygame.Surface, rect: pygame.Rect, seed: int, colour=SAND) -> None:
    """Raked arena sand: a warm cloud with fine grains."""
    rect = pygame.Rect(rect)
    surface.blit(texture(rect.size, colour, seed, depth=16, cells=12, fine=rect.w * rect.h // 40), rect)


def wood(surface: pygame.Surface, rect: pygame.Rect, seed: int) -> None:
    """The table: dark wood, its grain running along the long side."""
    rect = pygame.Rect(rect)
    surface.blit(texture(rect.size, WOOD, seed, depth=14, cells=6), rect)
    rng = random.Random(seed)
    for _ in range(rect.h // 3):
        y = rect.y + rng.randrange(rect.h)
        length = rng.randrange(rect.w // 6, rect.w // 2)
        x = rect.x + rng.randrange(rect.w - length)
        pen.line(surface, WOOD_GRAIN, (x, y), (x + length, y + rng.choice((-1, 0, 1))), 1)


@pen.cached(maxsize=96, megabytes=128)
def marble_slab(size: tuple[int, int], colour: tuple[int, int, int], radius: int) -> pygame.Surface:
    """A panel's marble: the colour with a faint cloud and a few thin veins, rounded at the corners (transparent
    outside them). Do not draw on it."""
    w, h = size
    seed = w * 31 + h
    slab = pen.surface(size, pygame.SRCALPHA)
    slab.blit(texture(size, colour, seed, depth=10, cells=6), (0, 0))
    rng = random.Random(seed)
    vein = tuple(max(0, c - 16) for c in colour)
    for _ in range(max(1, (w + h) // 160)):
        x, y = rng.randrange(w), rng.randrange(h)
        points = [(x, y)]
        for _step in range(6):
            x += rng.randrange(20, 60) * rng.choice((-1, 1))
            y += rng.randrange(8, 30)
            points.append((x, y))
        pen.lines(slab, vein, False, points, 1)
    return _for_display(_rounded(slab, radius))


@pen.cached(maxsize=32, megabytes=64)
def sand_floor(size: tuple[int, int], seed: int) -> pygame.Surface:
    """An arena's floor: raked sand in a stadium's rounded shape (transparent outside it). Do not draw on it."""
    floor = pen.surface(size, pygame.SRCALPHA)
    floor.blit(texture(size, SAND, seed, depth=16, cells=6, fine=size[0] * size[1] // 40), (0, 0))
    return _for_display(_rounded(floor, min(size) // 2))


def _for_display(picture: pygame.Surface) -> pygame.Surface:
    """The picture in the window's pixel format, once there is a window: blitting it then costs least."""
    if not pygame.display.get_init() or pygame.display.get_surface() is None:
        return picture
    return picture.convert_alpha() if picture.get_flags() & pygame.SRCALPHA else picture.convert()


def _rounded(picture: pygame.Surface, radius: int) -> pygame.Surface:
    """The picture (with an alpha channel) made transparent outside a rectangle rounded by `radius`."""
    w, h = picture.get_size()
    mask = pen.surface((w, h), pygame.SRCALPHA)
    pen.rect(mask, (255, 255, 255, 255), (0, 0, w, h), border_radius=radius)
    picture.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return picture


def mixed(a: tuple[int, int, int], b: tuple[int, int, int], share_of_b: float) -> tuple[int, int, int]:
    return tuple(round(x + (y - x) * share_of_b) for x, y in zip(a, b))
