"""The table's chat on the online board: a row of its own under the game log's title (the "Chat (T)" chip at the
right, with the lines not read yet; while the chat is open, a chip per other seat at its left that mutes that seat on
this computer), and, while open, the chat over the game log's lines, never over the board: the newest lines at the
bottom, each "name: words" wrapped to the width, then the quick phrases (sent by id: each computer words them in its
own language) and the box to type in (Enter sends, Esc closes).

What others typed is shown escaped (i18n.lazy.visible): a control character, a line separator or a bidirectional
override that a hostile server sent is seen as \\x1b, \\u202e, and neither breaks a line nor turns one around; a word
wider than the panel is broken where it must be.
"""
from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

import pygame

from ...i18n import N_, _, ngettext
from ...i18n.lazy import visible
from ...online.client_chat import ChatRoom
from ...protocol.messages import CHAT_PHRASES, MAX_CHAT_CHARACTERS, ChatLine
from ...sprites import pen, text, text_record, theme
from ...sprites.theme import PALETTE
from ...table import NotNow
from .deadline import blit_chip_words, chip_rect, row_rect
from ..text_fields import TextField
from ..widgets import is_left_press, is_left_release

CHAT_KEY = pygame.K_t
PHRASE_WORDS = {"deal": N_("Deal?"), "good_game": N_("Good game"), "your_turn": N_("Your turn"),
                "thanks": N_("Thanks"), "well_played": N_("Well played")}
assert tuple(PHRASE_WORDS) == CHAT_PHRASES
LINE_SIZE = 18  # body text: 14 window pixels in a 1280x720 window
PHRASE_HEIGHT, FIELD_HEIGHT, GAP = 28, 34, 6


def chip_words(room: ChatRoom, is_open: bool) -> str:
    if is_open:
        return _("Close the chat (Esc)")
    if room.unread:
        return ngettext("Chat (T) · {n} new", "Chat (T) · {n} new", room.unread)
    return _("Chat (T)")


def line_words(line: ChatLine, names: Sequence[str]) -> str:
    """"Brutus: Deal?" in this computer's language; typed words escaped, an unknown phrase's id as it came."""
    name = names[line.seat] if 0 <= line.seat < len(names) else "?"
    if line.phrase in PHRASE_WORDS:
        words = _(PHRASE_WORDS[line.phrase])
    else:
        words = visible(line.text if line.text is not None else line.phrase or "")
    return _("{name}: {words}", name=visible(name), words=words)


def wrapped(words: str, size: int, width: int) -> list[str]:
    """`words` in rows no wider than `width`: broken between words, and inside a word wider than a row."""
    rows: list[str] = []
    for word in words.split(" "):
        while text.width_of(word, size) > width and len(word) > 1:
            cut = _longest_fitting(word, size, width)
            rows.append(word[:cut])
            word = word[cut:]
        rows.append(word)
    return theme.wrap_text(" ".join(rows), size, width)


def _longest_fitting(word: str, size: int, width: int) -> int:
    """How many of the word's first characters fit `width` (at least one)."""
    low, high = 1, len(word)
    while low < high:
        middle = (low + high + 1) // 2
        if text.width_of(word[:middle], size) <= width:
            low = middle
        else:
            high = middle - 1
    return low


@dataclass
class ChatPlaces:
    chip: pygame.Rect
    mute_label: pygame.Rect | None = None
    mutes: list[tuple[int, pygame.Rect]] = field(default_factory=list)
    panel: pygame.Rect | None = None
    lines: pygame.Rect | None = None
    phrases: list[tuple[str, pygame.Rect]] = field(default_factory=list)
    text_box: pygame.Rect | None = None

    def all(self) -> list[pygame.Rect]:
        """Every rect drawn over the board's picture (told to it as painted over)."""
        rects = [self.chip, *(rect for _seat, rect in self.mutes)]
        return rects + ([self.mute_label] if self.mute_label else []) + ([self.panel] if self.panel else [])


def phrase_width(phrase: str) -> int:
    return text.width_of(_(PHRASE_WORDS[phrase]), LINE_SIZE, bold=True) + 20


def chat_places(log: pygame.Rect, row: int, lines_top: int, room: ChatRoom, is_open: bool,
                others: Sequence[tuple[int, str]]) -> ChatPlaces:
    """Where the chat's parts go: its chip in the `row`th row under the log's title and, while open, the mute chips
    left of it and the panel over the log's lines (from `lines_top` down)."""
    strip = row_rect(log, row)
    places = ChatPlaces(chip=chip_rect(strip, chip_words(room, is_open)))
    if not is_open:
        return places
    label = _("Mute:")
    places.mute_label = pygame.Rect(strip.x, strip.y, text.width_of(label, LINE_SIZE) + 8, strip.height)
    left, right = places.mute_label.right, places.chip.x - 8
    each = max(40, (right - left) // max(1, len(others)) - 6)
    for seat, name in others:  # each as wide as its name needs, at most its share of the row
        width = min(each, text.width_of(visible(name), LINE_SIZE) + 20)
        places.mutes.append((seat, pygame.Rect(left, strip.y, width, strip.height)))
        left += width + 6
    panel = pygame.Rect(log.x + 4, lines_top, log.width - 8, log.bottom - 4 - lines_top)
    places.panel = panel
    places.text_box = pygame.Rect(panel.x + GAP, panel.bottom - GAP - FIELD_HEIGHT, panel.width - 2 * GAP,
                                  FIELD_HEIGHT)
    rows: list[list[tuple[str, int]]] = [[]]
    for phrase in CHAT_PHRASES:  # as many to a row as fit, the rows from the text box up
        used = sum(width + GAP for _p, width in rows[-1])
        if rows[-1] and used + phrase_width(phrase) > panel.width - 2 * GAP:
            rows.append([])
        rows[-1].append((phrase, phrase_width(phrase)))
    top = places.text_box.y - GAP - len(rows) * (PHRASE_HEIGHT + GAP) + GAP
    for index, chips in enumerate(rows):
        x = panel.x + GAP
        for phrase, width in chips:
            places.phrases.append((phrase, pygame.Rect(x, top + index * (PHRASE_HEIGHT + GAP), width,
                                                       PHRASE_HEIGHT)))
            x += width + GAP
    places.lines = pygame.Rect(panel.x + 8, panel.y + GAP, panel.width - 16, max(0, top - GAP - panel.y - GAP))
    return places


class ChatPanel:
    """The chat's state on the board (open or not, the text being typed) and its events; `say(text, phrase)` sends."""

    def __init__(self, room: ChatRoom, say: Callable[..., None], tell: Callable[[str], None]) -> None:
        self.room, self.say, self.tell = room, say, tell
        self.is_open = False
        self.text_field = TextField((0, 0, 10, FIELD_HEIGHT), max_length=MAX_CHAT_CHARACTERS,
                                    placeholder=_("Type here, then Enter"), text_size=LINE_SIZE)
        self.text_field.focused = True
        self.opening_key = False  # T opened the chat: the letter it types next (TEXTINPUT) is not typed

    def toggle(self) -> None:
        self.is_open = not self.is_open
        self.room.looked_at()
        self.room.changed = True

    def send(self, words: str | None = None, phrase: str | None = None) -> None:
        try:
            self.say(words, phrase)
        except NotNow as not_now:
            self.tell(not_now.words())

    def handle_event(self, event: pygame.event.Event, places: ChatPlaces) -> bool:
        """True when the chat took the event: its chip, T (closed), and while open every key, what is typed and a
        click on the panel or a mute chip."""
        if is_left_release(event) and places.chip.collidepoint(event.pos):
            self.toggle()
            return True
        if not self.is_open:
            if event.type == pygame.KEYDOWN and event.key == CHAT_KEY and not event.mod & (pygame.KMOD_CTRL |
                                                                                         pygame.KMOD_ALT):
                self.toggle()
                self.opening_key = True
                return True
            return False
        if event.type == pygame.TEXTINPUT and self.opening_key:
            self.opening_key = False
            return True
        if event.type == pygame.KEYDOWN:
            self.opening_key = False
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self.toggle()
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
            if self.text_field.text.strip():
                self.send(self.text_field.text)
                self.text_field.set_text("")
            return True
        if event.type in (pygame.TEXTINPUT, pygame.KEYDOWN):
            return self.text_field.handle_event(event) or event.type == pygame.TEXTINPUT
        pos = getattr(event, "pos", None)
        if is_left_release(event):
            for seat, rect in places.mutes:
                if rect.collidepoint(pos):
                    self.room.toggle_mute(seat)
                    return True
            for phrase, rect in places.phrases:
                if rect.collidepoint(pos):
                    self.send(phrase=phrase)
                    return True
        inside = [places.panel, places.chip, places.mute_label, *(rect for _s, rect in places.mutes)]
        return (is_left_press(event) or is_left_release(event)) and any(
            rect is not None and rect.collidepoint(pos) for rect in inside)

    # -- drawing ----------------------------------------------------------------------------------------------
    def draw(self, canvas: pygame.Surface, places: ChatPlaces, names: Sequence[str]) -> None:
        draw_chip(canvas, places.chip, chip_words(self.room, self.is_open), lit=bool(self.room.unread))
        if not self.is_open:
            return
        text.blit(canvas, _("Mute:"), (places.mute_label.x, places.mute_label.centery), LINE_SIZE,
                  anchor="midleft", box=places.mute_label)
        for seat, rect in places.mutes:
            draw_mute(canvas, rect, names[seat] if seat < len(names) else "?", seat in self.room.muted)
        if text_record.active is not None:  # the log's lines under the panel are hidden, not overlapped
            text_record.active.cover(places.panel)
        theme.draw_panel(canvas, places.panel, shadow=False)
        draw_lines(canvas, places.lines, [line_words(line, names) for line in self.room.shown()])
        for phrase, rect in places.phrases:
            pen.rect(canvas, PALETTE["gold_light"], rect, border_radius=8)
            pen.rect(canvas, PALETTE["bronze"], rect, width=2, border_radius=8)
            text.blit(canvas, _(PHRASE_WORDS[phrase]), rect.center, LINE_SIZE, bold=True, anchor="center", box=rect)
        self.text_field.rect = pygame.Rect(places.text_box)
        self.text_field.draw(canvas)


def draw_chip(canvas: pygame.Surface, rect: pygame.Rect, words: str, lit: bool) -> None:
    """The chat's chip: a speech bubble beside its words, gold while lines wait to be read."""
    pen.rect(canvas, PALETTE["gold"] if lit else PALETTE["marble"], rect, border_radius=8)
    pen.rect(canvas, PALETTE["ink"], rect, width=2, border_radius=8)
    bubble = pygame.Rect(rect.x + 6, rect.centery - 7, 16, 11)
    pen.rect(canvas, PALETTE["ink"], bubble, width=2, border_radius=4)
    pen.polygon(canvas, PALETTE["ink"], [(bubble.x + 3, bubble.bottom - 1), (bubble.x + 9, bubble.bottom - 1),
                                         (bubble.x + 3, bubble.bottom + 5)])
    blit_chip_words(canvas, rect, words)


def draw_mute(canvas: pygame.Surface, rect: pygame.Rect, name: str, muted: bool) -> None:
    """A seat's mute chip: its name, crossed out and dimmed while muted (not by colour alone)."""
    pen.rect(canvas, PALETTE["marble_shadow"] if muted else PALETTE["marble"], rect, border_radius=8)
    pen.rect(canvas, PALETTE["error"] if muted else PALETTE["bronze"], rect, width=2, border_radius=8)
    inner = rect.inflate(-16, 0)
    shown = text.fit(visible(name), LINE_SIZE, inner.width)
    place = text.blit(canvas, shown, (inner.x, inner.centery), LINE_SIZE,
                      PALETTE["disabled"] if muted else PALETTE["ink"], anchor="midleft", box=inner)
    if muted:
        pen.line(canvas, PALETTE["error"], (place.x - 2, place.centery), (place.right + 2, place.centery), 2)


def draw_lines(canvas: pygame.Surface, box: pygame.Rect, lines: Sequence[str]) -> None:
    """The newest lines that fit, from the box's bottom up; "Nothing said yet" while there are none."""
    if not lines:
        text.blit(canvas, _("Nothing said yet. Say hello!"), (box.x, box.bottom), LINE_SIZE, PALETTE["disabled"],
                  italic=True, anchor="bottomleft", box=box)
        return
    step = text.line_step(LINE_SIZE)
    rows: list[str] = []
    for words in reversed(lines):
        rows[:0] = wrapped(words, LINE_SIZE, box.width)
        if len(rows) * step > box.height:
            break
    fitting = rows[max(0, len(rows) - box.height // step):]
    top = box.bottom - len(fitting) * step
    for index, row in enumerate(fitting):
        text.blit(canvas, row, (box.x, top + index * step), LINE_SIZE, box=box)
