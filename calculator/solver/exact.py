"""Fast exact placement solver in pure Python, for hot paths such as the simulator.

Dynamic programming over the locations, largest first.  The state is how much
room each type has been given so far, capped at the number of animals of that
type (room beyond the herd is worth nothing, so capping merges states without
losing the optimum).  Every reachable capped state is kept, so the best final
state is the true optimum; a back-pointer per state rebuilds the assignment.
"""

from __future__ import annotations

from .problem import Placement, PlacementProblem, placement_from_assignment


def solve(problem: PlacementProblem) -> Placement:
    """The placement with the most points, then the most animals kept."""
    herd = problem.herd
    types = range(len(herd))
    order = sorted(
        (i for i, c in enumerate(problem.capacities) if c > 0),
        key=lambda i: -problem.capacities[i],
    )
    assignment: list[int | None] = [None] * len(problem.capacities)

    quick = _first_fit(problem, order)
    if quick is not None:
        for i, kind in quick.items():
            assignment[i] = kind
        return placement_from_assignment(problem, tuple(assignment))

    start = tuple(0 for _ in types)
    layers: list[dict[tuple[int, ...], tuple[tuple[int, ...], int]]] = []
    states: dict[tuple[int, ...], tuple[tuple[int, ...], int] | None] = {start: None}
    full = herd
    for i in order:
        capacity = problem.capacities[i]
        nxt: dict[tuple[int, ...], tuple[tuple[int, ...], int]] = {}
        for state in states:
            for t in types:
                room = state[t]
                if room >= herd[t]:
                    continue
                grown = state[:t] + (min(herd[t], room + capacity),) + state[t + 1:]
                if grown not in nxt:
                    nxt[grown] = (state, t)
            if state not in nxt:
                nxt[state] = (state, -1)  # this location stays empty
        layers.append(nxt)
        states = nxt
        if full in states:
            break

    values = problem.values
    best = max(states, key=lambda s: (sum(v[k] for v, k in zip(values, s)), sum(s)))
    state = best
    for i, layer in zip(reversed(order[: len(layers)]), reversed(layers)):
        state, t = layer[state]
        if t >= 0:
            assignment[i] = t
    return placement_from_assignment(problem, tuple(assignment))


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
