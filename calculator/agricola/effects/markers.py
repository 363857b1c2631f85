"""What the cards lay on action and round spaces for their owner: pure functions of a player.

* ``lay_goods`` (Foreman K308): at the start of each work phase the owner may lay ``goods`` from the
  general supply on an action space of its choice; whoever next uses that space takes them with its
  own goods (the state's ``laid``: :mod:`..laid`).
* the part ``fence_marker`` (Fence Builder I263): on playing the card, one of the owner's fences
  goes on an action space of its choice (remembered as ``fence@space:<space>`` in ``Player.used``);
  whenever the owner uses that space, a separate fence part follows the space's action
  (:func:`marked_parts`).
* ``deliver_fences`` (Fence Deliveryman I265): on playing the card, up to ``fences`` of the owner's
  unbuilt fences go on each of the round spaces ``rounds`` names (``fence@round:<round>``); at the
  start of such a round the owner may pay ``give`` to build them without wood (the part
  ``fence:<card>``: :func:`delivered`), and what is left returns to the supply when the work phase
  begins (:func:`returned`).

Fences lying on spaces are neither built nor in the supply: :func:`fence_supply` counts the
fences a player may still build.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import TYPE_CHECKING

from .. import rules
from .data import effects_of
from .interpreter import active, remember, schedule_rounds

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

OFF_FARM = "fence@"  # the keys of Player.used naming fences that lie on a space
ON_SPACE = OFF_FARM + "space:"  # ... an action space (a marker for fences built after using it)
ON_ROUND = OFF_FARM + "round:"  # ... a round space (fences waiting to be built at that round's start)


def off_farm(me: Player) -> int:
    """How many of the player's fences lie on action or round spaces (neither built nor in supply)."""
    if not me.played:
        return 0
    return sum(n for key, n in me.used if key.startswith(OFF_FARM))


def fence_supply(me: Player) -> int:
    """The fences the player may still build: 15, less those on its farm and those lying on spaces."""
    return rules.MAX_FENCES - me.board.fence_count - off_farm(me)


def marked_spaces(me: Player) -> tuple[str, ...]:
    """The action spaces where one of the player's fences lies (Fence Builder)."""
    if not me.played:
        return ()
    return tuple(key[len(ON_SPACE):] for key, _ in me.used if key.startswith(ON_SPACE))


def mark(me: Player, space_id: str) -> Player:
    """The player having put one of its fences on ``space_id`` (Fence Builder)."""
    return remember(me, ON_SPACE + space_id, dict(me.used).get(ON_SPACE + space_id, 0) + 1)


def marked_parts(me: Player, space_id: str) -> tuple[str, ...]:
    """The fence parts that follow the action of ``space_id`` for the player: one per fence of its
    own lying there (each a separate fence action, paid in wood as usual)."""
    return ("fence",) * dict(me.used).get(ON_SPACE + space_id, 0) if me.played else ()


def deliver(me: Player, effect: Effect, round_number: int) -> Player:
    """The player having put its unbuilt fences on the round spaces of ``effect`` (played in
    ``round_number``): up to ``fences`` on each, the earliest first (only rounds up to 14 exist;
    with too few fences the later spaces get fewer, or none)."""
    left = fence_supply(me)
    for r in schedule_rounds(effect, round_number):
        n = min(effect.fences, left)
        if n:
            me = remember(me, f"{ON_ROUND}{r}", n)
            left -= n
    return me


def waiting(me: Player, round_number: int) -> int:
    """The player's fences lying on the round space of ``round_number``."""
    return dict(me.used).get(f"{ON_ROUND}{round_number}", 0) if me.played else 0


def delivered(me: Player, round_number: int) -> tuple[str, ...]:
    """The fence parts ``fence:<card>`` of the player's delivering cards at the start of
    ``round_number``, when fences of its own wait on that round's space."""
    if not waiting(me, round_number):
        return ()
    return tuple(f"fence:{c}" for c in me.played for e in effects_of(c) if e.do == "deliver_fences")


def delivery(card_id: str) -> Effect:
    """``card_id``'s ``deliver_fences`` entry."""
    return next(e for e in effects_of(card_id) if e.do == "deliver_fences")


def returned(players: Iterable[Player], round_number: int) -> tuple[Player, ...]:
    """The players once the work phase of ``round_number`` begins: the fences left on its round
    space (not built at the round's start) back in their supply."""
    return tuple(remember(p, f"{ON_ROUND}{round_number}", 0) if waiting(p, round_number) else p for p in players)


def start_parts(me: Player, round_number: int) -> tuple[str, ...]:
    """The decisions the player's cards add at the start of ``round_number``, after the round-start
    parts (:func:`.interpreter.round_start_parts`): building its delivered fences (``fence:<card>``),
    then laying goods on a space at the work phase's start (``lay_goods:<card>``: Foreman)."""
    if not me.played:
        return ()
    return delivered(me, round_number) + tuple(f"lay_goods:{e.card}" for e in active(me, "work_start", round_number)
                                               if e.do == "lay_goods")


def laid_goods(card_id: str) -> dict[str, int]:
    """The goods ``card_id`` lays on a space (``lay_goods``)."""
    return dict(next(e for e in effects_of(card_id) if e.do == "lay_goods").goods)


def extra_free_fences(me: Player) -> int:
    """The fences the player's cards let it build free beyond an action's first fences (Hedge Keeper:
    ruling, also after the Fence Deliveryman's)."""
    return sum(e.per_action for e in active(me, "pay", None) if e.do == "free_fences") if me.played else 0
