"""The package's floors: a module may import its own floor and the floors below, never one above.

Read from the source with `ast`, so an import inside a function counts as much as one at the top: hiding an
import in a function hides a wrong arrow, it does not remove it.
"""
from __future__ import annotations

import ast
from pathlib import Path

import colosseum_desktop

PACKAGE = Path(colosseum_desktop.__file__).parent
ROOT = "colosseum_desktop"

# The first part of a module's dotted name below the package, and its floor (bottom first).
FLOORS = {
    "__init__": 0, "rules": 0,  # the game itself (and the package's version constants)
    "session": 1, "game_log": 1, "i18n": 1, "settings": 1,  # the game being played, words, the player's settings
    "files": 1,  # the program's own files read and written safely (bounded reads, atomic writes, copies kept)
    "saves": 2, "bots": 2,  # files; computer players
    "simulate": 3, "simulate_saves": 3, "sample_saves": 3,  # headless games: saves and computer players together
    "replay": 3,  # a game watched again from its save, and played on from a moment
    "table": 3,  # seats, drivers, consent, observers, per-seat views (no pygame): screens and servers stand on it
    "advisor": 3,  # hints: a seat's options ranked, with reasons, from its view (no pygame)
    "guide": 3,  # the guided first game's script and progress, following its table (no pygame)
    "online": 3,  # the server for games across machines (the table, saves, computer players; no pygame)
    "board": 4,  # the board's model: layout, input, buttons, prompt, production draft, view (no scenes)
    "sprites": 5, "viewport": 5, "sound": 5,  # drawn things, heard things; window pixels to canvas
    "scenes": 6,  # screens and dialogs
    "app": 7, "render": 7, "cli": 7, "desktop_entry": 7, "__main__": 7,  # the program
}
NAMES = {0: "rules", 1: "session", 2: "saves/bots", 3: "simulate", 4: "board model", 5: "sprites", 6: "scenes",
         7: "app"}


def module_name(path: Path) -> str:
    parts = path.relative_to(PACKAGE).with_suffix("").parts
    if parts[-1] == "__init__" and len(parts) > 1:
        parts = parts[:-1]
    return ".".join((ROOT, *parts))


def is_package(path: Path) -> bool:
    return path.name == "__init__.py"


def imported_modules(path: Path) -> list[tuple[int, str]]:
    return imports_in(path.read_text(encoding="utf-8"), module_name(path), is_package(path))


def imports_in(source: str, own: str, package_init: bool) -> list[tuple[int, str]]:
    """(line, absolute module name) of every import of the package's own modules in one file, at any depth."""
    package = own if package_init else own.rpartition(".")[0]
    out = []
    for node in ast.walk(ast.parse(source)):
        if isinstance(node, ast.Import):
            out += [(node.lineno, alias.name) for alias in node.names if alias.name.split(".")[0] == ROOT]
        elif isinstance(node, ast.ImportFrom):
            if node.level:
                base = package.split(".")
                base = base[:len(base) - (node.level - 1)]
                module = ".".join(base + ([node.module] if node.module else []))
            else:
                module = node.module or ""
            if module.split(".")[0] != ROOT:
                continue
            # `from .. import rules` imports the module colosseum_desktop.rules, not the package's __init__.
            for alias in node.names:
                candidate = f"{module}.{alias.name}"
                out.append((node.lineno, candidate if resolves(candidate) else module))
    return out


def resolves(module: str) -> bool:
    relative = Path(*module.split(".")[1:])
    return (PACKAGE / relative).with_suffix(".py").exists() or (PACKAGE / relative / "__init__.py").exists()


def floor_of(module: str) -> int:
    parts = module.split(".")
    top = parts[1] if len(parts) > 1 else "__init__"
    assert top in FLOORS, f"{module} has no floor: add `{top}` to FLOORS in tests/test_layers.py"
    return FLOORS[top]


def sources() -> list[Path]:
    return sorted(p for p in PACKAGE.rglob("*.py") if "assets" not in p.parts)


def test_no_module_imports_a_floor_above_its_own():
    wrong = []
    for path in sources():
        here = floor_of(module_name(path))
        for line, module in imported_modules(path):
            there = floor_of(module)
            if there > here:
                wrong.append(f"{path.relative_to(PACKAGE.parent)}:{line} ({NAMES[here]}) imports {module} "
                             f"({NAMES[there]})")
    assert not wrong, "imports from a higher floor:\n" + "\n".join(wrong)


def rules_import_graph() -> dict[str, set[str]]:
    graph: dict[str, set[str]] = {}
    for path in sorted((PACKAGE / "rules").glob("*.py")):
        if is_package(path):
            continue  # the rules' public face imports everything; nothing inside imports it back
        name = module_name(path)
        graph[name] = {module for _, module in imported_modules(path) if module.startswith(f"{ROOT}.rules.")}
    return graph


def cycle_in(graph: dict[str, set[str]]) -> list[str] | None:
    """One import cycle of the graph (its modules in order), or None."""
    visiting: list[str] = []
    done: set[str] = set()

    def visit(node: str) -> list[str] | None:
        if node in visiting:
            return visiting[visiting.index(node):] + [node]
        if node in done:
            return None
        visiting.append(node)
        for following in sorted(graph.get(node, ())):
            found = visit(following)
            if found:
                return found
        visiting.pop()
        done.add(node)
        return None

    for node in sorted(graph):
        found = visit(node)
        if found:
            return found
    return None


def test_the_rules_modules_import_each_other_without_a_cycle():
    """The phase modules tell `flow` when a phase ends; `flow` finds the next phase's start in a table filled
    by `phases`, so nothing in the rules leans on import order."""
    assert cycle_in(rules_import_graph()) is None, " -> ".join(cycle_in(rules_import_graph()))


def package_import_graph() -> dict[str, set[str]]:
    """Every module of the package -> the package's modules it imports, at the top or inside a function."""
    graph = {}
    for path in sources():
        name = module_name(path)
        graph[name] = {module for _, module in imported_modules(path) if module != name}
    return graph


def test_no_modules_import_each_other_not_even_inside_functions():
    """No import cycle anywhere in the package, imports inside functions counted: an import moved into a function
    only delays a cycle, it does not break it. Screens that lead to each other (the title, the board, the pause
    menu, the end screen) reach the next one through `ctx.routes` (`scenes/navigation.py`), filled in one place
    (`scenes/route_table.py`), so none imports a screen that imports it back."""
    found = cycle_in(package_import_graph())
    assert found is None, "import cycle: " + " -> ".join(found)


def test_the_checker_sees_imports_inside_functions_and_finds_a_cycle():
    """The two checks above can fail: a wrong arrow inside a function is found, and so is a cycle."""
    source = "import pygame\n\ndef late():\n    from ..scenes import board\n    from .. import rules\n"
    assert imports_in(source, "colosseum_desktop.sprites.ring", package_init=False) == [
        (4, "colosseum_desktop.scenes.board"), (5, "colosseum_desktop.rules")]
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
    assert cycle_in({"a": {"b"}, "b": {"c"}, "c": set()}) is None
    # Two screens, one importing the other at the top and the other importing it back inside a method: a cycle.
    title = "from .widgets import Button\n\nclass Title:\n    def new_game(self):\n        from .new_game import X\n"
    new_game = "from .title import PHASE_NAMES\n"
    graph = {f"{ROOT}.scenes.{name}": {module for _, module in imports_in(source, f"{ROOT}.scenes.{name}", False)}
             for name, source in (("title", title), ("new_game", new_game))}
    assert cycle_in(graph) == [f"{ROOT}.scenes.new_game", f"{ROOT}.scenes.title", f"{ROOT}.scenes.new_game"]
    assert floor_of("colosseum_desktop.scenes.board") > floor_of("colosseum_desktop.sprites.ring")


def stdlib_imports(path: Path) -> set[str]:
    """The top-level names of every module a file imports, the standard library's included, at any depth."""
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out |= {alias.name.split(".")[0] for alias in node.names}
        elif isinstance(node, ast.ImportFrom) and not node.level:
            out.add((node.module or "").split(".")[0])
    return out


def test_the_rules_import_no_translation_machinery_nor_a_locale():
    """The engine stays pure (issue 13): refusals carry an identifier and values, the words are chosen at the edge
    (i18n/refusals.py). No gettext, locale or Babel in the rules, and no module of the words' floor."""
    wrong = []
    for path in sorted((PACKAGE / "rules").glob("*.py")):
        found = stdlib_imports(path) & {"gettext", "locale", "babel"}
        found |= {module for _, module in imported_modules(path) if floor_of(module) > 0}
        if found:
            wrong.append(f"{path.name}: {sorted(found)}")
    assert not wrong, "the rules import words or a locale:\n" + "\n".join(wrong)
    assert stdlib_imports(PACKAGE / "i18n" / "__init__.py") >= {"gettext"}  # the check sees such an import


def test_the_table_needs_no_pygame():
    """The table's floor is for screens, servers and headless games alike: nothing in it imports pygame, and
    importing it in a fresh interpreter loads no pygame."""
    import subprocess
    import sys
    wrong = [path.name for path in sorted((PACKAGE / "table").glob("*.py")) if "pygame" in stdlib_imports(path)]
    assert not wrong, f"the table imports pygame: {wrong}"
    code = "import sys, colosseum_desktop.table; print(any(m.split('.')[0] == 'pygame' for m in sys.modules))"
    loaded = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert loaded.strip() == "False"


# Arrows within a floor. Each rule: (what it says, which modules it binds, which imports they may not make).
def _is_picture(module: str) -> bool:
    return module.startswith(f"{ROOT}.scenes.") and module.endswith("_picture")


DRAWING_HELPERS = {f"{ROOT}.scenes.widgets", f"{ROOT}.scenes.text_fields"}  # the controls' draw functions


def picture_imports_a_controller(importer: str, imported: str) -> bool:
    """A picture draws from (state, view) alone: of the screens' modules it may import other pictures, dialog
    geometry and the controls' drawing helpers, never a controller (its own or another's)."""
    return (_is_picture(importer) and imported.startswith(f"{ROOT}.scenes.") and not _is_picture(imported)
            and not imported.endswith("_geometry") and imported not in DRAWING_HELPERS)


LEVELS_REGISTRY = f"{ROOT}.bots.levels"  # the levels' names and words: what a save may say of a seat


def saves_and_bots_glued(importer: str, imported: str) -> bool:
    """Files and computer players share a floor but never lean on each other: what brings them together
    (headless games, the table) stands above both. The saves read only the levels' registry (names and words)."""
    top = lambda module: module.split(".")[1] if module.count(".") else ""  # noqa: E731
    if top(importer) == "saves" and top(imported) == "bots":
        return imported != LEVELS_REGISTRY
    return top(importer) == "bots" and top(imported) == "saves"


FLOOR_ARROWS = (picture_imports_a_controller, saves_and_bots_glued)


def wrong_arrows(graph: dict[str, set[str]]) -> list[str]:
    return [f"{importer} imports {imported}: {rule.__doc__.split(':')[0]}"
            for importer, imported_set in sorted(graph.items()) for imported in sorted(imported_set)
            for rule in FLOOR_ARROWS if rule(importer, imported)]


def test_no_wrong_arrow_within_a_floor():
    assert not wrong_arrows(package_import_graph()), "\n".join(wrong_arrows(package_import_graph()))


def test_each_arrow_rule_fails_on_a_planted_import():
    planted = {
        f"{ROOT}.scenes.trade_picture": {name for _, name in imports_in(
            "def late():\n    from .trade_dialog import TradeDialog\n", f"{ROOT}.scenes.trade_picture", False)},
        f"{ROOT}.saves.loading": {name for _, name in imports_in(
            "from ..bots.strong import StrongBot\nfrom ..bots.levels import LEVELS\n", f"{ROOT}.saves.loading",
            False)},
        f"{ROOT}.bots.strong": {name for _, name in imports_in(
            "from ..saves import load_game\n", f"{ROOT}.bots.strong", False)},
        f"{ROOT}.scenes.bid_picture": {f"{ROOT}.scenes.dialog_picture", f"{ROOT}.scenes.widgets"},  # allowed
    }
    found = wrong_arrows(planted)
    assert len(found) == 3 and all("bid_picture" not in line for line in found), found


# -- no module over MAX_LINES (issue 34) ------------------------------------------------------------------------------
MAX_LINES = 400
# The modules still over it, with their length when listed. The list only shrinks: a module that comes under must
# leave it (the test says so), and no other module may go over.
STILL_OVER = {
    "colosseum_desktop/online/server.py": 717,  # the server's routes; moves with the server's own package
    "colosseum_desktop/online/games.py": 524,  # the server's games held in memory
    "colosseum_desktop/board/layout.py": 447,
    "colosseum_desktop/app.py": 416,
    "colosseum_desktop/scenes/widgets.py": 405,
}


def module_lengths() -> dict[str, int]:
    return {f"{ROOT}/{path.relative_to(PACKAGE).as_posix()}": len(path.read_text(encoding="utf-8").splitlines())
            for path in PACKAGE.rglob("*.py")}


def length_problems(lengths: dict[str, int], still_over: dict[str, int]) -> list[str]:
    """A module over MAX_LINES that is not listed; a listed one that has come under MAX_LINES (take it off the list)
    or that is no longer there."""
    problems = [f"{name}: {count} lines, over {MAX_LINES}" for name, count in sorted(lengths.items())
                if count > MAX_LINES and name not in still_over]
    problems += [f"{name}: {lengths[name]} lines now: take it off STILL_OVER" for name in sorted(still_over)
                 if name in lengths and lengths[name] <= MAX_LINES]
    problems += [f"{name}: listed in STILL_OVER but gone" for name in sorted(still_over) if name not in lengths]
    return problems


def test_no_module_over_max_lines():
    problems = length_problems(module_lengths(), STILL_OVER)
    assert not problems, "\n".join(problems)


def test_module_length_rule_fails_on_planted_modules():
    lengths = {**module_lengths(), f"{ROOT}/scenes/planted.py": MAX_LINES + 1,
               f"{ROOT}/app.py": MAX_LINES}  # a listed module come under
    problems = length_problems(lengths, STILL_OVER)
    assert any(line.startswith(f"{ROOT}/scenes/planted.py: {MAX_LINES + 1} lines") for line in problems), problems
    assert any(line.startswith(f"{ROOT}/app.py: {MAX_LINES} lines now") for line in problems), problems
