"""The guided first game played from the title to the end screen through the screens (synthetic events, SDL's
dummy driver): Learn to play, Next on the welcome, then in round 1 each step's card, its lit piece and the
learner's move; a move the step did not ask for gets a gentle word and the game goes on; the dice step refuses a
pass, saying why; the guide's last card, Play on, and the rest of the game as any other."""
import random
import time

import pytest

from colosseum_desktop import advisor, guide, rules
from colosseum_desktop.i18n.guide_words import WORDS
from colosseum_desktop.scenes.end.scene import EndScene
from colosseum_desktop.scenes.guide.board import GuidedBoardScene
from colosseum_desktop.scenes.title.scene import TitleScene
from tests.e2e import board_player as bp

MAX_ACTIONS = 2000


def title_screen(saves_dir):
    from colosseum_desktop.app import AppContext, Settings
    from colosseum_desktop.scenes.base import SceneManager
    settings = Settings(computer_delay_ms=0, animation_speed=4.0)
    settings.auto_dialogs = False
    ctx = AppContext(SceneManager(), saves_dir, settings)
    ctx.manager.push(TitleScene(ctx))
    ctx.manager.apply_pending()
    return ctx


def until_the_learner_decides(manager, board, canvas, seconds=60.0):
    """Frames (the computers thinking on their workers) until the learner decides or the game is over."""
    deadline = time.monotonic() + seconds
    while not rules.is_over(board.state) and board.deciding != guide.LEARNER:
        assert time.monotonic() < deadline, "the computer players never let the learner decide"
        bp.frame(manager, canvas, draw=False)
        time.sleep(0.002)
    for _ in range(100):  # the dice settle before the learner answers them
        if board.animator.rolling() is None:
            break
        bp.frame(manager, canvas, draw=False)


def lit_when_thought(manager, board, canvas, seconds=30.0):
    deadline = time.monotonic() + seconds
    while board.view().hint is None and time.monotonic() < deadline:
        bp.frame(manager, canvas, draw=False)
        time.sleep(0.002)
    return board.view().hint


@pytest.mark.e2e
def test_the_guided_first_game_from_the_title_to_its_end(canvas, tmp_path):
    ctx = title_screen(tmp_path / "saves")
    manager = ctx.manager
    bp.click(manager, manager.top.buttons["Learn to play"].rect.center)
    manager.apply_pending()
    board = manager.top
    assert isinstance(board, GuidedBoardScene)
    session = board.session
    assert session.seed == guide.GUIDE_SEED and session.guide_step == 0 and len(session.state.players) == 3
    assert board.card().title == "Your first game of Colosseum"
    assert board.view().hint == rules.Piece("panel", guide.LEARNER)
    bp.click(manager, board.card_button.rect.center)  # Next
    assert board.progress.step.name == "invest" and session.guide_step == 1

    rng = random.Random(guide.GUIDE_SEED)
    seen, words, refused_pass = [], [], False
    actions = 0
    while not board.progress.finished and board.progress.step.moment is not None:
        assert actions < 200, f"the guide stayed at {board.progress.step.name}"
        until_the_learner_decides(manager, board, canvas)
        step = board.progress.step
        if board.progress.waits_here(board.state):
            seen.append(step.name)
            assert board.card().action == WORDS[step.name].do
            if step.lit == "advice":
                assert lit_when_thought(manager, board, canvas) is not None, f"nothing lit at {step.name}"
            bp.frame(manager, canvas, draw=True)
        if step.name == "roll" and not refused_pass:  # the dice step needs its roll: a pass is refused
            made = len(session.log)
            passing = next(c for c in rules.legal_commands(board.state) if c.kind == "end_turn")
            bp.click(manager, board.button_for(passing).rect.center)
            assert len(session.log) == made and board.message == WORDS["roll"].needs
            refused_pass = True
        advice = advisor.advise(board.table.view_for(guide.LEARNER))
        command = advice.command
        if command.kind == "propose_trade" or board.button_for(command) is None and command.kind in (
                "raise_bid", "pass_bid", "end_turn"):
            # the learner does something else than the step asks: no offer, the turn ended
            command = next(c for c in rules.legal_commands(board.state) if c.kind == "end_turn")
        made = len(session.log)
        bp.act(manager, board, command, rng)
        assert len(session.log) == made + 1, f"{command!r} was not made: {board.message}"
        if board.guide.verdict is not None:
            words.append((board.guide.verdict.step.name, board.guide.verdict.followed, board.card().said))
        bp.frame(manager, canvas, draw=True)
        actions += 1

    assert seen[:2] == ["invest", "open_auction"] and {"trade", "roll", "noble"} <= set(seen), seen
    assert refused_pass
    assert ("trade", False, WORDS["trade"].other) in words, "no gentle word after the trade turn was ended"
    assert any(followed for _name, followed, _said in words)
    until_the_learner_decides(manager, board, canvas)
    assert board.progress.step.name == "finish" and session.guide_step == len(guide.STEPS) - 1
    bp.click(manager, board.card_button.rect.center)  # Play on
    assert board.progress.finished and board.card() is None and session.guide_step == len(guide.STEPS)

    while not rules.is_over(session.state):
        assert actions < MAX_ACTIONS, "the game did not end"
        until_the_learner_decides(manager, board, canvas)
        if rules.is_over(session.state):
            break
        made = len(session.log)
        command = bp.choose(session.state, rng)
        if command.kind in ("propose_trade", "accept_trade", "refuse_trade"):
            command = next((c for c in rules.legal_commands(session.state) if c.kind == "end_turn"), command)
        bp.act(manager, board, command, rng)
        assert len(session.log) == made + 1, f"{command!r} was not made: {board.message}"
        bp.frame(manager, canvas, draw=actions % 5 == 0)
        actions += 1
    for _ in range(200):
        bp.frame(manager, canvas, draw=True)
        if manager.top is not board:
            break
    assert isinstance(manager.top, EndScene)
