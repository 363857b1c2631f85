"""Readable CLI reports of ACBAS results: the farm drawn, the breakdown, the placement."""

from __future__ import annotations

from ..report import counts_text, farm_capacity_report, farm_plan_report, farm_score_report, plan_edges
from .position import parse_position


def score_report(document: dict, result: dict) -> str:
    """The farm, its score breakdown and where every animal lives."""
    farm = parse_position(document).farm
    return farm_score_report(farm.drawing() if farm is not None else counts_text(document["counts"]), result)


def capacity_report(document: dict, result: dict) -> str:
    """The farm, its locations, the most of each type, and the best keep/release choice."""
    return farm_capacity_report(parse_position(document).farm.drawing(), result, score_name="best animal score")


def plan_report(document: dict, result: dict) -> str:
    """The planned farm with its new borders marked, the builds and their cost, and its score."""
    return farm_plan_report(parse_position(result["farm"]).farm.drawing(new=plan_edges(result)), result)
