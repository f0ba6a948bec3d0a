"""The board's pointer state machine, without pygame: presses, moves and releases -> gestures."""
from colosseum_desktop.scenes.board.input_model import BoardInput, Drag
from colosseum_desktop.scenes.board.input_model import Gesture as _Gesture
from colosseum_desktop.rules import Piece

PIECES = {(10, 10): "noble:1", (100, 100): "square:5", (200, 200): "market:2", (300, 300): "noble:2"}
SQUARES = {(100, 100): "square:5", (300, 300): "square:9"}


def Gesture(source: str, target: str | None = None) -> _Gesture:  # noqa: N802 - reads as the gesture it makes
    return _Gesture(Piece.parse(source), Piece.of(target))


def machine(lit=()):
    return BoardInput(lambda pos: Piece.of(PIECES.get(pos)), lambda pos: Piece.of(SQUARES.get(pos)),
                      lambda source, target: str(target) in lit)


def test_a_click_on_a_piece_that_needs_no_target_is_a_gesture():
    m = machine()
    assert m.press((200, 200)) is None
    assert m.release((200, 200)) == Gesture("market:2")
    assert m.mode == "idle"


def test_a_press_released_elsewhere_is_no_click():
    m = machine()
    m.press((200, 200))
    assert m.release((100, 100)) is None


def test_dragging_a_noble_onto_a_square_gives_source_and_target():
    m = machine()
    m.press((10, 10))
    m.move((50, 50))
    assert m.dragging and str(m.holding) == "noble:1"
    assert m.release((100, 100)) == Gesture("noble:1", "square:5")
    assert m.holding is None


def test_a_noble_dropped_nowhere_goes_back():
    m = machine()
    m.press((10, 10))
    m.move((60, 10))
    assert m.release((60, 10)) is None
    assert m.mode == "idle"


def test_click_noble_then_click_square():
    m = machine()
    m.press((10, 10))
    assert m.release((11, 11)) is None  # a small wobble is still a click
    assert m.mode == "selected" and str(m.holding) == "noble:1"
    assert m.press((100, 100)) == Gesture("noble:1", "square:5")


def test_clicking_the_held_noble_again_puts_it_down():
    m = machine()
    m.press((10, 10)); m.release((10, 10))
    assert m.press((10, 10)) is None
    assert m.mode == "idle"


def test_clicking_another_noble_while_holding_one_picks_that_one_up():
    m = machine()
    m.press((10, 10)); m.release((10, 10))
    m.press((300, 300)); m.release((300, 300))
    assert str(m.holding) == "noble:2"


def test_a_lit_square_under_another_noble_is_still_a_destination():
    m = machine(lit={"square:9"})
    m.press((10, 10)); m.release((10, 10))
    assert m.press((300, 300)) == Gesture("noble:1", "square:9")


def test_a_piece_picked_by_the_keyboard_is_held_as_after_a_click():
    m = machine()
    m.pick(Piece.parse("noble:2"))
    assert m.mode == "selected" and str(m.holding) == "noble:2" and not m.dragging
    assert m.press((100, 100)) == Gesture("noble:2", "square:5")  # the mouse can still put it down
    m.pick(Piece.parse("noble:1"))
    m.cancel()
    assert m.holding is None


def test_one_threshold_tells_a_click_from_a_drag_for_the_board_and_the_dialogs():
    press = Drag("lion", (100, 100), (104, 104))  # 5.7 pixels: still a click
    assert not press.moved
    press.pos = (105, 104)
    assert press.moved
    m = machine()
    m.press((10, 10))
    m.move((14, 14))
    assert m.mode == "pressed" and not m.drag.moved
    m.move((15, 14))
    assert m.mode == "dragging" and m.drag.moved


def dialog_machine(choice=("token:joker",)):
    """The machine as a dialog sets it up: every token can be dragged; a click holds only a token with a
    choice of places, and places any other at once."""
    tokens = {(10, 10): "token:horse", (20, 20): "token:joker"}
    slots = {(100, 100): "slot:0", (300, 300): "slot:1"}
    return BoardInput(lambda pos: Piece.of(tokens.get(pos)), lambda pos: Piece.of(slots.get(pos)),
                      moves=lambda piece: piece.kind == "token", held_by_click=lambda piece: str(piece) in choice)


def test_a_dialog_token_with_one_place_to_go_is_placed_by_a_click_and_can_be_dragged():
    m = dialog_machine()
    m.press((10, 10))
    assert m.release((10, 10)) == Gesture("token:horse")  # a click: the dialog puts it in its one place
    assert m.holding is None and m.mode == "idle"
    m.press((10, 10))
    m.move((60, 60))
    assert m.dragging and str(m.holding) == "token:horse"
    assert m.release((100, 100)) == Gesture("token:horse", "slot:0")


def test_a_dialog_token_with_a_choice_is_held_by_a_click_until_its_place_is_clicked():
    m = dialog_machine()
    m.press((20, 20))
    assert m.release((20, 20)) is None
    assert m.mode == "selected" and str(m.holding) == "token:joker" and not m.dragging
    assert m.press((300, 300)) == Gesture("token:joker", "slot:1")
    assert m.holding is None
    m.press((20, 20)); m.release((20, 20))
    m.press((20, 20))  # a second click on the held token puts it down
    assert m.holding is None and m.mode == "idle"


def test_the_board_machine_is_unchanged_by_the_dialog_options():
    """Without them a piece moves and is held by a click exactly when `Piece.moves` says so."""
    m = machine()
    m.press((200, 200))
    assert m.release((200, 200)) == Gesture("market:2")
    m.press((10, 10))
    assert m.release((10, 10)) is None and m.mode == "selected"
