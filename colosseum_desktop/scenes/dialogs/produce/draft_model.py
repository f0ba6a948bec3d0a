"""What a player is about to produce: tokens laid on one program card's slots, medals to spend, and the
attendance that would bring (R9.2-R9.3). Plain logic, no drawing: the produce dialog's view holds a
`CardDraft` per program, and reads it against the game with `ProductionDraft`."""
from __future__ import annotations

from dataclasses import dataclass, replace

from .... import rules
from ....i18n import _, ngettext
from ....i18n.card_names import noble_name, program_name, token_name
from ....i18n.refusals import refusal_text
from ....rules import Token, game_data
from ..token_counts_model import Counts, changed, frozen_counts

JOKER = Token.JOKER


@dataclass(frozen=True)
class Slot:
    """One token place on a card: its type, its position among that type's places, and what fills it."""

    token: Token
    index: int
    filled_by: Token | None  # the type itself, JOKER, or None while empty


@dataclass(frozen=True)
class CardDraft:
    """What is laid on one program card, as plain values: the produce dialog's view holds one per program."""

    program: int
    tokens: Counts = ()  # own tokens laid on their own type's slots
    jokers: Counts = ()  # slot type -> jokers standing in for it
    medals: int = 0


@dataclass(frozen=True)
class ProductionDraft:
    """A card draft read against the game: its slots, the tray, whether a token may go on a slot, the
    attendance it would bring. Editing gives a new draft; nothing here changes."""

    state: rules.GameState
    seat: int
    laid: CardDraft

    @classmethod
    def empty(cls, state: rules.GameState, seat: int, program: int) -> ProductionDraft:
        return cls(state, seat, CardDraft(program))

    @classmethod
    def laid_again(cls, state: rules.GameState, seat: int, card: CardDraft) -> ProductionDraft:
        """A card's draft after the game moved on: what was laid, as far as it still fits the holdings."""
        draft, before = cls.empty(state, seat, card.program), cls(state, seat, card)
        for slot in before.slots():
            if slot.filled_by is not None and draft.can_place(slot.filled_by, slot.token) is None:
                draft = draft.placed(slot.filled_by, slot.token)
        return draft.with_medals(card.medals)

    @property
    def program(self) -> int:
        return self.laid.program

    @property
    def tokens(self) -> dict[Token, int]:
        return dict(self.laid.tokens)

    @property
    def jokers(self) -> dict[Token, int]:
        return dict(self.laid.jokers)

    @property
    def medals(self) -> int:
        return self.laid.medals

    @property
    def card(self):
        return game_data().program(self.program)

    @property
    def player(self) -> rules.Player:
        return self.state.player(self.seat)

    def _edited(self, **changes) -> ProductionDraft:
        return replace(self, laid=replace(self.laid, **changes))

    # -- the card's slots ---------------------------------------------------------------------------
    def slots(self) -> list[Slot]:
        """Slots in the card's order; a type's own tokens come first, then its jokers, then the gaps."""
        out = []
        tokens, jokers = self.tokens, self.jokers
        for token, need in self.card.tokens.items():
            own, wild = tokens.get(token, 0), jokers.get(token, 0)
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

    def why_not_place(self, token: Token, slot_type: Token | None = None) -> str | None:
        """None if a tray token may go on a free slot of `slot_type` (or, without one, the first that fits),
        else why not."""
        if slot_type is None:
            slot_type = self.first_fitting_slot(token)
            if slot_type is None:
                return self.no_slot_reason(token)
        return self.can_place(token, slot_type)

    def placed(self, token: Token, slot_type: Token | None = None) -> ProductionDraft:
        """The draft with a tray token laid on a free slot (of `slot_type`, or the first that fits); ask
        `why_not_place` first: a token that may not go there raises ValueError."""
        reason = self.why_not_place(token, slot_type)
        if reason is not None:
            raise ValueError(reason)
        if slot_type is None:
            slot_type = self.first_fitting_slot(token)
        if token is JOKER:
            return self._edited(jokers=changed(self.laid.jokers, slot_type, 1))
        return self._edited(tokens=changed(self.laid.tokens, slot_type, 1))

    def open_slots(self, token: Token) -> frozenset[Slot]:
        """The empty slots this tray token may go on (lit while it is held)."""
        return frozenset(slot for slot in self.slots()
                         if slot.filled_by is None and self.can_place(token, slot.token) is None)

    def asks_which_slot(self, token: Token) -> bool:
        """Whether laying this tray token is a choice of slot: a joker, with room on more than one type."""
        return token is JOKER and self.in_tray(JOKER) > 0 and len(self.fitting_slot_types(JOKER)) > 1

    def first_fitting_slot(self, token: Token) -> Token | None:
        return next(iter(self.fitting_slot_types(token)), None)

    def fitting_slot_types(self, token: Token) -> tuple[Token, ...]:
        """The slot types with room for this token, in the card's order: one at most, but for a joker."""
        if token is not JOKER:
            return (token,) if token in self.card.tokens and self.free_slots(token) > 0 else ()
        return tuple(t for t in self.card.tokens if self.free_slots(t) > 0)

    def no_slot_reason(self, token: Token) -> str:
        program = program_name(self.card.number)
        if self.in_tray(token) <= 0:
            return _("You have no “{token}” token left to place", token=token_name(token))
        if token is JOKER:
            return _("Every slot of {program} is filled", program=program)
        if token not in self.card.tokens:
            return _("{program} has no place for a “{token}” token", program=program, token=token_name(token))
        return _("Every “{token}” slot of {program} is filled", token=token_name(token), program=program)

    def removed(self, slot: Slot) -> ProductionDraft:
        """The draft with the token on this slot back in the tray."""
        if slot.filled_by is None:
            return self
        if slot.filled_by is JOKER:
            return self._edited(jokers=changed(self.laid.jokers, slot.token, -1))
        return self._edited(tokens=changed(self.laid.tokens, slot.token, -1))

    def cleared(self) -> ProductionDraft:
        return self._edited(tokens=(), jokers=())

    def auto_filled(self) -> ProductionDraft:
        """The engine's best assignment: own tokens first (they can earn stars), jokers for the rest."""
        tokens, jokers = rules.best_assignment(self.state, self.seat, self.program)
        return self._edited(tokens=frozen_counts(tokens), jokers=frozen_counts(jokers))

    def with_medals(self, medals: int) -> ProductionDraft:
        return self._edited(medals=max(0, min(medals, self.player.medals)))

    # -- what it would bring --------------------------------------------------------------------------
    @property
    def missing(self) -> int:
        return self.card.required - sum(self.tokens.values()) - sum(self.jokers.values())

    def preview(self) -> rules.Attendance | str:
        """The itemised attendance, or the engine's reason why this production is not allowed."""
        refusal = rules.refusal_for(self.state, self.command())
        if refusal is not None:
            return refusal_text(refusal)
        return rules.attendance(self.state, self.seat, self.program, self.tokens, self.jokers, self.medals)

    def command(self) -> rules.Produce:
        return rules.Produce(player=self.seat, program=self.program, tokens=self.tokens, jokers=self.jokers,
                             medals=self.medals)


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
    tokens, jokers = rules.best_assignment(state, seat, program)
    refusal = rules.refusal_for(state, rules.Produce(player=seat, program=program, tokens=tokens, jokers=jokers))
    return None if refusal is None else refusal_text(refusal)


def best_production(state: rules.GameState, seat: int, program: int) -> rules.Attendance:
    """The attendance of the engine's best assignment for a program that can be produced."""
    tokens, jokers = rules.best_assignment(state, seat, program)
    return rules.attendance(state, seat, program, tokens, jokers)
