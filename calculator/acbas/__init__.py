"""Agricola: All Creatures Big and Small (2 players): farm model, placement and scoring.

>>> from calculator import acbas
>>> doc = {"farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1},
...        "animals": {"sheep": 4, "cattle": 3}}
>>> acbas.score_document(doc)["total"]
-1
"""

from __future__ import annotations

from ..documents import each_player
from ..farm_results import FarmDocuments
from ..fields import integer
from . import scoring
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown
from .table import check_shared

NAME = "acbas"
TITLE = "Agricola: All Creatures Big and Small"
MIN_PLAYERS = MAX_PLAYERS = 2
PLAYERS_KEYS = ("start_player",)  # allowed beside "players"
SHARED_KEYS: tuple[str, ...] = ()  # top-level keys copied into every player's entry


# One player's document (api.md 1.2) -> the score or capacity result of api.md 2.
_DOCUMENTS = FarmDocuments(parse_position, score, capacity)
score_document = _DOCUMENTS.score_document
capacity_document = _DOCUMENTS.capacity_document


def check_table(entries: list[dict]) -> None:
    """The components both players share (troughs, stall tiles, expansions, each special
    building, borders), counted over the two farms."""
    check_shared([position.farm for position in each_player(entries, parse_position)])


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (:func:`scoring.rank`; ``start_player``
    in the document is the start player of round 1, who loses a tie)."""
    start = document.get("start_player")
    if start is not None:
        start = integer(start, "start_player", maximum=len(results) - 1)
    return scoring.rank([result["total"] for result in results], start)


__all__ = [
    "ANIMALS", "NAME", "Position", "capacity", "capacity_document", "check_table", "parse_position", "rank", "score",
    "score_breakdown", "score_document",
]
