"""Taking back over the network (takebacks.py decides what may be taken back): a seat asks, and the person who must
agree is asked on their connection and answers; what was taken back is sent to every seat. `server` is the running
server.Server (its hub, games and database calls)."""
from __future__ import annotations

import asyncio

from pydantic import BaseModel

from .games import Refusal, TakenBack
from ..protocol.messages import AnswerUndo, AskUndo, Reason, UndoOutcome, UndoQuestion, UndoWaiting
from .connections import Client, refusal_message
from .hub import UndoRequest
from .requests import refused


async def ask_undo(server, client: Client, message: AskUndo) -> BaseModel:
    """Take back at once, or put the question to the person who must agree (takebacks.py)."""
    game_id = client.game_id
    waiting = server.hub.undo_requests.get(game_id)
    if waiting is not None:
        if (waiting.question.request, waiting.question.asked_by) == (message.id, client.seat):
            return UndoWaiting(id=message.id, seat=waiting.question.seat)  # sent again after a reconnection
        return refused(Reason.UNDO_WAITING, "Another request to take back waits for its answer.", id=message.id)
    try:
        outcome = await server.write(server.games.take_back, game_id, client.seat, client.secret, message.id,
                                 message.version)
    except Refusal as refusal:
        return refusal_message(refusal, message.id)
    if isinstance(outcome, TakenBack):
        return await taken_back(server, client, game_id, message.id, message.id, outcome)
    if outcome.seat not in server.hub.connected_seats(game_id):
        return refused(Reason.NOT_CONNECTED, "The person who must agree is not connected: ask when they are.",
                       id=message.id, seat=outcome.seat)
    if game_id in server.hub.undo_requests or server.hub.published.get(game_id, -1) > outcome.version:
        # while the database answered: another request came, or the game moved on
        return refused(Reason.UNDO_WAITING, "Another request to take back, or a move, came first.",
                       id=message.id)
    question = UndoQuestion(request=message.id, asked_by=client.seat, seat=outcome.seat, version=outcome.version,
                            move=outcome.move, command=outcome.record.command, events=outcome.record.events,
                            seconds=server.hub.undo_answer_seconds)
    server.hub.wait_for_answer(game_id, UndoRequest(question=question, asker_secret=client.secret))
    server.hub.send_to_seat(game_id, outcome.seat, question)
    return UndoWaiting(id=message.id, seat=outcome.seat)

async def answer_undo(server, client: Client, message: AnswerUndo) -> BaseModel:
    """The asked person's answer: refused, nothing changes; agreed, the move is taken back in one transaction
    (the version, both people's credentials and who must agree checked again)."""
    game_id = client.game_id
    waiting = server.hub.undo_requests.get(game_id)
    if waiting is None or (waiting.question.request, waiting.question.seat) != (message.request, client.seat):
        return refused(Reason.NOT_ASKED, "No request to take back waits for this seat's answer (it lapsed, or was "
                                         "answered).", id=message.id)
    del server.hub.undo_requests[game_id]
    question = waiting.question
    def tell(outcome: UndoOutcome) -> None:
        """The asker, and the asked seat's other connections (another screen showing the question)."""
        server.hub.send_to_seat(game_id, question.asked_by, outcome)
        server.hub.send_to_seat(game_id, question.seat, outcome, but=client)

    if not message.agreed:
        outcome = UndoOutcome(request=question.request, outcome="refused", seat=client.seat)
        tell(outcome)
        return outcome.model_copy(update={"id": message.id})
    lapsed = UndoOutcome(request=question.request, outcome="lapsed", why="moved_on")
    try:
        taken = await server.write(server.games.take_back, game_id, question.asked_by, waiting.asker_secret,
                               question.request, question.version, (client.seat, client.secret))
    except Refusal as refusal:
        tell(lapsed)
        return refusal_message(refusal, message.id)
    if not isinstance(taken, TakenBack):  # someone else must agree now (the seat was handed to a computer)
        tell(lapsed)
        return lapsed.model_copy(update={"id": message.id})
    tell(UndoOutcome(request=question.request, outcome="taken_back", version=taken.version, seat=client.seat))
    return await taken_back(server, client, game_id, question.request, message.id, taken)

async def taken_back(server, client: Client, game_id: str, request: str, answered: str,
                      taken: TakenBack) -> UndoOutcome:
    outcome = UndoOutcome(request=request, outcome="taken_back", id=answered, version=taken.version,
                          repeated=taken.repeated)
    if taken.repeated:  # answered as the first time; the client may have missed the views since
        client.send(outcome)
        record = await server.hub.read(game_id)
        await server.hub.resigned.know(server.workers, record)
        return server.hub.view_message(record, client.seat)
    asyncio.create_task(server._after_move(game_id, taken.record))
    return outcome
