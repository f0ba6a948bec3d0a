"""The board scene driven by synthetic pygame events: gestures become the right commands, refusals show
the engine's reason and change nothing, undo, computer seats, the log."""
import random
import time
from types import SimpleNamespace

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import Piece
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.board import prompt_model as board_prompt
from colosseum_desktop.scenes.base import SceneManager
from colosseum_desktop.scenes.board.buttons_model import command_label
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.route_table import route_table
from colosseum_desktop.session import Session
from colosseum_desktop.settings import Settings
from colosseum_desktop.sprites import tooltip
from tests.e2e import board_player as bp
from .game_fixtures import seated

NAMES = ("Anke", "Beate", "Christian", "Dirk", "Emma")


def make_board(session, seats=None, **settings):
    manager = SceneManager()
    values = {"computer_delay_ms": 500, "animation_speed": 1.0, "sound_volume": 0.7, "auto_dialogs": False, **settings}
    ctx = SimpleNamespace(manager=manager, settings=Settings(**values), saves_dir=None, quit=lambda: None,
                          routes=route_table())
    board = BoardScene(ctx, seated(ctx, session, seats or ["person"] * len(session.state.players)))
    manager.push(board)
    manager.apply_pending()
    return manager, board


def session_until(predicate, players=4, seed=5, limit=2000):
    session = Session.new(rules.GameOptions(players=players, names=NAMES[:players]), seed)
    bot = RandomBot(seed)
    for _ in range(limit):
        if predicate(session.state):
            return session
        session.submit(bot.choose(session.state))
    raise AssertionError("the state was never reached")


def before_roll(state):
    return state.phase is Phase.PRODUCE and not state.step.rolled


def test_clicking_the_dice_rolls_them_and_logs_the_roll(canvas):
    session = session_until(before_roll)
    manager, board = make_board(session)
    bp.click(manager, layout.DICE_HIT.center)
    assert session.state.step.rolled
    assert session.log[-1].command.kind == "roll_dice"
    assert "rolls" in board.log_panel.lines[-1].text
    manager.draw(canvas)  # the tumbling dice draw


def test_r5_before_the_roll_a_pass_button_skips_the_production_and_rolling_stays_the_expected_choice(canvas):
    session = session_until(before_roll)
    manager, board = make_board(session)
    seat = rules.current_player(session.state)
    roll, pass_ = board.button_for(rules.RollDice(player=seat)), board.button_for(rules.EndTurn(player=seat))
    assert pass_.text == "Pass (no event)" and not pass_.primary and roll.primary
    assert "or pass and stage no event" in board_prompt.prompt_choices(session.state)[0]
    manager.draw(canvas)
    nobles = session.state.nobles
    bp.click(manager, pass_.rect.center)
    assert session.log[-1].command == rules.EndTurn(player=seat)
    assert session.state.nobles == nobles and rules.current_player(session.state) != seat


def test_a_refused_gesture_shows_the_reason_and_changes_nothing(canvas):
    session = session_until(before_roll)
    manager, board = make_board(session)
    state = session.state
    noble = board.layout.noble_centers(state)[0]
    target = layout.square_rect((state.nobles[0].square + 2) % 36).center
    with pytest.raises(rules.IllegalCommand) as refusal:
        rules.find_command(state, "noble:0", f"square:{(state.nobles[0].square + 2) % 36}")
    bp.drag(manager, noble, target)
    assert session.state is state
    assert board.message == str(refusal.value)
    manager.draw(canvas)
    assert board.input.mode == "idle"  # the noble went back


def test_dragging_a_noble_by_the_die_moves_it(canvas):
    def rolled_plain(state):
        return (state.phase is Phase.PRODUCE and state.step.rolled and not any(state.step.used)
                and all(v is not None for v in state.step.values))
    session = session_until(rolled_plain)
    manager, board = make_board(session)
    value = session.state.step.values[0]
    start = session.state.nobles[2].square
    bp.drag(manager, board.layout.noble_centers(session.state)[2], layout.square_rect((start + value) % 36).center)
    assert session.log[-1].command.kind == "move_noble"
    moved = session.state.nobles[2].square
    assert moved == (start + value) % 36 or len(session.state.step.faces) == 2
    assert board.animator.busy  # the noble glides
    manager.draw(canvas)


def test_lit_squares_while_holding_a_noble_are_exactly_the_legal_ones():
    def rolled_plain(state):
        return (state.phase is Phase.PRODUCE and state.step.rolled and not any(state.step.used)
                and all(v is not None for v in state.step.values) and len(state.step.faces) == 1)
    session = session_until(rolled_plain)
    manager, board = make_board(session)
    value = session.state.step.values[0]
    legal = {(session.state.nobles[0].square + value) % 36}
    start = board.layout.noble_centers(session.state)[0]
    bp.mouse(manager, pygame.MOUSEBUTTONDOWN, start)
    bp.mouse(manager, pygame.MOUSEMOTION, (start[0] + 30, start[1] + 30))
    assert board.input.dragging and board.lit_targets == legal  # lit while dragging
    bp.mouse(manager, pygame.MOUSEBUTTONUP, (5, 5))  # dropped nowhere
    assert board.lit_targets == frozenset()
    bp.click(manager, start)
    assert str(board.input.holding) == "noble:0" and board.lit_targets == legal  # and after a click


def test_clicking_a_market_chooses_it_in_the_bid_window_and_bids_nothing():
    """A click meant to look at a market costs nothing: it opens the bid window on that market, and the bid
    is a second, deliberate act there."""
    session = session_until(lambda s: s.phase is Phase.AUCTION and s.step.auction is None
                            and rules.bid_range(s) is not None)
    manager, board = make_board(session)
    before = session.state
    market = [m for m, lot in enumerate(session.state.markets) if lot][-1]
    bp.click(manager, layout.market_rect(market).center)
    manager.apply_pending()
    dialog = manager.top
    assert session.state is before and type(dialog).__name__ == "BidDialog" and dialog.market == market
    opening = next(w for w in dialog.widgets.widgets if w.text == "Open auction")
    bp.click(manager, opening.rect.center)
    opened = next(e for e in session.log[-1].events if e.kind == "auction_opened")
    assert (opened.market, opened.bid) == (market, 8)


def test_clicking_an_empty_market_says_so_and_opens_nothing():
    session = session_until(lambda s: s.phase is Phase.AUCTION and s.step.auction is None
                            and rules.bid_range(s) is not None and not all(s.markets), seed=1)
    manager, board = make_board(session)
    before = session.state
    bp.click(manager, layout.market_rect(session.state.markets.index(())).center)
    manager.apply_pending()
    assert manager.top is board and session.state is before and "empty" in board.message


def test_every_legal_command_has_a_place_on_screen():
    rng = random.Random(3)
    session = Session.new(rules.GameOptions(players=5, names=NAMES), 9)
    manager, board = make_board(session)
    bot = RandomBot(9)
    while not rules.is_over(session.state):
        for command in rules.legal_commands(session.state):
            assert bp.place_of(board, command, rng), command
        session.submit(bot.choose(session.state))
        board.update(0)


def test_buttons_say_what_they_do():
    session = session_until(lambda s: s.phase is Phase.INVEST)
    manager, board = make_board(session)
    labels = [b.text for b in board.buttons]
    assert "End investing" in labels
    assert command_label(session.state, rules.EndTurn(player=0)) == "End investing"


def test_undo_takes_back_a_purchase_but_never_a_dice_roll():
    session = session_until(lambda s: s.phase is Phase.INVEST and s.ticket_supply
                            and s.player(s.step.player).coins >= 10 and s.step.credits)
    manager, board = make_board(session)
    before = session.state
    bp.click(manager, layout.supply_rect("ticket").center)
    assert session.state.player(before.step.player).tickets == before.player(before.step.player).tickets + 1
    bp.key(manager, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state is before
    assert "takes back" in board.log_panel.lines[-1].text

    session = session_until(before_roll)
    manager, board = make_board(session)
    bp.click(manager, layout.DICE_HIT.center)
    rolled = session.state
    bp.key(manager, pygame.K_z, pygame.KMOD_CTRL)
    assert session.state is rolled
    assert board.message and "undo stops at dice" in board.message


def settle(board, moves: int, session) -> None:
    """Let frames pass (1 ms each) until the computer's thinking thread has answered."""
    deadline = time.monotonic() + 5
    while len(session.log) < moves and time.monotonic() < deadline:
        board.update(1)
        time.sleep(0.001)


def test_a_computer_seat_plays_at_its_pace_and_space_hurries_it():
    session = Session.new(rules.GameOptions(players=3, names=NAMES[:3]), 4)
    manager, board = make_board(session, seats=["random"] * 3, computer_delay_ms=500)
    board.update(100)
    time.sleep(0.05)  # time enough to think, but the pace holds the move back
    board.update(100)
    assert not session.log
    board.update(300)
    settle(board, 1, session)
    assert len(session.log) == 1
    bp.key(manager, pygame.K_SPACE)
    settle(board, 2, session)
    assert len(session.log) == 2
    movers = {entry.command.player for entry in session.log}
    assert movers <= {line.seat for line in board.log_panel.lines}  # each computer move is in the log


def test_a_person_cannot_move_for_a_computer(canvas):
    session = session_until(before_roll, players=3)
    seats = ["random"] * 3
    manager, board = make_board(session, seats=seats)
    state = session.state
    bp.click(manager, layout.DICE_HIT.center)
    assert session.state is state and "computer" in board.message


def test_the_log_scrolls_back_and_follows_again():
    session = session_until(lambda s: s.round == 2)
    manager, board = make_board(session)
    panel = board.log_panel
    bp.mouse(manager, pygame.MOUSEMOTION, panel.rect.center)
    manager.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": 2}))
    assert panel.scroll == 6 and panel.shown()[-1] is panel.lines[-7]
    manager.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, {"x": 0, "y": -5}))
    assert panel.scroll == 0


@pytest.mark.parametrize("players", [3, 5])
def test_every_piece_has_a_tooltip(players):
    state = session_until(lambda s: s.round == 2, players=players).state
    board = layout.BoardLayout(players)
    for piece, _ in board.fixed_places:
        assert tooltip.describe(state, piece, 0), piece
    for noble in range(6):
        assert "spectators" in " ".join(tooltip.describe(state, Piece.parse(f"noble:{noble}")))
    assert tooltip.describe(state, Piece.parse("token:lion"), 1)[0].startswith("Lion: Beate holds")
    held = state.player(2).programs[0]
    assert f"{NAMES[2]}'s program" in tooltip.describe(state, Piece.parse(f"held_program:2:{held}"))[-1]


def test_drawing_a_whole_game_never_fails(canvas):
    session = Session.new(rules.GameOptions(players=5, names=NAMES), 11)
    manager, board = make_board(session)
    bot = RandomBot(11)
    count = 0
    while not rules.is_over(session.state):
        session.submit(bot.choose(session.state))
        board.update(16)
        count += 1
        if count % 7 == 0:
            board.hover_pos = (count * 37 % 1600, count * 53 % 900)
            manager.draw(canvas)


def test_anyone_may_take_coins_for_a_medal_at_any_time():
    session = session_until(lambda s: s.round == 2 and s.phase is Phase.TRADE)
    owner = (rules.current_player(session.state) + 1) % 4
    state = session.state  # the owner gains a medal from the supply, as a die move onto a rest square would
    players = list(state.players)
    players[owner] = players[owner].model_copy(update={"medals": players[owner].medals + 1})
    session.state = state = state.model_copy(update={"players": tuple(players),
                                                     "medal_supply": state.medal_supply - 1})
    manager, board = make_board(session)
    bp.click(manager, board.layout.panel_stat_rect(owner, "medals").center)
    after = session.state.player(owner)
    assert (after.medals, after.coins) == (state.player(owner).medals - 1, state.player(owner).coins + 6)
    assert rules.current_player(session.state) == rules.current_player(state)  # nobody's turn changed


def test_the_answer_to_a_roll_waits_until_the_dice_settle():
    def one_three_rolled(state):
        return state.phase is Phase.PRODUCE and state.step.rolled and None in state.step.values
    session = session_until(one_three_rolled, seed=2)
    session.state = session.log.pop().state_before  # just before that roll: the board rolls it (the same) again
    manager, board = make_board(session)
    bp.click(manager, layout.DICE_HIT.center)
    assert board.animator.rolling() is not None
    count = board.button_for(rules.ChooseDieValue(player=rules.current_player(session.state), die=0, value=2))
    bp.click(manager, count.rect.center)
    assert session.log[-1].command.kind == "roll_dice"  # the face is not answered before it is seen
    board.update(2000)  # the tumble is over
    bp.click(manager, count.rect.center)
    assert session.log[-1].command.kind == "choose_die_value"


def test_the_buttons_answer_the_keyboard():
    session = session_until(lambda s: s.phase is Phase.INVEST)
    manager, board = make_board(session)
    seat = rules.current_player(session.state)
    end = board.button_for(rules.EndTurn(player=seat))
    for _ in range(len(board.buttons)):
        bp.key(manager, pygame.K_TAB)
        if board.focus.focus is end:
            break
    assert board.focus.focus is end
    bp.key(manager, pygame.K_RETURN)
    assert session.log[-1].command == rules.EndTurn(player=seat)


def test_the_banner_buttons_undo_and_open_the_menu(canvas):
    session = session_until(lambda s: s.phase is Phase.INVEST and s.step.credits and s.step.player == 1
                            and s.ticket_supply and s.player(1).coins >= 12)
    manager, board = make_board(session)
    before = session.state
    manager.draw(canvas)
    assert not board.banner_buttons["undo"].enabled  # nothing done yet this turn: nothing to take back
    bp.click(manager, layout.supply_rect("ticket").center)
    assert session.state is not before and board.can_undo()
    manager.draw(canvas)
    assert board.banner_buttons["undo"].enabled
    bp.click(manager, layout.banner_button_rect("undo").center)
    assert session.state is before
    bp.click(manager, layout.banner_button_rect("menu").center)
    manager.apply_pending()
    assert type(manager.top).__name__ == "PauseScene"


def expansion_for_sale():
    """A game where the investing player can afford an arena expansion and has built none yet."""
    return session_until(lambda s: s.phase is Phase.INVEST and s.step.credits
                         and s.player(s.step.player).coins >= 10 and s.player(s.step.player).expansions == 0)


def test_the_expansion_piece_is_dragged_to_an_end_of_the_arena():
    from colosseum_desktop.rules.invest import expansion_square
    session = expansion_for_sale()
    manager, board = make_board(session)
    seat = rules.current_player(session.state)
    ends = {expansion_square(session.state, seat, c.clockwise) for c in rules.legal_commands(session.state)
            if c.kind == "expand_arena"}
    assert board.expansion_offered()
    bp.mouse(manager, pygame.MOUSEBUTTONDOWN, layout.EXPANSION_HOME.center)
    bp.mouse(manager, pygame.MOUSEMOTION, (400, 600))
    assert board.lit_targets == ends
    square = min(ends)
    bp.mouse(manager, pygame.MOUSEBUTTONUP, layout.square_rect(square).center)
    assert square in session.state.player(seat).arena
