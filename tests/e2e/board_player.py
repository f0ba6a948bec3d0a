"""A player that uses the board as a person would: it picks a legal command with a seeded random choice,
finds where that command lives on the screen (a piece, a square, a button) through the board's layout,
and clicks or drags there with synthetic pygame events. Shared by the board tests and the e2e game."""
from __future__ import annotations

import random

import pygame

from colosseum_desktop import rules
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.board.model import token_seat


def mouse(manager, kind: int, pos, button: int = 1) -> None:
    attrs = {"pos": tuple(int(v) for v in pos)}
    if kind == pygame.MOUSEMOTION:
        attrs.update(rel=(0, 0), buttons=(1, 0, 0))
    else:
        attrs["button"] = button
    manager.handle_event(pygame.event.Event(kind, attrs))


def click(manager, pos) -> None:
    mouse(manager, pygame.MOUSEMOTION, pos)
    mouse(manager, pygame.MOUSEBUTTONDOWN, pos)
    mouse(manager, pygame.MOUSEBUTTONUP, pos)


def drag(manager, start, end, steps: int = 4) -> None:
    mouse(manager, pygame.MOUSEMOTION, start)
    mouse(manager, pygame.MOUSEBUTTONDOWN, start)
    for i in range(1, steps + 1):
        t = i / steps
        mouse(manager, pygame.MOUSEMOTION, (start[0] + (end[0] - start[0]) * t, start[1] + (end[1] - start[1]) * t))
    mouse(manager, pygame.MOUSEBUTTONUP, end)


def key(manager, k: int, mod: int = 0) -> None:
    manager.handle_event(pygame.event.Event(pygame.KEYDOWN, {"key": k, "mod": mod, "unicode": "", "scancode": 0}))
    manager.handle_event(pygame.event.Event(pygame.KEYUP, {"key": k, "mod": mod, "unicode": "", "scancode": 0}))


def new_game_screen(saves_dir):
    """The app's scene manager showing the new-game screen, with computers that do not wait and quick
    animations; the board opens no dialog by itself (its own pieces and buttons make every decision)."""
    from colosseum_desktop.app import AppContext, Settings
    from colosseum_desktop.scenes.base import SceneManager
    from colosseum_desktop.scenes.starting.new_game import NewGameScene
    settings = Settings(computer_delay_ms=0, animation_speed=4.0)
    settings.auto_dialogs = False
    ctx = AppContext(SceneManager(), saves_dir, settings)
    ctx.manager.push(NewGameScene(ctx))
    ctx.manager.apply_pending()
    return ctx.manager


def frame(manager, canvas, draw: bool) -> None:
    """What the app does between events: update, apply queued scene changes, draw when asked."""
    manager.update(16)
    manager.apply_pending()
    if draw and manager.wants_redraw():
        manager.draw(canvas)


def free_point(board, square: int):
    """A point of a square that no noble covers, so a click there means the square itself."""
    rect = layout.square_rect(square)
    for dx, dy in ((0, 0), (0, 30), (0, -30), (-30, 0), (30, 0), (30, 30), (-30, -30)):
        pos = (rect.centerx + dx, rect.centery + dy)
        if str(board.layout.piece_at(pos, board.state)) == f"square:{square}":
            return pos
    return rect.center


def place_of(board, command, rng: random.Random):
    """How to give `command` on screen: ("click", pos) or ("drag", start, end)."""
    state = board.state
    k = command.kind
    if k == "roll_dice":
        return ("click", layout.DICE_HIT.center)
    if k == "open_auction":
        return ("market", layout.market_rect(command.market).center)
    if k == "buy_program":
        return ("click", layout.program_rect(command.program).center)
    if k in ("move_noble", "medal_move_noble"):
        noble = state.nobles[command.noble]
        if k == "move_noble":
            distance = sum(state.step.values[d] for d in command.dice)
        else:
            distance = command.steps
        square = (noble.square + distance) % rules.game_data().ring_squares
        start = board.layout.noble_centers(state)[command.noble]
        if rng.random() < 0.5:
            return ("drag", start, layout.square_rect(square).center)
        return ("click-click", start, free_point(board, square))
    if k == "expand_arena" and rng.random() < 0.5:
        from colosseum_desktop.rules.invest import expansion_square
        return ("drag", layout.EXPANSION_HOME.center,
                layout.square_rect(expansion_square(state, command.player, command.clockwise)).center)
    if k == "buy_season_ticket" and rng.random() < 0.5:
        return ("click", layout.supply_rect("ticket").center)
    if k == "buy_loge" and rng.random() < 0.5:
        return ("click", layout.supply_rect("loge").center)
    if k in ("discard_token", "request_donation") and rng.random() < 0.5:
        return ("click", board.layout.panel_token_center(token_seat(board.state), command.token))
    if k == "take_coins_for_medal" and rng.random() < 0.5:
        return ("click", board.layout.panel_stat_rect(command.player, "medals").center)
    if k == "exchange_extra_action" and rng.random() < 0.5:
        return ("click", board.layout.panel_token_center(command.player, rules.Token.EXTRA_ACTION))
    button = board.button_for(command)
    if button is None:
        raise AssertionError(f"no place on screen gives {command!r}")
    return ("click", button.rect.center)


def act(manager, board, command, rng: random.Random) -> None:
    how = place_of(board, command, rng)
    if how[0] == "click":
        click(manager, how[1])
    elif how[0] == "market":
        open_auction(manager, command, how[1])
    elif how[0] == "drag":
        drag(manager, how[1], how[2])
    else:
        click(manager, how[1])
        click(manager, how[2])


def open_auction(manager, command, market_pos) -> None:
    """A click on the market chooses it in the bid window; the bid is typed there and made with its button,
    then the window is closed (the board's pieces and buttons make the next decisions)."""
    click(manager, market_pos)
    manager.apply_pending()
    dialog = manager.top
    assert type(dialog).__name__ == "BidDialog" and dialog.market == command.market, "the market was not chosen"
    if dialog.amount.value != command.bid:
        click(manager, dialog.amount.rect.center)
        for _ in range(len(dialog.amount.text)):
            key(manager, pygame.K_BACKSPACE)
        manager.handle_event(pygame.event.Event(pygame.TEXTINPUT, {"text": str(command.bid)}))
    opening = next(w for w in dialog.widgets.widgets if getattr(w, "text", "") == "Open auction")
    click(manager, opening.rect.center)
    if not dialog.closed:
        key(manager, pygame.K_ESCAPE)
    manager.apply_pending()


def choose(state, rng: random.Random):
    """The seeded random player's choice among the legal moves (bids at the lowest legal amount)."""
    return rng.choice(rules.legal_commands(state))
