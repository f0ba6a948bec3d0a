"""The moves played before this computer followed an online game, as entries for its game log.

The server sends them as the seats were shown them (`MovesSoFar`: each move's command and events, never a state).
The log's sentences read the state before a move for a few things only: the players' names and the nobles' kinds,
which are the same in every state of one game, and, for a turn ended in the production phase, whether that player
had rolled (R5: "passes without rolling"), which the moves themselves tell. So each entry's state before is the
state this computer first saw with a stand-in step: for a move ending a production turn, that producer's step with
the faces it rolled (rebuilt from the moves), else a step no sentence reads as a producer's. Enough for the log's
words, and nothing else reads these entries (they carry no computer's reasons: its view before is not known here).
"""
from __future__ import annotations

from collections.abc import Sequence

from .. import rules
from ..rules.state import GameOver, Phase, ProduceStep
from ..session import LogEntry
from ..protocol.messages import PlayedMove


def earlier_entries(moves: Sequence[PlayedMove], seen: rules.GameState) -> list[LogEntry]:
    """`moves` (in order) as log entries; `seen`: a state of the same game (the first view this computer had)."""
    entries = []
    faces: dict[int, tuple[int, ...]] = {}  # what each producer rolled in its turn so far
    not_producing = seen.model_copy(update={"step": GameOver(winners=())})
    for move in moves:
        player = move.command.player
        before = not_producing
        if any(event.kind == "turn_ended" and event.phase is Phase.PRODUCE for event in move.events):
            before = seen.model_copy(update={"step": ProduceStep(player=player, faces=faces.get(player, ()))})
        entries.append(LogEntry(command=move.command, events=move.events, state_before=before))
        for event in move.events:
            if event.kind == "turn_started":
                faces.pop(event.player, None)
            elif event.kind == "dice_rolled":
                faces[event.player] = event.faces
    return entries
