"""The interpreter of the card effects: pure functions from a :class:`~..player.Player`
(and the moment's facts) to a new player, or to what the engine must offer.

These are the hooks the engine calls, each in one line:

* :func:`on_play` when a card is played (``option``: the goods chosen of a ``choose``);
* :func:`on_space` when a person takes a space's goods;
* :func:`at_round_start` when a round begins (goods waiting on its round space), and
  :func:`at_round_end` when its work phase ends;
* :func:`at_field_phase` in each harvest's field phase;
* :func:`on_renovate` after a renovation;
* :func:`price` for what a room, renovation, stable, fence or improvement costs;
* :func:`card_conversions` for the cards' conversions to food, read by
  :mod:`..conversions` through ``Player.conversions``;
* :func:`housing_cards` for the cards that change where animals live;
* :func:`parts_on_play` for the action parts a card carries out when played, and
  :func:`parts_on_space` for those the cards add to a space's action.

A player without cards in play is returned unchanged by every hook, so the family game
never notices them.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from typing import TYPE_CHECKING

from .. import conversions, rules
from ..majors import COPY_KEY
from .data import effects_of
from .specials import SPECIALS
from .vocabulary import MATERIAL, Condition, Effect

if TYPE_CHECKING:
    from ..player import Player


def _counts_board(me: Player, name: str) -> int:
    board = me.board
    if name == "rooms":
        return board.rooms.bit_count()
    if name == "fields":
        return board.fields.bit_count()
    if name == "pastures":
        return len(board.pastures)
    return board.stable_count  # "stables"


def count(me: Player, name: str) -> int:
    """The player's count of ``name`` (:data:`.vocabulary.COUNTS`)."""
    if name in rules.ANIMALS:
        return me.herd[name]
    if name == "animals":
        return sum(me.animals)
    if name in ("rooms", "fields", "pastures", "stables"):
        return _counts_board(me, name)
    if name in ("occupations", "minors"):
        from ..cards.catalogue import card

        kind = name[:-1] if name == "minors" else "occupation"
        return sum(card(c).type == kind for c in me.played)
    if name in ("grain", "vegetables"):
        return getattr(me, name) + me.on_fields(name)
    return getattr(me, name)  # people and goods in the supply


def holds(me: Player, when: Condition, round_number: int | None) -> bool:
    """Whether the condition ``when`` holds for the player in round ``round_number`` (None
    for the timeless moments, whose conditions name no rounds)."""
    if when.rounds is not None and not when.rounds[0] <= round_number <= when.rounds[1]:
        return False
    if when.house is not None and me.house != when.house:
        return False
    for name, least in when.at_least.items():
        if count(me, name) < least:
            return False
    for name, most in when.at_most.items():
        if count(me, name) > most:
            return False
    return True


def active(me: Player, moment: str, round_number: int | None) -> Iterable[Effect]:
    """The effects of the player's cards in play at ``moment`` whose condition holds."""
    for card_id in me.played:
        for effect in effects_of(card_id):
            if effect.on == moment and holds(me, effect.when, round_number):
                yield effect


def times(me: Player, effect: Effect) -> int:
    """How many times a ``gain`` effect's goods arrive (its ``per`` or ``table``; else once)."""
    if effect.per is not None:
        return count(me, effect.per["count"]) // effect.per["every"]
    if effect.table:
        have = count(me, effect.table_count)
        reached = [n for least, n in effect.table if have >= least]
        return reached[-1] if reached else 0
    return 1


def schedule_rounds(effect: Effect, round_number: int) -> tuple[int, ...]:
    """The round spaces a ``schedule`` effect played in ``round_number`` puts goods on:
    always later rounds only (rounds still to come), never past the last."""
    spec = effect.rounds
    later = range(round_number + 1, rules.ROUNDS + 1)
    if "offsets" in spec:
        return tuple(r for r in (round_number + k for k in spec["offsets"]) if r in later)
    if "list" in spec:
        return tuple(r for r in spec["list"] if r in later)
    chosen = [r for r in later if spec.get("from", 1) <= r <= spec.get("to", rules.ROUNDS)]
    if "every" in spec:
        chosen = [r for r in chosen if r % 2 == (0 if spec["every"] == "even" else 1)]
    if "next" in spec:
        chosen = chosen[: spec["next"]]
    return tuple(chosen)


def schedule(me: Player, goods: Mapping[str, int], rounds_: Iterable[int]) -> Player:
    """The player with ``goods`` waiting on each of the round spaces ``rounds_``."""
    waiting = dict(((r, g), n) for r, g, n in me.future)
    for r in rounds_:
        for good, n in goods.items():
            waiting[r, good] = waiting.get((r, good), 0) + n
    return me.replace(future=tuple(sorted((r, g, n) for (r, g), n in waiting.items())))


def _apply(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    if effect.do == "gain":
        n = times(me, effect)
        return me.gain({good: k * n for good, k in effect.goods.items()}) if n else me
    if effect.do == "choose":
        option = context.get("option")
        if option is None:
            return me  # decided apart: the engine offers use:<card>:<n> (:func:`choose`)
        if dict(option) not in [dict(o) for o in effect.options]:
            raise ValueError(f"{effect.card}: {dict(option)} is not one of its options")
        return me.gain(option)
    if effect.do == "schedule":
        return schedule(me, effect.goods, schedule_rounds(effect, round_number))
    if effect.do == "special":
        return SPECIALS[effect.name](me, effect, round_number, context)
    return me  # price, discount, convert, housing, points, part: read by their own hooks


def _run(me: Player, effects: Iterable[Effect], round_number: int, context: Mapping) -> Player:
    for effect in tuple(effects):
        me = _apply(me, effect, round_number, context)
    return me


def on_play(me: Player, card_id: str, round_number: int, option: Mapping[str, int] | None = None) -> Player:
    """The player after the "when played" effects of ``card_id`` (already among ``me.played``,
    or passed on: the effects happen all the same); a choice is made with ``option`` (the
    goods chosen), else left to :func:`choose`."""
    effects = [e for e in effects_of(card_id) if e.on == "play" and holds(me, e.when, round_number)]
    return _run(me, effects, round_number, {"option": option, "card": card_id})


def choices(card_id: str) -> tuple[Mapping[str, int], ...]:
    """The goods a player chooses between with ``card_id`` (its one choice: on playing it or
    on a space; empty: no choice)."""
    return next((e.options for e in effects_of(card_id) if e.do == "choose"), ())


def choose(me: Player, card_id: str, option: int) -> Player:
    """The player after taking option ``option`` (from 1) of ``card_id``'s choice."""
    return me.gain(choices(card_id)[option - 1])


def on_space(me: Player, space_id: str, taken: Mapping[str, int], round_number: int) -> Player:
    """The player after using ``space_id`` with a person and taking ``taken`` from it."""
    if not me.played:
        return me
    found = [e for e in active(me, "space", round_number) if space_id in e.spaces]
    me = _run(me, found, round_number, {"space": space_id, "taken": taken})
    return on_take(me, taken, round_number)


def on_take(me: Player, taken: Mapping[str, int], round_number: int) -> Player:
    """The player after taking ``taken`` from an action space with a person (the goods
    lying there or given by it, or chosen in one of its parts)."""
    if not me.played:
        return me
    kinds = {good for good, n in taken.items() if n}
    found = [e for e in active(me, "take", round_number)
             if (kinds == set(e.good) if e.only else kinds & set(e.good))]
    return _run(me, found, round_number, {"taken": taken})


def at_round_start(me: Player, round_number: int) -> Player:
    """The player at the start of ``round_number``: the goods waiting on its round space
    arrive, then the cards' round-start effects."""
    if not me.future and not me.played:
        return me
    arriving = {g: n for r, g, n in me.future if r == round_number}
    if arriving:
        me = me.gain(arriving, future=tuple(f for f in me.future if f[0] != round_number))
    return _run(me, active(me, "round_start", round_number), round_number, {})


def on_renovate(me: Player, round_number: int) -> Player:
    """The player after the cards' effects of renovating (``me.house`` is the new house)."""
    if not me.played:
        return me
    return _run(me, active(me, "renovate", round_number), round_number, {})


def at_round_end(me: Player, round_number: int) -> Player:
    """The player after the cards' effects at the end of ``round_number``'s work phase."""
    if not me.played:
        return me
    return _run(me, active(me, "round_end", round_number), round_number, {})


def at_field_phase(me: Player, round_number: int) -> Player:
    """The player after the cards' field-phase income (after the crops are taken)."""
    if not me.played:
        return me
    return _run(me, active(me, "field_phase", round_number), round_number, {})


def at_feeding(me: Player, round_number: int) -> Player:
    """The player after the cards' income of the feeding phase (before it eats)."""
    if not me.played:
        return me
    return _run(me, active(me, "feeding", round_number), round_number, {})


def on_bake(me: Player, round_number: int) -> Player:
    """The player after the cards' gains for baking bread (at least 1 grain baked)."""
    if not me.played:
        return me
    return _run(me, [e for e in active(me, "bake", round_number) if e.do == "gain"], round_number, {})


def sown(me: Player, crop: str) -> int:
    """How many more of ``crop`` the player's cards put on a field sown with it (the general
    supply's), beyond the rules' own."""
    if not me.played:
        return 0
    return sum(e.goods.get(crop, 0) for e in active(me, "sow", None) if e.do == "extra")


def may_play(me: Player, others: tuple[Player, ...], card_id: str) -> bool:
    """Whether the card's own prerequisites hold (beyond the catalogue's): for ``others``,
    the condition holds for at least one of the ``others`` players (solo: for the player)."""
    for effect in effects_of(card_id):
        if effect.on == "prerequisite" and not any(holds(p, effect.when, None) for p in others or (me,)):
            return False
    return True


def categories(item: str) -> set[str]:
    """Every name an item paid for goes by: itself, and ``improvement`` plus ``major`` or
    ``minor`` for an improvement, ``occupation`` for an occupation."""
    from ..cards.catalogue import find

    names = {item}
    if item in rules.MAJORS:
        names |= {"major", "improvement"}
    else:
        found = find(item)
        if found is not None and found.id == item:
            names |= {"occupation"} if found.type == "occupation" else {"minor", "improvement"}
    return names


def price(me: Player, item: str, base: Mapping[str, int]) -> Mapping[str, int]:
    """What the player pays for ``item`` (``room``, ``renovation``, ``stable``, ``fence``, a
    major key or a card id) whose printed price is ``base``: a ``price`` card's price may
    replace it (one at a time), a ``swap`` may pay some of one good with another, then every
    ``discount`` takes its goods off (never below 0).  Of all these ways, the cheapest the
    player can pay applies (the cheapest of all when none can be paid)."""
    if not me.played:
        return base
    names = categories(item)
    effects = [e for e in active(me, "pay", None) if names & set(e.items)]
    material = rules.RENOVATION.get(me.house, me.house) if item == "renovation" else me.house
    replacements = [_material(e.price, material) for e in effects if e.do == "price"]
    swaps = [e for e in effects if e.do == "swap"]
    if not replacements and not swaps and not any(e.one_of for e in effects):
        return _discounted(base, effects, material)[0]
    prices = sorted((d for r in (*replacements, dict(base)) for p in _swapped(r, swaps)
                     for d in _discounted(p, effects, material)),
                    key=lambda p: (sum(p.values()), sorted(p.items())))
    return next((p for p in prices if me.can_pay(p)), prices[0])


def _swapped(paid: Mapping[str, int], swaps: list[Effect]) -> list[dict[str, int]]:
    """``paid`` and every way the ``swap`` effects can change it (each up to its ``most``)."""
    found = [dict(paid)]
    for e in swaps:
        found = [{**p, e.replace: p[e.replace] - k, e.by: p.get(e.by, 0) + k}
                 for p in found for k in range(min(e.most, p.get(e.replace, 0)) + 1)]
    return found


def _discounted(base: Mapping[str, int], effects: list[Effect], material: str) -> list[dict[str, int]]:
    """``base`` after the discounts: each ``one_of`` discount takes off one of its goods (every
    way of choosing), the others all of theirs."""
    found = [dict(base)]
    for effect in effects:
        if effect.do == "discount":
            less = _material(effect.less, material)
            choices = [{good: n} for good, n in less.items() if good in found[0]] if effect.one_of else [less]
            found = [_less(p, c) for p in found for c in choices] or found
    return [{good: n for good, n in p.items() if n} for p in found]


def _less(paid: Mapping[str, int], less: Mapping[str, int]) -> dict[str, int]:
    return {good: max(0, n - less.get(good, 0)) for good, n in paid.items()}


def _material(goods: Mapping[str, int], material: str) -> dict[str, int]:
    return {(material if good == MATERIAL else good): n for good, n in goods.items()}


MOMENT_OF_CONVERSION = {"any_time": "any_time", "harvest": "harvest", "feeding": "harvest", "bake": "bake"}


def card_conversions(me: Player) -> tuple[conversions.Conversion, ...]:
    """The conversions to food of the player's cards in play, as entries of
    :mod:`..conversions` (its extension point): a feeding-phase conversion is one of the
    harvest's, ``limit`` units per harvest; a baking card bakes ``limit`` grain (None: any)."""
    if not me.played:
        return ()
    return _card_conversions(me.played, me.majors)


@lru_cache(maxsize=1024)
def _card_conversions(played: tuple[str, ...], majors: tuple[str, ...]) -> tuple[conversions.Conversion, ...]:
    found = []
    for card_id in played:
        for e in effects_of(card_id):
            if e.do == "convert":
                (good, units), = e.give.items()
                food = e.get["food"]
                if e.using:  # more food when converting with those majors: only while owning one
                    rates = [rules.MAJORS[COPY_KEY[c]].cooking.get(good, 0) for c in majors if COPY_KEY[c] in e.using]
                    if not any(rates):
                        continue
                    food += max(rates)
                found.append(conversions.Conversion(card_id, good, food, MOMENT_OF_CONVERSION[e.on], e.limit))
    return tuple(found)


def housing_cards(me: Player) -> tuple[str, ...]:
    """The player's cards in play that change where animals live (``card-effects.json``)."""
    return tuple(c for c in me.played for e in effects_of(c) if e.do == "housing")


def parts_on_space(me: Player, space_id: str, round_number: int) -> tuple[str, ...]:
    """The action parts the player's cards add to the action of ``space_id`` (after its own):
    a card's choice there is the part ``use:<card>``."""
    if not me.played:
        return ()
    return tuple(e.part if e.do == "part" else f"use:{e.card}" for e in active(me, "space", round_number)
                 if e.do in ("part", "choose") and space_id in e.spaces)


def parts_after_playing(me: Player, card_id: str, round_number: int) -> tuple[str, ...]:
    """The action parts that follow playing ``card_id``: its own whose condition holds, then
    for an occupation those the player's cards add to playing one (Bread Paddle: bake)."""
    from ..cards.catalogue import card

    parts = tuple(e.part for e in effects_of(card_id)
                  if e.on == "play" and e.do == "part" and holds(me, e.when, round_number))
    if card(card_id).type == "occupation" and me.played:
        parts += tuple(e.part for e in active(me, "occupation", round_number) if e.do == "part")
    return parts


def parts_on_play(card_id: str) -> tuple[str, ...]:
    """The action parts (:data:`.vocabulary.PARTS`) the player carries out on playing ``card_id``."""
    return tuple(e.part for e in effects_of(card_id) if e.on == "play" and e.do == "part")
