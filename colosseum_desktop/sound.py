"""The table's sounds: game events mapped to short synthesised sounds (assets/sounds, made by
tools/make_sounds.py), played through pygame.mixer without ever waiting for them.

With no audio device the game runs unchanged and silent: the mixer's failure to start is logged once, not an
error. Deliberately free of the rules engine (events are read by their `kind`), so the title screen can load
the sounds before the rules import.
"""
from __future__ import annotations

import logging
from dataclasses import dataclass

import pygame

from .sprites.theme import asset_path

log = logging.getLogger(__name__)

SOUND_NAMES = ("dice", "coins", "auction_won", "noble", "crowd", "record", "gong")
CROWD_FULL_AT = 60  # spectators at which the crowd is at its loudest; a small event is a murmur
CROWD_QUIETEST = 0.3


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
    """The loaded sounds, or silence when there is no audio device (decided once, on first use)."""

    def __init__(self) -> None:
        self._sounds: dict[str, pygame.mixer.Sound] | None = None
        self.silent_because: str | None = None

    def load(self) -> bool:
        """Start the mixer and load every sound; False (and silent from then on) when there is no audio."""
        if self._sounds is not None:
            return True
        if self.silent_because is not None:
            return False
        try:
            if not pygame.mixer.get_init():
                pygame.mixer.init()
            self._sounds = {name: pygame.mixer.Sound(str(asset_path("sounds", f"{name}.wav")))
                            for name in SOUND_NAMES}
        except pygame.error as error:  # no device, or the mixer cannot open it: play on without sound
            self.silent_because = str(error) or "the mixer did not start"
            log.warning("Sound is off: %s", self.silent_because)
            return False
        return True

    def play(self, cues: list[Cue], volume: float) -> list[pygame.mixer.Channel]:
        """Start the cues now (mixed, never waited for) at `volume` 0..1; 0 is mute. Returns the channels used."""
        if volume <= 0 or not cues or not self.load():
            return []
        channels = []
        for cue in cues:
            channel = self._sounds[cue.sound].play()
            if channel is not None:  # None: every channel busy; a missed clink is better than a stalled frame
                channel.set_volume(min(1.0, volume * cue.loudness))
                channels.append(channel)
        return channels


BOARD = SoundBoard()


def play_events(events, state_before, volume: float) -> None:
    BOARD.play(cues_for(events, state_before), volume)
