"""Phase 3 (R8): the trade table. The active trader picks a partner and lays tokens and coins from both
sides on the table, then offers; the partner (same screen, hot-seat) accepts or refuses. A bad offer shows
the engine's reason (rules.check_offer) before it is made.

Tokens move with a click (tray -> table, table -> tray) or by dragging them across.
"""
from __future__ import annotations

import pygame

from .. import rules
from ..i18n import N_, _, ngettext
from ..i18n.card_names import tokens_and_coins
from ..rules import Phase, Token
from ..sprites import text
from ..sprites.theme import PALETTE, SEAT_STYLES, draw_panel, draw_seat_symbol
from ..sprites.token_grid import RADIUS, draw_token_grid, token_at, token_grid
from ..sprites.tokens import draw_token
from ..board.input import Drag
from ..board.trade_draft import PARTNER, TRADER, TradeDraft
from .dialog import DIGIT_KEYS, Dialog
from .text_fields import NumberField
from .widgets import Button, is_left_press, is_left_release

# Four boxes: each side's holdings outside, what each side puts on the table in the middle.
TRAY = {TRADER: pygame.Rect(84, 196, 330, 420), PARTNER: pygame.Rect(1186, 196, 330, 420)}
TABLE = {TRADER: pygame.Rect(434, 196, 360, 420), PARTNER: pygame.Rect(806, 196, 360, 420)}
PILE_TOP = 48  # room for the box's caption
STATUS_W = 1432  # the lines under the boxes, across the dialog


class TradeDialog(Dialog):
    def __init__(self, ctx, session, seat: int, on_done=None, people=None, stop_offers=None) -> None:
        """stop_offers(computer, person): called when a person refuses a computer's offer with "no more offers
        this round" (the board tells that computer player)."""
        self.draft: TradeDraft | None = None
        self.drag: Drag | None = None
        self.stop_offers = stop_offers
        super().__init__(ctx, session, seat, on_done, people)

    @property
    def offer(self):
        return self.state.step.offer

    ANSWER_NOTES = {"accept_trade": N_("{name} accepted your offer."), "refuse_trade": N_("{name} refused your offer.")}

    def _answer(self):
        """The partner's answer to the trader's last offer, when that was the last move (here, or by a computer
        partner while the table was closed); else None."""
        last = self.session.log[-1].command if self.session.log else None
        if self.offer is not None or last is None or last.kind not in self.ANSWER_NOTES:
            return None
        return last

    @property
    def note(self) -> str | None:
        answer = self._answer()
        if answer is None:
            return None
        return _(self.ANSWER_NOTES[answer.kind], name=self.state.player(answer.player).name)

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
        keep = self.draft is not None and self.draft.trader == self.seat and self.draft.partner in others
        last = self._last_partner()
        partner = self.draft.partner if keep else last if last is not None else others[0]
        self.draft = self._refused_draft() or TradeDraft(self.state, self.seat, partner)
        self.laid: list[tuple[str, Token]] = []  # what was put on the table, in order, for Backspace
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
        for i, seat in enumerate(others):
            self.widgets.add(Button((300 + i * 250, 112, 230, 48), self.state.player(seat).name,
                                    lambda seat=seat: self.choose_partner(seat), text_size=24))
        self.coin_fields = {}
        for side in (TRADER, PARTNER):
            box = TABLE[side]
            y = box.bottom - 62
            self.widgets.add(Button((box.x + 12, y, 48, 48), "−", lambda side=side: self.step_coins(side, -1)))
            coins = self.draft.give_coins if side == TRADER else self.draft.take_coins
            field_ = NumberField((box.x + 68, y, 100, 48), coins,
                                 on_change=lambda _t, side=side: self.typed_coins(side))
            self.coin_fields[side] = self.widgets.add(field_)
            self.widgets.add(Button((box.x + 176, y, 48, 48), "+", lambda side=side: self.step_coins(side, 1)))
            self.widgets.add(Button((box.x + 232, y, 60, 48), "+5", lambda side=side: self.step_coins(side, 5),
                                    text_size=22))
        self.widgets.add(Button((84, bottom, 200, 54), _("Clear table"), self.clear, text_size=24))
        self.widgets.add(Button((1056, bottom, 220, 54), _("End trading (E)"), self.end_trading,
                                text_size=24))
        self.widgets.add(Button((1296, bottom, 220, 54), _("Offer (Enter)"), self.propose, primary=True,
                                hotkey=pygame.K_RETURN, text_size=24))

    def _last_partner(self) -> int | None:
        """The partner of this trader's latest offer in this trade turn: the table opens on them again after
        they answered (a computer's answer closes and reopens the table), not on the first player."""
        for entry in reversed(self.session.log):
            before = entry.state_before
            if before.phase is not Phase.TRADE or before.round != self.state.round or before.step.trader != self.seat:
                return None
            if entry.command.kind == "propose_trade":
                return entry.command.partner
        return None

    def asks_computer_to_stop(self) -> bool:
        """A computer's offer to a person can be refused with "no more offers this round"."""
        return self.stop_offers is not None and self.offer is not None and self.offer.trader not in self.people

    def _refused_draft(self) -> TradeDraft | None:
        """The offer just refused, laid out again to change and offer anew."""
        last = self.session.log[-1] if self.session.log else None
        if self.offer is not None or last is None or last.command.kind != "refuse_trade":
            return None
        offer = last.state_before.step.offer
        return TradeDraft(self.state, offer.trader, offer.partner, dict(offer.give), dict(offer.take),
                          offer.give_coins, offer.take_coins)

    # -- actions ----------------------------------------------------------------------------------
    def choose_partner(self, seat: int) -> None:
        self.draft = TradeDraft(self.state, self.seat, seat)
        self.laid = []
        for side in (TRADER, PARTNER):
            self.coin_fields[side].set_value(0)
        self.show_refusal(None)

    def move(self, side: str, token: Token, to_table: bool) -> None:
        if to_table:
            reason = self.draft.to_table(side, token)
            if reason is None:
                self.laid.append((side, token))
            self.show_refusal(reason)
        else:
            self.draft.to_tray(side, token)
            self.show_refusal(None)

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
        self.draft.set_coins(side, self.coin_fields[side].value or 0)
        self.invalidate()

    def clear(self) -> None:
        self.choose_partner(self.draft.partner)

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
        if self.submit(rules.RefuseTrade(player=partner)):
            self.stop_offers(trader, partner)

    # -- input ------------------------------------------------------------------------------------
    def piles(self) -> dict[tuple[str, bool], list]:
        """(side, on_table) -> token places: the two trays and the two halves of the table."""
        if self.offer is not None:
            offer = self.offer
            shown = TradeDraft(self.state, offer.trader, offer.partner, dict(offer.give), dict(offer.take))
        else:
            shown = self.draft
        trays = {side: shown.in_tray(side) for side in (TRADER, PARTNER)}
        tables = {side: shown.on_table(side) for side in (TRADER, PARTNER)}
        out = {}
        for side in (TRADER, PARTNER):
            out[(side, False)] = token_grid(_pile_rect(TRAY[side]), trays[side])
            out[(side, True)] = token_grid(_pile_rect(TABLE[side]), tables[side])
        return out

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
        if event.type == pygame.MOUSEMOTION and self.drag is not None:
            self.drag.pos = event.pos
            return True
        if is_left_press(event):
            for (side, on_table), places in self.piles().items():
                place = token_at(places, event.pos)
                if place is not None and place.count > 0:
                    self.drag = Drag((side, on_table, place.token), event.pos, event.pos)
                    return True
            return False
        if is_left_release(event) and self.drag is not None:
            drag, self.drag = self.drag, None
            drag.pos = event.pos
            side, on_table, token = drag.item
            target = TRAY[side] if on_table else TABLE[side]
            # A click moves the token across; a drag moves it only when dropped on the other box.
            if not drag.moved or target.collidepoint(event.pos):
                self.move(side, token, to_table=not on_table)
            elif any(box[_other(side)].collidepoint(event.pos) for box in (TRAY, TABLE)):
                self.show_refusal(_("A token stays on its owner's side of the table"))
            return True
        return False

    # -- drawing ----------------------------------------------------------------------------------
    def message_rect(self) -> pygame.Rect:
        return pygame.Rect(84, 632, 1432, 40)

    def draw_body(self, canvas: pygame.Surface) -> None:
        state = self.state
        if self.offer is not None:
            trader, partner = self.offer.trader, self.offer.partner
            coins = {TRADER: self.offer.give_coins, PARTNER: self.offer.take_coins}
            self._draw_answer_cue(canvas, partner)
        else:
            trader, partner = self.seat, self.draft.partner
            coins = None
            text.blit_fitted(canvas, _("Trade with:"), (84, 136), (24, 22, 20, 18), 300 - 12 - 84, bold=True,
                             anchor="midleft")
            for widget in self.widgets.widgets[:len(state.players) - 1]:
                if widget.text == state.player(partner).name:
                    pygame.draw.rect(canvas, PALETTE["gold"], widget.rect.inflate(10, 10), width=4, border_radius=10)
        names = {TRADER: state.player(trader).name, PARTNER: state.player(partner).name}
        seats = {TRADER: trader, PARTNER: partner}
        for side in (TRADER, PARTNER):
            holder = state.player(seats[side])
            self._box(canvas, TRAY[side], _("{name} holds", name=names[side]), seats[side], coins_text(holder.coins))
            self._box(canvas, TABLE[side], _("{name} gives", name=names[side]), seats[side], None, table=True)
            if coins is not None:
                text.blit(canvas, coins_text(coins[side]), (TABLE[side].x + 16, TABLE[side].bottom - 38), 26,
                          bold=True, anchor="midleft")
            else:
                text.blit(canvas, _("coins"), (TABLE[side].right - 12, TABLE[side].bottom - 38), 20,
                          PALETTE["ink_soft"], anchor="midright")
        lifted = self.drag.item if self.drag is not None and self.drag.moved else None
        if lifted:  # the one box the dragged token may go to
            side, on_table, _token = lifted
            target = TRAY[side] if on_table else TABLE[side]
            pygame.draw.rect(canvas, PALETTE["olive"], target.inflate(8, 8), width=4, border_radius=12)
        for (side, on_table), places in self.piles().items():
            draw_token_grid(canvas, places, numbered=self.offer is None and not on_table,
                            lifted=lifted[2] if lifted and lifted[:2] == (side, on_table) else None)
        if lifted:
            draw_token(canvas, lifted[2], self.drag.pos, RADIUS)
        self._draw_status(canvas)

    def _box(self, canvas, rect, caption: str, seat: int, right_note: str | None, table: bool = False) -> None:
        draw_panel(canvas, rect, fill=PALETTE["white"] if table else PALETTE["sand"], shadow=False)
        draw_seat_symbol(canvas, seat, (rect.x + 20, rect.y + 22), 10)
        text.blit(canvas, text.fit(caption, 22, rect.w - 150, bold=True), (rect.x + 38, rect.y + 22), 22,
                  bold=True, anchor="midleft")
        if right_note:
            text.blit(canvas, right_note, (rect.right - 14, rect.y + 22), 22, anchor="midright")

    def _draw_answer_cue(self, canvas, partner: int) -> None:
        band = pygame.Rect(84, 112, 1432, 64)
        colour = SEAT_STYLES[partner % len(SEAT_STYLES)].colour
        pygame.draw.rect(canvas, colour, band, width=4, border_radius=10)
        draw_seat_symbol(canvas, partner, (band.x + 34, band.centery), 18)
        cue = _("{name}, it is your decision: accept the trade as laid out below, or refuse it.",
                name=self.state.player(partner).name)
        text.blit_fitted(canvas, cue, (band.x + 66, band.centery), (26, 24, 22, 20), band.right - 16 - (band.x + 66),
                         bold=True, anchor="midleft")

    def _draw_status(self, canvas) -> None:
        y = 686
        if self.offer is not None:
            offer = self.offer
            deal = _("You would receive {receive}, and give {give}.",
                     receive=tokens_and_coins(offer.give, offer.give_coins),
                     give=tokens_and_coins(offer.take, offer.take_coins))
            text.blit_fitted(canvas, deal, (84, y), (24, 22, 20), STATUS_W, bold=True)
        else:
            problem = self.draft.problem()
            if self.note and not self.message:
                refused = self._answer().kind == "refuse_trade"
                colour = PALETTE["terracotta_dark"] if refused else PALETTE["olive"]  # a refusal is no good news
                text.blit_fitted(canvas, self.note, (84, y), (22, 20), STATUS_W, colour, bold=True)
            elif problem and not self.message:
                # The engine's reasons start a sentence; here they continue one.
                text.blit_fitted(canvas, _("Not yet an offer: {reason}", reason=problem[:1].lower() + problem[1:]),
                                 (84, y), (20, 18), STATUS_W, PALETTE["ink_soft"], italic=True)
            elif not self.message:
                draft, state = self.draft, self.state
                offer = _("Your offer: {give} for {partner}'s {take}",
                          give=tokens_and_coins(draft.give, draft.give_coins), partner=state.player(draft.partner).name,
                          take=tokens_and_coins(draft.take, draft.take_coins))
                text.blit_fitted(canvas, offer, (84, y), (22, 20), STATUS_W, PALETTE["olive"], bold=True)
            hint = _("Click a token to move it between its owner's tray and the table, or drag it. Keys: 1-9 your "
                     "tokens, Shift+1-9 {name}'s, Backspace takes the last back.",
                     name=self.state.player(self.draft.partner).name)
            text.blit_fitted(canvas, hint, (84, y + 30), (20, 18, 16), STATUS_W, PALETTE["ink_soft"])


def coins_text(coins: int) -> str:
    return ngettext("{n} coin", "{n} coins", coins)


def _pile_rect(box: pygame.Rect) -> pygame.Rect:
    return pygame.Rect(box.x + 6, box.y + PILE_TOP, box.w - 12, box.h - PILE_TOP - 72)


def _other(side: str) -> str:
    return PARTNER if side == TRADER else TRADER
