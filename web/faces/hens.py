"""Hens on the web: its score form, examples and API documents; in play, the cards: your hand,
the discard piles and the goals, every grid as cards, and your grid with the places a card may go."""

from __future__ import annotations

import re
from collections.abc import Sequence
from types import MappingProxyType
from typing import Annotated, Any, Literal

import pydantic

from calculator import svg
from calculator.hens import rules
from calculator.hens import svg as colours
from calculator.hens.goals import default_goals

from ..forms import Board, Field, GameForm, Group, Tool
from ..schemas import Cell, Closed, Number, Table, choice
from . import SINGULAR, Documents, Example, Face, PlayView, after_one, counted, in_words, top_tie

# Every goal kind of the goal language (calculator.hens.rules.GOAL_KINDS) in plain words: what
# it counts, its parameters in braces (a list of values reads "1 or 6").
GOAL_WORDS = MappingProxyType({
    "per_hen_value_in": "for each hen of value {values}",
    "per_hen_eggs_eq": "for each hen with exactly {eggs} {eggs_noun}",
    "per_hen_medals_eq": "for each hen with exactly {medals} {medals_noun}",
    "per_coop": "for each coop, on top of what a coop always costs",
    "if_no_coops": "if you have no coops",
    "per_singleton_hen": "for each hen with no neighbour of its breed",
    "per_corner_hen_eggs_ge": "for each corner hen with {eggs} or more eggs",
    "if_all_corners_same_breed": "if all four corners are hens of one breed",
    "per_mono_line": "for each full line of {length} hens of one breed",
    "per_distinct_breed": "for each breed you have",
    "per_distinct_breed_over": "for each breed you have beyond {n}",
    "if_largest_group_ge": "if your largest group has {n} or more hens",
    "if_largest_group_le": "if your largest group has {n} or fewer hens",
    "if_rooster_group_ge": "if the rooster's group has {n} or more hens",
    "per_extra_group_ge": "for each group of {n} or more hens besides your largest",
    "if_all_values_present": "if you have hens of every value from 1 to 6",
    "per_two_cross_breed_edges": "for every two pairs of neighbouring hens of different breeds",
})


def goal_text(kind: str, params: dict | None = None, points: int | None = None) -> str:
    """A goal in plain words (the template filter ``goal``): what it counts, or with its
    ``points`` the whole goal.

    >>> goal_text("per_corner_hen_eggs_ge", {"eggs": 2})
    'For each corner hen with 2 or more eggs'
    >>> goal_text("per_hen_value_in", {"values": [1, 6]}, -1)
    '−1 point for each hen of value 1 or 6'
    """
    words = {name: " or ".join(map(str, value)) if isinstance(value, (list, tuple)) else value
             for name, value in (params or {}).items()}
    nouns = {f"{name}_noun": SINGULAR[name] if value == 1 else name for name, value in words.items() if name in SINGULAR}
    text = GOAL_WORDS[kind].format(**words, **nouns)
    if points is None:
        return text[:1].upper() + text[1:]
    return f"{points:d}".replace("-", "−") + f" point{'' if abs(points) == 1 else 's'} {text}"


# --- the score form ---

_BOARD = Board(
    "grid", "Grid",
    "One row per line, top row first (3 rows of 4 or 4 rows of 3); cells separated by commas, each "
    "BREED value/eggs/medals (for example PAD 3/2/0) or coop for a face-down card.",
    "hens.js", "editor_hens.html", separator=",",
    palette=(("Breed", (*(Tool(b.code, b.name.replace("_", " ").title(), css="breed",
                               colour=colours.BREED_COLOUR[b.code]) for b in rules.BREEDS),
                        Tool(rules.COOP, "Coop", css="coop", colour=colours.COOP))),),
    data=MappingProxyType({"values": "{}-{}".format(*rules.VALUES), "eggs": "{}-{}".format(*rules.EGGS),
                           "medals": "{}-{}".format(*rules.MEDALS), "coop": rules.COOP,
                           "shapes": " ".join(f"{r}x{c}" for r, c in rules.GRID_SHAPES)}),
)
_CARDS = tuple((card.id, f"{card.id}: " + "; ".join(goal_text(g.kind, dict(g.params), g.points) for g in card.goals))
               for card in default_goals().cards)
_GOALS = Group("goals", "Goals", (Field("goal_card", "Goal card", kind="select", options=(("", "none"), *_CARDS)),))
FORM = GameForm(
    "hens", "Lay out your grid of hens, place the rooster, pick the goal card, and get your final score.", _BOARD, (
        Group("rooster", "Rooster", (
            Field("rooster", "Rooster's cell", kind="cell",
                  hint="row, column; for example 0, 3 (empty: no rooster)"),)),
        _GOALS,
    ), table=(_GOALS,))

_ROWS, _COLUMNS = rules.GRID_SHAPES[0]
START = {"game": "hens", "grid": [[rules.COOP] * _COLUMNS for _ in range(_ROWS)]}  # face-down cards
EXAMPLES = MappingProxyType({
    "example": Example("Three groups and a rooster", {
        "game": "hens",
        "grid": [["PAD 1/2/0", "PAD 6/1/0", "PAD 4/2/0", "SEB 5/2/1"],
                 ["PAD 5/2/0", "PAD 2/2/0", "WYA 3/2/0", "SEB 2/1/0"],
                 ["BAR 4/2/1", "WYA 3/1/0", "WYA 5/2/1", "SEB 6/3/1"]],
        "rooster": [0, 3],
        "goal_card": "G03",
    }),
    "upright": Example("Upright grid with a coop", {
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


class HensPlayer(HensShared):
    """One player's Hens grid (an entry of ``players``)."""

    game: Literal["hens"] | None = None
    name: str = ""
    grid: list[list[HenCell]] = pydantic.Field(description="3x4 or 4x3 cells, top row first")
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
    "draw": "Draw a card", "choose": "Choose a card to play, face up or as a coop",
    "place": "Put the card in your grid", "discard": "Discard down to your hand size",
    "rooster": "Put your rooster on one of your hens"})
HEADINGS = MappingProxyType({"cell": "Where", "hen": "Play face up", "coop": "Play face down as a coop"})


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

CATEGORIES = MappingProxyType({"rooster_group": "Rooster's group"})
TIEBREAKS = MappingProxyType({  # the tie-breakers (calculator.hens.rules.TIEBREAKERS) in words, and what they count
    "largest_group_size": ("Largest group", "hens"), "second_group_size": ("Second-largest group", "hens"),
    "medals": ("Medals", "medals")})


class HensFace(Face):
    """Cards in play: hands, piles and grids, with what each seat may not see kept hidden;
    on a score sheet, the goals in words and the tie-breakers that decided."""

    def table_facts(self, document, result, names) -> list[tuple[str, str]]:
        goals = result["players"][0]["goals"]
        if not goals:
            return []
        card = result["players"][0]["goal_card"]
        return [(f"Goal card {card}" if card else "Goals",
                 "; ".join(goal_text(g["kind"], g["params"], g["points"]) for g in goals))]

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
        told = [f"{in_words([names[i] for i in tied])} have {result['players'][tied[0]]['total']:g} points."]
        for key in rules.TIEBREAKERS:
            what, noun = TIEBREAKS[key]
            counts = {i: result["players"][i]["tiebreakers"][key] for i in tied}
            told.append(f"{what}: " + ", ".join(f"{names[i]} {counted(counts[i], noun)}" for i in tied) + ".")
            tied = [i for i in tied if counts[i] == max(counts.values())]
            if len(tied) == 1:
                return " ".join(told) + f" {names[tied[0]]} wins the tie."
        return " ".join(told) + f" Still equal, {in_words([names[i] for i in tied])} share the win."


    def prompt(self, public: dict) -> str:
        text = super().prompt(public)
        draws_left = public["step"].get("draws_left")
        return text + f" ({draws_left} to draw)" if draws_left else text

    def action_label(self, label: str, names: Sequence[str]) -> str:
        """``seat 1's discard pile`` -> ``Greedy bot's discard pile`` (``your discard pile``)."""
        def name(match: re.Match) -> str:
            seat = int(match[1])
            who = names[seat] if seat < len(names) else "another player"
            return "your discard pile" if who == "You" else f"{who}'s discard pile"

        return after_one(re.sub(r"seat (\d+)'s discard pile", name, label))

    def move_text(self, action: str, label: str, *, mine: bool) -> str:
        """Places go without grid coordinates (they shift as a grid grows), and what others did
        face down (a coop's card, an early rooster) stays hidden."""
        kind = action.split(":", 1)[0]
        if kind == "cell":
            return label.partition(" at ")[0] + " in the grid" if mine else "put the card in the grid"
        if kind == "rooster":
            return label.partition(" at ")[0] if mine else "put the rooster on a hen"
        if kind == "coop" and not mine:
            return "play a card face down as a coop"
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
        facts = [("Hand", counted(entry["hand_size"], "cards")),
                 ("Discard pile", f"{pile[-1]} on top, {counted(len(pile), 'cards')} in all" if pile else "empty"),
                 ("Coops", str(entry["coops"]))]
        if entry["known_cards"]:
            facts.append(("Known in hand", ", ".join(known["card"] for known in entry["known_cards"])))
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
            targets[(r, c)] = action
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
                filters=MappingProxyType({"goal": goal_text}), categories=CATEGORIES)
