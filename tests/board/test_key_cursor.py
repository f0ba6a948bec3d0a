"""The ring played by keys, as values (R8: a noble moves along the ring to a lit square)."""
from colosseum_desktop import rules
from colosseum_desktop.scenes.board.key_cursor_model import (first_cursor, movable_pieces, next_cursor, ring_offset,
                                                             targets_in_order)
from colosseum_desktop.rules.pieces import noble
from colosseum_desktop.session import Session
from colosseum_desktop.simulate import let_computers_play


def after_the_dice(seed=5):
    session = Session.new(rules.GameOptions(players=4), seed)
    let_computers_play(session, ("random",) * 4, until=lambda s: s.phase is rules.Phase.PRODUCE and s.step.rolled
                       and any(rules.targets(s, noble(n)) for n in range(len(s.nobles))))
    return session.state


def test_r8_only_nobles_with_a_lit_square_are_picked_and_in_ring_order():
    state = after_the_dice()
    pieces = movable_pieces(state, expansion=False)
    assert pieces and all(rules.targets(state, piece) for piece in pieces)
    squares = [state.nobles[piece.number].square for piece in pieces]
    assert squares == sorted(squares)


def test_r8_the_cursor_starts_ahead_of_the_noble_and_walks_round_the_ends():
    state = after_the_dice()
    held = movable_pieces(state, expansion=False)[0]
    lit = rules.targets(state, held)
    order = targets_in_order(state, held, lit)
    assert [ring_offset(state, held, n) for n in order] == sorted(ring_offset(state, held, n) for n in order)
    start = first_cursor(state, held, lit)
    assert ring_offset(state, held, start) > 0 or all(ring_offset(state, held, n) <= 0 for n in order)
    assert next_cursor(order, order[-1], 1) == order[0] and next_cursor(order, order[0], -1) == order[-1]
    assert next_cursor(order, None, 1) == order[0] and next_cursor(order, None, -1) == order[-1]
