"""The Online screens for the text-fit test (screens.py): each drawn with the longest names and every kind of
row it can show (a game to play, one waiting with a deadline, one out of time with its hand-over button, a
finished one, one whose server cannot be asked, one the server no longer knows), and the online board with the
longest question its banner asks, no server needed."""
from __future__ import annotations

from datetime import datetime, timedelta, timezone

from colosseum_desktop import rules
from colosseum_desktop.scenes.board.prompt_model import prompt_choices
from colosseum_desktop.i18n import _
from colosseum_desktop.i18n.lazy import lazy_gettext
from colosseum_desktop.online.client_table import ClientTable
from colosseum_desktop.online.keyring import HeldSeat, HostedGame, Invite, Keyring
from colosseum_desktop.online.link import LinkState, SeatLink
from colosseum_desktop.online.lobby_calls import GameSummary, OnlineGame
from colosseum_desktop.protocol.messages import CHAT_PHRASES, SeatCredentials, SeatInfo, SeatViewMessage
from colosseum_desktop.scenes.online.board import OnlineBoardScene
from colosseum_desktop.scenes.board.pause import PauseScene
from colosseum_desktop.sprites import text
from colosseum_desktop.table.views import view_for
from colosseum_desktop.table import Computer, PersonHere, RemotePerson
from colosseum_desktop.scenes.online.end import OnlineEndScene
from colosseum_desktop.scenes.online.games import OnlineGamesScene
from colosseum_desktop.scenes.online.host import OnlineHostScene
from colosseum_desktop.scenes.online.invites import OnlineInvitesScene
from colosseum_desktop.scenes.online.join import OnlineJoinScene
from colosseum_desktop.online.watching import WatchLink, WatchTable
from colosseum_desktop.scenes.online.watch import WatchBoardScene
from colosseum_desktop.scenes.online.watch_entry import WatchEntryScene
from colosseum_desktop.scenes.online.account import OnlineAccountScene
from colosseum_desktop.online.account_calls import LevelRating, LevelRatings, PlayerPage, ShownRating
from colosseum_desktop.online.keyring import HeldSession
from colosseum_desktop.online.lobby_calls import refusal_words
from colosseum_desktop.scenes.online.lobby import OnlineLobbyScene
from colosseum_desktop.online.lobby_seats import LobbyPage, OpenGame

SERVER = "https://colosseum-games.example.org:8765"
MOMENT = datetime(2026, 12, 24, 23, 45, tzinfo=timezone.utc)


def _held(names, game_id: str, seat: int) -> HeldSeat:
    return HeldSeat(server=SERVER, game_id=game_id, seat=seat, secret="s" * 43, name=names[seat], kept_at=MOMENT)


def online_games(names: tuple[str, ...]) -> list[OnlineGame]:
    kinds = ["person"] * len(names)
    later, earlier = datetime.now(timezone.utc) + timedelta(days=2), datetime.now(timezone.utc) - timedelta(hours=3)
    games = []
    for number, (to_play, deadline, finished) in enumerate(((0, later, False), (2, later, False), (3, earlier, False),
                                                            (None, None, True))):
        game_id = f"{number:016x}"
        summary = GameSummary(game_id=game_id, seat=0, names=list(names), kinds=kinds, round=5, phase="ceremony",
                              to_play=to_play, finished=finished, winners=[1, 4] if finished else [],
                              deadline=deadline)
        games.append(OnlineGame(SERVER, game_id, (_held(names, game_id, 0),), summary))
    computer = GameSummary(game_id="00000000000000dd", seat=0, names=list(names), kinds=["person", "computer:strong",
                           *kinds[2:]], round=3, phase="auction", to_play=1, deadline=later)
    games.append(OnlineGame(SERVER, "00000000000000dd", (_held(names, "00000000000000dd", 0),), computer))
    problem = lazy_gettext("Could not reach the server ({reason}). Check the address, and that the server is "
                           "running.", reason="Connection refused")
    games.append(OnlineGame(SERVER, "00000000000000aa", (_held(names, "00000000000000aa", 1),), None, problem))
    games.append(OnlineGame(SERVER, "00000000000000bb", (_held(names, "00000000000000bb", 4),), None))
    games.append(OnlineGame(SERVER, "00000000000000cc", (_held(names, "00000000000000cc", 4),), None))
    return games


def games_listed(names):
    def show(ctx, game, push):
        ctx.settings.online_server = SERVER
        scene = OnlineGamesScene(ctx)
        push(ctx, scene)
        scene.games = online_games(names)
        # Hosted here: the first game (its turn here) and the third (out of time): Invites beside the other buttons.
        invites = (Invite(seat=1, name=names[1], code="WXYZ-WXYZ-WXYZ"),)
        scene.keyring = Keyring(hosted=tuple(HostedGame(server=SERVER, game_id=scene.games[n].game_id,
                                                        host_secret="h" * 43, invites=invites, kept_at=MOMENT)
                                             for n in (0, 2)))
        scene.listed(scene.games)
        scene._build()
    return show


def games_empty(ctx, game, push):
    push(ctx, OnlineGamesScene(ctx))


def host_widest(widest_choices):
    def show(ctx, game, push):
        scene = OnlineHostScene(ctx, SERVER)
        push(ctx, scene)
        scene.players.index = 2
        scene.show_seats()
        widest_choices(widget for widget in scene.widgets.widgets if widget is not scene.players)
        scene.say(scene.problem() or "")
    return show


def host_refusing(ctx, game, push):
    scene = OnlineHostScene(ctx, SERVER)
    push(ctx, scene)
    for row in scene.rows:
        row.kind.index = 1  # everyone invited: nobody here
    scene.create()


def invites(names, clipboard: bool = True):
    def show(ctx, game, push):
        hosted = HostedGame(server=SERVER, game_id="0123456789abcdef", host_secret="h" * 43, kept_at=MOMENT,
                            invites=tuple(Invite(seat=seat, name=names[seat], code="WXYZ-WXYZ-WXYZ")
                                          for seat in range(1, 5)))
        scene = OnlineInvitesScene(ctx, hosted, (_held(names, "0123456789abcdef", 0),))
        push(ctx, scene)
        if clipboard:
            scene.copy("WXYZ-WXYZ-WXYZ")
        else:
            scene.say(_("There is no clipboard here: write it down from the screen."))
    return show


def join(ctx, game, push):
    scene = OnlineJoinScene(ctx, SERVER, lambda message: None)
    push(ctx, scene)
    scene.join()  # nothing typed: it says what to type


def join_without_server(ctx, game, push):
    push(ctx, OnlineJoinScene(ctx, "", lambda message: None))


def watch(ctx, game, push):
    scene = WatchEntryScene(ctx, SERVER)
    push(ctx, scene)
    scene.watch()  # nothing typed: it says what to type


def watch_without_server(ctx, game, push):
    push(ctx, WatchEntryScene(ctx, ""))
def account_refusing(ctx, game, push):
    """Logged out, the longest name typed, the longest of the accounts' refusals said."""
    scene = OnlineAccountScene(ctx, SERVER)
    push(ctx, scene)
    scene.name.set_text("W" * 24)
    scene.password.set_text("p" * 40)
    reasons = ("bad_name", "name_taken", "bad_password", "bad_login", "login_needed", "already_seated")
    scene.say(max((str(refusal_words(reason, 400)) for reason in reasons), key=len))


def account_logged_in(ctx, game, push):
    """Logged in with the longest name, a rating of three digits after a thousand rated games, every level."""
    scene = OnlineAccountScene(ctx, SERVER)
    push(ctx, scene)
    scene.session = HeldSession(server=SERVER, name="W" * 24, token="t" * 43, kept_at=MOMENT)
    scene.standing = (PlayerPage(name="W" * 24, rating=ShownRating(shown=-123), rated_games=1000),
                      LevelRatings(levels=[LevelRating(level=level, shown=shown) for level, shown in
                                           (("expert", 40), ("strong", 33), ("easy", 9), ("random", -34))]))
    scene._build()


def end_of_a_game(ctx, game, push):
    """The end of a five-seat online game: two people here, two elsewhere (one not connected), a server computer."""
    seats = [PersonHere(), RemotePerson(), Computer(level="strong"), RemotePerson(connected=False), PersonHere()]
    push(ctx, OnlineEndScene(ctx, game.finished, seats, {0, 4}))


# Names as people give themselves: seven letters at most, short enough never to be cut (the longest allowed, in
# screens.NAMES, may be cut past the length the names of a line share).
SHORT_NAMES = ("Aurelia", "Brutus", "Cassia", "Decimus", "Flavia")
BOARD_GAME_ID = "0123456789abcdef"


class StillLink(SeatLink):
    """A seat's link that has brought one view and stays connected: no thread, no server."""

    def __init__(self, view: dict, *args, **kwargs) -> None:
        super().__init__(*args, **kwargs)
        self._views.append(view)

    def start(self) -> "StillLink":
        self._set_state(LinkState.CONNECTED)
        return self

    def stop(self, timeout: float = 2.0) -> None:
        pass


def lobby(names, problem: bool = False):
    """Online -> Lobby with a page of open games: every number of seats, free, taken by the longest names and by a
    computer; both auction rules, rated or not, the longest time per move; or with the refusal of an unnamed taker."""
    def show(ctx, game, push):
        scene = OnlineLobbyScene(ctx, SERVER)
        push(ctx, scene)
        games = []
        for number, players in enumerate((5, 4, 3, 5, 3, 4, 5)):
            seats = [{"seat": seat, "kind": "computer:strong" if seat == 2 and number % 2 else "person",
                      "name": names[seat], "free": seat >= 1 + number % 3 and not (seat == 2 and number % 2)}
                     for seat in range(players)]
            games.append(OpenGame.model_validate({
                "game_id": f"{number:016x}", "published_at": MOMENT.isoformat(), "rated": number % 2 == 0,
                "variant": "competitive" if number % 2 else "standard", "turn_seconds": (None, 120, 3 * 24 * 3600)[number % 3],
                "free": sum(seat["free"] for seat in seats), "seats": seats}))
        scene.listed(LobbyPage(games=games, more=True))
        scene._build()
        if problem:
            scene.name.set_text("")
            scene.take(games[0])
    return show


def board_waiting(ctx, game, push):
    """The online board of a lobby game waiting for players: two of five seats free, the strip saying so."""
    state = _short_named(game.session_at("invest").state)
    seats = [SeatInfo(seat=seat, kind="person", name=player.name, joined=seat < 3, connected=seat < 3)
             for seat, player in enumerate(state.players)]
    view = SeatViewMessage(game_id=BOARD_GAME_ID, seat=0, version=0, view=view_for(state, 0), events=(), seats=seats,
                           to_play=None, turn_seconds=300, deadline=None, waiting=True)
    table = ClientTable(SERVER, [SeatCredentials(game_id=BOARD_GAME_ID, seat=0, secret="s" * 43)],
                        link=lambda *args, **kwargs: StillLink(view.model_dump(mode="json"), *args, **kwargs))
    table.start()
    assert table.receive(0.0) and table.waiting(), "the online board's table took no waiting view"
    push(ctx, OnlineBoardScene(ctx, table))


def board_deciding(positions, kind: str):
    """The online board at whichever of the played game's `positions` its banner asks the longest question in the
    language drawn, decided at another computer by a person (`kind` "person") or by the server's computer player;
    every seat named shortly (SHORT_NAMES), the seat after the deciding one played here."""
    def show(ctx, game, push):
        states = [_short_named(game.session_at(position).state) for position in positions]
        state = max(states, key=lambda state: text.width_of(prompt_choices(state, kind == "person")[0], 26, True))
        deciding = rules.current_player(state)
        here = (deciding + 1) % len(state.players)
        seats = [SeatInfo(seat=seat, kind=kind if seat == deciding else "person", name=player.name, joined=True,
                          connected=True) for seat, player in enumerate(state.players)]
        view = SeatViewMessage(game_id=BOARD_GAME_ID, seat=here, version=0, view=view_for(state, here), events=(),
                               seats=seats, to_play=deciding, turn_seconds=None, deadline=None)
        table = ClientTable(SERVER, [SeatCredentials(game_id=BOARD_GAME_ID, seat=here, secret="s" * 43)],
                            link=lambda *args, **kwargs: StillLink(view.model_dump(mode="json"), *args, **kwargs))
        table.start()
        assert table.receive(0.0) and table.ready, "the online board's table took no view"
        push(ctx, OnlineBoardScene(ctx, table))
    return show


class StillWatchLink(StillLink, WatchLink):
    """A spectator's link that has brought one view and stays connected."""


def board_watched(positions):
    """The online board of a game watched from here, at whichever of `positions` its banner asks the longest
    question in the language drawn, a person elsewhere deciding."""
    def show(ctx, game, push):
        states = [_short_named(game.session_at(position).state) for position in positions]
        state = max(states, key=lambda state: text.width_of(prompt_choices(state, True)[0], 26, True))
        seats = [SeatInfo(seat=seat, kind="person", name=player.name, joined=True, connected=seat % 2 == 0)
                 for seat, player in enumerate(state.players)]
        view = SeatViewMessage(game_id=BOARD_GAME_ID, seat=None, version=0, view=view_for(state, None), events=(),
                               seats=seats, to_play=rules.current_player(state), turn_seconds=None, deadline=None)
        table = WatchTable(SERVER, BOARD_GAME_ID,
                           link=lambda *args, **kwargs: StillWatchLink(view.model_dump(mode="json"), *args, **kwargs))
        table.start()
        assert table.receive(0.0) and table.ready, "the watched board's table took no view"
        push(ctx, WatchBoardScene(ctx, table))
    return show


def _short_named(state: rules.GameState) -> rules.GameState:
    players = tuple(player.model_copy(update={"name": name}) for player, name in zip(state.players, SHORT_NAMES))
    return state.model_copy(update={"players": players})


def _board_here(ctx, game, names, position: str) -> OnlineBoardScene:
    """The online board at the played game's `position`, five people named `names`, the first played here."""
    state = game.session_at(position).state
    state = state.model_copy(update={"players": tuple(player.model_copy(update={"name": name})
                                                      for player, name in zip(state.players, names))})
    seats = [SeatInfo(seat=seat, kind="person", name=player.name, joined=True, connected=True)
             for seat, player in enumerate(state.players)]
    view = SeatViewMessage(game_id=BOARD_GAME_ID, seat=0, version=0, view=view_for(state, 0), events=(),
                           seats=seats, to_play=rules.current_player(state), turn_seconds=None, deadline=None)
    table = ClientTable(SERVER, [SeatCredentials(game_id=BOARD_GAME_ID, seat=0, secret="s" * 43)],
                        link=lambda *args, **kwargs: StillLink(view.model_dump(mode="json"), *args, **kwargs))
    table.start()
    assert table.receive(0.0) and table.ready, "the online board's table took no view"
    return OnlineBoardScene(ctx, table)


def board_chatting(names, position: str):
    """The online board with the chat open, five seats named near the longest allowed: a long line typed, every
    quick phrase said (in the language drawn), one seat muted, the mute chips of the four others."""
    def show(ctx, game, push):
        board = _board_here(ctx, game, names, position)
        said = [{"seat": 1, "text": "Shall we share the lions this round? I bid on the second market only."},
                *({"seat": 1 + number % 4, "phrase": phrase} for number, phrase in enumerate(CHAT_PHRASES)),
                {"seat": 3, "text": "muted"}]
        board.table.chat.heard({"type": "chat_lines", "lines": [
            {"number": number + 1, "said_at": MOMENT.isoformat(), **line} for number, line in enumerate(said)]}, {0})
        board.table.chat.toggle_mute(3)
        board.chat.toggle()
        push(ctx, board)
    return show


def board_resigning(names, position: str, asked: bool):
    """The online board's menu, which offers to resign; `asked`: the question over it, naming the longest name."""
    def show(ctx, game, push):
        board = _board_here(ctx, game, names, position)
        push(ctx, board)
        menu = PauseScene(ctx, board.table)
        push(ctx, menu)
        if asked:
            menu.ask_resign()
    return show
