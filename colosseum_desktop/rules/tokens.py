"""Tokens changing hands: gains with R2's special tokens, and R10's check after every change."""
from __future__ import annotations

from collections.abc import Iterable

from .context import Context, add_counts, merge_counts
from .data import Token
from .events import EmperorTokenTaken
from .stars import recheck_stars
from .state import TokenCounts


def gain_tokens(ctx: Context, seat: int, tokens: Iterable[Token]) -> None:
    """Give tokens to a player. An emperor token leaves the game at once for a medal (R2)."""
    held = ctx.player(seat).tokens
    for token in tokens:
        if token is Token.EMPEROR:
            ctx.set(removed=add_counts(ctx.state.removed, token, 1))
            ctx.emit(EmperorTokenTaken(player=seat))
            ctx.update_player(seat, tokens=held)
            ctx.gain_medal(seat, "emperor_token")
            held = ctx.player(seat).tokens
        else:
            held = add_counts(held, token, 1)
    ctx.update_player(seat, tokens=held)


def move_tokens(ctx: Context, giver: int, receiver: int, tokens: TokenCounts) -> None:
    ctx.update_player(giver, tokens=merge_counts(ctx.player(giver).tokens, tokens, -1))
    ctx.update_player(receiver, tokens=merge_counts(ctx.player(receiver).tokens, tokens))


def discard_token(ctx: Context, seat: int, token: Token) -> None:
    ctx.update_player(seat, tokens=add_counts(ctx.player(seat).tokens, token, -1))
    ctx.set(removed=add_counts(ctx.state.removed, token, 1))


def update_stars(ctx: Context) -> None:
    stars, events = recheck_stars(ctx.state, ctx.state.players)
    if events:
        ctx.set(stars=stars)
        ctx.events.extend(events)
