"""Phase 5 (R11): each producer of the round discards one token they used in it; then the player with the
lowest record names a normal token type the podium winner holds and receives one. A click on a token (or
its number key) decides; in hot-seat the dialog passes from person to person.

The dialog is the controller: its input becomes a command for the session, and `draw_ceremony`
(ceremony_picture.py) draws `(state, view)`."""
from __future__ import annotations

import pygame

from .... import rules
from .model import CeremonyView, TokenChoice, choice_centers, panel_for
from ....i18n import _
from ....rules import Phase, Token
from ....rules.ceremony import discardable, donation_types, stars_after_choice
from ....rules.stars import awards_changed
from ....sprites.token_grid import TokenPlace
from .geometry import CHOICE_RADIUS
from .picture import draw_ceremony
from ..dialog import DIGIT_KEYS, Dialog
from ..tooltips import place_piece
from ...widgets import is_left_press


class CeremonyDialog(Dialog):
    PANEL = pygame.Rect(panel_for(1))  # grows downwards when the choices take two rows

    def still_needed(self) -> bool:
        return self.state.phase is Phase.CEREMONY and rules.current_player(self.state) in self.people

    @property
    def discarding(self) -> bool:
        return bool(self.state.step.to_discard)

    def rebuild(self) -> None:
        self.seat = rules.current_player(self.state)
        self.PANEL = pygame.Rect(panel_for(len(self.choices())))
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
            held = discardable(state, self.seat)
            return [t for t in Token if t in held]
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
        lost, won = awards_changed(self.state.stars, stars_after_choice(self.state, token), self.seat)
        if token in won:
            return _("win ★ award"), True
        return (_("lose ★ award"), False) if token in lost else None

    def holder_note(self, count: int) -> str:
        """The count under a choice: the chooser's own when discarding, the giver's (said in the question) else."""
        return _("you hold {n}", n=count) if self.discarding else _("{n} held", n=count)

    def places(self) -> list[TokenPlace]:
        tokens = self.choices()
        held = self.state.player(self.seat if self.discarding else self.state.step.donation_from)
        return [TokenPlace(token, held.count(token), center)
                for token, center in zip(tokens, choice_centers(len(tokens)))]

    def piece_under(self, pos):
        """A token to choose, compared with the holdings of whoever's count is written under it."""
        piece = place_piece(self.places(), pos, CHOICE_RADIUS)
        holder = self.seat if self.discarding else self.state.step.donation_from
        return None if piece is None else (piece, holder)

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

    # -- what the dialog shows ----------------------------------------------------------------------
    def message_rect(self) -> pygame.Rect:
        return pygame.Rect(self.PANEL.x + 24, self.PANEL.bottom - 64, self.PANEL.w - 48 - 150 - 16, 40)

    def hint_button_rect(self) -> pygame.Rect:
        return pygame.Rect(self.PANEL.right - 24 - 150, self.PANEL.bottom - 64, 150, 40)  # beside the message

    def view(self) -> CeremonyView:
        return CeremonyView(self.frame(), tuple(
            TokenChoice(place.token, place.center, self.holder_note(place.count), self.award_changes.get(place.token))
            for place in self.places()))

    def draw(self, canvas: pygame.Surface) -> None:
        draw_ceremony(canvas, self.state, self.view())
