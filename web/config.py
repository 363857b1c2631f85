"""Default settings of the web app, and where its database lives.

Override any of them with ``create_app(test_config={...})``.
"""

from __future__ import annotations

import os
from pathlib import Path

from calculator.documents import MAX_DOCUMENT_BYTES
from calculator.solver import DEFAULT_SOLVER

DB_ENV = "AGRICALC_DB"  # environment variable naming the SQLite file
DB_NAME = "agricalc.db"

MAX_CONTENT_LENGTH = MAX_DOCUMENT_BYTES  # bytes of request body (64 KiB); more is answered 413
# Placement solver of the farm games: the project's default, the fast exact search (CP-SAT
# costs ~7 ms of CPU a request, which queues concurrent clients).  SOLVER = "cpsat" selects
# the CP-SAT reference (both are exact and always agree), for which SOLVER_TIME_LIMIT applies.
SOLVER = DEFAULT_SOLVER
SOLVER_TIME_LIMIT = 5.0  # seconds per CP-SAT placement solve; past it the request is refused (422)
# Heavy work (web/work.py, web/limits.py).  Bots think in WORK_PROCESSES worker processes per
# lane (0: on the request's own thread, as in tests; `agricalc serve` uses 1), away from the
# threads that answer pages and scores.  Each pool has a heavy lane of BOT_SLOTS requests with
# bot moves, SIMULATION_SLOTS simulations or PLAN_SLOTS plans at once, and a light lane of
# LIGHT_SLOTS more for requests estimated at most LIGHT_WORK_SECONDS (a plan: one the planner
# proves within that time); one more is answered 503 with Retry-After: RETRY_AFTER.
# A move that no bot answers takes no slot.
WORK_PROCESSES = 0
BOT_SLOTS = 3
SIMULATION_SLOTS = 1
PLAN_SLOTS = 1  # farm plans at once (web/plan.py), each one core for at most PLAN_TIME_LIMIT
LIGHT_SLOTS = 1  # per pool: light requests at once, beside the heavy ones
LIGHT_WORK_SECONDS = 1.0  # estimated: the most a light request costs
PLAN_TIME_LIMIT = 10.0  # seconds of CP-SAT search per plan; past it the best plan found and a bound
RETRY_AFTER = 10  # seconds
MAX_BOT_BUDGET = 500  # search iterations a move of one bot (mcts:N)
MAX_BOT_SECONDS = 2.0  # CPU seconds a move of one bot with a time budget (mcts:1s, best:2s)
MAX_BOT_TURN_SECONDS = 5.0  # estimated: the bots' answer to one move of a person
MAX_WORK_SECONDS = 30.0  # estimated: a simulation, or a game of bots only
# Writes per client address (web/ratelimit.py), in Flask-Limiter's words (";" between limits);
# beyond them 429 with Retry-After.  RATELIMIT_ENABLED = False turns them off.
SHEET_WRITES = "20 per minute;200 per day"  # score sheets stored (the API and the table form)
GAME_WRITES = "30 per minute;300 per day"  # games started (the API and the new-game form)
CLUB_WRITES = "10 per minute;50 per day"  # clubs made (the API and the clubs page)
MOVE_WRITES = "300 per minute"  # moves and take-backs: a person plays far slower
MAX_STORE_BYTES = 4 * 1024**3  # the database's size past which no new sheet or game is stored (507)
RATELIMIT_ENABLED = True
RATELIMIT_STORAGE_URI = "memory://"  # counts per server process
RATELIMIT_HEADERS_ENABLED = False  # the 429 answer alone carries Retry-After (web/ratelimit.py)
VALIDATION_ERROR_STATUS_CODE = 400  # APIFlask: a body of the wrong shape is a malformed request
VALIDATION_ERROR_DESCRIPTION = "Malformed document (wrong JSON types or keys)"


def defaults() -> dict:
    """The settings above, as a Flask config mapping (``DATABASE`` resolved now, created lazily)."""
    settings = {name: value for name, value in globals().items() if name.isupper() and not name.startswith("DB_")}
    settings["DATABASE"] = str(database_path())
    return settings


def database_path(path: str | os.PathLike | None = None) -> Path:
    """The SQLite file for stored games: ``path``, else ``$AGRICALC_DB``, else the user data dir.

    Nothing is created here: the directory is made when the database is first opened.
    """
    if path:
        return Path(path).expanduser()
    if os.environ.get(DB_ENV):
        return Path(os.environ[DB_ENV]).expanduser()
    from platformdirs import user_data_path

    return user_data_path("agricalc", appauthor=False) / DB_NAME
