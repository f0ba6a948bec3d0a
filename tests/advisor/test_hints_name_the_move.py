"""Over many positions of seeded short games (strong computer players, two rounds, 3 and 4 players): at every
decision the hint's words name its move with its figures (the trade given and taken and with whom, the bid and up
to where, the "1-3" value, the answer to an offer), never a program the player does not hold, and a production
smaller than the biggest on offer only with a reason that says what it keeps for later; by the advisor's own
valuation the hint is never worse than the obvious move (the biggest event)."""
from collections import Counter

import pytest

from colosseum_desktop import rules
from colosseum_desktop.advisor import Because, advise
from colosseum_desktop.bots import make_bot
from colosseum_desktop.i18n.advice import reasons_text
from colosseum_desktop.table.views import view_for
from tests.scenes.game_fixtures import fresh_session

KEEPING = (Because.SMALLER_EVENT_KEEPS, Because.SMALLER_EVENT_SPARES)


def positions(players: int, seed: int, rounds: int = 2):
    """Every state of a game between strong players until `rounds` are over, with the seat deciding."""
    session = fresh_session(players, seed)
    bots = [make_bot("strong", seat) for seat in range(players)]
    while not rules.is_over(session.state) and session.state.round <= rounds:
        state = session.state
        seat = rules.current_player(state)
        yield state, seat
        session.submit(bots[seat].choose(state))


def counted(tokens) -> Counter:
    return Counter({token.value: n for token, n in tokens.items() if n})


def check(state, seat, seen: Counter) -> None:
    advice = advise(view_for(state, seat))
    command, reasons = advice.command, advice.reasons
    first = reasons[0] if reasons else None
    words = reasons_text(reasons)
    held = state.player(seat).programs
    assert reasons and words, f"no words for {command!r}"
    for reason in reasons:  # never a program the player does not hold, but for one it passes over
        if "program" in reason.values and reason.kind not in KEEPING + (Because.PROGRAM_TO_BUILD_TOWARDS,):
            assert reason.values["program"] in held, (reason, held)
    seen[command.kind] += 1
    match command:
        case rules.ProposeTrade():
            values = first.values
            assert first.kind is Because.TRADE_HELPS_BOTH and values["partner"] == state.player(command.partner).name
            assert Counter(values["give"]) == counted(command.give) and Counter(values["take"]) == counted(command.take)
            assert (values["give_coins"], values["take_coins"]) == (command.give_coins, command.take_coins)
        case rules.AcceptTrade() | rules.RefuseTrade():
            assert first.values["partner"] == state.player(state.step.offer.trader).name
        case rules.OpenAuction():
            assert first.kind is Because.OPEN_AND_BID_UP_TO and first.values["bid"] == command.bid
            assert first.values["market"] == command.market and first.values["ceiling"] >= command.bid
        case rules.RaiseBid():
            assert first.kind is Because.LOT_WORTH_MORE and first.values["bid"] == command.bid
            assert first.values["ceiling"] >= command.bid
        case rules.ChooseDieValue():
            assert first.kind is Because.DIE_VALUE_FOR_NOBLE and first.values["value"] == command.value
        case rules.Produce():
            attendance = {o.command.program: o.reasons[0].values["attendance"] for o in advice.options
                          if isinstance(o.command, rules.Produce)}
            bigger = max(attendance.values())
            mine = attendance[command.program]
            if mine < bigger:
                seen["smaller event"] += 1
                kept = [r for r in reasons if r.kind in KEEPING]
                assert kept, f"program {command.program} ({mine}) over a bigger event ({bigger}) without a reason"
                assert all(attendance[r.values["program"]] == r.values["attendance"] == bigger for r in kept)
            obvious = next(o for o in advice.options if isinstance(o.command, rules.Produce)
                           and attendance[o.command.program] == bigger)
            assert advice.best.spectators >= obvious.spectators - 1e-9 or mine == bigger


@pytest.mark.parametrize("players, seed", [(3, 1), (3, 2), (4, 3), (4, 5)])
def test_every_hint_names_its_move_and_a_smaller_event_says_why(players, seed):
    seen = Counter()
    for state, seat in positions(players, seed):
        check(state, seat, seen)
    assert seen["produce"] >= 2 and seen["open_auction"] >= 2 and seen["raise_bid"] >= 1, seen
    assert seen["propose_trade"] >= 1 and seen["smaller event"] >= 1, seen
