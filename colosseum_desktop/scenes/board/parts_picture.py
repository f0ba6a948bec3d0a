"""The board's layer as parts (scenes/board/picture.py draws them): each arena, each resting noble, the markets,
supplies, programs, score and round tracks, each player's panel, the log and the banner. A part says what it shows
(`key`), where (`bounds`) and how to paint it; the picture repaints it when its key changes.

The parts read the game drawn now (`state`, `view`) and what is worked out of it once per state here (the legal
commands, what a click can give, where each noble rests).
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

import pygame

from ... import rules
from . import layout_model as layout
from .model import BoardView
from ...rules.state import GameState, Phase
from ...sprites import arena, banner, log_panel, markets, nobles, player_panel, round_track, score_track

_UNSEEN = object()


@dataclass(frozen=True)
class Tablet:
    """What a part in one place is written on (a panel's marble and rim, the banner's band): `paint` draws it over
    the part's whole place, `key()` changes whenever its picture would. `painted`: it covers its whole place and is
    painted wherever it is laid, never kept as a picture: a few fills (the banner's marble and band) cost less than
    copying a picture (at 4K a fill of a piece of the banner about a quarter of a copy of it)."""
    key: Callable[[], object]
    paint: Callable[[pygame.Surface], None]
    painted: bool = False


@dataclass
class Part:
    """A piece of the layer. `paint` (over `tablet`'s, if it has one) draws only inside `bounds()`; `key()` changes
    whenever the picture would. `kept`: how many pictures of the whole part to keep by key (see KeptPictures).
    `changes(before, after)`: where in its place the picture drawn for key `after` differs from the one for `before`
    (None: anywhere), for a part whose changes touch a small share of its place (the log's lines)."""
    name: str
    key: Callable[[], object]
    bounds: Callable[[], tuple[pygame.Rect, ...]]
    paint: Callable[[pygame.Surface], None]
    tablet: Tablet | None = None
    kept: int = 0
    changes: Callable[[object, object], list[pygame.Rect] | None] | None = None
    shown: object = _UNSEEN  # the key of what the layer shows now
    shown_bounds: tuple[pygame.Rect, ...] = field(default=())

    def paint_whole(self, surface: pygame.Surface) -> None:
        if self.tablet is not None:
            self.tablet.paint(surface)
        self.paint(surface)


def fixed(rect: pygame.Rect) -> Callable[[], tuple[pygame.Rect, ...]]:
    return lambda: (rect,)


class BoardParts:
    """The game drawn (`state`, `view`, set by the picture before each frame) and the layer's parts that show it."""

    def __init__(self, state: GameState, view: BoardView) -> None:
        self.layout = layout.BoardLayout(len(view.seats))
        self.state, self.view = state, view  # what is being drawn (set by `draw`; the parts read these)
        self._legal: tuple = (None, [])
        self._centers: tuple = (None, {})  # (state, resting place of every noble), worked out once per state
        self._clickable_for: tuple = (None, None, None)
        self.parts = self._make_parts()

    # -- what each part of the board shows ----------------------------------------------------------
    def _legal_commands(self) -> list:
        """The legal commands of the state drawn, worked out once per state."""
        if self._legal[0] is not self.state:
            self._legal = (self.state, rules.legal_commands(self.state))
        return self._legal[1]

    def _clickable(self) -> tuple[frozenset[str], frozenset[str], frozenset[int]]:
        """What the deciding person can give by clicking the board now, lit on it: (kinds of command,
        supplies to buy, programs to buy). Worked out once per state and seats: every frame's keys ask for it."""
        seats = self.view.seats
        if self._clickable_for[0] is not self.state or self._clickable_for[1] != seats:
            legal = self._legal_commands() if self.view.person_decides(self.state) else []
            kinds = frozenset(c.kind for c in legal)
            supplies = frozenset(item for item, kind in (("ticket", "buy_season_ticket"), ("loge", "buy_loge"))
                                 if kind in kinds)
            programs = frozenset(c.program for c in legal if c.kind == "buy_program")
            self._clickable_for = (self.state, seats, (kinds, supplies, programs))
        return self._clickable_for[2]

    def _auction_offered(self) -> bool:
        return "open_auction" in self._clickable()[0]

    def _buyable_supplies(self) -> frozenset[str]:
        return self._clickable()[1]

    def _buyable_programs(self) -> frozenset[int]:
        return self._clickable()[2]

    def _make_parts(self) -> list[Part]:
        """The layer's parts, bottom first: arenas and nobles on the ring, then the board's centre, the
        panels, the log and the banner."""
        state = lambda: self.state  # noqa: E731 - the state drawn changes from frame to frame; read it when asked
        seats = range(len(self.view.seats))
        parts = [self._arena_part(seat) for seat in seats]
        parts += [self._noble_part(noble) for noble in range(len(self.state.nobles))]
        parts += [
            Part("markets", lambda: (state().markets, markets.auction_market(state()), _high_bid(state()),
                                     self._auction_offered()), fixed(layout.MARKET_ROW),
                 lambda s: markets.draw_markets(s, state(), offered=self._auction_offered())),
            Part("supplies", lambda: (state().bag, state().face_down, state().medal_supply, state().ticket_supply,
                                      state().loge_supply, state().podium_supply, self._buyable_supplies()),
                 fixed(layout.SUPPLY_ROW), lambda s: markets.draw_supplies(s, state(), self._buyable_supplies())),
            Part("programs", lambda: (state().program_supply, self._buyable_programs()), fixed(layout.PROGRAM_AREA),
                 lambda s: markets.draw_program_supply(s, state(), self._buyable_programs())),
            Part("score", lambda: tuple(p.record for p in state().players), fixed(layout.SCORE_TRACK),
                 lambda s: score_track.draw_score_track(s, state())),
            Part("round", lambda: state().round, fixed(layout.ROUND_ROW),  # on the score track's left end
                 lambda s: round_track.draw_round_track(s, state())),
        ]
        parts += [self._panel_part(seat) for seat in seats]
        parts += [
            # After a move every line moves up a row: only the rows' written stretches are repainted.
            Part("log", lambda: self.view.log, fixed(self.layout.log),
                 lambda s: log_panel.draw_lines(s, self.layout.log, self.view.log),
                 Tablet(lambda: None, lambda s: log_panel.draw_tablet(s, self.layout.log)),
                 changes=lambda before, after: log_panel.changed_places(self.layout.log, before, after)),
            # The banner words its question from the whole step; a change repaints the pieces whose words changed
            # (round and phase, symbol, question) and the band if its colour did, on its tablet painted there.
            Part("banner", lambda: (state(), self.view.seats), fixed(layout.BANNER),
                 lambda s: banner.draw_words(s, state(), self.view.seats),
                 Tablet(lambda: banner.band_colour(state()),
                        lambda s: banner.draw_tablet(s, banner.band_colour(state())), painted=True),
                 changes=lambda before, after: banner.changed_places(*before, *after)),
        ]
        return parts

    def _arena_part(self, seat: int) -> Part:
        def key():
            player = self.state.player(seat)
            # its label names the player: a lobby game's seat is renamed when taken (online/open_games.py)
            return player.arena, player.loge, player.tickets, player.podiums, player.name

        def bounds():
            return tuple(layout.square_rect(square) for square in self.state.player(seat).arena)
        return Part(f"arena:{seat}", key, bounds, lambda s: arena.draw_arena(s, self.state, seat))

    def _noble_part(self, noble: int) -> Part:
        """A noble at rest; one in flight or in hand leaves its place empty (it is drawn per frame)."""
        def key():
            if noble in self.view.moving_nobles:
                return None
            return self.state.nobles[noble].kind, self._noble_centers()[noble]

        def bounds():
            shown = key()
            if shown is None:
                return ()
            kind, center = shown
            return (nobles.noble_image(kind).get_rect(center=center),)

        def paint(surface):
            shown = key()
            if shown is not None:
                nobles.draw_noble(surface, *shown)
        return Part(f"noble:{noble}", key, bounds, paint)

    def _panel_part(self, seat: int) -> Part:
        def key():
            # The engine keeps an unchanged Player object from one state to the next.
            state = self.state
            return (state.player(seat), seat == self.view.deciding(state), self.view.seats[seat],
                    state.first_player == seat, state.stars_of(seat))

        def deciding():
            return seat == self.view.deciding(self.state)

        def paint(surface):
            player_panel.draw_contents(surface, self.layout, self.state, seat, self.view.seats[seat])

        def changes(before, after):
            # A change of whose turn it is, of the seat's kind or of the first player: its tablet or header anew.
            if before[1:4] != after[1:4]:
                return None
            return player_panel.changed_places(self.layout, seat, before[0], after[0], before[4] != after[4])
        # Two pictures: the panel as it was while its player decided, and after (a turn often comes back to it
        # with nothing changed). A change of the player's figures alone (coins paid in an auction, everyone's
        # income) repaints only the place round what changed, on the tablet's picture.
        return Part(f"panel:{seat}", key, fixed(self.layout.panels[seat]), paint,
                    Tablet(deciding, lambda s: player_panel.draw_tablet(s, self.layout, seat, deciding())), kept=2,
                    changes=changes)

    def _noble_centers(self) -> dict[int, tuple[int, int]]:
        state = self.state
        if self._centers[0] is not state:
            self._centers = (state, self.layout.noble_centers(state))
        return self._centers[1]


def _high_bid(state) -> int | None:
    step = state.step
    return step.auction.high_bid if state.phase is Phase.AUCTION and step.auction is not None else None

