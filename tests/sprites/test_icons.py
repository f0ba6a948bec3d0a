"""Every piece has a picture of its own: tokens, nobles and supply pieces differ in shape, not only in colour."""
import hashlib
import itertools
import re

import pygame
import pytest

from colosseum_desktop.rules.data import NobleKind, Token
from colosseum_desktop.sprites import icons, nobles, theme, tokens


def mask(name: str, size: int = 32) -> bytes:
    """The pictogram's shape alone: which pixels it covers, drawn in one colour."""
    image = icons.icon(name, size, (0, 0, 0))
    return bytes(image.get_at((x, y)).a > 127 for y in range(size) for x in range(size))


def test_every_token_and_noble_type_has_its_own_icon_file():
    token_icons = [icons.token_icon(t) for t in Token]
    noble_icons = [icons.noble_icon(k) for k in NobleKind]
    chosen = token_icons + noble_icons + list(icons.SUPPLY_ICONS.values())
    assert len(set(chosen)) == len(chosen), "two kinds of piece share a picture"
    digests = {hashlib.sha256(theme.asset_path("icons", f"{n}.svg").read_bytes()).hexdigest() for n in chosen}
    assert len(digests) == len(chosen), "two icon files hold the same drawing"


def test_no_two_pictograms_share_a_shape():
    shapes = {name: mask(name) for name in icons.ALL_ICONS}
    for a, b in itertools.combinations(shapes, 2):
        differing = sum(x != y for x, y in zip(shapes[a], shapes[b]))
        assert differing > 60, f"{a} and {b} look alike at 32 pixels ({differing} pixels differ)"
    assert all(sum(shape) > 60 for shape in shapes.values()), "an icon rasterised to (almost) nothing"


def test_every_token_picture_differs_from_every_other():
    pictures = {t: pygame.image.tobytes(tokens.token_image(t, 15), "RGBA") for t in Token}
    assert len(set(pictures.values())) == len(Token)
    kinds = {k: pygame.image.tobytes(nobles.noble_image(k), "RGBA") for k in NobleKind}
    assert len(set(kinds.values())) == len(NobleKind)


def test_only_the_icons_in_use_are_shipped_and_each_is_credited():
    shipped = {p.stem for p in theme.assets_dir().joinpath("icons").glob("*.svg")}
    assert shipped == set(icons.ALL_ICONS)
    credits = theme.asset_path("ATTRIBUTIONS.md").read_text(encoding="utf-8")
    for name in shipped:
        assert re.search(rf"`icons/{re.escape(name)}\.svg` \|[^\n]*\| CC BY 3\.0 \|", credits), name


@pytest.mark.parametrize("size", [9, 16, 40])
def test_an_icon_comes_out_at_the_size_asked_in_the_colour_asked(size):
    image = icons.icon("lion", size, (200, 10, 10))
    assert image.get_size() == (size, size)
    opaque = [image.get_at((x, y)) for y in range(size) for x in range(size) if image.get_at((x, y)).a == 255]
    assert opaque and all(c.r > 150 and c.g < 60 for c in opaque)


def test_the_raster_cache_is_bounded():
    assert icons._raster.cache_info().maxsize == icons.CACHE_SIZE
