"""The games agricalc knows: one registry, and what every game provides.

A game is a package (``calculator.acbas``, ``calculator.agricola``,
``calculator.hens``) that says what it is in ``INFO`` (a :class:`GameInfo`) and
provides, as module-level functions, everything :class:`Game` lists: how a
document is scored and ranked, its report and picture, how a simulated game
starts, what its bots know, and its action catalogue.  A farm game also
provides what :class:`FarmGame` adds (capacity, and the farm planner's face).  The documents, the command
line, the simulator, the research adapters and the web all find a game here,
and nowhere else:

>>> game("acbas").INFO.title
'Agricola: All Creatures Big and Small'
>>> [info.name for info in infos()]
['acbas', 'agricola', 'hens']
>>> game("hens").INFO.players, game("hens").INFO.played  # solo grids score; games are 2 to 4
((1, 2, 3, 4), (2, 3, 4))

:data:`PACKAGES` lists the packages, one line per game.  Another package
(a game of one's own, or the toy game of the tests) joins with :func:`register`.
"""

from __future__ import annotations

import functools
import importlib
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, Generic, Literal, Protocol, cast, runtime_checkable

from .errors import InvalidDocument, RuleViolation

if TYPE_CHECKING:
    from .core.bots import BotCosts
    from .core.protocol import GameState
    from .svg import Picture
    from .words import Words

Evaluate = Callable[["GameState", int], float]

# The game packages, in the order the games are listed: one line each.
PACKAGES = (
    "calculator.acbas",
    "calculator.agricola",
    "calculator.hens",
)


@dataclass(frozen=True)
class GameInfo:
    """What a game is: the facts everything else reads before it asks the game for more.

    ``players``: the table sizes a document may score; ``simulated``: those the
    simulator plays, when fewer (Hens scores a solo grid, but plays 2 to 4).
    ``board``: ``"farm"`` (a farm that houses animals: capacity, placement, the
    planner) or ``"grid"`` (a grid of cards).  ``hidden``: players hold cards the
    others cannot see.  ``table_keys``: document keys allowed beside ``players``
    (besides ``title``); ``shared_keys``: those of them that every player's entry
    receives (a Hens goal card).
    """

    name: str
    title: str
    short: str
    players: tuple[int, ...]
    board: Literal["farm", "grid"]
    hidden: bool = False
    table_keys: tuple[str, ...] = ()
    shared_keys: tuple[str, ...] = ()
    simulated: tuple[int, ...] | None = None

    @property
    def played(self) -> tuple[int, ...]:
        """The table sizes the simulator plays."""
        return self.simulated or self.players

    def check_players(self, count: int, *, simulated: bool = False) -> None:
        """:class:`RuleViolation` unless ``count`` players can be scored (or, ``simulated``,
        played by the simulator) in this game."""
        allowed = self.played if simulated else self.players
        if count not in allowed:
            raise RuleViolation(f"{self.title} is played by {counts_in_words(allowed)} players, got {count}",
                                where="players")


def counts_in_words(counts: Sequence[int]) -> str:
    """``2``, ``1 to 5`` or ``2 or 4``: numbers of players, in words."""
    low, high = min(counts), max(counts)
    if low == high:
        return str(low)
    if len(counts) == high - low + 1:
        return f"{low} to {high}"
    return " or ".join(map(str, counts))


@runtime_checkable
class Game(Protocol):
    """What every game package provides (its module-level names)."""

    INFO: GameInfo

    # -- documents (api.md 1-2) --
    def score_document(self, document: dict, **options: Any) -> dict:
        """One player's document scored (api.md 2); ``options`` such as ``solver``."""

    def check_table(self, entries: list[dict]) -> list[dict]:
        """Check the rules across a whole table's entries; the options each player's
        scoring takes from the table (often ``{}`` each)."""

    def rank(self, document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
        """Players best first, and the winners, by the game's tie-break."""

    def score_report(self, document: dict, result: dict) -> str:
        """One player's score as text for a terminal."""

    def picture(self, document: dict, result: dict | None, *, size: float, words: Words = ...) -> Picture:
        """One player's farm or grid drawn (with the result's placement, if given), its text in
        ``words`` (:mod:`calculator.words`; English by default)."""

    # -- simulation (calculator.core) --
    def new_game(self, seed: int, num_players: int) -> GameState:
        """The state before the first action of a game dealt from ``seed``."""

    def evaluator(self, **weights: float) -> Evaluate:
        """The bots' heuristic ``evaluate(state, seat)`` (higher is better for ``seat``);
        ``weights`` change some of :meth:`evaluation_weights`."""

    def evaluation_weights(self) -> Mapping[str, float]:
        """The judgment calls of the evaluation that may be tuned, with their values (often none)."""

    def bot_settings(self) -> Mapping[str, Any]:
        """Where the game's MCTS differs from the defaults of ``core.bots.MCTSBot``."""

    def bot_costs(self, players: int) -> BotCosts:
        """What a bot's decision costs at a table of ``players``."""

    def action_ids(self, players: int) -> tuple[str, ...]:
        """Every action id a game of ``players`` can ever offer, in a fixed order."""

    def parse_action(self, action_id: str) -> tuple[str, object]:
        """An action id read as ``(kind, argument)``."""

    def hidden_entries(self, state: GameState, log: Sequence[tuple[int, str]]) -> set[int]:
        """Which entries of the log that led to ``state`` others may not see yet."""

    def research(self) -> ModuleType:
        """What research frameworks need (:mod:`calculator.adapters`): ``chance``,
        ``observe``, ``observation_size``, ``max_game_length``, ``SCORE_SPAN``, ``text``
        and ``picture`` (the game's ``research`` module)."""


@runtime_checkable
class FarmGame(Game, Protocol):
    """A game with a farm (``INFO.board == "farm"``): its capacity and its farm planner too."""

    def capacity_document(self, document: dict, **options: Any) -> dict:
        """One player's farm: what it holds and the best keep/release (api.md 2)."""

    def capacity_report(self, document: dict, result: dict) -> str:
        """A capacity result as text for a terminal."""

    def planning(self) -> ModuleType:
        """What the farm planner (:mod:`calculator.planner`, api.md 6) needs of the game
        (its ``plan`` module): ``BUDGET`` (what may be spent), ``MAX_SPEND`` (the most the
        game could ever spend of each), ``SUPPLY`` (what is left stays in the supply),
        ``ANIMAL_POINTS`` (the breakdown keys of the ``animal_points`` objective),
        ``FARM_KEY``, ``BUDGET_EXAMPLE``, ``UNPLANNED`` (document keys the planner does not
        model), ``start_farm``, ``parse_position``, ``build(model, request)`` (its CP-SAT
        model) and ``plan_report(document, result)`` (a plan as text for a terminal)."""


_plugged_in: dict[str, ModuleType] = {}  # games registered beside PACKAGES (register)


def register(package: str) -> Game:
    """Add the game package ``package`` (a module path) to the registry; returns it.

    The package must declare ``INFO`` and provide every member of :class:`Game`
    (and of :class:`FarmGame` for a farm game); a package registered again
    replaces the one of the same name.
    """
    module = _load(package)
    _plugged_in[module.INFO.name] = module
    return cast(Game, module)


def unregister(name: str) -> None:
    """Remove a game added with :func:`register` (a game registered by a test)."""
    _plugged_in.pop(name, None)


def game(name: object) -> Game:
    """The registered game ``name``, else :class:`InvalidDocument` listing the known ones."""
    registry = _registry()
    if not isinstance(name, str) or name not in registry:
        raise InvalidDocument(f"must be one of {', '.join(registry)}; got {name!r}", where="game")
    return cast(Game, registry[name])


def farm_game(name: object, *, purpose: str = "capacity") -> FarmGame:
    """The registered farm game ``name``; :class:`InvalidDocument` for a grid game, saying
    that ``purpose`` (what was asked: capacity, the planner) is only for the farm games."""
    found = game(name)
    if found.INFO.board != "farm":
        farms = ", ".join(info.name for info in infos() if info.board == "farm")
        raise InvalidDocument(f"{purpose} is only for the farm games ({farms})", where="game")
    return cast(FarmGame, found)


def infos() -> list[GameInfo]:
    """Every registered game's :class:`GameInfo`, in registry order."""
    return [module.INFO for module in _registry().values()]


def names() -> tuple[str, ...]:
    """The registered games' names."""
    return tuple(_registry())


def info(name: object) -> GameInfo:
    """The :class:`GameInfo` of game ``name``."""
    return game(name).INFO


def check_players(name: object, count: int) -> Game:
    """The game ``name``, after checking the simulator can play it with ``count`` players."""
    found = game(name)
    found.INFO.check_players(count, simulated=True)
    return found


# --- the simulator's questions, by game name ---


def new_game(name: str, seed: int, num_players: int) -> GameState:
    """The initial state of game ``name`` for ``num_players`` with ``seed``.

    >>> state = new_game("acbas", seed=7, num_players=2)
    >>> state.game, state.num_players
    ('acbas', 2)
    """
    return check_players(name, num_players).new_game(seed, num_players)


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
    return game(name).parse_action(action_id)


def brings_chance(name: str, state: GameState, action_id: str) -> bool:
    """Whether taking ``action_id`` in ``state`` sets off a chance event (a round card revealed,
    a card drawn): asked of the game's explicit chance (:mod:`calculator.core.chance`).

    >>> state = new_game("acbas", seed=7, num_players=2)
    >>> brings_chance("acbas", state, state.legal_actions()[0].id)
    False
    """
    return game(name).research().chance.resolve(state, action_id).event is not None


def evaluator(name: str, weights: Mapping[str, float] | None = None) -> Evaluate:
    """Game ``name``'s heuristic ``evaluate(state, seat)``, with some weights changed."""
    return game(name).evaluator(**(weights or {}))


def weighted(info: GameInfo, weights: Mapping[str, float], evaluate: Evaluate, *,
             defaults: Mapping[str, float] | None = None, tuned: Callable[..., Evaluate] | None = None) -> Evaluate:
    """A game's evaluation with ``weights`` changed: ``evaluate`` as it is without any,
    else ``tuned(**weights)``; a name not among ``defaults`` is :class:`InvalidDocument`."""
    unknown = sorted(set(weights) - set(defaults or {}))
    if unknown:
        known = f"choose from {', '.join(defaults)}" if defaults else "its evaluation has none"
        raise InvalidDocument(f"{info.title}: unknown weight(s) {', '.join(unknown)}; {known}", where="bots")
    return tuned(**weights) if weights and tuned else evaluate


def _registry() -> dict[str, ModuleType]:
    return {**_packaged(), **_plugged_in}


@functools.cache
def _packaged() -> dict[str, ModuleType]:
    """The games of :data:`PACKAGES`, imported once, when first needed."""
    modules = [_load(package) for package in PACKAGES]
    return {module.INFO.name: module for module in modules}


def _load(package: str) -> ModuleType:
    """The game package ``package``, checked against the protocol."""
    module = importlib.import_module(package)
    info = getattr(module, "INFO", None)
    if not isinstance(info, GameInfo):
        raise TypeError(f"{package} declares no INFO = GameInfo(...)")
    protocol = FarmGame if info.board == "farm" else Game
    missing = [name for name in _members(protocol) if not hasattr(module, name)]
    if missing:
        raise TypeError(f"{package} lacks {', '.join(missing)} of the game protocol")
    return module


def protocol_names(protocol: type) -> tuple[str, ...]:
    """The names a game package following ``protocol`` (:class:`Game`, :class:`FarmGame`) defines, sorted."""
    return tuple(sorted(_members(protocol)))


def _members(protocol: type) -> set[str]:
    """The names a module must define to follow ``protocol``."""
    own = [klass for klass in protocol.__mro__ if klass not in (Protocol, Generic, object)]
    return {name for klass in own for name in (*vars(klass), *getattr(klass, "__annotations__", {}))
            if not name.startswith("_")}
