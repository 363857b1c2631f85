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

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any, cast

from ..games import Game, GameInfo, weighted
from ..words import ENGLISH, Words
from . import rules, scoring
from .cards import Card, CardSet, load_cards
from .goals import Goal, GoalCard, GoalSet, load_goals
from .grid import Grid, Hen, parse_grid
from .position import Position, parse_position
from .settings import Settings

if TYPE_CHECKING:
    from ..core.bots import BotCosts
    from ..core.protocol import GameState
    from ..games import Evaluate
    from ..svg import Picture
    from .game import HensState

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


class HensGame(Game):
    """Hens in the registry (:class:`calculator.games.Game`): a grid game with hidden cards,
    scored for 1 to 4 players and played by 2 to 4."""

    INFO = INFO

    def score_document(self, document: dict, **options: Any) -> dict:
        return score_document(document, **options)

    def check_table(self, entries: list[dict]) -> list[dict]:
        return check_table(entries)

    def rank(self, document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
        return rank(document, results)

    def score_report(self, document: dict, result: dict) -> str:
        """The grid as text, its groups, goals, breakdown."""
        from .report import score_report

        return score_report(document, result)

    def picture(self, document: dict, result: dict | None, *, size: float, words: Words = ENGLISH) -> Picture:
        """The grid drawn, the groups of the result outlined."""
        from .svg import picture_of

        return picture_of(document, result, size=size, words=words)

    # --- the simulator (calculator.core), imported when a game is played ---

    def new_game(self, seed: int, num_players: int) -> HensState:
        """A game dealt from ``seed``, with the default settings."""
        from .game import new_game

        return new_game(seed, num_players)

    def evaluator(self, **weights: float) -> Evaluate:
        """The bots' evaluation (:func:`calculator.hens.bots.evaluate`), with some of its
        :class:`~calculator.hens.bots.Weights` changed."""
        from .bots import evaluate
        from .bots import evaluator as tuned

        return weighted(INFO, weights, evaluate, defaults=self.evaluation_weights(), tuned=tuned)

    def evaluation_weights(self) -> Mapping[str, float]:
        """The evaluation's judgment calls (:class:`~calculator.hens.bots.Weights`), in points."""
        from dataclasses import asdict

        from .bots import WEIGHTS

        return asdict(WEIGHTS)

    def bot_settings(self) -> Mapping[str, object]:
        """Hens judges each action where the mover's turn ends (``rollout=0``)."""
        from .bots import MCTS_SETTINGS

        return MCTS_SETTINGS

    def best_settings(self) -> Mapping[str, object]:
        """The ``best`` bot's settings (:data:`~calculator.hens.bots.BEST_SETTINGS`)."""
        from .bots import BEST_SETTINGS

        return BEST_SETTINGS

    def bot_costs(self, players: int, options: Mapping[str, object] | None = None) -> BotCosts:
        from .bots import BOT_COSTS

        return BOT_COSTS[players]

    def action_ids(self, players: int) -> tuple[str, ...]:
        from .actions import action_ids

        return action_ids(players)

    def parse_action(self, action_id: str) -> tuple[str, object]:
        from .actions import parse

        return parse(action_id)

    def hidden_entries(self, state: GameState, log: Sequence[tuple[int, str]]) -> set[int]:
        """Coops' cards, and roosters placed unseen."""
        from .hidden import hidden_entries

        return hidden_entries(cast("HensState", state), log)  # the registry passes Hens states only

    def research(self) -> ModuleType:
        from . import research

        return research


GAME = HensGame()

__all__ = ["GAME", "INFO", "Card", "CardSet", "Goal", "GoalCard", "GoalSet", "Grid", "Hen", "Position", "Settings",
           "check_table", "load_cards", "load_goals", "parse_grid", "parse_position", "rank", "score_document"]
