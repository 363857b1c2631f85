"""My sheets: the score sheets this browser (or API client) stored, remembered in a cookie.

Nobody lists everyone's sheets (api.md 4.2): the list pages (``/results``) and
``GET /api/v1/results`` show only the sheets whose ids the caller's cookie
(:data:`COOKIE`, sent to every path) holds, newest :data:`KEPT` of them.  A
sheet stays readable by anyone who has its unguessable address.  The cookie
holds no secret beyond those addresses, and is ``HttpOnly``.

A listing is a set of sheet ids paged newest first (:func:`page`), so another
source of ids (the sheets of a club whose key is given) can be listed the same way.
"""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass

from flask import Request, Response

from .store import GameStore, StoredResult

COOKIE = "agricalc_sheets"
KEPT = 100  # sheets remembered (about 1.3 KB of cookie)
DAYS = 365
ENTRY = re.compile(r"[A-Za-z0-9_-]{8,32}")  # a sheet id (secrets.token_urlsafe)


@dataclass(frozen=True)
class Page:
    """One page of a listing: its sheets newest first, how many the listing holds, and the
    offset of the next page (``None`` on the last)."""

    sheets: tuple[StoredResult, ...]
    total: int
    next: int | None


def remembered(request: Request) -> list[str]:
    """The ids of the sheets this caller stored, newest first."""
    ids: list[str] = []
    for text in request.cookies.get(COOKIE, "").split("."):
        if ENTRY.fullmatch(text) and text not in ids:
            ids.append(text)
    return ids[:KEPT]


def remember(response: Response, request: Request, result_id: str) -> None:
    """Add sheet ``result_id`` to the front of the caller's cookie, on ``response``."""
    ids = [result_id] + [known for known in remembered(request) if known != result_id]
    response.set_cookie(COOKIE, ".".join(ids[:KEPT]), max_age=DAYS * 24 * 3600, path="/", httponly=True,
                        samesite="Lax", secure=request.is_secure)


def page(store: GameStore, ids: Sequence[str], *, limit: int, offset: int = 0) -> Page:
    """The sheets of ``ids`` that are stored, newest first: ``limit`` of them from ``offset`` on."""
    sheets, total = store.results_among(ids, limit=limit, offset=offset)
    return Page(tuple(sheets), total, offset + limit if offset + limit < total else None)


def newest_first(sheets: Sequence[StoredResult], *, limit: int, offset: int = 0) -> Page:
    """A page of ``sheets`` (given oldest first, as a club's are), newest first."""
    ordered = list(reversed(sheets))
    return Page(tuple(ordered[offset:offset + limit]), len(ordered),
                offset + limit if offset + limit < len(ordered) else None)
