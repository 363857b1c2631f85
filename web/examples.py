"""One valid example document per game, to pre-fill the forms (fresh copies on every call)."""

from __future__ import annotations

import copy
import json

from calculator.agricola.examples import examples as agricola_examples

_ACBAS = {
    "game": "acbas",
    "farm": ["a  a+ S",
             "a  .  .",
             "C  b  b"],
    "expansions": {"left": 0, "right": 1},
    "animals": {"sheep": 4, "pigs": 0, "cattle": 3, "horses": 0},
    "supply": {"wood": 0, "stone": 0, "reed": 0},
}
_HENS = {
    "game": "hens",
    "grid": [["PAD 1/2/0", "PAD 6/1/0", "PAD 4/2/0", "SEB 5/2/1"],
             ["PAD 5/2/0", "PAD 2/2/0", "WYA 3/2/0", "SEB 2/1/0"],
             ["BAR 4/2/1", "WYA 3/1/0", "WYA 5/2/1", "SEB 6/3/1"]],
    "rooster": [0, 3],
    "goal_card": "G03",
}


def example(game: str) -> dict:
    """The example document of ``game`` (the documents of api.md 1.2-1.4)."""
    if game == "agricola":
        return agricola_examples()["mid_game"]
    return copy.deepcopy({"acbas": _ACBAS, "hens": _HENS}[game])


def example_text(game: str) -> str:
    """The example as JSON text, one farm row or grid row a line."""
    return document_text(example(game))


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
