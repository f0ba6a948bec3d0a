"""Online -> Account: register or log in on the server (a name and a password), see one's rating beside the computer
levels' published ones, log out. Logged in, the codes joined from this computer take their seats as that player
(online_join.py), so that rated games count for them. The session's token is kept in the seats file
(online/keyring.py); the password is sent once and kept nowhere.
"""
from __future__ import annotations

import dataclasses

import pygame

from ...bots.levels import level_title
from ...i18n import _, ngettext
from ...online import account_calls, keyring
from ...online.keyring import HeldSession, SeatsNotKept
from ...online.lobby_calls import LobbyProblem
from ...sprites import theme
from ...sprites.text import largest_fitting_size
from ...sprites.theme import PALETTE
from .errand import Errand
from ..starting.new_game import ERROR_SIZES
from ..text_fields import TextField
from ..widgets import Button, Label
from ..widget_scene import WidgetScene

NAME_FIELD = pygame.Rect(320, 270, 960, 56)
PASSWORD_FIELD = pygame.Rect(320, 380, 960, 56)
MESSAGE_Y = 568  # the problem said, or the call under way
LINE_WIDTH = 1080  # the panel's lines, inside its borders

MAX_NAME, MAX_PASSWORD = 24, 128  # the server's bounds (server/accounts.py): longer is not typed at all


class PasswordField(TextField):
    """A text box showing a dot for each character typed (nor does the text record of the screen hold it)."""

    def look(self):
        return dataclasses.replace(super().look(), text="\u2022" * len(self.text))


class OnlineAccountScene(WidgetScene):
    def __init__(self, ctx, server: str) -> None:
        super().__init__()
        self.ctx, self.server = ctx, server
        self.errand: Errand | None = None
        self._errand_done = None
        self.session: HeldSession | None = keyring.read_keyring(self.keyring_path).session_on(server)
        self.standing: tuple | None = None  # (account_calls.PlayerPage, LevelRatings) once asked
        self.name = TextField(NAME_FIELD, "", max_length=MAX_NAME, text_size=28)
        self.password = PasswordField(PASSWORD_FIELD, "", max_length=MAX_PASSWORD, text_size=28)
        self._message = ""
        self._build()
        if self.session is not None:
            self.run(self._stood, account_calls.standing, self.session)

    @property
    def keyring_path(self):
        return keyring.keyring_path(self.ctx.saves_dir)

    def _build(self) -> None:
        place = self.widgets.focus_place()
        self.widgets.widgets.clear()
        busy = self.errand is not None
        self.back_button = Button((300, 600, 280, 64), _("Back"), self.back, hotkey=pygame.K_ESCAPE)
        self.register_button = self.log_in_button = self.log_out_button = None
        if self.session is None:
            self.widgets.add(self.name)
            self.widgets.add(self.password)
            self.register_button = Button((660, 600, 280, 64), _("Register"), self.register)
            self.log_in_button = Button((1020, 600, 280, 64), _("Log in"), self.log_in, primary=True,
                                        hotkey=pygame.K_RETURN)
        else:
            self.log_out_button = Button((1020, 600, 280, 64), _("Log out"), self.log_out)
        for button in (self.back_button, self.register_button, self.log_in_button, self.log_out_button):
            if button is not None:
                self.widgets.add(button).enabled = not busy
        self.error = self.widgets.add(Label((800, MESSAGE_Y), "", 24, PALETTE["error"], anchor="center"))
        self.error.show_shrunk(self._message, ERROR_SIZES)
        self.widgets.focus_at(place)
        if self.session is None and place is None:
            self.widgets.set_focus(self.name)
        self.invalidate()

    def on_language_changed(self) -> None:
        self._build()

    def say(self, problem: str) -> None:
        self._message = problem
        self.error.show_shrunk(problem, ERROR_SIZES)
        self.invalidate()

    # -- errands -----------------------------------------------------------------------------------------------
    def run(self, done, work, *args) -> None:
        self.errand, self._errand_done = Errand(work, *args), done
        self._build()

    def update(self, dt_ms: float) -> None:
        if self.errand is None or not self.errand.done:
            return
        errand, done, self.errand = self.errand, self._errand_done, None
        try:
            result = errand.finish()
        except (LobbyProblem, SeatsNotKept) as problem:
            self._build()
            return self.say(str(problem))
        done(result)
        self._build()

    def _credentials(self) -> tuple[str, str] | None:
        name, password = self.name.text.strip(), self.password.text
        if not name or not password:
            self.say(_("Type your name and your password."))
            return None
        return name, password

    def register(self) -> None:
        if self.errand is None and (typed := self._credentials()) is not None:
            self.say("")
            self.run(self._logged_in, account_calls.register, self.keyring_path, self.server, *typed)

    def log_in(self) -> None:
        if self.errand is None and (typed := self._credentials()) is not None:
            self.say("")
            self.run(self._logged_in, account_calls.log_in, self.keyring_path, self.server, *typed)

    def _logged_in(self, session: HeldSession) -> None:
        self.session, self.standing = session, None
        self.password.set_text("")  # not kept a moment longer than needed
        self.run(self._stood, account_calls.standing, session)

    def _stood(self, standing) -> None:
        self.standing = standing

    def log_out(self) -> None:
        if self.errand is None and self.session is not None:
            self.run(self._logged_out, account_calls.log_out, self.keyring_path, self.session)

    def _logged_out(self, _result) -> None:
        self.session, self.standing = None, None
        self.say("")

    def back(self) -> None:
        self.manager.pop()

    # -- drawing -----------------------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.draw_panel(canvas, pygame.Rect(220, 180, 1160, 500))
        theme.blit_text(canvas, _("Your account"), (800, 52), 56, PALETTE["terracotta_dark"], bold=True,
                        anchor="center")
        theme.blit_text(canvas, _("on {server}", server=self.server), (800, 130), 26, PALETTE["ink_soft"],
                        italic=True, anchor="center")
        if self.session is None:
            for label, field in ((_("Name"), NAME_FIELD), (_("Password"), PASSWORD_FIELD)):
                theme.blit_text(canvas, label, (field.x + 4, field.y - 10), 24, PALETTE["ink_soft"], italic=True,
                                anchor="bottomleft")
            size = theme.SMALL_WINDOW_BODY_SIZE
            hint = theme.wrap_text(_("Logged in, the seats you join count for you, and rated games change your "
                                     "rating. Playing with a code alone needs no account."), size, NAME_FIELD.width)
            for row, line in enumerate(hint[:3]):  # three lines fit above the message in every language
                theme.blit_text(canvas, line, (PASSWORD_FIELD.x + 4, PASSWORD_FIELD.bottom + 12 +
                                               row * theme.line_height(size)), size, PALETTE["ink_soft"], italic=True)
        else:
            lines = [(_("Logged in as {name}.", name=self.session.name), 280, (34, 30, 26, 22), True),
                     *((line, y, (26, 24, 22), False) for line, y in zip(self.standing_lines(), (360, 420)))]
            for line, y, sizes, bold in lines:  # a long name, or a long language, in a smaller size
                size = largest_fitting_size(line, sizes, LINE_WIDTH, bold) or sizes[-1]
                theme.blit_text(canvas, line, (800, y), size, PALETTE["ink"], bold=bold, anchor="center")
        if self.errand is not None:
            theme.blit_text(canvas, _("Asking the server…"), (800, MESSAGE_Y), 24, PALETTE["ink_soft"], italic=True,
                            anchor="center")

    def standing_lines(self) -> list[str]:
        if self.standing is None:
            return []
        page, levels = self.standing
        shown = ", ".join(_("{level} {rating}", level=level_title(level.level), rating=level.shown)
                          for level in levels.levels)
        return [ngettext("Your rating: {rating} (after {n} rated game).",
                         "Your rating: {rating} (after {n} rated games).", page.rated_games, rating=page.rating.shown),
                _("The computer levels: {levels}.", levels=shown)]
