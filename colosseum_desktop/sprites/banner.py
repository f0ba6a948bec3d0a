"""The banner across the top: round and phase, and in large type who decides and what is asked, over a
band in the deciding player's colour with their symbol (R14: everything is open, so no hand-off screen,
only this cue)."""
from __future__ import annotations

from dataclasses import dataclass
from functools import cached_property

import pygame

from .. import rules
from ..i18n import _, current_language
from ..i18n.card_names import phase_title
from ..rules.state import GameState, Phase
from ..scenes.board import layout_model as layout
from ..scenes.button_look_model import BUTTON_PADDING, MIN_LABEL_SIZE
from ..scenes.board.buttons_model import BANNER_LABELS
from ..scenes.board.prompt_model import prompt_choices
from ..scenes.board.model import PEOPLE_KINDS
from . import pen, text, text_record, theme
from .extent import EXTENT_MARGIN, extent

PLACE_SIZES = (20, 19, 18)  # the round and phase: shrinks before it leaves the question too little room
PLACE_WIDTH = 420
QUESTION_SIZES = (26, 24, 22, 20)  # a long question is set smaller; only past the smallest it takes two lines
TWO_LINE_SIZES = (19, 18)  # two lines under each other in the banner; 18 is body text (14 px) at 1280x720
BAND_HEIGHT = 6  # the deciding player's colour along the banner's foot
SYMBOL_RADIUS = 13  # the deciding player's symbol
SYMBOL_OUTLINE = 2  # its dark rim (theme.draw_seat_symbol: a seventh of the radius)
PHASE_NUMBERS = {Phase.INVEST: 1, Phase.AUCTION: 2, Phase.TRADE: 3, Phase.PRODUCE: 4, Phase.CEREMONY: 5}


def banner_button_rects() -> dict[str, pygame.Rect]:
    """Where the banner's buttons go in the current language: as wide as the layout says, or as a label needs."""
    return {name: pygame.Rect(rect) for name, rect in _button_rects(current_language())}


@pen.cached(maxsize=8)  # measured once per language and scale: the banner's question leaves them room in every state
def _button_rects(language: str) -> tuple[tuple[str, pygame.Rect], ...]:
    boxes = tuple((name, max(width, text.width_of(_(BANNER_LABELS[name]), MIN_LABEL_SIZE) + 2 * BUTTON_PADDING))
                  for name, width in layout.BANNER_BUTTONS)
    return tuple((name, layout.banner_button_rect(name, boxes)) for name, _width in boxes)


def _fitted(words: str, sizes, width: int) -> tuple[str, int]:
    """(text, size) as text.blit_fitted would draw `words`: the largest size it fits at, else cut at the smallest."""
    size = text.largest_fitting_size(words, sizes, width, bold=True)
    return (words, size) if size is not None else (text.fit(words, sizes[-1], width, True), sizes[-1])


def _names_cut(state: GameState, keep: int) -> GameState:
    """The state to word the banner's question from, every player's name cut to `keep` characters and "…"."""
    players = tuple(player.model_copy(update={"name": text.cut_name(player.name, keep)}) for player in state.players)
    return state.model_copy(update={"players": players})


def places(state: GameState) -> list[str]:
    """The round and phase, in full and then short ('Round 3 · Phase 4'): the short one where the question would
    not fit beside the full one (the round track names the phase too)."""
    full = _("Round {round}  ·  {phase}", round=state.round, phase=phase_title(state.phase))
    if state.phase not in PHASE_NUMBERS:
        return [full]
    return [full, _("Round {round}  ·  Phase {number}", round=state.round, number=PHASE_NUMBERS[state.phase])]


def band_colour(state: GameState) -> tuple[int, int, int]:
    """The colour of the band under the banner: the deciding player's, gold between turns."""
    seat = rules.current_player(state)
    return theme.SEAT_STYLES[seat].colour if seat is not None else theme.PALETTE["gold"]


def draw_banner(surface: pygame.Surface, state: GameState, seats: list[str]) -> None:
    draw_tablet(surface, band_colour(state))
    draw_words(surface, state, seats)


def draw_tablet(surface: pygame.Surface, colour: tuple[int, int, int]) -> None:
    """The banner before it says anything: marble over a band of `colour` (two fills: the board paints it where it is laid, cheaper than a copy)."""
    r = layout.BANNER
    pen.rect(surface, theme.PALETTE["marble"], r)
    pen.rect(surface, colour, band_strip())


def band_strip() -> pygame.Rect:
    """Where the band in the deciding player's colour lies, along the banner's foot."""
    r = layout.BANNER
    return pygame.Rect(r.x, r.bottom - BAND_HEIGHT, r.width, BAND_HEIGHT)


def draw_words(surface: pygame.Surface, state: GameState, seats: list[str]) -> None:
    """The round and phase, the deciding player's symbol and the question, over the banner's tablet. Under a clip
    smaller than the banner (a piece repainted) only the pieces reaching into it are drawn."""
    words = banner_words(state, seats)
    clip = surface.get_clip()
    whole = text_record.active is not None or clip.contains(layout.BANNER)  # a text record sees every text drawn

    def reached(piece: str) -> bool:
        return whole or clip.colliderect(words.pieces[piece][1])
    if reached("place"):
        _draw_place(surface, words.question)
    if words.seat is not None and reached("symbol"):
        theme.draw_seat_symbol(surface, words.seat, words.symbol_center, SYMBOL_RADIUS)
    if reached("question"):
        _draw_question(surface, words.question)


def _draw_place(surface: pygame.Surface, question: Question) -> pygame.Rect:
    return text.blit(surface, question.place, (14, layout.BANNER.centery - 2), question.place_size,
                     theme.PALETTE["ink_soft"], True, anchor="midleft")


def _draw_question(surface: pygame.Surface, question: Question) -> None:
    if question.lines is None:
        text.blit_fitted(surface, question.words, (question.room.x, layout.BANNER.centery - 2), QUESTION_SIZES,
                         question.room.width, theme.PALETTE["ink"], True, anchor="midleft")
    else:
        text.draw_lines(surface, question.lines, question.size, question.room, theme.PALETTE["ink"], True)


@dataclass(frozen=True)
class Words:
    """What the banner says for one state, as draw_words lays it out: the question beside the round and phase, and
    the deciding player's symbol between them (seat None: nobody decides)."""
    question: Question
    seat: int | None

    @property
    def symbol_center(self) -> tuple[int, int]:
        question = self.question
        place = text.text(question.place, question.place_size, bold=True).get_width()
        return 14 + place + 24 + 14, layout.BANNER.centery - 2

    @cached_property  # worked out at the scale the words were laid out at (banner_words keys on it)
    def pieces(self) -> dict[str, tuple[tuple, tuple[int, int, int, int]]]:
        """Each piece drawn ('place', 'symbol' where a player decides, 'question'): what it shows and where, and the
        canvas pixels it paints (extent.py: measured as drawn; the symbol, drawn as shapes, by its size)."""
        question = self.question
        pieces = {"place": ((question.place, question.place_size), extent(lambda s: _draw_place(s, question))),
                  "question": ((question.words, question.lines, question.size, tuple(question.room)),
                               extent(lambda s: _draw_question(s, question)))}
        if self.seat is not None:
            reach = SYMBOL_RADIUS + SYMBOL_OUTLINE + EXTENT_MARGIN
            box = pygame.Rect(0, 0, 2 * reach, 2 * reach)
            box.center = self.symbol_center
            pieces["symbol"] = ((self.seat, self.symbol_center), box)
        return {piece: ((piece, *what), tuple(place)) for piece, (what, place) in pieces.items()}


WORDS_KEPT = 4  # the banner's words for the last few states drawn: asked for by the frame that draws them and the next
_worded: list[tuple[GameState, tuple, Words]] = []  # (state, what else they were worded from, words), newest last


def banner_words(state: GameState, seats) -> Words:
    """The banner's words for `state` with `seats` seated, worked out once for the state, the language and the scale
    (a frame measures where they go and draws them; the next measures where they went)."""
    seat = rules.current_player(state)
    person = seat is None or seats[seat] in PEOPLE_KINDS
    here = seat is None or seats[seat] == "person"  # not a person at another computer: the how-to hints are for them
    if text_record.active is not None:  # a text record must see the names cut and the sizes shrunk as they are
        return Words(set_question(state, person, here), seat)
    worded_from = (person, here, current_language(), pen.scale())
    for kept_state, kept_from, words in _worded:
        if kept_state is state and kept_from == worded_from:
            return words
    words = Words(set_question(state, person, here), seat)
    _worded.append((state, worded_from, words))
    del _worded[:-WORDS_KEPT]
    return words


def changed_places(before: GameState, seats_before, after: GameState, seats_after) -> list[pygame.Rect] | None:
    """Where the banner's words and band drawn for `after` differ from those drawn for `before`: the places each
    piece that changed (round and phase, symbol, question) took and takes, and the band where its colour changed;
    None (the whole banner) while a text record is open, which must see every text drawn."""
    if text_record.active is not None:
        return None
    was, now = banner_words(before, seats_before).pieces, banner_words(after, seats_after).pieces
    places = [pygame.Rect(place) for _what, place in set(was.values()) ^ set(now.values())]
    if band_colour(before) != band_colour(after):
        places.append(band_strip())
    return [inside for inside in (place.clip(layout.BANNER) for place in places) if inside.w and inside.h]


@dataclass(frozen=True)
class Question:
    """How the banner sets its question: beside `place` (at `place_size`), in `room`, as `lines` at `size`; or
    when even its shortest wording with the names whole takes more than two lines there (lines None), `words`
    (the names cut) on one line, shrunk and if need be cut (text.blit_fitted)."""
    place: str
    place_size: int
    room: pygame.Rect
    words: str
    lines: tuple[str, ...] | None
    size: int


def set_question(state: GameState, person: bool, here: bool) -> Question:
    """The question in the largest type on one line beside the round and phase in full; else beside the short place;
    else a shorter wording; else the same tries on two lines (a player's name is not cut while they hold it whole);
    only then with the names cut, as short as it takes (fit_names_in's shared length)."""
    choices = prompt_choices(state, person, here)
    where = places(state)
    tries = [(choices[0], place) for place in where] + [(words, where[-1]) for words in choices[1:]]
    buttons = min(rect.x for rect in banner_button_rects().values())
    for lines in (1, 2):
        for words, place in tries:
            shown, size = _fitted(place, PLACE_SIZES, PLACE_WIDTH)
            room = _question_room(state, shown, size, buttons)
            set_as = _set_in(words, room, lines)
            if set_as is not None:
                return Question(shown, size, room, words, *set_as)
    for keep in range(max(len(player.name) for player in state.players) - 1, 0, -1):
        words = prompt_choices(_names_cut(state, keep), person, here)[-1]
        if text.largest_fitting_size(words, QUESTION_SIZES, room.width, bold=True) is not None:
            break
    return Question(shown, size, room, words, None, QUESTION_SIZES[-1])


def _question_room(state: GameState, place: str, place_size: int, buttons: int) -> pygame.Rect:
    """Right of the place and the deciding player's symbol, left of the buttons (from `buttons` on); above the
    colour band."""
    r = layout.BANNER
    x = 14 + text.text(place, place_size, bold=True).get_width() + 24 + (36 if rules.current_player(state) is not None
                                                                          else 0)
    return pygame.Rect(x, r.y, buttons - 12 - x, r.height - BAND_HEIGHT)


def _set_in(words: str, room: pygame.Rect, lines: int) -> tuple[tuple[str, ...], int] | None:
    """(lines, size): `words` in `room` on one line at the largest of QUESTION_SIZES, or on two at the largest of
    TWO_LINE_SIZES; None where they do not fit so."""
    if lines == 1:
        size = text.largest_fitting_size(words, QUESTION_SIZES, room.width, bold=True)
        return None if size is None else ((words,), size)
    for size in TWO_LINE_SIZES:
        wrapped = text.wrapped_within(words, size, room, bold=True)
        if wrapped is not None and len(wrapped) <= 2:
            return tuple(wrapped), size
    return None
