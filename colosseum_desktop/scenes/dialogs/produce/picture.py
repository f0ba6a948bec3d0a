"""How the produce dialog looks, drawn from `(state, view)` and nothing else: the frame every dialog has
(dialog_picture.py: panel, header, buttons from their looks, the refusal) around the program list, the card
with its slots, the attendance preview, the token tray and a dragged token. Where each thing sits is
in produce_geometry.py, for the picture and the dialog alike."""
from __future__ import annotations

import pygame

from .... import rules
from .model import ProduceView
from .draft_model import ProductionDraft, attendance_parts
from ....i18n import _, ngettext
from ....i18n.card_names import program_name
from ....rules import game_data
from ....sprites import pen, text
from ....sprites.program_card import draw_program_card
from ....sprites.theme import PALETTE, draw_panel, wrap_text
from ....sprites.token_grid import RADIUS as TRAY_RADIUS, draw_token_grid
from ....sprites.tokens import draw_token
from ..frame_picture import draw_dialog
from .geometry import (CARD_TOPLEFT, LIST_RECT, PREVIEW_RECT, TRAY_RECT, card_rect, row_rects, slot_at, slot_places,
                       tray_places)


# -- drawing -----------------------------------------------------------------------------------------------
def draw_produce(canvas: pygame.Surface, state: rules.GameState, view: ProduceView) -> None:
    """The dialog's frame with the body inside: its buttons and the refusal are drawn over the body."""
    draw_dialog(canvas, view.frame, lambda surface: _draw_body(surface, state, view))


def _draw_body(canvas: pygame.Surface, state: rules.GameState, view: ProduceView) -> None:
    _draw_program_list(canvas, state, view)
    draft = view.draft(state)
    if draft is None:
        text.blit(canvas, _("You hold no program."), CARD_TOPLEFT, 26, PALETTE["ink_soft"])
        return
    missing = draft.missing if draft.card.attendance_for(draft.missing) is not None else None
    player = state.player(view.seat)
    draw_program_card(canvas, card_rect(draft.program), draft.program, slots=draft.slots(), missing=missing,
                      produced=player.produced.count(draft.program), note=view.reason, selected=True,
                      hover_slot=view.hover, open_slots=view.lit)
    _draw_preview(canvas, state, view, draft)
    _draw_tray(canvas, view, draft)
    if view.dragging:
        target = slot_at(slot_places(draft), view.pointer)
        if target is not None and target.slot in view.lit:
            # Over a slot it fits: show it settled there, inside the slot's gold rim.
            draw_token(canvas, view.held, target.rect.center, target.rect.w // 2 - 2)
        else:
            draw_token(canvas, view.held, view.pointer, TRAY_RADIUS)


def _draw_program_list(canvas: pygame.Surface, state: rules.GameState, view: ProduceView) -> None:
    text.blit_fitted(canvas, _("Your programs (↑/↓)"), (LIST_RECT.x, LIST_RECT.y), (22, 20, 18), LIST_RECT.w,
                     PALETTE["ink_soft"], bold=True)
    player = state.player(view.seat)
    if player.medals:
        hint = _("To move a noble with a medal first, press Esc and use the board; its Produce button "
                 "brings this back.")
        size = 18  # body text, on as many lines as it takes at the list's foot
        lines = wrap_text(hint, size, LIST_RECT.w)
        for i, line in enumerate(lines):
            text.blit(canvas, line, (LIST_RECT.x, LIST_RECT.bottom - len(lines) * (size + 4) + i * (size + 4)), size,
                      PALETTE["ink_soft"], italic=True)
    data = game_data()
    for row, (number, rect) in zip(view.rows, row_rects(view.programs)):
        chosen = number == view.selected
        draw_panel(canvas, rect, fill=PALETTE["gold_light"] if chosen else PALETTE["marble"],
                   border=PALETTE["gold"] if chosen else PALETTE["bronze"], radius=8, shadow=False)
        card = data.program(number)
        text.blit(canvas, f"{number}", (rect.x + 26, rect.centery), 26, bold=True, anchor="center")
        name_room = rect.w - 60
        times = player.produced.count(number)
        if times:  # on the name's line: the status line below is full with the crowd it would draw
            stamp = text.blit(canvas, _("produced ×{n}", n=times) if times > 1 else _("produced"),
                              (rect.right - 8, rect.y + 8), 16, PALETTE["olive"], italic=True, anchor="topright")
            name_room = stamp.left - 8 - (rect.x + 52)
        name = text.fit(program_name(number), 21, name_room, bold=True)
        text.blit(canvas, name, (rect.x + 52, rect.y + 6), 21, bold=True)
        if row.reason is not None:
            short = _("arena too small") if len(player.arena) < card.arena else _("too many tokens missing")
            status, colour = _("arena {n}", n=card.arena) + "  ·  " + short, PALETTE["error"]
        else:
            status = ngettext("up to {total} spectators, {n} missing", "up to {total} spectators, {n} missing",
                              row.best_missing, total=row.best_total)
            colour = PALETTE["olive"]
        text.blit(canvas, text.fit(status, 18, rect.w - 56), (rect.x + 52, rect.y + 33), 18, colour)


def _draw_preview(canvas: pygame.Surface, state: rules.GameState, view: ProduceView, draft: ProductionDraft) -> None:
    area = PREVIEW_RECT
    preview = draft.preview()
    draw_panel(canvas, area, fill=PALETTE["white"], shadow=False)
    text.blit_fitted(canvas, _("Attendance if produced now"), (area.x + 20, area.y + 14), (26, 24, 22), area.w - 40,
                     bold=True)
    y = area.y + 58
    if isinstance(preview, str) and draft.missing == draft.card.required:
        # Nothing laid on the card yet: say how to start rather than show a refusal.
        hint = _("Lay your tokens on the card's slots (click, drag or number keys), or press A to fill it "
                 "as well as your tokens allow.")
        for line in wrap_text(hint, 22, area.w - 40):
            text.blit(canvas, line, (area.x + 20, y), 22, PALETTE["ink_soft"])
            y += 30
    elif isinstance(preview, str):
        for line in wrap_text(preview, 22, area.w - 40, bold=True):
            text.blit(canvas, line, (area.x + 20, y), 22, PALETTE["error"], bold=True)
            y += 30
    else:
        for i, (label, value) in enumerate(attendance_parts(preview)):
            text.blit(canvas, text.fit(label, 22, area.w - 140), (area.x + 20, y), 22)
            text.blit(canvas, f"+{value}" if i else str(value), (area.right - 24, y), 22, anchor="topright")
            y += 32
        pen.line(canvas, PALETTE["bronze"], (area.x + 20, y + 4), (area.right - 20, y + 4), 2)
        text.blit_fitted(canvas, _("Spectators (coins and record)"), (area.x + 20, y + 14), (24, 22, 20),
                         area.w - 140, bold=True)
        text.blit(canvas, str(preview.total), (area.right - 24, y + 8), 36, PALETTE["terracotta"], bold=True,
                  anchor="topright")
        record = state.player(view.seat).record
        verdict = (_("Your record is {record}: this would be a new record", record=record)
                   if preview.total > record else _("Your record is {record}: this would be no new record",
                                                    record=record))
        text.blit_fitted(canvas, verdict, (area.x + 20, y + 52), (20, 18), area.w - 40, PALETTE["ink_soft"],
                         italic=True)
    medals_y = area.bottom - 42
    held = state.player(view.seat).medals
    room = 380 - 28  # up to the − button
    text.blit_fitted(canvas, _("Medals to spend, +{n} each", n=game_data().attendance.per_medal),
                     (area.x + 20, medals_y - 10), (22, 20, 18), room, anchor="midleft")
    text.blit_fitted(canvas, _("keys + and −"), (area.x + 20, medals_y + 14), (18,), room,
                     PALETTE["ink_soft"], anchor="midleft")
    text.blit_fitted(canvas, _("{laid} of {held}", laid=draft.medals, held=held), (area.x + 464, medals_y),
                     (24, 22, 20), 66, bold=True, anchor="center")


def _draw_tray(canvas: pygame.Surface, view: ProduceView, draft: ProductionDraft) -> None:
    draw_panel(canvas, TRAY_RECT, fill=PALETTE["sand"], shadow=False)
    text.blit_fitted(canvas, _("Your tokens: click one, drag it onto a slot, or press its number; click a slot to "
                               "take a token back"), (TRAY_RECT.x + 16, TRAY_RECT.y + 10), (20, 18, 16),
                     TRAY_RECT.w - 32, PALETTE["ink_soft"])
    # A dragged token leaves its place faded; one picked by a click (a joker with a choice of slots) is ringed.
    draw_token_grid(canvas, tray_places(draft), numbered=True, lifted=view.held if view.dragging else None,
                    chosen=view.held if not view.dragging else None)
