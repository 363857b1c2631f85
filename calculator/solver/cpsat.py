"""Reference placement solver: the same problem as a CP-SAT model (OR-Tools).

Variables: ``x[l, t]`` (location ``l`` holds type ``t``), ``kept[t]`` bounded by
both the herd and the room given to ``t``, and the points of ``kept[t]`` read
from its value table.  The objective puts points first and animals kept
second, exactly like the fast solver.
"""

from __future__ import annotations

from ..errors import RuleViolation
from .problem import Placement, PlacementProblem, placement_from_assignment

DEFAULT_TIME_LIMIT = 10.0


def solve(problem: PlacementProblem, *, time_limit: float = DEFAULT_TIME_LIMIT) -> Placement:
    """Solve ``problem`` to proven optimality, or raise if the time limit runs out."""
    from ortools.sat.python import cp_model  # imported here: OR-Tools is slow to import

    model = cp_model.CpModel()
    types = range(len(problem.herd))
    locations = [i for i, c in enumerate(problem.capacities) if c > 0]
    x = {(i, t): model.new_bool_var(f"x_{i}_{t}") for i in locations for t in types}
    for i in locations:
        model.add_at_most_one(x[i, t] for t in types)
    total_kept = []
    points = []
    for t in types:
        n = problem.herd[t]
        kept = model.new_int_var(0, n, f"kept_{t}")
        model.add(kept <= sum(problem.capacities[i] * x[i, t] for i in locations))
        table = problem.values[t]
        value = model.new_int_var(min(table), max(table), f"value_{t}")
        model.add_element(kept, list(table), value)
        total_kept.append(kept)
        points.append(value)
    weight = sum(problem.herd) + 1  # one point outweighs every possible animal
    model.maximize(weight * sum(points) + sum(total_kept))

    solver = cp_model.CpSolver()
    solver.parameters.num_workers = 1
    solver.parameters.max_time_in_seconds = time_limit
    status = solver.solve(model)
    if status != cp_model.OPTIMAL:
        raise RuleViolation(
            f"the placement solver found no proven optimum within {time_limit:g} s", where="animals"
        )
    assignment: list[int | None] = [None] * len(problem.capacities)
    for (i, t), var in x.items():
        if solver.boolean_value(var):
            assignment[i] = t
    return placement_from_assignment(problem, tuple(assignment))
