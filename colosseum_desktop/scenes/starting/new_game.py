"""New game: 3-5 seats with names, colours (each with its symbol) and who plays them; auction rule; seed."""
from __future__ import annotations

import pygame

from ... import rules
from ...bots.levels import OFFERED
from ...i18n import N_, _, ngettext, pgettext
from ...i18n.conventions import format_number
from ...i18n.refusals import refusal_text
from ...saves import last_setup
from ...sprites import theme
from ...sprites.text import blit_lines
from ...sprites.theme import PALETTE, SEAT_STYLES
from . import entry as game_entry
from ..text_fields import NumberField, TextField
from ..widgets import Button, Choice, Label
from ..widget_scene import WidgetScene

DEFAULT_NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Flavia")
# Labels in English, shown with _() in the player's language.
PLAYED_BY = ((N_("Person"), game_entry.PERSON), *((level.offered_as, level.name) for level in OFFERED))
AUCTION_RULES = ((N_("Standard auctions"), rules.Variant.STANDARD),
                 (N_("Competitive auctions (variant)"), rules.Variant.COMPETITIVE))
HINTS = ((N_("Hints allowed (H)"), True), (N_("No hints in this game"), False))
# What each auction rule means at the table (R7), shown under the choice: the names alone do not say.
AUCTION_RULE_NOTES = {
    rules.Variant.STANDARD: N_("Each player wins at most one auction a round."),
    rules.Variant.COMPETITIVE: N_("Everyone opens auctions even after winning one, and may win several a round."),
}

ROW_TOP, ROW_STEP = 262, 70
NAME_X, COLOUR_X, KIND_X = 360, 700, 1000
UNTYPABLE = N_("A name cannot hold control characters, line breaks or text direction marks.")

ERROR_SIZES = (24, 22, 20, 18, 16)
NOTE_SIZES = (theme.SMALL_WINDOW_BODY_SIZE, 21, 20, 19, 18)  # read in a 1024x768 window as well, on two lines
AUCTION_NOTE_BOX = pygame.Rect(NAME_X + 4, 704, KIND_X - 24 - NAME_X, 54)  # a long refusal, or a note naming a file, shrinks rather than being cut


def too_long() -> str:
    return ngettext("A name can be at most {n} character long.", "A name can be at most {n} characters long.",
                    rules.MAX_NAME_LENGTH)


def default_name(seat: int) -> str:
    return _("Player {n}", n=seat + 1)


def names_problem(names: tuple[str, ...]) -> str | None:
    """Why the players cannot have these names (one the rules refuse, two alike), or None."""
    for name in names:
        refusal = rules.name_refusal(name)  # the fields refuse such names; a name set by code is checked too
        if refusal:
            return refusal_text(refusal)
        if sum(other.casefold() == name.casefold() for other in names) > 1:
            return _("Two players are called {name}: give each a name of their own.", name=name)
    return None


class NameField(TextField):
    """A player's name: what the rules would refuse cannot be typed, and the scene is told why (and told
    again, with None, when the next typing is taken whole)."""

    def __init__(self, rect, text: str, placeholder: str, on_typed) -> None:
        super().__init__(rect, text, max_length=rules.MAX_NAME_LENGTH, placeholder=placeholder)
        self.on_typed = on_typed

    def accepts(self, char: str) -> bool:
        return super().accepts(char) and rules.name_refusal("x" + char) is None

    def handle_event(self, event: pygame.event.Event) -> bool:
        room = self.max_length - (0 if self.all_selected else len(self.text))
        consumed = super().handle_event(event)
        if consumed and event.type == pygame.TEXTINPUT:
            wanted = [c for c in event.text if self.accepts(c)]
            if len(wanted) < len(event.text):
                self.on_typed(_(UNTYPABLE))
            elif len(wanted) > room:
                self.on_typed(too_long())
            else:
                self.on_typed(None)
        return consumed


class SeatRow:
    """One seat's controls. The colour belongs to the seat (it sets turn order), so picking another colour
    swaps this player with whoever sits there."""

    def __init__(self, scene: "NewGameScene", seat: int) -> None:
        y = ROW_TOP + seat * ROW_STEP
        self.seat, self.y = seat, y
        self.name = NameField((NAME_X, y, 310, 52), DEFAULT_NAMES[seat], default_name(seat), scene.name_typed)
        self.colour = Choice((COLOUR_X, y, 270, 52), [_(s.name) for s in SEAT_STYLES], seat,
                             on_change=lambda index: scene.move_player(seat, index))
        self.kind = Choice((KIND_X, y, 330, 52), [_(label) for label, _kind in PLAYED_BY], 0)

    @property
    def widgets(self):
        return (self.name, self.colour, self.kind)

    def show(self, visible: bool) -> None:
        for widget in self.widgets:
            widget.visible = visible


class NewGameScene(WidgetScene):
    def __init__(self, ctx) -> None:
        super().__init__()
        self.ctx = ctx
        counts = [ngettext("{n} player", "{n} players", n) for n in (3, 4, 5)]
        self.players = self.widgets.add(Choice((NAME_X, 158, 310, 52), counts, 1,
                                               on_change=lambda _: self.show_seats()))
        self.rows = [SeatRow(self, seat) for seat in range(len(SEAT_STYLES))]
        for row in self.rows:
            for widget in row.widgets:
                self.widgets.add(widget)
        self.auction = self.widgets.add(Choice((NAME_X, 650, KIND_X - NAME_X - 30, 52),
                                               [_(label) for label, _rule in AUCTION_RULES], 0))
        self.seed = self.widgets.add(NumberField((KIND_X, 650, 330, 52), minimum=0, maximum=2**31 - 1,
                                                 placeholder=pgettext("seed", "random")))
        self.hints = self.widgets.add(Choice((KIND_X, 706, 330, 42), [_(label) for label, _allowed in HINTS], 0,
                                             text_size=22))
        self.back_button = self.widgets.add(Button((460, 780, 300, 64), _("Back"), self.back, hotkey=pygame.K_ESCAPE))
        self.start_button = self.widgets.add(Button((840, 780, 300, 64), _("Start the game"), self.start, primary=True,
                                                    hotkey=pygame.K_RETURN))
        self.error = self.widgets.add(Label((800, 874), "", 24, PALETTE["error"], anchor="center"))
        setup, self.setup_unusable = last_setup.open_setup(self.setup_path)
        self.restore(setup)
        if self.setup_unusable is not None:  # said here, where the usual set-up shows instead, and on the title
            self.say(str(self.setup_unusable.reason))
            self.ctx.file_notes.append(self.setup_unusable.reason)
        self.show_seats()
        self.widgets.set_focus(self.rows[0].name)

    @property
    def setup_path(self):
        return last_setup.setup_path(self.ctx.settings_path)

    def restore(self, setup: last_setup.LastSetup | None) -> None:
        """Start from the last game's set-up, when there is one."""
        if setup is None:
            return
        self.players.index = setup.players - 3
        kinds = [kind for _, kind in PLAYED_BY]
        for row, seat in zip(self.rows, setup.seats):
            row.name.set_text(seat.name)
            row.kind.index = kinds.index(seat.played_by)
        self.auction.index = [variant for _, variant in AUCTION_RULES].index(setup.variant)
        self.hints.index = [allowed for _, allowed in HINTS].index(setup.hints)

    def setup(self) -> last_setup.LastSetup:
        seats = [last_setup.SeatSetup(name=row.name.text.strip() or default_name(row.seat),
                                      played_by=PLAYED_BY[row.kind.index][1]) for row in self.rows]
        return last_setup.LastSetup(players=self.player_count, seats=seats,
                                    variant=AUCTION_RULES[self.auction.index][1], hints=self.hints_allowed)

    @property
    def hints_allowed(self) -> bool:
        return HINTS[self.hints.index][1]

    def say(self, problem: str) -> None:
        self.error.show_shrunk(problem, ERROR_SIZES)
        self.invalidate()

    def name_typed(self, refusal: str | None) -> None:
        """A name field's refusal is said; typing that is taken whole takes it away again."""
        if refusal is not None:
            self.say(refusal)
        elif self.error.text in (_(UNTYPABLE), too_long()):
            self.say("")

    @property
    def player_count(self) -> int:
        return self.players.index + 3

    def show_seats(self) -> None:
        names = [_(style.name) for style in SEAT_STYLES]
        for row in self.rows:
            seated = row.seat < self.player_count
            row.show(seated)
            # Only the colours of seats in play can be picked (a hidden row keeps them all: its index stays valid).
            row.colour.options = names[:self.player_count] if seated else names
        self.invalidate()

    def move_player(self, seat: int, target: int) -> None:
        """Swap the name and player kind of two seats; each row keeps its own colour."""
        here, there = self.rows[seat], self.rows[target]
        here_name, here_kind = here.name.text, here.kind.index
        here.name.set_text(there.name.text)
        here.kind.index = there.kind.index
        there.name.set_text(here_name)
        there.kind.index = here_kind
        here.colour.index = seat  # the Choice moved its own index; the row's colour never changes
        self.widgets.set_focus(there.colour)
        self.invalidate()

    def seats(self) -> list[str]:
        return [PLAYED_BY[row.kind.index][1] for row in self.rows[:self.player_count]]

    def names(self) -> tuple[str, ...]:
        return tuple(row.name.text.strip() or default_name(row.seat) for row in self.rows[:self.player_count])

    def problem(self) -> str | None:
        problem = names_problem(self.names())
        if problem:
            return problem
        if not self.seed.valid:
            return _("The seed must be a whole number from 0 to {most}.", most=format_number(self.seed.maximum))
        return None

    def options(self) -> rules.GameOptions:
        return rules.GameOptions(players=self.player_count, variant=AUCTION_RULES[self.auction.index][1],
                                 names=self.names())

    def start(self) -> None:
        problem = self.problem()
        if problem:
            return self.say(problem)
        if self.setup_unusable is None or not self.setup_unusable.left_alone:
            failure = last_setup.save_setup(self.setup_path, self.setup())
            if failure is not None and failure not in self.ctx.file_notes:  # the title says it (a full disk), once
                self.ctx.file_notes.append(failure)
        game_entry.start_new_game(self.ctx, self.options(), self.seats(), self.seed.value, hints=self.hints_allowed)

    def back(self) -> None:
        self.manager.pop()

    def draw_background(self, canvas: pygame.Surface) -> None:
        canvas.fill(PALETTE["sand"])
        theme.draw_panel(canvas, pygame.Rect(170, 100, 1260, 660))
        theme.blit_text(canvas, _("A new game"), (800, 52), 56, PALETTE["terracotta_dark"], bold=True, anchor="center")
        headers = ((N_("Players"), NAME_X, 150), (N_("Name"), NAME_X, ROW_TOP - 12),
                   (N_("Colour and seat"), COLOUR_X, ROW_TOP - 12), (N_("Played by"), KIND_X, ROW_TOP - 12),
                   (N_("Auction rule"), NAME_X, 642), (N_("Seed (optional)"), KIND_X, 642))
        for text, x, y in headers:
            theme.blit_text(canvas, _(text), (x + 4, y), 24, PALETTE["ink_soft"], italic=True, anchor="bottomleft")
        for row in self.rows[:self.player_count]:
            center = (NAME_X - 70, row.y + 26)
            theme.draw_seat_symbol(canvas, row.seat, center, 20)
            theme.blit_text(canvas, str(row.seat + 1), (NAME_X - 120, row.y + 26), 26, PALETTE["ink_soft"],
                            anchor="center")
        theme.blit_text(canvas, _("Turn order follows the seats; the first player changes every round."),
                        (COLOUR_X + 4, 184), 22, PALETTE["ink_soft"], italic=True, anchor="midleft")
        # The note shares its line with the hints' choice: on two lines rather than run under it.
        blit_lines(canvas, self.auction_note(), AUCTION_NOTE_BOX, NOTE_SIZES, PALETTE["ink_soft"], italic=True)

    def auction_note(self) -> str:
        return _(AUCTION_RULE_NOTES[AUCTION_RULES[self.auction.index][1]])
