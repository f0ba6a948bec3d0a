"""The server's games: create one, claim a seat with an invite code, apply a command, read a seat's view.

Every change is one database transaction: the game's row is read under a lock (PostgreSQL: SELECT ... FOR
UPDATE; SQLite: the write lock BEGIN IMMEDIATE takes), the seat's secret, the command id and the version the
client saw are checked, the rules apply the command, and the move (a save's LogRecord) and the new state are
written before the commit. Nothing here knows about sockets; `server.py` calls these from worker threads.
"""
from __future__ import annotations

import contextlib
import dataclasses
import threading
from datetime import datetime, timedelta, timezone

from sqlalchemy import Engine, bindparam, delete, func, insert, or_, select, update
from sqlalchemy.exc import IntegrityError

from .. import RULES_VERSION, __version__, rules
from ..bots import LEVELS
from ..saves.format import FORMAT_NAME, PERSON, SCHEMA_VERSION, LogRecord, SaveFile
from ..session import new_game_id
from ..protocol import credentials
from .notices import CHANNEL, move_notice, notify_move, notify_seats
from ..protocol.messages import CreateGame, Reason
from .account_seats import mark_rated, tie_seat, untie_seat
from .ratings import record_the_end
from .storage import games, moves, offers_stopped, reading, seats, takebacks
from .takebacks import NothingToTakeBack, TakeBackPlan, plan, replayed
from .waiting_games import publish, start_if_full, waits_for_players
from .time_banks import bank_left, charge, open_banks
from .game_records import Refusal, CreatedGame, GameRecord, ConsentNeeded, TakenBack, Applied, now, StateCache


_GAME_ID = bindparam("game_id")
_GAME = select(games).where(games.c.id == _GAME_ID)
_GAME_LOCKED = _GAME.with_for_update()
_SEATS = select(seats.c.seat, seats.c.kind, seats.c.secret_digest).where(seats.c.game_id == _GAME_ID) \
    .order_by(seats.c.seat)
_LAST_MOVE = select(moves.c.record).where(moves.c.game_id == _GAME_ID, moves.c.number == bindparam("number"))
_LAST_TAKEN_BACK = select(takebacks.c.move, takebacks.c.seat).where(takebacks.c.game_id == _GAME_ID,
                                                  takebacks.c.number == bindparam("number"))
_DONE = select(moves.c.number).where(moves.c.game_id == _GAME_ID, moves.c.seat == bindparam("seat"),
                                     moves.c.command_id == bindparam("command_id"))
_STORE_MOVE = insert(moves)
_STORE_GAME = update(games).where(games.c.id == _GAME_ID, games.c.version == bindparam("seen"))
# PostgreSQL: the notice to the other server processes sent by the same statement (one round trip less per
# command); like NOTIFY, pg_notify's notice leaves with the commit, once for the one row updated.
_STORE_GAME_NOTIFYING = _STORE_GAME.returning(func.pg_notify(CHANNEL, bindparam("notice")))


class Games:
    def __init__(self, engine: Engine) -> None:
        self.engine = engine
        self.states = StateCache()
        # SQLite lets one transaction write at a time and makes the others wait by sleeping and retrying, which
        # leaves some waiting for seconds under load; this process's writers queue on a lock instead. (PostgreSQL
        # locks the one game's row: writers to different games go side by side.)
        self._one_writer = threading.Lock() if engine.dialect.name == "sqlite" else contextlib.nullcontext()
        self.shared = engine.dialect.name == "postgresql"  # other server processes may serve the same games

    @contextlib.contextmanager
    def writing(self):
        """A transaction that writes, committed at the end (rolled back on an exception)."""
        with self._one_writer, self.engine.begin() as connection:
            yield connection

    # --- creating and joining ---------------------------------------------------------------------------------
    def create(self, request: CreateGame) -> CreatedGame:
        for seat in request.seats:
            if seat.kind != PERSON and seat.kind.partition(":")[2] not in LEVELS:
                raise Refusal(Reason.MALFORMED, f"A computer seat is computer:<level>, the level one of "
                                                f"{', '.join(LEVELS)}; not {seat.kind!r}.")
        options = rules.GameOptions(players=len(request.seats), variant=request.variant,
                                    names=tuple(seat.name for seat in request.seats))
        game_id, seed = new_game_id(), credentials.new_game_seed()
        state = rules.new_game(options, seed)
        host_secret = credentials.new_secret()
        invites = {index: credentials.new_invite_code() for index, seat in enumerate(request.seats)
                   if seat.kind == PERSON}
        moment = now()
        with self.writing() as connection:
            connection.execute(insert(games).values(
                id=game_id, created_at=moment, rules_version=RULES_VERSION, options=options.model_dump_json(),
                seed=seed, version=0, state=state.model_dump_json(), to_play=rules.current_player(state),
                finished=False, turn_seconds=request.turn_seconds, turn_started_at=moment,
                host_digest=credentials.digest(host_secret)))
            open_banks(connection, game_id, len(request.seats), request.bank_seconds if request.turn_seconds else 0)
            connection.execute(insert(seats), [
                {"game_id": game_id, "seat": index, "kind": seat.kind,
                 "invite_digest": credentials.digest(invites[index]) if index in invites else None,
                 "secret_digest": None} for index, seat in enumerate(request.seats)])
            if request.rated:
                mark_rated(connection, game_id)
            if request.open:
                publish(connection, game_id, request.rated, moment)
        if not request.open:  # (a waiting game's state changes with the names of those who take its seats)
            self.states.put(game_id, 0, state)
        return CreatedGame(game_id=game_id, host_secret=host_secret, invites=invites)

    def join(self, code: str, account_id: int | None = None) -> tuple[str, int, str]:
        """Claim the seat an invite code was made for: (game id, seat, the seat's secret). A code works once. A
        player logged in (`account_id`) is tied to the seat (account_seats.py)."""
        code_digest = credentials.digest(credentials.normalized_invite_code(code))
        secret = credentials.new_secret()
        with self.writing() as connection:
            row = connection.execute(select(seats.c.game_id, seats.c.seat)
                                     .where(seats.c.invite_digest == code_digest).with_for_update()).one_or_none()
            if row is None:
                raise Refusal(Reason.BAD_INVITE, "No seat is waiting for this invite code (it was mistyped, or "
                                                 "used already).")
            connection.execute(update(seats).where(seats.c.game_id == row.game_id, seats.c.seat == row.seat)
                               .values(invite_digest=None, secret_digest=credentials.digest(secret)))
            if account_id is not None and not tie_seat(connection, row.game_id, row.seat, account_id):
                raise Refusal(Reason.ALREADY_SEATED, "In a rated game a player takes one seat: this code is for "
                                                     "someone else (nothing was claimed).")
            if start_if_full(connection, row.game_id) and self.shared:  # a lobby game's last seat claimed by code
                notify_seats(connection, row.game_id)  # starts it: the other server processes' seats are told
        return row.game_id, row.seat, secret

    def new_invite(self, game_id: str, seat: int, host_secret: str) -> str:
        """The host replaces a person seat's credentials: the old secret stops working, a new code claims it."""
        code = credentials.new_invite_code()
        with self.writing() as connection:
            game = connection.execute(select(games.c.host_digest).where(games.c.id == game_id)
                                      .with_for_update()).one_or_none()
            if game is None:
                raise Refusal(Reason.UNKNOWN_GAME, "There is no such game on this server.")
            if not credentials.matches(host_secret, game.host_digest):
                raise Refusal(Reason.NOT_THE_HOST, "Only the game's host may invite someone else to a seat.")
            changed = connection.execute(update(seats).where(seats.c.game_id == game_id, seats.c.seat == seat,
                                                             seats.c.kind == PERSON)
                                         .values(invite_digest=credentials.digest(code), secret_digest=None))
            if changed.rowcount != 1:
                raise Refusal(Reason.BAD_CREDENTIALS, "That seat is not played by a person in this game.")
            untie_seat(connection, game_id, seat)
        return code

    def hand_over(self, game_id: str, by_seat: int, secret: str, seat: int, level: str) -> str:
        """`by_seat` (a person, with its secret) hands `seat`, a person whose time for the decision ran out by the
        server's clock, to a computer player of `level`; the seat's new kind. Its secret no longer decides anything
        (`_may_act`: a computer's seat is the server's alone), but it still opens the game, so that its person is
        told why and watches on."""
        if level not in LEVELS:
            raise Refusal(Reason.MALFORMED, f"The level is one of {', '.join(LEVELS)}; not {level!r}.")
        kind = f"computer:{level}"
        with self.writing() as connection:
            game, seat_rows = _locked_game(connection, game_id, by_seat, secret)
            deadline = None if game.turn_seconds is None else _aware(game.turn_started_at) + timedelta(
                seconds=game.turn_seconds + (bank_left(connection, game_id, game.to_play) or 0))
            if (seat == by_seat or game.to_play != seat or seat_rows[seat].kind != PERSON or deadline is None
                    or now() < deadline):
                raise Refusal(Reason.NOT_OVERDUE, "Only another person's seat whose time for the decision has run "
                                                  "out can be handed to a computer player.")
            connection.execute(update(seats).where(seats.c.game_id == game_id, seats.c.seat == seat)
                               .values(kind=kind, invite_digest=None))
            if self.shared:
                notify_move(connection, game_id)
        return kind

    def stop_offers(self, game_id: str, person: int, secret: str, computer: int, round_: int) -> None:
        """Keep `person`'s wish (with its secret) for no more offers from the computer player of seat `computer` in
        round `round_`, in place of an older one: its player is told it again when made anew (after a restart)."""
        with self.writing() as connection:
            _locked_game(connection, game_id, person, secret)  # and one wish at a time per game
            mine = (offers_stopped.c.game_id == game_id, offers_stopped.c.computer == computer,
                    offers_stopped.c.person == person)
            connection.execute(delete(offers_stopped).where(*mine))
            connection.execute(insert(offers_stopped).values(game_id=game_id, computer=computer, person=person,
                                                             round=round_))

    # --- reading ---------------------------------------------------------------------------------------------
    def offers_stopped(self, game_id: str, computer: int) -> dict[int, int]:
        """The people's kept wishes for no more offers from the computer player of seat `computer`: person ->
        round."""
        with reading(self.engine) as connection:
            rows = connection.execute(select(offers_stopped.c.person, offers_stopped.c.round).where(
                offers_stopped.c.game_id == game_id, offers_stopped.c.computer == computer)).all()
        return {row.person: row.round for row in rows}

    def check_seat(self, game_id: str, seat: int, secret: str) -> None:
        with reading(self.engine) as connection:
            digest = connection.execute(select(seats.c.secret_digest).where(
                seats.c.game_id == game_id, seats.c.seat == seat)).scalar_one_or_none()
        if not credentials.matches(secret, digest):
            raise Refusal(Reason.BAD_CREDENTIALS, "This is not the secret of that seat in that game.")

    def read(self, game_id: str) -> GameRecord:
        with reading(self.engine) as connection:
            return self._read(connection, game_id)

    def _read(self, connection, game_id: str) -> GameRecord:
        game = connection.execute(_GAME, {"game_id": game_id}).one_or_none()
        if game is None:
            raise Refusal(Reason.UNKNOWN_GAME, "There is no such game on this server.")
        seat_rows = connection.execute(_SEATS, {"game_id": game_id}).all()
        last = taken_back = None
        if game.version:
            text = connection.execute(_LAST_MOVE, {"game_id": game_id, "number": game.version}).scalar_one_or_none()
            if text is None:  # the last change took a move back
                taken_back = connection.execute(_LAST_TAKEN_BACK, {"game_id": game_id, "number": game.version}).one()
            else:
                last = LogRecord.model_validate_json(text)
        if waits_for_players(game):  # its names change as seats are taken (open_games.py): read, never cached
            return dataclasses.replace(_record(game_id, 0, rules.GameState.model_validate_json(game.state),
                                               seat_rows, game.to_play, game.turn_seconds,
                                               _aware(game.turn_started_at), (), None), waiting=True)
        record = _record(game_id, game.version, self.states.get(game_id, game.version, game.state), seat_rows,
                         game.to_play, game.turn_seconds, _aware(game.turn_started_at),
                         last.events if last else (), last.command if last else None,
                         *((taken_back.move, taken_back.seat) if taken_back else ()))
        return _with_bank(connection, record)

    def moves_between(self, after: GameRecord, upto: GameRecord) -> list[GameRecord]:
        """The versions of the game after `after` and before `upto`, rebuilt by the rules from `after`'s state and
        the moves stored (for seats that would otherwise be sent `upto` as a jump); none when one of them is not a
        move (a take-back) or a move does not replay to the events stored with it."""
        with reading(self.engine) as connection:
            rows = connection.execute(select(moves.c.number, moves.c.record, moves.c.played_at).where(
                moves.c.game_id == after.game_id, moves.c.number > after.version, moves.c.number < upto.version)
                .order_by(moves.c.number)).all()
        if [row.number for row in rows] != list(range(after.version + 1, upto.version)):
            return []
        state, rebuilt = after.state, []
        for row in rows:
            stored = LogRecord.model_validate_json(row.record)
            try:
                state, events = rules.apply(state, stored.command)
            except rules.IllegalCommand:
                return []
            if tuple(events) != tuple(stored.events):
                return []
            # Its clock shown as started by the move: the next view, sent at once, says the deadline standing now.
            rebuilt.append(dataclasses.replace(
                upto, version=row.number, state=state, to_play=rules.current_player(state),
                turn_started_at=_aware(row.played_at), last_events=tuple(events), last_command=stored.command,
                taken_back=None))
        return rebuilt

    def unfinished_with_computer_to_play(self) -> list[str]:
        """Games waiting for a computer player (after a restart, nobody else would wake them)."""
        with reading(self.engine) as connection:
            rows = connection.execute(
                select(games.c.id).join(seats, (seats.c.game_id == games.c.id) & (seats.c.seat == games.c.to_play))
                .where(games.c.finished.is_(False), seats.c.kind != PERSON)).all()
        return [row.id for row in rows]

    def moves_so_far(self, game_id: str, to: int, most: int) -> tuple[int, list[tuple[int, LogRecord]]]:
        """The moves that stand at version `to` (as `_standing_moves`), the newest `most` of them in order, each
        (number, as stored), and how many older ones are left out. A move's row never changes but for being taken
        back, by a version after `to` if after these reads began: each statement sees the same moves."""
        standing = (moves.c.game_id == game_id, moves.c.number <= to,
                    or_(moves.c.taken_back_at.is_(None), moves.c.taken_back_at > to))
        with reading(self.engine) as connection:
            rows = connection.execute(select(moves.c.number, moves.c.record).where(*standing)
                                      .order_by(moves.c.number.desc()).limit(most)).all()
            count = connection.execute(select(func.count()).select_from(moves).where(*standing)).scalar_one()
        return count - len(rows), [(row.number, LogRecord.model_validate_json(row.record)) for row in reversed(rows)]

    def summaries(self, wanted: list[tuple[str, int, str]]) -> list[dict]:
        """For each (game, seat, secret) that checks out: where that game stands, for a "my games" list."""
        out = []
        with reading(self.engine) as connection:
            for game_id, seat, secret in wanted:
                digest = connection.execute(select(seats.c.secret_digest).where(
                    seats.c.game_id == game_id, seats.c.seat == seat)).scalar_one_or_none()
                if not credentials.matches(secret, digest):
                    continue
                record = self._read(connection, game_id)
                state = record.state
                out.append({"game_id": game_id, "seat": seat, "names": [p.name for p in state.players],
                            "kinds": list(record.kinds), "round": state.round, "phase": state.phase.value,
                            "to_play": record.to_play, "your_turn": record.to_play == seat,
                            "version": record.version, "finished": rules.is_over(state),
                            "winners": list(rules.winners(state)), "waiting": record.waiting,
                            "deadline": None if record.deadline is None else record.deadline.isoformat()})
        return out

    def save_file(self, game_id: str) -> SaveFile:
        """The game as a save file (the format the desktop game loads), its moves as stored."""
        with reading(self.engine) as connection:
            game = connection.execute(select(games).where(games.c.id == game_id)).one_or_none()
            if game is None:
                raise Refusal(Reason.UNKNOWN_GAME, "There is no such game on this server.")
            kinds = connection.execute(select(seats.c.kind).where(seats.c.game_id == game_id)
                                       .order_by(seats.c.seat)).scalars().all()
            _numbers, records = _standing_moves(connection, game_id, game.version)
        state = rules.GameState.model_validate_json(game.state)
        return SaveFile(format=FORMAT_NAME, schema_version=SCHEMA_VERSION, game_id=game_id, app_version=__version__,
                        rules_version=game.rules_version, saved_at=now(), options=state.options, seed=game.seed,
                        seats=tuple(kinds), state=state, log=records)

    # --- playing ---------------------------------------------------------------------------------------------
    def apply(self, game_id: str, seat: int, secret: str | None, command_id: str, version_seen: int,
              command: rules.Command) -> Applied:
        """Apply one command for `seat` (secret None: the server's own computer player at that seat), at most
        once per command id, only from the version the client saw."""
        try:
            return self._apply_once(game_id, seat, secret, command_id, version_seen, command)
        except IntegrityError:
            # Another transaction stored the same move number or the same command id between our read and our
            # write (possible only where the database does not lock the row); asking again answers it properly.
            return self._apply_once(game_id, seat, secret, command_id, version_seen, command)

    def _apply_once(self, game_id, seat, secret, command_id, version_seen, command) -> Applied:
        with self.writing() as connection:
            game, seat_rows = _locked_game(connection, game_id, seat, secret)
            done = connection.execute(_DONE, {"game_id": game_id, "seat": seat, "command_id": command_id}).scalar()
            if done is not None:
                return Applied(version=done, repeated=True)
            if version_seen != game.version:
                raise Refusal(Reason.STALE_VERSION, f"The game has moved on to version {game.version} since the "
                                                    f"version {version_seen} this command was made for: refresh.",
                              version=game.version)
            if command.player != seat:
                raise Refusal(Reason.NOT_YOUR_SEAT, f"Seat {seat} cannot decide for seat {command.player}.")
            state = self.states.get(game_id, game.version, game.state)
            try:
                new_state, events = rules.apply(state, command)
            except rules.IllegalCommand as refused:
                raise Refusal(Reason.ILLEGAL, str(refused), version=game.version, refusal=refused.refusal) from None
            number = game.version + 1
            moment = now()
            to_play = rules.current_player(new_state)
            connection.execute(_STORE_MOVE, {
                "game_id": game_id, "number": number, "seat": seat, "command_id": command_id, "played_at": moment,
                "record": LogRecord(command=command, events=tuple(events)).model_dump_json()})
            # A decision passing to another seat starts its clock (and the time the seat took beyond the turn time
            # comes out of its bank).
            started = moment if to_play != rules.current_player(state) else _aware(game.turn_started_at)
            if game.turn_seconds is not None and started == moment and seat_rows[seat].kind == PERSON:
                charge(connection, game_id, seat, _aware(game.turn_started_at), moment, game.turn_seconds)
            stored = {"game_id": game_id, "seen": game.version, "version": number, "state": new_state.model_dump_json(),
                      "to_play": to_play, "finished": rules.is_over(new_state), "turn_started_at": started}
            if rules.is_over(new_state):  # its players' places and ratings, committed with the last move or not at all
                record_the_end(connection, game_id, new_state, tuple(row.kind for row in seat_rows))
            if self.shared:
                changed = len(connection.execute(_STORE_GAME_NOTIFYING,
                                                 {**stored, "notice": move_notice(game_id)}).all())
            else:
                changed = connection.execute(_STORE_GAME, stored).rowcount
            if changed != 1:  # the lock makes this impossible; the check keeps it so if one is missing
                raise Refusal(Reason.STALE_VERSION, "The game moved on meanwhile: refresh.")
            record = _with_bank(connection, _record(game_id, number, new_state, seat_rows, to_play, game.turn_seconds,
                                                    started, events, command))
        self.states.put(game_id, number, new_state)
        return Applied(version=number, repeated=False, record=record)

    # --- taking back -----------------------------------------------------------------------------------------
    def take_back(self, game_id: str, seat: int, secret: str, request_id: str, version_seen: int,
                  agreed: tuple[int, str] | None = None) -> TakenBack | ConsentNeeded:
        """`seat` asks to take back the last move, as of the version it saw (takebacks.py says what may be taken
        back and who must agree). Taken back at once when nobody else must agree, or when `agreed` is that
        person's (seat, secret); else ConsentNeeded, and nothing changes. At most once per request id."""
        try:
            return self._take_back_once(game_id, seat, secret, request_id, version_seen, agreed)
        except IntegrityError:  # as in apply: another transaction stored this version or this request meanwhile
            return self._take_back_once(game_id, seat, secret, request_id, version_seen, agreed)

    def _take_back_once(self, game_id, seat, secret, request_id, version_seen, agreed) -> TakenBack | ConsentNeeded:
        with self.writing() as connection:
            game, seat_rows = _locked_game(connection, game_id, seat, secret)
            done = connection.execute(select(takebacks.c.number, takebacks.c.move).where(
                takebacks.c.game_id == game_id, takebacks.c.seat == seat,
                takebacks.c.request_id == request_id)).one_or_none()
            if done is not None:
                return TakenBack(version=done.number, move=done.move, repeated=True)
            if version_seen != game.version:
                raise Refusal(Reason.STALE_VERSION, f"The game has moved on to version {game.version} since the "
                                                    f"version {version_seen} this request was made for: nothing "
                                                    f"was taken back.", version=game.version)
            kinds = [row.kind for row in seat_rows]
            numbers, records = _standing_moves(connection, game_id, game.version)
            session = replayed(rules.GameOptions.model_validate_json(game.options), game.seed, records)
            if session.state != self.states.get(game_id, game.version, game.state):
                raise Refusal(Reason.UNAVAILABLE, "The game's moves do not replay to its state: nothing was taken "
                                                  "back.")
            try:
                found: TakeBackPlan = plan(session, numbers, kinds, seat)
            except NothingToTakeBack as nothing:
                raise Refusal(Reason.NOTHING_TO_TAKE_BACK, str(nothing), version=game.version) from None
            if found.consent_of is not None:
                if agreed is None or agreed[0] != found.consent_of:
                    return ConsentNeeded(seat=found.consent_of, version=game.version, move=found.move,
                                         record=found.record)
                if not _may_act(seat_rows[agreed[0]], agreed[1]):
                    raise Refusal(Reason.BAD_CREDENTIALS, "This is not the secret of the seat that agreed.")
            number, moment, state = game.version + 1, now(), found.state_after
            to_play = rules.current_player(state)
            connection.execute(insert(takebacks).values(
                game_id=game_id, number=number, move=found.move, seat=seat, agreed_by=found.consent_of,
                request_id=request_id, taken_back_at=moment))
            connection.execute(update(moves).where(moves.c.game_id == game_id, moves.c.number == found.move)
                               .values(taken_back_at=number))
            started = moment if to_play != game.to_play else _aware(game.turn_started_at)
            changed = connection.execute(_STORE_GAME, {
                "game_id": game_id, "seen": game.version, "version": number, "state": state.model_dump_json(),
                "to_play": to_play, "finished": rules.is_over(state), "turn_started_at": started})
            if changed.rowcount != 1:
                raise Refusal(Reason.STALE_VERSION, "The game moved on meanwhile: refresh.")
            if self.shared:
                notify_move(connection, game_id)
            record = _with_bank(connection, _record(game_id, number, state, seat_rows, to_play, game.turn_seconds,
                                                    started, (), None, found.move, seat))
        self.states.put(game_id, number, state)
        return TakenBack(version=number, move=found.move, repeated=False, record=record)


def _record(game_id: str, version: int, state: rules.GameState, seat_rows, to_play: int | None,
            turn_seconds: int | None, turn_started_at: datetime, last_events,
            last_command: rules.Command | None, taken_back: int | None = None,
            taken_back_by: int | None = None) -> GameRecord:
    return GameRecord(game_id=game_id, version=version, state=state, kinds=tuple(row.kind for row in seat_rows),
                      claimed=tuple(row.kind != PERSON or row.secret_digest is not None for row in seat_rows),
                      to_play=to_play, turn_seconds=turn_seconds, turn_started_at=turn_started_at,
                      last_events=tuple(last_events), last_command=last_command, taken_back=taken_back,
                      taken_back_by=taken_back_by)


def _with_bank(connection, record: GameRecord) -> GameRecord:
    """`record` with what is left in the bank of its seat to play (a game with a turn time only: the others have no
    banks, and are not asked)."""
    if record.turn_seconds is None:
        return record
    return dataclasses.replace(record, bank_seconds=bank_left(connection, record.game_id, record.to_play))


def _standing_moves(connection, game_id: str, version: int) -> tuple[list[int], tuple[LogRecord, ...]]:
    """The moves that stand at `version`, in order (their numbers, their records): a move taken back by then is
    left out, so they replay to the state of that version. Bounded by `version`: a move committed after the game
    row was read is not in its state (each statement may see a newer snapshot, as PostgreSQL's default
    isolation gives)."""
    rows = connection.execute(select(moves.c.number, moves.c.record).where(
        moves.c.game_id == game_id, moves.c.number <= version,
        or_(moves.c.taken_back_at.is_(None), moves.c.taken_back_at > version)).order_by(moves.c.number)).all()
    return [row.number for row in rows], tuple(LogRecord.model_validate_json(row.record) for row in rows)


def _locked_game(connection, game_id: str, seat: int, secret: str | None):
    """The game's row, locked for the transaction, and its seats' rows, once `secret` is found to speak for
    `seat` (None: the server's own computer player)."""
    game = connection.execute(_GAME_LOCKED, {"game_id": game_id}).one_or_none()
    if game is None:
        raise Refusal(Reason.UNKNOWN_GAME, "There is no such game on this server.")
    seat_rows = connection.execute(_SEATS, {"game_id": game_id}).all()
    if not 0 <= seat < len(seat_rows) or not _may_act(seat_rows[seat], secret):
        raise Refusal(Reason.BAD_CREDENTIALS, "This is not the secret of that seat in that game.")
    if waits_for_players(game):
        raise Refusal(Reason.WAITING_FOR_PLAYERS, "This game waits for players: it starts once every seat is taken.",
                      version=game.version)
    return game, seat_rows


def _may_act(seat_row, secret: str | None) -> bool:
    if secret is None:  # the server's own computer player
        return seat_row.kind != PERSON
    return seat_row.kind == PERSON and credentials.matches(secret, seat_row.secret_digest)


def _aware(moment: datetime) -> datetime:
    """SQLite gives back naive datetimes; every one stored is UTC."""
    return moment if moment.tzinfo is not None else moment.replace(tzinfo=timezone.utc)
