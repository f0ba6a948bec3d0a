"""R11: the clean-up's discard and the donation's token, judged by the valuation as the strong player does."""
from __future__ import annotations

from ..bots.holdings import after_exchange, holding, with_tokens
from ..bots.outlook import outlook
from ..rules import DiscardToken, RequestDonation
from .appraisal import Appraisal, Option, whole
from .reasons import Because, Reason


def ceremony_choices(a: Appraisal) -> list[Option]:
    step = a.state.step
    if step.to_discard:
        base = a.worth(a.holding)
        options = []
        for command in (c for c in a.legal if isinstance(c, DiscardToken)):
            loss = base - a.worth(with_tokens(a.state, a.seat, lose={command.token: 1}))
            options.append(Option(command, -loss, (Reason(Because.DISCARD_LEAST_NEEDED, token=command.token.value,
                                                          spectators=whole(loss)),)))
        return sorted(options, key=lambda o: -o.spectators)
    giver = step.donation_from
    giver_look = outlook(a.state, giver)
    giver_before = a.worth(holding(a.state, giver), giver_look)
    base = a.worth(a.holding)
    denial = a.weights.choices.donation_denial
    options = []
    for command in (c for c in a.legal if isinstance(c, RequestDonation)):
        receiver, donor = after_exchange(a.state, a.seat, giver, {}, {command.token: 1})
        mine = a.worth(receiver) - base
        gain = mine + denial * (giver_before - a.worth(donor, giver_look))
        options.append(Option(command, gain, (Reason(Because.ASK_FOR_TOKEN, token=command.token.value,
                                                     partner=a.name(giver), spectators=whole(mine)),)))
    return sorted(options, key=lambda o: -o.spectators)
