"""What every game's plan model gives the planner, and the CP-SAT pieces they share.

A game's ``plan.build(model, request)`` adds its variables and rules to a
CP-SAT model and returns a :class:`PlanModel`: the objective's value as a
linear expression (in units of ``1 / scale`` points, so ACBAS can count half
points), the plan's cost and number of builds (the tie-breaks), a function
that reads a solution back as a farm document, and optionally a first guess
(some of its literals fixed) from which the planner finds a first plan.  :func:`lexicographic` then
ranks plans by value first, cost second and builds third in one objective.
"""

from __future__ import annotations

import math

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field

from ..solver.cpsat import piecewise


@dataclass(frozen=True)
class Decoded:
    """A solution read back: the planned farm (a document without ``animals``),
    the builds and what they cost, and the herd the plan houses (for
    ``"animals": "any"`` the herd it chose; else the herd given plus any animal
    a new building brings)."""

    farm: dict
    builds: list[dict]
    cost: dict[str, int]
    herd: dict[str, int]


@dataclass(frozen=True)
class PlanModel:
    """A game's part of the model (see the module docstring)."""

    value: object  # linear expression, in units of 1 / scale points
    scale: int
    cost: object  # materials spent, all kinds counted alike
    builds: object  # number of builds
    max_cost: int
    max_builds: int
    decode: Callable[[object], Decoded]  # solver -> the plan
    parameters: Mapping[str, object] = field(default_factory=dict)  # CP-SAT settings this model needs
    guess: Mapping[object, int] = field(default_factory=dict)  # literal -> value: a first guess at a plan


def lexicographic(plan: PlanModel):
    """One objective to maximise: value first, then the cheaper plan, then fewer builds.

    ``value * W - cost * V - builds`` with ``V`` above any number of builds and
    ``W`` above any cost-and-builds term, so a point of value outweighs them all.
    """
    per_cost = plan.max_builds + 1
    per_value = (plan.max_cost + 1) * per_cost
    return plan.value * per_value - plan.cost * per_cost - plan.builds, per_value


def value_bound(objective_bound: float, per_value: int) -> int:
    """The most value (in model units) a plan can have, given a bound on the objective.

    The objective is ``value * per_value - rest`` with ``0 <= rest < per_value``, so
    ``value <= ceil(bound / per_value)``; the objective is whole, so its bound may be floored.
    """
    bound = math.floor(objective_bound + 1e-6)
    return -(-bound // per_value)


def table_value(model, count, upper: int, points: Callable[[int], int], name: str):
    """A linear expression equal to ``points(count)`` for an integer variable ``count``
    in ``0..upper``, made of the table's linear pieces (one selected per variable)."""
    amount, worth = piecewise(model, tuple(points(k) for k in range(upper + 1)), name)
    model.add(count == amount)
    return worth


def positive_part(model, amount, upper: int, name: str):
    """A variable equal to ``max(0, amount)``, for ``amount`` at most ``upper``."""
    result = model.new_int_var(0, max(0, upper), name)
    model.add_max_equality(result, [amount, 0])
    return result
