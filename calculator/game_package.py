"""Members of the game protocol (:class:`calculator.games.Game`) that a game package may take as they are.

A package's report, picture and simulator modules stay unimported until used
(the calculator scores a document without them): :func:`provided_by` makes a
member that imports its module on first call.  The rest answer for a game
without hidden cards, tunable weights or search settings of its own.

>>> action_ids = provided_by("calculator.acbas", "actions:action_ids")
>>> action_ids(2)[:1]
('space:start_player_wood',)
"""

from __future__ import annotations

import importlib
import sys
from collections.abc import Callable, Mapping, Sequence
from typing import TYPE_CHECKING, Any

from .games import GameInfo, weighted

if TYPE_CHECKING:
    from .core.bots import BotCosts
    from .core.protocol import GameState
    from .games import Evaluate


def provided_by(package: str, path: str) -> Callable[..., Any]:
    """Member ``path`` of game ``package``, importing its module when first called:
    ``"module:function"`` calls the function, ``"module"`` returns the module itself."""
    module, _, name = path.partition(":")

    def member(*args: Any, **kwargs: Any) -> Any:
        found = importlib.import_module(f"{package}.{module}")
        if not name:
            # importing a submodule binds its name on the package: a member named like its
            # module (``research``) takes the name back
            setattr(sys.modules[package], module, member)
        return getattr(found, name)(*args, **kwargs) if name else found

    member.__name__ = member.__qualname__ = name or module
    member.__doc__ = f"``{package}.{module}{'.' + name if name else ''}``, imported on first use."
    return member


def standard_members(package: str) -> tuple[Callable[..., Any], ...]:
    """``bot_costs``, ``action_ids``, ``parse_action`` and ``research`` (in this order) of a
    game package whose ``bots`` module has ``BOT_COSTS``, whose ``actions`` module has
    ``action_ids`` and ``parse``, and whose ``research`` module is its research face."""
    return (bot_costs_of(package), provided_by(package, "actions:action_ids"), provided_by(package, "actions:parse"),
            provided_by(package, "research"))


def open_game_members(info: GameInfo, package: str) -> tuple[Callable[..., Any], ...]:
    """``evaluator``, ``evaluation_weights``, ``bot_settings`` and ``hidden_entries`` (in this
    order) of a game without hidden information whose evaluation (``bots.evaluate``) has no
    weights and whose search takes the MCTS defaults."""
    return fixed_evaluator(info, package), no_weights, search_defaults, nothing_hidden


def fixed_evaluator(info: GameInfo, package: str) -> Callable[..., Evaluate]:
    """``evaluator`` of a game whose evaluation (``bots.evaluate``) has no weights to change."""
    def evaluator(**weights: float) -> Evaluate:
        return weighted(info, weights, importlib.import_module(f"{package}.bots").evaluate)

    evaluator.__doc__ = f"The bots' evaluation (``{package}.bots.evaluate``); it has no weights to change."
    return evaluator


def bot_costs_of(package: str) -> Callable[[int], BotCosts]:
    """``bot_costs`` read from the package's ``bots.BOT_COSTS`` (by number of players)."""
    def bot_costs(players: int) -> BotCosts:
        return importlib.import_module(f"{package}.bots").BOT_COSTS[players]

    bot_costs.__doc__ = f"What a bot's decision costs at a table of ``players`` (``{package}.bots.BOT_COSTS``)."
    return bot_costs


def no_weights() -> Mapping[str, float]:
    """``evaluation_weights`` of an evaluation whose judgment calls are fixed: none."""
    return {}


def search_defaults() -> Mapping[str, Any]:
    """``bot_settings`` of a game searched with the MCTS defaults: no change."""
    return {}


def nothing_hidden(state: GameState, log: Sequence[tuple[int, str]]) -> set[int]:
    """``hidden_entries`` of a game without hidden information: no entry."""
    return set()
