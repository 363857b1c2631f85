"""What a player can do now: the checks behind every legal-action list.

Each ``can_*`` answers whether one part of an action (see :mod:`.spaces`) can
be carried out with the player's farm and goods; :func:`usable` combines them
for a whole space (rules 2: a person only goes where at least one of the
space's actions can be done).  Answers that depend on the player alone are
remembered on the immutable :class:`~calculator.agricola.player.Player`
(:attr:`~calculator.agricola.player.Player.parts`).
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from functools import lru_cache
from types import MappingProxyType
from typing import TYPE_CHECKING, Final

from . import fencing, rules, spaces
from .actions import major_id
from .effects import interpreter as effects
from .effects import markers
from .majors import COPY_COST, COPY_KEY, COPY_ORDER

if TYPE_CHECKING:
    from .game import AgricolaState
    from .player import Player

# What a player can build, sow, bake, fence or grow depends on these fields only.
CAPABILITY_FIELDS = ("board", "grain", "vegetables", "wood", "clay", "reed", "stone", "house", "people", "crops",
                     "majors", "played", "used")


def room_price(me: Player) -> Mapping[str, int]:
    """What one room costs the player (its cards may change the printed price)."""
    return effects.price(me, "room", rules.ROOM_COST[me.house])


def can_room(me: Player) -> bool:
    return bool(me.board.room_cells) and me.can_pay(room_price(me))


def stable_price(me: Player, base: rules.Price = rules.STABLE_COST) -> Mapping[str, int]:
    """What one stable of printed price ``base`` costs the player (its cards may change it)."""
    return effects.price(me, "stable", base)


def can_stable(me: Player, price: rules.Price) -> bool:
    return me.board.stable_count < rules.MAX_STABLES and bool(me.board.stable_cells) and me.can_pay(
        stable_price(me, price) if price else price)


def can_sow(me: Player) -> bool:
    return ((me.grain > 0 or me.vegetables > 0) and bool(me.empty_fields)) or bool(effects.sowable_cards(me))


def can_bake(me: Player) -> bool:
    return me.grain > 0 and bool(me.bake_rates())


def fence_price(me: Player, built: int, new: int) -> Mapping[str, int]:
    """What ``new`` more fences cost the player when ``built`` fences were built already in the
    same action: 1 wood each, less the cards' free fences and discounts."""
    if "fence" not in effects.priced_items(me.played):
        return {"wood": new}
    return effects.price(me, "fence", {"wood": effects.fence_wood(me, built, new)})


def fence_budget(me: Player, built: int = 0) -> int:
    """The most fences the player can build now (``built``: already built in this action)."""
    most = markers.fence_supply(me)  # (fences lying on spaces are not in the supply: Fence Builder)
    if "fence" not in effects.priced_items(me.played):
        return min(me.wood, most)
    return max((n for n in range(most + 1) if me.can_pay(fence_price(me, built, n))), default=0)


def fence_step(me: Player, prefix: tuple[int, ...], built: int = 0) -> tuple[tuple[int, ...], bool]:
    """The cells that may follow ``prefix`` in a pasture the player can afford, and whether
    ``prefix`` is itself one (see :func:`.fencing.next_cells`)."""
    board = me.board
    return fencing.pasture_step(board.rooms | board.fields, board.fences, fence_budget(me, built), prefix)


def fence_option(me: Player, cells: tuple[int, ...], built: int = 0) -> fencing.PastureOption | None:
    """The affordable pasture of exactly ``cells``, if any."""
    board = me.board
    return fencing.pasture_option(board.rooms | board.fields, board.fences, fence_budget(me, built), cells)


def free_pastures(me: Player) -> Mapping[int, fencing.PastureOption]:
    """The pastures of one unfenced space the player may fence in at no cost (a card's part),
    by cell index: the usual fencing rules, the fences still in supply."""
    board = me.board
    blocked, budget = board.rooms | board.fields, markers.fence_supply(me)
    found = {}
    for i in range(rules.ROWS * rules.COLS):
        if not (blocked | board.enclosed) >> i & 1:
            option = fencing.pasture_option(blocked, board.fences, budget, (i,))
            if option is not None:
                found[i] = option
    return found


def can_fence(me: Player) -> bool:
    budget = fence_budget(me)
    if budget <= 0:
        return False
    cheapest = _cheapest(me.board.rooms | me.board.fields, me.board.fences)
    return cheapest is not None and cheapest <= budget


def renovation_price(me: Player, to: str = "") -> Mapping[str, int]:
    """What renovating costs the player: to the next house, or to the house ``to`` (a card's)."""
    return effects.price(me, "renovation", _renovation_price(to or rules.RENOVATION[me.house],
                                                             me.board.rooms.bit_count()))


@lru_cache(maxsize=64)
def _renovation_price(material: str, rooms: int) -> Mapping[str, int]:
    """What renovating a house of ``rooms`` rooms to ``material`` costs."""
    return MappingProxyType({material: rules.RENOVATION_COST_PER_ROOM * rooms, "reed": rules.RENOVATION_REED})


def renovation_targets(me: Player) -> tuple[str, ...]:
    """The houses a Renovate action may take the player's house to and it can pay, the furthest
    first (the cards may reach beyond the next one: Conservator)."""
    return tuple(house for house in sorted(effects.renovations(me), key=rules.HOUSES.index, reverse=True)
                 if me.can_pay(renovation_price(me, house)))


def renovation_target(me: Player) -> str | None:
    """The furthest house a Renovate action can take the player's house to, or None when it
    can pay none."""
    return next(iter(renovation_targets(me)), None)


def can_renovate(me: Player) -> bool:
    if not me.played:
        return me.house in rules.RENOVATION and me.can_pay(renovation_price(me))
    return renovation_target(me) is not None


def can_grow(me: Player) -> bool:
    """Family growth that needs a free room (people on spaces count as occupying theirs), unless
    a card lets the next one do without (:func:`.effects.interpreter.grows_without_room`)."""
    return me.people < rules.MAX_PEOPLE and (me.board.rooms.bit_count() > me.people or effects.grows_without_room(me))


# Printed prices of building materials as counts of wood, clay, reed and stone, held against
# the player's own counts without a mapping (without a card in play every price is the printed one).
Materials = tuple[int, int, int, int]


def _materials(price: Mapping[str, int]) -> Materials:
    """A price of building materials as counts of wood, clay, reed and stone."""
    assert set(price) <= {"wood", "clay", "reed", "stone"}, price
    return price.get("wood", 0), price.get("clay", 0), price.get("reed", 0), price.get("stone", 0)


def _holds(held: Materials, price: Materials) -> bool:
    return held[0] >= price[0] and held[1] >= price[1] and held[2] >= price[2] and held[3] >= price[3]


_ROOM_MATERIALS: Final = {house: _materials(cost) for house, cost in rules.ROOM_COST.items()}
_STABLE_MATERIALS: Final = _materials(rules.STABLE_COST)
_FAMILY_STABLE_MATERIALS: Final = _materials(rules.FAMILY_STABLE_COST)
_BAKING_COPIES: Final = frozenset(copy for copy, key in COPY_KEY.items() if rules.MAJORS[key].bake_rate)
_PRICES: Final = {copy: _materials(cost) for copy, cost in COPY_COST.items()}  # what the majors cost
_BUY: Final = {copy: (major_id(copy), copy, False) for copy in COPY_COST}
_UPGRADE: Final = {copy: (major_id(copy, returns=True), copy, True) for copy in COPY_COST}
# Holding more of a good than any major costs buys nothing more: capping the counts lets
# players alike in what they can afford share one cached answer.
_CAPS: Final = tuple(max(price[k] for price in _PRICES.values()) for k in range(4))
_WOOD_CAP: Final = _CAPS[0]
_CLAY_CAP: Final = _CAPS[1]
_REED_CAP: Final = _CAPS[2]
_STONE_CAP: Final = _CAPS[3]


def _affordable_goods(me: Player) -> Materials:
    """The player's wood, clay, reed and stone, each capped at the most any major costs."""
    return min(me.wood, _WOOD_CAP), min(me.clay, _CLAY_CAP), min(me.reed, _REED_CAP), min(me.stone, _STONE_CAP)


@lru_cache(maxsize=1 << 13)
def _major_choices(left: tuple[str, ...], owned: tuple[str, ...],
                   goods: Materials) -> tuple[tuple[str, str, bool], ...]:
    """:func:`major_choices` for majors ``left`` on the supply board, a player owning the
    copies ``owned`` and holding ``goods`` (wood, clay, reed and stone, capped or not)."""
    owned_keys = {COPY_KEY[copy] for copy in owned}
    found = []
    for copy in left:
        if _holds(goods, _PRICES[copy]):
            found.append(_BUY[copy])
        upgrade = rules.MAJORS[COPY_KEY[copy]].upgrade_from
        if upgrade and upgrade in owned_keys:
            found.append(_UPGRADE[copy])
    return tuple(found)


def major_price(me: Player, copy: str) -> Mapping[str, int]:
    """What the major ``copy`` costs the player (its cards may change the printed price)."""
    return effects.price(me, COPY_KEY[copy], COPY_COST[copy])


def major_choices(state: AgricolaState, me: Player) -> tuple[tuple[str, str, bool], ...]:
    """(action id, copy, returns a Fireplace) for every major the player can take now."""
    if me.played:  # cards may change the prices: no shared cache
        owned = {COPY_KEY[copy] for copy in me.majors}
        return tuple(choice for copy in state.majors_left for choice in (
            (_BUY[copy],) * me.can_pay(major_price(me, copy))
            + (_UPGRADE[copy],) * (rules.MAJORS[COPY_KEY[copy]].upgrade_from in owned)))
    return _major_choices(state.majors_left, me.majors, _affordable_goods(me))


# One bit per major copy, in the supply board's order: what a player can reach against what is left.
COPY_BIT: Final = {copy: 1 << i for copy, i in COPY_ORDER.items()}


def _bits(copies: Iterable[str]) -> int:
    bits = 0
    for copy in copies:
        bits |= COPY_BIT[copy]
    return bits


# The majors a player can pay at the printed prices, by its wood, clay, reed and stone, each
# capped (:func:`_affordable_goods`): ``_AFFORDABLE[wood][clay][reed][stone]``.
_AFFORDABLE: Final = tuple(tuple(tuple(tuple(
    _bits(copy for copy, price in _PRICES.items() if _holds((wood, clay, reed, stone), price))
    for stone in range(_STONE_CAP + 1)) for reed in range(_REED_CAP + 1))
    for clay in range(_CLAY_CAP + 1)) for wood in range(_WOOD_CAP + 1))
# The majors a player owning a copy may upgrade it to (a Fireplace to a Cooking Hearth).
_UPGRADES: Final = {owned: _bits(copy for copy in COPY_COST if rules.MAJORS[COPY_KEY[copy]].upgrade_from == key)
                    for owned, key in COPY_KEY.items()}


# The majors left asked last, as bits: a game's states share one tuple until a major is taken.
_LAST_LEFT: Final[list[tuple[tuple[str, ...], int]]] = [((), 0)]


def _left_bits(left: tuple[str, ...]) -> int:
    """:data:`COPY_BIT` of the majors ``left`` on the supply board."""
    last = _LAST_LEFT[0]
    if last[0] is not left:
        last = _LAST_LEFT[0] = (left, _bits(left))
    return last[1]


def can_take_major(state: AgricolaState, me: Player) -> bool:
    """Whether the player can pay for a major still on the supply board, or upgrade to one."""
    if me.played:  # cards may change the prices
        return bool(major_choices(state, me))
    reach = _AFFORDABLE[min(me.wood, _WOOD_CAP)][min(me.clay, _CLAY_CAP)][min(me.reed, _REED_CAP)][
        min(me.stone, _STONE_CAP)]
    for copy in me.majors:
        reach |= _UPGRADES[copy]
    return bool(reach & _left_bits(state.majors_left))


# Whether a part of an action can be done at all (the player's own farm and goods only).
_PART_CHECKS: Final = {
    "build": lambda me: can_room(me) or can_stable(me, rules.STABLE_COST),
    "plow": lambda me: bool(me.board.field_cells),
    "stable1": lambda me: can_stable(me, rules.FAMILY_STABLE_COST),
    "bake": can_bake,
    "sow": can_sow,
    "fence": can_fence,
    "renovate": can_renovate,
    "growth": can_grow,
    "growth_any": lambda me: me.people < rules.MAX_PEOPLE,
    "room": lambda me: bool(me.board.room_cells),
}
# The parts only cards bring, checked when reached (not remembered on every player).
_FREE_PART_CHECKS: Final = {
    "free_stable": lambda me: can_stable(me, {}),
    "free_pasture": lambda me: bool(free_pastures(me)),
    "fence_marker": lambda me: markers.fence_supply(me) > 0,  # a fence of the supply put on a space
}


def part_possible(state: AgricolaState, me: Player, part: str, space_id: str = "") -> bool:
    """Whether ``part`` of the action on ``space_id`` can be done now (the answers about the
    player's own farm are remembered on the player: :attr:`~calculator.agricola.player.Player.parts`)."""
    if part == "major":
        return can_take_major(state, me)
    if part.partition(":")[0] in spaces.CARD_PARTS:  # "occupation:<card>": one a card adds (Writing Desk)
        from .card_play import part_possible as card_part_possible

        return card_part_possible(state, me, part, space_id or state.step.space)
    if part.startswith("use:"):  # a card's choice (always) or exchange (when the player can make it)
        from .card_play import use_possible

        return use_possible(state, me, part[4:], space_id or state.step.space)
    if part.startswith("fence:"):  # a card's own fences, waiting on this round's space (Fence Deliveryman)
        from .space_markers import card_fence_possible

        return card_fence_possible(state, me, part.partition(":")[2])
    free = _FREE_PART_CHECKS.get(part.partition(":")[0])  # "free_stable:<card>": a card's reward for fencing
    if free is not None:
        return free(me)
    bit = PART_BIT.get(part.partition(":")[0])  # "plow:<card>": a card's limited plow is a plow
    if bit is None:
        return True  # resource, pair, animal_choice, room_or_food, pair_or_growth: always something to take
    return bool(me.parts & bit)


PART_BIT: Final = {part: 1 << k for k, part in enumerate(_PART_CHECKS)}
_BIT_CHECKS = tuple((PART_BIT[part], check) for part, check in _PART_CHECKS.items())
BUILD_BIT: Final = PART_BIT["build"]
PLOW_BIT: Final = PART_BIT["plow"]
STABLE1_BIT: Final = PART_BIT["stable1"]
BAKE_BIT: Final = PART_BIT["bake"]
SOW_BIT: Final = PART_BIT["sow"]
FENCE_BIT: Final = PART_BIT["fence"]
RENOVATE_BIT: Final = PART_BIT["renovate"]
GROWTH_BIT: Final = PART_BIT["growth"]
GROWTH_ANY_BIT: Final = PART_BIT["growth_any"]
ROOM_BIT: Final = PART_BIT["room"]


def parts_mask(me: Player) -> int:
    """Bits of :data:`PART_BIT` for the parts the player can do with its own farm and goods
    (the checks read only :data:`CAPABILITY_FIELDS`)."""
    if not me.played:
        return printed_parts_mask(me)
    return checked_parts_mask(me)


def checked_parts_mask(me: Player) -> int:
    """:func:`parts_mask` by every check of :data:`_PART_CHECKS` (the cards in play may change
    any price, and what can be sown, baked or grown)."""
    mask = 0
    for bit, check in _BIT_CHECKS:
        if check(me):
            mask |= bit
    return mask


# The cache of the cheapest pasture taken once (compiled, a static where the module's attribute
# was looked up at every call).
_cheapest: Final = fencing.cheapest

# What renovating a house of so many rooms costs at the printed price, by house then rooms: none
# for the stone house, renovated no further (a farm has at most as many rooms as cells).
_RENOVATION_MATERIALS: Final = {house: tuple(_materials(_renovation_price(material, rooms))
                                       for rooms in range(rules.ROWS * rules.COLS + 1))
                                for house, material in rules.RENOVATION.items()}


def printed_parts_mask(me: Player) -> int:
    """:func:`parts_mask` of a player with no card in play: the same answers as
    :func:`checked_parts_mask` at the printed prices, the places on the board (kept on the
    board: room, field and stable cells; the cheapest pasture by its masks) held against the
    goods counted here, so that taking goods costs no check anew but these compares."""
    board = me.board
    held = (me.wood, me.clay, me.reed, me.stone)
    rooms = board.rooms.bit_count()
    mask = 0
    stable_place = board.stable_count < rules.MAX_STABLES and bool(board.stable_cells)
    if board.room_cells:
        mask |= ROOM_BIT
        if _holds(held, _ROOM_MATERIALS[me.house]):
            mask |= BUILD_BIT
    if stable_place and _holds(held, _STABLE_MATERIALS):
        mask |= BUILD_BIT
    if board.field_cells:
        mask |= PLOW_BIT
    if stable_place and _holds(held, _FAMILY_STABLE_MATERIALS):
        mask |= STABLE1_BIT
    if me.grain > 0 and any(copy in _BAKING_COPIES for copy in me.majors):
        mask |= BAKE_BIT
    if (me.grain > 0 or me.vegetables > 0) and me.empty_fields:
        mask |= SOW_BIT
    budget = min(me.wood, rules.MAX_FENCES - board.fence_count)
    if budget > 0:
        cheapest = _cheapest(board.rooms | board.fields, board.fences)
        if cheapest is not None and cheapest <= budget:
            mask |= FENCE_BIT
    renovation = _RENOVATION_MATERIALS.get(me.house)
    if renovation is not None and _holds(held, renovation[rooms]):
        mask |= RENOVATE_BIT
    if me.people < rules.MAX_PEOPLE:
        mask |= GROWTH_ANY_BIT
        if rooms > me.people:
            mask |= GROWTH_BIT
    return mask


def _needs(space: spaces.Space) -> tuple[bool, int, bool, tuple[str, ...]]:
    """What makes ``space`` usable: (always, any of these part bits, or a major, or one of
    these card parts: see :func:`.card_play.part_possible`)."""
    parts = space.parts[:1] if space.mode == "then" else space.parts
    always = space.start_player or not parts or any(
        p not in PART_BIT and p != "major" and p not in spaces.CARD_PARTS for p in parts)
    cards = tuple(p for p in parts if p in spaces.CARD_PARTS)
    return always, sum(PART_BIT.get(p, 0) for p in parts), "major" in parts, cards


NEEDS: Final = {space_id: _needs(space) for space_id, space in spaces.SPACES.items()}


def usable(state: AgricolaState, me: Player, space: spaces.Space) -> bool:
    """Whether a person on ``space`` could carry out at least one of its actions
    (for a "then" space: its first, mandatory part)."""
    from .card_play import part_possible as card_part_possible

    always, bits, major, cards = NEEDS[space.id]
    return (always or bool(bits & me.parts) or (major and can_take_major(state, me))
            or any(card_part_possible(state, me, part, space.id) for part in cards))
