"""Ctrl+V in a text box: the clipboard's text taken as if typed (what the box refuses left out, its length kept),
so an invite's whole link can be pasted into Online -> Join."""
import pygame

from colosseum_desktop.scenes import text_fields
from colosseum_desktop.scenes.online.join import OnlineJoinScene

from .ui_events import key, send, show


def test_a_pasted_link_is_taken_as_typed(ctx, monkeypatch):
    join = show(ctx, OnlineJoinScene(ctx, "", lambda message: None))
    monkeypatch.setattr(text_fields, "pasted", lambda: "http://192.168.1.20:8765/join/ABCD-EFGH-JKMN\n\x1b")
    send(ctx, key(pygame.K_v, pygame.KMOD_CTRL))
    assert join.code.text == "http://192.168.1.20:8765/join/ABCD-EFGH-JKMN"
    monkeypatch.setattr(text_fields, "pasted", lambda: "x" * 10_000_000)
    send(ctx, key(pygame.K_v, pygame.KMOD_CTRL))
    assert len(join.code.text) == join.code.max_length


def test_without_a_clipboard_nothing_is_pasted(ctx, monkeypatch):
    def no_clipboard():
        raise pygame.error("no clipboard on this video driver")

    monkeypatch.setattr(pygame.scrap, "get_text", no_clipboard)
    join = show(ctx, OnlineJoinScene(ctx, "", lambda message: None))
    send(ctx, key(pygame.K_v, pygame.KMOD_CTRL))
    assert join.code.text == ""
