"""Clubs through the API (api.md 4.2): a named group with a secret key, its sheets and its ratings.

``POST /api/v1/clubs`` makes a club and answers its id, its key and its secret
page (``/clubs/<id>/<key>``); a sheet stored with ``"club": {"id", "key"}`` is
filed under it (:mod:`web.results`); ``GET /api/v1/clubs/{id}`` with the key
(``Authorization: Bearer <key>``) gives a page of the club's sheets, newest first
(``limit``/``offset`` as ``GET /api/v1/results``), and its players' ratings over
all of them (:mod:`web.ratings`).  Without the right key a club is 403:
its id alone shows nothing.
"""

from __future__ import annotations

from apiflask import APIBlueprint
from flask import Response, jsonify
from pydantic import Field

from . import mysheets, ratings, results
from .db import check_room
from .games import store
from .ratelimit import writes
from .schemas import Closed, Open
from .texts import MAX_CLUB, bounded

ClubName = bounded(MAX_CLUB, "the club's name", min_length=1)


class NewClub(Closed):
    name: ClubName  # type: ignore[valid-type]


class MadeClub(Open):
    id: str
    key: str = Field(description="the club's secret: it shows the club and files sheets under it; given only once")
    url: str = Field(description="the club's secret page")


class Rating(Open):
    name: str = Field(description="a player's name, as the sheets give it")
    games: int = Field(description="the club's rated sheets the player is on")
    wins: int = Field(description="the ones the player won (a shared win counts for each winner)")
    mu: float
    sigma: float
    rating: float = Field(description="mu - 3 sigma: the order of the list")
    best: dict[str, float] = Field(description="the player's best total per game")


class ClubQuery(Open):
    limit: results.Limit = 20  # type: ignore[valid-type]
    offset: results.Offset = 0  # type: ignore[valid-type]


class ClubRecord(Open):
    id: str
    name: str
    created: str = Field(description="when it was made, ISO 8601 in UTC")
    sheets: list[results.SheetRecord] = Field(description="this page of the club's sheets, each as its newest "
                                                          "version, newest first")
    total: int = Field(description="how many sheets the club holds")
    next_offset: int | None = Field(description="the offset of the next page; null on the last")
    ratings: list[Rating] = Field(description="one per player name, best rating first (OpenSkill's "
                                              "Plackett-Luce over the sheets in order)")


def club_url(club_id: str, key: str) -> str:
    """The secret page of a club."""
    return f"/clubs/{club_id}/{key}"


def blueprint() -> APIBlueprint:
    """The club endpoints."""
    bp = APIBlueprint("clubs", __name__, url_prefix="/api/v1", tag="Clubs")

    @bp.post("/clubs")
    @writes("CLUB_WRITES")
    @bp.input(NewClub, arg_name="club")
    @bp.output(MadeClub, status_code=201)
    @bp.doc(responses={400: "Malformed JSON, wrong types or unknown keys", 415: "Body not sent as JSON",
                       422: "A name too long to store (too_long)", 429: "Too many clubs made from your address",
                       507: "The server's store is full (store_full)"})
    def create_club(club: NewClub) -> Response:
        """Make a club

        ``{"name": ...}``; the answer's ``key`` shows the club (``GET
        /api/v1/clubs/{id}``) and files sheets under it (``"club": {"id", "key"}`` in
        ``POST /api/v1/results``).  Keep it: it is given only once.
        """
        check_room(store())
        made, key = store().create_club(club.name)
        url = club_url(made.id, key)
        response = jsonify({"id": made.id, "key": key, "url": url})
        response.status_code = 201
        return response

    @bp.get("/clubs/<club_id>")
    @bp.input(ClubQuery, location="query", arg_name="query")
    @bp.output(ClubRecord)
    @bp.doc(responses={403: "The club's key is missing or wrong (wrong_key)"})
    def get_club(club_id: str, query: ClubQuery) -> Response:
        """A club: a page of its sheets and its players' ratings

        With the club's key (``Authorization: Bearer <key>``).  ``limit`` sheets (at
        most 100) from ``offset`` on, newest first; ``next_offset`` is the next page's.
        The players are rated by name across all the club's sheets, each as its newest
        version, in the order they were stored; a seat without a name is not rated.
        """
        club = results.club_of(club_id, results.bearer())
        sheets = store().club_results(club.id)
        rated = ratings.rate(sheets)
        found = mysheets.newest_first(sheets, limit=query.limit, offset=query.offset)
        return jsonify({"id": club.id, "name": club.name, "created": club.created,
                        "sheets": [results.record(sheet) for sheet in found.sheets], "total": found.total,
                        "next_offset": found.next,
                        "ratings": [standing.as_json() for standing in rated.standings]})

    return bp
