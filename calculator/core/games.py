"""The games the simulator can play, and how to start one.

Each game is one :class:`GameSpec` line in :data:`GAMES`: the module whose
``new_game(seed)`` starts it (on the protocol of :mod:`calculator.core.protocol`),
the player counts it allows, the module holding what bots need to know
about it, ``evaluate(state, seat) -> float``, and the module of its action
catalogue (:mod:`calculator.core.actions`).  Modules are imported only when a
game is used, so listing a game costs nothing.

>>> state = new_game("acbas", seed=7, num_players=2)
>>> state.game, state.num_players
('acbas', 2)
"""

from __future__ import annotations

import importlib
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from ..errors import InvalidDocument, RuleViolation
from .protocol import GameState

Evaluate = Callable[[GameState, int], float]


@dataclass(frozen=True)
class GameSpec:
    """How to start a game and where its bot knowledge lives.

    ``engine`` must define ``new_game(seed)``; for a game with several allowed
    player counts it is called as ``new_game(seed, num_players=n)``.
    ``secrets``, for a game with hidden cards, must define
    ``hidden_entries(state, log)``: which log entries others may not see yet.
    ``knowledge`` must define ``evaluate(state, seat)``; it may define
    ``MCTS_SETTINGS``, the Monte Carlo search settings in which this game
    differs from :class:`~calculator.core.bots.MCTSBot`'s defaults, and
    ``TUNABLE`` (names of weights) with ``evaluator(**weights)``, the
    evaluation with some of them changed; it must define ``BOT_COSTS``, what
    its bots' decisions cost (``bench/costs.py``).
    ``actions`` must define ``action_ids(players)`` (every id a game can
    offer, in a fixed order) and ``parse(action_id) -> (kind, argument)``.
    ``research`` is what research frameworks need (:mod:`calculator.adapters`):
    ``chance`` (:mod:`calculator.core.chance`), ``observe``,
    ``observation_size``, ``max_game_length`` and ``SCORE_SPAN``.
    """

    name: str
    title: str
    players: tuple[int, ...]
    engine: str
    knowledge: str
    actions: str
    research: str
    secrets: str | None = None  # module with hidden_entries(state, log), for a game with hidden cards

    def start(self, seed: int, num_players: int) -> GameState:
        new = importlib.import_module(self.engine).new_game
        return new(seed) if len(self.players) == 1 else new(seed, num_players=num_players)

    def evaluate(self, weights: dict[str, float] | None = None) -> Evaluate:
        knowledge = importlib.import_module(self.knowledge)
        if not weights:
            return knowledge.evaluate
        tunable = getattr(knowledge, "TUNABLE", ())
        unknown = sorted(set(weights) - set(tunable))
        if unknown:
            known = f"choose from {', '.join(tunable)}" if tunable else "its evaluation has none"
            raise InvalidDocument(f"{self.title}: unknown weight(s) {', '.join(unknown)}; {known}", where="bots")
        return knowledge.evaluator(**weights)

    def search_settings(self) -> dict:
        return dict(getattr(importlib.import_module(self.knowledge), "MCTS_SETTINGS", {}))

    def action_ids(self, num_players: int) -> tuple[str, ...]:
        return importlib.import_module(self.actions).action_ids(num_players)

    def parse_action(self, action_id: str) -> tuple[str, object]:
        return importlib.import_module(self.actions).parse(action_id)

    def research_face(self):
        """The game's ``research`` module."""
        return importlib.import_module(self.research)

    def hidden_entries(self, state: GameState, log: Sequence[tuple[int, str]]) -> set[int]:
        """Indices of the log entries (``(seat, action id)``) that others may not see yet."""
        if self.secrets is None:
            return set()
        return importlib.import_module(self.secrets).hidden_entries(state, log)

    def bot_costs(self):
        """The game's ``BOT_COSTS``: a :class:`calculator.core.bots.BotCosts` per number of players."""
        return importlib.import_module(self.knowledge).BOT_COSTS


GAMES = MappingProxyType({spec.name: spec for spec in (
    GameSpec("acbas", "Agricola: All Creatures Big and Small", (2,), "calculator.acbas.game", "calculator.acbas.bots",
             "calculator.acbas.actions", "calculator.acbas.research"),
    GameSpec("agricola", "Agricola (family game)", (1, 2, 3, 4, 5), "calculator.agricola.game",
             "calculator.agricola.bots", "calculator.agricola.actions", "calculator.agricola.research"),
    GameSpec("hens", "Hens", (2, 3, 4), "calculator.hens.game", "calculator.hens.bots", "calculator.hens.actions",
             "calculator.hens.research", secrets="calculator.hens.hidden"),
)})


def game_spec(name: str) -> GameSpec:
    """The registered game ``name``, else :class:`InvalidDocument` listing the known ones."""
    try:
        return GAMES[name]
    except KeyError:
        raise InvalidDocument(f"unknown game {name!r}; choose from {', '.join(GAMES)}", where="game") from None


def check_players(name: str, num_players: int) -> GameSpec:
    """The game's spec, after checking it can be played by ``num_players`` (else :class:`RuleViolation`)."""
    spec = game_spec(name)
    if num_players not in spec.players:
        raise RuleViolation(f"{spec.title} is played by {_counts(spec.players)} players, got {num_players}",
                            where="players")
    return spec


def _counts(players: tuple[int, ...]) -> str:
    """``2``, ``2 to 4`` or ``2 or 4``."""
    low, high = min(players), max(players)
    if low == high:
        return str(low)
    if len(players) == high - low + 1:
        return f"{low} to {high}"
    return " or ".join(map(str, players))


def new_game(name: str, seed: int, num_players: int) -> GameState:
    """The initial state of game ``name`` for ``num_players`` with ``seed``."""
    return check_players(name, num_players).start(seed, num_players)


def action_ids(name: str, num_players: int) -> tuple[str, ...]:
    """Every action id a game of ``name`` for ``num_players`` can ever offer, in the game's fixed order.

    >>> action_ids("acbas", 2)[:2]
    ('space:start_player_wood', 'space:wood3')
    """
    return check_players(name, num_players).action_ids(num_players)


def parse_action(name: str, action_id: str) -> tuple[str, object]:
    """What ``action_id`` means in game ``name``: ``(kind, argument)``; :class:`IllegalAction` if nothing.

    >>> parse_action("agricola", "room:1:2")
    ('room', (1, 2))
    """
    return game_spec(name).parse_action(action_id)


def evaluator(name: str, weights: dict[str, float] | None = None) -> Evaluate:
    """The game's heuristic ``evaluate(state, seat)``: higher is better for ``seat``; with
    ``weights``, some of its tunable weights changed."""
    return game_spec(name).evaluate(weights)


def search_settings(name: str) -> dict:
    """The game's own MCTS settings (keyword arguments of ``MCTSBot``), often none."""
    return game_spec(name).search_settings()
