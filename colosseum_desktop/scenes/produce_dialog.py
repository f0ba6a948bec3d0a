"""Phase 4, after the dice: choose a program, lay tokens on its card, spend medals, see the attendance
itemised as it would be counted (R9.2-R9.3), then produce or skip.

Tokens move by dragging from the tray to a slot, by clicking a tray token (it goes to the first slot that
fits), or with the number keys; a click on a filled slot takes its token back.
"""
from __future__ import annotations

import pygame

from .. import rules
from ..i18n import _, ngettext
from ..i18n.card_names import program_name
from ..rules import Phase, Token, game_data
from ..sprites import text
from ..sprites.program_card import SlotPlace, card_height, draw_program_card, slot_places
from ..sprites.theme import PALETTE, draw_panel, wrap_text
from ..sprites.token_grid import RADIUS as TRAY_RADIUS, TokenPlace, draw_token_grid, token_at, token_grid
from ..sprites.tokens import draw_token
from ..board.input import Drag
from .dialog import DIGIT_KEYS, Dialog
from ..board.production_draft import ProductionDraft, attendance_parts, best_production, unavailable_reason
from .widgets import Button, is_left_press, is_left_release

LIST_RECT = pygame.Rect(84, 112, 360, 740)
CARD_WIDTH = 380
CARD_MAX_HEIGHT = 470  # cards asking for many token types are drawn narrower to stay above the tray
CARD_TOPLEFT = (468, 112)
PREVIEW_RECT = pygame.Rect(870, 112, 646, 470)
TRAY_RECT = pygame.Rect(468, 600, 1048, 128)
ROW_HEIGHT = 66
TRAY_STEP = 66
PLUS_KEYS = (pygame.K_PLUS, pygame.K_EQUALS, pygame.K_KP_PLUS)
MINUS_KEYS = (pygame.K_MINUS, pygame.K_KP_MINUS)


class ProduceDialog(Dialog):
    def __init__(self, ctx, session, seat: int, on_done=None, people=None) -> None:
        self.drafts: dict[int, ProductionDraft] = {}
        self.selected: int | None = None
        self.drag: Drag | None = None
        self.hover_slot = None
        super().__init__(ctx, session, seat, on_done, people)

    def header_text(self) -> str:
        return _("{name}: produce an event", name=self.state.player(self.seat).name)

    def still_needed(self) -> bool:
        step = self.state.step
        return step.phase is Phase.PRODUCE and step.player == self.seat and step.dice_done

    # -- state ----------------------------------------------------------------------------------------
    @property
    def programs(self) -> list[int]:
        return list(dict.fromkeys(self.state.player(self.seat).programs))

    @property
    def draft(self) -> ProductionDraft | None:
        return self.drafts.get(self.selected)

    def rebuild(self) -> None:
        old = self.drafts
        self.drafts = {}
        for number in self.programs:
            draft = ProductionDraft(self.state, self.seat, number)
            if number in old:  # keep what was laid out, if it still fits the holdings
                for token, n in old[number].tokens.items():
                    for _ in range(n):
                        draft.place(token, token)
                for slot_type, n in old[number].jokers.items():
                    for _ in range(n):
                        draft.place(Token.JOKER, slot_type)
                draft.set_medals(old[number].medals)
            self.drafts[number] = draft
        self.reasons = {n: unavailable_reason(self.state, self.seat, n) for n in self.programs}
        self.best = {n: best_production(self.state, self.seat, n) for n in self.programs if self.reasons[n] is None}
        if self.selected not in self.drafts:
            # The program that would draw the biggest crowd comes first: that is the one a player looks for.
            ranked = sorted(self.best, key=lambda n: -self.best[n].total)
            self.selected = (ranked or self.programs or [None])[0]
        self._make_buttons()

    def _make_buttons(self) -> None:
        self.widgets.widgets.clear()
        self.widgets.set_focus(None)
        y = 790
        self.widgets.add(Button((468, y, 170, 50), _("Auto-fill (A)"), self.auto_fill, hotkey=pygame.K_a, text_size=24))
        self.widgets.add(Button((652, y, 150, 50), _("Clear (C)"), self.clear, hotkey=pygame.K_c, text_size=24))
        medals_y = PREVIEW_RECT.bottom - 64
        self.fewer_medals = self.widgets.add(Button((PREVIEW_RECT.x + 380, medals_y, 48, 44), "−",
                                                    lambda: self.change_medals(-1)))
        self.more_medals = self.widgets.add(Button((PREVIEW_RECT.x + 500, medals_y, 48, 44), "+",
                                                   lambda: self.change_medals(1)))
        self._sync_medal_buttons()
        self.widgets.add(Button((1040, y, 230, 50), _("Skip production (S)"), self.skip, hotkey=pygame.K_s,
                                text_size=24))
        self.widgets.add(Button((1286, y, 230, 50), _("Produce (Enter)"), self.produce, primary=True,
                                hotkey=pygame.K_RETURN, text_size=24))

    # -- actions ----------------------------------------------------------------------------------------
    def select(self, number: int) -> None:
        self.selected = number
        self.show_refusal(None)
        self._sync_medal_buttons()

    def _sync_medal_buttons(self) -> None:
        """− and + are greyed where they would change nothing: no medal laid, or every medal held laid."""
        medals = self.draft.medals if self.draft else 0
        self.fewer_medals.enabled = medals > 0
        self.more_medals.enabled = self.draft is not None and medals < self.state.player(self.seat).medals

    def place(self, token: Token, slot_type: Token | None = None) -> bool:
        if self.draft is None:
            return False
        reason = self.draft.place(token, slot_type)
        self.show_refusal(reason)
        return reason is None

    def take_back(self, place: SlotPlace) -> None:
        self.draft.remove(place.slot)
        self.show_refusal(None)

    def take_back_last(self) -> None:
        filled = [s for s in self.draft.slots() if s.filled_by is not None] if self.draft else []
        if filled:
            self.draft.remove(filled[-1])

    def auto_fill(self) -> None:
        if self.draft is not None:
            self.draft.auto_fill()
            self.show_refusal(None)

    def clear(self) -> None:
        if self.draft is not None:
            self.draft.clear()
            self.show_refusal(None)

    def change_medals(self, delta: int) -> None:
        if self.draft is None:
            return
        wanted = self.draft.medals + delta
        self.draft.set_medals(wanted)
        held = self.state.player(self.seat).medals
        self.show_refusal(ngettext("You have {n} medal to spend", "You have {n} medals to spend", held)
                          if wanted > held else None)
        self._sync_medal_buttons()

    def produce(self) -> None:
        if self.draft is None:
            self.show_refusal(_("You hold no program to produce"))
            return
        self.submit(self.draft.command())

    def skip(self) -> None:
        self.submit(rules.EndTurn(player=self.seat))

    # -- geometry ---------------------------------------------------------------------------------------
    def card_rect(self) -> pygame.Rect:
        width = CARD_WIDTH
        while card_height(self.selected, width) > CARD_MAX_HEIGHT:
            width -= 10
        return pygame.Rect(CARD_TOPLEFT, (width, card_height(self.selected, width)))

    def slot_places(self) -> list[SlotPlace]:
        return slot_places(self.card_rect(), self.selected, self.draft.slots()) if self.draft else []

    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        programs = self.programs
        step = min(ROW_HEIGHT, (LIST_RECT.h - 34) // max(1, len(programs)))  # a long list packs closer
        return [(n, pygame.Rect(LIST_RECT.x, LIST_RECT.y + 34 + i * step, LIST_RECT.w, step - 6))
                for i, n in enumerate(programs)]

    def tray_places(self) -> list[TokenPlace]:
        tray = self.draft.tray() if self.draft else []
        return token_grid(TRAY_RECT.inflate(-24, 0).move(0, 44), tray, step=TRAY_STEP)

    def open_slots(self) -> frozenset:
        """While a token is dragged: the empty slots it may be dropped on."""
        if self.drag is None or not self.drag.moved or self.draft is None:
            return frozenset()
        token = self.drag.item
        return frozenset(slot for slot in self.draft.slots()
                         if slot.filled_by is None and self.draft.can_place(token, slot.token) is None)

    def slot_at(self, pos) -> SlotPlace | None:
        return next((p for p in self.slot_places() if p.rect.inflate(6, 6).collidepoint(pos)), None)

    # -- input ------------------------------------------------------------------------------------------
    def handle_input(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._handle_key(event.key)
        if event.type == pygame.MOUSEMOTION:
            self.hover_slot = (place.slot if (place := self.slot_at(event.pos)) else None)
            if self.drag is not None:
                self.drag.pos = event.pos
                return True
            return False
        if is_left_press(event):
            place = token_at(self.tray_places(), event.pos)
            if place is not None:
                self.drag = Drag(place.token, event.pos, event.pos)
                return True
            place = self.slot_at(event.pos)
            if place is not None:
                self.take_back(place)
                return True
            for number, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    self.select(number)
                    return True
            return False
        if is_left_release(event) and self.drag is not None:
            drag, self.drag = self.drag, None
            drag.pos = event.pos
            if not drag.moved:
                self.place(drag.item)  # a click: the first slot that fits
            elif (place := self.slot_at(event.pos)) is not None:
                self.place(drag.item, place.slot.token)
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
    def message_rect(self) -> pygame.Rect:
        return pygame.Rect(468, 738, 1048, 40)

    def draw_body(self, canvas: pygame.Surface) -> None:
        self._draw_program_list(canvas)
        if self.draft is None:
            text.blit(canvas, _("You hold no program."), CARD_TOPLEFT, 26, PALETTE["ink_soft"])
            return
        preview = self.draft.preview()
        missing = self.draft.missing if self.draft.card.attendance_for(self.draft.missing) is not None else None
        player = self.state.player(self.seat)
        draw_program_card(canvas, self.card_rect(), self.selected, slots=self.draft.slots(), missing=missing,
                          produced=player.produced.count(self.selected), note=self.reasons.get(self.selected),
                          selected=True, hover_slot=self.hover_slot if self.drag else None,
                          open_slots=self.open_slots())
        self._draw_preview(canvas, preview)
        self._draw_tray(canvas)
        if self.drag is not None and self.drag.moved:
            target = self.slot_at(self.drag.pos)
            if target is not None and target.slot in self.open_slots():
                # Over a slot it fits: show it settled there, inside the slot's gold rim.
                draw_token(canvas, self.drag.item, target.rect.center, target.rect.w // 2 - 2)
            else:
                draw_token(canvas, self.drag.item, self.drag.pos, TRAY_RADIUS)

    def _draw_program_list(self, canvas: pygame.Surface) -> None:
        text.blit_fitted(canvas, _("Your programs (↑/↓)"), (LIST_RECT.x, LIST_RECT.y), (22, 20, 18), LIST_RECT.w,
                         PALETTE["ink_soft"], bold=True)
        if self.state.player(self.seat).medals:
            hint = _("To move a noble with a medal first, press Esc and use the board; its Produce button "
                     "brings this back.")
            for size in (18, 17, 16, 15):  # three lines fit under the list; the longer languages take smaller type
                lines = wrap_text(hint, size, LIST_RECT.w)
                if len(lines) <= 3:
                    break
            for i, line in enumerate(lines):
                text.blit(canvas, line, (LIST_RECT.x, LIST_RECT.bottom - 72 + i * (size + 4)), size,
                          PALETTE["ink_soft"], italic=True)
        player = self.state.player(self.seat)
        data = game_data()
        for number, rect in self.row_rects():
            chosen = number == self.selected
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
            if self.reasons.get(number) is not None:
                short = _("arena too small") if len(player.arena) < card.arena else _("too many tokens missing")
                status, colour = _("arena {n}", n=card.arena) + "  ·  " + short, PALETTE["error"]
            else:
                best = self.best[number]
                status = ngettext("up to {total} spectators, {n} missing", "up to {total} spectators, {n} missing",
                                  best.missing, total=best.total)
                colour = PALETTE["olive"]
            text.blit(canvas, text.fit(status, 18, rect.w - 56), (rect.x + 52, rect.y + 33), 18, colour)

    def _draw_preview(self, canvas: pygame.Surface, preview) -> None:
        area = PREVIEW_RECT
        draw_panel(canvas, area, fill=PALETTE["white"], shadow=False)
        text.blit_fitted(canvas, _("Attendance if produced now"), (area.x + 20, area.y + 14), (26, 24, 22), area.w - 40,
                         bold=True)
        y = area.y + 58
        if isinstance(preview, str) and self.draft.missing == self.draft.card.required:
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
            pygame.draw.line(canvas, PALETTE["bronze"], (area.x + 20, y + 4), (area.right - 20, y + 4), 2)
            text.blit_fitted(canvas, _("Spectators (coins and record)"), (area.x + 20, y + 14), (24, 22, 20),
                             area.w - 140, bold=True)
            text.blit(canvas, str(preview.total), (area.right - 24, y + 8), 36, PALETTE["terracotta"], bold=True,
                      anchor="topright")
            record = self.state.player(self.seat).record
            verdict = (_("Your record is {record}: this would be a new record", record=record)
                       if preview.total > record else _("Your record is {record}: this would be no new record",
                                                        record=record))
            text.blit_fitted(canvas, verdict, (area.x + 20, y + 52), (20, 18), area.w - 40, PALETTE["ink_soft"],
                             italic=True)
        medals_y = area.bottom - 42
        held = self.state.player(self.seat).medals
        room = 380 - 28  # up to the − button
        text.blit_fitted(canvas, _("Medals to spend, +{n} each", n=game_data().attendance.per_medal),
                         (area.x + 20, medals_y - 10), (22, 20, 18), room, anchor="midleft")
        text.blit_fitted(canvas, _("keys + and −"), (area.x + 20, medals_y + 14), (17, 16, 15), room,
                         PALETTE["ink_soft"], anchor="midleft")
        text.blit_fitted(canvas, _("{laid} of {held}", laid=self.draft.medals, held=held), (area.x + 464, medals_y),
                         (24, 22, 20), 66, bold=True, anchor="center")

    def _draw_tray(self, canvas: pygame.Surface) -> None:
        draw_panel(canvas, TRAY_RECT, fill=PALETTE["sand"], shadow=False)
        text.blit_fitted(canvas, _("Your tokens: click one, drag it onto a slot, or press its number; click a slot to "
                                   "take a token back"), (TRAY_RECT.x + 16, TRAY_RECT.y + 10), (20, 18, 16),
                         TRAY_RECT.w - 32, PALETTE["ink_soft"])
        lifted = self.drag.item if self.drag is not None and self.drag.moved else None
        draw_token_grid(canvas, self.tray_places(), numbered=True, lifted=lifted)
