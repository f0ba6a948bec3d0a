"""Phase 2 (R7): the active player opens an auction on a market (at least 8 coins) or declines; then each
bidder in turn raises (+1, +5 or a typed amount) or passes. In hot-seat the dialog follows the bid from
person to person and closes when the auctions are over or a computer seat must decide.

The dialog is the controller: its input becomes a command for the session or a new `BidView` (`view`), and
`draw_bid` (bid_picture.py) draws `(state, view)`."""
from __future__ import annotations

import pygame

from .... import rules
from .model import (AMOUNT_Y, LOT_RADIUS, MESSAGE_BOX, PANEL, BidView, auction_lot_box, filled_markets, lot_centers,
                    market_boxes)
from ....i18n import _, ngettext
from ....rules import Phase
from ....sprites.token_grid import TokenPlace
from .picture import draw_bid
from ..dialog import Dialog
from ..tooltips import place_piece
from ...text_fields import NumberField
from ...widgets import Button, is_left_press


class BidDialog(Dialog):
    PANEL = pygame.Rect(PANEL)

    def __init__(self, ctx, session, seat: int, on_done=None, people=None, market: int | None = None) -> None:
        """market: the market a click on the board chose (the bid is still to be made here)."""
        self.market: int | None = market
        self.sent_words: str | None = None  # what the message says while this seat's answer is on its way
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
            filled = filled_markets(self.state)
            if self.market not in filled:
                self.market = filled[0] if filled else None
        self.widgets.widgets.clear()
        self.widgets.set_focus(None)
        row = self.PANEL.bottom - 80
        left = self.PANEL.x + 40
        # Any amount may be typed (the engine says what is wrong with it); the steps stop at the coins held.
        self.amount = self.widgets.add(NumberField((left, AMOUNT_Y, 130, 50), low, minimum=0, maximum=999))
        steps = [self.widgets.add(Button((left + 146, AMOUNT_Y, 80, 50), "+1", lambda: self.add(1))),
                 self.widgets.add(Button((left + 240, AMOUNT_Y, 80, 50), "+5", lambda: self.add(5)))]
        for button in steps:
            button.enabled = bids is not None and bids[0] < bids[1]  # one possible amount: nothing to step through
        other, main = ((_("Decline (D)"), self.decline), _("Open auction")) if self.auction is None else \
            ((_("Pass (P)"), self.pass_bid), _("Bid"))
        self.widgets.add(Button((self.PANEL.right - 520, row, 240, 54), *other, text_size=24))
        self.widgets.add(Button((self.PANEL.right - 264, row, 224, 54), main, self.bid, primary=True,
                                hotkey=pygame.K_RETURN, text_size=24))
        self.widgets.set_focus(self.amount)
        self._show_on_its_way()

    def _show_on_its_way(self) -> None:
        """Online, this seat's answer sent and not yet back from the server: the bid sent stays in the box (not the
        lowest bid of the state still shown), nothing can be answered twice, and the dialog says so."""
        sent = self.session.on_its_way()
        if sent is None or sent.player != self.seat:
            if self.message == self.sent_words:
                self.message = None
            self.sent_words = None
            return
        if isinstance(sent, (rules.OpenAuction, rules.RaiseBid)):
            self.amount.set_value(sent.bid)
            self.market = getattr(sent, "market", self.market)
            self.sent_words = _("Your bid of {n} is on its way to the server…", n=sent.bid)
        else:
            self.sent_words = _("Your answer is on its way to the server…")
        for widget in self.widgets.widgets:
            widget.enabled = False
        self.message = self.sent_words

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
        return [pygame.Rect(box) for box in market_boxes(len(self.state.markets))]

    def piece_under(self, pos):
        """A token of a market (the one auctioned, or any to choose from), compared with the bidder's holdings."""
        markets = ((auction_lot_box(), self.state.markets[self.auction.market]),) if self.auction is not None \
            else zip(market_boxes(len(self.state.markets)), self.state.markets)
        places = [TokenPlace(token, 0, center) for box, lot in markets for token, center in lot_centers(box, lot)]
        piece = place_piece(places, pos, LOT_RADIUS)
        return None if piece is None else (piece, self.seat)

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
            filled = filled_markets(self.state)
            if filled and self.market is not None:
                step = 1 if event.key == pygame.K_RIGHT else -1  # stops at the first and last, as on the board
                self.market = filled[max(0, min(len(filled) - 1, filled.index(self.market) + step))]
            return True
        return False

    # -- what the dialog shows ----------------------------------------------------------------------
    def message_rect(self) -> pygame.Rect:
        return pygame.Rect(MESSAGE_BOX)

    def view(self) -> BidView:
        return BidView(self.frame(), self.market, self.amount.value)

    def draw(self, canvas: pygame.Surface) -> None:
        draw_bid(canvas, self.state, self.view())
