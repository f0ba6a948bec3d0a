"""The program card sprite: its words (name, arena, price, token names, table headings) in the player's language."""


def test_the_card_speaks_german_arena_and_price_shortened_in_it(canvas):
    from colosseum_desktop.i18n import set_language
    from colosseum_desktop.rules import game_data
    from colosseum_desktop.sprites import program_card
    from colosseum_desktop.sprites.text import width_of

    set_language("de")
    card = game_data().program(20)
    assert program_card.subline(card, 18, 1000) == "Arena 3 Felder  ·  Preis 25"
    assert program_card.subline(card, 18, width_of("Arena 3  ·  25 M", 18)) == "Arena 3  ·  25 M"
