"""Agricola, original edition (1-5 players): farmyard model, animal placement and scoring.

>>> from calculator import agricola
>>> doc = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "people": 2}
>>> agricola.score_document(doc)["total"]
-14
"""

from __future__ import annotations

from ..solver import DEFAULT_SOLVER
from .position import Position, parse_position
from .rules import ANIMALS
from . import scoring
from .scoring import capacity, score, score_breakdown

NAME = "agricola"
TITLE = "Agricola"
MIN_PLAYERS = 1
MAX_PLAYERS = 5
PLAYERS_KEYS: tuple[str, ...] = ()  # allowed beside "players"
SHARED_KEYS: tuple[str, ...] = ()  # top-level keys copied into every player's entry


def score_document(document: dict, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> dict:
    """Score one player's document (api.md 1.3) and return the result of api.md 2."""
    return score(parse_position(document), solver=solver, time_limit=time_limit)


def capacity_document(document: dict, *, solver: str = DEFAULT_SOLVER, time_limit: float | None = None) -> dict:
    """The capacity result of api.md 2 for one player's document."""
    return capacity(parse_position(document), solver=solver, time_limit=time_limit)


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (:func:`scoring.rank`: ties are shared)."""
    return scoring.rank([result["total"] for result in results])


__all__ = [
    "ANIMALS", "NAME", "Position", "capacity", "capacity_document", "parse_position", "rank", "score",
    "score_breakdown", "score_document",
]
