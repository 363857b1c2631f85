"""What a player can do now: the checks behind every legal-action list.

Each ``can_*`` answers whether one part of an action (see :mod:`.spaces`) can
be carried out with the player's farm and goods; :func:`usable` combines them
for a whole space (rules 2: a person only goes where at least one of the
space's actions can be done).  Answers that depend on the player alone are
remembered on the immutable :class:`~calculator.agricola.player.Player`.
"""

from __future__ import annotations

from . import fencing, rules, spaces
from .player import COPY_COST, COPY_KEY, Player


def can_room(me: Player) -> bool:
    return bool(me.board.room_cells) and me.can_pay(rules.ROOM_COST[me.house])


def can_stable(me: Player, price) -> bool:
    return me.board.stable_count < rules.MAX_STABLES and bool(me.board.stable_cells) and me.can_pay(price)


def can_sow(me: Player) -> bool:
    return (me.grain > 0 or me.vegetables > 0) and bool(me.empty_fields)


def can_bake(me: Player) -> bool:
    return me.grain > 0 and bool(me.bake_rates())


def fence_budget(me: Player) -> int:
    return min(me.wood, rules.MAX_FENCES - me.board.fence_count)


def fence_options(me: Player) -> tuple[fencing.PastureOption, ...]:
    board = me.board
    return fencing.affordable(fencing.pasture_options(board.rooms | board.fields, board.fences), fence_budget(me))


def can_fence(me: Player) -> bool:
    budget = fence_budget(me)
    if budget <= 0:
        return False
    cheapest = fencing.cheapest(me.board.rooms | me.board.fields, me.board.fences)
    return cheapest is not None and cheapest <= budget


def renovation_price(me: Player) -> dict[str, int]:
    material = rules.RENOVATION[me.house]
    return {material: rules.RENOVATION_COST_PER_ROOM * me.board.rooms.bit_count(), "reed": rules.RENOVATION_REED}


def can_renovate(me: Player) -> bool:
    return me.house in rules.RENOVATION and me.can_pay(renovation_price(me))


def can_grow(me: Player) -> bool:
    """Family growth that needs a free room (people on spaces count as occupying theirs)."""
    return me.people < rules.MAX_PEOPLE and me.board.rooms.bit_count() > me.people


def major_choices(state, me: Player) -> list[tuple[str, str, bool]]:
    """(action id, copy, returns a Fireplace) for every major the player can take now."""
    found = []
    for copy in state.majors_left:
        major = rules.MAJORS[COPY_KEY[copy]]
        if me.can_pay(COPY_COST[copy]):
            found.append((f"major:{copy}", copy, False))
        if major.upgrade_from and me.owns(major.upgrade_from):
            found.append((f"major:{copy}:return", copy, True))
    return found


def can_take_major(state, me: Player) -> bool:
    for copy in state.majors_left:
        if me.can_pay(COPY_COST[copy]):
            return True
        upgrade = rules.MAJORS[COPY_KEY[copy]].upgrade_from
        if upgrade and me.owns(upgrade):
            return True
    return False


# Whether a part of an action can be done at all (the player's own farm and goods only).
_PART_CHECKS = {
    "build": lambda me: can_room(me) or can_stable(me, rules.STABLE_COST),
    "plow": lambda me: bool(me.board.field_cells),
    "stable1": lambda me: can_stable(me, rules.FAMILY_STABLE_COST),
    "bake": can_bake,
    "sow": can_sow,
    "fence": can_fence,
    "renovate": can_renovate,
    "growth": can_grow,
    "growth_any": lambda me: me.people < rules.MAX_PEOPLE,
}


def part_possible(state, me: Player, part: str) -> bool:
    """Whether ``part`` can be done now; the answers about the player's own farm are
    remembered on the (immutable) player object."""
    if part == "major":
        return can_take_major(state, me)
    bit = PART_BIT.get(part)
    if bit is None:
        return True  # resource, pair, animal_choice, room_or_food, pair_or_growth: always something to take
    return bool(parts_mask(me) & bit)


PART_BIT = {part: 1 << k for k, part in enumerate(_PART_CHECKS)}


def parts_mask(me: Player) -> int:
    """Bits of :data:`PART_BIT` for the parts the player can do (worked out once per player)."""
    memo = me.memo
    mask = memo.get("parts")
    if mask is None:
        mask = 0
        for part, check in _PART_CHECKS.items():
            if check(me):
                mask |= PART_BIT[part]
        memo["parts"] = mask
    return mask


def _needs(space: spaces.Space) -> tuple[bool, int, bool]:
    """What makes ``space`` usable: (always, any of these part bits, or a major)."""
    parts = space.parts[:1] if space.mode == "then" else space.parts
    always = not parts or any(p not in PART_BIT and p != "major" for p in parts)
    return always, sum(PART_BIT.get(p, 0) for p in parts), "major" in parts


NEEDS = {space_id: _needs(space) for space_id, space in spaces.SPACES.items()}


def usable(state, me: Player, space: spaces.Space) -> bool:
    """Whether a person on ``space`` could carry out at least one of its actions
    (for a "then" space: its first, mandatory part)."""
    always, bits, major = NEEDS[space.id]
    return always or bool(bits & parts_mask(me)) or (major and can_take_major(state, me))
