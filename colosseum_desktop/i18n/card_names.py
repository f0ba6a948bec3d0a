"""The names printed on the game's pieces, in the current language: token types, nobles, phases, programs.

Keyed by the rules' identifiers (`Token`, `NobleKind` and `Phase` are string enums, so either the member or
its value will do), never by words, so saves and the engine stay language-neutral. The English names are
the msgids; the other languages take the rulebooks' names (rules/PROVENANCE.md says where a book names
none). Each table's context keeps apart an English word used for two pieces: the Emperor noble and the
emperor token may be named differently in a language.
"""
from __future__ import annotations

from ..rules.state import PHASE_TITLES as _ENGLISH_PHASES
from . import NC_, NPC_, _, ngettext, npgettext, pgettext

TOKEN_NAMES: dict[str, tuple[str, str]] = {  # a type as labelled on the board and the cards
    "gladiator": NC_("token", "Gladiator"),
    "actor": NC_("token", "Actor"),
    "musician": NC_("token", "Musician"),
    "horse": NC_("token", "Horse"),
    "torch": NC_("token", "Torch"),
    "priest": NC_("token", "Priest"),
    "ship": NC_("token", "Ship"),
    "lion": NC_("token", "Lion"),
    "scenery": NC_("token", "Scenery"),
    "decoration": NC_("token", "Decoration"),
    "chariot": NC_("token", "Chariot"),
    "cage": NC_("token", "Cage"),
    "joker": NC_("token", "Joker"),
    "emperor": NC_("token", "Emperor"),
    "extra_action": NC_("token", "Extra action"),
}

TOKEN_COUNTS: dict[str, tuple[str, str, str]] = {  # n of a type in running text; Romanian has three forms
    "gladiator": NPC_("token count", "{n} gladiator", "{n} gladiators"),
    "actor": NPC_("token count", "{n} actor", "{n} actors"),
    "musician": NPC_("token count", "{n} musician", "{n} musicians"),
    "horse": NPC_("token count", "{n} horse", "{n} horses"),
    "torch": NPC_("token count", "{n} torch", "{n} torches"),
    "priest": NPC_("token count", "{n} priest", "{n} priests"),
    "ship": NPC_("token count", "{n} ship", "{n} ships"),
    "lion": NPC_("token count", "{n} lion", "{n} lions"),
    "scenery": NPC_("token count", "{n} scenery", "{n} sceneries"),
    "decoration": NPC_("token count", "{n} decoration", "{n} decorations"),
    "chariot": NPC_("token count", "{n} chariot", "{n} chariots"),
    "cage": NPC_("token count", "{n} cage", "{n} cages"),
    "joker": NPC_("token count", "{n} joker", "{n} jokers"),
    "emperor": NPC_("token count", "{n} emperor", "{n} emperors"),
    "extra_action": NPC_("token count", "{n} extra action", "{n} extra actions"),
}

# The same counts as the object of a sentence: what is offered, given, received, won. German puts them in the
# accusative ("einen Löwen", "2 Löwen"); languages without that case repeat the forms of TOKEN_COUNTS.
TOKEN_OBJECT_COUNTS: dict[str, tuple[str, str, str]] = {
    "gladiator": NPC_("token count, object", "{n} gladiator", "{n} gladiators"),
    "actor": NPC_("token count, object", "{n} actor", "{n} actors"),
    "musician": NPC_("token count, object", "{n} musician", "{n} musicians"),
    "horse": NPC_("token count, object", "{n} horse", "{n} horses"),
    "torch": NPC_("token count, object", "{n} torch", "{n} torches"),
    "priest": NPC_("token count, object", "{n} priest", "{n} priests"),
    "ship": NPC_("token count, object", "{n} ship", "{n} ships"),
    "lion": NPC_("token count, object", "{n} lion", "{n} lions"),
    "scenery": NPC_("token count, object", "{n} scenery", "{n} sceneries"),
    "decoration": NPC_("token count, object", "{n} decoration", "{n} decorations"),
    "chariot": NPC_("token count, object", "{n} chariot", "{n} chariots"),
    "cage": NPC_("token count, object", "{n} cage", "{n} cages"),
    "joker": NPC_("token count, object", "{n} joker", "{n} jokers"),
    "emperor": NPC_("token count, object", "{n} emperor", "{n} emperors"),
    "extra_action": NPC_("token count, object", "{n} extra action", "{n} extra actions"),
}

TOKEN_OBJECTS: dict[str, tuple[str, str]] = {  # one token as the object of a sentence: "discards a lion"
    "gladiator": NC_("token, object", "a gladiator"),
    "actor": NC_("token, object", "an actor"),
    "musician": NC_("token, object", "a musician"),
    "horse": NC_("token, object", "a horse"),
    "torch": NC_("token, object", "a torch"),
    "priest": NC_("token, object", "a priest"),
    "ship": NC_("token, object", "a ship"),
    "lion": NC_("token, object", "a lion"),
    "scenery": NC_("token, object", "a scenery"),
    "decoration": NC_("token, object", "a decoration"),
    "chariot": NC_("token, object", "a chariot"),
    "cage": NC_("token, object", "a cage"),
    "joker": NC_("token, object", "a joker"),
    "emperor": NC_("token, object", "an emperor token"),
    "extra_action": NC_("token, object", "an extra-action token"),
}

NOBLE_NAMES: dict[str, tuple[str, str]] = {
    "emperor": NC_("noble", "Emperor"),
    "consul": NC_("noble", "Consul"),
    "senator": NC_("noble", "Senator"),
}

NOBLE_OBJECTS: dict[str, tuple[str, str]] = {  # a noble as the object of a sentence: "moves the Emperor"
    "emperor": NC_("noble, object", "the Emperor"),
    "consul": NC_("noble, object", "a Consul"),
    "senator": NC_("noble, object", "a Senator"),
}

# Keyed by the rules' Phase values; the English titles are the rules' own table (marked there for the catalogs).
PHASE_TITLES: dict[str, tuple[str, str]] = {phase.value: ("phase", title) for phase, title in _ENGLISH_PHASES.items()}

PROGRAM = "program"  # the context of the programs' names; the extractor reads them from game_data.json


def token_name(token: str) -> str:
    """'Lion' / 'Löwe' / 'Leu': a token type as labelled on the board."""
    return pgettext(*TOKEN_NAMES[token])


def token_count(token: str, n: int) -> str:
    """'2 lions' / '2 Löwen' / '20 de lei': n tokens of a type, in the language's plural."""
    return npgettext(*TOKEN_COUNTS[token], n)


def token_count_as_object(token: str, n: int) -> str:
    """'2 lions' as what is given or received: '2 Löwen', and in German the accusative '1 Löwen'."""
    return npgettext(*TOKEN_OBJECT_COUNTS[token], n)


def token_as_object(token: str) -> str:
    """'a lion' as what is given or discarded: 'einen Löwen', 'un leu'."""
    return pgettext(*TOKEN_OBJECTS[token])


def noble_as_object(kind: str) -> str:
    """'the Emperor' / 'a Consul' as what is moved: 'den Kaiser', 'al Emperador'."""
    return pgettext(*NOBLE_OBJECTS[kind])


def noble_name(kind: str) -> str:
    return pgettext(*NOBLE_NAMES[kind])


def phase_title(phase: str) -> str:
    return pgettext(*PHASE_TITLES[phase])


def program_name(number: int) -> str:
    """Program `number`'s name as printed on its card, in the current language (English: game_data.json)."""
    from ..rules.data import game_data  # only the board asks, after the rules are loaded anyway

    return pgettext(PROGRAM, game_data().program(number).name)


def tokens_and_coins(counts: dict, coins: int = 0) -> str:
    """'2 lions, 1 horse, 3 coins' in the current language, in the order given; 'nothing' when empty (a trade's
    side). Always what is given, received or won, so the tokens are counted as objects (German: '1 Löwen')."""
    parts = [token_count_as_object(token, n) for token, n in counts.items() if n]
    if coins:
        parts.append(ngettext("{n} coin", "{n} coins", coins))
    return ", ".join(parts) or _("nothing")
