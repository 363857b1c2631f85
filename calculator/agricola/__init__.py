"""Agricola, original edition (1-5 players): farmyard model, animal placement and scoring.

>>> from calculator import agricola
>>> doc = {"farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."], "people": 2}
>>> agricola.score_document(doc)["total"]
-14
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from types import ModuleType
from typing import TYPE_CHECKING, Any

from ..documents import each_player
from ..errors import BadOption
from ..farm_results import FarmDocuments
from ..games import FarmGame, GameInfo, GameOption, weighted
from ..words import ENGLISH, Words
from . import scoring
from .cards.table import build_table
from .position import Position, parse_position
from .rules import ANIMALS
from .scoring import capacity, score, score_breakdown

if TYPE_CHECKING:
    from ..core.bots import BotCosts
    from ..core.protocol import GameState
    from ..games import Evaluate
    from ..svg import Picture
    from .game import AgricolaState

# The original edition's decks of occupations and minor improvements: a game with any of them
# is the full card game (api.md 4.2), without them the family game.
DECKS = GameOption("decks", ("E", "I", "K"),
                   "the decks of occupations and minor improvements dealt (E, I, K): any of them is the "
                   "full card game; none, the family game")
DRAFT = GameOption("draft", (), "the card game's hands drafted instead of dealt: each player keeps one card of a "
                   "pack of 7 occupations and passes the rest left, then the same with minor improvements "
                   "(needs decks; a solo game has no draft)", flag=True)
INFO = GameInfo("agricola", "Agricola", "Agricola", (1, 2, 3, 4, 5), "farm", options=(DECKS, DRAFT))


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


class AgricolaGame(FarmGame):
    """Agricola in the registry (:class:`calculator.games.FarmGame`): an open game of 1 to 5
    players whose evaluation has weights to tune (``data/bot-weights.json``)."""

    INFO = INFO

    def score_document(self, document: dict, **options: Any) -> dict:
        return score_document(document, **options)

    def capacity_document(self, document: dict, **options: Any) -> dict:
        return capacity_document(document, **options)

    def check_table(self, entries: list[dict]) -> list[dict]:
        return check_table(entries)

    def stored_document(self, document: dict) -> dict:
        """``counts.pasture_spaces`` of an older quick entry moved to the Manger's input."""
        from .tally import lift_pasture_spaces
        return lift_pasture_spaces(document)

    def rank(self, document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
        return rank(document, results)

    def score_report(self, document: dict, result: dict) -> str:
        """The farmyard as text, its score, the cards."""
        from .report import score_report

        return score_report(document, result)

    def capacity_report(self, document: dict, result: dict) -> str:
        """The farmyard, its locations, the best keep."""
        from .report import capacity_report

        return capacity_report(document, result)

    def picture(self, document: dict, result: dict | None, *, size: float, words: Words = ENGLISH) -> Picture:
        """The farmyard drawn, the animals where the placement puts them."""
        from .svg import picture_of

        return picture_of(document, result, size=size, words=words)

    # --- the simulator (calculator.core), imported when a game is played ---

    def new_game(self, seed: int, num_players: int, *, decks: Sequence[str] = (), draft: bool = False) -> AgricolaState:
        """A game dealt from ``seed``: the card game with the cards of ``decks`` (drafted with
        ``draft``), else the family game."""
        from .game import new_game

        if not decks:
            return new_game(seed, num_players)
        return new_game(seed, num_players, decks=tuple(decks), draft=True) if draft else \
            new_game(seed, num_players, decks=tuple(decks))

    def check_options(self, options: Mapping[str, object]) -> dict:
        """The options checked (:meth:`calculator.games.Game.check_options`); ``draft`` only with decks."""
        checked = super().check_options(options)
        if checked.get("draft") and not checked.get("decks"):
            raise BadOption("draft drafts the cards of the decks: choose decks too", where="draft")
        return checked

    def hidden_entries(self, state: GameState, log: Sequence[tuple[int, str]]) -> set[int]:
        """In a draft, the picks (``draft:<card>``) until the game is over."""
        from .draft import hidden_entries

        return set() if state.is_terminal else hidden_entries(log)

    def hides(self, options: Mapping[str, object]) -> bool:
        """The card game's hands are hidden; the family game is open."""
        return bool(options.get("decks"))

    def evaluator(self, **weights: float) -> Evaluate:
        """The bots' evaluation (:func:`calculator.agricola.bots.evaluate`), with some of its
        :class:`~calculator.agricola.bots.Weights` changed."""
        from .bots import evaluate
        from .bots import evaluator as tuned

        return weighted(INFO, weights, evaluate, defaults=self.evaluation_weights(), tuned=tuned)

    def evaluation_weights(self) -> Mapping[str, float]:
        """The evaluation's judgment calls (:class:`~calculator.agricola.bots.Weights`), in points."""
        from dataclasses import asdict

        from .bots import WEIGHTS

        return asdict(WEIGHTS)

    def evaluation_baselines(self) -> Mapping[str, Mapping[str, float]]:
        """Earlier weights (``data/bot-baselines.json``): ``pre26``, the evaluation when issue #26
        was filed; ``cem1000``, its first tuning by self-play."""
        from dataclasses import asdict

        from .bots import BASELINES

        return {name: asdict(weights) for name, weights in BASELINES.items()}

    def best_settings(self) -> Mapping[str, Any]:
        """The ``best`` bot's budget (:data:`~calculator.agricola.bots.BEST_SETTINGS`)."""
        from .bots import BEST_SETTINGS

        return BEST_SETTINGS

    def bot_costs(self, players: int, options: Mapping[str, object] | None = None) -> BotCosts:
        """The family game's costs, or the card game's (longer: cards to play, their abilities)
        when ``options`` has decks."""
        from .bots import BOT_COSTS, CARD_BOT_COSTS

        return (CARD_BOT_COSTS if (options or {}).get("decks") else BOT_COSTS)[players]

    def action_ids(self, players: int) -> tuple[str, ...]:
        from .actions import action_ids

        return action_ids(players)

    def playable_action_ids(self, players: int, options: Mapping[str, object] | None = None) -> tuple[str, ...]:
        """The card game's every id with decks in ``options``; else the family game's, which
        offers no card, no card-game side of a space and no card's ability."""
        from .actions import action_ids, family_action_ids

        return action_ids(players) if (options or {}).get("decks") else family_action_ids(players)

    def parse_action(self, action_id: str) -> tuple[str, object]:
        from .actions import parse

        return parse(action_id)

    def research(self) -> ModuleType:
        from . import research

        return research

    def explicit_chance(self, options: Mapping[str, object]) -> Any:
        """The family game's chance, and in the card game the deal too (:mod:`.card_chance`)."""
        if not options.get("decks"):
            return self.research().chance
        from .card_chance import CardChance

        return CardChance(tuple(options["decks"]), draft=bool(options.get("draft")))

    def planning(self) -> ModuleType:
        """The farm planner's view of the game (:mod:`.plan`)."""
        from . import plan

        return plan


GAME = AgricolaGame()

__all__ = ["ANIMALS", "GAME", "INFO", "Position", "capacity", "capacity_document", "check_table", "parse_position",
           "rank", "score", "score_breakdown", "score_document"]
