"""A player's tablet beside the board: seat colour and symbol, name, coins, medals, record, tokens by
type, programs (produced ones marked), star awards, loge, tickets, podiums. The deciding player's
tablet is lit in gold with a pointer, so nobody wonders whose turn it is."""
from __future__ import annotations


import pygame

from ..bots.levels import level_title
from ..i18n import N_, _, current_language, ngettext
from ..rules.state import GameState
from ..table import REMOTE_AWAY, REMOTE_FREE
from ..scenes.board import layout_model as layout
from . import icons, pen, program_tile, text, theme, tokens

INK = theme.PALETTE["ink"]
SOFT = theme.PALETTE["ink_soft"]
DECIDING_FILL = (252, 236, 190)
STAT_PICTURES = {"coins": "coins", "medals": "medal"}
STAT_SIZES = (18, 17, 16, 15)  # a figure's words shrink to stay in their box
PICTURE_ROOM = 22  # the pictogram left of a figure
COUNTED_TOKEN_REACH = layout.PANEL_TOKEN_RADIUS + 8  # past a panel token's centre: its disc, and its count's tag beyond

NAME_WIDTH = 200  # the widest a player's name is drawn in its panel
# A person at another computer (online play), connected to the server or not.
ONLINE_LABELS = {"remote": N_("online"), REMOTE_AWAY: N_("online, not connected"),
                 REMOTE_FREE: N_("free seat, waiting for a player")}
NOTES_SIZE = 18  # "computer (strong), first player": body text


def seat_label(kind: str) -> str:
    if kind in ONLINE_LABELS:
        return _(ONLINE_LABELS[kind])
    return "" if kind == "person" else _("computer ({level})", level=level_title(kind))


def figures(player) -> dict[str, str]:
    """The header's figures in words: '7 coins', '1 medal', 'record 12'."""
    return {"coins": ngettext("{n} coin", "{n} coins", player.coins),
            "medals": ngettext("{n} medal", "{n} medals", player.medals),
            "record": _("record {record}", record=player.record)}


def stats_in_words(board_layout) -> bool:
    """Whether coins and medals are worded ('26 coins') or a number beside their pictogram: decided for the language,
    from the widest figures a game can show, so every panel shows them alike (Romanian '26 de monede' does not fit)."""
    return _stats_in_words(current_language(), board_layout.panel_stat_rect(0, "coins").width,
                           board_layout.panel_stat_rect(0, "medals").width)


@pen.cached(maxsize=8)
def _stats_in_words(language: str, coins_width: int, medals_width: int) -> bool:
    widest = {"coins": (ngettext("{n} coin", "{n} coins", 88), coins_width),
              "medals": (ngettext("{n} medal", "{n} medals", 18), medals_width)}
    return all(text.largest_fitting_size(words, STAT_SIZES, width - PICTURE_ROOM - 4, bold=True) is not None
               for words, width in widest.values())


def _header(surface, board_layout, rect, state, seat, kind, exchanges) -> None:
    player = state.player(seat)
    middle = board_layout.panel_header_middle(seat)
    notes = ", ".join(n for n in (seat_label(kind), _("first player") if state.first_player == seat else "") if n)
    # The notes end before the coins: the name is cut to leave them room, never the notes
    room = board_layout.panel_stat_rect(seat, "coins").x - 8 - (rect.x + 46)
    notes_room = text.width_of(notes, NOTES_SIZE, italic=True) + 10 if notes else 0
    name_rect = text.blit(surface, text.fit(player.name, 22, min(NAME_WIDTH, room - notes_room), True),
                          (rect.x + 46, middle), 22, INK, True, anchor="midleft")
    if notes:
        text.blit(surface, text.fit(notes, NOTES_SIZE, room - (name_rect.right - rect.x - 46) - 10, italic=True),
                  (name_rect.right + 10, middle + 1), NOTES_SIZE, SOFT, italic=True, anchor="midleft")
    for stat, words in figures(player).items():
        box = board_layout.panel_stat_rect(seat, stat)
        if stat == "medals" and player.medals and exchanges:  # clickable: a medal for 6 coins
            pen.rect(surface, theme.PALETTE["white"], box, border_radius=6)
            pen.rect(surface, theme.PALETTE["gold"], box, width=2, border_radius=6)
        picture = STAT_PICTURES.get(stat)
        if picture:  # the piece's pictogram before the figure; the words stay, for whoever reads rather than looks
            icons.blit_icon(surface, icons.SUPPLY_ICONS[picture], (box.x + 11, box.centery), 23,
                            theme.PALETTE["bronze"])
            room = box.width - PICTURE_ROOM - 4
            if not stats_in_words(board_layout):
                words = str(getattr(player, stat))  # '26 de monede' too long: the pictogram says what it counts
            text.blit_fitted(surface, words, (box.centerx + PICTURE_ROOM // 2 - 2, box.centery), STAT_SIZES, room,
                             INK, True, anchor="center")
        else:
            text.blit_fitted(surface, words, box.center, STAT_SIZES, box.width - 4, INK, True, anchor="center")


def _tokens(surface, board_layout, state, seat) -> None:
    player = state.player(seat)
    for token in layout.PANEL_TOKEN_ORDER:
        count = player.count(token)
        center = board_layout.panel_token_center(seat, token)
        tokens.draw_token(surface, token, center, layout.PANEL_TOKEN_RADIUS, faded=not count, count=count)
        if count:
            tokens.draw_count_badge(surface, count, (center[0] + 14, center[1] + 12), 15)


def _programs(surface, board_layout, state, seat) -> None:
    player = state.player(seat)
    for r, number in zip(board_layout.panel_program_rects(seat, player.programs), player.programs):
        program_tile.draw_held_tile(surface, r, number, produced=number in player.produced)


STAR_AWARD_STEP = 52


def draw_star_awards(surface: pygame.Surface, stars, left_middle: tuple[int, int], right: int) -> int:
    """Each star award as the gold star beside the token type it was won for, left to right as far as `right`
    allows, those that do not fit counted as "+n" after the last shown; returns where the row ends."""
    x, y = left_middle
    shown = stars
    while len(shown) * STAR_AWARD_STEP - 6 + _more_width(len(stars) - len(shown)) > right - x:
        shown = shown[:-1]
    for token in shown:
        icons.blit_icon(surface, icons.SUPPLY_ICONS["star"], (x + 12, y), 24, theme.PALETTE["gold"])
        tokens.draw_token(surface, token, (x + 34, y), 12)
        x += STAR_AWARD_STEP
    if len(shown) < len(stars):
        x = text.blit(surface, f"+{len(stars) - len(shown)}", (x, y), 16, SOFT, True, anchor="midleft").right + 6
    return x


def _more_width(hidden: int) -> int:
    """The room a "+n" for `hidden` star awards takes (the panel's tooltip names them all)."""
    return text.width_of(f"+{hidden}", 16, bold=True) + 6 if hidden else 0


def _extras(surface, board_layout, state, seat) -> None:
    player = state.player(seat)
    x, y = board_layout.panel_extras_origin(seat)
    right = board_layout.panels[seat].right - 10
    # right to left: podiums, tickets, loge (pictogram and count), the arena's size in words; then the star
    # awards from the left, as far as those leave room
    for piece, count in (("podium", player.podiums), ("ticket", player.tickets), ("loge", int(player.loge))):
        if not count:
            continue
        if count > 1:
            right = text.blit(surface, f"×{count}", (right, y + 14), 16, SOFT, True, anchor="midright").left - 1
        right = icons.blit_icon(surface, icons.SUPPLY_ICONS[piece], (right - 12, y + 14), 24, SOFT).left - 8
    arena = text.blit(surface, _("arena {n}", n=len(player.arena)), (right, y + 14), 16, SOFT, anchor="midright")
    draw_star_awards(surface, state.stars_of(seat), (x, y + 14), arena.left - 4)


def draw_player_panel(surface: pygame.Surface, board_layout, state: GameState, seat: int, kind: str,
                      deciding: bool) -> None:
    draw_tablet(surface, board_layout, seat, deciding)
    draw_contents(surface, board_layout, state, seat, kind)


def draw_tablet(surface: pygame.Surface, board_layout, seat: int, deciding: bool) -> None:
    """The panel before anything the game changes is written on it: the marble (gold while the player decides), its
    rim, the seat's colour strip and symbol. The board keeps it as a picture (scenes/board/picture.py)."""
    rect = board_layout.panels[seat]
    theme.draw_panel(surface, rect, fill=DECIDING_FILL if deciding else theme.PALETTE["marble"],
                     border=theme.PALETTE["gold"] if deciding else theme.PALETTE["bronze"], radius=10, shadow=False)
    if deciding:
        pen.rect(surface, theme.PALETTE["gold"], rect, width=5, border_radius=10)
    pen.rect(surface, theme.SEAT_STYLES[seat].colour, (rect.x, rect.y, 10, rect.height), border_top_left_radius=10,
             border_bottom_left_radius=10)
    theme.draw_seat_symbol(surface, seat, (rect.x + 28, board_layout.panel_header_middle(seat)), 11)


def changed_places(board_layout, seat: int, before, after, stars_changed: bool) -> list[pygame.Rect] | None:
    """Where in the seat's panel the contents drawn for player `after` differ from those drawn for `before`: the
    place round all that changed (a figure's box, a token with its count, the programs' row, the row of stars and
    pieces); None: the header's name. Repainting a place paints everything there (clipped), so it need only be large
    enough."""
    if before.name != after.name:
        return None
    panel = board_layout.panels[seat]
    places = [board_layout.panel_stat_rect(seat, stat).inflate(4, 8) for stat in ("coins", "medals", "record")
              if getattr(before, stat) != getattr(after, stat)]
    for token in layout.PANEL_TOKEN_ORDER:
        if before.count(token) != after.count(token):
            x, y = board_layout.panel_token_center(seat, token)
            # the disc and its count's tag, which sits at its lower right (`_tokens`)
            places.append(pygame.Rect(x - COUNTED_TOKEN_REACH, y - COUNTED_TOKEN_REACH, 2 * COUNTED_TOKEN_REACH + 14,
                                      2 * COUNTED_TOKEN_REACH + 12))
    if before.programs != after.programs or before.produced != after.produced:
        tiles = [*board_layout.panel_program_rects(seat, before.programs),
                 *board_layout.panel_program_rects(seat, after.programs)]
        places.append(tiles[0].unionall(tiles).inflate(6, 6))
    if stars_changed or (before.podiums, before.tickets, before.loge, len(before.arena)) != \
            (after.podiums, after.tickets, after.loge, len(after.arena)):
        x, y = board_layout.panel_extras_origin(seat)
        places.append(pygame.Rect(x - 4, y - 4, panel.right - x + 4, 36))
    # One place round them all: each place repainted apart would run through the whole panel's drawing again
    return [places[0].unionall(places).clip(panel)] if places else []


def draw_contents(surface: pygame.Surface, board_layout, state: GameState, seat: int, kind: str) -> None:
    """What the panel says of the player, over its tablet."""
    rect = board_layout.panels[seat]
    _header(surface, board_layout, rect, state, seat, kind, exchanges=kind == "person")
    _tokens(surface, board_layout, state, seat)
    _programs(surface, board_layout, state, seat)
    _extras(surface, board_layout, state, seat)
