"""Reference placement solver: the same problem as a CP-SAT model (OR-Tools).

Locations of equal capacity are interchangeable, so the model counts how many
of each capacity class every type gets (``use[c, t]``) instead of naming them:
that removes the symmetry a per-location model would have to search through.
The points of each type are a piecewise-linear function of the animals kept;
the model picks one linear piece per type (``piece[t, p]``), which gives the
solver a tight linear relaxation.  The objective puts points first and
animals kept second, exactly like the fast solver.
"""

from __future__ import annotations

from itertools import groupby

from ..errors import RuleViolation
from ..words import saying
from .problem import Placement, PlacementProblem, placement_from_assignment

DEFAULT_TIME_LIMIT = 10.0


def pieces(table: tuple[int, ...]) -> list[tuple[int, int, int, int]]:
    """Split a value table into linear pieces ``(first, last, value_at_first, slope)``.

    >>> pieces((-3, -2, -1, 0, 4, 5))
    [(0, 3, -3, 1), (4, 5, 4, 1)]
    """
    result = []
    first = 0
    for k in range(first + 2, len(table)):
        if k - first >= 2 and table[k] - table[k - 1] != table[first + 1] - table[first]:
            result.append((first, k - 1, table[first], table[first + 1] - table[first]))
            first = k
    slope = table[first + 1] - table[first] if first + 1 < len(table) else 0
    result.append((first, len(table) - 1, table[first], slope))
    return result


def piecewise(model, table: tuple[int, ...], name: str) -> tuple[object, object]:
    """Linear expressions ``(amount, worth)`` with ``worth == table[amount]``: one linear
    piece of the table is chosen (``piece``) and the amount lies on it (``extra``)."""
    chosen, amount, worth = [], [], []
    for p, (first, last, start, slope) in enumerate(pieces(table)):
        on = model.new_bool_var(f"{name}_piece_{p}")
        extra = model.new_int_var(0, last - first, f"{name}_extra_{p}")
        model.add(extra <= (last - first) * on)
        chosen.append(on)
        amount.append(first * on + extra)
        worth.append(start * on + slope * extra)
    model.add_exactly_one(chosen)
    return sum(amount), sum(worth)


def solve(problem: PlacementProblem, *, time_limit: float = DEFAULT_TIME_LIMIT) -> Placement:
    """Solve ``problem`` to proven optimality, or raise if the time limit runs out."""
    from ortools.sat.python import cp_model  # imported here: OR-Tools is slow to import

    weight = sum(problem.herd) + 1  # one point outweighs every possible animal
    model = cp_model.CpModel()
    types = range(len(problem.herd))
    order = sorted((i for i, c in enumerate(problem.capacities) if c > 0), key=lambda i: -problem.capacities[i])
    classes = [(c, list(members)) for c, members in groupby(order, key=problem.capacities.__getitem__)]
    use = {}
    for k, (capacity, members) in enumerate(classes):
        for t in types:
            use[k, t] = model.new_int_var(0, len(members), f"use_{capacity}_{t}")
        model.add(sum(use[k, t] for t in types) <= len(members))

    objective = []
    for t in types:
        room = sum(capacity * use[k, t] for k, (capacity, _) in enumerate(classes))
        # Weighted table: points first, then one per animal kept.
        table = tuple(weight * v + k for k, v in enumerate(problem.values[t]))
        kept, worth = piecewise(model, table, f"type_{t}")
        objective.append(worth)
        model.add(kept <= room)
    model.maximize(sum(objective))

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = time_limit
    status = solver.solve(model)
    if status != cp_model.OPTIMAL:
        raise RuleViolation(
            saying("the placement solver found no proven optimum within %(seconds)s s", seconds=format(time_limit, "g")),
            where="animals"
        )
    assignment: list[int | None] = [None] * len(problem.capacities)
    for k, (_, members) in enumerate(classes):
        it = iter(members)
        for t in types:
            for _ in range(solver.value(use[k, t])):
                assignment[next(it)] = t
    return placement_from_assignment(problem, tuple(assignment))
