"""Every failure as a clean answer: ``{"error": code, "message": ...}`` under /api, a page elsewhere.

Status codes (api.md 4): 400 malformed JSON or wrong types, 404, 405, 413 body
too large, 415 not JSON, 422 well-formed but against the rules (animals that do
not fit add ``best``, the capacity result of the best keep/release choice), 503
the database or the work pool unavailable for now.  No input should ever reach
a 500: an unexpected exception is a fault of the server, logged with a
reference and answered as a plain 500 ``internal_error`` naming it, never
disguised as a client's mistake (so the fuzz tests can see it).
"""

from __future__ import annotations

import re
import uuid

from apiflask import APIFlask, HTTPError
from flask import Response, current_app, jsonify, render_template, request
from flask_babel import lazy_gettext
from pydantic import ValidationError
from werkzeug.exceptions import HTTPException, MethodNotAllowed, NotFound

from calculator.errors import AgricalcError, AnimalsDoNotFit, InvalidDocument

from .store import StoreError
from .texts import TOO_LONG
from .validation import validation_message

CODES = {400: "bad_request", 401: "unauthorized", 403: "forbidden", 404: "not_found", 405: "method_not_allowed",
         409: "conflict", 413: "too_large", 415: "unsupported_media_type", 422: "unprocessable",
         429: "too_many_requests", 500: "internal_error", 503: "unavailable", 507: "store_full"}


def register(app: APIFlask) -> None:
    """Install the error handlers on ``app``."""
    app.error_processor(_http_error)
    app.register_error_handler(HTTPException, _werkzeug_error)
    app.register_error_handler(AgricalcError, _calculator_error)
    app.register_error_handler(StoreError, _store_error)
    app.register_error_handler(Exception, _unexpected)


def status_of(error: AgricalcError) -> int:
    """400 for a malformed document, 422 for one against the rules."""
    return 400 if isinstance(error, InvalidDocument) else 422


# What a page says for an error code, in the page's language (the API's message stays English,
# and a page in another language shows it as a note).
PAGE_WORDS = {
    "not_found": lazy_gettext("There is nothing at this address."),
    "method_not_allowed": lazy_gettext("This address cannot be used that way."),
    "too_large": lazy_gettext("What was sent is too large."),
    "unsupported_media_type": lazy_gettext("What was sent is not in a form this address takes."),
    "bad_request": lazy_gettext("This request could not be understood."),
    "invalid_document": lazy_gettext("This request could not be understood."),
    "database_unavailable": lazy_gettext("The games database is unavailable; try again later."),
    "busy": lazy_gettext("The server is busy. Please try again in a few seconds."),
    "internal_error": lazy_gettext("The server failed on this request. The fault is logged."),
    "rule_violation": lazy_gettext("This is against the rules of the game."),
    "animals_do_not_fit": lazy_gettext("The farm cannot house all these animals."),
    "too_much_work": lazy_gettext("This asks for more work than the server allows."),
    "game_over": lazy_gettext("The game is over: no more moves."),
    "not_your_turn": lazy_gettext("It is not your turn."),
    "stale": lazy_gettext("The game had moved on since that page was shown."),
    "conflict": lazy_gettext("The game had moved on since that page was shown."),
    "no_take_back": lazy_gettext("That move cannot be taken back now."),
    "takeback_blocked": lazy_gettext("That move cannot be taken back: a card was revealed or drawn since."),
    "too_long": lazy_gettext("A name or title is too long."),
    "too_many_requests": lazy_gettext("Too many requests from your address: wait a little, then try again."),
    "store_full": lazy_gettext("The server cannot store anything new now."),
    "wrong_token": lazy_gettext("This browser is not one of this game's players."),
}
ELSE = lazy_gettext("That cannot be done.")  # an error without words of its own: the English as the note


def error_response(status: int, code: str, message: str, *, error: AgricalcError | None = None,
                   **extra: object) -> Response:
    """The JSON error answer, or an HTML page outside the API (in the page's language, with the
    English message as a note where the page has its own words for the error, or the calculator
    ``error``'s own words in the page's language where it has them)."""
    if not request.path.startswith("/api/"):
        from .i18n import DEFAULT, language, rule_words

        english = language() == DEFAULT
        shown = message if english else str(PAGE_WORDS.get(code, ELSE))
        said = "" if english or error is None else rule_words(error)
        detail = "" if english else said or message
        page = render_template("error.html", status=status, code=code, message=shown, detail=detail,
                               said=bool(said), place=error.where if said else "")
        return Response(page, status=status, mimetype="text/html")
    response = jsonify({"error": code, "message": message, **extra})
    response.status_code = status
    return response


def _http_error(error: HTTPError) -> Response:
    """APIFlask's errors: request validation (400) and ``apiflask.abort``."""
    cause = error.__cause__
    if isinstance(cause, ValidationError):
        if all(detail["type"] == TOO_LONG for detail in cause.errors()):  # well-formed, but more than is stored
            return error_response(422, TOO_LONG, validation_message(cause))
        return error_response(error.status_code, InvalidDocument.code, validation_message(cause))
    code = (error.extra_data or {}).get("error") or CODES.get(error.status_code, "error")
    response = error_response(error.status_code, code, error.message)
    response.headers.extend(error.headers or {})
    return response


def _werkzeug_error(error: HTTPException) -> Response:
    status = error.code or 400
    code = getattr(error, "code_name", None) or CODES.get(status) or _snake(error.name)
    message = error.description or error.name
    if isinstance(error, NotFound):
        message = f"nothing at {request.path}"
    elif isinstance(error, MethodNotAllowed):
        allowed = [m for m in error.valid_methods or () if m not in ("HEAD", "OPTIONS")]
        message = f"{request.method} is not allowed on {request.path}; use {' or '.join(allowed)}"
    elif status == 413:
        message = f"the request body is larger than the limit of {current_app.config['MAX_CONTENT_LENGTH']} bytes"
    response = error_response(status, code, message)
    response.headers.extend((name, value) for name, value in error.get_headers() if name.lower() != "content-type")
    return response


def _calculator_error(error: AgricalcError) -> Response:
    extra = {"best": error.best} if isinstance(error, AnimalsDoNotFit) else {}
    return error_response(status_of(error), error.code, error.message, error=error, **extra)


def _store_error(error: StoreError) -> Response:
    current_app.logger.error("database unavailable on %s %s: %s", request.method, request.path, error)
    return error_response(503, "database_unavailable", "the games database is unavailable; try again later")


def _unexpected(error: Exception) -> Response:
    reference = uuid.uuid4().hex[:12]
    current_app.logger.exception("internal error %s on %s %s", reference, request.method, request.path)
    return error_response(500, "internal_error",
                          f"the server failed on this request; the fault is logged as {reference}")


def _snake(name: str) -> str:
    return re.sub(r"[^a-z0-9]+", "_", name.lower()).strip("_")

