"""Computer moves explained: a computer player's line in the game log, hovered, says why it chose that move, from the
advisor's reasons (advisor.explain) on what that player saw when it chose (its view of the position before the move).
Worked out the first time a line is hovered (a few milliseconds, at most about 90 on this machine), then kept."""
from __future__ import annotations

from ...advisor import explain
from ...i18n import _
from ...i18n.advice import reasons_text
from ...rules import current_player
from ...sprites.log_panel import LogPanel
from ...table.views import view_for


class MoveReasons:
    """The reasons of each computer move asked about, kept by the log entry (identity: an entry taken back and a new
    one made are different moves)."""

    def __init__(self) -> None:
        self._known: dict[int, tuple[object, tuple]] = {}

    def reasons(self, entry) -> tuple:
        """Why the move was chosen; () for a move the advisor has no reason for, or one made out of turn (a medal
        exchanged while another player decided)."""
        known = self._known.get(id(entry))
        if known is None or known[0] is not entry:
            seat = entry.command.player
            before = entry.state_before
            reasons = explain(view_for(before, seat), entry.command) if current_player(before) == seat else ()
            known = self._known[id(entry)] = (entry, reasons)
        return known[1]

    def words_at(self, panel: LogPanel, pos) -> str | None:
        """Why, in the current language, for the computer's line under `pos` in the log; None elsewhere."""
        line = None if pos is None else panel.line_at(pos)
        if line is None or line.move is None:
            return None
        reasons = self.reasons(line.move)
        if not reasons:
            return None
        # The reasons speak to the one who chose ("worth up to 21 coins to you"): said from that player's seat.
        name = line.move.state_before.player(line.move.command.player).name
        return _("Why, from {name}'s seat: {reasons}", name=name, reasons=reasons_text(reasons))
