"""R11 Phase 5: Closing ceremony (rounds 1-4): podium, clean-up, donation."""
from __future__ import annotations

from . import flow
from .commands import DiscardToken, RequestDonation, make
from .context import Context, add_counts
from .data import NORMAL_TOKENS, Token
from .errors import IllegalCommand, NotYourDecision
from .events import (DonationMade, DonationSkipped, PhaseStarted, PodiumAwarded, RollOff, RollOffPurpose,
                     TokenDiscarded)
from .refusals import Why
from .state import CeremonyStep, CleanUp, GameState, Phase
from .stars import stars_after_moves
from .tokens import discard_token, move_tokens, update_stars


def roll_off(ctx: Context, seats: list[int], purpose: RollOffPurpose) -> int:
    """Both dice for each tied player, re-rolling ties among the best; the highest total wins (R11)."""
    rolls = []
    while len(seats) > 1:
        totals = {}
        for seat in seats:
            a, b = ctx.rng.die(), ctx.rng.die()  # the "1-3" face counts 1 (R14)
            rolls.append((seat, a, b))
            totals[seat] = a + b
        best = max(totals.values())
        seats = [s for s in seats if totals[s] == best]
    ctx.emit(RollOff(purpose=purpose, rolls=tuple(rolls), winner=seats[0]))
    return seats[0]


def _choose(ctx: Context, key, purpose: RollOffPurpose) -> int:
    """The one seat with the best key, or the roll-off winner among those tied."""
    keys = {p.seat: key(p) for p in ctx.state.players}
    best = max(keys.values())
    tied = [seat for seat in ctx.state.turn_order() if keys[seat] == best]
    return tied[0] if len(tied) == 1 else roll_off(ctx, tied, purpose)


def start(ctx: Context) -> None:
    ctx.emit(PhaseStarted(round=ctx.state.round, phase=Phase.CEREMONY, first_player=ctx.state.first_player))
    winner = _choose(ctx, lambda p: (p.record, p.coins), "podium")
    ctx.update_player(winner, podiums=ctx.player(winner).podiums + 1)
    ctx.set(podium_supply=ctx.state.podium_supply - 1)
    ctx.emit(PodiumAwarded(player=winner))
    discarders = tuple(s for s in ctx.state.turn_order() if discardable(ctx.state, s))
    ctx.set(step=CeremonyStep(podium_winner=winner, to_discard=discarders))
    if not discarders:
        _start_donation(ctx)


def discardable(state: GameState, seat: int) -> tuple[Token, ...]:
    """The token types the player may discard at clean-up (R11.2): those used in their most recent event,
    this round's or an earlier one (four books of five; see CleanUp), that they still hold; none before their
    first event."""
    player = state.players[seat]
    return tuple(t for t in (player.last_event_tokens or {}) if player.count(t))


def check_discard(state: GameState, cmd: DiscardToken) -> None:
    step: CeremonyStep = state.step
    if not step.to_discard or cmd.player != step.to_discard[0]:
        raise NotYourDecision(Why.NOT_YOUR_DISCARD)
    if cmd.token not in discardable(state, cmd.player):
        raise IllegalCommand(Why.DISCARD_UNUSED, token=cmd.token)


def discard(ctx: Context, cmd: DiscardToken) -> None:
    check_discard(ctx.state, cmd)
    step: CeremonyStep = ctx.state.step
    discard_token(ctx, cmd.player, cmd.token)
    if ctx.state.options.cleanup is CleanUp.LAST_EVENT:
        # The discarded token has left the game: a later clean-up before the player's next event takes another.
        used = ctx.player(cmd.player).last_event_tokens
        ctx.update_player(cmd.player, last_event_tokens=add_counts(used, cmd.token, -1))
    ctx.emit(TokenDiscarded(player=cmd.player, token=cmd.token))
    update_stars(ctx)
    ctx.set_step(to_discard=step.to_discard[1:])
    if not ctx.state.step.to_discard:
        _start_donation(ctx)


def donation_types(state: GameState, giver: int) -> tuple[Token, ...]:
    held = state.players[giver].tokens
    return tuple(t for t in NORMAL_TOKENS if held.get(t))


def _start_donation(ctx: Context) -> None:
    giver = ctx.state.step.podium_winner
    receiver = _choose(ctx, lambda p: (-p.record, -p.coins), "donation")
    if receiver == giver:
        ctx.emit(DonationSkipped(reason="giver_is_lowest"))
    elif not donation_types(ctx.state, giver):
        ctx.emit(DonationSkipped(reason="no_normal_token"))
    else:
        ctx.set_step(donation_from=giver, donation_to=receiver)
        return
    flow.next_round(ctx)


def check_request_donation(state: GameState, cmd: RequestDonation) -> None:
    step: CeremonyStep = state.step
    if step.to_discard or step.donation_to is None or cmd.player != step.donation_to:
        raise NotYourDecision(Why.NOT_YOUR_DONATION)
    if cmd.token not in donation_types(state, step.donation_from):
        raise IllegalCommand(Why.DONATION_UNHELD, name=state.players[step.donation_from].name, token=cmd.token)


def request_donation(ctx: Context, cmd: RequestDonation) -> None:
    check_request_donation(ctx.state, cmd)
    step: CeremonyStep = ctx.state.step
    move_tokens(ctx, step.donation_from, cmd.player, {cmd.token: 1})
    ctx.emit(DonationMade(giver=step.donation_from, receiver=cmd.player, token=cmd.token))
    update_stars(ctx)
    flow.next_round(ctx)


def stars_after_choice(state: GameState, token: Token) -> dict[Token, int]:
    """The star awards after the deciding player's legal ceremony choice of `token`, as `apply` leaves them:
    one `token` fewer for the discarder, or one passed from the podium winner to the asker (R10, R11)."""
    step: CeremonyStep = state.step
    if step.to_discard:
        moves = {step.to_discard[0]: {token: -1}}
    else:
        moves = {step.donation_from: {token: -1}, step.donation_to: {token: 1}}
    return stars_after_moves(state, moves)


HANDLERS = {DiscardToken: discard, RequestDonation: request_donation}
CHECKS = {DiscardToken: check_discard, RequestDonation: check_request_donation}


def legal(state: GameState) -> list:
    step: CeremonyStep = state.step
    if step.to_discard:
        seat = step.to_discard[0]
        return [make(DiscardToken, player=seat, token=t) for t in discardable(state, seat)]
    return [make(RequestDonation, player=step.donation_to, token=t)
            for t in donation_types(state, step.donation_from)]
