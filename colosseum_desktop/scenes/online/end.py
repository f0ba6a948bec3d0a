"""The end of an online game on this computer: the usual end screen (the winners, each player's best event itemised,
records round by round), the game added to this computer's records once, marked as played online.

What the end screen does beyond that needs the game's whole log from its first move, with the dice and draws it
made: the replay and the missed gains. The server keeps that log; this computer has the moves it saw only. "Save a
copy (R)" fetches the game from its server (save_copy.py) into the saves folder and opens its replay; once
kept, Replay and Missed gains work on the copy as after a game played here.
"""
from __future__ import annotations

from collections.abc import Collection
from datetime import datetime, timezone

from ...i18n import _
from ...online.lobby_calls import LobbyProblem
from ...saves import records
from ...sprites import theme
from ...sprites.text import fit as fit_text
from ...sprites.theme import PALETTE
from ...table import Seat, is_person
from ..starting import entry as game_entry
from ..end.scene import EndScene
from ..end.review import MissedGainsScene
from .errand import Errand
from .save_copy import KeptCopy, keep_copy, open_replay

NOTE_Y = 884


def end_kinds(seats: list[Seat]) -> list[str]:
    """The end screen's seat kinds: "person" for a person here or at another computer, else the computer's
    level (the board's labels say "remote" for the others, which the end screen and the records do not know)."""
    return [game_entry.PERSON if is_person(seat) else seat.level for seat in seats]


class OnlineEndScene(EndScene):
    def __init__(self, ctx, session, seats: list[Seat], here: Collection[int], server: str = "") -> None:
        """`session`: the client table's (its state the server's last view); `seats`: the table's seats; `here`:
        the seats played at this computer; `server`: the game's server, which a copy is asked of."""
        super().__init__(ctx, session, end_kinds(seats))
        self.here, self.server = frozenset(here), server
        self.copy: KeptCopy | None = None
        self.errand: Errand | None = None
        self.review_button.enabled = False
        self._label_replay()

    def _label_replay(self) -> None:
        """Before a copy is kept, the replay's button saves one (and then replays it)."""
        self.replay_button.text = _("Replay (R)") if self.copy is not None else _("Save a copy (R)")
        self.replay_button.enabled = bool(self.server) and self.errand is None
        self.review_button.enabled = self.copy is not None and self.copy.seats.count(game_entry.PERSON) > 0
        self.invalidate()

    def on_language_changed(self) -> None:
        self._label_replay()

    def replay(self) -> None:
        """The copy's replay; the first time, once the copy has been fetched and kept."""
        if self.copy is not None:
            return open_replay(self.ctx, self.copy)
        if self.errand is None and self.server:
            self.errand = Errand(keep_copy, self.server, self.session.game_id, self.ctx.saves_dir)
            self.records_note.colour = PALETTE["ink_soft"]
            self.records_note.text = _("Saving a copy from the server…")
            self._label_replay()

    def review(self) -> None:
        if self.copy is not None and self.review_button.enabled:
            self.manager.push(MissedGainsScene(self.ctx, self.copy.session, self.copy.seats))

    def update(self, dt_ms: float) -> None:
        super().update(dt_ms)
        if self.errand is None or not self.errand.done:
            return
        errand, self.errand = self.errand, None
        try:
            self.copy = errand.finish()
        except LobbyProblem as problem:
            self.records_note.colour = PALETTE["error"]
            self.records_note.text = fit_text(str(problem), 18, 1560)
        else:
            self.records_note.colour = PALETTE["ink_soft"]
            self.records_note.text = fit_text(_("A copy is kept in the saves folder as {file}.",
                                                file=self.copy.path.name), 18, 1560)
            open_replay(self.ctx, self.copy)
        self._label_replay()

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
    return _("An online game: its server keeps the moves. Save a copy (R) to replay it and see the missed gains.")
