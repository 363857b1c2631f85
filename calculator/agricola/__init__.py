"""Agricola, original edition (1-5 players): farmyard model, animal placement and scoring.

>>> from calculator import agricola
>>> doc = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "people": 2}
>>> agricola.score_document(doc)["total"]
-14
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING

from ..documents import each_player
from ..farm_results import FarmDocuments
from ..games import GameInfo, weighted
from . import scoring
from .cards.table import build_table
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown

if TYPE_CHECKING:
    from ..core.bots import BotCosts
    from ..games import Evaluate
    from ..svg import Picture
    from .game import AgricolaState

INFO = GameInfo("agricola", "Agricola", "Agricola", (1, 2, 3, 4, 5), "farm")


# One player's document (api.md 1.3) -> the score or capacity result of api.md 2; in a
# ``players`` document each also takes its ``seat`` (from check_table), for the cards
# that compare players.
_DOCUMENTS = FarmDocuments(parse_position, score, capacity)
score_document = _DOCUMENTS.score_document
capacity_document = _DOCUMENTS.capacity_document


def check_table(entries: list[dict]) -> list[dict]:
    """Per player of a ``players`` document, the options that place them at the table
    (``seat``), after checking the cards of the whole table: no card in two hands, no
    card marked for more players than play."""
    table = build_table(each_player(entries, parse_position))
    return [{"seat": table.seat(i)} for i in range(len(entries))]


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners (:func:`scoring.rank`: ties are shared)."""
    return scoring.rank([result["total"] for result in results])


def score_report(document: dict, result: dict) -> str:
    """The farmyard drawn as text, its score breakdown, the cards and where every animal lives."""
    from .report import score_report

    return score_report(document, result)


def capacity_report(document: dict, result: dict) -> str:
    """The farmyard, its locations, the most of each type, and the best keep/release choice."""
    from .report import capacity_report

    return capacity_report(document, result)


def picture(document: dict, result: dict | None, *, size: float) -> Picture:
    """The farmyard drawn, with the animals of ``result`` where the placement puts them."""
    from .svg import picture_of

    return picture_of(document, result, size=size)


# --- the simulator (calculator.core), imported when a game is played ---


def new_game(seed: int, num_players: int) -> AgricolaState:
    """A new family game of ``num_players`` dealt from ``seed``."""
    from .game import new_game

    return new_game(seed, num_players)


def evaluator(**weights: float) -> Evaluate:
    """The bots' evaluation (:func:`calculator.agricola.bots.evaluate`); it has no weights to change."""
    from .bots import evaluate

    return weighted(INFO, weights, evaluate)


def evaluation_weights() -> Mapping[str, float]:
    """None: the evaluation's judgment calls are fixed."""
    return {}


def bot_settings() -> Mapping[str, object]:
    """Agricola searches with the MCTS defaults."""
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


def hidden_entries(state: AgricolaState, log: Sequence[tuple[int, str]]) -> set[int]:
    """Nothing is hidden in the family game."""
    return set()


__all__ = [
    "ANIMALS", "INFO", "Position", "action_ids", "bot_costs", "bot_settings", "capacity", "capacity_document",
    "capacity_report", "check_table", "evaluation_weights", "evaluator", "hidden_entries", "new_game", "parse_action", "parse_position",
    "picture", "planning", "rank", "research_face", "score", "score_breakdown", "score_document", "score_report",
]
