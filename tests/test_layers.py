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

# The first part of a module's dotted name below the package, and its floor (bottom first). The screens (`scenes/`)
# are packages by feature, each holding its controller, its pure model and its picture: there a module's floor is
# its role, read from its name (see `floor_of`). The floors read rules -> table -> models -> pictures -> scenes -> app.
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
    "protocol": 3,  # what the online server and its clients both speak (messages, codes, links, addresses)
    "server": 4, "online": 4,  # the server for games across machines; the online client (apart: see SIDES)
    "sprites": 6, "viewport": 6, "sound": 6,  # drawn things shared by screens, heard things; window pixels to canvas
    "scenes": 7,  # screens and dialogs (their models and pictures: floors 5 and 6, by name)
    "app": 8, "window": 8, "render": 8, "cli": 8, "desktop_entry": 8, "__main__": 8,  # the program
}
MODELS, PICTURES = 5, 6
DRAWING_HELPERS = {f"{ROOT}.scenes.widgets", f"{ROOT}.scenes.text_fields"}  # the controls and their drawing
NAMES = {0: "rules", 1: "session", 2: "saves/bots", 3: "table", 4: "server/online client", 5: "models",
         6: "pictures", 7: "scenes", 8: "app"}


def role_in_scenes(module: str) -> int:
    """A screen package's module by its name: `model` or `*_model` is a pure model (what the screen shows, where
    its pieces lie: no pygame drawing, no controller); `picture`, `*_picture`, `geometry` and `*_geometry` draw
    from a model; the rest are controllers."""
    last = module.rsplit(".", 1)[-1]
    if module in DRAWING_HELPERS:
        return PICTURES
    if last == "model" or last.endswith("_model"):
        return MODELS
    if last in ("picture", "geometry") or last.endswith(("_picture", "_geometry")):
        return PICTURES
    return FLOORS["scenes"]


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
    return role_in_scenes(module) if top == "scenes" else FLOORS[top]


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
    assert floor_of("colosseum_desktop.scenes.board.scene") > floor_of("colosseum_desktop.sprites.ring")


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
def picture_imports_a_controller(importer: str, imported: str) -> bool:
    """A picture draws from (state, model) alone: of the screens' modules it may import models, other pictures,
    geometry and the controls' drawing helpers, never a controller (its own or another's)."""
    in_scenes = importer.startswith(f"{ROOT}.scenes.") and imported.startswith(f"{ROOT}.scenes.")
    return in_scenes and role_in_scenes(importer) == PICTURES and role_in_scenes(imported) > PICTURES


LEVELS_REGISTRY = f"{ROOT}.bots.levels"  # the levels' names and words: what a save may say of a seat


def saves_and_bots_glued(importer: str, imported: str) -> bool:
    """Files and computer players share a floor but never lean on each other: what brings them together
    (headless games, the table) stands above both. The saves read only the levels' registry (names and words)."""
    top = lambda module: module.split(".")[1] if module.count(".") else ""  # noqa: E731
    if top(importer) == "saves" and top(imported) == "bots":
        return imported != LEVELS_REGISTRY
    return top(importer) == "bots" and top(imported) == "saves"


SERVER, CLIENT, SHARED = f"{ROOT}.server", f"{ROOT}.online", f"{ROOT}.protocol"
SERVER_STARTERS = {f"{ROOT}.cli"}  # `colosseum serve`: the one way into the server from the program


def server_and_client_lean_on_each_other(importer: str, imported: str) -> bool:
    """The server and the online client stand apart on what both speak (`protocol`): neither imports the other,
    and of the rest of the program only the command line (`colosseum serve`) imports the server, so a player's
    install runs without the server's stack."""
    inside = lambda module, package: module == package or module.startswith(package + ".")  # noqa: E731
    if inside(importer, CLIENT) or inside(importer, SHARED):
        return inside(imported, SERVER) or (inside(importer, SHARED) and inside(imported, CLIENT))
    if inside(importer, SERVER):
        return inside(imported, CLIENT)
    return inside(imported, SERVER) and importer not in SERVER_STARTERS


FLOOR_ARROWS = (picture_imports_a_controller, saves_and_bots_glued, server_and_client_lean_on_each_other)


def wrong_arrows(graph: dict[str, set[str]]) -> list[str]:
    return [f"{importer} imports {imported}: {rule.__doc__.split(':')[0]}"
            for importer, imported_set in sorted(graph.items()) for imported in sorted(imported_set)
            for rule in FLOOR_ARROWS if rule(importer, imported)]


def test_no_wrong_arrow_within_a_floor():
    assert not wrong_arrows(package_import_graph()), "\n".join(wrong_arrows(package_import_graph()))


def test_each_arrow_rule_fails_on_a_planted_import():
    planted = {
        f"{ROOT}.scenes.dialogs.trade.picture": {name for _, name in imports_in(
            "def late():\n    from .dialog import TradeDialog\n", f"{ROOT}.scenes.dialogs.trade.picture", False)},
        f"{ROOT}.saves.loading": {name for _, name in imports_in(
            "from ..bots.strong import StrongBot\nfrom ..bots.levels import LEVELS\n", f"{ROOT}.saves.loading",
            False)},
        f"{ROOT}.bots.strong": {name for _, name in imports_in(
            "from ..saves import load_game\n", f"{ROOT}.bots.strong", False)},
        f"{ROOT}.scenes.dialogs.bid.picture": {f"{ROOT}.scenes.dialogs.frame_picture", f"{ROOT}.scenes.widgets",
                                               f"{ROOT}.scenes.dialogs.bid.model"},  # allowed
        f"{ROOT}.server.games": {f"{ROOT}.online.link", f"{ROOT}.protocol.messages"},  # the first not allowed
        f"{ROOT}.online.lobby_calls": {f"{ROOT}.server.storage", f"{ROOT}.protocol.addresses"},  # the first not
        f"{ROOT}.scenes.online.games": {f"{ROOT}.server.serve"},  # a screen starting a server: not allowed
        f"{ROOT}.cli": {f"{ROOT}.server.serve"},  # the program's `colosseum serve`: allowed
    }
    found = wrong_arrows(planted)
    importers = [line.split(" imports ")[0] for line in found]
    assert len(found) == 6 and f"{ROOT}.scenes.dialogs.bid.picture" not in importers and f"{ROOT}.cli" not in importers, \
        found


# -- no module over MAX_LINES (issue 34) ------------------------------------------------------------------------------
MAX_LINES = 400
# The modules still over it, with their length when listed. The list only shrinks: a module that comes under must
# leave it (the test says so), and no other module may go over.
STILL_OVER = {
    "colosseum_desktop/server/games.py": 461,  # the server's games held in memory
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
               f"{ROOT}/server/games.py": MAX_LINES}  # a listed module come under
    problems = length_problems(lengths, STILL_OVER)
    assert any(line.startswith(f"{ROOT}/scenes/planted.py: {MAX_LINES + 1} lines") for line in problems), problems
    assert any(line.startswith(f"{ROOT}/server/games.py: {MAX_LINES} lines now") for line in problems), problems


# -- screens as packages by feature (issue 34) --------------------------------------------------------------------------
SCENES = PACKAGE / "scenes"
# How screens reach each other: the route table names every screen (it imports every feature, no feature imports it)
# and the app holds it; screens use only the names (`navigation`), never import each other.
ENTRANCES = {f"{ROOT}.scenes.route_table", f"{ROOT}.scenes.navigation"}


def feature_of(module: str) -> str | None:
    """The screen package a module of scenes/ belongs to (`board`, `dialogs`, `online`...), None for one directly
    in scenes/. The dialogs' packages count as one feature with the dialogs' shared modules."""
    parts = module.split(".")
    return parts[2] if len(parts) > 3 and parts[1] == "scenes" else None


def unshared_modules(graph: dict[str, set[str]]) -> list[str]:
    """The modules directly in scenes/ (not in a screen's package) that fewer than two screen packages import:
    such a module belongs in the one screen's package that uses it."""
    top_level = [name for name in graph if name.startswith(f"{ROOT}.scenes.") and name.count(".") == 2
                 and name not in ENTRANCES and not (SCENES / name.split(".")[2]).is_dir()]
    out = []
    for module in sorted(top_level):
        # a user: a screen package, another shared module of scenes/, or the program outside scenes/
        users = {feature_of(importer) or ("scenes/" if importer.startswith(f"{ROOT}.scenes.") else "the program")
                 for importer, imported in graph.items() if module in imported and importer not in ENTRANCES}
        if len(users) < 2:
            out.append(f"{module}: used by {sorted(users) or 'no screen package'}; move it into its screen's package")
    return out


def test_scenes_hold_only_screen_packages_and_what_they_share():
    """scenes/ is one package per screen (board, dialogs, end, guide, online, records, replay, rules_reference,
    starting, title), each with its controller, model and picture; a module directly in scenes/ is shared."""
    loose = [path.name for path in SCENES.iterdir() if path.is_dir() and path.name != "__pycache__"
             and not (path / "__init__.py").exists()]
    assert not loose, f"folders in scenes/ that are not packages: {loose}"
    assert not unshared_modules(package_import_graph()), "\n".join(unshared_modules(package_import_graph()))


def test_the_shared_modules_rule_fails_on_a_planted_module():
    graph = {**package_import_graph(), f"{ROOT}.scenes.planted": set(),
             f"{ROOT}.scenes.board.scene": package_import_graph()[f"{ROOT}.scenes.board.scene"] | {f"{ROOT}.scenes.planted"}}
    assert [line.split(":")[0] for line in unshared_modules(graph)] == [f"{ROOT}.scenes.planted"]


def test_a_screen_package_module_gets_its_floor_from_its_role():
    assert floor_of(f"{ROOT}.scenes.dialogs.trade.model") == floor_of(f"{ROOT}.scenes.board.layout_model") == MODELS
    assert floor_of(f"{ROOT}.scenes.dialogs.trade.picture") == floor_of(f"{ROOT}.scenes.dialogs.trade.geometry") \
        == floor_of(f"{ROOT}.sprites.ring") == PICTURES
    assert floor_of(f"{ROOT}.scenes.dialogs.trade.dialog") == FLOORS["scenes"]
    # planted: a model importing its picture, and a picture importing the sprites (allowed), read as floors
    assert floor_of(f"{ROOT}.scenes.dialogs.trade.picture") > floor_of(f"{ROOT}.scenes.dialogs.trade.model")
    assert floor_of(f"{ROOT}.server.games") < MODELS and floor_of(f"{ROOT}.online.link") < MODELS
