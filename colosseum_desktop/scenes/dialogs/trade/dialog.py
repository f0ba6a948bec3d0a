"""Phase 3 (R8): the trade table. The active trader picks a partner and lays tokens and coins from both
sides on the table, then offers; the partner (same screen, hot-seat) accepts or refuses. A bad offer shows
the engine's reason (rules.check_offer) before it is made.

Tokens move through the board's pointer machine (`BoardInput`): a click moves one across (tray -> table,
table -> tray: a token has only that one place to go), a drag moves it when dropped on that box.

The dialog is the controller: what it shows beyond the state is one frozen `TradeView` (`view()`), drawn by
trade_picture.py; where the table's parts sit, for its hit tests and the picture alike, is in
trade_geometry.py.
"""
from __future__ import annotations

import pygame

from .... import rules
from ...board.input_model import BoardInput, Gesture
from .draft_model import PARTNER, TRADER, TableDraft, TradeDraft
from .model import TradeView, last_answer, last_partner, partner_boxes, refused_offer
from ....i18n import _
from ....rules import Phase, Token
from ....rules.pieces import Piece
from ....sprites.token_grid import token_at
from . import geometry
from ..dialog import DIGIT_KEYS, Dialog
from ..tooltips import place_piece
from ...text_fields import NumberField
from .picture import answer_note, draw_trade
from ...widgets import Button, is_left_press, is_left_release


class TradeDialog(Dialog):
    def __init__(self, ctx, session, seat: int, on_done=None, people=None, stop_offers=None) -> None:
        """stop_offers(computer, person): called when a person refuses a computer's offer with "no more offers
        this round" (the board tells that computer player)."""
        self.table: TableDraft | None = None
        self.laid: list[tuple[str, Token]] = []  # what was put on the table, in order, for Backspace
        self.stop_offers = stop_offers
        self.input = BoardInput(self._piece_at, self._box_at, moves=lambda piece: piece.token is not None,
                                held_by_click=lambda piece: False)  # a token has one place to go: a click moves it
        super().__init__(ctx, session, seat, on_done, people)

    @property
    def offer(self):
        return self.state.step.offer

    @property
    def draft(self) -> TradeDraft:
        return TradeDraft(self.state, self.table)

    @property
    def note(self) -> str | None:
        """What the partner answered to the trader's last offer, if that was the last move."""
        answer = last_answer(self.state, self.session.log)
        return answer_note(self.state, answer) if answer is not None else None

    def view(self) -> TradeView:
        """Everything the table shows beyond the game state, as one frozen value (the picture's input)."""
        dragged = self.input.holding
        return TradeView(self.frame(), self.table, dragged, self.input.pointer if dragged else None,
                         last_answer(self.state, self.session.log))

    def still_needed(self) -> bool:
        return self.state.phase is Phase.TRADE and rules.current_player(self.state) in self.people

    def header_seat(self) -> int:
        return rules.current_player(self.state)

    def header_text(self) -> str:
        if self.offer is not None:
            return _("{partner}: {trader} offers you a trade", partner=self.state.player(self.offer.partner).name,
                     trader=self.state.player(self.offer.trader).name)
        return _("{name}: trade (you are the active trader)", name=self.state.player(self.seat).name)

    # -- building the controls --------------------------------------------------------------------
    def rebuild(self) -> None:
        self.seat = self.state.step.trader
        others = [p.seat for p in self.state.players if p.seat != self.seat]
        keep = self.table is not None and self.table.trader == self.seat and self.table.partner in others
        last = last_partner(self.state, self.session.log, self.seat)
        partner = self.table.partner if keep else last if last is not None else others[0]
        self.table = refused_offer(self.state, self.session.log) or TableDraft(self.seat, partner)
        self.laid = []
        self.input.cancel()
        self.widgets.widgets.clear()
        self.widgets.set_focus(None)
        bottom = self.PANEL.bottom - 76
        if self.offer is not None:
            if self.asks_computer_to_stop():
                self.widgets.add(Button((676, bottom, 360, 54), _("No more offers this round (M)"),
                                        self.refuse_for_round, hotkey=pygame.K_m, text_size=24))
            self.widgets.add(Button((1056, bottom, 220, 54), _("Refuse (N)"), self.refuse, hotkey=pygame.K_n))
            self.widgets.add(Button((1296, bottom, 220, 54), _("Accept (Y)"), self.accept, primary=True,
                                    hotkey=pygame.K_y))
            return
        for seat, box in partner_boxes(self.state, self.seat):
            self.widgets.add(Button(box, self.state.player(seat).name, lambda seat=seat: self.choose_partner(seat),
                                    text_size=24))
        self.coin_fields = {}
        for side in (TRADER, PARTNER):
            box = geometry.TABLE[side]
            y = box.bottom - 62
            self.widgets.add(Button((box.x + 12, y, 48, 48), "−", lambda side=side: self.step_coins(side, -1)))
            coins = self.table.give_coins if side == TRADER else self.table.take_coins
            field_ = NumberField((box.x + 68, y, 84, 48), coins,
                                 on_change=lambda _t, side=side: self.typed_coins(side))
            self.coin_fields[side] = self.widgets.add(field_)
            self.widgets.add(Button((box.x + 160, y, 48, 48), "+", lambda side=side: self.step_coins(side, 1)))
            # The controls end COINS_LABEL_X - 8 into the table: the word "coins" after them has the rest
            self.widgets.add(Button((box.x + 216, y, 60, 48), "+5", lambda side=side: self.step_coins(side, 5),
                                    text_size=22))
        self.widgets.add(Button((84, bottom, 200, 54), _("Clear table"), self.clear, text_size=24))
        self.widgets.add(Button((1056, bottom, 220, 54), _("End trading (E)"), self.end_trading,
                                text_size=24))
        self.widgets.add(Button((1296, bottom, 220, 54), _("Offer (Enter)"), self.propose, primary=True,
                                hotkey=pygame.K_RETURN, text_size=24))

    def asks_computer_to_stop(self) -> bool:
        """A computer's offer to a person can be refused with "no more offers this round"."""
        return self.stop_offers is not None and self.offer is not None and self.offer.trader not in self.people

    # -- actions ----------------------------------------------------------------------------------
    def choose_partner(self, seat: int) -> None:
        self.table = TableDraft(self.seat, seat)
        self.laid = []
        for side in (TRADER, PARTNER):
            self.coin_fields[side].set_value(0)
        self.show_refusal(None)

    def move(self, side: str, token: Token, to_table: bool) -> None:
        draft = self.draft
        reason = draft.why_not_to_table(side, token) if to_table else None
        if reason is None:
            self.table = (draft.to_table(side, token) if to_table else draft.to_tray(side, token)).laid
            if to_table:
                self.laid.append((side, token))
        self.show_refusal(reason)

    def take_back_last(self) -> None:
        """Backspace: the token most recently laid on the table (and still there) goes back to its owner."""
        while self.laid:
            side, token = self.laid.pop()
            if self.draft.on_table(side).get(token):
                self.move(side, token, to_table=False)
                return

    def step_coins(self, side: str, delta: int) -> None:
        field_ = self.coin_fields[side]
        field_.set_value((field_.value or 0) + delta)

    def typed_coins(self, side: str) -> None:
        self.table = self.draft.with_coins(side, self.coin_fields[side].value or 0).laid
        self.invalidate()

    def clear(self) -> None:
        self.choose_partner(self.table.partner)

    def propose(self) -> None:
        problem = self.draft.problem()
        if problem is not None:
            self.show_refusal(problem)
            return
        self.submit(self.draft.command())

    def end_trading(self) -> None:
        self.submit(rules.EndTurn(player=self.seat))

    def accept(self) -> None:
        self.submit(rules.AcceptTrade(player=self.offer.partner))

    def refuse(self) -> None:
        self.submit(rules.RefuseTrade(player=self.offer.partner))

    def refuse_for_round(self) -> None:
        trader, partner = self.offer.trader, self.offer.partner
        # The wish first: an online game's server hears it before the refusal wakes its computer player.
        self.stop_offers(trader, partner)
        self.submit(rules.RefuseTrade(player=partner))

    # -- pieces under the pointer -----------------------------------------------------------------
    def piles(self) -> dict:
        """(side, on_table) -> token places: the two trays and the two halves of the table."""
        return geometry.piles(self.state, self.table)

    def _seat_of(self, side: str) -> int:
        return self.table.trader if side == TRADER else self.table.partner

    def _piece_at(self, pos) -> Piece | None:
        """A token that is there to be moved: Piece("tray" or "table", its owner's seat, its type)."""
        for (side, on_table), places in self.piles().items():
            place = token_at(places, pos)
            if place is not None and place.count > 0:
                return Piece("table" if on_table else "tray", self._seat_of(side), token=place.token)
        return None

    def piece_under(self, pos):
        """A token of a tray or of the table, compared with its owner's holdings (not while one is dragged)."""
        if self.input.holding is not None:
            return None
        shown = geometry.shown_draft(self.state, self.table)
        for (side, _on_table), places in self.piles().items():
            piece = place_piece(places, pos)
            if piece is not None:
                return piece, shown.trader if side == TRADER else shown.partner
        return None

    def _box_at(self, pos) -> Piece | None:
        """The box a token is dropped on: Piece("tray" or "table", the seat of its side)."""
        for kind, boxes in (("tray", geometry.TRAY), ("table", geometry.TABLE)):
            for side, rect in boxes.items():
                if rect.collidepoint(pos):
                    return Piece(kind, self._seat_of(side))
        return None

    def _perform(self, gesture: Gesture) -> None:
        source, target = gesture.source, gesture.target
        side = TRADER if source.number == self.table.trader else PARTNER
        # A click moves the token across; a drag moves it only when dropped on its side's other box.
        if target is None or (target.number == source.number and target.kind != source.kind):
            self.move(side, source.token, to_table=source.kind == "tray")
        elif target.number != source.number:
            self.show_refusal(_("A token stays on its owner's side of the table"))

    # -- input ------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> bool:
        if self.offer is not None:
            return False  # the partner only answers
        if event.type == pygame.KEYDOWN and event.key == pygame.K_e:
            self.end_trading()  # also while a coin box has the focus: it takes digits only
            return True
        if event.type == pygame.KEYDOWN and not isinstance(self.widgets.focus, NumberField):
            if event.key in DIGIT_KEYS:
                side = PARTNER if getattr(event, "mod", 0) & pygame.KMOD_SHIFT else TRADER
                places = self.piles()[(side, False)]
                index = DIGIT_KEYS[event.key] - 1
                if index < len(places):
                    self.move(side, places[index].token, to_table=True)
                return True
            if event.key == pygame.K_BACKSPACE:
                self.take_back_last()
                return True
        if event.type == pygame.MOUSEMOTION:
            self.input.move(event.pos)
            return self.input.drag is not None
        if is_left_press(event):
            self.input.press(event.pos)
            return self.input.mode != "idle"
        if is_left_release(event) and self.input.drag is not None:
            gesture = self.input.release(event.pos)
            if gesture is not None:
                self._perform(gesture)
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def hint_button_rect(self) -> pygame.Rect:
        if self.asks_computer_to_stop():
            return pygame.Rect(506, 784, 150, 54)  # left of "No more offers this round"
        return pygame.Rect(886, 784, 150, 54)  # in the bottom row, left of End trading (or of Refuse)

    def message_rect(self) -> pygame.Rect:
        return geometry.MESSAGE_RECT

    def draw(self, canvas: pygame.Surface) -> None:
        draw_trade(canvas, self.state, self.view())
