"""The orchard as text, for a terminal (the command line's report)."""

from __future__ import annotations


def score_report(document: dict, result: dict) -> str:
    """The orchard, its points per category and the total."""
    lines = [*document["orchard"], ""]
    lines += [f"{name:<8}{points:>3}" for name, points in result["breakdown"].items()]
    return "\n".join([*lines, f"{'total':<8}{result['total']:>3}"])
