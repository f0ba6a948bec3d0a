"""Online -> Watch a game: the game's link pasted (which names its server), or its id on the server typed on the
list; the game then opens for watching (watch.py) over the list, where leaving it leads back."""
from __future__ import annotations

import pygame

from ...i18n import _
from ...online.lobby_calls import LobbyProblem
from ...online.watch_links import read_watch_text
from ...sprites.theme import PALETTE
from ..starting.new_game import ERROR_SIZES
from .join import FIELD, draw_field_screen
from ..text_fields import TextField
from ..widgets import Button, Label
from ..widget_scene import WidgetScene


class WatchEntryScene(WidgetScene):
    def __init__(self, ctx, server: str) -> None:
        super().__init__()
        self.ctx, self.server = ctx, server
        self.game = TextField(FIELD, "", max_length=600, placeholder="colosseum://watch/0123456789abcdef?server=…",
                              text_size=26)
        self._build()
        self.widgets.set_focus(self.game)

    def _build(self) -> None:
        place = self.widgets.focus_place()
        self.widgets.widgets.clear()
        self.widgets.add(self.game)
        self.back_button = self.widgets.add(Button((460, 560, 300, 64), _("Back"), self.back, hotkey=pygame.K_ESCAPE))
        self.watch_button = self.widgets.add(Button((840, 560, 300, 64), _("Watch"), self.watch, primary=True,
                                                    hotkey=pygame.K_RETURN))
        self.error = self.widgets.add(Label((800, 470), "", 24, PALETTE["error"], anchor="center"))
        self.widgets.focus_at(place)
        self.invalidate()

    def on_language_changed(self) -> None:
        self._build()

    def watch(self) -> None:
        if not self.game.text.strip():
            return self.say(_("Paste the game's link, or type its id."))
        try:
            server, game_id = read_watch_text(self.game.text, self.server)
        except LobbyProblem as problem:
            return self.say(str(problem))
        self.manager.pop()
        self.ctx.routes.watch_game(self.ctx, server, game_id)

    def say(self, problem: str) -> None:
        self.error.show_shrunk(problem, ERROR_SIZES)
        self.invalidate()

    def back(self) -> None:
        self.manager.pop()

    def draw_background(self, canvas: pygame.Surface) -> None:
        where = _("An id alone is looked up on {server}.", server=self.server) if self.server else \
            _("An id alone needs the server's address: go back and type it, or paste the whole link.")
        draw_field_screen(canvas, _("Watch an online game"), _("The game's link, or its id"), where)
