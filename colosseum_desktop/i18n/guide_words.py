"""The guided first game's words (guide/script.py names its steps; the words are chosen here, in the player's
language): for each step a title, what its phase is for, what is lit, what to do, and a word after the learner's
move, praise for a move the step asked for and a gentle one for another."""
from __future__ import annotations

from dataclasses import dataclass

from . import NC_, N_, _
from ..rules.state import Phase
from .card_names import phase_title


@dataclass(frozen=True)
class StepWords:
    title: str  # English, or a phase's title (context "phase")
    why: str
    look: str
    do: str
    done: str = ""
    other: str = ""  # after a legal move the step did not ask for
    needs: str = ""  # the step refuses other moves: why
    phase: Phase | None = None  # the title is this phase's


WORDS = {
    "welcome": StepWords(
        N_("Your first game of Colosseum"),
        N_("You are Aurelia, a Roman impresario. For five rounds you stage events in your arena; the biggest single "
           "crowd at the end wins."),
        N_("Your panel, ringed in blue, shows your coins, your asset tokens and your programs."),
        N_("Each round has five phases: this guide shows each once, then you play on. F1 opens the rules, Esc the menu "
           "(leave there and resume later).")),
    "invest": StepWords(
        "", N_("Investments make later events bigger: a new program, a larger arena, a season ticket or a loge."),
        N_("The piece ringed in blue is what the advisor would buy now."),
        N_("Buy an investment (click it, or drag the expansion piece to an end of your arena), or end your turn."),
        N_("Well invested. One investment a round, more only for an extra-action token or two medals: now end "
           "your turn."),
        N_("Passing is allowed; most investments pay back over the game, so try one next round."),
        phase=Phase.INVEST),
    "open_auction": StepWords(
        "", N_("Programs need asset tokens: gladiators, lions, actors and more. The five markets sell them in lots, "
               "by auction."),
        N_("The market ringed in blue holds tokens your programs need."),
        N_("Click a market to open its auction, then make the opening bid in the bid window."),
        N_("The auction is open: the others may outbid you, in turn."),
        N_("Declining is allowed, but tokens are what programs are staged with: open an auction next time."),
        phase=Phase.AUCTION),
    "bid": StepWords(
        N_("Bidding"),
        N_("Players raise the bid in turn, and whoever passes is out. The highest bid pays and takes the lot."),
        N_("The market ringed in blue is the one being auctioned."),
        N_("Raise the bid if the lot is worth it to you, or pass and keep your coins."),
        N_("Coins spent here are not spent on investments: weigh each lot against your programs.")),
    "trade": StepWords(
        "", N_("Now players may swap tokens and coins, when both agree."),
        N_("The panel ringed in blue is the player whose tokens would help you most."),
        N_("Lay out an offer on the trade table and send it, or end your trading turn."),
        N_("Offer made: the other player answers, and you may offer again or end your turn."),
        N_("No trade this time; a good swap can complete a program, so look at the others' tokens next round."),
        phase=Phase.TRADE),
    "roll": StepWords(
        "", N_("First the dice: they move the nobles around the ring. Nobles standing on a square of your arena "
               "bring extra spectators to your event."),
        N_("The dice are ringed in blue."),
        N_("Click the dice to roll them."),
        N_("Rolled: now move a noble as far as the dice say."),
        needs=N_("In this guided game, roll the dice first: the next step shows the nobles."),
        phase=Phase.PRODUCE),
    "noble": StepWords(
        N_("Moving a noble"),
        N_("A noble standing in an arena brings its owner's event spectators: the Emperor 7, a Consul 5, a "
           "Senator 3."),
        N_("The noble ringed in blue is the one the advisor would move."),
        N_("Drag a noble to a lit square, or click it and then the square."),
        N_("Moved. Once the dice are used, you choose your event.")),
    "produce": StepWords(
        N_("Your event"),
        N_("Stage one of your programs with the tokens it needs: the spectators it draws may set your record."),
        N_("The program ringed in blue is the one the advisor would stage."),
        N_("Open Produce, put the tokens on the program (Auto-fill helps) and confirm, or pass if none can be "
           "staged."),
        N_("Staged! The spectator track shows your record."),
        N_("No event this round; a program with more of its tokens will draw a crowd next round.")),
    "ceremony": StepWords(
        "", N_("The round ends: the highest record takes a podium, each producer gives up a token of their last "
               "event, and the player with the lowest record names a token type that the podium winner gives them."),
        N_("The token ringed in blue is the one the advisor would choose."),
        N_("Choose the token, as the banner asks."),
        N_("That was one whole round."),
        phase=Phase.CEREMONY),
    "finish": StepWords(
        N_("You have played every phase"),
        N_("Four more rounds follow the same way, the last without a ceremony; the biggest single event at the end "
           "wins."),
        "",
        N_("Play on: H gives a hint and its reasons, F1 the rules, Esc the menu (leave there and resume later).")),
}


def title(step: str) -> str:
    words = WORDS[step]
    return phase_title(words.phase.value) if words.phase is not None else _(words.title)


def said(text: str) -> str:
    """One of a step's sentences in the player's language ("" stays "")."""
    return _(text) if text else ""


# The noble step while a "1-3" die waits for its value: the dice are ringed, not a noble.
DIE_CHOICE_LOOK = N_("A “1-3” was rolled: the dice are ringed, for you to choose how far it moves.")
DIE_CHOICE_DO = N_("Choose 1, 2 or 3 on the dice (H says which and why), then move a noble that far.")


# Beside the praise, after a move of the kind a step asked for but another than the one ringed.
NOT_RINGED = N_("Allowed, though not the ringed move: the ring showed the advisor's choice, and H gives its reasons "
                "at your next decision.")


def progress_text(number: int, total: int) -> str:
    return _("Guided game: step {number} of {total}", number=number, total=total)


def waiting_text(name: str | None) -> str:
    """The card's last line while the step waits: for a computer player (by name), or for another decision of the
    learner's than the step's (None)."""
    if name is None:
        return _("This decision is not the step's: the banner says what is asked, and H gives a hint.")
    return _("{name} is deciding: watch the board.", name=name)


# The card's button (context "guide": the replay's "Next" is the next move).
NEXT_LABEL = NC_("guide", "Next")
PLAY_ON_LABEL = NC_("guide", "Play on")
