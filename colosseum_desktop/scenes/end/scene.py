"""The end of the game: the winner(s), each player's best event itemised, and records round by round."""
from __future__ import annotations

from datetime import datetime, timezone

import pygame

from ... import rules
from ...bots.levels import level_title
from ...i18n import _, ngettext
from ...i18n.card_names import program_name
from ...saves import records
from ...session import Session
from ...sprites import pen, theme
from ...sprites.player_panel import draw_star_awards
from ...sprites.text import fit as fit_text
from ...sprites.text import largest_fitting_size, width_of
from ...sprites.theme import PALETTE, SEAT_STYLES
from ..dialogs.produce.draft_model import attendance_parts
from ..starting import entry as game_entry
from .review import MissedGainsScene
from ..widgets import Button, Label
from ..widget_scene import WidgetScene

CARDS = pygame.Rect(40, 150, 1000, 620)  # wide enough for a best event's breakdown on two lines at body size
CHART_FRAME = pygame.Rect(1060, 150, 500, 620)
CHART = pygame.Rect(1120, 215, 410, 470)
HEADING_WIDTH = 1540
NAME_ROOM = 400  # of the 540 pixels a card has between its symbol and its record
SPECTATORS_ROOM = 94  # for the word after the record, to the card's inner edge


def winners_heading(state: rules.GameState) -> str:
    names = [state.player(seat).name for seat in rules.winners(state)]
    if len(names) == 1:
        return _("{name} stages the greatest spectacle in Rome!", name=names[0])
    return _("A shared triumph: {names} and {last}", names=", ".join(names[:-1]), last=names[-1])


def fitted_heading(state: rules.GameState) -> tuple[str, int]:
    """(text, size) of the heading: smaller for long names, cut only if even the smallest size is too wide
    (five names of 24 characters are wider than the screen)."""
    heading = winners_heading(state)
    size = largest_fitting_size(heading, range(46, 29, -2), HEADING_WIDTH, bold=True) or 30
    return fit_text(heading, size, HEADING_WIDTH, bold=True), size


def best_event_text(player: rules.Player) -> str:
    event = player.best_event
    if event is None:
        return _("No event produced.")
    name = program_name(event.program)
    parts = attendance_parts(event)
    return f"{name}. " + " + ".join(f"{label} ({value})" for label, value in parts) + \
        (f" = {event.total}" if len(parts) > 1 else "")


def ranking(state: rules.GameState) -> list[rules.Player]:
    """The players in R12's order: record, then coins, then star awards, so that a tie-break winner is listed
    above the player it beat."""
    return sorted(state.players, key=lambda p: (-p.record, -p.coins, -len(state.stars_of(p.seat)), p.seat))


def tie_break_text(state: rules.GameState, player: rules.Player) -> str:
    stars = len(state.stars_of(player.seat))
    return (ngettext("{n} coin", "{n} coins", player.coins) + "  ·  "
            + ngettext("{n} star award", "{n} star awards", stars))


def fit_lines(text: str, width: int, height: int, sizes=(19, 18)) -> tuple[int, list[str]]:
    """The largest text size at which `text` wraps into the box; at the smallest, the lines that fit."""
    for size in sizes:
        lines = theme.wrap_text(text, size, width)
        if len(lines) * (size + 3) <= height:
            return size, lines
    return size, lines[:max(1, height // (size + 3))]


def chart_scale(players) -> tuple[int, int]:
    """(rounds, highest value) the chart must hold, never zero so that the axes can be drawn."""
    rounds = max((len(p.records_by_round) for p in players), default=0)
    highest = max((max(p.records_by_round, default=0) for p in players), default=0)
    return max(1, rounds), max(10, highest)


class EndScene(WidgetScene):
    def __init__(self, ctx, session: Session, seats: list[str]) -> None:
        super().__init__()
        self.ctx, self.session, self.seats = ctx, session, seats
        self.widgets.add(Button((130, 806, 300, 64), _("Back to title"), self.to_title, hotkey=pygame.K_ESCAPE))
        self.replay_button = self.widgets.add(Button((470, 806, 300, 64), _("Replay (R)"), self.replay,
                                                     hotkey=pygame.K_r))
        # The advisor's second look at each person's decisions (end_review.py); none when only computers played.
        self.review_button = self.widgets.add(Button((810, 806, 300, 64), _("Missed gains (M)"), self.review,
                                                     hotkey=pygame.K_m))
        self.review_button.enabled = game_entry.PERSON in seats
        self.widgets.add(Button((1150, 806, 300, 64), _("New game"), self.new_game, primary=True, hotkey=pygame.K_n))
        self.records_note = self.widgets.add(Label((800, 884), "", 18, PALETTE["error"], anchor="center"))
        self._recorded = False

    def on_enter(self) -> None:
        super().on_enter()
        if not self._recorded:
            self._recorded = True
            self.record()

    def record(self) -> None:
        """Add this game to the records (once per game, whether just finished or loaded again)."""
        path = self.ctx.records_path
        if path is None:
            return
        entry = records.game_record(self.session, game_entry.seats_for_save(self.seats),
                                    datetime.now(timezone.utc))
        note = records.record_game(path, entry)
        if note:
            self.records_note.text = fit_text(str(note), 18, 1560)

    def replay(self) -> None:
        """Watch this game again, move by move, from its start."""
        self.ctx.routes.replay_finished(self.ctx, self.session, self.seats)

    def review(self) -> None:
        """Each person's biggest missed gains, each one click from its moment in the replay."""
        if self.review_button.enabled:
            self.manager.push(MissedGainsScene(self.ctx, self.session, self.seats))

    def to_title(self) -> None:
        self.manager.clear_to(self.ctx.routes.title(self.ctx))

    def new_game(self) -> None:
        self.manager.clear_to(self.ctx.routes.title(self.ctx))
        self.manager.push(self.ctx.routes.new_game(self.ctx))

    def ranking(self) -> list[rules.Player]:
        return ranking(self.session.state)

    # -- drawing ---------------------------------------------------------------------------------
    def draw_background(self, canvas: pygame.Surface) -> None:
        state = self.session.state
        canvas.fill(PALETTE["sand"])
        heading, size = fitted_heading(state)
        theme.blit_text(canvas, heading, (800, 58), size, PALETTE["terracotta_dark"], bold=True, anchor="center")
        theme.blit_text(canvas,
                        ngettext("Final records after {n} round: the highest attendance at a single event wins.",
                                 "Final records after {n} rounds: the highest attendance at a single event wins.",
                                 state.round),
                        (800, 108), 24, PALETTE["ink_soft"], italic=True, anchor="center")
        self._draw_cards(canvas, state)
        self._draw_chart(canvas, state)

    def _draw_cards(self, canvas: pygame.Surface, state: rules.GameState) -> None:
        players = self.ranking()
        gap = 12
        height = min(140, (CARDS.height - gap * (len(players) - 1)) // len(players))
        winners = set(rules.winners(state))
        for i, player in enumerate(players):
            card = pygame.Rect(CARDS.x, CARDS.y + i * (height + gap), CARDS.width, height)
            won = player.seat in winners
            theme.draw_panel(canvas, card, border=PALETTE["gold"] if won else PALETTE["bronze"])
            if won:
                pen.rect(canvas, PALETTE["gold"], card, width=4, border_radius=10)
            theme.draw_seat_symbol(canvas, player.seat, (card.x + 36, card.y + 34), 18)
            kind = self.seats[player.seat] if player.seat < len(self.seats) else "person"
            # Coins and star awards break ties on the record (R12): shown so that the order can be checked.
            about = ([_("computer, {level}", level=level_title(kind))] if kind != "person" else []) \
                + [tie_break_text(state, player)]
            words = "  ·  ".join(about)
            # A long name is cut rather than the words after it, which must be read whole at the smallest size
            name_room = min(NAME_ROOM, card.right - 180 - 12 - (card.x + 68) - width_of(words, 18, italic=True))
            name = fit_text(player.name, 30, name_room, bold=True)
            name_rect = theme.blit_text(canvas, name, (card.x + 68, card.y + 34), 30, bold=True, anchor="midleft")
            room = card.right - 180 - (name_rect.right + 12)
            size = largest_fitting_size(words, (20, 19, 18), room, italic=True)
            if size is None:  # smaller first; cut short only when even the smallest size does not fit
                size, words = 18, fit_text(words, 18, room, italic=True)
            about_rect = theme.blit_text(canvas, words, (name_rect.right + 12, card.y + 37), size, PALETTE["ink_soft"],
                                         italic=True, anchor="midleft")
            stars = state.stars_of(player.seat)
            draw_star_awards(canvas, stars, (about_rect.right + 10, card.y + 36), card.right - 180)
            theme.blit_text(canvas, f"{player.record}", (card.right - 110, card.y + 34), 38, PALETTE["terracotta_dark"],
                            bold=True, anchor="midright")
            spectators = ngettext("spectator", "spectators", player.record)  # the word after the figure
            room = SPECTATORS_ROOM  # smaller rather than cut: "de spectatori" is longer than "spectators"
            size = largest_fitting_size(spectators, (20, 18, 16, 15), room) or 15
            theme.blit_text(canvas, fit_text(spectators, size, room), (card.right - 102, card.y + 38), size,
                            PALETTE["ink_soft"], anchor="midleft")
            best = _("Best event: {event}", event=best_event_text(player))
            size, lines = fit_lines(best, card.width - 60, card.height - 60)
            for j, line in enumerate(lines):
                theme.blit_text(canvas, line, (card.x + 30, card.y + 58 + j * (size + 3)), size)

    def _draw_chart(self, canvas: pygame.Surface, state: rules.GameState) -> None:
        frame = CHART_FRAME
        theme.draw_panel(canvas, frame)
        theme.blit_text(canvas, _("Record by round"), (frame.centerx, frame.y + 24), 28, bold=True, anchor="center")
        rounds, highest = chart_scale(state.players)
        top = highest + (-highest % 10)  # round the axis up to a multiple of ten

        def point(round_index: int, value: int) -> tuple[float, float]:
            x = CHART.x + (CHART.width * round_index / max(1, rounds - 1) if rounds > 1 else CHART.width / 2)
            return x, CHART.bottom - CHART.height * value / top

        for k in range(6):  # horizontal grid lines with their values
            value = top * k // 5
            y = point(0, value)[1]
            pen.line(canvas, PALETTE["marble_shadow"], (CHART.x, y), (CHART.right, y), 1)
            theme.blit_text(canvas, str(value), (CHART.x - 10, y), 18, PALETTE["ink_soft"], anchor="midright")
        for r in range(rounds):
            theme.blit_text(canvas, str(r + 1), (point(r, 0)[0], CHART.bottom + 8), 18, PALETTE["ink_soft"],
                            anchor="midtop")
        theme.blit_text(canvas, _("round"), (CHART.centerx, CHART.bottom + 30), 18, PALETTE["ink_soft"], italic=True,
                        anchor="midtop")
        pen.line(canvas, PALETTE["ink"], CHART.bottomleft, CHART.bottomright, 2)
        pen.line(canvas, PALETTE["ink"], CHART.bottomleft, CHART.topleft, 2)
        for player in state.players:
            # A small vertical offset per seat keeps equal records side by side instead of hidden.
            nudge = 3 * (player.seat - (len(state.players) - 1) / 2)
            points = [(x, y + nudge) for x, y in (point(r, v) for r, v in enumerate(player.records_by_round))]
            colour = SEAT_STYLES[player.seat].colour
            if len(points) > 1:
                pen.lines(canvas, colour, False, points, 4)
            # Symbols on every point tell the lines apart without colour.
            for p in points:
                theme.draw_seat_symbol(canvas, player.seat, p, 9)
