"""Thousands of random clicks, drags, keys and wheel turns on the board, half of them aimed at its pieces
and buttons: nothing may raise, and the game only ever moves through legal commands.

Nothing in it depends on time: the computer player decides at once, on the test's own thread, and the number of
gestures is fixed, so a run that fails fails again the same way (it once failed 1 run in 3, when a computer's
thread happened to finish between a button being built and pressed)."""
import random

import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules.invariants import violations
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.starting.entry import seat_from_board_kind
from colosseum_desktop.session import Session
from colosseum_desktop.table import Table
from tests.e2e import board_player as bp

from .test_board import NAMES, make_board

GESTURES = 6000
MIN_COMMANDS = 20  # the board is not just refusing: the game moved at least this far
KEYS = [pygame.K_SPACE, pygame.K_ESCAPE, pygame.K_TAB, pygame.K_RETURN, pygame.K_1, pygame.K_2, pygame.K_3,
        pygame.K_z, pygame.K_p, pygame.K_F1, pygame.K_a, pygame.K_n, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
        pygame.K_DOWN]


def aim(rng: random.Random, board):
    """A point on a piece, a square, a button, or anywhere (even off the canvas)."""
    spots = [rect.center for _, rect in board.layout.fixed_places]
    spots += list(board.layout.noble_centers(board.state).values()) + [b.rect.center for b in board.buttons]
    if rng.random() < 0.5:
        x, y = rng.choice(spots)
        return x + rng.randint(-12, 12), y + rng.randint(-12, 12)
    return rng.randint(-40, 1640), rng.randint(-40, 940)


def gesture(rng: random.Random, manager, board) -> None:
    kind = rng.random()
    if kind < 0.45:
        bp.mouse(manager, pygame.MOUSEMOTION, aim(rng, board))
        button = rng.choice([1, 1, 1, 3])
        pos = aim(rng, board)
        bp.mouse(manager, pygame.MOUSEBUTTONDOWN, pos, button)
        bp.mouse(manager, pygame.MOUSEBUTTONUP, pos, button)
    elif kind < 0.7:
        bp.drag(manager, aim(rng, board), aim(rng, board), steps=rng.randint(1, 5))
    elif kind < 0.9:
        mod = rng.choice([0, 0, pygame.KMOD_CTRL, pygame.KMOD_SHIFT])
        bp.key(manager, rng.choice(KEYS), mod)
    else:
        bp.mouse(manager, pygame.MOUSEMOTION, aim(rng, board))
        manager.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": rng.choice([-3, -1, 1, 3])}))


def board_deciding_at_once(session: Session, seats: list[str]):
    """test_board.make_board's board, but its computer players decide when asked, on the test's own thread."""
    manager, _threaded_board = make_board(session, seats, computer_delay_ms=0, auto_dialogs=True)
    manager.clear_to(BoardScene(_threaded_board.ctx, Table(session, [seat_from_board_kind(kind) for kind in seats])))
    manager.apply_pending()
    return manager, manager.top


def test_random_input_never_breaks_the_board(canvas):
    session = Session.new(rules.GameOptions(players=5, names=NAMES), 17)
    manager, board = board_deciding_at_once(session, ["person", "person", "random", "person", "person"])
    rng = random.Random(17)
    gestures = 0
    while gestures < GESTURES and not rules.is_over(session.state):
        gesture(rng, manager, board)
        board.update(rng.choice([0, 16, 400]))
        manager.apply_pending()
        if manager.top is not board and rng.random() < 0.5:
            bp.key(manager, pygame.K_RETURN)  # the deliberate second act (a click on a market only chose it)
            manager.apply_pending()
        while manager.top is not board:  # a dialog or the pause menu opened: back to the board
            manager.pop()
            manager.apply_pending()
        if gestures % 25 == 0:
            manager.draw(canvas)
        gestures += 1
    assert len(session.log) > MIN_COMMANDS  # it did play: the board is not just refusing
    state = rules.new_game(session.options, session.seed)
    for entry in session.log:  # every change went through the engine's rules
        assert entry.state_before == state
        state, _ = rules.apply(state, entry.command)
        assert not violations(state)
    assert state == session.state
