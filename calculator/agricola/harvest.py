"""The harvest (rules 5): field phase, feeding with begging, breeding.

* **Field phase**, for everyone at once: one crop from every sown field goes
  to the supply.
* **Feeding**, player by player from the starting player: the ``feed`` step.
  The family eats 2 food per person (3 in a solo game, 1 per newborn of this
  round).  Before paying, the player may turn goods into food
  (:mod:`.conversions`), fed or not, as conversions are allowed at any time and
  food kept pays later prices (the 5-player animal card's cattle):
  ``convert:grain`` / ``convert:vegetables`` (1 food raw, vegetables more with
  a cooking improvement), ``cook:<animal>`` (with a Fireplace or Cooking
  Hearth) and ``craft:<major>`` (Joinery, Pottery, Basketmaker's Workshop: one
  unit each per harvest).  The animals being settled, the player may also let
  any animal go (``release:<animal>``: room for another type's newborn).
  ``feed`` pays: food tokens first, each missing food is a begging card
  (ruling 6).
* **Breeding**, right after that player's feeding: every type with at least two
  animals gets one newborn, if it can be housed.  When only some newborns fit,
  the player picks which (``breed:sheep+cattle`` ..., ruling 7); otherwise it
  happens by itself.  No cooking in between: newborns and parents stay.

Each conversion or release takes a good or an animal away, so a feeding ends.

In a card game the cards (:mod:`.effects`) add their field-phase and feeding income
right after the crops, their conversions to the player's (``craft:<card>``, ``limit``
units per harvest; ``convert:<material>``: the Turner's wood), their exchanges between goods
(``use:<card>:<n>``, :mod:`.trading`), and their room for animals to the breeding's fit check
(:meth:`.Player.houses`); a player whose card sits the harvest out (``skip_harvest``: Layabout)
has no field phase, feeding or breeding in it.

After the last player has bred, the state goes back at the step
:data:`~.step.HARVEST_OVER`, and :mod:`.flow` goes on.
"""

from __future__ import annotations

from collections.abc import Callable
from functools import partial
from itertools import combinations
from typing import TYPE_CHECKING, Final, cast

from ..core.protocol import Action
from . import conversions, rules, turns
from .abilities import can_bake
from .actions import breed_id
from .effects import interpreter as effects
from .player import Player
from .step import HARVEST_OVER, Step, mover

if TYPE_CHECKING:
    from .game import AgricolaState

FEED: Final = Action("feed", "pay the food (each missing food is a begging card)")
FEED_STEP: Final = Step("feed")
BREED_STEP: Final = Step("breed")


def food_needed(state: AgricolaState, me: Player) -> int:
    per_person = rules.FOOD_PER_PERSON_SOLO if state.num_players == 1 else rules.FOOD_PER_PERSON
    return effects.food_needed(me, per_person, rules.FOOD_PER_NEWBORN)


def start(state: AgricolaState) -> AgricolaState:
    """Field phase for every player, then feeding from the starting player on."""
    table_animals = tuple(map(sum, zip(*(p.animals for p in state.players))))
    away = tuple(effects.sits_out_harvest(p) for p in state.players)
    players = tuple(effects.sat_out_harvest(p) if out else
                    effects.at_feeding(effects.at_field_phase(field_phase(p), state.round, p, table_animals),
                                       state.round)
                    for p, out in zip(state.players, away))
    players = effects.at_table(effects.at_table(players, "field_phase", state.round), "feeding", state.round)
    n = state.num_players
    queue = effects.feeding_queue(players, tuple(seat for seat in ((state.start_player + k) % n for k in range(n))
                                                 if not away[seat]))
    asks = effects.field_phase_asked(state.players, players, state.round)
    if asks:  # the cards' questions about the crops just taken (Lettuce Patch) come before the feeding
        waiting = {"to_move": queue[0], "step": FEED_STEP} if queue else {"step": HARVEST_OVER}
        return state.replace(players=players, queue=queue, asks=state.asks + asks, **waiting)
    state = state.draft()
    state.players, state.queue = players, queue
    return next_feeder(state)


def field_phase(me: Player) -> Player:
    """The player after taking 1 grain or vegetable from each sown field."""
    if not me.crops:
        return me
    taken = {"grain": 0, "vegetables": 0}
    crops: list[tuple[int, str, int]] = []
    for cell, crop, n in me.crops:
        taken[crop] = taken.get(crop, 0) + 1  # a field on a card may hold wood
        if n > 1:
            crops.append((cell, crop, n - 1))
    return me.gain(taken, crops=tuple(crops))


def next_feeder(state: AgricolaState) -> AgricolaState:
    """Feed the next player of the queue; after the last, the harvest is over."""
    if not state.queue:
        state.put_step(HARVEST_OVER)
        return state
    state.put_turn(state.queue[0], FEED_STEP)
    return _feed_when_nothing_to_decide(state)


def _feed_when_nothing_to_decide(state: AgricolaState) -> AgricolaState:
    """Pay at once when the player has nothing left to decide (``feed`` is the only action);
    else wait for the player's conversions."""
    if len(state.legal_actions()) == 1:
        return apply_feed(state, "feed", None)
    return state


def _offers(state: AgricolaState, me: Player) -> list[Action]:
    """What the player may do before paying, in a fixed order: every good turned into
    food at any time, every animal let go, every craft not yet used this harvest, a card's
    bake of the feeding."""
    actions = _converting(me)
    actions.extend(_releasing(me))  # (compiled, a list's extend: += is a generic in-place concatenation)
    actions.extend(_crafts(state, me))
    actions.extend(_baking(state, me))
    actions.extend(_trading(state, me))
    return actions


def _trading(state: AgricolaState, me: Player) -> list[Action]:
    """The cards' exchanges between goods: at any time, and those of the feeding phase."""
    if not me.played:
        return []
    from .trading import actions

    used = state.step.used
    return actions(state, me, "any_time") + actions(state, me, "feeding", used) + actions(state, me, "craft", used)


# The ids of turning one good into food at any time: eating a crop (or a card's building
# resource) is ``convert:``, cooking an animal ``cook:``.
_CONVERTING_IDS: Final = {good: f"{'convert' if good in rules.CROPS or good in rules.MATERIALS else 'cook'}:{good}"
                          for good in conversions.ANY_TIME_GOODS}


def _converting(me: Player) -> list[Action]:
    """Eating grain or vegetables (``convert:``), cooking an animal (``cook:``)."""
    return [Action(_CONVERTING_IDS[good], partial(_converting_label, me, good)) for good in conversions.convertible(me)]


def _converting_label(me: Player, good: str) -> str:
    if good in rules.CROPS:
        return f"eat 1 {good.removesuffix('s')} ({me.food_for(good)} food)"
    if good in rules.MATERIALS:
        return f"turn 1 {good} into {me.food_for(good)} food"
    return f"cook 1 {good} ({me.food_for(good)} food)"


_ANIMALS: Final[tuple[str, ...]] = rules.ANIMALS  # (compiled, a tuple read by index, not a fixed triple)
_RELEASING_IDS: Final = tuple(f"release:{animal}" for animal in _ANIMALS)  # in the same order


def _releasing(me: Player) -> list[Action]:
    """Letting an animal go (said to make room for a newborn while breeding is cramped)."""
    return [Action(_RELEASING_IDS[i], partial(_releasing_label, me, _ANIMALS[i]))
            for i, n in enumerate(me.animals) if n]


def _releasing_label(me: Player, animal: str) -> str:
    return f"release 1 {animal}" + (" to make room for a newborn" if breeding_is_cramped(me) else "")


def breeding_is_cramped(me: Player) -> bool:
    """Whether some type with two animals or more would find no room for its newborn."""
    eligible = tuple(t for t, n in enumerate(me.animals) if n >= 2)
    return breeding_choices(me) != (eligible,)


def _crafts(state: AgricolaState, me: Player) -> list[Action]:
    """Each once-per-harvest conversion not yet used this harvest, with its good in stock."""
    actions = []
    for entry in conversions.crafts(me.conversions):
        if state.step.used.count(entry.source) < (entry.limit or 1) and conversions.held(me, entry.good):
            name = rules.MAJORS[entry.source].name if entry.source in rules.MAJORS else entry.source
            actions.append(Action(f"craft:{entry.source}", f"{name}: 1 {entry.good} for {entry.food} food"))
    return actions


BAKED: Final = "bake"  # in the feed step's ``used``: the card's bake of this feeding is done
COOKED: Final = "cooked"  # in the feed step's ``used``: the player has turned an animal into food (heard once)


def _baking(state: AgricolaState, me: Player) -> list[Action]:
    """A card's bake in the feeding phase (Baker), once per harvest, with every baking
    improvement: ``bake:<grain>``."""
    if BAKED in state.step.used or "bake" not in effects.feeding_parts(me, state.round) or not can_bake(me):
        return []
    rates = me.bake_rates()
    return [Action(f"bake:{n}", partial(turns.bake_label, rates, n)) for n in range(1, len(rates) + 1)]


def feed_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = _offers(state, me)
    actions.append(FEED)
    return actions


def apply_feed(state: AgricolaState, verb: str, what: str | int | tuple[str, int] | None) -> AgricolaState:
    """``what``, as :func:`.actions.parse` reads the id: a good (convert, cook, release, craft), a
    number of grain (bake), a card's option (use), nothing (feed)."""
    seat = mover(state)
    me = state.players[seat]
    if verb == "feed":
        need = food_needed(state, me)
        paid = min(me.food, need)
        me = me.replace(food=me.food - paid, begging=me.begging + need - paid)
        state.put_player(seat, me)
        return _breed(state)
    if verb in ("convert", "cook"):
        what = cast(str, what)
        earlier = converted(state.step.used)  # one feeding's conversions are at one time (for the cards)
        if me.played:
            source = conversions.source(me.conversions, what)
            state.put_step(state.step.replace(used=state.step.used + _marks((source,))))
        me = conversions.convert(me, what, earlier=earlier)
        if what in rules.ANIMALS:
            me, gave = effects.on_cook_animal(me, state.step.used, state.round)
            state.put_step(state.step.replace(used=state.step.used + gave))
            if COOKED not in state.step.used and any(p.played for p in state.players):
                state = turns.others_answer(state.with_player(seat, me), "other_cook")
                state.put_step(state.step.replace(used=state.step.used + (COOKED,)))
                me = state.players[seat]
    elif verb == "release":
        me = me.gain({cast(str, what): -1})
    elif verb == "use":  # a card's exchange (counted in ``used``: a feeding's exchanges are limited)
        card, n = cast(tuple[str, int], what)
        me = effects.trade(me, card, n)
        state.put_step(state.step.replace(used=state.step.used + (card,)))
    elif verb == "bake":
        what = cast(int, what)
        baked_by = conversions.bake_sources(me.conversions, me.grain)[:what] if me.played else ()
        me = effects.on_bake(conversions.bake(me, what, converted(state.step.used)), state.round)
        state = state.with_player(seat, me)
        state = turns.others_answer(state.replace(players=effects.on_any_bake(state.players, what),
                                                  step=state.step.replace(used=state.step.used + (BAKED,) + _marks(baked_by))),
                                    "other_bake")
        me = state.players[seat]
    else:  # craft
        what = cast(str, what)
        entry = conversions.craft(me.conversions, what)
        me = effects.on_craft(me.gain({entry.good: -1, "food": entry.food}), what, state.round)
        state.put_step(state.step.replace(used=state.step.used + (what,)))
    state.put_player(seat, me)
    return _feed_when_nothing_to_decide(state)


CONVERTED: Final = "converted:"  # in the feed step's ``used``: the source of a good turned into food in this feeding


def _marks(sources: tuple[str, ...]) -> tuple[str, ...]:
    return tuple(CONVERTED + s for s in sources)


def converted(used: tuple[str, ...]) -> tuple[str, ...]:
    """The sources of the goods turned into food so far in this feeding (for the cards)."""
    return tuple(u.removeprefix(CONVERTED) for u in used if u.startswith(CONVERTED))


def breeding_choices(me: Player) -> tuple[tuple[int, ...], ...]:
    """The largest sets of newborn types (indices) that can all be housed, in a fixed order.

    A single answer needs no decision; several mean the player chooses.
    """
    eligible = [t for t, n in enumerate(me.animals) if n >= 2]
    fitting: list[tuple[int, ...]] = []
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
    state.put_step(BREED_STEP)
    return state


def breed_actions(state: AgricolaState, me: Player) -> list[Action]:
    return [Action(breed_id(tuple(rules.ANIMALS[t] for t in choice)),
                   "keep the newborn " + " and ".join(rules.ANIMALS[t] for t in choice))
            for choice in breeding_choices(me)]


def apply_breed(state: AgricolaState, kind: str, names: tuple[str, ...]) -> AgricolaState:
    return _newborns(state, tuple(rules.ANIMALS.index(name) for name in names))


def _newborns(state: AgricolaState, types: tuple[int, ...]) -> AgricolaState:
    seat = mover(state)
    me = state.players[seat]
    if types:
        me = me.replace(animals=tuple(n + (t in types) for t, n in enumerate(me.animals)))
    me = effects.after_newborns(me, {rules.ANIMALS[t]: 1 for t in types}, state.round)
    state.put_player(seat, me)
    state.queue = state.queue[1:]
    return next_feeder(state)


LEGAL: dict[str, Callable[[AgricolaState, Player], list[Action]]] = {"feed": feed_actions, "breed": breed_actions}
APPLY: dict[str, Callable[..., AgricolaState]] = {"feed": apply_feed, "breed": apply_breed}
