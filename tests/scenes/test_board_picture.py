"""The board's layered drawing: repainting only what changed must give exactly the picture a fresh
drawing gives, frame after frame, whatever happens in between (commands, animations, drags, tooltips,
overlays on top)."""
import random
from collections import Counter

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.bots.random_bot import RandomBot
from colosseum_desktop.rules.state import Phase
from colosseum_desktop.scenes.board import layout_model as layout
from colosseum_desktop.scenes.base import Scene
from colosseum_desktop.scenes.board.picture import BoardPicture
from colosseum_desktop.scenes.board.places_geometry import merged, without
from colosseum_desktop.sprites import banner, pen, player_panel
from colosseum_desktop.viewport import Viewport
from tests.scenes.test_board import make_board, session_until


def pixels(surface: pygame.Surface) -> bytes:
    return pygame.image.tobytes(pen.pixels_of(surface), "RGB")


def plain(surface: pygame.Surface, its_pixels: bytes | None = None) -> pygame.Surface:
    """A plain copy of a canvas's device pixels (a canvas over a window is no Surface, a scaled one speaks canvas
    coordinates); `its_pixels`: them, when already read."""
    return pygame.image.frombytes(its_pixels or pixels(surface), pen.device_size(surface), "RGB")


def fresh_frame(board, viewport: Viewport | None = None) -> pygame.Surface:
    """The board drawn from scratch by a new picture (no layer, nothing kept), on a canvas like `viewport`'s."""
    canvas = pygame.Surface(layout.CANVAS.size) if viewport is None else viewport.canvas()
    BoardPicture(board.state, board.view()).full_frame(canvas, board.state, board.view())
    return canvas


def mismatch(a: pygame.Surface, b: pygame.Surface) -> pygame.Rect | None:
    """The bounding box of the pixels that differ (in device pixels), or None. The pixels are compared first: where
    they agree, as they should, no difference is drawn (at 4K each step costs 33 MB copies)."""
    a_pixels, b_pixels = pixels(a), pixels(b)
    if a_pixels == b_pixels:
        return None
    a, b = plain(a, a_pixels), plain(b, b_pixels)
    diff = a.copy()
    diff.blit(b, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    other = b.copy()
    other.blit(a, (0, 0), special_flags=pygame.BLEND_RGB_SUB)
    diff.blit(other, (0, 0), special_flags=pygame.BLEND_RGB_ADD)
    mask = pygame.mask.from_threshold(diff, (0, 0, 0, 255), (1, 1, 1, 255))  # set where the pixels agree
    mask.invert()
    boxes = mask.get_bounding_rects()
    return boxes[0].unionall(boxes) if boxes else pygame.Rect(0, 0, 0, 0)


class Overlay(Scene):
    opaque = False

    def draw(self, canvas):
        canvas.fill((200, 0, 0), (500, 300, 400, 200))


@pytest.mark.parametrize("window", [(1600, 900), (3840, 2160)])
def test_each_part_paints_only_inside_its_bounds(window):
    """Clipping a part to its bounds must change nothing: what it draws elsewhere would be lost. At 4K too, where a
    picture made at a place's size can be a pixel larger than the place (2.4 pixels to the canvas pixel)."""
    viewport = Viewport(window)
    pen.set_scale(viewport.drawn_at)
    for phase in (Phase.AUCTION, Phase.PRODUCE, Phase.CEREMONY):
        session = session_until(lambda s, phase=phase: s.round >= 2 and s.phase is phase, players=5, seed=11)
        _, board = make_board(session)
        picture = board.picture
        canvas = viewport.canvas()
        picture.refresh_layer(canvas)
        background = picture._background
        for part in picture.parts:
            bounds = part.bounds()
            free = background.copy()
            part.paint_whole(free)
            for rect in bounds:
                free.blit(background, rect, rect)
            assert mismatch(free, background) is None, f"{part.name} paints outside its bounds in {phase}"


def play_a_step(rng: random.Random, bot: RandomBot, manager, board, frame_under_an_overlay) -> None:
    """One random thing a player does: move the pointer, drag a noble, open and close an overlay (its frame drawn
    by `frame_under_an_overlay`), walk the key cursor, drop, or play a move; then time passes."""
    session_state = board.state
    action = rng.random()
    if action < 0.35:
        pos = (rng.randrange(1600), rng.randrange(900))
        board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=(0, 0, 0)))
    elif action < 0.45:
        nobles = board.layout.noble_centers(session_state)
        start = nobles[rng.randrange(len(nobles))]
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
        board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(start[0] + 40, start[1] + 30),
                                              rel=(40, 30), buttons=(1, 0, 0)))
    elif action < 0.5:
        overlay = Overlay()
        manager.push(overlay)
        manager.apply_pending()
        frame_under_an_overlay()
        manager.remove(overlay)
        manager.apply_pending()
    elif action < 0.55:  # keyboard moves: pick up a noble, walk the cursor over the lit squares
        key = rng.choice((pygame.K_n, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_DOWN))
        board.handle_event(pygame.event.Event(pygame.KEYDOWN, key=key, mod=0, unicode=""))
    elif action < 0.6 and board.input.mode != "idle":
        board.handle_event(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=board.input.pointer, button=1))
    else:
        board.input.cancel()
        board.submit(bot.choose(session_state))
    board.update(rng.choice((0, 16, 300)))


@pytest.mark.parametrize("window, steps", [((1280, 720), 200), ((4000, 2160), 80)])
def test_repainting_what_changed_equals_a_fresh_drawing_frame_after_frame(window, steps, monkeypatch):
    """In a window drawn at the canvas's size and in one drawn at its own resolution (4K, with bars beside the canvas,
    drawn into the window's pixels as the app draws it): what the layers, the
    places copied back, the pictures kept of parts (a panel as it was, a tablet) and the places of a panel repainted
    alone (a figure, a token, the programs, the row of stars and pieces) or of the banner (its words and band) show
    must be what a new picture draws from scratch."""
    repainted_in_part = Counter()  # what changed in panels repainted in part, by kind of place
    changed_places = player_panel.changed_places

    def counted(board_layout, seat, before, after, stars_changed):
        places = changed_places(board_layout, seat, before, after, stars_changed)
        if places is not None:
            repainted_in_part.update(kind for kind, changed in (
                ("figure", (before.coins, before.medals, before.record) != (after.coins, after.medals, after.record)),
                ("token", before.tokens != after.tokens), ("programs", before.programs != after.programs),
                ("produced", before.produced != after.produced),
                ("extras", stars_changed or (before.podiums, before.tickets, before.loge, before.arena) !=
                 (after.podiums, after.tickets, after.loge, after.arena))) if changed)
        return places
    monkeypatch.setattr(player_panel, "changed_places", counted)
    banner_in_part = []  # the banner's places repainted after a change, where it was repainted in part
    banner_places = banner.changed_places
    monkeypatch.setattr(banner, "changed_places", lambda *keys: (
        banner_in_part.append(banner_places(*keys)) or banner_in_part[-1]))
    viewport = Viewport(window)
    pen.set_scale(viewport.drawn_at)
    session = session_until(lambda s: s.round >= 2, players=5, seed=4)
    manager, board = make_board(session, computer_delay_ms=0)
    canvas = viewport.canvas_over(pygame.Surface(window))
    rng = random.Random(9)
    bot = RandomBot(9)
    checked = 0
    cursor_frames = 0
    for step in range(steps):
        if rules.is_over(session.state):
            break
        play_a_step(rng, bot, manager, board, lambda: manager.draw(canvas))
        manager.draw(canvas)
        where = mismatch(canvas, fresh_frame(board, viewport))
        assert where is None, f"step {step}: the frame differs from a fresh drawing at {where} (in the canvas's pixels)"
        checked += 1
        cursor_frames += board.key_cursor is not None
    assert checked > steps // 2
    assert cursor_frames > 0 or steps < 200, "the key cursor was never walked: the long run checks it"
    assert board.picture.kept.hits > steps // 8, "kept pictures were hardly shown again: the test checks little"
    assert "figure" in repainted_in_part, \
        f"panels were repainted in part only for {dict(repainted_in_part)}: the test checks little"
    assert sum(places is not None for places in banner_in_part) > steps // 20, "the banner was hardly repainted in part"


def changed_player(state, seat: int, change: str):
    """The state with one of the seat's figures changed as the game changes them (`change` names which)."""
    player = state.player(seat)
    held = player.programs[0] if player.programs else 1
    first_token = layout.PANEL_TOKEN_ORDER[0]
    players = {
        "coins": lambda: player.replace(coins=player.coins + 7),
        "medals": lambda: player.replace(medals=player.medals + 1),
        "record": lambda: player.replace(record=player.record + 13),
        "a token": lambda: player.replace(tokens={**player.tokens, first_token: player.count(first_token) + 11}),
        "no token": lambda: player.replace(tokens={t: n for t, n in player.tokens.items() if t != first_token}),
        "programs": lambda: player.replace(programs=(*player.programs, 2, 17)),
        "produced": lambda: player.replace(programs=player.programs or (held,), produced=(*player.produced, held)),
        "pieces": lambda: player.replace(podiums=player.podiums + 2, tickets=player.tickets + 1, loge=True),
        "arena": lambda: player.replace(arena=(*player.arena, (player.arena[-1] + 1) % 24)),
        "stars": lambda: player,
        "name": lambda: player.replace(name=player.name + "x"),
    }
    if change == "stars":
        return state.replace(stars={token: seat for token in layout.PANEL_TOKEN_ORDER[:3]})
    return state.replace(players=tuple(players[change]() if p.seat == seat else p for p in state.players))


# What the panel showed before and what it shows after (None: the state as played).
PANEL_CHANGES = tuple((None, change) for change in ("coins", "medals", "record", "a token", "no token", "programs",
                                                    "produced", "pieces", "arena", "stars")) + (("programs", None),)


@pytest.mark.parametrize("window", [(1280, 720), (3840, 2160)])
def test_a_panel_repainted_in_part_equals_a_fresh_drawing(window, monkeypatch):
    """Each figure of a player's panel changed alone (the player not deciding before or after) is repainted in part,
    in the places changed_places names, and the frame equals a fresh drawing of the new state."""
    viewport = Viewport(window)
    pen.set_scale(viewport.drawn_at)
    session = session_until(lambda s: s.round >= 2 and s.phase is Phase.AUCTION, players=5, seed=4)
    _, board = make_board(session)
    view = board.view()
    seat = next(seat for seat in range(5) if seat != view.deciding(session.state) and session.state.player(seat).tokens)
    in_part = []
    changed_places = player_panel.changed_places
    monkeypatch.setattr(player_panel, "changed_places",
                        lambda *args: in_part.append(changed_places(*args)) or in_part[-1])
    for was, change in PANEL_CHANGES:
        before = session.state if was is None else changed_player(session.state, seat, was)
        after = session.state if change is None else changed_player(session.state, seat, change)
        picture, canvas = BoardPicture(before, view), viewport.canvas()
        picture.draw(canvas, before, view, frame=0)
        # A panel repainted whole once (another name), as after a turn: its tablet is kept as a picture now
        picture.draw(canvas, changed_player(before, seat, "name"), view, frame=1)
        picture.draw(canvas, before, view, frame=2)
        in_part.clear()
        picture.draw(canvas, after, view, frame=3)
        assert in_part and in_part[-1], f"{was} -> {change}: the panel was not repainted in part"
        fresh = viewport.canvas()
        BoardPicture(after, view).full_frame(fresh, after, view)
        where = mismatch(canvas, fresh)
        assert where is None, f"{was} -> {change}: the panel repainted in part differs from a fresh drawing at {where}"


@pytest.mark.parametrize("window", [(1280, 720), (3840, 2160)])
def test_the_log_scrolled_back_and_forth_repaints_its_title_and_rows_as_a_fresh_drawing(window):
    """The log repaints only the pixels of the lines that moved (log_panel.changed_places): scrolled back, every line
    moves down and the title grows; wheeled forward, back again; a move then writes its lines while scrolled."""
    viewport = Viewport(window)
    pen.set_scale(viewport.drawn_at)
    session = session_until(lambda s: s.round >= 2, players=5, seed=4)
    manager, board = make_board(session, computer_delay_ms=0)
    canvas = viewport.canvas()
    bot = RandomBot(3)
    over_log = board.layout.log.center
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=over_log, rel=(0, 0), buttons=(0, 0, 0)))
    manager.draw(canvas)
    scrolled = []
    for wheel in (2, 1, 0, -1, -5, None):
        if wheel is None:
            board.submit(bot.choose(board.state))
        else:
            board.handle_event(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=wheel, flipped=False))
        board.update(0)
        manager.draw(canvas)
        where = mismatch(canvas, fresh_frame(board, viewport))
        assert where is None, f"scrolled by {wheel}: the frame differs from a fresh drawing at {where}"
        scrolled.append(board.log_panel.scroll)
    assert scrolled == [6, 9, 9, 6, 0, 0] and board.picture.kept.holds("log tablet", None)


def test_the_board_alone_repaints_only_what_changed():
    """Hovering repaints the tooltip's place, not the whole canvas (the reason for the layers)."""
    session = session_until(lambda s: s.round >= 2 and s.phase is Phase.AUCTION, players=5, seed=4)
    manager, board = make_board(session)
    canvas = pygame.Surface(layout.CANVAS.size)
    manager.draw(canvas)
    canvas.fill((255, 0, 255), (0, 0, 4, 4))  # a mark in a corner no frame paints over unless it repaints all
    board.handle_event(pygame.event.Event(pygame.MOUSEMOTION, pos=layout.market_rect(0).center, rel=(0, 0),
                                          buttons=(0, 0, 0)))
    manager.draw(canvas)
    assert canvas.get_at((1, 1))[:3] == (255, 0, 255)
    manager.push(Overlay())  # once another scene draws on the canvas, the next frame starts afresh
    manager.apply_pending()
    manager.draw(canvas)
    manager.pop()
    manager.apply_pending()
    manager.draw(canvas)
    assert canvas.get_at((1, 1))[:3] != (255, 0, 255)


def test_merged_joins_overlapping_rects_only():
    rects = merged([pygame.Rect(0, 0, 10, 10), pygame.Rect(5, 5, 10, 10), pygame.Rect(50, 50, 5, 5),
                    pygame.Rect(0, 0, 10, 10)])
    assert sorted(map(tuple, rects)) == [(0, 0, 15, 15), (50, 50, 5, 5)]
    # A long row and a short one overlapping at an end (two log lines): the rect round them would be mostly empty.
    rows = [pygame.Rect(0, 0, 100, 12), pygame.Rect(0, 10, 10, 12)]
    assert merged(rows) == rows
    assert merged([*rows, pygame.Rect(0, 0, 100, 22)]) == [pygame.Rect(0, 0, 100, 22)]  # one covering both


def test_without_leaves_the_places_round_a_hole():
    cut = without([pygame.Rect(0, 0, 10, 10), pygame.Rect(20, 0, 5, 5)], pygame.Rect(3, 4, 2, 2))
    assert sorted(map(tuple, cut)) == [(0, 0, 10, 4), (0, 4, 3, 2), (0, 6, 10, 4), (5, 4, 5, 2), (20, 0, 5, 5)]
    assert without([pygame.Rect(2, 2, 4, 4)], pygame.Rect(0, 0, 10, 10)) == []


@pytest.mark.parametrize("size", [(1920, 1080), (1280, 720)])
def test_presenting_only_what_changed_gives_the_window_a_whole_frame_would(size):
    """Presenting copies to the window only the places a frame changed (a canvas of its own drawn at the window's
    resolution), or shrinks only them into a smaller window (1280x720: squares of 5 canvas pixels shrink alike alone
    and in the whole canvas): the window must hold what presenting every frame whole gives, frame after frame."""
    viewport = Viewport(size)
    pen.set_scale(viewport.drawn_at)
    session = session_until(lambda s: s.round >= 2, players=5, seed=4)
    manager, board = make_board(session, computer_delay_ms=0)
    canvas, window, whole = viewport.canvas(), pygame.Surface(size), pygame.Surface(size)
    rng, bot = random.Random(5), RandomBot(5)
    partly = 0
    for step in range(120):
        if rules.is_over(session.state):
            break
        play_a_step(rng, bot, manager, board, lambda: viewport.present(canvas, window, manager.draw(canvas)))
        areas = manager.draw(canvas)
        viewport.present(canvas, window, areas)
        viewport.present(canvas, whole)
        assert pixels(window) == pixels(whole), f"step {step}: the window differs from the whole frame"
        partly += areas is not None
    assert partly > 50
