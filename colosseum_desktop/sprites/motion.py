"""Motion that explains what a command did: won tokens fly from the market to the winner's panel, coins to
where they were paid, a new record climbs the spectator track. Skippable like every animation (Space), and
timed by the animation-speed setting (the board divides by it; 0 plays none)."""
from __future__ import annotations

import math
from dataclasses import dataclass

import pygame

from ..scenes.board import layout_model as layout
from . import icons, pen, text, theme, tokens
from .animation import Animation

LEG_MS = 620      # one piece's flight
STAGGER_MS = 90   # the next piece leaves this much later
FLYING_TOKEN_RADIUS = 16
COIN_SIZE = 28
RECORD_RADIUS = 12


@dataclass(frozen=True)
class FlyingPiece:
    kind: str                 # "token" (what: its type), "coins" (what: the label), "record" (what: the seat)
    what: str
    start: tuple[float, float]
    end: tuple[float, float]
    delay: float = 0.0        # ms after the flight starts
    arc: bool = True          # a record climbs along the track, it does not hop


@dataclass
class Flight(Animation):
    """Several pieces in the air together, each leaving a little after the last."""

    pieces: tuple[FlyingPiece, ...] = ()
    leg_ms: float = LEG_MS

    def position(self, piece: FlyingPiece) -> tuple[float, float] | None:
        """Where the piece is now: at its start until it leaves, None once it has landed (the panel shows it)."""
        t = (self.elapsed - piece.delay) / self.leg_ms if self.leg_ms > 0 else 1.0
        if t >= 1.0:
            return None
        t = max(0.0, t)
        eased = t * t * (3 - 2 * t)  # smooth start and landing
        (x0, y0), (x1, y1) = piece.start, piece.end
        lift = min(90.0, math.dist(piece.start, piece.end) * 0.25) * math.sin(math.pi * eased) if piece.arc else 0.0
        return x0 + (x1 - x0) * eased, y0 + (y1 - y0) * eased - lift

    def in_air(self) -> tuple[tuple[FlyingPiece, tuple[float, float]], ...]:
        """Every piece still in the air, with where it is now."""
        return tuple((piece, pos) for piece in self.pieces if (pos := self.position(piece)) is not None)


def in_air(flight) -> tuple[tuple[FlyingPiece, tuple[float, float]], ...]:
    """The pieces of a flight (or of none) still in the air, with where each is now."""
    return flight.in_air() if isinstance(flight, Flight) else ()


def _flight(pieces: list[FlyingPiece], speed: float) -> Flight | None:
    if not pieces or speed <= 0:
        return None
    pieces = [FlyingPiece(p.kind, p.what, p.start, p.end, p.delay / speed, p.arc) for p in pieces]
    leg = LEG_MS / speed
    return Flight(duration=max(p.delay for p in pieces) + leg, pieces=tuple(pieces), leg_ms=leg)


def _paid_to(event) -> tuple[int, int]:
    """Where an investment's coins go: onto what was bought."""
    if event.what == "program" and event.program in layout.FOR_SALE:
        return layout.program_rect(event.program).center
    if event.what in ("season_ticket", "loge"):
        return layout.supply_rect("ticket" if event.what == "season_ticket" else "loge").center
    if event.what == "expansion" and event.square is not None:
        return layout.square_rect(event.square).center
    return layout.SUPPLY_ROW.center


def motion_for(event, board_layout, state_before, state_now, speed: float) -> Flight | None:
    """The flight that shows one event, or None for events with nothing to carry. `state_now`: the state the
    board shows (the track's scale is drawn for it)."""
    kind = event.kind
    pieces: list[FlyingPiece] = []
    if kind == "auction_won":
        purse = board_layout.panel_stat_rect(event.player, "coins").center
        pieces.append(FlyingPiece("coins", f"−{event.price}", purse, layout.market_rect(event.market).center))
        for i, token in enumerate(event.tokens):
            pieces.append(FlyingPiece("token", str(token), layout.market_token_center(event.market, i),
                                      board_layout.panel_token_center(event.player, token), (i + 1) * STAGGER_MS))
    elif kind == "invested" and event.coins:
        purse = board_layout.panel_stat_rect(event.player, "coins").center
        pieces.append(FlyingPiece("coins", f"−{event.coins}", purse, _paid_to(event)))
    elif kind == "produced" and event.new_record:
        top = layout.score_scale(max(p.record for p in state_now.players))
        _, _, base = layout.score_line()
        old, new = state_before.player(event.player).record, event.attendance.total  # a new record is the total
        y = base - 16
        pieces.append(FlyingPiece("record", str(event.player), (layout.score_x(old, top), y),
                                  (layout.score_x(new, top), y), arc=False))
    return _flight(pieces, speed)


def draw_flying(canvas: pygame.Surface, flying: tuple[tuple[FlyingPiece, tuple[float, float]], ...]
                ) -> list[pygame.Rect]:
    """Draw pieces in the air, each where it is (the board's view holds these); returns where it painted."""
    painted = []
    for piece, pos in flying:
        x, y = round(pos[0]), round(pos[1])
        if piece.kind == "token":
            image = tokens.token_image(piece.what, FLYING_TOKEN_RADIUS)
            painted.append(canvas.blit(image, image.get_rect(center=(x, y))))
        elif piece.kind == "coins":
            painted.append(icons.blit_icon(canvas, icons.SUPPLY_ICONS["coins"], (x, y), COIN_SIZE,
                                           theme.PALETTE["gold"]))
            painted.append(text.blit(canvas, piece.what, (x + COIN_SIZE // 2, y), 18, theme.PALETTE["terracotta_dark"],
                                     True, anchor="midleft"))
        else:  # a record: the seat's marker in a gold halo, climbing the track
            halo = pygame.Rect(0, 0, 2 * RECORD_RADIUS + 12, 2 * RECORD_RADIUS + 12)
            halo.center = (x, y)
            pen.circle(canvas, theme.PALETTE["gold_light"], halo.center, halo.w // 2)
            pen.circle(canvas, theme.PALETTE["gold"], halo.center, halo.w // 2, width=3)
            theme.draw_seat_symbol(canvas, int(piece.what), (x, y), RECORD_RADIUS)
            painted.append(halo)
    return painted
