"""The games database: the only module that speaks SQL.

A stored game is its seed, its seats (a human's token is kept only as a
SHA-256 hash) and the log of accepted actions.  Each action is written in its
own transaction, in synchronous WAL mode, so a killed server loses no
accepted action; state is rebuilt by replaying the log.
"""

from __future__ import annotations

import hashlib
import secrets
import sqlite3
from contextlib import contextmanager
from dataclasses import dataclass
from datetime import datetime, timezone
from importlib import resources
from pathlib import Path


@dataclass(frozen=True)
class Seat:
    seat: int
    name: str | None
    bot: str | None


@dataclass(frozen=True)
class StoredGame:
    id: str
    game: str
    seed: int
    seats: tuple[Seat, ...]
    actions: tuple[tuple[int, str], ...]  # (seat, action id) in order


class Conflict(Exception):
    """Another request wrote to this game first."""


class GameStore:
    """Games in one SQLite file."""

    def __init__(self, path: str | Path) -> None:
        self.path = Path(path)
        self.path.parent.mkdir(parents=True, exist_ok=True)
        self._db = sqlite3.connect(self.path, timeout=30, isolation_level=None, )
        self._db.execute("PRAGMA journal_mode=WAL")
        self._db.execute("PRAGMA synchronous=FULL")
        self._db.execute("PRAGMA foreign_keys=ON")
        self._db.executescript(resources.files("web").joinpath("schema.sql").read_text())

    def close(self) -> None:
        self._db.close()

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

    def create(self, game: str, seed: int, seats: list[tuple[str | None, str | None]]) -> tuple[str, dict[int, str]]:
        """Store a new game; returns its id and a fresh token per human seat."""
        game_id = secrets.token_hex(8)
        tokens = {}
        with self.transaction():
            self._db.execute("INSERT INTO games VALUES (?, ?, ?, ?)",
                             (game_id, game, seed, datetime.now(timezone.utc).isoformat()))
            for seat, (name, bot) in enumerate(seats):
                token_hash = None
                if bot is None:
                    tokens[seat] = secrets.token_urlsafe(24)
                    token_hash = _hash(tokens[seat])
                self._db.execute("INSERT INTO seats VALUES (?, ?, ?, ?, ?)", (game_id, seat, name, bot, token_hash))
        return game_id, tokens

    def load(self, game_id: str) -> StoredGame | None:
        row = self._db.execute("SELECT game, seed FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            return None
        seats = self._db.execute("SELECT seat, name, bot FROM seats WHERE game_id = ? ORDER BY seat", (game_id,))
        actions = self._db.execute("SELECT seat, action FROM actions WHERE game_id = ? ORDER BY n", (game_id,))
        return StoredGame(game_id, row[0], row[1], tuple(Seat(*s) for s in seats), tuple(actions))

    def seat_of_token(self, game_id: str, token: str) -> int | None:
        row = self._db.execute("SELECT seat FROM seats WHERE game_id = ? AND token_hash = ?",
                               (game_id, _hash(token))).fetchone()
        return None if row is None else row[0]

    def append(self, game_id: str, n: int, seat: int, action: str) -> None:
        """Record action number ``n``; :class:`Conflict` if that number is taken."""
        try:
            self._db.execute("INSERT INTO actions VALUES (?, ?, ?, ?)", (game_id, n, seat, action))
        except sqlite3.IntegrityError:
            raise Conflict(game_id) from None


def _hash(token: str) -> str:
    return hashlib.sha256(token.encode()).hexdigest()
