"""The play rulings of hens.md 6.2 that the game engine follows, with the project defaults.

:class:`Settings` (``settings.py``) holds the rulings that change a finished
grid's score; :class:`GameSettings` holds those that change how the game is
played, and carries a :class:`Settings` for the final scoring.  The number of
rounds and the grid shapes are not settings: twelve cards fill a 3x4 or 4x3
grid exactly (hens.md 4.6), and the scorer accepts nothing else.

>>> GameSettings().deck_exhaustion
'reshuffle_keep_tops'
>>> parse_game_settings({"adjacency": "strict", "full_tie_rooster": "rooster_scores"}).scoring.full_tie_rooster
'rooster_scores'
"""

from __future__ import annotations

from dataclasses import dataclass, field, fields
from types import MappingProxyType

from ..errors import InvalidDocument
from ..fields import check_keys, integer, require_object
from .cards import CardSet
from .goals import GoalSet
from .rules import SETTINGS
from .settings import DEFAULT, Settings, parse_settings

# Named rulings: the accepted values, the default first.
CHOICES = MappingProxyType({
    "draw_mode": ("sequential", "simultaneous_choice"),
    "orientation": ("bounding_box", "fixed"),
    "adjacency": ("pairwise", "strict"),
    "deck_exhaustion": ("reshuffle_keep_tops", "discard_only", "draw_fewer"),
})
# Numeric rulings: inclusive bounds.
SPANS = MappingProxyType({
    "hand_size": (1, 8),
    "draws_per_turn": (1, 3),
    "opponent_discard_from_round": (1, 13),
    "rooster_after_round": (1, 12),
    "goal_cards_revealed": (0, 2),
})
FLAGS = ("allow_own_discard_draw", "coop_voluntary", "rooster_simultaneous")

# hens.md 3.2: which breeds leave the deck, by player count, as (breed size in cards, how many).
DEFAULT_BREED_REMOVAL = ((1, ((12, 1), (10, 1))), (2, ((12, 1), (10, 1))), (3, ((10, 1),)), (4, ()))


@dataclass(frozen=True)
class GameSettings:
    """Every play ruling of hens.md 6.2; the defaults are the Project rulings."""

    hand_size: int = 4
    draws_per_turn: int = 2
    draw_mode: str = "sequential"
    opponent_discard_from_round: int = 2
    allow_own_discard_draw: bool = False
    orientation: str = "bounding_box"
    adjacency: str = "pairwise"
    coop_voluntary: bool = True
    rooster_after_round: int = 6
    rooster_simultaneous: bool = True
    goal_cards_revealed: int = 1
    deck_exhaustion: str = "reshuffle_keep_tops"
    breed_removal: tuple[tuple[int, tuple[tuple[int, int], ...]], ...] = DEFAULT_BREED_REMOVAL
    scoring: Settings = DEFAULT
    card_set: CardSet | None = field(default=None, repr=False)  # None: the shipped proposal (hens.md 7.2)
    goal_set: GoalSet | None = field(default=None, repr=False)  # None: the shipped proposal (hens.md 8.2)

    def __reduce__(self) -> tuple:
        """Pickled by its fields (a compiled frozen class refuses the default, field by field)."""
        return GameSettings, tuple(getattr(self, f.name) for f in fields(self))

    def removal(self, players: int) -> tuple[tuple[int, int], ...]:
        """(breed size, breeds of that size to remove) for a game of ``players``."""
        return dict(self.breed_removal).get(players, ())

    def to_json(self) -> dict:
        """The settings as JSON (the card and goal sets are named, not written out)."""
        out: dict = {}
        for f in fields(self):
            value = getattr(self, f.name)
            if f.name == "scoring":
                out.update(value.to_json())
            elif f.name == "breed_removal":
                out[f.name] = {str(p): {f"size{size}": n for size, n in rule} for p, rule in value}
            elif f.name in ("card_set", "goal_set"):
                out[f.name] = None if value is None else value.name
            else:
                out[f.name] = value
        return out


DEFAULT_GAME = GameSettings()


def parse_game_settings(value: object, where: str = "settings") -> GameSettings:
    """Game settings from JSON: any key of :class:`GameSettings` or of the scoring
    :class:`Settings`; missing keys keep their defaults."""
    if value is None:
        return DEFAULT_GAME
    value = require_object(value, where)
    allowed = (*CHOICES, *SPANS, *FLAGS, "breed_removal", *SETTINGS)
    check_keys(value, allowed, where=where)
    changes: dict = {}
    for name, choices in CHOICES.items():
        if name in value:
            if value[name] not in choices:
                raise InvalidDocument(f"must be one of {', '.join(choices)}; got {value[name]!r}",
                                      where=f"{where}.{name}")
            changes[name] = value[name]
    for name, (low, high) in SPANS.items():
        if name in value:
            changes[name] = integer(value[name], f"{where}.{name}", minimum=low, maximum=high)
    for name in FLAGS:
        if name in value:
            if not isinstance(value[name], bool):
                raise InvalidDocument(f"must be true or false, got {value[name]!r}", where=f"{where}.{name}")
            changes[name] = value[name]
    if "breed_removal" in value:
        changes["breed_removal"] = _breed_removal(value["breed_removal"], f"{where}.breed_removal")
    scoring = {name: value[name] for name in SETTINGS if name in value}
    if scoring:
        changes["scoring"] = parse_settings(scoring, where)
    return GameSettings(**changes)


def _breed_removal(value: object, where: str) -> tuple:
    """``{"2": {"size12": 1, "size10": 1}, "3": {"size10": 1}, "4": {}}``; unlisted counts keep the default."""
    value = require_object(value, where)
    rules = dict(DEFAULT_BREED_REMOVAL)
    for players, rule in value.items():
        if players not in ("1", "2", "3", "4"):
            raise InvalidDocument(f"keys are player counts 1 to 4, got {players!r}", where=where)
        rule = require_object(rule, f"{where}.{players}")
        entries = []
        for key, n in rule.items():
            if not (key.startswith("size") and key[4:].isdigit()):
                raise InvalidDocument(f"keys are like 'size12', got {key!r}", where=f"{where}.{players}")
            entries.append((int(key[4:]), integer(n, f"{where}.{players}.{key}", maximum=8)))
        rules[int(players)] = tuple(sorted(entries, reverse=True))
    return tuple(sorted(rules.items()))
