"""The wheel carries every subpackage and the bundled assets (pyproject lists the packages by hand)."""
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def listed_packages() -> set[str]:
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())
    return set(config["tool"]["setuptools"]["packages"])


def test_every_subpackage_is_listed_in_pyproject():
    found = {".".join(init.parent.relative_to(ROOT).parts)
             for init in (ROOT / "colosseum_desktop").rglob("__init__.py") if "__pycache__" not in init.parts}
    missing = found - listed_packages()
    assert not missing, f"add to [tool.setuptools] packages in pyproject.toml: {sorted(missing)}"


def test_assets_folder_is_mapped_into_the_package_with_fonts_and_licence():
    config = tomllib.loads((ROOT / "pyproject.toml").read_text())["tool"]["setuptools"]
    assert config["package-dir"]["colosseum_desktop.assets"] == "assets"
    assert "colosseum_desktop.assets" in config["packages"]
    fonts = ROOT / "assets" / "fonts"
    assert list(fonts.glob("*.otf")) and list(fonts.glob("*COPYRIGHT*"))
    assert (ROOT / "assets" / "ATTRIBUTIONS.md").is_file()


def test_theme_finds_the_bundled_font():
    from colosseum_desktop.sprites import theme

    assert theme.asset_path("fonts", theme.FONT_FILES[(False, False)]).is_file()
    assert theme.font(20, bold=True).size("Colosseum")[0] > 0


def test_every_token_type_has_a_style_and_the_title_needs_no_rules_engine():
    import subprocess
    import sys

    from colosseum_desktop.rules import Token
    from colosseum_desktop.sprites import theme

    assert set(theme.TOKEN_STYLES) == {t.value for t in Token}
    assert all(theme.TOKEN_STYLES[t] for t in Token)  # a Token finds its string key
    code = ("import sys, colosseum_desktop.app, colosseum_desktop.scenes.title.scene; "
            "print(any(m.startswith('colosseum_desktop.rules') for m in sys.modules))")
    out = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, check=True).stdout
    assert out.strip() == "False", "the first frame would wait for the rules engine to import"


def test_the_wheel_carries_the_compiled_catalogs_and_the_rules_reference_of_every_language(tmp_path):
    """Builds the package's files as a wheel would (setuptools' build_py), outside the checkout."""
    import subprocess
    import sys

    from colosseum_desktop.i18n import LANGUAGES
    from colosseum_desktop.i18n.catalogs import TRANSLATED

    subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "-q",
                    "egg_info", "--egg-base", str(tmp_path), "build_py", "--build-lib", str(tmp_path / "lib")],
                   cwd=ROOT, check=True, capture_output=True)
    locale = tmp_path / "lib" / "colosseum_desktop" / "locale"
    assert sorted(p.parent.parent.name for p in locale.glob("*/LC_MESSAGES/colosseum.mo")) == sorted(TRANSLATED)
    assert sorted(p.parent.name for p in locale.glob("*/rules_summary.txt")) == sorted(
        code for code in LANGUAGES if (ROOT / "colosseum_desktop" / "locale" / code / "rules_summary.txt").exists())
    assert not list(locale.rglob("*.po"))  # the sources stay in the repository
    assert (tmp_path / "lib" / "colosseum_desktop" / "i18n" / "__init__.py").is_file()


def test_the_wheel_carries_every_bundled_asset(tmp_path):
    """Every file under assets/ (fonts, icons, sounds, credits) lands in the built package, via package-data."""
    import subprocess
    import sys

    subprocess.run([sys.executable, "-c", "from setuptools import setup; setup()", "-q",
                    "egg_info", "--egg-base", str(tmp_path), "build_py", "--build-lib", str(tmp_path / "lib")],
                   cwd=ROOT, check=True, capture_output=True)
    assets = ROOT / "assets"
    shipped = {p.relative_to(assets).as_posix() for p in assets.rglob("*") if p.is_file()}
    built = tmp_path / "lib" / "colosseum_desktop" / "assets"
    assert any(name.startswith("icons/") for name in shipped)
    missing = sorted(name for name in shipped if not (built / name).is_file())
    assert not missing, f"add to [tool.setuptools.package-data] in pyproject.toml: {missing}"
