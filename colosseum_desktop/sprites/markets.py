"""The centre of the board: the five markets with their tokens (the one under auction marked with the
high bid), the supplies row (bag, face-down token, medals, tickets, loges, podiums) and the programs
for sale."""
from __future__ import annotations

import pygame

from ..i18n import _, pgettext
from ..rules.data import game_data
from ..rules.state import GameState, Phase
from ..scenes.board import layout_model as layout
from . import card_face, icons, pen, program_tile, text, theme, tokens

INK = theme.PALETTE["ink"]
SOFT = theme.PALETTE["ink_soft"]


def auction_market(state: GameState) -> int | None:
    step = state.step
    if state.phase is Phase.AUCTION and step.auction is not None:
        return step.auction.market
    return None


def draw_markets(surface: pygame.Surface, state: GameState, offered: bool = False) -> None:
    """`offered`: the deciding player may open an auction now, so non-empty markets are lit."""
    bidding = auction_market(state)
    for m, lot in enumerate(state.markets):
        r = layout.market_rect(m)
        lit = bidding == m or (offered and bool(lot))
        theme.draw_panel(surface, r, border=theme.PALETTE["gold"] if lit else theme.PALETTE["bronze"], radius=8,
                         shadow=False)
        if lit:
            pen.rect(surface, theme.PALETTE["gold"], r, width=4, border_radius=8)
        title = text.blit(surface, _("Market {n}", n=m + 1), (r.x + 8, r.y + 4), 15, INK, True)
        if bidding == m:
            high_bid = state.step.auction.high_bid
            room = r.right - 8 - (title.right + 6)
            words = _("bid {bid}", bid=high_bid)
            if text.width_of(words, 15, bold=True) > room:
                words = str(high_bid)  # a three-digit bid, or a longer word, keeps only the number
            text.blit(surface, words, (r.right - 8, r.y + 4), 15, theme.PALETTE["error"], True, anchor="topright")
        if not lot:
            text.blit(surface, pgettext("market", "empty"), (r.centerx, r.centery + 10), 16, SOFT, italic=True,
                      anchor="center")
        for i, token in enumerate(lot):
            tokens.draw_token(surface, token, layout.market_token_center(m, i), layout.TOKEN_RADIUS)


SUPPLY_PICTURES = {"bag": "bag", "medals": "medal", "ticket": "ticket", "loge": "loge", "podiums": "podium"}
CAPTION_SIZES = (15,)
VALUE_SIZES = (18, 17, 16, 15)


FACE_DOWN_RADIUS = 14  # 22 px in a 1280x720 window, its "?" 12


def _chip(surface: pygame.Surface, item: str, caption: str, value: str, lit: bool = False,
          beside: int = 0) -> pygame.Rect:
    """`beside`: the width a piece drawn at the chip's right end takes, kept free of the caption."""
    r = layout.supply_rect(item)
    theme.draw_panel(surface, r, fill=theme.PALETTE["marble"], radius=8, shadow=False,
                     border=theme.PALETTE["gold"] if lit else theme.PALETTE["bronze"])
    if lit:
        pen.rect(surface, theme.PALETTE["gold"], r, width=4, border_radius=8)
    sizes = (theme.BODY_SIZE,) if len(caption.split()) >= theme.BODY_WORDS else CAPTION_SIZES
    text.blit_fitted(surface, caption, (r.x + 6, r.y + 1), sizes, r.width - 10 - beside, SOFT)
    if item in SUPPLY_PICTURES:
        icons.blit_icon(surface, icons.SUPPLY_ICONS[SUPPLY_PICTURES[item]], (r.right - 14, r.bottom - 14), 24,
                        theme.PALETTE["bronze"])
    room = r.width - 10 - (26 if item in SUPPLY_PICTURES else 0)
    text.blit_fitted(surface, value, (r.x + 6, r.bottom - 2), VALUE_SIZES, room, INK, True, anchor="bottomleft")
    return r


def draw_supplies(surface: pygame.Surface, state: GameState, buyable: frozenset[str] = frozenset()) -> None:
    """`buyable`: supply pieces the deciding player can buy now by clicking ("ticket", "loge"). What is left of
    each is a number beside its pictogram, as a panel shows coins and medals."""
    _chip(surface, "bag", pgettext("supply", "Bag"), str(sum(state.bag.values())))
    shown = state.face_down is not None
    r = _chip(surface, "face_down", _("Face down"), "" if shown else pgettext("face-down token", "used"),
              beside=2 * FACE_DOWN_RADIUS + 6 if shown else 0)
    if shown:
        tokens.draw_face_down(surface, (r.right - 6 - FACE_DOWN_RADIUS, r.centery), FACE_DOWN_RADIUS)
    prices = game_data().prices
    _chip(surface, "medals", _("Medals"), str(state.medal_supply))
    _chip(surface, "ticket", _("Ticket ({price})", price=prices.season_ticket), str(state.ticket_supply),
          "ticket" in buyable)
    _chip(surface, "loge", _("Loge ({price})", price=prices.loge), str(state.loge_supply), "loge" in buyable)
    _chip(surface, "podiums", _("Podiums"), str(state.podium_supply))


def draw_program_supply(surface: pygame.Surface, state: GameState, buyable: frozenset[int] = frozenset()) -> None:
    """Programs 11-30 (R4.4): the ones still for sale face up with cost and arena size, sold ones faded;
    `buyable` ones (the deciding player can afford them now) framed in gold."""
    supply = set(state.program_supply)
    for number in layout.FOR_SALE:
        r = layout.program_rect(number)
        if number not in supply:
            card_face.draw_sold(surface, r)
            text.blit(surface, str(number), r.center, 16, theme.PALETTE["disabled"], anchor="center")
            continue
        program_tile.draw_sale_tile(surface, r, number, lit=number in buyable)
