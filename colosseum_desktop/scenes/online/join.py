"""Online -> Join with a code: the code a host passed on (or the whole link, which names its server too)
claims that seat for this computer; its secret is kept here (online/keyring.py), then the game is listed."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from ...i18n import _
from ...online import keyring, lobby_calls
from ...online.lobby_calls import LobbyProblem
from ...sprites import theme
from ...sprites.theme import PALETTE
from .errand import Errand
from ..starting.new_game import ERROR_SIZES
from ..text_fields import TextField
from ..widgets import Button, Label
from ..widget_scene import WidgetScene

FIELD = pygame.Rect(320, 330, 960, 60)


class OnlineJoinScene(WidgetScene):
    def __init__(self, ctx, server: str, on_joined: Callable[[str], None]) -> None:
        super().__init__()
        self.ctx, self.server, self.on_joined = ctx, server, on_joined
        self.errand: Errand | None = None
        self.code = TextField(FIELD, "", max_length=200, placeholder="ABCD-EFGH-JKMN", text_size=30)
        self._build()
        self.widgets.set_focus(self.code)

    def _build(self) -> None:
        place = self.widgets.focus_place()
        self.widgets.widgets.clear()
        self.widgets.add(self.code)
        self.back_button = self.widgets.add(Button((460, 560, 300, 64), _("Back"), self.back, hotkey=pygame.K_ESCAPE))
        self.join_button = self.widgets.add(Button((840, 560, 300, 64), _("Join"), self.join, primary=True,
                                                   hotkey=pygame.K_RETURN))
        self.join_button.enabled = self.errand is None
        self.error = self.widgets.add(Label((800, 470), "", 24, PALETTE["error"], anchor="center"))
        self.widgets.focus_at(place)
        self.invalidate()

    def on_language_changed(self) -> None:
        self._build()

    def say(self, problem: str) -> None:
        self.error.show_shrunk(problem, ERROR_SIZES)
        self.invalidate()

    def join(self) -> None:
        if self.errand is not None:
            return
        if not self.code.text.strip():
            return self.say(_("Type the code the host gave you, or paste the whole link."))
        try:
            server, code = lobby_calls.read_invite(self.code.text, self.server)
        except LobbyProblem as problem:
            return self.say(str(problem))
        self.say("")
        self.errand = Errand(join_and_keep, keyring.keyring_path(self.ctx.saves_dir), server, code)
        self.join_button.enabled = False
        self.invalidate()

    def update(self, dt_ms: float) -> None:
        if self.errand is None or not self.errand.done:
            return
        errand, self.errand = self.errand, None
        self.join_button.enabled = True
        try:
            held, note = errand.finish()
        except (LobbyProblem, keyring.SeatsNotKept) as problem:
            return self.say(str(problem))
        if held.server != self.ctx.settings.online_server:  # a link's server becomes the one remembered
            self.ctx.settings.online_server = held.server
            self.ctx.settings_changed()
        joined = _("You joined as {name}.", name=held.name)
        self.manager.pop()
        self.on_joined(joined if note is None else f"{joined} {note}")

    def back(self) -> None:
        self.manager.pop()

    def draw_background(self, canvas: pygame.Surface) -> None:
        where = _("A code alone joins on {server}.", server=self.server) if self.server else \
            _("A code alone needs the server's address: go back and type it, or paste the whole link.")
        draw_field_screen(canvas, _("Join an online game"), _("The invite code, or the whole link"), where)
        if self.errand is not None:
            theme.blit_text(canvas, _("Joining…"), (800, 470), 24, PALETTE["ink_soft"], italic=True, anchor="center")


def draw_field_screen(canvas: pygame.Surface, heading: str, label: str, where: str) -> None:
    """The screen of one field (Join, Watch a game): its heading, its panel, the field's label above it and a note
    under it saying where what is typed goes."""
    canvas.fill(PALETTE["sand"])
    theme.draw_panel(canvas, pygame.Rect(220, 180, 1160, 480))
    theme.blit_text(canvas, heading, (800, 52), 56, PALETTE["terracotta_dark"], bold=True, anchor="center")
    theme.blit_text(canvas, label, (FIELD.x + 4, FIELD.y - 10), 24, PALETTE["ink_soft"], italic=True,
                    anchor="bottomleft")
    theme.blit_text(canvas, where, (FIELD.x + 4, FIELD.bottom + 12), theme.SMALL_WINDOW_BODY_SIZE,
                    PALETTE["ink_soft"], italic=True)


def join_and_keep(path, server: str, code: str):
    """(On a worker.) Make sure the seat's secret can be kept (the code is spent once claimed), claim the seat (as
    the player logged in on that server, if one is), and keep its secret."""
    reserved = keyring.reserve(path)
    session = keyring.read_keyring(path).session_on(server)  # logged in there: the seat is the player's
    held = lobby_calls.join(server, code, None if session is None else session.token)
    return held, keyring.keep(path, (held,)) or reserved
