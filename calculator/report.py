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
    """A farm game's score: the farm drawn, the breakdown and where every animal lives."""
    return "\n\n".join([drawing, breakdown_table(result["breakdown"], result["total"]),
                        placement_table(result["placement"])])


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
