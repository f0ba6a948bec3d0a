"""A whole hot-seat game at one screen, two people and a strong computer player, set up on the new-game screen
and played with synthetic mouse and keyboard events only. Now and then someone presses Ctrl+Z before the
deciding person acts, and whatever it does is checked: a person's decision is never changed by another
person's Ctrl+Z without that person's OK (a question naming them), and undo never crosses dice, a bag draw or
a computer's decision."""
import random
import time

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.confirm import ConfirmScene
from colosseum_desktop.session import CHANCE_EVENTS
from tests.e2e import board_player as bp

SEED = 31
MAX_ACTIONS = 3000
UNDO_CHANCE = 0.3


def start_person_person_computer(manager):
    """On the new-game screen: three players, the third played by the strong computer player, a fixed seed."""
    new_game = manager.top
    players = new_game.players
    bp.click(manager, (players.rect.x + 10, players.rect.centery))  # 4 players -> 3
    kind = new_game.rows[2].kind
    for _ in range(2):  # Person -> Computer (easy) -> Computer (strong)
        bp.click(manager, (kind.rect.right - 10, kind.rect.centery))
    assert new_game.seats() == ["person", "person", "strong"]
    bp.click(manager, new_game.seed.rect.center)
    manager.handle_event(pygame.event.Event(pygame.TEXTINPUT, {"text": str(SEED)}))
    bp.click(manager, new_game.start_button.rect.center)


def own_turn_action(entry, state_now, decider) -> bool:
    """The entry is the deciding person's own action in their current turn."""
    before = entry.state_before
    return (entry.command.player == decider and rules.current_player(before) == decider
            and before.round == state_now.round and before.phase == state_now.phase)


class UndoChecks:
    def __init__(self, manager, board, rng: random.Random) -> None:
        self.manager, self.board, self.rng = manager, board, rng
        self.counts = {"own": 0, "agreed": 0, "declined": 0, "nothing": 0}

    def ctrl_z(self) -> None:
        manager, board, session = self.manager, self.board, self.board.session
        log_before, state_before = list(session.log), session.state
        decider = board.deciding
        lit = board.can_undo()
        bp.key(manager, pygame.K_z, pygame.KMOD_CTRL)
        manager.apply_pending()
        question = manager.top
        last = log_before[-1] if log_before else None
        if last is not None and (last.command.player not in board.people
                                 or any(e.kind in CHANCE_EVENTS for e in last.events)):
            # a computer's decision, dice or a bag draw: nothing is taken back, and nobody is asked
            assert session.log == log_before and question is board
        if isinstance(question, ConfirmScene):
            owner = state_before.player(last.command.player).name
            assert not lit and session.log == log_before, "nothing changes before the owner answers"
            assert owner in question.heading and f"{owner}, do you agree?" in question.note
            agree = self.counts["agreed"] <= self.counts["declined"]  # by turns: both answers come up from two on
            bp.click(manager, (question.yes_button if agree else question.no_button).rect.center)
            manager.apply_pending()
            assert manager.top is board
            assert session.log == (log_before[:-1] if agree else log_before)
            self.counts["agreed" if agree else "declined"] += 1
        elif len(session.log) == len(log_before) - 1:
            assert lit and own_turn_action(last, state_before, decider), \
                f"Ctrl+Z took back {last.command!r} without asking"
            assert session.log == log_before[:-1] and session.state is last.state_before
            self.counts["own"] += 1
        else:
            assert not lit and session.log == log_before and session.state is state_before
            self.counts["nothing"] += 1


def wait_for_computer(manager, canvas, board, moves: int) -> None:
    deadline = time.monotonic() + 20
    while len(board.session.log) == moves and board.table.driven(board.deciding):
        assert time.monotonic() < deadline, "the computer player never moved"
        bp.frame(manager, canvas, draw=False)
        time.sleep(0.001)


@pytest.mark.e2e
def test_in_a_hot_seat_game_ctrl_z_never_changes_another_persons_decision_without_their_ok(canvas, tmp_path):
    manager = bp.new_game_screen(tmp_path)
    start_person_person_computer(manager)
    bp.frame(manager, canvas, draw=True)
    board = manager.top
    assert isinstance(board, BoardScene) and board.seats == ["person", "person", "strong"]
    session = board.session

    rng = random.Random(SEED)
    checks = UndoChecks(manager, board, random.Random(SEED + 1))
    actions = 0
    while not rules.is_over(session.state):
        assert actions < MAX_ACTIONS, "the game did not end"
        assert manager.top is board, f"{type(manager.top).__name__} covers the board"
        for _ in range(100):
            if board.animator.rolling() is None:
                break
            bp.frame(manager, canvas, draw=False)
        if board.table.driven(board.deciding):
            wait_for_computer(manager, canvas, board, len(session.log))
            continue
        if checks.rng.random() < UNDO_CHANCE:
            checks.ctrl_z()
            continue
        made = len(session.log)
        command = bp.choose(session.state, rng)
        bp.act(manager, board, command, rng)
        assert len(session.log) == made + 1, f"{command!r} was not made: {board.message}"
        bp.key(manager, pygame.K_SPACE)
        bp.frame(manager, canvas, draw=actions % 7 == 0)
        actions += 1

    assert rules.winners(session.state)
    assert all(checks.counts.values()), checks.counts  # every kind of answer came up
    assert any(e.command.player == 2 for e in session.log)  # the computer played its seat throughout
