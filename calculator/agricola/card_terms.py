"""What playing a card asks: its cost and its prerequisite, read from the notation of
``data/cards-eik.csv`` (the only parser of that notation).

Cost (the csv's ``cost`` column):

* ``""``: free;
* goods, each a count and a good: ``1 Wood``, ``3 Wood 1 Stone``, ``1 Vegetable 2 Stone``,
  ``2 Food``, ``1 Sheep`` (an occupation's food cost, such as the Chief's, is paid beside
  the occupation's cost on the space);
* alternatives: ``2 Wood or 2 Clay``; goods after a comma are paid with either alternative:
  ``3 Wood or 3 Clay, 2 Reed`` is 3 wood and 2 reed, or 3 clay and 2 reed;
* an improvement returned instead of goods (majors): ``4 Clay or Fireplace``.

Prerequisite (the ``prerequisite`` column):

* ``N Occupation(s)``: at least N occupations played; ``No Occupations``: none played;
* ``N Improvements``: at least N improvements (majors and minors) in play, which may be
  followed by occupations: ``2 Improvements 1 Occupation``;
* ``1 Oven``: owns an oven; ``1 Sheep``, ``2 Cattle``, ``4 Animals``: holds that many;
* ``2 Grain Fields``, ``1 Vegetable Field``, ``4 Planted Fields``: sown fields;
* ``Return 1 Oven``, ``Return Well``, ``Return 2 Improvements``: improvements given back
  when the card is played (a condition and a cost at once).

>>> terms("3 Wood or 3 Clay, 2 Reed", "2 Occupations").options
(Option(price={'wood': 3, 'reed': 2}, returns=()), Option(price={'clay': 3, 'reed': 2}, returns=()))
>>> terms("", "Return 1 Oven").options, terms("", "No Occupations").requires
((Option(price={}, returns=('oven',)),), (Requirement(what='occupations', least=0, most=0),))
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from functools import cache

GOODS = {"wood": "wood", "clay": "clay", "reed": "reed", "stone": "stone", "food": "food", "grain": "grain",
         "vegetable": "vegetables", "sheep": "sheep", "boar": "boar", "cattle": "cattle"}
# What a prerequisite counts (singular or plural word -> the count's name).
COUNTED = {"occupation": "occupations", "improvement": "improvements", "oven": "ovens", "sheep": "sheep",
           "boar": "boar", "cattle": "cattle", "animal": "animals", "grain field": "grain_fields",
           "vegetable field": "vegetable_fields", "planted field": "planted_fields"}
# Improvements a card can ask back (``Return ...``), by the word the csv uses.
RETURNABLE = {"oven": "oven", "fireplace": "fireplace", "cooking hearth": "cooking_hearth", "well": "well",
              "joinery": "joinery", "improvement": "improvement"}

_COUNT = re.compile(r"(\d+|no)\s+([a-z]+(?: field)?)s?\b")


class NotationError(ValueError):
    """A cost or prerequisite the notation does not know."""


@dataclass(frozen=True)
class Option:
    """One way to pay: goods (good -> count, player field names) and improvements returned."""

    price: dict[str, int]
    returns: tuple[str, ...] = ()


@dataclass(frozen=True)
class Requirement:
    """A count of the player's (``occupations``, ``ovens``, ``grain_fields``, ...) within bounds."""

    what: str
    least: int = 0
    most: int | None = None


@dataclass(frozen=True)
class Terms:
    """A card's ways to pay (any one of ``options``) and the conditions to play it."""

    options: tuple[Option, ...]
    requires: tuple[Requirement, ...] = ()


def _singular(word: str) -> str:
    return word[:-1] if word.endswith("s") and word[:-1] in GOODS | COUNTED | RETURNABLE else word


def _goods(text: str) -> dict[str, int]:
    """``3 Wood 1 Stone`` as ``{"wood": 3, "stone": 1}``."""
    words = text.lower().split()
    if len(words) % 2:
        raise NotationError(f"goods must be counts and goods: {text!r}")
    price: dict[str, int] = {}
    for count, good in zip(words[::2], words[1::2]):
        good = _singular(good)
        if not count.isdigit() or good not in GOODS:
            raise NotationError(f"unknown good in {text!r}")
        price[GOODS[good]] = price.get(GOODS[good], 0) + int(count)
    return price


def _alternative(text: str) -> Option:
    """One alternative of a cost: goods, or an improvement's name (returned)."""
    name = text.strip().lower()
    if name in RETURNABLE:
        return Option({}, (RETURNABLE[name],))
    return Option(_goods(text))


def parse_cost(text: str) -> tuple[Option, ...]:
    """The ways to pay a cost written as in the csv's ``cost`` column."""
    text = text.strip()
    if not text:
        return (Option({}),)
    alternatives, _, common = text.partition(",")
    shared = _goods(common) if common.strip() else {}
    options = []
    for part in alternatives.split(" or "):
        option = _alternative(part)
        price = dict(option.price)
        for good, n in shared.items():
            price[good] = price.get(good, 0) + n
        options.append(Option(price, option.returns))
    return tuple(options)


def _returned(text: str) -> tuple[str, ...]:
    """``Return 1 Oven`` -> ``("oven",)``; ``Return 2 Improvements`` -> two improvements."""
    words = text.lower().split()[1:]
    count = int(words.pop(0)) if words and words[0].isdigit() else 1
    name = _singular(" ".join(words))
    if name not in RETURNABLE:
        raise NotationError(f"unknown improvement to return in {text!r}")
    return (RETURNABLE[name],) * count


def parse_prerequisite(text: str) -> tuple[tuple[Requirement, ...], tuple[str, ...]]:
    """The conditions and the improvements returned of a prerequisite as in the csv."""
    text = text.strip().lower()
    if not text:
        return (), ()
    if text.startswith("return"):
        return (), _returned(text)
    requirements = []
    consumed = 0
    for found in _COUNT.finditer(text):
        if text[consumed:found.start()].strip():
            break
        count, word = found.groups()
        name = COUNTED.get(_singular(word)) or COUNTED.get(word)
        if name is None:
            raise NotationError(f"unknown prerequisite in {text!r}")
        requirements.append(Requirement(name, 0, 0) if count == "no" else Requirement(name, int(count)))
        consumed = found.end()
    if not requirements or text[consumed:].strip():
        raise NotationError(f"unknown prerequisite {text!r}")
    return tuple(requirements), ()


@cache
def terms(cost: str, prerequisite: str = "") -> Terms:
    """A card's :class:`Terms` from its csv ``cost`` and ``prerequisite`` (:class:`NotationError`
    for notation this module does not know)."""
    requires, returns = parse_prerequisite(prerequisite)
    options = tuple(Option(o.price, o.returns + returns) for o in parse_cost(cost))
    return Terms(options, requires)
