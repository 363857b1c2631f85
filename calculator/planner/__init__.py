"""The farm planner (api.md section 6): the best things to build for a budget, proven by CP-SAT.

>>> import calculator.planner as planner
>>> result = planner.plan({"game": "agricola", "budget": {"wood": 17}, "animals": "any",
...                        "objective": "animal_points"})
>>> result["optimal"], result["value"], result["cost"]
(True, 16, {'wood': 17})

A plan request is a farm document (without its farm, the game's starting farm)
plus ``budget``, ``animals`` (a herd, or ``"any"``: the planner chooses it) and
``objective`` (``"score"`` or ``"animal_points"``).  The planner:

1. reads the request (:mod:`.request`) and asks the game's planning face
   (``planning()`` of a :class:`~calculator.games.FarmGame`, its ``plan`` module) to
   build its CP-SAT model: what may be built at
   what cost, the legal farms (pastures as in :mod:`.pastures`), and the value
   of the objective;
2. maximises value, then the cheaper plan, then fewer builds (:mod:`.model`),
   starting CP-SAT from the game's first guess when it makes one (a hint only);
   ``optimal`` is true only when CP-SAT proves it, otherwise the best plan
   found comes with ``bound``, the most any plan could be worth;
3. writes the planned farm as a game document, houses the herd on it with the
   capacity solver (keep and release as ``agricalc capacity`` would), scores it
   through :func:`calculator.score` (the one scoring path), and checks that the
   score is the value the model claimed before returning it.
"""

from __future__ import annotations

import math
import time
from types import ModuleType

from .. import documents, games
from ..errors import TooMuchWork
from ..farm_results import number
from ..fields import require_object
from ..words import saying
from .model import Decoded, lexicographic, value_bound
from .request import PlanRequest, read_request

DEFAULT_TIME_LIMIT = 60.0  # seconds of CP-SAT search per plan
GUESS_SHARE = 0.25  # of the time limit, at most, for completing the first guess (the search has the rest)


class PlanCheckFailed(RuntimeError):
    """The planned farm did not score what the model claimed: a bug, never bad input."""


def planner_of(document: object) -> ModuleType:
    """The planning face of the document's farm game (:meth:`~calculator.games.FarmGame.planning`)."""
    name = require_object(document, "document").get("game")
    return games.farm_game(name, purpose="the planner").planning()


def plan(document: object, *, time_limit: float = DEFAULT_TIME_LIMIT, workers: int = 1,
         solver: str = "exact", within_game_limits: bool = False) -> dict:
    """The best plan for a plan request (api.md 6), as the result document.

    ``time_limit``: seconds for CP-SAT; past it the best plan found is returned
    with ``optimal: false`` and ``bound`` (building nothing, if it found none).  ``workers``: CP-SAT search threads
    (1 gives the same plan on every run).  ``solver``: the placement solver used
    to score the planned farm.  ``within_game_limits``: refuse a budget above the
    most the game could ever spend (:class:`TooMuchWork`), as the web API does.
    """
    from ortools.sat.python import cp_model  # imported here: OR-Tools is slow to import

    planner = planner_of(document)
    request = read_request(document, planner)
    if within_game_limits:
        check_budget(request, planner)
    model = cp_model.CpModel()
    built = planner.build(model, request)
    objective, per_value = lexicographic(built)
    model.maximize(objective)
    started = time.perf_counter()
    guess = _hint_first_guess(model, built, _solver(built, GUESS_SHARE * time_limit, workers))
    search = _solver(built, max(0.0, time_limit - (time.perf_counter() - started)), workers)
    status = search.solve(model)
    if status == cp_model.INFEASIBLE or status == cp_model.MODEL_INVALID:
        raise PlanCheckFailed(f"the plan model of a legal farm is {search.status_name(status)}")
    optimal = status == cp_model.OPTIMAL
    found = search if status in (cp_model.OPTIMAL, cp_model.FEASIBLE) else guess  # the search's plan, else the guess's
    if found is not None:
        result = finish(request, planner, built.decode(found), solver=solver)
        _check(result, found.value(built.value) / built.scale, optimal)
    else:  # no plan found in time: building nothing is always legal
        result = finish(request, planner, nothing(request, planner, solver=solver), solver=solver)
    if not optimal and status == cp_model.FEASIBLE and math.isfinite(search.best_objective_bound):
        bound = value_bound(search.best_objective_bound, per_value) / built.scale
        result["bound"] = number(max(bound, result["value"]))
    elif not optimal:
        result["bound"] = None  # the search stopped before it had a bound (CP-SAT gives one with a plan)
    result["optimal"] = optimal
    return _ordered(result)


def _solver(built, time_limit: float, workers: int):
    """A CP-SAT solver with the plan model's settings."""
    from ortools.sat.python import cp_model

    search = cp_model.CpSolver()
    search.parameters.max_time_in_seconds = time_limit
    search.parameters.num_workers = workers
    for name, setting in built.parameters.items():
        setattr(search.parameters, name, setting)
    return search


def _hint_first_guess(model, built, search):
    """Hint ``model`` with the best plan that keeps the game's first guess (``built.guess``),
    if there is one: CP-SAT starts from a good plan and prunes with it at once.  Only a
    hint: the search still proves the optimum over every plan.  Returns ``search`` holding
    the guess's plan (the variables of the clone are those of ``model``), or ``None``."""
    from ortools.sat.python import cp_model

    if not built.guess:
        return None
    guessed = model.clone()
    for literal, value in built.guess.items():
        guessed.add(guessed.get_bool_var_from_proto_index(literal.index) == value)
    if search.solve(guessed) not in (cp_model.OPTIMAL, cp_model.FEASIBLE):
        return None  # the guess leads to no plan (or none in its time): no hint
    for i in range(len(model.proto.variables)):
        model.add_hint(model.get_int_var_from_proto_index(i), search.value(guessed.get_int_var_from_proto_index(i)))
    return search


def nothing(request: PlanRequest, planner: ModuleType, *, solver: str) -> Decoded:
    """The plan that builds nothing: the farm as it stands, the budget kept in the supply,
    and the herd given, or the best herd the farm holds."""
    farm = {k: v for k, v in unspent(request, planner).items() if k != "animals"}
    herd = request.herd if request.herd is not None else best_herd(farm, solver=solver)
    return Decoded({k: v for k, v in farm.items() if k != "game"}, [], dict.fromkeys(planner.BUDGET, 0), dict(herd))


def check_budget(request: PlanRequest, planner: ModuleType) -> None:
    """Refuse a budget above the most the game could ever spend (a bound on the work)."""
    for key, most in planner.MAX_SPEND.items():
        if request.budget[key] > most:
            raise TooMuchWork(
                saying("%(asked)s is more than the game could ever spend (%(most)s); ask for at most %(most)s",
                       asked=request.budget[key], most=most), where=f"budget.{key}", most=most)


def finish(request: PlanRequest, planner: ModuleType, decoded, *, solver: str) -> dict:
    """The result of a decoded plan: the planned farm with its herd housed, and its score."""
    game = request.document["game"]
    farm = {"game": game, **decoded.farm}
    housed = house(farm, decoded.herd, request.herd is not None, solver=solver)
    score = documents.score(housed["farm"], solver=solver)
    result = {
        "game": game,
        "objective": request.objective,
        "value": objective_value(score, request.objective, planner),
        "value_before": evaluate(unspent(request, planner), request.herd, request.objective, planner, solver=solver),
        "cost": decoded.cost,
        "builds": decoded.builds,
        "farm": housed["farm"],
        "score": score,
    }
    if request.herd is not None:
        result["keep"] = housed["keep"]
        result["release"] = {a: request.herd[a] - min(request.herd[a], n) for a, n in housed["keep"].items()}
    return result


def unspent(request: PlanRequest, planner: ModuleType) -> dict:
    """The farm as it stands with the whole budget unspent (kept in the supply): the plan
    that builds nothing."""
    supply = dict(request.position.supply)
    for key in planner.SUPPLY:
        supply[key] += request.budget[key]
    return {**request.document, "supply": supply}


def house(farm: dict, herd: dict[str, int], given: bool, *, solver: str) -> dict:
    """``farm`` with its animals: a given herd kept and released as the capacity
    solver would (best score, then most animals kept); a chosen herd as it is."""
    if not given:
        return {"farm": {**farm, "animals": dict(herd)}, "keep": dict(herd)}
    capacity = documents.capacity({**farm, "animals": dict(herd)}, solver=solver)
    return {"farm": {**farm, "animals": capacity["keep"]}, "keep": capacity["keep"]}


def evaluate(document: dict, herd: dict[str, int] | None, objective: str, planner: ModuleType, *,
             solver: str) -> int | float:
    """The objective's value of a farm document as it stands: the herd kept at its
    best, or (``herd`` None) the best herd the farm can hold."""
    farm = {k: v for k, v in document.items() if k != "animals"}
    housed = house(farm, best_herd(farm, solver=solver) if herd is None else herd, True, solver=solver)
    return objective_value(documents.score(housed["farm"], solver=solver), objective, planner)


def best_herd(farm: dict, *, solver: str) -> dict[str, int]:
    """The herd a farm document (without animals) keeps at its best when it may have
    any: offered as many of each type as the whole farm holds, what it keeps."""
    most = documents.capacity(farm, solver=solver)["max_animals"]
    return documents.capacity({**farm, "animals": most}, solver=solver)["keep"]


def objective_value(score: dict, objective: str, planner: ModuleType) -> int | float:
    """The objective read off a score result."""
    if objective == "score":
        return score["total"]
    return number(sum(score["breakdown"][key] for key in planner.ANIMAL_POINTS))


def _check(result: dict, claimed: float, optimal: bool) -> None:
    """The planned farm must score what the model claimed (more is possible only when
    the search stopped early with a herd kept suboptimally)."""
    value = result["value"]
    if value < claimed or (optimal and value != claimed):
        raise PlanCheckFailed(f"the planned farm scores {value}, the plan model claimed {number(claimed)}")


def _ordered(result: dict) -> dict:
    keys = ("game", "optimal", "objective", "value", "bound", "value_before", "cost", "builds", "keep", "release",
            "farm", "score")
    return {key: result[key] for key in keys if key in result}


__all__ = ["DEFAULT_TIME_LIMIT", "PlanCheckFailed", "PlanRequest", "plan", "planner_of"]
