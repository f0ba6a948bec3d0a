"""The rules in brief, as the rules reference screen shows them: shipped inside the package so a player
needs nothing else. Lines starting "# " are section headings, "- " bullets; blank lines end paragraphs.
Figures agree with rules/game_data.json (the tests check the ones a player is most likely to look up)."""

RULES_SUMMARY = """\
# The aim
You run an arena in ancient Rome. Over five rounds you buy event programs, gather the performers and props \
they call for, and stage them. Each event draws spectators; your record is the largest crowd of any single \
event. After the fifth round the highest record wins.

# A round
Every round has five phases, each played in turn order starting with the round's first player: \
1 Invest, 2 Acquire tokens, 3 Trade, 4 Produce, 5 Closing ceremony. Everything in phases 1-4 is optional. \
From round 2 on, the first-player marker moves one seat clockwise. Round 5 has no closing ceremony.
Everything is public: coins, tokens, programs, medals and awards can all be seen. Only the bag and the \
face-down green token are hidden.

# Phase 1: Invest
On your turn you may make one investment:
- Buy a program from the supply (numbers 11-30) for its cost. Its number must be higher than every program \
you have already produced.
- Expand your arena by one square at either end, for 10 coins (at most two expansions, never onto another \
arena). A bigger arena lets you stage bigger programs, and nobles standing on its squares bring spectators.
- Buy a season ticket for 10 coins: +5 spectators at each of your later events (10 in the box).
- Buy an Emperor's loge for 5 coins: you roll two dice instead of one when producing (one per arena).
Each extra-action token, or each 2 medals, you spend buys one more investment in the same turn.

# Phase 2: Acquire tokens
The five markets in the middle each hold up to three tokens, sold as one lot by auction.
- Players take turns as the active player. The active player opens an auction on a market with a bid of at \
least 8 coins, or declines.
- Bidding goes clockwise. Each player in turn raises to any higher amount they can pay, or passes; a pass is \
final for that auction. The last player left wins, pays the bank and takes the lot.
- A player who has won an auction this round may not bid again this round and is skipped as active player.
- If the winner is not the active player, the market stays empty and the active player opens another \
auction or declines. When the active player wins or declines, every empty market is refilled from the bag \
(the face-down green token goes first) and the next player becomes active.
Variant "more competitive auctions": everyone gets a turn as active player even after winning; the active \
player keeps opening auctions until they win one or decline; someone who wins an auction the active player \
opened sits out the rest of that active player's turn; anyone may win several auctions in a round.

# Phase 3: Trade
In turn order each player is the active trader and may make any number of trades, each with one other \
player who agrees: coins and tokens (special tokens included) in any combination. Medals, programs and arena \
pieces cannot be traded, and two players who are not the active trader cannot trade with each other.

# Phase 4: Produce
On your turn you first move the nobles, then you may stage one event.
- Roll one die (two with a loge). The "1-3" face counts 1, 2 or 3, as you choose. Each die moves a noble \
that many squares clockwise; with two dice you move two nobles, one die each, or one noble by the sum.
- A noble that ends a die move on a rest square earns you a medal.
- Afterwards each medal you spend moves any noble 1 to 3 squares forward or back (no medal for that).
- Then choose a program you hold that fits your arena, and lay your tokens on it: each normal token on its \
own type, a joker on any type. Tokens still lacking are missing; the card's table says how many spectators \
come with 0, 1, 2 ... missing, and a program with more missing than its table covers cannot be staged. The \
tokens stay with you.

# Attendance
Spectators = the card's table value for the number missing
- +5 for each other program you have staged before (staging the same one again does not count itself)
- +5 for each season ticket
- +4 for each star performer award you hold whose type is among the tokens you used (jokers do not count)
- +7 for the Emperor, +5 for each Consul and +3 for each Senator standing in your arena
- +3 for each podium
- +3 for each medal you spend on this event
The bank pays you that many coins, and your record becomes the larger of your record and this attendance.

# Star performer awards
There is one award each for gladiators, actors, musicians, horses, priests, ships and lions. A player who \
holds at least 3 tokens of the type and strictly more than everyone else takes a free award. A held award \
moves only to someone with strictly more than the holder; if the holder drops below 3 it goes to the single \
player with the most (at least 3), or to nobody on a tie. Jokers never count. Awards are checked after every \
change of tokens.

# Emperor medals
You gain a medal when a noble ends a die move on a rest square, when you take an emperor token, or when you \
exchange an extra-action token (at any time). Spend medals, any number:
- 1 medal: +3 spectators at your own event, or move a noble 1-3 squares after your dice, or take 6 coins \
(at any time).
- 2 medals: one extra investment in phase 1.
There are 18 medals; none is gained while the supply is empty.

# Special tokens
- Joker: stands in for any one normal token on a program; never counts toward an award.
- Emperor: leaves the game as soon as you gain it and gives you a medal.
- Extra action: keep it; spend it for an extra investment, or exchange it for a medal at any time.

# Phase 5: Closing ceremony
Rounds 1 to 4 end with a ceremony in three steps.
- Podium: the highest record receives a podium (+3 at every later event). Ties go to the most coins, then to \
a roll of both dice.
- Clean-up: everyone who staged an event this round discards one of the tokens used for it (a joker may be \
chosen); it leaves the game.
- Donation: the player with the lowest record (ties: fewest coins, then a roll of both dice) names a normal \
token type the podium winner holds and receives one of them. No donation if they are the same player or the \
podium winner holds no normal token.

# End of the game
After phase 4 of round 5 the highest record wins. Ties go to the most coins, then to the most star awards; \
a tie after that is shared.

# Where this program decides
- "Higher than the program produced before" means higher than every program you have produced.
- Any program 11-30 still in the supply may be bought.
- Circus Maximus (#20) asks for 2 lions, 2 horses, 2 chariots and 1 gladiator and needs an arena of 3 squares.
- In a roll-off the "1-3" face counts 1.
- Exchanging a medal for coins, or an extra-action token for a medal, is allowed at any moment.
- An expansion may cover a rest square, never another player's arena.

# Keys on the board
- N (or Down) picks up a noble that may move now, or the expansion piece; Shift+N (or Up) the one before. \
Its squares light up as when you click it. Left and Right choose a lit square, Enter puts the piece there, \
Esc puts it back.
- Tab moves between the buttons and Enter presses the chosen one; with one die, 1, 2 and 3 count its 1-3 face.
- Space hurries computer players and animations; Ctrl+Z undoes your own last actions; P shows the programs; \
F1 these rules; Esc the menu; F11 full screen.
"""


def sections(summary: str = RULES_SUMMARY) -> list[tuple[str, list[str]]]:
    """(heading, paragraphs) in order; bullets keep their leading "- "."""
    out: list[tuple[str, list[str]]] = []
    for line in summary.splitlines():
        if line.startswith("# "):
            out.append((line[2:], []))
        elif line.strip() and out:
            out[-1][1].append(line)
    return out
