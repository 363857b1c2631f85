"""The games database: the only module that speaks SQL.

A stored game is its seed, the options it was created with (Agricola's decks),
its seats (a human's token is kept only as a SHA-256 hash) and the log of
accepted actions.  Each action is written in its
own transaction, in synchronous WAL mode, so a killed server loses no
accepted action; state is rebuilt by replaying the log.  Beside the log, each
game records whether a bot is to move, so that a restarted server can let the
bots finish an answer that a crash interrupted (:meth:`GameStore.waiting_for_bots`).

The log (table ``actions``) is the line of play: it replays to the game.  A
take-back cuts its tail, but nothing is lost: the withdrawn actions move to
the table ``taken_back``, numbered by take-back and by the places they held
(:meth:`GameStore.take_back`, :meth:`GameStore.taken_back`).  A finished game
links to its score sheet (``games.result_id``, :meth:`GameStore.save_game_result`).

A score sheet is never overwritten: the row in ``results`` is its first version, and
each edit (made with the sheet's edit key, kept only as a hash) adds a row to
``result_versions`` (:meth:`GameStore.save_version`); a sheet reads as its newest
version unless an older one is asked for.  A club (``clubs``: a name and the hash of
its key) files sheets (``results.club_id``).

The schema has a version (``PRAGMA user_version``, :data:`SCHEMA_VERSION`):
opening a database brings an older one up to date, one step of
:data:`MIGRATIONS` at a time, and refuses one made by a newer agricalc or a
file that is not a database at all (:class:`StoreError`).
"""

from __future__ import annotations

import hashlib
import json
import secrets
import sqlite3
from collections.abc import Mapping, Sequence
from contextlib import contextmanager
from dataclasses import dataclass, field, replace
from datetime import datetime, timezone
from importlib import resources
from pathlib import Path
from typing import Any


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str | None
    bot: str | None


@dataclass(frozen=True)
class StoredResult:
    """A scored table: the ``players`` document as sent and the score result it got."""

    id: str
    game: str
    created: str  # ISO 8601, UTC
    document: dict
    result: dict
    played: str | None = None  # the id of the game played on this app whose sheet this is, if any
    version: int = 1  # which version of the sheet this is (1: as first stored)
    versions: int = 1  # how many versions the sheet has
    edited: str = ""  # when this version was stored (ISO 8601, UTC; the first: ``created``)
    club: str | None = None  # the id of the club the sheet is filed under, if any


@dataclass(frozen=True)
class Club:
    """A named group whose sheets are listed and rated together; its key is kept only as a hash."""

    id: str
    name: str
    created: str  # ISO 8601, UTC


class WrongKey(Exception):
    """An edit key or a club key that is not the one stored (or no key at all)."""


class FiledElsewhere(Exception):
    """An edit that would move a sheet filed under one club into another (a sheet stays in its club)."""


@dataclass(frozen=True)
class StoredGame:
    id: str
    game: str
    seed: int
    seats: tuple[Seat, ...]
    actions: tuple[tuple[int, str], ...]  # (seat, action id) in order: the line of play
    takebacks: int = 0  # how many times moves were taken back (they are kept: GameStore.taken_back)
    result_id: str | None = None  # the score sheet of the finished game, once stored
    created: str = ""  # ISO 8601, UTC
    seed_salt: str | None = None  # 32 random hex digits, public once the game is over (None: stored before salts)
    options: Mapping[str, Any] = field(default_factory=dict)  # what the game was created with (JSON values)


@dataclass(frozen=True)
class GameSummary:
    """What a list of games shows of one, read without its log (:meth:`GameStore.summaries`)."""

    id: str
    game: str
    created: str  # ISO 8601, UTC
    seats: tuple[Seat, ...]
    summary: dict | None  # as last stored with a move (web.gameplay.summary); None: stored before summaries


@dataclass(frozen=True)
class TakenBack:
    """One take-back: the actions withdrawn from the log, from its place ``at`` on."""

    takeback: int  # 1 for the first of the game
    at: int  # the place in the log of the first action withdrawn
    actions: tuple[tuple[int, str], ...]  # (seat, action id), as they stood in the log
    when: str  # ISO 8601, UTC


# Each step brings the schema from the version before to its own number; version 1 is
# schema.sql as first released (a database from before versions had user_version 0).
MIGRATIONS: tuple[str, ...] = (
    resources.files("web").joinpath("schema.sql").read_text(),
    "ALTER TABLE games ADD COLUMN bot_to_move INTEGER NOT NULL DEFAULT 0;",
    """CREATE TABLE results (  -- scored tables: the document as sent and its score result, as JSON
        id       TEXT PRIMARY KEY,
        game     TEXT NOT NULL,
        created  TEXT NOT NULL,
        document TEXT NOT NULL,
        result   TEXT NOT NULL
    );
    CREATE INDEX results_by_time ON results (created);""",
    # Take-backs: the withdrawn tail of a log is moved here, never deleted, so the log
    # (actions) stays the line of play that replays to the game; and a finished game's sheet.
    """CREATE TABLE taken_back (
        game_id  TEXT NOT NULL REFERENCES games (id),
        takeback INTEGER NOT NULL,  -- 1 for the game's first take-back, then 2, ...
        n        INTEGER NOT NULL,  -- the action's place in the log it was taken from
        seat     INTEGER NOT NULL,
        action   TEXT NOT NULL,
        at       TEXT NOT NULL,     -- when it was taken back (ISO 8601, UTC)
        PRIMARY KEY (game_id, takeback, n)
    );
    ALTER TABLE games ADD COLUMN result_id TEXT REFERENCES results (id);""",
    # A sheet finds the game it is of (its players named in the page's language).
    "CREATE INDEX games_by_result ON games (result_id);",
    # What a list of games shows of each (round, mover, winners), kept with every move so that
    # the list costs the same however long its games (JSON; NULL for a game stored before).
    "ALTER TABLE games ADD COLUMN summary TEXT;",
    # The seed's commitment is salted (api.md 4.1).  A game stored before keeps no salt: its
    # seed_sha256, already published, stays the hash of the seed alone.
    "ALTER TABLE games ADD COLUMN seed_salt TEXT;",
    # Sheets you can edit (each edit a new version; results keeps the first) and clubs that
    # file sheets.  A sheet stored before has no edit key: nobody can edit it.
    """CREATE TABLE clubs (
        id       TEXT PRIMARY KEY,
        name     TEXT NOT NULL,
        key_hash TEXT NOT NULL,
        created  TEXT NOT NULL
    );
    CREATE TABLE result_versions (
        result_id TEXT NOT NULL REFERENCES results (id),
        version   INTEGER NOT NULL,  -- 2 for the first edit, then 3, ...
        created   TEXT NOT NULL,
        document  TEXT NOT NULL,
        result    TEXT NOT NULL,
        PRIMARY KEY (result_id, version)
    );
    ALTER TABLE results ADD COLUMN edit_hash TEXT;
    ALTER TABLE results ADD COLUMN club_id TEXT REFERENCES clubs (id);
    CREATE INDEX results_by_club ON results (club_id, created);""",
    # The options a game was created with (Agricola's decks), as a JSON object: with the seed and
    # the log they replay the game.  A game stored before took none: '{}'.
    "ALTER TABLE games ADD COLUMN options TEXT NOT NULL DEFAULT '{}';",
)
SCHEMA_VERSION = len(MIGRATIONS)


class Conflict(Exception):
    """Another request wrote to this game first."""


class StoreError(Exception):
    """The database cannot be used: not a database, unreadable, or from a newer agricalc."""


class GameStore:
    """Games in one SQLite file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        try:
            if self.path.is_dir():
                raise StoreError(f"{self.path} is a directory, not a database file")
            self.path.parent.mkdir(parents=True, exist_ok=True)
            self._db = sqlite3.connect(self.path, timeout=30, isolation_level=None)
        except OSError as exc:
            raise StoreError(f"cannot open the database {self.path}: {exc.strerror or exc}") from None
        except sqlite3.Error as exc:
            raise StoreError(f"cannot open the database {self.path}: {exc}") from None
        try:
            self._db.execute("PRAGMA journal_mode=WAL")
            self._db.execute("PRAGMA synchronous=FULL")
            self._db.execute("PRAGMA foreign_keys=ON")
            self._migrate()
        except sqlite3.Error as exc:
            self._db.close()
            raise StoreError(f"{self.path} is not a usable agricalc database: {exc}") from None
        except StoreError:
            self._db.close()
            raise

    @classmethod
    def check(cls, path: str | Path) -> None:
        """Open (creating or upgrading) the database at ``path`` and check every page of it;
        :class:`StoreError` saying what is wrong."""
        store = cls(path)
        try:
            problems = [row[0] for row in store._db.execute("PRAGMA quick_check")]
        except sqlite3.Error as exc:
            raise StoreError(f"{path} is not a usable agricalc database: {exc}") from None
        finally:
            store.close()
        if problems != ["ok"]:
            raise StoreError(f"{path} is damaged: {'; '.join(problems[:3])}")

    def close(self) -> None:
        self._db.close()

    def _migrate(self) -> None:
        """Bring the schema to :data:`SCHEMA_VERSION`, one migration per write transaction
        (each re-reads the version, so two servers opening one file migrate it once)."""
        while True:
            with self.transaction():
                version = self._db.execute("PRAGMA user_version").fetchone()[0]
                if version > SCHEMA_VERSION:
                    raise StoreError(f"{self.path} was made by a newer agricalc (schema {version}; "
                                     f"this one knows up to {SCHEMA_VERSION})")
                if version == SCHEMA_VERSION:
                    return
                for statement in _statements(MIGRATIONS[version]):
                    self._db.execute(statement)
                self._db.execute(f"PRAGMA user_version = {version + 1}")

    @contextmanager
    def transaction(self):
        """One write transaction, taken before reading so that writers queue up."""
        self._db.execute("BEGIN IMMEDIATE")
        try:
            yield self
        except BaseException:
            self._db.execute("ROLLBACK")
            raise
        self._db.execute("COMMIT")

    def create(self, game: str, seed: int, seats: list[tuple[str | None, str | None]], *,
               bot_to_move: bool = False, options: Mapping[str, Any] | None = None) -> tuple[str, dict[int, str]]:
        """Store a new game (created with ``options``, JSON values) with a fresh salt for its seed;
        returns its id and a fresh token per human seat."""
        game_id = secrets.token_hex(8)
        tokens = {}
        with self.transaction():
            self._db.execute("INSERT INTO games (id, game, seed, seed_salt, created, bot_to_move, options) "
                             "VALUES (?, ?, ?, ?, ?, ?, ?)",
                             (game_id, game, seed, secrets.token_hex(16), _now(), bot_to_move,
                              json.dumps(dict(options or {}))))
            for seat, (name, bot) in enumerate(seats):
                token_hash = None
                if bot is None:
                    tokens[seat] = secrets.token_urlsafe(24)
                    token_hash = _hash(tokens[seat])
                self._db.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?)", (game_id, seat, name, bot, token_hash))
        return game_id, tokens

    def load(self, game_id: str) -> StoredGame | None:
        row = self._db.execute("SELECT game, seed, result_id, created, seed_salt, "
                               "(SELECT COALESCE(MAX(takeback), 0) FROM taken_back WHERE game_id = games.id), "
                               "options FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        game, seed, result_id, created, seed_salt, takebacks, options = row
        seats = self._db.execute("SELECT seat, name, bot FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        actions = self._db.execute("SELECT seat, action FROM actions WHERE game_id = ? ORDER BY n", (game_id,))
        return StoredGame(game_id, game, seed, tuple(Seat(*s) for s in seats), tuple(actions), takebacks, result_id,
                          created, seed_salt, json.loads(options))

    def seat_of_token(self, game_id: str, token: str) -> int | None:
        row = self._db.execute("SELECT seat FROM seats WHERE game_id = ? AND token_hash = ?",
                               (game_id, _hash(token))).fetchone()
        return None if row is None else row[0]

    def append(self, game_id: str, n: int, seat: int, action: str, *, bot_to_move: bool) -> None:
        """Record action number ``n`` and whether a bot moves next; :class:`Conflict` if ``n`` is taken."""
        try:
            self._db.execute("INSERT INTO actions VALUES (?, ?, ?, ?)", (game_id, n, seat, action))
        except sqlite3.IntegrityError:
            raise Conflict(game_id) from None
        self._db.execute("UPDATE games SET bot_to_move = ? WHERE id = ?", (bot_to_move, game_id))

    def set_summary(self, game_id: str, summary: dict) -> None:
        """Keep what a list of games shows of this one (:class:`GameSummary`), as it stands now."""
        self._db.execute("UPDATE games SET summary = ? WHERE id = ?", (json.dumps(summary), game_id))

    def summaries(self, game_ids: list[str]) -> dict[str, GameSummary]:
        """The games of ``game_ids`` that exist, by id, with their seats and stored summaries."""
        if not game_ids:
            return {}
        marks = ", ".join("?" * len(game_ids))
        seats: dict[str, list[Seat]] = {}
        for game_id, seat, name, bot in self._db.execute(
                f"SELECT game_id, seat, name, bot FROM seats WHERE game_id IN ({marks}) ORDER BY game_id, seat",
                game_ids):
            seats.setdefault(game_id, []).append(Seat(seat, name, bot))
        return {game_id: GameSummary(game_id, game, created, tuple(seats.get(game_id, ())),
                                     json.loads(summary) if summary else None)
                for game_id, game, created, summary in self._db.execute(
                    f"SELECT id, game, created, summary FROM games WHERE id IN ({marks})", game_ids)}

    def take_back(self, game_id: str, n: int) -> None:
        """Withdraw the actions from place ``n`` of the log on: they move to the ``taken_back``
        table as the game's next take-back, and no bot is to move.  Call it inside a
        :meth:`transaction` that has checked the log it cuts."""
        takeback = self._db.execute("SELECT COALESCE(MAX(takeback), 0) + 1 FROM taken_back WHERE game_id = ?",
                                    (game_id,)).fetchone()[0]
        self._db.execute("INSERT INTO taken_back SELECT game_id, ?, n, seat, action, ? FROM actions "
                         "WHERE game_id = ? AND n >= ?", (takeback, _now(), game_id, n))
        self._db.execute("DELETE FROM actions WHERE game_id = ? AND n >= ?", (game_id, n))
        self._db.execute("UPDATE games SET bot_to_move = 0 WHERE id = ?", (game_id,))

    def taken_back(self, game_id: str) -> list[TakenBack]:
        """The game's take-backs, oldest first, each with the actions it withdrew."""
        found: dict[int, TakenBack] = {}
        for takeback, n, seat, action, when in self._db.execute(
                "SELECT takeback, n, seat, action, at FROM taken_back WHERE game_id = ? ORDER BY takeback, n",
                (game_id,)):
            before = found.get(takeback) or TakenBack(takeback, n, (), when)
            found[takeback] = TakenBack(takeback, before.at, (*before.actions, (seat, action)), when)
        return list(found.values())

    def save_result(self, game: str, document: dict, result: dict, *,
                    club: str | None = None) -> tuple[StoredResult, str]:
        """Store a scored table (filed under ``club``, whose key the caller checked); returns it
        with its new id, and a fresh edit key (:meth:`save_version`)."""
        edit_key = secrets.token_urlsafe(18)
        with self.transaction():
            stored = self._insert_result(game, document, result, edit_hash=_hash(edit_key), club=club)
        return stored, edit_key

    def _insert_result(self, game: str, document: dict, result: dict, *, edit_hash: str | None = None,
                       club: str | None = None) -> StoredResult:
        created = _now()
        stored = StoredResult(secrets.token_urlsafe(9), game, created, document, result, edited=created, club=club)
        self._db.execute("INSERT INTO results (id, game, created, document, result, edit_hash, club_id) "
                         "VALUES (?, ?, ?, ?, ?, ?, ?)",
                         (stored.id, game, created, json.dumps(document), json.dumps(result), edit_hash, club))
        return stored

    def save_version(self, result_id: str, edit_key: str, document: dict, result: dict, *,
                     club: str | None = None) -> StoredResult:
        """Store an edit of sheet ``result_id`` as its next version (the ones before are kept), and
        file a sheet not yet filed under ``club`` (whose key the caller checked; a sheet already
        filed stays where it is); :class:`WrongKey` unless ``edit_key`` is the sheet's,
        :class:`FiledElsewhere` if it is filed under another club, :class:`KeyError` if there is
        no such sheet.  Nothing is stored when it raises."""
        with self.transaction():
            row = self._db.execute("SELECT edit_hash, club_id FROM results WHERE id = ?", (result_id,)).fetchone()
            if row is None:
                raise KeyError(result_id)
            if row[0] is None or not secrets.compare_digest(row[0], _hash(edit_key)):
                raise WrongKey(result_id)
            if club is not None and row[1] not in (None, club):
                raise FiledElsewhere(result_id)
            version = self._db.execute("SELECT COALESCE(MAX(version), 1) + 1 FROM result_versions "
                                       "WHERE result_id = ?", (result_id,)).fetchone()[0]
            self._db.execute("INSERT INTO result_versions VALUES (?, ?, ?, ?, ?)",
                             (result_id, version, _now(), json.dumps(document), json.dumps(result)))
            if club is not None:
                self._db.execute("UPDATE results SET club_id = ? WHERE id = ? AND club_id IS NULL", (club, result_id))
        return self.result(result_id)

    def save_game_result(self, game_id: str, document: dict, result: dict) -> StoredResult:
        """Store the score sheet of the finished game ``game_id`` once: the first call stores
        and links it; any later call returns the one stored."""
        with self.transaction():
            row = self._db.execute("SELECT game, result_id FROM games WHERE id = ?", (game_id,)).fetchone()
            if row[1] is not None:
                return self.result(row[1])
            stored = replace(self._insert_result(row[0], document, result), played=game_id)
            self._db.execute("UPDATE games SET result_id = ? WHERE id = ?", (stored.id, game_id))
        return stored

    def result(self, result_id: str, version: int | None = None) -> StoredResult | None:
        """Sheet ``result_id`` as its newest version, or as version ``version``; None if there is none."""
        row = self._db.execute(f"{RESULTS} WHERE results.id = ?", (result_id,)).fetchone()
        if row is None:
            return None
        newest = _result(row)
        if version is None or version == newest.version:
            return newest
        if version == 1:
            found = self._db.execute("SELECT created, document, result FROM results WHERE id = ?",
                                     (result_id,)).fetchone()
        else:
            found = self._db.execute("SELECT created, document, result FROM result_versions "
                                     "WHERE result_id = ? AND version = ?", (result_id, version)).fetchone()
        if found is None:
            return None
        edited, document, result = found
        return replace(newest, version=version, edited=edited, document=json.loads(document),
                       result=json.loads(result))

    def create_club(self, name: str) -> tuple[Club, str]:
        """Store a new club; returns it and its fresh key (the secret that shows and files its sheets)."""
        club, key = Club(secrets.token_urlsafe(9), name, _now()), secrets.token_urlsafe(18)
        with self.transaction():
            self._db.execute("INSERT INTO clubs VALUES (?, ?, ?, ?)", (club.id, name, _hash(key), club.created))
        return club, key

    def club(self, club_id: str, key: str | None) -> Club:
        """The club ``club_id`` if ``key`` is its key; :class:`WrongKey` otherwise (or if there is no such club)."""
        row = self._db.execute("SELECT id, name, created, key_hash FROM clubs WHERE id = ?", (club_id,)).fetchone()
        if row is None or key is None or not secrets.compare_digest(row[3], _hash(key)):
            raise WrongKey(club_id)
        return Club(*row[:3])

    def club_results(self, club_id: str) -> list[StoredResult]:
        """The sheets filed under club ``club_id``, each as its newest version, in the order they were stored."""
        rows = self._db.execute(f"{RESULTS} WHERE results.club_id = ? ORDER BY results.created, results.rowid",
                                (club_id,))
        return [_result(row) for row in rows]

    def results_among(self, ids: Sequence[str], *, limit: int, offset: int = 0) -> tuple[list[StoredResult], int]:
        """The stored sheets whose ids are among ``ids``, newest first: ``limit`` of them from
        ``offset`` on, and how many of ``ids`` are stored."""
        if not ids:
            return [], 0
        among = f"results.id IN ({', '.join('?' * len(ids))})"
        total = self._db.execute(f"SELECT COUNT(*) FROM results WHERE {among}", tuple(ids)).fetchone()[0]
        rows = self._db.execute(f"{RESULTS} WHERE {among} ORDER BY results.created DESC, results.rowid DESC "
                                "LIMIT ? OFFSET ?", (*ids, limit, offset))
        return [_result(row) for row in rows], total

    def recent_results(self, limit: int) -> list[StoredResult]:
        """The ``limit`` most recent scored tables, newest first."""
        rows = self._db.execute(f"{RESULTS} ORDER BY results.created DESC, results.rowid DESC LIMIT ?", (limit,))
        return [_result(row) for row in rows]

    def size(self) -> int:
        """The bytes the database's pages take (its file, without the write-ahead log)."""
        pages = self._db.execute("PRAGMA page_count").fetchone()[0]
        return pages * self._db.execute("PRAGMA page_size").fetchone()[0]

    def waiting_for_bots(self) -> list[str]:
        """Ids of the games in which a bot is to move (their bots were interrupted), oldest first."""
        return [row[0] for row in self._db.execute("SELECT id FROM games WHERE bot_to_move ORDER BY created")]


def _now() -> str:
    return datetime.now(timezone.utc).isoformat()


# A stored sheet as its newest version, and the game played here that it is the sheet of (none for a
# table scored by hand).
RESULTS = ("SELECT results.id, results.game, results.created, COALESCE(newest.document, results.document), "
           "COALESCE(newest.result, results.result), games.id, COALESCE(newest.version, 1), "
           "COALESCE(newest.created, results.created), results.club_id "
           "FROM results LEFT JOIN games ON games.result_id = results.id "
           "LEFT JOIN result_versions AS newest ON newest.result_id = results.id AND newest.version = "
           "(SELECT MAX(version) FROM result_versions WHERE result_id = results.id)")


def _result(row: tuple) -> StoredResult:
    result_id, game, created, document, result, played, versions, edited, club = row
    return StoredResult(result_id, game, created, json.loads(document), json.loads(result), played,
                        versions, versions, edited, club)


def _statements(script: str) -> list[str]:
    """The SQL statements of ``script``, comments dropped (run one by one inside a transaction)."""
    lines = [line.split("--", 1)[0] for line in script.splitlines()]
    return [statement.strip() for statement in "\n".join(lines).split(";") if statement.strip()]


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
