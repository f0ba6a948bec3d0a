"""After hosting (and from the list, for a game hosted here): each invited seat's code and link, to pass on to that
person (by message, mail, phone); each can be copied to the clipboard. Each code claims its seat once. The host may
replace a seat's code (New code, asked first): the old code, and the secret it gave whoever used it, stop working.
The game can be opened at once, and the link to watch it (watch.py) copied for anyone."""
from __future__ import annotations

import logging

import pygame

from ...i18n import _
from ...online import keyring, lobby_calls
from ...online.keyring import HeldSeat, HostedGame, Invite
from ...online.lobby_calls import LobbyProblem, invite_link
from ...online.watch_links import watch_link
from ...sprites import pen, text, theme
from ...sprites.text import fit
from ...sprites.theme import PALETTE
from ..confirm import ConfirmScene
from .errand import Errand
from ..widgets import Button, Label, WidgetGroup
from ..widget_scene import WidgetScene

log = logging.getLogger(__name__)

PANEL = pygame.Rect(170, 200, 1260, 500)
ROW_TOP, ROW_HEIGHT = 220, 96
MESSAGE_SIZES = (24, 22, 20, 18, 16)


def copy_to_clipboard(text: str) -> bool:
    """Put `text` on the system's clipboard; False where there is none (no window, a driver without one)."""
    try:
        pygame.scrap.put_text(text)
        return True
    except pygame.error as error:
        log.warning("no clipboard to copy the invite to: %s", error)
        return False


class OnlineInvitesScene(WidgetScene):
    def __init__(self, ctx, hosted: HostedGame, held: tuple[HeldSeat, ...], note: str = "") -> None:
        super().__init__()
        self.ctx, self.hosted, self.held = ctx, hosted, held
        self.errand: Errand | None = None
        self._message = note
        self._build()
        self.widgets.set_focus(self.done_button)

    def _build(self) -> None:
        place = self.widgets.focus_place()
        self.widgets = WidgetGroup()
        self.new_code_buttons: list[Button] = []
        for row, invite in enumerate(self.hosted.invites):
            y = ROW_TOP + row * ROW_HEIGHT + 20
            renew = self.widgets.add(Button((820, y, 160, 52), _("New code"), lambda i=invite: self.new_code(i),
                                            text_size=22))
            renew.enabled = self.errand is None
            self.new_code_buttons.append(renew)
            self.widgets.add(Button((1000, y, 200, 52), _("Copy the code"), lambda i=invite: self.copy(i.code),
                                    text_size=22))
            self.widgets.add(Button((1220, y, 190, 52), _("Copy the link"),
                                    lambda i=invite: self.copy(invite_link(self.hosted.server, i.code)),
                                    text_size=22))
        self.open_button = self.widgets.add(Button((270, 780, 300, 64), _("Open the game"), self.open))
        self.watch_link_button = self.widgets.add(Button((650, 780, 300, 64), _("Copy the link to watch"), lambda: (
            self.copy(watch_link(self.hosted.server, self.hosted.game_id))), text_size=22))
        self.done_button = self.widgets.add(Button((1030, 780, 300, 64), _("Done"), self.done, primary=True,
                                                   hotkey=pygame.K_ESCAPE))
        self.open_button.enabled = bool(self.held)
        self.message = self.widgets.add(Label((800, 740), "", 24, PALETTE["ink_soft"], anchor="center"))
        self.message.show_shrunk(self._message, MESSAGE_SIZES)
        self.widgets.focus_at(place)
        self.invalidate()

    def on_language_changed(self) -> None:
        self._message = ""
        self._build()

    def say(self, message: str) -> None:
        self._message = message
        self.message.show_shrunk(message, MESSAGE_SIZES)
        self.invalidate()

    def copy(self, text: str) -> None:
        if copy_to_clipboard(text):
            self.say(_("Copied: {text}", text=text))
        else:
            self.say(_("There is no clipboard here: write it down from the screen."))

    def new_code(self, invite: Invite) -> None:
        """Asked first: whoever took the seat with the old code is shut out of the game by a new one."""
        if self.errand is None and self.manager is not None:
            self.manager.push(ConfirmScene(
                lambda names: _("A new code for {name}?", name=names[0]),
                _("The old code stops working. If someone took the seat with it, they are shut out of the game "
                  "until they join with the new code."),
                _("New code (Y)"), lambda: self._renew(invite), names=[invite.name]))

    def _renew(self, invite: Invite) -> None:
        if self.errand is None:
            self.say("")
            self.errand = Errand(new_code_kept, keyring.keyring_path(self.ctx.saves_dir), self.hosted, invite.seat)
            self._build()

    def update(self, dt_ms: float) -> None:
        if self.errand is None or not self.errand.done:
            return
        errand, self.errand = self.errand, None
        try:
            self.hosted, seat, note = errand.finish()
        except (LobbyProblem, keyring.SeatsNotKept) as problem:
            self._build()
            return self.say(str(problem))
        self._build()
        name = next(invite.name for invite in self.hosted.invites if invite.seat == seat)
        said = _("A new code for {name}: the old code no longer works, and whoever took the seat with it "
                 "is shut out.", name=name)
        self.say(said if note is None else f"{said} {note}")

    def open(self) -> None:
        self.ctx.routes.online_game(self.ctx, self.hosted.server, [held.credentials() for held in self.held])

    def done(self) -> None:
        self.manager.pop()  # back to the list of online games, which asks the server again

    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.blit_text(canvas, _("The game is ready: invite the others"), (800, 52), 52, PALETTE["terracotta_dark"],
                        bold=True, anchor="center")
        here = ", ".join(held.name for held in self.held)
        theme.blit_text(canvas, fit(_("Played at this computer: {names}", names=here), 24, 1260), (800, 116), 24,
                        PALETTE["ink"], anchor="center")
        text.blit_fitted(canvas, _("Give each person their own code (or link): it lets one person take that "
                                   "seat, once. They choose Online, then Join with a code."), (800, 158), (20, 19, 18),
                         1260, PALETTE["ink_soft"], italic=True, anchor="center")
        theme.draw_panel(canvas, PANEL)
        if not self.hosted.invites:
            theme.blit_text(canvas, _("Nobody to invite: every person plays at this computer."), PANEL.center, 26,
                            PALETTE["ink_soft"], italic=True, anchor="center")
        for row, invite in enumerate(self.hosted.invites):
            y = ROW_TOP + row * ROW_HEIGHT
            if row:
                pen.line(canvas, PALETTE["marble_shadow"], (PANEL.x + 16, y), (PANEL.right - 16, y), 2)
            theme.draw_seat_symbol(canvas, invite.seat, (214, y + 46), 18)
            theme.blit_text(canvas, fit(invite.name, 24, 250), (246, y + 14), 24, PALETTE["ink"])
            theme.blit_text(canvas, invite.code, (510, y + 14), 28, PALETTE["terracotta_dark"], bold=True)
            theme.blit_text(canvas, fit(invite_link(self.hosted.server, invite.code), 18, 730), (246, y + 58), 18,
                            PALETTE["ink_soft"])


def new_code_kept(path, hosted: HostedGame, seat: int):
    """(On a worker.) A new code for the seat (the old one stops working), once it is known that it can be kept."""
    reserved = keyring.reserve(path)
    renewed = lobby_calls.new_invite(hosted, seat)
    return renewed, seat, keyring.keep(path, (), renewed) or reserved
