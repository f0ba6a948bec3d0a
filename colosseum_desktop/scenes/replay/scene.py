"""The Replay screen: a game watched again move by move, on the board as it was, drawn by the board's own picture.

Step forward and back (Right / Left, or the buttons), to the start or the end (Home / End), to a round's start
(Page Up / Page Down, or its number 1-9), to a phase's start (Up / Down), along the slider (drag or click), or
play it (Space) at one of several speeds (+ / -), each move shown with the board's animations and sounds. The game
log beside the board holds the lines up to the move shown. "Play on from here" (Ctrl+Enter) starts a new game,
with its own identity, from the moment shown; the file watched is never written. "Save picture" (Ctrl+S) draws
the moment with `colosseum render`'s code into a PNG in the saves folder's `pictures`.

The scene is the controller: `view()` makes the frozen ReplayView, `replay_picture.draw_replay` draws it.
"""
from __future__ import annotations

import io
import random

import pygame

from ... import rules, sound
from ..board import layout_model as layout
from . import model as replay_view
from ..button_look_model import BUTTON_PADDING
from .model import SLIDER_HIT, ReplayBoardView, ReplayView, banner_rects, control_rects, slider_move
from ..board.model import LogView
from ...files.atomic import write_atomically
from ...files.errors import system_reason
from ...game_log import sentences
from ...i18n import N_, _
from ...i18n.conventions import format_number
from ...replay import ReplayedGame, play_on, session_at
from ...sprites import animation, motion, pen
from ...sprites.banner import banner_button_rects
from ...sprites.hint import draw_panel as draw_hint_panel
from ...sprites.log_panel import LINE_HEIGHT, TITLE_HEIGHT
from ...sprites.text import width_of
from ...viewport import LOGICAL_SIZE
from ..starting import entry as game_entry
from ..base import Scene
from ..board.picture import BoardPicture
from ..board.snapshot import board_snapshot
from ..board.event_animations import animate_events
from .picture import draw_replay
from .review import ReplayReview
from ..wake import wake
from ..widgets import Button, WidgetGroup

SPEEDS = (0.5, 1.0, 2.0, 4.0, 8.0)  # moves shown per MOVE_MS, the board's animations as much faster
MOVE_MS = 1200.0  # between two moves at 1x, once the move's animations are over
MESSAGE_MS = 6000.0
CONTROL_TEXT = 15
BANNER_TEXT = 18  # "Play on from here" is read as a sentence: body text
LOG_WHEEL_LINES = 3
PICTURES_FOLDER = "pictures"  # in the saves folder

# The controls, left to right, top row first: (label, what it does); their keys are in KEYS.
CONTROLS = (
    (N_("Start"), "to_start"), (N_("Previous"), "step_back"), (N_("Play"), "toggle_play"),
    (N_("Next"), "step_forward"), (N_("End"), "to_end"),
    (N_("« Round"), "previous_round"), (N_("Round »"), "next_round"), (N_("« Phase"), "previous_phase"),
    (N_("Phase »"), "next_phase"), (N_("Speed"), "faster"),
)
KEYS = {pygame.K_HOME: "to_start", pygame.K_LEFT: "step_back", pygame.K_SPACE: "toggle_play",
        pygame.K_RIGHT: "step_forward", pygame.K_END: "to_end", pygame.K_PAGEUP: "previous_round",
        pygame.K_PAGEDOWN: "next_round", pygame.K_UP: "previous_phase", pygame.K_DOWN: "next_phase",
        pygame.K_PLUS: "faster", pygame.K_EQUALS: "faster", pygame.K_KP_PLUS: "faster",
        pygame.K_MINUS: "slower", pygame.K_KP_MINUS: "slower", pygame.K_ESCAPE: "back",
        pygame.K_v: "toggle_review"}
CTRL_KEYS = {pygame.K_s: "save_picture", pygame.K_RETURN: "play_on", pygame.K_KP_ENTER: "play_on"}
DIGITS = {getattr(pygame, f"K_{n}"): n for n in range(1, 10)}


class ReplayScene(Scene):
    whole_canvas = True  # the board arranged for the window's shape, as the board scene's (scenes/board/layout_model.py)

    def __init__(self, ctx, game: ReplayedGame, move: int = 0) -> None:
        self.ctx, self.game = ctx, game
        self.timeline = game.timeline
        players = len(self.timeline.start.players)
        self.seats = game_entry.seats_for_board(game.seats, players)
        self.players = players
        self._arranged_for: tuple[int, int] | None = None
        self._measured_at: float | None = None  # the pen's scale the controls' labels were measured at
        self.move = max(0, min(move, self.timeline.length))
        self.playing = False
        self.speed = SPEEDS.index(1.0)
        self.wait_ms = 0.0
        self.animator = animation.Animator()
        self._roll_rng = random.Random(self.timeline.start.seed)
        self.hover_pos: tuple[int, int] | None = None
        self.dragging = False
        self.log_scroll = 0  # lines scrolled back from the move shown
        self.message: str | None = None
        self.message_ms = 0.0
        self.review = ReplayReview(self.timeline, lambda: self.state, wake)  # V: the advisor's view of each move
        self._word_log()
        self.arrange(ctx.manager.canvas_size)  # the board's places, the log's, the controls'
        self.picture = BoardPicture(self.state, self.view().board)

    @property
    def state(self) -> rules.GameState:
        return self.timeline.state_at(self.move)

    # -- words made ahead of time ---------------------------------------------------------------------
    def _word_log(self) -> None:
        """The game log's lines of every move, in the language of the moment, and where each move's end."""
        lines, ends = [], [0]
        for move in range(1, self.timeline.length + 1):
            lines += sentences(self.timeline.record(move).events, self.timeline.state_at(move - 1))
            ends.append(len(lines))
        self.log_lines, self.line_ends = lines, ends

    def _make_buttons(self) -> None:
        self.controls = {action: Button(rect, _(label), getattr(self, action), text_size=CONTROL_TEXT)
                         for rect, (label, action) in zip(control_rects(), CONTROLS)}
        banner = ((_("Play on from here"), self.play_on, True), (_("Save picture"), self.save_picture, False),
                  (_("Back"), self.back, False))
        widths = [width_of(label, BANNER_TEXT, primary) + 2 * BUTTON_PADDING for label, _action, primary in banner]
        board_buttons = list(banner_button_rects().values())  # where the board's stand in this language
        span = board_buttons[0].unionall(board_buttons[1:])
        self.banner = [Button(rect, label, action, text_size=BANNER_TEXT, primary=primary)
                       for rect, (label, action, primary) in zip(banner_rects(widths, span), banner)]
        self.focus = WidgetGroup([*self.controls.values(), *self.banner])
        self._sync_buttons()

    def _sync_buttons(self) -> None:
        """The labels that follow the replay (play or pause, the speed) and what may be pressed now."""
        self.controls["toggle_play"].text = _("Pause") if self.playing else _("Play")
        self.controls["faster"].text = _("Speed ×{speed}", speed=format_number(SPEEDS[self.speed],
                                                                               1 if SPEEDS[self.speed] < 1 else 0))
        at_start, at_end = self.move == 0, self.move == self.timeline.length
        for action in ("to_start", "step_back", "previous_round", "previous_phase"):
            self.controls[action].enabled = not at_start
        for action in ("step_forward", "to_end", "next_round", "next_phase"):
            self.controls[action].enabled = not at_end
        self.banner[0].enabled = not rules.is_over(self.state)  # a finished game has nothing to play on
        self.invalidate()

    def on_language_changed(self) -> None:
        self._word_log()
        self._make_buttons()
        self.message = None

    def window_resized(self) -> None:
        self.hover_pos = None
        if self.manager is not None:  # laid out for the window's new shape before the next click
            self.arrange(self.manager.canvas_size)
        self.invalidate()

    def arrange(self, size: tuple[int, int]) -> None:
        """Lay the board and the replay's parts out for a canvas of `size` (the picture makes its layers again)."""
        if layout.CANVAS.size != size:
            layout.arrange(size)
            replay_view.arrange()
        if (self._arranged_for, self._measured_at) != (size, pen.scale()):  # or labels measured at another resolution
            self._arranged_for, self._measured_at = size, pen.scale()
            replay_view.arrange()
            self.layout = layout.BoardLayout(self.players)
            self._make_buttons()  # the controls stand in the action area, which a 4:3 canvas has under the ring

    # -- moving through the game ----------------------------------------------------------------------
    def go_to(self, move: int, animate: bool = False) -> None:
        """Show moment `move`; one move forward with `animate` is shown as the board shows a move."""
        move = max(0, min(move, self.timeline.length))
        if move == self.move:
            return
        self.animator.finish_all()
        before_move, self.move = self.move, move
        self.log_scroll = 0
        if animate and move == before_move + 1:
            before, after = self.timeline.state_at(before_move), self.timeline.state_at(move)
            events = self.timeline.record(move).events
            speed = self.ctx.settings.animation_speed * (SPEEDS[self.speed] if self.playing else 1.0)
            animate_events(self.animator, events, self.layout, before, after, speed, self._roll_rng)
            sound.play_events(events, before, self.ctx.settings.sound_volume)
        self._sync_buttons()

    def to_start(self) -> None:
        self.go_to(0)

    def to_end(self) -> None:
        self.go_to(self.timeline.length)

    def step_forward(self) -> None:
        self.go_to(self.move + 1, animate=True)

    def step_back(self) -> None:
        self.go_to(self.move - 1)

    def previous_round(self) -> None:
        """The start of this round, or of the one before when already at its start."""
        round_number = self.timeline.place(self.move).round
        start = self.timeline.round_start(round_number)
        if start == self.move and round_number > 1:
            start = self.timeline.round_start(round_number - 1)
        self.go_to(start)

    def next_round(self) -> None:
        start = self.timeline.round_start(self.timeline.place(self.move).round + 1)
        self.go_to(self.timeline.length if start is None else start)

    def to_round(self, round_number: int) -> None:
        start = self.timeline.round_start(round_number)
        if start is None:
            self.show_message(_("This game has no round {round}.", round=round_number))
        else:
            self.go_to(start)

    def previous_phase(self) -> None:
        self.go_to(self.timeline.previous_phase(self.move))

    def next_phase(self) -> None:
        self.go_to(self.timeline.next_phase(self.move))

    def toggle_play(self) -> None:
        if not self.playing and self.move == self.timeline.length:
            self.go_to(0)  # played to the end before: from the start again
        self.playing, self.wait_ms = not self.playing, 0.0
        self._sync_buttons()

    def faster(self) -> None:
        """The next speed, round to the slowest after the fastest (the button); + and - step without wrapping."""
        self.speed = (self.speed + 1) % len(SPEEDS)
        self._sync_buttons()

    def slower(self) -> None:
        self.speed = max(0, self.speed - 1)
        self._sync_buttons()

    # -- leaving ---------------------------------------------------------------------------------------
    def back(self) -> None:
        self.manager.pop()

    def toggle_review(self) -> None:
        """V: the review mode, the advisor's view of the move made from each moment (replay_review.py)."""
        self.review.toggle()
        self.invalidate()

    def on_exit(self) -> None:
        self.review.close()
        self.picture.let_go()

    def play_on(self) -> None:
        """A new game from the moment shown, with its own identity, on the board (autosaved as any game)."""
        if rules.is_over(self.state):
            self.show_message(_("The game is over here: there is nothing to play on."))
            return
        game_entry.play(self.ctx, play_on(self.game, self.move), self.seats)

    def save_picture(self) -> None:
        """The moment drawn as `colosseum render` draws a save, into the saves folder's pictures: the whole picture
        or nothing (written atomically, as render writes)."""
        folder = self.ctx.saves_dir / PICTURES_FOLDER
        path = folder / f"{self.game.game_id}-move-{self.move:04d}.png"
        picture = board_snapshot(self.ctx, session_at(self.game, self.move), self.seats, LOGICAL_SIZE)
        png = io.BytesIO()
        pygame.image.save(picture, png, "png")
        try:
            folder.mkdir(parents=True, exist_ok=True)
            write_atomically(path, png.getvalue())
        except OSError as error:
            self.show_message(_("The picture could not be saved ({reason}).", reason=system_reason(error)))
            return
        self.show_message(_("Picture saved: {file}", file=str(path)))

    def show_message(self, message: str) -> None:
        self.message, self.message_ms = message, MESSAGE_MS
        self.invalidate()

    # -- events ---------------------------------------------------------------------------------------
    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        pos = getattr(event, "pos", None)
        buttons = [*self.controls.values(), *self.banner]
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos = pos
            for button in buttons:
                button.handle_event(event)
            if self.dragging:
                self.go_to(slider_move(pos[0], self.timeline.length))
            self.invalidate()
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.hover_pos is not None and self.layout.log.collidepoint(self.hover_pos):
                most = max(0, self.line_ends[self.move] - self._log_rows())
                self.log_scroll = max(0, min(most, self.log_scroll + event.y * LOG_WHEEL_LINES))
                self.invalidate()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if getattr(event, "button", 1) != 1:
                return True
            for button in buttons:
                if button.handle_event(event):
                    self.invalidate()
                    return True
            if event.type == pygame.MOUSEBUTTONDOWN and SLIDER_HIT.collidepoint(pos):
                self.dragging = True
                self.playing = False
                self.go_to(slider_move(pos[0], self.timeline.length))
                self._sync_buttons()
            elif event.type == pygame.MOUSEBUTTONUP:
                self.dragging = False
            self.invalidate()
            return True
        return False

    def _key(self, event: pygame.event.Event) -> bool:
        if event.mod & pygame.KMOD_CTRL:
            action = CTRL_KEYS.get(event.key)
            if action is not None:
                getattr(self, action)()
                return True
            return False
        if event.key in DIGITS:
            self.to_round(DIGITS[event.key])
            return True
        action = KEYS.get(event.key)
        if action is not None:
            getattr(self, action)()
            self.invalidate()
            return True
        if self.focus.handle_event(event):  # Tab through the buttons, Enter presses the one focused
            self.invalidate()
            return True
        return False

    # -- time -----------------------------------------------------------------------------------------
    def update(self, dt_ms: float) -> None:
        self.review.follow(self.move)
        if self.animator.update(dt_ms) or self.review.arrived():
            self.invalidate()
        if self.message and self.message_ms > 0:
            self.message_ms -= dt_ms
            if self.message_ms <= 0:
                self.message = None
                self.invalidate()
        if not self.playing or self.animator.busy:
            return
        self.wait_ms += dt_ms
        if self.wait_ms >= MOVE_MS / SPEEDS[self.speed]:
            self.wait_ms = 0.0
            self.step_forward()
            if self.move == self.timeline.length:
                self.playing = False
                self._sync_buttons()

    def wants_redraw(self) -> bool:
        return super().wants_redraw() or self.animator.busy or self.playing

    # -- what the screen shows ------------------------------------------------------------------------
    def _log_rows(self) -> int:
        return max(1, (self.layout.log.height - TITLE_HEIGHT - 8) // LINE_HEIGHT)

    def _log_view(self) -> LogView:
        end = self.line_ends[self.move] - self.log_scroll
        return LogView(tuple(self.log_lines[max(0, end - self._log_rows()):end]), self.log_scroll)

    def caption(self) -> str:
        return _("Move {n} of {total}", n=self.move, total=self.timeline.length)

    def hint(self) -> str:
        if self.message:
            return self.message
        notice = self.game.notice
        if notice is not None and self.move == self.timeline.length:
            return str(notice)
        return _("←/→ previous, next · Page Up/Down or 1-9 round · ↑/↓ phase · Space play · +/− speed")

    def view(self) -> ReplayView:
        roll = self.animator.rolling()
        board = ReplayBoardView(
            seats=tuple(self.seats), hover=None if self.dragging else self.hover_pos,
            buttons=tuple(button.look() for button in self.controls.values()),
            banner=tuple(button.look() for button in self.banner), log=self._log_view(),
            gliding=tuple((noble, glide.position()) for noble, glide in self.animator.gliding().items()),
            roll=(tuple(roll.shown_faces()), roll.tilt()) if roll else None,
            flying=motion.in_air(self.animator.current), hint=self.review.focus(self.move))
        marks = tuple((self.timeline.round_start(number), format_number(number)) for number in self.timeline.rounds())
        return ReplayView(board=board, move=self.move, length=self.timeline.length, caption=self.caption(),
                          hint=self.hint(), round_marks=marks, dragging=self.dragging)

    def draw(self, canvas: pygame.Surface) -> None:
        self.arrange(canvas.get_size())
        draw_replay(canvas, self.picture, self.state, self.view())
        draw_hint_panel(canvas, self.review.words(self.move), self.layout.log, title=_("Review (V)"))
