"""A toy game, registered only by the tests, that plugs into agricalc the way a fourth game would
(docs/adding-a-game.md): this package, its face (``face.py``) and its template (``templates/``).

The toy orchard: two players take turns planting an apple or a pear on an empty
plot of their own orchard of 2 x 3 plots, from 6 apples and 6 pears shared by
both (:mod:`.orchard` has the scoring).

>>> score_document({"game": "toy", "orchard": ["A A A", "A P ."]})["breakdown"]
{'trees': 5, 'rows': 3, 'columns': 1}
"""

from __future__ import annotations

from calculator.core.bots import BotCosts
from calculator.documents import each_player
from calculator.game_package import no_weights, nothing_hidden, provided_by, search_defaults
from calculator.games import GameInfo, weighted

from . import orchard, report
from .game import CATALOGUE, OrchardState

INFO = GameInfo("toy", "Toy orchard", "Toy", (2,), "grid")

# --- documents ---


def score_document(document: dict, **options: object) -> dict:
    """One player's orchard scored (api.md 2); there are no options."""
    return orchard.score(orchard.parse_orchard(document))


def check_table(entries: list[dict]) -> list[dict]:
    """The table plants no more of a fruit than the game has."""
    orchard.check_supply(each_player(entries, orchard.parse_orchard))  # a bad orchard named by its player
    return [{} for _ in entries]


def rank(document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
    return orchard.rank([result["total"] for result in results])


score_report = report.score_report
picture = report.picture

# --- simulation ---


def new_game(seed: int, num_players: int) -> OrchardState:
    from .game import new_game

    return new_game(seed, num_players)


def evaluate(state: OrchardState, seat: int) -> float:
    """Seat's score ahead of the best other score."""
    totals = state.returns()
    return totals[seat] - max(total for other, total in enumerate(totals) if other != seat)


def evaluator(**weights: float):
    return weighted(INFO, weights, evaluate)


evaluation_weights = no_weights
bot_settings = search_defaults


def bot_costs(players: int) -> BotCosts:
    """A tiny game: every decision is cheap."""
    return BotCosts(decisions_per_seat=orchard.ROWS * orchard.COLUMNS, decisions_per_turn=1, random=1e-5, greedy=1e-4, mcts_iteration=1e-4)


def action_ids(players: int) -> tuple[str, ...]:
    return CATALOGUE.ids()


def parse_action(action_id: str) -> tuple[str, object]:
    return CATALOGUE.parse(action_id)


hidden_entries = nothing_hidden


research = provided_by(__name__, "research")
