"""Readable CLI reports of Agricola results: the farmyard drawn, the breakdown, the placement,
and with ``cards`` every card's points and why."""

from __future__ import annotations

from ..report import counts_text, farm_capacity_report, farm_plan_report, farm_score_report, plan_edges, table
from .farm import parse_farmyard


def score_report(document: dict, result: dict) -> str:
    """The farmyard with its fences, the score breakdown, where every animal lives and the cards."""
    drawing = counts_text(document["counts"]) if "counts" in document else parse_farmyard(document.get("farmyard")).drawing()
    report = farm_score_report(drawing, result)
    if result.get("cards"):
        report += "\n\n" + cards_table(result["cards"])
    return report


def cards_table(cards: list[dict]) -> str:
    """One line per card: id, name, printed points, bonus points and why (another player's
    card that scores for this one is marked)."""
    return table(
        ((c["id"], c["name"] + ("" if c.get("held", True) else " (another player's)"), c["printed"], c["bonus"],
          c["why"]) for c in cards),
        header=("card", "name", "printed", "bonus", "why"),
    )


def capacity_report(document: dict, result: dict) -> str:
    """The farmyard, its locations, the most of each type, and the best keep/release choice."""
    farmyard = parse_farmyard(document.get("farmyard"))
    notes = (f"fences {len(farmyard.fences)}, stables {len(farmyard.stables)}",)
    return farm_capacity_report(farmyard.drawing(), result, notes=notes)


def plan_report(document: dict, result: dict) -> str:
    """The planned farmyard with its new borders marked, the builds and their cost, and its score."""
    return farm_plan_report(parse_farmyard(result["farm"]["farmyard"]).drawing(new=plan_edges(result)), result)
