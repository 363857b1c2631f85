"""My games: the games this browser started, remembered in a cookie, so that a lost address
does not lose a game.

The cookie (:data:`COOKIE`, sent to ``/play`` and below only) lists the newest
:data:`KEPT` games as ``<game id>-<seat>`` entries, newest first.  It holds no
secret: a game's address is not one (anyone may watch), and playing takes the
game's own seat cookie.  A game the database no longer has is left out.

The list is read from the summaries the store keeps with every move
(:meth:`~web.store.GameStore.summaries`), never by replaying the games, so the
page costs the same however long they are; a game stored before summaries is
replayed once and its summary kept.
"""

from __future__ import annotations

import re
from dataclasses import dataclass

from flask import Request, Response


from . import gameplay
from .pages import short
from .playpage import player_names
from .store import GameStore

COOKIE = "agricalc_games"
KEPT = 20  # games remembered
DAYS = 30
ENTRY = re.compile(r"([0-9a-f]{1,32})-(\d{1,2})")


@dataclass(frozen=True)
class MyGame:
    """A remembered game as the list shows it."""

    id: str
    title: str  # the game's short name: "ACBAS"
    against: tuple[str, ...]  # the other players' names
    round: int
    rounds: int
    your_turn: bool
    finished: bool
    won: bool
    started: str  # ISO 8601, UTC


def remembered(request: Request) -> list[tuple[str, int]]:
    """The ``(game id, your seat)`` of this browser's games, newest first."""
    entries = []
    for text in request.cookies.get(COOKIE, "").split("."):
        match = ENTRY.fullmatch(text)
        if match and all(match[1] != game_id for game_id, _ in entries):
            entries.append((match[1], int(match[2])))
    return entries[:KEPT]


def remember(response: Response, request: Request, game_id: str, seat: int) -> None:
    """Add game ``game_id`` (this browser plays ``seat``) to the front of the cookie of ``response``."""
    entries = [(game_id, seat)] + [entry for entry in remembered(request) if entry[0] != game_id]
    response.set_cookie(COOKIE, ".".join(f"{g}-{s}" for g, s in entries[:KEPT]), max_age=DAYS * 24 * 3600,
                        path="/play", httponly=True, samesite="Lax", secure=request.is_secure)


def my_games(store: GameStore, entries: list[tuple[str, int]]) -> list[MyGame]:
    """The remembered games that still exist: those in progress first, each part newest first."""
    stored = store.summaries([game_id for game_id, _ in entries])
    found = []
    for game_id, seat in entries:
        game = stored.get(game_id)
        if game is None or seat >= len(game.seats):
            continue
        summary = game.summary if game.summary is not None else _summarised(store, game_id)
        names = player_names(game.seats, seat)
        found.append(MyGame(game.id, short(game.game), tuple(name for s, name in enumerate(names) if s != seat),
                            summary["round"], summary["rounds"], summary["to_move"] == seat, summary["finished"],
                            seat in summary["winners"], game.created))
    return sorted(found, key=lambda g: g.finished)  # stable: newest first within each part


def _summarised(store: GameStore, game_id: str) -> dict:
    """The summary of a game stored before summaries were kept, replayed once and kept now."""
    summary = gameplay.summary(gameplay.load(store, game_id).state)
    with store.transaction():
        store.set_summary(game_id, summary)
    return summary
