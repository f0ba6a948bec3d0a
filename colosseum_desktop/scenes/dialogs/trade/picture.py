"""How the trade table looks, drawn from `(state, view)` and nothing else: the frame every dialog has
(dialog_picture.py: panel, header, buttons and coin boxes from their looks, the refusal) around the partner
chosen, each side's holdings and what it lays on the table, a dragged token and the box it may go to, and
the lines saying what the offer is. Where the boxes and the piles of tokens sit is in trade_geometry.py, for
the picture and the dialog alike."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from .... import rules
from .awards_model import award_warning
from .draft_model import PARTNER, TRADER, TableDraft, TradeDraft
from .model import TradeView, partner_boxes
from ....i18n import N_, _, ngettext
from ....i18n.card_names import tokens_and_coins
from ....sprites import pen, text
from ....sprites.theme import PALETTE, SEAT_STYLES, draw_panel, draw_seat_symbol
from ....sprites.token_grid import RADIUS, draw_token_grid
from ....sprites.tokens import draw_token
from ..frame_picture import draw_dialog
from .geometry import COINS_LABEL_X, TABLE, TRAY, piles, shown_draft

STATUS_W = 1432  # the lines under the boxes, across the dialog
ANSWER_NOTES = {"accept_trade": N_("{name} accepted your offer."), "refuse_trade": N_("{name} refused your offer.")}


# -- words -----------------------------------------------------------------------------------------------
def answer_note(state: rules.GameState, answer: rules.Command) -> str:
    return _(ANSWER_NOTES[answer.kind], name=state.player(answer.player).name)


def coins_text(coins: int) -> str:
    return ngettext("{n} coin", "{n} coins", coins)


# -- drawing -----------------------------------------------------------------------------------------------
def draw_trade(canvas: pygame.Surface, state: rules.GameState, view: TradeView) -> None:
    """The dialog's frame with the table inside: its buttons, coin boxes and the refusal are drawn over it."""
    draw_dialog(canvas, view.frame, lambda surface: _draw_body(surface, state, view))


def _draw_body(canvas: pygame.Surface, state: rules.GameState, view: TradeView) -> None:
    offer = state.step.offer
    if offer is not None:
        trader, partner = offer.trader, offer.partner
        coins = {TRADER: offer.give_coins, PARTNER: offer.take_coins}
        _draw_answer_cue(canvas, state, partner)
    else:
        trader, partner = view.table.trader, view.table.partner
        coins = None
        text.blit_fitted(canvas, _("Trade with:"), (84, 136), (24, 22, 20, 18), 300 - 12 - 84, bold=True,
                         anchor="midleft")
        box = dict(partner_boxes(state, trader))[partner]
        pen.rect(canvas, PALETTE["gold"], pygame.Rect(box).inflate(10, 10), width=4, border_radius=10)
    seats = {TRADER: trader, PARTNER: partner}
    for side in (TRADER, PARTNER):
        holder = state.player(seats[side])
        _box(canvas, TRAY[side], lambda name: _("{name} holds", name=name), holder.name, seats[side],
             coins_text(holder.coins))
        _box(canvas, TABLE[side], lambda name: _("{name} gives", name=name), holder.name, seats[side], None,
             table=True)
        if coins is not None:
            text.blit(canvas, coins_text(coins[side]), (TABLE[side].x + 16, TABLE[side].bottom - 38), 26,
                      bold=True, anchor="midleft")
        else:
            text.blit_fitted(canvas, _("coins"), (TABLE[side].right - 12, TABLE[side].bottom - 38),
                             (20, 19, 18, 17, 16), TABLE[side].w - 12 - COINS_LABEL_X, PALETTE["ink_soft"],
                             anchor="midright")
    dragged = view.dragged
    if dragged is not None:  # the one box the dragged token may go to
        side, on_table = view.side_of(dragged), dragged.kind == "table"
        target = TRAY[side] if on_table else TABLE[side]
        pen.rect(canvas, PALETTE["olive"], target.inflate(8, 8), width=4, border_radius=12)
    for (side, on_table), places in piles(state, view.table).items():
        lifted = dragged is not None and (view.side_of(dragged), dragged.kind == "table") == (side, on_table)
        draw_token_grid(canvas, places, numbered=offer is None and not on_table,
                        lifted=dragged.token if lifted else None)
    if dragged is not None:
        draw_token(canvas, dragged.token, view.pointer, RADIUS)
    if offer is not None:
        _draw_deal(canvas, offer)
    else:
        _draw_status(canvas, state, view)
    _draw_under_status(canvas, state, view)


def _box(canvas, rect, caption: Callable[[str], str], name: str, seat: int, right_note: str | None,
         table: bool = False) -> None:
    """A tray or a table side, captioned with its holder's name in `caption`: the name is cut if it must be,
    never the word after it ("Aurelia Maxi… gives")."""
    draw_panel(canvas, rect, fill=PALETTE["white"] if table else PALETTE["sand"], shadow=False)
    draw_seat_symbol(canvas, seat, (rect.x + 20, rect.y + 22), 10)
    size, words = text.fit_name_in(caption, name, (22, 21, 20), rect.w - 150, bold=True)
    text.blit(canvas, words, (rect.x + 38, rect.y + 22), size, bold=True, anchor="midleft")
    if right_note:
        text.blit(canvas, right_note, (rect.right - 14, rect.y + 22), 22, anchor="midright")


def _draw_answer_cue(canvas, state: rules.GameState, partner: int) -> None:
    band = pygame.Rect(84, 112, 1432, 64)
    colour = SEAT_STYLES[partner % len(SEAT_STYLES)].colour
    pen.rect(canvas, colour, band, width=4, border_radius=10)
    draw_seat_symbol(canvas, partner, (band.x + 34, band.centery), 18)
    cue = _("{name}, it is your decision: accept the trade as laid out below, or refuse it.",
            name=state.player(partner).name)
    text.blit_fitted(canvas, cue, (band.x + 66, band.centery), (26, 24, 22, 20), band.right - 16 - (band.x + 66),
                     bold=True, anchor="midleft")


STATUS_Y = 686


def _draw_deal(canvas, offer) -> None:
    deal = _("You would receive {receive}, and give {give}.", receive=tokens_and_coins(offer.give, offer.give_coins),
             give=tokens_and_coins(offer.take, offer.take_coins))
    text.blit_fitted(canvas, deal, (84, STATUS_Y), (24, 22, 20), STATUS_W, bold=True)


def _draw_status(canvas, state: rules.GameState, view: TradeView) -> None:
    y, table = STATUS_Y, view.table
    if not view.frame.message:
        if view.answer is not None:
            refused = view.answer.kind == "refuse_trade"
            colour = PALETTE["terracotta_dark"] if refused else PALETTE["olive"]  # a refusal is no good news
            text.blit_fitted(canvas, answer_note(state, view.answer), (84, y), (22, 20), STATUS_W, colour, bold=True)
        elif (problem := TradeDraft(state, table).problem()) is not None:
            # The engine's reasons start a sentence; here they continue one.
            text.blit_fitted(canvas, _("Not yet an offer: {reason}", reason=problem[:1].lower() + problem[1:]),
                             (84, y), (20, 18), STATUS_W, PALETTE["ink_soft"], italic=True)
        else:
            text.blit_fitted(canvas, _offer_line(state, table), (84, y), (22, 20), STATUS_W, PALETTE["olive"],
                             bold=True)


def _draw_under_status(canvas, state: rules.GameState, view: TradeView) -> None:
    """Under the offer's line: what the trade costs the player deciding it in star awards (R10), else, while
    it is laid out, how to lay it out."""
    shown = shown_draft(state, view.table)
    warning = award_warning(state, shown.laid, rules.current_player(state))
    room = pygame.Rect(84, STATUS_Y + 26, STATUS_W, 48)
    if warning is not None:
        text.blit_lines(canvas, "★ " + warning, room, (22, 20, 18), PALETTE["error"], bold=True)
    elif state.step.offer is None:
        hint = _("Click a token to move it between its owner's tray and the table, or drag it. Keys: 1-9 your "
                 "tokens, Shift+1-9 {name}'s, Backspace takes the last back.", name=state.player(shown.partner).name)
        text.blit_lines(canvas, hint, room, (20, 19, 18), PALETTE["ink_soft"])


def _offer_line(state: rules.GameState, table: TableDraft) -> str:
    give, take = dict(table.give), dict(table.take)
    return _("Your offer: {give} for {partner}'s {take}", give=tokens_and_coins(give, table.give_coins),
             partner=state.player(table.partner).name, take=tokens_and_coins(take, table.take_coins))
