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


def solve(problem: PlacementProblem, *, method: str = "exact", time_limit: float | None = None) -> Placement:
    """Solve ``problem`` with ``method`` (``"exact"``, the fast DP, or ``"cpsat"``)."""
    if method == "exact":
        return exact.solve(problem)
    if method == "cpsat":
        if time_limit is None:
            return cpsat.solve(problem)
        return cpsat.solve(problem, time_limit=time_limit)
    raise ValueError(f"unknown solver {method!r}; choose one of {', '.join(SOLVERS)}")


__all__ = ["Placement", "PlacementProblem", "SOLVERS", "check_placement", "placement_from_assignment", "solve"]
