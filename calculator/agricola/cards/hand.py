"""A document's ``cards`` and ``card_inputs`` (api.md 1.3), read and checked on their own.

What needs the rest of the table (a card twice in one game, player-count
marks, which inputs a player must give) is checked by :mod:`.table` and
:mod:`.inputs`.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from types import MappingProxyType

from ...errors import InvalidDocument, RuleViolation
from ...words import saying, termed
from .. import rules as game_rules
from .catalogue import DECKS, Card, find
from .rules import inputs_of

InputValue = int | bool
CardInputs = Mapping[str, Mapping[str, InputValue]]  # card id -> input name -> value
NO_INPUTS: CardInputs = MappingProxyType({})


@dataclass(frozen=True)
class Hand:
    """The occupations and minor improvements a player has in play, in document order."""

    cards: tuple[Card, ...]

    @property
    def ids(self) -> frozenset[str]:
        return frozenset(card.id for card in self.cards)

    def holds(self, card_id: str) -> bool:
        return any(card.id == card_id for card in self.cards)

    @property
    def occupations(self) -> tuple[Card, ...]:
        return tuple(card for card in self.cards if card.type == "occupation")

    @property
    def minors(self) -> tuple[Card, ...]:
        """Minor improvements lying in front of the player (passing cards were passed on)."""
        return tuple(card for card in self.cards if card.type == "minor" and not card.passes)

    def to_json(self) -> list[str]:
        return [card.id for card in self.cards]


def parse_hand(value: object, where: str = "cards") -> Hand:
    """A document's ``cards``: ids (``"E28"``) or English names, each card once."""
    if not isinstance(value, list):
        raise InvalidDocument("must be a list of card ids (e.g. \"E28\") or English names", where=where)
    cards: list[Card] = []
    for i, key in enumerate(value):
        card = _card(key, f"{where}[{i}]")
        if card in cards:
            other = f"{where}[{cards.index(card)}]"
            raise RuleViolation(saying("%(card)s is listed twice (also %(other)s); every card exists once",
                                       card=card.label, other=other), where=f"{where}[{i}]")
        cards.append(card)
    return Hand(tuple(cards))


def _card(key: object, where: str) -> Card:
    if not isinstance(key, str):
        raise InvalidDocument(f"must be a card id or name (a string), got {key!r}", where=where)
    card = find(key)
    if card is None:
        raise RuleViolation(saying("unknown card %(key)s; give a card of the E, I or K deck by id (e.g. \"E28\") or "
                                   "by its English name", key=repr(key)), where=where)
    if card.deck not in DECKS:
        keys = [k for k, major in game_rules.MAJORS.items() if major.name == card.name]
        raise RuleViolation(saying("%(card)s is a major improvement: list it in 'majors' as %(key)s",
                                   card=termed(f"agricola.major.{keys[0]}", card.name), key=repr(keys[0])), where=where)
    return card


def parse_card_inputs(value: object, where: str = "card_inputs") -> CardInputs:
    """A document's ``card_inputs``: card id (or name) -> a number or true/false, or an
    object of them by input name for a card with several inputs.  Only shapes and
    names are checked here; :mod:`.inputs` checks them against the player's cards."""
    if not isinstance(value, dict):
        raise InvalidDocument("must be an object: card id -> number or true/false", where=where)
    found: dict[str, Mapping[str, InputValue]] = {}
    for key, raw in value.items():
        here = f"{where}.{key}"
        card = find(key) if isinstance(key, str) else None
        if card is None or card.deck not in DECKS:
            raise RuleViolation(saying("unknown card %(key)s", key=repr(key)), where=here)
        if card.id in found:
            raise InvalidDocument(f"{card.label} is given twice", where=here)
        specs = inputs_of(card.id)
        if not specs:
            raise RuleViolation(saying("%(card)s needs no input", card=card.label), where=here)
        names = [spec.name for spec in specs]
        if isinstance(raw, dict):
            unknown = sorted(set(raw) - set(names))
            if unknown:
                raise InvalidDocument(f"unknown input(s) {unknown}; {card.label} takes {', '.join(names)}", where=here)
            values = dict(raw)
        elif len(specs) == 1:
            values = {names[0]: raw}
        else:
            raise InvalidDocument(f"{card.label} has {len(specs)} inputs: give an object "
                                  f"{{{', '.join(names)}}}", where=here)
        for spec in specs:
            if spec.name in values:
                values[spec.name] = _value(values[spec.name], spec.type,
                                           here if len(specs) == 1 else f"{here}.{spec.name}")
        found[card.id] = MappingProxyType(values)
    return MappingProxyType(found)


def _value(raw: object, kind: str, where: str) -> InputValue:
    if kind == "bool":
        if not isinstance(raw, bool):
            raise InvalidDocument(f"must be true or false, got {raw!r}", where=where)
        return raw
    if isinstance(raw, float) and raw.is_integer():
        raw = int(raw)
    if isinstance(raw, bool) or not isinstance(raw, int):
        raise InvalidDocument(f"must be a whole number, got {raw!r}", where=where)
    return raw
