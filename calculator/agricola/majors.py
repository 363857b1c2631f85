"""The major improvement cards as copies: a pair of equal cards (two Fireplaces, two
Cooking Hearths) are two copies with their own price (rules 4)."""

from __future__ import annotations

from . import rules


def _copies() -> tuple[tuple[str, str, rules.Price], ...]:
    """Every major improvement card as (copy id, major key, price): a pair of equal
    cards gets its price in the id (``fireplace_2``, ``fireplace_3``)."""
    found = []
    for key, major in rules.MAJORS.items():
        for cost in major.costs:
            copy = key if major.count == 1 else f"{key}_{sum(cost.values())}"
            found.append((copy, key, cost))
    return tuple(found)


MAJOR_COPIES = _copies()
COPY_KEY = {copy: key for copy, key, _ in MAJOR_COPIES}
COPY_COST = {copy: cost for copy, _, cost in MAJOR_COPIES}
COPY_ORDER = {copy: i for i, (copy, _, _) in enumerate(MAJOR_COPIES)}
