"""The pause menu over the board: resume, save as, load, rules, and leaving with a confirmation."""
from __future__ import annotations

import os
from datetime import datetime
from pathlib import Path

import pygame

from ... import rules, saves
from ...i18n import N_, _
from ...i18n.conventions import format_date
from ...table import Table, saved_kinds
from ...sprites import theme
from ...sprites.text import fit as fit_text
from ...sprites.text import blit_fitted
from ...sprites.theme import PALETTE
from ..starting import entry as game_entry
from ..confirm import button_row, draw_question, question_box
from ..online.resign import can_resign, resign_question
from ..title.settings_rows import CHOICE_SIZE, add_setting_rows
from ..text_fields import TextField
from ..widgets import Button, Label, WidgetGroup
from ..widget_scene import WidgetScene

PANEL = pygame.Rect(520, 40, 560, 830)
HEADING_SIZES = (48, 44, 40, 36, 32)  # "¿Reemplazar esa partida guardada?" is half again "Replace that save?"
BUTTON_W, BUTTON_H = 400, 60
BUTTON_STEP = BUTTON_H + 10  # from one of the menu's buttons to the next
SETTING_CHOICE_X = PANEL.right - 80 - CHOICE_SIZE[0]  # where a setting's choice box starts; its label ends before
LEAVE_NOTE = N_("It is saved after every move: \u201cContinue\u201d on the title screen brings it back.")
LEAVE_NOTE_ONLINE = N_("Its server keeps it, and it goes on without you: open it again from Online, in the list of "
                       "online games.")
LEAVE_NOTE_UNSAVED = N_("Its last autosave failed, so the latest moves would be lost. Stay, and keep it with "
                        "Save as first.")


def leave_box() -> pygame.Rect:
    """Just the question and its two answers, tall enough for either note in the language of the moment."""
    return max((question_box(_(note), PANEL.center) for note in (LEAVE_NOTE, LEAVE_NOTE_UNSAVED, LEAVE_NOTE_ONLINE)),
               key=lambda box: box.height)
# Everything a person does goes to the menu, never to the board waiting underneath.
INPUT_EVENTS = (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL,
                pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT)


def _column(top: int, index: int) -> tuple[int, int, int, int]:
    return (PANEL.centerx - BUTTON_W // 2, top + index * BUTTON_STEP, BUTTON_W, BUTTON_H)


class PauseScene(WidgetScene):
    opaque = False

    def __init__(self, ctx, table: Table) -> None:
        super().__init__()
        self.ctx, self.table, self.session = ctx, table, table.session
        self.heading = ""
        self.note = ""
        # Drawn by the menu itself, wrapped: a saves folder's path is wider than the panel.
        self.message = Label((PANEL.centerx, PANEL.bottom - 36), "", 22, PALETTE["ink_soft"], anchor="center")
        self.suggested_name = self._suggested_name()
        self._build(self.suggested_name)
        self.show_menu()
        self._tell_autosave_problem()

    def _build(self, name: str) -> None:
        """The menu and its forms, worded in the language of the moment; `name` in the save form's field."""
        top = PANEL.y + 120
        self.menu = WidgetGroup([
            Button(_column(top, 0), _("Resume"), self.resume, primary=True, hotkey=pygame.K_ESCAPE),
            # An online game cannot be saved here: its person may resign instead (online_resign.py).
            Button(_column(top, 1), _("Resign…"), self.ask_resign) if can_resign(self.table) else
            Button(_column(top, 1), _("Save as…"), self.ask_name, hotkey=pygame.K_s),
            Button(_column(top, 2), _("Load"), self.load, hotkey=pygame.K_l),
            Button(_column(top, 3), _("Rules"), self.rules, hotkey=pygame.K_r),
            Button(_column(top, 4), _("Quit to title"), self.ask_quit, hotkey=pygame.K_q),
        ])
        self.setting_choices = add_setting_rows(self.menu, self.ctx, PANEL.x + 80, SETTING_CHOICE_X,
                                                top + 5 * BUTTON_STEP + 10)
        self.name_field = TextField((PANEL.x + 60, top + 40, PANEL.width - 120, 56), name,
                                    max_length=60, placeholder=_("name of the save"))
        self.save_form = WidgetGroup([
            self.name_field,
            Button((PANEL.x + 60, top + 140, 210, BUTTON_H), _("Cancel"), self.show_menu, hotkey=pygame.K_ESCAPE),
            Button((PANEL.right - 270, top + 140, 210, BUTTON_H), _("Save"), self.save, primary=True,
                   hotkey=pygame.K_RETURN),
        ])
        # Save as with the name of an existing file asks first: replacing it loses the game it held. As in every
        # question (confirm.py), the harmless answer has the focus and agreeing takes a deliberate key (Y) or click.
        self.keep_button = Button((PANEL.x + 60, top + 260, 210, BUTTON_H), _("Another name"), self.ask_name,
                                  hotkey=pygame.K_ESCAPE)
        self.replace_form = WidgetGroup([
            self.keep_button,
            Button((PANEL.right - 270, top + 260, 210, BUTTON_H), _("Replace (Y)"), self.replace, primary=True,
                   hotkey=pygame.K_y),
        ])
        self.leave_box = leave_box()
        stay, leave = button_row(self.leave_box)
        self.quit_form = WidgetGroup([
            Button(stay, _("Stay"), self.show_menu, hotkey=pygame.K_ESCAPE),
            Button(leave, _("Leave"), self.leave, primary=True, hotkey=pygame.K_RETURN),
        ])

    def _tell_autosave_problem(self) -> None:
        autosave_problem = game_entry.autosave_problem(self.table)
        if autosave_problem is not None:
            self.message.text = str(autosave_problem)
            self.message.colour = PALETTE["error"]

    def on_language_changed(self) -> None:
        """Worded again, back on the menu with the same control in hand (the language is chosen there); a name
        typed for the save is kept, the suggested one follows the language."""
        place = self.menu.focus_place()
        typed = self.name_field.text
        kept = typed != self.suggested_name
        self.suggested_name = self._suggested_name()
        self._build(typed if kept else self.suggested_name)
        self.message.text = ""  # said in the other language; a failed autosave is said again, in this one
        self._tell_autosave_problem()
        self.show_menu()
        self.menu.focus_at(place)

    def _suggested_name(self) -> str:
        # Names are listed beside every save already; the round and the time tell saves of one game apart.
        # (No colon: Windows refuses it in file names.)
        now = datetime.now()
        return _("Round {round}, {date} {time}", round=self.session.state.round, date=format_date(now.date()),
                 time=f"{now:%Hh%M}")

    def _show(self, group: WidgetGroup, heading: str, note: str = "") -> None:
        """Switch to one of the menu's forms, focusing its highlighted action so that Enter does what the
        screen suggests (and Escape backs out)."""
        self.widgets = group
        self.heading, self.note = heading, note
        order = group.focus_order()
        primary = [w for w in order if isinstance(w, (Button, TextField)) and getattr(w, "primary", True)]
        group.set_focus((primary or order)[0])
        self.invalidate()

    # -- forms -----------------------------------------------------------------------------------
    def show_menu(self) -> None:
        # Online, nothing waits for this menu: the others play on, and the clock runs.
        self._show(self.menu, _("Paused") if self.table.held_here else _("Menu: the game goes on"))

    def ask_name(self) -> None:
        if not self.table.held_here:  # online: the server keeps the game, and this computer cannot replay it
            self.message.text = _("An online game is kept by its server: it cannot be saved here")
            self.message.colour = PALETTE["error"]
            return self.invalidate()
        self._show(self.save_form, _("Save as"), _("Name this save:"))
        self.name_field.select_all()  # the suggested name: Enter keeps it, typing replaces it
        self.message.text = _("Saves are kept in\n{folder}", folder=self.ctx.saves_dir)
        self.message.colour = PALETTE["ink_soft"]

    def ask_resign(self) -> None:
        self.manager.push(resign_question(self.table, lambda: self.manager.remove(self)))

    def ask_quit(self) -> None:
        if rules.is_over(self.session.state):
            return self.leave()
        # Promise nothing that did not happen: after a failed autosave the latest moves are only in memory.
        unsaved = game_entry.autosave_problem(self.table) is not None
        note = LEAVE_NOTE_UNSAVED if unsaved else LEAVE_NOTE if self.table.held_here else LEAVE_NOTE_ONLINE
        self._show(self.quit_form, _("Leave this game?"), _(note))

    # -- actions ---------------------------------------------------------------------------------
    def resume(self) -> None:
        self.manager.remove(self)

    def save(self, replace: bool = False) -> None:
        try:
            path = saves.safe_save_path(self.ctx.saves_dir, self.name_field.text)
            if not replace and os.path.lexists(path):
                return self.ask_replace(path)
            saves.save_game(self.session, path, saved_kinds(self.table.seats))
        except (saves.SaveError, OSError) as error:
            self.message.text = str(error)
            self.message.colour = PALETTE["error"]
            return self.invalidate()
        self.message.text = _("Saved as {name}", name=path.name)
        self.message.colour = PALETTE["olive"]
        self.show_menu()

    def ask_replace(self, path: Path) -> None:
        name = path.name.removesuffix(saves.SUFFIX)
        self._show(self.replace_form, _("Replace that save?"),
                   _("A save called “{name}” already exists. Replacing it loses the game it holds.",
                     name=fit_text(name, 24, PANEL.width - 160)))
        self.replace_form.set_focus(self.keep_button)
        self.message.text = ""

    def replace(self) -> None:
        self.save(replace=True)

    def load(self) -> None:
        self.manager.push(self.ctx.routes.load(self.ctx))

    def rules(self) -> None:
        self.manager.push(self.ctx.routes.rules_reference(self.ctx, self.session,
                                                     rules.current_player(self.session.state)))

    def leave(self) -> None:
        self.manager.clear_to(self.ctx.routes.title(self.ctx))

    # -- scene -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        return event.type in INPUT_EVENTS

    def draw(self, canvas: pygame.Surface) -> None:
        theme.shade(canvas, 140)
        if self.widgets is self.quit_form:
            draw_question(canvas, self.leave_box, self.heading, self.note)
            self.widgets.draw(canvas)
            return
        theme.draw_panel(canvas, PANEL)
        blit_fitted(canvas, self.heading, (PANEL.centerx, PANEL.y + 56), HEADING_SIZES, PANEL.width - 48,
                    PALETTE["terracotta_dark"], bold=True, anchor="center")
        if self.note:
            for i, line in enumerate(theme.wrap_text(self.note, 24, PANEL.width - 100)):
                theme.blit_text(canvas, line, (PANEL.x + 60, PANEL.y + 110 + i * 30), 24)
        self.widgets.draw(canvas)
        self._draw_message(canvas)

    def message_lines(self) -> tuple[int, list[str]]:
        """(size, lines) of the message under the menu: wrapped to the panel, smaller if a line (a long
        path has no space to wrap at) is still too wide, and at most three lines, ending above the panel's rim."""
        width = PANEL.width - 40
        for size in range(22, 13, -1):
            lines = theme.wrap_text(self.message.text, size, width)
            if all(theme.text_width(line, size) <= width for line in lines):
                break
        return size, [fit_text(line, size, width) for line in lines[:3]]

    def _draw_message(self, canvas: pygame.Surface) -> None:
        size, lines = self.message_lines()
        for i, line in enumerate(reversed(lines)):
            theme.blit_text(canvas, line, (PANEL.centerx, PANEL.bottom - 36 - i * (size + 4)), size,
                            self.message.colour, anchor="center")
