"""The online board's game log beyond a table held here: the moves made before the board opened (put before every
line), and the moves made while this computer was not connected: at the jump one line says how many, and once the
server has sent them (online/client_table.py, MissedMoves) that line gives way to each move's own lines, worded as
a board that followed them would have (online/history.py)."""
from __future__ import annotations

from collections.abc import Sequence

from ...game_log import LogLine, sentences
from ...i18n import _, ngettext
from ...online.client_records import EarlierMoves, MissedMoves
from ...session import LogEntry
from ..board.observers import GameLogObserver, action_words


def entries_lines(entries: Sequence[LogEntry]) -> list[LogLine]:
    lines: list[LogLine] = []
    for entry in entries:
        lines += sentences(entry.events, entry.state_before)
    return lines


def earlier_lines(earlier: EarlierMoves) -> list[LogLine]:
    """The game log's lines of the moves made before the board opened, in the language of the moment."""
    lines = [LogLine(ngettext("{n} earlier move is not shown", "{n} earlier moves are not shown", earlier.left_out),
                     None)] if earlier.left_out else []
    return lines + entries_lines(earlier.entries)


def missed_lines(missed: MissedMoves) -> list[LogLine]:
    """The moves made while this computer was not connected, once they came; until then how many."""
    if missed.entries is None:
        return [LogLine(ngettext("{n} move was made while this computer was not connected",
                                 "{n} moves were made while this computer was not connected", missed.count), None)]
    return entries_lines(missed.entries)


class OnlineGameLog(GameLogObserver):
    """The board's game log at a client table: a jump's line is worded from the table's record of it, so that the
    log's next rewording (OnlineBoardScene.update, when the moves came) shows the moves themselves."""

    def taken_back(self, table, entry) -> None:
        """Who asked, when it was not the move's maker (the server says: the maker may only have agreed)."""
        asker, maker = table.taken_back_by(), entry.command.player
        if asker is None or asker == maker:
            super().taken_back(table, entry)
            return
        names = entry.state_before.player(asker).name, entry.state_before.player(maker).name
        self.panel.add_worded(lambda: [LogLine(_("{asker} takes back {maker}'s move: {action}", asker=names[0],
                                                 maker=names[1], action=action_words(entry)), asker)])

    def jumped(self, table, moves) -> None:
        missed = table.latest_missed()
        self.panel.add_worded(lambda: missed_lines(missed))
