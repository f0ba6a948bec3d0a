"""The files the game ships with (fonts, pictograms, sounds, catalogs, the rules' text) found unusable in this
copy of the game: each is replaced by a plainer stand-in (a default font, a plain shape, silence, English), logged
once, and the title says how many, so a damaged install is seen, never a crash or a hang."""
from __future__ import annotations

import logging
import threading

log = logging.getLogger(__name__)

_lock = threading.Lock()  # icons may be rasterised on a worker thread
_unusable: dict[str, str] = {}  # the shipped file's name -> why it is not used


def left_out(name: str, reason: object) -> None:
    """Record that the shipped file `name` cannot be used (logged the first time only)."""
    with _lock:
        if name in _unusable:
            return
        _unusable[name] = str(reason)
    log.error("the game's own file %s cannot be used (%s): a plainer stand-in is used", name, reason)


def unusable_files() -> dict[str, str]:
    """Every shipped file found unusable so far, the catalogs' included, with the reason."""
    from ..i18n import DOMAIN, LANGUAGES, unusable_catalog

    found = {f"{code}/{DOMAIN}.mo": unusable_catalog(code) for code in LANGUAGES}
    with _lock:
        return {**{name: why for name, why in found.items() if why}, **_unusable}


def title_note():
    """A sentence for the title when some shipped file could not be used (None: every one could)."""
    from ..i18n.lazy import lazy_ngettext

    names = sorted(unusable_files())
    if not names:
        return None
    return lazy_ngettext("{n} of the game's own files could not be used ({files}), so plainer stand-ins are shown; "
                         "reinstalling the game brings them back.",
                         "{n} of the game's own files could not be used ({files}), so plainer stand-ins are shown; "
                         "reinstalling the game brings them back.", len(names), files=", ".join(names))
