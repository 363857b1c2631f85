"""The edit keys this browser holds: one cookie per sheet it stored, sent only to that sheet's pages.

A sheet's edit key (answered by ``POST /api/v1/results``, made by the table form)
is kept in the cookie :func:`cookie_name` with the path of the sheet's page
(``/results/<id>``), ``HttpOnly``, so only the creating browser sees "Edit this
table" on the sheet's page and reaches its edit form (``/results/<id>/edit``).
"""

from __future__ import annotations

from flask import Request, Response

DAYS = 365


def cookie_name(result_id: str) -> str:
    return f"agricalc_edit_{result_id}"


def path(result_id: str) -> str:
    return f"/results/{result_id}"


def remember(response: Response, request: Request, result_id: str, edit_key: str) -> None:
    """Keep sheet ``result_id``'s edit key in this browser, on ``response``."""
    response.set_cookie(cookie_name(result_id), edit_key, max_age=DAYS * 24 * 3600, path=path(result_id),
                        httponly=True, samesite="Lax", secure=request.is_secure)


def held(request: Request, result_id: str) -> str | None:
    """The edit key of sheet ``result_id`` this browser holds, if any."""
    return request.cookies.get(cookie_name(result_id)) or None
