"""Importing parts of the package that other people may not have written yet (cheap: no game code)."""
from __future__ import annotations

import importlib


def optional_module(name: str):
    """Import `colosseum_desktop.<name>`, or None if that module does not exist (yet).

    Only a missing module itself is forgiven: a module that exists but fails to import raises as usual."""
    full = f"colosseum_desktop.{name}"
    try:
        return importlib.import_module(full)
    except ModuleNotFoundError as error:
        if error.name and full.startswith(error.name):
            return None
        raise
