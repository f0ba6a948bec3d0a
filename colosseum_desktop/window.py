"""The OS window: its size on opening (maximized on a small desktop), its icon, fullscreen (F11) and back, and the
canvas drawn into its pixels."""
from __future__ import annotations

import warnings
from dataclasses import dataclass

import pygame

from .sprites import pen
from .viewport import LOGICAL_SIZE, Viewport

WINDOW_TITLE = "Colosseum"


def default_window_size(desktop: tuple[int, int] | None) -> tuple[int, int]:
    """1600x900, shrunk (aspect kept) to leave room for title bar and taskbar on smaller screens."""
    width, height = LOGICAL_SIZE
    if desktop and desktop[0] > 0 and desktop[1] > 0:
        fit = min(1.0, desktop[0] * 0.92 / width, desktop[1] * 0.88 / height)
        width, height = round(width * fit), round(height * fit)
    return width, height


READABLE_WINDOW = (1280, 720)  # the window the board's sizes are made for (tests/i18n: the smallest window)


@dataclass(frozen=True)
class WindowOpening:
    size: tuple[int, int]  # the window's size, and the one it comes back to from the whole screen (F11)
    maximized: bool  # opened as large as the desktop lets a window be


def window_opening(desktop: tuple[int, int] | None) -> WindowOpening:
    """How the window opens on a desktop of this size: at default_window_size, maximized where that is smaller
    than READABLE_WINDOW (a 1366x768 laptop's 1202x676): the largest window, the most readable board, short of the
    whole screen (F11, which the title then tells of once)."""
    size = default_window_size(desktop)
    return WindowOpening(size, size[0] < READABLE_WINDOW[0] or size[1] < READABLE_WINDOW[1])


def maximize_window() -> None:
    with warnings.catch_warnings():  # pygame-ce 2.5 would have the window drawn through pygame.Window: only its
        warnings.simplefilter("ignore", DeprecationWarning)  # maximize is wanted here, the display module draws
        pygame.Window.from_display_module().maximize()


def window_icon() -> pygame.Surface:
    """Three arches on a terracotta disc: the taskbar's picture of the game."""
    icon = pygame.Surface((64, 64), pygame.SRCALPHA)
    pygame.draw.circle(icon, (178, 80, 50), (32, 32), 31)
    pygame.draw.rect(icon, (236, 205, 120), (10, 18, 44, 30), border_radius=3)
    for x in (14, 28, 42):
        pygame.draw.rect(icon, (96, 58, 38), (x, 28, 8, 20), border_top_left_radius=4, border_top_right_radius=4)
    return icon


class Window:
    """The OS window: windowed with a remembered size, or fullscreen (F11)."""

    def __init__(self) -> None:
        desktops = pygame.display.get_desktop_sizes()
        opening = window_opening(desktops[0] if desktops else None)
        self.windowed_size = opening.size
        self.maximized = opening.maximized
        self.fullscreen = False
        self._windowed_place: tuple | None = None  # (position, size) to come back to from fullscreen
        pygame.display.set_icon(window_icon())
        self.surface = pygame.display.set_mode(self.windowed_size, pygame.RESIZABLE)
        if opening.maximized:  # its new size comes as a resize, and is remembered as any other
            maximize_window()
        pygame.display.set_caption(WINDOW_TITLE)
        self.viewport = Viewport(self.surface.get_size())
        self._canvas: tuple[pygame.Surface | None, int] = (None, 0)  # the canvas made last, and over which pixels

    def canvas(self) -> pygame.Surface:
        """A canvas of the arrangement this window's shape asks for, at its resolution, drawn into the window's own
        pixels where it is drawn at their resolution: pictures are made at its scale from now on."""
        pen.set_scale(self.viewport.drawn_at)
        self._canvas = self.viewport.canvas_over(self.surface), self.surface._pixels_address
        return self._canvas[0]

    def holds(self, canvas: pygame.Surface) -> bool:
        """Whether `canvas` is still the one to draw on: made for the window as it is, over the pixels it has now (a
        resize or F11 makes them anew: drawing over the old ones would write where they no longer are)."""
        made, over = self._canvas
        return canvas is made and self.surface._pixels_address == over

    def resized(self) -> None:
        self._canvas = (None, 0)
        self.surface = pygame.display.get_surface()
        if not self.fullscreen:
            self.windowed_size = self.surface.get_size()
        self.viewport = Viewport(self.surface.get_size())

    def toggle_fullscreen(self) -> None:
        """F11: the whole desktop, and back to the window where and as large as it was.

        The window goes to the screen's corner first: without a window manager (a bare X server) the
        fullscreen window would otherwise stay where the window was, partly off the screen."""
        self.fullscreen = not self.fullscreen
        self._canvas = (None, 0)
        if self.fullscreen:
            self._windowed_place = pygame.display.get_window_position(), pygame.display.get_window_size()
            pygame.display.set_window_position((0, 0))
            self.surface = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            position, size = self._windowed_place or (None, self.windowed_size)
            self.surface = pygame.display.set_mode(size, pygame.RESIZABLE)
            if position is not None:
                pygame.display.set_window_position(position)
        self.viewport = Viewport(self.surface.get_size())
