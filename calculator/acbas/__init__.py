"""Agricola: All Creatures Big and Small (2 players): farm model, placement and scoring.

>>> from calculator import acbas
>>> doc = {"farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1},
...        "animals": {"sheep": 4, "cattle": 3}}
>>> acbas.score_document(doc)["total"]
-1
"""

from __future__ import annotations

from collections.abc import Mapping
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..documents import each_player
from ..farm_results import FarmDocuments
from ..fields import integer
from ..games import FarmGame, GameInfo, weighted
from ..words import ENGLISH, Words
from . import rules, scoring
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown
from .table import check_shared

if TYPE_CHECKING:
    from ..core.bots import BotCosts
    from ..games import Evaluate
    from ..svg import Picture
    from .game import ACBASState

INFO = GameInfo("acbas", "Agricola: All Creatures Big and Small", "ACBAS", (rules.PLAYERS,), "farm",
                table_keys=("start_player",))

# One player's document (api.md 1.2) -> the score or capacity result of api.md 2.
_DOCUMENTS = FarmDocuments(parse_position, score, capacity)
score_document = _DOCUMENTS.score_document
capacity_document = _DOCUMENTS.capacity_document


def check_table(entries: list[dict]) -> list[dict]:
    """The components both players share (troughs, stall tiles, expansions, each special
    building, borders), counted over the two farms; no options for the players."""
    check_shared(each_player(entries, parse_position))
    return [{} for _ in entries]


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (:func:`scoring.rank`; ``start_player``
    in the document is the start player of round 1, who loses a tie)."""
    start = document.get("start_player")
    if start is not None:
        start = integer(start, "start_player", maximum=len(results) - 1)
    return scoring.rank([result["total"] for result in results], start)


class AcbasGame(FarmGame):
    """ACBAS in the registry (:class:`calculator.games.FarmGame`): an open game, two players,
    whose evaluation has weights to tune (``data/bot-weights.json``)."""

    INFO = INFO

    def score_document(self, document: dict, **options: Any) -> dict:
        return score_document(document, **options)

    def capacity_document(self, document: dict, **options: Any) -> dict:
        return capacity_document(document, **options)

    def check_table(self, entries: list[dict]) -> list[dict]:
        return check_table(entries)

    def rank(self, document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
        return rank(document, results)

    def score_report(self, document: dict, result: dict) -> str:
        """The farm as text, its score, where the animals live."""
        from .report import score_report

        return score_report(document, result)

    def capacity_report(self, document: dict, result: dict) -> str:
        """The farm, its locations, the best keep."""
        from .report import capacity_report

        return capacity_report(document, result)

    def picture(self, document: dict, result: dict | None, *, size: float, words: Words = ENGLISH) -> Picture:
        """The farm drawn, the animals where the placement puts them."""
        from .svg import picture_of

        return picture_of(document, result, size=size, words=words)

    # --- the simulator (calculator.core), imported when a game is played ---

    def new_game(self, seed: int, num_players: int = rules.PLAYERS) -> ACBASState:
        """A new game dealt from ``seed`` (always two players)."""
        from .game import new_game

        INFO.check_players(num_players)
        return new_game(seed)

    def evaluator(self, **weights: float) -> Evaluate:
        """The bots' evaluation (:func:`calculator.acbas.bots.evaluate`), with some of its
        :class:`~calculator.acbas.bots.Weights` changed."""
        from .bots import evaluate
        from .bots import evaluator as tuned

        return weighted(INFO, weights, evaluate, defaults=self.evaluation_weights(), tuned=tuned)

    def evaluation_weights(self) -> Mapping[str, float]:
        """The evaluation's judgment calls (:class:`~calculator.acbas.bots.Weights`), in points."""
        from dataclasses import asdict

        from .bots import WEIGHTS

        return asdict(WEIGHTS)

    def best_settings(self) -> Mapping[str, Any]:
        """The ``best`` bot's budget (:data:`~calculator.acbas.bots.BEST_SETTINGS`)."""
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

    def research(self) -> ModuleType:
        from . import research

        return research

    def planning(self) -> ModuleType:
        """The farm planner's view of the game (:mod:`.plan`)."""
        from . import plan

        return plan


GAME = AcbasGame()

__all__ = ["ANIMALS", "GAME", "INFO", "Position", "capacity", "capacity_document", "check_table", "parse_position",
           "rank", "score", "score_breakdown", "score_document"]
