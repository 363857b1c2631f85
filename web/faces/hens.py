"""Hens on the web: its score form, examples and API documents; in play, the cards: your hand,
the discard piles and the goals, every grid as cards, and your grid with the places a card may go."""

from __future__ import annotations

import re
from collections.abc import Sequence
from types import MappingProxyType
from typing import Annotated, Any, Literal

import pydantic
from flask_babel import gettext, lazy_gettext, ngettext, pgettext
from markupsafe import Markup, escape

from calculator import svg
from calculator.core.protocol import Action
from calculator.hens import rules, tally
from calculator.hens import svg as colours
from calculator.hens.goals import default_goals

from ..forms import Board, Field, GameForm, Group, QuickEntry, Tool
from ..i18n import DEFAULT, PAGE, capital, language, lazy, word
from ..schemas import Cell, Closed, Number, PlayerName, Table, choice, counts_model
from . import Documents, Example, Face, PlayView, after_one, cell_words, counted, in_words, points_in_words, top_tie

# Every goal kind of the goal language (calculator.hens.rules.GOAL_KINDS) in plain words: what it
# counts, with its parameters (a list of values reads "1 or 6"); a count's noun agrees with it.
GOAL_WORDS = MappingProxyType({
    "per_hen_value_in": lambda p: gettext("for each hen of value %(values)s", **p),
    "per_hen_eggs_eq": lambda p: ngettext("for each hen with exactly %(num)d egg",
                                          "for each hen with exactly %(num)d eggs", p["eggs"]),
    "per_hen_medals_eq": lambda p: ngettext("for each hen with exactly %(num)d medal",
                                            "for each hen with exactly %(num)d medals", p["medals"]),
    "per_coop": lambda p: gettext("for each coop, on top of what a coop always costs"),
    "if_no_coops": lambda p: gettext("if you have no coops"),
    "per_singleton_hen": lambda p: gettext("for each hen with no neighbour of its breed"),
    "per_corner_hen_eggs_ge": lambda p: ngettext("for each corner hen with %(num)d or more eggs",
                                                 "for each corner hen with %(num)d or more eggs", p["eggs"]),
    "if_all_corners_same_breed": lambda p: gettext("if all four corners are hens of one breed"),
    "per_mono_line": lambda p: ngettext("for each full line of %(num)d hens of one breed",
                                        "for each full line of %(num)d hens of one breed", p["length"]),
    "per_distinct_breed": lambda p: gettext("for each breed you have"),
    "per_distinct_breed_over": lambda p: gettext("for each breed you have beyond %(n)s", **p),
    "if_largest_group_ge": lambda p: ngettext("if your largest group has %(num)d or more hens",
                                              "if your largest group has %(num)d or more hens", p["n"]),
    "if_largest_group_le": lambda p: ngettext("if your largest group has %(num)d or fewer hens",
                                              "if your largest group has %(num)d or fewer hens", p["n"]),
    "if_rooster_group_ge": lambda p: ngettext("if the rooster's group has %(num)d or more hens",
                                              "if the rooster's group has %(num)d or more hens", p["n"]),
    "per_extra_group_ge": lambda p: ngettext("for each group of %(num)d or more hens besides your largest",
                                             "for each group of %(num)d or more hens besides your largest", p["n"]),
    "if_all_values_present": lambda p: gettext("if you have hens of every value from 1 to 6"),
    "per_two_cross_breed_edges": lambda p: gettext("for every two pairs of neighbouring hens of different breeds"),
})


def goal_text(kind: str, params: dict | None = None, points: int | None = None) -> str:
    """A goal in plain words (the template filter ``goal``): what it counts, or with its
    ``points`` the whole goal.

    >>> goal_text("per_corner_hen_eggs_ge", {"eggs": 2})
    'For each corner hen with 2 or more eggs'
    >>> goal_text("per_hen_value_in", {"values": [1, 6]}, -1)
    '−1 point for each hen of value 1 or 6'
    """
    words = {name: in_words([str(v) for v in value], "or") if isinstance(value, (list, tuple)) else value
             for name, value in (params or {}).items()}
    text = GOAL_WORDS[kind](words)
    if points is None:
        return text[:1].upper() + text[1:]
    signed = f"{points:d}".replace("-", "−")
    return ngettext("%(points)s point %(goal)s", "%(points)s points %(goal)s", abs(points), points=signed, goal=text)


# --- the score form ---


def _grid_help() -> Markup:
    """The grid's text-field help: the notation's word for a coop is typed as it is (as code), and
    the translations give the glossary's coop beside it."""
    text = gettext("One row per line, top row first (3 rows of 4 or 4 rows of 3); cells separated by commas, each "
                   "BREED value/eggs/medals (for example PAD 3/2/0) or %(coop)s for a face-down card.")
    return Markup(escape(text)) % {"coop": Markup("<code>%s</code>") % rules.COOP}

_BOARD = Board(
    "grid", capital(word("hens.board.grid", "grid")),
    lazy(lambda: _grid_help()),
    "hens.js", "editor_hens.html", separator=",",
    palette=((capital(word("hens.card.breed", "breed")),
              (*(Tool(b.code, lazy(lambda code=b.code: colours.breed_name(code, PAGE)), css="breed",
                      colour=colours.BREED_COLOUR[b.code]) for b in rules.BREEDS),
               Tool(rules.COOP, capital(word("hens.card.coop", "coop")), css="coop", colour=colours.COOP))),),
    data=MappingProxyType({"values": "{}-{}".format(*rules.VALUES), "eggs": "{}-{}".format(*rules.EGGS),
                           "medals": "{}-{}".format(*rules.MEDALS), "coop": rules.COOP,
                           "shapes": " ".join(f"{r}x{c}" for r, c in rules.GRID_SHAPES)}),
    phrases=MappingProxyType({
        "alone": lazy_gettext("one grid alone"), "just_one": lazy_gettext("Just one grid?"),
        "enter_each": lazy_gettext("Enter each player's name and grid, then score them together."),
        "plural": lazy_gettext("Grids"), "cannot_score": lazy_gettext("Cannot score this grid."),
        "cannot_check": lazy_gettext("Cannot check this grid.")}),
)
_CARDS = tuple((card.id, lazy(lambda card=card: f"{card.id}: " + gettext("; ").join(
    goal_text(g.kind, dict(g.params), g.points) for g in card.goals))) for card in default_goals().cards)
_GOALS = Group("goals", capital(word("hens.category.goals", "goals")),
               (Field("goal_card", capital(word("hens.card.goal_card", "goal card")), kind="select",
                      options=(("", lazy_gettext("none")), *_CARDS)),))
FORM = GameForm(
    "hens", lazy_gettext("Lay out your grid of hens, place the rooster, pick the goal card, and get your final "
                         "score."), _BOARD, (
        Group("rooster", capital(word("hens.card.rooster", "rooster")), (
            Field("rooster", lazy_gettext("Rooster's cell"), kind="cell",
                  hint=lazy_gettext("row, column; for example 0, 3 (empty: no rooster)")),)),
        _GOALS,
    ), table=(_GOALS,),
    quick=QuickEntry(
        Group("counts", lazy_gettext("Quick entry"), (
            Field("counts.largest_group_size", lazy_gettext("Hens in the largest group")),
            Field("counts.largest_group", lazy_gettext("Eggs in the largest group")),
            Field("counts.second_group_size", lazy_gettext("Hens in the second-largest group")),
            Field("counts.rooster_group", lazy_gettext("Eggs in the rooster's group"),
                  hint=lazy_gettext("0 when the rooster stands on the largest group")),
            Field("counts.medals", lazy_gettext("Medals")),
            Field("counts.coops", capital(word("hens.category.coops", "coops"))),
            Field("counts.goals", lazy_gettext("Goal points"), minimum=None)),
            hint=lazy_gettext("What the score pad asks, counted by eye.")),
        lazy_gettext("Lay out the grid"), replaces=("rooster",)))

_ROWS, _COLUMNS = rules.GRID_SHAPES[0]
START = {"game": "hens", "grid": [[rules.COOP] * _COLUMNS for _ in range(_ROWS)]}  # face-down cards
EXAMPLES = MappingProxyType({
    "example": Example(lazy_gettext("Three groups and a rooster"), {
        "game": "hens",
        "grid": [["PAD 1/2/0", "PAD 6/1/0", "PAD 4/2/0", "SEB 5/2/1"],
                 ["PAD 5/2/0", "PAD 2/2/0", "WYA 3/2/0", "SEB 2/1/0"],
                 ["BAR 4/2/1", "WYA 3/1/0", "WYA 5/2/1", "SEB 6/3/1"]],
        "rooster": [0, 3],
        "goal_card": "G03",
    }),
    "upright": Example(lazy_gettext("Upright grid with a coop"), {
        "game": "hens",
        "grid": [["PAD 1/2/0", "PAD 5/2/0", "BAR 4/2/1"],
                 ["PAD 6/1/0", "coop", "WYA 3/1/0"],
                 ["PAD 4/2/0", "WYA 3/2/0", "WYA 5/2/1"],
                 ["SEB 5/2/1", "SEB 2/1/0", "SEB 6/3/1"]],
        "rooster": [3, 0],
        "goal_card": "G01",
    }),
})

# --- the API's documents (api.md 1.4) ---

HenCell = Annotated[str, pydantic.Field(description='"BREED value/eggs/medals" (e.g. "PAD 3/2/0") or "coop"')]
SIDES = {side for shape in rules.GRID_SHAPES for side in shape}  # rows and cells a row of a grid


def _setting(setting: rules.Setting) -> tuple[Any, Any]:
    if setting.span is None:
        return choice(setting.choices), setting.default
    low, high = setting.span
    return Annotated[int, pydantic.Field(ge=low, le=high)], setting.default


HensSettings = pydantic.create_model(
    "HensSettings", __base__=Closed, **{name: _setting(s) for name, s in rules.SETTINGS.items()})


class Goal(Closed):
    """A goal in the goal language of the Hens rules (section 8.1)."""

    id: str | None = pydantic.Field(None, min_length=1)
    kind: choice(tuple(rules.GOAL_KINDS))  # type: ignore[valid-type]
    params: dict[str, Number | list[Number]] = {}
    points: Number


class HensShared(Closed):
    goal_card: str | None = pydantic.Field(None, description="an id of the goal set, e.g. G03")
    goals: list[Goal] | None = None
    settings: HensSettings | None = None  # type: ignore[valid-type]


HensCounts = counts_model("HensCounts", tally.MEANINGS, signed=("goals",))
HensCounts.__doc__ = ("Quick entry (api.md 1.5): what the scoring and the tie-breakers read of the grid, given in "
                      "place of the grid and the rooster; the goals' points are entered, not computed.")


class HensPlayer(HensShared):
    """One player's Hens grid (an entry of ``players``): ``grid`` drawn, or its ``counts``."""

    game: Literal["hens"] = None  # absent, not null
    name: PlayerName = ""
    grid: Annotated[list[Annotated[list[HenCell], pydantic.Field(min_length=min(SIDES), max_length=max(SIDES))]],
                    pydantic.Field(min_length=min(SIDES), max_length=max(SIDES),
                                   description="3x4 or 4x3 cells, top row first")] | None = None
    counts: HensCounts | None = None  # type: ignore[valid-type]
    rooster: Cell | None = None


class HensDocument(HensPlayer):
    """One player's finished Hens grid."""

    game: Literal["hens"]


class HensGame(HensShared, Table):
    """A whole Hens game: every player, ranked; goals and settings apply to all."""

    game: Literal["hens"]
    players: list[HensPlayer]


# --- a game in play ---

PROMPTS = MappingProxyType({
    "draw": lazy_gettext("Draw a card"), "choose": lazy_gettext("Choose a card to play, face up or as a coop"),
    "place": lazy_gettext("Put the card in your grid"), "discard": lazy_gettext("Discard down to your hand size"),
    "rooster": lazy_gettext("Put your rooster on one of your hens"), "orient": lazy_gettext("Choose your grid's shape")})
HEADINGS = MappingProxyType({"cell": lazy_gettext("Where"), "hen": lazy_gettext("Play face up"),
                             "coop": lazy_gettext("Play face down as a coop"), "draw": lazy_gettext("Draw"),
                             "discard": lazy_gettext("Discard"), "rooster": capital(word("hens.card.rooster", "rooster")),
                             "orient": lazy_gettext("Orient")})


def card(text: str | None, **extra: object) -> dict:
    """A card for the templates: ``PAD 3/2/0`` -> breed, value, eggs, medals and colour;
    ``coop`` and ``None`` (an empty place) as they are."""
    if text is None:
        return {"kind": "empty", **extra}
    if text == rules.COOP:
        return {"kind": "coop", **extra}
    breed, _, numbers = text.partition(" ")
    value, eggs, medals = (int(n) for n in numbers.split("/"))
    return {"kind": "hen", "text": text, "breed": breed, "value": value, "eggs": eggs, "medals": medals,
            "colour": (colour := colours.BREED_COLOUR.get(breed, "#888888")), "light": not white_reads_on(colour),
            **extra}


def white_reads_on(colour: str) -> bool:
    """Whether white text on ``colour`` (``#rrggbb``) has the 4.5:1 contrast of WCAG AA; where it
    has not, a card's band is lettered in black."""
    def linear(channel: int) -> float:
        value = channel / 255
        return value / 12.92 if value <= 0.03928 else ((value + 0.055) / 1.055) ** 2.4

    red, green, blue = (linear(int(colour[i:i + 2], 16)) for i in (1, 3, 5))
    luminance = 0.2126 * red + 0.7152 * green + 0.0722 * blue
    return 1.05 / (luminance + 0.05) >= 4.5


def grid(entry: dict, secrets: dict | None) -> tuple[tuple[dict, ...], ...]:
    """A seat's grid so far, row by row; its owner (``secrets``) also sees the cards under its coops."""
    under = {tuple(coop["at"]): coop["card"] for coop in (secrets or {}).get("coops", ())}
    rooster = tuple(entry["rooster"]) if entry["rooster"] else None
    return tuple(tuple(card(text, rooster=(r, c) == rooster, under=under.get((r, c)))
                       for c, text in enumerate(row)) for r, row in enumerate(entry["grid"]["rows"]))


# --- words on the score pages ---

CATEGORIES = MappingProxyType({
    "largest_group": capital(word("hens.category.largest_group", "largest group")),
    "rooster_group": lazy_gettext("Rooster's group"), "medals": capital(word("hens.category.medals", "medals")),
    "coops": capital(word("hens.category.coops", "coops")), "goals": capital(word("hens.category.goals", "goals"))})
TIEBREAKS = MappingProxyType({  # the tie-breakers (calculator.hens.rules.TIEBREAKERS) in words, and what they count
    "largest_group_size": (lazy_gettext("Largest group"), "hens"),
    "second_group_size": (lazy_gettext("Second-largest group"), "hens"), "medals": (lazy_gettext("Medals"), "medals")})


class HensFace(Face):
    """Cards in play: hands, piles and grids, with what each seat may not see kept hidden;
    on a score sheet, the goals in words and the tie-breakers that decided."""

    def table_facts(self, document, result, names) -> list[tuple[str, str]]:
        goals = result["players"][0]["goals"]
        if not goals:
            return []
        card = result["players"][0]["goal_card"]
        return [(gettext("Goal card %(card)s", card=card) if card else gettext("Goals"),
                 gettext("; ").join(goal_text(g["kind"], g["params"], g["points"]) for g in goals))]

    def tie_break(self, document, result, names) -> str | None:
        """Equal totals go to the largest group, then the second-largest, then the medals:
        each tie-breaker read is told, for the players still equal.

        >>> players = [{"total": 17, "tiebreakers": {"largest_group_size": 6, "second_group_size": s, "medals": 1}}
        ...            for s in (4, 3)]
        >>> FACE.tie_break({}, {"players": players}, ["Ann", "Bob"])
        'Ann and Bob have 17 points. Largest group: Ann 6 hens, Bob 6 hens. Second-largest group: Ann 4 hens, Bob 3 hens. Ann wins the tie.'
        """
        tied = top_tie(result)
        if len(tied) < 2:
            return None
        told = [gettext("%(names)s have %(points)s.", names=in_words([names[i] for i in tied]),
                        points=points_in_words(result["players"][tied[0]]["total"]))]
        for key in rules.TIEBREAKERS:
            what, noun = TIEBREAKS[key]
            counts = {i: result["players"][i]["tiebreakers"][key] for i in tied}
            told.append(gettext("%(what)s: %(counts)s.", what=what, counts=gettext(", ").join(
                gettext("%(name)s %(count)s", name=names[i], count=counted(counts[i], noun)) for i in tied)))
            tied = [i for i in tied if counts[i] == max(counts.values())]
            if len(tied) == 1:
                return " ".join([*told, gettext("%(name)s wins the tie.", name=names[tied[0]])])
        return " ".join([*told, gettext("Still equal, %(names)s share the win.", names=in_words([names[i] for i in tied]))])


    def prompt(self, public: dict) -> str:
        text = super().prompt(public)
        draws_left = public["step"].get("draws_left")
        return gettext("%(prompt)s (%(count)s to draw)", prompt=text, count=draws_left) if draws_left else text

    def english_label(self, action, names: Sequence[str]) -> str:
        """``seat 1's discard pile`` -> ``Greedy bot's discard pile`` (``your discard pile``)."""
        def name(match: re.Match) -> str:
            seat = int(match[1])
            who = names[seat] if seat < len(names) else "another player"
            return "your discard pile" if who == "You" else f"{who}'s discard pile"

        return after_one(re.sub(r"seat (\d+)'s discard pile", name, action.label))

    def label_words(self, action, names: Sequence[str]) -> str | None:
        kind, _, rest = action.id.partition(":")
        shown = self._shown(action)
        if kind == "draw":
            if rest == "stop":
                return gettext("draw no more cards this turn")
            return gettext("draw from %(sources)s", sources=in_words([self._source(part, names)
                                                                       for part in rest.split("+")]))
        if kind == "orient":
            rows, _, columns = rest.partition("x")
            return gettext("play a grid of %(rows)s rows and %(columns)s columns", rows=rows, columns=columns)
        if kind == "hen":
            return gettext("play %(card)s face up", card=shown)
        if kind == "coop":
            return gettext("play %(card)s face down as a coop", card=shown)
        if kind == "discard":
            return gettext("discard %(card)s", card=shown)
        if kind == "cell":
            row, _, column = rest.partition(":")
            return gettext("%(move)s at %(cell)s", move=self._put(shown), cell=cell_words((row, column)))
        if kind == "rooster":
            return gettext("put the rooster on %(card)s", card=shown)
        return None

    def place_label(self, action, row: int, column: int) -> str:
        """A place on your grid's picture in words: the move and the row and column it names."""
        if language() == DEFAULT:
            return self.english_label(action, ())
        move = self._put(self._shown(action)) if action.id.startswith("cell:") else self.label_words(action, ())
        return gettext("%(move)s: row %(row)s, column %(column)s", move=move, row=row, column=column)

    @staticmethod
    def _shown(action) -> str:
        """The card an action's English label names (``CEM 6/2/1``), else ``""``."""
        found = re.search(r"[A-Z]{3} \d+/\d+/\d+", action.label)
        return found[0] if found else ""

    @staticmethod
    def _put(shown: str) -> str:
        """Putting a card in the grid, without where (``shown``: the card, ``""`` for a coop)."""
        return gettext("put %(card)s in the grid", card=shown) if shown else gettext("put a coop in the grid")

    @staticmethod
    def _source(part: str, names: Sequence[str]) -> str:
        """``deck``, ``pile:1``: where a card is drawn from, in words."""
        if part == "deck":
            return gettext("the deck")
        seat = int(part.partition(":")[2])
        who = names[seat] if seat < len(names) else None
        if who is None:
            return gettext("another player's discard pile")
        return gettext("your discard pile") if who == gettext("You") else gettext("%(name)s's discard pile", name=who)

    def move_text(self, action, label: str, *, mine: bool) -> str:
        """Places go without grid coordinates (they shift as a grid grows), and what others did
        face down (a coop's card, an early rooster) stays hidden."""
        kind = action.id.split(":", 1)[0]
        english = language() == DEFAULT
        if kind == "cell":
            if not mine:
                return gettext("put the card in the grid")
            return label.partition(" at ")[0] + " in the grid" if english else self._put(self._shown(action))
        if kind == "rooster":
            if not mine:
                return gettext("put the rooster on a hen")
            return label.partition(" at ")[0] if english else label
        if kind == "coop" and not mine:
            return gettext("play a card face down as a coop")
        return label

    def board(self, view: PlayView) -> dict:
        public, secrets = view.public, view.secrets
        piles = [{"seat": entry["seat"], "top": card(entry["discards"][-1]) if entry["discards"] else None,
                  "count": len(entry["discards"])} for entry in public["seats"]]
        playing = secrets.get("playing") if secrets else None
        return {"deck": public["deck"], "reshuffles": public["reshuffles"], "goals": public["goals"],
                "goal_cards": public["goal_cards"], "removed": public["removed_breeds"], "piles": piles,
                "hand": [card(held["card"]) for held in secrets["hand"]] if secrets else None,
                "playing": card(playing["card"], coop=playing["coop"]) if playing else None}

    def facts(self, view: PlayView, seat: int) -> list[tuple[str, str]]:
        entry = view.public["seats"][seat]
        pile = entry["discards"]
        facts = [(gettext("Hand"), counted(entry["hand_size"], "cards")),
                 (gettext("Discard pile"), gettext("%(card)s on top, %(cards)s in all", card=pile[-1],
                                                   cards=counted(len(pile), "cards")) if pile else pgettext("a discard pile", "empty")),
                 (gettext("Coops"), str(entry["coops"]))]
        if entry["known_cards"]:
            facts.append((gettext("Known in hand"), gettext(", ").join(known["card"] for known in entry["known_cards"])))
        return facts

    def picture(self, view: PlayView, seat: int) -> svg.Picture | None:
        """The finished grid drawn; none while it grows (:meth:`tableau` shows it as cards)."""
        state = view.state
        if not state.is_terminal:
            return None
        return self.draw(view, seat, state.to_document(seat), state.score(seat))

    def tableau(self, view: PlayView, seat: int) -> tuple[tuple[dict, ...], ...] | None:
        """The grid so far as cards (yours with the cards under your coops)."""
        if view.state.is_terminal:
            return None
        return grid(view.public["seats"][seat], view.secrets if seat == view.you else None)

    def targets(self, view: PlayView) -> tuple[tuple[dict, ...], ...] | None:
        """Your grid with the legal ``cell:R:C`` / ``rooster:R:C`` actions on the places they name, or
        ``None`` when the step is another one.

        Action ids name canvas cells, which never move as a grid grows; ``origin``
        is the canvas cell of the grid's first card.  The picture spans the grid and
        every place a card may go (one row or column beyond it, as the grid grows).
        """
        targets = {}
        for action in view.legal:
            kind, _, where = action.id.partition(":")
            if kind not in ("cell", "rooster"):
                return None
            r, c = (int(n) for n in where.split(":"))
            targets[(r, c)] = Action(action.id, self.place_label(action, r, c))
        if not targets:
            return None
        entry = view.public["seats"][view.you]
        cards = grid(entry, view.secrets)
        top, left = entry["grid"]["origin"]
        rows = range(min(top, *(r for r, _ in targets)), max(top + len(cards), *(r + 1 for r, _ in targets)))
        width = len(cards[0]) if cards else 0
        cols = range(min(left, *(c for _, c in targets)), max(left + width, *(c + 1 for _, c in targets)))
        picture = []
        for r in rows:
            row = []
            for c in cols:
                inside = 0 <= r - top < len(cards) and 0 <= c - left < width
                row.append({**(cards[r - top][c - left] if inside else card(None)), "action": targets.get((r, c))})
            picture.append(tuple(row))
        return tuple(picture)


FACE = HensFace("hens", FORM, EXAMPLES, START, Documents(HensDocument, HensGame), PROMPTS, HEADINGS,
                filters=MappingProxyType({"goal": goal_text, "breed": lambda code: colours.breed_name(code, PAGE)}),
                categories=CATEGORIES)
