"""Hens (Giampaolo Razzino, Little Rocket Games): grid model, goals and final scoring.

>>> from calculator import hens
>>> doc = {"grid": [["PAD 1/2/0", "PAD 6/1/0", "PAD 4/2/0", "SEB 5/2/1"],
...                 ["PAD 5/2/0", "PAD 2/2/0", "WYA 3/2/0", "SEB 2/1/0"],
...                 ["BAR 4/2/1", "WYA 3/1/0", "WYA 5/2/1", "SEB 6/3/1"]],
...        "rooster": [0, 3], "goal_card": "G03"}
>>> result = hens.score_document(doc)
>>> result["breakdown"], result["total"]
({'largest_group': 9, 'rooster_group': 6, 'medals': 2, 'coops': 0, 'goals': 6}, 23)
"""

from __future__ import annotations

from . import rules, scoring
from .cards import Card, CardSet, load_cards
from .goals import Goal, GoalCard, GoalSet, load_goals
from .grid import Grid, Hen, parse_grid
from .position import Position, parse_position
from .settings import Settings

NAME = "hens"
TITLE = "Hens"
MIN_PLAYERS = rules.MIN_PLAYERS
MAX_PLAYERS = rules.MAX_PLAYERS
SHARED_KEYS = ("goal_card", "goals", "settings")  # top-level keys copied into every player's entry
PLAYERS_KEYS = SHARED_KEYS  # allowed beside "players"


def score_document(document: dict, *, goal_set: GoalSet | None = None) -> dict:
    """Score one player's document (api.md 1.4) and return the result of api.md 2.

    ``goal_set`` is where ``goal_card`` ids are looked up (default: the shipped proposal,
    see :func:`load_goals`).
    """
    return scoring.score(parse_position(document, goal_set=goal_set))


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (hens.md 4.13: total, largest group,
    second-largest group, medals; still tied players share the win)."""
    return scoring.rank(results)


__all__ = [
    "NAME", "Card", "CardSet", "Goal", "GoalCard", "GoalSet", "Grid", "Hen", "Position", "Settings",
    "load_cards", "load_goals", "parse_grid", "parse_position", "rank", "score_document",
]
