"""Phase 1 (R6): one investment per turn, more for 2 medals or an extra-action token each.

Every choice is asked of the engine first (`rules.why_not`, worded by `why_not_text`), so what is not allowed
is greyed with the engine's own reason. Programs: pick one from the supply list (click, or Up/Down), see its
card against the tokens held, then buy it.

The dialog is the controller: its input becomes a command for the session or a new `InvestView` (`view`),
and `draw_invest` (invest_picture.py) draws `(state, view)`.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .... import rules
from .model import (CARD_W, CARD_X, CARD_Y, SIDE_BUTTON_H, SIDE_STEP, SIDE_TOP, SIDE_W, SIDE_X, InvestView,
                    SideChoice, row_boxes)
from ....i18n import _, ngettext
from ....i18n.card_names import noble_name
from ....i18n.refusals import why_not_text
from ....rules import Phase, game_data
from ....rules.invest import free_expansion_square
from ....sprites.program_card import card_height
from ..dialog import Dialog
from ..tooltips import program_piece_at
from .picture import draw_invest
from ...widgets import Button, is_left_press

@dataclass
class OtherInvestment:
    """A choice besides programs, with its button and why the engine would refuse it now (None: allowed)."""

    button: Button
    effect: str
    command: object
    reason: str | None


class InvestDialog(Dialog):
    def __init__(self, ctx, session, seat: int, on_done=None, people=None) -> None:
        self.selected: int | None = None
        super().__init__(ctx, session, seat, on_done, people)

    def still_needed(self) -> bool:
        return self.state.phase is Phase.INVEST and rules.current_player(self.state) in self.people

    def header_text(self) -> str:
        return _("{name}: invest", name=self.state.player(self.seat).name)

    # -- what may be bought -------------------------------------------------------------------------
    def program_refusals(self) -> dict[int, str | None]:
        return {n: why_not_text(self.state, rules.BuyProgram(player=self.seat, program=n))
                for n in self.state.program_supply}

    def side_choices(self) -> list[tuple[str, str, object]]:
        """(label, what it does, command) for the investments besides programs, and the turn's end."""
        prices = game_data().prices
        seat = self.seat
        choices = [
            (ngettext("Season ticket, {n} coin", "Season ticket, {n} coins", prices.season_ticket),
             ngettext("+5 spectators at every later production ({n} left)",
                      "+5 spectators at every later production ({n} left)", self.state.ticket_supply),
             rules.BuySeasonTicket(player=seat)),
            (ngettext("Emperor's loge, {n} coin", "Emperor's loge, {n} coins", prices.loge),
             _("roll 2 dice when producing"), rules.BuyLoge(player=seat)),
        ]
        expand_labels = {True: ngettext("Expand clockwise, {n} coin", "Expand clockwise, {n} coins", prices.expand),
                         False: ngettext("Expand counter-clockwise, {n} coin", "Expand counter-clockwise, {n} coins",
                                         prices.expand)}
        for clockwise in (True, False):
            square = free_expansion_square(self.state, seat, clockwise)
            rest = game_data().rest_squares.get(square)
            if square is None:
                where = _("no free square")
            elif rest:
                where = _("covers square {square}, the {noble}'s rest square", square=square, noble=noble_name(rest))
            else:
                where = _("covers square {square}", square=square)
            choices.append((expand_labels[clockwise], where, rules.ExpandArena(player=seat, clockwise=clockwise)))
        one_more = _("one more investment this turn")
        choices += [
            (_("Extra investment: 2 medals"), one_more, rules.BuyExtraInvestment(player=seat, payment="medals")),
            (_("Extra investment: extra-action token"), one_more,
             rules.BuyExtraInvestment(player=seat, payment="extra_action")),
        ]
        return choices

    # -- controls -----------------------------------------------------------------------------------
    def rebuild(self) -> None:
        self.seat = rules.current_player(self.state)
        self.refusals = self.program_refusals()
        supply = list(self.state.program_supply)
        if self.selected not in supply:
            allowed = [n for n in supply if self.refusals[n] is None]
            self.selected = (allowed or supply or [None])[0]
        self.widgets.widgets.clear()
        self.widgets.set_focus(None)
        self.buy_button = self.widgets.add(Button((CARD_X, 0, CARD_W, 52), "", self.buy_selected,
                                                  primary=True, text_size=22))
        self.others: list[OtherInvestment] = []
        for i, (label, effect, command) in enumerate(self.side_choices()):
            button = self.widgets.add(Button((SIDE_X, SIDE_TOP + i * SIDE_STEP, SIDE_W, SIDE_BUTTON_H), label,
                                             lambda c=command: self.submit(c), text_size=21))
            reason = why_not_text(self.state, command)
            button.enabled = reason is None
            self.others.append(OtherInvestment(button, effect, command, reason))
        # With nothing left to invest in, ending the turn is what the dialog suggests.
        nothing_left = all(reason is not None for reason in self.refusals.values()) and \
            all(other.reason is not None for other in self.others)
        self.end_button = self.widgets.add(Button((SIDE_X, self.PANEL.bottom - 70, SIDE_W, 54), _("End investing (E)"),
                                                  self.end_turn, hotkey=pygame.K_e, text_size=24,
                                                  primary=nothing_left))
        self._place_buy_button()

    def _place_buy_button(self) -> None:
        button = self.buy_button
        if self.selected is None:
            button.visible = False
            return
        card = game_data().program(self.selected)
        button.rect.y = CARD_Y + card_height(self.selected, CARD_W) + 16
        button.text = ngettext("Buy program {number} for {n} coin (Enter)",
                               "Buy program {number} for {n} coins (Enter)", card.cost, number=card.number)
        button.enabled = self.refusals.get(self.selected) is None

    # -- actions ------------------------------------------------------------------------------------
    def select(self, number: int) -> None:
        self.selected = number
        self._place_buy_button()
        self.show_refusal(None)

    def buy_selected(self) -> None:
        if self.selected is not None:
            self.submit(rules.BuyProgram(player=self.seat, program=self.selected))

    def end_turn(self) -> None:
        self.submit(rules.EndTurn(player=self.seat))

    # -- input --------------------------------------------------------------------------------------
    def row_rects(self) -> list[tuple[int, pygame.Rect]]:
        return [(number, pygame.Rect(box)) for number, box in row_boxes(self.state.program_supply)]

    def piece_under(self, pos):
        """A program for sale, or a token row of the card chosen, compared with the investor's holdings."""
        card = pygame.Rect(CARD_X, CARD_Y, CARD_W, card_height(self.selected, CARD_W)) if self.selected else None
        piece = program_piece_at(self.row_rects(), card, self.selected, pos)
        return None if piece is None else (piece, self.seat)

    def handle_input(self, event: pygame.event.Event) -> bool:
        if is_left_press(event):
            for number, rect in self.row_rects():
                if rect.collidepoint(event.pos):
                    self.select(number)
                    return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_UP, pygame.K_DOWN) and self.selected:
            supply = list(self.state.program_supply)
            step = -1 if event.key == pygame.K_UP else 1
            self.select(supply[(supply.index(self.selected) + step) % len(supply)])
            return True
        if event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER) \
                and self.widgets.focus is None:
            # Enter does what the dialog suggests: buy the chosen program, or end a turn with nothing left.
            if self.end_button.primary:
                self.end_turn()
            else:
                self.buy_selected()
            return True
        return False

    # -- what the dialog shows ----------------------------------------------------------------------
    def hint_button_rect(self) -> pygame.Rect:
        return pygame.Rect(898, 790, 150, 54)  # under the card, left of End investing

    def message_rect(self) -> None:
        return None  # the picture wraps it under the card

    def view(self) -> InvestView:
        side = tuple(SideChoice(tuple(other.button.rect), other.effect, other.reason,
                                isinstance(other.command, rules.BuyExtraInvestment)) for other in self.others)
        return InvestView(self.frame(), self.selected, tuple(self.refusals.items()), side,
                          tuple(self.buy_button.rect))

    def draw(self, canvas: pygame.Surface) -> None:
        draw_invest(canvas, self.state, self.view())
