"""Plain-text tables for the CLI, shared by every game."""

from __future__ import annotations

from collections.abc import Iterable, Mapping


def table(rows: Iterable[tuple[object, ...]], header: tuple[str, ...] | None = None) -> str:
    """Left-aligned columns; numbers right-aligned."""
    rows = [tuple(map(_text, row)) for row in rows]
    if header:
        rows.insert(0, header)
    widths = [max(len(row[i]) for row in rows) for i in range(len(rows[0]))] if rows else []
    lines = []
    for n, row in enumerate(rows):
        cells = [cell.rjust(w) if _numeric(cell) and i else cell.ljust(w) for i, (cell, w) in enumerate(zip(row, widths))]
        lines.append("  ".join(cells).rstrip())
        if header and n == 0:
            lines.append("  ".join("-" * w for w in widths))
    return "\n".join(lines)


def breakdown_table(breakdown: Mapping[str, object], total: object) -> str:
    """The score breakdown, one category a line, then the total."""
    rows = [(name.replace("_", " "), value) for name, value in breakdown.items()]
    rows.append(("total", total))
    return table(rows, header=("category", "points"))


def placement_table(placement: list[dict]) -> str:
    """Where the animals live: location, cells, animal, count / capacity."""
    if not placement:
        return "(no animals)"
    return table(
        ((p["location"], cells_text(p["cells"]), p["animal"], f"{p['count']}/{limit(p['capacity'])}")
         for p in placement),
        header=("location", "cells", "animal", "count"),
    )


def limit(capacity: int | None) -> str:
    """A capacity as the tables show it (None: no limit, e.g. Agricola's Forest Pasture)."""
    return "no limit" if capacity is None else str(capacity)


def _text(value: object) -> str:
    return str(value)


def _numeric(cell: str) -> bool:
    try:
        float(cell.split("/")[0])
    except ValueError:
        return False
    return True


def cells_text(cells: list) -> str:
    return " ".join(f"({r},{c})" for r, c in cells)


def farm_score_report(drawing: str, result: dict) -> str:
    """A farm game's score: the farm drawn, the breakdown and where every animal lives
    (a quick entry places none)."""
    parts = [drawing, breakdown_table(result["breakdown"], result["total"])]
    if result["placement"] is not None:
        parts.append(placement_table(result["placement"]))
    return "\n\n".join(parts)


def counts_text(counts: dict) -> str:
    """A quick entry's counts (api.md 1.5) in one line, where a drawn farm would be."""
    return "quick entry: " + ", ".join(f"{key.replace('_', ' ')} {value}" for key, value in counts.items())


def farm_capacity_report(drawing: str, result: dict, *, notes: tuple[str, ...] = (), score_name: str = "best score") -> str:
    """A farm game's capacity: the farm, its locations, the most of each type and,
    with a herd, the best keep/release choice and its placement."""
    parts = [
        drawing,
        *notes,
        table(((loc["location"], cells_text(loc["cells"]), limit(loc["capacity"])) for loc in result["locations"]),
              header=("location", "cells", "capacity")),
        "most of one type: " + ", ".join(f"{a} {limit(n)}" for a, n in result["max_animals"].items()),
    ]
    if "fits" in result:
        parts.append(table(((a, result["keep"][a], result["release"][a]) for a in result["keep"]),
                           header=("animal", "keep", "release")))
        parts.append(("all animals fit" if result["fits"] else "not all animals fit")
                     + f"; {score_name} {result['best_score']}")
        parts.append(placement_table(result["placement"]))
    return "\n\n".join(parts)


def plan_edges(result: dict) -> set:
    """The grid edges of a plan's new borders (fences, walls)."""
    from .grid import edge

    return {edge(tuple(b["edge"]["cell"]), b["edge"]["side"]) for b in result["builds"] if "edge" in b}


def cost_text(cost: Mapping[str, int]) -> str:
    """``3 stone + 1 reed + 2 borders``; ``free`` when nothing is paid."""
    parts = [f"{n} {item.removesuffix('s') if n == 1 else item}" if item == "borders" else f"{n} {item}"
             for item, n in cost.items() if n]
    return " + ".join(parts) or "free"


def farm_plan_report(drawing: str, result: dict) -> str:
    """A plan: the planned farm (new borders drawn ``~~~`` and ``:``), how good it is,
    the builds with their cost, and the planned farm's score and placement."""
    name = result["objective"].replace("_", " ")
    value = f"{name} {result['value']} (building nothing: {result['value_before']})"
    if result["optimal"]:
        status = f"proven best plan: {value}"
    else:
        status = f"best plan found in the time limit: {value}; no plan is worth more than {result['bound']}"
    builds = [(b["kind"] + (f" (takes 1 of {b['takes']})" if "takes" in b else ""),
               cells_text([b["cell"]]) if "cell" in b else f"{cells_text([b['edge']['cell']])} {b['edge']['side']}",
               cost_text(b["cost"])) for b in result["builds"]]
    builds.append(("total", "", cost_text(result["cost"])))
    parts = [drawing, "new borders: ~~~ and :", status,
             table(builds, header=("build", "where", "cost"))]
    if "keep" in result:
        parts.append(table(((a, n, result["release"][a]) for a, n in result["keep"].items()),
                           header=("animal", "keep", "release")))
    parts += [breakdown_table(result["score"]["breakdown"], result["score"]["total"]),
              placement_table(result["score"]["placement"])]
    return "\n\n".join(parts)
