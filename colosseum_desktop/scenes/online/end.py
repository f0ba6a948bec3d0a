"""The end of an online game on this computer: the usual end screen (the winners, each player's best event itemised,
records round by round), the game added to this computer's records once, marked as played online.

What the end screen does beyond that needs the game's whole log from its first move, with the dice and draws it
made: the replay and the missed gains. The server keeps that log; this computer has the moves it saw only, so both
buttons are off here and the screen says why.
"""
from __future__ import annotations

from collections.abc import Collection
from datetime import datetime, timezone

from ...i18n import _
from ...saves import records
from ...sprites import theme
from ...sprites.text import fit as fit_text
from ...sprites.theme import PALETTE
from ...table import Seat, is_person
from ..starting import entry as game_entry
from ..end.scene import EndScene

NOTE_Y = 884


def end_kinds(seats: list[Seat]) -> list[str]:
    """The end screen's seat kinds: "person" for a person here or at another computer, else the computer's
    level (the board's labels say "remote" for the others, which the end screen and the records do not know)."""
    return [game_entry.PERSON if is_person(seat) else seat.level for seat in seats]


class OnlineEndScene(EndScene):
    def __init__(self, ctx, session, seats: list[Seat], here: Collection[int]) -> None:
        """`session`: the client table's (its state the server's last view); `seats`: the table's seats; `here`:
        the seats played at this computer."""
        super().__init__(ctx, session, end_kinds(seats))
        self.here = frozenset(here)
        self.replay_button.enabled = self.review_button.enabled = False

    def record(self) -> None:
        """Add this game to the records, marked online, once per game id (a second window on this computer
        playing another seat of it, or the game opened again when over, adds nothing)."""
        path = self.ctx.records_path
        if path is None:
            return
        entry = records.game_record(self.session, game_entry.seats_for_save(self.seats), datetime.now(timezone.utc),
                                    online_here=self.here)
        note = records.record_game(path, entry)
        if note:
            self.records_note.text = fit_text(str(note), 18, 1560)

    def draw_background(self, canvas) -> None:
        super().draw_background(canvas)
        if not self.records_note.text:
            theme.blit_text(canvas, fit_text(online_note(), 18, 1560), (800, NOTE_Y), 18, PALETTE["ink_soft"],
                            italic=True, anchor="center")


def online_note() -> str:
    return _("An online game: its server keeps the moves, so there is no replay or missed gains on this computer.")
