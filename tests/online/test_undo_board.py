"""Taking back across computers on the usual board (issue 21), headless, three boards at one real server: Ctrl+Z
takes one's own move of the turn back at once; one's end of turn is taken back only once the next person agrees
on their own board, asked with the board's own question; their No (or Escape) changes nothing and is said on the
asker's board; a question whose asker leaves is taken off the asked person's screen, saying why."""
from __future__ import annotations

import pygame
import pytest

from colosseum_desktop import rules
from colosseum_desktop.i18n import set_language
from colosseum_desktop.protocol.messages import SeatCredentials
from colosseum_desktop.scenes.confirm import ConfirmScene
from colosseum_desktop.scenes.online.board import OnlineBoardScene, OnlineProblem

from .conftest import seated_game
from .test_online_board import window_context
from .test_undo import an_investment


class Boards:
    """One window per seat, each with its own scene stack, run frame by frame together."""

    def __init__(self, server, canvas) -> None:
        self.game_id, secrets = seated_game(server.base_url, ["person", "person", "person"])
        self.canvas = canvas
        self.windows = {}
        for seat, secret in secrets.items():
            ctx = window_context()
            ctx.routes.online_game(ctx, server.base_url, [SeatCredentials(game_id=self.game_id, seat=seat,
                                                                          secret=secret)])
            ctx.manager.apply_pending()
            self.windows[seat] = ctx
        self.frames_until(lambda: all(isinstance(self.board(seat), OnlineBoardScene) for seat in self.windows),
                          "the boards")
        self.boards = {seat: self.board(seat) for seat in self.windows}
        self.frames_until(lambda: all(board.seats == ["person" if seat == here else "remote" for seat in range(3)]
                                      for here, board in self.boards.items()), "everyone connected")

    def board(self, seat: int):
        return self.windows[seat].manager.top

    def frames_until(self, until, what: str, seconds: float = 20.0) -> None:
        import time
        deadline = time.monotonic() + seconds
        while not until():
            assert time.monotonic() < deadline, f"waited {seconds} s for {what}"
            for ctx in self.windows.values():
                ctx.manager.update(20.0)
                ctx.manager.apply_pending()
                ctx.manager.draw(self.canvas)
            time.sleep(0.005)

    def play(self, seat: int, command: rules.Command) -> None:
        board = self.boards[seat]
        version = board.table.version
        assert board.submit(command), board.message
        self.settled(version + 1)

    def settled(self, version: int) -> None:
        """Every board shows `version`."""
        self.frames_until(lambda: all(board.table.version == version and not board.table.awaiting_server()
                                      for board in self.boards.values()), f"version {version} everywhere")

    def close(self) -> None:
        for ctx in self.windows.values():
            ctx.manager.clear_to(OnlineProblem(ctx, lambda: "done"))
            ctx.manager.apply_pending()


@pytest.fixture
def boards(server, canvas):
    made = Boards(server, canvas)
    yield made
    made.close()
    set_language("en")


def key(ctx, code: int, mod: int = 0) -> None:
    ctx.manager.handle_event(pygame.event.Event(pygame.KEYDOWN, key=code, mod=mod, unicode=""))
    ctx.manager.handle_event(pygame.event.Event(pygame.KEYUP, key=code, mod=mod, unicode=""))
    ctx.manager.apply_pending()


def test_own_move_at_once_then_the_end_of_a_turn_with_the_next_persons_ok_on_their_board(boards):
    first = boards.boards[0].table.deciding
    asker = boards.boards[first]
    start = asker.state
    assert not asker.can_undo()
    boards.play(first, an_investment(start))
    assert asker.can_undo()  # their own move of this turn, seen come from the server
    key(boards.windows[first], pygame.K_z, pygame.KMOD_CTRL)
    boards.settled(2)
    assert all(board.state == start for board in boards.boards.values())
    assert asker.log_panel.lines[-1].text.startswith(f"{start.player(first).name} takes back: ")

    invested = an_investment(start)
    boards.play(first, invested)
    before_end = asker.state
    boards.play(first, rules.EndTurn(player=first))
    second = asker.table.deciding
    asked = boards.boards[second]
    assert not asker.can_undo()  # it needs the next person's OK
    first_name, second_name = start.player(first).name, start.player(second).name

    # The next person refuses, on their own board: nothing changes, and the asker's board says so.
    key(boards.windows[first], pygame.K_z, pygame.KMOD_CTRL)
    boards.frames_until(lambda: isinstance(boards.board(second), ConfirmScene), "the question on the other board")
    question = boards.board(second)
    assert first_name in question.heading
    assert f"handed the decision to {second_name}" in question.note and f"{second_name}, do you agree?" in question.note
    assert "ends their turn" in question.note
    boards.frames_until(lambda: f"{second_name} is asked on their screen" in (asker.message or ""),
                        "the asker's board saying so")  # (its answer and the question travel apart)
    third = boards.boards[3 - first - second]
    assert not isinstance(boards.board(3 - first - second), ConfirmScene)  # nobody else is asked
    key(boards.windows[second], pygame.K_ESCAPE)
    boards.frames_until(lambda: asker.message == f"{second_name} did not agree: nothing was taken back",
                        "the refusal said to the asker")
    assert all(board.table.version == 4 for board in (asker, asked, third))

    # Asked again, they agree: every board is back at the asker's turn.
    key(boards.windows[first], pygame.K_z, pygame.KMOD_CTRL)
    boards.frames_until(lambda: isinstance(boards.board(second), ConfirmScene), "the question again")
    key(boards.windows[second], pygame.K_y)
    boards.settled(5)
    assert all(board.state == before_end and board.table.deciding == first for board in boards.boards.values())
    assert asker.message == f"{second_name} agreed: the move is taken back"
    assert asked.log_panel.lines[-1].text.startswith(f"{first_name} takes back: ")


def test_the_question_is_asked_in_the_players_language_and_goes_when_the_asker_leaves(boards):
    first = boards.boards[0].table.deciding
    boards.play(first, rules.EndTurn(player=first))
    second = boards.boards[first].table.deciding
    set_language("de")
    boards.boards[first].undo()
    boards.frames_until(lambda: isinstance(boards.board(second), ConfirmScene), "the question")
    question = boards.board(second)
    assert "zurücknehmen" in question.heading, question.heading
    assert "womit die Entscheidung an" in question.note and "bist du einverstanden?" in question.note
    assert question.note.endswith("Ohne Antwort innerhalb von 5 Minuten verfällt die Bitte.")  # the server's limit
    # The asker closes their window: the question is taken off the other screen, saying why.
    boards.windows[first].manager.clear_to(OnlineProblem(boards.windows[first], lambda: "gone"))
    boards.windows[first].manager.apply_pending()
    boards.frames_until(lambda: boards.board(second) is boards.boards[second], "the question withdrawn")
    left = boards.boards[first].state.player(first).name
    assert left in boards.boards[second].message
    set_language("en")
    assert boards.boards[second].table.version == 1


def test_a_move_taken_back_at_another_persons_request_says_who_asks_and_the_log_names_them(boards):
    """Issue 32: the question did not say who asked, and every board's log said the move's maker took it back."""
    first = boards.boards[0].table.deciding
    third = next(seat for seat in boards.boards if seat != first and seat != (first + 1) % 3)
    start = boards.boards[first].state
    boards.play(first, an_investment(start))  # first's own move; their turn goes on
    first_name, third_name = start.player(first).name, start.player(third).name
    key(boards.windows[third], pygame.K_z, pygame.KMOD_CTRL)  # another person's move: first must agree
    boards.frames_until(lambda: isinstance(boards.board(first), ConfirmScene), "the question on first's board")
    question = boards.board(first)
    assert question.note.startswith(f"{third_name} asks to take a move back. "), question.note
    key(boards.windows[first], pygame.K_y)
    boards.settled(2)
    assert all(board.state == start for board in boards.boards.values())
    for board in boards.boards.values():
        assert board.log_panel.lines[-1].text.startswith(f"{third_name} takes back {first_name}'s move: "), \
            board.log_panel.lines[-1].text
