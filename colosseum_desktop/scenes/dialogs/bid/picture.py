"""The bid dialog drawn from `(state, BidView)` alone: the coins held, the markets to open an auction on (the
chosen one lit) or the running auction, and how much may be bid (R7)."""
from __future__ import annotations

from functools import partial

import pygame

from .... import rules
from .model import (AMOUNT_Y, LOT_RADIUS, MARKET_SIZE, MARKET_TOP, PANEL, BidView, auction_lot_box, lot_centers,
                    market_boxes)
from ....i18n import _, ngettext, pgettext
from ....i18n.card_names import token_name
from ....rules.auction import may_bid
from ....rules.state import GameState
from ....sprites import pen, text
from ....sprites.theme import PALETTE, draw_panel, draw_seat_symbol, wrap_text
from ....sprites.tokens import draw_token
from ..frame_picture import draw_dialog

PANEL_RECT = pygame.Rect(PANEL)
LINE_SIZES = (22, 20, 18)  # a line of the body, shrunk for the longer languages before it is cut
HINT_SIZES = (20, 18, 16)
NAMES_SIZES = (20, 19, 18)  # five players' names may be long: smaller, not under body size, before any is cut


def draw_bid(canvas: pygame.Surface, state: GameState, view: BidView) -> None:
    draw_dialog(canvas, view.frame, partial(_draw_body, state=state, view=view))


def _draw_body(canvas: pygame.Surface, state: GameState, view: BidView) -> None:
    player = state.player(view.frame.seat)
    top = PANEL_RECT.y + 76
    text.blit(canvas, ngettext("You have {n} coin.", "You have {n} coins.", player.coins), (PANEL_RECT.x + 40, top),
              24, bold=True)
    if state.step.auction is None:
        _draw_choice(canvas, state, view.market, top)
    else:
        _draw_auction(canvas, state, top)
    bids = rules.bid_range(state)
    hint = (ngettext("Bid from {low} to {n} coin: type it, or use +1 / +5 (Up/Down in the box)",
                     "Bid from {low} to {n} coins: type it, or use +1 / +5 (Up/Down in the box)", bids[1],
                     low=bids[0])
            if bids else _("You cannot pay more than the bid"))
    _draw_hint(canvas, hint)


def _draw_hint(canvas: pygame.Surface, hint: str) -> None:
    """Beside the amount box: one line at 20 points when it fits (English), else two smaller lines (German, French,
    Romanian run longer), cut only if even those do not fit."""
    left = PANEL_RECT.x + 380
    room = PANEL_RECT.right - 24 - left
    if text.width_of(hint, HINT_SIZES[0]) <= room:
        text.blit(canvas, hint, (left, AMOUNT_Y + 25), HINT_SIZES[0], PALETTE["ink_soft"], anchor="midleft")
        return
    lines = wrap_text(hint, HINT_SIZES[1], room)
    if len(lines) > 2:
        lines = [lines[0], " ".join(lines[1:])]
    for i, line in enumerate(lines):
        text.blit_fitted(canvas, line, (left, AMOUNT_Y + 14 + 22 * i), HINT_SIZES[1:], room, PALETTE["ink_soft"],
                         anchor="midleft")


def _draw_choice(canvas: pygame.Surface, state: GameState, chosen: int | None, top: int) -> None:
    least = rules.game_data().prices.minimum_bid
    ask = _("Choose a market (click, or Left/Right), set your opening bid (at least {coins}).", coins=least)
    text.blit_fitted(canvas, ask, (PANEL_RECT.x + 40, top + 36), LINE_SIZES, PANEL_RECT.w - 80, PALETTE["ink_soft"])
    for market, box in enumerate(market_boxes(len(state.markets))):
        _draw_market(canvas, state.markets[market], market, pygame.Rect(box), chosen=market == chosen)
    if chosen is not None:
        line = _("Market {n}: {lot}", n=chosen + 1, lot=lot_words(state.markets[chosen]))
        text.blit_fitted(canvas, line, (PANEL_RECT.x + 40, MARKET_TOP + MARKET_SIZE[1] + 16), LINE_SIZES,
                         PANEL_RECT.w - 80)


def _draw_market(canvas: pygame.Surface, lot, market: int, rect: pygame.Rect, chosen: bool) -> None:
    draw_panel(canvas, rect, fill=PALETTE["gold_light"] if chosen else PALETTE["marble"],
               border=PALETTE["gold"] if chosen else PALETTE["bronze"], radius=8, shadow=False)
    if chosen:
        pen.rect(canvas, PALETTE["gold"], rect.inflate(8, 8), width=3, border_radius=10)
    text.blit_fitted(canvas, _("Market {n}", n=market + 1), (rect.centerx, rect.y + 8), HINT_SIZES,
                     rect.w - 12, bold=True, anchor="midtop")
    if not lot:
        text.blit(canvas, pgettext("market", "empty"), rect.center, 20, PALETTE["disabled"], italic=True,
                  anchor="center")
    for token, center in lot_centers(tuple(rect), lot):
        draw_token(canvas, token, center, LOT_RADIUS)


def _draw_auction(canvas: pygame.Surface, state: GameState, top: int) -> None:
    auction = state.step.auction
    right = PANEL_RECT.right
    lot_rect = pygame.Rect(auction_lot_box())
    _draw_market(canvas, state.markets[auction.market], auction.market, lot_rect, chosen=False)
    x = lot_rect.right + 40
    high = ngettext("High bid: {n} coin", "High bid: {n} coins", auction.high_bid)
    text.blit_fitted(canvas, high, (x, top + 44), (30, 28, 26, 24), right - 40 - x, PALETTE["terracotta"], bold=True)
    bidder = state.player(auction.high_bidder)
    draw_seat_symbol(canvas, bidder.seat, (x + 12, top + 104), 11)
    text.blit_fitted(canvas, _("by {name}", name=bidder.name), (x + 32, top + 104), (24, 22, 20), right - 72 - x,
                     anchor="midleft")
    text.blit_fitted(canvas, _("opened by {name}", name=state.player(auction.opener).name), (x, top + 126),
                     LINE_SIZES[1:], right - 40 - x, PALETTE["ink_soft"])
    bidding = [p.name for p in state.players if p.seat not in auction.passed and may_bid(state, p.seat)]
    size, still = text.fit_names_in(lambda names: _("Still bidding: {names}", names=", ".join(names)), bidding,
                                    NAMES_SIZES, right - 40 - x)  # the names are cut, never the words
    text.blit(canvas, still, (x, top + 156), size, PALETTE["ink_soft"])
    text.blit_fitted(canvas, _("The lot: {lot}", lot=lot_words(state.markets[auction.market])),
                     (PANEL_RECT.x + 40, top + 196), LINE_SIZES, PANEL_RECT.w - 80)


def lot_words(lot) -> str:
    return ", ".join(token_name(token) for token in lot) or pgettext("market", "empty")
