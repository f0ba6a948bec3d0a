"""Hover tooltips: what a piece under the pointer is and is worth, in a few short lines."""
from __future__ import annotations

import pygame

from ..game_log import token_name
from ..rules.data import NobleKind, Token, game_data
from ..rules.pieces import Piece
from ..rules.state import GameState
from . import icons, nobles, text, text_record, theme, tokens

FONT_SIZE = 16
LINE = 20
PICTURE_ROW = 30  # the row of pictures heading a tooltip about a piece
PICTURE_RADIUS = 11
SUPPLY_PICTURES = {"ticket": "ticket", "loge": "loge", "medals": "medal", "podiums": "podium", "bag": "bag",
                   "panel_medals": "medal"}


def _program_lines(state: GameState, number: int, seat: int | None) -> list[str]:
    card = game_data().program(number)
    needs = ", ".join(f"{n} {token_name(t)}" for t, n in card.tokens.items())
    table = " / ".join(str(v) for v in (card.full, *card.missing))
    lines = [f"Program {number}: {card.name}", f"Cost {card.cost} coins, arena of {card.arena} or more",
             f"Needs {needs}", f"Spectators with 0, 1, 2 … missing: {table}"]
    if seat is not None:
        player = state.player(seat)
        held = ", ".join(f"{player.count(t)}/{n} {token_name(t)}" for t, n in card.tokens.items())
        lines.append(f"{player.name} holds {held}; jokers {player.count(Token.JOKER)}")
    return lines


def _noble_lines(state: GameState, noble_id: int) -> list[str]:
    noble = state.nobles[noble_id]
    bonus = game_data().noble_bonus[noble.kind]
    owner = state.arena_owner(noble.square)
    where = f"in {state.player(owner).name}'s arena" if owner is not None else "outside every arena"
    return [f"{nobles.KIND_TITLE[NobleKind(noble.kind)]} on square {noble.square}, {where}",
            f"Worth +{bonus} spectators to the arena it stands in",
            "Drag it along the ring after the dice (or click it, then a square)"]


def _panel_lines(state: GameState, seat: int) -> list[str]:
    p = state.player(seat)
    held = ", ".join(f"{n} {token_name(t)}" for t, n in p.tokens.items() if n) or "no tokens"
    produced = ", ".join(str(n) for n in p.produced) or "none yet"
    stars = ", ".join(token_name(t) for t in state.stars_of(seat)) or "none"
    return [f"{p.name}: {p.coins} coins, {p.medals} medals, record {p.record}", f"Tokens: {held}",
            f"Programs held: {', '.join(map(str, p.programs)) or 'none'}; produced: {produced}",
            f"Star awards: {stars}", f"Arena squares {', '.join(map(str, p.arena))}; tickets {p.tickets}; "
            f"loge {'yes' if p.loge else 'no'}; podiums {p.podiums}"]


def _square_lines(state: GameState, square: int) -> list[str]:
    data = game_data()
    lines = [f"Square {square}"]
    kind = data.rest_squares.get(square)
    if kind:
        title = nobles.KIND_TITLE[NobleKind(kind)]
        lines.append(f"Rest square ({title} starts here): a die move ending here earns a medal")
    owner = state.arena_owner(square)
    if owner is not None:
        lines.append(f"Part of {state.player(owner).name}'s arena")
    return lines


def describe(state: GameState, piece: Piece | None, seat: int | None = None) -> list[str]:
    """Tooltip lines for a piece; `seat`: whose holdings a program card or token is compared with."""
    if piece is None:
        return []
    kind, value = piece.kind, piece.number
    data = game_data()
    if kind == "noble":
        return _noble_lines(state, value)
    if kind == "square":
        return _square_lines(state, value)
    if kind == "program":
        return _program_lines(state, value, seat)
    if kind == "held_program":
        owner, number = value, piece.program
        times = state.player(owner).produced.count(number)
        staged = f"staged {times} time{'s' * (times != 1)}" if times else "not staged yet"
        return _program_lines(state, number, owner) + [f"{state.player(owner).name}'s program, {staged}"]
    if kind == "market":
        lot = state.markets[value]
        return [f"Market {value + 1}: {', '.join(token_name(t) for t in lot) or 'empty'}",
                f"Click to open an auction at {data.prices.minimum_bid} coins when it is your turn"]
    if kind == "panel":
        return _panel_lines(state, value)
    if kind == "token":
        token = piece.token
        lines = [token_name(token).capitalize()]
        if seat is not None:
            lines[0] += f": {state.player(seat).name} holds {state.player(seat).count(token)}"
        holder = state.stars.get(token)
        if token in data.star_types():
            lines.append(f"Star award: {state.player(holder).name if holder is not None else 'nobody'}")
        return lines
    if kind == "panel_medals":
        p = state.player(value)
        return [f"{p.name}: {p.medals} medals", "Click to take 6 coins for one, at any time (people only)"]
    if kind == "panel_extra_action":
        p = state.player(value)
        return [f"{p.name}: {p.count(Token.EXTRA_ACTION)} extra-action tokens",
                "Spend one for an extra investment, or click to exchange it for a medal at any time"]
    if kind == "score":
        return [f"{p.name}: record {p.record}" for p in state.players]
    fixed = {
        "bag": [f"The bag: {sum(state.bag.values())} orange-backed tokens, drawn at random to refill markets"],
        "face_down": ["The green token lying face down (R4.2): the first token of the first refill"
                      if state.face_down else "The face-down green token has been used"],
        "medals": [f"Emperor medals: {state.medal_supply} left in the supply",
                   "1 medal: 6 coins, +3 spectators, or a noble moved 1-3 squares; 2 medals: one more investment"],
        "ticket": [f"Season tickets: {state.ticket_supply} left, {data.prices.season_ticket} coins each",
                   "+5 spectators at every later event; click to buy in phase 1"],
        "loge": [f"Emperor's loges: {state.loge_supply} left, {data.prices.loge} coins each",
                 "Roll two dice when producing; click to buy in phase 1"],
        "podiums": [f"Podiums: {state.podium_supply} left; +3 spectators each, one per closing ceremony"],
        "dice": ["The dice: click to roll in phase 4 (two with a loge). The 1-3 face lets you choose"],
        "expansion": [f"An arena expansion ({data.prices.expand} coins): drag it to a free square at either end "
                      "of your arena"],
        "log": ["The game log: scroll with the mouse wheel"],
    }
    return fixed.get(kind, [])


def pictures(state: GameState, piece: Piece | None) -> list[tuple[str, str, int]]:
    """The pictures heading the tooltip of a piece: (kind, name, count) with kind "token", "noble" or "icon";
    a count above 1 is written beside its picture (a program's needs)."""
    if piece is None:
        return []
    kind = piece.kind
    if kind == "token":
        return [("token", piece.token.value, 0)]
    if kind == "panel_extra_action":
        return [("token", Token.EXTRA_ACTION.value, 0)]
    if kind == "noble":
        return [("noble", str(state.nobles[piece.number].kind), 0)]
    if kind == "market":
        return [("token", str(t), 0) for t in state.markets[piece.number]]
    if kind in ("program", "held_program"):
        number = piece.program if kind == "held_program" else piece.number
        return [("token", str(t), n) for t, n in game_data().program(number).tokens.items()]
    if kind in SUPPLY_PICTURES:
        return [("icon", icons.SUPPLY_ICONS[SUPPLY_PICTURES[kind]], 0)]
    return []


def _picture_row(surface: pygame.Surface | None, shown: list[tuple[str, str, int]], left: int, middle: int) -> int:
    """Draw (or, without a surface, only measure) the pictures left to right; returns the row's right end."""
    x = left
    for kind, name, count in shown:
        center = (x + PICTURE_RADIUS, middle)
        if surface is not None:
            if kind == "token":
                tokens.draw_token(surface, name, center, PICTURE_RADIUS)
            elif kind == "noble":
                nobles.draw_noble(surface, name, center, radius=PICTURE_RADIUS)
            else:
                icons.blit_icon(surface, name, center, 2 * PICTURE_RADIUS, theme.PALETTE["bronze"])
        x += 2 * PICTURE_RADIUS + 4
        if count > 1:
            label = f"×{count}"
            if surface is not None:
                text.blit(surface, label, (x - 2, middle), FONT_SIZE, theme.PALETTE["ink"], True, anchor="midleft")
            x += text.text(label, FONT_SIZE, bold=True).get_width() + 6
    return x


def draw_tooltip(surface: pygame.Surface, lines: list[str], pos, bounds: pygame.Rect,
                 shown: list[tuple[str, str, int]] = ()) -> pygame.Rect | None:
    """Draw the lines in a box beside the pointer, headed by the piece's pictures (`pictures()`), kept inside
    `bounds`; returns where it went (with its shadow)."""
    if not lines:
        return None
    head = PICTURE_ROW if shown else 0
    width = max([text.text(line, FONT_SIZE).get_width() for line in lines] + [_picture_row(None, shown, 0, 0)]) + 20
    rect = pygame.Rect(pos[0] + 16, pos[1] + 18, width, head + len(lines) * LINE + 12)
    if rect.right > bounds.right:
        rect.right = pos[0] - 8
    if rect.bottom > bounds.bottom:
        rect.bottom = pos[1] - 8
    rect.clamp_ip(bounds)
    if text_record.active is not None:  # above the board: its texts may lie over the board's
        text_record.active.new_layer()
        text_record.active.container(rect, "tooltip")
    pygame.draw.rect(surface, (30, 24, 18), rect.move(3, 3), border_radius=6)
    pygame.draw.rect(surface, (255, 250, 235), rect, border_radius=6)
    pygame.draw.rect(surface, theme.PALETTE["bronze"], rect, width=2, border_radius=6)
    if shown:
        _picture_row(surface, list(shown), rect.x + 10, rect.y + 6 + PICTURE_ROW // 2)
    for i, line in enumerate(lines):
        text.blit(surface, line, (rect.x + 10, rect.y + 6 + head + i * LINE), FONT_SIZE, theme.PALETTE["ink"])
    return rect.union(rect.move(3, 3))
