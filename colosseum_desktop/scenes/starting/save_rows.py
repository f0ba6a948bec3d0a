"""What each row of the load screen says: who plays the seats, where the game stands and when it was played,
or why a file cannot be opened; and how a game's seats share one line."""
from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from ...bots.levels import level_title
from ...i18n import _
from ...i18n.conventions import format_datetime
from ...sprites.text import width_of as text_width
from ..title.scene import PHASE_NAMES


def when(moment) -> str:
    return format_datetime(moment.astimezone()) if isinstance(moment, datetime) else ""


def seat_label(name: str, kind: str) -> str:
    """A seat as listed: the name, and who plays it when it is not a person ("Brutus (easy)")."""
    if kind == "person":
        return name
    level = kind.partition(":")[2]
    return _("{name} ({level})", name=name, level=level_title(level) if level else _("computer"))


def seat_kinds(info) -> list[str]:
    """Who plays each seat ("person", "computer:strong"...); files that do not say were played by people."""
    return info.seats or ["person"] * len(info.names)


def seat_labels(info, names: Sequence[str] | None = None) -> list[str]:
    """Each seat's name (or the `names` given instead: cut to fit) with its computer level."""
    return [seat_label(name, kind) for name, kind in zip(info.names if names is None else names, seat_kinds(info))]


def seats_and_where(info, names: Sequence[str] | None = None) -> str:
    """"Aurelia, Brutus (strong)  ·  round 2  ·  auctions": a named save's or finished game's details."""
    return f"{', '.join(seat_labels(info, names))}  \u00b7  {where_in_game(info)}"


def where_in_game(info) -> str:
    """Round and phase, and where a game that is a line of its own branched off the game it came from."""
    phase = _(PHASE_NAMES[info.phase.value]) if info.phase is not None else "?"
    where = _("round {round}  ·  {phase}", round=info.round, phase=phase)
    if info.branched_from is None:
        return where
    return _("{where}  ·  branched off at move {n}", where=where, n=info.branched_from.move)


def describe_save(info) -> tuple[str, str, str]:
    """(title, details, date) for one named save's (or unreadable file's) row."""
    title = info.path.name.removesuffix(".colosseum.json")
    if not info.loads:
        return title, _("Cannot be opened: {reason}", reason=info.error), when(info.saved_at)
    return title, seats_and_where(info), when(info.saved_at)


def is_game(row) -> bool:
    """Whether a row of the lists is a game's autosaves (saves.AutosavedGame) rather than one file."""
    return hasattr(row, "files")


def describe_finished(game) -> tuple[str, str, str]:
    """(title, details, date) for a finished game's row among the saves."""
    latest = game.latest
    return _("Finished game"), seats_and_where(latest), when(latest.saved_at)


def describe_game(game) -> tuple[list[str], str]:
    """(seat labels, "round 3 · auctions · last played …") for one game in progress."""
    latest = game.latest
    where = where_in_game(latest)
    return seat_labels(latest), _("{where}  ·  last played {when}", where=where[:1].upper() + where[1:],
                                  when=when(latest.saved_at))


SYMBOL_W, SEAT_GAP = 24, 16


def seat_line(labels: list[str], width: int) -> tuple[int, list[int]]:
    """(text size, width of each label) to set the seats side by side in `width`: at their natural widths in
    the largest size from 22 down to 18 that fits, else the widest labels cut to share what is left."""
    room = width - len(labels) * SYMBOL_W - (len(labels) - 1) * SEAT_GAP
    for size in (22, 20, 18):
        natural = [text_width(label, size, bold=True) for label in labels]
        if sum(natural) <= room:
            return size, natural
    # The narrow labels keep their widths; the others share the rest equally (and are cut with an ellipsis).
    ordered, share = sorted(natural), room // len(labels)
    for count, label_width in enumerate(ordered):
        if label_width > share:
            break
        room -= label_width
        share = room // (len(labels) - count - 1) if count + 1 < len(labels) else room
    return size, [min(w, share) for w in natural]
