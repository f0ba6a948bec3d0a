"""After the game, from the end screen (Missed gains, M): each person's few biggest missed gains, worked out by the
advisor going over the log on a worker thread (advisor/review.py), each with See it, which opens the Replay screen
at that moment."""
from __future__ import annotations

import threading

import pygame

from ...advisor.review import LEAST, MissedGain, missed_gains
from ...i18n import _
from ...i18n.advice import missed_gain_text
from ...replay import replay_session
from ...session import Session
from ...sprites import text, theme
from ...sprites.theme import PALETTE
from ..starting import entry as game_entry
from ..wake import wake
from ..widgets import Button
from ..widget_scene import WidgetScene

AREA = pygame.Rect(40, 140, 1520, 650)
NAME_H = 36
ROW_H = 54
SHOWN = {1: 3, 2: 3, 3: 3, 4: 2, 5: 1}  # missed gains shown per person, by how many people played: all fit AREA
SEE_W = 130
WORD_SIZES = (19, 18)


class MissedGainsScene(WidgetScene):
    def __init__(self, ctx, session: Session, seats: list[str]) -> None:
        super().__init__()
        self.ctx, self.session, self.seats = ctx, session, seats
        self.people = [seat for seat, kind in enumerate(seats) if kind == game_entry.PERSON]
        self.shown = SHOWN.get(len(self.people), 0)
        self.gains: dict[int, list[MissedGain]] | None = None  # None while the advisor goes over the game
        self._crash: BaseException | None = None
        self.widgets.add(Button((650, 806, 300, 64), _("Back"), self.back, hotkey=pygame.K_ESCAPE, primary=True))
        moves = [(entry.state_before, entry.command) for entry in session.log]
        self._worker = threading.Thread(target=self._work, args=(moves,), name="missed-gains", daemon=True)
        self._worker.start()

    def _work(self, moves) -> None:
        try:
            self.gains = missed_gains(moves, self.people, per_seat=self.shown)
        except BaseException as error:  # noqa: BLE001 - raised again on the window's thread, never hidden
            self._crash = error
        finally:
            wake()

    def wait(self) -> None:
        self._worker.join()

    def update(self, dt_ms: float) -> None:
        if self._crash is not None:
            raise self._crash
        if self.gains is not None and len(self.widgets.widgets) == 1:
            self._add_see_buttons()
            self.invalidate()

    def places(self) -> list[tuple[int, pygame.Rect]]:
        """(seat, block) for each person, one under the other."""
        height = NAME_H + self.shown * ROW_H + 8
        return [(seat, pygame.Rect(AREA.x, AREA.y + index * (height + 8), AREA.w, height))
                for index, seat in enumerate(self.people)]

    def rows(self, block: pygame.Rect, count: int) -> list[pygame.Rect]:
        return [pygame.Rect(block.x + 14, block.y + NAME_H + i * ROW_H, block.w - 28, ROW_H - 6) for i in range(count)]

    def _add_see_buttons(self) -> None:
        for seat, block in self.places():
            for gain, row in zip(self.gains[seat], self.rows(block, len(self.gains[seat]))):
                rect = pygame.Rect(row.right - SEE_W, row.centery - 20, SEE_W, 40)
                self.widgets.add(Button(rect, _("See it"), lambda gain=gain: self.see(gain), text_size=18))

    def see(self, gain: MissedGain) -> None:
        """The Replay screen at the moment of the decision, over this one."""
        game = replay_session(self.session, tuple(game_entry.seats_for_save(self.seats)))
        self.manager.push(self.ctx.routes.replay(self.ctx, game, move=gain.move))

    def back(self) -> None:
        self.manager.pop()

    def on_language_changed(self) -> None:
        buttons = self.widgets.widgets[1:]
        self.widgets.widgets[:] = self.widgets.widgets[:1]
        self.widgets.widgets[0].text = _("Back")
        if buttons:
            self._add_see_buttons()
        self.invalidate()

    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.blit_text(canvas, _("Missed gains"), (800, 50), 50, PALETTE["terracotta_dark"], bold=True,
                        anchor="center")
        note = _("Where the advisor, from what was on the table then, would have done better. See it opens the "
                 "replay at that moment.")
        text.blit_lines(canvas, note, pygame.Rect(60, 82, 1480, 50), (20, 19, 18), PALETTE["ink_soft"], italic=True,
                        centred=True)
        if self.gains is None:
            theme.blit_text(canvas, _("The advisor is going over the game…"), (800, 400), 26, PALETTE["ink_soft"],
                            italic=True, anchor="center")
            return
        state = self.session.state
        for seat, block in self.places():
            theme.draw_panel(canvas, block)
            name = text.fit(state.player(seat).name, 24, block.w - 28, bold=True)
            theme.blit_text(canvas, name, (block.x + 14, block.y + 6), 24, bold=True)
            gains = self.gains[seat]
            if not gains:
                text.blit_lines(canvas, _("No decision cost more than about {n} spectators by the advisor's reckoning.",
                                          n=LEAST), pygame.Rect(block.x + 14, block.y + NAME_H, block.w - 28, ROW_H),
                                WORD_SIZES, PALETTE["ink_soft"], italic=True)
                continue
            for gain, row in zip(gains, self.rows(block, len(gains))):
                words = missed_gain_text(gain.round, gain.phase.value, gain.spectators, gain.best.reasons)
                text.blit_lines(canvas, words, pygame.Rect(row.x, row.y, row.w - SEE_W - 12, row.h), WORD_SIZES)
