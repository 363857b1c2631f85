"""Agricola, original edition (1-5 players): farmyard model, animal placement and scoring.

>>> from calculator import agricola
>>> doc = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "people": 2}
>>> agricola.score_document(doc)["total"]
-14
"""

from __future__ import annotations

from ..farm_results import FarmDocuments
from . import scoring
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown

NAME = "agricola"
TITLE = "Agricola"
MIN_PLAYERS = 1
MAX_PLAYERS = 5
PLAYERS_KEYS: tuple[str, ...] = ()  # allowed beside "players"
SHARED_KEYS: tuple[str, ...] = ()  # top-level keys copied into every player's entry


# One player's document (api.md 1.3) -> the score or capacity result of api.md 2.
_DOCUMENTS = FarmDocuments(parse_position, score, capacity)
score_document = _DOCUMENTS.score_document
capacity_document = _DOCUMENTS.capacity_document


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (:func:`scoring.rank`: ties are shared)."""
    return scoring.rank([result["total"] for result in results])


__all__ = [
    "ANIMALS", "NAME", "Position", "capacity", "capacity_document", "parse_position", "rank", "score",
    "score_breakdown", "score_document",
]
