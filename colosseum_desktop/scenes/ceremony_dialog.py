"""Phase 5 (R11): each producer of the round discards one token they used in it; then the player with the
lowest record names a normal token type the podium winner holds and receives one. A click on a token (or
its number key) decides; in hot-seat the dialog passes from person to person."""
from __future__ import annotations

import pygame

from .. import rules
from ..i18n import _
from ..i18n.card_names import token_name
from ..rules import Phase, Token
from ..rules.ceremony import donation_types, stars_after_choice
from ..sprites import text
from ..sprites.theme import PALETTE, draw_seat_symbol, wrap_text
from ..sprites.token_grid import RADIUS, TokenPlace
from ..sprites.tokens import draw_token
from .dialog import DIGIT_KEYS, Dialog
from .widgets import is_left_press

PANEL = pygame.Rect(300, 200, 1000, 470)
CHOICE_STEP = 110
CHOICE_RADIUS = RADIUS + 10
CHOICE_Y = PANEL.y + 290
PER_ROW = 8  # a podium winner may hold all twelve normal types: more than a row's worth go on a second row
ROW_STEP = 175


class CeremonyDialog(Dialog):
    PANEL = PANEL  # grows downwards when the choices take two rows

    def still_needed(self) -> bool:
        return self.state.phase is Phase.CEREMONY and rules.current_player(self.state) in self.people

    @property
    def discarding(self) -> bool:
        return bool(self.state.step.to_discard)

    def rebuild(self) -> None:
        self.seat = rules.current_player(self.state)
        rows = max(1, -(-len(self.choices()) // PER_ROW))
        self.PANEL = pygame.Rect(PANEL.x, PANEL.y, PANEL.w, PANEL.h + (rows - 1) * ROW_STEP)
        self.award_changes = {token: self.award_change(token) for token in self.choices()}

    def header_text(self) -> str:
        name = self.state.player(self.seat).name
        if self.discarding:
            return _("{name}: discard a token", name=name)
        return _("{name}: ask for a donation", name=name)

    # -- the choice ---------------------------------------------------------------------------------
    def choices(self) -> list[Token]:
        state = self.state
        if self.discarding:
            used = state.player(self.seat).assigned_this_round or {}
            return [t for t in Token if used.get(t) and state.player(self.seat).count(t)]
        return list(donation_types(state, state.step.donation_from))

    def command(self, token: Token):
        kind = rules.DiscardToken if self.discarding else rules.RequestDonation
        return kind(player=self.seat, token=token)

    def choose(self, token: Token) -> None:
        self.submit(self.command(token))

    def award_change(self, token: Token) -> tuple[str, bool] | None:
        """What this choice does to the chooser's star award of that type (R10), as the rules work it out:
        ("lose \u2605 award", False) or ("win \u2605 award", True); None when nothing changes."""
        if not rules.is_legal(self.state, self.command(token)):
            return None
        held_before = self.state.stars.get(token) == self.seat
        held_after = stars_after_choice(self.state, token).get(token) == self.seat
        if held_before == held_after:
            return None
        return (_("win ★ award"), True) if held_after else (_("lose ★ award"), False)

    def holder_note(self, count: int) -> str:
        """The count under a choice: the chooser's own when discarding, the giver's (said in the question) else."""
        return _("you hold {n}", n=count) if self.discarding else _("{n} held", n=count)

    def places(self) -> list[TokenPlace]:
        tokens = self.choices()
        held = self.state.player(self.seat if self.discarding else self.state.step.donation_from)
        places = []
        for i, token in enumerate(tokens):
            row, column = divmod(i, PER_ROW)
            in_row = min(PER_ROW, len(tokens) - row * PER_ROW)
            x = PANEL.centerx + (column - (in_row - 1) / 2) * CHOICE_STEP
            places.append(TokenPlace(token, held.count(token), (round(x), CHOICE_Y + row * ROW_STEP)))
        return places

    def handle_input(self, event: pygame.event.Event) -> bool:
        if is_left_press(event):
            place = next((p for p in self.places() if p.hit(event.pos, CHOICE_RADIUS)), None)
            if place is not None:
                self.choose(place.token)
                return True
        if event.type == pygame.KEYDOWN and event.key in DIGIT_KEYS:
            places = self.places()
            index = DIGIT_KEYS[event.key] - 1
            if index < len(places):
                self.choose(places[index].token)
            return True
        return False

    # -- drawing ------------------------------------------------------------------------------------
    def message_rect(self) -> pygame.Rect:
        return pygame.Rect(self.PANEL.x + 24, self.PANEL.bottom - 64, self.PANEL.w - 48, 40)

    def draw_body(self, canvas: pygame.Surface) -> None:
        state, step = self.state, self.state.step
        winner = state.player(step.podium_winner)
        y = PANEL.y + 80
        draw_seat_symbol(canvas, winner.seat, (PANEL.x + 52, y + 14), 12)
        text.blit(canvas, _("{name} wins this round's podium (record {record}).", name=winner.name,
                            record=winner.record), (PANEL.x + 74, y), 24, bold=True)
        if self.discarding:
            ask = _("You produced this round: discard one of the tokens you used for it. It leaves the game. "
                    "Click it, or press its number.")
        else:
            giver = state.player(step.donation_from)
            ask = _("You have the lowest record: name a normal token type {giver} holds, and {giver} gives you one. "
                    "Click it, or press its number. Under each: how many {giver} holds.", giver=giver.name)
        for i, line in enumerate(wrap_text(ask, 24, PANEL.w - 80)):
            text.blit(canvas, line, (PANEL.x + 40, y + 48 + i * 32), 24)
        if self.discarding and len(step.to_discard) > 1:
            after = ", ".join(state.player(s).name for s in step.to_discard[1:])
            text.blit(canvas, _("Next to discard: {names}", names=after), (PANEL.x + 40, y + 124), 20,
                      PALETTE["ink_soft"], italic=True)
        for i, place in enumerate(self.places()):
            cx, cy = place.center
            draw_token(canvas, place.token, place.center, CHOICE_RADIUS)
            text.blit(canvas, str(i + 1), (cx, cy - CHOICE_RADIUS - 8), 20, PALETTE["ink_soft"], bold=True,
                      anchor="midbottom")
            text.blit(canvas, token_name(place.token), (cx, cy + CHOICE_RADIUS + 6), 20, anchor="midtop")
            text.blit(canvas, self.holder_note(place.count), (cx, cy + CHOICE_RADIUS + 32), 17, PALETTE["ink_soft"],
                      anchor="midtop")
            change = self.award_changes.get(place.token)
            if change is not None:
                note, good = change
                text.blit(canvas, note, (cx, cy + CHOICE_RADIUS + 52), 17, PALETTE["olive" if good else "error"],
                          bold=True, anchor="midtop")
