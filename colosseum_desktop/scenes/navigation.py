"""The ways from one screen to another, by name: a screen never imports the screen it opens.

Screens lead to each other in circles (title -> new game -> board -> pause -> title; the end screen and the
load screen back to the title or the board), so a screen importing the next would, through it, import itself.
Each opens another through `ctx.routes`, a `Routes` filled in one place, `route_table.py`, the only module
that imports every screen. The app fills it the first time a screen asks, which is after the title's first
frame: the title imports only this module, so it is drawn before the rules engine and the saves are imported.

A new screen: a field here, its constructor in `route_table.py`, `self.ctx.routes.<field>(...)` where it opens.
"""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from .base import Scene


@dataclass(frozen=True)
class Routes:
    # Screens, each built from the app's context (`ctx`) and what it shows.
    title: Callable[..., Scene]            # (ctx, message="")
    new_game: Callable[[Any], Scene]       # (ctx): seats, names, options, then the board
    load: Callable[[Any], Scene]           # (ctx): the games in progress and the named saves
    records: Callable[[Any], Scene]        # (ctx)
    rules_reference: Callable[..., Scene]  # (ctx, session=None, seat=None): over the board or the title
    board: Callable[..., Scene]            # (ctx, table): a game at its table (the guided one for the guided game)
    end: Callable[..., Scene]              # (ctx, session, seats): a finished game's ranking
    # The title's ways into a game (`game_entry`'s), which need the saves and the rules engine.
    open_save: Callable[..., str | None]   # (ctx, path): the board, or why the file was refused
    opening_game: Callable[..., Any]       # (ctx, saves.AutosavedGame) -> game_entry.Opening, on a worker thread
    most_recent_game: Callable[..., Any]   # (ctx) -> the saves.AutosavedGame Continue resumes, or None
    learn: Callable[..., Any]              # (ctx): the guided first game, on the board (guide_entry)
    # The Replay screen and its ways in (`replay_entry`'s).
    replay: Callable[..., Scene]           # (ctx, replay.ReplayedGame, move=0)
    replaying: Callable[..., Any]          # (ctx, a save's path or a saves.AutosavedGame) -> an Opening, on a worker
    open_replay: Callable[..., str | None]  # (ctx, path): the Replay screen at once, or why the file was refused
    replay_finished: Callable[..., None]   # (ctx, session, seats): the game just played, from memory
    replayable_games: Callable[..., dict]  # (ctx) -> {game id: saves.AutosavedGame} of the saves folder
    # Title -> Online: this computer's online games, hosting one, its invites, joining one, an account (`online_*.py`).
    online_games: Callable[..., Scene]     # (ctx, message=""): the server's address and the games listed
    online_host: Callable[..., Scene]      # (ctx, server url)
    online_invites: Callable[..., Scene]   # (ctx, keyring.HostedGame, held seats, note="")
    online_join: Callable[..., Scene]      # (ctx, server url or "", on_joined(message)): over the list
    online_account: Callable[..., Scene]   # (ctx, server url): register, log in or out there, one's rating
    online_lobby: Callable[..., Scene]     # (ctx, server url): the server's open games, a free seat taken
    watch_turns: Callable[..., None]       # (ctx): notifications of this computer's online turns, started once
    # The board of an online game, for the seats played here (`online_board.online_game`): pushes a connecting
    # screen, then the board; a problem is said on the screen, never raised.
    online_game: Callable[..., None]       # (ctx, server url, [online.protocol.SeatCredentials])
    # Watching an online game (`scenes/online/watch*.py`): the link or id asked for over the list; the game's board for a
    # spectator, after a connecting screen (pushed; a problem said on the screen, never raised).
    online_watch: Callable[..., Scene]     # (ctx, server url or ""): over the list
    watch_game: Callable[..., None]        # (ctx, server url, game id)
