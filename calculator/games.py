"""The games agricalc knows: one registry, and what every game provides.

A game is a package (``calculator.acbas``, ``calculator.agricola``,
``calculator.hens``) whose ``GAME`` is an instance of its own subclass of
:class:`Game` (:class:`FarmGame` for a farm game): its ``INFO`` (a
:class:`GameInfo`) says what it is, and its methods how a document is scored and
ranked, its report and picture, how a simulated game starts, what its bots know,
and its action catalogue.  The documents, the command line, the simulator, the
research adapters and the web all find a game here, and nowhere else:

>>> game("acbas").INFO.title
'Agricola: All Creatures Big and Small'
>>> names()[:3]  # the packaged games first; games registered from elsewhere follow
('acbas', 'agricola', 'hens')
>>> game("hens").INFO.players, game("hens").INFO.played  # solo grids score; games are 2 to 4
((1, 2, 3, 4), (2, 3, 4))

:data:`PACKAGES` lists the packages, one line per game.  A game from elsewhere
(a game of one's own, or the orchard of ``examples/orchard``) joins with
:func:`register`.
"""

from __future__ import annotations

import functools
import importlib
from abc import ABC, abstractmethod
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import ModuleType
from typing import TYPE_CHECKING, Any, ClassVar, Literal, cast

from .errors import BadOption, InvalidDocument, RuleViolation
from .words import Saying, saying

if TYPE_CHECKING:
    from .core.bots import BotCosts
    from .core.protocol import GameState
    from .svg import Picture
    from .words import Words

Evaluate = Callable[[Any, int], float]  # evaluate(state, seat), the state one of the game's own (a GameState)

# The game packages, in the order the games are listed: one line each; each binds its game object to GAME.
PACKAGES = (
    "calculator.acbas",
    "calculator.agricola",
    "calculator.hens",
)


@dataclass(frozen=True)
class GameOption:
    """A choice made when a game is created, which every later position depends on (Agricola's
    ``decks``): a set of some of ``choices``, given as a list in any order and kept in the
    order of ``choices``; absent or empty is the game without it.  ``help`` says what it is,
    in one line (the API's description and the command line's help).  A ``flag`` (Agricola's
    ``draft``) has no choices: it is ``true`` or ``false`` (absent: false)."""

    name: str
    choices: tuple[str, ...]
    help: str
    flag: bool = False

    def check(self, value: object) -> tuple[str, ...] | bool:
        """``value`` (a list of choices) normalised: each choice once, in :attr:`choices`'
        order; :class:`InvalidDocument` for a value that is not a list of strings,
        :class:`BadOption` for a choice the option does not have.  A flag's value is a boolean."""
        if self.flag:
            if not isinstance(value, bool):
                raise InvalidDocument(f"must be true or false, got {value!r}", where=self.name)
            return value
        if not isinstance(value, (list, tuple)) or not all(isinstance(each, str) for each in value):
            raise InvalidDocument(f"must be a list of {', '.join(map(repr, self.choices))}, got {value!r}",
                                  where=self.name)
        for i, each in enumerate(value):
            if each not in self.choices:
                raise BadOption(f"must be one of {', '.join(self.choices)}, got {each!r}", where=f"{self.name}[{i}]")
        return tuple(choice for choice in self.choices if choice in value)


@dataclass(frozen=True)
class GameInfo:
    """What a game is: the facts everything else reads before it asks the game for more.

    ``players``: the table sizes a document may score; ``simulated``: those the
    simulator plays, when fewer (Hens scores a solo grid, but plays 2 to 4).
    ``board``: ``"farm"`` (a farm that houses animals: capacity, placement, the
    planner) or ``"grid"`` (a grid of cards).  ``hidden``: players hold cards the
    others cannot see.  ``table_keys``: document keys allowed beside ``players``
    (besides ``title``); ``shared_keys``: those of them that every player's entry
    receives (a Hens goal card).  ``options``: the choices a new game takes
    (:class:`GameOption`; :meth:`Game.check_options`).
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
    options: tuple[GameOption, ...] = ()

    @property
    def played(self) -> tuple[int, ...]:
        """The table sizes the simulator plays."""
        return self.simulated or self.players

    def check_players(self, count: int, *, simulated: bool = False) -> None:
        """:class:`RuleViolation` unless ``count`` players can be scored (or, ``simulated``,
        played by the simulator) in this game."""
        allowed = self.played if simulated else self.players
        if count not in allowed:
            raise RuleViolation(saying("%(game)s is played by %(players)s players, got %(count)s", game=self.title,
                                       players=counts_in_words(allowed), count=count),
                                where="players")


def counts_in_words(counts: Sequence[int]) -> Saying:
    """``2``, ``1 to 5`` or ``2 or 4``: numbers of players, in words."""
    low, high = min(counts), max(counts)
    if low == high:
        return saying("%(count)s", count=low)
    if len(counts) == high - low + 1:
        return saying("%(low)s to %(high)s", low=low, high=high)
    return saying("%(some)s or %(last)s", some=" or ".join(map(str, counts[:-1])), last=counts[-1])


class Game(ABC):
    """A game: what it is (:attr:`INFO`) and everything the calculator asks of it.

    Each game package subclasses it (or :class:`FarmGame`) once and binds the
    instance to ``GAME`` in its ``__init__``; a method whose module is large
    imports it inside, so that scoring a document loads no simulator.  The
    defaults here answer for an open game (nothing hidden) whose evaluation has
    no weights and whose search takes the MCTS defaults.
    """

    INFO: ClassVar[GameInfo]

    # -- documents (api.md 1-2) --
    @abstractmethod
    def score_document(self, document: dict, **options: Any) -> dict:
        """One player's document scored (api.md 2); ``options`` such as ``solver``."""

    def stored_document(self, document: dict) -> dict:
        """A document stored by an older version in today's notation (read once, where a
        stored sheet is loaded to be edited); by default it is already."""
        return document

    @abstractmethod
    def check_table(self, entries: list[dict]) -> list[dict]:
        """Check the rules across a whole table's entries; the options each player's
        scoring takes from the table (often ``{}`` each)."""

    @abstractmethod
    def rank(self, document: dict, results: list[dict]) -> tuple[list[int], list[int]]:
        """Players best first, and the winners, by the game's tie-break."""

    @abstractmethod
    def score_report(self, document: dict, result: dict) -> str:
        """One player's score as text for a terminal."""

    @abstractmethod
    def picture(self, document: dict, result: dict | None, *, size: float, words: Words = ...) -> Picture:
        """One player's farm or grid drawn (with the result's placement, if given), its text in
        ``words`` (:mod:`calculator.words`; English by default)."""

    # -- simulation (calculator.core) --
    @abstractmethod
    def new_game(self, seed: int, num_players: int, **options: Any) -> GameState:
        """The state before the first action of a game dealt from ``seed``, with the ``options``
        of :meth:`check_options` (a game without :attr:`GameInfo.options` takes none)."""

    def check_options(self, options: Mapping[str, object]) -> dict[str, tuple[str, ...]]:
        """``options`` (option name -> value, as a request or the command line gives them)
        checked against :attr:`GameInfo.options` and normalised, an option left empty
        dropped: what :meth:`new_game` takes and a stored game keeps.  An option the game
        does not take is :class:`BadOption`, naming it."""
        declared = {option.name: option for option in self.INFO.options}
        checked = {}
        for name, value in options.items():
            if name not in declared:
                takes = f"it takes {', '.join(declared)}" if declared else "it takes none"
                raise BadOption(f"{self.INFO.title} has no option {name}; {takes}", where=name)
            if value is not None and (normalised := declared[name].check(value)):
                checked[name] = normalised
        return checked

    def hides(self, options: Mapping[str, object]) -> bool:
        """Whether players hold cards the others cannot see in a game with ``options`` (as
        :meth:`check_options` gives them): :attr:`GameInfo.hidden`."""
        return self.INFO.hidden

    @abstractmethod
    def evaluator(self, **weights: float) -> Evaluate:
        """The bots' heuristic ``evaluate(state, seat)`` (higher is better for ``seat``);
        ``weights`` change some of :meth:`evaluation_weights` (:func:`weighted`)."""

    def evaluation_weights(self) -> Mapping[str, float]:
        """The judgment calls of the evaluation that may be tuned, with their values: none."""
        return {}

    def evaluation_baselines(self) -> Mapping[str, Mapping[str, float]]:
        """Earlier weights of the evaluation kept by name (a bot spec ``greedy@NAME`` plays with
        them, as the bots of that day played): none."""
        return {}

    def bot_settings(self) -> Mapping[str, Any]:
        """Where the game's MCTS differs from the defaults of ``core.bots.MCTSBot``: nowhere."""
        return {}

    def best_settings(self) -> Mapping[str, Any]:
        """Where the game's ``best`` bot differs from its MCTS with progressive widening
        (``core.bots.best_settings``): its budget, at most about a second of CPU a move; by
        default the MCTS default budget."""
        return {}

    @abstractmethod
    def bot_costs(self, players: int, options: Mapping[str, object] | None = None) -> BotCosts:
        """What a bot's decision costs at a table of ``players`` in a game with ``options`` (as
        :meth:`check_options` gives them; an option may make the game longer)."""

    @abstractmethod
    def action_ids(self, players: int) -> tuple[str, ...]:
        """Every action id a game of ``players`` can ever offer, in a fixed order."""

    def playable_action_ids(self, players: int, options: Mapping[str, object] | None = None) -> tuple[str, ...]:
        """The ids of :meth:`action_ids` a game of ``players`` with ``options`` can offer (a
        variant may offer fewer): all of them unless the game says otherwise."""
        return self.action_ids(players)

    @abstractmethod
    def parse_action(self, action_id: str) -> tuple[str, object]:
        """An action id read as ``(kind, argument)``."""

    def hidden_entries(self, state: GameState, log: Sequence[tuple[int, str]]) -> set[int]:
        """Which entries of the log that led to ``state`` others may not see yet: none."""
        return set()

    def explicit_chance(self, options: Mapping[str, object]) -> Any:
        """The explicit chance (:class:`calculator.core.chance.ExplicitChance`) of a game with
        ``options`` (as :meth:`check_options` gives them): the research module's ``chance``."""
        return self.research().chance

    @abstractmethod
    def research(self) -> ModuleType:
        """What research frameworks need (:mod:`calculator.adapters`): the game's ``research``
        module, with ``chance`` (explicit chance, with ``max_events``), ``observe``,
        ``observe_public``, ``observation_size``, ``max_game_length``, ``SCORE_SPAN``,
        ``HIDDEN``, ``text`` and ``picture``."""


class FarmGame(Game):
    """A game with a farm (``INFO.board == "farm"``): its capacity and its farm planner too."""

    @abstractmethod
    def capacity_document(self, document: dict, **options: Any) -> dict:
        """One player's farm: what it holds and the best keep/release (api.md 2)."""

    @abstractmethod
    def capacity_report(self, document: dict, result: dict) -> str:
        """A capacity result as text for a terminal."""

    @abstractmethod
    def planning(self) -> ModuleType:
        """What the farm planner (:mod:`calculator.planner`, api.md 6) needs of the game
        (its ``plan`` module): ``BUDGET`` (what may be spent), ``MAX_SPEND`` (the most the
        game could ever spend of each), ``SUPPLY`` (what is left stays in the supply),
        ``ANIMAL_POINTS`` (the breakdown keys of the ``animal_points`` objective),
        ``FARM_KEY``, ``BUDGET_EXAMPLE``, ``UNPLANNED`` (document keys the planner does not
        model), ``start_farm``, ``parse_position``, ``build(model, request)`` (its CP-SAT
        model) and ``plan_report(document, result)`` (a plan as text for a terminal)."""


_plugged_in: dict[str, Game] = {}  # games registered beside PACKAGES (register)


def register(found: Game) -> Game:
    """Add the game ``found`` (a :class:`Game`, e.g. a package's ``GAME``) to the registry; returns it.

    A farm game must be a :class:`FarmGame`; a game registered again replaces the one of
    the same name.
    """
    _plugged_in[_checked(found, type(found).__module__).INFO.name] = found
    return found


def unregister(name: str) -> None:
    """Remove a game added with :func:`register` (a game registered by a test)."""
    _plugged_in.pop(name, None)


def game(name: object) -> Game:
    """The registered game ``name``, else :class:`InvalidDocument` listing the known ones."""
    registry = _registry()
    if not isinstance(name, str) or name not in registry:
        raise InvalidDocument(f"must be one of {', '.join(registry)}; got {name!r}", where="game")
    return registry[name]


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
    return [found.INFO for found in _registry().values()]


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


def new_game(name: str, seed: int, num_players: int, **options: object) -> GameState:
    """The initial state of game ``name`` for ``num_players`` with ``seed`` and ``options``
    (checked: :func:`check_options`).

    >>> state = new_game("acbas", seed=7, num_players=2)
    >>> state.game, state.num_players
    ('acbas', 2)
    """
    found = check_players(name, num_players)
    return found.new_game(seed, num_players, **found.check_options(options))


def check_options(name: object, options: Mapping[str, object]) -> dict[str, tuple[str, ...]]:
    """The ``options`` of a new game of ``name``, checked and normalised (:meth:`Game.check_options`).

    >>> check_options("agricola", {"decks": ["K", "E", "K"]})
    {'decks': ('E', 'K')}
    >>> check_options("agricola", {"decks": []})
    {}
    """
    return game(name).check_options(options)


def options() -> dict[str, GameOption]:
    """Every option some registered game takes, by name (two games' options of one name merged:
    their choices together), in registry order: what a request or a command line may carry."""
    found: dict[str, GameOption] = {}
    for each in infos():
        for option in each.options:
            before = found.get(option.name)
            choices = option.choices if before is None else (
                before.choices + tuple(c for c in option.choices if c not in before.choices))
            found[option.name] = GameOption(option.name, choices, before.help if before else option.help, option.flag)
    return found


def action_ids(name: str, num_players: int) -> tuple[str, ...]:
    """Every action id a game of ``name`` for ``num_players`` can ever offer, in the game's fixed order.

    >>> action_ids("acbas", 2)[:2]
    ('space:start_player_wood', 'space:wood3')
    """
    return check_players(name, num_players).action_ids(num_players)


def playable_action_ids(name: str, num_players: int, options: Mapping[str, object] | None = None) -> tuple[str, ...]:
    """The action ids a game of ``name`` for ``num_players`` with ``options`` can offer, in the
    order of :func:`action_ids` (Agricola's family game: none of the card game's)."""
    return check_players(name, num_players).playable_action_ids(num_players, options)


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


def _registry() -> dict[str, Game]:
    return {**_packaged(), **_plugged_in}


@functools.cache
def _packaged() -> dict[str, Game]:
    """The games of :data:`PACKAGES` (each package's ``GAME``), imported once, when first needed."""
    found = [_checked(importlib.import_module(package).GAME, package) for package in PACKAGES]
    return {each.INFO.name: each for each in found}


def _checked(found: object, where: str) -> Game:
    """``found``, after checking it is a game (a farm game if its board is a farm)."""
    if not isinstance(found, Game) or not isinstance(getattr(found, "INFO", None), GameInfo):
        raise TypeError(f"{where}: a game is a calculator.games.Game with INFO = GameInfo(...)")
    if found.INFO.board == "farm" and not isinstance(found, FarmGame):
        raise TypeError(f"{where}: {found.INFO.name} has a farm, so it is a calculator.games.FarmGame")
    return found
