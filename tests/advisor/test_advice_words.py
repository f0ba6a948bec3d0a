"""The advisor's reasons worded in the six languages (i18n/advice.py), every kind with its values."""
import pytest

from colosseum_desktop import i18n
from colosseum_desktop.advisor import Because, Reason
from colosseum_desktop.i18n.advice import KINDS, reason_text, reasons_text

SAMPLE_VALUES = {"program": 17, "spectators": 9, "size": 3, "square": 12, "productions": 4, "market": 2,
                 "tokens": ("lion", "lion"), "price": 11, "bid": 8, "ceiling": 21, "partner": "Aurelia",
                 "theirs": 12, "value": 3, "noble": "consul", "attendance": 31, "token": "horse", "coins": 7,
                 "later": 36, "give": ("musician",), "give_coins": 0, "take": ("horse", "horse"), "take_coins": 12}
NEEDS = {  # the values each kind carries (advisor/reasons.py)
    Because.PROGRAM_TO_BUILD_TOWARDS: ("program", "spectators"),
    Because.ARENA_FOR_PROGRAM: ("program", "size", "spectators"),
    Because.ARENA_OVER_REST_SQUARE: ("square", "spectators"),
    Because.ARENA_BIGGER: ("size", "spectators"),
    Because.SEASON_TICKET: ("productions", "spectators"),
    Because.LOGE: ("spectators",),
    Because.EXTRA_INVESTMENT: ("spectators",),
    Because.NO_INVESTMENT_PAYS: (),
    Because.MARKET_HOLDS_NEEDED_TOKENS: ("market", "tokens", "program", "spectators"),
    Because.MARKET_WORTH_ITS_PRICE: ("market", "price", "spectators"),
    Because.OPEN_AND_BID_UP_TO: ("market", "bid", "ceiling"),
    Because.NO_LOT_WORTH_BID: ("bid",),
    Because.LOT_WORTH_MORE: ("market", "bid", "ceiling"),
    Because.LOT_TOO_DEAR: ("market", "ceiling"),
    Because.LOT_WORTH_NOTHING: ("market",),
    Because.BID_BEYOND_COINS: ("bid", "coins"),
    Because.TRADE_HELPS_BOTH: ("partner", "give", "give_coins", "take", "take_coins", "spectators"),
    Because.NO_TRADE_HELPS: (),
    Because.OFFER_HELPS: ("partner", "spectators"),
    Because.OFFER_COSTS: ("partner", "spectators"),
    Because.OFFER_HELPS_LEADER: ("partner", "spectators", "theirs"),
    Because.ROLL_TO_MOVE_NOBLES: (),
    Because.DIE_VALUE_FOR_NOBLE: ("value", "noble", "square"),
    Because.NOBLE_INTO_ARENA: ("noble", "spectators"),
    Because.NOBLE_TO_REST_SQUARE: ("noble", "square"),
    Because.NOBLE_OUT_OF_RIVAL_ARENA: ("noble", "partner"),
    Because.NOBLE_OUT_OF_THE_WAY: ("noble",),
    Because.PRODUCE_PROGRAM: ("program", "attendance", "spectators"),
    Because.SMALLER_EVENT_KEEPS: ("program", "attendance", "later"),
    Because.SMALLER_EVENT_SPARES: ("program", "attendance", "token", "spectators"),
    Because.NOTHING_TO_PRODUCE: (),
    Because.DISCARD_LEAST_NEEDED: ("token", "spectators"),
    Because.ASK_FOR_TOKEN: ("token", "partner", "spectators"),
}


def sample(kind: Because, **changes) -> Reason:
    return Reason(kind, **{key: changes.get(key, SAMPLE_VALUES[key]) for key in NEEDS[kind]})


@pytest.fixture(autouse=True)
def english_after():
    yield
    i18n.set_language("en")


def test_every_reason_the_advisor_gives_is_worded():
    assert KINDS == {kind.value for kind in Because} == {kind.value for kind in NEEDS}


@pytest.mark.parametrize("language", sorted(i18n.LANGUAGES))
def test_every_reason_reads_whole_in_every_language(language):
    i18n.set_language("en")
    english = {kind: reason_text(sample(kind)) for kind in Because}
    i18n.set_language(language)
    for kind in Because:
        for spectators in (1, 9, -2):
            text = reason_text(sample(kind, spectators=spectators))
            assert "{" not in text and "}" not in text, (language, kind, text)
        text = reason_text(sample(kind))
        assert "Aurelia" in text if "partner" in NEEDS[kind] else True
        if language != "en":
            assert text != english[kind], f"{kind} is not translated into {language}"


def test_the_market_is_shown_numbered_from_one_and_the_spectators_signed():
    i18n.set_language("en")
    text = reason_text(Reason(Because.MARKET_HOLDS_NEEDED_TOKENS, market=2, tokens=("lion", "lion"), program=17,
                              spectators=9))
    assert text == "Market 3: it holds 2 lions for program 17; about +9 spectators over the game"
    assert "\u22123 spectators" in reason_text(sample(Because.OFFER_COSTS, spectators=-3))
    assert reasons_text([sample(Because.LOGE), sample(Because.NO_TRADE_HELPS)]).count("; ") == 1
