"""Agricola on the web: its score form, examples, API documents and the action spaces in play; its card
catalogue, an endpoint of its own, in :mod:`.cards`."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from types import MappingProxyType
from typing import Annotated, Any, Literal

import pydantic
from flask_babel import gettext, lazy_gettext
from pydantic import StrictBool

from calculator.agricola import GAME, position, rules, spaces, tally
from calculator.agricola import svg as colours
from calculator.agricola.actions import parse
from calculator.agricola.card_play import RENOVATE_LABELS, SHARE_LABEL
from calculator.agricola.examples import examples
from calculator.agricola.farm import EMPTY, FIELD, ROOM, STABLE, UNFENCED_STABLE
from calculator.core.protocol import Action, IllegalAction

from ...forms import Board, Field, GameForm, Group, PlanForm, QuickEntry, Tool, counts, pastures
from ...i18n import PAGE, capital, word
from ...schemas import Closed, Number, PlayerName, Table, choice, count_model, counts_model, farm_rows, plan_request
from .. import Count, Documents, Example, Face, HandCard, OptionChoices, PlayView, Row, Spot, amounts, cell_words, \
    counted, in_words, open_spaces, plan_groups
from . import hand as card_hand
from .cards import PICKS
from .cards import bp as cards

# --- the game's own words (docs/glossary.csv) ---

ANIMALS = MappingProxyType({a: word(f"agricola.animal.{a}", colours.ANIMAL_WORDS[a]) for a in rules.ANIMALS})
GOODS = MappingProxyType({m: word(f"common.good.{m}", m) for m in (*rules.MATERIALS, *rules.CROPS, "food")})
MAJORS = MappingProxyType({key: word(f"agricola.major.{key}", m.name) for key, m in rules.MAJORS.items()})
HOUSES = MappingProxyType({"wood": word("agricola.house.wood", "wooden hut"), "clay": word("agricola.house.clay", "clay hut"),
                           "stone": word("agricola.house.stone", "stone house")})

# --- the score form ---

_BOARD = Board(
    "farmyard", capital(word("agricola.board.farmyard", "farmyard")),
    lazy_gettext("Three rows of five spaces, top row first: . empty, R room, F field, S unfenced stable, a-z a "
                 "pasture (same letter, same pasture); * after a pasture letter is a stable in it."),
    "farm.js", "editor_farm.html",
    palette=((lazy_gettext("Spaces"), (Tool(EMPTY, lazy_gettext("Clear"), css="empty", colour=colours.MEADOW),
                                       Tool(ROOM, capital(word("agricola.farm.room", "room")), css="room",
                                            colour=colours.ROOM_FILL["wood"]),
                                       Tool(FIELD, capital(word("agricola.farm.field", "field")), css="field",
                                            colour=colours.FIELD),
                                       *pastures(colours.PASTURES))),
             (lazy_gettext("Add or remove"), (Tool(STABLE, capital(word("agricola.farm.stable", "stable")),
                                                   kind="toggle", css="mark", colour=colours.STABLE),))),
    data=MappingProxyType({"mark": STABLE, "mark-label": word("agricola.farm.stable", "stable"),
                           "mark-alone": UNFENCED_STABLE, "mark-never": ROOM + FIELD,
                           "max-borders": str(rules.MAX_FENCES), "border-name": lazy_gettext("Fences")}),
    phrases=MappingProxyType({
        "alone": lazy_gettext("one farmyard alone"), "just_one": lazy_gettext("Just one farmyard?"),
        "enter_each": lazy_gettext("Enter each player's name and farmyard, then score them together."),
        "plural": lazy_gettext("Farmyards"), "cannot_score": lazy_gettext("Cannot score this farmyard."),
        "cannot_check": lazy_gettext("Cannot check the capacity of this farmyard."),
        "cannot_plan": lazy_gettext("Cannot plan this farmyard.")}),
)
# The counts of quick entry tapped rather than typed: the rules' small ranges (more rooms are typed).
QUICK_TAPS = MappingProxyType({"rooms": tuple(range(rules.MIN_ROOMS, rules.MIN_ROOMS + 5)),
                               "pastures": tuple(range(rules.MAX_PASTURES + 1)),
                               "fenced_stables": tuple(range(rules.MAX_STABLES + 1))})
FORM = GameForm(
    "agricola", lazy_gettext("Draw your farmyard, fill in your family, goods and cards, and get your final score "
                             "with the best place for every animal."), _BOARD, (
        Group("family", lazy_gettext("House and family"), (
            Field("house", capital(word("agricola.farm.house", "house")), kind="radio",
                  options=tuple((h, capital(HOUSES[h])) for h in rules.HOUSES)),
            Field("people", lazy_gettext("People"), minimum=rules.MIN_PEOPLE, maximum=rules.MAX_PEOPLE,
                  taps=tuple(range(rules.MIN_PEOPLE, rules.MAX_PEOPLE + 1))))),
        Group("animals", capital(word("common.group.animals", "animals")),
              counts("animals", rules.ANIMALS, {a: capital(ANIMALS[a]) for a in rules.ANIMALS})),
        Group("crops", capital(word("agricola.group.crops", "crops")),
              (Field("grain", capital(GOODS["grain"])), Field("vegetables", capital(GOODS["vegetables"]))),
              hint=lazy_gettext("In your supply and still on fields.")),
        Group("majors", lazy_gettext("Major improvements"),
              tuple(Field(f"majors.{key}", MAJORS[key], kind="copies", maximum=m.count,
                          taps=tuple(range(m.count + 1)) if m.count > 1 else ())
                    for key, m in rules.MAJORS.items())),
        Group("supply", capital(word("agricola.group.building_resources", "building resources")),
              counts("supply", rules.MATERIALS, {m: capital(GOODS[m]) for m in rules.MATERIALS}),
              hint=lazy_gettext("Read for the craft bonuses of the joinery, pottery and basketmaker's workshop.")),
        Group("occupations", lazy_gettext("Occupations and minors"), (
            Field("cards", lazy_gettext("Cards in play"), kind="picker", catalogue=PICKS, inputs="card_inputs",
                  hint=lazy_gettext("One per line, by id (E28) or name (Clogs), from the E, I and K decks; their "
                                    "points are added up for you.")),)),
        Group("points", lazy_gettext("Other points and begging"), (
            Field("card_points", lazy_gettext("Other card points"),
                  hint=lazy_gettext("printed points of cards not listed above")),
            Field("bonus_points", lazy_gettext("Other bonus points"), hint=lazy_gettext("from card texts not listed above")),
            Field("begging", capital(word("agricola.category.begging", "begging cards"))))),
    ), capacity=True, best_score=lazy_gettext("best score"),
    plan=PlanForm(plan_groups((Field("budget.wood", capital(GOODS["wood"])),),
                              hint=lazy_gettext("Fences 1 wood each (at most 15 on the farmyard), stables 2 wood each "
                                                "(at most 4). The planner leaves cards aside.")),
                  new_edge=lazy_gettext("New fence"), new_cell=lazy_gettext("New stable"),
                  builds=MappingProxyType({"fence": capital(word("agricola.farm.fence", "fence")),
                                           "stable": capital(word("agricola.farm.stable", "stable"))})),
    quick=QuickEntry(
        Group("counts", lazy_gettext("Quick entry"), tuple(
            Field(f"counts.{key}", capital(word(f"agricola.category.{key}", key.replace("_", " "))),
                  taps=QUICK_TAPS.get(key, ()))
            for key in tally.SCORED),
            hint=lazy_gettext("What the score pad asks, counted by eye; every animal is kept, none placed.")),
        lazy_gettext("Draw the farmyard"), start=MappingProxyType({"rooms": 2})))

_WORKED = examples()  # the rules' worked examples
EXAMPLES = MappingProxyType({name: Example(title, _WORKED[name]) for name, title in (
    ("mid_game", lazy_gettext("Mid-size farm")), ("strong", lazy_gettext("Strong farm")),
    ("starving", lazy_gettext("Begging family")), ("caps_and_crafts", lazy_gettext("Crafts and caps")))})

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


AgricolaCounts = counts_model("AgricolaCounts", tally.MEANINGS, required=tally.SCORED)
AgricolaCounts.__doc__ = ("Quick entry (api.md 1.5): what the scoring table reads of the farmyard, given in place "
                          "of it; scored as a drawn farmyard with these counts, every animal kept, no placement. "
                          "A card whose points need what the counts do not say asks for it through card_inputs: "
                          'the Manger {"E23": {"pasture_spaces": n}} (the spaces of all pastures together), the '
                          'Organic Farmer {"K274": {"qualifying_pastures": n}} (pastures with at least 1 animal '
                          "and room for 3 more); only with counts, never with a drawn farmyard.")


class AgricolaPlayer(Closed):
    """One player's Agricola farmyard (an entry of ``players``): ``farmyard`` drawn, or its ``counts``."""

    game: Literal["agricola"] = None  # absent, not null
    name: PlayerName = ""
    farmyard: farm_rows(rules.ROWS, rules.COLS) | None = None  # type: ignore[valid-type]
    counts: AgricolaCounts | None = None  # type: ignore[valid-type]
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
    "work": lazy_gettext("Place a person on an action space"),
    "pair": lazy_gettext("Take two different building resources"),
    "resource": lazy_gettext("Take a building resource"), "plow": lazy_gettext("Plow a field"),
    "build": lazy_gettext("Build rooms and stables"), "major": lazy_gettext("Buy a major improvement"),
    "animals": lazy_gettext("Your animals do not fit: keep, cook or release"),
    "feed": lazy_gettext("Feeding time: pay the food"), "fence": lazy_gettext("Fence a pasture: pick its spaces"),
    "stable1": lazy_gettext("Build a stable"), "sow": lazy_gettext("Sow your fields"),
    "bake": lazy_gettext("Bake bread"), "breed": lazy_gettext("Breeding: keep the newborn animals"),
    "occupation": lazy_gettext("Play an occupation from your hand"),
    "minor": lazy_gettext("Play a minor improvement from your hand, or finish"),
    "improvement": lazy_gettext("Build a major or minor improvement, or finish"),
    "occupation_or_growth": lazy_gettext("Play an occupation, or grow your family"),
    "occupation_or_improvement": lazy_gettext("Play an occupation or an improvement, or finish"),
    "animal_choice": lazy_gettext("Take an animal"),
    "room_or_food": lazy_gettext("Build a room, or take the food on the space"),
    "pair_or_growth": lazy_gettext("Take two different building resources, or grow your family"),
    "room": lazy_gettext("Build a room"), "free_stable": lazy_gettext("Build a stable for free"),
    "free_pasture": lazy_gettext("Fence a pasture of one space for free"),
    "lay_goods": lazy_gettext("Lay your card's food on an action space, or finish"),
    "fence_marker": lazy_gettext("Put one of your fences on an action space"),
    "use": lazy_gettext("Use a card of yours, or finish"), "end": lazy_gettext("The game is over"),
    "answer": lazy_gettext("A card of yours gives you a choice"),
    "draft": lazy_gettext("Draft: keep one card of the pack you hold; the rest passes left")})
# Any other kind of decision (one a new card brings) reads as this, never as its id.
OTHER_PROMPT = lazy_gettext("Make your choice")
HEADINGS = MappingProxyType({
    "space": lazy_gettext("Action spaces"), "field": lazy_gettext("Fields"), "room": lazy_gettext("Rooms"),
    "stable": lazy_gettext("Stables"), "major": lazy_gettext("Major improvements"), "convert": lazy_gettext("Eat crops"),
    "craft": lazy_gettext("Crafts"), "breed": capital(word("common.phase.newborns", "newborns")),
    "cell": lazy_gettext("Where"), "enclose": lazy_gettext("Finish"), "feed": lazy_gettext("Finish"),
    "done": lazy_gettext("Finish"), "take": lazy_gettext("Take"), "bake": lazy_gettext("Bake"),
    "sow": lazy_gettext("Sow"), "keep": lazy_gettext("Keep"), "cook": lazy_gettext("Cook"),
    "release": lazy_gettext("Release"), "growth": lazy_gettext("Growth"),
    "occupation": lazy_gettext("Occupations"), "minor": lazy_gettext("Minor improvements"),
    "use": lazy_gettext("Your cards"), "draft": lazy_gettext("Your pack")})
OTHER_HEADING = lazy_gettext("Other choices")  # the heading of any other kind of action
# The glossary's English of the action spaces whose label says more than their name, and what they do.
SPACE_NAMES = MappingProxyType({"start": "Starting player + Storehouse", "stable_bake": "Build 1 stable and/or bake bread",
                                "family_growth": "Family growth",
                                "resources2_or_growth": "2 different building resources or family growth"})
SPACE_NOTES = MappingProxyType({"day": lazy_gettext("1 food + 1 building resource"),
                                "family_growth": lazy_gettext("needs a free room"),
                                "resources2_or_growth": lazy_gettext("family growth from round 5 on")})


# --- words on the score pages ---

CATEGORIES = MappingProxyType({
    **{key: capital(word(f"agricola.category.{key}", key.replace("_", " "))) for key in (
        "fields", "pastures", "unused_spaces", "fenced_stables", "rooms", "family_members", "bonus_points")},
    **{a: capital(ANIMALS[a]) for a in rules.ANIMALS},
    "grain": capital(GOODS["grain"]), "vegetables": capital(GOODS["vegetables"]),
    "begging": capital(word("agricola.category.begging", "begging cards")),
    "majors": lazy_gettext("Major improvements"), "card_points": lazy_gettext("Occupations and minors")})
NOUNS = MappingProxyType({"boar": "wild boar", "cattle": "agricola cattle"})


def major_name(key: str) -> str:
    """``fireplace_2`` -> ``Fireplace (2)``: the card names of the major improvements."""
    if key in MAJORS:
        return str(MAJORS[key])
    base, _, number = key.rpartition("_")
    return gettext("%(major)s (%(number)s)", major=MAJORS[base], number=number) if base in MAJORS \
        else key.replace("_", " ")


# Pieces placed by clicking the farmyard: the action kind naming a space, and the piece in words.
PIECES = MappingProxyType({"room": capital(word("agricola.farm.room", "room")),
                           "stable": capital(word("agricola.farm.stable", "stable")),
                           "field": capital(word("agricola.farm.field", "field")),
                           "cell": capital(word("common.farm.pasture", "pasture"))})
COUNTED = MappingProxyType({"release": lazy_gettext("Release"), "cook": lazy_gettext("Cook"),
                            "convert": lazy_gettext("Eat")})  # kind -> the button


# --- an action's label in words: one function per action kind, from the action's argument and its
# engine label (for what the argument does not say: the price paid, the food made) ---


def _last_number(label: str) -> int:
    """The last number in an engine label (the food an action makes), 0 if none."""
    numbers = re.findall(r"\d+", label)
    return int(numbers[-1]) if numbers else 0


def _room(face: Face, cell, label: str) -> str:
    house = re.match(r"build an? (\w+) room", label)
    return gettext("build a room (%(house)s) on %(cell)s", house=HOUSES.get(house[1], house[1]) if house else "",
                   cell=cell_words(cell))


def _stable(face: Face, cell, label: str) -> str:
    return gettext("build a stable on %(cell)s for 1 wood", cell=cell_words(cell)) if "for 1 wood" in label \
        else gettext("build a stable on %(cell)s", cell=cell_words(cell))


def _enclose(face: Face, argument, label: str) -> str:
    numbers = re.findall(r"\d+", label)
    return gettext("fence in this pasture (%(fences)s)", fences=ngettext_fences(int(numbers[0]) if numbers else 0))


def _major(face: Face, argument, label: str) -> str:
    copy, returns = argument
    name = major_name(copy)
    if not returns:
        return name
    kind = copy.rpartition("_")[0]
    return gettext("%(major)s by returning a Fireplace", major=MAJORS[kind] if copy not in MAJORS and kind in MAJORS
                   else name)


def _take(face: Face, argument, label: str) -> str:
    if argument and len(argument) == 2 and argument[0] in rules.ANIMALS:  # take:cattle:<good>, the price converted
        numbers = [int(n) for n in re.findall(r"\d+", label)]
        return gettext("turn %(crop)s into %(food)s and pay 1 food for 1 cattle", crop=face.counted(1, argument[1]),
                       food=counted(numbers[1] if len(numbers) > 1 else 0, "food"))
    if argument == ("food",):
        return gettext("take the food on the space")
    if argument == ("sheep",):
        return gettext("take 1 sheep and 1 food")
    if argument == ("cattle",):
        return gettext("pay 1 food for 1 cattle")
    return gettext("take %(goods)s", goods=in_words([counted(1, good) for good in argument]))


def _keep(face: Face, argument, label: str) -> str:
    return gettext("keep the best herd that fits, cook the rest") if "cook" in label \
        else gettext("keep the best herd that fits, release the rest")


def _release(face: Face, animal, label: str) -> str:
    return gettext("release %(animals)s to make room for a newborn", animals=face.counted(1, animal)) \
        if "newborn" in label else gettext("release %(animals)s", animals=face.counted(1, animal))


def _craft(face: Face, major, label: str) -> str:
    good = re.search(r": 1 (\w+) for", label)
    return gettext("%(major)s: %(good)s for %(food)s", major=MAJORS.get(major) or card_hand.card_name(major),
                   good=counted(1, good[1]) if good else "", food=counted(_last_number(label), "food"))


_GOODS_LISTED = re.compile(r"(\d+) (\w+)")
_OPTION = re.compile(r"(take|pay|give) (.+?)(?: for (.+))?$")
_LAID = re.compile(r"lay (\d+ \w+) (on the card|in a room)$")


# A card's options whose engine label names no goods, in the page's words.
_OPTION_LABELS = MappingProxyType({
    SHARE_LABEL: lazy_gettext("share the pile out evenly onto the card's spaces"),
    RENOVATE_LABELS["clay"]: lazy_gettext("renovate to a clay hut"),
    RENOVATE_LABELS["stone"]: lazy_gettext("renovate to a stone house"),
})


def _goods(listed: str) -> str:
    """``1 clay, 2 wood`` (an engine label's goods) in the page's words."""
    return in_words([counted(int(n), good) for n, good in _GOODS_LISTED.findall(listed)])


def _option_words(option: int | str | None, label: str) -> str:
    """What a card's option does, from its engine label (``take 1 clay for 1 food``), in the page's words."""
    if label in _OPTION_LABELS:
        return str(_OPTION_LABELS[label])
    laid = _LAID.match(label)
    if laid is not None:  # a good laid on a card or in a room (Tanner, Basin Maker, Pelts)
        if laid[2] == "on the card":
            return gettext("lay %(goods)s on the card", goods=_goods(laid[1]))
        return gettext("lay %(goods)s in a room", goods=_goods(laid[1]))
    found = _OPTION.match(label)
    if found is None or not _GOODS_LISTED.search(found[2]):
        return gettext("option %(number)s", number=option) if isinstance(option, int) else str(option or "")
    verb, first, second = found[1], _goods(found[2]), found[3] and _goods(found[3])
    if verb == "take":
        return gettext("take %(goods)s for %(price)s", goods=first, price=second) if second \
            else gettext("take %(goods)s", goods=first)
    if verb == "pay":
        return gettext("pay %(price)s for %(goods)s", price=first, goods=second)
    return gettext("give %(price)s for %(goods)s", price=first, goods=second or found[3])


def _use(face: Face, argument, label: str) -> str:
    """``use:<card>`` and ``use:<card>:<option>``: the card's name and what the option does."""
    card, option = (argument, None) if isinstance(argument, str) else (argument[0], argument[1])
    if option is None:
        return gettext("use %(card)s", card=card_hand.card_name(card))
    return gettext("%(card)s: %(option)s", card=card_hand.card_name(card), option=_option_words(option, label))


LABEL_WORDS: Mapping[str, Callable[[Face, Any, str], str]] = MappingProxyType({
    "space": lambda face, space, label: face.space_label(space, label.split(" [")[0]),
    "room": _room,
    "stable": _stable,
    "field": lambda face, cell, label: gettext("plow a field on %(cell)s", cell=cell_words(cell)),
    "cell": lambda face, cell, label: gettext("the pasture includes %(cell)s", cell=cell_words(cell)),
    "done": lambda face, argument, label: gettext("finish this part of the action"),
    "enclose": _enclose,
    "growth": lambda face, argument, label: gettext("family growth"),
    "feed": lambda face, argument, label: gettext("pay the food (each missing food is a begging card)"),
    "bake": lambda face, grain, label: gettext("bake %(grain)s into %(food)s", grain=counted(grain, "grain"),
                                               food=counted(_last_number(label), "food")),
    "sow": lambda face, crop, label: gettext("sow %(crop)s on an empty field", crop=GOODS.get(crop, crop)),
    "major": _major,
    "take": _take,
    "keep": _keep,
    "cook": lambda face, animal, label: gettext("cook %(what)s for %(food)s", what=face.counted(1, animal),
                                                food=counted(_last_number(label), "food")),
    "release": _release,
    "convert": lambda face, crop, label: gettext("eat %(crop)s (%(food)s)", crop=counted(1, crop),
                                                 food=counted(_last_number(label), "food")),
    "craft": _craft,
    "breed": lambda face, animals, label: gettext("keep the newborn %(animals)s",
                                                  animals=in_words([str(ANIMALS[a]) for a in animals])),
    "occupation": lambda face, card, label: gettext("play %(card)s", card=card_hand.card_name(card)),
    "minor": lambda face, card, label: gettext("play %(card)s", card=card_hand.card_name(card)),
    "use": _use,
    "draft": lambda face, card, label: gettext("keep %(card)s", card=card_hand.card_name(card)),
})
# The kinds whose words are shown in English too: the engine's label names a card by its id only.
NAMED_IN_EVERY_LANGUAGE = frozenset({"use", "craft"})


def _meaning(action_id: str) -> tuple[str, Any]:
    """``(kind, argument)`` of an action id; ``("", None)`` for an id the catalogue does not know (yet):
    the page then shows the engine's English under a generic heading."""
    try:
        return parse(action_id)
    except IllegalAction:
        return "", None


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

    def prompt(self, public: dict) -> str:
        """At feeding, the food the family eats and the food on hand: ``Feeding time: 6 food owed, 2 food on hand``;
        a card's decision names the card (also a card's question to a player who is not moving); a kind of
        decision without words of its own reads generically."""
        step = public["step"]
        if step["kind"] == "use" and step.get("card"):
            return gettext("Use %(card)s, or finish", card=card_hand.card_name(step["card"]))
        if step["kind"] == "answer" and step.get("card"):
            return gettext("%(card)s gives you a choice: take it, or finish to let it pass",
                           card=card_hand.card_name(step["card"]))
        if step["kind"] not in self.prompts:
            return str(OTHER_PROMPT)
        if step["kind"] != "feed" or "owed" not in step:
            return super().prompt(public)
        return gettext("Feeding time: %(owed)s owed, %(held)s on hand", owed=counted(step["owed"], "food"),
                       held=counted(step["food"], "food"))

    def tie_break(self, document, result, names) -> str | None:
        shared = super().tie_break(document, result, names)
        return shared and gettext("%(shared)s Agricola has no tie-break.", shared=shared)

    def place(self, name: str) -> str:
        return colours.place_name(name, PAGE)

    def animal(self, key: str) -> str:
        return str(ANIMALS[key]) if key in ANIMALS else key

    def space_label(self, space_id: str, label: str) -> str:
        return super().space_label(space_id, SPACE_NAMES.get(space_id, label))

    def heading(self, kind: str) -> str:
        return str(self.headings.get(kind) or OTHER_HEADING)

    def action_label(self, action: Action, names) -> str:
        if action.id.partition(":")[0] in NAMED_IN_EVERY_LANGUAGE:
            words = self.label_words(action, names)
            if words:
                return words
        return super().action_label(action, names)

    def english_label(self, action: Action, names) -> str:
        """The engine's English, or generic words for an action whose label is only its id."""
        label = super().english_label(action, names)
        return label if label and label != action.id else gettext("another choice")

    def label_words(self, action: Action, names) -> str | None:
        kind, argument = _meaning(action.id)
        words = LABEL_WORDS.get(kind)
        return words(self, argument, action.label) if words else None

    def spot(self, action: Action) -> Spot | None:
        kind, argument = _meaning(action.id)
        return Spot(str(PIECES[kind]), cell=argument) if kind in PIECES else None

    def picked(self, view: PlayView) -> list[tuple[int, int]]:
        return [tuple(cell) for cell in view.public["step"].get("cells", ())]

    def count(self, action: Action) -> Count | None:
        """Releasing, cooking an animal, eating a crop: with what each one brings (``2 food each``)."""
        kind, argument = _meaning(action.id)
        if kind not in COUNTED or not isinstance(argument, str):
            return None
        food = re.search(r"(\d+) food", action.label)
        noun = ANIMALS.get(argument) or GOODS.get(argument) or argument
        return Count(str(COUNTED[kind]), str(noun), gettext("%(food)s each", food=counted(int(food[1]), "food"))
                     if food else "")

    def board(self, view: PlayView) -> dict:
        free = open_spaces(view.legal)
        revealed = {card: i + 1 for i, card in enumerate(view.public["round_cards"])}
        shown = []
        for space in view.public["spaces"]:
            unit = spaces.SPACES[space["id"]].accumulate
            goods = [counted(space["goods"], unit[0])] if unit and space["goods"] else []
            goods += [counted(n, good) for good, n in space.get("laid", {}).items()]  # a card's (Foreman's food)
            shown.append({**space, "label": self.space_label(space["id"], space["label"]), "goods_text": " + ".join(goods),
                          "round": revealed.get(space["id"]), "free": space["id"] in free,
                          "fence_marks": space.get("fences", [])})  # the seats whose fence lies there
        return {"spaces": shown, "majors": [major_name(key) for key in view.public["majors_left"]]}

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        player = view.public["players"][seat]
        return [(gettext("Family"), gettext("%(people)s in a %(house)s", people=counted(player["people"], "people"),
                                            house=HOUSES.get(player["house"], player["house"]))),
                (gettext("Food"), str(player["food"])),
                (gettext("Crops"), amounts({"grain": player["grain"], "vegetables": player["vegetables"]})),
                (gettext("Animals"), self.amounts(player["animals"])),
                (gettext("Goods"), amounts(player["supply"])),
                (gettext("Majors"), in_words([major_name(key) for key in player["majors"]]) or gettext("none")),
                (gettext("Begging cards"), str(player["begging"])),
                (gettext("People left to place"), str(player["workers"])),
                *card_hand.played_facts(player)]

    def hand(self, view: PlayView) -> list[HandCard] | None:
        """In the card game, your occupations and minor improvements (:mod:`.hand`)."""
        return card_hand.hand(view)

    def options(self) -> Sequence[OptionChoices]:
        """The decks: checkboxes E, I and K; none is the family game."""
        return card_hand.deck_choices()


def ngettext_fences(n: int) -> str:
    """``4 fences``."""
    from flask_babel import ngettext

    return ngettext("%(num)d fence", "%(num)d fences", n)


DOCUMENTS = Documents(AgricolaDocument, AgricolaGame, plan_request(AgricolaDocument, AgricolaAnimals, GAME.planning()))
FACE = AgricolaFace("agricola", FORM, EXAMPLES, _WORKED["untouched"], DOCUMENTS, PROMPTS, HEADINGS,
                    endpoints=(cards,), categories=CATEGORIES, nouns=NOUNS, space_notes=SPACE_NOTES)
