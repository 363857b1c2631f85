"""The worked examples of the rules specification, as documents (for tests, docs and forms).

Examples 1-6 are finished positions with known totals; C1-C3 are farmyards
whose animal capacity is known.  :func:`examples` builds fresh documents on
every call, so callers may change them freely.
"""

from __future__ import annotations


def _doc(farmyard: list[str], **fields: object) -> dict:
    return {"game": "agricola", "farmyard": farmyard, **fields}


def examples() -> dict[str, dict]:
    """Name -> document, in the order of the rules specification."""
    return {
        "untouched": _doc(
            [".  .  .  .  .",
             "R  .  .  .  .",
             "R  .  .  .  ."],
            house="wood", people=2,
        ),
        "mid_game": _doc(
            ["F  F  F  .  .",
             "R  R  a  a* S",
             "R  R  b  .  ."],
            house="clay", people=4, animals={"sheep": 5, "boar": 2, "cattle": 1},
            grain=5, vegetables=2, majors=["cooking_hearth", "clay_oven"],
        ),
        "strong": _doc(
            ["R  R  F  F  F",
             "R  F  F  a* a*",
             "R  R  b* c* d"],
            house="stone", people=5, animals={"sheep": 8, "boar": 5, "cattle": 6},
            grain=8, vegetables=4, majors=["cooking_hearth", "stone_oven", "well", "joinery"],
            supply={"wood": 7},
        ),
        "starving": _doc(
            ["F  .  .  .  .",
             "R  R  .  a  a",
             "R  .  .  a  a"],
            house="wood", people=3, animals={"sheep": 3, "boar": 1}, grain=1, vegetables=0,
            majors=["fireplace"], begging=2,
        ),
        "caps_and_crafts": _doc(
            ["R  F  F  F  F",
             "R  F  F  a  b",
             "R  S  e  c* d"],
            house="clay", people=5, animals={"sheep": 3, "cattle": 2}, grain=0, vegetables=6,
            majors=["pottery", "basketmakers_workshop", "fireplace"], supply={"clay": 4, "reed": 5},
            begging=1,
        ),
        # The categories of FRABE's EarlyFoodGrab solo game on a farmyard built to match them.
        "early_food_grab": _doc(
            ["F  F  F  F  F",
             "R  R  a* a  b*",
             "R  R  c* d  b"],
            house="stone", people=5, animals={"sheep": 8, "boar": 7, "cattle": 6}, grain=8, vegetables=4,
            majors=["basketmakers_workshop", "clay_oven", "fireplace", "pottery", "stone_oven", "well"],
            supply={"reed": 5, "clay": 0},
        ),
        "capacity_c1": _doc(
            [".  .  .  a  a*",
             "R  .  .  a  a",
             "R  .  S  b  b"],
        ),
        "capacity_c2": _doc(
            [".  .  .  a* a*",
             "R  .  .  c  b*",
             "R  .  .  .  S"],
        ),
        "capacity_c3": _doc(
            [".  a* a* a  a",
             "R  a* a  a  a",
             "R  a  a  a  a*"],
        ),
    }
