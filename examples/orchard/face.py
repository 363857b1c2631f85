"""The orchard on the web: its face (docs/adding-a-game.md, step 3).

Only what the orchard shows beyond the defaults of :class:`web.faces.Face`: the
trees left on its board, the trees under each orchard, each orchard drawn as its
picture (the default), and every word in the page's language (``lazy_gettext``:
read when a page is drawn).
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path
from types import MappingProxyType
from typing import Literal

from flask_babel import gettext, lazy_gettext

from calculator.core.protocol import Action
from web.faces import Documents, Example, Face, PlayView, cell_words
from web.forms import Board, GameForm
from web.schemas import Closed, Table

from . import rules

FORM = GameForm("orchard", lazy_gettext("Plant your orchard and get its score."), Board(
    "orchard", lazy_gettext("Orchard"),
    lazy_gettext("%(rows)d rows of %(columns)d plots, top row first, separated by spaces: . an empty plot, A an "
                 "apple tree, P a pear tree.", rows=rules.ROWS, columns=rules.COLUMNS),
    # what the pages say of an orchard, whole sentences (a language inflects the board's name)
    phrases=MappingProxyType({
        "alone": lazy_gettext("one orchard alone"), "just_one": lazy_gettext("Just one orchard?"),
        "enter_each": lazy_gettext("Enter each player's name and orchard, then score them together."),
        "plural": lazy_gettext("Orchards"), "cannot_score": lazy_gettext("Cannot score this orchard.")})))
START = {"game": "orchard", "orchard": [" ".join(rules.EMPTY * rules.COLUMNS)] * rules.ROWS}
EXAMPLES = MappingProxyType({
    "rows": Example(lazy_gettext("A row of each fruit"), {"game": "orchard", "orchard": ["A A A", "P P P"]})})
CATEGORIES = MappingProxyType({"trees": lazy_gettext("Trees"), "rows": lazy_gettext("Rows of one fruit"),
                               "columns": lazy_gettext("Columns of one fruit")})


class OrchardPlayer(Closed):
    """One player's orchard (an entry of ``players``)."""

    game: Literal["orchard"] | None = None
    name: str | None = None
    orchard: list[str]


class OrchardDocument(OrchardPlayer):
    """One player's finished orchard."""

    game: Literal["orchard"]


class OrchardTable(Table):
    """A whole orchard game: both orchards, ranked."""

    game: Literal["orchard"]
    players: list[OrchardPlayer]


class OrchardFace(Face):
    """The trees left on the board, the trees under each orchard, the plantings in words."""

    def board(self, view: PlayView) -> dict:
        return {"apples": view.public["supply"]["A"], "pears": view.public["supply"]["P"]}

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        trees = sum(token in rules.FRUITS for row in view.state.orchards[seat] for token in row)
        return [(gettext("Trees"), str(trees))]

    def label_words(self, action: Action, names: Sequence[str]) -> str | None:
        """``plant an apple on (0, 1)``."""
        kind, (token, row, column) = self.parse(action)
        if kind != "plant":
            return None
        cell = cell_words((row, column))
        return gettext("plant an apple on %(cell)s", cell=cell) if token == "A" else \
            gettext("plant a pear on %(cell)s", cell=cell)

    @staticmethod
    def parse(action: Action) -> tuple[str, tuple[str, int, int]]:
        from .game import CATALOGUE

        return CATALOGUE.parse(action.id)


FACE = OrchardFace("orchard", FORM, EXAMPLES, START, Documents(OrchardDocument, OrchardTable),
                   prompts={"plant": lazy_gettext("Plant a tree")}, headings={"plant": lazy_gettext("Plant")},
                   templates=Path(__file__).parent / "templates", categories=CATEGORIES)
