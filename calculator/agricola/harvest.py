"""The harvest (rules 5): field phase, feeding with begging, breeding.

* **Field phase**, for everyone at once: one crop from every sown field goes
  to the supply.
* **Feeding**, player by player from the starting player: the ``feed`` step.
  While the player holds less food than the family eats (2 per person, 3 in a
  solo game, 1 per newborn of this round), they may convert goods first:
  ``convert:grain`` / ``convert:vegetables`` (1 food raw, vegetables more with
  a cooking improvement) and ``cook:<animal>`` (with a Fireplace or Cooking
  Hearth).  ``craft:<major>`` (Joinery, Pottery, Basketmaker's Workshop: one
  unit each per harvest) is offered even with enough food, as its food keeps.
  While breeding is cramped (some newborn would find no room), the player may
  also make room, fed or not: ``cook:<animal>`` and ``release:<animal>``.
  ``feed`` pays: food tokens first, each missing food is a begging card
  (ruling 6).
* **Breeding**, right after that player's feeding: every type with at least two
  animals gets one newborn, if it can be housed.  When only some newborns fit,
  the player picks which (``breed:sheep+cattle`` ..., ruling 7); otherwise it
  happens by itself.  No cooking in between: newborns and parents stay.

Conversions can be made at any time, so one made early gains nothing; the
step offers a conversion only where it can change the outcome: food to avoid
begging, room for a newborn.  With room for every newborn, letting an animal
go could only leave fewer animals after breeding.

After the last player has bred, the state goes back at the step
:data:`~.step.HARVEST_OVER`, and :mod:`.flow` goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from itertools import combinations
from typing import TYPE_CHECKING

from ..core.protocol import Action
from . import rules
from .actions import breed_id
from .effects import interpreter as effects
from .majors import COPY_KEY
from .player import Player
from .step import HARVEST_OVER, Step

if TYPE_CHECKING:
    from .game import AgricolaState

FEED = Action("feed", "pay the food (each missing food is a begging card)")
FEED_STEP = Step("feed")


def food_needed(state: AgricolaState, me: Player) -> int:
    per_person = rules.FOOD_PER_PERSON_SOLO if state.num_players == 1 else rules.FOOD_PER_PERSON
    return per_person * (me.people - me.newborns) + rules.FOOD_PER_NEWBORN * me.newborns


def start(state: AgricolaState) -> AgricolaState:
    """Field phase for every player, then feeding from the starting player on."""
    players = tuple(effects.at_feeding(effects.at_field_phase(_field_phase(p), state.round), state.round)
                    for p in state.players)
    n = state.num_players
    queue = tuple((state.start_player + k) % n for k in range(n))
    return next_feeder(state.replace(players=players, queue=queue))


def _field_phase(me: Player) -> Player:
    if not me.crops:
        return me
    taken = {"grain": 0, "vegetables": 0}
    crops = []
    for cell, crop, n in me.crops:
        taken[crop] += 1
        if n > 1:
            crops.append((cell, crop, n - 1))
    return me.replace(crops=tuple(crops), grain=me.grain + taken["grain"],
                      vegetables=me.vegetables + taken["vegetables"])


def next_feeder(state: AgricolaState) -> AgricolaState:
    """Feed the next player of the queue; after the last, the harvest is over."""
    if not state.queue:
        return state.replace(step=HARVEST_OVER)
    return _feed_when_nothing_to_decide(state.replace(to_move=state.queue[0], step=FEED_STEP))


def _feed_when_nothing_to_decide(state: AgricolaState) -> AgricolaState:
    """Pay at once when the player has nothing left to decide (``feed`` is the only action);
    else wait for the player's conversions."""
    if len(state.legal_actions()) == 1:
        return apply_feed(state, "feed", None)
    return state


def _offers(state: AgricolaState, me: Player) -> list[Action]:
    """The conversions worth offering now (the module text), in a fixed order: crops while
    the family is short of food; cooking while short or while breeding is cramped; releasing
    while breeding is cramped; the crafts (Joinery, Pottery, Basketmaker's Workshop) always,
    as their once-per-harvest use is lost if not taken now -- their food carries over."""
    short = me.food < food_needed(state, me)
    cramped = breeding_is_cramped(me)
    actions = _eating(me) if short else []
    if short or cramped:
        actions += _cooking(me)
    if cramped:
        actions += _releasing(me)
    return actions + _crafts(state, me)


def _eating(me: Player) -> list[Action]:
    """Eating grain or vegetables."""
    actions = []
    if me.grain:
        actions.append(Action("convert:grain", "eat 1 grain (1 food)"))
    if me.vegetables:
        actions.append(Action("convert:vegetables", lambda: f"eat 1 vegetable ({me.food_for('vegetables')} food)"))
    return actions


def _cooking(me: Player) -> list[Action]:
    """Cooking an animal, with a Fireplace or Cooking Hearth."""
    if not me.can_cook:
        return []
    return [Action(f"cook:{animal}", lambda a=animal: f"cook 1 {a} ({me.cooking_rate(a)} food)")
            for animal, n in zip(rules.ANIMALS, me.animals) if n]


def _releasing(me: Player) -> list[Action]:
    """Letting an animal go (to make room for a newborn)."""
    return [Action(f"release:{animal}", f"release 1 {animal} to make room for a newborn")
            for animal, n in zip(rules.ANIMALS, me.animals) if n]


def breeding_is_cramped(me: Player) -> bool:
    """Whether some type with two animals or more would find no room for its newborn."""
    eligible = tuple(t for t, n in enumerate(me.animals) if n >= 2)
    return breeding_choices(me) != (eligible,)


def _crafts(state: AgricolaState, me: Player) -> list[Action]:
    """Each owned craft major not yet used this harvest, with its material in stock."""
    actions = []
    for copy in me.majors:
        key = COPY_KEY[copy]
        major = rules.MAJORS[key]
        if major.harvest_conversion and key not in state.step.used:
            material, food = major.harvest_conversion
            if getattr(me, material):
                actions.append(Action(f"craft:{key}", f"{major.name}: 1 {material} for {food} food"))
    for conversion in _card_crafts(state, me):
        actions.append(Action(f"craft:{conversion.card}", lambda c=conversion: f"{c.card}: {_goods(c.give)} for "
                              f"{_goods(c.get)}"))
    return actions


def _goods(goods) -> str:
    return ", ".join(f"{n} {good}" for good, n in goods.items())


def _card_crafts(state: AgricolaState, me: Player) -> list[effects.Conversion]:
    """The player's harvest conversions on cards with uses left this harvest and goods to give."""
    found = []
    for conversion in (*effects.conversions(me, "harvest", state.round), *effects.conversions(me, "feeding", state.round)):
        used = state.step.used.count(conversion.card)
        if (conversion.limit is None or used < conversion.limit) and me.can_pay(conversion.give):
            found.append(conversion)
    return found


def feed_actions(state: AgricolaState, me: Player) -> list[Action]:
    return [*_offers(state, me), FEED]


def apply_feed(state: AgricolaState, verb: str, what: str | None) -> AgricolaState:
    seat = state.to_move
    me = state.players[seat]
    if verb == "feed":
        need = food_needed(state, me)
        paid = min(me.food, need)
        me = me.replace(food=me.food - paid, begging=me.begging + need - paid)
        return _breed(state.with_player(seat, me))
    if verb == "convert":
        me = me.replace(food=me.food + me.food_for(what), **{what: getattr(me, what) - 1})
    elif verb in ("cook", "release"):
        i = rules.ANIMALS.index(what)
        me = me.replace(food=me.food + (me.cooking_rate(what) if verb == "cook" else 0),
                        animals=me.animals[:i] + (me.animals[i] - 1,) + me.animals[i + 1:])
    elif what not in rules.MAJORS:  # a card's harvest conversion
        me = effects.convert(me, next(c for c in _card_crafts(state, me) if c.card == what))
        state = state.replace(step=state.step.replace(used=state.step.used + (what,)))
    else:  # craft
        material, food = rules.MAJORS[what].harvest_conversion
        me = me.replace(food=me.food + food, **{material: getattr(me, material) - 1})
        state = state.replace(step=state.step.replace(used=state.step.used + (what,)))
    return _feed_when_nothing_to_decide(state.with_player(seat, me))


def breeding_choices(me: Player) -> tuple[tuple[int, ...], ...]:
    """The largest sets of newborn types (indices) that can all be housed, in a fixed order.

    A single answer needs no decision; several mean the player chooses.
    """
    eligible = [t for t, n in enumerate(me.animals) if n >= 2]
    fitting = []
    for size in range(len(eligible), -1, -1):
        for subset in combinations(eligible, size):
            if any(set(subset) <= set(bigger) for bigger in fitting):
                continue
            herd = tuple(n + (t in subset) for t, n in enumerate(me.animals))
            if me.houses(herd):
                fitting.append(subset)
    return tuple(fitting) if fitting else ((),)


def _breed(state: AgricolaState) -> AgricolaState:
    me = state.me
    choices = breeding_choices(me)
    if len(choices) == 1:
        return _newborns(state, choices[0])
    return state.replace(step=Step("breed"))


def breed_actions(state: AgricolaState, me: Player) -> list[Action]:
    return [Action(breed_id(tuple(rules.ANIMALS[t] for t in choice)),
                   "keep the newborn " + " and ".join(rules.ANIMALS[t] for t in choice))
            for choice in breeding_choices(me)]


def apply_breed(state: AgricolaState, kind: str, names: tuple[str, ...]) -> AgricolaState:
    return _newborns(state, tuple(rules.ANIMALS.index(name) for name in names))


def _newborns(state: AgricolaState, types: tuple[int, ...]) -> AgricolaState:
    seat = state.to_move
    me = state.players[seat]
    if types:
        me = me.replace(animals=tuple(n + (t in types) for t, n in enumerate(me.animals)))
    state = state.with_player(seat, me)
    return next_feeder(state.replace(queue=state.queue[1:]))


LEGAL: dict[str, Callable[[AgricolaState, Player], list[Action]]] = {"feed": feed_actions, "breed": breed_actions}
APPLY: dict[str, Callable[..., AgricolaState]] = {"feed": apply_feed, "breed": apply_breed}
