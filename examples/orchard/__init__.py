"""The orchard: a complete example of a game package (docs/adding-a-game.md), with its web face
(``face.py``) and its template (``templates/``).

Two players take turns planting an apple or a pear on an empty plot of their
own orchard of 2 x 3 plots, from 6 apples and 6 pears shared by both
(:mod:`.rules` has the scoring).  It lives outside ``calculator/``: the test suite
registers it (``tests/conftest.py``), the way any game from elsewhere plugs in::

    from calculator import games
    from web import faces
    import orchard, orchard.face

    games.register(orchard.GAME)
    faces.register(orchard.face.FACE)

>>> GAME.score_document({"game": "orchard", "orchard": ["A A A", "A P ."]})["breakdown"]
{'trees': 5, 'rows': 3, 'columns': 1}
"""

from __future__ import annotations

from types import ModuleType
from typing import TYPE_CHECKING

from calculator.documents import each_player
from calculator.games import Game, GameInfo, weighted
from calculator.words import ENGLISH, Words

from . import rules

if TYPE_CHECKING:
    from calculator.core.bots import BotCosts
    from calculator.games import Evaluate
    from calculator.svg import Picture

    from .game import OrchardState

INFO = GameInfo("orchard", "Orchard", "Orchard", (2,), "grid")


class OrchardGame(Game):
    """The orchard in the registry: an open game (the defaults of :class:`calculator.games.Game`
    for hidden entries, weights and search settings), its modules imported when first used."""

    INFO = INFO

    # --- documents ---

    def score_document(self, document: dict, **options: object) -> dict:
        """One player's orchard scored (api.md 2); there are no options."""
        return rules.score(rules.parse_orchard(document))

    def check_table(self, entries: list[dict]) -> list[dict]:
        """The table plants no more of a fruit than the game has."""
        rules.check_supply(each_player(entries, rules.parse_orchard))  # a bad orchard named by its player
        return [{} for _ in entries]

    def rank(self, document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
        return rules.rank([result["total"] for result in results])

    def score_report(self, document: dict, result: dict) -> str:
        from .report import score_report

        return score_report(document, result)

    def picture(self, document: dict, result: dict | None, *, size: float, words: Words = ENGLISH) -> Picture:
        from .svg import picture

        return picture(document, result, size=size, words=words)

    # --- simulation ---

    def new_game(self, seed: int, num_players: int) -> OrchardState:
        from .game import new_game

        return new_game(seed, num_players)

    def evaluator(self, **weights: float) -> Evaluate:
        """Seat's score ahead of the best other score (no weights to change)."""
        from .game import evaluate

        return weighted(INFO, weights, evaluate)

    def bot_costs(self, players: int, options=None) -> BotCosts:
        """A tiny game: every decision is cheap (it has no options)."""
        from calculator.core.bots import BotCosts

        return BotCosts(decisions_per_seat=rules.ROWS * rules.COLUMNS, decisions_per_turn=1, random=1e-5, greedy=1e-4,
                        mcts_iteration=1e-4)

    def action_ids(self, players: int) -> tuple[str, ...]:
        from .game import CATALOGUE

        return CATALOGUE.ids()

    def parse_action(self, action_id: str) -> tuple[str, object]:
        from .game import CATALOGUE

        return CATALOGUE.parse(action_id)

    def research(self) -> ModuleType:
        from . import research

        return research


GAME = OrchardGame()
