"""Agricola: All Creatures Big and Small (2 players): farm model, placement and scoring.

>>> from calculator import acbas
>>> doc = {"farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1},
...        "animals": {"sheep": 4, "cattle": 3}}
>>> acbas.score_document(doc)["total"]
-1
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from ..documents import each_player
from ..farm_results import FarmDocuments
from ..fields import integer
from ..games import GameInfo, weighted
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
    check_shared([position.farm for position in each_player(entries, parse_position)])
    return [{} for _ in entries]


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (:func:`scoring.rank`; ``start_player``
    in the document is the start player of round 1, who loses a tie)."""
    start = document.get("start_player")
    if start is not None:
        start = integer(start, "start_player", maximum=len(results) - 1)
    return scoring.rank([result["total"] for result in results], start)


def score_report(document: dict, result: dict) -> str:
    """The farm drawn as text, its score breakdown and where every animal lives."""
    from .report import score_report

    return score_report(document, result)


def capacity_report(document: dict, result: dict) -> str:
    """The farm, its locations, the most of each type, and the best keep/release choice."""
    from .report import capacity_report

    return capacity_report(document, result)


def picture(document: dict, result: dict | None, *, size: float) -> Picture:
    """The farm drawn, with the animals of ``result`` where the placement puts them."""
    from .svg import picture_of

    return picture_of(document, result, size=size)


# --- the simulator (calculator.core), imported when a game is played ---


def new_game(seed: int, num_players: int = rules.PLAYERS) -> ACBASState:
    """A new game dealt from ``seed`` (always two players)."""
    from .game import new_game

    INFO.check_players(num_players)
    return new_game(seed)


def evaluator(**weights: float) -> Evaluate:
    """The bots' evaluation (:func:`calculator.acbas.bots.evaluate`); it has no weights to change."""
    from .bots import evaluate

    return weighted(INFO, weights, evaluate)


def evaluation_weights() -> Mapping[str, float]:
    """None: the evaluation's judgment calls are fixed."""
    return {}


def bot_settings() -> Mapping[str, object]:
    """ACBAS searches with the MCTS defaults (they were tuned on it)."""
    return {}


def bot_costs(players: int) -> BotCosts:
    from .bots import BOT_COSTS

    return BOT_COSTS[players]


def action_ids(players: int) -> tuple[str, ...]:
    from .actions import action_ids

    return action_ids(players)


def parse_action(action_id: str) -> tuple[str, object]:
    from .actions import parse

    return parse(action_id)


def planning() -> ModuleType:
    """The farm planner's face of the game (:mod:`.plan`)."""
    from . import plan

    return plan


def research_face() -> ModuleType:
    from . import research

    return research


def hidden_entries(state: ACBASState, log: Sequence[tuple[int, str]]) -> set[int]:
    """Nothing is hidden in ACBAS."""
    return set()


__all__ = [
    "ANIMALS", "INFO", "Position", "action_ids", "bot_costs", "bot_settings", "capacity", "capacity_document",
    "capacity_report", "check_table", "evaluation_weights", "evaluator", "hidden_entries", "new_game", "parse_action", "parse_position",
    "picture", "planning", "rank", "research_face", "score", "score_breakdown", "score_document", "score_report",
]
