"""Exact animal placement: a fast pure-Python solver and a CP-SAT reference.

>>> from calculator.solver import PlacementProblem, solve
>>> problem = PlacementProblem(capacities=(8, 5, 3, 1), herd=(2, 2),
...                            values=((0, 1, 2), (0, 5, 6)))
>>> solve(problem).kept
(2, 2)
"""

from __future__ import annotations

from . import cpsat, exact
from .problem import Placement, PlacementProblem, check_placement, placement_from_assignment

SOLVERS = ("cpsat", "exact")
DEFAULT_SOLVER = "exact"  # everywhere: CLI, API, web, simulators; "cpsat" is the cross-check


def solve(problem: PlacementProblem, *, method: str = DEFAULT_SOLVER, time_limit: float | None = None) -> Placement:
    """Solve ``problem`` with ``method``: ``"exact"``, the fast search (the default), or
    ``"cpsat"``, the OR-Tools reference (imported only when it is used).

    ``time_limit`` (seconds) applies to CP-SAT only; the exact search needs none.
    """
    if method == "exact":
        return exact.solve(problem)
    if method == "cpsat":
        if time_limit is None:
            return cpsat.solve(problem)
        return cpsat.solve(problem, time_limit=time_limit)
    raise ValueError(f"unknown solver {method!r}; choose one of {', '.join(SOLVERS)}")


__all__ = ["DEFAULT_SOLVER", "Placement", "PlacementProblem", "SOLVERS", "check_placement", "placement_from_assignment", "solve"]
