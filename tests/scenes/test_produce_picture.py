"""The produce dialog's picture: drawn from (state, view) and nothing else. The same pair gives the same
pixels, whatever the dialog does afterwards; each thing the view says is shown."""
from dataclasses import replace

import pygame
import pytest

from colosseum_desktop.scenes.dialogs.frame_model import DialogFrame
from colosseum_desktop.scenes.dialogs.produce.model import ProduceView, ProgramRow
from colosseum_desktop.scenes.dialogs.produce.draft_model import JOKER, CardDraft, ProductionDraft
from colosseum_desktop.rules import Token as T
from colosseum_desktop.scenes.dialogs.produce import geometry as produce_geometry
from colosseum_desktop.scenes.dialogs.produce.dialog import ProduceDialog
from colosseum_desktop.scenes.dialogs.produce.picture import draw_produce
from colosseum_desktop.viewport import LOGICAL_SIZE
from tests.scenes.test_produce_dialog import CIRCUS, circus_session
from tests.scenes.ui_events import click, make_ctx, send, show

FRAME = DialogFrame((60, 40, 1480, 820), 0, "Player 1: produce an event", (), None,
                    tuple(produce_geometry.MESSAGE_RECT))


def pixels(state, view) -> bytes:
    canvas = pygame.Surface(LOGICAL_SIZE)
    draw_produce(canvas, state, view)
    return pygame.image.tobytes(canvas, "RGB")


def test_the_picture_of_a_view_stays_the_same_while_the_dialog_moves_on(canvas, tmp_path):
    session = circus_session(tokens={T.JOKER: 1, T.LION: 2})
    ctx = make_ctx(tmp_path)
    dialog = show(ctx, ProduceDialog(ctx, session, 0))
    view = dialog.view()
    before = pixels(session.state, view)
    lion = next(p for p in dialog.tray_places() if p.token is T.LION)
    send(ctx, *click(lion.center))
    assert dialog.view() != view and dialog.view().card.tokens == ((T.LION, 1),)
    assert pixels(session.state, view) == before  # the old view still draws the old picture
    assert pixels(session.state, dialog.view()) != before


def bare_view(state) -> ProduceView:
    """A view made by hand: no dialog exists; the picture needs none."""
    return ProduceView(FRAME, 0, (ProgramRow(CIRCUS, None, 28, 1), ProgramRow(1, None, 3, 2)), CIRCUS,
                       (CardDraft(CIRCUS), CardDraft(1)))


def changes(state):
    laid = ProductionDraft(state, 0, CardDraft(CIRCUS)).placed(T.LION).laid
    joker_slots = ProductionDraft(state, 0, CardDraft(CIRCUS)).open_slots(JOKER)
    gladiator = next(slot for slot in joker_slots if slot.token is T.GLADIATOR)
    return {
        "another program shown": dict(selected=1),
        "a token laid": dict(cards=(laid, CardDraft(1))),
        "a joker held by a click": dict(held=JOKER, lit=joker_slots),
        "a slot under the held joker": dict(held=JOKER, lit=joker_slots, hover=gladiator),
        "a joker dragged": dict(held=JOKER, dragging=True, pointer=(700, 500), lit=joker_slots),
        "a refusal": dict(frame=replace(FRAME, message="Every slot of Circus Maximus is filled")),
    }


CHANGES = ("another program shown", "a token laid", "a joker held by a click", "a slot under the held joker",
           "a joker dragged", "a refusal")


@pytest.mark.parametrize("change", CHANGES)
def test_each_thing_the_view_says_is_shown_and_the_same_view_draws_the_same(canvas, change):
    state = circus_session(tokens={T.JOKER: 1, T.LION: 2}).state
    view = bare_view(state)
    changed = replace(view, **changes(state)[change])
    assert pixels(state, view) == pixels(state, view)
    assert pixels(state, changed) == pixels(state, changed)
    assert pixels(state, changed) != pixels(state, view)
