"""The program browser: all 30 programs against a player's tokens, where each card is, keyboard and mouse."""
import pygame

from colosseum_desktop.rules import Token as T
from colosseum_desktop.rules import game_data
from colosseum_desktop.scenes.dialogs.program_browser.dialog import ProgramBrowser
from colosseum_desktop.scenes.dialogs.program_browser.picture import arena_note, where_is
from colosseum_desktop.session import Session
from tests.rules.helpers import game, with_player, with_tokens
from tests.scenes.ui_events import click, draw, key, send, show


def browser_session() -> Session:
    state = with_tokens(game(players=3, seed=4), {0: {T.LION: 1, T.HORSE: 3}})
    state = with_player(state, 0, programs=state.player(0).programs + (20,), produced=(state.player(0).programs[0],))
    state = state.model_copy(update={"program_supply": tuple(n for n in state.program_supply if n != 20)})
    return Session(state)


def test_where_each_program_is(ctx):
    state = browser_session().state
    first = state.player(0).programs[0]
    assert where_is(state, first) == (f"{state.player(0).name}, staged 1×", 0)
    assert where_is(state, 20) == (state.player(0).name, 0)
    assert where_is(state, 21) == ("for sale", None)
    dealt = {n for p in state.players for n in p.programs}
    gone = next(n for n in range(1, 11) if n not in dealt)
    assert where_is(state, gone) == ("out of the game", None)


def test_choosing_programs_and_the_player_compared(ctx):
    session = browser_session()
    dialog = show(ctx, ProgramBrowser(ctx, session, 0))
    send(ctx, *click(dict(dialog.row_rects())[20].center))
    assert dialog.selected == 20
    send(ctx, key(pygame.K_DOWN), key(pygame.K_DOWN))
    assert dialog.selected == 22
    send(ctx, key(pygame.K_UP))
    assert dialog.selected == 21
    send(ctx, key(pygame.K_RIGHT))
    assert dialog.seat == 1
    draw(ctx)
    send(ctx, key(pygame.K_ESCAPE))
    assert dialog not in ctx.manager.stack


def test_the_arena_note_says_whether_the_arena_is_big_enough():
    # "Aurelia's arena covers 2 squares; it needs 2" read like a refusal when the arena was big enough.
    state = with_player(game(players=3, seed=1), 0, arena=(8, 9))
    player = state.player(0)
    assert arena_note(player, game_data().program(10)) == (f"{player.name}'s arena (2 squares) is big enough for it",
                                                            True)
    assert arena_note(player, game_data().program(20)) == (f"{player.name}'s arena covers 2 squares; this card "
                                                           "needs 3", False)


def test_the_browser_speaks_the_players_language(ctx):
    from colosseum_desktop.i18n import set_language

    state = browser_session().state
    set_language("ro")
    first = state.player(0).programs[0]
    assert where_is(state, first) == (f"{state.player(0).name}, organizat 1×", 0)
    assert where_is(state, 21) == ("de vânzare", None)
    player = state.player(0)
    assert arena_note(player, game_data().program(20)) == (f"Arena lui {player.name} ocupă 2 spații; "
                                                          "cartea aceasta cere 3", False)
    set_language("de")
    dialog = show(ctx, ProgramBrowser(ctx, browser_session(), 0))
    assert dialog.header_text() == "Programme 1-30"
    draw(ctx)
