"""Every message the code marks reaches the catalogs' template.

The catalog check compares the catalogs with what Babel extracts, so a message Babel does not see is never
asked for, and the player reads English whatever the language. Babel passes over a marker inside a
conditional expression in another marker's arguments (`_("{a}", a=_("x") if y else _("z"))`: seen with Babel
2.18) and inside an f-string; a call of that kind once hid a message in simulate.py. This test reads the code
itself with `ast`, finds every call of a marker with literal text, wherever it stands, and asks the template for it.
"""
from __future__ import annotations

import ast
from pathlib import Path

from babel.messages.extract import DEFAULT_KEYWORDS
from babel.messages.pofile import read_po

import colosseum_desktop
from colosseum_desktop.i18n.catalogs import EXTRA_KEYWORDS, TEMPLATE

PACKAGE = Path(colosseum_desktop.__file__).parent
KEYWORDS = {**DEFAULT_KEYWORDS, **EXTRA_KEYWORDS}


def _marker_name(call: ast.Call) -> str | None:
    func = call.func
    if isinstance(func, ast.Name):
        return func.id
    if isinstance(func, ast.Attribute):  # i18n._(...), markers.N_(...)
        return func.attr
    return None


def _literal(node: ast.AST) -> str | None:
    return node.value if isinstance(node, ast.Constant) and isinstance(node.value, str) else None


def marked_messages(source: str) -> list[tuple[int, str | None, str]]:
    """(line, context, message) of every marker call with literal text in one file, at any depth."""
    found = []
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.Call):
            continue
        name = _marker_name(node)
        if name not in KEYWORDS:
            continue
        spec = KEYWORDS[name] or (1,)
        context_at = next((p[0] for p in spec if isinstance(p, tuple)), None)
        message_at = next(p for p in spec if not isinstance(p, tuple))
        if len(node.args) < message_at or (context_at and len(node.args) < context_at):
            continue
        message = _literal(node.args[message_at - 1])
        context = _literal(node.args[context_at - 1]) if context_at else None
        if message is not None and (context_at is None or context is not None):
            found.append((node.lineno, context, message))
    return found


def template_messages() -> set[tuple[str | None, str]]:
    with TEMPLATE.open("rb") as handle:
        catalog = read_po(handle)
    return {(m.context, m.id[0] if isinstance(m.id, tuple) else m.id) for m in catalog if m.id}


def test_the_scan_finds_a_marker_nested_in_another_markers_arguments():
    source = ('x = _("Outer {inner}", inner=ngettext("one coin", "{n} coins", 2) if y else _("none"))\n'
              'y = pgettext("phase", "Trade")\n')
    assert {(c, m) for _line, c, m in marked_messages(source)} == {
        (None, "Outer {inner}"), (None, "one coin"), (None, "none"), ("phase", "Trade")}


def test_every_marked_message_in_the_code_is_in_the_template():
    known = template_messages()
    missing = [f"{path.relative_to(PACKAGE.parent)}:{line}: {context + ' | ' if context else ''}{message!r}"
               for path in sorted(PACKAGE.rglob("*.py"))
               for line, context, message in marked_messages(path.read_text(encoding="utf-8"))
               if (context, message) not in known]
    assert not missing, ("marked in the code but not extracted (run `python -m colosseum_desktop.i18n.catalogs "
                         "update`; if it stays missing, Babel cannot see the call: move it out of the other "
                         "call's arguments):\n" + "\n".join(missing))
