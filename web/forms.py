"""A game's score form as data: its inputs, the click editor's palette, and the way between
form values and the game document.

A form spells a game document out as plain inputs: the farm or grid is a text
field of rows (a game's click editor, its ``static/`` script, puts a grid in
front of it and keeps the two in sync), and every count is a number input
named by its path in the document (``animals.sheep``).  A post is turned back
into the api.md document by :meth:`GameForm.document`.

Calculator errors name what they are about (``animals.sheep``, ``farm cell (1, 2)``);
:meth:`GameForm.locate` turns that into the input, fieldset or grid cell the page
shows the message beside.

>>> form = GameForm("demo", "A demo.", Board("grid", "Grid", "One row per line."),
...                 (Group("animals", "Animals", counts("animals", ("sheep",))),))
>>> form.document({"grid": "a b\\n", "animals.sheep": "3"})
{'game': 'demo', 'grid': ['a b'], 'animals': {'sheep': 3}}
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from calculator.errors import AgricalcError, InvalidDocument

from .schemas import MAX_NUMBER

PASTURE_LETTERS = "abcdef"  # the palette's pastures; the text field takes any letter a-z
FORM_MAXIMUM = MAX_NUMBER  # a number field without a limit of its own: far beyond any game


@dataclass(frozen=True)
class Field:
    """One input.  ``name`` is its path in the document, which is also how errors name it.

    ``kind``: ``number``; ``copies`` (a count of one entry in a list, such as a major
    improvement: a checkbox when ``maximum`` is 1); ``radio`` and ``select`` (one of
    ``options``); ``cell`` (a grid cell written ``row, column``).
    """

    name: str
    label: str
    kind: str = "number"
    minimum: int | None = 0
    maximum: int | None = None
    options: tuple[tuple[str, str], ...] = ()  # (value, label)
    hint: str = ""

    @property
    def id(self) -> str:
        return "f-" + self.name.replace(".", "-")


@dataclass(frozen=True)
class Group:
    """A fieldset of inputs; ``key`` is the error prefix it answers for (``animals``)."""

    key: str
    legend: str
    fields: tuple[Field, ...]
    hint: str = ""


@dataclass(frozen=True)
class Tool:
    """A palette button of the click grid: ``set`` puts ``token`` on a space, ``toggle``
    adds or removes the mark (a trough or a stable)."""

    token: str
    label: str
    kind: str = "set"
    css: str = ""
    colour: str = ""  # the colour of the pictures (calculator.*.svg), shared by the click grid


@dataclass(frozen=True)
class Board:
    """The farm or grid: the document key and its text-field help, and the click editor
    in front of it (its template and script; none: the text field alone)."""

    name: str
    legend: str
    help: str
    script: str = ""  # under static/
    editor: str = ""  # the template drawing the click editor: a macro editor(board, error)
    separator: str = " "  # between cells in a row of the text field
    palette: tuple[tuple[str, tuple[Tool, ...]], ...] = ()  # (section title, tools)
    data: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # data-* attributes for the script

    @property
    def id(self) -> str:
        return "f-" + self.name


@dataclass(frozen=True)
class GameForm:
    """Everything a game's page asks for.  ``capacity``: the page also checks a farm's
    capacity, whose best keep/release it calls ``best_score``."""

    game: str
    intro: str
    board: Board
    groups: tuple[Group, ...] = ()
    capacity: bool = False
    best_score: str = "best score"

    @property
    def fields(self) -> tuple[Field, ...]:
        return tuple(f for group in self.groups for f in group.fields)

    # -- document -> form values (strings, as the inputs show them) --

    def values(self, document: dict) -> dict[str, str]:
        """The input values showing ``document``."""
        values = {self.board.name: _board_text(document.get(self.board.name, []), self.board.separator)}
        for f in self.fields:
            value = _get(document, f.name)
            if f.kind == "copies":
                head, _, key = f.name.partition(".")
                value = document.get(head, []).count(key)
                values[f.name] = ("1" if value else "") if f.maximum == 1 else str(value)
            elif f.kind == "cell":
                values[f.name] = ", ".join(map(str, value)) if value else ""
            else:
                values[f.name] = "" if value is None else str(value)
        return values

    def posted(self, form) -> dict[str, str]:
        """The input values of a post (a missing checkbox is unchecked)."""
        return {name: form.get(name, "") for name in (self.board.name, *(f.name for f in self.fields))}

    # -- form values -> document --

    def document(self, values: dict[str, str]) -> dict:
        """The api.md document the inputs describe; :class:`InvalidDocument` names a bad input."""
        rows = [row.strip() for row in values[self.board.name].splitlines() if row.strip()]
        if self.board.separator != " ":
            rows = [[cell.strip() for cell in row.split(self.board.separator)] for row in rows]
        document: dict = {"game": self.game, self.board.name: rows}
        for f in self.fields:
            raw = values.get(f.name, "").strip()
            if f.kind == "copies":
                head, _, key = f.name.partition(".")
                document.setdefault(head, []).extend([key] * _copies(raw, f))
            elif f.kind == "cell":
                if raw:
                    document[f.name] = _cell(raw, f)
            elif f.kind in ("radio", "select"):
                if raw:
                    _put(document, f.name, raw)
            else:
                _put(document, f.name, _whole(raw, f))
        return document

    # -- where an error belongs --

    def locate(self, error: AgricalcError) -> FormError:
        """The input, fieldset or grid cell ``error`` is about, and its message in words."""
        where = error.where or ""
        head = where.split(" ", 1)[0].split("[", 1)[0]
        if head == self.board.name:
            cell = re.search(r"cell \((\d+), (\d+)\)", where)
            place = where[len(head):].strip()
            return FormError(error.detail, None, self.board.name, self.board.legend, place,
                             (int(cell[1]), int(cell[2])) if cell else None)
        for group in self.groups:
            for f in group.fields:
                if head == f.name:
                    return FormError(error.detail, f.name, group.key, f.label)
            if head == group.key or any(head == f.name.split(".")[0] for f in group.fields):
                return FormError(error.detail, None, group.key, group.legend)
        return FormError(error.message, None, None)


@dataclass(frozen=True)
class FormError:
    """An error as the page shows it: beside input ``field``, or at the top of fieldset
    ``group`` (the board's, with the grid ``cell`` to highlight), or only in the summary."""

    message: str
    field: str | None
    group: str | None
    label: str = ""  # what the input or fieldset is called on the page
    place: str = ""  # where on the board: "cell (1, 2)", "row 1"
    cell: tuple[int, int] | None = None

    @property
    def anchor(self) -> str:
        """The id the error summary links to."""
        if self.field:
            return "f-" + self.field.replace(".", "-")
        return f"fs-{self.group}" if self.group else "form"

    @property
    def beside(self) -> str:
        """The message beside its cause (whose label is right there)."""
        return f"{self.place[:1].upper()}{self.place[1:]}: {self.message}" if self.place else self.message

    @property
    def summary(self) -> str:
        """The message at the top of the form, naming its cause."""
        if not self.label:
            return self.message
        return f"{self.label}{', ' + self.place if self.place else ''}: {self.message}"


def _get(document: dict, path: str) -> object:
    value: object = document
    for key in path.split("."):
        value = value.get(key) if isinstance(value, dict) else None
    return value


def _put(document: dict, path: str, value: object) -> None:
    *parents, last = path.split(".")
    for key in parents:
        document = document.setdefault(key, {})
    document[last] = value


def _whole(raw: str, f: Field) -> int:
    """The whole number typed into ``f`` (empty: 0).  Its rule's range is checked by the
    calculator, with the rule's words; here only a size no field could ever take."""
    if not raw:
        return 0
    if not re.fullmatch(r"[+-]?\d{1,12}", raw):
        shown = raw if len(raw) <= 20 else raw[:20] + "…"
        raise InvalidDocument(f"must be a whole number, got {shown!r}", where=f.name)
    value = int(raw)
    if abs(value) > FORM_MAXIMUM:
        raise InvalidDocument(f"must be at most {FORM_MAXIMUM}, got {value}", where=f.name)
    return value


def _copies(raw: str, f: Field) -> int:
    """How many copies of a card ``f`` counts (a checkbox when there is one), checked against
    the number in the game before a list that long is made."""
    if f.maximum == 1:
        return 1 if raw else 0
    count = _whole(raw, f)
    if not 0 <= count <= f.maximum:
        raise InvalidDocument(f"must be from 0 to {f.maximum}, got {count}", where=f.name)
    return count


def _cell(raw: str, f: Field) -> list[int]:
    match = re.fullmatch(r"\(?\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*\)?", raw)
    if not match:
        raise InvalidDocument(f"write the cell as row, column (for example 0, 3), got {raw!r}", where=f.name)
    return [int(match[1]), int(match[2])]


def _board_text(rows: list, separator: str) -> str:
    if separator == " ":
        return "\n".join(rows)
    return "\n".join(f"{separator} ".join(row) for row in rows)


def counts(prefix: str, names: tuple[str, ...], maximum: int | None = None) -> tuple[Field, ...]:
    """A number input per name: ``animals.sheep`` labelled ``Sheep``."""
    return tuple(Field(f"{prefix}.{name}", name.capitalize(), maximum=maximum) for name in names)


def pastures(colours: tuple[str, ...]) -> tuple[Tool, ...]:
    """The palette's pasture letters, in the colours of the farm pictures."""
    return tuple(Tool(letter, f"Pasture {letter}", css="pasture", colour=colours[i % len(colours)])
                 for i, letter in enumerate(PASTURE_LETTERS))
