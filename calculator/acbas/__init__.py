"""Agricola: All Creatures Big and Small (2 players): farm model, placement and scoring.

>>> from calculator import acbas
>>> doc = {"farm": ["a a+ S", "a . .", "C b b"], "expansions": {"right": 1},
...        "animals": {"sheep": 4, "cattle": 3}}
>>> acbas.score_document(doc)["total"]
-1
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..documents import each_player
from ..farm_results import FarmDocuments
from ..fields import integer
from ..game_package import open_game_members, provided_by, standard_members
from ..games import FarmGame, GameInfo, protocol_names
from . import rules, scoring
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown
from .table import check_shared

if TYPE_CHECKING:
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


score_report = provided_by(__name__, "report:score_report")  # the farm as text, its score, where animals live
capacity_report = provided_by(__name__, "report:capacity_report")  # the farm, its locations, the best keep
picture = provided_by(__name__, "svg:picture_of")  # the farm drawn, the animals where the placement puts them


# --- the simulator (calculator.core), imported when a game is played ---


def new_game(seed: int, num_players: int = rules.PLAYERS) -> ACBASState:
    """A new game dealt from ``seed`` (always two players)."""
    from .game import new_game

    INFO.check_players(num_players)
    return new_game(seed)


bot_costs, action_ids, parse_action, research_face = standard_members(__name__)
evaluator, evaluation_weights, bot_settings, hidden_entries = open_game_members(INFO, __name__)
planning = provided_by(__name__, "plan")  # the farm planner's face of the game (:mod:`.plan`)


__all__ = ["ANIMALS", "Position", "capacity", "parse_position", "score", "score_breakdown", *protocol_names(FarmGame)]
