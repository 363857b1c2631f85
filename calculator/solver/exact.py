"""Fast exact placement solver, for hot paths such as the simulator.

Dynamic programming over the locations, largest first.  The state is how much
room each type has been given, capped at that type's herd (room beyond the
herd is worth nothing).  The reachable states are kept as a *downward-closed*
boolean array over ``kept[0] x kept[1] x ...``: a state counts as reachable if
some reachable state is at least as large in every type.  That loses nothing,
since points never fall as more animals are kept, and it makes one location's
step a plain shift along each type's axis:

    after[t][j] = before[t][max(0, j - capacity)]      for every type t
    reachable   = after[0] | after[1] | ...

The best state of the final array is the optimum; walking the layers back
recovers which type each location was given.
"""

from __future__ import annotations

import numpy as np

from .problem import Placement, PlacementProblem, placement_from_assignment


def solve(problem: PlacementProblem) -> Placement:
    """The placement with the most points, then the most animals kept."""
    herd = problem.herd
    order = sorted((i for i, c in enumerate(problem.capacities) if c > 0), key=lambda i: -problem.capacities[i])
    assignment: list[int | None] = [None] * len(problem.capacities)

    quick = _first_fit(problem, order)
    if quick is None:
        quick = _dynamic_programme(problem, order)
    for i, kind in quick.items():
        assignment[i] = kind
    return placement_from_assignment(problem, tuple(assignment))


def _dynamic_programme(problem: PlacementProblem, order: list[int]) -> dict[int, int]:
    herd = problem.herd
    shape = tuple(n + 1 for n in herd)
    reachable = np.zeros(shape, dtype=bool)
    reachable[(0,) * len(herd)] = True
    layers = [reachable]
    for i in order:
        capacity = problem.capacities[i]
        grown = reachable.copy()
        for t, n in enumerate(herd):
            if n == 0:
                continue
            step = min(capacity, n)
            shifted = np.empty_like(reachable)
            _slice(shifted, t, slice(step, None))[...] = _slice(reachable, t, slice(0, n + 1 - step))
            _slice(shifted, t, slice(0, step))[...] = _slice(reachable, t, slice(0, 1))
            grown |= shifted
        reachable = grown
        layers.append(reachable)
        if reachable[tuple(herd)]:
            break  # everything fits

    weight = sum(herd) + 1  # one point outweighs every animal
    score = np.zeros(shape, dtype=np.int64)
    for t, table in enumerate(problem.values):
        axis = [1] * len(herd)
        axis[t] = len(table)
        score = score + (weight * np.asarray(table, dtype=np.int64) + np.arange(len(table))).reshape(axis)
    score[~reachable] = np.iinfo(np.int64).min
    state = list(np.unravel_index(int(np.argmax(score)), shape))

    chosen: dict[int, int] = {}
    for i, before in zip(reversed(order[: len(layers) - 1]), reversed(layers[:-1])):
        capacity = problem.capacities[i]
        if before[tuple(state)]:
            continue  # this location is not needed
        for t in range(len(herd)):
            previous = state.copy()
            previous[t] = max(0, state[t] - capacity)
            if state[t] > 0 and before[tuple(previous)]:
                chosen[i] = t
                state = previous
                break
        else:  # pragma: no cover - the layers guarantee a predecessor
            raise AssertionError("placement DP lost its predecessor")
    return chosen


def _slice(array: np.ndarray, axis: int, part: slice) -> np.ndarray:
    index = [slice(None)] * array.ndim
    index[axis] = part
    return array[tuple(index)]


def _first_fit(problem: PlacementProblem, order: list[int]) -> dict[int, int] | None:
    """A quick try to house every animal: each location, largest first, goes to the
    type that still needs the most room.  Returns the assignment when everything
    fits (then keeping everything is optimal), else ``None`` and the DP decides."""
    need = list(problem.herd)
    if sum(problem.capacities) < sum(need):
        return None
    chosen = {}
    for i in order:
        t = max(range(len(need)), key=need.__getitem__)
        if need[t] <= 0:
            break
        chosen[i] = t
        need[t] -= problem.capacities[i]
    return chosen if all(n <= 0 for n in need) else None
