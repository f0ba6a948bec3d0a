"""The guide's script and progress, without a screen: which decision the learner faces (moments), a step ended by
the learner's own move (praise for one it asked for, a gentle word for another), steps passed by when their
moment can no longer come in round 1, the dice step refusing a pass (R8's phase 4 may be passed: the guide, not
the rules, asks for the roll), and every step worded in the catalogs."""
import pytest

from colosseum_desktop import guide, rules
from colosseum_desktop.bots import make_bot
from colosseum_desktop.i18n.guide_words import WORDS
from colosseum_desktop.session import Session

LEARNER = guide.LEARNER


def guided() -> Session:
    return Session.new(guide.guide_options(), guide.GUIDE_SEED)


def play_until(session, predicate, limit=500, level="random"):
    bots = [make_bot(level, seat) for seat in range(3)]
    for _ in range(limit):
        if predicate(session.state):
            return
        session.submit(bots[rules.current_player(session.state)].choose(session.state))
    raise AssertionError("never reached")


def legal(state, kind):
    return next(c for c in rules.legal_commands(state) if c.kind == kind)


def test_the_script_names_each_moment_once_in_the_order_a_round_brings_them():
    moments = [step.moment for step in guide.STEPS if step.moment is not None]
    assert moments == list(guide.moments.MOMENTS)
    assert guide.STEPS[0].moment is None and guide.STEPS[-1].moment is None  # a welcome and a farewell: read, Next
    assert set(WORDS) == {step.name for step in guide.STEPS}
    for step in guide.STEPS:
        words = WORDS[step.name]
        assert words.why and words.do and (words.look or step.lit is None)
        assert bool(words.needs) == step.needs


def test_the_learner_is_the_first_player_of_round_1_and_faces_each_phase_of_it():
    session = guided()
    assert rules.current_player(session.state) == LEARNER
    faced = set()
    # Played sensibly (a random player may spend every coin investing, and is then passed over at the auctions).
    play_until(session, lambda s: faced.add(guide.moment(s, LEARNER)) or s.round > 1, level="strong")
    assert faced >= {"invest", "open_auction", "trade", "roll", "noble", "produce", "ceremony"}


def test_a_move_the_step_asked_for_is_praised_and_the_next_step_follows():
    session = guided()
    progress = guide.GuideProgress(1)
    assert progress.waits_here(session.state) and progress.step.name == "invest"
    before = session.state
    command = legal(before, "buy_season_ticket")
    session.submit(command)
    verdict = progress.moved(before, command, session.state)
    assert verdict == guide.Verdict(guide.STEPS[1], followed=True)
    assert progress.step.name == "open_auction" and not progress.waits_here(session.state)


def test_another_legal_move_gets_a_gentle_word_and_the_game_goes_on():
    session = guided()
    progress = guide.GuideProgress(1)
    before = session.state
    command = legal(before, "end_turn")
    assert progress.refusal(before, command) is None  # investing is not needed: passing is taken
    session.submit(command)
    verdict = progress.moved(before, command, session.state)
    assert verdict.step.name == "invest" and not verdict.followed and WORDS["invest"].other


def test_the_dice_step_refuses_a_pass_and_takes_the_roll():
    session = guided()
    play_until(session, lambda s: guide.moment(s, LEARNER) == "roll")
    progress = guide.GuideProgress([s.name for s in guide.STEPS].index("roll"))
    passing, rolling = legal(session.state, "end_turn"), legal(session.state, "roll_dice")
    assert progress.refusal(session.state, passing) is guide.STEPS[progress.index]
    assert progress.refusal(session.state, rolling) is None


def test_steps_whose_moment_is_over_are_passed_by():
    session = guided()
    progress = guide.GuideProgress(1)
    play_until(session, lambda s: s.phase is rules.Phase.TRADE)
    progress.follow(session.state)
    assert progress.step.name == "trade"  # invest and the auctions are over: their steps are passed
    play_until(session, lambda s: s.round == 2)
    progress.follow(session.state)
    assert progress.step.name == "finish"  # the farewell waits for Next whatever happens
    progress.next()
    assert progress.finished and progress.step is None


def test_a_computers_move_ends_no_step_and_a_step_that_only_tells_waits_for_next():
    session = guided()
    progress = guide.GuideProgress(0)
    play_until(session, lambda s: rules.current_player(s) != LEARNER)
    before = session.state
    command = make_bot("random", 1).choose(before)
    session.submit(command)
    assert progress.moved(before, command, session.state) is None and progress.index == 0


def test_a_step_past_the_script_means_the_guide_is_over_and_a_negative_one_is_refused():
    assert guide.GuideProgress(len(guide.STEPS) + 5).finished
    with pytest.raises(ValueError):
        guide.GuideProgress(-1)


def test_the_card_shows_no_step_ahead_of_the_phase_the_game_is_in():
    session = guided()
    progress = guide.GuideProgress(1)
    before = session.state
    command = legal(before, "buy_season_ticket")
    session.submit(command)
    progress.moved(before, command, session.state)
    assert progress.step.name == "open_auction" and guide.STEPS[progress.shown(session.state)].name == "invest"
    play_until(session, lambda s: s.phase is rules.Phase.AUCTION)
    assert progress.shown(session.state) == progress.index


def test_a_resumed_guided_game_taken_back_returns_the_guide_to_the_step_before_the_move():
    session = Session.new(guide.guide_options(), guide.GUIDE_SEED, guide_step=0)
    session.submit(legal(session.state, "buy_season_ticket"))
    session.guide_step = [s.name for s in guide.STEPS].index("open_auction")  # as its save keeps it
    observer = guide.GuideObserver(session)  # the game resumed
    entry = session.log[-1]
    session.undo(guide.LEARNER)
    observer.taken_back(None, entry)
    assert observer.progress.step.name == "invest" and session.guide_step == 1 and observer.verdict is None


def test_a_one_to_three_value_is_on_the_way_to_the_noble_and_ends_no_step():
    # On seed 11 the learner's first roll is the "1-3" face (R9.1): the value is chosen, then the noble moved.
    session = Session.new(guide.guide_options(), 11)
    progress = guide.GuideProgress(0)
    bots = [make_bot("easy", seat) for seat in range(3)]
    while not (guide.moment(session.state, LEARNER) == "noble" and None in session.state.step.values):
        before = session.state
        command = bots[rules.current_player(before)].choose(before)
        session.submit(command)
        progress.moved(before, command, session.state)
    assert progress.step.name == "noble"
    before = session.state
    choose = legal(before, "choose_die_value")
    session.submit(choose)
    assert progress.moved(before, choose, session.state) is None and progress.step.name == "noble"
    before = session.state
    move = legal(before, "move_noble")
    session.submit(move)
    assert progress.moved(before, move, session.state).step.name == "noble" and progress.step.name == "produce"
