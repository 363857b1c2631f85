"""Readable CLI reports of Agricola results: the farmyard drawn, the breakdown, the placement."""

from __future__ import annotations

from ..report import farm_capacity_report, farm_plan_report, farm_score_report, plan_edges
from .position import parse_position


def score_report(document: dict, result: dict) -> str:
    """The farmyard with its fences, the score breakdown and where every animal lives."""
    return farm_score_report(parse_position(document).farmyard.drawing(), result)


def capacity_report(document: dict, result: dict) -> str:
    """The farmyard, its locations, the most of each type, and the best keep/release choice."""
    farmyard = parse_position(document).farmyard
    notes = (f"fences {len(farmyard.fences)}, stables {len(farmyard.stables)}",)
    return farm_capacity_report(farmyard.drawing(), result, notes=notes)


def plan_report(document: dict, result: dict) -> str:
    """The planned farmyard with its new borders marked, the builds and their cost, and its score."""
    return farm_plan_report(parse_position(result["farm"]).farmyard.drawing(new=plan_edges(result)), result)
