"""A game to watch again: its timeline and what is known about it (whose seats, which rules wrote it), read
from a save file or taken from a game just played; and a new game played on from any of its moments.

A save is read as loading reads it (saves/loading.py), and nothing is ever written to it. Its moves are played
again under these rules and must turn out as recorded. A file written under other rules whose moves no longer
all replay (the rules changed in between) is shown as far as they do: up to the first move that is refused or
turns out otherwise; what follows cannot be shown, and the replay says so. A file under these rules that does
not replay is damaged, and refused with loading's reason.
"""
from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path

from .. import RULES_VERSION, rules
from ..i18n.lazy import LazyMessage, lazy_ngettext
from ..rules.state import GameState
from ..saves.format import LogRecord, SaveFile
from ..saves.loading import ReplayMismatch, parse_save, read_save_bytes, replay
from ..session import BranchPoint, HintUse, Session, new_game_id
from .timeline import DEFAULT_CHECKPOINT_EVERY, Timeline


@dataclass(frozen=True)
class ReplayedGame:
    timeline: Timeline
    game_id: str
    seats: tuple[str, ...]  # the save format's seat kinds ("person", "computer:easy")
    rules_version: str  # the rules that wrote it
    saved_state: GameState  # the position the file (or the game) ended at
    hidden_moves: int = 0  # moves after the timeline's last that these rules cannot play again
    path: Path | None = None

    @property
    def complete(self) -> bool:
        return self.hidden_moves == 0

    @property
    def notice(self) -> LazyMessage | None:
        """What the replay tells its viewer about moves it cannot show, or None."""
        if self.complete:
            return None
        shown = self.timeline.length
        return lazy_ngettext("Saved with rules {rules}: {n} move replays under these rules; moves that cannot be "
                             "shown: {hidden}.",
                             "Saved with rules {rules}: {n} moves replay under these rules; moves that cannot be "
                             "shown: {hidden}.", shown, rules=self.rules_version,
                             hidden=self.hidden_moves)


def replay_save(path: Path | str, checkpoint_every: int = DEFAULT_CHECKPOINT_EVERY) -> ReplayedGame:
    """The game in a save file, as a timeline; a SaveError (loading's) if it cannot be opened."""
    path = Path(path)
    save, _schema = parse_save(read_save_bytes(path))
    try:
        session = replay(save)
    except ReplayMismatch:
        if save.rules_version == RULES_VERSION:
            raise  # damaged: the same rules wrote it
        records, states = _replayable_part(save)
    else:
        records = tuple(LogRecord(command=entry.command, events=entry.events) for entry in session.log)
        states = _states_of(session)
    timeline = Timeline(records, states, checkpoint_every=checkpoint_every)
    return ReplayedGame(timeline=timeline, game_id=save.game_id, seats=save.seats, rules_version=save.rules_version,
                        saved_state=save.state, hidden_moves=len(save.log) - len(records), path=path)


def replay_session(session: Session, seats: tuple[str, ...],
                   checkpoint_every: int = DEFAULT_CHECKPOINT_EVERY) -> ReplayedGame:
    """A game held in memory (the one just finished), with `seats` in the save format's kinds."""
    records = tuple(LogRecord(command=entry.command, events=entry.events) for entry in session.log)
    timeline = Timeline(records, _states_of(session), checkpoint_every=checkpoint_every)
    return ReplayedGame(timeline=timeline, game_id=session.game_id, seats=tuple(seats), rules_version=RULES_VERSION,
                        saved_state=session.state)


def _states_of(session: Session):
    for entry in session.log:
        yield entry.state_before
    yield session.state


def _starting_state(save: SaveFile) -> GameState:
    return save.start_state if save.start_state is not None else rules.new_game(save.options, save.seed)


def _replayable_part(save: SaveFile) -> tuple[tuple[LogRecord, ...], list[GameState]]:
    """The moves of a save from other rules that these rules play again as recorded, up to the first that they
    refuse or that turns out otherwise, and the positions they lead to. (`replay` has checked the stored
    states already.)"""
    state = _starting_state(save)
    states = [state]
    for record in save.log:
        try:
            state, events = rules.apply(state, record.command)
        except Exception:  # noqa: BLE001 - a file's move these rules do not take (a refusal or worse) ends the part
            break
        if tuple(events) != record.events:
            break
        states.append(state)
    return save.log[:len(states) - 1], states


def session_at(game: ReplayedGame, move: int, game_id: str | None = None) -> Session:
    """The game as it stood at moment `move`, as a session whose log holds the moves up to there (played again,
    so its undo, its log and its saves work as in any game); it keeps `game`'s identity unless given another."""
    timeline = game.timeline
    if not 0 <= move <= timeline.length:
        raise IndexError(f"move {move} is not in this game (0-{timeline.length})")
    session = Session(timeline.start, game_id=game_id or game.game_id)
    for record in timeline.records[:move]:
        session.submit(record.command)
    return session


def play_on(game: ReplayedGame, move: int) -> Session:
    """A new game, with an identity of its own, that goes on from moment `move` of `game`. Nothing of `game` or
    its file changes. It remembers where it branched off (the Load screen says so)."""
    session = session_at(game, move, game_id=new_game_id())
    session.branched_from = BranchPoint(game.game_id, move)
    # The hints given before the branch point belong to the game it came from: counted here from now on.
    session.hints = HintUse.none_given(len(session.state.players), counted_from_start=False)
    return session
