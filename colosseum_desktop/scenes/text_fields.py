"""Typing into a screen: a one-line text box (names, the save's name) and one that takes a number (bids,
coins in a trade, the seed)."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from .control_looks_model import FieldLook
from ..sprites import pen, text_record, theme
from ..sprites.theme import PALETTE
from .widgets import Widget, draw_focus_ring, is_left_press


class TextField(Widget):
    """A one-line text box: typed characters come as TEXTINPUT events, editing keys as KEYDOWN."""

    def __init__(self, rect, text: str = "", *, max_length: int = 24, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None, text_size: int = 26) -> None:
        super().__init__(rect)
        self.max_length, self.placeholder, self.on_change = max_length, placeholder, on_change
        self.text_size = text_size
        self.text = text[:max_length]
        self.cursor = len(self.text)
        self.all_selected = False  # a suggested text is replaced by the first key typed (Ctrl+A selects all)

    def select_all(self) -> None:
        self.all_selected = bool(self.text)
        self.cursor = len(self.text)

    def accepts(self, char: str) -> bool:
        return char.isprintable()

    def set_text(self, text: str) -> None:
        text = text[:self.max_length]
        self._edit(text, len(text))

    def _edit(self, text: str, cursor: int) -> None:
        self.all_selected = False
        changed = text != self.text
        self.text, self.cursor = text, max(0, min(cursor, len(text)))
        if changed and self.on_change:
            self.on_change(text)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.interactive:
            return False
        if is_left_press(event) and self.rect.collidepoint(event.pos):
            self.cursor, self.all_selected = len(self.text), False
            return True
        if not self.focused:
            return False
        if self.all_selected and (event.type == pygame.TEXTINPUT or (
                event.type == pygame.KEYDOWN and event.key in (pygame.K_BACKSPACE, pygame.K_DELETE))):
            self._edit("", 0)  # typing over a selected text replaces it; Backspace or Delete clears it
            if event.type == pygame.KEYDOWN:
                return True
        if event.type == pygame.TEXTINPUT:
            self._insert(event.text)
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_a and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self.select_all()
                return True
            if event.key == pygame.K_v and getattr(event, "mod", 0) & pygame.KMOD_CTRL:
                self._insert(pasted())  # an invite's link, say: taken as if typed, line breaks and all refused
                return True
            if event.key in (pygame.K_LEFT, pygame.K_RIGHT, pygame.K_HOME, pygame.K_END):
                self.all_selected = False
            return self.handle_key(event.key)
        return False

    def _insert(self, text: str) -> None:
        if self.all_selected and text:
            self._edit("", 0)
        room = max(0, self.max_length - len(self.text))
        typed = "".join(c for c in text[:4 * room] if self.accepts(c))[:room]  # a huge clipboard is not read whole
        if typed:
            self._edit(self.text[:self.cursor] + typed + self.text[self.cursor:], self.cursor + len(typed))

    def handle_key(self, key: int) -> bool:
        if key == pygame.K_BACKSPACE and self.cursor > 0:
            self._edit(self.text[:self.cursor - 1] + self.text[self.cursor:], self.cursor - 1)
        elif key == pygame.K_DELETE:
            self._edit(self.text[:self.cursor] + self.text[self.cursor + 1:], self.cursor)
        elif key == pygame.K_LEFT:
            self.cursor = max(0, self.cursor - 1)
        elif key == pygame.K_RIGHT:
            self.cursor = min(len(self.text), self.cursor + 1)
        elif key == pygame.K_HOME:
            self.cursor = 0
        elif key == pygame.K_END:
            self.cursor = len(self.text)
        else:
            # Typing keys arrive again as TEXTINPUT; swallowing their KEYDOWN keeps hotkeys from firing.
            return key not in (pygame.K_TAB, pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_KP_ENTER,
                               pygame.K_UP, pygame.K_DOWN)
        return True

    def look(self) -> FieldLook:
        """The box as drawn now, as a value (a dialog's view holds these)."""
        return FieldLook(tuple(self.rect), self.text, self.text_size, self.cursor, self.placeholder, self.enabled,
                         self.focused, self.all_selected)

    def draw(self, canvas: pygame.Surface) -> None:
        if self.visible:
            draw_field(canvas, self.look())


def pasted() -> str:
    """The clipboard's text ("" where there is none: no window, or a driver without a clipboard)."""
    try:
        return pygame.scrap.get_text()
    except pygame.error:
        return ""


def draw_field(canvas: pygame.Surface, look: FieldLook) -> None:
    rect = pygame.Rect(look.box)
    fill = PALETTE["white"] if look.enabled else PALETTE["marble_shadow"]
    pen.rect(canvas, fill, rect, border_radius=6)
    pen.rect(canvas, PALETTE["gold"] if look.focused else PALETTE["bronze"], rect, width=2, border_radius=6)
    inner = rect.inflate(-16, 0)
    if look.text:
        image = theme.render_text(look.text, look.text_size, PALETTE["ink"])
        # Keep the cursor in view when the text is wider than the box.
        cursor_x = theme.text_width(look.text[:look.cursor], look.text_size)
        shift = max(0, cursor_x - inner.width + 4)
        clip = canvas.get_clip()
        canvas.set_clip(inner.clip(clip) if clip else inner)
        place = image.get_rect(midleft=(inner.x - shift, inner.centery))
        if look.all_selected and look.focused:
            pen.rect(canvas, PALETTE["gold_light"], place)
        canvas.blit(image, place)
        if text_record.active is not None:
            text_record.active.text(canvas, look.text, image, place, look.text_size, box=inner)
        canvas.set_clip(clip)
    else:
        cursor_x = shift = 0
        if look.placeholder and not look.focused:
            theme.blit_text(canvas, look.placeholder, (inner.x, inner.centery), look.text_size,
                            PALETTE["disabled"], italic=True, anchor="midleft", box=inner)
    if look.focused:
        x = inner.x + cursor_x - shift
        half = theme.line_height(look.text_size) // 2 - 2
        pen.line(canvas, PALETTE["ink"], (x, inner.centery - half), (x, inner.centery + half), 2)
        if look.enabled:
            draw_focus_ring(canvas, rect)


class NumberField(TextField):
    """Digits only; Up/Down step the value within [minimum, maximum]. `value` is None while empty."""

    def __init__(self, rect, value: int | None = None, *, minimum: int = 0, maximum: int = 10**9,
                 on_change: Callable[[str], None] | None = None, placeholder: str = "", text_size: int = 26) -> None:
        super().__init__(rect, "" if value is None else str(value), max_length=len(str(maximum)),
                         placeholder=placeholder, on_change=on_change, text_size=text_size)
        self.minimum, self.maximum = minimum, maximum

    def accepts(self, char: str) -> bool:
        return char.isdigit()

    @property
    def value(self) -> int | None:
        return int(self.text) if self.text else None

    @property
    def valid(self) -> bool:
        return self.value is None or self.minimum <= self.value <= self.maximum

    def set_value(self, value: int | None) -> None:
        self.set_text("" if value is None else str(max(self.minimum, min(self.maximum, value))))

    def handle_key(self, key: int) -> bool:
        if key in (pygame.K_UP, pygame.K_DOWN):
            step = 1 if key == pygame.K_UP else -1
            self.set_value(self.minimum if self.value is None else self.value + step)
            return True
        return super().handle_key(key)
