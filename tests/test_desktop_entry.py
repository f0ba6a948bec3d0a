"""`colosseum install-desktop` on a fake home (issue 31): the menu entry, its icon and the `colosseum:` link type in
the user's XDG folders; `--uninstall` takes away exactly that, and the user's other files and lines stay as they
were; a foreign file in the way or a mimeapps.list that is no text is refused, and nothing changes."""
from __future__ import annotations

import configparser
import io
import sys

import pygame
import pytest

from colosseum_desktop import cli
from colosseum_desktop.desktop_entry import DesktopProblem, exec_argument, install, launch_command, places, uninstall
from colosseum_desktop.i18n import translator

COMMAND = ["/home/ann/.local/bin/colosseum"]
USERS_MIMEAPPS = ("# my own notes\n[Added Associations]\ntext/html=firefox.desktop;\n\n[Default Applications]\n"
                  "x-scheme-handler/https=firefox.desktop\nx-scheme-handler/mailto=thunderbird.desktop;\n")


def fake_home(tmp_path) -> dict:
    return {"HOME": str(tmp_path / "home"), "XDG_DATA_HOME": str(tmp_path / "data"),
            "XDG_CONFIG_HOME": str(tmp_path / "config")}


def files_under(folder) -> dict:
    return {str(path.relative_to(folder)): path.read_bytes() for path in sorted(folder.rglob("*")) if path.is_file()}


def no_tools(name):
    return None


def entry_of(text: str) -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str
    parser.read_string(text)
    return parser["Desktop Entry"]


def test_install_puts_the_entry_the_icon_and_the_link_type_in_the_xdg_folders(tmp_path):
    where = places(fake_home(tmp_path))
    assert where.entry == tmp_path / "data" / "applications" / "colosseum-desktop.desktop"
    assert where.icon == tmp_path / "data" / "icons" / "hicolor" / "scalable" / "apps" / "colosseum-desktop.svg"
    assert where.mimeapps == tmp_path / "config" / "mimeapps.list"
    said = install(where, COMMAND, which=no_tools)
    assert len(said) == 3 and str(where.entry) in said[0]
    entry = entry_of(where.entry.read_text(encoding="utf-8"))
    assert entry["Type"] == "Application" and entry["Name"] == "Colosseum"
    assert entry["Exec"] == "/home/ann/.local/bin/colosseum %u" and entry["Icon"] == "colosseum-desktop"
    assert entry["Categories"] == "Game;BoardGame;" and entry["MimeType"] == "x-scheme-handler/colosseum;"
    for code in ("nl", "fr", "de", "ro", "es"):
        assert entry[f"Comment[{code}]"] == translator(code)(entry["Comment"]) != entry["Comment"]
        assert entry[f"GenericName[{code}]"] == translator(code)(entry["GenericName"]) != entry["GenericName"]
    icon = pygame.image.load_sized_svg(io.BytesIO(where.icon.read_bytes()), (64, 64))
    assert icon.get_at((32, 4))[:3] == (0xB2, 0x50, 0x32)  # the window icon's terracotta disc
    assert where.mimeapps.read_text() == "[Default Applications]\nx-scheme-handler/colosseum=colosseum-desktop.desktop;\n"


def test_uninstall_takes_away_exactly_what_install_put(tmp_path):
    environ = fake_home(tmp_path)
    where = places(environ)
    where.mimeapps.parent.mkdir(parents=True)
    where.mimeapps.write_text(USERS_MIMEAPPS)
    (tmp_path / "data" / "applications").mkdir(parents=True)
    (tmp_path / "data" / "applications" / "other.desktop").write_text("[Desktop Entry]\nName=Other\n")
    before = files_under(tmp_path)
    install(where, COMMAND, which=no_tools)
    mimeapps = where.mimeapps.read_text()
    assert mimeapps.startswith("# my own notes\n[Added Associations]\ntext/html=firefox.desktop;\n")
    assert "[Default Applications]\nx-scheme-handler/colosseum=colosseum-desktop.desktop;\nx-scheme-handler/https=" \
           in mimeapps
    install(where, COMMAND, which=no_tools)  # again: nothing doubled
    assert where.mimeapps.read_text() == mimeapps
    said = uninstall(where, which=no_tools)
    assert len(said) == 3
    assert files_under(tmp_path) == before  # byte for byte
    assert uninstall(where, which=no_tools) == ["Nothing of the game was installed here."]


def test_another_program_named_for_the_links_is_kept(tmp_path):
    where = places(fake_home(tmp_path))
    where.mimeapps.parent.mkdir(parents=True)
    where.mimeapps.write_text("[Default Applications]\nx-scheme-handler/colosseum=other.desktop;\n")
    install(where, COMMAND, which=no_tools)
    assert "x-scheme-handler/colosseum=colosseum-desktop.desktop;other.desktop;\n" in where.mimeapps.read_text()
    uninstall(where, which=no_tools)
    assert where.mimeapps.read_text() == "[Default Applications]\nx-scheme-handler/colosseum=other.desktop;\n"


def test_a_foreign_entry_or_a_mimeapps_list_that_is_no_text_is_refused_and_nothing_changes(tmp_path):
    where = places(fake_home(tmp_path))
    where.entry.parent.mkdir(parents=True)
    where.entry.write_text("[Desktop Entry]\nName=Someone else's\n")
    before = files_under(tmp_path)
    with pytest.raises(DesktopProblem, match="another program's menu entry"):
        install(where, COMMAND, which=no_tools)
    assert files_under(tmp_path) == before
    assert "left as it is" in uninstall(where, which=no_tools)[0] and files_under(tmp_path) == before
    where.entry.unlink()
    where.mimeapps.parent.mkdir(parents=True)
    where.mimeapps.write_bytes(b"\xff\xfe\x00garbage")
    before = files_under(tmp_path)
    with pytest.raises(DesktopProblem, match="not a text file"):
        install(where, COMMAND, which=no_tools)
    assert files_under(tmp_path) == before


def test_the_menu_tool_is_run_only_where_it_is_and_its_failure_fails_nothing(tmp_path):
    where = places(fake_home(tmp_path))
    ran = []

    def failing(command, **options):
        ran.append(command)
        raise OSError("gone meanwhile")

    install(where, COMMAND, which=lambda name: f"/usr/bin/{name}" if name == "update-desktop-database" else None,
            run=failing)
    assert ran == [["/usr/bin/update-desktop-database", "-q", str(where.entry.parent)]]
    assert uninstall(where, which=no_tools) and not where.entry.exists()


@pytest.mark.parametrize("argument, written", [
    ("/usr/bin/colosseum", "/usr/bin/colosseum"),
    ("/home/ann/My Games/colosseum", '"/home/ann/My Games/colosseum"'),
    ('/opt/a"b$c`d\\e', '"/opt/a\\\\"b\\\\$c\\\\`d\\\\\\\\e"'),
    ("/opt/100%/colosseum", "/opt/100%%/colosseum")])
def test_the_command_is_quoted_as_the_desktop_entry_spec_asks(argument, written):
    assert exec_argument(argument) == written


def test_a_relative_xdg_folder_is_ignored_as_the_spec_says(tmp_path):
    where = places({"HOME": str(tmp_path), "XDG_DATA_HOME": "relative/data", "XDG_CONFIG_HOME": ""})
    assert where.entry.parent == tmp_path / ".local" / "share" / "applications"
    assert where.mimeapps == tmp_path / ".config" / "mimeapps.list"


def test_the_command_installs_and_uninstalls(tmp_path, monkeypatch, capsys):
    for name, value in fake_home(tmp_path).items():
        monkeypatch.setenv(name, value)
    monkeypatch.setenv("PATH", str(tmp_path / "no-tools"))
    assert cli.main(["--lang", "en", "install-desktop"]) == 0
    assert "colosseum: links open the game" in capsys.readouterr().out
    assert (tmp_path / "data" / "applications" / "colosseum-desktop.desktop").is_file()
    assert cli.main(["--lang", "en", "install-desktop", "--uninstall"]) == 0
    assert not (tmp_path / "data" / "applications" / "colosseum-desktop.desktop").exists()
    assert "colosseum: links no longer open the game" in capsys.readouterr().out


def test_the_entry_runs_the_command_that_installed_it(tmp_path, monkeypatch):
    script = tmp_path / "bin" / "colosseum"
    script.parent.mkdir()
    script.write_text("#!/bin/sh\n")
    monkeypatch.setattr("sys.argv", [str(script), "install-desktop"])
    assert launch_command() == [str(script)]
    monkeypatch.setattr("sys.argv", ["-c"])
    monkeypatch.setenv("PATH", str(tmp_path / "nowhere"))
    assert launch_command()[1:] == ["-m", "colosseum_desktop"]
    monkeypatch.setattr("sys.frozen", True, raising=False)
    assert launch_command() == [sys.executable]
