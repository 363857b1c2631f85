"""The small chart of a club's page: each player's rating after each rated sheet, as SVG drawn here
(no script, no picture file).

The players' lines share a palette of colours that keep 3:1 contrast on the page's
paper; the page lists each player's colour beside the name (the chart's legend)
and the ratings table says the same numbers in words.
"""

from __future__ import annotations

from collections.abc import Sequence

from calculator.svg import FONT, INK, MUTED, Svg, element, num, text, tooltip

from .ratings import Standing

WIDTH, HEIGHT = 640, 220
LEFT, RIGHT, TOP, BOTTOM = 44, 12, 12, 28  # margins: the axes' numbers
PALETTE = ("#1f5f99", "#b3261e", "#2e7d32", "#7b3fa0", "#a05a00", "#00796b", "#5d4037", "#c2185b")
CHARTED = len(PALETTE)  # players drawn: the best rated


def colour(index: int) -> str:
    """The colour of the ``index``-th player charted."""
    return PALETTE[index % len(PALETTE)]


def chart(standings: Sequence[Standing], rated: int, label: str) -> Svg:
    """The ratings of the first :data:`CHARTED` of ``standings`` after each of ``rated`` sheets,
    one line each; ``label`` is the picture's accessible name."""
    drawn = [standing for standing in standings[:CHARTED] if standing.history]
    values = [value for standing in drawn for _n, value in standing.history] or [0.0]
    low, high = min(values + [0.0]), max(values + [1.0])
    span = high - low or 1.0
    inner_w, inner_h = WIDTH - LEFT - RIGHT, HEIGHT - TOP - BOTTOM

    def x(n: int) -> float:
        return LEFT + inner_w * ((n - 1) / (rated - 1) if rated > 1 else 0.5)

    def y(value: float) -> float:
        return TOP + inner_h * (high - value) / span

    parts = [tooltip(label),
             element("rect", x=float(LEFT), y=float(TOP), width=float(inner_w), height=float(inner_h),
                     fill="none", stroke=MUTED, stroke_width=0.5)]
    for value in (low, (low + high) / 2, high):
        parts.append(text(LEFT - 4, y(value) + 4, num(round(value, 1)), size=11, text_anchor="end", fill=INK))
    for n in sorted({1, rated}):
        parts.append(text(x(n), HEIGHT - 8, str(n), size=11, fill=INK))
    # The scale always holds 0 (a new player's conservative rating is below it, a good one above).
    parts.append(element("line", x1=float(LEFT), x2=float(LEFT + inner_w), y1=y(0.0), y2=y(0.0),
                         stroke=MUTED, stroke_width=0.5, stroke_dasharray="3 3"))
    for index, standing in enumerate(drawn):
        points = " ".join(f"{num(x(n))},{num(y(value))}" for n, value in standing.history)
        marks = "".join(element("circle", cx=x(n), cy=y(value), r=3.0, fill=colour(index))
                        for n, value in standing.history)
        parts.append(element("g", tooltip(standing.name),
                             element("polyline", points=points, fill="none", stroke=colour(index), stroke_width=2.0),
                             marks))
    return Svg(element("svg", *parts, xmlns="http://www.w3.org/2000/svg", viewBox=f"0 0 {WIDTH} {HEIGHT}",
                       width=WIDTH, height=HEIGHT, role="img", aria_label=label, class_="rating-chart",
                       font_family=FONT))
