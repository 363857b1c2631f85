"""Each game's face on the web: everything the pages and the API know about one game.

The calculator knows a game through its package (:mod:`calculator.games`); the
web knows it through its :class:`Face`: the score form and its palette, the
examples, the API's document models, and how a game in play is shown (the
prompts, the board, the facts under a player's picture, the words for a move,
where on your picture each move is made by clicking it, which moves are asked
with a count).
:mod:`web.pages`, :mod:`web.play`, :mod:`web.schemas` and :mod:`web.examples`
loop over the faces and name no game.

A face also holds the game's words on the score pages: what each category of
the breakdown is called (``categories``), the nouns its counts are written in
(``nouns``: Agricola's ``boar`` are ``wild boar``), the rows of a score sheet
(:meth:`Face.score_rows`), what the table shares (:meth:`Face.table_facts`) and
how a tie was broken (:meth:`Face.tie_break`).  Every word a face shows is in the
page's language (:mod:`web.i18n`): its data holds lazy strings, read when a page
is drawn; an action's label is built from the action's ``(kind, argument)``
(:meth:`Face.action_label`), never by translating the engine's English.

A face is a :class:`Face` (or a subclass where a game shows more than the
defaults), bound to the name ``FACE`` in its module.  The face of a game in
:data:`calculator.games.PACKAGES` is the module ``web.faces.<game>``; a game
registered from elsewhere registers its face too::

    calculator.games.register(mygame.GAME)   # the game (a calculator.games.Game)
    web.faces.register(mygame.face.FACE)     # its face

An app takes the faces of the games registered when it is created
(:func:`install`); its pages look them up with :func:`served`.

Templates: a game's play page includes ``play_<game>.html``, a module of macros
(``board(board, players)``; ``seat(tableau)`` where a seat shows more than a
picture; ``placing(targets, board)`` where moves are made on a picture).  A face
whose templates live outside ``web/templates`` names their folder in ``templates``.
"""

from __future__ import annotations

import copy
import importlib
import re
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from functools import cached_property
from pathlib import Path
from types import MappingProxyType
from typing import TYPE_CHECKING, Any

from babel.lists import format_list
from flask import Blueprint, Flask, current_app
from flask_babel import gettext, lazy_gettext, ngettext, npgettext

from calculator import games, svg
from calculator.errors import AgricalcError, AnimalsDoNotFit

from .. import calculate
from ..forms import HERD_CHOICE, Field, GameForm, Group
from ..i18n import DEFAULT, PAGE, language, word
from ..i18n import points as points_in_words

if TYPE_CHECKING:
    from pydantic import BaseModel

    from calculator.core.protocol import Action, GameState

EXTENSION = "agricalc.faces"  # where an app keeps its faces (Flask.extensions)
PICTURE_SIZE = 64  # the size of a cell in the pictures of a game in play


@dataclass(frozen=True)
class Example:
    """A document that pre-fills a form, and its title on the page."""

    title: str
    document: Mapping[str, Any]


@dataclass(frozen=True)
class Documents:
    """A game's API document models (pydantic): one player's position, a whole table, and a
    plan request (a farm game's; :func:`web.schemas.plan_request`)."""

    one: type[BaseModel]
    table: type[BaseModel]
    plan: type[BaseModel] | None = None


@dataclass(frozen=True)
class Row:
    """A row of a score: its key (a breakdown key, or one a face adds), its words, its points."""

    key: str
    label: str
    points: float


@dataclass(frozen=True)
class Spot:
    """Where on a player's picture an action is taken (a space, or an edge for a border or
    fence, in the picture's own coordinates), and the piece it places there, in words."""

    piece: str  # "Stable", "Border", "Stables for 5 wood": the buttons of one piece are shown together
    cell: tuple[int, int] | None = None
    edge: tuple[str, int, int] | None = None


@dataclass(frozen=True)
class Count:
    """An action a player may take several times in a row, offered as one choice with a count:
    ``Release [3] pigs``."""

    verb: str  # "Release": the button
    noun: str  # what is counted, in the plural: "pigs"
    each: str = ""  # what each one brings, if anything: "2 food each"


@dataclass(frozen=True)
class HandCard:
    """A card in your hand as your page shows it: what it is, what it costs and does, and the
    action that plays it now (``None``: it cannot be played now)."""

    id: str
    name: str
    kind: str  # its type in words: "Occupation"
    cost: str  # what it costs, in words ("" where it costs nothing)
    description: str  # what it does, in one line ("" where the simulator has no words for it)
    action: Action | None


@dataclass(frozen=True)
class OptionChoices:
    """A game option on the new-game form (:class:`calculator.games.GameOption`): its legend,
    a hint, and each choice with its words (checkboxes; none checked: the game without it)."""

    name: str
    legend: str
    hint: str
    choices: tuple[tuple[str, str], ...]  # (value, words)


@dataclass(frozen=True)
class PlayView:
    """A game in play as one browser sees it: what a face draws the page from."""

    state: GameState
    public: dict  # state.public_view()
    you: int | None  # this browser's seat (None: a spectator)
    legal: Sequence[Action]  # your legal actions (none unless it is your turn)

    @cached_property
    def secrets(self) -> dict | None:
        """Your hidden information (your hand), or ``None`` for a spectator or an open game."""
        private = getattr(self.state, "private_view", None)
        return private(self.you) if private and self.you is not None else None


BOARD_PHRASES = ("alone", "just_one", "enter_each", "plural", "cannot_score")  # what every game's pages say


@dataclass(frozen=True)
class Face:
    """One game on the web.  The fields are data; the methods are how a game in play is
    shown, with defaults that suit a game drawn by its picture alone (override them in a
    subclass where a game shows more)."""

    game: str  # the registered game's name
    form: GameForm  # the score form (web.forms)
    examples: Mapping[str, Example]  # name -> example, in the order the page lists them
    start: Mapping[str, Any]  # the document a new form starts from
    documents: Documents  # the API's models of its documents
    prompts: Mapping[str, str] = field(default_factory=dict)  # step kind -> what the mover is asked
    headings: Mapping[str, str] = field(default_factory=dict)  # action kind -> heading of its buttons
    filters: Mapping[str, Callable[..., str]] = field(default_factory=dict)  # template filters it brings
    endpoints: tuple[Blueprint, ...] = ()  # API endpoints of its own
    templates: Path | None = None  # the folder of its templates, when not web/templates
    categories: Mapping[str, str] = field(default_factory=dict)  # breakdown key -> its words on a page
    nouns: Mapping[str, str] = field(default_factory=dict)  # a count's key -> its noun on a page: "boar": "wild boar"
    space_notes: Mapping[str, str] = field(default_factory=dict)  # action space id -> what it does, in words

    def __post_init__(self) -> None:
        missing = sorted(set(self.phrases_needed()) - set(self.form.board.phrases))
        if missing:
            raise TypeError(f"{self.game}: the form's Board gives no phrases {', '.join(missing)} (web.forms.Board)")

    def phrases_needed(self) -> tuple[str, ...]:
        """The phrases of the board (:attr:`web.forms.Board.phrases`) the pages say for this game."""
        return (*BOARD_PHRASES, *(("cannot_check",) if self.form.capacity else ()),
                *(("cannot_plan",) if self.form.plan else ()))

    # -- documents --

    def example(self, name: str | None = None) -> dict:
        """A fresh copy of example ``name`` (the first by default; ``KeyError`` if unknown)."""
        return copy.deepcopy(dict(self.examples[name or next(iter(self.examples))].document))

    def starting(self) -> dict:
        """A fresh copy of the document a new form starts from."""
        return copy.deepcopy(dict(self.start))

    # -- words on the score pages --

    def category(self, key: str) -> str:
        """What a breakdown category is called on a page."""
        return str(self.categories.get(key) or key.replace("_", " ").capitalize())

    def quantities(self, counts: Mapping[str, int]) -> str:
        """``{"pigs": 1, "cattle": 6, "sheep": 0}`` -> ``1 pig and 6 cattle`` (``nothing`` if all
        are 0), each in the game's noun for its key (:data:`nouns`)."""
        return in_words([self.counted(n, key) for key, n in counts.items() if n]) or gettext("nothing")

    def counted(self, n: int, key: str) -> str:
        """``3 cattle``: a count of a document key (an animal, a good) in the game's own noun."""
        return counted(n, self.nouns.get(key, key))

    def amounts(self, goods: Mapping[str, int]) -> str:
        """:func:`amounts` in the game's own nouns (:data:`nouns`)."""
        return amounts({self.nouns.get(key, key): n for key, n in goods.items()})

    def place(self, name: str) -> str:
        """A location of a farm (a placement's ``location``) in the page's language."""
        return name

    def animal(self, key: str) -> str:
        """An animal type (a document key) in the page's language."""
        return str(self.categories.get(key) or key)

    def score_rows(self, entry: Mapping[str, Any], result: Mapping[str, Any]) -> list[Row]:
        """The rows of one player's score (``entry``: that player's document): by default
        the breakdown's categories, in its order."""
        return [Row(key, self.category(key), points) for key, points in result["breakdown"].items()]

    def table_facts(self, document: Mapping[str, Any], result: Mapping[str, Any],
                    names: Sequence[str]) -> list[tuple[str, str]]:
        """What a whole table shares, as (what, words) for its score sheet (a goal card)."""
        return []

    def unanswered(self, document: Mapping[str, Any], result: Mapping[str, Any]) -> list[AgricalcError]:
        """What a scored table form must still answer before its sheet is kept (each error
        located at the input that answers it); none by default."""
        return []

    def tie_break(self, document: Mapping[str, Any], result: Mapping[str, Any], names: Sequence[str]) -> str | None:
        """How equal best totals were settled, in words; None where no tie decided anything.

        By default the tied players share the win; a game with a tie-break explains
        it in its own face.
        """
        tied = top_tie(result)
        if len(tied) < 2:
            return None
        return gettext("%(names)s share the win with %(points)s.", names=in_words([names[i] for i in tied]),
                       points=points_in_words(result["players"][tied[0]]["total"]))

    # -- a game in play --

    def prompt(self, public: dict) -> str:
        """What the player to move is asked now, in words."""
        kind = public["step"]["kind"]
        return str(self.prompts.get(kind) or kind.replace("_", " ").capitalize())

    def heading(self, kind: str) -> str:
        """The heading of the buttons of actions of ``kind`` (the first part of their ids)."""
        return str(self.headings.get(kind) or kind.replace("_", " ").capitalize())

    def action_label(self, action: Action, names: Sequence[str]) -> str:
        """An action's label as the page shows it, in the page's language; ``names``: the
        players' names by seat.  In English the engine's label (:meth:`english_label`);
        in another language the face's words for the action's kind and argument
        (:meth:`label_words`), else the English label."""
        if language() == DEFAULT:
            return self.english_label(action, names)
        return self.label_words(action, names) or self.english_label(action, names)

    def decision_labels(self, actions: Sequence[Action], names: Sequence[str]) -> dict[str, str]:
        """The labels of the actions of one decision by id (:meth:`action_label`), those that
        would read alike (two spaces of one name) numbered in order: ``Special building (2)``."""
        labels = {action.id: self.action_label(action, names) for action in actions}
        alike = Counter(labels.values())
        numbered: Counter[str] = Counter()
        for action_id, label in labels.items():
            if alike[label] > 1:
                numbered[label] += 1
                labels[action_id] = gettext("%(label)s (%(number)s)", label=label, number=numbered[label])
        return labels

    def english_label(self, action: Action, names: Sequence[str]) -> str:
        """The engine's English label, as a page shows it."""
        return after_one(action.label)

    def label_words(self, action: Action, names: Sequence[str]) -> str | None:
        """The action in the page's language, built from its kind and argument; None: not known."""
        return None

    def space_label(self, space_id: str, label: str) -> str:
        """An action space's name on the board (``label``: the engine's English): the glossary's
        word for it, and what the space does (:attr:`space_notes`) where the English says it."""
        if language() == DEFAULT:
            return label
        name = str(word(f"{self.game}.space.{space_id}", label.partition(":")[0].strip()))
        note = self.space_notes.get(space_id)
        return gettext("%(space)s: %(what)s", space=name, what=note) if note else name

    def move_text(self, action: Action, label: str, *, mine: bool) -> str:
        """A logged move in words (``label``: :meth:`action_label`), as this browser may read it
        (``mine``: its own move)."""
        return label

    def board(self, view: PlayView) -> Mapping[str, Any]:
        """What the ``board`` macro of ``play_<game>.html`` shows."""
        return {}

    def facts(self, view: PlayView, seat: int) -> Sequence[tuple[str, str]]:
        """(what, how many) under a player's picture."""
        return ()

    def score_now(self, view: PlayView, seat: int) -> float:
        """A player's score as the game stands (final once it is over)."""
        return view.state.score(seat)["total"]

    def picture(self, view: PlayView, seat: int) -> svg.Picture | None:
        """A player's farm or grid drawn, with the best placement of the animals it holds
        (mid-action, of the best herd that fits); ``None`` if the seat shows a tableau."""
        document = view.state.to_document(seat)
        try:
            result = calculate.score(document)
        except AnimalsDoNotFit as exc:
            result = exc.best
        except AgricalcError:
            result = None
        return self.draw(view, seat, document, result)

    def draw(self, view: PlayView, seat: int, document: dict, result: dict | None) -> svg.Picture:
        """A player's position (``document``, scored ``result``) drawn by the game, at the size of
        the pictures of a game in play, in the page's words; override it where play shows more
        than the document."""
        return games.game(self.game).picture(document, result, size=PICTURE_SIZE, words=PAGE)

    def spot(self, action: Action) -> Spot | None:
        """Where on your picture ``action`` is taken by clicking it, or ``None`` (a button only).
        The picture's clickable places post the same action ids as the buttons."""
        return None

    def picked(self, view: PlayView) -> Sequence[tuple[int, int]]:
        """The spaces of your picture picked so far for a piece still being built (a pasture's)."""
        return ()

    def count(self, action: Action) -> Count | None:
        """How ``action`` is asked when it may be taken several times in a row, or ``None``."""
        return None

    def tableau(self, view: PlayView, seat: int) -> object | None:
        """A player's position in progress as data for the ``seat`` macro, where no picture shows it."""
        return None

    def targets(self, view: PlayView) -> object | None:
        """Your legal moves laid out on your position, for the ``placing`` macro; ``None``: buttons."""
        return None

    def hand(self, view: PlayView) -> Sequence[HandCard] | None:
        """Your hand as cards to play by clicking them (a game whose hand is not shown by its
        tableau), or ``None``: no such hand (a spectator, a game without one)."""
        return None

    def options(self) -> Sequence[OptionChoices]:
        """The game's options (:attr:`calculator.games.GameInfo.options`) on the new-game form,
        in the page's words: none."""
        return ()


def plan_groups(budget: tuple[Field, ...], hint: str) -> tuple[Group, ...]:
    """The inputs of "Plan my farm" on a farm game's form: the ``budget`` (its fields, and a
    ``hint``), then what to maximise and which animals to house."""
    return (
        Group("budget", lazy_gettext("Plan my farm: what you may spend"), budget, hint=hint),
        Group("plan", lazy_gettext("Plan for"), (
            Field("objective", lazy_gettext("Make the most of"), kind="radio",
                  options=(("score", lazy_gettext("the final score")), ("animal_points", lazy_gettext("the animal points")))),
            Field(HERD_CHOICE, lazy_gettext("Animals"), kind="radio",
                  options=(("given", lazy_gettext("the animals entered (kept or released at best)")),
                           ("any", lazy_gettext("any animals: the planner chooses them")))))),
    )


def in_words(items: Sequence[str], style: str = "standard") -> str:
    """``a``, ``a and b``, ``a, b, and c`` as the page's language writes a list (``style="or"``:
    ``a, b, or c``)."""
    items = [str(item) for item in items]
    if language() == DEFAULT and len(items) > 1:  # the project's English: no comma before the last
        return ", ".join(items[:-1]) + (" or " if style == "or" else " and ") + items[-1]
    return format_list(items, style=style, locale=language()) if items else ""


def top_tie(result: Mapping[str, Any]) -> list[int]:
    """The players of a whole table's result who share the best total, in seat order."""
    totals = [player["total"] for player in result["players"]]
    return [seat for seat, total in enumerate(totals) if total == max(totals)]


# Nouns as the pages write them after "1" (English only: the engines' labels); every other number
# takes the plural, the key here.
SINGULAR = MappingProxyType({"pigs": "pig", "horses": "horse", "people": "person", "cards": "card",
                             "vegetables": "vegetable", "borders": "border", "troughs": "trough",
                             "stall tiles": "stall tile", "expansions": "expansion", "workers": "worker",
                             "hens": "hen", "eggs": "egg", "medals": "medal", "points": "point"})


def counted(n: int, noun: str) -> str:
    """``counted(3, "pigs") == "3 pigs"``, ``counted(1, "pigs") == "1 pig"`` (``noun`` in the plural),
    in the page's language with its plural forms."""
    forms = _COUNTS.get(noun)
    return forms(n) if forms else f"{n} {SINGULAR.get(noun, noun) if n == 1 else noun}"


_COUNTS: Mapping[str, Callable[[int], str]] = MappingProxyType({
    "sheep": lambda n: ngettext("%(num)d sheep", "%(num)d sheep", n),
    "pigs": lambda n: ngettext("%(num)d pig", "%(num)d pigs", n),
    "cattle": lambda n: ngettext("%(num)d cattle", "%(num)d cattle", n),
    # the games' own words for cattle (a face's nouns: "cattle" -> "acbas cattle")
    "acbas cattle": lambda n: npgettext("acbas.animal.cattle", "%(num)d cattle", "%(num)d cattle", n),
    "agricola cattle": lambda n: npgettext("agricola.animal.cattle", "%(num)d cattle", "%(num)d cattle", n),
    "horses": lambda n: ngettext("%(num)d horse", "%(num)d horses", n),
    "boar": lambda n: ngettext("%(num)d boar", "%(num)d boar", n),
    "wild boar": lambda n: ngettext("%(num)d wild boar", "%(num)d wild boar", n),
    "wood": lambda n: ngettext("%(num)d wood", "%(num)d wood", n),
    "stone": lambda n: ngettext("%(num)d stone", "%(num)d stone", n),
    "reed": lambda n: ngettext("%(num)d reed", "%(num)d reed", n),
    "clay": lambda n: ngettext("%(num)d clay", "%(num)d clay", n),
    "food": lambda n: ngettext("%(num)d food", "%(num)d food", n),
    "grain": lambda n: ngettext("%(num)d grain", "%(num)d grain", n),
    "vegetables": lambda n: ngettext("%(num)d vegetable", "%(num)d vegetables", n),
    "people": lambda n: ngettext("%(num)d person", "%(num)d people", n),
    "cards": lambda n: ngettext("%(num)d card", "%(num)d cards", n),
    "borders": lambda n: ngettext("%(num)d border", "%(num)d borders", n),
    "troughs": lambda n: ngettext("%(num)d trough", "%(num)d troughs", n),
    "stall tiles": lambda n: ngettext("%(num)d stall tile", "%(num)d stall tiles", n),
    "expansions": lambda n: ngettext("%(num)d expansion", "%(num)d expansions", n),
    "workers": lambda n: ngettext("%(num)d worker", "%(num)d workers", n),
    "hens": lambda n: ngettext("%(num)d hen", "%(num)d hens", n),
    "eggs": lambda n: ngettext("%(num)d egg", "%(num)d eggs", n),
    "medals": lambda n: ngettext("%(num)d medal", "%(num)d medals", n),
    "points": lambda n: points_in_words(n),
})


def after_one(text: str) -> str:
    """The singular after a lone 1: ``release 1 sheep, 1 pigs`` -> ``release 1 sheep, 1 pig``."""
    return re.sub(r"(?<![\d.])1 ([a-z]+)", lambda match: "1 " + SINGULAR.get(match[1], match[1]), text)


def goods_in(text: str) -> list[str]:
    """The counted goods an engine's English names (``3 wood + 1 stone``), in the page's words."""
    nouns = "|".join(sorted(map(re.escape, _COUNTS), key=len, reverse=True))
    return [counted(int(n), noun) for n, noun in re.findall(rf"(\d+) ({nouns})\b", text)] or [text]


def cell_words(cell: Sequence[int]) -> str:
    """``(1, 2)``: a cell as the pages name it."""
    return gettext("(%(row)s, %(column)s)", row=cell[0], column=cell[1])


def amounts(goods: Mapping[str, int]) -> str:
    """``{"wood": 3, "stone": 0, "pigs": 1}`` -> ``3 wood, 1 pig`` (``none`` if all are 0)."""
    return gettext(", ").join(counted(n, good) for good, n in goods.items() if n) or gettext("none")


def open_spaces(legal: Sequence[Action]) -> set[str]:
    """The action spaces a worker may go to now (the ``space:<id>`` actions among ``legal``)."""
    return {action.id.partition(":")[2] for action in legal if action.id.startswith("space:")}


# --- finding faces ----------------------------------------------------------------------------

_registered: dict[str, Face] = {}  # faces of games registered outside calculator/ (register)


def register(found: Face) -> Face:
    """Add the face ``found`` (a :class:`Face`, e.g. a face module's ``FACE``); returns it.

    Register the game itself first (:func:`calculator.games.register`); apps created
    afterwards serve it.
    """
    if not isinstance(found, Face):
        raise TypeError(f"a face is a web.faces.Face, not {type(found).__name__}")
    _registered[found.game] = found
    return found


def unregister(name: str) -> None:
    """Remove a face added with :func:`register` (a game registered by a test)."""
    _registered.pop(name, None)


def face(name: str) -> Face:
    """The face of the registered game ``name``: registered, else ``web.faces.<name>``."""
    if name in _registered:
        return _registered[name]
    games.game(name)  # InvalidDocument for a game nobody registered
    return _load(f"{__name__}.{name}")


def install(app: Flask) -> tuple[Face, ...]:
    """Give ``app`` the faces of every registered game, in registry order: their template
    filters and template folders; returns them."""
    found = tuple(face(info.name) for info in games.infos())
    app.extensions[EXTENSION] = MappingProxyType({f.game: f for f in found})
    for f in found:
        for name, function in f.filters.items():
            app.add_template_filter(function, name)
        if f.templates:
            app.register_blueprint(Blueprint(f"face_{f.game}", __name__, template_folder=str(f.templates)))
    return found


def blueprints(faces: Sequence[Face]) -> list[Blueprint]:
    """The endpoints of their own that ``faces`` bring, in order."""
    return [blueprint for f in faces for blueprint in f.endpoints]


def served() -> Mapping[str, Face]:
    """The faces of the current app's games, by name, in registry order."""
    return current_app.extensions[EXTENSION]


def _load(module: str) -> Face:
    found = getattr(importlib.import_module(module), "FACE", None)
    if not isinstance(found, Face):
        raise TypeError(f"{module} declares no FACE = Face(...)")
    return found
