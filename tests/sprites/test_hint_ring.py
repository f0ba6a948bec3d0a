"""The hint's ring finds every kind of piece the advisor can point at; a program held in a panel (a production's
focus) is ringed where the panel draws it."""
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.rules.pieces import Piece
from colosseum_desktop.sprites import hint
from tests.scenes.test_board import session_until


def test_a_held_program_is_ringed_where_its_panel_draws_it(canvas):
    session = session_until(lambda state: len(state.player(1).programs) >= 2)
    state = session.state
    board = layout.BoardLayout(len(state.players))
    held = state.player(1).programs
    for index, number in enumerate(held):
        rect = hint.piece_rect(board, state, Piece("held_program", 1, program=number), board.noble_centers(state))
        assert rect == board.panel_program_rects(1, held)[index]


def test_the_ring_is_clearly_visible_in_the_smallest_window(canvas):
    """Issue 33: the guide's ring (a hint's) was 4 canvas pixels, 3 in a 1280x720 window, and lost round the
    learner's own panel framed in gold. Drawn round that panel and shrunk as that window shows the canvas, the
    ring's blue runs at least 5 pixels deep across its side, with a light edge inside it."""
    import pygame
    from colosseum_desktop import rules
    from colosseum_desktop.viewport import Viewport
    from colosseum_desktop.sprites import player_panel
    state = rules.new_game(rules.GameOptions(players=3), 1)
    board = layout.BoardLayout(3)
    canvas.fill((240, 232, 214))
    player_panel.draw_player_panel(canvas, board, state, 0, "person", deciding=True)
    hint.draw_ring(canvas, board, state, Piece("panel", 0), board.noble_centers(state))
    scale = Viewport((1280, 720)).scale
    shown = pygame.transform.smoothscale(canvas, (round(canvas.get_width() * scale), round(canvas.get_height() * scale)))
    panel = board.panels[0]
    x = round(panel.centerx * scale)
    column = [shown.get_at((x, y))[:3] for y in range(round((panel.y - 12) * scale), round((panel.y + 12) * scale))]

    def blue(colour):
        return sum(abs(a - b) for a, b in zip(colour, hint.RING_COLOUR)) < 60
    deepest = run = 0
    for colour in column:
        run = run + 1 if blue(colour) else 0
        deepest = max(deepest, run)
    assert deepest >= 5, column
    below = column[[i for i, colour in enumerate(column) if blue(colour)][-1] + 1]
    assert min(below) > 200, below  # the light edge inside the blue
