"""Named functions of the cards about people, turns and crops at odd moments (group
``cards-people``) that fit no kind of the vocabulary (registered in
:data:`.specials.SPECIALS`; same signature as there)."""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect


def sow_one(me: Player, crop: str, on_field: int, round_number: int) -> Player:
    """The player with 1 ``crop`` of the supply sown on the first empty field, ``on_field``
    of it lying there (plus what the player's cards add to a field sown with it), and the
    cards that hear a sowing told (the field sown)."""
    from .interpreter import on_sow, sown_extra

    cell = me.empty_fields[0]  # fields are alike: the first empty one
    crops = tuple(sorted(me.crops + ((cell, crop, on_field + sown_extra(me, crop, round_number)),)))
    return on_sow(me.replace(crops=crops, **{crop: getattr(me, crop) - 1}), (cell,), round_number)


def pay_the_last_with_two_rooms(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Pastor (E193): ``goods`` once, when every other player has 3 rooms or more and the
    player still lives in 2 (its use counted in ``used``; no other player: never)."""
    from .interpreter import times_used, used_once

    others = context.get("others", ())
    if (not others or times_used(me, effect.card) or me.board.rooms.bit_count() != 2
            or any(other.board.rooms.bit_count() < 3 for other in others)):
        return me
    return used_once(me.gain(effect.goods), effect.card)


def lodger_works_at_once(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Reed Hut (K138), on playing: its new occupant (if a people token was left for it) may be
    placed this very round."""
    from .interpreter import lodgers

    return me.replace(workers=me.workers + 1) if lodgers(me) else me


PAIRED = "{card}@pair"  # in Player.used: a pair begun (:mod:`..moving`), 1 + the card's spaces the people were on
NOT_THERE = 99  # ... or this: the first of the pair is known not to be on them


def pair_with_this_placement(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Lasso (I88), on playing: the person whose action played it is the first of a pair, so
    the next person may go at once to one of the card's spaces (if the player has one left)."""
    from .interpreter import remember, times_used

    key = PAIRED.format(card=effect.card)
    if not me.workers or times_used(me, key):
        return me
    return remember(me, key, NOT_THERE)


UNRETURNED = "{card}@unreturned"  # in Player.used: the loaned animals a card's owner kept (scored as a penalty)


def _penalties_waived(me: Player) -> bool:
    """Whether a card of the player waives the card penalties at the scoring (Yeoman Farmer)."""
    from ..cards.rules import rules

    held = (rules().get(card) for card in me.played)
    return any(r is not None and r.rule.get("kind") == "waive_category_negatives"
               and "card_penalties" in r.rule.get("also_waives", ()) for r in held)


def return_loaned_animals(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Tenant Farmer (E215), before the scoring: 1 animal of each type of ``goods`` goes back
    if the player has one and keeping it would cost more than it scores (each kept or missing
    one is a point lost, unless a card waives card penalties); the count kept is remembered
    in ``Player.used`` (``E215@unreturned``) for the card scorer's input."""
    from .. import rules
    from .interpreter import used_once

    waived = _penalties_waived(me)
    kept = 0
    for animal in effect.goods:
        n = me.herd[animal]
        if n and not waived and rules.band_points(animal, n) - rules.band_points(animal, n - 1) <= 1:
            me = me.gain({animal: -1})
        else:
            kept += 1
    for _ in range(kept):
        me = used_once(me, UNRETURNED.format(card=effect.card))
    return me


KEPT = "{card}@{animal}"  # in Player.used: the animals of that type the player kept from a card's container


def container(me: Player, effect: Effect) -> dict[str, int]:
    """The animals still in the card's container: ``goods`` less those the player kept."""
    from .interpreter import times_used

    return {animal: n - times_used(me, KEPT.format(card=effect.card, animal=animal))
            for animal, n in effect.goods.items()}


def draw_two_keep_a_pair(me: Player, effect: Effect, round_number: int, context: Mapping) -> Player:
    """Veterinarian (K304), at each round start: 2 animals drawn from the card's container
    (``goods`` at first); the same type twice: the player keeps one, and the other goes back;
    else both go back.  The draw is pseudo-random, seeded by the game, the seat
    (``context["luck"]``), the round and the card, so a game replays identically."""
    import random

    from .interpreter import used_once

    inside = [animal for animal, n in sorted(container(me, effect).items()) for _ in range(n)]
    if len(inside) < 2:
        return me
    first, second = random.Random(f"{context.get('luck', '')}:{round_number}:{effect.card}").sample(inside, 2)
    if first != second:
        return me
    return used_once(me.gain({first: 1}), KEPT.format(card=effect.card, animal=first))


SPECIALS: Mapping = MappingProxyType({
    "draw_two_keep_a_pair": draw_two_keep_a_pair,
    "lodger_works_at_once": lodger_works_at_once,
    "pair_with_this_placement": pair_with_this_placement,
    "return_loaned_animals": return_loaned_animals,
    "pay_the_last_with_two_rooms": pay_the_last_with_two_rooms,
})
