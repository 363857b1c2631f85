"""Agricola, original edition (1-5 players): farmyard model, animal placement and scoring.

>>> from calculator import agricola
>>> doc = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "people": 2}
>>> agricola.score_document(doc)["total"]
-14
"""

from __future__ import annotations

from ..documents import each_player
from ..farm_results import FarmDocuments
from . import scoring
from .cards.table import build_table
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown

NAME = "agricola"
TITLE = "Agricola"
MIN_PLAYERS = 1
MAX_PLAYERS = 5
PLAYERS_KEYS: tuple[str, ...] = ()  # allowed beside "players"
SHARED_KEYS: tuple[str, ...] = ()  # top-level keys copied into every player's entry


# One player's document (api.md 1.3) -> the score or capacity result of api.md 2; in a
# ``players`` document each also takes its ``seat`` (from table_options), for the cards
# that compare players.
_DOCUMENTS = FarmDocuments(parse_position, score, capacity)
score_document = _DOCUMENTS.score_document
capacity_document = _DOCUMENTS.capacity_document


def table_options(entries: list[dict]) -> list[dict]:
    """Per player of a ``players`` document, the options that place them at the table
    (``seat``), after checking the cards of the whole table: no card in two hands, no
    card marked for more players than play."""
    table = build_table(each_player(entries, parse_position))
    return [{"seat": table.seat(i)} for i in range(len(entries))]


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (:func:`scoring.rank`: ties are shared)."""
    return scoring.rank([result["total"] for result in results])


__all__ = [
    "ANIMALS", "NAME", "Position", "capacity", "capacity_document", "parse_position", "rank", "score",
    "score_breakdown", "score_document", "table_options",
]
