"""The guided first game's board: the usual board with the guide's card over the game log (guide_card.py) and the
step's piece ringed in blue as a hint's is. The guide waits for the learner's own move: a move the step asked for
is praised, another legal one gets a gentle word and the game goes on, and only a step that needs its move (the
dice, before the nobles) refuses another, saying why. The script is data (colosseum_desktop/guide); the progress is
the table's GuideObserver's, kept in the game's saves."""
from __future__ import annotations

import dataclasses

import pygame

from ... import guide
from ..board.model import BoardView
from ...i18n import _, pgettext
from ...i18n.guide_words import (DIE_CHOICE_DO, DIE_CHOICE_LOOK, NEXT_LABEL, NOT_RINGED, PLAY_ON_LABEL, WORDS,
                                 progress_text, said, title, waiting_text)
from ...rules.pieces import Piece
from ...sprites import log_panel
from ...table import Table
from ...viewport import band
from ..board.scene import BoardScene
from ..board.hints import HIDDEN, AdviceWorker
from ..dialogs.dialog import Dialog
from .card import CardWords, button_rect, draw_beside, draw_card, draw_strip, place, room_beside
from ..wake import wake
from ..widgets import Button


def board_scene(ctx, table: Table) -> BoardScene:
    """The board for a table: the guided one for the guided first game, while its guide has steps to show."""
    observer = table.observer_of(guide.GuideObserver)
    if observer is None or observer.progress.finished:
        return BoardScene(ctx, table)
    return GuidedBoardScene(ctx, table, observer)


class GuidedBoardScene(BoardScene):
    def __init__(self, ctx, table: Table, observer: guide.GuideObserver) -> None:
        self.guide = observer  # before the board's own set-up, which draws a first view
        self.lights = AdviceWorker(lambda: table.state, table.view_for, wake)  # the advisor's piece, for a step that lights "advice"
        self.card_button: Button | None = None
        self._card_for: int | None = None  # the step the card's button was made for
        self.card_rect: pygame.Rect | None = None  # where the card lies on the board (None: no card there)
        observer.ringed = self._ringed
        super().__init__(ctx, table)
        self._make_card_button()

    def _ringed(self, state) -> object | None:
        """The advisor's move the board rings at `state`, once it has thought (None: nothing ringed there)."""
        if self.lights.asked_for is not state or not self.lights.ready() or self.lights.thinking.exception():
            return None
        advice = self.lights.thinking.result()
        return advice.command if advice.seat == self.progress.learner else None

    @property
    def progress(self) -> guide.GuideProgress:
        return self.guide.progress

    # -- the card's button -------------------------------------------------------------------------
    def _make_card_button(self) -> None:
        """Next (Play on) for a step that only tells, once the card shows it."""
        step = self.progress.step
        self._card_for = self.progress.shown(self.state, self.guide.verdict)
        if step is None or step.moment is not None or self._card_for != self.progress.index:
            self.card_button = None
            return
        label = PLAY_ON_LABEL if self.progress.index == len(guide.STEPS) - 1 else NEXT_LABEL
        self.card_button = Button(button_rect(self.layout.log), pgettext(*label), self.next_step, primary=True,
                                  hotkey=pygame.K_RETURN, text_size=20)
        self._place_card()

    def _place_card(self) -> None:
        """The card under the log's title, as tall as its words; the log's rows begin under it, so that its
        newest ones stay in view (a hint asked for takes the card's place: the log is whole again under it)."""
        card = self.card() if self.hints.stage == HIDDEN else None
        self.card_rect = None if card is None else place(self.layout.log, card, self.card_button is not None)
        room = 0 if self.card_rect is None else self.card_rect.bottom - self.log_panel.rect.y - log_panel.TITLE_HEIGHT
        if self.log_panel.room_above != room:
            self.log_panel.room_above = room
            self.log_panel.scroll_by(0)
        if self.card_button is not None and self.card_rect is not None:
            self.card_button.rect = button_rect(self.card_rect)

    def next_step(self) -> None:
        self.guide.next()
        self._make_card_button()
        self.invalidate()

    def on_language_changed(self) -> None:
        super().on_language_changed()
        self._make_card_button()

    # -- moves -------------------------------------------------------------------------------------
    def submit(self, command) -> bool:
        """The board's own moves: a step that needs its move refuses another, saying why; nothing changes."""
        refusing = self.progress.refusal(self.state, command)
        if refusing is not None:
            self.show_message(said(WORDS[refusing.name].needs))
            return False
        return super().submit(command)

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.card_button is not None and self.card_button.handle_event(event):
            self.invalidate()
            return True
        return super().handle_event(event)

    def update(self, dt_ms: float) -> None:
        super().update(dt_ms)
        if self._card_for != self.progress.shown(self.state, self.guide.verdict):
            self._make_card_button()
            self.invalidate()
        self._place_card()
        step = self.progress.step
        if step is not None and step.lit == "advice" and self.progress.waits_here(self.state):
            self.lights.ask(self.progress.learner)
        elif self.lights.stale():
            self.lights.drop()
        if self.lights.arrived():
            self.invalidate()

    def on_exit(self) -> None:
        super().on_exit()
        self.lights.close()

    # -- what it shows -----------------------------------------------------------------------------
    def lit(self) -> Piece | None:
        """The step's piece: a fixed one, or the advisor's for the learner's decision (once it has thought)."""
        step = self.progress.step
        if step is None or step.lit is None:
            return None
        if step.moment is not None and not self.progress.waits_here(self.state):
            return None
        if step.lit != "advice":
            return Piece.parse(step.lit)
        try:
            advice = self.lights.advice()
        except Exception as error:  # noqa: BLE001 - the advisor's fault is told, the guide goes on unlit
            self.show_message(_("No hint: the advisor stopped with an error: {error}", error=error))
            return None
        return None if advice is None or advice.seat != self.progress.learner else advice.focus

    def card(self) -> CardWords | None:
        """The step the game has come to (never one ahead of the banner), the word on the learner's move for that
        step only, and what to do now."""
        shown = self.progress.shown(self.state, self.guide.verdict)
        if shown is None:
            return None
        step = guide.STEPS[shown]
        words = WORDS[step.name]
        verdict = self.guide.verdict
        word = "" if verdict is None or verdict.step is not step else verdict_words(verdict)
        lit = self.lit()
        die_choice = lit == Piece("dice") and step.moment == "noble"  # a "1-3" to give a value first
        look = _(DIE_CHOICE_LOOK) if die_choice else said(words.look) if lit is not None else ""
        about = " ".join(part for part in (said(words.why), look) if part)
        current = shown == self.progress.index
        if (step.moment is None and current) or (self.progress.waits_here(self.state) if current else
                                                 step.moment == guide.moment(self.state, self.progress.learner)):
            action = _(DIE_CHOICE_DO) if die_choice else said(words.do)
        elif self.deciding == self.progress.learner:
            action = waiting_text(None)
        elif self.deciding is not None:
            action = waiting_text(self.state.player(self.deciding).name)
        else:
            action = ""
        return CardWords(progress_text(shown + 1, len(guide.STEPS)), title(step.name), word, about, action)

    def view(self) -> BoardView:
        view = super().view()
        if self.hints.stage == HIDDEN and view.hint is None:
            lit = self.lit()
            if lit is not None:
                view = dataclasses.replace(view, hint=lit)
        return view

    def arrange(self, size: tuple[int, int]) -> None:
        """The board laid out for the window's shape, and the card's button on the log where it now lies."""
        moved = size != self._arranged_for
        super().arrange(size)
        if moved:
            self._make_card_button()

    def draw(self, canvas: pygame.Surface) -> None:
        # Drawn whole every frame: the card lies over the board's log, which the picture would otherwise keep.
        self.arrange(canvas.get_size())
        self._place_card()
        self.picture.draw(canvas, self.state, self.view(), None)
        card = self.card()
        if card is not None and self.card_rect is not None:
            draw_card(canvas, self.card_rect, card, self.card_button is not None)
            if self.card_button is not None:
                self.card_button.draw(canvas)

    def dialog_over(self) -> Dialog | None:
        """The dialog open over the board (under a hint in it, if any), or None."""
        if self.manager is None or self not in self.manager.stack:
            return None
        above = self.manager.stack[self.manager.stack.index(self) + 1:]
        return next((scene for scene in reversed(above) if isinstance(scene, Dialog)), None)

    def card_beside_dialog(self, canvas_size: tuple[int, int]) -> tuple[str, pygame.Rect] | None:
        """Where the card is drawn again while a dialog is open over the board: ("beside", room) or ("strip",
        room) (guide_card.room_beside); None without a dialog or a card."""
        dialog = self.dialog_over()
        if dialog is None or self.progress.shown(self.state, self.guide.verdict) is None:
            return None
        middle = band(canvas_size)
        panel = dialog.PANEL.move(middle.x, middle.y)
        column = pygame.Rect(self.layout.log.x, middle.y, self.layout.log.width, middle.height)
        return room_beside(panel, column, middle)

    def draw_on_top(self, canvas: pygame.Surface) -> None:
        """Over a dialog (one opened by itself, too), the card stays readable: beside it, or in its margin."""
        where = self.card_beside_dialog(canvas.get_size())
        card = self.card() if where is not None else None
        if card is None:
            return
        kind, room = where
        (draw_beside if kind == "beside" else draw_strip)(canvas, room, card)


def verdict_words(verdict: guide.Verdict) -> str:
    """Praise for a move the step asked for (with a gentle word when it was not the ringed one), or a gentle word
    for another legal move."""
    words = WORDS[verdict.step.name]
    if not verdict.followed and words.other:
        return said(words.other)
    if verdict.ringed:
        return said(words.done)
    return " ".join(part for part in (said(words.done), _(NOT_RINGED)) if part)
