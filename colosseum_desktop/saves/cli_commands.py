"""What `colosseum check-save` does."""
from __future__ import annotations

import sys
from pathlib import Path

from ..bots.levels import level_title
from ..i18n import _
from ..i18n.card_names import phase_title
from ..i18n.conventions import format_datetime
from ..i18n.lazy import cut, visible
from .errors import SaveError
from .format import PERSON, SCHEMA_VERSION
from .loading import load_game


def _played_by(kind: str) -> str:
    """Who plays a seat, as the save says it ("person", "computer:easy"), in the player's words."""
    if kind == PERSON:
        return _("person")
    level = kind.partition(":")[2]
    return _("computer: {level}", level=level_title(level)) if level else _("computer")


# Every field printed is cut to a bound, its controls escaped: a save is anyone's file (one whose app_version was
# 5 MB long printed 5 MB).
MOST_PATH_CHARS, MOST_FIELD_CHARS, MOST_SENTENCE_CHARS = 300, 40, 600


def check_save(path: str, out=None, err=None) -> int:
    """Print a summary of a save that loads (exit 0), or why it does not (exit 2)."""
    out, err = out or sys.stdout, err or sys.stderr
    file = cut(path, MOST_PATH_CHARS)
    try:
        game = load_game(Path(path))
    except SaveError as error:
        print(_("{file}: {reason}", file=file, reason=cut(str(error.reason), MOST_SENTENCE_CHARS)), file=err)
        return 2
    state = game.session.state
    version = _("schema {version}", version=SCHEMA_VERSION)
    if game.migrated_from:
        version = _("schema {old}, read as {new}", old=game.migrated_from, new=SCHEMA_VERSION)
    print(_("{file} loads ({version}; saved {when} by version {app}, rules {rules})", file=file, version=version,
            when=format_datetime(game.saved_at.astimezone()), app=cut(game.app_version, MOST_FIELD_CHARS),
            rules=cut(game.rules_version, MOST_FIELD_CHARS)), file=out)
    seats = ", ".join(_("{name} ({played_by})", name=visible(p.name), played_by=_played_by(seat))
                      for p, seat in zip(state.players, game.seats))
    print(_("Players: {seats}", seats=seats), file=out)
    print(_("Round {round}, {phase}", round=state.round, phase=phase_title(state.phase)), file=out)
    records = ", ".join(f"{visible(p.name)} {p.record}" for p in state.players)
    print(_("Records: {records}", records=records), file=out)
    print(_("Moves recorded: {n}", n=len(game.session.log)), file=out)
    if game.notice:
        print(cut(str(game.notice), MOST_SENTENCE_CHARS), file=out)
    return 0
