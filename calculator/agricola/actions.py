"""The action ids of the Agricola simulator: how they are written, what they mean, all of them.

Cells are ``(row, col)`` of the 3 x 5 farmyard.  Each id reads as ``(kind,
argument)``; the catalogue lists them in this order, arguments in the order
given (which step offers which id is in :mod:`.turns` and :mod:`.harvest`):

* ``space:<space>``: a person on an action space: the board, the green cards of
  the player count, then the round cards (:mod:`.spaces` order); ``("space", id)``
* ``room:<r>:<c>``, ``stable:<r>:<c>``, ``field:<r>:<c>``, ``cell:<r>:<c>``: build
  a room or a stable, plow a field, name a cell of the pasture being fenced
  (cells in reading order); ``(kind, cell)``
* ``done``, ``enclose``, ``growth``, ``feed``: end a part early, fence in the
  pasture named, family growth, pay the harvest's food; ``(kind, None)``
* ``bake:<n>``: bake ``n`` grain, 1 to :data:`MAX_GRAIN`; ``("bake", n)``
* ``sow:<crop>``: grain or vegetables on an empty field; ``("sow", crop)``
* ``major:<copy>`` and ``major:<copy>:return`` (an upgrade paid by returning a
  Fireplace): the copies in supply-board order; ``("major", (copy, returns))``
* ``take:<goods>``: one building resource, two different ones (``take:wood+clay``),
  the animal card's choice, or the food on the space; ``("take", goods)``, a tuple;
  ``take:<animal>:<good>``: the animal card's paid animal, its food price paid by
  turning a good into food on the spot (a crop eaten, an animal or a vegetable
  cooked: :func:`.conversions.pay_food`); ``("take", (animal, good))``
* ``keep:best``: keep the best herd that fits; ``("keep", "best")``
* ``cook:<good>``, ``release:<animal>``: cook one good with a cooking improvement
  (vegetables or an animal), release one animal; ``(kind, good)``.  At a
  feeding, every animal may be cooked or released, fed or not.
* ``convert:<crop>``: eat one grain or vegetable (at the best any-time rate),
  offered at every feeding; ``("convert", crop)``; ``convert:<material>`` (below)
  turns a building resource into food through a card (the Turner's wood)
* ``craft:<major>``: a craft major's harvest conversion; ``("craft", major)``; also
  ``craft:<card>`` (below) for a card's harvest conversion (Potter E214 ...)
* ``breed:<animal>[+<animal>...]``: the newborns kept when not all fit, one to
  three types in :data:`~.rules.ANIMALS` order; ``("breed", animals)``, a tuple
* ``occupation:<card>``, ``minor:<card>`` (card game): play an occupation or a minor
  improvement from hand, every card of the E, I and K decks in catalogue order (whatever
  the player count: a card's mark only decides whether it is dealt); ``(kind, card id)``;
  then ``space:<space>`` of the card game's own spaces (:func:`.spaces.full_spaces`)
* last, the card abilities (every card, implemented or not, so adding one moves no id):
  ``convert:<material>``; ``craft:<card>``; ``use:<card>:<n>``: option ``n`` (1 to
  :data:`MAX_OPTIONS`) of a card's choice, e.g. Building Material's clay; ``("use", (card, n))``;
  then ``space:<card>`` of the cards that are action spaces (:data:`.spaces.CARD_SPACES`);
  then, for every card, ``use:<card>:<n>`` from :data:`MAX_OPTIONS` + 1 to :data:`MAX_TRADES`: the
  further exchanges of a card's trade (the Dock Worker's twelve);
  then ``draft:<card>``: keep a card of the pack held in the draft (:mod:`.draft`); ``("draft", card)``
"""

from __future__ import annotations

from functools import cache
from itertools import combinations
from typing import Final

from ..core.actions import ActionCatalogue, Meaning
from ..errors import RuleViolation
from ..words import saying
from . import conversions, rules, spaces
from .board import CELLS
from .cards.catalogue import deck_cards
from .effects.vocabulary import MAX_OPTIONS, MAX_TRADES
from .majors import MAJOR_COPIES

MIN_PLAYERS, MAX_PLAYERS = 1, 5
CELL_KINDS = ("room", "stable", "field", "cell")
PLAIN = ("done", "enclose", "growth", "feed")
# The most grain a player can ever hold, so the most one bake can use: the grain spaces
# once a round, and one grain per field (every cell but the start rooms) at each harvest.
MAX_GRAIN = (rules.ROUNDS * sum(space.gain.get("grain", 0) for space in spaces.SPACES.values())
             + (rules.ROWS * rules.COLS - len(rules.START_ROOMS)) * len(rules.HARVEST_ROUNDS))
COOKABLE = tuple(good for good in conversions.ANY_TIME_GOODS
                 if any(entry.good == good for entries in conversions.MAJOR_CONVERSIONS.values()
                        for entry in entries if entry.moment == conversions.ANY_TIME))
# The goods that can pay a food price, turned into food on the spot: crops raw, cooked goods.
PAYING_GOODS = tuple(good for good in conversions.ANY_TIME_GOODS if good in rules.RAW_FOOD or good in COOKABLE)
CRAFTS = tuple(entry.source for entries in conversions.MAJOR_CONVERSIONS.values()
               for entry in entries if entry.moment == conversions.HARVEST)



def cell_id(kind: str, cell: tuple[int, int]) -> str:
    """``room:1:2`` and the like: ``kind`` and a cell."""
    return f"{kind}:{cell[0]}:{cell[1]}"


def take_id(goods: tuple[str, ...]) -> str:
    """``take:wood``, ``take:wood+clay``."""
    return "take:" + "+".join(goods)


def take_paying_id(animal: str, crop: str) -> str:
    """``take:cattle:grain``: the animal card's paid animal, the price paid with a crop."""
    return f"take:{animal}:{crop}"


def major_id(copy: str, returns: bool = False) -> str:
    return f"major:{copy}:return" if returns else f"major:{copy}"


def card_id(kind: str, card: str) -> str:
    """``occupation:E150`` or ``minor:E22``: play a card of ``kind`` from hand."""
    return f"{kind}:{card}"


def use_id(card: str, option: int) -> str:
    """``use:E16:2``: take option ``option`` (from 1) of ``card``'s ability."""
    return f"use:{card}:{option}"


def breed_id(animals: tuple[str, ...]) -> str:
    return "breed:" + "+".join(animals)


def _entries(players: int):
    yield from _family_entries(players)
    yield from _card_entries(players)


def _family_entries(players: int):
    """The ids a family game offers (no cards dealt): they come first, so both games share them."""
    for space in (*spaces.board_spaces(players), *spaces.ROUND_CARDS):
        yield f"space:{space.id}", "space", space.id
    for kind in CELL_KINDS:
        for cell in CELLS:
            yield cell_id(kind, cell), kind, cell
    for kind in PLAIN:
        yield kind, kind, None
    for n in range(1, MAX_GRAIN + 1):
        yield f"bake:{n}", "bake", n
    for crop in rules.CROPS:
        yield f"sow:{crop}", "sow", crop
    for copy, key, _ in MAJOR_COPIES:
        yield major_id(copy), "major", (copy, False)
        if rules.MAJORS[key].upgrade_from:
            yield major_id(copy, True), "major", (copy, True)
    takes = [(m,) for m in rules.MATERIALS] + list(combinations(rules.MATERIALS, 2))
    takes += [(animal,) for animal in spaces.ANIMAL_CHOICE] + [("food",)]
    for goods in takes:
        yield take_id(goods), "take", goods
    for animal, (_gain, price) in spaces.ANIMAL_CHOICE.items():
        if price.get("food"):
            for good in PAYING_GOODS:
                yield take_paying_id(animal, good), "take", (animal, good)
    yield "keep:best", "keep", "best"
    for good in COOKABLE:
        yield f"cook:{good}", "cook", good
    for animal in rules.ANIMALS:
        yield f"release:{animal}", "release", animal
    for crop in rules.CROPS:
        yield f"convert:{crop}", "convert", crop
    for key in CRAFTS:
        yield f"craft:{key}", "craft", key
    for size in range(1, len(rules.ANIMALS) + 1):
        for animals in combinations(rules.ANIMALS, size):
            yield breed_id(animals), "breed", animals


def _card_entries(players: int):
    """The ids only the card game offers: the cards played, the spaces' card-game sides, the cards'
    abilities and the draft."""
    for card in deck_cards():
        yield card_id(card.type, card.id), card.type, card.id
    for space in spaces.full_spaces(players):
        yield f"space:{space.id}", "space", space.id
    # Card abilities, after every other id and for every card (adding a card moves no id):
    for good in rules.MATERIALS:  # a building resource turned into food (the Turner's wood)
        yield f"convert:{good}", "convert", good
    for animal, (_gain, price) in spaces.ANIMAL_CHOICE.items():  # ... paying the animal card's price
        if price.get("food"):
            for good in rules.MATERIALS:
                yield take_paying_id(animal, good), "take", (animal, good)
    for card in deck_cards():  # a card's harvest conversion
        yield f"craft:{card.id}", "craft", card.id
    for card in deck_cards():  # one of a card's options
        for n in range(1, MAX_OPTIONS + 1):
            yield use_id(card.id, n), "use", (card.id, n)
    for space in spaces.CARD_SPACES:  # the cards that are action spaces
        yield f"space:{space.id}", "space", space.id
    for card in deck_cards():  # the further exchanges of a card's trade (after every earlier id)
        for n in range(MAX_OPTIONS + 1, MAX_TRADES + 1):
            yield use_id(card.id, n), "use", (card.id, n)
    for card in deck_cards():  # the draft (option draft): keep a card of the pack held
        yield f"draft:{card.id}", "draft", card.id


@cache
def catalogue(players: int) -> ActionCatalogue:
    """Every action id of a game of ``players``, in the order of the list above (the
    player count decides which green action cards are in play)."""
    if players not in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        raise RuleViolation(saying("Agricola is played by %(least)s to %(most)s players, got %(count)s",
                                   least=MIN_PLAYERS, most=MAX_PLAYERS, count=players),
                            where="players")
    return ActionCatalogue("agricola", _entries(players))


@cache
def _every_id() -> ActionCatalogue:
    """The ids of all player counts together (the green cards of 3, 4 and 5 players differ)."""
    seen: dict[str, tuple[str, str, object]] = {}
    for players in range(MIN_PLAYERS, MAX_PLAYERS + 1):
        for action_id, (kind, argument) in catalogue(players).meaning.items():
            seen.setdefault(action_id, (action_id, kind, argument))
    return ActionCatalogue("agricola", seen.values())


def action_ids(players: int) -> tuple[str, ...]:
    """The complete list of ids a game of ``players`` can ever offer, in catalogue order."""
    return catalogue(players).ids()


@cache
def family_action_ids(players: int) -> tuple[str, ...]:
    """The ids a family game of ``players`` (no cards dealt) can ever offer: the first of
    :func:`action_ids`, in the same order."""
    return tuple(action_id for action_id, _kind, _argument in _family_entries(players))


# The catalogue of every id, made at the first parse (kept here: compiled, a static read where
# each parse called the cache of :func:`_every_id` generically).
_EVERY_ID: Final[list[ActionCatalogue]] = []


def parse(action_id: object) -> Meaning:
    """``(kind, argument)`` of an Agricola action id (see the list above), for any player count."""
    if not _EVERY_ID:
        _EVERY_ID.append(_every_id())
    return _EVERY_ID[0].parse(action_id)


def max_game_length(players: int) -> int:
    """More player actions than any game of ``players`` takes (a loose bound, for research frameworks).

    Per player: at most 70 placements (14 rounds, 5 people), each with a few
    steps; rooms, stables and fields on at most 15 cells; pastures named cell
    by cell (at most 15 cells each, at most 13 pastures); a feeding and a
    breeding choice at each of the 6 harvests; and conversions, releases and
    sowings, each taking away one good the player got: fewer than 200 in a
    game (at most :data:`MAX_GRAIN` grain and 14 vegetables from the spaces,
    42 animals from the accumulating spaces, 14 from the 5-player animal card,
    3 newborns and 3 craft uses a harvest).  Counted generously: 1000.  In the
    card game, cards bring more goods and decisions; there the bound is not
    argued but checked on played games (random 4-player card games take about
    225 actions in all).
    """
    return 1000 * players
