"""Hover tooltips: what a piece under the pointer is and is worth, in a few short lines of the current language."""
from __future__ import annotations

import pygame

from ..i18n import _, ngettext, pgettext
from ..i18n.card_names import noble_name, program_name, token_count, token_name
from ..rules.data import Token, game_data
from ..rules.pieces import Piece
from ..rules.state import GameState
from . import icons, nobles, pen, text, text_record, theme, tokens

FONT_SIZE = 18  # body text: 14 px in a 1280x720 window
LINE = 22
PICTURE_ROW = 32  # the row of pictures heading a tooltip about a piece
PICTURE_RADIUS = 12
SUPPLY_PICTURES = {"ticket": "ticket", "loge": "loge", "medals": "medal", "podiums": "podium", "bag": "bag",
                   "panel_medals": "medal"}


def _listed(items) -> str:
    return ", ".join(str(item) for item in items)


def _program_lines(state: GameState, number: int, seat: int | None) -> list[str]:
    card = game_data().program(number)
    table = " / ".join(str(v) for v in (card.full, *card.missing))
    lines = [_("Program {number}: {name}", number=number, name=program_name(number)),
             ngettext("Cost {n} coin, arena of {arena} or more", "Cost {n} coins, arena of {arena} or more", card.cost,
                      arena=card.arena),
             _("Needs {tokens}", tokens=_listed(token_count(t, n) for t, n in card.tokens.items())),
             _("Spectators with 0, 1, 2 … missing: {table}", table=table)]
    if seat is not None:
        player = state.player(seat)
        held = _listed(f"{token_name(t)} {player.count(t)}/{n}" for t, n in card.tokens.items())  # "Lion 1/2"
        lines.append(_("{name} holds {held}; jokers {jokers}", name=player.name, held=held,
                       jokers=player.count(Token.JOKER)))
    return lines


def _noble_lines(state: GameState, noble_id: int) -> list[str]:
    noble = state.nobles[noble_id]
    bonus = game_data().noble_bonus[noble.kind]
    owner = state.arena_owner(noble.square)
    title = noble_name(noble.kind)
    where = (_("{noble} on square {square}, in {name}'s arena", noble=title, square=noble.square,
               name=state.player(owner).name) if owner is not None
             else _("{noble} on square {square}, outside every arena", noble=title, square=noble.square))
    return [where, _("Worth +{bonus} spectators to the arena it stands in", bonus=bonus),
            _("Drag it along the ring after the dice (or click it, then a square)")]


def _panel_lines(state: GameState, seat: int) -> list[str]:
    p = state.player(seat)
    held = _listed(token_count(t, n) for t, n in p.tokens.items() if n) or _("no tokens")
    programs = _listed(p.programs) or pgettext("programs", "none")
    produced = _listed(p.produced) or _("none yet")
    stars = _listed(token_name(t) for t in state.stars_of(seat)) or pgettext("star awards", "none")
    return [_("{name}: {coins}, {medals}, record {record}", name=p.name,
              coins=ngettext("{n} coin", "{n} coins", p.coins), medals=ngettext("{n} medal", "{n} medals", p.medals),
              record=p.record),
            _("Tokens: {tokens}", tokens=held),
            _("Programs held: {programs}; produced: {produced}", programs=programs, produced=produced),
            _("Star awards: {stars}", stars=stars),
            _("Arena squares {squares}; tickets {tickets}; loge {loge}; podiums {podiums}", squares=_listed(p.arena),
              tickets=p.tickets, loge=pgettext("loge held", "yes") if p.loge else pgettext("loge held", "no"),
              podiums=p.podiums)]


def _square_lines(state: GameState, square: int) -> list[str]:
    data = game_data()
    lines = [_("Square {square}", square=square)]
    kind = data.rest_squares.get(square)
    if kind:
        lines.append(_("Rest square ({noble} starts here): a die move ending here earns a medal",
                       noble=noble_name(kind)))
    owner = state.arena_owner(square)
    if owner is not None:
        lines.append(_("Part of {name}'s arena", name=state.player(owner).name))
    return lines


def _supply_lines(state: GameState, kind: str) -> list[str]:
    """The lines about the board's supplies and the other fixed pieces."""
    prices = game_data().prices
    if kind == "bag":
        return [ngettext("The bag: {n} orange-backed token, drawn at random to refill markets",
                         "The bag: {n} orange-backed tokens, drawn at random to refill markets",
                         sum(state.bag.values()))]
    if kind == "face_down":
        return [_("The green token lying face down (R4.2): the first token of the first refill") if state.face_down
                else _("The face-down green token has been used")]
    if kind == "medals":
        return [ngettext("Emperor medals: {n} left in the supply", "Emperor medals: {n} left in the supply",
                         state.medal_supply),
                _("1 medal: 6 coins, +3 spectators, or a noble moved 1-3 squares; 2 medals: one more investment")]
    if kind == "ticket":
        return [ngettext("Season tickets: {n} left, {price} coins each", "Season tickets: {n} left, {price} coins each",
                         state.ticket_supply, price=prices.season_ticket),
                _("+5 spectators at every later event; click to buy in phase 1")]
    if kind == "loge":
        return [ngettext("Emperor's loges: {n} left, {price} coins each", "Emperor's loges: {n} left, {price} coins each",
                         state.loge_supply, price=prices.loge),
                _("Roll two dice when producing; click to buy in phase 1")]
    if kind == "podiums":
        return [ngettext("Podiums: {n} left; +3 spectators each, one per closing ceremony",
                         "Podiums: {n} left; +3 spectators each, one per closing ceremony", state.podium_supply)]
    if kind == "dice":
        return [_("The dice: click to roll in phase 4 (two with a loge). The 1-3 face lets you choose")]
    if kind == "expansion":
        return [_("An arena expansion ({price} coins): drag it to a free square at either end of your arena",
                  price=prices.expand)]
    if kind == "log":
        return [_("The game log: scroll with the mouse wheel")]
    return []


def describe(state: GameState, piece: Piece | None, seat: int | None = None) -> list[str]:
    """Tooltip lines for a piece, in the current language; `seat`: whose holdings a program card or token is
    compared with."""
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
        name = state.player(owner).name
        times = state.player(owner).produced.count(number)
        staged = (ngettext("{name}'s program, staged {n} time", "{name}'s program, staged {n} times", times, name=name)
                  if times else _("{name}'s program, not staged yet", name=name))
        return _program_lines(state, number, owner) + [staged]
    if kind == "market":
        lot = state.markets[value]
        lot_words = _listed(token_name(t) for t in lot) or pgettext("market", "empty")
        return [_("Market {n}: {lot}", n=value + 1, lot=lot_words),
                ngettext("Click to open an auction at {n} coin when it is your turn",
                         "Click to open an auction at {n} coins when it is your turn", data.prices.minimum_bid)]
    if kind == "panel":
        return _panel_lines(state, value)
    if kind == "token":
        token = piece.token
        lines = [token_name(token)]
        if seat is not None:
            lines[0] = _("{token}: {name} holds {n}", token=token_name(token), name=state.player(seat).name,
                         n=state.player(seat).count(token))
        holder = state.stars.get(token)
        if token in data.star_types():
            lines.append(_("Star award: {name}", name=state.player(holder).name) if holder is not None
                         else _("Star award: nobody"))
        return lines
    if kind == "panel_medals":
        p = state.player(value)
        return [ngettext("{name}: {n} medal", "{name}: {n} medals", p.medals, name=p.name),
                _("Click to take 6 coins for one, at any time (people only)")]
    if kind == "panel_extra_action":
        p = state.player(value)
        return [ngettext("{name}: {n} extra-action token", "{name}: {n} extra-action tokens",
                         p.count(Token.EXTRA_ACTION), name=p.name),
                _("Spend one for an extra investment, or click to exchange it for a medal at any time")]
    if kind == "score":
        return [_("{name}: record {record}", name=p.name, record=p.record) for p in state.players]
    return _supply_lines(state, kind)


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
                tokens.draw_token(surface, name, center, PICTURE_RADIUS, count=count or None)
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
    pen.rect(surface, (30, 24, 18), rect.move(3, 3), border_radius=6)
    pen.rect(surface, (255, 250, 235), rect, border_radius=6)
    pen.rect(surface, theme.PALETTE["bronze"], rect, width=2, border_radius=6)
    if shown:
        _picture_row(surface, list(shown), rect.x + 10, rect.y + 6 + PICTURE_ROW // 2)
    for i, line in enumerate(lines):
        text.blit(surface, line, (rect.x + 10, rect.y + 6 + head + i * LINE), FONT_SIZE, theme.PALETTE["ink"])
    return rect.union(rect.move(3, 3))
