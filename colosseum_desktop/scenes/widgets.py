"""Small form controls drawn in the shared theme: Button, Choice, Label (the text boxes: text_fields.py).

Each takes canvas coordinates (the app has already converted mouse positions), returns from
`handle_event` whether it consumed the event, and can be reached with the keyboard: a `WidgetGroup`
moves the focus with Tab / Shift+Tab, and the focused control answers Enter, Space and the arrows.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import replace

import pygame

from ..sprites import pen, text, text_record, theme
from ..sprites.text import fit as fit_text
from ..sprites.text import largest_fitting_size
from ..sprites.theme import PALETTE
from .button_look_model import BUTTON_PADDING, MIN_LABEL_SIZE, ButtonLook
from .control_looks_model import ChoiceLook
from ..viewport import LOGICAL_SIZE

ACTIVATE_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE)  # press the focused button
LABEL_MARGIN = 12  # labels are cut short this far from the canvas's edges
# Choices change with Space only: Enter stays free for the form's default button (Start, Save).
CHANGE_KEYS = (pygame.K_SPACE,)


def is_left_press(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 1


def is_left_release(event: pygame.event.Event) -> bool:
    return event.type == pygame.MOUSEBUTTONUP and getattr(event, "button", 1) == 1


class Widget:
    focusable = True

    def __init__(self, rect) -> None:
        self.rect = pygame.Rect(rect)
        self.enabled = True
        self.visible = True
        self.focused = False
        self.hovered = False

    @property
    def interactive(self) -> bool:
        return self.enabled and self.visible

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.interactive and self.rect.collidepoint(event.pos)
        return False

    def draw(self, canvas: pygame.Surface) -> None:
        pass


def draw_focus_ring(canvas: pygame.Surface, rect: pygame.Rect) -> None:
    pen.rect(canvas, PALETTE["gold"], rect.inflate(8, 8), width=3, border_radius=10)


class Label(Widget):
    focusable = False

    def __init__(self, pos: tuple[int, int], text: str, size: int = 24, colour=PALETTE["ink"],
                 bold: bool = False, italic: bool = False, anchor: str = "topleft") -> None:
        self.pos, self.text, self.size, self.colour = pos, text, size, colour
        self.bold, self.italic, self.anchor = bold, italic, anchor
        super().__init__(theme.render_text(self.shown_text(), size, colour, bold, italic).get_rect(**{anchor: pos}))

    def room(self) -> int:
        """How wide the label may be and stay on the canvas, from where it is anchored."""
        x = self.pos[0]
        if self.anchor.endswith("left"):
            return LOGICAL_SIZE[0] - LABEL_MARGIN - x
        if self.anchor.endswith("right"):
            return x - LABEL_MARGIN
        return 2 * min(x - LABEL_MARGIN, LOGICAL_SIZE[0] - LABEL_MARGIN - x)  # centred: the nearer edge decides

    def show_shrunk(self, value: str, sizes: Sequence[int]) -> None:
        """Show `value` at the largest of `sizes` at which it fits the canvas (a long sentence naming a file)."""
        self.text = value
        self.size = largest_fitting_size(value, sizes, self.room(), self.bold, self.italic) or sizes[-1]

    def shown_text(self) -> str:
        """The text, cut with an ellipsis where it would run off the canvas (five long names in a caption)."""
        return fit_text(self.text, self.size, self.room(), self.bold, self.italic)

    def draw(self, canvas: pygame.Surface) -> None:
        if self.visible:
            self.rect = theme.blit_text(canvas, self.shown_text(), self.pos, self.size, self.colour, self.bold,
                                        self.italic, self.anchor)


class Button(Widget):
    """Clicks on release inside the button after a press inside it; Enter or Space when focused; a hotkey."""

    def __init__(self, rect, text: str, on_click: Callable[[], None], *, primary: bool = False,
                 hotkey: int | None = None, text_size: int = 28, sentence_size: int | None = None) -> None:
        super().__init__(rect)
        self.text, self.on_click, self.primary = text, on_click, primary
        self.hotkey, self.text_size, self.sentence_size = hotkey, text_size, sentence_size
        self.wraps_first = False  # see ButtonLook
        self.pressed = False

    def click(self) -> None:
        if self.interactive:
            self.on_click()

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.interactive:
            self.pressed = False
            return False
        if is_left_press(event) and self.rect.collidepoint(event.pos):
            self.pressed = True
            return True
        if is_left_release(event) and self.pressed:
            self.pressed = False
            if self.rect.collidepoint(event.pos):
                self.click()
            return True
        if event.type == pygame.KEYDOWN:
            if (self.focused and event.key in ACTIVATE_KEYS) or (self.hotkey is not None and event.key == self.hotkey):
                self.click()
                return True
        return False

    def look(self) -> ButtonLook:
        """The button as drawn now, as a value (the board's view holds these)."""
        return ButtonLook(tuple(self.rect), self.text, self.text_size, self.primary, self.enabled, self.hovered,
                          self.pressed, self.focused and self.interactive, self.sentence_size, self.wraps_first)

    def draw(self, canvas: pygame.Surface) -> None:
        if self.visible:
            draw_button(canvas, self.look())

    def fitted_label(self) -> tuple[int, str]:
        return fitted_label(self.look())


BUTTON_ROOM = 4  # a button's picture reaches this far round its box: the drop shadow (3 below), the focus ring (4)


def draw_button(canvas: pygame.Surface, look: ButtonLook) -> None:
    """The button's picture, painted once per look (wherever the button lies) and kept: a board's frame draws seven
    buttons, each 0.16 ms to paint at 4K, a tenth of that to copy."""
    rect = pygame.Rect(look.box)
    at = (rect.x - BUTTON_ROOM, rect.y - BUTTON_ROOM)
    placed = replace(look, box=(BUTTON_ROOM, BUTTON_ROOM, rect.w, rect.h))
    recording = text_record.active
    if recording is None:
        picture = _button_picture(placed)
    else:  # painted afresh, not kept, so that its label is recorded where the button lies
        recording.container(rect, "button")
        with recording.placed_at(at):
            picture = _button_picture.__wrapped__(placed)
    canvas.blit(picture, at)


@pen.cached(maxsize=256, megabytes=32)  # a 4K button's picture: about 0.2 MB
def _button_picture(look: ButtonLook) -> pygame.Surface:
    """A button whose box lies BUTTON_ROOM from its picture's corner, on a transparent ground."""
    picture = pen.surface((look.box[2] + 2 * BUTTON_ROOM, look.box[3] + 2 * BUTTON_ROOM), pygame.SRCALPHA)
    _paint_button(picture, look)
    return picture


def _paint_button(canvas: pygame.Surface, look: ButtonLook) -> None:
    rect = pygame.Rect(look.box)
    if not look.enabled:
        fill, text_colour, rim = PALETTE["marble_shadow"], PALETTE["disabled"], PALETTE["disabled"]
    elif look.primary:
        fill = PALETTE["terracotta_dark"] if look.pressed else PALETTE["terracotta"]
        text_colour, rim = PALETTE["marble"], PALETTE["terracotta_dark"]
    else:
        fill = PALETTE["gold_light"] if look.hovered or look.pressed else PALETTE["marble"]
        text_colour, rim = PALETTE["ink"], PALETTE["bronze"]
    if look.hovered and look.primary and not look.pressed:
        fill = tuple(min(255, c + 22) for c in fill)
    pen.rect(canvas, PALETTE["marble_shadow"], rect.move(0, 3), border_radius=8)
    pen.rect(canvas, fill, rect, border_radius=8)
    pen.rect(canvas, rim, rect, width=2, border_radius=8)
    size, lines = fitted_label(look)
    text.draw_lines(canvas, lines, size, rect, text_colour, bold=look.primary, centred=True)
    if look.focused:
        draw_focus_ring(canvas, rect)


def fitted_label(look: ButtonLook) -> tuple[int, list[str]]:
    """(size, lines) of a button's label, so that it never spills over the rim: one line, smaller when it is
    too long for the button (a label of three words or more not below body size); else two lines (or more, in a tall button) of the largest size that fits; cut with
    an ellipsis only if even the smallest size is too large."""
    room = look.box[2] - 2 * BUTTON_PADDING
    if look.wraps_first and text.width_of(look.text, look.text_size, look.primary) > room:
        lines = _two_lines(look, look.text_size) if len(look.text.split()) >= 2 else None
        if lines is not None:
            return look.text_size, lines
    smallest = min(MIN_LABEL_SIZE, look.text_size)  # a label asked for smaller than that is never drawn larger
    sizes = range(look.text_size, smallest - 1, -1)
    if len(look.text.split()) >= theme.BODY_WORDS:  # a sentence takes two lines at body size before it shrinks
        least = theme.BODY_SIZE if look.sentence_size is None else look.sentence_size
        sizes_on_one_line = [size for size in sizes if size >= least] or sizes
    else:
        sizes_on_one_line = sizes
    size = largest_fitting_size(look.text, sizes_on_one_line, room, look.primary)
    if size is not None:
        return size, [look.text]
    return text.fit_lines(look.text, sizes, pygame.Rect(0, 0, room, look.box[3] - 2), look.primary)


def share_label_size(buttons: Sequence[Button]) -> None:
    """A row of buttons lettered at one size, so that no label stands smaller than those beside it: the largest
    at which every label fits its button on one line, or on two if it has two words or more."""
    looks = [button.look() for button in buttons]
    sizes = range(max(look.text_size for look in looks), MIN_LABEL_SIZE - 1, -1)
    shared = next((size for size in sizes if all(_fits_at(look, size) for look in looks)), None)
    if shared is None:
        return  # some label is cut even at the smallest size: each button keeps its own fitting
    for button in buttons:
        button.text_size, button.wraps_first = shared, True


def _fits_at(look: ButtonLook, size: int) -> bool:
    room = look.box[2] - 2 * BUTTON_PADDING
    if text.width_of(look.text, size, look.primary) <= room:
        return True
    return len(look.text.split()) >= 2 and _two_lines(look, size) is not None


def _two_lines(look: ButtonLook, size: int) -> list[str] | None:
    """The label wrapped at `size` on at most two lines inside its button, or None if it does not fit so."""
    room = pygame.Rect(0, 0, look.box[2] - 2 * BUTTON_PADDING, look.box[3] - 2)
    lines = text.wrapped_within(look.text, size, room, look.primary)
    return lines if lines is not None and len(lines) <= 2 else None


class Choice(Widget):
    """One of several options, shown between two arrows: click an arrow half, or Left/Right when focused. A list
    goes round from its last option to its first; a scale (`scale`: slow to fast, off to loud) stops at its ends,
    the arrow there greyed."""

    def __init__(self, rect, options: Sequence[str], index: int = 0,
                 on_change: Callable[[int], None] | None = None, text_size: int = 26, scale: bool = False) -> None:
        super().__init__(rect)
        self.options, self.index, self.on_change, self.text_size = list(options), index, on_change, text_size
        self.scale = scale

    @property
    def value(self) -> str:
        return self.options[self.index]

    def select(self, index: int) -> None:
        index = max(0, min(len(self.options) - 1, index)) if self.scale else index % len(self.options)
        if index != self.index:
            self.index = index
            if self.on_change:
                self.on_change(index)

    def handle_event(self, event: pygame.event.Event) -> bool:
        super().handle_event(event)
        if not self.interactive:
            return False
        if is_left_press(event) and self.rect.collidepoint(event.pos):
            self.select(self.index + (-1 if event.pos[0] < self.rect.centerx else 1))
            return True
        if event.type == pygame.KEYDOWN and self.focused:
            if event.key == pygame.K_LEFT:
                self.select(self.index - 1)
                return True
            if event.key in (pygame.K_RIGHT, *CHANGE_KEYS):
                self.select(self.index + 1)
                return True
        return False

    def look(self) -> ChoiceLook:
        """The choice as drawn now, as a value (a dialog's view holds these)."""
        return ChoiceLook(tuple(self.rect), self.value, self.text_size, self.hovered, self.focused and self.interactive,
                          self.scale and self.index == 0, self.scale and self.index == len(self.options) - 1)

    def draw(self, canvas: pygame.Surface) -> None:
        if self.visible:
            draw_choice(canvas, self.look())


def draw_choice(canvas: pygame.Surface, look: ChoiceLook) -> None:
    rect = pygame.Rect(look.box)
    fill = PALETTE["gold_light"] if look.hovered else PALETTE["marble"]
    pen.rect(canvas, fill, rect, border_radius=6)
    pen.rect(canvas, PALETTE["bronze"], rect, width=2, border_radius=6)
    h = rect.height * 0.22
    cy = rect.centery
    left_x, right_x = rect.x + 14, rect.right - 14
    left, right = (PALETTE["disabled"] if end else PALETTE["terracotta"] for end in (look.at_first, look.at_last))
    pen.polygon(canvas, left, [(left_x, cy), (left_x + h, cy - h), (left_x + h, cy + h)])
    pen.polygon(canvas, right, [(right_x, cy), (right_x - h, cy - h), (right_x - h, cy + h)])
    theme.blit_text(canvas, look.text, rect.center, look.text_size, anchor="center", box=rect)
    if look.focused:
        draw_focus_ring(canvas, rect)


class WidgetGroup:
    """The controls of one screen: routes events, keeps the keyboard focus, draws them in order."""

    def __init__(self, widgets: Sequence[Widget] = ()) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.focus: Widget | None = None
        self.focus_from_keyboard = False  # Tab put it there, not a click

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def focus_order(self) -> list[Widget]:
        return [w for w in self.widgets if w.focusable and w.interactive]

    def set_focus(self, widget: Widget | None) -> None:
        if self.focus is not None:
            self.focus.focused = False
        self.focus = widget
        if widget is not None:
            widget.focused = True

    def focus_place(self) -> int | None:
        """Where the focused control stands in the group, to focus the one in its place once the controls
        are made again (in another language: a label no longer tells it)."""
        return self.widgets.index(self.focus) if self.focus in self.widgets else None

    def focus_at(self, place: int | None) -> None:
        """Focus the control at `place` (from `focus_place`), if there is one there."""
        if place is not None and place < len(self.widgets):
            self.set_focus(self.widgets[place])

    def move_focus(self, step: int) -> None:
        order = self.focus_order()
        self.focus_from_keyboard = True
        if not order:
            return self.set_focus(None)
        if self.focus not in order:
            return self.set_focus(order[0] if step > 0 else order[-1])
        self.set_focus(order[(order.index(self.focus) + step) % len(order)])

    def handle_event(self, event: pygame.event.Event) -> bool:
        if self.focus is not None and not (self.focus.interactive and self.focus in self.widgets):
            self.set_focus(None)
        if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
            self.move_focus(-1 if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else 1)
            return True
        if is_left_press(event):
            hit = next((w for w in reversed(self.widgets)
                        if w.focusable and w.interactive and w.rect.collidepoint(event.pos)), None)
            self.set_focus(hit)
            self.focus_from_keyboard = False
        if event.type in (pygame.KEYDOWN, pygame.TEXTINPUT) and self.focus is not None:
            if event.type == pygame.KEYDOWN and isinstance(self.focus, Button) and not self.focus_from_keyboard:
                # A button last clicked with the mouse has no claim on Enter: a key does what a label
                # promises ("Offer (Enter)"), not the click again. A button reached with Tab keeps it.
                owner = next((w for w in self.widgets if w is not self.focus and w.interactive
                              and getattr(w, "hotkey", None) == event.key), None)
                if owner is not None:
                    return owner.handle_event(event)
            if self.focus.handle_event(event):
                return True
            # Hotkeys of the other controls still work while something else has the focus.
            return any(w.handle_event(event) for w in self.widgets if w is not self.focus)
        consumed = False
        for widget in list(self.widgets):
            # Every control sees mouse motion (hover); a press or release stops at the first taker.
            if widget.handle_event(event) and event.type != pygame.MOUSEMOTION:
                consumed = True
                break
        return consumed

    def draw(self, canvas: pygame.Surface) -> None:
        for widget in self.widgets:
            widget.draw(canvas)
