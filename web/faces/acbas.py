"""ACBAS on the web: its score form, examples, API documents and the action board in play."""

from __future__ import annotations

from types import MappingProxyType
from typing import Literal

from calculator.acbas import position, rules
from calculator.acbas import svg as colours
from calculator.acbas.farm import TROUGH

from ..forms import Board, Field, GameForm, Group, Tool, counts, pastures
from ..schemas import MAX_NUMBER, Closed, FarmRows, Natural, Table, count_model
from . import Documents, Example, Face, PlayView, amounts, open_spaces

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
    ), capacity=True, best_score="best animal score")


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
    "release": "Your animals do not fit: release one", "special": "Build a special building",
    "troughs": "Place feeding troughs", "shelter": "Take an animal for the shelter",
    "open_stables": "Take an animal for the open stables", "stall": "Build a stall",
    "stables": "Upgrade stalls to stables"})
HEADINGS = MappingProxyType({
    "space": "Action spaces", "border": "Borders", "build": "Buildings", "trough": "Troughs",
    "expand": "Expansion", "stall": "Stalls", "stables": "Stables", "done": "Finish"})


class AcbasFace(Face):
    """The action board with its goods, and each farm's animals, goods, borders and workers."""

    def board(self, view: PlayView) -> dict:
        free = open_spaces(view.legal)
        spaces = [{**space, "goods_text": amounts(space["goods"]) if space["goods"] else "",
                   "free": space["id"] in free} for space in view.public["spaces"]]
        return {"spaces": spaces, "supply": view.public["supply"]}

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        player = view.public["players"][seat]
        return [("Animals", amounts(player["animals"])), ("Goods", amounts(player["supply"])),
                ("Borders left", str(player["borders"])), ("Workers left", str(player["workers"]))]


FACE = AcbasFace("acbas", FORM, EXAMPLES, _start(), Documents(AcbasDocument, AcbasGame), PROMPTS, HEADINGS)
