"""Phase 1 (R6): one investment per turn, more for 2 medals or an extra-action token each.

Every choice is tried against the engine first (a dry run), so what is not allowed is greyed with the
engine's own reason. Programs: pick one from the supply list (click, or Up/Down), see its card against the
tokens held, then buy it.
"""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from .. import rules
from ..i18n import NC_, _, ngettext, pgettext
from ..i18n.card_names import noble_name, program_name, token_count
from ..i18n.refusals import why_not_text
from ..rules import Phase, Token, game_data
from ..rules.invest import expansion_square
from ..sprites import text
from ..sprites.program_card import card_height, draw_program_card
from ..sprites.theme import PALETTE, draw_panel, wrap_text
from .dialog import Dialog
from .widgets import Button, is_left_press

LIST_RECT = pygame.Rect(84, 150, 600, 700)
ROW = 32
CARD_RECT = pygame.Rect(708, 150, 340, 0)
SIDE_X = 1076
SIDE_W = 440
SIDE_TOP, SIDE_STEP, SIDE_BUTTON_H = 206, 90, 40  # each choice: its button, then two lines for what or why
NOTE_SIZE, NOTE_LINES = 17, 2
SUMMARY_SIZES = (24, 22, 20, 18)  # the line of holdings shrinks for the longer languages


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
            try:
                square = expansion_square(self.state, seat, clockwise)
                rest = game_data().rest_squares.get(square)
                where = (_("covers square {square}, the {noble}'s rest square", square=square,
                           noble=noble_name(rest)) if rest else _("covers square {square}", square=square))
            except rules.IllegalCommand:
                where = _("no free square")
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
        self.buy_button = self.widgets.add(Button((CARD_RECT.x, 0, CARD_RECT.w, 52), "", self.buy_selected,
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
        button.rect.y = CARD_RECT.y + card_height(self.selected, CARD_RECT.w) + 16
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
        return [(n, pygame.Rect(LIST_RECT.x, LIST_RECT.y + 36 + i * ROW, LIST_RECT.w, ROW - 3))
                for i, n in enumerate(self.state.program_supply)]

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

    # -- drawing ------------------------------------------------------------------------------------
    def message_rect(self) -> None:
        return None  # drawn by the body, under the card

    def _draw_message(self, canvas: pygame.Surface) -> None:
        # Greyed choices carry their own reasons; a refusal that still happens (the game moved on under the
        # dialog) is wrapped under the card, the only column with room for it.
        if self.message:
            y = self.buy_button.rect.bottom + 8
            for line in wrap_text(self.message, 20, CARD_RECT.w, bold=True)[:4]:
                text.blit(canvas, line, (CARD_RECT.x, y), 20, PALETTE["error"], bold=True)
                y += 26

    def draw_body(self, canvas: pygame.Surface) -> None:
        player = self.state.player(self.seat)
        credits = self.state.step.credits
        programs = ", ".join(f"#{n}" for n in sorted(player.programs))
        summary = "  ·  ".join((
            ngettext("{n} coin", "{n} coins", player.coins),
            ngettext("{n} investment left this turn", "{n} investments left this turn", credits),
            ngettext("{n} medal", "{n} medals", player.medals),
            token_count(Token.EXTRA_ACTION, player.count(Token.EXTRA_ACTION)),
            ngettext("arena {n} square", "arena {n} squares", len(player.arena)),
            _("programs {numbers}", numbers=programs)))
        left = 84
        text.blit_fitted(canvas, summary, (left, 110), SUMMARY_SIZES, self.PANEL.right - 24 - left, bold=True)
        self._draw_supply(canvas, player)
        if self.selected is not None:
            rect = pygame.Rect(CARD_RECT.x, CARD_RECT.y, CARD_RECT.w, card_height(self.selected, CARD_RECT.w))
            draw_program_card(canvas, rect, self.selected, have=player.tokens)
            reason = self.refusals.get(self.selected)
            if reason and not self.message:
                y = self.buy_button.rect.bottom + 8
                for line in wrap_text(reason, 18, CARD_RECT.w)[:3]:
                    text.blit(canvas, line, (CARD_RECT.x, y), 18, PALETTE["error"])
                    y += 22
        text.blit_fitted(canvas, _("Other investments"), (SIDE_X, 146), (22, 20, 18), SIDE_W, PALETTE["ink_soft"],
                         bold=True)
        if credits == 0:
            text.blit_fitted(canvas, _("Investment made: pay for an extra one to invest again"), (SIDE_X, 174),
                             (18, 16, 14), SIDE_W, PALETTE["error"], bold=True)
        self._draw_message(canvas)
        for other in self.others:
            if other.reason is None or (credits == 0 and not isinstance(other.command, rules.BuyExtraInvestment)):
                # With the turn's investment made, the line under the heading says why for all of them.
                line = other.effect
                colour = PALETTE["ink_soft"] if other.reason is None else PALETTE["disabled"]
            else:
                line, colour = other.reason, PALETTE["error"]
            y = other.button.rect.bottom + 4
            for note in note_lines(line):
                text.blit(canvas, note, (other.button.rect.x + 4, y), NOTE_SIZE, colour)
                y += NOTE_SIZE + 3

    def _draw_supply(self, canvas, player) -> None:
        text.blit_fitted(canvas, _("Programs for sale (click or Up/Down)"), (LIST_RECT.x, LIST_RECT.y),
                         (22, 20, 18, 16), LIST_RECT.w - 250, PALETTE["ink_soft"], bold=True)
        for column, right in ((NC_("program list column", "cost"), LIST_RECT.right - 190),
                              (NC_("program list column", "arena"), LIST_RECT.right - 140),
                              (NC_("program list column", "tokens held"), LIST_RECT.right - 8)):
            # Each heading over its own column, in the program browser's words.
            text.blit(canvas, pgettext(*column), (right, LIST_RECT.y + 4), 18, PALETTE["ink_soft"], anchor="topright")
        data = game_data()
        for number, rect in self.row_rects():
            card = data.program(number)
            allowed = self.refusals[number] is None
            chosen = number == self.selected
            if chosen:
                draw_panel(canvas, rect, fill=PALETTE["gold_light"], border=PALETTE["gold"], radius=6, shadow=False)
            ink = PALETTE["ink"] if allowed else PALETTE["disabled"]
            held = sum(min(player.count(t), need) for t, need in card.tokens.items())
            text.blit(canvas, f"{number}", (rect.x + 30, rect.centery), 21, ink, bold=True, anchor="midright")
            text.blit_fitted(canvas, program_name(number), (rect.x + 42, rect.centery), (21, 20, 19, 18, 17), 300,
                             ink, anchor="midleft")
            arena_ok = len(player.arena) >= card.arena
            text.blit(canvas, f"{card.cost}", (rect.right - 190, rect.centery), 21, ink, anchor="midright")
            text.blit(canvas, f"{card.arena}", (rect.right - 140, rect.centery), 21,
                      ink if arena_ok else PALETTE["error"], anchor="midright")
            text.blit(canvas, f"{held}/{card.required}", (rect.right - 14, rect.centery), 21, ink, anchor="midright")


def note_lines(note: str) -> list[str]:
    """What a choice does, or why it is refused, in at most two lines under its button (the engine's
    reasons are longer than one line: "Make the investment you have first; extra ones are bought after it")."""
    lines = wrap_text(note, NOTE_SIZE, SIDE_W - 8)
    if len(lines) > NOTE_LINES:
        lines = lines[:NOTE_LINES - 1] + [text.fit(" ".join(lines[NOTE_LINES - 1:]), NOTE_SIZE, SIDE_W - 8)]
    return lines
