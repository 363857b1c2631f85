"""Stored score sheets (api.md 4): a whole table scored once and kept at a permanent address.

``POST /api/v1/results`` scores a ``players`` document through the one scoring path
(:mod:`web.calculate`) and stores the document as sent (names, title) with its
result; ``GET /api/v1/results/{id}`` gives it back to anyone with its id, and
``GET /api/v1/results`` lists, a page at a time, only the sheets the caller
stored (its cookie: :mod:`web.mysheets`).  The pages of a sheet
(``/results/<id>``) read the same records.
"""

from __future__ import annotations

from typing import Annotated

from apiflask import APIBlueprint, abort
from flask import Response, jsonify, request
from pydantic import Field

from calculator.errors import InvalidDocument

from . import calculate, mysheets, texts
from .db import check_room
from .games import store
from .ratelimit import writes
from .schemas import DocumentModels, GameResult, Open
from .store import StoredResult

MAX_LISTED = 100  # results in one listing
ERRORS = {400: "Malformed JSON, wrong types or unknown keys, or not a whole table",
          404: "No such result", 413: "Body too large", 415: "Body not sent as JSON (Content-Type: application/json)",
          422: "Against the rules, including animals that do not fit, or a name or title too long to store (too_long)",
          429: "Too many sheets stored from your address (see Retry-After)",
          507: "The server's store is full (store_full): no new sheet is stored"}


class StoredSheet(Open):
    id: str
    url: str = Field(description="the sheet's page")
    result: GameResult


class SheetRecord(Open):
    id: str
    document: dict
    result: GameResult
    created: str = Field(description="when it was stored, ISO 8601 in UTC")


class SheetList(Open):
    results: list[SheetRecord] = Field(description="this page of the caller's sheets, newest first")
    total: int = Field(description="how many sheets the caller's cookie lists")
    next_offset: int | None = Field(description="the offset of the next page; null on the last")


class ListQuery(Open):
    limit: Annotated[int, Field(ge=1, le=MAX_LISTED, description=f"sheets on a page, at most {MAX_LISTED}")] = 20
    offset: Annotated[int, Field(ge=0, le=mysheets.KEPT, description="sheets to skip, newest first")] = 0


def sheet_url(result_id: str) -> str:
    """The permanent address of a stored sheet's page (api.md 5)."""
    return f"/results/{result_id}"


def record(stored: StoredResult) -> dict:
    return {"id": stored.id, "document": stored.document, "result": stored.result, "created": stored.created}


def save(document: dict) -> StoredResult:
    """Score a whole-table document and store it with its result; :class:`InvalidDocument` if it
    is one player's document (a sheet is for a table)."""
    if not isinstance(document, dict) or "players" not in document:
        raise InvalidDocument("a score sheet is for a whole table: send a document with 'players'",
                              where="players")
    return keep(document, calculate.score(document))


def keep(document: dict, result: dict) -> StoredResult:
    """Store a whole-table document with the result :mod:`web.calculate` gave it; 422 if a
    text is too long to store (:mod:`web.texts`), 507 if the store is full (:func:`web.db.check_room`)."""
    texts.check_table(document)
    check_room(store())
    return store().save_result(document["game"], document, result)


def blueprint(documents: DocumentModels) -> APIBlueprint:
    """The score-sheet endpoints, taking the documents of ``documents``."""
    bp = APIBlueprint("results", __name__, url_prefix="/api/v1", tag="Score sheets")

    @bp.post("/results")
    @writes("SHEET_WRITES")
    @bp.input(documents.table, arg_name="document")
    @bp.output(StoredSheet, status_code=201)
    @bp.doc(responses=ERRORS)
    def create_result(document: object) -> Response:
        """Score a whole table and keep its sheet

        The body is a game document with ``players`` (each entry may carry ``name``;
        the document may carry ``title``).  It is stored with its score result at a
        permanent address, and the answer's cookie ``agricalc_sheets`` remembers it for
        ``GET /api/v1/results``.
        """
        stored = save(request.get_json())
        url = sheet_url(stored.id)
        response = jsonify({"id": stored.id, "url": url, "result": stored.result})
        response.status_code, response.headers["Location"] = 201, url
        mysheets.remember(response, request, stored.id)
        return response

    @bp.get("/results/<result_id>")
    @bp.output(SheetRecord)
    @bp.doc(responses={404: "No such result"})
    def get_result(result_id: str) -> Response:
        """A stored score sheet: the document as sent, its result and when it was stored"""
        stored = store().result(result_id)
        if stored is None:
            abort(404, f"no score sheet with id {result_id!r}", extra_data={"error": "not_found"})
        return jsonify(record(stored))

    @bp.get("/results")
    @bp.input(ListQuery, location="query", arg_name="query")
    @bp.output(SheetList)
    def list_results(query: ListQuery) -> Response:
        """The score sheets you stored, newest first, a page at a time

        Only the sheets whose ids the cookie ``agricalc_sheets`` holds (set by ``POST
        /api/v1/results`` and the table form, the newest 100): nobody lists anyone else's
        sheets, and a sheet stays readable by its id.  ``limit`` sheets (at most 100) from
        ``offset`` on; ``next_offset`` is the next page's.
        """
        found = mysheets.page(store(), mysheets.remembered(request), limit=query.limit, offset=query.offset)
        return jsonify({"results": [record(stored) for stored in found.sheets], "total": found.total,
                        "next_offset": found.next})

    return bp
