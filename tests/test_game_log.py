"""The game log's sentences (pure: no pygame)."""
from colosseum_desktop import rules
from colosseum_desktop.game_log import sentences
from colosseum_desktop.rules import EndTurn, RollDice

from .rules.helpers import game, play, produce


def _turn_ended_line(state, command) -> str:
    _, events = play(state, command)
    lines = sentences([e for e in events if e.kind == "turn_ended"], state)
    return lines[0].text


def test_r5_a_pass_of_phase_4_reads_as_a_pass_not_as_an_ordinary_end_of_turn():
    """R5: every phase is optional; a player who passes phase 4 before rolling moves no noble and stages no
    event, and the log says that rather than only "ends their turn"."""
    state = produce(game(4, names=("Aurelia", "Brutus", "Cassia", "Decimus")))
    assert _turn_ended_line(state, EndTurn(player=0)) == "Aurelia passes without rolling: no noble moves, no event"


def test_r9_ending_the_turn_after_the_dice_is_not_called_a_pass():
    state = produce(game(4, names=("Aurelia", "Brutus", "Cassia", "Decimus")))
    state, _ = play(state, RollDice(player=0))
    while rules.current_player(state) == 0 and not any(c.kind == "end_turn" for c in rules.legal_commands(state)):
        move = next(c for c in rules.legal_commands(state) if c.kind in ("move_noble", "choose_die_value"))
        state, _ = play(state, move)
    assert _turn_ended_line(state, EndTurn(player=0)) == "Aurelia ends their turn"
