"""Every computer level plays fair and plays legally.

Fair: a level decides from what a player at the table sees. The box's secrets are the random generator's state
(the next dice, the bag's order: R14) and the face-down token that refills the first empty market (R7); a twin of
a position that differs only in them must get the same decision, at every step of whole games.
Legal: whatever position it is handed (sampled from random games of 3, 4 and 5 players, both auction rules), a
level's decision is accepted by the rules."""
import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots.levels import LEVELS, make_bot
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.rules import NORMAL_TOKENS


def hidden_future_changed(state: rules.GameState, salt: int) -> rules.GameState:
    """The same position as the players see it, with other dice and draws to come and another face-down token."""
    changes = {"rng": (state.rng * 6364136223846793005 + salt) % (1 << 64)}
    if state.face_down is not None:
        others = [token for token in NORMAL_TOKENS if token != state.face_down]
        changes["face_down"] = others[salt % len(others)]
    return state.model_copy(update=changes)


def positions(players: int, seed: int, variant: str, every: int = 1):
    """The positions of one game between random players, every `every`-th one."""
    state = rules.new_game(rules.GameOptions(players=players, variant=variant), seed)
    bot = RandomBot(seed)
    step = 0
    while not rules.is_over(state):
        if step % every == 0:
            yield state
        state, _ = rules.apply(state, bot.choose(state))
        step += 1


def same_decisions_whatever_the_hidden_future(level: str, states) -> tuple[int, int]:
    """Asserts the decisions match on every state and its twins; returns (states, states with a face-down token)."""
    checked = face_down = 0
    for state in states:
        # a fresh player each time: the strong ones remember their offers within a trade turn
        seen = make_bot(level, 5).choose(state)
        for salt in (1, 2):
            assert make_bot(level, 5).choose(hidden_future_changed(state, salt)) == seen, (level, state.phase)
        checked += 1
        face_down += state.face_down is not None
    return checked, face_down


@pytest.mark.parametrize("level", list(LEVELS))
def test_r14_decisions_do_not_change_when_only_the_dice_the_draws_or_the_face_down_token_do(level):
    games = [(4, 31, "standard"), (3, 8, "competitive"), (5, 12, "standard")]
    checked, face_down = 0, 0
    for players, seed, variant in games:
        count, hidden = same_decisions_whatever_the_hidden_future(level, positions(players, seed, variant, every=2))
        checked, face_down = checked + count, face_down + hidden
    assert checked > 150 and face_down >= 5  # the face-down token lies there until the first refill (round 1)


class Peeker:
    """Bids higher when the generator's state is even: it reads the box's secret."""

    def choose(self, state):
        command = make_bot("strong", 5).choose(state)
        if command.kind == "raise_bid" and state.rng % 2 == 0:
            return command.model_copy(update={"bid": command.bid + 1})
        return command


def test_the_check_catches_a_player_that_peeks(monkeypatch):
    from colosseum_desktop.bots import levels

    peeker = levels.Level("peeker", ("computer level", "peeker"), None, lambda seed: Peeker())
    monkeypatch.setitem(levels.LEVELS, "peeker", peeker)
    with pytest.raises(AssertionError):
        same_decisions_whatever_the_hidden_future("peeker", positions(4, 31, "standard"))


@pytest.mark.parametrize("level", list(LEVELS))
def test_every_level_answers_every_sampled_position_legally(level):
    games = [(3, 2, "standard"), (4, 5, "competitive"), (5, 9, "standard"), (4, 14, "standard")]
    checked = 0
    for players, seed, variant in games:
        for state in positions(players, seed, variant, every=3):
            command = make_bot(level, seed).choose(state)
            assert command.player == rules.current_player(state)
            rules.apply(state, command)  # raises if the rules refuse it
            checked += 1
    assert checked > 150
