"""The end-scoring rules of the cards, as data: ``data/card-bonus.json`` (45 entries:
38 bonus cards and 7 modifiers) and the project's additions in ``data/card-effects.json``.

A rule is the entry's ``bonus`` object, frozen (mappings read-only, lists as
tuples); :mod:`.interpreter` evaluates it.  Every input a card can ask for is
an :class:`InputSpec`.

>>> rule("K146").rule["kind"], rule("K146").rule["every"]
('per', 3)
>>> [spec.name for spec in rule("K280").inputs]
['tanner_boar', 'tanner_cattle']
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from dataclasses import dataclass
from functools import cache
from types import MappingProxyType

from .catalogue import data_text

MAX_INPUT = 100_000  # an input with no limit of its own: far beyond any game, it only keeps input sane


def freeze(value: object) -> object:
    """JSON data as immutable values: mappings read-only, lists as tuples."""
    if isinstance(value, dict):
        return MappingProxyType({k: freeze(v) for k, v in value.items()})
    if isinstance(value, list):
        return tuple(freeze(v) for v in value)
    return value


@dataclass(frozen=True)
class InputSpec:
    """Something a card's points depend on that the farm does not show.

    ``type`` is ``int`` or ``bool``.  An int lies between ``minimum`` and
    ``maximum``: a number, a count of the player's farm (``"rooms"``) plus
    ``offset``, or None (no limit but :data:`MAX_INPUT`).  ``default`` is
    used when an optional input is left out (None: the input is required).
    ``single_player``: asked only in a one-player document; in a ``players``
    document the whole table decides.  ``counts_only``: asked only of a
    quick entry (``counts``, no drawn farmyard), for what its counts do not say;
    a drawn farmyard says it (the Manger's pasture spaces).
    """

    name: str
    type: str
    meaning: str = ""
    minimum: int = 0
    maximum: int | str | None = None
    offset: int = 0
    default: int | bool | None = None
    single_player: bool = False
    counts_only: bool = False

    def to_json(self) -> dict:
        found = {"name": self.name, "type": self.type, "meaning": self.meaning,
                 "required": self.default is None}
        if self.type == "int":
            found["min"] = self.minimum
            found["max"] = self.maximum
            if self.offset:
                found["max"] = f"{self.maximum} - {-self.offset}" if self.offset < 0 else f"{self.maximum} + {self.offset}"
        if self.default is not None:
            found["default"] = self.default
        if self.single_player:
            found["only_one_player_documents"] = True
        if self.counts_only:
            found["only_quick_entry"] = True
        return found


@dataclass(frozen=True)
class Interaction:
    """How a rule meets another card: ``effect`` (``suppressed``, ``adds_to_count``, ...)
    and the card ids it names."""

    with_cards: tuple[str, ...]
    effect: str
    detail: str = ""


@dataclass(frozen=True)
class CardRule:
    """One entry of the bonus data: the rule and everything the scorer needs around it.

    ``effect`` is ``bonus`` or ``modifier``; ``derivable`` ``farm``,
    ``farm+cards``, ``game`` or ``input``; ``scope`` ``owner``,
    ``all_players`` (every qualifying player scores) or ``best_street_holder``.
    ``needed`` says when a one-player document asks the ``single_player``
    inputs: of the card's holder (``held``) or of a player who says another
    player holds it (``not_held``).
    """

    id: str
    name: str
    effect: str
    rule: Mapping
    derivable: str
    scope: str
    inputs: tuple[InputSpec, ...]
    interactions: tuple[Interaction, ...]
    paraphrase: str
    confidence: str
    notes: str = ""
    needed: str = "held"

    @property
    def kind(self) -> str:
        return self.rule["kind"]

    def interacting(self, effect: str) -> tuple[str, ...]:
        """The cards named by this rule's interactions of one ``effect``."""
        return tuple(card for i in self.interactions if i.effect == effect for card in i.with_cards)


@cache
def effects() -> Mapping:
    """The project's additions (``data/card-effects.json``), frozen."""
    return freeze(json.loads(data_text("card-effects.json")))


def _spec(raw: Mapping, *, single_player: bool = False, limits: Mapping | None = None,
          default: object = None, counts_only: bool = False) -> InputSpec:
    limit = (limits or {}).get(raw["name"], {})
    return InputSpec(
        name=raw["name"], type=raw["type"], meaning=raw.get("meaning", ""),
        minimum=raw.get("min", 0), maximum=limit.get("max", raw.get("max")), offset=limit.get("offset", 0),
        default=raw.get("default", default), single_player=single_player, counts_only=counts_only,
    )


def _inputs(card_id: str, entry: Mapping) -> tuple[InputSpec, ...]:
    extra = effects()
    if card_id in extra["single_player_inputs"]:
        return tuple(_spec(raw, single_player=True) for raw in extra["single_player_inputs"][card_id]["inputs"])
    if card_id in extra["counts_inputs"]:
        return tuple(_spec(raw, counts_only=True) for raw in extra["counts_inputs"][card_id])
    raw = entry["input"]
    if raw is None:
        return ()
    limits = extra["input_limits"].get(card_id)
    optional = extra["optional_inputs"].get(card_id, {})
    names = raw["name"] if isinstance(raw["name"], tuple) else (raw["name"],)
    return tuple(_spec({**raw, "name": name}, limits=limits, default=optional.get(name)) for name in names)


def _interactions(entry: Mapping) -> tuple[Interaction, ...]:
    found = []
    for raw in entry["interactions"]:
        with_cards = raw["with"] if isinstance(raw["with"], tuple) else (raw["with"],)
        found.append(Interaction(with_cards, raw["effect"], raw.get("detail", "")))
    return tuple(found)


@cache
def rules() -> Mapping[str, CardRule]:
    """Card id -> its rule, for the 45 entries of ``data/card-bonus.json``, in file order."""
    found = {}
    for entry in freeze(json.loads(data_text("card-bonus.json"))):
        card_id = f"{entry['deck']}{entry['number']}"
        needed = effects()["single_player_inputs"].get(card_id, {}).get("needed", "held")
        found[card_id] = CardRule(
            id=card_id, name=entry["name"], effect=entry["effect"], rule=entry["bonus"],
            derivable=entry["derivable"], scope=entry["scope"], inputs=_inputs(card_id, entry),
            interactions=_interactions(entry), paraphrase=entry["paraphrase"],
            confidence=entry["confidence"], notes=entry.get("notes", ""), needed=needed,
        )
    return MappingProxyType(found)


def rule(card_id: str) -> CardRule:
    """The rule of one card (``KeyError`` for a card without one)."""
    return rules()[card_id]


@cache
def extra_inputs() -> Mapping[str, tuple[InputSpec, ...]]:
    """Optional inputs of cards without a rule of their own (wood on the Copse and the Forester)."""
    return MappingProxyType({card_id: tuple(_spec(raw) for raw in raw_inputs)
                             for card_id, raw_inputs in effects()["extra_inputs"].items()})


def inputs_of(card_id: str) -> tuple[InputSpec, ...]:
    """Every input a card may ask for."""
    if card_id in rules():
        return rules()[card_id].inputs
    return extra_inputs().get(card_id, ())
