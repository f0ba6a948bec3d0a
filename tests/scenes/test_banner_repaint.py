"""The banner repaints after a change only the places its words took and take (round and phase, the deciding
player's symbol, the question's lines) and its colour band where the colour changed (banner.changed_places), on its
tablet painted there: each such change must give the picture a fresh drawing gives, and the words must follow
the language and the scale drawn at, although they are worked out once per state."""
import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.i18n import set_language
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board.picture import BoardPicture
from colosseum_desktop.scenes.board.places_geometry import merged
from colosseum_desktop.sprites import banner, pen, text_record, theme
from colosseum_desktop.viewport import Viewport
from tests.scenes.test_board import before_roll, make_board, session_until
from tests.scenes.test_board_picture import mismatch

# Before the roll the question takes two lines with this name, after it one (the arena shows the name too: a change
# of the question alone keeps the name)
LONG_NAME = "Maximilianus Aurelius Antoninus Commodus Pius Felix Augustus"


def named(state, name: str):
    """The state with the deciding player called `name`."""
    seat = rules.current_player(state)
    return state.replace(players=tuple(p.replace(name=name) if p.seat == seat else p for p in state.players))


def next_player_deciding(state):
    """The state a random move later in which another player decides (the band in another colour)."""
    bot = RandomBot(2)
    later = state
    while rules.current_player(later) in (None, rules.current_player(state)):
        later = rules.apply(later, bot.choose(later))[0]
    return later


def fresh(viewport: Viewport, state, view) -> pygame.Surface:
    """`state` drawn from scratch by a new picture, from a copy of it: banner_words keeps the words of the state
    objects it worded, and a copy is none of them."""
    canvas, copy = viewport.canvas(), state.model_copy()
    BoardPicture(copy, view).full_frame(canvas, copy, view)
    return canvas


@pytest.fixture
def places_repainted(monkeypatch):
    """Each banner.changed_places answer, in order (None: the whole banner)."""
    answers = []
    changed_places = banner.changed_places
    monkeypatch.setattr(banner, "changed_places", lambda *args: answers.append(changed_places(*args)) or answers[-1])
    return answers


@pytest.mark.parametrize("window", [(1280, 720), (3840, 2160)])
def test_the_banner_repainted_in_part_equals_a_fresh_drawing(window, places_repainted):
    viewport = Viewport(window)
    pen.set_scale(viewport.drawn_at)
    session = session_until(before_roll, players=5, seed=4)
    _, board = make_board(session)
    view, state = board.view(), session.state
    rolled = rules.apply(state, rules.RollDice(player=rules.current_player(state)))[0]
    other = next_player_deciding(state)
    assert banner.band_colour(other) != banner.band_colour(state)
    lines = [len(banner.banner_words(named(shown, LONG_NAME), view.seats).question.lines) for shown in (state, rolled)]
    assert lines == [2, 1], "the name no longer takes the question to two lines: the test checks less"
    changes = {  # before, after, and whether the round and phase change
        "shorter words": (state, rolled, False),  # the question after the roll
        "longer words": (rolled, state, False),  # and back again (undone)
        # two lines beside the round and phase in full; one beside the short one ('Round 1 · Phase 4')
        "two lines": (named(rolled, LONG_NAME), named(state, LONG_NAME), True),
        "one line": (named(state, LONG_NAME), named(rolled, LONG_NAME), True),
        "another colour": (state, other, False),
        "back": (other, state, False),
    }
    round_and_phase = (20, layout.BANNER.centery)
    for change, (before, after, place_changes) in changes.items():
        picture, canvas = BoardPicture(before, view), viewport.canvas()
        picture.draw(canvas, before, view, frame=0)
        places_repainted.clear()
        picture.draw(canvas, after, view, frame=1)  # on its tablet painted anew in the colour, not kept
        assert places_repainted and places_repainted[-1], f"{change}: the banner was not repainted in part"
        places = places_repainted[-1]
        assert any(place.collidepoint(round_and_phase) for place in places) == place_changes, f"{change}: {places}"
        covered = sum(place.w * place.h for place in merged(places))
        assert place_changes or covered < layout.BANNER.w * layout.BANNER.h // 2, f"{change}: {places} cover much"
        where = mismatch(canvas, fresh(viewport, after, view))
        assert where is None, f"{change}: the banner repainted in part differs from a fresh drawing at {where}"
        assert (banner.band_strip() in places) == (banner.band_colour(before) != banner.band_colour(after)), change


def test_the_question_is_worked_out_once_per_state_and_again_in_another_language_or_scale(monkeypatch):
    """A change frame measures where the new words go and draws them (several times where it repaints several places):
    the question is set once for it. A language or scale drawn at later sets it again, and the frame is the new
    language's, at the new scale."""
    session = session_until(lambda s: s.round >= 2 and s.phase is Phase.AUCTION, players=5, seed=4)
    _, board = make_board(session)
    view, state = board.view(), session.state
    other = next_player_deciding(state)
    set_for = []
    set_question = banner.set_question
    monkeypatch.setattr(banner, "set_question", lambda *args: set_for.append(args[0]) or set_question(*args))

    def times_set(shown) -> int:  # for the very state object (a fresh drawing's copy is equal, and not it)
        return sum(asked is shown for asked in set_for)
    viewport = Viewport((1600, 900))
    picture, canvas = BoardPicture(state, view), viewport.canvas()
    for frame, shown in enumerate((state, other, state, other)):
        picture.draw(canvas, shown, view, frame=frame)
    assert times_set(other) == 1 and times_set(state) == 1
    assert mismatch(canvas, fresh(viewport, other, view)) is None
    set_language("de")
    picture.draw(canvas, other, view, frame=4)
    assert times_set(other) == 2
    german = fresh(viewport, other, view)
    assert mismatch(canvas, german) is None, "the banner's words stayed in English"
    picture.draw(canvas, state, view, frame=5)  # a change in German, repainted in part
    assert mismatch(canvas, fresh(viewport, state, view)) is None
    viewport = Viewport((3840, 2160))
    pen.set_scale(viewport.drawn_at)
    canvas = viewport.canvas()
    picture.draw(canvas, state, view, frame=6)
    assert times_set(state) == 3
    assert mismatch(canvas, fresh(viewport, state, view)) is None


@pytest.mark.parametrize("scale", [1.0, 2.4])
def test_the_symbol_s_place_holds_every_seat_s_symbol(scale):
    """The symbol is drawn as shapes, not measured as drawn: its place, by its size, must hold what it paints."""
    deciding, state, bot = {}, session_until(lambda s: True, players=5, seed=4).state, RandomBot(4)
    while len(deciding) < len(theme.SEAT_STYLES):
        deciding.setdefault(rules.current_player(state), state)
        state = rules.apply(state, bot.choose(state))[0]
    with pen.scaled(scale):
        for seat in range(len(theme.SEAT_STYLES)):
            words = banner.banner_words(deciding[seat], ["person"] * 5)
            box = pygame.Rect(words.pieces["symbol"][1])
            surface = pen.surface(layout.BANNER.size, pygame.SRCALPHA)
            theme.draw_seat_symbol(surface, seat, words.symbol_center, banner.SYMBOL_RADIUS)
            drawn = pygame.Surface.get_bounding_rect(surface)
            inside = pen.device_rect(box, scale)
            assert inside.contains(drawn), f"seat {seat}: the symbol paints {drawn}, its place is {inside}"


def test_a_text_record_sees_the_banner_s_names_cut_though_its_words_were_worked_out_before():
    """The text-fit test records every text drawn, and which players' names were cut in it, while the question is
    set (text.cut_name): open, the banner sets its question afresh and repaints whole."""
    state = named(session_until(before_roll, players=5, seed=4).state, "Maximilianus" * 8)
    canvas = pygame.Surface((1600, 900))
    banner.draw_banner(canvas, state, ["person"] * 5)  # worked out and kept, nothing recorded
    assert banner.banner_words(state, ["person"] * 5).question.lines is None  # the name cut on one line
    with text_record.recording() as record:
        banner.draw_banner(canvas, state, ["person"] * 5)
        assert banner.changed_places(state, ["person"] * 5, state, ["easy"] * 5) is None
    assert [drawn.names_cut for drawn in record.texts if drawn.names_cut] == [("Maximilianus" * 8,)]


def test_the_banner_gives_this_boards_how_to_hints_to_its_own_people_only():
    """Online, the person deciding at another computer is named as a person, without "(click a market)": the clicks
    and keys of this board are not theirs. The words are worked out again when the seat's kind is another."""
    session = session_until(lambda s: s.phase is Phase.AUCTION and s.step.auction is None, players=3, seed=4)
    state = session.state
    deciding = rules.current_player(state)
    name = state.player(deciding).name

    def question(kind: str) -> str:
        seats = ["person"] * 3
        seats[deciding] = kind
        return banner.banner_words(state, tuple(seats)).question.words
    assert "(click a market)" in question("person") and question("person").startswith(f"{name}: ")
    elsewhere = question("remote")
    assert "(click" not in elsewhere and elsewhere.startswith(f"{name}: ") and "computer" not in elsewhere
    assert question("easy").startswith(f"{name} (computer): ")
