"""Watching a game again, move by move, and playing on from any of its moments as a new game.

Pure of pygame: `timeline.Timeline` (the position after each move, found from checkpoints), `game.ReplayedGame`
(a timeline and what is known about its game, read from a save as loading reads it) and `game.play_on`. The
Replay screen (scenes/replay/scene.py) draws a moment with the board's own picture.
"""
from .game import ReplayedGame, play_on, replay_save, replay_session, session_at
from .timeline import DEFAULT_CHECKPOINT_EVERY, PhaseStart, Place, Timeline

__all__ = ["ReplayedGame", "play_on", "replay_save", "replay_session", "session_at", "DEFAULT_CHECKPOINT_EVERY", "PhaseStart",
           "Place", "Timeline"]
