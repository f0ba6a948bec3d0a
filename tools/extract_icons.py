"""Copy the Game Icons the client uses out of the npm package into assets/icons/ (run by hand, never at run time).

    cd /tmp && npm pack @iconify-json/game-icons && tar xzf iconify-json-game-icons-*.tgz
    python tools/extract_icons.py /tmp/package/icons.json

The package holds each icon as the body of a 512x512 SVG; this writes it as a file of its own, unchanged
but for the wrapper, and refuses an icon the package lacks. Authors are credited in assets/ATTRIBUTIONS.md.
"""
from __future__ import annotations

import argparse
import json
from pathlib import Path

from colosseum_desktop.sprites.icons import ALL_ICONS

ASSETS = Path(__file__).resolve().parents[1] / "assets" / "icons"


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("icons_json", type=Path, help="icons.json of the @iconify-json/game-icons package")
    args = parser.parse_args()
    data = json.loads(args.icons_json.read_text(encoding="utf-8"))
    size = (data.get("width", 512), data.get("height", 512))
    ASSETS.mkdir(parents=True, exist_ok=True)
    missing = [name for name in ALL_ICONS if name not in data["icons"]]
    if missing:
        raise SystemExit(f"not in the package: {', '.join(missing)}")
    for name in ALL_ICONS:
        body = data["icons"][name]["body"]
        svg = f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {size[0]} {size[1]}">{body}</svg>\n'
        (ASSETS / f"{name}.svg").write_text(svg, encoding="utf-8")
    print(f"wrote {len(ALL_ICONS)} icons to {ASSETS}")


if __name__ == "__main__":
    main()
