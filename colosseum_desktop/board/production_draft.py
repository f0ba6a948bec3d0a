"""What a player is about to produce: tokens laid on one program card's slots, medals to spend, and the
attendance that would bring (R9.2-R9.3). Plain logic, no drawing: the produce dialog shows and edits it."""
from __future__ import annotations

from dataclasses import dataclass, field

from .. import rules
from ..i18n import _, ngettext
from ..i18n.card_names import noble_name, program_name, token_name
from ..i18n.refusals import refusal_text
from ..rules import Token, game_data

JOKER = Token.JOKER


@dataclass(frozen=True)
class Slot:
    """One token place on a card: its type, its position among that type's places, and what fills it."""

    token: Token
    index: int
    filled_by: Token | None  # the type itself, JOKER, or None while empty


@dataclass
class ProductionDraft:
    state: rules.GameState
    seat: int
    program: int
    tokens: dict[Token, int] = field(default_factory=dict)  # own tokens laid on their own type's slots
    jokers: dict[Token, int] = field(default_factory=dict)  # slot type -> jokers standing in for it
    medals: int = 0

    @property
    def card(self):
        return game_data().program(self.program)

    @property
    def player(self) -> rules.Player:
        return self.state.player(self.seat)

    # -- the card's slots ---------------------------------------------------------------------------
    def slots(self) -> list[Slot]:
        """Slots in the card's order; a type's own tokens come first, then its jokers, then the gaps."""
        out = []
        for token, need in self.card.tokens.items():
            own, wild = self.tokens.get(token, 0), self.jokers.get(token, 0)
            for i in range(need):
                filled = token if i < own else JOKER if i < own + wild else None
                out.append(Slot(token, i, filled))
        return out

    def free_slots(self, token: Token) -> int:
        return self.card.tokens.get(token, 0) - self.tokens.get(token, 0) - self.jokers.get(token, 0)

    def in_tray(self, token: Token) -> int:
        """How many of the player's tokens of this type are not on the card."""
        placed = sum(self.jokers.values()) if token is JOKER else self.tokens.get(token, 0)
        return self.player.count(token) - placed

    def tray(self) -> list[tuple[Token, int]]:
        """The player's tokens that can go on a card (normal ones and jokers, each with how many are still
        free), in the game's type order."""
        usable = [t for t in Token if t not in rules.SPECIAL_TOKENS or t is JOKER]
        return [(t, self.in_tray(t)) for t in usable if self.player.count(t)]

    # -- editing ------------------------------------------------------------------------------------
    def can_place(self, token: Token, slot_type: Token) -> str | None:
        """None if a tray token may go on a slot of `slot_type`, else why not (in a player's words)."""
        if self.in_tray(token) <= 0:
            return _("You have no “{token}” token left to place", token=token_name(token))
        if token is not JOKER and token in rules.SPECIAL_TOKENS:
            return _("A “{token}” token cannot be used in a program", token=token_name(token))
        if token is not JOKER and token is not slot_type:
            return _("A “{token}” token goes only on a “{token}” slot; a joker goes on any slot",
                     token=token_name(token))
        if self.free_slots(slot_type) <= 0:
            return _("Every “{token}” slot of {program} is filled", token=token_name(slot_type),
                     program=program_name(self.card.number))
        return None

    def place(self, token: Token, slot_type: Token | None = None) -> str | None:
        """Lay a tray token on a free slot (of `slot_type`, or the first that fits); None or the reason."""
        if slot_type is None:
            slot_type = self.first_fitting_slot(token)
            if slot_type is None:
                return self.no_slot_reason(token)
        reason = self.can_place(token, slot_type)
        if reason is None:
            counts = self.jokers if token is JOKER else self.tokens
            counts[slot_type] = counts.get(slot_type, 0) + 1
        return reason

    def first_fitting_slot(self, token: Token) -> Token | None:
        if token is not JOKER:
            return token if token in self.card.tokens and self.free_slots(token) > 0 else None
        return next((t for t in self.card.tokens if self.free_slots(t) > 0), None)

    def no_slot_reason(self, token: Token) -> str:
        program = program_name(self.card.number)
        if self.in_tray(token) <= 0:
            return _("You have no “{token}” token left to place", token=token_name(token))
        if token is JOKER:
            return _("Every slot of {program} is filled", program=program)
        if token not in self.card.tokens:
            return _("{program} has no place for a “{token}” token", program=program, token=token_name(token))
        return _("Every “{token}” slot of {program} is filled", token=token_name(token), program=program)

    def remove(self, slot: Slot) -> None:
        """Take the token on this slot back to the tray."""
        if slot.filled_by is None:
            return
        counts = self.jokers if slot.filled_by is JOKER else self.tokens
        counts[slot.token] -= 1
        if not counts[slot.token]:
            del counts[slot.token]

    def clear(self) -> None:
        self.tokens.clear()
        self.jokers.clear()

    def auto_fill(self) -> None:
        """The engine's best assignment: own tokens first (they can earn stars), jokers for the rest."""
        tokens, jokers = rules.best_assignment(self.state, self.seat, self.program)
        self.tokens, self.jokers = dict(tokens), dict(jokers)

    def set_medals(self, medals: int) -> None:
        self.medals = max(0, min(medals, self.player.medals))

    # -- what it would bring --------------------------------------------------------------------------
    @property
    def missing(self) -> int:
        return self.card.required - sum(self.tokens.values()) - sum(self.jokers.values())

    def preview(self) -> rules.Attendance | str:
        """The itemised attendance, or the engine's reason why this production is not allowed."""
        try:
            return rules.attendance(self.state, self.seat, self.program, self.tokens, self.jokers, self.medals)
        except rules.IllegalCommand as refused:
            return refusal_text(refused.refusal)

    def command(self) -> rules.Produce:
        return rules.Produce(player=self.seat, program=self.program, tokens=dict(self.tokens),
                             jokers=dict(self.jokers), medals=self.medals)


def attendance_parts(event: rules.Attendance) -> list[tuple[str, int]]:
    """(label, spectators) for each part of an attendance (R9.3) that adds something, the card's table
    value first, in words a player reads at a glance: "Star awards: horse", "Nobles in the arena: Emperor"."""
    def listed(label: str, names, name_of) -> str:
        counts = {name: list(names).count(name) for name in names}  # "Senator ×2", not "senator, senator"
        return f"{label}: " + ", ".join(name_of(n) + (f" ×{c}" if c > 1 else "") for n, c in counts.items())

    parts = [(_("Earlier programs produced"), event.earlier_programs), (_("Season tickets"), event.season_tickets),
             (listed(_("Star awards"), event.star_types, token_name), event.stars),
             (listed(_("Nobles in the arena"), event.noble_kinds, noble_name), event.nobles),
             (_("Podiums"), event.podiums), (_("Medals spent"), event.medals)]
    first = ngettext("Program {program}, {n} missing", "Program {program}, {n} missing", event.missing,
                     program=event.program)
    return [(first, event.table_value)] + [p for p in parts if p[1]]


def unavailable_reason(state: rules.GameState, seat: int, program: int) -> str | None:
    """Why this program cannot be produced even with the best assignment (arena too small, too many
    tokens missing), in the engine's words; None if it can."""
    try:
        best_production(state, seat, program)
    except rules.IllegalCommand as refused:
        return refusal_text(refused.refusal)
    return None


def best_production(state: rules.GameState, seat: int, program: int) -> rules.Attendance:
    """The attendance of the engine's best assignment for a program that can be produced."""
    tokens, jokers = rules.best_assignment(state, seat, program)
    return rules.attendance(state, seat, program, tokens, jokers)
