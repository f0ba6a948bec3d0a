"""What the pictures and sounds cost: time to load them and the memory they hold.

    python benchmarks/bench_assets.py

Prints the time `app.load_assets()` takes before the first frame (every SVG read and rasterised at the
common sizes, the mixer started, every sound loaded), the time to draw each token and noble picture at the
board's sizes once, the bytes the rasterised pictograms and token pictures hold, and the bytes of the loaded
sounds (as the mixer keeps them: 44.1 kHz stereo 16-bit) against their files.
"""
from __future__ import annotations

import argparse
import json
import os
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

import pygame  # noqa: E402


def surface_bytes(surfaces) -> int:
    return sum(s.get_width() * s.get_height() * s.get_bytesize() for s in surfaces)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--short", action="store_true", help="for the tests: the same run, already short (about a second)")
    parser.parse_args()
    pygame.display.init()
    pygame.display.set_mode((1, 1))
    from colosseum_desktop import app, sound
    from colosseum_desktop.sprites import icons, theme

    start = time.perf_counter()
    app.load_assets()
    load_ms = (time.perf_counter() - start) * 1000

    from colosseum_desktop.rules.data import NobleKind, Token
    from colosseum_desktop.sprites import nobles, tokens
    start = time.perf_counter()
    pictures = [tokens.token_image(t, r) for t in Token for r in (6, 10, 15, 16, 17)]
    pictures += [nobles.noble_image(k) for k in NobleKind] + [nobles.noble_image(k, glow=True) for k in NobleKind]
    pieces_ms = (time.perf_counter() - start) * 1000

    rasters = [icons.icon(name, size, colour) for name in icons.ALL_ICONS for size in (14, 20, 26)
               for colour in [theme.PALETTE["ink"]]]
    raw = {name: len(snd.get_raw()) for name, snd in sound.BOARD._sounds.items()} if sound.BOARD.load() else {}
    files = {name: theme.asset_path("sounds", f"{name}.wav").stat().st_size for name in sound.SOUND_NAMES}
    svg_bytes = sum(theme.asset_path("icons", f"{n}.svg").stat().st_size for n in icons.ALL_ICONS)
    figures = {
        "load_assets_ms": round(load_ms, 1),
        "token_and_noble_pictures_ms": round(pieces_ms, 1),
        "icon_rasters": icons._raster.cache_info().currsize,
        "icon_rasters_kb": round(surface_bytes(rasters) / 1024, 1),
        "piece_pictures_kb": round(surface_bytes(pictures) / 1024, 1),
        "svg_files_kb": round(svg_bytes / 1024, 1),
        "sound_files_kb": round(sum(files.values()) / 1024, 1),
        "sounds_in_mixer_kb": round(sum(raw.values()) / 1024, 1),
        "mixer": pygame.mixer.get_init(),
    }
    print(f"load_assets before the first frame: {figures['load_assets_ms']} ms "
          f"({len(icons.ALL_ICONS)} icons x 3 sizes, mixer, {len(files)} sounds)")
    print(f"token and noble pictures at the board's sizes: {figures['token_and_noble_pictures_ms']} ms, "
          f"{figures['piece_pictures_kb']} KB")
    print(f"icon rasters at 3 sizes: {figures['icon_rasters_kb']} KB; SVG files {figures['svg_files_kb']} KB")
    print(f"sounds: files {figures['sound_files_kb']} KB, in the mixer {figures['sounds_in_mixer_kb']} KB")
    print(json.dumps(figures))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
