"""Window pixels <-> canvas coordinates at several window sizes, letterbox bars included; the canvas's shape
chosen from the window's (16:9, 16:10, 4:3)."""
import random

import pygame
import pytest

from colosseum_desktop.sprites import pen
from colosseum_desktop.viewport import LOGICAL_SIZE, Viewport, arrangement_for


@pytest.mark.parametrize("window, canvas", [
    ((1280, 720), (1600, 900)), ((1366, 768), (1600, 900)), ((1920, 1080), (1600, 900)), ((3840, 2160), (1600, 900)),
    ((1280, 800), (1600, 1000)), ((1440, 900), (1600, 1000)), ((1680, 1050), (1600, 1000)),
    ((1024, 768), (1600, 1200)), ((1600, 1200), (1600, 1200)), ((1280, 1024), (1600, 1200)),
    ((2560, 1080), (1600, 900)), ((800, 800), (1600, 1200)),
])
def test_each_window_shape_gets_the_nearest_arrangement(window, canvas):
    assert arrangement_for(window) == canvas
    assert Viewport(window).logical_size == canvas


@pytest.mark.parametrize("window", [(1280, 800), (1440, 900), (1680, 1050), (1024, 768), (1600, 1200)])
def test_sixteen_by_ten_and_four_by_three_windows_are_filled_without_bars(window):
    viewport = Viewport(window)
    assert tuple(viewport.rect) == (0, 0, *window) and viewport.bars() == []


@pytest.mark.parametrize("window, scale, rect", [
    ((1600, 900), 1.0, (0, 0, 1600, 900)),
    ((1280, 720), 0.8, (0, 0, 1280, 720)),
    ((3840, 2160), 2.4, (0, 0, 3840, 2160)),
    ((1600, 1200), 1.0, (0, 150, 1600, 900)),   # taller window: bars above and below
    ((2000, 900), 1.0, (200, 0, 1600, 900)),    # wider window: bars left and right
    ((800, 800), 0.5, (0, 175, 800, 450)),
])
def test_a_16_9_canvas_is_centred_with_its_aspect_kept(window, scale, rect):
    viewport = Viewport(window, LOGICAL_SIZE)
    assert viewport.scale == pytest.approx(scale)
    assert tuple(viewport.rect) == rect


@pytest.mark.parametrize("window", [(1600, 900), (1280, 720), (3840, 2160), (1024, 768), (2560, 1080), (1280, 800),
                                    (1440, 900), (1680, 1050), (1600, 1200), (1366, 768)])
def test_a_window_pixel_maps_to_the_canvas_pixel_drawn_there(window):
    viewport = Viewport(window)
    width, height = viewport.logical_size
    for logical in [(0, 0), (800, 450), (width - 1, height - 1), (123, 456), (width - 1, 0), (0, height - 1)]:
        # the middle of where the canvas pixel lands in the window
        middle = (viewport.rect.x + (logical[0] + 0.5) * viewport.scale,
                  viewport.rect.y + (logical[1] + 0.5) * viewport.scale)
        assert viewport.to_logical(middle) == logical


def test_clicks_on_the_bars_fall_outside_the_canvas():
    viewport = Viewport((1600, 1200), LOGICAL_SIZE)
    x, y = viewport.to_logical((800, 50))
    assert y < 0
    x, y = viewport.to_logical((800, 1190))
    assert y >= LOGICAL_SIZE[1]


def test_mouse_events_are_rewritten_and_other_events_left_alone():
    viewport = Viewport((800, 450))
    click = pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(400, 225), button=1)
    assert viewport.logical_event(click).pos == (800, 450)
    assert viewport.logical_event(click).button == 1
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 20), rel=(5, -5), buttons=(1, 0, 0))
    moved = viewport.logical_event(motion)
    assert moved.pos == (20, 40) and moved.rel == (10, -10)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert viewport.logical_event(key) is key


def test_the_canvas_holds_the_windows_own_pixels_and_speaks_canvas_coordinates():
    viewport = Viewport((3840, 2160))
    canvas = viewport.canvas()
    assert canvas.get_size() == LOGICAL_SIZE and pygame.Surface.get_size(canvas) == (3840, 2160)
    assert pen.scale_of(canvas) == pytest.approx(2.4)
    canvas.fill((0, 0, 0))
    canvas.fill((200, 100, 50), (100, 100, 10, 10))  # 10 canvas pixels: 24 of the window's
    window = pygame.Surface((3840, 2160))
    viewport.present(canvas, window)
    assert window.get_at((240, 240))[:3] == (200, 100, 50) and window.get_at((263, 263))[:3] == (200, 100, 50)
    assert window.get_at((239, 239))[:3] == (0, 0, 0) and window.get_at((264, 264))[:3] == (0, 0, 0)


def test_present_fills_bars_and_copies_the_canvas():
    viewport = Viewport((800, 600), LOGICAL_SIZE)
    canvas = viewport.canvas()
    canvas.fill((200, 100, 50))
    window = pygame.Surface((800, 600))
    viewport.present(canvas, window)
    assert window.get_at((400, 300))[:3] == (200, 100, 50)
    assert window.get_at((400, 10))[:3] != (200, 100, 50)  # the bar above


@pytest.mark.parametrize("window_size", [(800, 600), (2000, 900), (1600, 900), (3840, 2160), (1920, 1080)])
def test_present_covers_every_pixel_with_canvas_or_bar(window_size):
    from colosseum_desktop.viewport import LETTERBOX_COLOUR

    viewport = Viewport(window_size, LOGICAL_SIZE)
    canvas = viewport.canvas()
    canvas.fill((200, 100, 50))
    window = pygame.Surface(window_size)
    window.fill((0, 255, 0))  # whatever was there before must be gone
    viewport.present(canvas, window)
    width, height = window_size
    colours = {tuple(window.get_at((x, y)))[:3] for x in range(0, width, 7) for y in range(0, height, 7)}
    assert (0, 255, 0) not in colours
    assert colours <= {(200, 100, 50), LETTERBOX_COLOUR}


def test_a_window_smaller_than_the_canvas_gets_the_canvas_drawn_at_its_own_size_and_shrunk():
    viewport = Viewport((1366, 768))
    canvas = viewport.canvas()
    assert viewport.drawn_at == 1 and type(canvas) is pygame.Surface and canvas.get_size() == LOGICAL_SIZE
    canvas.fill((200, 100, 50))
    window = pygame.Surface((1366, 768))
    viewport.present(canvas, window, [pygame.Rect(0, 0, 10, 10)])  # no exact squares at 1366: all of it
    assert all(abs(a - b) <= 3 for a, b in zip(window.get_at((1364, 767)), (200, 100, 50)))  # smoothed: nearly
    assert viewport.window_areas([pygame.Rect(0, 0, 10, 10)]) == [viewport.rect]  # the canvas's place, not the bars


def speckled(surface: pygame.Surface, seed: int, within: pygame.Rect | None = None) -> None:
    """Fine detail of every colour: a piece shrunk otherwise than within the whole canvas would show at its edges."""
    rng = random.Random(seed)
    surface = surface if within is None else surface.subsurface(within)  # nothing drawn outside it
    width, height = surface.get_size()
    for _ in range(4000):
        surface.fill((rng.randrange(256), rng.randrange(256), rng.randrange(256)),
                     (rng.randrange(width), rng.randrange(height), rng.randrange(1, 7), rng.randrange(1, 7)))


def presented_in_pieces(viewport: Viewport, canvas: pygame.Surface, changed: list[pygame.Rect], change) -> pygame.Surface:
    """The window after a whole frame, then `change` drawn on the canvas and only `changed` presented; asserts it
    equals the canvas presented whole, byte for byte, and that what was written lies in the canvas's place."""
    window = pygame.Surface(viewport.window_size)
    viewport.present(canvas, window)
    for number, area in enumerate(changed):
        change(number, area)
    viewport.present(canvas, window, changed)
    whole = pygame.Surface(viewport.window_size)
    viewport.present(canvas, whole)
    assert pygame.image.tobytes(window, "RGB") == pygame.image.tobytes(whole, "RGB")
    assert all(viewport.rect.contains(place) for place in viewport.window_areas(changed))
    return window


@pytest.mark.parametrize("window_size, grid", [((1280, 720), 5), ((1280, 800), 5), ((1280, 960), 5), ((1024, 768), 25),
                                               ((640, 360), 5), ((1366, 768), None), ((1440, 900), None),
                                               ((1200, 675), None)])
def test_a_smaller_window_shrinks_only_the_places_changed_where_that_is_exact(window_size, grid):
    """Shrinking only the places a frame changed (a 1280x720 window: not 3.7 ms for the whole canvas every frame)
    must give the window a whole frame's shrinking gives, pixel for pixel: squares of `grid` canvas pixels shrink
    alike alone and within the whole canvas; where no square does (1366x768, 0.9 at 1440x900), the whole canvas."""
    viewport = Viewport(window_size)
    assert viewport.shrink_grid == grid
    canvas = viewport.canvas()
    speckled(canvas, 1)
    width, height = viewport.logical_size
    changed = [pygame.Rect(101, 33, 57, 41), pygame.Rect(width - 93, height - 7, 93, 7), pygame.Rect(0, 0, 3, 900),
               pygame.Rect(777, 401, 1, 1), pygame.Rect(856, 596, 738, 300)]
    presented_in_pieces(viewport, canvas, changed, lambda number, area: speckled(canvas, 10 + number, area))
    written = viewport.window_areas(changed)
    share = sum(place.w * place.h for place in written) / (window_size[0] * window_size[1])
    assert share < 0.3 if grid else written == [viewport.rect]


@pytest.mark.parametrize("window_size", [(1920, 1080), (3840, 2160), (2000, 900), (1700, 1000)])
def test_presenting_the_changed_areas_copies_exactly_them(window_size):
    viewport = Viewport(window_size, LOGICAL_SIZE)
    canvas = viewport.canvas()
    canvas.fill((200, 100, 50))
    changed = [pygame.Rect(101, 33, 57, 40), pygame.Rect(1500, 850, 100, 50)]
    window = presented_in_pieces(viewport, canvas, changed, lambda _number, area: canvas.fill((10, 20, 30), area))
    written = viewport.window_areas(changed)
    assert window.get_at(written[0].topleft)[:3] == (10, 20, 30)


def test_a_canvas_of_another_arrangement_is_refused_not_stretched():
    with pytest.raises(ValueError):
        Viewport((1280, 800)).present(pygame.Surface(LOGICAL_SIZE), pygame.Surface((1280, 800)))


@pytest.mark.parametrize("window_size", [(3840, 2160), (4000, 2160), (1920, 1200)])
def test_a_canvas_over_the_window_draws_in_its_pixels_and_presenting_it_copies_nothing(window_size):
    """The app's canvas at a window's own resolution is drawn straight into the window (a 4K frame's copy saved):
    a place on the canvas is the window's pixels beside the bars; presenting a changed place writes nothing, a whole
    frame only the bars."""
    from colosseum_desktop.viewport import LETTERBOX_COLOUR

    viewport = Viewport(window_size)
    window = pygame.Surface(window_size)
    canvas = viewport.canvas_over(window)
    assert isinstance(canvas, pen.WindowCanvas) and canvas.get_size() == viewport.logical_size
    window.fill((0, 255, 0))
    canvas.fill((200, 100, 50), (100, 100, 10, 10))
    place = pen.device_rect(pygame.Rect(100, 100, 10, 10), viewport.drawn_at).move(viewport.rect.topleft)
    assert window.get_at(place.topleft)[:3] == (200, 100, 50) and window.get_at(place.move(-1, -1).topleft)[:3] == (0, 255, 0)
    assert window.get_at((place.right - 1, place.bottom - 1))[:3] == (200, 100, 50)
    before = pygame.image.tobytes(window, "RGB")
    viewport.present(canvas, window, [pygame.Rect(100, 100, 10, 10)])
    assert pygame.image.tobytes(window, "RGB") == before
    viewport.present(canvas, window)
    for bar in viewport.bars():
        assert window.get_at(bar.center)[:3] == LETTERBOX_COLOUR
    assert window.get_at(place.center)[:3] == (200, 100, 50)
    assert bool(viewport.bars()) == (window_size == (4000, 2160))


def test_a_canvas_over_a_window_is_refused_for_another_window():
    viewport = Viewport((3840, 2160))
    canvas = viewport.canvas_over(pygame.Surface((3840, 2160)))
    with pytest.raises(ValueError, match="another"):
        viewport.present(canvas, pygame.Surface((3840, 2160)))
    with pytest.raises(ValueError, match="made over one of"):
        viewport.canvas_over(pygame.Surface((1920, 1080)))


def test_a_window_smaller_than_the_canvas_gets_a_canvas_of_its_own_over_it_too():
    viewport = Viewport((1280, 720))
    canvas = viewport.canvas_over(pygame.Surface((1280, 720)))
    assert type(canvas) is pygame.Surface and canvas.get_size() == LOGICAL_SIZE
