"""Where stored games live: the SQLite file of ``app.config["DATABASE"]``, and how large it may grow.

Starting the server creates nothing: the file's directory is made when the
database is first opened.  A database over ``MAX_STORE_BYTES`` takes no new
score sheet or game (507 ``store_full``), so that anonymous writes cannot fill
the disk; the games under way still take their moves.
"""

from __future__ import annotations

from pathlib import Path

from flask import current_app
from werkzeug.exceptions import HTTPException

from .store import GameStore


class StoreFull(HTTPException):
    """507 Insufficient Storage (answered as ``store_full`` by :mod:`web.errors`)."""

    code = 507
    name = "Insufficient Storage"


def database_file() -> Path:
    """The configured SQLite file, its directory created if missing."""
    path = Path(current_app.config["DATABASE"])
    path.parent.mkdir(parents=True, exist_ok=True)
    return path


def check_room(store: GameStore) -> None:
    """Refuse (507 ``store_full``) a new score sheet or game when ``store`` is over ``MAX_STORE_BYTES``."""
    limit = current_app.config["MAX_STORE_BYTES"]
    if store.size() >= limit:
        current_app.logger.warning("the database is full (%d bytes or more): a new sheet or game refused", limit)
        raise StoreFull(f"the server's store is full (its limit is {limit} bytes): nothing new can be stored now")
