"""Watching an online game (issue 32): `watch_game(ctx, server_url, game_id)` opens the game's board for a spectator,
after the usual connecting screen. The board is the online board (online_board.py) at a table nobody here sits at
(online/watching.py): the public view every player sees, the moves coming in as they are made, in the log, with
their sounds and animations. Nothing on it sends anything: no decision's buttons (nobody here decides), no Undo,
no hint; a band under the log's title says the game is being watched, and Esc or the banner's Leave button leaves.
At the end, the usual end screen without adding the game to this computer's records (nobody here played it), from
which a copy can be saved and replayed (save_copy.py).
"""
from __future__ import annotations

import pygame

from ...i18n import N_, _
from ...online.watching import WatchTable
from ...sprites import pen
from ...sprites.theme import PALETTE
from .board import Connecting, OnlineBoardScene
from .deadline import blit_chip_words, row_rect
from .end import OnlineEndScene
from ..title.scene import TitleScene
from ..wake import wake, wake_after
from ..widgets import Button
from ..widget_scene import WidgetScene

LEAVE_LABEL = N_("Leave Esc")
WATCHING_WORDS = N_("Watching: you see what every player sees")
NO_MOVES_WORDS = N_("You are watching this game: spectators make no moves")


def watch_game(ctx, server_url: str, game_id: str) -> None:
    """Open the game `game_id` of the server at `server_url` for watching: a connecting screen, then the board."""
    ctx.manager.push(watching(ctx, server_url, game_id))


def open_watch_link(ctx, server_url: str, game_id: str) -> WidgetScene:
    """`colosseum colosseum://watch/GAME?server=...`: the title and the online games under the game watched (leaving
    it leads there); the screen to push on top."""
    ctx.manager.push(TitleScene(ctx))
    ctx.manager.push(ctx.routes.online_games(ctx))
    return watching(ctx, server_url, game_id)


def watching(ctx, server_url: str, game_id: str) -> WidgetScene:
    """The connecting screen of the game watched, which says why when it cannot be (the board replaces it)."""
    table = WatchTable(server_url, game_id, pace_ms=lambda: ctx.settings.computer_delay_ms, wake=wake,
                       wake_after=wake_after)
    return Connecting(ctx, table.start(), board=WatchBoardScene)


class WatchBoardScene(OnlineBoardScene):
    table: WatchTable

    def _make_banner_buttons(self) -> dict[str, Button]:
        """The banner's buttons, Menu being Leave: a spectator has no game here to save or pause."""
        buttons = super()._make_banner_buttons()
        menu = buttons["menu"]
        buttons["menu"] = Button(menu.rect, _(LEAVE_LABEL), self.leave, text_size=menu.text_size)
        return buttons

    def open_menu(self) -> None:  # Esc, as at the banner
        self.leave()

    def leave(self) -> None:
        if self.manager is not None:
            self.manager.remove(self)

    def can_undo(self) -> bool:
        return False

    def undo(self) -> None:
        self.show_message(_(NO_MOVES_WORDS))

    def hint(self) -> None:
        self.show_message(_(NO_MOVES_WORDS))

    def rows_kept(self) -> int:
        """One row more than a player's board: the band saying the game is watched, the last."""
        return super().rows_kept() + 1

    def watching_place(self) -> pygame.Rect:
        return row_rect(self.layout.log, self.rows_kept() - 1)

    def draw_on_top(self, canvas: pygame.Surface) -> None:
        super().draw_on_top(canvas)
        if self.covered():
            return
        band = self.watching_place()
        pen.rect(canvas, PALETTE["terracotta_dark"], band, border_radius=8)
        pen.rect(canvas, PALETTE["marble"], band.inflate(-4, -4), border_radius=7)
        eye(canvas, (band.x + 14, band.centery))
        blit_chip_words(canvas, band, _(WATCHING_WORDS))
        self.picture.painted_over_too([band])

    def changed_areas(self) -> list[pygame.Rect] | None:
        areas = super().changed_areas()
        return None if areas is None else [*areas, self.watching_place()]

    def _finish_game(self) -> None:
        """The end screen, the game not recorded here (watched, not played); a copy may be saved from it."""
        if not self.ended and self.manager is not None:
            self.ended = True
            self.manager.replace(WatchEndScene(self.ctx, self.session, list(self.table.seats), (),
                                               self.table.server_url))


class WatchEndScene(OnlineEndScene):
    def record(self) -> None:
        """Nothing: the records are of the games played at this computer."""


def eye(canvas: pygame.Surface, centre: tuple[int, int]) -> None:
    """Watching: an eye, its outline and its pupil."""
    x, y = centre
    pen.polygon(canvas, PALETTE["ink"], [(x - 9, y), (x - 4, y - 5), (x + 4, y - 5), (x + 9, y), (x + 4, y + 5),
                                         (x - 4, y + 5)], width=2)
    pen.circle(canvas, PALETTE["ink"], centre, 3)
