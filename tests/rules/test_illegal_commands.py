"""Property: any command is either applied, or refused with an IllegalCommand that changes nothing."""
import random
from typing import get_args

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from colosseum_desktop import rules
from colosseum_desktop.rules import Token, command_adapter
from colosseum_desktop.rules.invariants import violations
from colosseum_desktop.simulate import play_game

COMMAND_TYPES = {cls.model_fields["kind"].default: cls for cls in get_args(get_args(rules.Command)[0])}


def _positions(count=60):
    """States from every phase of a few random games."""
    states = []
    for seed, players in ((1, 3), (2, 4), (3, 5)):
        play_game(players, seed, on_command=lambda s, c, e: states.append(s), check=False)
    random.Random(0).shuffle(states)
    return states[:count]


POSITIONS = _positions()
small = st.integers(min_value=-3, max_value=40)
counts = st.dictionaries(st.sampled_from(list(Token)), st.integers(min_value=-1, max_value=4), max_size=3)


@st.composite
def commands(draw):
    kind = draw(st.sampled_from(sorted(COMMAND_TYPES)))
    raw = {"kind": kind, "player": draw(st.integers(min_value=0, max_value=4)), "program": draw(small),
           "clockwise": draw(st.booleans()), "payment": draw(st.sampled_from(["medals", "extra_action"])),
           "market": draw(st.integers(min_value=-1, max_value=5)), "bid": draw(small),
           "partner": draw(st.integers(min_value=0, max_value=4)), "give": draw(counts), "take": draw(counts),
           "give_coins": draw(small), "take_coins": draw(small), "die": draw(st.integers(-1, 2)),
           "value": draw(st.integers(0, 4)), "noble": draw(st.integers(-1, 6)),
           "dice": draw(st.lists(st.integers(-1, 2), max_size=3)), "steps": draw(st.integers(-4, 4)),
           "tokens": draw(counts), "jokers": draw(counts), "medals": draw(st.integers(-1, 3)),
           "token": draw(st.sampled_from(list(Token)))}
    fields = COMMAND_TYPES[kind].model_fields
    return command_adapter.validate_python({k: v for k, v in raw.items() if k in fields})


@settings(max_examples=1500, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(position=st.sampled_from(POSITIONS), command=commands())
def test_r14_illegal_commands_are_refused_and_change_nothing(position, command):
    before = position.model_dump()
    try:
        after, events = rules.apply(position, command)
    except rules.IllegalCommand as refusal:
        assert str(refusal) and isinstance(refusal, ValueError)
        assert position.model_dump() == before
        return
    assert position.model_dump() == before  # the input is never mutated, even when the command applies
    assert violations(after, position) == []
