"""The scene stack: queued changes, event order through overlays, which scenes draw."""
import pygame

from colosseum_desktop.scenes.base import Scene, SceneManager


class Recorder(Scene):
    def __init__(self, name, log, opaque=True, consume=False):
        self.name, self.log, self.opaque, self.consume = name, log, opaque, consume

    def handle_event(self, event):
        self.log.append(("event", self.name))
        return self.consume

    def draw(self, canvas):
        self.log.append(("draw", self.name))

    def on_enter(self):
        self.log.append(("enter", self.name))

    def on_exit(self):
        self.log.append(("exit", self.name))


def key_event():
    return pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a, mod=0)


def test_changes_wait_for_apply_pending():
    log, manager = [], SceneManager()
    manager.push(Recorder("a", log))
    assert manager.top is None and log == []
    assert manager.apply_pending() is True
    assert manager.top.name == "a" and log == [("enter", "a")]
    assert manager.apply_pending() is False


def test_replace_and_clear_to_exit_the_old_scenes_in_order():
    log, manager = [], SceneManager()
    manager.push(Recorder("a", log))
    manager.push(Recorder("b", log))
    manager.replace(Recorder("c", log))
    manager.apply_pending()
    assert [s.name for s in manager.stack] == ["a", "c"]
    manager.clear_to(Recorder("t", log))
    manager.apply_pending()
    assert [s.name for s in manager.stack] == ["t"]
    assert log[-3:] == [("exit", "c"), ("exit", "a"), ("enter", "t")]


def test_events_reach_lower_scenes_only_through_unconsumed_overlays():
    log, manager = [], SceneManager()
    manager.push(Recorder("board", log))
    manager.push(Recorder("menu", log))  # opaque: the board below never sees the event
    manager.apply_pending()
    log.clear()
    assert manager.handle_event(key_event()) is False
    assert log == [("event", "menu")]

    manager.pop()
    manager.push(Recorder("dialog", log, opaque=False))
    manager.apply_pending()
    log.clear()
    manager.handle_event(key_event())
    assert log == [("event", "dialog"), ("event", "board")]

    manager.stack[-1].consume = True
    log.clear()
    assert manager.handle_event(key_event()) is True
    assert log == [("event", "dialog")]


def test_draw_starts_at_the_highest_opaque_scene_and_clears_redraw_requests():
    log, manager = [], SceneManager()
    for scene in (Recorder("title", log), Recorder("board", log), Recorder("dialog", log, opaque=False)):
        manager.push(scene)
    manager.apply_pending()
    assert manager.wants_redraw()
    log.clear()
    manager.draw(pygame.Surface((10, 10)))
    assert log == [("draw", "board"), ("draw", "dialog")]
    assert not manager.wants_redraw()
    manager.stack[0].invalidate()  # hidden under the board: no reason to draw
    assert not manager.wants_redraw()
    manager.stack[1].invalidate()
    assert manager.wants_redraw()


def test_a_scene_pushed_from_a_handler_arrives_after_the_event():
    log, manager = [], SceneManager()

    class Opener(Recorder):
        def handle_event(self, event):
            self.manager.push(Recorder("pushed", log))
            return True

    manager.push(Opener("opener", log))
    manager.apply_pending()
    manager.handle_event(key_event())
    assert manager.top.name == "opener"
    manager.apply_pending()
    assert manager.top.name == "pushed"


def test_every_scene_on_the_stack_hears_of_the_change_once_between_events():
    heard = []

    class Listener(Scene):
        def __init__(self, name):
            self.name = name

        def on_language_changed(self):
            heard.append(self.name)

    manager = SceneManager()
    for name in ("bottom", "middle", "top"):
        manager.push(Listener(name))
    manager.apply_pending()
    manager.language_changed()
    assert heard == []  # queued: no scene is rebuilt while it handles the event that chose
    assert manager.apply_pending() is True  # and then the whole window is drawn again
    assert heard == ["bottom", "middle", "top"]
