"""Game documents in, results out: the one path the CLI, the web and the simulator share.

A document is a JSON object with a ``game`` key naming a registered game.
It describes one player's position, or a whole game as ``{"game": ..,
"players": [..]}``, in which case every player is scored and ranked.

The game's package (``calculator.<game>``) reads and scores one player's entry
(``score_document``) and ranks the players (``rank``); a game whose players
share a limited supply also checks the whole table with ``check_table(entries)``,
and a game whose players' scores depend on each other (Agricola's cards) gives
each player's options from the whole table with ``table_options(entries)``.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, TypeVar

from .errors import AgricalcError, InvalidDocument
from .fields import require_object

if TYPE_CHECKING:
    from .games import Game
# The longest document read, in bytes: the web API's body limit (web.config) and what the
# command line reads of a file or of standard input before refusing it.
MAX_DOCUMENT_BYTES = 64 * 1024
T = TypeVar("T")
E = TypeVar("E")


def load_document(text: str | bytes) -> dict:
    """Parse JSON text into a document (:func:`read_json`), checking only that it names a known game."""
    document = read_json(text)
    game_of(require_object(document, "document"))
    return document


def read_json(text: str | bytes) -> object:
    """The JSON value of ``text``, else :class:`InvalidDocument` saying why in plain words.

    ``bytes`` are decoded as JSON's own encoding detection does: UTF-8, UTF-16 or
    UTF-32, with or without a byte order mark.  Only standard JSON is read:
    ``NaN`` and ``Infinity`` are refused.  The CLI and the web API both read
    through here.
    """
    try:
        return json.loads(text, parse_constant=_not_json)
    except UnicodeDecodeError as exc:
        raise InvalidDocument(f"not valid JSON: the text must be UTF-8, UTF-16 or UTF-32 ({exc})") from None
    except ValueError as exc:
        raise InvalidDocument(f"not valid JSON: {_reason(exc)}") from None
    except RecursionError:
        raise InvalidDocument("not valid JSON: nested too deeply") from None


def _not_json(name: str) -> None:
    raise ValueError(f"{name} is not a JSON value")


def _reason(error: ValueError) -> str:
    """The parser's reason, without Python's advice to Python programmers."""
    if "integer string conversion" in str(error):  # Python's 4300-digit limit
        return "a number has too many digits (more than 4300)"
    return str(error)


def game_of(document: dict) -> Game:
    """The registered game the document names (``game``)."""
    from . import games

    return games.game(document.get("game"))


def score(document: dict, **options) -> dict:
    """The score result of api.md section 2 for a one-player or ``players`` document.

    ``options`` go to the game's scorer (``solver``, ``time_limit`` for the farm games).
    """
    document = require_object(document, "document")
    game = game_of(document)
    if "players" not in document:
        return game.score_document(document, **options)
    seated = _seated(game, document)
    results = each_player(seated, lambda seat: game.score_document(seat[0], **seat[1], **options))
    ranking, winners = game.rank(document, results)
    return {"game": game.INFO.name, "players": results, "ranking": ranking, "winners": winners}


def capacity(document: dict, **options) -> dict:
    """The capacity result of api.md section 2 (farm games only)."""
    from . import games

    document = require_object(document, "document")
    game = games.farm_game(document.get("game"))
    if "players" in document:
        players = each_player(_seated(game, document), lambda seat: game.capacity_document(seat[0], **seat[1], **options))
        return {"game": game.INFO.name, "players": players}
    return game.capacity_document(document, **options)


def _seated(game: Game, document: dict) -> list[tuple[dict, dict]]:
    """Each player's entry with the options the game gives it from the whole table
    (Agricola: the cards in play at the table), after the rules across the table."""
    entries = _players(document, game)
    return list(zip(entries, game.check_table(entries)))


def each_player(entries: Sequence[E], read: Callable[[E], T]) -> list[T]:
    """``read(entry)`` for every player's entry; an error is located at its player (``players[1] ...``)."""
    results = []
    for i, entry in enumerate(entries):
        try:
            results.append(read(entry))
        except AgricalcError as exc:
            raise exc.within(f"players[{i}]") from None
    return results


def players_document(game: str, entries: list[dict], **shared) -> dict:
    """A ``players`` document from one-player documents (their ``game`` keys dropped)."""
    players = [{k: v for k, v in entry.items() if k != "game"} for entry in entries]
    return {"game": game, "players": players, **shared}


def _players(document: dict, game: Game) -> list[dict]:
    """The players' entries, each with the keys the game shares across players.

    Beside ``players`` a document may name the occasion (``title``) and each entry
    its player (``name``); neither is scored.
    """
    info = game.INFO
    allowed = {"game", "players", "title", *info.table_keys}
    unknown = sorted(set(document) - allowed)
    if unknown:
        raise InvalidDocument(f"unknown key(s) {unknown} beside 'players'", where="document")
    if not isinstance(document.get("title", ""), str):
        raise InvalidDocument("must be a string", where="title")
    players = document["players"]
    if not isinstance(players, list) or not all(isinstance(p, dict) for p in players):
        raise InvalidDocument("must be a list of player objects", where="players")
    info.check_players(len(players))
    for i, entry in enumerate(players):
        if "game" in entry and entry["game"] != document["game"]:
            raise InvalidDocument(f"says game {entry['game']!r} inside a {document['game']} document",
                                  where=f"players[{i}]")
    # Keys a game shares across its players (a Hens goal card) reach every entry.
    shared = {k: document[k] for k in info.shared_keys if k in document}
    return [{**shared, **entry} for entry in players]
