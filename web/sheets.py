"""Score sheets of whole tables, as pages: the stored ones listed, one sheet, its pictures.

* ``GET /results?page=N``: the sheets this browser stored (:mod:`web.mysheets`),
  newest first, :data:`LISTED` a page;
* ``GET /results/<id>``: one sheet (its newest version; ``?version=n`` an older
  one, the page lists them), one column per player and one row per category in
  the game's words (its face's :meth:`~web.faces.Face.score_rows`), the totals,
  the winner and how a tie was broken, what the table shared, each player's
  cards and picture; printed, it fits one page.  Print and copy-link buttons,
  and "Edit this table" in the browser that holds the sheet's edit key
  (:mod:`web.edits`, :mod:`web.edits_page`);
* ``GET /results/<id>/<seat>.svg`` and ``.png``: a player's picture to keep.

The records are those of ``POST /api/v1/results`` (:mod:`web.results`) and of the
table form (:mod:`web.tables`).
"""

from __future__ import annotations

import re
from urllib.parse import quote
from dataclasses import dataclass

from flask import Blueprint, Response, abort, render_template, request
from flask_babel import gettext

from calculator import games, svg

from . import edits, mysheets
from .faces import Face, served
from .games import store
from .i18n import PAGE
from .pages import short, title
from .playpage import played_title, player_names
from .store import StoredResult

bp = Blueprint("sheets", __name__, url_prefix="/results")
LISTED = 50  # sheets on the list page
PICTURE_SIZE = 64  # px per farm space


@dataclass(frozen=True)
class Column:
    """A player on the sheet."""

    seat: int
    name: str
    total: float
    winner: bool


def player_name(document: dict, seat: int, english: bool = False) -> str:
    """The name the table gave a player, else ``Player 1`` (seats count from 1 on a sheet), in the
    page's language (``english``: as a file name has it)."""
    name = document["players"][seat].get("name")
    if isinstance(name, str) and name.strip():
        return name
    return f"Player {seat + 1}" if english else gettext("Player %(number)s", number=seat + 1)


def names(stored: StoredResult) -> list[str]:
    """The players' names on the page: a game played on this app names its seats in the page's
    language (``Greedy bot``), a table scored by hand as it was entered (else ``Player 1``)."""
    played = store().load(stored.played) if stored.played else None
    if played is not None:
        return player_names(played.seats, None)
    return [player_name(stored.document, seat) for seat in range(len(stored.document["players"]))]


def sheet_title(stored: StoredResult) -> tuple[str, bool]:
    """The sheet's title on the page, and whether it is a title of its own (else the game's name)."""
    played = store().load(stored.played) if stored.played else None
    if played is not None:
        return played_title(stored.game, played.created, names(stored)), True
    own = stored.document.get("title")
    return (own, True) if own else (title(stored.game), False)


def columns(stored: StoredResult) -> list[Column]:
    result = stored.result
    return [Column(seat, name, player["total"], seat in result["winners"])
            for seat, (name, player) in enumerate(zip(names(stored), result["players"], strict=True))]


def rows(face: Face, stored: StoredResult) -> list[tuple[str, list[float]]]:
    """(category in words, points per player), in the order the game's face lists them."""
    found: dict[str, tuple[str, dict[int, float]]] = {}
    for seat, player in enumerate(stored.result["players"]):
        for row in face.score_rows(entry(stored, seat), player):
            found.setdefault(row.key, (row.label, {}))[1][seat] = row.points
    players = range(len(stored.result["players"]))
    return [(label, [points.get(seat, 0) for seat in players]) for label, points in found.values()]


def entry(stored: StoredResult, seat: int) -> dict:
    """One player's own document, with what the table shares (a goal card)."""
    document = stored.document
    shared = {key: document[key] for key in games.info(stored.game).shared_keys if key in document}
    return {"game": stored.game, **shared, **document["players"][seat]}


def picture(stored: StoredResult, seat: int) -> svg.Svg | None:
    """The picture of one player's farm or grid, with the animals where the sheet put them, in the
    page's words; None for a player entered by quick entry (counts: nothing drawn)."""
    own = entry(stored, seat)
    if "counts" in own:
        return None
    return svg.document(own, stored.result["players"][seat], size=PICTURE_SIZE, words=PAGE)


def _drawn(stored: StoredResult, seat: int) -> svg.Svg:
    """A player's picture to download; 404 for a player entered by quick entry."""
    drawn = picture(stored, _seat(stored, seat))
    if drawn is None:
        abort(404)
    return drawn


def _stored(result_id: str, version: int | None = None) -> StoredResult:
    stored = store().result(result_id, version)
    if stored is None or stored.game not in served():  # a game this app does not serve
        abort(404)
    return stored


def _seat(stored: StoredResult, seat: int) -> int:
    if not 0 <= seat < len(stored.document["players"]):
        abort(404)
    return seat


def _download(stored: StoredResult, seat: int, extension: str) -> str:
    """``attachment; filename="friday-ann.svg"``: a file name from the sheet's title (or game) and the
    player's name, in ASCII letters, and in every script (``filename*``) for names such as ``李``."""
    words = f"{stored.document.get('title') or stored.game} {player_name(stored.document, seat, english=True)}"
    plain = (re.sub(r"[^a-z0-9]+", "-", words.lower()).strip("-") or "picture") + extension
    every = (re.sub(r"[\W_]+", "-", words.lower()).strip("-") or "picture") + extension
    return f'attachment; filename="{plain}"; filename*=UTF-8\'\'{quote(every)}'


@bp.get("")
def listing() -> str:
    """The sheets this browser stored, newest first, a page at a time (of the games this app serves)."""
    number = min(max(1, request.args.get("page", 1, type=int)), mysheets.KEPT)  # a cookie lists no more
    found = mysheets.page(store(), mysheets.remembered(request), limit=LISTED, offset=(number - 1) * LISTED)
    sheets = [(stored, sheet_title(stored)[0], columns(stored)) for stored in found.sheets if stored.game in served()]
    return render_template("sheets.html", sheets=sheets, page=number, older=found.next is not None)


@bp.get("/<result_id>")
def sheet(result_id: str) -> str:
    """One stored sheet: its newest version, or ``?version=n``."""
    version = request.args.get("version", type=int)
    stored = _stored(result_id, version if version is None or version >= 1 else 0)
    face = served()[stored.game]
    players = columns(stored)
    names = [p.name for p in players]
    document, result = stored.document, stored.result
    heading, titled = sheet_title(stored)
    return render_template("sheet.html", stored=stored, info=games.info(stored.game), board=face.form.board,
                           heading=heading, titled=titled, can_edit=edits.held(request, stored.id) is not None,
                           game_title=title(stored.game), game_short=short(stored.game),
                           players=players, rows=rows(face, stored), pictures=[picture(stored, p.seat) for p in players],
                           tie_break=face.tie_break(document, result, names),
                           facts=face.table_facts(document, result, names),
                           cards=[(p.name, scoring_cards(result["players"][p.seat])) for p in players])


def scoring_cards(result: dict) -> list[dict]:
    """The cards of a player's result (Agricola's ``cards``) worth showing: the player's own,
    and another player's that scores for this one (a card scored for everyone)."""
    return [card for card in result.get("cards") or () if card.get("held", True) or card["bonus"]]


@bp.get("/<result_id>/<int:seat>.svg")
def picture_svg(result_id: str, seat: int) -> Response:
    """A player's picture as an SVG file."""
    stored = _stored(result_id)
    drawn = _drawn(stored, seat)
    return Response(str(drawn), mimetype="image/svg+xml",
                    headers={"Content-Disposition": _download(stored, seat, ".svg")})


@bp.get("/<result_id>/<int:seat>.png")
def picture_png(result_id: str, seat: int) -> Response:
    """A player's picture as a PNG file (twice the SVG's size)."""
    stored = _stored(result_id)
    drawn = _drawn(stored, seat)
    return Response(svg.png(drawn), mimetype="image/png",
                    headers={"Content-Disposition": _download(stored, seat, ".png")})
