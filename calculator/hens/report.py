"""Readable CLI reports of Hens results: the grid drawn with its groups, then the points."""

from __future__ import annotations

from ..grid import SIDES, Cell, all_cells, draw, edge, neighbour
from ..report import breakdown_table, counts_text, table
from .grid import Grid, parse_grid
from .settings import DEFAULT

CELL_WIDTH = 13
ROOSTER_MARK = "R"


def score_report(document: dict, result: dict) -> str:
    """The grid (groups outlined, rooster marked ``R``), the groups, the goals and the breakdown."""
    if "counts" in document:  # a quick entry: no grid to draw, no groups to list
        parts = [counts_text(document["counts"])]
    else:
        parts = [drawing(parse_grid(document["grid"]), result), groups_table(result)]
    if result["goals"]:
        parts.append(goals_table(result))
    parts.append(breakdown_table(result["breakdown"], result["total"]))
    tie = result["tiebreakers"]
    parts.append(f"tie-breakers: largest group {tie['largest_group_size']}, "
                 f"second group {tie['second_group_size']}, medals {tie['medals']}")
    defaults = DEFAULT.to_json()
    changed = {k: v for k, v in result["settings"].items() if v != defaults[k]}
    if changed:
        parts.append("settings: " + ", ".join(f"{k} = {v}" for k, v in changed.items()))
    return "\n\n".join(parts)


def drawing(grid: Grid, result: dict) -> str:
    """The grid with a line around every group (and every coop)."""
    group_of: dict[Cell, object] = {cell: ("coop", cell) for cell in grid.coops}
    for i, group in enumerate(result["groups"]):
        group_of.update({tuple(cell): i for cell in group["cells"]})
    rooster = tuple(result["rooster"]) if result["rooster"] is not None else None
    tokens = [[_token(grid, (r, c), rooster) for c in range(grid.cols)] for r in range(grid.rows)]
    borders = set()
    for cell in all_cells(grid.rows, grid.cols):
        for side in SIDES:
            other = neighbour(cell, side, grid.rows, grid.cols)
            if other is None or group_of[other] != group_of[cell]:
                borders.add(edge(cell, side))
    return draw(tokens, borders, width=CELL_WIDTH)


def _token(grid: Grid, cell: Cell, rooster: Cell | None) -> str:
    hen = grid[cell]
    if hen is None:
        return "[coop]"
    return f"{hen} {ROOSTER_MARK}" if cell == rooster else str(hen)


def groups_table(result: dict) -> str:
    """One line per group: breed, size, eggs, medals and what it scores as."""
    def role(group: dict) -> str:
        if group["largest"] and group["rooster"]:
            return "largest (rooster here: 0)"
        return "largest" if group["largest"] else "rooster" if group["rooster"] else ""

    return table(((g["breed"], g["size"], g["eggs"], g["medals"], role(g)) for g in result["groups"]),
                 header=("group", "cards", "eggs", "medals", "scores as"))


def goals_table(result: dict) -> str:
    """One line per goal: id, what it counts, how often, points."""
    def what(goal: dict) -> str:
        params = " ".join(f"{k}={','.join(map(str, v)) if isinstance(v, list) else v}"
                          for k, v in goal["params"].items())
        return f"{goal['kind']} {params}".strip()

    title = f"goal card {result['goal_card']}" if result["goal_card"] else "goal"
    return table(((g["id"], what(g), f"{g['count']} x {g['points']:+d}", g["score"]) for g in result["goals"]),
                 header=(title, "what it counts", "count x points", "points"))
