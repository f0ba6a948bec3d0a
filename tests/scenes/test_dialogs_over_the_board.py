"""The dialogs as the board uses them: pushed over it (by its auto-open or its buttons), answered with
synthetic keys and clicks only, closed when the decision passes on. Two whole rounds of a 3-player hot-seat
game, with a seeded random choice in every dialog."""
import random

import pygame

from colosseum_desktop import rules
from colosseum_desktop.app import AppContext, Settings
from colosseum_desktop.rules import Phase
from colosseum_desktop.scenes.base import SceneManager
from colosseum_desktop.scenes.dialogs.bid.dialog import BidDialog
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.dialogs.ceremony.dialog import CeremonyDialog
from colosseum_desktop.scenes.dialogs.invest.dialog import InvestDialog
from colosseum_desktop.scenes.dialogs.produce.dialog import ProduceDialog
from colosseum_desktop.scenes.dialogs.trade.dialog import PARTNER, TRADER, TradeDialog
from colosseum_desktop.session import Session
from tests.scenes.ui_events import click, key, typed
from .game_fixtures import seated

ROUNDS = 2
MAX_STEPS = 3000


def send(manager, *events):
    for event in events:
        manager.handle_event(event)


def frame(manager, canvas):
    manager.update(16)
    manager.apply_pending()
    if manager.wants_redraw():
        manager.draw(canvas)


def answer_invest(manager, dialog: InvestDialog, rng):
    buttons = [other.button for other in dialog.others if other.button.enabled]
    if dialog.buy_button.enabled and rng.random() < 0.5:
        buttons.append(dialog.buy_button)
    if buttons and rng.random() < 0.6:
        send(manager, *click(rng.choice(buttons).rect.center))
    else:
        send(manager, key(pygame.K_e))


def answer_bid(manager, dialog: BidDialog, rng):
    if dialog.auction is None:
        if rng.random() < 0.3:
            send(manager, key(pygame.K_d))
            return
        filled = [i for i, rect in enumerate(dialog.market_rects()) if dialog.state.markets[i]]
        send(manager, *click(dialog.market_rects()[rng.choice(filled)].center))
    elif rng.random() < 0.5:
        send(manager, key(pygame.K_p))
        return
    send(manager, *click(dialog.amount.rect.center), *[key(pygame.K_BACKSPACE)] * 3)
    low, high = rules.bid_range(dialog.state) or (8, 8)
    send(manager, typed(str(rng.randint(low, max(low, min(high, low + 6))))), key(pygame.K_RETURN))
    if dialog.message:  # a bid the player cannot pay: the engine said so; pass or decline instead
        send(manager, key(pygame.K_p if dialog.auction else pygame.K_d))


def answer_trade(manager, dialog: TradeDialog, rng):
    if dialog.offer is not None:
        send(manager, key(rng.choice([pygame.K_y, pygame.K_n])))
        return
    if rng.random() < 0.5:
        send(manager, key(pygame.K_e))
        return
    for side in (TRADER, PARTNER):
        places = [p for p in dialog.piles()[(side, False)] if p.count]
        if places:
            send(manager, *click(rng.choice(places).center))
    send(manager, key(pygame.K_RETURN))
    if dialog.message:
        send(manager, key(pygame.K_e))


def answer_produce(manager, dialog: ProduceDialog, rng):
    for _ in range(len(dialog.programs) if rng.random() < 0.5 else 0):
        if dialog.reasons.get(dialog.selected) is None:
            break
        send(manager, key(pygame.K_DOWN))
    send(manager, key(pygame.K_a), key(pygame.K_RETURN))
    if dialog.message:
        send(manager, key(pygame.K_s))


def answer_ceremony(manager, dialog: CeremonyDialog, rng):
    send(manager, *click(rng.choice(dialog.places()).center))


ANSWERS = {InvestDialog: answer_invest, BidDialog: answer_bid, TradeDialog: answer_trade,
           ProduceDialog: answer_produce, CeremonyDialog: answer_ceremony}


def test_two_rounds_decided_in_the_dialogs_the_board_opens(canvas, tmp_path):
    settings = Settings(computer_delay_ms=0, animation_speed=0)
    ctx = AppContext(SceneManager(), tmp_path, settings)
    session = Session.new(rules.GameOptions(players=3), seed=11)
    board = BoardScene(ctx, seated(ctx, session, ["person"] * 3))
    ctx.manager.push(board)
    frame(ctx.manager, canvas)
    rng = random.Random(5)
    opened = set()
    waited = 0
    for _ in range(MAX_STEPS):
        state = session.state
        if state.round > ROUNDS:
            break
        top = ctx.manager.top
        if top is board:
            if state.phase in (Phase.INVEST, Phase.TRADE, Phase.AUCTION):
                key_ = {Phase.INVEST: "invest", Phase.TRADE: "trade", Phase.AUCTION: "bid"}[state.phase]
                assert board.open_dialog(key_)
            else:  # the dice and the nobles are the board's own pieces: play them directly
                options = [c for c in rules.legal_commands(state)
                           if c.kind in ("roll_dice", "choose_die_value", "move_noble")]
                if options:
                    session.submit(rng.choice(options))
                else:  # the board opens the produce or ceremony dialog by itself, a frame or two later
                    waited += 1
                    assert waited < 20, f"the board opened no dialog for {state.step!r}"
        else:
            waited = 0
            opened.add(type(top))
            before = len(session.log)
            ANSWERS[type(top)](ctx.manager, top, rng)
            assert len(session.log) > before or top.message or type(top) is TradeDialog, \
                f"{type(top).__name__} made no move and gave no reason"
        frame(ctx.manager, canvas)
    assert session.state.round > ROUNDS, "the rounds did not finish"
    assert opened == set(ANSWERS)  # every dialog took part
