"""Form controls: mouse, keyboard focus, typing."""
import pygame

from colosseum_desktop.scenes.text_fields import NumberField, TextField
from colosseum_desktop.scenes.board.buttons import fitting_size
from colosseum_desktop.scenes.widgets import BUTTON_PADDING, Button, Choice, WidgetGroup, share_label_size
from colosseum_desktop.sprites import theme

from .ui_events import click, key, typed


def feed(group, *events):
    return [group.handle_event(e) for e in events]


def test_button_clicks_on_release_inside_only(canvas):
    clicks = []
    button = Button((10, 10, 100, 40), "Go", lambda: clicks.append(1))
    group = WidgetGroup([button])
    feed(group, *click((50, 30)))
    assert clicks == [1]
    # Pressed inside, released outside: a change of mind, not a click.
    feed(group, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(50, 30), button=1),
         pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(300, 300), button=1))
    assert clicks == [1]
    button.enabled = False
    feed(group, *click((50, 30)))
    assert clicks == [1]


def test_tab_moves_focus_and_enter_or_space_activates(canvas):
    clicks = []
    first = Button((0, 0, 50, 20), "A", lambda: clicks.append("a"))
    second = Button((0, 40, 50, 20), "B", lambda: clicks.append("b"))
    group = WidgetGroup([first, second])
    feed(group, key(pygame.K_TAB), key(pygame.K_RETURN))
    assert clicks == ["a"]
    feed(group, key(pygame.K_TAB), key(pygame.K_SPACE))
    assert clicks == ["a", "b"]
    feed(group, key(pygame.K_TAB, pygame.KMOD_SHIFT), key(pygame.K_SPACE))
    assert clicks == ["a", "b", "a"]


def test_text_field_types_edits_and_respects_its_length(canvas):
    field = TextField((0, 0, 200, 40), "Ro", max_length=6)
    group = WidgetGroup([field])
    feed(group, *click((10, 10)), typed("ma"), typed("nus!!"))
    assert field.text == "Romanu"
    feed(group, key(pygame.K_BACKSPACE), key(pygame.K_HOME), key(pygame.K_DELETE))
    assert field.text == "oman"
    field.draw(canvas)


def test_text_field_ignores_typing_without_focus(canvas):
    field = TextField((0, 0, 200, 40), "x")
    group = WidgetGroup([field])
    feed(group, typed("abc"))
    assert field.text == "x"


def test_number_field_takes_digits_and_steps_with_arrows(canvas):
    field = NumberField((0, 0, 100, 40), minimum=0, maximum=99)
    group = WidgetGroup([field])
    group.set_focus(field)
    feed(group, typed("4a2"))
    assert field.value == 42
    feed(group, key(pygame.K_UP), key(pygame.K_UP))
    assert field.value == 44
    field.set_value(500)
    assert field.value == 99


def test_choice(canvas):
    choice = Choice((0, 100, 200, 40), ["a", "b", "c"])
    group = WidgetGroup([choice])
    feed(group, *click((150, 120)))  # right half: next
    assert choice.value == "b"
    feed(group, *click((20, 120)))   # left half: previous
    assert choice.value == "a"
    feed(group, key(pygame.K_LEFT))  # focused by the click; wraps round
    assert choice.value == "c"


def test_a_scale_stops_at_its_ends_with_the_arrow_there_greyed(canvas):
    """Issue 20: left from 'Slow' went round to 'Fast'."""
    pace = Choice((0, 100, 200, 40), ["Slow", "Normal", "Fast"], 0, scale=True)
    group = WidgetGroup([pace])
    feed(group, *click((20, 120)))  # the left half, at the first option: stays
    assert pace.value == "Slow" and pace.look().at_first and not pace.look().at_last
    feed(group, key(pygame.K_RIGHT), key(pygame.K_RIGHT), key(pygame.K_RIGHT))
    assert pace.value == "Fast" and pace.look().at_last and not pace.look().at_first


def test_mouse_motion_redraws_only_when_the_hovered_control_changes(canvas):
    from colosseum_desktop.scenes.widget_scene import WidgetScene

    scene = WidgetScene()
    scene.widgets.add(Button((100, 100, 100, 40), "Go", lambda: None))
    scene.mark_drawn()

    def move(pos):
        scene.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0)))

    move((10, 10))
    assert not scene.wants_redraw()
    move((150, 120))
    assert scene.wants_redraw()
    scene.mark_drawn()
    move((151, 121))
    assert not scene.wants_redraw()


def test_a_long_button_label_shrinks_to_stay_inside_the_button(canvas):
    # The invest dialog's "Buy program 11 for 13 coins (Enter)" spilled over both sides of its button.
    button = Button((0, 0, 340, 52), "Buy program 11 for 13 coins (Enter)", lambda: None, primary=True,
                    text_size=22)
    size, lines = button.fitted_label()
    assert lines == [button.text] and size < 22
    assert theme.font(size, bold=True).size(button.text)[0] <= button.rect.w - 2 * BUTTON_PADDING
    short = Button((0, 0, 340, 52), "Bid", lambda: None, text_size=22)
    assert short.fitted_label() == (22, ["Bid"])
    tiny = Button((0, 0, 60, 30), "A label far too long for any size", lambda: None)
    size, lines = tiny.fitted_label()
    assert lines[-1].endswith("\u2026") and all(theme.font(size).size(line)[0] <= 60 - 2 * BUTTON_PADDING
                                                  for line in lines)
    button.draw(canvas)


def test_a_button_may_ask_a_sentence_to_take_two_lines_before_it_shrinks_below_a_larger_size(canvas):
    # The title's "Apprendre à jouer" was 18 points on one line: 11.5 px in a 1024x768 window.
    rect = (0, 0, 164, 62)
    shrunk = Button(rect, "Apprendre à jouer", lambda: None)
    size, lines = shrunk.fitted_label()
    assert len(lines) == 1 and size < theme.SMALL_WINDOW_BODY_SIZE
    title = Button(rect, "Apprendre à jouer", lambda: None, sentence_size=theme.SMALL_WINDOW_BODY_SIZE)
    size, lines = title.fitted_label()
    assert lines == ["Apprendre à", "jouer"] and size >= theme.SMALL_WINDOW_BODY_SIZE
    assert all(theme.font(size).size(line)[0] <= 164 - 2 * BUTTON_PADDING for line in lines)
    assert Button(rect, "Load", lambda: None, sentence_size=22).fitted_label() == (28, ["Load"])


def test_a_label_too_long_for_one_line_takes_two_before_it_is_cut(canvas):
    # "Discard Schauspieler" in a board button of 116x34 was cut to "Discard Schaus…".
    rect = pygame.Rect(0, 0, 116, 40)
    button = Button(rect, "Schauspieler abwerfen", lambda: None, text_size=fitting_size("Schauspieler abwerfen", rect))
    size, lines = button.fitted_label()
    assert lines == ["Schauspieler", "abwerfen"] and size >= 15
    assert all(theme.font(size).size(line)[0] <= 116 - 2 * BUTTON_PADDING for line in lines)


def test_a_row_sharing_its_label_size_letters_every_label_alike_two_words_on_two_lines(canvas):
    row = [Button((i * 174, 0, 164, 62), label, lambda: None, primary=(i == 0))
           for i, label in enumerate(("Neues Spiel", "Laden", "Spielen lernen", "Einstellungen"))]
    assert len({button.fitted_label()[0] for button in row}) > 1  # alone, the long ones shrink
    share_label_size(row)
    fitted = [button.fitted_label() for button in row]
    (size,) = {size for size, _lines in fitted}
    assert size < 28 and [lines for _size, lines in fitted][1] == ["Laden"]
    for button, (_size, lines) in zip(row, fitted):
        assert " ".join(lines) == button.text and len(lines) <= 2
        assert all(theme.font(size, bold=button.primary).size(line)[0] <= 164 - 2 * BUTTON_PADDING for line in lines)
        button.draw(canvas)


def test_a_selected_text_is_replaced_by_typing_and_ctrl_a_selects_it_all(canvas):
    # Naming a save meant pressing Backspace twenty times over the suggested "Round 2, 21 Nov 02h55".
    field = TextField((0, 0, 300, 40), "Round 2, 21 Nov 02h55", max_length=60)
    group = WidgetGroup([field])
    group.set_focus(field)
    field.select_all()
    field.draw(canvas)
    feed(group, typed("Before lunch"))
    assert field.text == "Before lunch" and not field.all_selected
    feed(group, key(pygame.K_a, pygame.KMOD_CTRL), key(pygame.K_BACKSPACE))
    assert field.text == ""
    field.set_text("Rome")
    feed(group, key(pygame.K_a, pygame.KMOD_CTRL), key(pygame.K_END), typed("!"))
    assert field.text == "Rome!"  # moving the cursor drops the selection: typing adds again


def test_enter_after_a_click_does_what_the_enter_label_says_but_tab_focus_keeps_it(canvas):
    # In the trade dialog a click on "+5" then Enter added 5 coins again instead of "Offer (Enter)".
    done = []
    plus = Button((0, 0, 60, 40), "+5", lambda: done.append("+5"))
    offer = Button((100, 0, 200, 40), "Offer (Enter)", lambda: done.append("offer"), hotkey=pygame.K_RETURN)
    group = WidgetGroup([plus, offer])
    feed(group, *click((30, 20)), key(pygame.K_RETURN))
    assert done == ["+5", "offer"]
    group.set_focus(None)
    feed(group, key(pygame.K_TAB), key(pygame.K_RETURN))  # the keyboard's own choice of button
    assert group.focus is plus and done == ["+5", "offer", "+5"]
