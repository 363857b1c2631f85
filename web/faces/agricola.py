"""Agricola on the web: its score form, examples, API documents and the action spaces in play."""

from __future__ import annotations

from types import MappingProxyType
from typing import Annotated, Literal

import pydantic
from pydantic import StrictBool

import re

from calculator.agricola import planning, position, rules, spaces
from calculator.agricola import svg as colours
from calculator.agricola.examples import examples
from calculator.agricola.actions import parse
from calculator.agricola.farm import EMPTY, FIELD, ROOM, STABLE, UNFENCED_STABLE
from calculator.core.protocol import Action

from ..cards import PICKS
from ..cards import bp as cards
from ..forms import Board, Field, GameForm, Group, PlanForm, Tool, counts, pastures
from ..schemas import Closed, FarmRows, Number, Table, choice, count_model, plan_request
from . import Count, Documents, Example, Face, PlayView, Row, Spot, amounts, counted, open_spaces, plan_groups

# --- the score form ---

_BOARD = Board(
    "farmyard", "Farmyard",
    "Three rows of five spaces, top row first: . empty, R room, F field, S unfenced stable, a-z a pasture "
    "(same letter, same pasture); * after a pasture letter is a stable in it.",
    "farm.js", "editor_farm.html",
    palette=(("Spaces", (Tool(EMPTY, "Clear", css="empty", colour=colours.MEADOW),
                         Tool(ROOM, "Room", css="room", colour=colours.ROOM_FILL["wood"]),
                         Tool(FIELD, "Field", css="field", colour=colours.FIELD),
                         *pastures(colours.PASTURES))),
             ("Add or remove", (Tool(STABLE, "Stable", kind="toggle", css="mark", colour=colours.STABLE),))),
    data=MappingProxyType({"mark": STABLE, "mark-label": "stable", "mark-alone": UNFENCED_STABLE,
                           "mark-never": ROOM + FIELD, "max-borders": str(rules.MAX_FENCES),
                           "border-name": "Fences"}),
)
FORM = GameForm(
    "agricola", "Draw your farmyard, fill in your family, goods and cards, and get your final score with the best "
    "place for every animal.", _BOARD, (
        Group("family", "House and family", (
            Field("house", "House", kind="radio", options=tuple((h, h.capitalize()) for h in rules.HOUSES)),
            Field("people", "People", minimum=rules.MIN_PEOPLE, maximum=rules.MAX_PEOPLE))),
        Group("animals", "Animals", counts("animals", rules.ANIMALS)),
        Group("crops", "Crops", (Field("grain", "Grain"), Field("vegetables", "Vegetables")),
              hint="In your supply and still on fields."),
        Group("majors", "Major improvements", tuple(Field(f"majors.{key}", m.name, kind="copies", maximum=m.count)
                                                    for key, m in rules.MAJORS.items())),
        Group("supply", "Building resources", counts("supply", rules.MATERIALS),
              hint="Read for the craft bonuses of the joinery, pottery and basketmaker's workshop."),
        Group("occupations", "Occupations and minors", (
            Field("cards", "Cards in play", kind="picker", catalogue=PICKS, inputs="card_inputs",
                  hint="One per line, by id (E28) or name (Clogs), from the E, I and K decks; their points "
                       "are added up for you."),)),
        Group("points", "Other points and begging", (
            Field("card_points", "Other card points", hint="printed points of cards not listed above"),
            Field("bonus_points", "Other bonus points", hint="from card texts not listed above"),
            Field("begging", "Begging cards"))),
    ), capacity=True,
    plan=PlanForm(plan_groups((Field("budget.wood", "Wood"),),
                              hint="Fences 1 wood each (at most 15 on the farmyard), stables 2 wood each (at most 4). "
                                   "The planner leaves cards aside."),
                  new_edge="New fence", new_cell="New stable",
                  builds=MappingProxyType({"fence": "Fence", "stable": "Stable"})))

_WORKED = examples()  # the rules' worked examples
EXAMPLES = MappingProxyType({name: Example(title, _WORKED[name]) for name, title in (
    ("mid_game", "Mid-size farm"), ("strong", "Strong farm"), ("starving", "Begging family"),
    ("caps_and_crafts", "Crafts and caps"))})

# --- the API's documents (api.md 1.3) ---

AgricolaAnimals = count_model("AgricolaAnimals", rules.ANIMALS, position.MAX_COUNT)
AgricolaSupply = count_model("AgricolaSupply", rules.MATERIALS, position.MAX_COUNT)
Goods = Annotated[int, pydantic.Field(ge=0, le=position.MAX_COUNT)]
CardKey = Annotated[str, pydantic.Field(
    description='a card of the E, I or K deck, by id ("E28") or English name ("Clogs")')]
CardValue = StrictBool | Number
CardInput = Annotated[CardValue | dict[str, CardValue], pydantic.Field(
    description="a number or true/false; for a card with several inputs, an object of them by input name "
                "(GET /api/v1/cards lists every card's inputs)")]


class AgricolaPlayer(Closed):
    """One player's Agricola farmyard (an entry of ``players``)."""

    game: Literal["agricola"] | None = None
    name: str = ""
    farmyard: FarmRows
    house: choice(rules.HOUSES) = position.DEFAULT_HOUSE  # type: ignore[valid-type]
    people: Number = position.DEFAULT_PEOPLE
    animals: AgricolaAnimals | None = None  # type: ignore[valid-type]
    grain: Goods = 0
    vegetables: Goods = 0
    majors: list[choice(tuple(rules.MAJORS))] = []  # type: ignore[valid-type]
    supply: AgricolaSupply | None = None  # type: ignore[valid-type]
    begging: Goods = 0
    card_points: Goods = 0
    bonus_points: Goods = 0
    cards: list[CardKey] | None = pydantic.Field(
        None, description="occupations and minor improvements in play; their points are then computed")
    card_inputs: dict[str, CardInput] | None = pydantic.Field(
        None, description="card id -> what its points depend on that the farm does not show")


class AgricolaDocument(AgricolaPlayer):
    """One player's finished Agricola position."""

    game: Literal["agricola"]


class AgricolaGame(Table):
    """A whole Agricola game: one to five players, ranked."""

    game: Literal["agricola"]
    players: list[AgricolaPlayer]


# --- a game in play ---

PROMPTS = MappingProxyType({
    "work": "Place a person on an action space", "pair": "Take two different building resources",
    "resource": "Take a building resource", "plow": "Plow a field", "build": "Build rooms and stables",
    "major": "Buy a major improvement", "animals": "Your animals do not fit: keep, cook or release",
    "feed": "Feeding time: pay the food", "fence": "Fence a pasture: pick its spaces",
    "stable1": "Build a stable", "sow": "Sow your fields", "bake": "Bake bread",
    "breed": "Breeding: keep the newborn animals"})
HEADINGS = MappingProxyType({
    "space": "Action spaces", "field": "Fields", "room": "Rooms", "stable": "Stables", "major": "Major improvements",
    "convert": "Eat crops", "craft": "Crafts", "breed": "Newborns", "cell": "Where",
    "enclose": "Finish", "feed": "Finish", "done": "Finish"})


# --- words on the score pages ---

CATEGORIES = MappingProxyType({
    "boar": "Wild boar", "unused_spaces": "Unused spaces", "fenced_stables": "Fenced stables",
    "family_members": "Family members", "majors": "Major improvements",
    "card_points": "Occupations and minors", "bonus_points": "Bonus points", "begging": "Begging cards"})
NOUNS = MappingProxyType({"boar": "wild boar"})


def major_name(key: str) -> str:
    """``fireplace_2`` -> ``Fireplace (2)``: the card names of the major improvements."""
    major = rules.MAJORS.get(key)
    if major is not None:
        return major.name
    base, _, number = key.rpartition("_")
    major = rules.MAJORS.get(base)
    return f"{major.name} ({number})" if major else key.replace("_", " ")


# Pieces placed by clicking the farmyard: the action kind naming a space, and the piece in words.
PIECES = MappingProxyType({"room": "Room", "stable": "Stable", "field": "Field", "cell": "Pasture"})
COUNTED = MappingProxyType({"release": "Release", "cook": "Cook", "convert": "Eat"})  # kind -> the button


class AgricolaFace(Face):
    """The action spaces with the round cards revealed so far, and each family's farm and supply.
    Rooms, stables, fields and pastures are placed by clicking the farmyard (a pasture space by
    space, then fenced in).  On a score sheet the majors' printed points are a row of their own."""

    def score_rows(self, entry, result) -> list[Row]:
        """The breakdown's rows, with the majors' printed points taken out of ``card_points``
        (which holds them, api.md 2) into a row of their own."""
        majors = sum(rules.MAJORS[key].points for key in entry.get("majors", ()))
        rows = []
        for row in super().score_rows(entry, result):
            if row.key == "card_points":
                rows += [Row("majors", self.category("majors"), majors), Row(row.key, row.label, row.points - majors)]
            else:
                rows.append(row)
        return rows

    def tie_break(self, document, result, names) -> str | None:
        shared = super().tie_break(document, result, names)
        return shared and shared + " Agricola has no tie-break."

    def spot(self, action: Action) -> Spot | None:
        kind, argument = parse(action.id)
        return Spot(PIECES[kind], cell=argument) if kind in PIECES else None

    def picked(self, view: PlayView) -> list[tuple[int, int]]:
        return [tuple(cell) for cell in view.public["step"].get("cells", ())]

    def count(self, action: Action) -> Count | None:
        """Releasing, cooking an animal, eating a crop: with what each one brings (``2 food each``)."""
        kind, argument = parse(action.id)
        if kind not in COUNTED or not isinstance(argument, str):
            return None
        food = re.search(r"(\d+) food", action.label)
        return Count(COUNTED[kind], argument, f"{food[1]} food each" if food else "")

    def board(self, view: PlayView) -> dict:
        free = open_spaces(view.legal)
        revealed = {card: i + 1 for i, card in enumerate(view.public["round_cards"])}
        shown = []
        for space in view.public["spaces"]:
            unit = spaces.SPACES[space["id"]].accumulate
            goods = f"{space['goods']} {unit[0]}" if unit and space["goods"] else ""
            shown.append({**space, "goods_text": goods, "round": revealed.get(space["id"]),
                          "free": space["id"] in free})
        return {"spaces": shown, "majors": [major_name(key) for key in view.public["majors_left"]]}

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        player = view.public["players"][seat]
        return [("Family", f"{counted(player['people'], 'people')} in a {player['house']} house"),
                ("Food", str(player["food"])),
                ("Crops", amounts({"grain": player["grain"], "vegetables": player["vegetables"]})),
                ("Animals", amounts(player["animals"])), ("Goods", amounts(player["supply"])),
                ("Majors", ", ".join(major_name(key) for key in player["majors"]) or "none"),
                ("Begging cards", str(player["begging"])),
                ("People left to place", str(player["workers"]))]


DOCUMENTS = Documents(AgricolaDocument, AgricolaGame, plan_request(AgricolaDocument, AgricolaAnimals, planning()))
FACE = AgricolaFace("agricola", FORM, EXAMPLES, _WORKED["untouched"], DOCUMENTS,
                    PROMPTS, HEADINGS, endpoints=(cards,), categories=CATEGORIES, nouns=NOUNS)
