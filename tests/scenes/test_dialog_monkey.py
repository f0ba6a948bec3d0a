"""Random clicks, drags, keys and typing thrown at every dialog over mid-game positions: nothing may raise,
and the game's state stays one the engine made (every change went through session.submit)."""
import random

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.rules import Phase
from colosseum_desktop.rules.invariants import violations
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.scenes.dialogs.ceremony.dialog import CeremonyDialog
from colosseum_desktop.scenes.dialogs.hint import DialogHint
from colosseum_desktop.scenes.dialogs.invest.dialog import InvestDialog
from colosseum_desktop.scenes.dialogs.produce.dialog import ProduceDialog
from colosseum_desktop.scenes.dialogs.program_browser.dialog import ProgramBrowser
from colosseum_desktop.scenes.rules_reference.scene import RulesReference
from colosseum_desktop.scenes.dialogs.trade.dialog import TradeDialog
from tests.scenes.dialog_states import advance_until, first_game_reaching, play_until
from tests.scenes.ui_events import make_ctx, show

EVENTS = 300
DRAW_EVERY = 3  # drawing is most of the cost; every third frame still draws each state the dialog reaches
KEYS = [pygame.K_RETURN, pygame.K_TAB, pygame.K_SPACE, pygame.K_BACKSPACE, pygame.K_UP, pygame.K_DOWN,
        pygame.K_LEFT, pygame.K_RIGHT, pygame.K_PAGEDOWN, pygame.K_END, pygame.K_PLUS, pygame.K_MINUS,
        pygame.K_a, pygame.K_c, pygame.K_d, pygame.K_e, pygame.K_n, pygame.K_p, pygame.K_s, pygame.K_y,
        pygame.K_1, pygame.K_2, pygame.K_3, pygame.K_ESCAPE, pygame.K_h]
CASES = {
    ProduceDialog: lambda s: s.phase is Phase.PRODUCE and s.step.dice_done,
    BidDialog: lambda s: s.phase is Phase.AUCTION,
    TradeDialog: lambda s: s.phase is Phase.TRADE,
    InvestDialog: lambda s: s.phase is Phase.INVEST and s.round > 1,
    CeremonyDialog: lambda s: s.phase is Phase.CEREMONY,
    ProgramBrowser: lambda s: s.round > 2,
    RulesReference: lambda s: True,
}


def random_event(rng: random.Random, dialog) -> list[pygame.event.Event]:
    # Half the pointer events aim at the dialog's controls, so buttons and fields are really pressed.
    targets = [w.rect.center for w in dialog.widgets.widgets if w.visible]
    pos = rng.choice(targets) if targets and rng.random() < 0.5 else (rng.randrange(1600), rng.randrange(900))
    roll = rng.random()
    if roll < 0.35:
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=1)]
    if roll < 0.45:
        end = (pos[0] + rng.randint(-200, 200), pos[1] + rng.randint(-200, 200))
        return [pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1),
                pygame.event.Event(pygame.MOUSEMOTION, pos=end, rel=(0, 0), buttons=(1, 0, 0)),
                pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1)]
    if roll < 0.55:
        return [pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0))]
    if roll < 0.6:
        return [pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-1, 1)), flipped=False)]
    if roll < 0.7:
        return [pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(("1", "9", "25", "x")))]
    mod = pygame.KMOD_SHIFT if rng.random() < 0.2 else 0
    return [pygame.event.Event(pygame.KEYDOWN, key=rng.choice(KEYS), mod=mod, unicode="", scancode=0)]


@pytest.mark.parametrize("dialog_class", list(CASES), ids=lambda cls: cls.__name__)
def test_random_input_never_breaks_a_dialog(canvas, tmp_path, dialog_class):
    session = play_until(CASES[dialog_class], players=4, seed=6)
    ctx = make_ctx(tmp_path)
    rng = random.Random(dialog_class.__name__)
    for n in range(EVENTS):
        if ctx.manager.top is None:  # closed (Escape, or the game moved on): play on to the next such decision
            if not advance_until(session, CASES[dialog_class], seed=n):
                assert not violations(session.state)
                session = first_game_reaching(CASES[dialog_class], seed=n)  # that game is over: a new one
            show(ctx, dialog_class(ctx, session, rules.current_player(session.state)))
            continue
        top = ctx.manager.top
        dialog = top.dialog if isinstance(top, DialogHint) else top  # a hint over the dialog sends the rest on
        for event in random_event(rng, dialog):
            ctx.manager.handle_event(event)
        ctx.manager.update(16)
        ctx.manager.apply_pending()
        if n % DRAW_EVERY == 0 and ctx.manager.wants_redraw():
            ctx.manager.draw(canvas)
    assert not violations(session.state)
