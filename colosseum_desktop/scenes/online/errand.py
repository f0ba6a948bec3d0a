"""A call that may take a while (a server across the network), run on a worker thread so that the window never
waits for it: the screen looks at `done` between frames, and the loop is woken the moment it is."""
from __future__ import annotations

import threading

from ...online.lobby_calls import LobbyProblem
from ..wake import wake


class Errand:
    """`work(*args)` on a thread of its own. `finish()` (once done, on the drawing thread) gives its result, or
    raises the LobbyProblem that refused it; any other exception is a bug, raised there too, never hidden."""

    def __init__(self, work, *args) -> None:
        self._result = None
        self._error: BaseException | None = None
        self._thread = threading.Thread(target=self._run, args=(work, *args), name="online-errand", daemon=True)
        self._thread.start()

    def _run(self, work, *args) -> None:
        try:
            self._result = work(*args)
        except BaseException as error:  # noqa: BLE001 - handed to the drawing thread
            self._error = error
        finally:
            wake()

    @property
    def done(self) -> bool:
        return not self._thread.is_alive()

    def finish(self):
        if self._error is not None:
            raise self._error
        return self._result

