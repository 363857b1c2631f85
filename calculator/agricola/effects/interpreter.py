"""The interpreter of the card effects: pure functions from a :class:`~..player.Player`
(and the moment's facts) to a new player, or to what the engine must offer.

These are the hooks the engine calls, each in one line:

* :func:`on_play` when a card is played (``option``: the goods chosen of a ``choose``);
* :func:`on_space` when a person takes a space's goods, and :func:`on_other_space` for
  the other players' cards that react to it (:func:`tolls`: what they charge first);
* :func:`at_round_start` when a round begins (goods waiting on its round space), and
  :func:`at_round_end` when its work phase ends;
* :func:`at_field_phase` in each harvest's field phase;
* :func:`on_sow` after sowing (the fields sown in one part), :func:`on_other_sow` for the
  other players' cards (and :func:`on_other_fence`, :func:`on_other_growth` after another player's fences,
  offspring), :func:`on_renovate` after a renovation, :func:`on_major_built` after any player's major;
* :func:`on_renovate` after a renovation, :func:`on_growth` after a family growth,
  :func:`on_room` after building a room;
* :func:`sown_extra` for the crops the cards add to a field being sown;
* :func:`on_cook_animal` when an animal is turned into food in a feeding phase;
* :func:`on_fence` after fencing a pasture; :func:`at_game_end` after the last harvest, before the scoring;
* :func:`price` for what a room, renovation, stable, fence or improvement costs;
* :func:`card_conversions` for the cards' conversions to food, read by
  :mod:`..conversions` through ``Player.conversions``;
* :func:`housing_cards` for the cards that change where animals live;
* :func:`majors_as_minors` for the majors a card lets the player build as a minor;
* :func:`any_time_parts` for the action parts the cards let the player carry out at any time
  (before placing a person), and :func:`renovations` for the houses a Renovate action may reach;
* :func:`parts_on_play` for the action parts a card carries out when played, and
  :func:`parts_on_space` for those the cards add to a space's action (a part a card allows
  only ``times`` per game is ``<part>:<card>``; :func:`used_once` counts it when done);
* :func:`shares` for the spaces a player may use though another player is on them.

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
from .vocabulary import ALWAYS, GUEST, MATERIAL, NEWEST, Condition, Effect

if TYPE_CHECKING:
    from ..board import FarmBoard
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
    if name == "ovens":
        from ..card_play import count as prerequisite_count

        return prerequisite_count(me, "ovens")
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
    return me  # price, discount, convert, housing, points, part, require: read by their own hooks


def _run(me: Player, effects: Iterable[Effect], round_number: int, context: Mapping) -> Player:
    for effect in tuple(effects):
        me = _apply(me, effect, round_number, context)
    return me


def on_play(me: Player, card_id: str, round_number: int, option: Mapping[str, int] | None = None,
            built: frozenset[str] = frozenset()) -> Player:
    """The player after the "when played" effects of ``card_id`` (already among ``me.played``,
    or passed on: the effects happen all the same); a choice is made with ``option`` (the
    goods chosen), else left to :func:`choose`; ``built``: the majors some player has built."""
    effects = [e for e in effects_of(card_id) if e.on == "play" and holds(me, e.when, round_number)]
    return _run(me, effects, round_number, {"option": option, "card": card_id, "built": built})


def may_play(me: Player, card_id: str, round_number: int) -> bool:
    """Whether the conditions ``card_id`` puts on playing it (its ``require`` entries) hold."""
    return all(holds(me, e.when, round_number) for e in effects_of(card_id) if e.do == "require")


def choices(card_id: str) -> tuple[Mapping[str, int], ...]:
    """The goods a player chooses between with ``card_id`` (its one choice: on playing it or
    on a space; empty: no choice)."""
    return next((e.options for e in effects_of(card_id) if e.do == "choose"), ())


def exchange(card_id: str, space_id: str) -> Effect | None:
    """The optional exchange ``card_id`` offers on ``space_id`` (``give`` for ``get`` and/or an
    action ``part``), if any."""
    return next((e for e in effects_of(card_id) if e.do == "exchange" and space_id in e.spaces), None)


def offers(card_id: str, space_id: str) -> tuple[Effect, ...]:
    """The optional purchases ``card_id`` offers on ``space_id`` (its ``buy`` entries)."""
    return tuple(e for e in effects_of(card_id) if e.do == "buy" and space_id in e.spaces)


def choose(me: Player, card_id: str, option: int, space_id: str = "") -> Player:
    """The player after taking option ``option`` (from 1) of ``card_id``'s choice, or of its
    purchases on ``space_id`` (paying what it gives)."""
    bought = offers(card_id, space_id) if space_id else ()
    if bought:
        chosen = bought[option - 1]
        return me.gain({good: -n for good, n in chosen.give.items()}).gain(chosen.get)
    return me.gain(choices(card_id)[option - 1])


def on_space(me: Player, space_id: str, taken: Mapping[str, int], round_number: int, newest: bool = False) -> Player:
    """The player after using ``space_id`` with a person and taking ``taken`` from it
    (``newest``: the space is the one the current round's card opened)."""
    if not me.played:
        return me
    found = [e for e in active(me, "space", round_number) if space_id in e.spaces or (newest and NEWEST in e.spaces)]
    me = _run(me, found, round_number, {"space": space_id, "taken": taken})
    return on_take(me, taken, round_number, space_id)


def on_other_space(me: Player, space_id: str, round_number: int) -> Player:
    """The player after another player has used ``space_id`` with a person (for a space
    offering a choice, the half named by the space: a room or the Traveling players' food)."""
    if not me.played:
        return me
    found = [e for e in active(me, "other_space", round_number) if space_id in e.spaces]
    return _run(me, found, round_number, {"space": space_id})


def tolls(players: tuple[Player, ...], seat: int, space_id: str,
          round_number: int) -> tuple[tuple[int, Mapping[str, int]], ...]:
    """(owner's seat, goods) that ``seat`` must pay other players' cards before using ``space_id``
    (a ``toll``: without the goods the space cannot be used)."""
    return tuple((owner, goods) for owner, here, goods in _all_tolls(players, seat, round_number) if here == space_id)


def owed_by_space(players: tuple[Player, ...], seat: int, round_number: int) -> dict[str, dict[str, int]]:
    """Space id -> the goods ``seat`` owes the other players' tolls before using it (usually none)."""
    owed: dict[str, dict[str, int]] = {}
    for owner, space_id, goods in _all_tolls(players, seat, round_number):
        here = owed.setdefault(space_id, {})
        for good, n in goods.items():
            here[good] = here.get(good, 0) + n
    return owed


def _all_tolls(players: tuple[Player, ...], seat: int, round_number: int):
    for owner, p in enumerate(players):
        if owner != seat and p.played:
            for e in active(p, "other_space", round_number):
                if e.do == "toll":
                    yield from ((owner, space_id, e.goods) for space_id in e.spaces)


def on_take(me: Player, taken: Mapping[str, int], round_number: int, space_id: str | None = None) -> Player:
    """The player after taking ``taken`` from the action space ``space_id`` with a person (the
    goods lying there or given by it, or chosen in one of its parts); an effect naming
    ``spaces`` happens only on those."""
    if not me.played:
        return me
    kinds = {good for good, n in taken.items() if n}
    found = [e for e in active(me, "take", round_number)
             if (kinds == set(e.good) if e.only else kinds & set(e.good))
             and (not e.spaces or space_id in e.spaces)]
    return _run(me, found, round_number, {"taken": taken, "space": space_id})


def at_round_start(me: Player, round_number: int, others: tuple[Player, ...] = ()) -> Player:
    """The player at the start of ``round_number``: the goods waiting on its round space
    arrive, then the cards' round-start effects (``others``: the other players, as they stand)."""
    if not me.future and not me.played:
        return me
    arriving = {g: n for r, g, n in me.future if r == round_number}
    if arriving:
        guests = arriving.pop(GUEST, 0)  # placed like people this round only
        me = me.gain(arriving, workers=me.workers + guests, future=tuple(f for f in me.future if f[0] != round_number))
    return _run(me, active(me, "round_start", round_number), round_number, {"others": others})


def on_cook_animal(me: Player, used: tuple[str, ...], round_number: int) -> tuple[Player, tuple[str, ...]]:
    """The player after the cards' gains for turning an animal into food in a feeding phase,
    and the cards that gave (each gives once per harvest: ``used`` are those that already did)."""
    if not me.played:
        return me, ()
    found = [e for e in active(me, "cook_animal", round_number) if e.card not in used]
    return _run(me, found, round_number, {}), tuple(dict.fromkeys(e.card for e in found))


def on_sow(me: Player, cells: tuple[int, ...], round_number: int) -> Player:
    """The player after sowing the fields ``cells`` in one action part: the specials of the
    moment ``sow`` hear the cells (``context["sown"]``); its gains are extra crops on each field
    sown (:func:`sown_extra`), not goods for the player."""
    if not me.played:
        return me
    found = [e for e in active(me, "sow", round_number) if e.do == "special"]
    return _run(me, found, round_number, {"sown": cells})


def on_other_sow(me: Player, round_number: int, players: int) -> Player:
    """The player after another player (of ``players`` at the table) has sown in one action part."""
    if not me.played:
        return me
    return _run(me, active(me, "other_sow", round_number), round_number, {"players": players})


def on_other_fence(me: Player, round_number: int, fences: int) -> Player:
    """The player after another player has built ``fences`` fences in one action part."""
    if not me.played:
        return me
    return _run(me, active(me, "other_fence", round_number), round_number, {"fences": fences})


def on_other_growth(me: Player, round_number: int, people: int) -> Player:
    """The player after another player has had offspring (their family now ``people``)."""
    if not me.played:
        return me
    return _run(me, active(me, "other_growth", round_number), round_number, {"people": people})


def on_major_built(me: Player, key: str, round_number: int) -> Player:
    """The player after some player (this one too) has built the major ``key``."""
    if not me.played:
        return me
    found = [e for e in active(me, "major_built", round_number) if key in e.items]
    return _run(me, found, round_number, {"major": key})


def on_renovate(me: Player, round_number: int, others: tuple[Player, ...] = ()) -> Player:
    """The player after the cards' effects of renovating (``me.house`` is the new house;
    ``others``: the other players, as they stand)."""
    if not me.played:
        return me
    return _run(me, active(me, "renovate", round_number), round_number, {"others": others})


def on_acquire(me: Player, item: str, round_number: int) -> Player:
    """The player after the cards' effects of acquiring ``item`` (a major's key or a card id,
    already paid and in front of the player)."""
    if not me.played:
        return me
    return _run(me, active(me, "acquire", round_number), round_number, {"item": item})


def on_any_acquire(players: tuple[Player, ...], item: str) -> tuple[Player, ...]:
    """Every player after the cards' effects of someone acquiring ``item`` (a major's key or
    a card id)."""
    if not any(p.played for p in players):
        return players
    return tuple(_run(p, active(p, "any_acquire", None), 0, {"item": item}) if p.played else p for p in players)


def on_stable(me: Player, round_number: int) -> Player:
    """The player after the cards' effects of building a stable (already on the board)."""
    if not me.played:
        return me
    return _run(me, active(me, "stable", round_number), round_number, {})


def on_growth(me: Player, round_number: int) -> Player:
    """The player after the cards' effects of a family growth (the newborn already counted)."""
    if not me.played:
        return me
    return _run(me, active(me, "growth", round_number), round_number, {})


def on_room(me: Player, round_number: int) -> Player:
    """The player after the cards' effects of building a room (the room already built)."""
    if not me.played:
        return me
    return _run(me, active(me, "room", round_number), round_number, {})


def on_fence(me: Player, before: FarmBoard, round_number: int) -> Player:
    """The player after the cards' effects of fencing a pasture (``before``: the farm before)."""
    if not me.played:
        return me
    return _run(me, active(me, "fence", round_number), round_number, {"before": before})


def at_game_end(me: Player) -> Player:
    """The player after the cards' effects that come just before the final scoring."""
    if not me.played:
        return me
    return _run(me, active(me, "game_end", rules.ROUNDS), rules.ROUNDS, {})


def at_round_end(me: Player, round_number: int) -> Player:
    """The player after the cards' effects at the end of ``round_number``'s work phase."""
    if not me.played:
        return me
    return _run(me, active(me, "round_end", round_number), round_number, {})


def at_field_phase(me: Player, round_number: int, before: Player | None = None,
                   table_animals: tuple[int, ...] | None = None) -> Player:
    """The player after the cards' field-phase income (after the crops are taken; ``before``:
    the player before they were; ``table_animals``: the sheep, boar and cattle on all the farms
    at the table)."""
    if not me.played:
        return me
    context: dict = {"before": before or me}
    if table_animals is not None:
        context["table_animals"] = table_animals
    return _run(me, active(me, "field_phase", round_number), round_number, context)


def feeding_parts(me: Player, round_number: int) -> tuple[str, ...]:
    """The action parts the player's cards allow once in each feeding phase (Baker: bake)."""
    if not me.played:
        return ()
    return tuple(e.part for e in active(me, "feeding", round_number) if e.do == "part")


def at_feeding(me: Player, round_number: int) -> Player:
    """The player after the cards' income of the feeding phase (before it eats)."""
    if not me.played:
        return me
    return _run(me, active(me, "feeding", round_number), round_number, {})


def before_occupation(me: Player, round_number: int) -> Player:
    """The player about to pay for an occupation, after the cards' gains for playing one
    (they come before the price is paid: Patron)."""
    if not me.played:
        return me
    return _run(me, [e for e in active(me, "occupation", round_number) if e.do == "gain"], round_number, {})


def after_newborns(me: Player, born: Mapping[str, int], round_number: int) -> Player:
    """The player after the cards' effects once the breeding phase's newborns ``born`` arrived."""
    if not me.played:
        return me
    return _run(me, active(me, "newborns", round_number), round_number, {"born": born})


def on_bake(me: Player, round_number: int) -> Player:
    """The player after the cards' gains for baking bread (at least 1 grain baked)."""
    if not me.played:
        return me
    return _run(me, [e for e in active(me, "bake", round_number) if e.do == "gain"], round_number, {})


def on_any_bake(players: tuple[Player, ...], grain: int) -> tuple[Player, ...]:
    """Every player after the cards' effects of someone baking ``grain`` grain into bread."""
    if not any(p.played for p in players):
        return players
    return tuple(_run(p, active(p, "any_bake", None), 0, {"grain": grain}) if p.played else p for p in players)
def sown_extra(me: Player, crop: str, round_number: int) -> int:
    """How many more of ``crop`` the player's cards put on a field sown with it."""
    if not me.played:
        return 0
    return sum(e.goods.get(crop, 0) * times(me, e) for e in active(me, "sow", round_number) if e.do == "gain")


def others_allow(me: Player, others: tuple[Player, ...], card_id: str) -> bool:
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
    replace it (one at a time), a ``substitute`` may pay some of one good with another, then
    every ``discount`` takes its goods off (never below 0), then each ``swap`` pays its ``more``
    for its ``less`` (when the price asks all of it and the player can pay the result).  Of all
    these ways, the cheapest the player can pay applies (the cheapest of all when none can be paid)."""
    if not me.played:
        return base
    names = categories(item)
    effects = [e for e in active(me, "pay", None) if names & set(e.items)]
    material = me.house
    if item == "renovation":  # the material the renovation's printed price asks (Conservator: beyond the next)
        material = next((m for m in ("stone", "clay") if m in base), rules.RENOVATION.get(me.house, me.house))
    replacements = [_material(e.price, material) for e in effects if e.do == "price"]
    substitutes = [e for e in effects if e.do == "substitute"]
    swaps = [(_material(e.less, material), _material(e.more, material)) for e in effects if e.do == "swap"]
    if not replacements and not substitutes and not swaps and not any(e.one_of or e.most for e in effects):
        return _discounted(base, effects, material)[0]
    prices = [d for r in (*replacements, dict(base)) for p in _substituted(r, substitutes)
              for d in _discounted(p, effects, material)]
    if swaps:
        prices = [{g: n for g, n in _swapped(me, p, swaps).items() if n} for p in prices]
    prices.sort(key=lambda p: (sum(p.values()), sorted(p.items())))
    return next((p for p in prices if me.can_pay(p)), prices[0])


def _substituted(paid: Mapping[str, int], substitutes: list[Effect]) -> list[dict[str, int]]:
    """``paid`` and every way the ``substitute`` effects can change it (each up to its ``most``)."""
    found = [dict(paid)]
    for e in substitutes:
        found = [{**p, e.replace: p[e.replace] - k, e.by: p.get(e.by, 0) + k}
                 for p in found for k in range(min(e.most, p.get(e.replace, 0)) + 1)]
    return found


def _discounted(base: Mapping[str, int], effects: list[Effect], material: str) -> list[dict[str, int]]:
    """``base`` after the discounts: each ``one_of`` discount takes off one of its goods, each
    with ``most`` that many units of its goods in all (every way of choosing), the others all of theirs."""
    found = [dict(base)]
    for effect in effects:
        if effect.do == "discount":
            less = _material(effect.less, material)
            if effect.most:
                choices = _up_to({good: n for good, n in less.items() if good in found[0]}, effect.most)
            else:
                choices = [{good: n} for good, n in less.items() if good in found[0]] if effect.one_of else [less]
            found = [_less(p, c) for p in found for c in choices] or found
    return [{good: n for good, n in p.items() if n} for p in found]


def _up_to(less: Mapping[str, int], most: int) -> list[dict[str, int]]:
    """Every way of taking ``most`` units (or all there are) of the goods ``less`` (each up to its count)."""
    found: list[dict[str, int]] = [{}]
    for good, n in less.items():
        found = [{**way, good: k} for way in found for k in range(min(n, most - sum(way.values())) + 1)]
    full = max(sum(way.values()) for way in found)
    return [way for way in found if sum(way.values()) == full]


def _less(paid: Mapping[str, int], less: Mapping[str, int]) -> dict[str, int]:
    return {good: max(0, n - less.get(good, 0)) for good, n in paid.items()}


def _swapped(me: Player, paid: dict[str, int],
             swaps: list[tuple[Mapping[str, int], Mapping[str, int]]]) -> dict[str, int]:
    """``paid`` after the cards' optional swaps (``less`` paid as ``more``): the most of them
    (in card order) whose result the player can pay, each only while the price asks all of
    its ``less``; ``paid`` itself when no such result can be paid."""
    from itertools import combinations

    for k in range(len(swaps), 0, -1):
        for chosen in combinations(swaps, k):
            new = dict(paid)
            for less, more in chosen:
                if any(new.get(good, 0) < n for good, n in less.items()):
                    break
                new = {good: new.get(good, 0) - less.get(good, 0) + more.get(good, 0) for good in {*new, *more}}
            else:
                if me.can_pay({good: n for good, n in new.items() if n}):
                    return new
    return paid


def _material(goods: Mapping[str, int], material: str) -> dict[str, int]:
    return {(material if good == MATERIAL else good): n for good, n in goods.items()}


MOMENT_OF_CONVERSION = {"any_time": "any_time", "harvest": "harvest", "feeding": "harvest", "bake": "bake"}


def card_conversions(me: Player) -> tuple[conversions.Conversion, ...]:
    """The conversions to food of the player's cards in play, as entries of
    :mod:`..conversions` (its extension point): a feeding-phase conversion is one of the
    harvest's, ``limit`` units per harvest; a baking card bakes ``limit`` grain (None: any);
    a conversion with a condition only while it holds (Meat Seller: an oven)."""
    if not me.played:
        return ()
    closed = tuple((c, n) for c in me.played for n, e in enumerate(effects_of(c))
                   if e.do == "convert" and e.when is not ALWAYS and not holds(me, e.when, None))
    return _card_conversions(me.played, me.majors, closed)


@lru_cache(maxsize=1024)
def _card_conversions(played: tuple[str, ...], majors: tuple[str, ...],
                      closed: tuple[tuple[str, int], ...] = ()) -> tuple[conversions.Conversion, ...]:
    found = []
    for card_id in played:
        for n, e in enumerate(effects_of(card_id)):
            if e.do == "convert" and (card_id, n) not in closed:
                (good, units), = e.give.items()
                food = e.get["food"]
                if e.using:  # more food when converting with those majors: only while owning one
                    rates = [rules.MAJORS[COPY_KEY[c]].cooking.get(good, 0) for c in majors if COPY_KEY[c] in e.using]
                    if not any(rates):
                        continue
                    food += max(rates)
                found.append(conversions.Conversion(card_id, good, food, MOMENT_OF_CONVERSION[e.on], e.limit))
    return tuple(found)


def food_needed(me: Player, per_person: int, per_newborn: int) -> int:
    """The food the player's people eat at a feeding: ``per_person`` each, newborns
    ``per_newborn``; with a ``ration`` card only its ``full`` people eat ``per_person``, the
    others as much as a newborn (Cook)."""
    adults = me.people - me.newborns
    if me.played:
        rations = [e.full for c in me.played for e in effects_of(c) if e.do == "ration"]
        if rations:
            full = min(adults, min(rations))
            return per_person * full + per_newborn * (me.people - full)
    return per_person * adults + per_newborn * me.newborns
def majors_as_minors(me: Player) -> frozenset[str]:
    """The majors (keys) the player's cards let it build as a minor improvement too (Well Builder)."""
    if not me.played:
        return frozenset()
    return frozenset(item for c in me.played for e in effects_of(c)
                     if e.do == "as_minor" and holds(me, e.when, None) for item in e.items)


def any_time_parts(me: Player, round_number: int) -> tuple[Effect, ...]:
    """The cards' action parts the player may carry out now, at any time (``any_time`` parts
    whose condition holds and whose ``times`` per game are not all used), and while it has
    placed no person yet in ``round_number``, the ``round_start`` parts not used this round
    (:func:`used_in_round`)."""
    if not me.played:
        return ()
    found = tuple(e for e in active(me, "any_time", None)
                  if e.do == "part" and (e.times is None or times_used(me, e.card) < e.times))
    if me.workers == me.people:
        found += tuple(e for e in active(me, "round_start", round_number)
                       if e.do == "part" and times_used(me, e.card) != round_number)
    return found


def used_in_round(me: Player, card_id: str, round_number: int) -> Player:
    """The player having used ``card_id``'s once-a-round part in ``round_number`` (its count in
    ``Player.used`` is that round)."""
    used = dict(me.used)
    used[card_id] = round_number
    return me.replace(used=tuple(sorted(used.items())))


def renovations(me: Player) -> tuple[str, ...]:
    """The houses a Renovate action may take the player's house to: the next one, then
    those the cards reach straight (``renovate_to``: the wooden hut to a stone house)."""
    found = (rules.RENOVATION[me.house],) if me.house in rules.RENOVATION else ()
    if me.played:
        found += tuple(e.house for e in active(me, "always", None) if e.do == "renovate_to")
    return tuple(dict.fromkeys(found))


def housing_cards(me: Player) -> tuple[str, ...]:
    """The player's cards in play that change where animals live (``card-effects.json``)."""
    return tuple(c for c in me.played for e in effects_of(c) if e.do == "housing")


def parts_on_space(me: Player, space_id: str, round_number: int,
                   taken: Mapping[str, int] | None = None) -> tuple[str, ...]:
    """The action parts the player's cards add to the action of ``space_id`` (after its own):
    a card's choice or exchange there is the part ``use:<card>`` (a purchase leaving goods ``back``
    on the space only when the space held them: ``taken``)."""
    if not me.played:
        return ()
    taken = taken or {}
    found = tuple((e.part if e.times is None else f"{e.part}:{e.card}") if e.do == "part" else f"use:{e.card}"
                  for e in active(me, "space", round_number)
                  if e.do in ("part", "choose", "exchange", "buy") and space_id in e.spaces
                  and not (e.back and any(taken.get(g, 0) < n for g, n in e.give.items()))
                  and (e.times is None or times_used(me, e.card) < e.times))
    return tuple(dict.fromkeys(found))  # a card's purchases on a space are one decision


def times_used(me: Player, card_id: str) -> int:
    """How many times the player has used ``card_id``'s limited part."""
    return dict(me.used).get(card_id, 0)


def used_once(me: Player, card_id: str) -> Player:
    """The player having used ``card_id``'s limited part once more."""
    used = dict(me.used)
    used[card_id] = used.get(card_id, 0) + 1
    return me.replace(used=tuple(sorted(used.items())))


def parts_after_playing(me: Player, card_id: str, round_number: int, minor_part_of: str = "",
                        occupation_part_of: str = "") -> tuple[str, ...]:
    """The action parts that follow playing ``card_id``: its own (:func:`parts_on_play`, those
    whose condition holds: Ox Team plows by the rounds left), then for an occupation those the
    player's cards add to playing one (Bread Paddle: bake; those naming ``spaces`` only after one
    played in the own occupation part of the space ``occupation_part_of``: Writing Desk, whose
    part is ``occupation:<card>``, priced by :func:`added_part_price`), for a minor played in the
    own minor or improvement part of the space ``minor_part_of`` those they add there
    (Businessman: an improvement after the Starting player's minor)."""
    from ..cards.catalogue import card

    parts = tuple(e.part for e in effects_of(card_id)
                  if e.on == "play" and e.do == "part" and holds(me, e.when, round_number))
    if card(card_id).type == "occupation" and me.played:
        parts += tuple(f"{e.part}:{e.card}" if e.price else e.part for e in active(me, "occupation", round_number)
                       if e.do == "part" and (not e.spaces or occupation_part_of in e.spaces))
    elif minor_part_of and me.played:
        parts += tuple(e.part for e in active(me, "minor", round_number) if minor_part_of in e.spaces)
    return parts


def added_part_price(card_id: str) -> Mapping[str, int]:
    """What an occupation played in the part ``card_id`` added costs instead of the space's
    food (Writing Desk: 2 food; Scholar: 1 food)."""
    return next((e.price for e in effects_of(card_id) if e.do == "part" and e.price), {})


def redraw_on_play(card_id: str) -> int:
    """How many new minor improvements playing ``card_id`` draws, its hand's left ones discarded
    (``redraw``; 0: none)."""
    return sum(e.draw for e in effects_of(card_id) if e.do == "redraw")


def parts_on_play(card_id: str) -> tuple[str, ...]:
    """The action parts (:data:`.vocabulary.PARTS`) the player carries out on playing ``card_id``."""
    return tuple(e.part for e in effects_of(card_id) if e.on == "play" and e.do == "part")


def shares(me: Player, space_id: str, round_number: int) -> bool:
    """Whether the player's cards let a person go to ``space_id`` though another player's
    person is already there (``share``; never a space of its own people)."""
    return bool(me.played) and any(e.do == "share" and space_id in e.spaces
                                   for e in active(me, "space", round_number))
