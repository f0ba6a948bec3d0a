"""Regenerate the sample saves and the save format's JSON Schema in the repository's saves/ folder.

    python benchmarks/make_sample_saves.py [--short]

Run it after a change to the rules or to the save format; the sample saves come from seeded games and a
fixed date, so running it again without such a change rewrites identical files. `--short` (for the tests)
writes them into a temporary folder instead, leaving saves/ alone.
"""
import argparse
import tempfile
from pathlib import Path

from colosseum_desktop.sample_saves import write_samples


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--short", action="store_true",
                        help="for the tests: write into a temporary folder, not the repository's saves/")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as scratch:
        folder = Path(scratch) if args.short else Path(__file__).resolve().parent.parent / "saves"
        for path in write_samples(folder):
            print(f"wrote {path} ({path.stat().st_size / 1024:.1f} KB)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
