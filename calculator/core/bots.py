"""Bots: players that pick one of the legal actions of a state.

A bot is anything with ``choose(state, rng) -> Action``.  It works on the game
protocol only (:mod:`calculator.core.protocol`); what it knows of a particular
game comes from that game's ``evaluate(state, seat)`` (:func:`games.evaluator`).
Its randomness comes only from ``rng``, so the same state and the same rng
state give the same choice, in any process.

Bots are named by a short spec (:data:`BOTS`): ``random``, ``greedy``,
``mcts`` or ``mcts:400`` (a search budget of 400 iterations per move),
``mcts:1s`` (one second of CPU per move, ``time.process_time``) and ``best``,
the strongest search of each game at its default budget (at most about a
second of CPU per move; ``best:2s`` or ``best:600`` for another).  A budget
in iterations plays the same game from the same seed in any process; a
budget in seconds depends on the machine's speed.  A game whose evaluation
has tunable weights (its ``evaluation_weights``) takes them after ``@``:
``greedy@growth=0.7+join=0.5`` (for tuning and ladders), or the name of
earlier weights the game keeps (its ``evaluation_baselines``):
``greedy@pre26`` and ``mcts:300@pre26`` play as the Agricola bots did when
issue #26 was filed, so that a stronger bot is measured against those.

What a bot costs is estimated before it plays (:func:`decision_seconds`,
:func:`game_seconds`) from its game's :class:`BotCosts`, so that a server can
refuse work it cannot afford before starting it.

>>> from calculator import games
>>> import random
>>> state = games.new_game("acbas", seed=1, num_players=2)
>>> bot = make_bot("greedy", "acbas")
>>> bot.choose(state, random.Random(0)) in state.legal_actions()
True
"""

from __future__ import annotations

import math
import random
import re
import time
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from types import MappingProxyType
from typing import Protocol

from ..errors import InvalidDocument
from .. import games
from .protocol import Action, GameState

Evaluate = Callable[[GameState, int], float]


class Bot(Protocol):
    """A player: ``name`` (its spec) and a deterministic ``choose``."""

    name: str

    def choose(self, state: GameState, rng: random.Random) -> Action:
        """One of ``state.legal_actions()``; all randomness drawn from ``rng``."""


# ---------------------------------------------------------------- random


@dataclass(frozen=True)
class RandomBot:
    """Picks uniformly among the legal actions."""

    name: str = "random"

    def choose(self, state: GameState, rng: random.Random) -> Action:
        actions = state.legal_actions()
        return actions[rng.randrange(len(actions))]


# ---------------------------------------------------------------- greedy


@dataclass(frozen=True)
class GreedyBot:
    """Takes the action whose result the game's evaluation likes best for the mover.

    An action that leaves the same player to move (a step inside a larger
    action: the first of several borders) is judged by where the player's
    turn ends if they go on picking the best next step, so that starting a
    multi-step action is worth what it leads to.  Ties go to the first action
    in legal order; ``rng`` is not used.
    """

    evaluate: Evaluate
    name: str = "greedy"

    def choose(self, state: GameState, rng: random.Random) -> Action:
        seat = state.current_player
        seen = as_seen_by(state, seat, rng)
        best, best_value = None, -math.inf
        for action in seen.legal_actions():
            value = self.evaluate(finish_turn(seen.apply(action), seat, self.evaluate), seat)
            if value > best_value:
                best, best_value = action, value
        return best


def as_seen_by(state: GameState, seat: int, rng: random.Random) -> GameState:
    """The state a bot may search: in a game with hidden cards, one ``seat`` cannot tell
    from the real one (everything it cannot see re-dealt from ``rng``), so that looking
    ahead never reveals another hand or the deck.  Open games are searched as they are.

    The mover's legal actions depend only on what it sees, so an action chosen on
    this state is legal in the real one.
    """
    return state.determinize(seat, rng)


def best_step(state: GameState, seat: int, evaluate: Evaluate) -> GameState:
    """The state after the legal action whose immediate result is best for ``seat``."""
    best, best_value = None, -math.inf
    for action in state.legal_actions():
        after = state.apply(action)
        value = evaluate(after, seat)
        if value > best_value:
            best, best_value = after, value
    return best


def finish_turn(state: GameState, seat: int, evaluate: Evaluate) -> GameState:
    """Play ``seat``'s best immediate steps until another player moves or the game ends; alone
    at the table, until the round ends (else one seat's "turn" would be the rest of the game)."""
    alone_in_round = state.round if state.num_players == 1 else None
    while not state.is_terminal and state.current_player == seat:
        if alone_in_round is not None and state.round != alone_in_round:
            break
        state = best_step(state, seat, evaluate)
    return state


# ---------------------------------------------------------------- Monte Carlo tree search


class _Node:
    """A tree node: a state, how it was reached, and the search statistics.

    ``value`` sums the results for ``mover``, the seat that chose the action
    leading here, so a parent picks the child best for whoever moves in it.
    ``untried`` holds the actions not expanded yet; with progressive widening
    (``ranked``) they are ranked once, best first for the mover, each with the
    state it leads to.
    """

    __slots__ = ("state", "action", "mover", "children", "untried", "visits", "value", "ranked")

    def __init__(self, state: GameState, action: Action | None, mover: int | None) -> None:
        self.state = state
        self.action = action
        self.mover = mover
        self.children: list[_Node] = []
        self.untried: list = [] if state.is_terminal else list(state.legal_actions())
        self.visits = 0
        self.value = 0.0
        self.ranked = False


@dataclass(frozen=True)
class MCTSBot:
    """UCT search over the protocol, leaves judged by the game's evaluation.

    The tree branches on every decision of every player, but a node stands
    where a turn begins: after the branching action the rest of the mover's
    turn (further steps of the same action) is played greedily
    (:func:`finish_turn`), so a multi-step action is judged by what it leads to.

    Each of ``iterations`` rounds walks down the tree by UCB1 (``exploration``),
    adds one child (an untried action drawn with ``rng``), plays ``rollout``
    further turns greedily from it and evaluates the position for every seat.
    The greedy turns make the leaves comparable (each is judged after the
    opponents have answered) and cost far less than random games to the end.
    An evaluation ``e`` counts as ``1 / (1 + exp(-e / scale))``, a win
    probability of sorts.  The move is the most visited child of the root
    (ties: higher mean, then legal order).  A state with one legal action is
    answered without search.

    ``seconds`` instead of ``iterations``: search until that much CPU time
    (``time.process_time``) has been spent on the move (at least one round),
    so the move depends on the machine's speed.  ``table_iterations``, pairs
    ``(players, iterations)``, sets the iterations at some table sizes (an
    iteration costs more the more players there are); ``share(state)``, the
    share of them searched in a game whose every iteration is dearer (Agricola's
    card game), so that a move costs about the same.

    ``stretch(state)`` and ``cap``: a move may search ``stretch(state)`` times its iterations
    where the game says a deeper search may pay (Agricola's ``LATE_SETTINGS``, its last rounds:
    measured, no gain, so not in its ``best``), while its CPU time stays under ``cap`` seconds (``None``: all
    of them); it always searches at least its iterations.  With a ``cap`` the move depends on the
    machine's speed once its own iterations are done.  Such a move explores by
    ``stretch_exploration`` and values its leaves at ``stretch_scale`` if set: a game far ahead
    (or behind) has every leaf near 1 (or 0) at a small ``scale``, where a point more is a
    difference the search cannot see, and at a low exploration every action but the best first one
    is visited once, so more iterations would only deepen the line already chosen.

    ``work``: a move stops once its evaluations (the ranking of actions, the greedy turns and the
    leaves; each is the evaluation of a state after a step) reach ``work`` times its iterations,
    after at least one round: where the turns are long (a fence cell by cell, a harvest's feeding
    step by step for a large family) an iteration evaluates far more states than usual, and the
    bound keeps such a move's cost near the usual one's.  It counts work, not time, so the move is
    the same on any machine.

    **Progressive widening** (``widening``, used by ``best``): where there are
    many actions (Agricola's action spaces, fence cells, field and room
    places), a node first ranks them by the evaluation of where the mover's
    turn ends after each, and lets the search try only the best
    ``widening * sqrt(visits + 1)`` of them, more as the node is visited
    more; a small budget is then spent on the promising actions instead of
    one visit to each.

    **Hidden cards** (a state whose ``determinize`` re-deals something, as in
    Hens): the search must not see the real deck or hands, so it guesses them
    (:func:`as_seen_by`) -- several times, each guess a *world* searched by its own tree with an
    equal share of the iterations (at least one per legal action, so that
    every action is tried in every world).  The move is the action whose mean
    value, averaged over the worlds, is best: the actions are compared in the
    same worlds, so the luck of a deal does not decide between them.
    ``worlds`` fixes their number; by default it is the iterations divided by
    the number of legal actions (each action judged once per world); with
    ``seconds``, worlds are searched until the time is spent.

    The defaults were tuned on ACBAS (``bench/bots.py``): evaluations are
    exact, so the search exploits far more than it explores.  A game may
    change them (``MCTS_SETTINGS`` in its bot module, read by :func:`make_bot`);
    Hens uses ``rollout=0``: each leaf is judged where the mover's turn ends.
    """

    evaluate: Evaluate
    iterations: int = 100
    exploration: float = 0.02
    rollout: int = 1
    scale: float = 4.0
    worlds: int | None = None
    seconds: float | None = None
    widening: float | None = None
    table_iterations: tuple[tuple[int, int], ...] = ()
    share: Callable[[GameState], float] | None = None
    stretch: Callable[[GameState], float] | None = None
    cap: float | None = None
    stretch_exploration: float | None = None
    stretch_scale: float | None = None
    work: float | None = None
    name: str = "mcts"

    def choose(self, state: GameState, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        start = time.process_time()
        iterations = self.iterations_at(state.num_players)
        if self.share is not None:
            iterations = max(1, round(iterations * self.share(state)))
        most = iterations if self.stretch is None else max(iterations, round(iterations * self.stretch(state)))
        world = as_seen_by(state, state.current_player, rng)
        if world is not state:  # hidden cards: the first of several guesses at them
            return self._choose_in_worlds(world, state, actions, rng, start, iterations)
        search = self
        if most > iterations:
            search = replace(self, exploration=self.stretch_exploration or self.exploration,
                             scale=self.stretch_scale or self.scale)
        evaluations = [0]  # counted when the search's work is bounded
        if self.work is not None:
            search = replace(search, evaluate=_counting(self.evaluate, evaluations))
        root = _Node(state, None, None)
        done = 0
        while not self._spent(done, start, iterations, most) and not self._worked(done, evaluations[0], iterations):
            search._iterate(root, rng)
            done += 1
        order = {action.id: i for i, action in enumerate(actions)}
        best = max(root.children, key=lambda n: (n.visits, n.value / n.visits, -order[n.action.id]))
        return best.action

    def iterations_at(self, players: int) -> int:
        """The iterations a move at a table of ``players`` (``table_iterations``, else ``iterations``)."""
        for size, iterations in self.table_iterations:
            if size == players:
                return iterations
        return self.iterations

    def _spent(self, done: int, start: float, iterations: int, most: int | None = None) -> bool:
        """Whether the search of a move is over after ``done`` rounds begun at CPU time ``start``:
        ``iterations`` done, or up to ``most`` while the CPU time is under ``cap``."""
        if self.seconds is None:
            if done < iterations:
                return False
            return done >= (most or iterations) or (self.cap is not None and time.process_time() - start >= self.cap)
        return done > 0 and time.process_time() - start >= self.seconds

    def _worked(self, done: int, evaluations: int, iterations: int) -> bool:
        """Whether a move whose work is bounded (``work``) has done ``work * iterations`` evaluations
        (after at least one round; a budget in seconds is not bounded so)."""
        return self.work is not None and self.seconds is None and done > 0 and evaluations >= self.work * iterations

    def _choose_in_worlds(self, first: GameState, state: GameState, actions: tuple[Action, ...],
                          rng: random.Random, start: float, iterations: int) -> Action:
        """Search several guesses at the hidden cards (``first`` and more drawn from ``rng``),
        one tree each; best mean over the worlds."""
        if self.seconds is None:
            worlds = self.worlds or max(1, iterations // len(actions))
            per_world = max(len(actions), iterations // worlds)
        else:
            worlds, per_world = None, len(actions)
        totals = dict.fromkeys((action.id for action in actions), 0.0)
        n = 0
        while (n < worlds) if worlds is not None else (n == 0 or time.process_time() - start < self.seconds):
            root = _Node(first if n == 0 else as_seen_by(state, state.current_player, rng), None, None)
            for _ in range(per_world):
                self._iterate(root, rng)
            for child in root.children:
                totals[child.action.id] += child.value / child.visits
            n += 1
        return max(actions, key=lambda action: totals[action.id])  # ties: first in legal order

    def _iterate(self, root: _Node, rng: random.Random) -> None:
        node, path = root, [root]
        while not self._expands(node) and node.children:
            node = self._select(node)
            path.append(node)
        if node.untried:
            node = self._expand(node, rng)
            path.append(node)
        results = self._leaf_values(node.state)
        for visited in path:
            visited.visits += 1
            if visited.mover is not None:
                visited.value += results[visited.mover]

    def _expands(self, node: _Node) -> bool:
        """Whether ``node`` takes a new child now (rather than a visit to one it has)."""
        if not node.untried:
            return False
        return self.widening is None or len(node.children) < self.widening * math.sqrt(node.visits + 1)

    def _expand(self, node: _Node, rng: random.Random) -> _Node:
        mover = node.state.current_player
        if self.widening is None:
            action = node.untried.pop(rng.randrange(len(node.untried)))
            after = finish_turn(node.state.apply(action), mover, self.evaluate)
        else:
            if not node.ranked:
                node.untried = self._ranked(node.state, node.untried, mover)
                node.ranked = True
            _, action, after = node.untried.pop()
        child = _Node(after, action, mover)
        node.children.append(child)
        return child

    def _ranked(self, state: GameState, actions: list[Action], mover: int) -> list:
        """``(value, action, state after the turn)`` of every action, the best last (ties: first in
        legal order last, so it is expanded first)."""
        ranked = []
        for i, action in enumerate(actions):
            after = finish_turn(state.apply(action), mover, self.evaluate)
            ranked.append((self.evaluate(after, mover), -i, action, after))
        ranked.sort(key=lambda entry: entry[:2])
        return [(value, action, after) for value, _, action, after in ranked]

    def _select(self, node: _Node) -> _Node:
        log_n = math.log(node.visits)
        c = self.exploration
        best, best_score = None, -math.inf
        for child in node.children:
            score = child.value / child.visits + c * math.sqrt(log_n / child.visits)
            if score > best_score:
                best, best_score = child, score
        return best

    def _leaf_values(self, state: GameState) -> list[float]:
        for _ in range(self.rollout):
            if state.is_terminal:
                break
            state = finish_turn(state, state.current_player, self.evaluate)
        values = []
        for seat in range(state.num_players):
            e = self.evaluate(state, seat) / self.scale
            values.append(1.0 / (1.0 + math.exp(-max(-50.0, min(50.0, e)))))
        return values


def _counting(evaluate: Evaluate, count: list[int]) -> Evaluate:
    """``evaluate`` that adds one to ``count[0]`` at every call."""
    def counted(state: GameState, seat: int) -> float:
        count[0] += 1
        return evaluate(state, seat)
    return counted


# ---------------------------------------------------------------- the registry


@dataclass(frozen=True)
class BotCosts:
    """What bots cost in one game at one table size, in seconds of one core.

    A game's bot module maps each number of players to these (``BOT_COSTS``),
    rounded up from what ``bench/costs.py`` measures (CPU time): a decision of
    each kind of bot, how many decisions a seat makes in a whole game, and the
    most it makes in one turn (a turn of several steps is several decisions).
    ``best_iteration`` is an iteration of the ``best`` search (its own
    settings, progressive widening); ``None``: as an MCTS iteration.
    ``best_share`` is the share of its default iterations ``best`` searches
    here (its ``share``: fewer where each is dearer).
    """

    decisions_per_seat: int
    decisions_per_turn: int
    random: float
    greedy: float
    mcts_iteration: float
    best_iteration: float | None = None
    best_share: float = 1.0


SECONDS = r"([1-9][0-9]{0,2}(\.[0-9]{1,3})?|0\.([1-9][0-9]{0,2}|0[1-9][0-9]?|00[1-9]))"  # 0.001 to 999.999


@dataclass(frozen=True)
class Budget:
    """How long a search thinks per move: ``iterations``, or ``seconds`` of CPU (one is set).

    >>> Budget.read("400"), Budget.read("1.5s")
    (Budget(iterations=400, seconds=None), Budget(iterations=None, seconds=1.5))
    """

    iterations: int | None = None
    seconds: float | None = None

    @classmethod
    def read(cls, text: str) -> Budget:
        """``400`` (iterations) or ``1s``, ``0.5s`` (CPU seconds); else :class:`ValueError`."""
        if text.endswith("s"):
            if not re.fullmatch(SECONDS, text[:-1]):
                raise ValueError(text)
            return cls(seconds=float(text[:-1]))
        if not text.isdigit() or int(text) < 1:
            raise ValueError(text)
        return cls(iterations=int(text))

    def settings(self) -> dict:
        """The :class:`MCTSBot` fields this budget sets."""
        return {"iterations": self.iterations} if self.iterations is not None else {"seconds": self.seconds}

    def cost(self, iteration: float) -> float:
        """Seconds of one decision, an iteration costing ``iteration`` (a timed search may
        overrun its time by one iteration)."""
        return iteration * self.iterations if self.iterations is not None else self.seconds + iteration


@dataclass(frozen=True)
class BotKind:
    """A kind of bot: ``make(game, budget, evaluate)`` builds one; ``budget`` (a :class:`Budget`)
    is ``None`` when the spec has none, ``evaluate`` is the game's evaluation (with the spec's weights).

    ``cost(game, players, costs, budget)`` estimates the seconds of one of its decisions at a
    table of ``players`` (``costs`` are those of that table).
    """

    help: str
    make: Callable[[str, Budget | None, Evaluate], Bot]
    cost: Callable[[str, int, BotCosts, Budget | None], float]
    takes_budget: bool = False
    evaluates: bool = True  # uses the game's evaluation (and so may take weights)


def _random(game: str, budget: Budget | None, evaluate: Evaluate) -> Bot:
    return RandomBot()


def _greedy(game: str, budget: Budget | None, evaluate: Evaluate) -> Bot:
    return GreedyBot(evaluate)


def _mcts(game: str, budget: Budget | None, evaluate: Evaluate) -> Bot:
    settings = dict(games.game(game).bot_settings())
    if budget is not None:
        settings.update(budget.settings())
    return MCTSBot(evaluate, **settings)


def _best(game: str, budget: Budget | None, evaluate: Evaluate) -> Bot:
    settings = dict(best_settings(game))
    search = settings.pop("bot", MCTSBot)
    weights = settings.pop("weights", None)
    if weights and evaluate is games.evaluator(game):  # a spec without weights: best's own
        evaluate = games.evaluator(game, weights)
    if budget is not None:
        for key in ("iterations", "seconds", "table_iterations", "share", "stretch", "cap", "stretch_exploration",
                    "stretch_scale"):
            settings.pop(key, None)
        settings.update(budget.settings())
    return search(evaluate, **settings, name="best")


def best_settings(game: str) -> dict:
    """The ``best`` search of ``game``: the game's MCTS settings, progressive widening, and the
    game's own choices for ``best`` (its ``best_settings``: the budget, at most a second a move, and
    where the search needs other judgment calls than greedy, the evaluation ``weights`` it searches
    with when its spec names none).  A game whose ``best`` is a search of its own names it as
    ``bot`` (made as ``bot(evaluate, **settings, name=...)``, with a budget as MCTS's); its
    settings are then the game's alone."""
    found = games.game(game)
    own = found.best_settings()
    if "bot" in own:
        return dict(own)
    return {**found.bot_settings(), "widening": 2.0, **own}


def _mcts_cost(game: str, players: int, costs: BotCosts, budget: Budget | None) -> float:
    return (budget or Budget(MCTSBot.iterations)).cost(costs.mcts_iteration)


def _best_cost(game: str, players: int, costs: BotCosts, budget: Budget | None) -> float:
    if budget is None:
        settings = best_settings(game)
        if settings.get("seconds") is not None:
            budget = Budget(seconds=settings["seconds"])
        else:
            table = dict(settings.get("table_iterations", ()))
            iterations = table.get(players, settings.get("iterations", MCTSBot.iterations))
            budget = Budget(max(1, round(iterations * costs.best_share)))
    # Progressive widening first ranks the root's actions: about one greedy decision.
    return costs.greedy + budget.cost(costs.best_iteration or costs.mcts_iteration)


BOTS = MappingProxyType({
    "random": BotKind("a uniformly random legal action", _random, lambda game, players, costs, budget: costs.random,
                      evaluates=False),
    "greedy": BotKind("the action whose result evaluates best for the mover (one turn ahead)", _greedy,
                      lambda game, players, costs, budget: costs.greedy),
    "mcts": BotKind(f"Monte Carlo tree search; mcts:N searches N iterations per move "
                    f"(default {MCTSBot.iterations}), mcts:2s two seconds of CPU per move", _mcts, _mcts_cost,
                    takes_budget=True),
    "best": BotKind("the strongest search of each game (MCTS with progressive widening) at its default budget, "
                    "at most about a second of CPU per move; best:N or best:2s for another", _best, _best_cost,
                    takes_budget=True),
})


def spec_pattern(*, weights: bool = True) -> str:
    """A regular expression of the bot specs :func:`parse_spec` takes, written without spaces
    (an API's schema says so with it); without ``weights``, only names and budgets.

    >>> import re
    >>> [bool(re.fullmatch(spec_pattern(), s)) for s in ("mcts:400", "greedy@growth=0.7", "random:3", "mcts:0",
    ...                                                   "mcts:1s", "best", "best:0.05s", "mcts:s", "mcts:0.0s",
    ...                                                   "mcts:300@pre26", "greedy@pre26+wood=1", "greedy@Pre")]
    [True, True, False, False, True, True, True, False, False, True, True, False]
    >>> bool(re.fullmatch(spec_pattern(weights=False), "greedy@growth=0.7"))
    False
    """
    weight = r"([A-Za-z_][A-Za-z0-9_]*=-?[0-9]+(\.[0-9]+)?|[a-z][a-z0-9-]*)"
    budget = rf"(:([1-9][0-9]{{0,8}}|{SECONDS}s))?"
    kinds = [re.escape(name) + (budget if kind.takes_budget else "")
             + (rf"(@{weight}(\+{weight})*)?" if kind.evaluates and weights else "") for name, kind in BOTS.items()]
    return f"^({'|'.join(kinds)})$"


def parse_spec(spec: str) -> tuple[BotKind, Budget | None]:
    """The kind and budget of a bot spec (``mcts:400`` -> MCTS, 400 iterations; ``mcts:1s`` -> one
    second of CPU; weights after ``@`` are read by :func:`make_bot`); else :class:`InvalidDocument`."""
    head, at, weights_text = spec.strip().partition("@")
    name, colon, budget_text = head.partition(":")
    kind = BOTS.get(name)
    if kind is None:
        raise InvalidDocument(f"unknown bot {spec!r}; choose from {', '.join(BOTS)}", where="bots")
    if at and not kind.evaluates:
        raise InvalidDocument(f"bot {name!r} takes no weights, got {spec!r}", where="bots")
    if at and not weights_text:
        raise InvalidDocument(f"weights are written name=number+name=number, got {spec!r}", where="bots")
    if not colon:
        return kind, None
    if not kind.takes_budget:
        raise InvalidDocument(f"bot {name!r} takes no budget, got {spec!r}", where="bots")
    try:
        return kind, Budget.read(budget_text)
    except ValueError:
        raise InvalidDocument(f"the budget in {spec!r} must be a positive integer (iterations) or seconds "
                              f"such as 1s or 0.5s (at most 999.999s)", where="bots") from None


def make_bot(spec: str, game: str) -> Bot:
    """The bot named by ``spec`` (``random``, ``greedy``, ``mcts``, ``mcts:400``, ``mcts:1s``,
    ``best``, ``greedy@growth=0.7+join=0.5``, ``mcts:300@pre26``) for ``game``."""
    kind, budget = parse_spec(spec)
    found = games.game(game)
    text = spec.strip().partition("@")[2]
    # The earlier weights are looked up only for a spec that names weights (a game's bots are made per game).
    weights = parse_weights(spec, text, found.evaluation_baselines()) if text else {}
    bot = kind.make(game, budget, games.evaluator(game, weights) if kind.evaluates else None)
    return replace(bot, name=spec.strip()) if weights or budget else bot


def parse_weights(spec: str, text: str, baselines: Mapping[str, Mapping[str, float]] | None = None) -> dict[str, float]:
    """``growth=0.7+join=0.5`` as ``{"growth": 0.7, "join": 0.5}``; an item without ``=`` names one of
    the game's ``baselines`` (earlier weights, every one of them), later items changing some."""
    weights = {}
    for item in text.split("+") if text else ():
        if "=" not in item and item.strip():
            if item.strip() not in (baselines or {}):
                known = f"one of {', '.join(baselines)}" if baselines else "none here"
                raise InvalidDocument(f"weights are written name=number+name=number, or name earlier weights "
                                      f"({known}), got {spec!r}", where="bots")
            weights.update(baselines[item.strip()])
            continue
        key, equals, value = item.partition("=")
        try:
            weights[key.strip()] = float(value)
        except ValueError:
            equals = ""
        if not equals or not key.strip():
            raise InvalidDocument(f"weights are written name=number+name=number, got {spec!r}", where="bots")
    return weights


def budget_of(spec: str) -> int | None:
    """The iterations a spec names (``mcts:400`` -> 400), ``None`` for a bot without them."""
    budget = parse_spec(spec)[1]
    return budget.iterations if budget is not None else None


def seconds_of(spec: str) -> float | None:
    """The CPU seconds per move a spec names (``mcts:1s`` -> 1.0), ``None`` for a bot without them."""
    budget = parse_spec(spec)[1]
    return budget.seconds if budget is not None else None


def bot_costs(game: str, players: int, options: Mapping[str, object] | None = None) -> BotCosts:
    """What bots cost in ``game`` at a table of ``players``, with the game's ``options`` (as
    :func:`calculator.games.check_options` gives them: Agricola's decks make a longer game).  A game
    is asked with options only when there are some (a game without options may take none)."""
    found = games.check_players(game, players)
    return found.bot_costs(players, options) if options else found.bot_costs(players)


def decision_seconds(spec: str, game: str, players: int, options: Mapping[str, object] | None = None) -> float:
    """Estimated seconds of one decision of bot ``spec`` in ``game`` at a table of ``players``."""
    kind, budget = parse_spec(spec)
    return kind.cost(game, players, bot_costs(game, players, options), budget)


def turn_seconds(spec: str, game: str, players: int, options: Mapping[str, object] | None = None) -> float:
    """Estimated seconds of one turn of bot ``spec`` (every decision it makes before another
    seat moves) in ``game`` at a table of ``players``."""
    return bot_costs(game, players, options).decisions_per_turn * decision_seconds(spec, game, players, options)


def game_seconds(game: str, bots: Sequence[str | None], options: Mapping[str, object] | None = None) -> float:
    """Estimated seconds the bots of one whole game spend deciding, one entry per seat
    (``None``: a person's seat)."""
    players = len(bots)
    per_seat = bot_costs(game, players, options).decisions_per_seat
    return sum(per_seat * decision_seconds(spec, game, players, options) for spec in bots if spec is not None)


def play_by_turns(state: GameState, seats: Sequence[Bot], rng: random.Random) -> tuple[GameState, list[int]]:
    """Play ``state`` to its end, each seat's bot choosing; the end and the decisions of every
    turn in order (a turn: every decision one seat makes before another seat moves), the counts
    behind ``BotCosts``'s ``decisions_per_seat`` and ``decisions_per_turn``."""
    turns: list[int] = []
    mover = None
    while not state.is_terminal:
        seat = state.current_player
        assert seat is not None  # someone moves until the end
        if seat == mover:
            turns[-1] += 1
        else:
            turns.append(1)
        mover = seat
        state = state.apply(seats[seat].choose(state, rng))
    return state, turns


def describe() -> str:
    """One line per bot kind: its name and help."""
    return "\n".join(f"{name}: {kind.help}" for name, kind in BOTS.items())
