"""Regenerate the sample saves and the save format's JSON Schema in the repository's saves/ folder.

    python benchmarks/make_sample_saves.py

Run it after a change to the rules or to the save format; the sample saves come from seeded games and a
fixed date, so running it again without such a change rewrites identical files.
"""
from pathlib import Path

from colosseum_desktop.sample_saves import write_samples

if __name__ == "__main__":
    for path in write_samples(Path(__file__).resolve().parent.parent / "saves"):
        print(f"wrote {path} ({path.stat().st_size / 1024:.1f} KB)")
