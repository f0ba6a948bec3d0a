"""A whole 4-player game played from the new-game scene to the end screen with synthetic mouse and keyboard
events only, under the dummy video driver. A seeded random player chooses among the legal moves; the board's
layout says where on screen each choice is made (a piece to click or drag, a square, a button)."""
import random

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.end.scene import EndScene
from tests.e2e import board_player as bp

SEED = 2024
MAX_ACTIONS = 2000


@pytest.mark.e2e
def test_a_complete_four_player_game_through_the_scenes(canvas, tmp_path):
    manager = bp.new_game_screen(tmp_path)
    new_game = manager.top

    # Four players is the default; type a seed so the game is the same every run.
    bp.click(manager, new_game.seed.rect.center)
    manager.handle_event(pygame.event.Event(pygame.TEXTINPUT, {"text": str(SEED)}))
    bp.click(manager, new_game.start_button.rect.center)
    bp.frame(manager, canvas, draw=True)
    board = manager.top
    assert isinstance(board, BoardScene)
    session = board.session
    assert len(session.state.players) == 4 and session.seed == SEED

    rng = random.Random(SEED)
    actions = 0
    while not rules.is_over(session.state):
        assert actions < MAX_ACTIONS, "the game did not end"
        assert manager.top is board, f"{type(manager.top).__name__} covers the board"
        for _ in range(100):  # like a person, wait for the dice to settle before answering them
            if board.animator.rolling() is None:
                break
            bp.frame(manager, canvas, draw=True)
        made = len(session.log)
        command = bp.choose(session.state, rng)
        bp.act(manager, board, command, rng)
        assert len(session.log) == made + 1, f"{command!r} was not made: {board.message}"
        if actions % 3 == 0:
            bp.key(manager, pygame.K_SPACE)  # skip the animation now and then, watch it otherwise
        bp.frame(manager, canvas, draw=actions % 5 == 0)
        actions += 1

    for _ in range(200):  # the last animations play out, then the board gives way to the end screen
        bp.frame(manager, canvas, draw=True)
        if manager.top is not board:
            break
    assert isinstance(manager.top, EndScene)
    manager.draw(canvas)
    assert rules.winners(session.state)
