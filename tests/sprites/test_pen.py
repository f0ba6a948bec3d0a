"""Drawing at the window's own resolution (sprites/pen.py): canvas coordinates in, the window's pixels out."""
import re
from pathlib import Path

import pygame
import pytest

from colosseum_desktop.sprites import pen, text, theme

PACKAGE = Path(__file__).resolve().parents[2] / "colosseum_desktop"


def test_no_screen_draws_around_the_pen():
    """pygame.draw on a scaled canvas would draw in window pixels, and a picture made with pygame.Surface would be
    at scale 1: every drawing goes through pen. The exceptions make plain pictures on purpose: the window and the
    taskbar's icon (window, viewport), a snapshot's output (scenes/board/snapshot), a texture's small noise grid
    (materials), a pictogram's plain stand-in where its SVG cannot be used, made in device pixels as the SVGs are
    rasterised (icons)."""
    plain = {"window.py", "viewport.py", "scenes/board/snapshot.py", "sprites/materials.py", "sprites/pen.py",
             "sprites/icons.py"}
    found = []
    for path in PACKAGE.rglob("*.py"):
        if path.relative_to(PACKAGE).as_posix() in plain:
            continue
        for number, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if re.search(r"pygame\.(draw|transform)\.|pygame\.Surface\(", line):
                found.append(f"{path.relative_to(PACKAGE)}:{number}: {line.strip()}")
    assert not found, "\n".join(found)


@pytest.mark.parametrize("scale", [2.4, 1.2, 1.5])
def test_touching_rects_stay_touching_and_fill_the_canvas_at_any_scale(scale):
    canvas = pen.ScaledSurface((100, 60), scale=scale)
    canvas.fill((0, 0, 0))
    for x in range(0, 100, 7):
        canvas.fill((255, 0, 0), (x, 0, 7, 60))
    assert pygame.transform.average_color(canvas)[:3] == (255, 0, 0)
    assert canvas.get_rect() == pygame.Rect(0, 0, 100, 60)
    assert pygame.Surface.get_size(canvas) == (round(100 * scale), round(60 * scale))


def test_a_rect_drawn_lands_on_the_window_pixels_of_its_canvas_pixels():
    canvas = pen.ScaledSurface((100, 100), scale=2.4)
    canvas.fill((0, 0, 0))
    painted = pen.rect(canvas, (255, 255, 255), (10, 10, 5, 5))
    assert painted == pygame.Rect(10, 10, 5, 5)
    inside = pygame.Surface.get_at(canvas, (24, 24)), pygame.Surface.get_at(canvas, (35, 35))
    outside = pygame.Surface.get_at(canvas, (23, 23)), pygame.Surface.get_at(canvas, (36, 36))
    assert all(c[:3] == (255, 255, 255) for c in inside) and all(c[:3] == (0, 0, 0) for c in outside)


def test_a_picture_made_at_another_scale_is_refused_not_drawn_the_wrong_size():
    canvas = pen.ScaledSurface((100, 100), scale=2.4)
    with pytest.raises(ValueError, match="scale"):
        canvas.blit(pygame.Surface((10, 10)), (0, 0))


def test_text_is_rendered_at_its_size_in_the_windows_pixels():
    """At 4K a 20-pixel text has letters 48 window pixels high, drawn from the font (not a 20-pixel picture
    enlarged): its picture is that many pixels, and its canvas size what the layouts expect."""
    pygame.font.init()
    with pen.scaled(2.4):
        image = text.text("Colosseum", 20)
        assert pygame.Surface.get_size(image)[1] == theme.font(48).render("Colosseum", True, (0, 0, 0)).get_height()
        assert abs(image.get_height() - theme.font(20).size("Colosseum")[1]) <= 1
        width = text.width_of("Colosseum", 20)
    assert abs(width - text.width_of("Colosseum", 20)) <= 2  # the same canvas width, measured at each scale


def test_pictures_are_kept_per_scale():
    with pen.scaled(2.4):
        big = theme.render_text("Roma", 18)
    small = theme.render_text("Roma", 18)
    assert pen.scale_of(big) == 2.4 and pen.scale_of(small) == 1
    assert pygame.Surface.get_size(big)[0] > 2 * pygame.Surface.get_size(small)[0]


def test_kept_pictures_stay_under_their_weight_and_go_when_the_scale_changes():
    """A 4K window's textures weigh 5.8 times a 1600x900 one's: a cache holds at most its megabytes, letting the least
    recently used go first, and nothing made at another scale (the text-fit test's process passed 4 GB before)."""
    made = []

    @pen.cached(maxsize=None, megabytes=1)
    def picture(size: int) -> pygame.Surface:
        made.append(size)
        return pen.surface((size, size))

    with pen.scaled(2.0):
        first = picture(160)  # 320x320 pixels of 4 bytes: 0.39 MB
        assert picture(160) is first and made == [160]
        picture(150)  # 0.34 MB more: still under 1 MB
        assert picture(160) is first and made == [160, 150]
        picture(180)  # 0.49 MB: over 1 MB, the least recently used (150) goes
        assert picture(160) is first and made == [160, 150, 180]
        picture(150)
        assert made == [160, 150, 180, 150]
    picture(160)  # scale 1: made again, and what was made at 2 is let go
    with pen.scaled(2.0):
        assert picture(160) is not first
    assert made == [160, 150, 180, 150, 160, 160]


def draw_everything(canvas) -> None:
    """Every way the screens draw on a canvas: pen's functions, the canvas's own methods, a band of it, text."""
    canvas.fill((30, 40, 50))
    canvas.fill((90, 0, 0), (3, 5, 20, 11))
    pen.rect(canvas, (200, 180, 20), (30, 10, 40, 25), border_radius=6)  # four kept corners and fills
    pen.rect(canvas, (10, 180, 20), (30, 40, 40, 25), width=2, border_radius=6)
    pen.rect(canvas, (10, 20, 220, 128), (5, 50, 20, 20), border_radius=4)  # with alpha: pygame.draw's
    pen.circle(canvas, (250, 250, 250), (80, 20), 9, width=2)
    pen.ellipse(canvas, (0, 90, 200), (60, 50, 30, 14))
    pen.line(canvas, (255, 0, 255), (0, 0), (99, 70), 3)
    pen.lines(canvas, (0, 255, 255), True, [(10, 70), (40, 75), (20, 79)], 2)
    pen.polygon(canvas, (120, 60, 0), [(90, 60), (99, 79), (80, 79)])
    picture = pen.surface((12, 8), pygame.SRCALPHA)
    picture.fill((255, 255, 255, 140))
    canvas.blit(picture, (47, 66))
    pen.blit_within(canvas, picture, pygame.Rect(1, 1, 12, 8))
    canvas.set_clip((50, 0, 20, 80))
    assert canvas.get_clip() == pygame.Rect(50, 0, 20, 80)
    canvas.fill((0, 0, 0), (40, 30, 40, 4))  # clipped to the middle
    canvas.set_clip(None)
    assert canvas.get_clip() == canvas.get_rect()
    band = canvas.subsurface((0, 20, 100, 40))
    assert band.get_size() == (100, 40) and band.get_abs_parent() is canvas
    band.fill((5, 5, 5), (90, 30, 10, 10))
    band.blit(canvas.copy(), (0, 30), (0, 0, 10, 10))
    text.blit(canvas, "Ave", (2, 60), 14, (255, 255, 255), bold=True)
    theme.shade(band, 60)


@pytest.mark.parametrize("scale", [2.4, 1.2])
def test_a_canvas_over_a_windows_pixels_draws_what_a_canvas_of_its_own_draws(scale):
    """pen.WindowCanvas (the app's canvas, drawn into the window) is not a Surface: every drawing on it must land
    exactly where it lands on a ScaledSurface, beside the bars of the window it is drawn into."""
    pygame.font.init()
    with pen.scaled(scale):
        own = pen.ScaledSurface((100, 80), scale=scale)
        window = pygame.Surface((pygame.Surface.get_width(own) + 14, pygame.Surface.get_height(own) + 6))
        window.fill((0, 255, 0))
        over = pen.WindowCanvas(window.subsurface((7, 3, *pygame.Surface.get_size(own))), (100, 80), scale)
        assert over.get_size() == own.get_size() and pen.device_size(over) == pygame.Surface.get_size(own)
        draw_everything(own)
        draw_everything(over)
        assert pygame.image.tobytes(over.pixels, "RGB") == pygame.image.tobytes(own, "RGB")
        assert window.get_at((6, 2))[:3] == (0, 255, 0) and window.get_at((window.get_width() - 7, 2))[:3] == (0, 255, 0)
        assert over.get_bounding_rect() == own.get_bounding_rect()
        kept = over.copy()
        assert isinstance(kept, pen.ScaledSurface) and pygame.image.tobytes(kept, "RGB") == pygame.image.tobytes(own, "RGB")
        with pytest.raises(ValueError, match="scale"):
            over.blit(pygame.Surface((10, 10)), (0, 0))
