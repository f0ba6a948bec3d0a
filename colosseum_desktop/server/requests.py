"""What clients send, read with bounds (a request's body, a WebSocket's next message), and refusals answered with
their HTTP status.
"""
from __future__ import annotations

import logging

from pydantic import BaseModel, ValidationError
from starlette.requests import ClientDisconnect, Request
from starlette.responses import JSONResponse
from starlette.websockets import WebSocket

from .games import Refusal
from .limits import address_of
from ..protocol.messages import MAX_MESSAGE_BYTES, Reason, Refused

LOG = logging.getLogger("colosseum_desktop.online")  # the server's log


STATUS = {Reason.MALFORMED: 400, Reason.TOO_LARGE: 413, Reason.RATE_LIMITED: 429, Reason.UNKNOWN_GAME: 404,
          Reason.BAD_CREDENTIALS: 403, Reason.NOT_YOUR_SEAT: 403, Reason.STALE_VERSION: 409, Reason.ILLEGAL: 409,
          Reason.BAD_INVITE: 404, Reason.NOT_THE_HOST: 403, Reason.HELLO_FIRST: 400, Reason.NOT_FOUND: 404,
          Reason.UNAVAILABLE: 503, Reason.NOTHING_TO_TAKE_BACK: 409, Reason.UNDO_WAITING: 409,
          Reason.NOT_CONNECTED: 409, Reason.NOT_ASKED: 409, Reason.NOT_OVER: 409, Reason.WATCHING: 403,
          Reason.TOO_MANY_SPECTATORS: 503, Reason.BAD_NAME: 400, Reason.NAME_TAKEN: 409, Reason.BAD_PASSWORD: 400,
          Reason.BAD_LOGIN: 403, Reason.LOGIN_NEEDED: 401, Reason.NOT_YOUR_PAGE: 403, Reason.ALREADY_SEATED: 409,
          Reason.WAITING_FOR_PLAYERS: 409, Reason.SEAT_TAKEN: 409, Reason.NOT_OPEN: 409, Reason.NAME_IN_USE: 409,
          Reason.WITHDRAWN: 410}



def refused(reason: Reason, message: str, **details) -> Refused:
    return Refused(reason=reason, message=message, **details)


def http_refusal(message: Refused) -> JSONResponse:
    return JSONResponse(message.model_dump(mode="json"), status_code=STATUS[message.reason])



async def receive_text(websocket: WebSocket) -> str | bytes | None:
    """The next message's text (or bytes), None once the client has gone."""
    message = await websocket.receive()
    if message["type"] == "websocket.disconnect":
        return None
    return message.get("text") if message.get("text") is not None else message.get("bytes", b"")


async def read_body(request: Request, model: type[BaseModel]):
    declared = request.headers.get("content-length")
    if declared is not None and (not declared.isdigit() or int(declared) > MAX_MESSAGE_BYTES):
        raise Refusal(Reason.TOO_LARGE, f"Requests are at most {MAX_MESSAGE_BYTES} bytes.")
    body = b""
    try:
        async for chunk in request.stream():
            body += chunk
            if len(body) > MAX_MESSAGE_BYTES:
                raise Refusal(Reason.TOO_LARGE, f"Requests are at most {MAX_MESSAGE_BYTES} bytes.")
    except ClientDisconnect:  # a client gone mid-request is no fault of the server's: one line, not a traceback
        LOG.warning("a client at %s went away before its request's body was sent", address_of(request))
        raise Refusal(Reason.MALFORMED, "The request ended before its body.") from None
    try:
        return model.model_validate_json(body, strict=True)  # true is not a number, nor "60"
    except ValidationError as error:
        raise Refusal(Reason.MALFORMED, f"Not a request this server understands: {short_error(error)}.") from None


def short_error(error: ValidationError) -> str:
    first = error.errors(include_url=False, include_input=False)[0]
    where = ".".join(str(part) for part in first["loc"])
    return f"{where}: {first['msg']}" if where else first["msg"]
