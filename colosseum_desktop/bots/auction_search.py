"""R7 for the expert: the market to open, found by playing its turn as active player out against the rivals' own
bidding.

The others are modelled as players of the `rivals_judged_by` weights: each of their bids is a ceiling computed from
what everyone sees (auctions.ceiling_for), so how an auction ends, who wins it and at what price, follows from the
lot opened. While the expert is the active player, a rival's win leaves it opening again (R7.5) and draws nothing
from the bag, so its whole turn can be played out move by move through the rules. The search tries each market
first, then opens as the strong player would, and scores the turn by the expert's gain from the lot it wins less
part of what the rivals' wins bring them (a rival who pays dearly for a lot gains little).

The turn is played on a copy of the position whose hidden future (the generator's state, the face-down token) is the
expert's own invention, never the game's: should the play-out reach a refill, what it draws tells nothing true.
"""
from __future__ import annotations

from dataclasses import dataclass

from .. import rules
from ..rules import DeclineAuction, GameState, OpenAuction, PassBid, Phase, RaiseBid
from .auctions import MINIMUM_BID, LotValues, best_market, ceiling_for, rivals_in, threat
from .weights import AuctionWeights, Weights

UNKNOWN_FUTURE = 0x5EED_C0105  # the copy's generator state: the same whatever the game's is


def with_invented_future(state: GameState) -> GameState:
    """The position as the players see it, with a hidden future that is the same whatever the game's is."""
    return state.model_copy(update={"rng": UNKNOWN_FUTURE, "face_down": None})


@dataclass(frozen=True)
class Judgement:
    w: Weights
    aw: AuctionWeights


class Bidders:
    """How every seat bids in the auctions of one position (a lot's worth does not change while it is bid for)."""

    def __init__(self, state: GameState, me: int, mine: Judgement, theirs: Judgement) -> None:
        self.state = state
        self.me = me
        self.mine = mine
        self.theirs = theirs
        self.my_values = LotValues(state, mine.w)
        self.their_values = LotValues(state, theirs.w)
        self._ceilings: dict[tuple[int, int, int], int] = {}

    def ceiling(self, seat: int, market: int, high_bidder: int) -> int:
        key = (seat, market, high_bidder)
        if key not in self._ceilings:
            if seat == self.me:
                self._ceilings[key] = ceiling_for(self.my_values, seat, self.mine.aw, market, high_bidder)
            else:
                self._ceilings[key] = ceiling_for(self.their_values, seat, self.theirs.aw, market, high_bidder)
        return self._ceilings[key]

    def raises(self, state: GameState, seat: int) -> bool:
        """Whether the seat to bid raises by one (what StrongBot._auction decides, with its figures)."""
        auction = state.step.auction
        bid = auction.high_bid + 1
        ceiling = self.ceiling(seat, auction.market, auction.high_bidder)
        if bid <= ceiling:
            return True
        if seat != self.me or bid > min(ceiling + self.mine.aw.drive_limit, state.player(seat).coins):
            return False
        return any(bid + 1 <= self.ceiling(rival, auction.market, seat) for rival in rivals_in(state, seat)
                   if rival not in auction.passed)  # auctions.outbid_for_sure, from the cached ceilings

    def play_out(self, state: GameState) -> GameState:
        """The position once the running auction is over, every bid as modelled."""
        while state.phase is Phase.AUCTION and state.step.auction is not None:
            seat = state.step.auction.to_bid
            auction = state.step.auction
            command = (RaiseBid(player=seat, bid=auction.high_bid + 1) if self.raises(state, seat)
                       else PassBid(player=seat))
            state, _ = rules.apply(state, command)
        return state


class OpeningSearch:
    def __init__(self, state: GameState, me: int, mine: Judgement, theirs: Judgement, rival_share: float) -> None:
        self.root = with_invented_future(state)
        self.me = me
        self.mine = mine
        self.theirs = theirs
        self.rival_share = rival_share

    def _still_opening(self, state: GameState) -> bool:
        step = state.step
        return state.phase is Phase.AUCTION and step.auction is None and step.active == self.me

    def _turn_from(self, state: GameState, market: int | None, bidders: Bidders) -> float:
        """The score of the rest of the turn when the expert opens `market` now (None: as strong would)."""
        score = 0.0
        while True:
            if market is None:
                market, _ = best_market(bidders.my_values, self.me)
                if market is None:
                    return score  # declines
            after = bidders.play_out(rules.apply(state, OpenAuction(player=self.me, market=market,
                                                                        bid=MINIMUM_BID))[0])
            winner = self._winner(state, after)
            price = state.player(winner).coins - after.player(winner).coins
            values = bidders.my_values
            gain = values.value(winner, market) - values.rate(winner) * price
            if winner == self.me:
                return score + gain
            score -= self.rival_share * threat(values, self.me, winner) * gain
            if not self._still_opening(after):
                return score
            state, market = after, None
            bidders = Bidders(state, self.me, self.mine, self.theirs)

    @staticmethod
    def _winner(before: GameState, after: GameState) -> int:
        """Who paid for the lot (nothing else moves coins in this phase)."""
        return max(range(len(before.players)), key=lambda s: before.player(s).coins - after.player(s).coins)

    def best(self):
        """The command to open with, or DeclineAuction."""
        root = self.root
        bidders = Bidders(root, self.me, self.mine, self.theirs)
        if root.player(self.me).coins < MINIMUM_BID:
            return DeclineAuction(player=self.me)
        best_score, best_command = 0.0, DeclineAuction(player=self.me)
        for market, lot in enumerate(root.markets):
            if not lot:
                continue
            score = self._turn_from(root, market, bidders)
            if score > best_score:
                best_score, best_command = score, OpenAuction(player=self.me, market=market, bid=MINIMUM_BID)
        return best_command
