"""The rules reference: the packaged summary agrees with the game's figures and scrolls within bounds."""
import pygame

from colosseum_desktop.rules import game_data
from colosseum_desktop.rules.state import PHASE_TITLES
from colosseum_desktop.scenes.rules_reference.scene import PAGE, RulesReference
from colosseum_desktop.scenes.rules_reference.summary import RULES_SUMMARY, sections
from colosseum_desktop.session import Session
from tests.rules.helpers import game, trade
from tests.scenes.ui_events import click, draw, key, send, show


def test_the_summary_covers_every_phase_and_the_figures_of_the_game_data():
    headings = [section.heading for section in sections()]
    for phase in ("Phase 1: Invest", "Phase 2: Acquire tokens", "Phase 3: Trade", "Phase 4: Produce",
                  "Phase 5: Closing ceremony", "Attendance", "Star performer awards", "Emperor medals"):
        assert phase in headings
    data = game_data()
    bonus = data.attendance
    assert f"at least {data.prices.minimum_bid} coins" in RULES_SUMMARY
    assert f"+{bonus.per_season_ticket} for each season ticket" in RULES_SUMMARY
    assert f"+{bonus.per_star} for each star performer award" in RULES_SUMMARY
    assert f"+{bonus.per_medal} for each medal" in RULES_SUMMARY
    assert f"take {data.prices.medal_coins} coins" in RULES_SUMMARY
    assert f"for {data.prices.loge} coins" in RULES_SUMMARY


def test_r5_r8_r9_the_summary_says_phase_4_may_be_passed_and_what_a_trade_needs():
    text = {section.heading: " ".join(section.paragraphs) for section in sections()}
    assert "you may pass before rolling: no die, no noble moved, no event" in text["Phase 4: Produce"]
    assert "Each die rolled must move a noble" in text["Phase 4: Produce"]
    assert "A trade must exchange something" in text["Phase 3: Trade"]
    assert "only the active trader ends their trading" in text["Phase 3: Trade"]


def test_scrolling_by_keys_wheel_contents_and_buttons_stays_in_bounds(ctx):
    dialog = show(ctx, RulesReference(ctx))  # no game needed: reachable from anywhere
    assert dialog.max_scroll > PAGE.h  # the text is longer than two pages
    send(ctx, key(pygame.K_UP))
    assert dialog.scroll == 0
    send(ctx, key(pygame.K_DOWN), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-1, flipped=False))
    assert dialog.scroll > 0
    send(ctx, key(pygame.K_END))
    assert dialog.scroll == dialog.max_scroll
    send(ctx, key(pygame.K_PAGEDOWN))
    assert dialog.scroll == dialog.max_scroll
    top_of_trade = dict(dialog.section_tops)["Phase 3: Trade"]
    rect = next(r for top, r in dialog.contents_rects() if top == top_of_trade)
    send(ctx, *click(rect.center))
    assert dialog.scroll == top_of_trade
    up = next(w for w in dialog.widgets.widgets if w.text == "▲")
    send(ctx, *click(up.rect.center))
    assert dialog.scroll < top_of_trade
    draw(ctx)
    send(ctx, key(pygame.K_ESCAPE))
    assert dialog not in ctx.manager.stack


def test_opened_over_a_game_it_starts_at_the_phase_being_played(ctx):
    session = Session(trade(game(players=3, seed=1)))
    dialog = show(ctx, RulesReference(ctx, session, 0))
    assert dialog.scroll == dict(dialog.section_tops)[PHASE_TITLES[session.state.phase]] > 0


def test_opened_over_a_game_with_hints_it_offers_no_hint_over_its_scroll_arrows(ctx):
    """Issue 33: opened over a person's decision in a game with hints, it showed the decisions' "Hint H" button
    over its ▲: a page to read has no hint, and none of its buttons lies over another."""
    import itertools
    from colosseum_desktop.scenes.widgets import Button
    session = Session(trade(game(players=3, seed=1)))
    assert session.hints.allowed
    dialog = show(ctx, RulesReference(ctx, session, 0))
    buttons = [widget for widget in dialog.widgets.widgets if isinstance(widget, Button)]
    assert {button.text for button in buttons} == {"▲", "▼"}
    assert not any(a.rect.colliderect(b.rect) for a, b in itertools.combinations(buttons, 2))
