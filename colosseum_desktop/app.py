"""The pygame loop: one window, one logical canvas of its shape drawn at the window's resolution, a scene stack,
drawing only on change.

Idle costs almost nothing: when no scene asks for a frame the loop sleeps, looks for input every 20 ms, and
runs the scenes' timers (a computer player's pace, for instance) ten times a second; it draws nothing.
"""
from __future__ import annotations

import json
import os
import sys
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")  # before the first pygame import

import pygame  # noqa: E402

from . import sound  # noqa: E402
from .i18n import set_language, starting_language  # noqa: E402
from .scenes.base import Scene, SceneManager  # noqa: E402
from .scenes.navigation import Routes  # noqa: E402
from .scenes.wake import WAKE_EVENT, sleep_until_woken  # noqa: E402
from .files.small_files import Unusable  # noqa: E402
from .i18n.lazy import LazyMessage  # noqa: E402
from .settings import Settings, default_settings_path, open_settings  # noqa: E402
from .sprites import icons, pen  # noqa: E402
from .window import Window  # noqa: E402

FRAMES_PER_SECOND = 60         # while something moves
KEY_REPEAT = (400, 35)         # ms before a held key repeats, ms between repeats (Backspace in a name)
IDLE_WAKE_MS = 100             # while nothing does: timers run ten times a second (workers wake it at once)
IDLE_POLL_MS = 20              # how often an idle window looks for input
# Benchmarks set this: quit that many milliseconds after the first frame (0: right after it) and print
# one JSON line of figures. Not meant for players.
BENCH_ENV = "COLOSSEUM_BENCH_EXIT_AFTER_MS"

_process_start = time.perf_counter()


class AppContext:
    """What every scene may reach: the stack, where saves live, player settings, and a way out."""

    def __init__(self, manager: SceneManager, saves_dir: str | Path | None = None,
                 settings: Settings | None = None, settings_path: Path | None = None,
                 keep_records: bool = False, watch_online_turns: bool = False) -> None:
        self.manager = manager
        self._saves_dir = Path(saves_dir).expanduser() if saves_dir else None
        self.settings = settings or Settings()
        self.settings_path = settings_path  # where changed settings are remembered; None: not remembered
        self.settings_left_alone = False  # something not ours is in the settings file's place: never written over
        self.settings_save_failed = False  # said once on the title
        # What went wrong with the program's own files (a damaged settings file kept aside...), for the title to say
        self.file_notes: list[LazyMessage] = []
        self.keep_records = keep_records  # finished games go into the records (the app; not `render`, not tests)
        # Notifications of this computer's online turns (the app; not `render`, not tests): started by the title.
        self.watch_online_turns = watch_online_turns
        self.turn_watch = None  # online.turn_notices.TurnWatch, once started
        self.running = True
        self._routes: Routes | None = None
        self.open_game = None  # saves.OpenGame: this window's claim on the game it shows (see game_entry.play)
        self.whole_screen_tip = False  # the title says F11 gives the whole screen (tell_whole_screen)

    def tell_whole_screen(self) -> None:
        """The window opened maximized on a small screen: the title tells that F11 gives the whole screen, the
        first time only (remembered)."""
        if not self.settings.whole_screen_told:
            self.whole_screen_tip = True
            self.settings.whole_screen_told = True
            self.settings_changed()

    def settings_changed(self) -> None:
        if self.settings_path is not None and not self.settings_left_alone:
            failure = self.settings.save(self.settings_path)
            if failure is not None and not self.settings_save_failed:  # a full disk: the title says it, once
                self.settings_save_failed = True
                self.file_notes.append(failure)

    def settings_file_unusable(self, unusable: Unusable) -> None:
        """The settings file could not be used: the title says why; one left where it was is not written over."""
        self.file_notes.append(unusable.reason)
        self.settings_left_alone = unusable.left_alone

    def choose_language(self, code: str) -> None:
        """Speak `code` from now on, in every screen at once (the game on the board goes on as it was), and
        remember it for the next launch."""
        set_language(code)
        self.settings.language = code
        self.settings_changed()
        self.manager.language_changed()

    @property
    def saves_dir(self) -> Path:
        # Resolved on first use: finding the default imports the saves package and with it the whole rules
        # engine, which need not delay the first frame of the title screen.
        if self._saves_dir is None:
            self._saves_dir = default_saves_dir()
        return self._saves_dir

    @property
    def routes(self) -> Routes:
        """The screens, by name, that screens open (see scenes/navigation.py)."""
        # Filled on first use, after the title's first frame: the table imports every screen, and with them the
        # rules engine and the saves, which need not delay the title.
        if self._routes is None:
            from .scenes.route_table import route_table
            self._routes = route_table()
        return self._routes

    @property
    def records_path(self) -> Path | None:
        """The history of finished games, or None when this context keeps none."""
        if not self.keep_records:
            return None
        from .saves.records import records_path
        return records_path(self.saves_dir)

    def release_open_game(self) -> None:
        """No game is on this window's screen any more: another window may open it as the same game."""
        if self.open_game is not None:
            self.open_game.release()
            self.open_game = None

    def quit(self) -> None:
        self.running = False


def load_assets() -> None:
    """Every pictogram read and rasterised at the common sizes, the mixer started and every sound loaded, before
    the first frame (bench_launch.py's figure includes it): nothing waits for a file once the game is on."""
    icons.load_all()
    sound.BOARD.load()


class App:
    def __init__(self, saves_dir: str | Path | None, first_scene: Callable[[AppContext], Scene],
                 settings_path: Path | None = None, language: str | None = None) -> None:
        settings, unusable = open_settings(settings_path) if settings_path else (Settings(), None)
        set_language(starting_language(language, settings.language))  # --lang is for this run: not remembered
        self.ctx = AppContext(SceneManager(), saves_dir, settings, settings_path, keep_records=True,
                              watch_online_turns=True)
        if unusable is not None:
            self.ctx.settings_file_unusable(unusable)
        self.first_scene = first_scene
        bench = os.environ.get(BENCH_ENV)
        self.probe = BenchProbe(int(bench)) if bench else None

    def run(self) -> int:
        pygame.display.init()
        pygame.font.init()
        pygame.key.set_repeat(*KEY_REPEAT)
        try:
            return self._loop()
        finally:
            pygame.display.quit()  # the window goes; fonts stay valid for whoever runs next in this process

    def _loop(self) -> int:
        window = Window()
        if window.maximized:
            self.ctx.tell_whole_screen()
        canvas = window.canvas()
        load_assets()
        manager = self.ctx.manager
        manager.push(self.first_scene(self.ctx))
        manager.apply_pending()
        clock = pygame.time.Clock()
        redraw_all = True  # the window changed (size, exposure) or the stack did: draw even if no scene asks
        last = time.perf_counter()
        while self.ctx.running and manager.top is not None:
            animating = manager.wants_redraw() or redraw_all or manager.has_pending
            events = pygame.event.get() if animating else self._wait_for_events()
            for event in events:
                redraw_all |= self._dispatch(event, window)
            now = time.perf_counter()
            manager.update((now - last) * 1000)
            last = now
            redraw_all |= manager.apply_pending()
            if manager.top is None or not self.ctx.running:
                break
            if redraw_all or manager.wants_redraw():
                if not window.holds(canvas):  # the window took another shape or size
                    canvas = window.canvas()
                areas = manager.draw(canvas)
                if redraw_all:  # the window's own pixels are unknown (shown again, resized): all of it
                    areas = None
                window.viewport.present(canvas, window.surface, areas)
                if areas is None:
                    pygame.display.flip()
                else:  # only what changed goes to the screen
                    pygame.display.update(window.viewport.window_areas(areas))
                redraw_all = False
                if self.probe:
                    self.probe.frame_shown()
            if self.probe and self.probe.done():
                break
            if animating:
                clock.tick(FRAMES_PER_SECOND)
        return 0

    def _wait_for_events(self) -> list[pygame.event.Event]:
        """Sleep until input arrives or IDLE_WAKE_MS pass. SDL's own wait polls inside (1-2% of a core here),
        so this sleeps in Python and polls every IDLE_POLL_MS: about 0.3%, and input waits at most that long; a
        worker's wake (scenes/wake.py: a computer has decided, a save is open) ends the sleep at once."""
        deadline = time.perf_counter() + IDLE_WAKE_MS / 1000
        while True:
            events = pygame.event.get()
            if events or time.perf_counter() >= deadline:
                return events
            if sleep_until_woken(IDLE_POLL_MS / 1000):  # a worker's answer: its WAKE event is queued by now
                return pygame.event.get()

    def _canvas_shape_changes(self, window: Window) -> None:
        """The next canvas takes the window's new shape: events that come before it is drawn already see the pointer
        in the middle band where that canvas will put it."""
        self.ctx.manager.canvas_size = window.viewport.logical_size

    def _dispatch(self, event: pygame.event.Event, window: Window) -> bool:
        """Handle one window event; True when the whole window must be drawn again."""
        if event.type == pygame.QUIT:
            self.ctx.quit()
            return False
        if event.type == WAKE_EVENT:  # a worker's answer is ready: the loop is awake, the scenes update next
            return False
        if event.type in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            window.resized()
            self._canvas_shape_changes(window)
            self.ctx.manager.window_resized()
            return True
        if event.type in (pygame.WINDOWEXPOSED, pygame.WINDOWRESTORED, pygame.WINDOWSHOWN):
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            window.toggle_fullscreen()
            self._canvas_shape_changes(window)
            return True
        # The only place window pixels become canvas coordinates.
        self.ctx.manager.handle_event(window.viewport.logical_event(event))
        return False


class BenchProbe:
    """Figures for benchmarks/bench_launch.py: time to the first frame, then CPU over the idle stretch that
    follows a short settling time (work queued by the first frame is not idleness), then quit."""

    def __init__(self, exit_after_ms: int) -> None:
        self.exit_after_ms = exit_after_ms
        self.settle_ms = min(1000, exit_after_ms // 5)
        self.first_frame: float | None = None
        self.settled: tuple[float, float] | None = None  # (wall, cpu) when idle measuring began

    def frame_shown(self) -> None:
        if self.first_frame is None:
            self.first_frame = time.perf_counter()

    def done(self) -> bool:
        if self.first_frame is None:
            return False
        now = time.perf_counter()
        since_first = (now - self.first_frame) * 1000
        if self.settled is None and since_first >= self.settle_ms:
            self.settled = (now, time.process_time())
        if self.settled is None or since_first < self.exit_after_ms:
            return False
        # An idle stretch asked for lasts its whole length even when the loop first looks after the settling time
        # is over (a busy machine): never measured over no time at all (bench_launch divided by zero).
        if (now - self.settled[0]) * 1000 < self.exit_after_ms - self.settle_ms:
            return False
        print(json.dumps({"first_frame_ms": round((self.first_frame - _process_start) * 1000, 1),
                          "idle_wall_s": round(time.perf_counter() - self.settled[0], 3),
                          "idle_cpu_s": round(time.process_time() - self.settled[1], 4),
                          "max_rss_mb": peak_resident_mb()}), flush=True)
        return True


def peak_resident_mb() -> float | None:
    """The most memory this process has held resident (None where the platform does not say)."""
    try:  # Linux: the high-water mark of this program itself (getrusage's counts what ran before exec too)
        for line in Path("/proc/self/status").read_text().splitlines():
            if line.startswith("VmHWM:"):
                return round(int(line.split()[1]) / 1024, 1)
    except OSError:
        pass
    try:
        import resource
    except ImportError:  # Windows
        return None
    peak = resource.getrusage(resource.RUSAGE_SELF).ru_maxrss
    return round(peak / (1024 * 1024 if sys.platform == "darwin" else 1024), 1)  # bytes on macOS, KB elsewhere


def default_saves_dir() -> Path:
    from .saves import default_saves_dir as saves_dir  # imported when asked: the title screen comes first
    return saves_dir()


def launch(load: str | None = None, saves_dir: str | Path | None = None, language: str | None = None,
           replay: str | None = None, online: tuple[str, list] | None = None,
           invite: tuple[str, str] | None = None, watch: tuple[str, str] | None = None) -> int:
    """Open the window on the title screen, or straight on the board of a saved game (or on its replay, or on an
    online game: `online` = (server address, [online.protocol.SeatCredentials]); or on Join with `invite` = (server
    address, code) filled in, from a `colosseum:` link; or on a game watched, `watch` = (server address, game id));
    `language` (a code of
    i18n.LANGUAGES) for this run instead of the remembered or the system's."""
    from .scenes.title.scene import TitleScene

    def first_scene(ctx: AppContext) -> Scene:
        if invite is not None:
            from .scenes.online.invite_opening import open_invite
            return open_invite(ctx, *invite)
        if watch is not None:
            from .scenes.online.watch import open_watch_link
            return open_watch_link(ctx, *watch)
        if online is not None:
            from .scenes.online.board import OpenOnlineGame
            return OpenOnlineGame(ctx, *online)
        return TitleScene(ctx, open_save=Path(load) if load else None, open_replay=Path(replay) if replay else None)

    return App(saves_dir, first_scene, default_settings_path(), language).run()
