"""Every screen and dialog of a played game, drawn once per language with the texts recorded
(sprites/text_record.py): the material of test_text_fit.py.

One game is played by strong computer players (five seats, seeded), and the positions a screen needs are cut
from it by replaying its first moves: the same game for every language. Each screen is a function that puts
scenes on a fresh stack (the board below a dialog, as the board opens it) and may act on them before the frame
is drawn and recorded."""
from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from functools import cached_property
from pathlib import Path

import pygame

from colosseum_desktop import guide, rules, saves
from colosseum_desktop.replay import replay_session
from colosseum_desktop.app import AppContext
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.bots import make_bot
from colosseum_desktop.i18n import current_language, set_language
from colosseum_desktop.i18n.refusals import why_not_text
from colosseum_desktop.rules import Phase
from colosseum_desktop.rules.flow import LAST_ROUND
from colosseum_desktop.scenes.base import SceneManager
from colosseum_desktop.scenes.board.scene import BoardScene
from colosseum_desktop.scenes.board.dialogs import DIALOGS
from colosseum_desktop.scenes.end.scene import EndScene
from colosseum_desktop.scenes.end.review import MissedGainsScene
from colosseum_desktop.scenes.guide.board import GuidedBoardScene
from colosseum_desktop.scenes.guide.card import CardWords
from colosseum_desktop.i18n import guide_words
from colosseum_desktop.scenes.starting.load import LoadScene
from colosseum_desktop.scenes.starting.new_game import NewGameScene
from colosseum_desktop.scenes.board.pause import PauseScene
from colosseum_desktop.scenes.dialogs.program_browser.dialog import ProgramBrowser
from colosseum_desktop.scenes.records.scene import RecordsScene
from colosseum_desktop.scenes.replay.scene import ReplayScene
from colosseum_desktop.scenes.rules_reference.scene import LINE, PAGE, RulesReference
from colosseum_desktop.scenes.title.settings_menu import SettingsScene
from colosseum_desktop.scenes.title.scene import TitleScene
from colosseum_desktop.session import Session
from colosseum_desktop.scenes.widgets import Choice
from colosseum_desktop.sprites import pen, text, text_record
from colosseum_desktop.viewport import LOGICAL_SIZE, Viewport
from colosseum_desktop.table import ConsentRequest
from colosseum_desktop.advisor import Because, Reason
from colosseum_desktop.i18n.advice import reason_text, reasons_text
from colosseum_desktop.sprites.log_panel import LINE_HEIGHT as LOG_LINE, TITLE_HEIGHT as LOG_TITLE
from tests.advisor.test_advice_words import NEEDS, SAMPLE_VALUES
from tests.scenes.game_fixtures import seated

from . import dialog_screens, online_screens

# Every seat named near the longest allowed (24 characters): a name may be cut to fit, never the words around it.
NAMES = ("Aurelia Maximiliana Pia", "Brutus Cornelius Severus", "Cassia Valeria Octavia",
         "Decimus Quintilianus", "Flavia Domitilla Augusta")
SEATS = ["person"] * len(NAMES)
SMALLEST_WINDOW = (1280, 720)  # the smallest window the game is made for (a common laptop's)
TALL_WINDOWS = {(1600, 1000): (1280, 800), (1600, 1200): (1280, 960)}  # canvas: the smallest window of its shape
SEED = 11
SAVE_NAME = "Aurelia's long evening game before the ceremony"  # a file name: it may be cut with "…"


def _at_least_round_2(test: Callable[[rules.GameState], bool]) -> Callable[[rules.GameState], bool]:
    return lambda state: state.round >= 2 and test(state)


# The positions of the game the board and its dialogs are drawn at: the first of each from round 2 on, when
# the panels hold tokens and programs and the log has a history.
POSITIONS: dict[str, Callable[[rules.GameState], bool]] = {
    "invest": _at_least_round_2(lambda s: s.phase is Phase.INVEST),
    "invest: invested": _at_least_round_2(lambda s: s.phase is Phase.INVEST and s.step.credits == 0),
    "auction: choosing a market": _at_least_round_2(lambda s: s.phase is Phase.AUCTION and s.step.auction is None),
    "auction: bidding": _at_least_round_2(lambda s: s.phase is Phase.AUCTION and s.step.auction is not None
                                          and s.step.auction.high_bid is not None),
    "trade": _at_least_round_2(lambda s: s.phase is Phase.TRADE and s.step.offer is None),
    "trade: an offer to answer": lambda s: s.phase is Phase.TRADE and s.step.offer is not None,
    "produce: dice": _at_least_round_2(lambda s: s.phase is Phase.PRODUCE and not s.step.rolled),
    "produce: placing": _at_least_round_2(lambda s: s.phase is Phase.PRODUCE and s.step.dice_done
                                          and bool(rules.producible(s, s.step.player))),
    "produce: a medal to spend": lambda s: s.phase is Phase.PRODUCE and s.step.dice_done
                                           and s.player(s.step.player).medals > 0,  # the longest question (de)
    "ceremony": _at_least_round_2(lambda s: s.phase is Phase.CEREMONY),
    "last round": lambda s: s.round == LAST_ROUND and s.phase is Phase.INVEST,
}


class PlayedGame:
    """One seeded game of five strong computer players, replayed to any of its positions."""

    def __init__(self) -> None:
        session = self._new()
        bots = [make_bot("strong", seat) for seat in range(len(NAMES))]
        self.commands: list = []
        self.first: dict[str, int] = {}
        while not rules.is_over(session.state):
            for name, wanted in POSITIONS.items():
                if name not in self.first and wanted(session.state):
                    self.first[name] = len(self.commands)
            command = bots[rules.current_player(session.state)].choose(session.state)
            session.submit(command)
            self.commands.append(command)
        missing = set(POSITIONS) - set(self.first)
        assert not missing, f"the seeded game never reached {missing}: choose another seed"

    @staticmethod
    def _new() -> Session:
        return Session.new(rules.GameOptions(players=len(NAMES), names=NAMES), SEED)

    def session_at(self, position: str | None) -> Session:
        """A fresh session at the position (None: the end of the game)."""
        session = self._new()
        for command in self.commands[:self.first[position] if position else None]:
            session.submit(command)
        return session

    @cached_property
    def finished(self) -> Session:
        return self.session_at(None)


@dataclass
class Screen:
    name: str
    show: Callable[[AppContext, PlayedGame], None]  # puts the scenes on ctx.manager (and acts on them)


def _push(ctx: AppContext, *scenes) -> None:
    for scene in scenes:
        ctx.manager.push(scene)
        ctx.manager.apply_pending()


def _board(ctx: AppContext, session: Session) -> BoardScene:
    board = BoardScene(ctx, seated(ctx, session, SEATS))
    _push(ctx, board)
    return board


def _board_at(position: str, hover: Callable[[BoardScene], tuple[int, int]] | None = None) -> Callable:
    def show(ctx, game):
        board = _board(ctx, game.session_at(position))
        if hover is not None:
            pos = hover(board)
            ctx.manager.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            assert board.view().hover == pos, "no tooltip: the pointer is not over the board"
    return show


def _first_held_token(board: BoardScene) -> tuple[int, int]:
    """Where the first token in the first player's panel lies."""
    held = board.state.player(0).tokens
    assert held, "the first player holds no token at this position"
    return board.layout.panel_token_center(0, next(iter(held)))


def _dialog_at(position: str, key: str) -> Callable:
    def show(ctx, game):
        session = game.session_at(position)
        board = _board(ctx, session)
        _push(ctx, DIALOGS[key](ctx, session, rules.current_player(session.state), people=set(range(len(NAMES)))))
        assert ctx.manager.top is not board, f"the {key} dialog closed itself at {position!r}"
    return show


def longest_refusal(state: rules.GameState) -> str:
    """The longest reason the rules give, in the language drawn, for a program bought or a bid made wrongly now."""
    seat = rules.current_player(state)
    tries = [rules.BuyProgram(player=seat, program=number) for number in layout.FOR_SALE]
    tries += [rules.RaiseBid(player=seat, bid=bid) for bid in (1, 10**6)]
    return max(filter(None, (why_not_text(state, command) for command in tries)), key=len)


def _board_refusing(position: str) -> Callable:
    def show(ctx, game):
        board = _board(ctx, game.session_at(position))
        board.show_message(longest_refusal(board.state))
    return show


def longest_hint() -> str:
    """The longest hint the advisor can word, in the language drawn: three reasons of the longest kinds (a die's
    value gives up to three), with a name near the longest allowed and the widest numbers."""
    values = {**SAMPLE_VALUES, "partner": NAMES[1], "spectators": -188, "theirs": 188, "attendance": 188,
              "tokens": ("gladiator", "gladiator", "decoration")}
    reasons = [Reason(kind, **{key: values[key] for key in NEEDS[kind]}) for kind in Because]
    return reasons_text(sorted(reasons, key=lambda reason: len(reason_text(reason)))[-3:])


def _board_hinting(position: str, longest: bool = False) -> Callable:
    """The board with a hint's words in its panel: the real advice at the position (both stages pressed), or the
    longest words a hint can have."""
    def show(ctx, game):
        board = _board(ctx, game.session_at(position))
        board.hint()
        board.hint()
        board.hints.worker.thinking.result(timeout=60)
        if longest:
            board.hints.words = longest_hint
        assert board.view().hint_words, "no hint shown"
    return show


def _guided(index: int) -> Callable:
    """The guided first game's board with the card of step `index`, holding the longest words it can show there:
    the word on the move before (praise or the gentle one, the longer), what the phase is for and what is lit,
    what to do (or, where that is longer, who is deciding, by a name near the longest allowed)."""
    def show(ctx, game):
        session = Session.new(guide.guide_options(), guide.GUIDE_SEED, guide_step=index)
        table = seated(ctx, session, ["person", "easy", "easy"])
        board = GuidedBoardScene(ctx, table, table.observer_of(guide.GuideObserver))
        _push(ctx, board)
        step, before = guide.STEPS[index], guide.STEPS[index - 1] if index else None
        words = guide_words.WORDS[step.name]
        said = "" if before is None else max((guide_words.said(guide_words.WORDS[before.name].done),
                                              guide_words.said(guide_words.WORDS[before.name].other)), key=len)
        actions = (guide_words.said(words.do), guide_words.waiting_text(None), guide_words.waiting_text(NAMES[1]))
        card = CardWords(guide_words.progress_text(index + 1, len(guide.STEPS)), guide_words.title(step.name), said,
                         " ".join(filter(None, (guide_words.said(words.why), guide_words.said(words.look)))),
                         max(actions, key=len))
        board.card = lambda: card
    return show


def _dialog_hinting(position: str, key: str) -> Callable:
    """A dialog with the longest words a hint can have shown over it (dialog_hint.py)."""
    def show(ctx, game):
        _dialog_at(position, key)(ctx, game)
        dialog = ctx.manager.top
        dialog.hint()
        ctx.manager.apply_pending()
        dialog.hints.worker.thinking.result(timeout=60)
        dialog.hints.words = longest_hint
        assert ctx.manager.top is not dialog, "no hint over the dialog"
    return show


def _computers_reasons(ctx, game):
    """The board of a game played by computers, the pointer on the log's last line of a computer's move with a
    reason: the tooltip says why it chose it."""
    session = game.session_at("ceremony")  # the log ends with a computer's dice, noble moves and event
    board = BoardScene(ctx, seated(ctx, session, ["strong"] * len(NAMES)))
    _push(ctx, board)
    lines = board.log_panel.shown()
    for index in reversed(range(len(lines))):
        if lines[index].move is not None and board.move_reasons.reasons(lines[index].move):
            rect = board.log_panel.rect
            pos = (rect.x + 40, rect.y + LOG_TITLE + 2 + index * LOG_LINE + LOG_LINE // 2)
            ctx.manager.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
            assert board.view().why, "no reason shown"
            return
    raise AssertionError("no computer's line with a reason in the log")


def _extra(show: Callable) -> Callable:
    """A screen of dialog_screens.py, given this module's ways to open the board and push a scene."""
    return lambda ctx, game: show(ctx, game, _board, _push)


def _dialog_refusing(position: str, key: str) -> Callable:
    def show(ctx, game):
        _dialog_at(position, key)(ctx, game)
        ctx.manager.top.show_refusal(longest_refusal(ctx.manager.top.state))
    return show


def _undo_question(ctx, game):
    session = game.session_at("trade")
    board = _board(ctx, session)
    board.undoer.ask(ConsentRequest(seat=session.log[-1].command.player, entry=session.log[-1]))
    ctx.manager.apply_pending()


def _pause(form: str | None) -> Callable:
    def show(ctx, game):
        session = game.session_at("produce: dice")
        _board(ctx, session)
        pause = PauseScene(ctx, seated(ctx, session, SEATS))
        _push(ctx, pause)
        if form == "save as":
            pause.ask_name()
        elif form == "replace":
            pause.ask_replace(ctx.saves_dir / f"{SAVE_NAME}{saves.SUFFIX}")
        elif form == "quit":
            pause.ask_quit()
        elif form == "widest":
            widest_choices(pause.menu.widgets)
    return show


def widest_choices(widgets) -> None:
    """Each choice shows its widest option: every option must fit its box, not only the one chosen now."""
    for choice in widgets:
        if isinstance(choice, Choice):
            choice.index = max(range(len(choice.options)),
                               key=lambda i: text.width_of(choice.options[i], choice.text_size))


def _new_game_widest(ctx, game):
    """Five seats, each choice at its widest option."""
    scene = NewGameScene(ctx)
    _push(ctx, scene)
    scene.players.index = 2
    scene.show_seats()
    widest_choices(widget for widget in scene.widgets.widgets if widget is not scene.players)


def _pause_after_a_switch(ctx, game):
    """The board and the menu made in English, then the language under test chosen in the menu: what they make
    again must fit as well as what they make at first."""
    chosen = current_language()
    set_language("en")
    _pause(None)(ctx, game)
    ctx.choose_language(chosen)
    ctx.manager.apply_pending()


def _new_game_refusing(ctx, game):
    """Two seats of one name: the screen says why it will not start."""
    scene = NewGameScene(ctx)
    _push(ctx, scene)
    scene.rows[1].name.set_text(scene.rows[0].name.text)
    scene.start()


def _load_asking(question: str) -> Callable:
    def show(ctx, game):
        scene = LoadScene(ctx)
        _push(ctx, scene)
        if question == "rename":
            scene.section = "saves"
            scene.selected["saves"] = next(i for i, row in enumerate(scene.rows("saves"))
                                           if getattr(row, "loads", False) and SAVE_NAME in row.path.name)
            scene.ask_rename()
        else:
            scene.ask_delete()
        assert scene.question, f"the load screen asks nothing for {question}"
    return show


def _produce_filled(ctx, game):
    _dialog_at("produce: placing", "produce")(ctx, game)
    ctx.manager.top.auto_fill()


def _computer_deciding(ctx, game):
    session = game.session_at("trade")
    seats = list(SEATS)
    seats[rules.current_player(session.state)] = "strong"
    _push(ctx, BoardScene(ctx, seated(ctx, session, seats)))


def _title(ctx, game):
    title = TitleScene(ctx)
    _push(ctx, title)
    title.check_autosave()


def _title_telling_the_whole_screen(ctx, game):
    """The title as a small screen's first run shows it: the window opened maximized, F11 told of."""
    ctx.whole_screen_tip = True
    try:
        _title(ctx, game)
    finally:
        ctx.whole_screen_tip = False


def _title_settings(widest: bool) -> Callable:
    def show(ctx, game):
        _title(ctx, game)
        settings = SettingsScene(ctx)
        _push(ctx, settings)
        if widest:
            widest_choices(settings.widgets.widgets)
    return show


def _rules_page(page: int) -> Callable:
    def show(ctx, game):
        reference = RulesReference(ctx)
        _push(ctx, reference)
        reference.scroll_to(page * (PAGE.h - LINE))
    return show


def rules_pages() -> int:
    reference = RulesReference(AppContext(SceneManager()))
    return reference.max_scroll // (PAGE.h - LINE) + 2


def _rules_over_the_board(ctx, game):
    """The rules reference as F1 opens it over the board, a person deciding in a game with hints."""
    board = _board(ctx, game.session_at("invest"))
    board._open_reference("rules")
    ctx.manager.apply_pending()
    assert isinstance(ctx.manager.top, RulesReference), "F1 opened no rules reference"


def _end(ctx, game):
    _push(ctx, EndScene(ctx, game.finished, SEATS))


def _missed_gains(seats: list[str]) -> Callable:
    """The end screen's missed gains of the finished game, the advisor done going over it."""
    def show(ctx, game):
        review = MissedGainsScene(ctx, game.finished, seats)
        review.wait()
        _push(ctx, review)
        ctx.manager.update(16)
        assert any(review.gains.values()), "no missed gain to show"
    return show


def _replay(where: str, seats: list[str] = SEATS) -> Callable:
    """The Replay screen of the finished game at its start, in the middle of the game (its log full, played at
    the slowest speed: the widest label) or at its end (asked to play on: a message), with the slider and its
    rounds marked."""
    def show(ctx, game):
        replayed = replay_session(game.finished, tuple(seats))
        move = {"start": 0, "middle": replayed.timeline.length // 2, "end": replayed.timeline.length}[where]
        replay = ReplayScene(ctx, replayed, move)
        _push(ctx, replay)
        if where == "middle":
            replay.toggle_play()
            while replay.speed:
                replay.slower()
        elif where == "end":
            replay.play_on()  # refused: the message takes the keys' place
            assert replay.message, "no message shown"
    return show


def _records(ctx, game):
    """The records screen with the finished game in it (recorded once, in the module's saves folder): read while
    the context keeps records, which it does not otherwise (an end screen drawn would record the game again)."""
    keeping, ctx.keep_records = ctx.keep_records, True
    try:
        scene = RecordsScene(ctx)
        _push(ctx, scene)
    finally:
        ctx.keep_records = keeping
    assert scene.players and scene.programs, "the records screen shows no record"


def _program_browser(ctx, game):
    session = game.session_at("last round")
    _board(ctx, session)
    _push(ctx, ProgramBrowser(ctx, session, rules.current_player(session.state)))


def screens(pages: int) -> list[Screen]:
    program = layout.program_rect(layout.FOR_SALE[0]).center
    market = layout.market_rect(0).center
    board = [Screen(f"board, {name}", _board_at(name)) for name in POSITIONS]
    board += [Screen("board, tooltip on a program for sale", _board_at("last round", lambda board: program)),
              Screen("board, tooltip on a market", _board_at("auction: choosing a market", lambda board: market)),
              Screen("board, tooltip on a player's panel", _board_at("last round", _first_held_token)),
              Screen("board, a refusal", _board_refusing("invest")),
              Screen("board, a hint while bidding", _board_hinting("auction: bidding")),
              Screen("board, the longest hint", _board_hinting("trade", longest=True)),
              Screen("board, why a computer chose its move", _computers_reasons),
              Screen("board, a computer deciding", _computer_deciding)]
    board += [Screen(f"online board, {who} deciding the longest question",
                     lambda ctx, game, kind=kind: online_screens.board_deciding(POSITIONS, kind)(ctx, game, _push))
              for who, kind in (("a person elsewhere", "person"), ("the server's computer", "computer:strong"))]
    board += [Screen("online board, a game watched, the longest question",
                     lambda ctx, game: online_screens.board_watched(POSITIONS)(ctx, game, _push)),
              Screen("online board, the chat open", lambda ctx, game: online_screens.board_chatting(NAMES, "trade")(
        ctx, game, _push)),
              Screen("online board, its menu", lambda ctx, game: online_screens.board_resigning(
                  NAMES, "trade", asked=False)(ctx, game, _push)),
              Screen("online board, resigning asked", lambda ctx, game: online_screens.board_resigning(
                  NAMES, "trade", asked=True)(ctx, game, _push))]
    board += [Screen(f"guided game, step {index + 1} ({step.name})", _guided(index))
              for index, step in enumerate(guide.STEPS)]
    dialogs = [Screen("invest dialog", _dialog_at("invest", "invest")),
               Screen("invest dialog, invested", _dialog_at("invest: invested", "invest")),
               Screen("bid dialog, choosing a market", _dialog_at("auction: choosing a market", "bid")),
               Screen("bid dialog, bidding", _dialog_at("auction: bidding", "bid")),
               Screen("bid dialog, a refusal", _dialog_refusing("auction: bidding", "bid")),
               Screen("trade dialog", _dialog_at("trade", "trade")),
               Screen("trade dialog, answering an offer", _dialog_at("trade: an offer to answer", "trade")),
               Screen("trade dialog, a trade costing three star awards", _extra(dialog_screens.trade_costing_awards)),
               Screen("trade dialog, a token's tooltip",
                      _extra(dialog_screens.hovering("trade", "trade", dialog_screens.trader_first_token))),
               Screen("invest dialog, a program's tooltip",
                      _extra(dialog_screens.hovering("invest", "invest", dialog_screens.first_program_for_sale))),
               Screen("produce dialog", _dialog_at("produce: placing", "produce")),
               Screen("produce dialog, auto-filled", _produce_filled),
               Screen("ceremony dialog", _dialog_at("ceremony", "ceremony")),
               Screen("bid dialog, the longest hint over it", _dialog_hinting("auction: bidding", "bid")),
               Screen("produce dialog, the longest hint over it", _dialog_hinting("produce: placing", "produce")),
               Screen("undo question", _undo_question)]
    menus = [Screen("title", _title), Screen("title, F11 told of on a small screen", _title_telling_the_whole_screen),
             Screen("title, settings", _title_settings(False)),
             Screen("title, settings, the widest choices", _title_settings(True)),
             Screen("new game", lambda ctx, game: _push(ctx, NewGameScene(ctx))),
             Screen("new game, a problem said", _new_game_refusing),
             Screen("new game, five seats, the widest choices", _new_game_widest),
             Screen("load", lambda ctx, game: _push(ctx, LoadScene(ctx))),
             Screen("load, renaming", _load_asking("rename")), Screen("load, deleting", _load_asking("delete")),
             Screen("records", _records),
             Screen("pause menu and settings", _pause(None)),
             Screen("pause menu, the widest choices", _pause("widest")), Screen("pause, save as", _pause("save as")),
             Screen("pause, replace a save", _pause("replace")), Screen("pause, leave the game", _pause("quit")),
             Screen("pause menu, the language chosen in it", _pause_after_a_switch),
             Screen("program browser", _program_browser),
             Screen("replay, at the start", _replay("start")), Screen("replay, mid-game", _replay("middle")),
             Screen("replay, at the end, a message said", _replay("end")),
             Screen("replay of a game with computers, mid-game",
                    _replay("middle", ["person", "computer:strong"] * 2 + ["computer:easy"])),
             Screen("end of the game", _end),
             Screen("end of the game, missed gains of five people", _missed_gains(SEATS)),
             Screen("end of the game, missed gains of two people",
                    _missed_gains(["person", "strong", "person", "strong", "strong"]))]
    menus += [Screen(f"rules reference, page {page + 1}", _rules_page(page)) for page in range(pages)]
    menus.append(Screen("rules reference, opened over the board", _rules_over_the_board))
    online = [("online games", online_screens.games_listed(NAMES)), ("online games, none", online_screens.games_empty),
              ("online, host a game, the widest choices", online_screens.host_widest(widest_choices)),
              ("online, host a game, a problem said", online_screens.host_refusing),
              ("online, the invites", online_screens.invites(NAMES)),
              ("online, the invites, no clipboard", online_screens.invites(NAMES, clipboard=False)),
              ("online, join", online_screens.join),
              ("online, join without a server", online_screens.join_without_server),
              ("online, watch a game", online_screens.watch),
              ("online, watch a game without a server", online_screens.watch_without_server),
              ("online, account, a problem said", online_screens.account_refusing),
              ("online, account, logged in", online_screens.account_logged_in),
              ("online, the end of a game", online_screens.end_of_a_game),
              ("online, the lobby", online_screens.lobby(NAMES)),
              ("online, the lobby, a problem said", online_screens.lobby(NAMES, problem=True)),
              ("online board, waiting for players", online_screens.board_waiting)]
    menus += [Screen(name, lambda ctx, game, show=show: show(ctx, game, _push)) for name, show in online]
    return menus + board + dialogs


def saves_folder(folder: Path, game: PlayedGame) -> None:
    """A saves folder as a player's would be after some games: games in progress (autosaved), a named save,
    a finished game, a damaged file; and the records of the finished game."""
    folder.mkdir(parents=True, exist_ok=True)
    saves.Autosaver(folder, seats=["person", "person", "computer:easy", "computer:strong", "person"]).autosave(
        game.session_at("trade"))
    saves.save_game(game.session_at("ceremony"), folder / f"{SAVE_NAME}{saves.SUFFIX}", SEATS)
    saves.save_game(game.finished, folder / f"finished{saves.SUFFIX}", SEATS)
    (folder / f"damaged{saves.SUFFIX}").write_text("{ not json")


def record_finished_game(ctx: AppContext, game: PlayedGame) -> None:
    from colosseum_desktop.saves import records
    from colosseum_desktop.scenes.starting import entry as game_entry
    entry = records.game_record(game.finished, game_entry.seats_for_save(SEATS), datetime.now(timezone.utc))
    records.record_game(ctx.records_path, entry)


def draw_screen(ctx: AppContext, screen: Screen, game: PlayedGame,
                window: tuple[int, int] = SMALLEST_WINDOW) -> text_record.Recording:
    """The screen drawn from scratch on a fresh stack on the canvas a window of this size has, as the window draws
    it (at its own resolution when larger than the canvas: texts rendered and measured at their size in its
    pixels), with every text recorded."""
    viewport = Viewport(window)
    ctx.manager = SceneManager()
    layout.arrange(viewport.logical_size)  # the board is made for the canvas it is drawn on, as in that window
    with pen.scaled(viewport.drawn_at):
        screen.show(ctx, game)
        ctx.manager.apply_pending()
        canvas = viewport.canvas()
        with text_record.recording() as recorded:
            ctx.manager.draw(canvas)
    if viewport.drawn_at != 1:
        # A screen drawn at 4K leaves a board's layers of 33 MB each in reference cycles, which the collector,
        # counting objects and not bytes, let pile up past 4 GB in this process: gone before the next.
        ctx.manager = SceneManager()
        gc.collect()
    return recorded


@contextmanager
def collector_frozen() -> Iterator[None]:
    """Everything alive now kept out of the collector's sight until the block ends: the recordings the fit
    fixtures hold (about 760,000 objects) made each full collection after a 4K screen scan them all (0.6 s a
    collection instead of 50 ms); frozen, a collection walks only what was made since."""
    gc.collect()
    gc.freeze()
    try:
        yield
    finally:
        gc.unfreeze()
