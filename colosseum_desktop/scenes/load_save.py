"""The load screen: every save in the saves folder with players, round, phase and date; refused files
are listed too, with the reason, so nobody wonders where their game went."""
from __future__ import annotations

from datetime import datetime

import pygame

from ..sprites import theme
from ..sprites.text import fit
from ..sprites.theme import PALETTE
from . import game_entry
from .title import PHASE_NAMES
from .widgets import Button, Label, WidgetScene

LIST = pygame.Rect(160, 130, 1280, 600)
ROW_H = 75
VISIBLE_ROWS = LIST.height // ROW_H
DOUBLE_CLICK_MS = 450


def describe_save(info) -> tuple[str, str, str]:
    """(title, details, date) for one row of the list."""
    stem = info.path.name.removesuffix(".colosseum.json")
    title = f"Autosave, round {info.round}" if info.is_autosave and info.round else stem
    when = info.saved_at.astimezone().strftime("%d %b %Y, %H:%M") if isinstance(info.saved_at, datetime) else ""
    if not info.loads:
        return title, f"Cannot be opened: {info.error}", when
    phase = PHASE_NAMES.get(info.phase.value, info.phase.value) if info.phase is not None else "?"
    names = [name if kind == "person" else f"{name} (computer)"
             for name, kind in zip(info.names, info.seats or ["person"] * len(info.names))]
    details = f"{', '.join(names)}  \u00b7  round {info.round}  \u00b7  {phase}"
    return title, details, when


class LoadScene(WidgetScene):
    def __init__(self, ctx) -> None:
        super().__init__()
        self.ctx = ctx
        self.saves_available = game_entry.optional_module("saves") is not None
        self.entries: list = []
        self.selected: int | None = None
        self.scroll = 0
        self._last_click: tuple[int, int] | None = None  # (row, time) for double clicks
        self.widgets.add(Button((460, 790, 300, 64), "Back", self.back, hotkey=pygame.K_ESCAPE))
        self.open_button = self.widgets.add(Button((840, 790, 300, 64), "Open", self.open_selected, primary=True,
                                                   hotkey=pygame.K_RETURN))
        # Under the buttons: the space above them holds the list's scroll hint.
        self.message = self.widgets.add(Label((800, 878), "", 22, PALETTE["error"], anchor="center"))

    def on_enter(self) -> None:
        self.refresh()

    def refresh(self) -> None:
        saves = game_entry.optional_module("saves")
        self.entries = saves.list_saves(self.ctx.saves_dir) if saves else []
        loadable = [i for i, info in enumerate(self.entries) if info.loads]
        self.selected = loadable[0] if loadable else None
        self.scroll = 0
        self._sync_open_button()

    def _sync_open_button(self) -> None:
        self.open_button.enabled = self.selected is not None
        self.invalidate()

    # -- actions ---------------------------------------------------------------------------------
    def back(self) -> None:
        self.manager.pop()

    def open_selected(self) -> None:
        if self.selected is None:
            return
        problem = game_entry.open_save(self.ctx, self.entries[self.selected].path)
        if problem:
            self.message.text = fit(problem, 22, 1500)
            self.invalidate()

    def select(self, index: int) -> None:
        if not self.entries:
            return
        index = max(0, min(len(self.entries) - 1, index))
        if self.entries[index].loads:
            self.selected = index
        self.message.text = "" if self.entries[index].loads else fit(self.entries[index].error, 22, 1500)
        self.scroll_to(index)
        self._sync_open_button()

    def scroll_to(self, index: int) -> None:
        if index < self.scroll:
            self.scroll = index
        elif index >= self.scroll + VISIBLE_ROWS:
            self.scroll = index - VISIBLE_ROWS + 1

    def scroll_by(self, rows: int) -> None:
        self.scroll = max(0, min(max(0, len(self.entries) - VISIBLE_ROWS), self.scroll + rows))
        self.invalidate()

    def row_at(self, pos: tuple[int, int]) -> int | None:
        if not LIST.collidepoint(pos):
            return None
        index = self.scroll + (pos[1] - LIST.y) // ROW_H
        return index if index < len(self.entries) else None

    # -- input -----------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if super().handle_event(event):
            return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            row = self.row_at(event.pos)
            if row is None:
                return False
            now = pygame.time.get_ticks()
            double = self._last_click is not None and self._last_click[0] == row and \
                now - self._last_click[1] < DOUBLE_CLICK_MS
            self._last_click = (row, now)
            self.select(row)
            if double and self.selected == row:
                self.open_selected()
            return True
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y)
            return True
        if event.type == pygame.KEYDOWN:
            current = self.selected if self.selected is not None else -1
            moves = {pygame.K_UP: -1, pygame.K_DOWN: 1, pygame.K_PAGEUP: -VISIBLE_ROWS,
                     pygame.K_PAGEDOWN: VISIBLE_ROWS}
            if event.key in moves:
                self.select(current + moves[event.key])
                return True
        return False

    # -- drawing ---------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.blit_text(canvas, "Saved games", (800, 52), 56, PALETTE["terracotta_dark"], bold=True, anchor="center")
        theme.blit_text(canvas, str(self.ctx.saves_dir), (800, 102), 20, PALETTE["ink_soft"], italic=True,
                        anchor="center")
        theme.draw_panel(canvas, LIST.inflate(20, 20))
        if not self.entries:
            text = ("No saved games yet: games are saved automatically after every move." if self.saves_available
                    else "Saved games are not available in this build yet.")
            theme.blit_text(canvas, text, LIST.center, 28, PALETTE["ink_soft"], italic=True, anchor="center")
        clip = canvas.get_clip()
        canvas.set_clip(LIST)
        for row, info in enumerate(self.entries[self.scroll:self.scroll + VISIBLE_ROWS]):
            rect = pygame.Rect(LIST.x, LIST.y + row * ROW_H, LIST.width, ROW_H)
            self._draw_row(canvas, self.scroll + row, info, rect)
        canvas.set_clip(clip)
        if len(self.entries) > VISIBLE_ROWS:
            shown = f"{self.scroll + 1}-{min(len(self.entries), self.scroll + VISIBLE_ROWS)} of {len(self.entries)}"
            theme.blit_text(canvas, shown + "  (wheel or Page Up/Down to scroll)", (LIST.right, LIST.bottom + 14),
                            20, PALETTE["ink_soft"], anchor="topright")

    def _draw_row(self, canvas: pygame.Surface, index: int, info, rect: pygame.Rect) -> None:
        if index == self.selected:
            pygame.draw.rect(canvas, PALETTE["gold_light"], rect.inflate(-6, -6), border_radius=8)
            pygame.draw.rect(canvas, PALETTE["gold"], rect.inflate(-6, -6), width=3, border_radius=8)
        elif index % 2:
            pygame.draw.rect(canvas, PALETTE["marble_shadow"], rect.inflate(-6, -6), border_radius=8)
        title, details, when = describe_save(info)
        ink = PALETTE["ink"] if info.loads else PALETTE["error"]
        theme.blit_text(canvas, title, (rect.x + 24, rect.y + 10), 26, ink, bold=True)
        theme.blit_text(canvas, when, (rect.right - 24, rect.y + 12), 22, PALETTE["ink_soft"], anchor="topright")
        detail_ink = PALETTE["ink_soft"] if info.loads else PALETTE["error"]
        detail = fit(details, 21, rect.width - 64)  # the italic of refused rows runs about as wide
        theme.blit_text(canvas, detail, (rect.x + 24, rect.y + 42), 21, detail_ink, italic=not info.loads)
