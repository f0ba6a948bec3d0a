"""The app loop under the dummy driver: window pixels reach scenes as canvas coordinates, scene changes
wait for the end of the frame, nothing is drawn while nothing changes, and QUIT ends the loop."""
import pygame

from colosseum_desktop import app
from colosseum_desktop import window as os_window
from colosseum_desktop.app import App, AppContext
from colosseum_desktop.window import WindowOpening, default_window_size, window_opening
from colosseum_desktop.scenes.base import Scene


class Probe(Scene):
    def __init__(self, ctx, script):
        self.ctx, self.script, self.events, self.draws, self.frames = ctx, script, [], 0, 0

    def handle_event(self, event):
        self.events.append(event)
        return True

    def update(self, dt_ms):
        self.frames += 1
        if self.frames < len(self.script) and self.script[self.frames] is not None:
            self.script[self.frames](self)

    def draw(self, canvas):
        self.draws += 1
        canvas.fill((10, 20, 30))


def run(script):
    seen = {}

    def first(ctx):
        seen["probe"] = Probe(ctx, script)
        return seen["probe"]

    App(None, first).run()
    return seen["probe"]


def post_click_at_window_centre(probe):
    width, height = pygame.display.get_surface().get_size()
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(width // 2, height // 2), button=1))


def test_clicks_arrive_in_canvas_coordinates_and_quit_ends_the_loop():
    probe = run([None, post_click_at_window_centre, lambda p: None,
                 lambda p: pygame.event.post(pygame.event.Event(pygame.QUIT))] + [lambda p: None] * 10)
    clicks = [e for e in probe.events if e.type == pygame.MOUSEBUTTONDOWN]
    assert len(clicks) == 1
    x, y = clicks[0].pos
    assert abs(x - 800) <= 2 and abs(y - 450) <= 2


def test_an_idle_scene_is_drawn_once():
    probe = run([None] + [lambda p: None] * 5 + [lambda p: p.ctx.quit()])
    assert probe.frames >= 6
    assert probe.draws == 1


def test_window_fits_small_screens_and_keeps_the_aspect():
    assert default_window_size((3840, 2160)) == (1600, 900)
    width, height = default_window_size((1366, 768))
    assert width <= 1366 and height <= 768 * 0.9 and abs(width / height - 16 / 9) < 0.01
    assert default_window_size(None) == (1600, 900)


def test_a_screen_too_small_for_a_1280x720_window_opens_it_maximized():
    """A laptop's 1366x768 or 1280x800 screen would get a 1202x676 or 1178x662 window, under the 1280x720 the sizes
    are made for: the largest window instead; screens that leave room for 1280x720 open it at its fitted size."""
    assert window_opening((1920, 1080)) == WindowOpening((1600, 900), False)
    assert window_opening((3840, 2160)) == WindowOpening((1600, 900), False)
    assert window_opening((1600, 900)) == WindowOpening((1408, 792), False)
    assert window_opening((1440, 900)) == WindowOpening(default_window_size((1440, 900)), False)
    assert window_opening(None) == WindowOpening((1600, 900), False)
    for desktop in ((1366, 768), (1280, 720), (1280, 800), (1024, 768)):
        opening = window_opening(desktop)
        assert opening.maximized and opening.size == default_window_size(desktop), desktop
        assert opening.size[0] < 1280 or opening.size[1] < 720


def test_the_window_is_maximized_on_a_small_desktop_and_the_title_tells_of_f11_once(tmp_path, monkeypatch):
    maximized = []
    monkeypatch.setattr(os_window, "maximize_window", lambda: maximized.append(True))
    pygame.display.init()
    try:
        for desktop, wanted in (((1920, 1080), []), ((1366, 768), [True])):
            monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda desktop=desktop: [desktop])
            maximized.clear()
            window = os_window.Window()
            assert maximized == wanted and window.maximized == bool(wanted)
            assert window.windowed_size == default_window_size(desktop)
    finally:
        pygame.display.quit()
    from colosseum_desktop.settings import Settings
    from colosseum_desktop.scenes.base import SceneManager
    path = tmp_path / "settings.json"
    first = AppContext(SceneManager(), tmp_path, Settings.load(path), path)
    first.tell_whole_screen()
    assert first.whole_screen_tip and Settings.load(path).whole_screen_told
    later = AppContext(SceneManager(), tmp_path, Settings.load(path), path)
    later.tell_whole_screen()
    assert not later.whole_screen_tip  # told once: not again on the next run


def test_settings_are_remembered_and_bad_files_give_defaults(tmp_path):
    from colosseum_desktop.app import AppContext, Settings
    from colosseum_desktop.scenes.base import SceneManager

    path = tmp_path / "config" / "settings.json"
    ctx = AppContext(SceneManager(), tmp_path, Settings.load(path), path)
    assert ctx.settings == Settings()
    ctx.settings.computer_delay_ms = 350
    ctx.settings_changed()
    assert Settings.load(path).computer_delay_ms == 350
    for text in ["not json", "[1, 2]", '{"computer_delay_ms": "fast", "animation_speed": -1}']:
        path.write_text(text)
        assert Settings.load(path) == Settings()


def test_f11_covers_the_desktop_and_comes_back_to_the_window_as_it_was():
    sizes = []

    def remember(probe):
        sizes.append(pygame.display.get_surface().get_size())

    def press_f11(probe):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))

    def quit(probe):
        pygame.event.post(pygame.event.Event(pygame.QUIT))

    desktop = []
    run([None, lambda p: desktop.append(pygame.display.get_desktop_sizes()[0]), remember, press_f11, remember,
         press_f11, remember, quit])
    windowed, fullscreen, back = sizes
    assert fullscreen == desktop[0]
    assert back == windowed != fullscreen


def test_the_benchmarks_peak_memory_figure_is_this_process_in_megabytes():
    from colosseum_desktop.app import peak_resident_mb

    peak = peak_resident_mb()
    assert peak is None or 20 < peak < 4096  # this test process: pygame and the package loaded, well under 4 GB


class CanvasProbe(Probe):
    """Draws a colour of its own each frame and remembers the canvases it was handed."""

    def __init__(self, ctx, script):
        super().__init__(ctx, script)
        self.canvases = []
        self.quiet = False  # no frame wanted (as while the window's pixels are made anew, before their event)

    def wants_redraw(self):
        quiet, self.quiet = self.quiet, False
        return not quiet

    def draw(self, canvas):
        self.draws += 1
        self.canvases.append(canvas)
        canvas.fill((10, 20 + self.draws % 200, 30))


def test_a_large_windows_canvas_is_drawn_into_its_pixels_and_made_anew_when_they_are(monkeypatch):
    """In a window larger than the canvas, the canvas is the window's own pixels (pen.WindowCanvas: nothing copied
    to present a frame). A resize or F11 makes the window's pixels anew: a canvas over the old ones must never be
    drawn on again (it would write where they no longer are)."""
    from colosseum_desktop.sprites import pen

    monkeypatch.setattr(os_window, "window_opening", lambda desktop: WindowOpening((1920, 1080), False))
    shown = []

    def look(probe):
        surface = pygame.display.get_surface()
        shown.append((probe.canvases[-1], surface.get_at((surface.get_width() // 2, surface.get_height() // 2))[:3],
                      20 + probe.draws % 200))

    def resize(probe):  # as the window manager does: new pixels, then the event saying so
        probe.quiet = True
        pygame.display.set_mode((1920, 1100), pygame.RESIZABLE)
        pygame.event.post(pygame.event.Event(pygame.VIDEORESIZE, size=(1920, 1100), w=1920, h=1100))

    def press_f11(probe):
        pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_F11, mod=0))

    seen = {}

    def first(ctx):
        seen["probe"] = CanvasProbe(ctx, [None, None, look, resize, None, look, press_f11, None, look,
                                          lambda p: p.ctx.quit()])
        return seen["probe"]

    App(None, first).run()
    first_canvas, resized_canvas = shown[0][0], shown[1][0]
    assert isinstance(first_canvas, pen.WindowCanvas) and isinstance(resized_canvas, pen.WindowCanvas)
    assert resized_canvas is not first_canvas and shown[2][0] is not resized_canvas
    assert pen.device_size(resized_canvas) == pen.device_size(first_canvas) == (1920, 1080)  # the same size, new pixels
    for _canvas, middle, green in shown[:2]:  # drawn in the window, no copy made
        assert middle == (10, green, 30)
    drawn_on = {id(canvas) for canvas in seen["probe"].canvases}
    assert id(first_canvas) in drawn_on and len(drawn_on) >= 3
    old = [index for index, canvas in enumerate(seen["probe"].canvases) if canvas is first_canvas]
    new = [index for index, canvas in enumerate(seen["probe"].canvases) if canvas is resized_canvas]
    assert max(old) < min(new), "the canvas over the window's old pixels was drawn on after the resize"
