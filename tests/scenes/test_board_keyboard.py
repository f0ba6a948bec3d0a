"""Nobles (and the expansion piece) moved with the keyboard alone: N / Shift+N pick a piece up and light its
squares as a click does, Left/Right move the key cursor among them, Enter drops it through the same path as
the mouse, Esc puts it back; the keys the board already had keep their meaning."""
import pygame

from colosseum_desktop import rules
from colosseum_desktop.rules.invest import expansion_square
from colosseum_desktop.rules.state import PHASE_TITLES, Phase
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.board.prompt_model import prompt_choices
from colosseum_desktop.scenes.rules_reference.summary import RULES_SUMMARY
from colosseum_desktop.sprites import theme
from tests.e2e import board_player as bp
from tests.rules.helpers import game, produce, with_player

from .test_board import before_roll, expansion_for_sale, make_board, session_until

RING = rules.game_data().ring_squares


def one_die_rolled(state):
    return (state.phase is Phase.PRODUCE and state.step.rolled and not any(state.step.used)
            and None not in state.step.values and len(state.step.faces) == 1)


def medal_moves(state, medals=1):
    return (state.phase is Phase.PRODUCE and state.step.dice_done
            and state.player(state.step.player).medals >= medals)


def test_n_picks_up_a_noble_and_lights_exactly_what_a_click_lights():
    session = session_until(one_die_rolled)
    manager, board = make_board(session)
    bp.key(manager, pygame.K_n)
    held = board.input.holding
    assert held is not None and held.kind == "noble"
    by_key = board.lit_targets
    assert by_key and by_key == rules.targets(session.state, held)
    assert board.key_cursor in by_key
    bp.key(manager, pygame.K_ESCAPE)  # put back: nothing held, nothing lit, no cursor
    assert (board.input.holding, board.lit_targets, board.key_cursor) == (None, frozenset(), None)
    assert manager.top is board  # the first Esc puts the noble back, it does not open the menu
    bp.click(manager, board.layout.noble_centers(session.state)[held.number])
    assert board.input.holding == held and board.lit_targets == by_key


def test_n_and_shift_n_walk_the_movable_nobles_around_the_ring():
    session = session_until(one_die_rolled)
    manager, board = make_board(session)
    pieces = board.movable_pieces()
    assert len(pieces) >= 2
    squares = [session.state.nobles[p.number].square for p in pieces]
    assert squares == sorted(squares)
    picked = []
    for _ in range(len(pieces) + 1):
        bp.key(manager, pygame.K_n)
        picked.append(board.input.holding)
    assert picked == pieces + pieces[:1]  # and round again
    bp.key(manager, pygame.K_n, pygame.KMOD_SHIFT)
    assert board.input.holding == pieces[-1]
    bp.key(manager, pygame.K_UP)
    assert board.input.holding == pieces[-2]
    bp.key(manager, pygame.K_DOWN)
    assert board.input.holding == pieces[-1]


def test_enter_drops_the_noble_on_the_key_cursor():
    session = session_until(one_die_rolled)
    manager, board = make_board(session)
    value = session.state.step.values[0]
    bp.key(manager, pygame.K_n)
    noble = board.input.holding.number
    target = (session.state.nobles[noble].square + value) % RING
    assert board.key_cursor == target  # one die: the only lit square
    bp.key(manager, pygame.K_RIGHT)
    assert board.key_cursor == target
    bp.key(manager, pygame.K_RETURN)
    assert session.log[-1].command.kind == "move_noble" and session.log[-1].command.noble == noble
    assert session.state.nobles[noble].square == target
    assert (board.input.holding, board.key_cursor) == (None, None)


def test_medal_moves_by_keyboard_go_forward_and_back_along_the_ring():
    session = session_until(medal_moves, seed=3)
    manager, board = make_board(session)
    seat = rules.current_player(session.state)
    bp.key(manager, pygame.K_n)
    noble = board.input.holding.number
    start = session.state.nobles[noble].square

    def offset(square):
        return (square - start + RING // 2) % RING - RING // 2
    lit = sorted(board.lit_targets, key=offset)
    assert {offset(s) for s in lit} <= {-3, -2, -1, 1, 2, 3}
    assert board.key_cursor == next(s for s in lit if offset(s) > 0)  # the first square forward
    for _ in range(len(lit)):  # Left goes back along the ring until it wraps to the farthest forward
        before = board.key_cursor
        bp.key(manager, pygame.K_LEFT)
        assert board.key_cursor == lit[(lit.index(before) - 1) % len(lit)]
    bp.key(manager, pygame.K_LEFT)
    square = board.key_cursor
    bp.key(manager, pygame.K_RETURN)
    command = session.log[-1].command
    assert command == rules.MedalMoveNoble(player=seat, noble=noble, steps=offset(square))


def test_a_refused_drop_shows_the_engines_reason_and_changes_nothing():
    session = session_until(one_die_rolled)
    manager, board = make_board(session)
    state = session.state
    bp.key(manager, pygame.K_n)
    held = board.input.holding
    unlit = next(s for s in range(RING) if s not in board.lit_targets)
    board.key_cursor = unlit  # as if the game had changed under the cursor
    try:
        rules.find_command(state, held, f"square:{unlit}")
        reason = None
    except rules.IllegalCommand as refusal:
        reason = str(refusal)
    bp.key(manager, pygame.K_RETURN)
    assert session.state is state and board.message == reason
    assert board.input.holding is None


def test_with_nothing_to_move_n_says_so_and_the_other_keys_keep_working():
    session = session_until(before_roll)
    manager, board = make_board(session)
    moves = len(session.log)
    bp.key(manager, pygame.K_n)
    assert board.input.holding is None and board.message == "No noble or expansion piece can move now"
    bp.key(manager, pygame.K_LEFT)  # nothing held: the arrows do nothing
    assert board.key_cursor is None and len(session.log) == moves

    def one_three(state):
        return (state.phase is Phase.PRODUCE and state.step.rolled and None in state.step.values
                and len(state.step.faces) == 1)
    session = session_until(one_three, seed=2)
    manager, board = make_board(session)
    bp.key(manager, pygame.K_2)  # the digit keys still count the 1-3 die
    assert session.log[-1].command.kind == "choose_die_value" and session.state.step.values == (2,)


def tab_to(manager, board, button) -> None:
    for _ in range(len(board.buttons)):
        if board.focus.focus is button:
            return
        bp.key(manager, pygame.K_TAB)
    assert board.focus.focus is button


def test_enter_presses_the_focused_button_unless_a_noble_is_held():
    session = session_until(medal_moves, seed=3)
    manager, board = make_board(session)
    seat = rules.current_player(session.state)
    tab_to(manager, board, board.button_for(rules.EndTurn(player=seat)))
    bp.key(manager, pygame.K_n)
    bp.key(manager, pygame.K_RETURN)
    assert session.log[-1].command.kind == "medal_move_noble"  # the noble went down, the turn goes on
    tab_to(manager, board, board.button_for(rules.EndTurn(player=seat)))
    bp.key(manager, pygame.K_RETURN)
    assert session.log[-1].command == rules.EndTurn(player=seat)


def test_space_ctrl_z_and_p_still_answer_while_a_noble_is_held():
    session = session_until(medal_moves, seed=3)
    state = session.state  # one more medal, from the supply, so that two medal moves can be made
    seat = state.step.player
    session.state = with_player(state, seat, medals=state.player(seat).medals + 1).model_copy(
        update={"medal_supply": state.medal_supply - 1})
    manager, board = make_board(session)
    before = session.state
    bp.key(manager, pygame.K_n)
    bp.key(manager, pygame.K_RETURN)
    moved = session.state
    assert moved is not before
    bp.key(manager, pygame.K_n)
    bp.key(manager, pygame.K_SPACE)  # hurry: no button has the focus
    assert board.input.holding is not None and session.state is moved
    bp.key(manager, pygame.K_z, pygame.KMOD_CTRL)  # undo the medal move; the held noble goes back
    assert session.state is before
    assert board.input.holding is None and board.key_cursor is None
    bp.key(manager, pygame.K_p)
    manager.apply_pending()
    assert type(manager.top).__name__ == "ProgramBrowser"


def test_the_expansion_piece_by_keyboard_and_by_button():
    session = expansion_for_sale()
    manager, board = make_board(session)
    seat = rules.current_player(session.state)
    expansions = [c for c in rules.legal_commands(session.state) if c.kind == "expand_arena"]
    assert all(board.button_for(command) for command in expansions)  # Tab and Enter reach them too
    bp.key(manager, pygame.K_n)
    ends = {expansion_square(session.state, seat, c.clockwise) for c in expansions}
    assert str(board.input.holding) == "expansion" and board.lit_targets == ends
    bp.key(manager, pygame.K_RIGHT)
    square = board.key_cursor
    bp.key(manager, pygame.K_RETURN)
    assert square in session.state.player(seat).arena
    assert session.log[-1].command.kind == "expand_arena"


def test_the_keys_are_told_in_the_banner_and_the_rules():
    state = session_until(one_die_rolled).state
    assert "N ←/→ Enter" in prompt_choices(state, person=True)[0]
    assert "Enter" not in prompt_choices(state, person=False)[0]  # a computer's line has no how-to
    state = session_until(medal_moves, seed=3).state
    assert "(N)" in prompt_choices(state)[0] and "(N)" not in prompt_choices(state, person=False)[0]
    for words in ("N (or Down) picks up a noble", "Left and Right choose a lit square", "Enter puts the piece"):
        assert words in RULES_SUMMARY
    assert layout.banner_button_rect("undo")  # the banner keeps its buttons for the mouse


def test_the_banner_prompts_with_keys_fit_the_banner(canvas):
    def room(state):  # as sprites/banner.py lays the banner out
        left = theme.font(20, True).size(f"Round {state.round}  ·  {PHASE_TITLES[state.phase]}")[0]
        return layout.banner_button_rect("undo").x - (14 + left + 24 + 36) - 12
    names = ("Christian", "Emma", "Maximilian")
    two_dice = produce(game(players=3, names=names), seat=0, faces=(2, 3))
    after_dice = two_dice.model_copy(update={"step": two_dice.step.model_copy(update={"used": (True, True)})})
    after_dice = with_player(after_dice, 0, medals=1)
    for state in (two_dice, after_dice):
        line = prompt_choices(state)[0]
        assert "N" in line and theme.font(26, True).size(line)[0] <= room(state), line
    assert prompt_choices(with_player(after_dice, 0, medals=0))[0] == "Christian: stage an event or end the turn"
    before_the_roll = produce(game(players=3, names=names), seat=2)  # R5: rolling or passing, the longest name
    line = prompt_choices(before_the_roll)[0]
    assert line == "Maximilian: roll the dice, or pass and stage no event (click the dice)"
    assert theme.font(26, True).size(line)[0] <= room(before_the_roll), line
    assert prompt_choices(before_the_roll, person=False)[0] == ("Maximilian (computer): roll the dice, or pass and "
                                                                "stage no event")


def test_random_keys_through_a_whole_game_only_ever_make_legal_moves(canvas):
    import random

    from colosseum_desktop.bots.random_bot import RandomBot
    from colosseum_desktop.rules.invariants import violations
    from colosseum_desktop.session import Session

    from .test_board import NAMES
    keys = [(pygame.K_n, 0), (pygame.K_n, pygame.KMOD_SHIFT), (pygame.K_UP, 0), (pygame.K_DOWN, 0),
            (pygame.K_LEFT, 0), (pygame.K_RIGHT, 0), (pygame.K_RETURN, 0), (pygame.K_RETURN, 0),
            (pygame.K_ESCAPE, 0), (pygame.K_TAB, 0)]
    # a seed whose game gives the keys medal moves too (31 did until the rules 3 clean-up changed its course)
    session = Session.new(rules.GameOptions(players=3, names=NAMES[:3]), 40)
    manager, board = make_board(session, animation_speed=0)
    rng, bot = random.Random(40), RandomBot(40)
    by_keys = []  # the commands the keys made
    while not rules.is_over(session.state):
        before = len(session.log)
        for _ in range(6):
            bp.key(manager, *rng.choice(keys))
            manager.apply_pending()
            while manager.top is not board:  # Esc opened the menu: back to the board
                manager.pop()
                manager.apply_pending()
        if len(session.log) == before:
            session.submit(bot.choose(session.state))
            board.update(16)
        else:
            by_keys += [entry.command.kind for entry in session.log[before:]]
        assert board.key_cursor is None or board.key_cursor in board.lit_targets
    assert len(by_keys) > 20 and "move_noble" in by_keys and "medal_move_noble" in by_keys
    state = rules.new_game(session.options, session.seed)
    for entry in session.log:
        state, _ = rules.apply(state, entry.command)
        assert not violations(state)
    assert state == session.state
