"""Dialog screens of the text-fit harness beyond those screens.py lists itself: a trade that costs the trader three
star awards (R10), the warning at its longest, and the tooltips of a dialog's token and program. Each is a
`show(ctx, game, open_board, push)`: screens.py passes its own ways to open the board and push a scene."""
from __future__ import annotations

from collections.abc import Callable

import pygame

from colosseum_desktop import rules
from colosseum_desktop.scenes.dialogs.trade.draft_model import TRADER
from colosseum_desktop.i18n.card_names import token_name
from colosseum_desktop.rules.data import star_types
from colosseum_desktop.scenes.board.dialogs import DIALOGS
from tests.rules.helpers import with_tokens


def _open(ctx, session, key: str, push):
    everyone = set(range(len(session.state.players)))
    dialog = DIALOGS[key](ctx, session, rules.current_player(session.state), people=everyone)
    push(ctx, dialog)
    assert ctx.manager.top is dialog, f"the {key} dialog closed itself"
    return dialog


def trade_costing_awards(ctx, game, open_board, push) -> None:
    """The trader holds 3 of each of the three star types with the longest names in the language drawn, and the
    award for each (the others hold 2 at most), and lays one of each on the table: all three awards go (R10)."""
    session = game.session_at("trade")
    state = session.state
    trader = state.step.trader
    lost = sorted(star_types(), key=lambda token: len(token_name(token)))[-3:]
    holdings = {p.seat: {t: min(n, 2) if t in lost else n for t, n in p.tokens.items()} for p in state.players}
    holdings[trader].update({token: 3 for token in lost})
    state = with_tokens(state, holdings)
    session.state = state.model_copy(update={"stars": {**state.stars, **{token: trader for token in lost}}})
    open_board(ctx, session)
    dialog = _open(ctx, session, "trade", push)
    for token in lost:
        dialog.move(TRADER, token, to_table=True)
    assert dialog.draft.give == {token: 1 for token in lost}


def hovering(position: str, key: str, place) -> Callable:
    """A dialog at `position` with the pointer at `place(dialog)`: its tooltip is drawn."""
    def show(ctx, game, open_board, push) -> None:
        session = game.session_at(position)
        open_board(ctx, session)
        dialog = _open(ctx, session, key, push)
        pos = place(dialog)
        ctx.manager.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
        assert dialog.view().frame.tooltip is not None, f"no tooltip in the {key} dialog at {pos}"
    return show


def first_program_for_sale(dialog) -> tuple[int, int]:
    return tuple(dialog.row_rects()[0][1].center)


def trader_first_token(dialog) -> tuple[int, int]:
    return dialog.piles()[(TRADER, False)][0].center
