"""The produce dialog: tokens laid on a card by click, drag and keys; the live preview is the engine's
attendance; Produce and Skip become the right commands; refusals show the reason and change nothing."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.produce import geometry as produce_geometry
from colosseum_desktop.scenes.dialogs.produce.dialog import ProduceDialog
from colosseum_desktop.scenes.dialogs.produce.draft_model import attendance_parts
from colosseum_desktop.session import Session
from colosseum_desktop.sprites import program_card, theme
from tests.rules.helpers import game, place_nobles, produce, with_player, with_tokens
from tests.scenes.dialog_states import drag, kinds
from tests.scenes.ui_events import click, click_on, draw, key, make_ctx, send, show

CIRCUS = 20


def circus_session(tokens=None, arena=(8, 9, 10), programs=(CIRCUS, 1), medals=0) -> Session:
    """Seat 0 holds Circus Maximus, its dice used; nobles far from the arena so only the card counts."""
    state = game(players=4, seed=1)
    state = with_tokens(state, {0: tokens if tokens is not None else {T.LION: 2, T.HORSE: 1, T.GLADIATOR: 1,
                                                                       T.CHARIOT: 1}})
    state = with_player(state, 0, programs=programs, arena=tuple(arena), medals=medals)
    state = place_nobles(state, {i: 20 + i for i in range(len(state.nobles))})
    state = produce(state, seat=0, faces=(4,), )
    state = state.model_copy(update={"step": state.step.model_copy(update={"used": (True,)})})
    return Session(state)


@pytest.fixture
def open_dialog(canvas, tmp_path):
    def opener(session, **kwargs):
        ctx = make_ctx(tmp_path)
        done = []
        dialog = show(ctx, ProduceDialog(ctx, session, 0, on_done=lambda: done.append(True), **kwargs))
        return ctx, dialog, done
    return opener


def tray(dialog, token):
    return next(p for p in dialog.tray_places() if p.token is token)


def slot(dialog, token, filled=None):
    return next(p for p in dialog.slot_places() if p.slot.token is token and p.slot.filled_by is filled)


def test_rulebook_example_circus_maximus_with_a_horse_and_a_chariot_missing_shows_24(open_dialog):
    session = circus_session()
    ctx, dialog, _ = open_dialog(session)
    assert dialog.selected == CIRCUS
    for token in (T.LION, T.LION, T.HORSE, T.CHARIOT, T.GLADIATOR):
        send(ctx, *click(tray(dialog, token).center))
    preview = dialog.draft.preview()
    assert preview.missing == 2 and preview.table_value == 24
    assert preview == rules.attendance(session.state, 0, CIRCUS, {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1,
                                                                   T.GLADIATOR: 1})
    draw(ctx)  # the preview draws with the figures


def test_dragging_a_token_onto_another_types_slot_is_refused_with_the_reason(open_dialog):
    session = circus_session()
    ctx, dialog, _ = open_dialog(session)
    send(ctx, *drag(tray(dialog, T.HORSE).center, slot(dialog, T.LION).rect.center))
    assert "goes only on a “Horse” slot" in dialog.message
    assert dialog.draft.tokens == {}
    send(ctx, *drag(tray(dialog, T.HORSE).center, slot(dialog, T.HORSE).rect.center))
    assert dialog.draft.tokens == {T.HORSE: 1} and dialog.message is None


def test_a_joker_goes_onto_any_slot_and_a_click_on_a_filled_slot_takes_it_back(open_dialog):
    session = circus_session(tokens={T.JOKER: 1, T.LION: 2, T.HORSE: 2, T.CHARIOT: 1})
    ctx, dialog, _ = open_dialog(session)
    send(ctx, *drag(tray(dialog, T.JOKER).center, slot(dialog, T.GLADIATOR).rect.center))
    assert dialog.draft.jokers == {T.GLADIATOR: 1}
    for token in (T.LION, T.LION, T.HORSE, T.HORSE, T.CHARIOT):
        send(ctx, *click(tray(dialog, token).center))
    assert dialog.draft.missing == 1  # the second chariot
    assert dialog.draft.preview().table_value == 28
    send(ctx, *click(slot(dialog, T.GLADIATOR, filled=T.JOKER).rect.center))
    assert dialog.draft.jokers == {}


def test_auto_fill_and_produce_submit_the_engines_best_assignment(open_dialog):
    session = circus_session(medals=2)
    ctx, dialog, done = open_dialog(session)
    send(ctx, key(pygame.K_a), key(pygame.K_PLUS))
    expected = rules.attendance(session.state, 0, CIRCUS, *rules.best_assignment(session.state, 0, CIRCUS), 1)
    assert dialog.draft.preview() == expected
    assert ("Medals spent", 3) in expected.lines()
    produce_button = next(w for w in dialog.widgets.widgets if w.text.startswith("Produce"))
    click_on(ctx, produce_button)
    assert kinds(session)[-1] == "produce"
    command = session.log[-1].command
    assert (command.program, command.medals) == (CIRCUS, 1)
    assert command.tokens == {T.LION: 2, T.HORSE: 1, T.CHARIOT: 1, T.GLADIATOR: 1}
    assert done and dialog not in ctx.manager.stack  # the turn passed on: the dialog closed


def test_producing_with_too_many_missing_shows_the_engines_reason_and_changes_nothing(open_dialog):
    session = circus_session()
    before = session.state
    ctx, dialog, done = open_dialog(session)
    send(ctx, key(pygame.K_RETURN))  # nothing laid on the card: all 7 missing
    assert "at most 6 tokens missing; 7 are missing" in dialog.message
    assert session.state is before and not session.log and not done


def test_a_card_the_arena_is_too_small_for_shows_why(open_dialog):
    session = circus_session(arena=(8, 9))
    ctx, dialog, _ = open_dialog(session)
    assert dialog.selected == 1  # the producible one is offered first
    assert dialog.reasons[CIRCUS] == "Your arena covers 2 squares; Circus Maximus needs 3"
    send(ctx, key(pygame.K_UP))
    assert dialog.selected == CIRCUS
    draw(ctx)


def test_keys_lay_tokens_take_them_back_and_skip_production(open_dialog):
    session = circus_session()
    ctx, dialog, done = open_dialog(session)
    send(ctx, key(pygame.K_1), key(pygame.K_1))  # tray order: the game's type order, horse first here
    first = dialog.tray_places()[0].token
    assert dialog.draft.tokens == {first: 1}  # only one of that type is held
    send(ctx, key(pygame.K_BACKSPACE))
    assert dialog.draft.tokens == {}
    send(ctx, key(pygame.K_s))
    assert kinds(session) == ["end_turn"] and done


def test_escape_closes_without_a_command(open_dialog):
    session = circus_session()
    ctx, dialog, done = open_dialog(session)
    send(ctx, key(pygame.K_ESCAPE))
    assert done and not session.log and dialog not in ctx.manager.stack


def test_while_dragging_only_the_slots_the_token_fits_are_lit(open_dialog):
    session = circus_session(tokens={T.JOKER: 1, T.HORSE: 1})
    ctx, dialog, _ = open_dialog(session)
    start = tray(dialog, T.HORSE).center
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 40), rel=(0, 0), buttons=(1, 0, 0)))
    assert {slot.token for slot in dialog.view().lit} == {T.HORSE} and len(dialog.view().lit) == 2
    draw(ctx)
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(5, 5), button=1))  # dropped nowhere: nothing moves
    assert dialog.draft.tokens == {} and not dialog.view().lit
    start = tray(dialog, T.JOKER).center
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] - 40), rel=(0, 0), buttons=(1, 0, 0)))
    assert len(dialog.view().lit) == 7  # a joker fits every empty slot


def test_the_produced_stamp_never_overlaps_the_cards_arena_and_price_line(open_dialog):
    # "Arena 2 squares · starting program" ran under the "produced ×2" stamp on the produce dialog's card.
    session = circus_session(programs=(10, 1))
    ctx, dialog, _ = open_dialog(session)
    card = rules.game_data().program(10)
    width = produce_geometry.card_rect(dialog.selected).w
    size = round(18 * width / program_card.BASE_WIDTH)
    stamp = theme.font(size, bold=True).size("produced ×2")[0]
    room = width - 2 * program_card.MARGIN - stamp - 10
    line = program_card.subline(card, size, room)
    assert theme.font(size).size(line)[0] <= room and line.startswith("Arena 2")
    assert program_card.subline(card, size, 1000) == "Arena 2 squares  ·  starting program"


def test_the_program_that_would_draw_the_biggest_crowd_is_chosen_first(open_dialog):
    # Program 1 comes first in the list but would draw 3; Circus Maximus draws 24: it is the one offered.
    session = circus_session(programs=(1, CIRCUS))
    ctx, dialog, _ = open_dialog(session)
    assert dialog.programs == [1, CIRCUS]
    assert dialog.selected == CIRCUS and dialog.best[CIRCUS].total == 24 > dialog.best[1].total
    draw(ctx)  # each row says how many spectators it would draw at best


def test_the_preview_names_each_part_in_plain_words():
    event = rules.Attendance(program=20, table_value=24, missing=2, earlier_programs=5, stars=4,
                             star_types=(T.HORSE,), nobles=13, noble_kinds=("emperor", "senator", "senator"),
                             total=46)
    assert attendance_parts(event) == [("Program 20, 2 missing", 24), ("Earlier programs produced", 5),
                                       ("Star awards: Horse", 4), ("Nobles in the arena: Emperor, Senator ×2", 13)]


def test_the_medal_buttons_are_greyed_where_they_would_change_nothing(open_dialog):
    session = circus_session(medals=1)
    ctx, dialog, _ = open_dialog(session)
    assert not dialog.fewer_medals.enabled and dialog.more_medals.enabled
    click_on(ctx, dialog.more_medals)
    assert dialog.draft.medals == 1 and dialog.fewer_medals.enabled and not dialog.more_medals.enabled
    ctx2, without, _ = open_dialog(circus_session(medals=0))
    assert not without.more_medals.enabled and not without.fewer_medals.enabled


def test_the_produce_dialog_speaks_dutch(open_dialog):
    from colosseum_desktop.i18n import set_language

    set_language("nl")
    session = circus_session(medals=1)
    ctx, dialog, _ = open_dialog(session)
    assert dialog.header_text().endswith(": een evenement organiseren")
    assert {w.text for w in dialog.widgets.widgets} >= {"Automatisch (A)", "Organiseren (Enter)", "Niet organiseren (S)"}
    dialog.change_medals(2)
    assert dialog.message == "Je hebt 1 medaille om in te leveren"
    assert not dialog.place(T.HORSE, T.LION)
    assert dialog.message == "Een fiche „Paard” past alleen op een vak „Paard”; een joker past op elk vak"
    send(ctx, key(pygame.K_a))
    draw(ctx)


def right_click(pos):
    return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=3),
            pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=3)]


def test_click_then_click_a_joker_is_held_with_its_slots_lit_until_a_slot_is_clicked(open_dialog):
    """R9.2: a joker stands in for any one type, so a click on it asks where: it is held (ringed in the tray,
    every free slot lit), and the next click on a slot lays it there."""
    session = circus_session(tokens={T.JOKER: 1, T.LION: 2})
    ctx, dialog, _ = open_dialog(session)
    send(ctx, *click(tray(dialog, T.JOKER).center))
    view = dialog.view()
    assert view.held is T.JOKER and not view.dragging and view.card.jokers == ()
    assert view.lit == {s.slot for s in dialog.slot_places()}  # all seven slots are empty, and a joker fits each
    gladiator = slot(dialog, T.GLADIATOR)
    send(ctx, pygame.event.Event(pygame.MOUSEMOTION, pos=gladiator.rect.center, rel=(0, 0), buttons=(0, 0, 0)))
    assert dialog.view().hover == gladiator.slot
    draw(ctx)
    send(ctx, *click(gladiator.rect.center))
    view = dialog.view()
    assert view.card.jokers == ((T.GLADIATOR, 1),) and view.held is None and view.lit == frozenset()
    assert dialog.draft.command() == rules.Produce(player=0, program=CIRCUS, tokens={},
                                                   jokers={T.GLADIATOR: 1}, medals=0)


def test_a_held_joker_is_put_down_by_clicking_it_again_by_a_right_click_or_by_choosing_another_program(
        open_dialog):
    session = circus_session(tokens={T.JOKER: 1, T.LION: 2})
    ctx, dialog, _ = open_dialog(session)
    joker = tray(dialog, T.JOKER).center
    send(ctx, *click(joker), *click(joker))
    assert dialog.view().held is None and dialog.view().card.jokers == ()
    send(ctx, *click(joker), *right_click(joker))
    assert dialog.view().held is None
    send(ctx, *click(joker))
    send(ctx, key(pygame.K_DOWN))
    assert dialog.view().held is None and dialog.view().selected != CIRCUS
    assert all(card.jokers == () for card in dialog.view().cards)


def test_a_click_lays_a_token_at_once_where_it_has_one_place_to_go(open_dialog):
    """A normal token's place is its own type's slot; a joker with room left on one type only goes there."""
    session = circus_session(tokens={T.JOKER: 1, T.LION: 2, T.HORSE: 2, T.CHARIOT: 2})
    ctx, dialog, _ = open_dialog(session)
    for token in (T.LION, T.LION, T.HORSE, T.HORSE, T.CHARIOT, T.CHARIOT):
        send(ctx, *click(tray(dialog, token).center))
        assert dialog.view().held is None
    send(ctx, *click(tray(dialog, T.JOKER).center))  # only the gladiator's slot is free
    view = dialog.view()
    assert view.held is None and view.card.jokers == ((T.GLADIATOR, 1),) and dialog.draft.missing == 0


def test_drags_and_keys_give_the_expected_views_and_enter_the_produce_command(open_dialog):
    session = circus_session(medals=1)
    ctx, dialog, done = open_dialog(session)
    start = tray(dialog, T.LION).center
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1),
         pygame.event.Event(pygame.MOUSEMOTION, pos=(700, 500), rel=(0, 0), buttons=(1, 0, 0)))
    view = dialog.view()
    assert (view.held, view.dragging, view.pointer) == (T.LION, True, (700, 500))
    assert {s.token for s in view.lit} == {T.LION}
    send(ctx, pygame.event.Event(pygame.MOUSEBUTTONUP, pos=slot(dialog, T.LION).rect.center, button=1))
    assert dialog.view().card.tokens == ((T.LION, 1),) and dialog.view().held is None
    send(ctx, key(pygame.K_PLUS))
    assert dialog.view().card.medals == 1
    send(ctx, key(pygame.K_PLUS))
    assert dialog.view().frame.message == "You have 1 medal to spend" and dialog.view().card.medals == 1
    send(ctx, key(pygame.K_BACKSPACE))
    assert dialog.view().card.tokens == ()
    send(ctx, key(pygame.K_a))
    expected = dialog.draft.command()
    send(ctx, key(pygame.K_RETURN))
    assert session.log[-1].command == expected and done
