"""ACBAS on the web: its score form, examples, API documents and the action board in play."""

from __future__ import annotations

from types import MappingProxyType
from typing import Literal

from calculator import svg
from calculator.acbas import planning, position, rules
from calculator.acbas import svg as colours
from calculator.acbas.actions import parse
from calculator.acbas.farm import TROUGH
from calculator.core.protocol import Action

from ..forms import Board, Field, GameForm, Group, PlanForm, Tool, counts, pastures
from ..schemas import MAX_NUMBER, Closed, FarmRows, Natural, Table, count_model, plan_request
from . import (PICTURE_SIZE, Count, Documents, Example, Face, PlayView, Spot, amounts, counted, in_words,
               open_spaces, plan_groups, top_tie)

EMPTY = "."  # an empty space in the farm notation

# --- the score form ---

_BOARD = Board(
    "farm", "Farm",
    "One row per line, top (forest) row first; spaces separated by spaces: . empty, a-z a pasture "
    "(same letter, same pasture), C cottage, H half-timbered house, S stall, B stables, O open stables, "
    "L shelter, G storage building; + after any of them is a feeding trough.",
    "farm.js", "editor_farm.html",
    palette=(("Spaces", (Tool(EMPTY, "Clear", css="empty", colour=colours.HOME), *pastures(colours.PASTURES))),
             ("Buildings", tuple(Tool(t, b.name.capitalize(), css="building", colour=colours.BUILDING_FILL[t])
                                 for t, b in rules.BUILDINGS.items())),
             ("Add or remove", (Tool(TROUGH, "Trough", kind="toggle", css="mark", colour=colours.TROUGH),))),
    data=MappingProxyType({"mark": TROUGH, "mark-label": "trough", "walls": "".join(rules.BUILDINGS),
                           "max-borders": str(rules.MAX_BORDERS), "border-name": "Borders",
                           "expansions": "1", "home": str(rules.HOME_COLUMNS)}),
)
FORM = GameForm(
    "acbas", "Build your farm, enter your animals, and get your final score with the best place for every animal.",
    _BOARD, (
        Group("expansions", "Expansions", (
            Field("expansions.left", "Left", maximum=rules.MAX_EXPANSIONS),
            Field("expansions.right", "Right", maximum=rules.MAX_EXPANSIONS)),
            hint=f"Each adds a column of 3 spaces; at most {rules.MAX_EXPANSIONS} in all."),
        Group("animals", "Animals", counts("animals", rules.ANIMALS)),
        Group("supply", "Building materials", counts("supply", rules.MATERIALS),
              hint="Only the storage building scores them (½ point each)."),
    ), capacity=True, best_score="best animal score",
    plan=PlanForm(plan_groups((
        Field("budget.borders", "Border pieces", hint="in your supply; each placed by Fences (1 wood) or Walls"),
        Field("budget.wood", "Wood"), Field("budget.stone", "Stone"), Field("budget.reed", "Reed")),
        hint="Walls: 2 borders free, then 2 stone each. Troughs: the first free, then 3 wood each. "
             "Buildings at their printed costs."),
        new_edge="New border", new_cell="New building or trough",
        builds=MappingProxyType({"fence": "Border by Fences", "wall": "Border by Walls", "trough": "Trough"})),
    table=(Group("start", "Start player", (
        Field("start_player", "Start player in round 1", kind="player",
              hint="On equal points the other player wins."),)),))


def _start() -> dict:
    """The home board with its cottage and no expansion."""
    rows = [[EMPTY] * rules.HOME_COLUMNS for _ in range(rules.ROWS)]
    r, c = rules.COTTAGE_START
    rows[r][c] = "C"
    return {"game": "acbas", "farm": ["  ".join(row) for row in rows], "expansions": {"left": 0, "right": 0}}


EXAMPLES = MappingProxyType({
    "small": Example("Small farm", {
        "game": "acbas",
        "farm": ["a  a+ S",
                 "a  .  .",
                 "C  b  b"],
        "expansions": {"left": 0, "right": 1},
        "animals": {"sheep": 4, "pigs": 0, "cattle": 3, "horses": 0},
        "supply": {"wood": 0, "stone": 0, "reed": 0},
    }),
    "big": Example("Three expansions", {
        "game": "acbas",
        "farm": ["a  a+ b  b  S",
                 "a  a  b+ B  .",
                 "H  L  c  c+ O"],
        "expansions": {"left": 0, "right": 3},
        "animals": {"sheep": 9, "pigs": 6, "cattle": 7, "horses": 5},
        "supply": {"wood": 1, "stone": 0, "reed": 0},
    }),
    "crowded": Example("Too many animals", {
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


class AcbasPlayer(Closed):
    """One player's ACBAS farm (an entry of ``players``)."""

    game: Literal["acbas"] | None = None
    name: str | None = None
    farm: FarmRows
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
    "work": "Place a worker on an action space", "expand": "Attach the farm expansion",
    "walls": "Walls: place borders (2 free, then 2 stone each)", "fences": "Fences: place borders (1 wood each)",
    "release": "Your animals do not fit: release some", "special": "Build a special building",
    "troughs": "Place feeding troughs", "shelter": "Take an animal for the shelter",
    "open_stables": "Take an animal for the open stables", "stall": "Build a stall",
    "stables": "Upgrade stalls to stables"})
HEADINGS = MappingProxyType({
    "space": "Action spaces", "border": "Borders", "build": "Buildings", "trough": "Troughs",
    "expand": "Expansion", "stall": "Stalls", "stables": "Stables", "done": "Finish"})


def price(cost) -> str:
    """``{"wood": 3, "stone": 2}`` -> ``3 wood and 2 stone``."""
    return " and ".join(f"{n} {good}" for good, n in cost.items())


def building_piece(token: str, good: str | None) -> str:
    """A building (and the price paid, where it has several) in words: ``Open stables for 3 wood``."""
    building = rules.BUILDINGS[token]
    costs = [cost for cost in building.cost if good is None or good in cost]
    name = building.name.capitalize()
    return f"{name} for {price(costs[0])}" if costs else name


class AcbasFace(Face):
    """The action board with its goods, and each farm's animals, goods, borders and workers.
    Borders, stalls, troughs, stables and special buildings are placed by clicking the farm.
    On a score sheet, the start player who loses a tie."""

    def table_facts(self, document, result, names) -> list[tuple[str, str]]:
        start = document.get("start_player")
        return [("Start player in round 1", names[start])] if start is not None else []

    def tie_break(self, document, result, names) -> str | None:
        tied = top_tie(result)
        if len(tied) < 2:
            return None
        start = document.get("start_player")
        total = f"{result['players'][tied[0]]['total']:g}"
        if start is None:
            return (f"{in_words([names[i] for i in tied])} share the win with {total} points: the start player of "
                    "round 1 was not given (the other player wins a tie).")
        winner = next(i for i in tied if i != start)
        return (f"{in_words([names[i] for i in tied])} both have {total} points; the tie goes to {names[winner]}, "
                f"because {names[start]} was the start player in round 1.")

    def spot(self, action: Action) -> Spot | None:
        kind, argument = parse(action.id)
        if kind == "border":
            return Spot("Border", edge=argument)
        if kind in ("stall", "trough"):
            return Spot(kind.capitalize(), cell=argument)
        if kind == "stables":
            cell, good = argument
            return Spot(building_piece("B", good), cell=cell)
        if kind == "build":
            token, cell, good = argument
            return Spot(building_piece(token, good), cell=cell)
        return None

    def count(self, action: Action) -> Count | None:
        kind, argument = parse(action.id)
        return Count("Release", argument) if kind == "release" and argument in rules.ANIMALS else None

    def draw(self, view: PlayView, seat: int, document: dict, result: dict | None) -> svg.Picture:
        """The farm with every border standing, also those that enclose no pasture yet."""
        borders = [tuple(edge) for edge in view.public["players"][seat]["border_edges"]]
        return colours.picture_of(document, result, size=PICTURE_SIZE, borders=borders)

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        player = view.public["players"][seat]
        return [("Animals", amounts(player["animals"])), ("Goods", amounts(player["supply"])),
                ("Borders left", str(player["borders"])), ("Workers left", str(player["workers"]))]

    def board(self, view: PlayView) -> dict:
        free = open_spaces(view.legal)
        spaces = [{**space, "goods_text": amounts(space["goods"]) if space["goods"] else "",
                   "free": space["id"] in free} for space in view.public["spaces"]]
        supply = view.public["supply"]
        left = ", ".join([counted(supply["troughs"], "troughs"), counted(supply["stall_tiles"], "stall tiles"),
                          counted(supply["expansions"], "expansions")])
        return {"spaces": spaces, "supply": supply, "left": left}


FACE = AcbasFace("acbas", FORM, EXAMPLES, _start(), Documents(AcbasDocument, AcbasGame, plan_request(AcbasDocument, AcbasAnimals, planning())), PROMPTS, HEADINGS)
