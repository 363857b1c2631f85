"""The toy orchard on the web: its face (docs/adding-a-game.md, step 3).

Only what the toy shows beyond the defaults of :class:`web.faces.Face`: the
supply on its board, and each orchard drawn as its picture (the default).
"""

from __future__ import annotations

from pathlib import Path
from types import MappingProxyType
from typing import Literal

from web.faces import Documents, Example, Face, PlayView
from web.forms import Board, GameForm
from web.schemas import Closed, Table

from . import orchard as rules

FORM = GameForm("toy", "Plant your orchard and get its score.", Board(
    "orchard", "Orchard", f"{rules.ROWS} rows of {rules.COLUMNS} plots, top row first, separated by spaces: "
    ". empty, A an apple tree, P a pear tree."))
START = {"game": "toy", "orchard": [" ".join(rules.EMPTY * rules.COLUMNS)] * rules.ROWS}
EXAMPLES = MappingProxyType({"apples": Example("Rows of apples", {"game": "toy", "orchard": ["A A A", "A A P"]})})


class ToyPlayer(Closed):
    """One player's orchard (an entry of ``players``)."""

    game: Literal["toy"] | None = None
    name: str | None = None
    orchard: list[str]


class ToyDocument(ToyPlayer):
    """One player's finished orchard."""

    game: Literal["toy"]


class ToyGame(Table):
    """A whole toy game: both orchards, ranked."""

    game: Literal["toy"]
    players: list[ToyPlayer]


class ToyFace(Face):
    """The trees left in the supply on the board."""

    def board(self, view: PlayView) -> dict:
        return {"apples": view.public["supply"]["A"], "pears": view.public["supply"]["P"]}

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        trees = sum(token in rules.FRUITS for row in view.state.orchards[seat] for token in row)
        return [("Trees", str(trees))]


FACE = ToyFace("toy", FORM, EXAMPLES, START, Documents(ToyDocument, ToyGame),
               prompts={"plant": "Plant a tree"}, headings={"plant": "Plant"},
               templates=Path(__file__).parent / "templates")
