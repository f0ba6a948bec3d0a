"""The books' own words (issue 18; TRANSLATING.md, "Glossary"): where a language's rulebook names a piece or an
action, the catalog and the rules reference say it that way, and the words the game had used instead are gone."""
import pytest

from colosseum_desktop.i18n.catalogs import read_catalog
from colosseum_desktop.scenes.rules_reference.summary import summary_text

REPO_TRANSLATING = __import__("pathlib").Path(__file__).resolve().parents[2] / "TRANSLATING.md"

NOT_THE_BOOKS = {  # words the catalogs used where the language's book has its own
    "de": ("Kaisermedaille", "Luxusplatz kaufen", "kauft einen Luxusplatz", "Kaiserloge kaufen",
           "kauft eine Kaiserloge"),
    "fr": ("agrandissement", "Médailles de l'Empereur", "achète une loge", "acheter la loge"),
    "nl": ("omgekeerd", "keizersloge kopen", "koopt een keizersloge"),
    "es": ("abono", "banca", "comprar el palco", "compra un palco", "ficha de jugador inicial"),
    "ro": ("cumpără loja",),
}

BOOKS_WORDS = {  # (context, msgid) -> the book's term its translation holds
    "de": {("move", "buy season ticket"): "Luxusplatz einrichten", ("move", "buy loge"): "Kaiserloge bauen",
           (None, "Emperor medals: {n} left in the supply"): "Kaiser-Medaillen"},
    "fr": {(None, "An expansion goes on the free square at either end of your arena"): "extension",
           (None, "Emperor medals: {n} left in the supply"): "Médailles impériales",
           ("move", "buy loge"): "construire la loge impériale"},
    "nl": {(None, "Face down"): "Gedekt", ("move", "buy loge"): "keizersloge bouwen"},
    "es": {(None, "Season ticket"): "Boleto de temporada", ("move", "buy loge"): "construir el palco"},
    "ro": {("move", "buy loge"): "construiește loja"},
}


def _translations(code) -> list[str]:
    texts = []
    for message in read_catalog(code):
        if message.id:
            texts += [s for s in (message.string if isinstance(message.string, tuple) else (message.string,)) if s]
    return texts


@pytest.mark.parametrize("code", sorted(NOT_THE_BOOKS))
def test_the_catalog_and_the_reference_use_the_books_words(code):
    texts = _translations(code) + [summary_text(code)]
    left = [(word, text) for word in NOT_THE_BOOKS[code] for text in texts if word.casefold() in text.casefold()]
    assert left == []
    catalog = read_catalog(code)
    for (context, msgid), term in BOOKS_WORDS[code].items():
        message = catalog.get(msgid, context=context)
        string = message.string[0] if isinstance(message.string, tuple) else message.string
        assert term in string, (msgid, string)


@pytest.mark.parametrize(("code", "terms"), [
    ("nl", ("Keizersmedailles", "Seizoensticket", "gedekt", "Sterartiest-Prijzen")),
    ("fr", ("Médailles impériales", "Extension d'Arène", "Abonnement", "Vedette", "tour")),
    ("de", ("Kaiser-Medaillen", "Luxusplatz einrichten", "Kaiserloge bauen", "Star-Karten")),
    ("ro", ("Medaliile Împăratului", "Bilet de Sezon", "tură", "simbol")),
    ("es", ("boleto de temporada", "ficha de Primer jugador", "banco", "turno")),
])
def test_translating_md_has_a_glossary_per_language_naming_the_books_terms(code, terms):
    text = REPO_TRANSLATING.read_text(encoding="utf-8")
    glossary = text.split("## Glossary", 1)[1]
    section = glossary.split(f"### {code}", 1)[1].split("\n### ", 1)[0]
    assert [t for t in terms if t not in section] == []
