"""Motion that explains: won tokens fly to the winner's panel, coins to where they were paid, a record climbs."""
import pygame
import pytest

from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.board.layout_model import BoardLayout
from colosseum_desktop.sprites import motion
from tests.scenes.game_fixtures import finished_session


@pytest.fixture(scope="module")
def played():
    return finished_session(players=4, seed=5)


def first(session, kind, test=lambda event: True):
    for index, entry in enumerate(session.log):
        for event in entry.events:
            if event.kind == kind and test(event):
                return entry, event
    raise AssertionError(f"no {kind} in the game")


def test_won_tokens_fly_from_the_market_to_the_winners_panel_and_the_price_to_the_market(played):
    entry, won = first(played, "auction_won")
    board = BoardLayout(4)
    flight = motion.motion_for(won, board, entry.state_before, played.state, speed=1.0)
    coins, *flying = flight.pieces
    assert coins.kind == "coins" and coins.what == f"−{won.price}"
    assert coins.start == board.panel_stat_rect(won.player, "coins").center
    assert coins.end == layout.market_rect(won.market).center
    assert [p.what for p in flying] == [str(t) for t in won.tokens]
    for i, (piece, token) in enumerate(zip(flying, won.tokens)):
        assert piece.start == layout.market_token_center(won.market, i)
        assert piece.end == board.panel_token_center(won.player, token)
    assert [p.delay for p in flying] == sorted(p.delay for p in flying)  # one after another


def test_a_piece_leaves_its_start_arcs_and_is_gone_once_it_lands(played):
    entry, won = first(played, "auction_won")
    flight = motion.motion_for(won, BoardLayout(4), entry.state_before, played.state, speed=1.0)
    piece = flight.pieces[0]
    assert flight.position(piece) == pytest.approx(piece.start)
    flight.elapsed = flight.leg_ms / 2
    x, y = flight.position(piece)
    mid = ((piece.start[0] + piece.end[0]) / 2, (piece.start[1] + piece.end[1]) / 2)
    assert x == pytest.approx(mid[0]) and y < mid[1]  # half way across, lifted above the straight line
    flight.finish()
    assert all(flight.position(p) is None for p in flight.pieces)


def test_the_animation_speed_setting_times_the_flight_and_off_means_none(played):
    entry, won = first(played, "auction_won")
    normal = motion.motion_for(won, BoardLayout(4), entry.state_before, played.state, speed=1.0)
    fast = motion.motion_for(won, BoardLayout(4), entry.state_before, played.state, speed=2.0)
    assert fast.duration == pytest.approx(normal.duration / 2)
    assert motion.motion_for(won, BoardLayout(4), entry.state_before, played.state, speed=0.0) is None


def test_paid_coins_go_onto_what_was_bought(played):
    entry, bought = first(played, "invested", lambda e: e.what == "program" and e.coins > 0)
    flight = motion.motion_for(bought, BoardLayout(4), entry.state_before, played.state, speed=1.0)
    (coins,) = flight.pieces
    assert coins.end == layout.program_rect(bought.program).center and coins.what == f"−{bought.coins}"


def test_a_new_record_climbs_the_track_from_the_old_record_to_the_new(played):
    entry, produced = first(played, "produced", lambda e: e.new_record and e.attendance.total > 0)
    flight = motion.motion_for(produced, BoardLayout(4), entry.state_before, played.state, speed=1.0)
    (climb,) = flight.pieces
    top = layout.score_scale(max(p.record for p in played.state.players))
    assert climb.start[0] == layout.score_x(entry.state_before.player(produced.player).record, top)
    assert climb.end[0] == layout.score_x(produced.attendance.total, top)
    flight.elapsed = flight.leg_ms / 2
    assert flight.position(climb)[1] == climb.start[1]  # along the track, not hopping over it


def test_a_flight_paints_only_where_it_says(canvas, played):
    entry, won = first(played, "auction_won")
    flight = motion.motion_for(won, BoardLayout(4), entry.state_before, played.state, speed=1.0)
    flight.elapsed = flight.duration / 3
    canvas.fill((1, 2, 3))
    painted = motion.draw_flying(canvas, flight.in_air())
    assert painted
    for rect in painted:
        canvas.fill((1, 2, 3), rect)
    blank = pygame.Surface(canvas.get_size(), 0, canvas)
    blank.fill((1, 2, 3))
    assert pygame.image.tobytes(canvas, "RGB") == pygame.image.tobytes(blank, "RGB")


def test_the_board_flies_a_won_lot_and_space_skips_it(canvas):
    from colosseum_desktop import rules
    from tests.scenes.test_board import make_board, session_until

    session = session_until(lambda s: s.phase is rules.Phase.AUCTION and s.step.auction is not None, players=4)
    _, board = make_board(session)
    while not any(e.kind == "auction_won" for e in session.log[-1].events):  # everybody passes: the lot is won
        legal = rules.legal_commands(session.state)
        session.submit(next((c for c in legal if c.kind == "pass_bid"), legal[0]))
    board.update(0)
    flights = [a for a in board.animator.queue if isinstance(a, motion.Flight)]
    assert flights and any(p.kind == "token" for p in flights[0].pieces)
    board.hurry()
    assert not board.animator.busy
