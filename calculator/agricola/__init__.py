"""Agricola, original edition (1-5 players): farmyard model, animal placement and scoring.

>>> from calculator import agricola
>>> doc = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "people": 2}
>>> agricola.score_document(doc)["total"]
-14
"""

from __future__ import annotations

from ..documents import each_player
from ..farm_results import FarmDocuments
from ..game_package import open_game_members, provided_by, standard_members
from ..games import FarmGame, GameInfo, protocol_names
from . import scoring
from .cards.table import build_table
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown

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


score_report = provided_by(__name__, "report:score_report")  # the farmyard as text, its score, the cards
capacity_report = provided_by(__name__, "report:capacity_report")  # the farmyard, its locations, the best keep
picture = provided_by(__name__, "svg:picture_of")  # the farmyard drawn, the animals where the placement puts them


# --- the simulator (calculator.core), imported when a game is played ---

new_game = provided_by(__name__, "game:new_game")  # (seed, num_players): a family game dealt from the seed
bot_costs, action_ids, parse_action, research = standard_members(__name__)
evaluator, evaluation_weights, bot_settings, hidden_entries = open_game_members(INFO, __name__)
planning = provided_by(__name__, "plan")  # the farm planner's face of the game (:mod:`.plan`)


__all__ = ["ANIMALS", "Position", "capacity", "parse_position", "score", "score_breakdown", *protocol_names(FarmGame)]
