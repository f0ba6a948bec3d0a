"""What the board follows at its table, as typed observers: the game log's lines, the animations and the
sounds of each move (made on the board, in a dialog, by a computer or a log), the lines of a take-back and of a
failing computer player."""
from __future__ import annotations

from collections.abc import Callable
from dataclasses import replace

from ... import sound
from ...game_log import LogLine, semicolon_joined, sentences
from ...i18n import _
from ...i18n.command_names import command_name
from ...settings import Settings
from ...sprites import animation
from ...sprites.log_panel import LogPanel
from ...table import Computer, TableObserver
from .event_animations import animate_events


class GameLogObserver(TableObserver):
    """The board's game log: each move's sentences, worded again when the language changes."""

    def __init__(self, panel: LogPanel) -> None:
        self.panel = panel

    def moved(self, table, entry) -> None:
        if isinstance(table.seats[entry.command.player], Computer):
            self.panel.add_worded(lambda: computers_lines(sentences(entry.events, entry.state_before), entry))
        else:
            self.panel.add_worded(lambda: sentences(entry.events, entry.state_before))

    def taken_back(self, table, entry) -> None:
        seat = entry.command.player
        name = entry.state_before.player(seat).name
        self.panel.add_worded(lambda: [LogLine(_("{name} takes back: {action}", name=name,
                                                 action=action_words(entry)), seat)])

    def driver_failed(self, table, seat, reason, gave_up) -> None:
        if not gave_up:  # a seat given up is said by seat_handed_to_people
            name = table.state.player(seat).name
            self.panel.add_worded(lambda: [LogLine(_("{name}'s computer player failed ({reason}); it tries again",
                                                     name=name, reason=reason()), seat)])

    def seat_handed_to_people(self, table, seat, reason: Callable[[], str]) -> None:
        self.panel.add_worded(lambda: [LogLine(_("{reason}: a person plays this seat now, on this board",
                                                 reason=reason()), seat)])


def computers_lines(lines: list[LogLine], entry) -> list[LogLine]:
    """A computer player's lines carry its move, for the reasons shown when one is hovered."""
    return [replace(line, move=entry) if line.seat == entry.command.player else line for line in lines]


class SoundObserver(TableObserver):
    """The table's sounds: dice, coins, the gavel, the crowd, at the volume of the moment."""

    def __init__(self, settings: Callable[[], Settings]) -> None:
        self.settings = settings

    def moved(self, table, entry) -> None:
        sound.play_events(entry.events, entry.state_before, self.settings().sound_volume)


class AnimationObserver(TableObserver):
    """Pieces moving as they did: the dice rolling, nobles gliding, tokens and coins flying."""

    def __init__(self, animator: animation.Animator, layout, settings: Callable[[], Settings], roll_rng) -> None:
        self.animator, self.layout, self.settings, self.roll_rng = animator, layout, settings, roll_rng

    def moved(self, table, entry) -> None:
        animate_events(self.animator, entry.events, self.layout, entry.state_before, table.state,
                       self.settings().animation_speed, self.roll_rng)

    def taken_back(self, table, entry) -> None:
        self.animator.finish_all()

    def jumped(self, table, moves) -> None:
        self.animator.finish_all()


class SeatNotices(TableObserver):
    """A seat handed to the people is said on the board too, and its buttons are made for them."""

    def __init__(self, say: Callable[[str], None], rebuild_buttons: Callable[[], None]) -> None:
        self.say, self.rebuild_buttons = say, rebuild_buttons

    def seat_handed_to_people(self, table, seat, reason: Callable[[], str]) -> None:
        self.say(_("{reason}. Play {name}'s moves yourselves.", reason=reason(), name=table.state.player(seat).name))
        self.rebuild_buttons()


def action_words(entry) -> str:
    """An action in the game log's words ("Marcus ends their turn"), to say what undo would take back: the
    actor's own lines (not what followed, such as the next player's turn beginning)."""
    player = entry.command.player
    return semicolon_joined(line.text for line in sentences(entry.events, entry.state_before)
                            if line.seat == player) or str(command_name(entry.command.kind))
