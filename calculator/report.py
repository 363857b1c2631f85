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
        ((p["location"], " ".join(f"({r},{c})" for r, c in p["cells"]), p["animal"], f"{p['count']}/{p['capacity']}")
         for p in placement),
        header=("location", "cells", "animal", "count"),
    )


def _text(value: object) -> str:
    return str(value)


def _numeric(cell: str) -> bool:
    try:
        float(cell.split("/")[0])
    except ValueError:
        return False
    return True
