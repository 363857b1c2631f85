"""ACBAS on the web: its score form, examples, API documents and the action board in play."""

from __future__ import annotations

import re
from types import MappingProxyType
from typing import Literal

from flask_babel import gettext, lazy_gettext

from calculator import svg
from calculator.acbas import GAME, position, rules, tally
from calculator.acbas import svg as colours
from calculator.acbas.actions import parse
from calculator.acbas.farm import TROUGH
from calculator.core.protocol import Action

from ..forms import Board, Field, GameForm, Group, PlanForm, QuickEntry, Tool, counts, page_error, \
    pastures
from ..i18n import PAGE, capital, lazy, word
from ..schemas import MAX_NUMBER, Closed, Natural, PlayerName, Table, count_model, counts_model, farm_rows, plan_request
from . import (PICTURE_SIZE, Count, Documents, Example, Face, PlayView, Spot, amounts, cell_words, counted, goods_in,
               in_words, open_spaces, plan_groups, points_in_words, top_tie)

EMPTY = "."  # an empty space in the farm notation

# --- the game's own words (docs/glossary.csv) ---

ANIMALS = MappingProxyType({a: word(f"acbas.animal.{a}", a) for a in rules.ANIMALS})
GOODS = MappingProxyType({m: word(f"common.good.{m}", m) for m in rules.MATERIALS})


def building(token: str) -> str:
    """A building tile's name in the page's language."""
    return colours.building_name(token, PAGE)


# --- the score form ---

_BOARD = Board(
    "farm", capital(word("acbas.board.farm", "farm")),
    lazy_gettext("One row per line, top (forest) row first; spaces separated by spaces: . empty, a-z a pasture "
                 "(same letter, same pasture), C cottage, H half-timbered house, S stall, B stables, O open stables, "
                 "L shelter, G storage building; + after any of them is a feeding trough."),
    "farm.js", "editor_farm.html",
    palette=((lazy_gettext("Spaces"), (Tool(EMPTY, lazy_gettext("Clear"), css="empty", colour=colours.HOME),
                                       *pastures(colours.PASTURES))),
             (capital(word("acbas.category.buildings", "buildings")),
              tuple(Tool(t, capital(lazy(lambda t=t: building(t))), css="building", colour=colours.BUILDING_FILL[t])
                    for t in rules.BUILDINGS)),
             (lazy_gettext("Add or remove"), (Tool(TROUGH, lazy_gettext("Trough"), kind="toggle", css="mark",
                                                   colour=colours.TROUGH),))),
    data=MappingProxyType({"mark": TROUGH, "mark-label": lazy_gettext("trough"), "walls": "".join(rules.BUILDINGS),
                           "max-borders": str(rules.MAX_BORDERS), "border-name": lazy_gettext("Borders"),
                           "expansions": "1", "home": str(rules.HOME_COLUMNS)}),
    phrases=MappingProxyType({
        "alone": lazy_gettext("one farm alone"), "just_one": lazy_gettext("Just one farm?"),
        "enter_each": lazy_gettext("Enter each player's name and farm, then score them together."),
        "plural": lazy_gettext("Farms"), "cannot_score": lazy_gettext("Cannot score this farm."),
        "cannot_check": lazy_gettext("Cannot check the capacity of this farm."),
        "cannot_plan": lazy_gettext("Cannot plan this farm.")}),
)
def _building_count(key: str) -> Field:
    """Quick entry's count of a special building (0 or 1), named as its tile."""
    return Field(f"counts.{key}", capital(word(f"acbas.building.{key}", rules.BUILDINGS[tally.BUILDING_COUNTS[key]].name)),
                 maximum=1)


FORM = GameForm(
    "acbas", lazy_gettext("Build your farm, enter your animals, and get your final score with the best place for "
                          "every animal."),
    _BOARD, (
        Group("expansions", capital(word("acbas.category.expansions", "expansions")), (
            Field("expansions.left", lazy_gettext("Left"), maximum=rules.MAX_EXPANSIONS),
            Field("expansions.right", lazy_gettext("Right"), maximum=rules.MAX_EXPANSIONS)),
            hint=lazy_gettext("Each adds a column of 3 spaces; at most %(most)d in all.", most=rules.MAX_EXPANSIONS),
            shapes_board=True),
        Group("animals", capital(word("common.group.animals", "animals")),
              counts("animals", rules.ANIMALS, {a: capital(ANIMALS[a]) for a in rules.ANIMALS})),
        Group("supply", capital(word("acbas.group.building_materials", "building materials")),
              counts("supply", rules.MATERIALS, {m: capital(GOODS[m]) for m in rules.MATERIALS}),
              hint=lazy_gettext("Only the storage building scores them (½ point each).")),
    ), capacity=True, best_score=lazy_gettext("best animal score"),
    quick=QuickEntry(
        Group("counts", lazy_gettext("Quick entry"), (
            _building_count("half_timbered_house"),
            Field("counts.stalls", lazy_gettext("Stalls"), maximum=rules.MAX_STALL_TILES),
            Field("counts.stables", capital(word("acbas.building.stables", "stables")), maximum=rules.MAX_STALL_TILES),
            *map(_building_count, ("open_stables", "shelter", "storage_building")),
            Field("counts.full_expansions", lazy_gettext("Full expansions"), maximum=rules.MAX_EXPANSIONS,
                  hint=lazy_gettext("expansions whose three spaces are all used"))),
            hint=lazy_gettext("What the score pad asks, counted by eye; every animal is kept, none placed.")),
        lazy_gettext("Draw the farm"), replaces=("expansions",)),
    plan=PlanForm(plan_groups((
        Field("budget.borders", lazy_gettext("Border pieces"),
              hint=lazy_gettext("in your supply; each placed by Fences (1 wood) or Walls")),
        Field("budget.wood", capital(GOODS["wood"])), Field("budget.stone", capital(GOODS["stone"])),
        Field("budget.reed", capital(GOODS["reed"]))),
        hint=lazy_gettext("Walls: 2 borders free, then 2 stone each. Troughs: the first free, then 3 wood each. "
                          "Buildings at their printed costs.")),
        new_edge=lazy_gettext("New border"), new_cell=lazy_gettext("New building or trough"),
        builds=MappingProxyType({"fence": lazy_gettext("Border by Fences"), "wall": lazy_gettext("Border by Walls"),
                                 "trough": lazy_gettext("Trough"),
                                 **{b.name: capital(lazy(lambda t=t: building(t))) for t, b in rules.BUILDINGS.items()}})),
    table=(Group("start", capital(word("common.role.start_player", "start player")), (
        Field("start_player", lazy_gettext("Start player in round 1"), kind="player",
              hint=lazy_gettext("On equal points the other player wins.")),)),))


def _start() -> dict:
    """The home board with its cottage and no expansion."""
    rows = [[EMPTY] * rules.HOME_COLUMNS for _ in range(rules.ROWS)]
    r, c = rules.COTTAGE_START
    rows[r][c] = "C"
    return {"game": "acbas", "farm": ["  ".join(row) for row in rows], "expansions": {"left": 0, "right": 0}}


EXAMPLES = MappingProxyType({
    "small": Example(lazy_gettext("Small farm"), {
        "game": "acbas",
        "farm": ["a  a+ S",
                 "a  .  .",
                 "C  b  b"],
        "expansions": {"left": 0, "right": 1},
        "animals": {"sheep": 4, "pigs": 0, "cattle": 3, "horses": 0},
        "supply": {"wood": 0, "stone": 0, "reed": 0},
    }),
    "big": Example(lazy_gettext("Three expansions"), {
        "game": "acbas",
        "farm": ["a  a+ b  b  S",
                 "a  a  b+ B  .",
                 "H  L  c  c+ O"],
        "expansions": {"left": 0, "right": 3},
        "animals": {"sheep": 9, "pigs": 6, "cattle": 7, "horses": 5},
        "supply": {"wood": 1, "stone": 0, "reed": 0},
    }),
    "crowded": Example(lazy_gettext("Too many animals"), {
        "game": "acbas",
        "farm": ["a  a+",
                 "B  S",
                 "C  ."],
        "expansions": {"left": 0, "right": 0},
        "animals": {"sheep": 9, "pigs": 4, "cattle": 5, "horses": 2},
        "supply": {"wood": 0, "stone": 0, "reed": 0},
    }),
})

# --- the API's documents (api.md 1.2) ---

AcbasAnimals = count_model("AcbasAnimals", rules.ANIMALS, position.MAX_ANIMALS)
AcbasSupply = count_model("AcbasSupply", rules.MATERIALS, MAX_NUMBER)


class Expansions(Closed):
    left: Natural = 0
    right: Natural = 0


AcbasCounts = counts_model("AcbasCounts", tally.MEANINGS)
AcbasCounts.__doc__ = ("Quick entry (api.md 1.5): the buildings and full expansions the scoring reads, given in place "
                       "of the farm and its expansions; every animal kept, no placement.")


class AcbasPlayer(Closed):
    """One player's ACBAS farm (an entry of ``players``): ``farm`` drawn, or its ``counts``."""

    game: Literal["acbas"] = None  # absent, not null
    name: PlayerName | None = None
    farm: farm_rows(rules.ROWS, rules.HOME_COLUMNS,  # type: ignore[valid-type]
                    rules.HOME_COLUMNS + rules.MAX_EXPANSIONS) | None = None
    counts: AcbasCounts | None = None  # type: ignore[valid-type]
    expansions: Expansions | None = None
    animals: AcbasAnimals | None = None  # type: ignore[valid-type]
    supply: AcbasSupply | None = None  # type: ignore[valid-type]


class AcbasDocument(AcbasPlayer):
    """One player's finished ACBAS position."""

    game: Literal["acbas"]


class AcbasGame(Table):
    """A whole ACBAS game: both players, ranked."""

    game: Literal["acbas"]
    players: list[AcbasPlayer]
    start_player: Natural | None = None


# --- a game in play ---

PROMPTS = MappingProxyType({
    "work": lazy_gettext("Place a worker on an action space"), "expand": lazy_gettext("Attach the farm expansion"),
    "walls": lazy_gettext("Walls: place borders (2 free, then 2 stone each)"),
    "fences": lazy_gettext("Fences: place borders (1 wood each)"),
    "release": lazy_gettext("Your animals do not fit: release some"),
    "special": lazy_gettext("Build a special building"), "troughs": lazy_gettext("Place feeding troughs"),
    "shelter": lazy_gettext("Take an animal for the shelter"),
    "open_stables": lazy_gettext("Take an animal for the open stables"), "stall": lazy_gettext("Build a stall"),
    "stables": lazy_gettext("Upgrade stalls to stables")})
HEADINGS = MappingProxyType({
    "space": lazy_gettext("Action spaces"),
    "border": lazy_gettext("Borders"), "build": capital(word("acbas.category.buildings", "buildings")),
    "trough": lazy_gettext("Troughs"), "expand": capital(word("acbas.farm.expansion", "expansion")),
    "stall": lazy_gettext("Stalls"), "stables": capital(word("acbas.building.stables", "stables")),
    "take": lazy_gettext("Take"), "release": lazy_gettext("Release"), "done": lazy_gettext("Finish")})
# What an action space does, where its English label says it after its name (calculator.acbas.rules).
SPACE_NOTES = MappingProxyType({
    "building_materials": lazy_gettext("1 wood, 1 stone, 1 reed"), "fences": lazy_gettext("borders for 1 wood each"),
    "walls": lazy_gettext("2 borders free, more for 2 stone each"),
    "expand": lazy_gettext("take the borders and a farm expansion"), "stall": lazy_gettext("3 stone + 1 reed"),
    "troughs": lazy_gettext("1 free, more for 3 wood each"),
    "stables": lazy_gettext("upgrade stalls for 5 wood or 5 stone each"), "millpond": lazy_gettext("reed, then sheep")})
CATEGORIES = MappingProxyType({**{a: capital(ANIMALS[a]) for a in rules.ANIMALS},
                               "buildings": capital(word("acbas.category.buildings", "buildings")),
                               "expansions": capital(word("acbas.category.expansions", "expansions"))})


def price(cost) -> str:
    """``{"wood": 3, "stone": 2}`` -> ``3 wood and 2 stone``."""
    return in_words([counted(n, good) for good, n in cost.items()])


def building_piece(token: str, good: str | None) -> str:
    """A building (and the price paid, where it has several) in words: ``Open stables for 3 wood``."""
    costs = [cost for cost in rules.BUILDINGS[token].cost if good is None or good in cost]
    name = capital(building(token))
    return gettext("%(building)s for %(price)s", building=name, price=price(costs[0])) if costs else str(name)


# The engine's English labels of the ``done`` action, and the same in the page's words.
FINISH = MappingProxyType({"finish placing borders": lazy_gettext("finish placing borders"),
                           "finish building troughs": lazy_gettext("finish building troughs"),
                           "finish upgrading stalls": lazy_gettext("finish upgrading stalls")})
SIDES = MappingProxyType({"top": lazy_gettext("border on the top of %(cell)s"),
                          "bottom": lazy_gettext("border on the bottom of %(cell)s"),
                          "left": lazy_gettext("border on the left of %(cell)s"),
                          "right": lazy_gettext("border on the right of %(cell)s")})


class AcbasFace(Face):
    """The action board with its goods, and each farm's animals, goods, borders and workers.
    Borders, stalls, troughs, stables and special buildings are placed by clicking the farm.
    On a score sheet, the start player who loses a tie."""

    def table_facts(self, document, result, names) -> list[tuple[str, str]]:
        start = document.get("start_player")
        return [(gettext("Start player in round 1"), names[start])] if start is not None else []

    def unanswered(self, document, result) -> list:
        """A tie without the start player of round 1: who wins it depends on who started."""
        if len(top_tie(result)) < 2 or document.get("start_player") is not None:
            return []
        return [page_error("the players are tied: choose the start player of round 1, who loses the tie",
                           gettext("The players are tied: choose the start player of round 1, who loses the tie."),
                           "start_player")]

    def tie_break(self, document, result, names) -> str | None:
        tied = top_tie(result)
        if len(tied) < 2:
            return None
        start = document.get("start_player")
        total = points_in_words(result["players"][tied[0]]["total"])
        who = in_words([names[i] for i in tied])
        if start is None:
            return gettext("%(names)s share the win with %(points)s: the start player of round 1 was not given (the "
                           "other player wins a tie).", names=who, points=total)
        winner = next(i for i in tied if i != start)
        return gettext("%(names)s both have %(points)s; the tie goes to %(winner)s, because %(start)s was the start "
                       "player in round 1.", names=who, points=total, winner=names[winner], start=names[start])

    def place(self, name: str) -> str:
        return colours.place_name(name, PAGE)

    def label_words(self, action: Action, names) -> str | None:
        kind, argument = parse(action.id)
        label = action.label
        if kind == "space":
            return self.space_label(argument, label.split(" [")[0])
        if kind == "border":
            side = re.search(r"the (top|bottom|left|right) of \((\d+), (\d+)\)", label)
            return str(SIDES[side[1]] % {"cell": cell_words((side[2], side[3]))}) if side else None
        if kind == "done":
            return str(FINISH[label]) if label in FINISH else None
        if kind == "expand":
            return gettext("attach the expansion on the left") if argument == "left" else \
                gettext("attach the expansion on the right")
        if kind == "stall":
            return gettext("stall on %(cell)s", cell=cell_words(argument))
        if kind == "trough":
            return gettext("trough on %(cell)s", cell=cell_words(argument))
        if kind == "stables":
            cell, _good = argument
            return gettext("upgrade the stall on %(cell)s for %(price)s", cell=cell_words(cell),
                           price=in_words(goods_in(label.rpartition(" for ")[2])))
        if kind == "build":
            token, cell, _good = argument
            return gettext("%(building)s on %(cell)s for %(price)s", building=building(token), cell=cell_words(cell),
                           price=in_words(goods_in(label.rpartition(" for ")[2])))
        if kind == "take":
            return gettext("take %(animals)s", animals=self.counted(1, argument))
        if kind == "release" and argument == "best":
            return gettext("keep the best herd that fits (release %(animals)s)", animals=in_words(goods_in(label)))
        if kind == "release":
            return gettext("release %(animals)s", animals=self.counted(1, argument))
        return None

    def spot(self, action: Action) -> Spot | None:
        kind, argument = parse(action.id)
        if kind == "border":
            return Spot(gettext("Border"), edge=argument)
        if kind == "stall":
            return Spot(str(capital(building("S"))), cell=argument)
        if kind == "trough":
            return Spot(gettext("Trough"), cell=argument)
        if kind == "stables":
            cell, good = argument
            return Spot(building_piece("B", good), cell=cell)
        if kind == "build":
            token, cell, good = argument
            return Spot(building_piece(token, good), cell=cell)
        return None

    def count(self, action: Action) -> Count | None:
        kind, argument = parse(action.id)
        return Count(gettext("Release"), str(ANIMALS[argument])) if kind == "release" and argument in rules.ANIMALS \
            else None

    def draw(self, view: PlayView, seat: int, document: dict, result: dict | None) -> svg.Picture:
        """The farm with every border standing, also those that enclose no pasture yet."""
        borders = [tuple(edge) for edge in view.public["players"][seat]["border_edges"]]
        return colours.picture_of(document, result, size=PICTURE_SIZE, borders=borders, words=PAGE)

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        player = view.public["players"][seat]
        return [(gettext("Animals"), self.amounts(player["animals"])), (gettext("Goods"), amounts(player["supply"])),
                (gettext("Borders left"), str(player["borders"])), (gettext("Workers left"), str(player["workers"]))]

    def board(self, view: PlayView) -> dict:
        free = open_spaces(view.legal)
        spaces = [{**space, "label": self.space_label(space["id"], space["label"]),
                   "goods_text": self.amounts(space["goods"]) if space["goods"] else "",
                   "free": space["id"] in free} for space in view.public["spaces"]]
        supply = view.public["supply"]
        left = gettext(", ").join([counted(supply["troughs"], "troughs"), counted(supply["stall_tiles"], "stall tiles"),
                                   counted(supply["expansions"], "expansions")])
        tokens = {b.name: t for t, b in rules.BUILDINGS.items()}
        specials = [str(building(tokens[name])) if name in tokens else name for name in supply["special_buildings"]]
        return {"spaces": spaces, "supply": supply, "left": left, "specials": specials}


FACE = AcbasFace("acbas", FORM, EXAMPLES, _start(),
                 Documents(AcbasDocument, AcbasGame, plan_request(AcbasDocument, AcbasAnimals, GAME.planning())),
                 PROMPTS, HEADINGS, categories=CATEGORIES, space_notes=SPACE_NOTES,
                 nouns=MappingProxyType({"cattle": "acbas cattle"}))
