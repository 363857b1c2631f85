"""Placing a person and carrying out the action, one small decision at a time.

A person goes to a free space whose action can really be carried out (rules 2:
no space without doing at least one of its actions).  The space's fixed and
accumulated goods arrive at once; then its *parts* (see :mod:`.spaces`) follow
in order, each a :class:`~calculator.agricola.step.Step` with its own short
list of legal actions:

=================  ==========================================================
part               actions (ids)
=================  ==========================================================
``build``          ``room:r:c``, ``stable:r:c`` (any number), ``done``
``plow``           ``field:r:c``
``room``           ``room:r:c`` (one room free: a card's, Clay Hut Extension), ``done``
``stable1``        ``stable:r:c`` (the family board's 1-wood stable)
``free_stable``    ``stable:r:c`` (1 stable at no cost: a card's part)
``free_pasture``   ``cell:r:c`` (a pasture of that 1 space at no cost: a card's part)
``bake``           ``bake:n`` (n grain at the best rates)
``sow``            ``sow:grain``, ``sow:vegetables`` (one empty field each), ``use:<card>:1`` (a stack of a
                   field on a card), ``done``
``fence``          ``cell:r:c`` (name a pasture cell by cell), ``enclose``, ``done`` (``fence:<card>``, a
                   card's own fences: :mod:`.space_markers`)
``major``          ``major:<card>``, ``major:<hearth>:return`` (upgrade a Fireplace)
``resource``       ``take:wood`` ... (one building resource)
``pair``           ``take:wood+clay`` ... (two different building resources)
``animal_choice``  ``take:sheep``, ``take:boar``, ``take:cattle`` (pays 1 food), without
                   food ``take:cattle:<good>`` (pays with a crop eaten or an animal cooked)
``room_or_food``   ``room:r:c`` or ``take:food``
``pair_or_growth`` ``take:X+Y`` or ``growth`` (from round 5)
=================  ==========================================================

Whether a part can be done at all is :mod:`.abilities`' question.
``done`` ends a part early; it is offered once something of the action was
done, or when a later part can still be done (then that part is mandatory).
A part whose only action would be ``done`` ends by itself.  When the action is
over, its state goes back at the step :data:`~.step.ACTION_OVER` and
:mod:`.flow` goes on: animals that do not fit are settled in the ``animals``
step (handled here): ``keep:best`` (the solver's best keep; the rest is cooked
with a cooking improvement, else released), ``cook:<animal>`` or
``release:<animal>``.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from functools import lru_cache, partial
from itertools import combinations
from types import MappingProxyType
from typing import TYPE_CHECKING, Final, cast

from ..core.protocol import Action
from ..grid import Cell
from . import any_time, conversions, moving, rules, space_markers, spaces, trading
from .actions import cell_id, take_id, take_paying_id, use_id
from .abilities import (
    NEEDS, can_bake, free_pastures, can_grow, can_room, can_stable, can_take_major, fence_option, fence_price,
    fence_step, major_choices, major_price, part_possible, renovation_price, renovation_target, renovation_targets,
    room_price,
    stable_price,
)
from .board import CELLS
from .effects import interpreter as effects
from .effects import markers
from .effects.vocabulary import Effect
from .fencing import PastureOption
from .majors import COPY_COST, COPY_KEY, COPY_ORDER
from .player import Player
from .step import ACTION_OVER, Step, mover

if TYPE_CHECKING:
    from .game import AgricolaState

PAIRS = tuple(combinations(rules.MATERIALS, 2))
DONE: Final = Action("done", "finish this part of the action")


# ---------------------------------------------------------------- legal actions


def _space_label(space: spaces.Space, goods: int) -> str:
    if space.accumulate and goods:
        return f"{space.label} [{goods} {space.accumulate[0]}]"
    return space.label


# Per space, its person's action by the number of goods lying there (made once each: only the
# label differs), as many as met so far: handed to the turn with the space's needs (below).
_SPACE_ACTIONS: Final[dict[str, list[Action]]] = {}


def _space_action(made: list[Action], space_id: str, goods: int) -> Action:
    """The action of a person going to ``space_id`` where ``goods`` goods lie (``made``: the
    space's actions of :data:`_SPACE_ACTIONS`)."""
    while len(made) <= goods:
        made.append(_new_space_action(space_id, len(made)))
    return made[goods]


def _new_space_action(space_id: str, goods: int) -> Action:
    space = spaces.SPACES[space_id]
    return Action(f"space:{space_id}", lambda: _space_label(space, goods))


class SpaceInPlay:
    """A space on the board this round, as a turn asks it: its position among the state's
    spaces, its id, what makes it usable (see :data:`.abilities.NEEDS`), whether it is a pile of
    goods and nothing else (:data:`.spaces.GOODS_ONLY`) and its actions made so far
    (:data:`_SPACE_ACTIONS`).  Compiled, a native object: its fields are read without the
    unpacking and type checks of a tuple."""

    __slots__ = ("index", "id", "always", "bits", "major", "cards", "goods_only", "made")
    index: int
    id: str
    always: bool
    bits: int
    major: bool
    cards: tuple[str, ...]
    goods_only: bool
    made: list[Action]

    def __init__(self, index: int, space_id: str) -> None:
        self.index, self.id = index, space_id
        self.always, self.bits, self.major, self.cards = NEEDS[space_id]
        self.goods_only = space_id in spaces.GOODS_ONLY
        self.made = _SPACE_ACTIONS.setdefault(space_id, [])


@lru_cache(maxsize=1024)
def _spaces_of(space_ids: tuple[str, ...]) -> tuple[SpaceInPlay, ...]:
    """:class:`SpaceInPlay` of every space, in the state's order."""
    return tuple(SpaceInPlay(i, space_id) for i, space_id in enumerate(space_ids))


# The spaces asked last: a round's states share one spaces tuple, so the next turn finds it by
# identity, without hashing the 20-odd ids for the cache.
_LAST_SPACES: Final[list[tuple[tuple[str, ...], tuple[SpaceInPlay, ...]]]] = [((), ())]


def _spaces_in_play(space_ids: tuple[str, ...]) -> tuple[SpaceInPlay, ...]:
    """:func:`_spaces_of` the spaces in play."""
    last = _LAST_SPACES[0]
    if last[0] is not space_ids:
        last = _LAST_SPACES[0] = (space_ids, _spaces_of(space_ids))
    return last[1]


def reveal_early(state: AgricolaState) -> AgricolaState:
    """``state`` with the round spaces still to come on the board once a player's cards reveal them
    early (:func:`.effects.interpreter.foresees`; only that player may use them before their round)."""
    if not any(effects.foresees(p, state.round) for p in state.players):
        return state
    later = tuple(spaces.round_space(card, state.num_players, True) for card in state.cards[state.round:])
    new = tuple(space_id for space_id in later if space_id not in state.spaces)
    if not new:
        return state
    return state.replace(spaces=state.spaces + new, goods=state.goods + (0,) * len(new),
                         occupied=state.occupied + (None,) * len(new))


_NONE: Final[frozenset[str]] = frozenset()


def _not_yet(state: AgricolaState, me: Player) -> frozenset[str]:
    """The round spaces on the board that the player may not use yet (revealed early to another)."""
    if effects.foresees(me, state.round) or not any(effects.foresees(p, state.round) for p in state.players):
        return frozenset()
    return frozenset(spaces.round_space(card, state.num_players, True) for card in state.cards[state.round:])


def work_actions(state: AgricolaState, me: Player) -> list[Action]:
    """A person may go to every free space where it can do something (:func:`.abilities.usable`),
    or to one another player is on where a card lets it (:func:`.effects.interpreter.shares`)."""
    actions = []
    occupied, goods = state.occupied, state.goods
    mask = me.parts
    seat = mover(state)
    owed = effects.owed_by_space(state.players, seat, state.round) if state.card_game else {}
    not_yet = _not_yet(state, me) if state.card_game else _NONE
    only = state.step.after  # a placement a card restricts to some spaces (the second of a Lasso pair)
    restricted = bool(not_yet) or bool(only)
    for space in _spaces_in_play(state.spaces):
        if restricted and ((not_yet and space.id in not_yet) or (only and space.id not in only)):
            continue
        i = space.index
        taken = occupied[i]
        if taken is not None and (taken == seat or not effects.shares(me, space.id, state.round)):
            continue
        if space.goods_only and not goods[i] and not (state.laid and space_markers.laid_on(state, space.id)):
            continue  # an empty pile is no action (a card's space played this round, a moved pile)
        if (space.always or space.bits & mask or (space.major and can_take_major(state, me))
                or (space.cards and _cards_usable(state, me, space.cards, space.id))):
            if owed and space.id in owed and not all(getattr(me, g) >= n for g, n in owed[space.id].items()):
                continue  # other players' cards charge first what the player lacks
            actions.append(_space_action(space.made, space.id, goods[i]))
    if me.played and actions:  # the cards' abilities and exchanges used at any time, before placing the person
        actions += any_time.actions(state, me) + trading.actions(state, me, "any_time") + moving.pair_actions(state, me)
    return actions


def pay_tolls(state: AgricolaState, space_id: str) -> AgricolaState:
    """The player to move pays other players' cards what they charge for ``space_id``."""
    players = list(state.players)
    seat = mover(state)
    for owner, goods in effects.tolls(state.players, seat, space_id, state.round):
        players[seat] = players[seat].gain({good: -n for good, n in goods.items()})
        players[owner] = players[owner].gain(goods)
    return state.replace(players=tuple(players))


def collect_on_return(state: AgricolaState) -> AgricolaState:
    """The players' people come home: each card that takes the goods lying on an action space
    then (:func:`.effects.interpreter.collections`) takes them, and the space is left empty."""
    for seat, space_id in effects.collections(state.players, state.spaces, state.occupied, state.round):
        i = state.spaces.index(space_id)
        accumulate = spaces.SPACES[space_id].accumulate
        if state.goods[i] and accumulate:  # goods lie on an accumulating space only
            state = state.with_player(seat, state.players[seat].gain({accumulate[0]: state.goods[i]}))
            state = state.replace(goods=state.goods[:i] + (0,) + state.goods[i + 1:])
    return state


def _cards_usable(state: AgricolaState, me: Player, parts: tuple[str, ...], space_id: str) -> bool:
    from .card_play import part_possible

    return any(part_possible(state, me, part, space_id) for part in parts)


def _done_allowed(state: AgricolaState, me: Player) -> bool:
    step = state.step
    if step.did:
        return True
    for part in space_markers.before_marked(me, step.space, step.after):
        if part in spaces.AUTOMATIC_PARTS or part_possible(state, me, part, step.space):
            return True
    return False


def with_done(state: AgricolaState, me: Player, actions: list[Action]) -> list[Action]:
    """``actions`` and ``done`` where the part may end here (see the module's notes)."""
    if _done_allowed(state, me):
        actions.append(DONE)
    return actions


# The actions naming a cell, made once (actions are immutable values).
ROOM_ACTIONS: Final = MappingProxyType({(house, c): Action(cell_id("room", c), f"build a {house} room on {c}")
                                        for house in rules.HOUSES for c in CELLS})
STABLE_ACTIONS: Final = MappingProxyType({c: Action(cell_id("stable", c), f"build a stable on {c}") for c in CELLS})
STABLE1_ACTIONS: Final = MappingProxyType({c: Action(cell_id("stable", c), f"build a stable on {c} for 1 wood")
                                           for c in CELLS})
FIELD_ACTIONS: Final = MappingProxyType({c: Action(cell_id("field", c), f"plow a field on {c}") for c in CELLS})
CELL_ACTIONS: Final = tuple(Action(cell_id("cell", c), f"the pasture includes {c}") for c in CELLS)


def _room_actions(me: Player) -> list[Action]:
    return [ROOM_ACTIONS[me.house, c] for c in me.board.room_cells]


def build_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = []
    if me.can_pay(room_price(me)):
        actions += _room_actions(me)
    if can_stable(me, rules.STABLE_COST):
        actions += [STABLE_ACTIONS[c] for c in me.board.stable_cells]
    return with_done(state, me, actions)


def room_actions(state: AgricolaState, me: Player) -> list[Action]:
    """A card's free room (the part ``room``): one room, on any cell where a room may go."""
    return with_done(state, me, _room_actions(me))


def plow_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = [FIELD_ACTIONS[c] for c in me.board.field_cells]
    if not state.step.did:  # a plough (cards in play), chosen before the space's own field
        actions += [Action(use_id(card, 1), partial(_plough_label, state, e, owner))
                    for card, owner, e in effects.ploughs(state.players, mover(state), state.step.space, state.round)]
    return with_done(state, me, actions)


def _plough_label(state: AgricolaState, plough: Effect, owner: int) -> str:
    label = f"use {plough.card} to plow up to {plough.fields} more field(s)"
    return label if owner == state.to_move else label + f" (paying {dict(plough.fee)} to seat {owner})"


def stable1_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = []
    if can_stable(me, rules.FAMILY_STABLE_COST):
        actions = [STABLE1_ACTIONS[c] for c in me.board.stable_cells]
    return with_done(state, me, actions)


def free_stable_actions(state: AgricolaState, me: Player) -> list[Action]:
    """One stable at no cost; a card's stable for fencing (Stablehand) must be built when it can."""
    actions = []
    if can_stable(me, {}):
        actions = [STABLE_ACTIONS[c] for c in me.board.stable_cells]
    return actions if actions and state.step.card else with_done(state, me, actions)


def free_pasture_actions(state: AgricolaState, me: Player) -> list[Action]:
    """A pasture of one space at no cost in wood: anywhere it may go, or (a card's exchange after a
    stable: Fence Overseer) around the stable just built, for the card's price."""
    step = state.step
    if step.card:
        give = effects.stable_exchange(me, step.card).give
        return with_done(state, me, [Action(CELL_ACTIONS[i].id, partial(_exchange_label, give, i))
                                     for i in step.cells if i in free_pastures(me)])
    return with_done(state, me, [CELL_ACTIONS[i] for i in free_pastures(me)])


def _exchange_label(give: Mapping[str, int], i: int) -> str:
    return f"pay {dict(give)}: fence in the stable on {divmod(i, rules.COLS)}"


def bake_actions(state: AgricolaState, me: Player) -> list[Action]:
    rates = me.bake_rates()
    actions = [Action(f"bake:{n}", partial(bake_label, rates, n)) for n in range(1, len(rates) + 1)]
    return with_done(state, me, actions)


def bake_label(rates: tuple[int, ...], n: int) -> str:
    """The label of baking ``n`` grain at ``rates`` (food per grain, best first)."""
    return f"bake {n} grain into {sum(rates[:n])} food"


def sow_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = []
    if me.empty_fields:
        if me.grain:
            actions.append(Action("sow:grain", "sow grain on an empty field"))
        if me.vegetables:
            actions.append(Action("sow:vegetables", "sow vegetables on an empty field"))
    for card in effects.sowable_cards(me):  # a field on a card: one stack of it
        actions.append(Action(use_id(card, 1), f"sow a stack of the field on card {card}"))
    return with_done(state, me, actions)


def fence_actions(state: AgricolaState, me: Player) -> list[Action]:
    if state.step.card:  # a card's own fences (Fence Deliveryman: :mod:`.space_markers`)
        return space_markers.card_fence_actions(state, me)
    prefix = state.step.cells
    following, complete = fence_step(me, prefix, state.step.fenced)
    actions = [CELL_ACTIONS[i] for i in following]
    if complete:
        option = fence_option(me, prefix, state.step.fenced)
        assert option is not None  # a complete pasture is an affordable one
        actions.append(Action("enclose", partial(_enclose_label, option)))
    if not prefix and state.step.did:
        actions.append(DONE)
    return actions


def _enclose_label(option: PastureOption) -> str:
    return f"fence in this pasture ({option.cost} fences)"


def major_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = []
    for action_id, copy, upgrade in major_choices(state, me):
        name = rules.MAJORS[COPY_KEY[copy]].name
        label = f"{name} by returning a Fireplace" if upgrade else f"{name} ({copy})"
        actions.append(Action(action_id, label))
    return with_done(state, me, actions)


RESOURCE_ACTIONS: Final = tuple(Action(take_id((m,)), f"take 1 {m}") for m in rules.MATERIALS)
PAIR_ACTIONS: Final = tuple(Action(take_id((a, b)), f"take 1 {a} and 1 {b}") for a, b in PAIRS)


def resource_actions(state: AgricolaState, me: Player) -> list[Action]:
    return list(RESOURCE_ACTIONS)


def pair_actions(state: AgricolaState, me: Player) -> list[Action]:
    return list(PAIR_ACTIONS)


def animal_choice_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = [Action("take:sheep", "take 1 sheep and 1 food"), Action("take:boar", "take 1 wild boar")]
    price = spaces.ANIMAL_CHOICE["cattle"][1]["food"]
    if me.food >= price:
        actions.append(Action("take:cattle", "pay 1 food for 1 cattle"))
    # Goods turn into food at any time: without the food token, one of them pays (a crop, an
    # animal, or a building resource a card turns into food).
    for good in conversions.paying_goods(me, price):
        actions.append(Action(take_paying_id("cattle", good), partial(_paying_label, me, good)))
    return actions


def _paying_label(me: Player, good: str) -> str:
    return f"turn 1 {good.removesuffix('s')} into {me.food_for(good)} food and pay 1 food for 1 cattle"


def room_or_food_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = []
    if can_room(me):
        actions = _room_actions(me)
    actions.append(Action("take:food", "take the food on the space"))
    return actions


def pair_or_growth_actions(state: AgricolaState, me: Player) -> list[Action]:
    actions = pair_actions(state, me)
    if state.round >= spaces.GROWTH_FROM_ROUND and can_grow(me):
        actions.append(Action("growth", "family growth"))
    return actions


# The animals step's actions that read nothing of the player, made once.
KEEP_BEST_COOKING: Final = Action("keep:best", "keep the best herd that fits, cook the rest")
KEEP_BEST_RELEASING: Final = Action("keep:best", "keep the best herd that fits, release the rest")
RELEASE_ACTIONS: Final = {animal: Action(f"release:{animal}", f"release 1 {animal}") for animal in rules.ANIMALS}
_COOK_IDS: Final = {animal: f"cook:{animal}" for animal in rules.ANIMALS}


def animals_actions(state: AgricolaState, me: Player) -> list[Action]:
    cook = me.can_cook
    actions = [KEEP_BEST_COOKING if cook else KEEP_BEST_RELEASING]
    for animal, n in zip(rules.ANIMALS, me.animals):
        if n:
            if cook:
                actions.append(Action(_COOK_IDS[animal], partial(_cooking_label, me, animal)))
            actions.append(RELEASE_ACTIONS[animal])
    return actions


def _cooking_label(me: Player, animal: str) -> str:
    return f"cook 1 {animal} for {me.cooking_rate(animal)} food"


# ---------------------------------------------------------------- carrying out


def apply_work(state: AgricolaState, kind: str, argument: str | tuple[str, int]) -> AgricolaState:
    if kind == "use":  # a card used before placing the person: (card, n)
        card, n = cast(tuple[str, int], argument)
        kinds = {(effect.on, effect.do) for effect in effects.effects_of(card)}  # the card says which use it is
        if ("always", "pair") in kinds:  # two people in a row (:mod:`.moving`)
            return moving.start_pair(state, card)
        if {("any_time", "part"), ("before_placing", "part")} & kinds:  # a free room, a renovation, a card
            return any_time.apply(state, card, n)
        return trading.apply_trade(state, card, n)  # an exchange between goods, or a pile bought from
    space_id = cast(str, argument)
    if state.card_game:
        state = pay_tolls(state, space_id)
    i = state.spaces.index(space_id)
    space = spaces.SPACES[space_id]
    seat = mover(state)
    me = state.players[seat]
    goods = state.goods
    arriving = spaces.GAINS[space_id]  # (read only: a new dictionary where goods are added)
    if space.accumulate and "room_or_food" not in space.parts:
        arriving = {**arriving, space.accumulate[0]: arriving.get(space.accumulate[0], 0) + goods[i]}
        lying = list(goods)  # (one list and one tuple made: slices and joins made four)
        lying[i] = 0
        goods = tuple(lying)
    if state.laid:  # goods a card laid on the space (Foreman's food) come with its own
        state, laid = space_markers.take_laid(state, space_id)
        arriving = {**arriving, **{g: arriving.get(g, 0) + n for g, n in laid.items()}}
    newest = bool(me.played) and space_id == spaces.round_space(state.cards[state.round - 1], state.num_players,
                                                                state.card_game)
    me = effects.on_space(me.to_work(arriving), space_id, arriving, state.round, newest)
    state.put_player(seat, me)  # on the draft (AgricolaState.apply)
    occupied = list(state.occupied)
    occupied[i] = seat
    state.goods, state.occupied = goods, tuple(occupied)
    if space.start_player:
        state.start_player = seat
    if state.card_game:
        state = others_hear_take(state, space_id, arriving)
    if state.card_game and "room_or_food" not in space.parts:
        state = others_hear(state, space_id)
    # A card's parts after a space's goods alone are optional: the action was done.
    parts = effects.parts_on_space(me, space_id, state.round, arriving) + \
        effects.parts_on_take(me, arriving, state.round, space_id) + markers.marked_parts(me, space_id)
    before = effects.parts_before_space(me, space_id, state.round)
    return enter_parts(state, space_id, before + space.parts + parts, space.start_player or not space.parts)


def others_hear(state: AgricolaState, space_id: str) -> AgricolaState:
    """The other players after the player to move has used ``space_id`` (their cards' reactions)."""
    seat = mover(state)
    return state.replace(players=tuple(p if i == seat else effects.on_other_space(p, space_id, state.round)
                                       for i, p in enumerate(state.players)))


def others_hear_take(state: AgricolaState, space_id: str, taken: Mapping[str, int]) -> AgricolaState:
    """The table after the player to move has taken ``taken`` from ``space_id`` with a person:
    the player's own ``table`` cards of the space, then the other players' cards that answer it
    (Spinney), and the questions (asked once the action's rules are done, :mod:`.answers`) of
    the player's own cards (Fisherman: the food again) and of those whose owners may buy (Wood Buyer)."""
    if not any(p.played for p in state.players):
        return state
    seat = mover(state)
    context = {"space": space_id, "taken": taken, "actor": seat}
    players = effects.at_table(state.players, "space", state.round, context, owners=(seat,))
    first = _first_taken(state, space_id)
    asks = effects.own_asked(players, seat, "space", state.round, context) + \
        effects.takers_asked(players, seat, taken, space_id, state.round, first)
    players = effects.on_other_take(players, seat, taken, space_id, state.round, first)
    return state.replace(players=players, asks=state.asks + asks)


def _first_taken(state: AgricolaState, space_id: str) -> frozenset[str]:
    """The goods ``space_id`` gives by itself (lying on it or fixed) that no other space in use
    this round gives: taken for the first time in the round."""
    def gives(space: str) -> set[str]:
        found = spaces.SPACES[space]
        return set(found.gain) | set(found.accumulate[:1] if found.accumulate else ())

    first = gives(space_id)
    for i, other in enumerate(state.spaces):
        if other != space_id and state.occupied[i] is not None:
            first -= gives(other)
    return frozenset(first)


def others_answer(state: AgricolaState, moment: str) -> AgricolaState:
    """The table after the player to move did what ``moment`` names (``other_cook``: turned
    animals into food, ``other_bake``: baked, ``other_plow``: plowed with a card's plow): the
    other players' cards that answer it (Slaughterman), and the questions of those whose owners
    may answer it (Master Baker, Punner: asked once the action's rules are done, :mod:`.answers`)."""
    if not any(p.played for p in state.players):
        return state
    seat = mover(state)
    asks = effects.others_asked(state.players, seat, moment, state.round)
    return state.replace(players=effects.others_answer(state.players, seat, moment, state.round),
                         asks=state.asks + asks)


def others_hear_growth(state: AgricolaState) -> AgricolaState:
    """The other players after the player to move has had offspring (their cards' reactions)."""
    if not any(p.played for p in state.players):
        return state
    seat, people = mover(state), state.me.people
    return state.replace(players=tuple(p if i == seat else effects.on_other_growth(p, state.round, people)
                                       for i, p in enumerate(state.players)))


def enter_parts(state: AgricolaState, space_id: str, parts: tuple[str, ...], did: bool) -> AgricolaState:
    """Carry out ``parts`` of the action on ``space_id`` from the first that can be done."""
    while parts:
        part, parts = parts[0], parts[1:]
        me = state.me
        if part == "renovate" and me.played and len(renovation_targets(me)) > 1:  # a card's house or the next: asked
            card = effects.renovating_card(me, renovation_targets(me)[0])
            state.put_step(Step("use", space_id, did, parts, card=card))
            return settle(state)
        if part in spaces.AUTOMATIC_PARTS:
            seat = mover(state)
            others = state.players[:seat] + state.players[seat + 1:]
            state.put_me(_AUTOMATIC[part](me, state.round, others))
            if part != "renovate":
                state = others_hear_growth(state)
            did = True
            continue
        if part_possible(state, me, part, space_id):
            kind, _, card = part.partition(":")  # "use:<card>": a card's choice (see .effects)
            state.put_step(Step(kind, space_id, did, parts, card=card))
            return settle(state)
    if space_id == any_time.SPACE:  # a card's part outside any action: the player goes on to place a person
        from . import flow

        return flow.resume_turn(state)
    state.put_step(ACTION_OVER)
    return state


def settle(state: AgricolaState) -> AgricolaState:
    """A part with nothing left to do but ``done`` ends by itself; otherwise the state
    waits for the player (its legal actions, worked out here, stay cached on it)."""
    actions = state.legal_actions()
    if len(actions) == 1 and actions[0].id == "done":
        return part_done(state)
    return state


def part_done(state: AgricolaState, did: bool | None = None) -> AgricolaState:
    step = state.step
    if step.kind == "sow" and step.sown:
        state = state.with_me(effects.on_sow(state.me, step.sown, state.round))
        seat, n = mover(state), state.num_players
        state = state.replace(players=tuple(p if i == seat else effects.on_other_sow(p, state.round, n)
                                            for i, p in enumerate(state.players)))
    if step.kind == "fence" and step.fenced:
        state = state.with_me(effects.on_fenced(state.me, state.round))
        step = step.replace(after=effects.fenced_parts(state.me, state.round) + step.after)
        seat = mover(state)
        state = state.replace(players=tuple(p if i == seat else effects.on_other_fence(p, state.round, step.fenced)
                                            for i, p in enumerate(state.players)))
    return enter_parts(state, step.space, step.after, step.did if did is None else did)


def _stay(state: AgricolaState, me: Player) -> AgricolaState:
    """Back in the same part after doing something in it."""
    state.put_me(me)
    state.put_step(state.step.replace(did=True))
    return settle(state)


def _next_part(state: AgricolaState, me: Player) -> AgricolaState:
    state.put_me(me)
    return part_done(state, did=True)


def _renovate(me: Player, house: str = "") -> Player:
    target = house or (renovation_target(me) if me.played else rules.RENOVATION[me.house])
    assert target is not None  # the action was offered: a renovation can be paid
    return me.pay(renovation_price(me, target)).replace(house=target)


def renovate_to(state: AgricolaState, house: str) -> AgricolaState:
    """The player to move once it has renovated to ``house`` (a choice a card gave it: Conservator),
    the cards having heard it; the action goes on."""
    seat = mover(state)
    others = state.players[:seat] + state.players[seat + 1:]
    me = effects.on_renovate(_renovate(state.me, house), state.round, others)
    return part_done(state.with_player(seat, me).replace(step=state.step.replace(card="")), did=True)


def _grow(me: Player, round_number: int) -> Player:
    return effects.on_growth(me.replace(people=me.people + 1, newborns=me.newborns + 1), round_number)


_AUTOMATIC: Final = {"renovate": lambda me, round_number, others: effects.on_renovate(_renovate(me), round_number, others),
              "growth": lambda me, round_number, others: _grow(me, round_number),
              "growth_any": lambda me, round_number, others: _grow(me, round_number)}


def apply_build(state: AgricolaState, kind: str, cell: Cell | None) -> AgricolaState:
    if cell is None:  # done
        return part_done(state)
    me = state.me
    if kind == "room":
        return _stay(state, effects.on_room(_pay_room(me).replace(board=me.board.with_room(cell)), state.round))
    me = effects.on_stable(_pay_stable(me, rules.STABLE_COST).replace(board=me.board.with_stable(cell)), state.round)
    return _stable_built(state, me, cell, ("build",)) or _stay(state, me)


def _pay_room(me: Player) -> Player:
    """The player having paid a room (a card's limited price counted)."""
    return effects.paid(me.pay(room_price(me)), "room", rules.ROOM_COST[me.house])


def _pay_stable(me: Player, base: rules.Price) -> Player:
    """The player having paid a stable of printed price ``base`` (a card's limited price counted)."""
    return effects.paid(me.pay(stable_price(me, base)), "stable")


def apply_room(state: AgricolaState, kind: str, cell: Cell | None) -> AgricolaState:
    if cell is None:  # done
        return part_done(state)
    me = state.me
    return _next_part(state, effects.on_room(me.replace(board=me.board.with_room(cell)), state.round))  # built, if free


def apply_plow(state: AgricolaState, kind: str, argument: Cell | tuple[str, int] | None) -> AgricolaState:
    if kind == "done":
        return part_done(state)
    if kind == "use":  # a plough: (card, 1)
        return apply_plough(state, cast(tuple[str, int], argument)[0])
    me = state.me
    me = me.replace(board=me.board.with_field(cast(Cell, argument)))
    if not state.step.card:
        return _next_part(state, me)
    return _next_part(state, effects.used_once(me, state.step.card))


def apply_plough(state: AgricolaState, card: str) -> AgricolaState:
    """The player to move uses the plough ``card`` on this space: its use is counted (another
    player's plough is paid for), and its extra fields follow the space's own, each optional."""
    seat, step = mover(state), state.step
    card, owner, plough = next(p for p in effects.ploughs(state.players, seat, step.space, state.round) if p[0] == card)
    if owner != seat:
        state = state.with_player(owner, state.players[owner].gain(plough.fee))
        state = state.with_player(seat, state.me.pay(plough.fee))
    state = others_answer(state.with_player(seat, effects.used_once(state.me, card)), "other_plow")
    return settle(state.replace(step=step.replace(did=True, after=("plow",) * plough.fields + step.after)))


def apply_stable1(state: AgricolaState, kind: str, cell: Cell | None) -> AgricolaState:
    if cell is None:  # done
        return part_done(state)
    me = state.me
    me = effects.on_stable(_pay_stable(me, rules.FAMILY_STABLE_COST).replace(board=me.board.with_stable(cell)),
                           state.round)
    return _stable_built(state, me, cell) or _next_part(state, me)


def apply_free_stable(state: AgricolaState, kind: str, cell: Cell | None) -> AgricolaState:
    if cell is None:  # done
        return part_done(state)
    me = effects.on_stable(state.me.replace(board=state.me.board.with_stable(cell)), state.round)  # built, if free
    return _stable_built(state, me, cell, fenced=bool(state.step.card)) or _next_part(state, me)


def _stable_built(state: AgricolaState, me: Player, cell: Cell, again: tuple[str, ...] = (),
                  fenced: bool = False) -> AgricolaState | None:
    """After the player built a stable on ``cell``: a card's exchange for a pasture around it
    (Fence Overseer), when it can be made, as the next decision (then ``again``: the part the
    stable was built in, and the rest of the action); None when there is none.  ``fenced``: the
    stable is a card's reward for fences built in this action (their cards gave already: the
    pasture's ``fenced`` is 1, and it gives nothing more, once per action)."""
    i = cell[0] * rules.COLS + cell[1]
    for exchange in effects.stable_exchanges(me, state.round):
        if exchange.part == "free_pasture" and i in free_pastures(me):
            step = state.step
            state = state.with_me(me)
            return settle(state.replace(step=Step("free_pasture", step.space, True, again + step.after,
                                                  card=exchange.card, cells=(i,), fenced=int(fenced))))
    return None


def apply_free_pasture(state: AgricolaState, kind: str, cell: Cell | None) -> AgricolaState:
    if cell is None:  # done
        return part_done(state)
    me = state.me
    option = free_pastures(me)[cell[0] * rules.COLS + cell[1]]
    card = state.step.card  # a card's exchange after a stable (Fence Overseer): paid, counted, no purchases
    if card:
        me = effects.used_once(me.pay(effects.stable_exchange(me, card).give), card)
    me = me.replace(board=me.board.with_fences(option.new_fences))
    after: tuple[str, ...] = ()
    if not state.step.fenced:  # the fences of this action gave already (ruling: once per action)
        me = effects.on_fenced(me, state.round)
        after = effects.fenced_parts(me, state.round)
    if not card:
        after += effects.fenced_purchases(me, state.me.board, state.round)
    return _next_part(state.replace(step=state.step.replace(after=after + state.step.after)), me)


def apply_bake(state: AgricolaState, kind: str, n: int | None) -> AgricolaState:
    if n is None:  # done
        return part_done(state)
    me = state.me
    me = effects.on_bake(conversions.bake(me, n), state.round)
    state.put_me(me)
    state = others_answer(state.replace(players=effects.on_any_bake(state.players, n)), "other_bake")
    return _next_part(state, state.me)


def apply_sow(state: AgricolaState, kind: str, argument: str | tuple[str, int] | None) -> AgricolaState:
    if kind == "done":
        return part_done(state)
    me = state.me
    if kind == "use":  # a stack of a field on a card: (card, 1)
        me, cell = effects.sow_card(me, cast(tuple[str, int], argument)[0], state.round)
    else:
        crop = cast(str, argument)
        cell = me.empty_fields[0]  # fields are alike: sow the first empty one
        sown = rules.SOWING[crop] + effects.sown_extra(me, crop, state.round)
        me = me.replace(crops=tuple(sorted(me.crops + ((cell, crop, sown),))), **{crop: getattr(me, crop) - 1})
    if any(p.played for p in state.players):  # the fields sown in this part, for the cards (part_done)
        state.put_step(state.step.replace(sown=state.step.sown + (cell,)))
    return _stay(state, me)


def apply_fence(state: AgricolaState, kind: str, cell: Cell | None) -> AgricolaState:
    if state.step.card:  # a card's own fences (Fence Deliveryman: :mod:`.space_markers`)
        return space_markers.apply_card_fence(state, kind, cell)
    if kind == "done":
        return part_done(state)
    if cell is not None:  # cell
        return name_cell(state, cell)
    step = state.step
    me = state.me
    option = fence_option(me, step.cells, step.fenced)
    assert option is not None  # enclose is offered for an affordable pasture only
    me = effects.paid(me.pay(fence_price(me, step.fenced, option.cost)), "fence",
                      {"wood": effects.fence_wood(me, step.fenced, option.cost)})
    me = me.replace(board=me.board.with_fences(option.new_fences))
    if any(p.played for p in state.players):  # the fences of this part, for the cards (part_done)
        step = step.replace(fenced=step.fenced + me.board.fence_count - state.me.board.fence_count)
    return fenced_in(state, me, step)


def name_cell(state: AgricolaState, cell: Cell) -> AgricolaState:
    """One more cell of the pasture being named in a fence part."""
    r, c = cell
    state.put_step(state.step.replace(cells=state.step.cells + (r * rules.COLS + c,)))
    return state


def fenced_in(state: AgricolaState, me: Player, step: Step) -> AgricolaState:
    """After a pasture is fenced in (``me`` with its fences, ``step`` counting them): the cards hear
    it (their purchases come next in the part), and the player names the next pasture or is done."""
    before = state.me.board
    me = effects.on_fence(me, before, state.round)
    step = step.replace(after=tuple(p for p in effects.fenced_purchases(me, before, state.round)
                                    if p not in step.after) + step.after)
    state.put_me(me)
    state.put_step(step.replace(cells=(), did=True))
    return settle(state)


def apply_major(state: AgricolaState, kind: str, argument: tuple[str, bool] | None) -> AgricolaState:
    if argument is None:  # done
        return part_done(state)
    me = state.me
    copy, returns = argument
    left = tuple(c for c in state.majors_left if c != copy)
    if returns:  # return a Fireplace instead of paying
        key = rules.MAJORS[COPY_KEY[copy]].upgrade_from
        returned = next(c for c in me.majors if COPY_KEY[c] == key)
        me = me.replace(majors=tuple(c for c in me.majors if c != returned))
        left = tuple(sorted(left + (returned,), key=COPY_ORDER.__getitem__))
    else:
        me = effects.paid(me.pay(major_price(me, copy)), COPY_KEY[copy], COPY_COST[copy])
    me = me.replace(majors=tuple(sorted(me.majors + (copy,), key=COPY_ORDER.__getitem__)))
    me = effects.on_acquire(me, COPY_KEY[copy], state.round)
    major = rules.MAJORS[COPY_KEY[copy]]
    if major.round_food:
        well = list(me.well_food)
        for r in range(state.round + 1, min(state.round + major.round_food, rules.ROUNDS) + 1):
            well[r] += 1
        me = me.replace(well_food=tuple(well))
    state.put_me(me)
    state.majors_left = left
    state = state.replace(players=effects.on_any_acquire(state.players, COPY_KEY[copy]))
    if state.card_game:
        state = state.replace(players=effects.on_any_major_built(state.players, major.key, state.round))
    if major.bake_on_purchase and can_bake(state.me):
        step = state.step
        state.put_step(Step("bake", step.space, True, step.after))
        return settle(state)
    return part_done(state, did=True)


def apply_take(state: AgricolaState, kind: str, goods: tuple[str, ...]) -> AgricolaState:
    """The one-shot choices: resources, pairs, the animal card, food from a space."""
    me = state.me
    cooked = False
    taken: Mapping[str, int]
    if goods == ("food",):
        i = state.spaces.index(state.step.space)
        taken = {"food": state.goods[i]}
        state = state.replace(goods=state.goods[:i] + (0,) + state.goods[i + 1:])
        if state.card_game:  # the food half of a space offering a choice (Traveling players)
            state = others_hear(state, state.step.space)
    elif state.step.kind == "animal_choice":
        animal, *paid_with = goods
        taken, price = spaces.ANIMAL_CHOICE[animal]
        me = conversions.pay_food(me, price.get("food", 0), *paid_with)
        me = me.pay({good: n for good, n in price.items() if good != "food"})
        cooked = bool(paid_with) and paid_with[0] in rules.ANIMALS
    else:
        taken = {material: 1 for material in goods}
    state.put_me(effects.on_take(me.gain(taken), taken, state.round, state.step.space))
    if state.card_game:
        state = others_hear_take(others_answer(state, "other_cook") if cooked else state, state.step.space, taken)
    more = effects.parts_on_take(state.me, taken, state.round, state.step.space)  # buying more of what was taken
    if more:
        state = state.replace(step=state.step.replace(after=more + state.step.after))
    return _next_part(state, state.me)


def apply_room_or_food(state: AgricolaState, kind: str, argument: Cell | tuple[str, ...]) -> AgricolaState:
    if kind == "take":
        return apply_take(state, kind, cast(tuple[str, ...], argument))
    me = state.me
    me = effects.on_room(_pay_room(me).replace(board=me.board.with_room(cast(Cell, argument))), state.round)
    return _next_part(state, me)


def apply_pair_or_growth(state: AgricolaState, kind: str, argument: tuple[str, ...] | None) -> AgricolaState:
    if argument is None:  # growth
        return _next_part(state, _grow(state.me, state.round))
    return apply_take(state, kind, argument)


def apply_animals(state: AgricolaState, verb: str, animal: str | None) -> AgricolaState:
    me = state.me
    if verb == "keep":
        kept = me.keeps()
        if not me.can_cook:
            me = me.replace(animals=kept)
        for animal, n, k in zip(rules.ANIMALS, me.animals, kept):
            if n > k:  # cooked, each animal type at once
                me = conversions.convert(me, animal, n - k)
    else:
        animal = cast(str, animal)
        me = conversions.convert(me, animal) if verb == "cook" else me.gain({animal: -1})
    cooked = me.food > state.me.food  # animals turned into food
    state.put_me(me)
    if cooked:
        state = others_answer(state, "other_cook")
    state.put_step(ACTION_OVER)
    return state


LEGAL: dict[str, Callable[[AgricolaState, Player], list[Action]]] = {
    "work": work_actions,
    "build": build_actions,
    "plow": plow_actions,
    "stable1": stable1_actions,
    "bake": bake_actions,
    "sow": sow_actions,
    "fence": fence_actions,
    "major": major_actions,
    "resource": resource_actions,
    "pair": pair_actions,
    "animal_choice": animal_choice_actions,
    "room_or_food": room_or_food_actions,
    "pair_or_growth": pair_or_growth_actions,
    "animals": animals_actions,
    "room": room_actions,
    "free_stable": free_stable_actions,
    "free_pasture": free_pasture_actions,
}
APPLY: dict[str, Callable[..., AgricolaState]] = {  # (state, kind, argument), as actions.parse reads an id
    "work": apply_work,
    "build": apply_build,
    "plow": apply_plow,
    "stable1": apply_stable1,
    "bake": apply_bake,
    "sow": apply_sow,
    "fence": apply_fence,
    "major": apply_major,
    "resource": apply_take,
    "pair": apply_take,
    "animal_choice": apply_take,
    "room_or_food": apply_room_or_food,
    "pair_or_growth": apply_pair_or_growth,
    "animals": apply_animals,
    "room": apply_room,
    "free_stable": apply_free_stable,
    "free_pasture": apply_free_pasture,
}
