"""The one place every screen is named: the `Routes` the screens open each other through (see `navigation.py`).

No screen imports this module; the app does, the first time a screen asks for `ctx.routes`. The online screens
are imported the first time one is opened: they bring the online client (HTTP, TLS, the seat links), which a
game at this computer never needs (a board opened from a save came up 40-47 ms later with it).
"""
from __future__ import annotations

from .starting import entry as game_entry
from .guide import board as guide_board, entry as guide_entry
from .replay import entry as replay_entry
from .end.scene import EndScene
from .starting.load import LoadScene
from .navigation import Routes
from .starting.new_game import NewGameScene
from .records.scene import RecordsScene
from .replay.scene import ReplayScene
from .rules_reference.scene import RulesReference
from .title.scene import TitleScene


def route_table() -> Routes:
    return Routes(title=TitleScene, new_game=NewGameScene, load=LoadScene, records=RecordsScene,
                  rules_reference=RulesReference, board=guide_board.board_scene, end=EndScene,
                  open_save=game_entry.open_save, opening_game=game_entry.opening_game,
                  most_recent_game=game_entry.most_recent_game, learn=guide_entry.start_guided_game,
                  replay=ReplayScene, replaying=replay_entry.replaying, open_replay=replay_entry.open_replay,
                  replay_finished=replay_entry.replay_finished,
                  replayable_games=lambda ctx: replay_entry.games_of(ctx.saves_dir),
                  online_games=online_games, online_host=online_host, online_invites=online_invites,
                  online_join=online_join, online_account=online_account, online_lobby=online_lobby,
                  watch_turns=watch_turns, online_game=online_game, online_watch=online_watch, watch_game=watch_game)


def online_games(*args, **kwargs):
    from .online.games import OnlineGamesScene
    return OnlineGamesScene(*args, **kwargs)


def online_host(*args, **kwargs):
    from .online.host import OnlineHostScene
    return OnlineHostScene(*args, **kwargs)


def online_invites(*args, **kwargs):
    from .online.invites import OnlineInvitesScene
    return OnlineInvitesScene(*args, **kwargs)


def online_join(*args, **kwargs):
    from .online.join import OnlineJoinScene
    return OnlineJoinScene(*args, **kwargs)


def online_account(*args, **kwargs):
    from .online.account import OnlineAccountScene
    return OnlineAccountScene(*args, **kwargs)


def online_lobby(*args, **kwargs):
    from .online.lobby import OnlineLobbyScene
    return OnlineLobbyScene(*args, **kwargs)


def watch_turns(ctx) -> None:
    from .online.games import watch_turns as start_watching  # the title's, after its first frame
    start_watching(ctx)


def online_game(*args, **kwargs) -> None:
    from .online.board import online_game as open_online_game
    open_online_game(*args, **kwargs)


def online_watch(*args, **kwargs):
    from .online.watch_entry import WatchEntryScene
    return WatchEntryScene(*args, **kwargs)


def watch_game(*args, **kwargs) -> None:
    from .online.watch import watch_game as open_watched_game
    open_watched_game(*args, **kwargs)
