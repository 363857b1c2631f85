"""A game's score form as data: its inputs, the click editor's palette, and the way between
form values and the game document.

A form spells a game document out as plain inputs: the farm or grid is a text
field of rows (a game's click editor, its ``static/`` script, puts a grid in
front of it and keeps the two in sync), and every count is a number input
named by its path in the document (``animals.sheep``).  A post is turned back
into the api.md document by :meth:`GameForm.document`.

A picker (``kind="picker"``) is a list of entries chosen from a catalogue, such
as Agricola's cards: a text field of ids or names, one per line, and for each
entry the inputs it asks (``card_inputs.I100``); its script finds entries as
you type.

Calculator errors name what they are about (``animals.sheep``, ``farm cell (1, 2)``);
:meth:`GameForm.locate` turns that into the input, fieldset or grid cell the page
shows the message beside.  On the form of a whole table (:mod:`web.table_form`)
each player's inputs are named inside ``players[i]`` (a :class:`Scope`).

>>> form = GameForm("demo", "A demo.", Board("grid", "Grid", "One row per line."),
...                 (Group("animals", "Animals", counts("animals", ("sheep",), {"sheep": "Sheep"})),))
>>> form.document({"grid": "a b\\n", "animals.sheep": "3"})
{'game': 'demo', 'grid': ['a b'], 'animals': {'sheep': 3}}
"""

from __future__ import annotations

import copy
import re
from collections.abc import Mapping, Sequence
from dataclasses import asdict, dataclass, field, replace
from types import MappingProxyType
from typing import Protocol

from flask_babel import gettext, lazy_gettext

from calculator.errors import AgricalcError, AnimalsDoNotFit, InvalidDocument, OutOfRange, TooMuchWork

from .i18n import DEFAULT, capital, language, number, rule_words
from .schemas import MAX_NUMBER

PASTURE_LETTERS = "abcdef"  # the palette's pastures; the text field takes any letter a-z
FORM_MAXIMUM = MAX_NUMBER  # a number field without a limit of its own: far beyond any game
YES, NO = "yes", "no"  # a picked entry's yes-or-no input
QUICK_COUNTS = "counts"  # the document key of quick entry's counts (api.md 1.5)
HERD = "animals"  # where a farm document keeps its animals (api.md 1.2, 1.3)


@dataclass(frozen=True)
class Scope:
    """Where one player's inputs stand on a page: on the form of a whole table, player
    ``seat``'s are named inside ``players[seat]`` and their ids start ``f-p<seat>-``;
    on the one-player form (``seat`` None) they are the document's own paths.

    >>> Scope(1).name("animals.sheep"), Scope(1).id("animals.sheep"), Scope().id("animals.sheep")
    ('players[1].animals.sheep', 'f-p1-animals-sheep', 'f-animals-sheep')
    """

    seat: int | None = None

    @property
    def prefix(self) -> str:
        """What every input name of this player starts with."""
        return "" if self.seat is None else f"players[{self.seat}]."

    @property
    def key(self) -> str:
        """What the ids of this player's inputs add after ``f-`` (and ``fs-``)."""
        return "" if self.seat is None else f"p{self.seat}-"

    def name(self, path: str) -> str:
        """The input name of document path ``path``."""
        return self.prefix + path

    def id(self, path: str) -> str:
        """The element id of the input of ``path``."""
        return "f-" + self.key + path.replace(".", "-")

    def fieldset(self, key: str) -> str:
        """The element id of fieldset ``key``."""
        return f"fs-{self.key}{key}"


ONE = Scope()  # one player's form


@dataclass(frozen=True)
class PickInput:
    """What a picked entry asks (a card's ``card_inputs``): a whole number, or yes or no."""

    name: str
    label: str
    kind: str = "number"  # or "yes-no"
    minimum: int | None = 0
    maximum: int | None = None  # None: no limit the page can know
    required: bool = True
    alone: bool = False  # asked only of a player scored alone (a whole table decides it)
    quick: bool = False  # asked only of a player entering by quick entry (their drawn farm says it: the Manger's
    # pasture spaces), at a whole table; named ``card_inputs.E23.pasture_spaces`` as the calculator names it


@dataclass(frozen=True)
class Pick:
    """An entry of a picker's catalogue: its id, name, printed points and inputs."""

    id: str
    name: str
    points: int
    note: str = ""  # what it is, e.g. "occupation, 3+"
    inputs: tuple[PickInput, ...] = ()

    @property
    def label(self) -> str:
        return f"{self.name} ({self.id})"

    def asks(self, scope: Scope) -> tuple[PickInput, ...]:
        """The inputs asked of a player in ``scope`` (at a whole table, not those it decides; a
        player scored alone, none of quick entry)."""
        table = scope.seat is not None
        return tuple(i for i in self.inputs if not (i.alone and table) and (table or not i.quick))

    @property
    def own_inputs(self) -> tuple[PickInput, ...]:
        """Its inputs (``card_inputs``)."""
        return self.inputs

    def named(self, spec: PickInput) -> bool:
        """An input given by name below the entry's id: one of several, or one of quick entry
        (the calculator names it so: ``card_inputs.E23.pasture_spaces``)."""
        return len(self.inputs) > 1 or spec.quick

    def input_path(self, key: str, spec: PickInput) -> str:
        """The path of one of its inputs below the picker's ``key``: ``card_inputs.I100``, or
        ``card_inputs.K280.tanner_boar`` for an entry with several or an input of quick entry."""
        return f"{key}.{self.id}.{spec.name}" if self.named(spec) else f"{key}.{self.id}"


class Catalogue(Protocol):
    """What a picker chooses from: every entry (its script finds them as you type), and
    :meth:`find` one by id or name."""

    def entries(self) -> Sequence[Pick]: ...

    def find(self, key: str) -> Pick | None: ...


@dataclass(frozen=True)
class Field:
    """One input.  ``name`` is its path in the document, which is also how errors name it.

    ``kind``: ``number``; ``copies`` (a count of one entry in a list, such as a major
    improvement: a checkbox when ``maximum`` is 1); ``radio`` and ``select`` (one of
    ``options``); ``cell`` (a grid cell written ``row, column``); ``player`` (one of
    the table's players, by index; empty: not known); ``picker`` (entries of
    ``catalogue``, each with the inputs it asks, under the document key ``inputs``).
    ``taps``: the usual values of a number (or copies) input, offered as buttons beside it
    (a tap on a phone is faster than its keyboard); any other value is still typed.
    """

    name: str
    label: str
    kind: str = "number"
    minimum: int | None = 0
    maximum: int | None = None
    options: tuple[tuple[str, str], ...] = ()  # (value, label)
    hint: str = ""
    catalogue: Catalogue | None = None
    inputs: str = ""
    taps: tuple[int, ...] = ()

    @property
    def id(self) -> str:
        return ONE.id(self.name)

    def entries_json(self) -> list[dict]:
        """A picker's catalogue as its script reads it (embedded in the page)."""
        return [asdict(pick) for pick in self.catalogue.entries()] if self.catalogue else []

    def picked(self, raw: str) -> list[tuple[str, Pick | None]]:
        """A picker's entries as typed (one per line or comma), each with what it names (None: nothing)."""
        keys = [key.strip() for key in re.split(r"[\n,]", raw) if key.strip()]
        return [(key, self.catalogue.find(key) if self.catalogue else None) for key in keys]


@dataclass(frozen=True)
class Group:
    """A fieldset of inputs; ``key`` is the error prefix it answers for (``animals``)."""

    key: str
    legend: str
    fields: tuple[Field, ...]
    hint: str = ""
    shapes_board: bool = False  # it changes the board's shape (ACBAS's expansions): above the board on a phone


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
    in front of it (its template and script; none: the text field alone).  ``phrases``:
    the sentences the pages say about it, whole (a language inflects the board's name):
    ``alone`` (a link: one farm alone), ``just_one`` (Just one farm?), ``enter_each``
    (the table form's lead), ``plural`` (the sheet's heading: Farms), ``cannot_score``
    and ``cannot_check`` (an error's heading)."""

    name: str
    legend: str
    help: str
    script: str = ""  # under static/
    editor: str = ""  # the template drawing the click editor: a macro editor(board, error)
    separator: str = " "  # between cells in a row of the text field
    palette: tuple[tuple[str, tuple[Tool, ...]], ...] = ()  # (section title, tools)
    data: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # data-* attributes for the script
    phrases: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def id(self) -> str:
        return "f-" + self.name


@dataclass(frozen=True)
class PlanForm:
    """"Plan my farm" on a farm game's form: the planner's inputs (the budget, what to
    maximise, which herd; :data:`HERD_CHOICE` names the herd's input) and the words of
    its result: the legend of what the picture marks new, and each build's name."""

    groups: tuple[Group, ...]
    new_edge: str  # the legend of a new border or fence
    new_cell: str  # the legend of a new building, stable or trough
    builds: Mapping[str, str] = field(default_factory=lambda: MappingProxyType({}))  # build kind -> its words

    @property
    def fields(self) -> tuple[Field, ...]:
        return tuple(f for group in self.groups for f in group.fields)

    def start(self) -> dict[str, str]:
        """The planner's inputs on a new form: no budget, the final score, the animals entered."""
        values = {f.name: "" for f in self.fields}
        return {**values, "objective": "score", HERD_CHOICE: GIVEN_HERD}

    def build(self, kind: str) -> str:
        """A build's kind in words."""
        return self.builds.get(kind) or kind.capitalize()

    def request(self, document: dict, values: Mapping[str, str]) -> dict:
        """The plan request of the form's ``document`` and the planner's input ``values``:
        the budget and objective, and ``"animals": "any"`` when any herd was chosen."""
        planned = {**document, **read(self.fields, values)}
        herd = planned.pop(HERD_CHOICE, None)
        if herd not in (None, "", GIVEN_HERD, ANY_HERD):
            raise page_error(f"must be {GIVEN_HERD} or {ANY_HERD}, got {str(herd)[:20]!r}",
                             lazy_gettext("choose one of the answers"), HERD_CHOICE)
        if herd == ANY_HERD:
            planned[HERD] = ANY_HERD
        return planned


ENTRY, DRAW, QUICK = "entry", "draw", "quick"  # how a table's player enters: the board drawn, or its counts


@dataclass(frozen=True)
class QuickEntry:
    """Quick entry (api.md 1.5) on the form of a whole table: the counts asked in place of
    the board (``group``, inputs ``counts.<name>``), the choice's words for the board
    (``draw``: Draw the farmyard), the groups the counts replace beside the board
    (``replaces``: ACBAS's expansions, the Hens rooster), the counts left out when
    empty (``optional``) and the values a new player starts from (``start``).  What a
    card reads that the counts do not say is its own input, asked beside it (a
    :class:`PickInput` with ``quick``: the Manger's pasture spaces)."""

    group: Group
    draw: str
    replaces: tuple[str, ...] = ()
    optional: tuple[str, ...] = ()
    start: Mapping[str, int] = field(default_factory=lambda: MappingProxyType({}))

    @property
    def fields(self) -> tuple[Field, ...]:
        return self.group.fields

    def values(self) -> dict[str, str]:
        """The counts' inputs of a new player."""
        return {f.name: str(self.start.get(f.name.split(".", 1)[1], "")) for f in self.fields}

    def counts(self, values: Mapping[str, str]) -> dict:
        """The ``counts`` the inputs give; an empty optional count is left out."""
        asked = tuple(f for f in self.fields
                      if f.name.split(".", 1)[1] not in self.optional or values.get(f.name, "").strip())
        return read(asked, values).get(self.group.key, {})


HERD_CHOICE = "herd"  # the plan's input: the animals entered (``given``) or any herd (``any``)
GIVEN_HERD, ANY_HERD = "given", "any"


@dataclass(frozen=True)
class GameForm:
    """Everything a game's page asks for.  ``capacity``: the page also checks a farm's
    capacity, whose best keep/release it calls ``best_score``.  ``table``: the groups
    a whole table answers once (a goal card every player scores; the start player),
    some of them also among ``groups`` when one player is scored alone.  ``plan``:
    the page also plans the farm (a farm game's "Plan my farm").  ``quick``: a table's
    player may give the counts instead of the board (:class:`QuickEntry`)."""

    game: str
    intro: str
    board: Board
    groups: tuple[Group, ...] = ()
    capacity: bool = False
    best_score: str = "best score"
    table: tuple[Group, ...] = ()
    plan: PlanForm | None = None
    quick: QuickEntry | None = None

    @property
    def fields(self) -> tuple[Field, ...]:
        return tuple(f for group in self.groups for f in group.fields)

    @property
    def plan_fields(self) -> tuple[Field, ...]:
        """The planner's inputs (none without "Plan my farm")."""
        return self.plan.fields if self.plan else ()

    @property
    def seat_groups(self) -> tuple[Group, ...]:
        """The groups each player of a whole table answers."""
        return tuple(group for group in self.groups if group not in self.table)

    @property
    def pickers(self) -> tuple[Field, ...]:
        return tuple(f for f in self.fields if f.kind == "picker")

    @property
    def scripts(self) -> tuple[str, ...]:
        """The scripts under ``static/`` the form's editors, pickers and taps need."""
        tapped = any(f.taps for f in self.fields + (self.quick.fields if self.quick else ()))
        return ((self.board.script,) if self.board.script else ()) + (("picker.js",) if self.pickers else ()) \
            + (("taps.js",) if tapped else ())

    # -- document -> form values (strings, as the inputs show them) --

    def values(self, document: dict, fields: Sequence[Field] | None = None) -> dict[str, str]:
        """The input values showing ``document`` (of the board and ``fields``, by default all)."""
        values = {self.board.name: _board_text(document.get(self.board.name, []), self.board.separator)}
        for f in self.fields if fields is None else fields:
            value = _get(document, f.name)
            if f.kind == "copies":
                head, _, key = f.name.partition(".")
                value = document.get(head, []).count(key)
                values[f.name] = ("1" if value else "") if f.maximum == 1 else str(value)
            elif f.kind == "cell":
                values[f.name] = ", ".join(map(str, value)) if value else ""
            elif f.kind == "picker":
                values[f.name] = "\n".join(value or ())
                values.update(_input_values(f, document.get(f.inputs) or {}))
            else:
                values[f.name] = "" if value is None else str(value)
        return values

    def posted(self, form: Mapping[str, str], fields: Sequence[Field] | None = None) -> dict[str, str]:
        """The input values of a post (a missing checkbox is unchecked), of the board and
        ``fields`` (by default all)."""
        fields = self.fields if fields is None else fields
        values = {name: form.get(name, "") for name in (self.board.name, *(f.name for f in fields))}
        for f in fields:
            if f.kind == "picker":  # the inputs of the entries picked
                values.update((name, value) for name, value in form.items() if name.startswith(f.inputs + "."))
        return values

    # -- form values -> document --

    def document(self, values: dict[str, str], fields: Sequence[Field] | None = None) -> dict:
        """The api.md document the inputs describe (the board and ``fields``, by default
        all); :class:`InvalidDocument` names a bad input."""
        rows = [row.strip() for row in values[self.board.name].splitlines() if row.strip()]
        if self.board.separator != " ":
            rows = [[cell.strip() for cell in row.split(self.board.separator)] for row in rows]
        return {"game": self.game, self.board.name: rows, **read(self.fields if fields is None else fields, values)}

    # -- where an error belongs --

    def locate(self, error: AgricalcError, groups: Sequence[Group] | None = None) -> FormError:
        """The input, fieldset or grid cell ``error`` is about (among the board and
        ``groups``, by default all), and its message in words."""
        where = error.where or ""
        head = where.split(" ", 1)[0].split("[", 1)[0]
        if head == self.board.name:
            cell = re.search(r"cell \((\d+), (\d+)\)", where)
            place = where[len(head):].strip()
            return FormError(error.detail, None, self.board.name, self.board.legend, place,
                             (int(cell[1]), int(cell[2])) if cell else None).because(error)
        return locate(error, self.groups if groups is None else groups).because(error)


def read(fields: Sequence[Field], values: Mapping[str, str]) -> dict:
    """The part of a document that ``fields`` hold, from their input ``values``;
    :class:`InvalidDocument` names a bad input."""
    document: dict = {}
    for f in fields:
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
        elif f.kind == "player":
            if raw:
                _put(document, f.name, _whole(raw, f))
        elif f.kind == "picker":
            _picked(f, raw, values, document)
        else:
            _put(document, f.name, _whole(raw, f))
    return document


def locate(error: AgricalcError, groups: Sequence[Group]) -> FormError:
    """The input or fieldset among ``groups`` that ``error`` is about, else the summary alone."""
    where = error.where or ""
    head = where.split(" ", 1)[0].split("[", 1)[0]
    for group in groups:
        for f in group.fields:
            if head == f.name or (f.kind == "picker" and head.split(".", 1)[0] == f.inputs):
                return FormError(error.detail, _quick_input(f, head) or f.name, group.key, f.label).because(error)
        if head == group.key or any(head == f.name.split(".")[0] for f in group.fields):
            return FormError(error.detail, None, group.key, group.legend).because(error)
    return FormError(error.message, None, None).because(error)


def _quick_input(f: Field, path: str) -> str | None:
    """``path`` if it names an input of quick entry of one of the picker's entries (shown beside the
    card: ``card_inputs.E23.pasture_spaces``), else None."""
    parts = path.split(".")
    pick = f.catalogue.find(parts[1]) if f.catalogue and len(parts) == 3 else None
    if pick is None or not any(spec.quick and pick.input_path(f.inputs, spec) == path for spec in pick.inputs):
        return None
    return path


def kept(document: dict, keep: Mapping[str, int], herd: str = HERD) -> dict:
    """``document`` with its herd (at path ``herd``) cut down to ``keep``: the farm as the
    game ends, when animals it cannot house are released."""
    released = copy.deepcopy(document)
    _put(released, herd, dict(keep))
    return released


def after_release(document: dict, error: AnimalsDoNotFit) -> dict:
    """``document`` with the herd ``error`` is about (its ``where``) cut down to the best
    keep the error names."""
    return kept(document, error.best["keep"], error.where or HERD)


@dataclass(frozen=True)
class FormError:
    """An error as the page shows it: beside input ``field``, or at the top of fieldset
    ``group`` (the board's, with the grid ``cell`` to highlight), or only in the summary.
    On the form of a whole table it is in the inputs of one player (``scope``), called
    ``who`` on the page.

    ``message`` is the calculator's detail, in English (as the API and the CLI say it).
    A page in another language says what went wrong by the error's ``code`` (or the
    ``words`` the web gave an error of its own), in its own words, and shows the
    English detail as a :attr:`note`."""

    message: str
    field: str | None
    group: str | None
    label: str = ""  # what the input or fieldset is called on the page
    place: str = ""  # where on the board: "cell (1, 2)", "row 1"
    cell: tuple[int, int] | None = None
    scope: Scope = ONE
    who: str = ""
    code: str = ""  # the error's code: invalid_document, rule_violation...
    words: str = ""  # the message in the page's language, where the web wrote it

    def of(self, scope: Scope, who: str) -> FormError:
        """The same error, in the inputs of player ``who``."""
        return replace(self, scope=scope, who=who)

    def because(self, error: AgricalcError) -> FormError:
        """The same error, knowing its kind (and the web's own words for it, if any)."""
        return replace(self, code=error.code,
                       words=getattr(error, "words", "") or limit_words(error) or rule_words(error))

    @property
    def anchor(self) -> str:
        """The id the error summary links to."""
        if self.field:
            return self.scope.id(self.field)
        if self.group:
            return self.scope.fieldset(self.group)
        return "form" if self.scope.seat is None else f"player-{self.scope.seat}"  # a player's panel

    @property
    def english(self) -> bool:
        """Whether the page is in the calculator's language, English: its detail is the message."""
        return language() == DEFAULT

    @property
    def problem(self) -> str:
        """What is wrong, in the page's language."""
        if self.english:
            return self.message
        if self.words:
            return str(self.words)
        return str(PROBLEMS.get(self.code) or PROBLEMS[""])

    @property
    def note(self) -> str:
        """The calculator's English detail, shown beside a message in another language ("" in English)."""
        return "" if self.english or self.words else self.message

    @property
    def where(self) -> str:
        """The place on the board in the page's language: ``cell (1, 2)``, ``row 1``."""
        if self.english:
            return self.place
        cell = re.fullmatch(r"cell \((\d+), (\d+)\)", self.place)
        row = re.fullmatch(r"row (\d+)", self.place)
        if cell:
            return gettext("cell (%(row)s, %(column)s)", row=cell[1], column=cell[2])
        if row:
            return gettext("row %(row)s", row=row[1])
        return ""

    @property
    def beside(self) -> str:
        """The message beside its cause (whose label is right there)."""
        where = self.where
        return gettext("%(place)s: %(problem)s", place=capital(where), problem=self.problem) if where \
            else self.problem

    @property
    def summary(self) -> str:
        """The message at the top of the form, naming its cause (and whose it is)."""
        label = str(self.label)
        if self.who and label:
            label = gettext("%(name)s's %(what)s", name=self.who, what=label[:1].lower() + label[1:])
        if not label:
            return gettext("%(name)s: %(problem)s", name=self.who, problem=self.problem) if self.who else self.problem
        if self.where:
            return gettext("%(what)s, %(place)s: %(problem)s", what=label, place=self.where, problem=self.problem)
        return gettext("%(what)s: %(problem)s", what=label, problem=self.problem)


# What went wrong, by the error's code, on a page in another language than the calculator's.
PROBLEMS: Mapping[str, str] = MappingProxyType({
    "invalid_document": lazy_gettext("this is not written as the form expects."),
    "rule_violation": lazy_gettext("this is against the rules of the game."),
    "animals_do_not_fit": lazy_gettext("the farm cannot house all these animals."),
    "too_much_work": lazy_gettext("this asks for more work than the server allows."),
    "": lazy_gettext("this cannot be done."),
})


def limit_words(error: AgricalcError) -> str:
    """A number past its limit in the page's language, with the limit ("" for other errors)."""
    if isinstance(error, OutOfRange):
        if error.minimum is not None:
            return gettext("must be at least %(least)s, got %(value)s", least=number(error.minimum),
                           value=number(error.value))
        return gettext("must be at most %(most)s, got %(value)s", most=number(error.maximum), value=number(error.value))
    if isinstance(error, TooMuchWork) and error.most is not None:
        return gettext("more than the game could ever use: ask for at most %(most)s", most=number(error.most))
    return ""


def page_error(english: str, words: str, where: str) -> InvalidDocument:
    """An error of the form itself (not of the calculator): ``english`` as the API would say it,
    ``words`` in the page's language."""
    error = InvalidDocument(english, where=where)
    error.words = words
    return error


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
        raise page_error(f"must be a whole number, got {shown!r}",
                         lazy_gettext("must be a whole number, got “%(value)s”", value=shown), f.name)
    value = int(raw)
    if abs(value) > FORM_MAXIMUM:
        raise page_error(f"must be at most {FORM_MAXIMUM}, got {value}",
                         lazy_gettext("must be at most %(most)s, got %(value)s", most=number(FORM_MAXIMUM),
                                      value=number(value)),
                         f.name)
    return value


def _copies(raw: str, f: Field) -> int:
    """How many copies of a card ``f`` counts (a checkbox when there is one), checked against
    the number in the game before a list that long is made."""
    if f.maximum == 1:
        return 1 if raw else 0
    count = _whole(raw, f)
    if not 0 <= count <= f.maximum:
        raise page_error(f"must be from 0 to {f.maximum}, got {count}",
                         lazy_gettext("must be from 0 to %(most)s, got %(value)s", most=f.maximum, value=count), f.name)
    return count


def _picked(f: Field, raw: str, values: Mapping[str, str], document: dict) -> None:
    """A picker's entries as typed, and the inputs given for the entries it names (an input
    of an entry no longer listed is left out, as is an empty one)."""
    picked = f.picked(raw)
    if not picked:
        return
    document[f.name] = [key for key, _ in picked]
    answers: dict = {}
    for _, pick in picked:
        for spec in pick.own_inputs if pick else ():
            path = pick.input_path(f.inputs, spec)
            answer = values.get(path, "").strip()
            if answer:
                value = (answer == YES) if spec.kind == "yes-no" else _whole(answer, Field(path, spec.label))
                if not pick.named(spec):
                    answers[pick.id] = value
                else:
                    answers.setdefault(pick.id, {})[spec.name] = value
    if answers:
        document[f.inputs] = answers


def _input_values(f: Field, given: Mapping[str, object]) -> dict[str, str]:
    """The input values showing a document's ``card_inputs`` (by id or name)."""
    values = {}
    for key, value in given.items():
        pick = f.catalogue.find(key) if f.catalogue else None
        card_id = pick.id if pick else key
        answers = value.items() if isinstance(value, dict) else [(None, value)]
        for name, answer in answers:
            spec = next((i for i in pick.own_inputs if name in (None, i.name)), None) if pick else None
            path = pick.input_path(f.inputs, spec) if pick and spec else f"{f.inputs}.{card_id}" + (f".{name}" if name else "")
            values[path] = (YES if answer else NO) if isinstance(answer, bool) else str(answer)
    return values


def _cell(raw: str, f: Field) -> list[int]:
    match = re.fullmatch(r"\(?\s*(\d{1,3})\s*[,\s]\s*(\d{1,3})\s*\)?", raw)
    if not match:
        raise page_error(f"write the cell as row, column (for example 0, 3), got {raw!r}",
                         lazy_gettext("write the cell as row, column (for example 0, 3), got “%(value)s”", value=raw),
                         f.name)
    return [int(match[1]), int(match[2])]


def _board_text(rows: list, separator: str) -> str:
    if separator == " ":
        return "\n".join(rows)
    return "\n".join(f"{separator} ".join(row) for row in rows)


def counts(prefix: str, names: tuple[str, ...], labels: Mapping[str, str], maximum: int | None = None
           ) -> tuple[Field, ...]:
    """A number input per name: ``animals.sheep`` labelled ``labels["sheep"]`` (``Sheep``)."""
    return tuple(Field(f"{prefix}.{name}", labels[name], maximum=maximum) for name in names)


def pastures(colours: tuple[str, ...]) -> tuple[Tool, ...]:
    """The palette's pasture letters, in the colours of the farm pictures."""
    return tuple(Tool(letter, lazy_gettext("Pasture %(letter)s", letter=letter), css="pasture",
                      colour=colours[i % len(colours)]) for i, letter in enumerate(PASTURE_LETTERS))
