"""Readable CLI reports of Agricola results: the farmyard drawn, the breakdown, the placement."""

from __future__ import annotations

from ..report import breakdown_table, placement_table, table
from .position import parse_position


def score_report(document: dict, result: dict) -> str:
    """The farmyard with its fences, the score breakdown and where every animal lives."""
    farmyard = parse_position(document).farmyard
    return "\n\n".join([farmyard.drawing(), breakdown_table(result["breakdown"], result["total"]),
                        placement_table(result["placement"])])


def capacity_report(document: dict, result: dict) -> str:
    """The farmyard, its locations, the most of each type, and the best keep/release choice."""
    farmyard = parse_position(document).farmyard
    parts = [
        farmyard.drawing(),
        f"fences {len(farmyard.fences)}, stables {len(farmyard.stables)}",
        table(((loc["location"], " ".join(f"({r},{c})" for r, c in loc["cells"]), loc["capacity"])
               for loc in result["locations"]), header=("location", "cells", "capacity")),
        "most of one type: " + ", ".join(f"{a} {n}" for a, n in result["max_animals"].items()),
    ]
    if "fits" in result:
        parts.append(table(((a, result["keep"][a], result["release"][a]) for a in result["keep"]),
                           header=("animal", "keep", "release")))
        parts.append(("all animals fit" if result["fits"] else "not all animals fit")
                     + f"; best score {result['best_score']}")
        parts.append(placement_table(result["placement"]))
    return "\n\n".join(parts)
