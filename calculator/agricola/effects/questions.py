"""The choices cards give a player about another player's move (docs/card-effects.md), as questions.

A card whose owner may answer another player's action (buy the reed just taken, bake too, play
an occupation, ...) puts an :class:`Ask` to its owner; so does a card of the mover whose option
comes with the space's goods (Fisherman).  :mod:`..answers` interrupts the mover's turn, lets the
owner answer, then the mover goes on.  Each kind of question (:data:`QUESTIONS`) says which
answers are open now, as action ids of the catalogue with their words (:func:`options`;
declining, ``done``, is always allowed), and what an answer does to the table and which further
questions it raises (:func:`answer`).  A question with no answer open when it comes up (the
goods were spent by an earlier answer) is not asked."""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from types import MappingProxyType
from typing import TYPE_CHECKING, cast

from ...core.native_record import NativeRecord
from ...grid import Cell
from .data import effects_of

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

Players = tuple["Player", ...]


@dataclass(unsafe_hash=True)
class Ask(NativeRecord):
    """A question put to ``seat`` by its ``card`` about what ``actor`` (the mover) just did."""

    seat: int  # the player who decides (the card's owner)
    card: str  # the card whose choice it is
    topic: str  # the kind of question (a key of QUESTIONS)
    actor: int  # the player moving, whose action prompted it
    goods: tuple[tuple[str, int], ...] = ()  # what the mover took, when the question depends on it
    cost: tuple[tuple[str, int], ...] = ()  # the goods the card's entry names: the food paid (Educator),
    # the food a crop becomes (Lettuce Patch)
    round: int = 0  # the round it is asked in

    def copy(self) -> Ask:
        ask = Ask.__new__(Ask)
        ask.seat, ask.card, ask.topic, ask.actor = self.seat, self.card, self.topic, self.actor
        ask.goods, ask.cost, ask.round = self.goods, self.cost, self.round
        return ask


Option = tuple[str, str]  # an answer's action id and its words
Answered = tuple[Players, tuple[Ask, ...]]  # the table after an answer, and the questions it raises


@dataclass(frozen=True)
class Question:
    """A kind of question: the answers open now (action ids and words; declining, ``done``, is
    always allowed and not listed) and the table after an answer (its parsed id)."""

    options: Callable[[Players, Ask], tuple[Option, ...]]
    answer: Callable[[Players, Ask, str, object], Answered]


def _with(players: Players, seat: int, player: Player) -> Players:
    return players[:seat] + (player,) + players[seat + 1:]


def _listed(goods: Mapping[str, int]) -> str:
    return ", ".join(f"{n} {good}" for good, n in goods.items())


def _use(card: str) -> str:
    return f"use:{card}:1"  # (the id :func:`..actions.use_id` writes: option 1 of the card)


# ---------------------------------------------------------------- a purchase from the player who took goods


def _purchase(card: str) -> Effect:
    return next(e for e in effects_of(card) if e.do == "deal" and e.give)


def _purchase_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Buy (the owner pays ``give`` for ``get``) while the owner can pay and the mover still holds the goods."""
    effect = _purchase(ask.card)
    if players[ask.seat].can_pay(effect.give) and players[ask.actor].can_pay(effect.get):
        return ((_use(ask.card), f"pay {_listed(effect.give)} for {_listed(effect.get)}"),)
    return ()


def _buy(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    """The owner gives ``give`` for ``get``; the mover cannot refuse and also gets ``bonus`` from the supply."""
    effect = _purchase(ask.card)
    players = _with(players, ask.seat, players[ask.seat].pay(effect.give).gain(effect.get))
    return (_with(players, ask.actor, players[ask.actor].pay(effect.get).gain(effect.give).gain(effect.bonus)), ())


# ---------------------------------------------------------------- the food of a space taken twice over


def _owed(players: Players, ask: Ask) -> dict[int, int]:
    """Fisherman, Juggler: 1 food to each other player per card of the special's ``items`` it has in play."""
    effect = next(e for e in effects_of(ask.card) if e.do == "table")
    return {seat: n for seat, p in enumerate(players) if seat != ask.seat
            and (n := sum(c in p.played for c in effect.items))}


def _again_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Take the food again, paying the owners of the cards named (ruling: only when the owner can pay them)."""
    food, owed = dict(ask.goods).get("food", 0), sum(_owed(players, ask).values())
    if not food or players[ask.seat].food + food < owed:
        return ()
    return ((_use(ask.card), f"take {food} food" + (f" for {owed} food" if owed else "")),)


def _take_again(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    players = _with(players, ask.seat, players[ask.seat].gain({"food": dict(ask.goods)["food"]}))
    for seat, n in _owed(players, ask).items():
        players = _with(players, ask.seat, players[ask.seat].gain({"food": -n}))
        players = _with(players, seat, players[seat].gain({"food": n}))
    return (players, ())


# ---------------------------------------------------------------- baking when another player bakes


def _bake_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Master Baker: bake 1 to all of the owner's grain at its best rates (``bake:<n>``), with a
    baking improvement."""
    me = players[ask.seat]
    rates = me.bake_rates() if me.grain else ()
    return tuple((f"bake:{n}", f"bake {n} grain into {sum(rates[:n])} food") for n in range(1, len(rates) + 1))


def _bake(players: Players, ask: Ask, kind: str, grain: object) -> Answered:
    from ..conversions import bake

    return (_with(players, ask.seat, bake(players[ask.seat], cast(int, grain))), ())


# ---------------------------------------------------------------- plowing when another player plows


def _plow_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Punner: 1 field on any cell of the owner's farm where a field may go (``field:<r>:<c>``)."""
    return tuple((f"field:{r}:{c}", f"plow a field on {(r, c)}") for r, c in players[ask.seat].board.field_cells)


def _plow(players: Players, ask: Ask, kind: str, cell: object) -> Answered:
    me = players[ask.seat]
    return (_with(players, ask.seat, me.replace(board=me.board.with_field(cast(Cell, cell)))), ())


# ---------------------------------------------------------------- an occupation played out of turn


def _playable(players: Players, ask: Ask) -> tuple[tuple[str, dict[str, int]], ...]:
    """Puppeteer, Educator: the occupations in the owner's hand (catalogue order) it may play now,
    having paid the card's ``cost``, with the price of each (the first way it can pay).  Only those
    leaving nothing more to decide on playing them (no choice then, no action part): the owner's cards
    add no step out of turn."""
    from ..card_play import card_terms, meets
    from ..dealing import occupations
    from .interpreter import before_occupation, may_play, others_allow, parts_on_play, price

    me = players[ask.seat]
    if not me.can_pay(dict(ask.cost)):
        return ()
    me = before_occupation(me.pay(dict(ask.cost)), ask.round)
    others = players[:ask.seat] + players[ask.seat + 1:]
    found = []
    for card in occupations(me.hand):
        terms = card_terms()[card]
        if (chooses_on_play(card) or parts_on_play(card) or not all(meets(me, r) for r in terms.requires)
                or not may_play(me, card, ask.round) or not others_allow(me, others, card)):
            continue
        paid = next((dict(price(me, card, o.price)) for o in terms.options
                     if not o.returns and me.can_pay(dict(price(me, card, o.price)))), None)
        if paid is not None:
            found.append((card, paid))
    return tuple(found)


def chooses_on_play(card: str) -> bool:
    """Whether ``card`` asks for a choice on being played (``choose`` at the moment ``play``)."""
    return any(e.do == "choose" and e.on == "play" for e in effects_of(card))


def _play_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    cost = dict(ask.cost)
    return tuple((f"occupation:{card}", f"pay {_listed({g: cost.get(g, 0) + paid.get(g, 0) for g in cost | paid})}"
                  f" and play {card}") for card, paid in _playable(players, ask))


def _play(players: Players, ask: Ask, kind: str, card: object) -> Answered:
    """The owner pays the card's ``cost`` (to the supply) and the occupation's price and plays it: its
    effects follow, and the other players' cards hear it (another Educator: their questions)."""
    from ..majors import COPY_KEY
    from .interpreter import before_occupation, on_acquire, on_any_acquire, on_play, others_answer, others_asked

    card = cast(str, card)
    paid = dict(_playable(players, ask))[card]
    me = before_occupation(players[ask.seat].pay(dict(ask.cost)), ask.round).pay(paid)
    me = me.replace(hand=tuple(c for c in me.hand if c != card), played=me.played + (card,))
    built = frozenset(COPY_KEY[copy] for p in players for copy in p.majors)
    me = on_acquire(on_play(me, card, ask.round, built=built), card, ask.round)
    players = on_any_acquire(_with(players, ask.seat, me), card)
    asks = play_asks(ask.seat, card, ask.round) + others_asked(players, ask.seat, "other_occupation", ask.round)
    return others_answer(players, ask.seat, "other_occupation", ask.round), asks


# ---------------------------------------------------------------- a crop harvested from a card, turned into food


def harvested_on_card(before: Player, card: str) -> dict[str, int]:
    """The crops the field phase took from the fields on ``card`` (the player ``before`` it)."""
    from .interpreter import card_stacks

    sown = {cell: crop for cell, crop, _ in before.crops}
    taken: dict[str, int] = {}
    for cell, card_id, _ in card_stacks(before):
        if card_id == card and cell in sown:
            taken[sown[cell]] = taken.get(sown[cell], 0) + 1
    return taken


def _convert_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Lettuce Patch: the crops just harvested from the card, while the player still holds them, for
    the card's food each."""
    me, food = players[ask.seat], dict(ask.cost).get("food", 0)
    crop, n = ask.goods[0] if ask.goods else ("", 0)
    if not n or getattr(me, crop) < n:
        return ()
    return ((_use(ask.card), f"give {n} {crop} for {n * food} food"),)


def _convert(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    crop, n = ask.goods[0]
    return (_with(players, ask.seat, players[ask.seat].gain({crop: -n, "food": n * dict(ask.cost)["food"]})), ())


# ---------------------------------------------------------------- grain sown after the field phase


def _sow_grain_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Corn Storehouse: 1 grain of the supply sown on an empty field (fields are alike), 1 grain fewer
    lying there than a normal sowing, as long as the player has grain and an empty field."""
    me = players[ask.seat]
    return (("sow:grain", "sow grain on an empty field"),) if me.grain and me.empty_fields else ()


def _sow_grain(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    """One field sown; the question comes again for the next (declining ends it)."""
    from .. import rules
    from .specials_people import sow_one

    me = sow_one(players[ask.seat], "grain", rules.SOWING["grain"] - 1, ask.round)
    return _with(players, ask.seat, me), (ask,)


# ---------------------------------------------------------------- a crop given by a card, sown at once


def _sow_given_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Hobby Farmer: the vegetable the card gave, sown on an empty field (fields are alike) while one is free."""
    me = players[ask.seat]
    return (("sow:vegetables", "sow the vegetable on an empty field"),) if me.vegetables and me.empty_fields else ()


def _sow_given(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    from .. import rules
    from .specials_people import sow_one

    me = sow_one(players[ask.seat], "vegetables", rules.SOWING["vegetables"], ask.round)
    return _with(players, ask.seat, me), ()


# ---------------------------------------------------------------- an animal turned into food, kept on a card


def _keep(ask: Ask) -> tuple[str, int]:
    return ask.goods[0] if ask.goods else ("", 0)


def _keep_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Tanner: the animal (boar, cattle) on the card; Brush Maker: the boar on the card; Basin
    Maker: 1 or 2 wood of the player's on the card for the boar (``use:K273:<wood>``).  Ruling: a
    boar on the Tanner serves neither of the others; the Brush Maker and the Basin Maker may both
    take the same boar (:data:`KEEP_TOO` asks for the other one after the first)."""
    from .specials_goods import BASIN_MAKER, BRUSH_MAKER, TANNER, basin_wood, keeping_cards

    me, (animal, n) = players[ask.seat], _keep(ask)
    cards = (ask.card,) if ask.topic == KEEP_TOO else keeping_cards(me)
    found = []
    if n and TANNER in cards and animal in ("boar", "cattle"):
        found.append((_use(TANNER), f"lay 1 {animal} on the card"))
    if n and animal == "boar" and BRUSH_MAKER in cards:
        found.append((_use(BRUSH_MAKER), "lay 1 boar on the card"))
    if n and animal == "boar" and BASIN_MAKER in cards:
        found += [(f"use:{BASIN_MAKER}:{wood}", f"lay {wood} wood on the card")
                  for wood in range(1, basin_wood(me) + 1)]
    return tuple(found)


def _keep_one(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    """One converted animal laid on the card chosen (or wood for it on the Basin Maker); for a boar
    laid on the Brush Maker or served by the Basin Maker the other is asked next, then the next
    animal of the conversion."""
    from .specials_goods import BASIN_MAKER, BRUSH_MAKER, keeping_cards

    card, option = cast(tuple[str, int], argument)
    me, (animal, n) = players[ask.seat], _keep(ask)
    if card == BASIN_MAKER:
        me = me.lay_on_card(card, {"wood": option}).gain({"wood": -option})
    else:
        me = me.lay_on_card(card, {animal: 1})
    asks: tuple[Ask, ...] = ()
    other = {BRUSH_MAKER: BASIN_MAKER, BASIN_MAKER: BRUSH_MAKER}.get(card)
    if ask.topic == KEEP and other in keeping_cards(me):
        asks = (ask.replace(topic=KEEP_TOO, card=other, goods=((animal, 1),)),)
    if ask.topic == KEEP and n > 1:
        asks += (ask.replace(goods=((animal, n - 1),)),)
    return _with(players, ask.seat, me), asks


def _pelts_options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """Pelts: 1 food of the player's laid in a room with none yet, for each animal converted."""
    from .specials_goods import PELTS

    me, (_, n) = players[ask.seat], _keep(ask)
    if n and me.food and me.on_card(PELTS, "food") < me.board.rooms.bit_count():
        return ((_use(PELTS), "lay 1 food in a room"),)
    return ()


def _pelts_food(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    from .specials_goods import PELTS

    animal, n = _keep(ask)
    me = players[ask.seat].lay_on_card(PELTS, {"food": 1}).gain({"food": -1})
    return _with(players, ask.seat, me), ((ask.replace(goods=((animal, n - 1),)),) if n > 1 else ())


def converted_asks(players: Players, round_number: int) -> tuple[Players, tuple[Ask, ...]]:
    """The players' questions about the animals they have just turned into food (the conversion
    only remembered them: :func:`.specials_goods.keep_converted_animals`), in seat order, and the
    table with those animals forgotten.  Each place that converts raises them through this one
    function (:func:`..answers.go_on`, after every action)."""
    from .interpreter import remember
    from .specials_goods import PELTS, PENDING, keeping_cards, pending

    asks: list[Ask] = []
    for seat, me in enumerate(players):
        animals = pending(me) if me.used else ()
        if not animals:
            continue
        cards = keeping_cards(me)
        for animal, n in animals:
            me = remember(me, PENDING + animal, 0)
            keepers = [c for c in cards if c != PELTS]
            if keepers:
                asks.append(Ask(seat, keepers[0], KEEP, seat, ((animal, n),), round=round_number))
            if PELTS in cards:
                asks.append(Ask(seat, PELTS, PELTS_FOOD, seat, ((animal, n),), round=round_number))
        players = _with(players, seat, me)
    return players, tuple(asks)


PURCHASE = "purchase"  # Wood Buyer, Reed Buyer, Stone Buyer (the kind ``deal`` with a price)
AGAIN = "again"  # Fisherman, Juggler (the table special double_food_paying_owners)
BAKE = "bake"  # Master Baker (bake_one_grain)
PLOW = "plow"  # Punner (plow_one_field)
PLAY = "play"  # Puppeteer, Educator (play_an_occupation)
CONVERT = "convert"  # Lettuce Patch (the special harvested_crop_to_food)
SOW_GRAIN = "sow_grain"  # Corn Storehouse (the special sow_grain_on_empty_fields)
SOW_GIVEN = "sow_given"  # Hobby Farmer (the special sow_the_vegetable_given)
KEEP = "keep"  # Brush Maker, Tanner, Basin Maker (the special keep_converted_animals): where an animal goes
KEEP_TOO = "keep_too"  # the Brush Maker or Basin Maker after the other took the same boar
PELTS_FOOD = "pelts"  # Pelts (keep_converted_animals too): 1 food in a room per animal converted

QUESTIONS: Mapping[str, Question] = MappingProxyType({
    PURCHASE: Question(_purchase_options, _buy),
    AGAIN: Question(_again_options, _take_again),
    BAKE: Question(_bake_options, _bake),
    PLOW: Question(_plow_options, _plow),
    PLAY: Question(_play_options, _play),
    CONVERT: Question(_convert_options, _convert),
    SOW_GRAIN: Question(_sow_grain_options, _sow_grain),
    SOW_GIVEN: Question(_sow_given_options, _sow_given),
    KEEP: Question(_keep_options, _keep_one),
    KEEP_TOO: Question(_keep_options, _keep_one),
    PELTS_FOOD: Question(_pelts_options, _pelts_food),
})
# The table specials (and specials) whose owner is asked rather than a rule deciding.
ASKED: Mapping[str, str] = MappingProxyType({
    "double_food_paying_owners": AGAIN,
    "bake_one_grain": BAKE,
    "plow_one_field": PLOW,
    "play_an_occupation": PLAY,
    "harvested_crop_to_food": CONVERT,
    "sow_grain_on_empty_fields": SOW_GRAIN,
    "sow_the_vegetable_given": SOW_GIVEN,
})


def options(players: Players, ask: Ask) -> tuple[Option, ...]:
    """The answers to ``ask`` open now (action ids and words); none: the question is not asked."""
    return QUESTIONS[ask.topic].options(players, ask)


def answer(players: Players, ask: Ask, kind: str, argument: object) -> Answered:
    """The table after the owner's answer (its parsed action id; ``done``: declined, nothing
    changes), and the questions the answer raises (an occupation played: another Educator's)."""
    if kind == "done":
        return players, ()
    return QUESTIONS[ask.topic].answer(players, ask, kind, argument)


def asked(effect: Effect) -> bool:
    """Whether ``effect`` is a table special (or a special) its owner is asked about (not decided by rule)."""
    return effect.do in ("table", "special") and effect.name in ASKED


def table_asks(players: Players, owner: int, actor: int, effects: Iterable[Effect], round_number: int,
               goods: Mapping[str, int] | None = None) -> tuple[Ask, ...]:
    """The questions of ``owner``'s asked table specials among ``effects`` about ``actor``'s move
    (``goods``: what the mover took)."""
    taken = tuple(sorted((goods or {}).items()))
    return tuple(Ask(owner, e.card, ASKED[e.name], actor, taken, tuple(sorted(e.goods.items())), round_number)
                 for e in effects if asked(e))


def takers_asked(players: Players, actor: int, found: Iterable[tuple[int, Effect]], round_number: int,
                 goods: Mapping[str, int]) -> tuple[Ask, ...]:
    """The questions of the cards ``found`` (owner, effect) answering ``actor``'s taking ``goods``,
    in the order found (clockwise from the mover's left): a purchase (a ``deal`` with a price: Wood
    Buyer) or an asked table special (Puppeteer)."""
    asks = []
    for owner, effect in found:
        if effect.do == "deal" and effect.give and owner != actor:
            asks.append(Ask(owner, effect.card, PURCHASE, actor, round=round_number))
        else:
            asks += table_asks(players, owner, actor, (effect,), round_number, goods)
    return tuple(asks)


def field_phase_asks(before: Players, after: Players, effects: Iterable[tuple[int, Effect]],
                     round_number: int) -> tuple[Ask, ...]:
    """The questions of the asked field-phase cards ``effects`` (seat, effect) to their owners (about
    the crops the field phase took from those cards: Lettuce Patch; sowing grain: Corn Storehouse),
    in seat order."""
    asks = []
    for seat, effect in effects:
        taken = harvested_on_card(before[seat], effect.card)
        if asked(effect):
            asks.append(Ask(seat, effect.card, ASKED[effect.name], seat, tuple(sorted(taken.items())),
                            tuple(sorted(effect.goods.items())), round_number))
    return tuple(asks)


def play_asks(seat: int, card: str, round_number: int) -> tuple[Ask, ...]:
    """The questions ``card`` puts to the player ``seat`` who has just played it (Hobby Farmer: sow
    the vegetable it gave)."""
    return tuple(Ask(seat, card, ASKED[e.name], seat, round=round_number)
                 for e in effects_of(card) if e.on == "play" and asked(e))
