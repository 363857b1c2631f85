"""How much work one request may cause (api.md 4.1), and the checks that refuse more.

Bots are the only heavy work the server does, and what a bot costs is known
before it starts (:func:`calculator.core.bots.decision_seconds` and
:func:`~calculator.core.bots.turn_seconds`, from each game's measured ``BOT_COSTS``).  So every request is checked up front against
three limits of the app config, and refused with 422 ``too_much_work`` naming
the limit it would pass:

``MAX_BOT_BUDGET``, ``MAX_BOT_SECONDS``
    the search budget of one bot (``mcts:N``, ``mcts:1s``): at most this many
    iterations, or seconds of CPU, a move;
``MAX_BOT_TURN_SECONDS``
    a game with people and bots: the bots' answer to one move, one whole turn
    of every bot (every decision of it), estimated at most this many seconds;
``MAX_WORK_SECONDS``
    a simulation, or a game of bots only (the whole game is played at once):
    every decision of every game, estimated at most this many seconds.

Estimates are CPU seconds of one core of a machine like the reference one;
the work itself runs in a bounded pool (:mod:`web.work`), away from the
requests that serve pages and scores, in the lane its estimate
(:func:`bots_seconds`, :func:`simulation_seconds`) chooses.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence

from calculator.core import bots as bot_registry
from calculator.errors import TooMuchWork

from .config import (  # the defaults, for the API description
    MAX_BOT_BUDGET, MAX_BOT_SECONDS, MAX_BOT_TURN_SECONDS, MAX_WORK_SECONDS)

__all__ = ["MAX_BOT_BUDGET", "MAX_BOT_SECONDS", "MAX_BOT_TURN_SECONDS", "MAX_WORK_SECONDS", "TooMuchWork", "bots_seconds", "check_bots",
           "check_simulation", "simulation_seconds"]


def bots_seconds(game: str, seats: Sequence[str | None], options: Mapping[str, object] | None = None) -> float:
    """Estimated seconds the bots (one entry per seat; ``None`` a person) think in one request
    of a game with ``options`` (Agricola's decks: a longer game): none without bots, the whole
    game with bots only (it is played at once), else their answer to one move (a turn of every bot)."""
    bots = [spec for spec in seats if spec is not None]
    if not bots:
        return 0.0
    if len(bots) == len(seats):
        return bot_registry.game_seconds(game, seats, options)
    return sum(bot_registry.turn_seconds(spec, game, len(seats), options) for spec in bots)


def simulation_seconds(game: str, bots: Sequence[str], games: int, options: Mapping[str, object] | None = None) -> float:
    """Estimated seconds of a simulation of ``games`` games of ``bots`` with the game's ``options``."""
    return games * bot_registry.game_seconds(game, bots, options)


def fit_best(config: Mapping, game: str, seats: Sequence[str | None],
             options: Mapping[str, object] | None = None) -> tuple[str | None, ...]:
    """The seats with every plain ``best`` bot at the largest search budget (iterations, at most
    its default) at which the bots' answer to one move fits the per-turn limit: a card game's
    search costs more per iteration, so /play's default bot searches less there rather than
    being refused. Seats without a person, or whose ``best`` already fits, are left as they are."""
    plain = [i for i, spec in enumerate(seats) if spec == "best"]
    if not plain or None not in seats or bots_seconds(game, seats, options) <= config["MAX_BOT_TURN_SECONDS"]:
        return tuple(seats)
    settings = bot_registry.best_settings(game)
    if settings.get("seconds") is not None:
        return tuple(seats)
    default = dict(settings.get("table_iterations", ())).get(len(seats), settings.get("iterations", 1))

    def with_budget(n: int) -> tuple[str | None, ...]:
        return tuple(f"best:{n}" if i in plain else spec for i, spec in enumerate(seats))

    low, high = 1, default  # the largest n that fits, by bisection (the cost grows with n)
    while low < high:
        middle = (low + high + 1) // 2
        if bots_seconds(game, with_budget(middle), options) <= config["MAX_BOT_TURN_SECONDS"]:
            low = middle
        else:
            high = middle - 1
    return with_budget(low)


def check_bots(config: Mapping, game: str, seats: Sequence[str | None],
               options: Mapping[str, object] | None = None) -> None:
    """Refuse a game (with ``options``) whose bots (one entry per seat; ``None`` a person) would cost too much.

    Every bot's budget is checked; with people at the table, the bots' answer to
    one move; with bots only, the whole game (it is played in one request).
    """
    for i, spec in enumerate(seats):
        if spec is not None:
            _check_budget(config, spec, f"players[{i}].bot")
    bots = [spec for spec in seats if spec is not None]
    if not bots:
        return
    if len(bots) == len(seats):
        _check_total(config, bots_seconds(game, seats, options), "a game of bots only, played at once, ", "players")
        return
    turn = bots_seconds(game, seats, options)
    limit = config["MAX_BOT_TURN_SECONDS"]
    if turn > limit:
        raise TooMuchWork(f"the bots would think about {turn:.0f} s after each of your moves; the limit is "
                          f"{limit:g} s: choose smaller budgets or fewer search bots",
                          where="players")


def check_simulation(config: Mapping, game: str, bots: Sequence[str], games: int,
                     options: Mapping[str, object] | None = None) -> None:
    """Refuse a simulation whose games would cost too much (every bot's budget, then the total)."""
    for i, spec in enumerate(bots):
        _check_budget(config, spec, f"bots[{i}]")
    _check_total(config, simulation_seconds(game, bots, games, options), f"{games} game{'s' if games != 1 else ''} ", "games")


def _check_budget(config: Mapping, spec: str, where: str) -> None:
    budget = bot_registry.budget_of(spec)
    limit = config["MAX_BOT_BUDGET"]
    if budget is not None and budget > limit:
        raise TooMuchWork(f"a bot may search at most {limit} iterations a move here, got {spec!r}",
                          where=where)
    seconds = bot_registry.seconds_of(spec)
    limit = config["MAX_BOT_SECONDS"]
    if seconds is not None and seconds > limit:
        raise TooMuchWork(f"a bot may search at most {limit:g} s of CPU a move here, got {spec!r}", where=where)


def _check_total(config: Mapping, seconds: float, what: str, where: str) -> None:
    limit = config["MAX_WORK_SECONDS"]
    if seconds > limit:
        raise TooMuchWork(f"{what}would take about {seconds:.0f} s of computing; the limit is {limit:g} s: "
                          f"play fewer games or choose cheaper bots", where=where)
