"""The board: the whole game on one screen, played with the mouse as on the table (or the keyboard).

Pieces are picked up with `BoardInput` (drag, click then click, or the keys N, Left/Right and Enter); the
gesture becomes a command through `rules.find_command`, or a button gives one directly; every command goes
to `session.submit`. A refusal shows the engine's reason and changes nothing. The board follows the
session's log, so commands made by dialogs and computer players animate and reach the game log the same way
as its own.

How it looks is drawn by `BoardPicture` (board_picture.py).
"""
from __future__ import annotations

import random

import pygame

from .. import rules, sound
from ..game_log import LogLine, sentences
from ..rules.data import game_data
from ..rules.pieces import EXPANSION, Piece, noble, square
from ..rules.state import Phase
from ..settings import Settings
from ..sprites import animation, motion
from ..sprites.log_panel import LogPanel
from ..sprites.text import largest_fitting_size
from ..board import layout
from ..board.buttons import command_entries, command_label, dialog_entries, is_primary
from ..board.input import BoardInput, Gesture
from ..board.view import BoardView
from . import game_entry
from .base import Scene
from .board_computers import ComputerFailed, ComputerSeats
from .board_picture import BoardPicture
from .bid_dialog import BidDialog
from .ceremony_dialog import CeremonyDialog
from .confirm import ConfirmScene
from .end import EndScene
from .invest_dialog import InvestDialog
from .pause import PauseScene
from .produce_dialog import ProduceDialog
from .program_browser import ProgramBrowser
from .rules_reference import RulesReference
from .submitting import SubmitsCommands
from .trade_dialog import TradeDialog
from .widgets import Button, WidgetGroup

PICKABLE = ("noble", "expansion", "market", "program", "dice", "loge", "ticket", "token")
ANY_TIME = {"panel_medals": rules.TakeCoinsForMedal, "panel_extra_action": rules.ExchangeExtraAction}
MESSAGE_MS = 6000
DIGIT_KEYS = {1: pygame.K_1, 2: pygame.K_2, 3: pygame.K_3}
PICK_KEYS = {pygame.K_n: 1, pygame.K_DOWN: 1, pygame.K_UP: -1}  # the next / previous piece (Shift+N: previous)
CURSOR_KEYS = {pygame.K_RIGHT: 1, pygame.K_LEFT: -1}  # along the lit squares
ENTER_KEYS = (pygame.K_RETURN, pygame.K_KP_ENTER)
TRADE_ANSWERS = ("accept_trade", "refuse_trade")
BUTTON_TEXT = 17

# The overlay dialogs that serve a decision, and the reference screens, by the key the buttons use.
DIALOGS = {"bid": BidDialog, "invest": InvestDialog, "trade": TradeDialog, "produce": ProduceDialog,
           "ceremony": CeremonyDialog}
REFERENCES = {"programs": ProgramBrowser, "rules": RulesReference}


class BoardScene(SubmitsCommands, Scene):
    def __init__(self, ctx, session, seats: list[str]) -> None:
        self.ctx, self.session = ctx, session
        self.seats = list(seats) + ["person"] * (len(session.state.players) - len(seats))
        self.layout = layout.BoardLayout(len(self.seats))
        self.input = BoardInput(self.piece_at, self.target_at, self.is_lit_target)
        self.animator = animation.Animator()
        self.log_panel = LogPanel(self.layout.log)
        self.computers = ComputerSeats(self.seats, session.seed)
        self.message: str | None = None
        self.message_ms = 0.0
        self.hover_pos: tuple[int, int] | None = None
        self.tooltip_hidden = False  # after the game moves on, until the pointer moves: no stale tooltip
        self.buttons: list[Button] = []
        self.focus = WidgetGroup()
        self.banner_buttons = self._make_banner_buttons()
        self.button_commands: list = []
        self.lit_targets: frozenset[int] = frozenset()
        self._lit_for: Piece | None = None
        self.key_cursor: int | None = None  # the lit square Enter drops the held piece on
        self._movable: tuple = (None, [])
        self.auto_opened: set = set()
        self.ended = False
        self.open_dialog_key: str | None = None  # the overlay dialog the board opened and waits on
        self._seen = 0
        self._shown_state = None
        self._legal: tuple = (None, [])
        self._roll_rng = random.Random(session.seed)
        self._catch_up(animate=False)
        self.picture = BoardPicture(self.state, self.view())
        for seat, reason in self.computers.unplayable.items():
            self._hand_to_person(seat, reason)

    @property
    def settings(self) -> Settings:
        return self.ctx.settings

    @property
    def state(self) -> rules.GameState:
        return self.session.state

    @property
    def people(self) -> set[int]:
        return {seat for seat, kind in enumerate(self.seats) if kind == "person"}

    @property
    def deciding(self) -> int | None:
        return rules.current_player(self.state)

    @property
    def legal(self) -> list:
        """The legal commands of the state shown, worked out once per state (drawing asks every frame)."""
        if self._legal[0] is not self.state:
            self._legal = (self.state, rules.legal_commands(self.state))
        return self._legal[1]

    def person_decides(self) -> bool:
        return self.deciding is not None and self.seats[self.deciding] == "person"

    # -- following the session ----------------------------------------------------------------------
    def _catch_up(self, animate: bool = True) -> None:
        """Read what the session did since last time (from the board, a dialog, or a computer)."""
        log = self.session.log
        if len(log) < self._seen:  # undone
            self._seen = len(log)
            self.animator.finish_all()
        for entry in log[self._seen:]:
            self.log_panel.add(sentences(entry.events, entry.state_before))
            if animate:
                self._animate(entry.events, entry.state_before)
                sound.play_events(entry.events, entry.state_before, self._setting("sound_volume", 0.0))
        self._seen = len(log)
        self.banner_buttons["undo"].enabled = self.can_undo()
        self._tell_autosave_problem()
        if self.state is not self._shown_state:
            self._shown_state = self.state
            self.tooltip_hidden = True
            self.put_back()
            self._rebuild_buttons()
            self.invalidate()

    def _tell_autosave_problem(self) -> None:
        """A failed autosave is said on the board after every action, until one succeeds again."""
        if game_entry.autosave_problem(self.session.on_change):
            self.show_message(game_entry.AUTOSAVE_FAILED_LINE)

    def _animate(self, events, before) -> None:
        speed = self.settings.animation_speed
        if not speed:
            return
        centers = self.layout.noble_centers(self.state)
        for event in events:
            if event.kind == "dice_rolled":
                self.animator.add(animation.DiceRoll(duration=animation.DICE_MS / speed, faces=event.faces,
                                                     rng=self._roll_rng))
            elif event.kind == "noble_moved":
                glide = animation.glide_for(event, centers[event.noble])
                glide.duration /= speed
                self.animator.add(glide)
            else:  # tokens won, coins paid, a record climbing: pieces that fly where they went
                flight = motion.motion_for(event, self.layout, before, self.state, speed)
                if flight is not None:
                    self.animator.add(flight)

    # -- pieces under the pointer -------------------------------------------------------------------
    def expansion_offered(self) -> bool:
        return self.person_decides() and any(c.kind == "expand_arena" for c in self.legal)

    def token_seat(self) -> int | None:
        """Whose panel tokens are pieces to pick in the ceremony: the discarding player's own, or for the
        donation the podium winner's, whose tokens are the ones asked for (R11.2, R11.3)."""
        state = self.state
        if state.phase is not Phase.CEREMONY or self.deciding is None:
            return None
        step = state.step
        return step.to_discard[0] if step.to_discard else step.donation_from

    def piece_at(self, pos) -> Piece | None:
        return self.layout.piece_at(pos, self.state, seat_tokens=self.token_seat(),
                                    expansion=self.expansion_offered())

    @staticmethod
    def target_at(pos) -> Piece | None:
        number = layout.square_at(pos)
        return None if number is None else square(number)

    def is_lit_target(self, source: Piece, target: Piece) -> bool:
        return target.kind == "square" and target.number in self.lit_targets

    # -- decisions ----------------------------------------------------------------------------------
    def refused(self, reason: str) -> None:
        self.show_message(reason)

    def submitted(self) -> None:
        self._catch_up()

    def show_message(self, message: str) -> None:
        self.message, self.message_ms = message, MESSAGE_MS
        self.invalidate()

    def perform(self, gesture: Gesture) -> None:
        kind = gesture.source.kind
        if kind in ANY_TIME:  # R13/R14: a player's own exchanges, whoever's turn it is
            seat = gesture.source.number
            if self.seats[seat] == "person":
                self.submit(ANY_TIME[kind](player=seat))
            return
        if kind not in PICKABLE:
            return
        if not self.person_decides():
            self.show_message("Wait: the computer is deciding" if self.deciding is not None else "The game is over")
            return
        if kind == "market" and self.state.phase is Phase.AUCTION and self.state.step.auction is None:
            self.choose_market(gesture.source.number)
            return
        try:
            command = rules.find_command(self.state, gesture.source, gesture.target)
        except rules.IllegalCommand as reason:
            self.show_message(str(reason))
            return
        self.submit(command)

    def choose_market(self, market: int) -> None:
        """A click on a market only chooses it: the bid window opens on that market, and the bid itself is a
        second, deliberate act there (a click meant to look at a market must not cost 8 coins)."""
        if not self.state.markets[market]:
            self.show_message("That market is empty: open an auction on a market with tokens")
        else:
            self.open_dialog("bid", market=market)

    # -- taking back --------------------------------------------------------------------------------
    def undo_offer(self) -> tuple[str, int] | None:
        """What Undo may do now: ("own", seat) when the deciding person takes back their own last action of
        this turn; ("ask", seat) when the last action is another person's (or an earlier turn's), taken back
        only with that person's OK; None when nothing may be (dice, a bag draw, a computer's decision)."""
        log = self.session.log
        if not log:
            return None
        last = log[-1].command.player
        if self.seats[last] != "person" or not self.session.can_undo(last):
            return None
        return ("own", last) if self.session.can_take_back_own(last) else ("ask", last)

    def can_undo(self) -> bool:
        """Whether Undo is lit: the deciding person has done something this turn that they may take back."""
        offer = self.undo_offer()
        return offer is not None and offer[0] == "own"

    def undo(self) -> None:
        offer = self.undo_offer()
        if offer is None:
            self.show_message("Nothing to take back: undo stops at dice, bag draws and computer players' decisions")
        elif offer[0] == "own":
            self._take_back(offer[1])
        else:
            self._ask_to_take_back(offer[1])

    def _take_back(self, seat: int) -> None:
        entry = self.session.log[-1]
        self.session.undo(seat)
        self.log_panel.add([LogLine(f"{self.state.player(seat).name} takes back: {action_words(entry)}", seat)])
        self._catch_up(animate=False)

    def _ask_to_take_back(self, seat: int) -> None:
        """Another person's action is theirs to give back: name them and wait for their OK."""
        entry = self.session.log[-1]
        name = self.state.player(seat).name
        note = (f"Undo would take back {name}'s last action: {action_words(entry)}. It is {name}'s decision: "
                f"{name}, do you agree?")
        self.put_back()
        self.manager.push(ConfirmScene(f"Take back {name}'s move?", note, f"Yes, {name} agrees (Y)",
                                       lambda: self._agreed(seat, entry)))

    def _agreed(self, seat: int, entry) -> None:
        if not self.session.log or self.session.log[-1] is not entry:
            self.show_message("The game has moved on since: nothing was taken back")
            return
        self._take_back(seat)

    # -- buttons ------------------------------------------------------------------------------------
    def _make_banner_buttons(self) -> dict[str, Button]:
        """Always there, for the mouse: what the keys Ctrl+Z, F1, P and Escape do."""
        actions = {"undo": ("Undo Ctrl+Z", self.undo), "rules": ("Rules F1", lambda: self._open_reference("rules")),
                   "programs": ("Programs P", lambda: self._open_reference("programs")),
                   "menu": ("Menu Esc", self.open_menu)}
        return {name: Button(layout.banner_button_rect(name), label, action, text_size=15)
                for name, (label, action) in actions.items()}

    def _rebuild_buttons(self) -> None:
        self.buttons, self.button_commands = [], []
        if not self.person_decides():
            return
        state = self.state
        entries: list[tuple[str, object]] = []  # (label, command or callable)
        for label, key in dialog_entries(state):
            entries.append((label, lambda key=key: self.open_dialog(key)))
        entries += [(command_label(state, command), command) for command in command_entries(state, self.legal)]
        for rect, (label, action) in zip(layout.button_rects(len(entries)), entries):
            kind = getattr(action, "kind", "")
            hotkey = DIGIT_KEYS.get(action.value) if kind == "choose_die_value" and len(state.step.faces) == 1 else None
            self.buttons.append(Button(rect, label, self._button_action(action), text_size=fitting_size(label, rect),
                                       primary=is_primary(state, kind), hotkey=hotkey))
            self.button_commands.append(action)
        self.focus = WidgetGroup(self.buttons)  # Tab walks the buttons, Enter presses the focused one

    def _button_action(self, action):
        if callable(action):
            return action
        return lambda: self.submit(action)

    def button_for(self, command) -> Button | None:
        """The button that gives exactly this command (for tests and the end-to-end player)."""
        for button, action in zip(self.buttons, self.button_commands):
            if not callable(action) and action == command:
                return button
        return None

    def open_dialog(self, key: str, **extra) -> bool:
        """Open an overlay dialog for the deciding player; `extra`: what that dialog takes besides (the market
        a click chose, for the bid window)."""
        if self.deciding is None:
            return False
        if key == "trade":
            extra["stop_offers"] = self.stop_offers
        self.put_back()
        self.open_dialog_key = key
        self.manager.push(DIALOGS[key](self.ctx, self.session, self.deciding, on_done=lambda: self._dialog_done(key),
                                       people=self.people, **extra))
        return True

    def stop_offers(self, computer: int, person: int) -> None:
        """A person answered a computer's offer with "no more offers this round"."""
        self.computers.stop_offers(computer, person, self.state.round)
        state = self.state
        self.log_panel.add([LogLine(f"{state.player(person).name} wants no more offers from "
                                    f"{state.player(computer).name} this round", person)])
        self.invalidate()

    def _dialog_done(self, key: str) -> None:
        self.open_dialog_key = None
        self._catch_up()
        occasion = self._auto_occasion()
        if occasion is not None and occasion[0] == key:
            # The person closed it while it was still asked for: the board's own buttons serve from here.
            self.auto_opened.add(occasion)
        self.invalidate()

    def _auto_occasion(self) -> tuple | None:
        """(dialog key, round, seat, log length) when a person's decision now asks for a dialog by itself."""
        if not self.person_decides():
            return None
        state, step = self.state, self.state.step
        key = None
        if state.phase is Phase.AUCTION:
            key = "bid"  # a bid to raise or pass, or the active player's market and opening bid (or decline)
        elif state.phase is Phase.PRODUCE and step.dice_done:
            key = "produce"
        elif state.phase is Phase.CEREMONY:
            key = "ceremony"
        elif state.phase is Phase.TRADE and (step.offer is not None or self._computer_answered_offer()):
            key = "trade"  # the partner answers with both sides laid out; the trader sees the answer
        return None if key is None else (key, state.round, self.deciding, len(self.session.log))

    def _computer_answered_offer(self) -> bool:
        """A computer partner has just answered an offer (it was made in the trade dialog, which closed for it)."""
        last = self.session.log[-1].command if self.session.log else None
        return last is not None and last.kind in TRADE_ANSWERS and last.player in self.computers

    def _auto_dialog(self) -> None:
        """Open the dialog a decision needs by itself once (closing it leaves the board's buttons)."""
        occasion = self._auto_occasion() if self.settings.auto_dialogs else None
        if occasion is not None and occasion not in self.auto_opened:
            self.auto_opened.add(occasion)
            self.open_dialog(occasion[0])

    # -- events -------------------------------------------------------------------------------------
    def window_resized(self) -> None:
        # The pointer's place on the canvas is unknown until it moves again: no tooltip left where it was.
        self.hover_pos, self.tooltip_hidden = None, True
        self.invalidate()

    def handle_event(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            return self._key(event)
        pos = getattr(event, "pos", None)
        if event.type == pygame.MOUSEMOTION:
            self.hover_pos, self.tooltip_hidden = pos, False
            self.input.move(pos)
            self._light_targets()
            for button in (*self.buttons, *self.banner_buttons.values()):
                button.handle_event(event)
            self.invalidate()
            return True
        if event.type == pygame.MOUSEWHEEL:
            if self.log_panel.handle_wheel(event, self.hover_pos):
                self.invalidate()
            return True
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP):
            if getattr(event, "button", 1) in (4, 5):  # old-style wheel clicks
                return True
            if getattr(event, "button", 1) == 3:  # right click: put down what is held
                self.put_back()
                self.invalidate()
                return True
            self.hover_pos = pos
            answers = list(self.buttons) if self.animator.rolling() is None else []
            for button in [*self.banner_buttons.values(), *answers]:
                if button.handle_event(event):
                    self.invalidate()
                    return True
            gesture = self.input.press(pos) if event.type == pygame.MOUSEBUTTONDOWN else self.input.release(pos)
            self._light_targets()
            if gesture is not None:
                self.perform(gesture)
            self.invalidate()
            return True
        return False

    def _light_targets(self) -> None:
        """Light the legal destinations of the piece picked up (worked out once per pick-up)."""
        held = self.input.holding if self.person_decides() else None
        if held != self._lit_for:
            self._lit_for = held
            self.lit_targets = rules.targets(self.state, held) if held else frozenset()
            self.key_cursor = None

    def _key(self, event) -> bool:
        key, mods = event.key, getattr(event, "mod", 0)
        if key == pygame.K_z and mods & pygame.KMOD_CTRL:
            self.undo()
        elif key == pygame.K_SPACE and (self.animator.busy or self.focus.focus is None):
            self.hurry()
        elif key == pygame.K_ESCAPE:
            if self.input.mode != "idle":
                self.put_back()
            else:
                self.open_menu()
        elif key == pygame.K_F1:
            self._open_reference("rules")
        elif key == pygame.K_p:
            self._open_reference("programs")
        elif key in PICK_KEYS:
            self.pick_next(-PICK_KEYS[key] if mods & pygame.KMOD_SHIFT else PICK_KEYS[key])
        elif key in CURSOR_KEYS and self.lit_targets:
            self.move_key_cursor(CURSOR_KEYS[key])
        elif key in ENTER_KEYS and self.key_cursor is not None and self.input.holding:
            self.drop_at_key_cursor()  # Enter presses the focused button only while no piece is held
        elif self.animator.rolling() is not None or not self.focus.handle_event(event):
            return False
        self.invalidate()
        return True

    # -- keyboard moves: N picks a piece up, Left/Right choose among its lit squares, Enter drops it ----
    def movable_pieces(self) -> list[Piece]:
        """The pieces the keyboard can pick up now, around the ring: nobles with a legal square, then the
        expansion piece (worked out once per state)."""
        if self._movable[0] is not self.state:
            pieces = []
            if self.person_decides():
                nobles = sorted(range(len(self.state.nobles)), key=lambda n: (self.state.nobles[n].square, n))
                pieces = [noble(n) for n in nobles]
                if self.expansion_offered():
                    pieces.append(EXPANSION)
            self._movable = (self.state, [p for p in pieces if rules.targets(self.state, p)])
        return self._movable[1]

    def pick_next(self, step: int) -> None:
        """Pick up the next (step 1) or previous (-1) movable piece, lighting its squares as a click does."""
        pieces = self.movable_pieces()
        if not pieces:
            self.show_message("No noble or expansion piece can move now" if self.person_decides()
                              else "Wait: the computer is deciding" if self.deciding is not None
                              else "The game is over")
            return
        held = self.input.holding
        index = pieces.index(held) + step if held in pieces else (0 if step > 0 else -1)
        self.input.pick(pieces[index % len(pieces)])
        self._light_targets()
        order = self._targets_in_order()
        forward = [number for number in order if self._offset(number) > 0]
        self.key_cursor = (forward or order)[0]

    def _offset(self, number: int) -> int:
        """How far a square lies from the held noble along the ring (negative: behind it)."""
        held = self.input.holding
        if held is None or held.kind != "noble":
            return number
        ring = game_data().ring_squares
        return (number - self.state.nobles[held.number].square + ring // 2) % ring - ring // 2

    def _targets_in_order(self) -> list[int]:
        return sorted(self.lit_targets, key=self._offset)

    def move_key_cursor(self, step: int) -> None:
        order = self._targets_in_order()
        if self.key_cursor in order:
            self.key_cursor = order[(order.index(self.key_cursor) + step) % len(order)]
        else:  # held with the mouse: the keys take over
            self.key_cursor = order[0 if step > 0 else -1]

    def drop_at_key_cursor(self) -> None:
        gesture = Gesture(self.input.holding, square(self.key_cursor))
        self.put_back()
        self.perform(gesture)

    def put_back(self) -> None:
        """Whatever is held goes back to its place, its squares unlit."""
        self.input.cancel()
        self._light_targets()

    def open_menu(self) -> None:
        self.put_back()
        self.manager.push(PauseScene(self.ctx, self.session, list(self.seats)))

    def _open_reference(self, key: str) -> None:
        seat = self.deciding if self.deciding is not None else 0
        self.manager.push(REFERENCES[key](self.ctx, self.session, seat))

    def hurry(self) -> None:
        """Space: finish the animations and let a computer player act now."""
        self.animator.finish_all()
        self.computers.hurry()
        self.invalidate()

    # -- time ---------------------------------------------------------------------------------------
    def update(self, dt_ms: float) -> None:
        self._catch_up()
        if self.animator.update(dt_ms):
            self.invalidate()
        if self.message and self.message_ms > 0:
            self.message_ms -= dt_ms
            if self.message_ms <= 0:
                self.message = None
                self.invalidate()
        on_top = self.manager is None or self.manager.top is self
        if self.animator.busy or not on_top:
            return
        if rules.is_over(self.state):
            self._finish_game()
            return
        seat = self.deciding
        if seat in self.computers:
            try:
                command = self.computers.move(self.state, seat, dt_ms, self.settings.computer_delay_ms)
                if command is not None:
                    self._computer_submits(seat, command)
            except ComputerFailed as failure:
                self._computer_failed(failure)
        else:
            self.computers.rest()
            self._auto_dialog()

    def _computer_submits(self, seat: int, command) -> None:
        try:
            self.session.submit(command)
        except rules.IllegalCommand as reason:
            self.computers.refused(seat, command, reason)  # raises ComputerFailed: never a quiet random move
        self.computers.succeeded(seat)
        self._catch_up()

    def _computer_failed(self, failure: ComputerFailed) -> None:
        """Say in the game log what went wrong with a computer player (it is logged in full already). After a
        second failure in a row the seat goes to the people at the table rather than to a random player: a
        "strong" seat quietly playing at random would spoil the game without anyone knowing why."""
        name = self.state.player(failure.seat).name
        if not failure.gave_up:
            self.log_panel.add([LogLine(f"{name}'s computer player failed ({failure.reason}); it tries again",
                                        failure.seat)])
            self.invalidate()
            return
        self._hand_to_person(failure.seat, f"{name}'s computer player failed twice ({failure.reason})")

    def _hand_to_person(self, seat: int, reason: str) -> None:
        self.seats[seat] = "person"
        self.log_panel.add([LogLine(f"{reason}: a person plays this seat now, on this board", seat)])
        self.show_message(f"{reason}. Play {self.state.player(seat).name}'s moves yourselves.")
        self._rebuild_buttons()

    def on_exit(self) -> None:
        self.computers.close()

    def _finish_game(self) -> None:
        if self.ended:
            return
        self.ended = True
        if self.manager is not None:
            self.manager.replace(EndScene(self.ctx, self.session, list(self.seats)))
        self.invalidate()

    def wants_redraw(self) -> bool:
        return super().wants_redraw() or self.animator.busy

    # -- what the board shows -----------------------------------------------------------------------
    def view(self) -> BoardView:
        """Everything the board shows beyond the game state, as one frozen value (the picture's input)."""
        roll = self.animator.rolling()
        on_top = self.manager is None or self.manager.top is self  # no tooltip left under a menu or a dialog
        tooltip = on_top and not self.input.dragging and not self.tooltip_hidden
        return BoardView(
            seats=tuple(self.seats), held=self.input.holding, dragging=self.input.dragging,
            pointer=self.input.pointer, lit=self.lit_targets, cursor=self.key_cursor,
            hover=self.hover_pos if tooltip else None, message=self.message,
            buttons=tuple(b.look() for b in self.buttons) if roll is None else (),  # answers wait for the dice
            banner=tuple(b.look() for b in self.banner_buttons.values()), log=self.log_panel.view(),
            gliding=tuple((noble, glide.position()) for noble, glide in self.animator.gliding().items()),
            roll=(tuple(roll.shown_faces()), roll.tilt()) if roll else None,
            flying=motion.in_air(self.animator.current), dialog=self.open_dialog_key)

    def draw(self, canvas: pygame.Surface) -> None:
        alone = self.manager is not None and self.manager.visible() == [self]  # nothing else touches the canvas
        self.picture.draw(canvas, self.state, self.view(), self.manager.frames if alone else None)


def fitting_size(label: str, rect: pygame.Rect) -> int:
    """The largest button text size (down to 13) at which the label fits the button."""
    return largest_fitting_size(label, range(BUTTON_TEXT, 13, -1), rect.width - 12) or 13


def action_words(entry) -> str:
    """An action in the game log's words ("Marcus ends their turn"), to say what undo would take back: the
    actor's own lines (not what followed, such as the next player's turn beginning)."""
    player = entry.command.player
    return "; ".join(line.text for line in sentences(entry.events, entry.state_before) if line.seat == player) or \
        entry.command.kind.replace("_", " ")
