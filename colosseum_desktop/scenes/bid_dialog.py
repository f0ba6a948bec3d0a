"""Phase 2 (R7): the active player opens an auction on a market (at least 8 coins) or declines; then each
bidder in turn raises (+1, +5 or a typed amount) or passes. In hot-seat the dialog follows the bid from
person to person and closes when the auctions are over or a computer seat must decide."""
from __future__ import annotations

import pygame

from .. import rules
from ..i18n import _, ngettext, pgettext
from ..i18n.card_names import token_name
from ..rules import Phase
from ..rules.auction import may_bid
from ..sprites import text
from ..sprites.theme import PALETTE, draw_panel, draw_seat_symbol, wrap_text
from ..sprites.tokens import draw_token
from .dialog import Dialog
from .text_fields import NumberField
from .widgets import Button, is_left_press

PANEL = pygame.Rect(300, 160, 1000, 560)
AMOUNT_Y = PANEL.y + 336
MARKET_TOP = PANEL.y + 150
MARKET_SIZE = (172, 118)
MARKET_GAP = 16
LINE_SIZES = (22, 20, 18)  # a line of the body, shrunk for the longer languages before it is cut
HINT_SIZES = (20, 18, 16)


class BidDialog(Dialog):
    PANEL = PANEL

    def __init__(self, ctx, session, seat: int, on_done=None, people=None, market: int | None = None) -> None:
        """market: the market a click on the board chose (the bid is still to be made here)."""
        self.market: int | None = market
        super().__init__(ctx, session, seat, on_done, people)

    # -- the decision -------------------------------------------------------------------------------
    @property
    def auction(self):
        return self.state.step.auction

    def still_needed(self) -> bool:
        return self.state.phase is Phase.AUCTION and rules.current_player(self.state) in self.people

    def header_text(self) -> str:
        name = self.state.player(self.seat).name
        if self.auction:
            return _("{name}: raise or pass", name=name)
        return _("{name}: open an auction or decline", name=name)

    def rebuild(self) -> None:
        self.seat = rules.current_player(self.state)
        bids = rules.bid_range(self.state)
        low = bids[0] if bids else None
        if self.auction is None:
            filled = [m for m, lot in enumerate(self.state.markets) if lot]
            if self.market not in filled:
                self.market = filled[0] if filled else None
        self.widgets.widgets.clear()
        self.widgets.set_focus(None)
        row = PANEL.bottom - 80
        left = PANEL.x + 40
        # Any amount may be typed (the engine says what is wrong with it); the steps stop at the coins held.
        self.amount = self.widgets.add(NumberField((left, AMOUNT_Y, 130, 50), low, minimum=0, maximum=999))
        steps = [self.widgets.add(Button((left + 146, AMOUNT_Y, 80, 50), "+1", lambda: self.add(1))),
                 self.widgets.add(Button((left + 240, AMOUNT_Y, 80, 50), "+5", lambda: self.add(5)))]
        for button in steps:
            button.enabled = bids is not None and bids[0] < bids[1]  # one possible amount: nothing to step through
        other, main = ((_("Decline (D)"), self.decline), _("Open auction")) if self.auction is None else \
            ((_("Pass (P)"), self.pass_bid), _("Bid"))
        self.widgets.add(Button((PANEL.right - 520, row, 240, 54), *other, text_size=24))
        self.widgets.add(Button((PANEL.right - 264, row, 224, 54), main, self.bid, primary=True,
                                hotkey=pygame.K_RETURN, text_size=24))
        self.widgets.set_focus(self.amount)

    def add(self, step: int) -> None:
        base = self.amount.value
        if base is None:
            bids = rules.bid_range(self.state)
            base = bids[0] - step if bids else 0
        coins = self.state.player(self.seat).coins
        self.amount.set_value(min(base + step, coins))
        self.widgets.set_focus(self.amount)  # so that Enter bids what the steps made
        self.show_refusal(None if base + step <= coins else ngettext(
            "{n} coin is all you hold: the most you can bid", "{n} coins is all you hold: the most you can bid", coins))

    def bid(self) -> None:
        amount = self.amount.value
        if amount is None:
            self.show_refusal(_("Type the number of coins you bid"))
            return
        if self.auction is None:
            if self.market is None:
                self.show_refusal(_("Every market is empty"))
                return
            self.submit(rules.OpenAuction(player=self.seat, market=self.market, bid=amount))
        else:
            self.submit(rules.RaiseBid(player=self.seat, bid=amount))

    def pass_bid(self) -> None:
        self.submit(rules.PassBid(player=self.seat))

    def decline(self) -> None:
        self.submit(rules.DeclineAuction(player=self.seat))

    def choose_market(self, market: int) -> None:
        if not self.state.markets[market]:
            self.show_refusal(_("That market is empty; open an auction on a market with tokens"))
            return
        self.market = market
        self.show_refusal(None)

    def default_focus(self):
        return self.amount

    # -- input --------------------------------------------------------------------------------------
    def market_rects(self) -> list[pygame.Rect]:
        width = len(self.state.markets) * (MARKET_SIZE[0] + MARKET_GAP) - MARKET_GAP
        x0 = PANEL.centerx - width // 2
        return [pygame.Rect(x0 + i * (MARKET_SIZE[0] + MARKET_GAP), MARKET_TOP, *MARKET_SIZE)
                for i in range(len(self.state.markets))]

    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_p, pygame.K_d):
            # The amount box keeps the focus but takes only digits, so letters are free for the two answers.
            if event.key == pygame.K_p and self.auction is not None:
                self.pass_bid()
            elif event.key == pygame.K_d and self.auction is None:
                self.decline()
            return True
        if self.auction is not None:
            return False
        if is_left_press(event):
            for market, rect in enumerate(self.market_rects()):
                if rect.collidepoint(event.pos):
                    self.choose_market(market)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            filled = [m for m, lot in enumerate(self.state.markets) if lot]
            if filled and self.market is not None:
                step = 1 if event.key == pygame.K_RIGHT else -1
                self.market = filled[(filled.index(self.market) + step) % len(filled)]
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------------
    def message_rect(self) -> pygame.Rect:
        return pygame.Rect(PANEL.x + 24, AMOUNT_Y + 70, PANEL.w - 48, 40)

    def draw_body(self, canvas: pygame.Surface) -> None:
        player = self.state.player(self.seat)
        top = PANEL.y + 76
        text.blit(canvas, ngettext("You have {n} coin.", "You have {n} coins.", player.coins), (PANEL.x + 40, top), 24,
                  bold=True)
        if self.auction is None:
            self._draw_choice(canvas, top)
        else:
            self._draw_auction(canvas, top)
        bids = rules.bid_range(self.state)
        hint = (ngettext("Bid from {low} to {n} coin: type it, or use +1 / +5 (Up/Down in the box)",
                         "Bid from {low} to {n} coins: type it, or use +1 / +5 (Up/Down in the box)", bids[1],
                         low=bids[0])
                if bids else _("You cannot pay more than the bid"))
        self._draw_hint(canvas, hint)

    def _draw_hint(self, canvas, hint: str) -> None:
        """Beside the amount box: one line at 20 points when it fits (English), else two smaller lines (German, French,
        Romanian run longer), cut only if even those do not fit."""
        left = PANEL.x + 380
        room = PANEL.right - 24 - left
        if text.width_of(hint, HINT_SIZES[0]) <= room:
            text.blit(canvas, hint, (left, AMOUNT_Y + 25), HINT_SIZES[0], PALETTE["ink_soft"], anchor="midleft")
            return
        lines = wrap_text(hint, HINT_SIZES[1], room)
        if len(lines) > 2:
            lines = [lines[0], " ".join(lines[1:])]
        for i, line in enumerate(lines):
            text.blit_fitted(canvas, line, (left, AMOUNT_Y + 14 + 22 * i), HINT_SIZES[1:], room, PALETTE["ink_soft"],
                             anchor="midleft")

    def _draw_choice(self, canvas, top: int) -> None:
        least = rules.game_data().prices.minimum_bid
        ask = _("Choose a market (click, or Left/Right), set your opening bid (at least {coins}).", coins=least)
        text.blit_fitted(canvas, ask, (PANEL.x + 40, top + 36), LINE_SIZES, PANEL.w - 80, PALETTE["ink_soft"])
        for market, rect in enumerate(self.market_rects()):
            self._draw_market(canvas, market, rect, chosen=market == self.market)
        if self.market is not None:
            chosen = _("Market {n}: {lot}", n=self.market + 1, lot=lot_words(self.state.markets[self.market]))
            text.blit_fitted(canvas, chosen, (PANEL.x + 40, MARKET_TOP + MARKET_SIZE[1] + 16), LINE_SIZES, PANEL.w - 80)

    def _draw_market(self, canvas, market: int, rect: pygame.Rect, chosen: bool) -> None:
        lot = self.state.markets[market]
        draw_panel(canvas, rect, fill=PALETTE["gold_light"] if chosen else PALETTE["marble"],
                   border=PALETTE["gold"] if chosen else PALETTE["bronze"], radius=8, shadow=False)
        if chosen:
            pygame.draw.rect(canvas, PALETTE["gold"], rect.inflate(8, 8), width=3, border_radius=10)
        text.blit_fitted(canvas, _("Market {n}", n=market + 1), (rect.centerx, rect.y + 8), HINT_SIZES,
                         rect.w - 12, bold=True, anchor="midtop")
        if not lot:
            text.blit(canvas, pgettext("market", "empty"), rect.center, 20, PALETTE["disabled"], italic=True,
                      anchor="center")
        for i, token in enumerate(lot):
            draw_token(canvas, token, (rect.centerx + (i - 1) * 52, rect.y + 70), 23)

    def _draw_auction(self, canvas, top: int) -> None:
        auction = self.auction
        state = self.state
        lot_rect = pygame.Rect(PANEL.x + 40, top + 44, MARKET_SIZE[0] + 40, MARKET_SIZE[1])
        self._draw_market(canvas, auction.market, lot_rect, chosen=False)
        x = lot_rect.right + 40
        high = ngettext("High bid: {n} coin", "High bid: {n} coins", auction.high_bid)
        text.blit_fitted(canvas, high, (x, top + 44), (30, 28, 26, 24), PANEL.right - 40 - x, PALETTE["terracotta"],
                         bold=True)
        bidder = state.player(auction.high_bidder)
        draw_seat_symbol(canvas, bidder.seat, (x + 12, top + 104), 11)
        text.blit_fitted(canvas, _("by {name}", name=bidder.name), (x + 32, top + 104), (24, 22, 20),
                         PANEL.right - 72 - x, anchor="midleft")
        text.blit_fitted(canvas, _("opened by {name}", name=state.player(auction.opener).name), (x, top + 126),
                         LINE_SIZES[1:], PANEL.right - 40 - x, PALETTE["ink_soft"])
        bidding = [p.name for p in state.players
                   if p.seat not in auction.passed and may_bid(state, p.seat)]
        text.blit_fitted(canvas, _("Still bidding: {names}", names=", ".join(bidding)), (x, top + 156), LINE_SIZES[1:],
                         PANEL.right - 40 - x, PALETTE["ink_soft"])
        text.blit_fitted(canvas, _("The lot: {lot}", lot=lot_words(state.markets[auction.market])),
                         (PANEL.x + 40, top + 196), LINE_SIZES, PANEL.w - 80)


def lot_words(lot) -> str:
    return ", ".join(token_name(token) for token in lot) or pgettext("market", "empty")
