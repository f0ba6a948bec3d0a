"""The table's sounds: game events mapped to short synthesised sounds (assets/sounds, made by
tools/make_sounds.py), played through pygame.mixer without ever waiting for them.

With no audio device the game runs unchanged and silent: the mixer's failure to start is logged once, not an
error. Deliberately free of the rules engine (events are read by their `kind`), so the title screen can load
the sounds before the rules import.
"""
from __future__ import annotations

import io
import logging
import struct
from dataclasses import dataclass
from pathlib import Path

import pygame

from .files.bounded_read import TooLarge, read_regular_file
from .i18n.lazy import LazyMessage, lazy_gettext, lazy_ngettext
from .sprites.theme import assets_dir

log = logging.getLogger(__name__)

SOUND_NAMES = ("dice", "coins", "auction_won", "noble", "crowd", "record", "gong")
CROWD_FULL_AT = 60  # spectators at which the crowd is at its loudest; a small event is a murmur
CROWD_QUIETEST = 0.3
MAX_SOUND_BYTES = 2 * 1024 * 1024  # the longest shipped sound (the gong) is 88 KB
PCM = 1  # the WAV format code of plain samples, the only one the mixer is given


@dataclass(frozen=True)
class Cue:
    sound: str
    loudness: float = 1.0  # times the player's volume


def crowd_loudness(attendance: int) -> float:
    return CROWD_QUIETEST + (1 - CROWD_QUIETEST) * min(1.0, max(0, attendance) / CROWD_FULL_AT)


def cues_for(events, state_before) -> list[Cue]:
    """What to play for one command's events; `state_before` tells whose arena a noble walked into."""
    cues: list[Cue] = []
    for event in events:
        kind = event.kind
        if kind == "dice_rolled":
            cues.append(Cue("dice"))
        elif kind == "auction_won":
            cues.append(Cue("auction_won"))
        elif (kind == "invested" and event.coins) or kind == "coins_taken":
            cues.append(Cue("coins", 0.8))
        elif kind == "noble_moved" and state_before.arena_owner(event.end) is not None:
            cues.append(Cue("noble"))
        elif kind == "produced":
            cues.append(Cue("crowd", crowd_loudness(event.attendance.total)))
            if event.new_record:
                cues.append(Cue("record"))
        elif kind == "phase_started" and event.phase == "invest":
            cues.append(Cue("gong", 0.8))
    return cues


class SoundBoard:
    """The loaded sounds, or silence when there is no audio device (decided once, on first use). A sound file that
    is missing or not a plain WAV is left out (logged): the others play, and the game never waits for it."""

    def __init__(self) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self.silent_because: str | None = None
        self.unusable: dict[str, str] = {}  # sound name -> why its file was left out

    def load(self) -> bool:
        """Start the mixer and load every sound; False (and silent from then on) when there is no audio."""
        if self._sounds is not None:
            return True
        if self.silent_because is not None:
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
        except pygame.error as error:  # no device, or the mixer cannot open it: play on without sound
            self.silent_because = str(error) or "the mixer did not start"
            log.warning("Sound is off: %s", self.silent_because)
            return False
        self._sounds = {}
        for name in SOUND_NAMES:
            try:
                self._sounds[name] = _checked_sound(sound_file(name))
            except UnusableSound as error:
                self.unusable[name] = str(error)
                log.warning("the %s sound is left out: %s", name, error)
        return True

    def unavailable(self) -> LazyMessage | None:
        """Why some or all of the sound cannot be heard, in the player's words (None: all of it can)."""
        if self.silent_because is not None:
            return lazy_gettext("No sound: no audio device")
        if self.unusable:
            return lazy_ngettext("{n} sound missing: file unusable", "{n} sounds missing: files unusable",
                                 len(self.unusable))
        return None

    def play(self, cues: list[Cue], volume: float) -> list[pygame.mixer.Channel]:
        """Start the cues now (mixed, never waited for) at `volume` 0..1; 0 is mute. Returns the channels used."""
        if volume <= 0 or not cues or not self.load():
            return []
        channels = []
        for cue in cues:
            if cue.sound not in self._sounds:
                continue  # its file could not be used (said once, when loading)
            channel = self._sounds[cue.sound].play()
            if channel is not None:  # None: every channel busy; a missed clink is better than a stalled frame
                channel.set_volume(min(1.0, volume * cue.loudness))
                channels.append(channel)
        return channels


def sound_file(name: str) -> Path:
    """Where the sound is shipped. Not theme.asset_path, which stops at a missing file: a missing sound, or a pipe
    or device in its place, is refused by the bounded read and left out, as a damaged one is."""
    return assets_dir() / "sounds" / f"{name}.wav"


class UnusableSound(ValueError):
    """A sound file that must not reach the mixer; the message says why."""


def _checked_sound(path: Path) -> pygame.mixer.Sound:
    """The sound of a WAV file checked whole before the mixer sees it (a file cut after its header made SDL's
    mixer abort the process); the bytes checked are the bytes played."""
    try:
        data = read_regular_file(path, MAX_SOUND_BYTES)
    except (OSError, TooLarge) as error:
        raise UnusableSound(str(error)) from None
    problem = wav_problem(data)
    if problem is not None:
        raise UnusableSound(problem)
    try:
        return pygame.mixer.Sound(file=io.BytesIO(data))
    except pygame.error as error:
        raise UnusableSound(str(error) or "the mixer refused it") from None


def wav_problem(data: bytes) -> str | None:
    """Why `data` is not a plain PCM WAV file whose every chunk is whole (None when it is one)."""
    if len(data) < 12 or data[:4] != b"RIFF" or data[8:12] != b"WAVE":
        return "not a RIFF WAVE file"
    block_align = None
    offset = 12
    while offset + 8 <= len(data):
        chunk, size = data[offset:offset + 4], int.from_bytes(data[offset + 4:offset + 8], "little")
        body = offset + 8
        if body + size > len(data):
            return f"its {chunk.decode('latin-1')!r} chunk claims {size} bytes; the file holds {len(data) - body}"
        if chunk == b"fmt ":
            if size < 16:
                return "its format chunk is too short"
            encoding, channels, rate, _byte_rate, block_align, bits = struct.unpack("<HHIIHH", data[body:body + 16])
            if (encoding != PCM or channels not in (1, 2) or bits not in (8, 16) or not 8000 <= rate <= 192_000
                    or block_align != channels * bits // 8):
                return f"not plain PCM sound ({encoding=}, {channels=}, {rate=}, {bits=})"
        elif chunk == b"data":
            if block_align is None:
                return "its sound comes before its format"
            if size == 0 or size % block_align:
                return f"its sound data ({size} bytes) is not a whole number of samples"
            return None
        offset = body + size + (size & 1)  # chunks are padded to an even length
    return "it holds no sound data"


BOARD = SoundBoard()


def play_events(events, state_before, volume: float) -> None:
    BOARD.play(cues_for(events, state_before), volume)
