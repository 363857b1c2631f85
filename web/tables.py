"""The form of a whole table, as pages (``/<game>/table``): every player's farm or grid and
name, scored together and kept as a score sheet.

* ``GET /<game>/table?players=N``: a fresh form for ``N`` players (by default the
  game's smallest table of two or more);
* ``POST /<game>/table`` with ``action=players``: the form again for the number
  of players chosen, keeping what was typed;
* ``POST /<game>/table`` with ``action=score``: the table scored and stored like
  ``POST /api/v1/results``, then a redirect (303) to its sheet, ``/results/<id>``,
  so that a reload never stores it twice.  An error is shown beside its cause
  among the inputs of the player it is about.  A farm that cannot house all its
  animals is shown with its best release, a notice rather than an error;
  ``action=release`` stores the table with those releases made, as the game ends.
  A browser that knows clubs (:mod:`web.clubpages`) may file the sheet under one
  (``club``; ``?club=<id>`` chooses it).

The same form edits a stored sheet (:mod:`web.edits_page`).

The form itself (names and values, the document, where errors go) is
:mod:`web.table_form`; the one-player pages are :mod:`web.pages`.
"""

from __future__ import annotations

from dataclasses import dataclass

from flask import Blueprint, redirect, render_template, request, url_for
from werkzeug.wrappers import Response

from calculator import games
from calculator.errors import AgricalcError, AnimalsDoNotFit

from . import calculate, clubpages, edits, mysheets, results, texts
from .errors import status_of
from .faces import Face
from .forms import ONE, FormError, after_release
from .pages import face_of, title
from .ratelimit import writes
from .table_form import TableForm, TableValues, seat_of

bp = Blueprint("tables", __name__)
ACTIONS = ("score", "release")


@dataclass(frozen=True)
class Scored:
    """A posted table ready to store: its document, scored as the game ends, and its result."""

    document: dict
    result: dict


@bp.get("/<game>/table")
def table_form(game: str) -> str:
    """A fresh form for the whole table (``?players=N`` players; ``?club=<id>`` files it under that club)."""
    face = face_of(game)
    table = TableForm.of(face)
    return page(face, table, table.new(request.args.get("players")), fresh=True, **_clubs(request.args.get("club")))


@bp.post("/<game>/table")
@writes("SHEET_WRITES")
def score_table(game: str) -> Response | tuple[str, int] | str:
    """Score and store the posted table and go to its sheet; or show the form again (another
    number of players, an error beside its cause, or the animals a farm must release)."""
    face = face_of(game)
    table = TableForm.of(face)
    values = table.posted(request.form)
    chosen = request.form.get("club", "")
    done = checked(face, table, values, request.form.get("action", "score"), **_clubs(chosen))
    if not isinstance(done, Scored):
        return done
    stored, edit_key = results.keep(done.document, done.result, clubpages.chosen(request, chosen))
    response = redirect(url_for("sheets.sheet", result_id=stored.id), code=303)
    mysheets.remember(response, request, stored.id)
    edits.remember(response, request, stored.id, edit_key)
    return response


def checked(face: Face, table: TableForm, values: TableValues, action: str,
            **context: object) -> Scored | tuple[str, int] | str:
    """The posted table scored as the game ends, when ``action`` stores it; else the form again
    (a page, with its status when it is refused): another number of players, every error
    beside its cause, a question the table must answer (:meth:`Face.unanswered`), or the
    animals a farm must release."""
    if action == "players":  # still a form being filled in: quick entry's remembered choice applies
        return page(face, table, values, fresh=True, **context)
    if action not in ACTIONS:
        return page(face, table, values, errors=[FormError(f"unknown action {action!r}", None, None)], **context), 400
    errors = [*_too_long(values), *table.errors(values)]
    if not errors:
        document = None
        try:
            document = table.document(values)
            texts.check_table(document)
            document, result, released = scored(document)
        except AgricalcError as exc:
            errors = [exc, *(others(document, exc) if document else [])]
        else:
            errors = face.unanswered(document, result)
    if errors:
        located = [table.locate(error, values) for error in errors]
        return page(face, table, values, errors=located, **context), status_of(errors[0])
    if released and action != "release":
        notices = {seat: {"animals": face.quantities(best["release"]), "total": result["players"][seat]["total"]}
                   for seat, best in released.items()}
        return page(face, table, values, released=notices, **context), 422
    return Scored(document, result)


def _too_long(values: TableValues) -> list[AgricalcError]:
    """The title or a name longer than its bound, if any (:func:`texts.check_table`)."""
    try:
        texts.check_table({"title": values.title, "players": [{"name": name} for name in values.names]})
    except AgricalcError as exc:
        return [exc]
    return []


def others(document: dict, error: AgricalcError) -> list[AgricalcError]:
    """The errors of the players ``error`` is not about, each player's document scored alone
    (an error of the whole table: none), so that the form shows every player's at once."""
    found = seat_of(error)
    if found is None:
        return []
    shared = {key: document[key] for key in games.info(document["game"]).shared_keys if key in document}
    errors = []
    for seat, entry in enumerate(document["players"]):
        if seat == found[0]:
            continue
        try:
            calculate.score({"game": document["game"], **shared, **entry})
        except AnimalsDoNotFit:
            continue  # the game ends with the best release: a notice once the others are fixed
        except AgricalcError as exc:
            errors.append(exc.within(f"players[{seat}]"))
    return errors


def _clubs(chosen: str | None) -> dict:
    """The clubs this browser knows, for the form's choice, and the one chosen."""
    return {"clubs": clubpages.known(request), "club": chosen or ""}


def scored(document: dict) -> tuple[dict, dict, dict[int, dict]]:
    """A ``players`` document scored as the game ends: each farm that cannot house all its
    animals with its best release made.  The document so scored, its result, and the
    capacity result (keep and release) of each player who released animals."""
    released: dict[int, dict] = {}
    while True:
        try:
            return document, calculate.score(document), released
        except AnimalsDoNotFit as exc:
            found = seat_of(exc)
            if found is None or found[0] in released:
                raise
            seat, inner = found
            released[seat] = exc.best
            players = list(document["players"])
            players[seat] = after_release(players[seat], inner)
            document = {**document, "players": players}


def page(face: Face, table: TableForm, values: TableValues, **context: object) -> str:
    """The table form showing ``values``, posted to ``target`` (by default a new sheet's address)."""
    names = [values.who(seat) for seat in range(values.count)]
    context.setdefault("target", url_for("tables.score_table", game=face.game))
    return render_template("table.html", game=face.game, title=title(face.game), form=face.form, table=table,
                           values=values, names=names, one=ONE, max_name=texts.MAX_NAME, max_title=texts.MAX_TITLE,
                           **context)
