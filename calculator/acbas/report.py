"""Readable CLI reports of ACBAS results: the farm drawn, the breakdown, the placement."""

from __future__ import annotations

from ..report import breakdown_table, placement_table, table
from .position import parse_position


def score_report(document: dict, result: dict) -> str:
    """The farm, its score breakdown and where every animal lives."""
    farm = parse_position(document).farm
    return "\n\n".join([farm.drawing(), breakdown_table(result["breakdown"], result["total"]),
                        placement_table(result["placement"])])


def capacity_report(document: dict, result: dict) -> str:
    """The farm, its locations, the most of each type, and the best keep/release choice."""
    farm = parse_position(document).farm
    parts = [
        farm.drawing(),
        table(((loc["location"], " ".join(f"({r},{c})" for r, c in loc["cells"]), loc["capacity"])
               for loc in result["locations"]), header=("location", "cells", "capacity")),
        "most of one type: " + ", ".join(f"{a} {n}" for a, n in result["max_animals"].items()),
    ]
    if "fits" in result:
        parts.append(table(((a, result["keep"][a], result["release"][a]) for a in result["keep"]),
                           header=("animal", "keep", "release")))
        parts.append(("all animals fit" if result["fits"] else "not all animals fit")
                     + f"; best animal score {result['best_score']}")
        parts.append(placement_table(result["placement"]))
    return "\n\n".join(parts)
