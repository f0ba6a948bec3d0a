"""Where the board's pieces sit: inside the canvas, not on top of each other, every square clickable."""
import itertools

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules.data import game_data
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.board.layout_model import BoardLayout
from colosseum_desktop.viewport import ARRANGEMENTS

CENTRE_ROWS = (layout.MARKET_ROW, layout.SUPPLY_ROW, layout.PROGRAM_AREA, layout.ACTION_AREA, layout.SCORE_TRACK)


def test_ring_has_36_distinct_squares_around_the_centre():
    rects = [layout.square_rect(s) for s in range(game_data().ring_squares)]
    assert len({tuple(r) for r in rects}) == 36
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)
    for r in rects:
        assert layout.RING.contains(r) and not r.colliderect(layout.INNER)


def test_squares_run_clockwise_from_the_top_left_corner():
    assert layout.square_cell(0) == (0, 0)
    assert layout.square_cell(9) == (9, 0)  # along the top, left to right
    assert layout.square_cell(18) == (9, 9)  # down the right side
    assert layout.square_cell(27) == (0, 9)  # back along the bottom
    assert layout.square_cell(35) == (0, 1)  # up the left side, next to square 0


@pytest.mark.parametrize("canvas", ARRANGEMENTS)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_panels_and_log_fit_beside_the_ring_without_overlapping(players, canvas):
    layout.arrange(canvas)
    board = BoardLayout(players)
    boxes = [*board.panels, board.log, layout.RING, layout.BANNER]
    if canvas != layout.WIDE_CANVAS.size:  # the spectator track under the ring, not in the centre
        boxes.append(layout.SCORE_TRACK)
    for box in boxes:
        assert layout.CANVAS.contains(box), box
    for a, b in itertools.combinations(boxes, 2):
        assert not a.colliderect(b), (a, b)
    assert board.log.height >= layout.LOG_MIN_HEIGHT and board.log.bottom >= canvas[1] - 10  # down to the foot


@pytest.mark.parametrize("canvas", ARRANGEMENTS[1:])
def test_a_taller_canvas_puts_the_spectator_track_under_the_ring_and_more_buttons_in_its_place(canvas):
    layout.arrange(canvas)
    centre = (layout.MARKET_ROW, layout.SUPPLY_ROW, layout.PROGRAM_AREA, layout.ACTION_AREA)
    for a, b in itertools.combinations(centre, 2):
        assert not a.colliderect(b), (a, b)
    assert all(layout.INNER.contains(row) for row in centre[:3])
    assert layout.SCORE_TRACK.top > layout.RING.bottom and layout.CANVAS.contains(layout.SCORE_TRACK)
    assert layout.SCORE_TRACK.contains(layout.ROUND_ROW)
    assert len(layout.button_rects([layout.BUTTON_SIZE[0]] * 12)) == 12
    # never over the programs: in the action area (16:10), or reaching down over the track beneath it (4:3)
    assert all(layout.BUTTON_TALL.contains(r) for r in layout.button_rects([layout.BUTTON_SIZE[0]] * 12))
    for part in (layout.PROMPT_LINE, layout.DICE_AREA, layout.BUTTON_AREA, layout.EXPANSION_HOME, layout.DICE_HIT):
        assert layout.ACTION_AREA.contains(part), part


def test_a_16_10_canvas_keeps_the_action_area_in_the_centre():
    layout.arrange((1600, 1000))
    assert layout.INNER.contains(layout.ACTION_AREA) and layout.ACTION_AREA.bottom == layout.CENTRE.bottom
    assert layout.program_card() == layout.PROGRAM_CARD


def test_a_4_3_canvas_puts_the_action_area_under_the_ring_and_gives_the_programs_the_centre():
    layout.arrange((1600, 1200))
    under = pygame.Rect(0, layout.RING.bottom, layout.RING.right, layout.CANVAS.bottom - layout.RING.bottom)
    assert under.contains(layout.ACTION_AREA) and layout.ACTION_AREA.bottom < layout.SCORE_TRACK.top
    assert layout.PROGRAM_AREA.bottom == layout.CENTRE.bottom
    assert layout.program_card()[1] >= layout.PROGRAM_CARD[1] + 25  # taller tiles: the names written larger
    assert all(layout.PROGRAM_AREA.contains(layout.program_rect(n)) for n in layout.FOR_SALE)
    # the sand floor as tall as two rows of buttons (what every phase offers), the rest of the room the track's
    assert layout.ACTION_AREA.height == layout.ACTION_AREA_WIDE.height
    assert len(layout.button_rects([layout.BUTTON_SIZE[0]] * 10)) == 10
    assert all(layout.BUTTON_AREA.contains(r) for r in layout.button_rects([layout.BUTTON_SIZE[0]] * 10))
    # every choice the board ever offers (a discard of any of 15 token types, and Done) reaches down over the track
    # beneath, never over the programs
    sixteen = layout.button_rects([layout.BUTTON_SIZE[0]] * 16)
    assert len(sixteen) == 16 and all(layout.BUTTON_TALL.contains(r) for r in sixteen)
    assert layout.BUTTON_TALL.bottom == layout.SCORE_TRACK.bottom and not layout.BUTTON_TALL.colliderect(layout.CENTRE)


PLACES = ("CANVAS", "RIGHT", "ACTION_AREA", "SCORE_TRACK", "ROUND_ROW", "BUTTON_AREA", "BUTTON_TALL", "PROGRAM_AREA",
          "PROMPT_LINE", "DICE_AREA", "BUTTON_OVERFLOW", "EXPANSION_HOME", "DICE_HIT")


def test_arranging_for_16_9_again_restores_every_place():
    places = [tuple(getattr(layout, name)) for name in PLACES]
    layout.arrange((1600, 1200))
    layout.arrange((1600, 900))
    assert places == [tuple(getattr(layout, name)) for name in PLACES]
    with pytest.raises(ValueError):
        layout.arrange((1280, 720))


def test_the_centre_rows_stack_inside_the_ring_without_overlapping():
    for row in CENTRE_ROWS:
        assert layout.INNER.contains(row), row
    for a, b in itertools.combinations(CENTRE_ROWS, 2):
        assert not a.colliderect(b), (a, b)
    assert layout.SCORE_TRACK.contains(layout.ROUND_ROW) and layout.ROUND_ROW.right < layout.score_line()[0]
    assert all(layout.PROGRAM_AREA.contains(layout.program_rect(n)) for n in layout.FOR_SALE)


@pytest.mark.parametrize("canvas", ARRANGEMENTS)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_fixed_piece_is_hit_where_it_is_drawn(players, canvas):
    layout.arrange(canvas)
    board = BoardLayout(players)
    for piece, rect in board.fixed_places:
        if piece.kind in ("panel", "log", "score"):
            continue
        assert board.piece_at(rect.center, None) == piece


@pytest.mark.parametrize("players", [3, 4, 5])
def test_every_square_can_be_hit_beside_its_nobles(players):
    state = rules.new_game(rules.GameOptions(players=players), 1)
    board = BoardLayout(players)
    for square in range(game_data().ring_squares):
        r = layout.square_rect(square)
        corners = [(r.x + 6, r.y + 6), (r.right - 6, r.y + 6), (r.x + 6, r.bottom - 6), (r.right - 6, r.bottom - 6)]
        assert any(str(board.piece_at(p, state)) == f"square:{square}" for p in corners)


def test_nobles_sharing_a_square_are_all_visible_and_clickable():
    state = rules.new_game(rules.GameOptions(players=4), 1)
    crowded = state.model_copy(update={"nobles": tuple(n.model_copy(update={"square": 7}) for n in state.nobles)})
    board = BoardLayout(4)
    centers = board.noble_centers(crowded)
    assert len(set(centers.values())) == 6
    for noble_id, center in centers.items():
        assert layout.square_rect(7).collidepoint(center)
        assert str(board.piece_at(center, crowded)) == f"noble:{noble_id}"


def test_panel_pieces_stay_inside_their_panel():
    board = BoardLayout(5)
    for seat, panel in enumerate(board.panels):
        for token in layout.PANEL_TOKEN_ORDER:
            assert panel.contains(board.panel_token_rect(seat, token))
        for count in (1, 8, 12):
            held = [card.number for card in game_data().programs][-count:]  # the costliest need the most types
            x, y = board.panel_extras_origin(seat)
            extras = pygame.Rect(x, y, panel.right - x, panel.bottom - y)
            for card in board.panel_program_rects(seat, held):
                assert panel.contains(card)
                assert not card.colliderect(extras)


def test_there_is_room_for_sixteen_action_buttons_in_the_action_area_or_risen_over_the_programs():
    assert len(layout.button_rects([150] * 6)) == 6
    assert all(layout.BUTTON_AREA.contains(r) for r in layout.button_rects([150] * 6))
    assert not layout.BUTTON_OVERFLOW.colliderect(layout.PROMPT_LINE.union(layout.DICE_AREA))
    nine = layout.button_rects([150] * 9)  # three rows, down over the spectator track, the programs left in view
    assert len(nine) == 9 and all(layout.BUTTON_TALL.contains(r) for r in nine)
    assert not any(r.colliderect(layout.PROGRAM_AREA) for r in nine)
    for widths in ([0] * 16, [150] * 16, [100, 900, 240, 116] * 4):  # standard, wider, mixed (too wide: capped)
        rects = layout.button_rects(widths)
        assert len(rects) == 16
        for r in rects:
            assert layout.BUTTON_OVERFLOW.contains(r)
        for a, b in itertools.combinations(rects, 2):
            assert not a.colliderect(b)
        assert not any(r.colliderect(layout.DICE_AREA) or r.colliderect(layout.EXPANSION_HOME) for r in rects)


def test_an_action_button_is_as_wide_as_its_label_asks_while_all_of_them_fit():
    """Longer words (a translation) widen their own button; the rest keep the standard width."""
    rects = layout.button_rects([0, 180, 0])
    assert [r.width for r in rects] == [layout.BUTTON_SIZE[0], 180, layout.BUTTON_SIZE[0]]
    assert rects[1].left == rects[0].right + layout.BUTTON_GAP


def test_a_gliding_noble_passes_through_square_centres():
    for square in (0, 9, 17, 35):
        assert layout.ring_point(square) == pytest.approx(layout.square_rect(square).center)
    midway = layout.ring_point(35.5)  # wraps from 35 to 0
    a, b = layout.square_rect(35).center, layout.square_rect(0).center
    assert midway == pytest.approx(((a[0] + b[0]) / 2, (a[1] + b[1]) / 2))


def test_score_scale_always_holds_the_best_record():
    for record in (0, 59, 60, 61, 137):
        top = layout.score_scale(record)
        assert top >= 60 and top > record
        assert layout.score_x(record, top) < layout.score_line()[1]


def test_a_held_program_card_is_its_own_piece():
    state = rules.new_game(rules.GameOptions(players=3), 2)
    board = BoardLayout(3)
    number = state.player(1).programs[1]
    card = board.panel_program_rects(1, state.player(1).programs)[1]
    assert str(board.piece_at(card.center, state)) == f"held_program:1:{number}"


def test_banner_buttons_sit_in_the_banner_side_by_side():
    rects = [layout.banner_button_rect(name) for name, _ in layout.BANNER_BUTTONS]
    for r in rects:
        assert layout.BANNER.contains(r)
    for a, b in itertools.combinations(rects, 2):
        assert not a.colliderect(b)


def test_two_nobles_on_a_square_stay_off_its_outer_strip_where_an_arena_shows_its_label():
    from colosseum_desktop.sprites.nobles import NOBLE_RADIUS
    for square in range(game_data().ring_squares):
        strip = layout.stand_rect(square)
        for index in range(2):
            x, y = layout.noble_slot(square, index)
            disc = pygame.Rect(x - NOBLE_RADIUS, y - NOBLE_RADIUS, 2 * NOBLE_RADIUS, 2 * NOBLE_RADIUS)
            assert layout.square_rect(square).contains(disc) and not disc.colliderect(strip), (square, index)


@pytest.mark.parametrize("players", [3, 4, 5])
def test_the_game_log_shows_at_least_twelve_lines_whatever_the_players(players):
    from colosseum_desktop.sprites.log_panel import LogPanel
    assert LogPanel(BoardLayout(players).log).visible_count >= 12


@pytest.mark.parametrize("canvas", ARRANGEMENTS)
@pytest.mark.parametrize("players", [3, 4, 5])
def test_a_panels_header_tokens_and_programs_keep_to_their_rows(players, canvas):
    """Five players' low panels move header and tokens up: nothing of one row may reach into the next."""
    layout.arrange(canvas)
    board = BoardLayout(players)
    for seat, panel in enumerate(board.panels):
        stats = [board.panel_stat_rect(seat, stat) for stat, _ in layout.PANEL_STATS]
        programs = board.panel_program_rects(seat, (1, 2, 3))
        for token in layout.PANEL_TOKEN_ORDER:
            x, y = board.panel_token_center(seat, token)
            disc = pygame.Rect(x - layout.PANEL_TOKEN_RADIUS, y - layout.PANEL_TOKEN_RADIUS,
                               2 * layout.PANEL_TOKEN_RADIUS, 2 * layout.PANEL_TOKEN_RADIUS)
            badge_bottom = y + 12 + 9  # the count badge under its right side
            assert disc.collidelist(stats) == -1, (players, token, disc, stats)
            assert badge_bottom <= programs[0].top, (players, token, badge_bottom, programs[0])
        assert all(panel.contains(r) for r in [*stats, *programs])


@pytest.mark.parametrize("canvas", ARRANGEMENTS)
def test_a_third_row_of_buttons_leaves_the_round_track_whole(canvas):
    """Issue 33: three rows of action buttons (the German newcomer's first investment: seven of them) reached down
    over the spectator track's left end and cut the round counter ("Runde ①②③(")."""
    layout.arrange(canvas)
    try:
        assert not layout.BUTTON_TALL.colliderect(layout.ROUND_ROW)
        assert not layout.BUTTON_TALL.inflate(8, 8).colliderect(layout.ROUND_ROW)  # nor the panel drawn under them
        assert layout.SCORE_TRACK.contains(layout.ROUND_ROW)
    finally:
        layout.arrange(layout.WIDE_CANVAS.size)


HELD_TWO_ROWS = [(ARRANGEMENTS[0], 3), (ARRANGEMENTS[0], 4), (ARRANGEMENTS[1], 3), (ARRANGEMENTS[1], 4),
                 (ARRANGEMENTS[2], 3), (ARRANGEMENTS[2], 4), (ARRANGEMENTS[2], 5)]


@pytest.mark.parametrize("canvas, players", HELD_TWO_ROWS)
def test_held_programs_take_a_second_row_before_any_tile_hides_another(canvas, players):
    """Issue 33: from about three programs on, the held tiles overlapped, hiding their needs. In every panel with
    the room (all but five players' at 16:9 and 16:10), a full hand of six lies side by side over two rows,
    under the tokens and their counts, clear of the stars and pieces' row."""
    layout.arrange(canvas)
    try:
        board = BoardLayout(players)
        held = (6, 9, 16, 19, 22, 27)  # two to begin with and four bought: 3 to 6 needs each
        for seat, panel in enumerate(board.panels):
            cards = board.panel_program_rects(seat, held)
            assert len(cards) == 6 and all(panel.contains(card) for card in cards)
            for a, b in itertools.combinations(cards, 2):
                assert not a.colliderect(b), (players, a, b)
            x, y = board.panel_extras_origin(seat)
            assert not any(card.colliderect(pygame.Rect(x, y, panel.right - x, panel.bottom - y)) for card in cards)
            badges_bottom = board.panel_token_center(seat, layout.PANEL_TOKEN_ORDER[0])[1] + 12 + 9
            assert min(card.top for card in cards) >= badges_bottom
            assert min(card.height for card in cards) * 0.8 >= 2 * 12 * 0.8 + 2  # a need's picture, 19 px at 1280x720
    finally:
        layout.arrange(layout.WIDE_CANVAS.size)
