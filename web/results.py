"""Stored score sheets (api.md 4): a whole table scored once and kept at a permanent address.

``POST /api/v1/results`` scores a ``players`` document through the one scoring path
(:mod:`web.calculate`) and stores the document as sent (names, title) with its
result, and answers the sheet's edit key; ``PUT /api/v1/results/{id}`` with
that key stores an edit as the sheet's next version (the ones before are kept);
``GET /api/v1/results/{id}`` gives the newest version (or ``?version=n``) to
anyone with its id, and ``GET /api/v1/results`` lists, a page at a time, only
the sheets the caller stored (its cookie: :mod:`web.mysheets`), or those of a
club whose key it gives (:mod:`web.clubs`).  The pages of a sheet
(``/results/<id>``) read the same records.
"""

from __future__ import annotations

from typing import Annotated

from apiflask import APIBlueprint, abort
from flask import Response, jsonify, request
from pydantic import Field

from calculator.errors import InvalidDocument

from . import calculate, edits, mysheets, texts
from .db import check_room
from .games import store
from .ratelimit import writes
from .schemas import DocumentModels, GameResult, Open
from .store import Club, FiledElsewhere, StoredResult, WrongKey

MAX_LISTED = 100  # results in one listing
MAX_OFFSET = 100_000  # sheets skipped in a listing (a club may hold more than a cookie)
ERRORS = {400: "Malformed JSON, wrong types or unknown keys, or not a whole table",
          404: "No such result", 413: "Body too large", 415: "Body not sent as JSON (Content-Type: application/json)",
          422: "Against the rules, including animals that do not fit, or a name or title too long to store (too_long)",
          429: "Too many sheets stored from your address (see Retry-After)",
          507: "The server's store is full (store_full): no new sheet is stored"}


class StoredSheet(Open):
    id: str
    url: str = Field(description="the sheet's page")
    result: GameResult
    edit_key: str = Field(description="the key that edits the sheet (PUT /api/v1/results/{id}); keep it: "
                                      "it is given only once")


class SheetRecord(Open):
    id: str
    document: dict
    result: GameResult
    created: str = Field(description="when it was first stored, ISO 8601 in UTC")
    version: int = Field(description="which version this is: 1 as first stored, then one more per edit")
    versions: int = Field(description="how many versions the sheet has (the newest is the highest)")
    edited: str = Field(description="when this version was stored, ISO 8601 in UTC")


class EditedSheet(Open):
    id: str
    url: str = Field(description="the sheet's page")
    result: GameResult
    version: int = Field(description="the number of the version just stored")


class VersionQuery(Open):
    version: Annotated[int | None, Field(ge=1, description="an older version (1: as first stored); "
                                                           "absent: the newest")] = None


class SheetList(Open):
    results: list[SheetRecord] = Field(description="this page of the caller's sheets, newest first")
    total: int = Field(description="how many sheets the caller's cookie lists")
    next_offset: int | None = Field(description="the offset of the next page; null on the last")


Limit = Annotated[int, Field(ge=1, le=MAX_LISTED, description=f"sheets on a page, at most {MAX_LISTED}")]
Offset = Annotated[int, Field(ge=0, le=MAX_OFFSET, description="sheets to skip, newest first")]


class ListQuery(Open):
    limit: Limit = 20
    offset: Offset = 0
    club: Annotated[str | None, Field(max_length=32, description="list this club's sheets instead (its key in "
                                                                 "the header Authorization: Bearer <key>)")] = None


def sheet_url(result_id: str) -> str:
    """The permanent address of a stored sheet's page (api.md 5)."""
    return f"/results/{result_id}"


def record(stored: StoredResult) -> dict:
    return {"id": stored.id, "document": stored.document, "result": stored.result, "created": stored.created,
            "version": stored.version, "versions": stored.versions, "edited": stored.edited}


def whole_table(document: object) -> dict:
    """``document`` if it is a whole table; :class:`InvalidDocument` if it is one player's (a sheet is for a table)."""
    if not isinstance(document, dict) or "players" not in document:
        raise InvalidDocument("a score sheet is for a whole table: send a document with 'players'",
                              where="players")
    return document


def keep(document: dict, result: dict, club: Club | None = None) -> tuple[StoredResult, str]:
    """Store a whole-table document with the result :mod:`web.calculate` gave it (filed under
    ``club``); the sheet and its edit key.  422 if a text is too long to store (:mod:`web.texts`),
    507 if the store is full (:func:`web.db.check_room`)."""
    texts.check_table(document)
    check_room(store())
    return store().save_result(document["game"], document, result, club=club.id if club else None)


def keep_version(stored: StoredResult, edit_key: str, document: dict, result: dict,
                 club: Club | None = None) -> StoredResult:
    """Store an edit of sheet ``stored`` as its next version, moving a sheet filed under no club into
    ``club``; :class:`WrongKey` unless ``edit_key`` is the sheet's, 422 if the edit is of another game
    or a text is too long, 409 if the sheet is filed under another club, 507 if the store is full."""
    if document.get("game") != stored.game:
        raise InvalidDocument(f"an edit keeps the sheet's game, {stored.game!r}", where="game")
    texts.check_table(document)
    check_room(store())
    try:
        return store().save_version(stored.id, edit_key, document, result, club=club.id if club else None)
    except FiledElsewhere:
        abort(409, "the sheet is filed under another club; a sheet stays in the club it is filed under",
              extra_data={"error": "filed_elsewhere"})


def bearer() -> str | None:
    """The key of the header ``Authorization: Bearer <key>``, if one was sent."""
    scheme, _, key = request.headers.get("Authorization", "").partition(" ")
    return key.strip() or None if scheme.lower() == "bearer" else None


def club_of(club_id: str, key: str | None) -> Club:
    """The club ``club_id`` if ``key`` is its key; else 403 ``wrong_key``."""
    try:
        return store().club(club_id, key)
    except WrongKey:
        abort(403, "that club's key is missing or wrong", extra_data={"error": "wrong_key"})


def not_found(result_id: str) -> None:
    abort(404, f"no score sheet with id {result_id!r}", extra_data={"error": "not_found"})


def blueprint(documents: DocumentModels) -> APIBlueprint:
    """The score-sheet endpoints, taking the documents of ``documents``."""
    bp = APIBlueprint("results", __name__, url_prefix="/api/v1", tag="Score sheets")

    @bp.post("/results")
    @writes("SHEET_WRITES")
    @bp.input(documents.table, arg_name="document")
    @bp.output(StoredSheet, status_code=201)
    @bp.doc(responses={**ERRORS, 403: "The club's key is wrong (wrong_key)"})
    def create_result(document: object) -> Response:
        """Score a whole table and keep its sheet

        The body is a game document with ``players`` (each entry may carry ``name``;
        the document may carry ``title``, and ``club``: ``{"id", "key"}`` to file the
        sheet under a club).  It is stored with its score result at a permanent
        address, and the answer's cookie ``agricalc_sheets`` remembers it for ``GET
        /api/v1/results``.  The answer's ``edit_key`` edits the sheet (``PUT``).
        """
        document = whole_table(request.get_json())
        filed = document.pop("club", None)
        club = club_of(filed["id"], filed["key"]) if filed else None
        stored, edit_key = keep(document, calculate.score(document), club)
        url = sheet_url(stored.id)
        response = jsonify({"id": stored.id, "url": url, "result": stored.result, "edit_key": edit_key})
        response.status_code, response.headers["Location"] = 201, url
        mysheets.remember(response, request, stored.id)
        edits.remember(response, request, stored.id, edit_key)
        return response

    @bp.put("/results/<result_id>")
    @writes("SHEET_WRITES")
    @bp.input(documents.table, arg_name="document")
    @bp.output(EditedSheet)
    @bp.doc(responses={**ERRORS, 403: "The edit key or the club's key is missing or wrong (wrong_key)",
                       409: "The sheet is filed under another club (filed_elsewhere)"})
    def edit_result(result_id: str, document: object) -> Response:
        """Edit a score sheet: store a new version

        With the header ``Authorization: Bearer <edit_key>`` (the key ``POST
        /api/v1/results`` answered), the body, a whole table of the sheet's game,
        is scored and stored as the sheet's next version; every version before stays
        readable (``GET /api/v1/results/{id}?version=n``).  The body may carry
        ``club`` (``{"id", "key"}``) to move a sheet filed under no club into that
        club (a wrong club key is 403); a sheet filed under a club stays there (409
        ``filed_elsewhere`` for another club).
        """
        stored = store().result(result_id)
        if stored is None:
            not_found(result_id)
        document = whole_table(request.get_json())
        filed = document.pop("club", None)
        key = bearer()
        if key is None:
            abort(403, "editing a sheet needs its edit key: Authorization: Bearer <edit_key>",
                  extra_data={"error": "wrong_key"})
        club = club_of(filed["id"], filed["key"]) if filed else None
        try:
            edited = keep_version(stored, key, document, calculate.score(document), club)
        except WrongKey:
            abort(403, "that is not this sheet's edit key", extra_data={"error": "wrong_key"})
        return jsonify({"id": edited.id, "url": sheet_url(edited.id), "result": edited.result,
                        "version": edited.version})

    @bp.get("/results/<result_id>")
    @bp.input(VersionQuery, location="query", arg_name="query")
    @bp.output(SheetRecord)
    @bp.doc(responses={404: "No such result, or no such version of it"})
    def get_result(result_id: str, query: VersionQuery) -> Response:
        """A stored score sheet: the document as sent, its result and when it was stored

        The newest version, or ``?version=n`` (1: as first stored); ``versions`` says how many there are.
        """
        stored = store().result(result_id, query.version)
        if stored is None:
            if query.version is not None and store().result(result_id) is not None:
                abort(404, f"sheet {result_id!r} has no version {query.version}", extra_data={"error": "not_found"})
            not_found(result_id)
        return jsonify(record(stored))

    @bp.get("/results")
    @bp.input(ListQuery, location="query", arg_name="query")
    @bp.output(SheetList)
    @bp.doc(responses={403: "The club's key is missing or wrong (wrong_key)"})
    def list_results(query: ListQuery) -> Response:
        """The score sheets you stored, or a club's, newest first, a page at a time

        Only the sheets whose ids the cookie ``agricalc_sheets`` holds (set by ``POST
        /api/v1/results`` and the table form, the newest 100): nobody lists anyone else's
        sheets, and a sheet stays readable by its id.  With ``club`` and that club's key
        (``Authorization: Bearer <key>``), the sheets filed under the club instead.
        ``limit`` sheets (at most 100) from ``offset`` on; ``next_offset`` is the next page's.
        """
        if query.club is not None:
            club = club_of(query.club, bearer())
            found = mysheets.newest_first(store().club_results(club.id), limit=query.limit, offset=query.offset)
        else:
            found = mysheets.page(store(), mysheets.remembered(request), limit=query.limit, offset=query.offset)
        return jsonify({"results": [record(stored) for stored in found.sheets], "total": found.total,
                        "next_offset": found.next})

    return bp
