"""Clubs, as pages: make one, and a club's secret page with its sheets, ratings and chart.

* ``GET /clubs``: the form that makes a club, and the clubs this browser knows;
* ``POST /clubs``: make the club named, then a redirect (303) to its secret page;
* ``GET /clubs/<id>/<key>``: the club's page (404 with a wrong key, so an id alone
  shows nothing): its players' ratings (:mod:`web.ratings`), a chart of them over
  time (:mod:`web.rating_chart`) over all its sheets, and its sheets newest first,
  ``?page=N`` a page of :data:`web.sheets.LISTED` as ``/results`` (a page past the
  last is 404).  Visiting it
  remembers the club in this browser (:data:`COOKIE`: ``HttpOnly``, ids and keys),
  so the table form can file a sheet under it (:func:`known`, :func:`chosen`).
"""

from __future__ import annotations

import re

from flask import Blueprint, Request, Response, abort, redirect, render_template, request, url_for
from flask_babel import gettext

from calculator.errors import AgricalcError

from . import clubs as club_api
from . import mysheets, rating_chart, ratings, texts
from . import sheets as sheet_pages
from .db import check_room
from .faces import served
from .games import store
from .pages import short
from .ratelimit import writes
from .results import MAX_OFFSET
from .sheets import columns, sheet_title
from .store import Club, WrongKey

bp = Blueprint("clubpages", __name__, url_prefix="/clubs")
COOKIE = "agricalc_clubs"
KEPT = 20  # clubs remembered
DAYS = 365
ENTRY = re.compile(r"([A-Za-z0-9_-]{8,32})~([A-Za-z0-9_-]{8,64})")  # <club id>~<key>


def _entries(request: Request) -> list[tuple[str, str]]:
    found: list[tuple[str, str]] = []
    for text in request.cookies.get(COOKIE, "").split("."):
        match = ENTRY.fullmatch(text)
        if match and match[1] not in (club_id for club_id, _key in found):
            found.append((match[1], match[2]))
    return found[:KEPT]


def remember(response: Response, request: Request, club_id: str, key: str) -> None:
    """Add the club to the front of this browser's clubs, on ``response``."""
    entries = [(club_id, key)] + [entry for entry in _entries(request) if entry[0] != club_id]
    response.set_cookie(COOKIE, ".".join(f"{i}~{k}" for i, k in entries[:KEPT]), max_age=DAYS * 24 * 3600, path="/",
                        httponly=True, samesite="Lax", secure=request.is_secure)


def known(request: Request) -> list[Club]:
    """The clubs this browser knows (whose keys it holds), most recently visited first."""
    found = []
    for club_id, key in _entries(request):
        try:
            found.append(store().club(club_id, key))
        except WrongKey:
            continue
    return found


def chosen(request: Request, club_id: str | None) -> Club | None:
    """The club ``club_id`` if this browser holds its key, else None."""
    return next((club for club in known(request) if club.id == club_id), None) if club_id else None


def _key_of(request: Request, club_id: str) -> str | None:
    return dict(_entries(request)).get(club_id)


@bp.get("")
def clubs_page() -> str:
    """The form that makes a club, and the clubs this browser knows."""
    return _clubs_page()[0]


def _clubs_page(problem: str | None = None, name: str = "", status: int = 200) -> tuple[str, int]:
    mine = [(club, club_api.club_url(club.id, _key_of(request, club.id))) for club in known(request)]
    return render_template("clubs.html", mine=mine, problem=problem, name=name, max_name=texts.MAX_CLUB), status


@bp.post("")
@writes("CLUB_WRITES")
def make_club() -> Response | tuple[str, int]:
    """Make the club named in the form and go to its secret page."""
    name = request.form.get("name", "").strip()
    if not name:
        return _clubs_page(gettext("Give the club a name."), name, 400)
    try:
        texts.check_club_name(name)
    except AgricalcError:
        return _clubs_page(gettext("A club's name has at most %(count)s characters.", count=texts.MAX_CLUB), name, 422)
    check_room(store())
    club, key = store().create_club(name)
    response = redirect(url_for("clubpages.club_page", club_id=club.id, key=key), code=303)
    remember(response, request, club.id, key)
    return response


@bp.get("/<club_id>/<key>")
def club_page(club_id: str, key: str) -> Response:
    """A club's secret page: ratings, chart and sheets."""
    try:
        club = store().club(club_id, key)
    except WrongKey:
        abort(404)
    sheets = [sheet for sheet in store().club_results(club.id) if sheet.game in served()]
    rated = ratings.rate(sheets)
    listed_on = sheet_pages.LISTED
    number = min(max(1, request.args.get("page", 1, type=int)), MAX_OFFSET // listed_on + 1)
    found = mysheets.newest_first(sheets, limit=listed_on, offset=(number - 1) * listed_on)
    if number > 1 and not found.sheets:
        abort(404)  # a page past the last
    listed = [(sheet, sheet_title(sheet)[0], columns(sheet)) for sheet in found.sheets]
    picture = rating_chart.chart(rated.standings, rated.rated, gettext("Ratings after each sheet"))
    games = sorted({game for standing in rated.standings for game in standing.best}, key=list(served()).index)
    response = Response(render_template(
        "club.html", club=club, club_key=key, standings=rated.standings, rated=rated.rated, sheets=listed, page=number,
        older=found.next is not None, chart=picture,
        colours=[rating_chart.colour(i) for i in range(min(len(rated.standings), rating_chart.CHARTED))],
        games=[(game, short(game)) for game in games], address=request.base_url,
        table_games=[(game, short(game)) for game in served()]))
    remember(response, request, club.id, key)
    response.headers["Referrer-Policy"] = "no-referrer"  # the address is the club's secret
    return response
