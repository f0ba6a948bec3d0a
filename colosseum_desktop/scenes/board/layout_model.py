"""Where every piece of the board sits on the canvas, and what lies under a point.

The canvas is 1600 wide and as high as the window's shape asks (viewport.ARRANGEMENTS): 900 for 16:9, 1000 for
16:10, 1200 for 4:3. The ring and the programs stay where they are; a taller canvas puts the spectator track under
the ring, gives its place in the centre to the action area's buttons, and makes the panels' column and the log
taller (`arrange`).

Pure geometry (pygame.Rect only, nothing drawn): the sprites draw into these places, the input state
machine hit-tests them, and the end-to-end test clicks them. Pieces are the rules' `Piece` values (noble:3,
square:17, market:2, program:20, dice, loge, ticket, expansion, token:lion) plus the any-time exchanges in
each panel (panel_medals:2, panel_extra_action:2) and a few the board shows for tooltips only (panel:1, bag,
face_down, medals, podiums, score).

The nobles' ring is the outer border of a 10x10 grid: exactly 36 squares. Square 0 is the top-left
corner and numbers grow clockwise, as R3 numbers them.
"""
from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from functools import cached_property

from pygame import Rect

from ...rules.data import NORMAL_TOKENS, SPECIAL_TOKENS, Token, game_data
from ...rules import pieces
from ...rules.pieces import Piece
from .ring_model import (CELL, GRID, NOBLE_SLOTS, RING, RING_ORIGIN, STAND_DEPTH,  # noqa: F401 (read as layout.*)
                         noble_slot, outward, ring_point, square_at, square_cell, square_rect, stand_rect)
from .held_programs_model import (PANEL_PROGRAM_GAP, PANEL_PROGRAM_NEED, PANEL_PROGRAM_NUMBER, PANEL_PROGRAM_ROW,
                                  PANEL_TWO_ROWS, PANEL_TWO_ROWS_COMPACT, held_program_rects)

CANVAS = Rect(0, 0, 1600, 900)
BANNER = Rect(0, 0, 1600, 50)
BANNER_BUTTONS = (("undo", 112), ("rules", 92), ("programs", 112), ("menu", 92))  # right end of the banner


def box_from_right(boxes: tuple[tuple[str, int], ...], name: str, right: int, y: int, height: int,
                   gap: int) -> Rect:
    """The box `name` of a row of (name, width) boxes laid from `right` leftwards, the last one rightmost."""
    for key, width in reversed(boxes):
        if key == name:
            return Rect(right - width, y, width, height)
        right -= width + gap
    raise KeyError(name)


def banner_button_rect(name: str, boxes: tuple[tuple[str, int], ...] = BANNER_BUTTONS) -> Rect:
    """Where a banner button goes; `boxes`: (name, width) of them all, where a language needs wider ones."""
    return box_from_right(boxes, name, BANNER.right - 8, BANNER.y + 7, 32, gap=6)

INNER = RING.inflate(-2 * CELL, -2 * CELL)  # the board's centre, inside the ring

RIGHT = Rect(RING.right + 10, RING.top, CANVAS.right - RING.right - 16, RING.height)
PANEL_GAP = 6
# The game log shows at least 12 rows of 22 px under its 26-px title (five players' panels made compact for it).
LOG_MIN_HEIGHT = 26 + 8 + 12 * 22
PANEL_MAX_HEIGHT = 146
PANEL_COMPACT_BELOW = 120  # a lower panel moves its header and tokens up to keep the programs' row whole

# The centre of the board, top to bottom: the programs for sale take most of it, since players study them most.
CENTRE = INNER.inflate(-16, -16)
MARKET_ROW = Rect(CENTRE.x, CENTRE.y, CENTRE.width, 64)
SUPPLY_ROW = Rect(CENTRE.x, MARKET_ROW.bottom + 4, CENTRE.width, 44)
PROGRAM_ROWS = 5
PROGRAM_COLUMNS = 4
PROGRAM_CARD = (161, 77)  # a whole name on two lines, its needs as pictures with their counts
PROGRAM_GAP = (4, 2)
PROGRAM_AREA = Rect(CENTRE.x, SUPPLY_ROW.bottom + 4, CENTRE.width,
                    PROGRAM_ROWS * PROGRAM_CARD[1] + (PROGRAM_ROWS - 1) * PROGRAM_GAP[1])
ACTION_AREA = Rect(CENTRE.x, PROGRAM_AREA.bottom + 4, CENTRE.width, 88)
SCORE_TRACK = Rect(CENTRE.x, ACTION_AREA.bottom + 4, CENTRE.width, CENTRE.bottom - ACTION_AREA.bottom - 4)
# The round, at the score track's left end: its word over its five rounds, no wider than the dice above it, so that
# a third row of buttons reaching down over the track (BUTTON_TALL) leaves it whole.
ROUND_ROW = Rect(SCORE_TRACK.x, SCORE_TRACK.y, 150, SCORE_TRACK.height)
SCORE_TRACK_HEIGHT = SCORE_TRACK.height

PROMPT_LINE = Rect(0, 0, 0, 24)
DICE_AREA = Rect(0, 0, 150, 62)
DIE_SIZE = 56
BUTTON_AREA = Rect(0, 0, 0, 0)
BUTTON_SIZE = (116, 29)
BUTTON_GAP = 4
# More choices than two rows hold: the buttons' column reaches down over the spectator track (three rows at 16:9), and
# with many more (a discard or a donation of any of 15 token types) the buttons rise over the programs' lower rows;
# either way on a panel of their own, while they are shown. The programs stay in view whenever they can.
BUTTON_TALL = Rect(0, 0, 0, 0)
BUTTON_OVERFLOW = Rect(0, 0, 0, 0)
EXPANSION_HOME = Rect(0, 0, 142, 42)  # no dice are shown while it is offered
DICE_HIT = Rect(0, 0, 0, 0)
WIDE_CANVAS = Rect(CANVAS)  # the 16:9 arrangement everything above is laid out for
# A 4:3 canvas has room under the ring for the action area as well: it goes there (the prompt line as wide as the
# ring), and the programs for sale take the whole centre below the supplies, their tiles taller (program_tile.py
# writes the names larger in them). Its sand floor is as tall as what it holds, as at 16:9: the prompt line, the dice
# and two rows of buttons, which every phase's choices take (the longer lists, a discard of any of 15 token types,
# reach down over the spectator track beneath, as at 16:9, and the replay's keys lie there). The rest of the room
# goes to the spectator track: a lane per player (sprites/score_track.py), each record a bar from nought.
ACTION_UNDER_RING = 88
UNDER_RING_GAP = 12  # between the action area's sand and the spectator track
SCORE_TRACK_UNDER_RING = 150
SCORE_TRACK_WIDE = Rect(SCORE_TRACK)
ACTION_AREA_WIDE = Rect(ACTION_AREA)
PROGRAM_AREA_WIDE = Rect(PROGRAM_AREA)


def arrange(size: tuple[int, int]) -> None:
    """Lay the board out for a canvas of `size` (one of viewport.ARRANGEMENTS). The rects are changed in place, so
    whoever holds one sees the new place; a BoardLayout made before must be made again. Below the ring there is
    room for the spectator track once the canvas is taller than 16:9: it goes there, and the action area takes
    its place in the centre (a third row of buttons before any reaches over the programs); on a 4:3 canvas the
    action area goes under the ring as well, above the track, and the programs take its place."""
    width, height = size
    if width != WIDE_CANVAS.width or height < WIDE_CANVAS.height:
        raise ValueError(f"no arrangement for a {width}x{height} canvas")
    CANVAS.update(0, 0, width, height)
    RIGHT.height = RING.height + height - WIDE_CANVAS.height
    under = Rect(RING.x + 8, RING.bottom + 6, RING.width - 16, CANVAS.bottom - 6 - (RING.bottom + 6))
    PROGRAM_AREA.update(PROGRAM_AREA_WIDE)
    if under.height >= ACTION_UNDER_RING + UNDER_RING_GAP + SCORE_TRACK_UNDER_RING:  # 4:3
        spare = under.height - (ACTION_UNDER_RING + UNDER_RING_GAP + SCORE_TRACK_UNDER_RING)
        ACTION_AREA.update(under.x, under.y + spare // 2, under.width, ACTION_UNDER_RING)
        SCORE_TRACK.update(under.x, ACTION_AREA.bottom + UNDER_RING_GAP, under.width, SCORE_TRACK_UNDER_RING)
        PROGRAM_AREA.height = CENTRE.bottom - PROGRAM_AREA.y
    elif under.height >= SCORE_TRACK_HEIGHT:  # 16:10
        ACTION_AREA.update(ACTION_AREA_WIDE.x, ACTION_AREA_WIDE.y, ACTION_AREA_WIDE.width,
                           CENTRE.bottom - ACTION_AREA_WIDE.y)
        SCORE_TRACK.update(under.x, under.y + (under.height - SCORE_TRACK_HEIGHT) // 2, under.width, SCORE_TRACK_HEIGHT)
    else:  # 16:9
        ACTION_AREA.update(ACTION_AREA_WIDE)
        SCORE_TRACK.update(SCORE_TRACK_WIDE)
    ROUND_ROW.update(SCORE_TRACK.x, SCORE_TRACK.y, ROUND_ROW.width, SCORE_TRACK.height)
    _place_action_parts()


def _place_action_parts() -> None:
    """The action area's parts, from where it lies: the prompt line on top, the dice at its left, the buttons."""
    track_beneath = SCORE_TRACK.x == ACTION_AREA.x and SCORE_TRACK.top > ACTION_AREA.bottom  # 16:9 and 4:3
    PROMPT_LINE.update(ACTION_AREA.x, ACTION_AREA.y, ACTION_AREA.width, PROMPT_LINE.height)
    DICE_AREA.topleft = (ACTION_AREA.x, PROMPT_LINE.bottom + 2)
    BUTTON_AREA.update(DICE_AREA.right + 10, DICE_AREA.y, ACTION_AREA.right - DICE_AREA.right - 10,
                       ACTION_AREA.bottom - DICE_AREA.y)
    # the buttons' column reaches down over the spectator track where it lies just beneath them
    BUTTON_TALL.update(BUTTON_AREA.x, BUTTON_AREA.y, BUTTON_AREA.width,
                       SCORE_TRACK.bottom - BUTTON_AREA.y if track_beneath else BUTTON_AREA.height)
    card_height = program_card()[1]
    BUTTON_OVERFLOW.update(CENTRE.x + 4, PROGRAM_AREA.bottom - 2 * card_height, CENTRE.width - 8, 2 * card_height - 4)
    EXPANSION_HOME.topleft = (DICE_AREA.x + 4, DICE_AREA.centery - EXPANSION_HOME.height // 2)
    DICE_HIT.update(DICE_AREA)


def program_card() -> tuple[int, int]:
    """A program tile's size: PROGRAM_CARD, taller where the programs have the whole centre (4:3)."""
    rows_height = PROGRAM_AREA.height - (PROGRAM_ROWS - 1) * PROGRAM_GAP[1]
    return PROGRAM_CARD[0], rows_height // PROGRAM_ROWS


MARKET_GAP = 8
SUPPLY_WIDTHS = {"bag": 88, "face_down": 132, "medals": 88, "ticket": 130, "loge": 122, "podiums": 88}
SUPPLY_HEIGHT = 44
TOKEN_RADIUS = 17  # tokens in the markets
def market_rect(market: int) -> Rect:
    count = game_data().supplies.markets
    width = (MARKET_ROW.width - MARKET_GAP * (count - 1)) // count
    return Rect(MARKET_ROW.x + market * (width + MARKET_GAP), MARKET_ROW.y, width, MARKET_ROW.height)


def market_token_center(market: int, index: int) -> tuple[int, int]:
    r = market_rect(market)
    size = game_data().supplies.market_size
    step = r.width // size
    return r.x + step // 2 + index * step, r.bottom - TOKEN_RADIUS - 8


SUPPLY_ITEMS = ("bag", "face_down", "medals", "ticket", "loge", "podiums")


def supply_rect(item: str) -> Rect:
    """A supply's chip: the ticket and loge ones wider, for their price ("Seizoensticket (10)")."""
    index = SUPPLY_ITEMS.index(item)
    gap = (SUPPLY_ROW.width - sum(SUPPLY_WIDTHS.values())) // (len(SUPPLY_ITEMS) - 1)
    left = SUPPLY_ROW.x + sum(SUPPLY_WIDTHS[before] for before in SUPPLY_ITEMS[:index]) + index * gap
    return Rect(left, SUPPLY_ROW.y, SUPPLY_WIDTHS[item], SUPPLY_HEIGHT)


FOR_SALE = tuple(p.number for p in game_data().programs if p.cost > 0)  # 11-30: the supply of R4.4


def program_rect(number: int) -> Rect:
    index = FOR_SALE.index(number)
    col, row = index % PROGRAM_COLUMNS, index // PROGRAM_COLUMNS
    w, h = program_card()
    gx, gy = PROGRAM_GAP
    left = PROGRAM_AREA.x + (PROGRAM_AREA.width - (PROGRAM_COLUMNS * w + (PROGRAM_COLUMNS - 1) * gx)) // 2
    return Rect(left + col * (w + gx), PROGRAM_AREA.y + row * (h + gy), w, h)


def die_rect(die: int) -> Rect:
    return Rect(DICE_AREA.x + 6 + die * (DIE_SIZE + 10), DICE_AREA.y + 3, DIE_SIZE, DIE_SIZE)


BUTTON_AREAS = (BUTTON_AREA, BUTTON_TALL, BUTTON_OVERFLOW)  # tried in turn


def button_areas(lowered: int = 0) -> tuple[Rect, ...]:
    """BUTTON_AREAS, the action area's two lowered by `lowered` (a prompt on more than one line above them)."""
    return (*(Rect(area.x, area.y + lowered, area.width, area.height - lowered) for area in BUTTON_AREAS[:2]),
            BUTTON_OVERFLOW)


def button_rects(widths: Sequence[int], lowered: int = 0) -> list[Rect]:
    """Places for action buttons of these widths (at least BUTTON_SIZE's, at most the area's), left to right in
    rows in the action area; when they do not all fit there, down over the spectator track (BUTTON_TALL), then in
    BUTTON_OVERFLOW, the larger area over the programs' lower rows. When wider ones would not all fit even there, every button gets the standard width instead (its
    label takes two lines, or is cut); ones that still do not fit are not placed. `lowered`: the action area's
    places begin this much lower (the prompt's lines above them)."""
    w, h = BUTTON_SIZE
    for area in button_areas(lowered):
        wanted = [min(max(w, width), area.width) for width in widths]
        rects = _flowed(wanted, h, area)
        if len(rects) == len(wanted):
            return rects
    return _flowed([w] * len(widths), h, BUTTON_OVERFLOW)


def fit_lowered(widths: Sequence[int], lowered: int) -> bool:
    """Whether buttons of these widths lowered by `lowered` stay in the action area's places (or would rise over the
    programs either way): else they stay where they are, and the prompt's lines go elsewhere."""
    if not lowered:
        return True
    action_places = button_areas(lowered)[:2]
    if all(any(area.contains(r) for area in action_places) for r in button_rects(widths, lowered)):
        return True
    return not all(any(area.contains(r) for area in BUTTON_AREAS[:2]) for r in button_rects(widths))


def _flowed(widths: list[int], height: int, area: Rect) -> list[Rect]:
    rects: list[Rect] = []
    x, y = area.x, area.y
    for width in widths:
        if x + width > area.right:  # the row is full: the next one
            x, y = area.x, y + height + BUTTON_GAP
        if y + height > area.bottom:
            break
        rects.append(Rect(x, y, width, height))
        x += width + BUTTON_GAP
    return rects


def score_line() -> tuple[int, int, int]:
    """(left x, right x, baseline y) of the spectator track, right of the round."""
    return ROUND_ROW.right + 24, SCORE_TRACK.right - 22, SCORE_TRACK.bottom - 19


def score_scale(top_record: int) -> int:
    """The track's upper end: at least 60 spectators, in steps of 20 so markers never leave it."""
    return max(60, -(-(top_record + 1) // 20) * 20)


def score_x(value: int, top: int) -> int:
    left, right, _ = score_line()
    return round(left + (right - left) * min(value, top) / top)


# Inside a player panel.
PANEL_TOKEN_ORDER: tuple[Token, ...] = NORMAL_TOKENS + tuple(t for t in Token if t in SPECIAL_TOKENS)
PANEL_TOKEN_STEP = 45
PANEL_TOKEN_RADIUS = 15
PANEL_STATS = (("coins", 96), ("medals", 100), ("record", 96))


@dataclass(frozen=True)
class BoardLayout:
    """The places that depend on the number of players: panels and the log beside the board."""

    players: int
    panels: tuple[Rect, ...] = field(init=False)
    log: Rect = field(init=False)

    def __post_init__(self) -> None:
        n = self.players
        height = min(PANEL_MAX_HEIGHT, (RIGHT.height - LOG_MIN_HEIGHT - PANEL_GAP * n) // n)
        panels = tuple(Rect(RIGHT.x, RIGHT.y + i * (height + PANEL_GAP), RIGHT.width, height) for i in range(n))
        object.__setattr__(self, "panels", panels)
        top = panels[-1].bottom + PANEL_GAP
        object.__setattr__(self, "log", Rect(RIGHT.x, top, RIGHT.width, RIGHT.bottom - top))

    @property
    def compact_panels(self) -> bool:
        """Header and tokens moved up: a low panel keeps its programs' row whole, a panel a little taller makes room
        for a second row of programs."""
        height = self.panels[0].height
        return height < PANEL_COMPACT_BELOW or PANEL_TWO_ROWS_COMPACT <= height < PANEL_TWO_ROWS

    @property
    def program_rows(self) -> int:
        """How many rows the held programs may take in a panel (see PANEL_TWO_ROWS)."""
        return 2 if self.panels[0].height >= PANEL_TWO_ROWS_COMPACT else 1

    def panel_header_middle(self, seat: int) -> int:
        """The y of the name's middle line in a panel's header."""
        return self.panels[seat].y + (15 if self.compact_panels else 18)

    def panel_token_center(self, seat: int, token: Token) -> tuple[int, int]:
        r = self.panels[seat]
        index = PANEL_TOKEN_ORDER.index(token)
        return r.x + 26 + index * PANEL_TOKEN_STEP, r.y + (44 if self.compact_panels else 54)

    def panel_token_rect(self, seat: int, token: Token) -> Rect:
        x, y = self.panel_token_center(seat, token)
        radius = PANEL_TOKEN_RADIUS + 3
        return Rect(x - radius, y - radius, 2 * radius, 2 * radius)

    def panel_stat_rect(self, seat: int, stat: str) -> Rect:
        """The header's figures sit in fixed boxes from the right: coins, medals, record."""
        r = self.panels[seat]
        if self.compact_panels:
            return box_from_right(PANEL_STATS, stat, r.right - 10, r.y + 3, 24, gap=4)
        return box_from_right(PANEL_STATS, stat, r.right - 10, r.y + 5, 28, gap=4)

    def panel_program_rects(self, seat: int, programs: Sequence[int]) -> list[Rect]:
        """The held programs' tiles, each as wide as its needs ask, side by side in the row left of the stars and
        pieces while they fit; else, where the panel has room for it, in reading order over two rows, the upper one
        as wide as the panel; what still does not fit is overlapped in the lower row, each tile by the next (its
        number always shows), never past the row."""
        return held_program_rects(programs, self.panels[seat], self.program_rows)

    def panel_extras_origin(self, seat: int) -> tuple[int, int]:
        """Where the stars, loge, tickets and podiums row starts (right of the programs)."""
        r = self.panels[seat]
        return r.x + 10 + PANEL_PROGRAM_ROW + 10, r.bottom - 34

    @cached_property
    def fixed_places(self) -> tuple[tuple[Piece, Rect], ...]:
        """Pieces whose place never depends on the state, topmost first."""
        places: list[tuple[Piece, Rect]] = []
        places += [(Piece("program", n), program_rect(n)) for n in FOR_SALE]
        places += [(Piece("market", m), market_rect(m)) for m in range(game_data().supplies.markets)]
        places += [(Piece(item), supply_rect(item)) for item in SUPPLY_ITEMS]
        places.append((pieces.DICE, DICE_HIT))
        for seat, rect in enumerate(self.panels):  # any-time exchanges (R13): a medal for coins, +1 for a medal
            places.append((Piece("panel_medals", seat), self.panel_stat_rect(seat, "medals")))
            places.append((Piece("panel_extra_action", seat), self.panel_token_rect(seat, Token.EXTRA_ACTION)))
        places += [(Piece("panel", seat), rect) for seat, rect in enumerate(self.panels)]
        places.append((Piece("log"), self.log))
        places += [(pieces.square(s), square_rect(s)) for s in range(game_data().ring_squares)]
        places.append((Piece("score"), SCORE_TRACK))
        return tuple(places)

    def noble_centers(self, state) -> dict[int, tuple[int, int]]:
        """Every noble's resting place: nobles sharing a square are spread over its slots."""
        taken: dict[int, int] = {}
        out = {}
        for noble in state.nobles:
            index = taken.get(noble.square, 0)
            taken[noble.square] = index + 1
            out[noble.id] = noble_slot(noble.square, index)
        return out

    def piece_at(self, pos, state, seat_tokens: int | None = None, expansion: bool = False) -> Piece | None:
        """The topmost piece under a point. `seat_tokens`: whose panel tokens are pickable pieces
        (the deciding player's, in the ceremony); `expansion`: the expansion piece is on offer."""
        x, y = pos
        if state is not None:
            for noble_id, (nx, ny) in self.noble_centers(state).items():
                if (x - nx) ** 2 + (y - ny) ** 2 <= 19 ** 2:
                    return pieces.noble(noble_id)
        if expansion and EXPANSION_HOME.collidepoint(pos):
            return pieces.EXPANSION
        for seat, panel in enumerate(self.panels if state is not None else ()):
            if panel.collidepoint(pos):
                held = state.player(seat).programs
                rects = self.panel_program_rects(seat, held)
                for index in reversed(range(len(held))):  # the card drawn last lies on top
                    if rects[index].collidepoint(pos):
                        return Piece("held_program", seat, program=held[index])
        if seat_tokens is not None:
            for token in PANEL_TOKEN_ORDER:
                if self.panel_token_rect(seat_tokens, token).collidepoint(pos):
                    return Piece("token", token=token)
        for piece, rect in self.fixed_places:
            if rect.collidepoint(pos):
                return piece
        return None


_place_action_parts()  # the 16:9 arrangement, until `arrange` is asked for another
