"""Synthesise the game's sounds into assets/sounds/*.wav (run by hand; the WAVs are committed).

    python tools/make_sounds.py [--out DIR]

Every sound is made here from sine waves and seeded noise with the standard library only (math, random,
array, wave): nothing is recorded or taken from elsewhere, so nothing needs crediting. The output is the
same byte for byte on every run (tests/test_sound.py checks the shipped files against it).
Mono, 16-bit, 22050 Hz: small files (the crowd, the longest, is about 70 KB).
"""
from __future__ import annotations

import argparse
import math
import random
import wave
from array import array
from pathlib import Path

RATE = 22050
OUT = Path(__file__).resolve().parents[1] / "assets" / "sounds"


def silence(seconds: float) -> list[float]:
    return [0.0] * int(seconds * RATE)


def mix(into: list[float], sound: list[float], at: float, gain: float = 1.0) -> None:
    start = int(at * RATE)
    if len(into) < start + len(sound):
        into.extend([0.0] * (start + len(sound) - len(into)))
    for i, value in enumerate(sound):
        into[start + i] += value * gain


def tone(partials: list[tuple[float, float, float]], seconds: float, attack: float = 0.004) -> list[float]:
    """A sum of decaying sines: (frequency Hz, amplitude, decay time constant s) each."""
    out = []
    for i in range(int(seconds * RATE)):
        t = i / RATE
        rise = min(1.0, t / attack) if attack else 1.0
        out.append(rise * sum(a * math.exp(-t / d) * math.sin(2 * math.pi * f * t) for f, a, d in partials))
    return out


def noise_burst(rng: random.Random, seconds: float, decay: float, smooth: float) -> list[float]:
    """Seeded white noise through a one-pole low-pass (`smooth` 0..1: more is duller), decaying."""
    out, level = [], 0.0
    for i in range(int(seconds * RATE)):
        level += (1 - smooth) * (rng.uniform(-1, 1) - level)
        out.append(level * math.exp(-i / RATE / decay))
    return out


def dice(rng: random.Random) -> list[float]:
    """Two dice clattering on wood: sharp knocks, a little further apart and softer each time."""
    out = silence(0.55)
    at, gain = 0.0, 1.0
    for _ in range(6):
        knock = noise_burst(rng, 0.05, 0.008, 0.35)
        mix(knock, tone([(rng.uniform(900, 1500), 0.5, 0.012), (rng.uniform(2200, 3000), 0.25, 0.006)], 0.05), 0)
        mix(out, knock, at, gain)
        at += rng.uniform(0.05, 0.11)
        gain *= 0.78
    return out


def coins(rng: random.Random) -> list[float]:
    """A few coins dropped on a counter: bright metallic clinks."""
    out = silence(0.5)
    at = 0.0
    for _ in range(4):
        base = rng.uniform(2300, 2700)
        clink = tone([(base, 0.5, 0.09), (base * 1.63, 0.35, 0.06), (base * 2.41, 0.25, 0.04),
                      (base * 3.07, 0.15, 0.03)], 0.2, attack=0.001)
        mix(out, clink, at, rng.uniform(0.6, 1.0))
        at += rng.uniform(0.06, 0.1)
    return out


def brass(frequency: float, seconds: float) -> list[float]:
    """A bright horn-like note: odd and even harmonics under a slow attack and a short release."""
    out = []
    total = int(seconds * RATE)
    for i in range(total):
        t = i / RATE
        envelope = min(1.0, t / 0.03) * min(1.0, (total - i) / (0.08 * RATE))
        out.append(envelope * sum(math.sin(2 * math.pi * frequency * k * t) / k ** 1.3 for k in range(1, 7)))
    return out


def auction_won(rng: random.Random) -> list[float]:
    """The auctioneer's gavel, then two rising horn notes."""
    out = silence(0.75)
    mix(out, noise_burst(rng, 0.06, 0.01, 0.6), 0.0, 1.2)
    mix(out, tone([(180, 0.8, 0.03)], 0.08), 0.0)
    mix(out, brass(392.0, 0.2), 0.12, 0.35)   # G4
    mix(out, brass(587.3, 0.38), 0.32, 0.35)  # D5
    return out


def noble(rng: random.Random) -> list[float]:
    """A small bell: a noble takes a seat in the stands."""
    base = 660.0
    return tone([(base, 0.6, 0.35), (base * 2.76, 0.25, 0.18), (base * 5.4, 0.12, 0.08), (base * 0.5, 0.2, 0.4)],
                0.9, attack=0.002)


def crowd(rng: random.Random) -> list[float]:
    """The stands: many voices (low-passed noise) swelling into a cheer and dying away."""
    seconds = 1.6
    out = silence(seconds)
    voices = [(rng.uniform(3, 9), rng.uniform(0, 2 * math.pi)) for _ in range(6)]  # slow murmur of voices
    low = high = 0.0
    for i in range(len(out)):
        t = i / RATE
        low += 0.22 * (rng.uniform(-1, 1) - low)   # a band of noise: low-pass ...
        high += 0.02 * (low - high)                 # ... minus its own slow part
        murmur = 0.7 + 0.3 * sum(math.sin(2 * math.pi * f * t + p) for f, p in voices) / len(voices)
        swell = min(1.0, t / 0.35) * (1.0 if t < 0.7 else math.exp(-(t - 0.7) / 0.35))
        out[i] = (low - high) * murmur * swell * 2.2
    for _ in range(5):  # a few shouts above the roar
        shout = brass(rng.uniform(260, 420), rng.uniform(0.12, 0.2))
        mix(out, shout, rng.uniform(0.2, 0.7), 0.05)
    return out


def record(rng: random.Random) -> list[float]:
    """A new record: a rising horn arpeggio, the last note held."""
    out = silence(0.9)
    for k, (frequency, length) in enumerate(((523.3, 0.14), (659.3, 0.14), (784.0, 0.14), (1046.5, 0.4))):
        mix(out, brass(frequency, length), k * 0.12, 0.28)
    return out


def gong(rng: random.Random) -> list[float]:
    """A round begins: a bronze gong, inharmonic partials beating slowly as they fade."""
    base = 98.0
    partials = [(base, 0.5, 1.2), (base * 1.003, 0.3, 1.1), (base * 1.52, 0.35, 0.8), (base * 2.13, 0.3, 0.6),
                (base * 2.74, 0.2, 0.45), (base * 3.4, 0.15, 0.3), (base * 4.3, 0.1, 0.2)]
    out = tone(partials, 2.0, attack=0.01)
    mix(out, noise_burst(rng, 0.08, 0.02, 0.7), 0.0, 0.4)
    return out


SOUNDS = {"dice": dice, "coins": coins, "auction_won": auction_won, "noble": noble, "crowd": crowd,
          "record": record, "gong": gong}


def write(path: Path, samples: list[float]) -> None:
    peak = max(abs(s) for s in samples) or 1.0
    scale = 0.8 * 32767 / peak  # every sound normalised to the same peak; loudness is set when played
    data = array("h", (int(round(s * scale)) for s in samples))
    if data.itemsize != 2:
        raise SystemExit("array('h') is not 16-bit here")
    if array("h", [1]).tobytes() != b"\x01\x00":
        data.byteswap()  # WAV is little-endian
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(RATE)
        out.writeframes(data.tobytes())


def make_all(folder: Path) -> list[Path]:
    folder.mkdir(parents=True, exist_ok=True)
    written = []
    for seed, (name, make) in enumerate(SOUNDS.items()):
        path = folder / f"{name}.wav"
        write(path, make(random.Random(seed)))
        written.append(path)
    return written


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--out", type=Path, default=OUT)
    args = parser.parse_args()
    for path in make_all(args.out):
        print(f"{path}  {path.stat().st_size // 1024} KB")


if __name__ == "__main__":
    main()
