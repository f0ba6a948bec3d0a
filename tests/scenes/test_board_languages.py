"""The board in the six languages: every text drawn on it during a frame (the banner and its buttons, the
decision's buttons, the line over them, the panels, the markets and supplies, the program tiles, the tracks,
the ring, the tooltips, a held noble's hint, a message) is in the language chosen, at 1280x720 with the dummy
driver. The game log's sentences are left out: they are the game log's own (game_log.py).

A text counts as English left behind when, drawn in another language, it is
- an English message of the catalogs (or one filled in, matched as a pattern) whose translation differs, or
- drawn exactly as in English and holds a word that the language's catalog never writes as English does
  (which also finds words that were never put in the catalogs at all).
"""
import re
import string

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board.prompt_model import prompt_choices
from colosseum_desktop.i18n import LANGUAGES, set_language
from colosseum_desktop.i18n.card_names import program_name
from colosseum_desktop.i18n.catalogs import read_catalog
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board import picture as board_picture
from colosseum_desktop.scenes import widgets
from colosseum_desktop.sprites import pen, program_tile, theme
from colosseum_desktop.viewport import LOGICAL_SIZE, Viewport
from tests.scenes.test_board import NAMES, make_board, session_until

TRANSLATED = [code for code in LANGUAGES if code != "en"]
WINDOW = (1280, 720)
WORD = re.compile(r"[^\W\d_]{3,}")  # a word worth checking: three letters or more
CUT = "…"


def _moving(state) -> bool:
    step = state.step
    return state.phase is Phase.PRODUCE and step.rolled and not step.dice_done and None not in step.values


SITUATIONS = {  # what the board is asked in each, and who decides (a computer: its thinking line)
    "invest": (lambda s: s.phase is Phase.INVEST and s.round >= 2, "person"),
    "auction running": (lambda s: s.phase is Phase.AUCTION and s.step.auction is not None and s.round >= 2, "person"),
    "trade offer": (lambda s: s.phase is Phase.TRADE and s.step.offer is not None, "person"),
    "noble to move": (_moving, "person"),
    "ceremony": (lambda s: s.phase is Phase.CEREMONY, "person"),
    "computer deciding": (lambda s: s.phase is Phase.AUCTION and s.round >= 3, "computer"),
    "game over": (rules.is_over, "person"),
}


def first_session(predicate, players: int):
    """A game at the first state the predicate wants, from the first seed whose random game reaches one."""
    for seed in range(1, 20):
        session = session_until(lambda s: predicate(s) or rules.is_over(s), players=players, seed=seed, limit=5000)
        if predicate(session.state):
            return session
    raise AssertionError("no random game reached the situation")


@pytest.fixture(scope="module")
def sessions():
    return {name: first_session(predicate, players=5 if name == "ceremony" else 4)
            for name, (predicate, _who) in SITUATIONS.items()}


def hover_points(board) -> list[tuple[int, int]]:
    """One point over each kind of piece the board has a tooltip for (and over a panel's tokens)."""
    points, seen = [], set()
    for x in range(4, LOGICAL_SIZE[0], 12):
        for y in range(4, LOGICAL_SIZE[1], 12):
            seat_tokens = next((seat for seat, rect in enumerate(board.layout.panels) if rect.collidepoint(x, y)), None)
            piece = board.layout.piece_at((x, y), board.state, seat_tokens=seat_tokens, expansion=True)
            if piece is not None and piece.kind not in seen:
                seen.add(piece.kind)
                points.append((x, y))
    return points


def drawn_texts(monkeypatch, sessions, code: str) -> tuple[set[str], set[str], set[str]]:
    """(every text drawn on the board in language `code`, the game log's lines, the texts that must be drawn
    whole: the banner's question, one of its wordings, and the buttons' labels) over all the situations."""
    set_language(code)  # the autouse fixture speaks English again after each test
    program_tile._tile.cache_clear()  # tiles are kept as pictures: draw them again to see their words
    widgets._button_picture.cache_clear()  # and buttons
    board_picture.forget_the_last_background()  # and the background, with the rest squares' words
    drawn: list[str] = []
    render = theme.render_text
    monkeypatch.setattr(theme, "render_text", lambda text, *args, **kw: drawn.append(text) or render(text, *args, **kw))
    window = pygame.display.set_mode(WINDOW)
    viewport = Viewport(WINDOW)
    pen.set_scale(viewport.drawn_at)  # drawn as the program draws it (conftest puts 1 back)
    canvas = viewport.canvas(window)
    log_lines, whole = set(), set()
    for name, (_predicate, who) in SITUATIONS.items():
        session = sessions[name]
        seat = rules.current_player(session.state)
        seats = ["easy" if who == "computer" and s == seat else "person" for s in range(len(session.state.players))]
        manager, board = make_board(session, seats)
        board.log_panel.scroll_by(2)  # the title says how far it is scrolled back
        log_lines |= {line.text for line in board.log_panel.lines}

        def frame():
            manager.draw(canvas)
            viewport.present(canvas, window)
        frame()
        view = board.view()
        whole.add(prompt_choices(board.state, who == "person"))
        whole |= {(look.text,) for look in (*view.buttons, *view.banner)}
        for point in hover_points(board):
            board.hover_pos, board.tooltip_hidden = point, False
            frame()
        board.hover_pos = None
        if name == "noble to move":
            board.pick_next(1)  # a noble in hand: the line over the buttons says how to drop it
            frame()
        board.show_message(board.not_yours() if who == "computer" else "")
        frame()
        board.on_exit()
    monkeypatch.setattr(theme, "render_text", render)
    return set(drawn), log_lines, whole


def of_the_log(text: str, log_lines: set[str]) -> bool:
    """A game log line as the panel draws it: whole, or its beginning cut with an ellipsis."""
    return text in log_lines or (text.endswith(CUT) and any(line.startswith(text[:-1]) for line in log_lines))


def checked_words(text: str) -> list[str]:
    """The words of a drawn text, leaving out a last word cut short by an ellipsis."""
    words = WORD.findall(text.removesuffix(CUT))
    return words[:-1] if text.endswith(CUT) and words else words


def english_patterns(code: str) -> tuple[set[str], list[re.Pattern]]:
    """The English messages this language's catalog words differently: literal ones, and the ones with
    {placeholders} as patterns (only those with some words of their own, so that a bare '{n}' matches nothing)."""
    literal, patterns = set(), []
    for message in read_catalog(code):
        if not message.id:
            continue
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        for english in ids:
            if english in strings:
                continue  # this language writes it as English does
            parts = [part for part, *_rest in string.Formatter().parse(english)]
            if len(parts) == 1:
                literal.add(english)
            elif len(WORD.findall("".join(parts))) >= 2:
                patterns.append(re.compile(".+?".join(re.escape(part) for part in parts) + "$", re.S))
    return literal, patterns


def shared_words(code: str) -> set[str]:
    """Words the language's catalog writes as English does in the same message ('Arena', 'Joker', 'Esc')."""
    shared = set()
    for message in read_catalog(code):
        ids = message.id if isinstance(message.id, tuple) else (message.id,)
        strings = message.string if isinstance(message.string, tuple) else (message.string,)
        shared |= set(WORD.findall(" ".join(ids))) & set(WORD.findall(" ".join(s for s in strings if s)))
    return shared


@pytest.fixture(scope="module")
def drawings(sessions):
    """drawings(code): what drawn_texts finds in that language, worked out once per language for the module."""
    found = {}

    def drawn(code: str):
        if code not in found:
            with pytest.MonkeyPatch.context() as patch:
                found[code] = drawn_texts(patch, sessions, code)
            set_language("en")
        return found[code]
    return drawn


@pytest.fixture(scope="module")
def english(drawings):
    texts, log_lines, _whole = drawings("en")
    return texts, log_lines


def test_the_english_board_draws_the_words_the_checks_look_for(english):
    """The situations reach every part of the board that has words: the checks below would see English."""
    texts, _log = english
    for words in ("Market 1", "Round", "Undo Ctrl+Z", "Season tickets:", "rest: Emperor", "Bag",
                  "(computer) is deciding", "Drop it on a lit square", "Game over:", "Wait: the computer is deciding",
                  "first player", "Game log  (scrolled back", "Ceremony", "Face down"):
        assert any(words in text for text in texts), f"no situation draws {words!r}"


@pytest.mark.parametrize("code", TRANSLATED)
def test_no_english_is_left_on_the_board(drawings, english, code):
    english_texts, _log = english
    texts, log_lines, _whole = drawings(code)
    literal, patterns = english_patterns(code)
    allowed = shared_words(code) | set(NAMES) | {"Esc", "Enter", "Ctrl"}
    left = set()
    for text in texts - {""}:
        if of_the_log(text, log_lines):
            continue
        if text in literal or any(pattern.match(text) for pattern in patterns):
            left.add(text)
        elif text in english_texts and not set(checked_words(text)) <= allowed:
            left.add(text)
    assert not left, f"{code}: English left on the board: {sorted(left)}"


@pytest.mark.parametrize("code", list(LANGUAGES))
def test_questions_and_buttons_are_drawn_whole_and_only_names_are_cut(drawings, code):
    """The banner's question (in one of its wordings) and every button's label fit at their smallest size in each
    language; what may be cut short is a name: a program's on its tile, a player's, a game log line."""
    texts, log_lines, whole = drawings(code)
    cut_short = [wordings for wordings in whole if not set(wordings) & texts]
    assert not cut_short, f"{code}: drawn cut short: {cut_short}"
    labels = {wording for wordings in whole for wording in wordings}  # "Invest…" opens a dialog: not cut
    set_language(code)
    names = [program_name(number) for number in range(1, 31)] + list(NAMES)
    cut = {text for text in texts - labels if text.endswith(CUT) and not of_the_log(text, log_lines)}
    assert not {text for text in cut if not any(text[:-1] in name for name in names)}, f"{code}: cut: {sorted(cut)}"


def test_the_buttons_follow_a_change_of_language_during_the_game(sessions):
    """The words on the banner's and the decision's buttons are those of the language of the moment after a
    switch (the settings switch it without leaving the game), and the banner's buttons take the width they need."""
    manager, board = make_board(sessions["invest"])
    english = [look.text for look in board.view().buttons]
    assert board.banner_buttons["undo"].text == "Undo Ctrl+Z" and "End investing" in english
    set_language("de")
    manager.language_changed()  # as the settings' Language row does
    manager.apply_pending()
    german = [look.text for look in board.view().buttons]
    assert board.banner_buttons["undo"].text == "Rückgängig Strg+Z" and "Investieren beenden" in german
    assert len(german) == len(english)
    assert board.banner_buttons["undo"].rect.width > 112  # the longer German label widens its button
    board.on_exit()
