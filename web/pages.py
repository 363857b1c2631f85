"""The HTML pages: an index and one form per game, usable with or without JavaScript.

A form spells a game document out as plain inputs: the farm or grid is a text
field of rows (``static/farm.js`` and ``static/hens.js`` put a click-to-build grid
in front of it and keep the two in sync), and every count is a number input
named by its path in the document (``animals.sheep``).  A post is turned back
into the api.md document by :meth:`GameForm.document` and scored through the
same :mod:`calculator.documents` functions as the JSON API.

Calculator errors name what they are about (``animals.sheep``, ``farm cell (1, 2)``);
:meth:`GameForm.locate` turns that into the input, fieldset or grid cell the page
shows the message beside.
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from types import MappingProxyType

from flask import Blueprint, abort, render_template, request

from calculator import games, svg
from calculator.acbas import rules as acbas_rules
from calculator.acbas import svg as acbas_svg
from calculator.acbas.farm import TROUGH
from calculator.agricola import rules as agricola_rules
from calculator.agricola import svg as agricola_svg
from calculator.agricola.farm import EMPTY, FIELD, ROOM, STABLE, UNFENCED_STABLE
from calculator.errors import AgricalcError, AnimalsDoNotFit, InvalidDocument
from calculator.hens import rules as hens_rules
from calculator.hens import svg as hens_svg
from calculator.hens.goals import default_goals

from . import calculate
from .errors import status_of
from .examples import example, examples, start
from .schemas import MAX_NUMBER

bp = Blueprint("pages", __name__)
GAME_PATH = "/<any(" + ", ".join(games.names()) + "):game>"
ACTIONS = {"score": calculate.score, "capacity": calculate.capacity}
PASTURE_LETTERS = "abcdef"  # the palette's pastures; the text field takes any letter a-z
FORM_MAXIMUM = MAX_NUMBER  # a number field without a limit of its own: far beyond any game


# --- the forms, as data -----------------------------------------------------------------------


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
    """The farm or grid: the document key, its text-field help and the click grid's set-up."""

    name: str
    legend: str
    help: str
    script: str
    separator: str = " "  # between cells in a row of the text field
    palette: tuple[tuple[str, tuple[Tool, ...]], ...] = ()  # (section title, tools)
    data: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # data-* attributes for the script

    @property
    def id(self) -> str:
        return "f-" + self.name


@dataclass(frozen=True)
class GameForm:
    """Everything a game's page asks for."""

    game: str
    intro: str
    board: Board
    groups: tuple[Group, ...]
    capacity: bool = False

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


def _counts(prefix: str, names: tuple[str, ...], maximum: int | None = None) -> tuple[Field, ...]:
    return tuple(Field(f"{prefix}.{name}", name.capitalize(), maximum=maximum) for name in names)


def _pastures(colours: tuple[str, ...]) -> tuple[Tool, ...]:
    return tuple(Tool(letter, f"Pasture {letter}", css="pasture", colour=colours[i % len(colours)])
                 for i, letter in enumerate(PASTURE_LETTERS))


@bp.app_template_filter("goal")
def goal_text(kind: str, params: dict | None = None) -> str:
    """A goal in words: ``per_corner_hen_eggs_ge`` with eggs 2 -> ``per corner hen eggs ≥ 2``."""
    words = kind.split("_")
    values = [",".join(map(str, v)) if isinstance(v, (list, tuple)) else str(v) for v in (params or {}).values()]
    symbol = {"ge": "≥", "le": "≤", "eq": "=", "in": "in"}.get(words[-1])
    if symbol:
        words[-1] = symbol
    else:
        values = [f"{name} {value}" for name, value in zip(params or {}, values)]
    return " ".join(words + values)


def _acbas() -> GameForm:
    buildings = tuple(Tool(t, b.name.capitalize(), css="building", colour=acbas_svg.BUILDING_FILL[t])
                      for t, b in acbas_rules.BUILDINGS.items())
    board = Board(
        "farm", "Farm",
        "One row per line, top (forest) row first; spaces separated by spaces: . empty, a-z a pasture "
        "(same letter, same pasture), C cottage, H half-timbered house, S stall, B stables, O open stables, "
        "L shelter, G storage building; + after any of them is a feeding trough.",
        "farm.js",
        palette=(("Spaces", (Tool(EMPTY, "Clear", css="empty", colour=acbas_svg.HOME), *_pastures(acbas_svg.PASTURES))),
                 ("Buildings", buildings),
                 ("Add or remove", (Tool(TROUGH, "Trough", kind="toggle", css="mark", colour=acbas_svg.TROUGH),))),
        data=MappingProxyType({"mark": TROUGH, "mark-label": "trough", "walls": "".join(acbas_rules.BUILDINGS),
                               "max-borders": str(acbas_rules.MAX_BORDERS), "border-name": "Borders",
                               "expansions": "1", "home": str(acbas_rules.HOME_COLUMNS)}),
    )
    expansions = Group("expansions", "Expansions", (
        Field("expansions.left", "Left", maximum=acbas_rules.MAX_EXPANSIONS),
        Field("expansions.right", "Right", maximum=acbas_rules.MAX_EXPANSIONS)),
        hint=f"Each adds a column of 3 spaces; at most {acbas_rules.MAX_EXPANSIONS} in all.")
    return GameForm("acbas", "Build your farm, enter your animals, and get your final score with the best "
                    "place for every animal.", board, (
                        expansions,
                        Group("animals", "Animals", _counts("animals", acbas_rules.ANIMALS)),
                        Group("supply", "Building materials", _counts("supply", acbas_rules.MATERIALS),
                              hint="Only the storage building scores them (½ point each)."),
                    ), capacity=True)


def _agricola() -> GameForm:
    tiles = (Tool(EMPTY, "Clear", css="empty", colour=agricola_svg.MEADOW),
             Tool(ROOM, "Room", css="room", colour=agricola_svg.ROOM_FILL["wood"]),
             Tool(FIELD, "Field", css="field", colour=agricola_svg.FIELD))
    board = Board(
        "farmyard", "Farmyard",
        "Three rows of five spaces, top row first: . empty, R room, F field, S unfenced stable, a-z a pasture "
        "(same letter, same pasture); * after a pasture letter is a stable in it.",
        "farm.js",
        palette=(("Spaces", (*tiles, *_pastures(agricola_svg.PASTURES))),
                 ("Add or remove", (Tool(STABLE, "Stable", kind="toggle", css="mark", colour=agricola_svg.STABLE),))),
        data=MappingProxyType({"mark": STABLE, "mark-label": "stable", "mark-alone": UNFENCED_STABLE,
                               "mark-never": ROOM + FIELD, "max-borders": str(agricola_rules.MAX_FENCES),
                               "border-name": "Fences"}),
    )
    majors = tuple(Field(f"majors.{key}", m.name, kind="copies", maximum=m.count)
                   for key, m in agricola_rules.MAJORS.items())
    return GameForm("agricola", "Draw your farmyard, fill in your family, goods and cards, and get your final "
                    "score with the best place for every animal.", board, (
                        Group("family", "House and family", (
                            Field("house", "House", kind="radio",
                                  options=tuple((h, h.capitalize()) for h in agricola_rules.HOUSES)),
                            Field("people", "People", minimum=agricola_rules.MIN_PEOPLE,
                                  maximum=agricola_rules.MAX_PEOPLE))),
                        Group("animals", "Animals", _counts("animals", agricola_rules.ANIMALS)),
                        Group("crops", "Crops", (
                            Field("grain", "Grain"), Field("vegetables", "Vegetables")),
                              hint="In your supply and still on fields."),
                        Group("majors", "Major improvements", majors),
                        Group("supply", "Building resources", _counts("supply", agricola_rules.MATERIALS),
                              hint="Read for the craft bonuses of the joinery, pottery and basketmaker's workshop."),
                        Group("points", "Cards and begging", (
                            Field("card_points", "Card points", hint="printed points of your occupations and minors"),
                            Field("bonus_points", "Bonus points", hint="points from card texts"),
                            Field("begging", "Begging cards"))),
                    ), capacity=True)


def _hens() -> GameForm:
    breeds = tuple(Tool(b.code, b.name.replace("_", " ").title(), css="breed", colour=hens_svg.BREED_COLOUR[b.code])
                   for b in hens_rules.BREEDS)
    board = Board(
        "grid", "Grid",
        "One row per line, top row first (3 rows of 4 or 4 rows of 3); cells separated by commas, each "
        "BREED value/eggs/medals (for example PAD 3/2/0) or coop for a face-down card.",
        "hens.js", separator=",",
        palette=(("Breed", (*breeds, Tool(hens_rules.COOP, "Coop", css="coop", colour=hens_svg.COOP))),),
        data=MappingProxyType({"values": "{}-{}".format(*hens_rules.VALUES), "eggs": "{}-{}".format(*hens_rules.EGGS),
                               "medals": "{}-{}".format(*hens_rules.MEDALS), "coop": hens_rules.COOP,
                               "shapes": " ".join(f"{r}x{c}" for r, c in hens_rules.GRID_SHAPES)}),
    )
    goals = default_goals()
    cards = tuple((card.id, f"{card.id}: " + "; ".join(f"{goal_text(g.kind, dict(g.params))} ({g.points:+d})"
                                                      for g in card.goals)) for card in goals.cards)
    return GameForm("hens", "Lay out your grid of hens, place the rooster, pick the goal card, and get your "
                    "final score.", board, (
                        Group("rooster", "Rooster", (
                            Field("rooster", "Rooster's cell", kind="cell",
                                  hint="row, column; for example 0, 3 (empty: no rooster)"),)),
                        Group("goals", "Goals", (
                            Field("goal_card", "Goal card", kind="select", options=(("", "none"), *cards)),)),
                    ))


FORMS: Mapping[str, GameForm] = MappingProxyType({"acbas": _acbas(), "agricola": _agricola(), "hens": _hens()})


# --- the views ----------------------------------------------------------------------------------


def title(game: str) -> str:
    """The game's full name."""
    return games.info(game).title


@bp.get("/")
def index() -> str:
    """Links to the game pages."""
    return render_template("index.html", games=[(game, title(game), FORMS[game].intro) for game in games.names()])


@bp.get(GAME_PATH)
def game_form(game: str) -> str:
    """The form of one game: the starting position, or the example named by ``?example=``."""
    name = request.args.get("example")
    if name is None:
        document = start(game)
    elif name in examples(game):
        document = example(game, name)
    else:
        abort(404)
    return _page(game, FORMS[game].values(document), example=name)


@bp.post(GAME_PATH)
def game_result(game: str) -> tuple[str, int]:
    """Score (or check the capacity of) the posted form; show the result, or the error beside its cause."""
    form = FORMS[game]
    values = form.posted(request.form)
    action = request.form.get("action", "score")
    if action not in ACTIONS or (action == "capacity" and not form.capacity):
        return _page(game, values, error=FormError(f"unknown action {action!r}", None, None)), 400
    document = None
    try:
        document = form.document(values)
        result = ACTIONS[action](document)
    except AgricalcError as exc:
        best = exc.best if isinstance(exc, AnimalsDoNotFit) else None
        picture = svg.document(document, best) if best else None
        return _page(game, values, action=action, error=form.locate(exc), best=best, picture=picture), status_of(exc)
    return _page(game, values, action=action, result=result, picture=svg.document(document, result)), 200


def _page(game: str, values: dict[str, str], **context: object) -> str:
    return render_template("game.html", game=game, title=title(game), form=FORMS[game], values=values,
                           examples=examples(game), **context)
