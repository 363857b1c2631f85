"""Documents that pre-fill the forms: each game's starting position and a few examples.

Every call builds fresh documents, so callers may change them freely.

>>> sorted(examples("acbas"))
['big', 'crowded', 'small']
>>> example("hens")["rooster"]
[0, 3]
"""

from __future__ import annotations

import copy
import json

from calculator.acbas import rules as acbas_rules
from calculator.agricola.examples import examples as agricola_examples
from calculator.hens import rules as hens_rules

_ACBAS = {
    "small": ("Small farm", {
        "game": "acbas",
        "farm": ["a  a+ S",
                 "a  .  .",
                 "C  b  b"],
        "expansions": {"left": 0, "right": 1},
        "animals": {"sheep": 4, "pigs": 0, "cattle": 3, "horses": 0},
        "supply": {"wood": 0, "stone": 0, "reed": 0},
    }),
    "big": ("Three expansions", {
        "game": "acbas",
        "farm": ["a  a+ b  b  S",
                 "a  a  b+ B  .",
                 "H  L  c  c+ O"],
        "expansions": {"left": 0, "right": 3},
        "animals": {"sheep": 9, "pigs": 6, "cattle": 7, "horses": 5},
        "supply": {"wood": 1, "stone": 0, "reed": 0},
    }),
    "crowded": ("Too many animals", {
        "game": "acbas",
        "farm": ["a  a+",
                 "B  S",
                 "C  ."],
        "expansions": {"left": 0, "right": 0},
        "animals": {"sheep": 9, "pigs": 4, "cattle": 5, "horses": 2},
        "supply": {"wood": 0, "stone": 0, "reed": 0},
    }),
}
_AGRICOLA_TITLES = {"mid_game": "Mid-size farm", "strong": "Strong farm", "starving": "Begging family",
                    "caps_and_crafts": "Crafts and caps"}
_HENS = {
    "example": ("Three groups and a rooster", {
        "game": "hens",
        "grid": [["PAD 1/2/0", "PAD 6/1/0", "PAD 4/2/0", "SEB 5/2/1"],
                 ["PAD 5/2/0", "PAD 2/2/0", "WYA 3/2/0", "SEB 2/1/0"],
                 ["BAR 4/2/1", "WYA 3/1/0", "WYA 5/2/1", "SEB 6/3/1"]],
        "rooster": [0, 3],
        "goal_card": "G03",
    }),
    "upright": ("Upright grid with a coop", {
        "game": "hens",
        "grid": [["PAD 1/2/0", "PAD 5/2/0", "BAR 4/2/1"],
                 ["PAD 6/1/0", "coop", "WYA 3/1/0"],
                 ["PAD 4/2/0", "WYA 3/2/0", "WYA 5/2/1"],
                 ["SEB 5/2/1", "SEB 2/1/0", "SEB 6/3/1"]],
        "rooster": [3, 0],
        "goal_card": "G01",
    }),
}


def examples(game: str) -> dict[str, str]:
    """Example name -> its title, in the order the page lists them."""
    if game == "agricola":
        return dict(_AGRICOLA_TITLES)
    return {name: title for name, (title, _) in {"acbas": _ACBAS, "hens": _HENS}[game].items()}


def example(game: str, name: str | None = None) -> dict:
    """The example document ``name`` of ``game`` (the first one by default; ``KeyError`` if unknown)."""
    name = name or next(iter(examples(game)))
    if game == "agricola":
        if name not in _AGRICOLA_TITLES:
            raise KeyError(name)
        return agricola_examples()[name]
    return copy.deepcopy({"acbas": _ACBAS, "hens": _HENS}[game][name][1])


def start(game: str) -> dict:
    """The position a new form starts from: the starting farm, or a grid of face-down cards."""
    if game == "acbas":
        cols = acbas_rules.HOME_COLUMNS
        rows = [["."] * cols for _ in range(acbas_rules.ROWS)]
        r, c = acbas_rules.COTTAGE_START
        rows[r][c] = "C"
        return {"game": "acbas", "farm": ["  ".join(row) for row in rows], "expansions": {"left": 0, "right": 0}}
    if game == "agricola":
        return agricola_examples()["untouched"]
    rows, cols = hens_rules.GRID_SHAPES[0]
    return {"game": "hens", "grid": [[hens_rules.COOP] * cols for _ in range(rows)]}


def example_text(game: str, name: str | None = None) -> str:
    """An example as JSON text, one farm row or grid row a line."""
    return document_text(example(game, name))


def document_text(document: dict) -> str:
    """A document as readable JSON: indented, but each row of a farm or grid on one line."""
    lines = ["{"]
    items = list(document.items())
    for i, (key, value) in enumerate(items):
        comma = "," if i < len(items) - 1 else ""
        if key in ("farm", "farmyard", "grid") and isinstance(value, list):
            rows = [json.dumps(row) for row in value]
            lines.append(f'  "{key}": [' + (",\n" + " " * (len(key) + 7)).join(rows) + "]" + comma)
        else:
            lines.append(f'  "{key}": {json.dumps(value)}{comma}')
    lines.append("}")
    return "\n".join(lines)
