"""The invite link as a web page: what a friend sees who opens `http://host:8765/join/CODE` in a browser.

    GET /join/{code}   whose game it is (the players, and who has joined), which seat the code is for, whether the
                       code is still free (looked up, never used up), a button opening the game through the
                       `colosseum:` link (protocol/invite_links.py), the code to paste by hand, how to install
    GET /              what this server is, and how to join a game on it

In the visitor's language (Accept-Language, among i18n.LANGUAGES; English otherwise), from the game's catalogs.
No script, nothing secret (a seat's secret is never read here), every value escaped, a Content-Security-Policy that
allows no script, frame or form, and no Referer sent onwards (the address holds the code). Looking codes up counts
unknown ones against the address as a wrong code given to /api/join is (server.Server.failures), so the page is no
guessing oracle.
The client's API stays under /api/; these pages answer only GET, always HTML.
"""
from __future__ import annotations

import base64
import hashlib
import html
from dataclasses import dataclass

from sqlalchemy import select
from starlette.requests import Request
from starlette.responses import HTMLResponse
from starlette.routing import Route

from .. import rules
from ..i18n import LANGUAGES, SOURCE_LANGUAGE, translator
from ..i18n.lazy import visible
from ..saves.format import PERSON
from ..protocol import credentials
from .games import Games, Refusal
from ..protocol.invite_links import CODE_PATTERN, colosseum_link, valid_server_address
from .limits import address_of
from ..protocol.messages import Reason
from .storage import reading, seats

PIPX_LINE = "pipx install colosseum-desktop"
DESKTOP_LINE = "colosseum install-desktop"
MAX_ACCEPT_LANGUAGE = 400  # characters of the header read; a browser sends well under 100

STYLE = ("body{margin:0;background:#e8d6b0;color:#2b2118;font:18px/1.5 sans-serif}"
         "main{max-width:40em;margin:2em auto;padding:1.5em 2em;background:#f6ecd6;border-radius:12px}"
         "h1{color:#843621;margin-top:0}h2{font-size:1.1em;margin-top:1.6em}"
         ".free{color:#2f6b2f;font-weight:bold}.gone{color:#9b2b1e;font-weight:bold}"
         "a.open{display:inline-block;background:#b25032;color:#fff;padding:.6em 1.4em;border-radius:8px;"
         "text-decoration:none;font-weight:bold}"
         "code{background:#fff8e8;padding:.1em .3em;border-radius:4px;word-break:break-all}")
STYLE_HASH = base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()
HEADERS = {
    "Content-Security-Policy": f"default-src 'none'; style-src 'sha256-{STYLE_HASH}'; base-uri 'none'; "
                               "form-action 'none'; frame-ancestors 'none'",
    "X-Content-Type-Options": "nosniff",
    "Referrer-Policy": "no-referrer",
    "Cache-Control": "no-store",
}


@dataclass(frozen=True)
class Invitation:
    """What the page tells of a code still free: the seat it claims and the table it sits at."""
    seat: int
    names: tuple[str, ...]
    kinds: tuple[str, ...]
    joined: tuple[bool, ...]
    over: bool = False  # the game has ended meanwhile: the seat is there, but nothing is left to play


def preferred_language(header: str | None) -> str:
    """The language of LANGUAGES the visitor prefers most (Accept-Language, with its q-values), English if none."""
    best, best_q = SOURCE_LANGUAGE, 0.0
    for item in (header or "")[:MAX_ACCEPT_LANGUAGE].split(",")[:30]:
        tag, _, parameters = item.strip().partition(";")
        q = 1.0
        name, _, value = parameters.strip().partition("=")
        if name.strip().lower() == "q":
            try:
                q = float(value)
            except ValueError:
                continue
            if not 0.0 <= q <= 1.0:
                continue
        code = tag.strip().split("-")[0].lower()
        code = SOURCE_LANGUAGE if code == "*" else code
        if code in LANGUAGES and q > best_q:
            best, best_q = code, q
    return best


def look_up(games: Games, code: str) -> Invitation:
    """(On a reading worker.) The seat a still-free code claims; a `Refusal` (BAD_INVITE) when none does. Nothing
    is written: the code stays free."""
    with reading(games.engine) as connection:
        row = connection.execute(select(seats.c.game_id, seats.c.seat).where(
            seats.c.invite_digest == credentials.digest(code))).one_or_none()
    if row is None:
        raise Refusal(Reason.BAD_INVITE, "No seat is waiting for this invite code.")
    record = games.read(row.game_id)
    return Invitation(seat=row.seat, names=tuple(player.name for player in record.state.players),
                      kinds=record.kinds, joined=record.claimed, over=rules.is_over(record.state))


def shown(value: object) -> str:
    """A value put in the page: control characters written as escapes, then escaped for HTML (quotes too)."""
    return html.escape(visible(str(value)), quote=True)


def page(language: str, title: str, body: list[str]) -> str:
    return ("<!DOCTYPE html>\n"
            f'<html lang="{language}"><head><meta charset="utf-8">'
            '<meta name="viewport" content="width=device-width, initial-scale=1">'
            f"<title>{shown(title)}</title><style>{STYLE}</style></head>"
            "<body><main>" + "".join(body) + "</main></body></html>\n")


def para(text: str, kind: str = "") -> str:
    return f'<p class="{kind}">{shown(text)}</p>' if kind else f"<p>{shown(text)}</p>"


def install_part(_) -> list[str]:
    heading = _("Not installed yet?")
    return [f"<h2>{shown(heading)}</h2>",
            para(_("With Python 3.11 or newer, install the game with pipx, then let this computer open its links:")),
            f"<p><code>{shown(PIPX_LINE)}</code><br><code>{shown(DESKTOP_LINE)}</code></p>",
            para(_("Without Python: the standalone build is a folder holding the game; run colosseum in it, then "
                   "colosseum install-desktop."))]


def invite_html(language: str, code: str, server: str | None, found: Invitation | None) -> str:
    """The page of /join/CODE: `found` None when no seat waits for the code (used, replaced, or never issued)."""
    _ = translator(language)
    title = _("Colosseum: an invitation")
    body = [f"<h1>{shown(title)}</h1>"]
    if found is None:
        body.append(para(_("No seat is waiting for this code: it was used already, replaced by the host, or "
                           "mistyped. Ask the host for a new invitation."), "gone"))
        return page(language, title, body + install_part(_))
    body += [para(_("You are invited to play Colosseum online, at this table:")), "<ul>"]
    for index, (name, kind, joined) in enumerate(zip(found.names, found.kinds, found.joined)):
        if index == found.seat:
            status = _("your seat, if you take it")
        elif kind != PERSON:
            status = _("a computer player")
        else:
            status = _("has joined") if joined else _("invited, not joined yet")
        body.append(f"<li><strong>{shown(name)}</strong>: {shown(status)}</li>")
    body += ["</ul>", para(_("Your seat: seat {number}, {name}.", number=found.seat + 1,
                             name=found.names[found.seat])),
             para(_("The code is still free: nobody has joined with it yet."), "free")]
    if found.over:
        body.append(para(_("This game is over: there is nothing left to play in it."), "gone"))
    elif server is not None:
        button = _("Open in the game")
        body.append(f'<p><a class="open" href="{shown(colosseum_link(server, code))}">{shown(button)}</a></p>')
    body += [para(_("Or in the game: Online, then Join with a code, and paste the code:")),
             f"<p><code>{shown(code)}</code></p>"]
    if server is not None:
        body.append(para(_("The server: {server}", server=server)))
    return page(language, title, body + install_part(_))


def home_html(language: str, server: str | None) -> str:
    """The page of /: what this is, and how to join a game here."""
    _ = translator(language)
    title = _("A Colosseum server")
    body = [f"<h1>{shown(title)}</h1>",
            para(_("This server holds online games of Colosseum. To join one, open the invitation link the host sent "
                   "you, or in the game choose Online, then Join with a code."))]
    if server is not None:
        body.append(para(_("The server: {server}", server=server)))
    return page(language, title, body + install_part(_))


def rate_limited_html(language: str) -> str:
    _ = translator(language)
    title = _("Colosseum: an invitation")
    return page(language, title, [f"<h1>{shown(title)}</h1>", para(_(
        "Too many unknown codes were asked from this address. Wait a minute, then load the page again."), "gone")])


def answer(text: str, status: int = 200) -> HTMLResponse:
    return HTMLResponse(text, status_code=status, headers=HEADERS, media_type="text/html; charset=utf-8")


def own_address(request: Request) -> str | None:
    """The server's address as this visitor reached it (scheme, Host and port: 443 or 80 when the Host names none,
    as behind a proxy), if it is one a game can call."""
    url = request.url
    port = url.port or {"https": 443, "http": 80}.get(url.scheme)
    host = url.hostname or ""
    try:
        return valid_server_address(f"{url.scheme}://{f'[{host}]' if ':' in host else host}:{port}")
    except ValueError:  # NotAnAddress among them
        return None


def page_routes(server) -> list[Route]:
    """The pages' routes, served by `server` (a server.Server: its games, reading workers and failure limits)."""

    async def join_page(request: Request) -> HTMLResponse:
        language, address = preferred_language(request.headers.get("accept-language")), address_of(request)
        if not server.failures.allows(address):
            return answer(rate_limited_html(language), 429)
        typed = request.path_params["code"]
        code = credentials.normalized_invite_code(typed) if len(typed) <= 40 else ""
        found = None
        if CODE_PATTERN.match(code):
            try:
                found = await server.read(look_up, server.games, code)
            except Refusal as refusal:
                if refusal.reason != Reason.BAD_INVITE:
                    raise
        if found is None:  # counted as a wrong code given to /api/join is
            server.failures.take(address)
            return answer(invite_html(language, code, own_address(request), None), 404)
        return answer(invite_html(language, code, own_address(request), found))

    async def home_page(request: Request) -> HTMLResponse:
        return answer(home_html(preferred_language(request.headers.get("accept-language")), own_address(request)))

    return [Route("/join/{code:path}", join_page, methods=["GET"]), Route("/", home_page, methods=["GET"])]
