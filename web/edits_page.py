"""Edit a stored sheet, as pages (``/results/<id>/edit``): the table form filled in from the
sheet's newest version; scoring it stores the sheet's next version (the ones before are kept).
A sheet filed under no club may be filed under one this browser knows (``club``).

Only a browser that holds the sheet's edit key (:mod:`web.edits`: the one that
stored it) reaches the form; another is answered 403.  A sheet of a game
played on this app has no edit key: its moves are its record.
"""

from __future__ import annotations

from flask import Blueprint, abort, redirect, request, url_for
from werkzeug.wrappers import Response

from calculator import games

from . import clubpages, edits, results, tables
from .faces import served
from .games import store
from .pages import face_of
from .ratelimit import writes
from .store import StoredResult, WrongKey
from .table_form import TableForm

bp = Blueprint("edits", __name__, url_prefix="/results")


def _editable(result_id: str) -> tuple[StoredResult, str]:
    """The sheet and this browser's edit key of it; 404 if there is no such sheet, 403 without the key."""
    stored = store().result(result_id)
    if stored is None or stored.game not in served():
        abort(404)
    key = edits.held(request, result_id)
    if key is None:
        abort(403)
    return stored, key


def _context(stored: StoredResult, chosen: str = "") -> dict:
    """The edit form's own context: where it posts, and for a sheet filed under no club the clubs this
    browser knows (a sheet filed under one stays there)."""
    clubs = clubpages.known(request) if stored.club is None else []
    return {"target": url_for("edits.save", result_id=stored.id), "editing": stored, "clubs": clubs, "club": chosen}


@bp.get("/<result_id>/edit")
def form(result_id: str) -> str:
    """The table form filled in from the sheet's newest version."""
    stored, _key = _editable(result_id)
    face = face_of(stored.game)
    table = TableForm.of(face)
    # An older sheet is read in today's notation here, once (Game.stored_document).
    document = games.game(stored.game).stored_document(stored.document)
    return tables.page(face, table, table.filled(document), **_context(stored))


@bp.post("/<result_id>/edit")
@writes("SHEET_WRITES")
def save(result_id: str) -> Response | tuple[str, int] | str:
    """Store the posted table as the sheet's next version and go to it; or show the form again."""
    stored, key = _editable(result_id)
    face = face_of(stored.game)
    table = TableForm.of(face)
    chosen = request.form.get("club", "") if stored.club is None else ""
    done = tables.checked(face, table, table.posted(request.form), request.form.get("action", "score"),
                          **_context(stored, chosen))
    if not isinstance(done, tables.Scored):
        return done
    try:
        results.keep_version(stored, key, done.document, done.result, clubpages.chosen(request, chosen))
    except WrongKey:
        abort(403)
    return redirect(url_for("sheets.sheet", result_id=stored.id), code=303)
