"""16:10 and 4:3 windows get the board arranged for their shape, not a letterboxed 16:9 one: the board fills the
whole taller canvas, every other screen is drawn in its 1600x900 middle band, and the pointer lands exactly where
a window pixel shows in both."""
import pygame
import pytest

from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.base import Scene, SceneManager
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.viewport import LOGICAL_SIZE, Viewport, band
from tests.e2e import board_player as bp

from .test_auto_dialogs import opening
from .test_board import make_board, session_until

TALL = [((1280, 800), (1600, 1000)), ((1440, 900), (1600, 1000)), ((1024, 768), (1600, 1200)),
        ((1600, 1200), (1600, 1200))]


class Marks(Scene):
    """A 1600x900 screen that paints its corner and remembers where the pointer was."""

    def __init__(self) -> None:
        self.seen = []

    def draw(self, canvas):
        canvas.fill((200, 0, 0), (0, 0, 10, 10))

    def handle_event(self, event):
        self.seen.append(event.pos)
        return True


def test_a_screen_laid_out_for_16_9_is_drawn_in_the_middle_band_and_sees_the_pointer_there(canvas):
    manager = SceneManager()
    scene = Marks()
    manager.push(scene)
    manager.apply_pending()
    tall = pygame.Surface((1600, 1200))
    manager.draw(tall)
    assert band((1600, 1200)).top == 150
    assert tall.get_at((5, 155))[:3] == (200, 0, 0) and tall.get_at((5, 5))[:3] != (200, 0, 0)
    manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 155), button=1))
    assert scene.seen == [(5, 5)]
    manager.draw(pygame.Surface(LOGICAL_SIZE))  # a 16:9 canvas: no band, nothing moved
    manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(5, 155), button=1))
    assert scene.seen == [(5, 5), (5, 155)]


@pytest.mark.parametrize("window, size", TALL)
def test_the_board_fills_a_taller_canvas_with_its_own_arrangement(window, size):
    session = session_until(lambda s: True, players=5)
    manager, board = make_board(session)
    wide = board.layout.panels[0].height, board.log_panel.visible_count
    tall = pygame.Surface(size)
    manager.draw(tall)
    assert layout.CANVAS.size == size and board.layout.log.bottom > 900 - 10
    assert layout.SCORE_TRACK.top > layout.RING.bottom and layout.SCORE_TRACK.bottom <= size[1]
    if size[1] < 1200:  # 16:10: the action area takes the track's place in the centre: more buttons
        assert layout.ACTION_AREA.bottom == layout.CENTRE.bottom
    else:  # 4:3: under the ring above the track, the programs in its place
        assert layout.RING.bottom < layout.ACTION_AREA.top and layout.PROGRAM_AREA.bottom == layout.CENTRE.bottom
    # the taller column: panels no longer pressed (16:10), and a longer log besides (4:3)
    assert board.layout.panels[0].height > wide[0] and board.log_panel.visible_count >= wide[1]
    assert not board.layout.compact_panels
    below = pygame.Rect(0, layout.RING.bottom + 6, layout.RING.right, size[1] - layout.RING.bottom - 12)
    assert below.contains(layout.SCORE_TRACK)
    manager.draw(pygame.Surface(LOGICAL_SIZE))  # and back: the 16:9 board again
    assert layout.CANVAS.size == LOGICAL_SIZE and layout.SCORE_TRACK.bottom <= layout.CENTRE.bottom
    assert (board.layout.panels[0].height, board.log_panel.visible_count) == wide


@pytest.mark.parametrize("window, size", TALL)
def test_a_click_in_the_window_reaches_the_market_drawn_under_it_and_the_dialog_it_opens(window, size):
    session = session_until(opening)
    manager, board = make_board(session)
    manager.draw(pygame.Surface(size))
    viewport = Viewport(window)
    market = [m for m, lot in enumerate(session.state.markets) if lot][0]
    centre = layout.market_rect(market).center
    pixel = (centre[0] * viewport.scale, centre[1] * viewport.scale)  # where the market's middle shows
    click = viewport.logical_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pixel, button=1))
    manager.handle_event(click)
    manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=click.pos, button=1))
    manager.apply_pending()
    dialog = manager.top
    assert isinstance(dialog, BidDialog) and dialog.market == market
    manager.draw(pygame.Surface(size))  # drawn in the band over the board
    bp.key(manager, pygame.K_ESCAPE)
    manager.apply_pending()
    assert manager.top is board


def test_a_window_taking_another_shape_lays_the_board_out_for_it_before_the_next_frame():
    """A click that comes between the resize and the next frame lands on the board as the next frame shows it."""
    session = session_until(opening)
    manager, board = make_board(session)
    manager.draw(pygame.Surface(LOGICAL_SIZE))
    manager.canvas_size = (1600, 1200)  # the app's resize: the next canvas is 4:3
    manager.window_resized()
    assert layout.CANVAS.size == (1600, 1200) and board.layout.log.bottom > 1100
    assert all(layout.BUTTON_AREA.contains(button.rect) for button in board.buttons)


def test_the_guided_games_card_and_its_button_follow_the_log_to_a_taller_canvas(tmp_path, canvas):
    from colosseum_desktop.scenes.guide.card import button_rect
    from .test_guide_board import learn
    from .ui_events import make_ctx
    ctx = make_ctx(tmp_path / "saves")
    board = learn(ctx)
    ctx.manager.draw(pygame.Surface((1600, 1000)))
    assert board.layout.log.bottom > 900 and board.card_button.rect == button_rect(board.card_rect)
    assert board.layout.log.contains(board.card_rect)
    ctx.manager.draw(pygame.Surface(LOGICAL_SIZE))
    assert board.layout.log.bottom < 900 and board.card_button.rect == button_rect(board.card_rect)
    assert board.layout.log.contains(board.card_rect)


@pytest.mark.parametrize("window, size", TALL)
def test_the_replay_is_arranged_for_a_taller_canvas_as_the_board_is_and_its_slider_takes_the_click(window, size):
    from colosseum_desktop.scenes.replay import model as replay_view
    from colosseum_desktop.replay import replay_session
    from colosseum_desktop.scenes.replay.scene import ReplayScene
    session = session_until(lambda state: state.round >= 3, players=5)
    manager, board = make_board(session)
    replay = ReplayScene(board.ctx, replay_session(session, ("person",) * 5))
    manager.push(replay)
    manager.apply_pending()
    manager.draw(pygame.Surface(LOGICAL_SIZE))
    wide_rows, wide_panel, wide_hint = replay._log_rows(), replay.layout.panels[0], pygame.Rect(replay_view.HINT_BOX)
    manager.draw(pygame.Surface(size))
    assert layout.CANVAS.size == size and replay.layout.log.bottom > 900 - 10
    # the taller column as on the board: panels no longer pressed, the log as long or longer
    assert replay.layout.panels[0].height > wide_panel.height and replay._log_rows() >= wide_rows
    assert layout.SCORE_TRACK.top > layout.RING.bottom  # the spectator track under the ring, as on the board
    if size == (1600, 1000):  # the keys under the controls across the whole button area, where the track lay
        assert layout.ACTION_AREA.contains(replay_view.HINT_BOX)
        assert replay_view.HINT_BOX.width >= layout.BUTTON_AREA.width
    else:  # 4:3: the action area as tall as its controls, the keys over the log's rows level with them
        assert not replay_view.HINT_BOX and layout.ACTION_AREA.height == layout.ACTION_AREA_WIDE.height
    assert all(layout.BUTTON_AREA.contains(button.rect) for button in replay.controls.values())
    viewport = Viewport(window)
    x, y = replay_view.SLIDER.x + replay_view.SLIDER.width // 4, replay_view.SLIDER.centery
    down = viewport.logical_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x * viewport.scale + 0.5,
                                                                                   y * viewport.scale + 0.5), button=1))
    manager.handle_event(down)
    manager.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=down.pos, button=1))
    assert abs(replay.move - replay.timeline.length // 4) <= 1
    manager.draw(pygame.Surface(LOGICAL_SIZE))  # and back to 16:9
    assert replay_view.HINT_BOX == wide_hint and replay._log_rows() == wide_rows


@pytest.mark.parametrize("language", ["ro", "de"])
def test_labels_measured_at_one_resolution_are_measured_again_when_the_window_draws_at_another(language):
    """A board made in a 1280x720 window (canvas pixels) and drawn after a resize to 1920x1080 (1.2 window pixels
    to the canvas pixel, where a label is a little wider): its banner's and decision buttons are as wide as their
    labels need there, none cut (Romanian 'Anulează Ctrl+Z' was, by two pixels)."""
    from colosseum_desktop.i18n import set_language
    from colosseum_desktop.sprites import pen, text_record
    set_language(language)
    try:
        manager, board = make_board(session_until(opening))
        manager.draw(pygame.Surface(LOGICAL_SIZE))
        viewport = Viewport((1920, 1080))
        with pen.scaled(viewport.drawn_at):
            manager.window_resized()
            with text_record.recording() as recorded:
                manager.draw(viewport.canvas())
    finally:
        set_language("en")
    labels = {button.text for button in (*board.banner_buttons.values(), *board.buttons)}
    cut = [drawn.whole for drawn in recorded.texts if drawn.cut and drawn.whole in labels]
    assert not cut and len(labels) >= 6, cut
