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

from collections.abc import Mapping
from typing import TYPE_CHECKING

from ..game_package import provided_by, standard_members
from ..games import Game, GameInfo, protocol_names, weighted
from . import rules, scoring
from .cards import Card, CardSet, load_cards
from .goals import Goal, GoalCard, GoalSet, load_goals
from .grid import Grid, Hen, parse_grid
from .position import Position, parse_position
from .settings import Settings

if TYPE_CHECKING:
    from ..games import Evaluate

SHARED = ("goal_card", "goals", "settings")  # top-level keys every player's entry receives
INFO = GameInfo("hens", "Hens", "Hens", tuple(range(rules.MIN_PLAYERS, rules.MAX_PLAYERS + 1)), "grid",
                hidden=True, table_keys=SHARED, shared_keys=SHARED, simulated=(2, 3, 4))


def score_document(document: dict, *, goal_set: GoalSet | None = None) -> dict:
    """Score one player's document (api.md 1.4) and return the result of api.md 2.

    ``goal_set`` is where ``goal_card`` ids are looked up (default: the shipped proposal,
    see :func:`load_goals`).
    """
    return scoring.score(parse_position(document, goal_set=goal_set))


def check_table(entries: list[dict]) -> list[dict]:
    """Hens has no rule across the table beyond the shared goals; no options."""
    return [{} for _ in entries]


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (total, largest group, second-largest group,
    medals; still tied players share the win)."""
    return scoring.rank(results)


score_report = provided_by(__name__, "report:score_report")  # the grid as text, its groups, goals, breakdown
picture = provided_by(__name__, "svg:picture_of")  # the grid drawn, the groups of the result outlined


# --- the simulator (calculator.core), imported when a game is played ---

new_game = provided_by(__name__, "game:new_game")  # (seed, num_players): a game dealt from the seed, default settings


def evaluator(**weights: float) -> Evaluate:
    """The bots' evaluation (:func:`calculator.hens.bots.evaluate`), with some of its
    :class:`~calculator.hens.bots.Weights` changed."""
    from .bots import evaluate
    from .bots import evaluator as tuned

    return weighted(INFO, weights, evaluate, defaults=evaluation_weights(), tuned=tuned)


def evaluation_weights() -> Mapping[str, float]:
    """The evaluation's judgment calls (:class:`~calculator.hens.bots.Weights`), in points."""
    from dataclasses import asdict

    from .bots import WEIGHTS

    return asdict(WEIGHTS)


def bot_settings() -> Mapping[str, object]:
    """Hens judges each action where the mover's turn ends (``rollout=0``)."""
    from .bots import MCTS_SETTINGS

    return MCTS_SETTINGS


bot_costs, action_ids, parse_action, research = standard_members(__name__)
hidden_entries = provided_by(__name__, "hidden:hidden_entries")  # coops' cards, roosters placed unseen


__all__ = ["Card", "CardSet", "Goal", "GoalCard", "GoalSet", "Grid", "Hen", "Position", "Settings", "load_cards",
           "load_goals", "parse_grid", "parse_position", *protocol_names(Game)]
