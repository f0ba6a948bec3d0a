"""The first stage of a hint: which piece or place on the board to look at for a move (the board lights it)."""
from __future__ import annotations

from .. import rules
from ..rules.pieces import Piece, square
from .invest_options import new_square


def focus_of(state: rules.GameState, seat: int, command) -> Piece:
    """The piece a move is about: the market, the program, the noble, the partner's panel, the token; for a move
    that keeps things as they are (end the turn, decline, pass), the seat's own panel."""
    match command:
        case rules.BuyProgram(program=number):
            return Piece("program", number)
        case rules.ExpandArena(clockwise=clockwise):
            return square(new_square(state, seat, clockwise))
        case rules.BuySeasonTicket():
            return Piece("ticket")
        case rules.BuyLoge():
            return Piece("loge")
        case rules.OpenAuction(market=market):
            return Piece("market", market)
        case rules.RaiseBid() | rules.PassBid():
            return Piece("market", state.step.auction.market)
        case rules.ProposeTrade(partner=partner):
            return Piece("panel", partner)
        case rules.AcceptTrade() | rules.RefuseTrade():
            return Piece("panel", state.step.offer.trader)
        case rules.RollDice() | rules.ChooseDieValue():
            return Piece("dice")
        case rules.MoveNoble(noble=noble) | rules.MedalMoveNoble(noble=noble):
            return Piece("noble", noble)
        case rules.Produce(program=number):
            return Piece("held_program", seat, program=number)
        case rules.DiscardToken(token=token) | rules.RequestDonation(token=token):
            return Piece("token", token=token)
    return Piece("panel", seat)
