"""Writes are rate-limited per client (api.md 4.2), with Flask-Limiter.

A view that writes is marked with :func:`writes` and the name of the app
setting that bounds it (:mod:`web.config`):

``SHEET_WRITES``
    score sheets stored (``POST /api/v1/results`` and the table form);
``GAME_WRITES``
    games started (``POST /api/v1/games`` and the new-game form);
``CLUB_WRITES``
    clubs made (``POST /api/v1/clubs`` and the clubs page);
``MOVE_WRITES``
    moves and take-backs, generous: a person plays far slower.

Each setting is a Flask-Limiter limit string (``"20 per minute;200 per day"``),
read on every request, so an app's config may turn it down or up; the views
marked with one setting share its count.  A client is its address; only
writes that succeed count (a refused one stores nothing).  Beyond a limit the
answer is 429 ``too_many_requests`` with ``Retry-After``.  Counts are kept in
memory (``RATELIMIT_STORAGE_URI``), per server process;
``Retry-After`` is the wait until the limit breached lets the client write again;
``RATELIMIT_ENABLED = False`` turns every limit off.
"""

from __future__ import annotations

import math
import time
from collections.abc import Callable

from flask import Flask, Response, current_app
from flask_limiter import Limiter, RateLimitExceeded
from flask_limiter.util import get_remote_address

SETTINGS = {"SHEET_WRITES": "score sheets stored", "GAME_WRITES": "games started",
            "CLUB_WRITES": "clubs made",
            "MOVE_WRITES": "moves"}
MARK = "write_limit"  # the attribute of a marked view: its setting's name


def writes(setting: str) -> Callable[[Callable], Callable]:
    """Mark a view as a write bounded by the app setting ``setting`` (one of :data:`SETTINGS`)."""
    if setting not in SETTINGS:
        raise ValueError(f"unknown write limit {setting!r}; one of {', '.join(SETTINGS)}")

    def mark(view: Callable) -> Callable:
        setattr(view, MARK, setting)
        return view

    return mark


def install(app: Flask) -> Limiter:
    """Limit every marked view of ``app`` (call it once every blueprint is registered)."""
    limiter = Limiter(get_remote_address, app=app)

    def too_many(error: RateLimitExceeded) -> Response:
        from .errors import error_response

        breached = [limit for limit in limiter.current_limits if limit.breached] or limiter.current_limits
        wait = max((limit.reset_at for limit in breached), default=time.time() + 1) - time.time()
        response = error_response(429, "too_many_requests", error.description)
        response.headers["Retry-After"] = str(max(1, math.ceil(wait)))
        return response

    app.register_error_handler(RateLimitExceeded, too_many)
    for endpoint, view in list(app.view_functions.items()):
        setting = getattr(view, MARK, None)
        if setting is not None:
            limited = limiter.shared_limit(_value(setting), scope=setting, deduct_when=_stored,
                                           error_message=_message(setting))
            app.view_functions[endpoint] = limited(view)
    return limiter


def describe(config: dict) -> str:
    """The limits in words, for the API's description."""
    return "; ".join(f"{what}: {config[setting]}" for setting, what in SETTINGS.items())


def _value(setting: str) -> Callable[[], str]:
    return lambda: current_app.config[setting]


def _message(setting: str) -> Callable[[], str]:
    return lambda: (f"too many {SETTINGS[setting]} from your address (at most {current_app.config[setting]}); "
                    "try again after Retry-After seconds")


def _stored(response: Response) -> bool:
    """Whether a write counts: it was taken (not refused)."""
    return response.status_code < 400
