"""Above the rules, a refusal is caught only where a command is played: whether something is allowed is asked
of the rules (`is_legal`, `why_not`, `refusal_for`, `producible`...), never found out by trying it and
catching the `IllegalCommand` (issue 17). Read from the source with `ast`: every `try` whose handler catches
`IllegalCommand` in the board model, the computer players, the table and the screens must submit a command in
its body, or be one of the places listed below, each with why it is left."""
from __future__ import annotations

import ast
from pathlib import Path

import colosseum_desktop

PACKAGE = Path(colosseum_desktop.__file__).parent
CHECKED = ("board", "bots", "scenes", "table")

# (module, the call tried) -> why it is left as it is
LEFT = {
    ("scenes/board/scene.py", "find_command"): "the board's own module (the table's rework, issue 17's lead): a gesture "
                                         "is turned into a command or the refusal shown, then submitted",
}


def catches_refusal(handler: ast.ExceptHandler) -> bool:
    caught = handler.type.elts if isinstance(handler.type, ast.Tuple) else [handler.type]
    return any(isinstance(node, ast.Name) and node.id == "IllegalCommand"
               or isinstance(node, ast.Attribute) and node.attr == "IllegalCommand" for node in caught)


def called(nodes) -> list[str]:
    """The names of the functions and methods called in these statements."""
    out = []
    for node in (inner for statement in nodes for inner in ast.walk(statement)):
        if isinstance(node, ast.Call):
            func = node.func
            out.append(func.attr if isinstance(func, ast.Attribute) else func.id if isinstance(func, ast.Name) else "")
    return out


def refusals_as_questions(source: str, module: str) -> list[tuple[str, str, int]]:
    """(module, the first call tried, line) of each `try` catching IllegalCommand that submits nothing."""
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Try) and any(catches_refusal(h) for h in node.handlers):
            calls = called(node.body)
            if "submit" not in calls:
                out.append((module, calls[0] if calls else "", node.lineno))
    return out


def found() -> list[tuple[str, str, int]]:
    out = []
    for floor in CHECKED:
        for path in sorted((PACKAGE / floor).rglob("*.py")):
            module = path.relative_to(PACKAGE).as_posix()
            out += refusals_as_questions(path.read_text(encoding="utf-8"), module)
    return out


def test_no_refusal_is_caught_to_ask_whether_something_is_allowed():
    asked = [(module, call, line) for module, call, line in found() if (module, call) not in LEFT]
    assert asked == [], "ask the rules (is_legal, why_not, refusal_for) instead of catching IllegalCommand: " + \
        ", ".join(f"{module}:{line} ({call})" for module, call, line in asked)


def test_every_place_left_is_still_there():
    """A place mended is taken off the list, so the list says what is left."""
    mended = set(LEFT) - {(module, call) for module, call, _line in found()}
    assert not mended, f"mended, so take them off LEFT in tests/test_refusals_not_questions.py: {sorted(mended)}"


def test_the_reading_tells_a_question_from_a_move():
    question = ("def f(state, c):\n    try:\n        rules.apply(state, c)\n    except rules.IllegalCommand:\n"
                "        return False\n    return True\n")
    move = ("def f(self, c):\n    try:\n        self.session.submit(c)\n    except (rules.IllegalCommand, OSError):\n"
            "        return False\n")
    assert refusals_as_questions(question, "m.py") == [("m.py", "apply", 2)]
    assert refusals_as_questions(move, "m.py") == []
