"""Phase 4, after the dice: choose a program, lay tokens on its card, spend medals, see the attendance
itemised as it would be counted (R9.2-R9.3), then produce or skip.

Tokens move through the board's pointer machine (`BoardInput`): dragged from the tray onto a slot, or clicked:
a token with one place to go (its own type's slot, a joker when one type has room) goes there at once; a
joker with a choice of slots is held, its slots lit, until the slot is clicked. Number keys lay the n-th token
on the first slot that fits; a click on a filled slot takes its token back.

The dialog is the controller: what it shows beyond the state is one frozen `ProduceView` (`view()`), drawn
by produce_picture.py; where the dialog's parts sit, for its hit tests and the picture alike, is in
produce_geometry.py.
"""
from __future__ import annotations

import pygame

from .... import rules
from ...board.input_model import BoardInput, Gesture
from .model import ProduceView, ProgramRow
from .draft_model import CardDraft, ProductionDraft, Slot, best_production, unavailable_reason
from ....i18n import _, ngettext
from ....rules import Phase, Token
from ....rules.pieces import Piece
from ....sprites.program_card import SlotPlace
from ....sprites.token_grid import TokenPlace, token_at
from . import geometry
from ..dialog import DIGIT_KEYS, Dialog
from ..tooltips import place_piece, program_piece_at, row_at, token_piece
from .picture import draw_produce
from ...widgets import Button, is_left_press, is_left_release

PLUS_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)


class ProduceDialog(Dialog):
    def __init__(self, ctx, session, seat: int, on_done=None, people=None) -> None:
        self.cards: dict[int, CardDraft] = {}  # what is laid on each program's card
        self.selected: int | None = None
        self.input = BoardInput(self._piece_at, self._slot_piece_at, moves=lambda piece: piece.kind == "token",
                                held_by_click=self._asks_which_slot)
        super().__init__(ctx, session, seat, on_done, people)

    def header_text(self) -> str:
        return _("{name}: produce an event", name=self.state.player(self.seat).name)

    def still_needed(self) -> bool:
        step = self.state.step
        return step.phase is Phase.PRODUCE and step.player == self.seat and step.dice_done

    # -- what is shown -------------------------------------------------------------------------------
    @property
    def programs(self) -> list[int]:
        return list(dict.fromkeys(self.state.player(self.seat).programs))

    @property
    def draft(self) -> ProductionDraft | None:
        card = self.cards.get(self.selected)
        return ProductionDraft(self.state, self.seat, card) if card is not None else None

    def view(self) -> ProduceView:
        """Everything the dialog shows beyond the game state, as one frozen value (the picture's input)."""
        draft, held = self.draft, self.input.holding.token if self.input.holding else None
        lit = draft.open_slots(held) if draft and held else frozenset()
        hover = self.slot_at(self.input.pointer) if held and self.input.pointer else None
        pointer = self.input.pointer if self.input.dragging else None
        return ProduceView(self.frame(), self.seat, self.rows, self.selected,
                           tuple(self.cards[n] for n in self.programs), held, self.input.dragging, pointer,
                           lit, hover.slot if hover else None)

    def rebuild(self) -> None:
        old = self.cards
        self.cards = {}
        for number in self.programs:  # what was laid is kept, as far as it still fits the holdings
            card = old.get(number, CardDraft(number))
            self.cards[number] = ProductionDraft.laid_again(self.state, self.seat, card).laid
        self.reasons = {n: unavailable_reason(self.state, self.seat, n) for n in self.programs}
        self.best = {n: best_production(self.state, self.seat, n) for n in self.programs if self.reasons[n] is None}
        self.rows = tuple(ProgramRow.of(n, self.reasons[n], self.best.get(n)) for n in self.programs)
        if self.selected not in self.cards:
            # The program that would draw the biggest crowd comes first: that is the one a player looks for.
            ranked = sorted(self.best, key=lambda n: -self.best[n].total)
            self.selected = (ranked or self.programs or [None])[0]
        self.input.cancel()
        self._make_buttons()

    def _make_buttons(self) -> None:
        self.widgets.widgets.clear()
        self.widgets.set_focus(None)
        y = 790
        self.widgets.add(Button((468, y, 170, 50), _("Auto-fill (A)"), self.auto_fill, hotkey=pygame.K_a, text_size=24))
        self.widgets.add(Button((652, y, 150, 50), _("Clear (C)"), self.clear, hotkey=pygame.K_c, text_size=24))
        medals_x, medals_y = geometry.PREVIEW_RECT.x, geometry.MEDAL_BUTTONS_Y
        self.fewer_medals = self.widgets.add(Button((medals_x + 380, medals_y, 48, 44), "−",
                                                    lambda: self.change_medals(-1)))
        self.more_medals = self.widgets.add(Button((medals_x + 500, medals_y, 48, 44), "+",
                                                   lambda: self.change_medals(1)))
        self._sync_medal_buttons()
        self.widgets.add(Button((1040, y, 230, 50), _("Skip production (S)"), self.skip, hotkey=pygame.K_s,
                                text_size=24))
        self.widgets.add(Button((1286, y, 230, 50), _("Produce (Enter)"), self.produce, primary=True,
                                hotkey=pygame.K_RETURN, text_size=24))

    def _sync_medal_buttons(self) -> None:
        """− and + are greyed where they would change nothing: no medal laid, or every medal held laid."""
        medals = self.draft.medals if self.draft else 0
        self.fewer_medals.enabled = medals > 0
        self.more_medals.enabled = self.draft is not None and medals < self.state.player(self.seat).medals

    # -- actions ----------------------------------------------------------------------------------------
    def _set_draft(self, draft: ProductionDraft, message: str | None = None) -> None:
        self.cards[draft.program] = draft.laid
        self.show_refusal(message)
        self._sync_medal_buttons()

    def select(self, number: int) -> None:
        self.selected = number
        self.input.cancel()
        self.show_refusal(None)
        self._sync_medal_buttons()

    def place(self, token: Token, slot_type: Token | None = None) -> bool:
        """Lay a tray token on a slot of `slot_type` (or the first that fits); False, with the reason shown,
        if it may not go there."""
        if self.draft is None:
            return False
        reason = self.draft.why_not_place(token, slot_type)
        if reason is not None:
            self.show_refusal(reason)
            return False
        self._set_draft(self.draft.placed(token, slot_type))
        return True

    def take_back(self, slot: Slot) -> None:
        self._set_draft(self.draft.removed(slot))

    def take_back_last(self) -> None:
        filled = [s for s in self.draft.slots() if s.filled_by is not None] if self.draft else []
        if filled:
            self._set_draft(self.draft.removed(filled[-1]), self.message)

    def auto_fill(self) -> None:
        if self.draft is not None:
            self.input.cancel()
            self._set_draft(self.draft.auto_filled())

    def clear(self) -> None:
        if self.draft is not None:
            self.input.cancel()
            self._set_draft(self.draft.cleared())

    def change_medals(self, delta: int) -> None:
        if self.draft is None:
            return
        wanted = self.draft.medals + delta
        held = self.state.player(self.seat).medals
        self._set_draft(self.draft.with_medals(wanted),
                        ngettext("You have {n} medal to spend", "You have {n} medals to spend", held)
                        if wanted > held else None)

    def produce(self) -> None:
        if self.draft is None:
            self.show_refusal(_("You hold no program to produce"))
            return
        self.submit(self.draft.command())

    def skip(self) -> None:
        self.submit(rules.EndTurn(player=self.seat))

    # -- pieces under the pointer -----------------------------------------------------------------------
    def tray_places(self) -> list[TokenPlace]:
        return geometry.tray_places(self.draft)

    def slot_places(self) -> list[SlotPlace]:
        return geometry.slot_places(self.draft)

    def slot_at(self, pos) -> SlotPlace | None:
        return geometry.slot_at(self.slot_places(), pos)

    def _piece_at(self, pos) -> Piece | None:
        """A tray token (dragged, or clicked), or a slot (clicked to take its token back)."""
        place = token_at(self.tray_places(), pos)
        return Piece("token", token=place.token) if place is not None else self._slot_piece_at(pos)

    def _slot_piece_at(self, pos) -> Piece | None:
        place = self.slot_at(pos)
        return Piece("slot", place.slot.index, token=place.slot.token) if place is not None else None

    def piece_under(self, pos):
        """A token of the tray, on a slot or a row of the card, or one of the producer's programs (not while a
        token is held)."""
        if self.input.holding is not None:
            return None
        slot = self.slot_at(pos)
        if slot is not None and slot.slot.filled_by is not None:  # a joker on a lion's slot says "Joker"
            return token_piece(slot.slot.filled_by), self.seat
        program = self.draft.program if self.draft is not None else None
        card = geometry.card_rect(program) if program is not None else None
        piece = place_piece(self.tray_places(), pos) or program_piece_at((), card, program, pos)
        if piece is not None:
            return piece, self.seat
        number = row_at(geometry.row_rects(self.programs), pos)
        return None if number is None else (Piece("held_program", self.seat, program=number), self.seat)

    def _asks_which_slot(self, piece: Piece) -> bool:
        """A click holds a token (until its slot is clicked) only when it has a choice of slots."""
        return self.draft is not None and self.draft.asks_which_slot(piece.token)

    def _perform(self, gesture: Gesture) -> None:
        source, target = gesture.source, gesture.target
        if source.kind == "slot":
            self.take_back(next(s for s in self.draft.slots() if (s.token, s.index) == (source.token, source.number)))
        else:  # a token clicked (its first fitting slot), or dropped or put on a slot
            self.place(source.token, target.token if target is not None else None)

    # -- input ------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event.key)
        if event.type == pygame.MOUSEMOTION:
            self.input.move(event.pos)
            return self.input.drag is not None
        if event.type == pygame.MOUSEBUTTONDOWN and getattr(event, "button", 1) == 3:
            self.input.cancel()  # a right click puts down what is held
            return True
        if is_left_press(event):
            gesture = self.input.press(event.pos)
            if gesture is not None:
                self._perform(gesture)
                return True
            if self.input.mode != "idle":
                return True
            for number, rect in geometry.row_rects(self.programs):
                if rect.collidepoint(event.pos):
                    self.select(number)
                    return True
            return False
        if is_left_release(event) and self.input.drag is not None:
            gesture = self.input.release(event.pos)
            if gesture is not None:
                self._perform(gesture)
            return True
        return False

    def _handle_key(self, key: int) -> bool:
        if key in DIGIT_KEYS:
            places = self.tray_places()
            index = DIGIT_KEYS[key] - 1
            if index < len(places):
                self.place(places[index].token)
            return True
        if key in PLUS_KEYS or key in MINUS_KEYS:
            self.change_medals(1 if key in PLUS_KEYS else -1)
            return True
        if key == pygame.K_BACKSPACE:
            self.take_back_last()
            return True
        if key in (pygame.K_UP, pygame.K_DOWN) and self.programs:
            step = -1 if key == pygame.K_UP else 1
            index = self.programs.index(self.selected) if self.selected in self.programs else 0
            self.select(self.programs[(index + step) % len(self.programs)])
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------------------
    def hint_button_rect(self) -> pygame.Rect:
        return pygame.Rect(816, 790, 150, 50)  # in the bottom row, between Clear and Skip production

    def message_rect(self) -> pygame.Rect:
        return geometry.MESSAGE_RECT

    def draw(self, canvas: pygame.Surface) -> None:
        draw_produce(canvas, self.state, self.view())
