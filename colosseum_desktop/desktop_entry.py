"""`colosseum install-desktop`: the game in the Linux desktop's menus, and `colosseum:` links opening it.

Into the user's own folders (the XDG base directories: $XDG_DATA_HOME, else ~/.local/share; $XDG_CONFIG_HOME,
else ~/.config), nothing system-wide:

    applications/colosseum-desktop.desktop               the menu entry; `Exec=... %u` is given the link opened
    icons/hicolor/scalable/apps/colosseum-desktop.svg     its icon: the window's own picture (window.window_icon)
    mimeapps.list (config)                               x-scheme-handler/colosseum=colosseum-desktop.desktop;

A browser asked to open `colosseum://join/CODE?server=...` (the invite page's button, server/invite_page.py) runs
the entry's command with the link, which opens the game on its Join screen with both filled in (invite_opening.py).

`--uninstall` takes away what was put and nothing else: the entry only if it is ours (it says so in a key of its
own), the icon only if it is the one written, and from mimeapps.list only our name in our line (the user's other
lines, and another program named in the same line, stay as they were). A file in the way that is not ours, or a
mimeapps.list that cannot be read as text, is refused with the reason, and nothing is changed.
`update-desktop-database` is run when the system has it (menus notice the entry sooner); without it, nothing fails.
"""
from __future__ import annotations

import os
import shutil
import subprocess
import sys
from collections.abc import Callable, Mapping
from dataclasses import dataclass
from pathlib import Path

from .files.errors import Explained
from .i18n import LANGUAGES, SOURCE_LANGUAGE, N_, _, translator
from .i18n.lazy import lazy_gettext

APP_ID = "colosseum-desktop"
ENTRY_NAME = f"{APP_ID}.desktop"
SCHEME_TYPE = "x-scheme-handler/colosseum"
OURS = "X-Colosseum-Installed-By=colosseum install-desktop"  # the line that tells our entry from another
DEFAULTS = "[Default Applications]"
MOST_MIMEAPPS_BYTES = 1024 * 1024
# The entry's words, written into it in every language (Comment[de]=...): what a menu shows beside the name.
GENERIC_NAME = N_("Board game")
COMMENT = N_("The board game Colosseum for 3-5 players, at one computer or online")

# The window's icon (window.window_icon), drawn the same in SVG: three arches on a terracotta disc.
ICON_SVG = ('<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64">'
            '<circle cx="32" cy="32" r="31" fill="#b25032"/>'
            '<rect x="10" y="18" width="44" height="30" rx="3" fill="#eccd78"/>'
            + "".join(f'<path d="M{x} 48V32a4 4 0 0 1 8 0v16z" fill="#603a26"/>' for x in (14, 28, 42))
            + "</svg>\n")


class DesktopProblem(Explained):
    """Why the desktop integration was not installed or taken away (nothing was changed)."""


@dataclass(frozen=True)
class Places:
    entry: Path
    icon: Path
    mimeapps: Path


def places(environ: Mapping[str, str] | None = None) -> Places:
    """Where the files go, by the XDG base directories (a relative $XDG_... is ignored, as the spec says)."""
    environ = os.environ if environ is None else environ
    home = Path(environ.get("HOME") or Path.home())

    def base(variable: str, fallback: Path) -> Path:
        value = environ.get(variable, "")
        return Path(value) if value and os.path.isabs(value) else fallback

    data, config = base("XDG_DATA_HOME", home / ".local" / "share"), base("XDG_CONFIG_HOME", home / ".config")
    return Places(entry=data / "applications" / ENTRY_NAME,
                  icon=data / "icons" / "hicolor" / "scalable" / "apps" / f"{APP_ID}.svg",
                  mimeapps=config / "mimeapps.list")


def launch_command() -> list[str]:
    """How the desktop starts this game: the bundle's executable, the installed `colosseum`, or this Python."""
    if getattr(sys, "frozen", False):  # the standalone build (PyInstaller)
        return [sys.executable]
    running = Path(sys.argv[0]) if sys.argv and sys.argv[0] else None
    if running is not None and running.name == "colosseum" and running.is_file():  # the command run just now
        return [os.path.abspath(running)]
    found = shutil.which("colosseum")
    if found:
        return [os.path.abspath(found)]  # pipx's own link in ~/.local/bin, which it keeps up to date
    return [sys.executable, "-m", "colosseum_desktop"]


def exec_argument(argument: str) -> str:
    """One argument of Exec=, quoted as the Desktop Entry spec asks, then escaped as a string value."""
    if any(ord(c) < 32 for c in argument):
        raise DesktopProblem(lazy_gettext("The game's command holds characters a menu entry cannot hold."))
    argument = argument.replace("%", "%%")
    if any(c in argument for c in ' \t\n"\'\\><~|&;$*?#()`'):
        argument = '"' + "".join("\\" + c if c in '"`$\\' else c for c in argument) + '"'
    return argument.replace("\\", "\\\\")


def entry_text(command: list[str]) -> str:
    """The .desktop file: its comment and generic name in every language of the game."""
    lines = ["[Desktop Entry]", "Type=Application", "Version=1.5", "Name=Colosseum"]
    for key, message in (("GenericName", GENERIC_NAME), ("Comment", COMMENT)):
        lines.append(f"{key}={message}")
        for code in LANGUAGES:
            if code != SOURCE_LANGUAGE:
                lines.append(f"{key}[{code}]={one_line(translator(code)(message))}")
    lines += ["Exec=" + " ".join(exec_argument(argument) for argument in command) + " %u",
              f"Icon={APP_ID}", "Terminal=false", "Categories=Game;BoardGame;", f"MimeType={SCHEME_TYPE};",
              "StartupNotify=true", OURS]
    return "\n".join(lines) + "\n"


def one_line(text: str) -> str:
    return text.replace("\\", "\\\\").replace("\n", " ").replace("\r", " ").replace("\t", " ")


# --- mimeapps.list: our name in our line, and nothing else touched ---------------------------------------------------
def read_mimeapps(path: Path) -> list[str]:
    """The file's lines (with their ends); none if it is missing. Refused when it is not a text file."""
    try:
        if path.stat().st_size > MOST_MIMEAPPS_BYTES:
            raise DesktopProblem(lazy_gettext("{file} is too large to be a list of programs; it was left as it is.",
                                              file=str(path)))
        return path.read_bytes().decode("utf-8").splitlines(keepends=True)
    except FileNotFoundError:
        return []
    except UnicodeDecodeError:
        raise DesktopProblem(lazy_gettext("{file} is not a text file; it was left as it is.", file=str(path))) \
            from None
    except OSError as error:
        raise DesktopProblem(lazy_gettext("{file} cannot be read ({reason}).", file=str(path),
                                          reason=error.strerror or error)) from None


def _our_line(lines: list[str]) -> tuple[int | None, int | None]:
    """(index of [Default Applications], index of its x-scheme-handler/colosseum line), each None if missing."""
    section = found = None
    current = None
    for index, line in enumerate(lines):
        stripped = line.strip()
        if stripped.startswith("[") and stripped.endswith("]"):
            current = stripped
            if stripped == DEFAULTS and section is None:
                section = index
        elif current == DEFAULTS and stripped.partition("=")[0].strip() == SCHEME_TYPE and found is None:
            found = index
    return section, found


def _values(line: str) -> list[str]:
    return [value.strip() for value in line.partition("=")[2].strip().split(";") if value.strip()]


def with_ours(lines: list[str]) -> list[str]:
    """The lines with our entry first among the programs that open colosseum: links."""
    lines = list(lines)
    section, found = _our_line(lines)
    if found is not None:
        others = [value for value in _values(lines[found]) if value != ENTRY_NAME]
        lines[found] = f"{SCHEME_TYPE}={';'.join([ENTRY_NAME, *others])};\n"
        return lines
    if section is None:
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += "\n"
        lines += [DEFAULTS + "\n"]
        section = len(lines) - 1
    lines.insert(section + 1, f"{SCHEME_TYPE}={ENTRY_NAME};\n")
    return lines


def without_ours(lines: list[str]) -> list[str]:
    """The lines with our entry's name taken out of our line (the line too, when nothing else is named)."""
    lines = list(lines)
    _section, found = _our_line(lines)
    if found is None or ENTRY_NAME not in _values(lines[found]):
        return lines
    others = [value for value in _values(lines[found]) if value != ENTRY_NAME]
    if others:
        lines[found] = f"{SCHEME_TYPE}={';'.join(others)};\n"
    else:
        del lines[found]
    return lines


# --- installing and taking away --------------------------------------------------------------------------------------
def is_ours(entry: Path) -> bool:
    try:
        return OURS in entry.read_text(encoding="utf-8", errors="replace").splitlines()
    except OSError:
        return False


def icon_is_ours(where: Places) -> bool:
    """The icon is the one we write, or sits beside our entry (written by an earlier version of the game)."""
    try:
        return where.icon.is_file() and (where.icon.read_text(encoding="utf-8", errors="replace") == ICON_SVG
                                         or is_ours(where.entry))
    except OSError:
        return False


def write(path: Path, text: str) -> None:
    """`text` into `path`, whole or not at all (a new file beside it, then renamed over)."""
    path.parent.mkdir(parents=True, exist_ok=True)
    partial = path.with_name(path.name + ".colosseum-new")
    partial.write_text(text, encoding="utf-8")
    os.replace(partial, path)


def refresh_menus(entry: Path, which: Callable[[str], str | None], run: Callable) -> None:
    """Tell the desktop's menus, where the system has the tool; nothing fails without it."""
    tool = which("update-desktop-database")
    if tool:
        try:
            run([tool, "-q", str(entry.parent)], timeout=30, check=False, stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL)
        except (OSError, subprocess.SubprocessError):
            pass  # the menus notice the entry at the next login instead


def install(where: Places, command: list[str], which=shutil.which, run=subprocess.run) -> list[str]:
    """Put the entry, the icon and our line in place; what was done, one line each, in the player's words."""
    if where.entry.exists() and not is_ours(where.entry):
        raise DesktopProblem(lazy_gettext("{file} is another program's menu entry; nothing was installed.",
                                          file=str(where.entry)))
    if where.icon.exists() and not icon_is_ours(where):
        raise DesktopProblem(lazy_gettext("{file} is another program's icon; nothing was installed.",
                                          file=str(where.icon)))
    mimeapps = with_ours(read_mimeapps(where.mimeapps))
    try:
        write(where.entry, entry_text(command))
        write(where.icon, ICON_SVG)
        write(where.mimeapps, "".join(mimeapps))
    except OSError as error:
        raise DesktopProblem(lazy_gettext("The menu entry could not be written ({reason}).",
                                          reason=error.strerror or error)) from None
    refresh_menus(where.entry, which, run)
    return [_("The menu entry: {file}", file=str(where.entry)), _("Its icon: {file}", file=str(where.icon)),
            _("colosseum: links open the game ({file}).", file=str(where.mimeapps))]


def uninstall(where: Places, which=shutil.which, run=subprocess.run) -> list[str]:
    """Take away what `install` put (only that); what was taken away, one line each."""
    lines = read_mimeapps(where.mimeapps)
    kept = without_ours(lines)
    ours = is_ours(where.entry)
    said = []
    try:
        if kept != lines:
            write(where.mimeapps, "".join(kept))
            said.append(_("colosseum: links no longer open the game ({file}).", file=str(where.mimeapps)))
        if icon_is_ours(where):
            where.icon.unlink()
            said.append(_("Taken away: {file}", file=str(where.icon)))
        if ours:
            where.entry.unlink()
            said.append(_("Taken away: {file}", file=str(where.entry)))
            refresh_menus(where.entry, which, run)
    except OSError as error:
        raise DesktopProblem(lazy_gettext("The menu entry could not be taken away ({reason}).",
                                          reason=error.strerror or error)) from None
    if where.entry.exists() and not ours:
        said.append(_("{file} is another program's menu entry: left as it is.", file=str(where.entry)))
    return said or [_("Nothing of the game was installed here.")]


def run_command(undo: bool) -> int:
    """`colosseum install-desktop [--uninstall]`: what was done, or why not (exit status 2)."""
    try:
        said = uninstall(places()) if undo else install(places(), launch_command())
    except DesktopProblem as problem:
        print(str(problem), file=sys.stderr)
        return 2
    print("\n".join(said))
    return 0
