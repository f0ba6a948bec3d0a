"""The one place every screen is named: the `Routes` the screens open each other through (see `navigation.py`).

No screen imports this module; the app does, the first time a screen asks for `ctx.routes`.
"""
from __future__ import annotations

from . import game_entry, guide_board, guide_entry, online_board, replay_entry
from .end import EndScene
from .load_save import LoadScene
from .navigation import Routes
from .new_game import NewGameScene
from .online_games import OnlineGamesScene, watch_turns
from .online_host import OnlineHostScene
from .online_invites import OnlineInvitesScene
from .online_join import OnlineJoinScene
from .records import RecordsScene
from .replay import ReplayScene
from .rules_reference import RulesReference
from .title import TitleScene


def route_table() -> Routes:
    return Routes(title=TitleScene, new_game=NewGameScene, load=LoadScene, records=RecordsScene,
                  rules_reference=RulesReference, board=guide_board.board_scene, end=EndScene,
                  open_save=game_entry.open_save, opening_game=game_entry.opening_game,
                  most_recent_game=game_entry.most_recent_game, learn=guide_entry.start_guided_game,
                  replay=ReplayScene, replaying=replay_entry.replaying, open_replay=replay_entry.open_replay,
                  replay_finished=replay_entry.replay_finished,
                  replayable_games=lambda ctx: replay_entry.games_of(ctx.saves_dir),
                  online_games=OnlineGamesScene, online_host=OnlineHostScene, online_invites=OnlineInvitesScene,
                  online_join=OnlineJoinScene, watch_turns=watch_turns, online_game=online_board.online_game)
