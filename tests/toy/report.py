"""The toy orchard for people: as text (the CLI) and as a picture (the web)."""

from __future__ import annotations

from calculator import svg

from . import orchard as rules

COLOURS = {rules.EMPTY: "#e4ebcb", "A": "#c62828", "P": "#9ccc3c"}


def score_report(document: dict, result: dict) -> str:
    """The orchard, its points per category and the total."""
    lines = [*document["orchard"], ""]
    lines += [f"{name:<8}{points:>3}" for name, points in result["breakdown"].items()]
    return "\n".join([*lines, f"{'total':<8}{result['total']:>3}"])


def picture(document: dict, result: dict | None, *, size: float) -> svg.Picture:
    """The orchard's plots, a coloured square each (an apple red, a pear green)."""
    orchard = rules.parse_orchard(document)
    body = "".join(
        svg.element("rect", x=c * size, y=r * size, width=size, height=size, fill=COLOURS[token], stroke="#555")
        + (svg.text((c + 0.5) * size, (r + 0.6) * size, rules.FRUITS[token], size=size / 4)
           if token in rules.FRUITS else "")
        for r, row in enumerate(orchard) for c, token in enumerate(row))
    label = svg.title_for("Toy orchard", result)
    return svg.Picture(rules.COLUMNS * size, rules.ROWS * size, body, label)
