"""The banner's question (scenes/board/prompt_model.py) in every phase and step, for people and for computer seats, in the
six languages: every line is worded in the language chosen, names the deciding player, and keeps its how-to
hints (the mouse, the keys) for people only."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.scenes.board.prompt_model import prompt_choices
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.i18n import LANGUAGES, names_list, set_language
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.session import Session

TRANSLATED = [code for code in LANGUAGES if code != "en"]
HINTS = ("(click", "←/→", "(N)")


def branch(state) -> str:
    """Which of the prompt's questions a state asks."""
    step = state.step
    if rules.current_player(state) is None:
        return "game over"
    if state.phase is Phase.INVEST:
        return "invest" if step.credits else "pay for one more investment"
    if state.phase is Phase.AUCTION:
        return "raise a bid" if step.auction else "open an auction"
    if state.phase is Phase.TRADE:
        return "answer an offer" if step.offer else "trade"
    if state.phase is Phase.PRODUCE:
        if not step.rolled:
            return "roll"
        if any(value is None for value in step.values):
            return "count the 1-3 die"
        if not step.dice_done:
            return f"move a noble ({sum(not used for used in step.used)} dice left)"
        return "stage, or medals" if state.player(step.player).medals else "stage"
    return "discard" if step.to_discard else "name a token type"


BRANCHES = {"game over", "invest", "pay for one more investment", "raise a bid", "open an auction",
            "answer an offer", "trade", "roll", "count the 1-3 die", "move a noble (1 dice left)",
            "move a noble (2 dice left)", "stage, or medals", "stage", "discard", "name a token type"}


@pytest.fixture(scope="module")
def one_state_per_question():
    """A state for each question, from random games (R1-R14 played by the rules engine)."""
    found = {}
    for seed in range(8):
        session = Session.new(rules.GameOptions(players=3 + seed % 3), seed)
        bot = RandomBot(seed)
        while True:
            found.setdefault(branch(session.state), session.state)
            if rules.is_over(session.state):
                break
            session.submit(bot.choose(session.state))
        if set(found) == BRANCHES:
            break
    assert set(found) == BRANCHES, f"no game reached: {BRANCHES - set(found)}"
    return found


def test_every_question_is_worded_in_each_language_for_people_and_computers(one_state_per_question):
    for question, state in one_state_per_question.items():
        english = {person: prompt_choices(state, person)[0] for person in (True, False)}
        for code in TRANSLATED:
            set_language(code)
            for person in (True, False):
                line = prompt_choices(state, person)[0]
                assert line != english[person], f"{code}: {question!r} is still English: {line!r}"
                seat = rules.current_player(state)
                names = [state.player(s).name for s in ([seat] if seat is not None else rules.winners(state))]
                assert all(name in line for name in names), f"{code}: {line!r} does not name {names}"
        set_language("en")


def test_hints_are_for_people_and_a_computer_seat_is_named_as_one(one_state_per_question):
    for question, state in one_state_per_question.items():
        seat = rules.current_player(state)
        if seat is None:
            continue
        computer = prompt_choices(state, person=False)[0]
        assert not any(hint in computer for hint in HINTS), computer
        assert computer.startswith(f"{state.player(seat).name} (computer): "), computer
    person = prompt_choices(one_state_per_question["open an auction"])[0]
    assert "(click a market)" in person and person.endswith("or decline")
    assert "N ←/→ Enter" in prompt_choices(one_state_per_question["move a noble (1 dice left)"])[0]


def test_a_person_at_another_computer_is_named_as_a_person_without_this_boards_hints(one_state_per_question):
    """Online, the banner words another person's turn without the keys and clicks of this board (they play on
    their own screen) and without "(computer)"."""
    hinted = 0
    for question, state in one_state_per_question.items():
        seat = rules.current_player(state)
        if seat is None:
            continue
        elsewhere = prompt_choices(state, person=True, here=False)
        assert not any(hint in line for line in elsewhere for hint in HINTS), elsewhere
        assert elsewhere[0].startswith(f"{state.player(seat).name}: "), elsewhere
        here = prompt_choices(state)
        assert elsewhere == here[-len(elsewhere):]  # the same words as here, less the hint
        hinted += len(here) > len(elsewhere)
    assert hinted >= 3


def test_a_trade_offer_counts_its_tokens_in_the_languages_plurals(one_state_per_question):
    state = one_state_per_question["answer an offer"]
    offer = state.step.offer
    set_language("de")
    line = prompt_choices(state)[0]
    assert state.player(offer.trader).name in line and " für " in line
    assert "coin" not in line and "nothing" not in line


def test_the_names_of_a_shared_win_are_listed_and_the_verb_agrees(one_state_per_question):
    """R12: players equal on record, coins and star awards share the win."""
    over = one_state_per_question["game over"]
    tie = over.model_copy(update={"step": over.step.model_copy(update={"winners": (0, 1)})})
    first, second = over.player(0).name, over.player(1).name
    assert prompt_choices(tie)[0] == f"Game over: {first} and {second} win"
    set_language("de")
    assert prompt_choices(tie)[0] == f"Spielende: {first} und {second} gewinnen"
    solo = over.model_copy(update={"step": over.step.model_copy(update={"winners": (1,)})})
    assert prompt_choices(solo)[0] == f"Spielende: {second} gewinnt"


def test_names_are_listed_as_the_language_joins_them():
    assert names_list(["Aurelia"]) == "Aurelia"
    assert names_list(["Aurelia", "Brutus", "Cassia"]) == "Aurelia, Brutus and Cassia"
    set_language("ro")
    assert names_list(["Aurelia", "Brutus"]) == "Aurelia și Brutus"
