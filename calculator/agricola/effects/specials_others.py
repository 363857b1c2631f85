"""Named functions of the cards whose owner answers another player's action, or whose result
goes to another player (the group ``cards-others``).

They are *table* specials: an entry ``{"on": ..., "do": "table", "name": "<name>"}`` calls
``TABLE[name](players, owner, effect, round_number, context)`` with every player at the table
and the owner's seat, and returns every player (``context["actor"]``: the seat of the player
whose action the card answers, when there is one).  A decision the card leaves to a player is
taken by the rule its docstring states (the player takes the option when it can and it helps);
the specials whose owner is asked instead (Fisherman, Master Baker, Punner, Puppeteer) are questions
(:mod:`.questions`).
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from .. import rules

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

Players = tuple["Player", ...]
TableSpecial = Callable[[Players, int, "Effect", int, Mapping], Players]


def _with(players: Players, seat: int, player: Player) -> Players:
    return players[:seat] + (player,) + players[seat + 1:]


def grain_from_another_field(players: Players, owner: int, effect: Effect, round_number: int,
                             context: Mapping) -> Players:
    """Harvest Helper (I223): at the start of the feeding, 1 grain from a grain field of another
    player (the first clockwise with one; its field with the most grain), who gets 2 food."""
    for k in range(1, len(players)):
        seat = (owner + k) % len(players)
        fields = [(n, cell) for cell, crop, n in players[seat].crops if crop == "grain"]
        if fields:
            n, cell = max(fields)
            other = players[seat]
            crops = tuple((c, crop, m - (c == cell)) for c, crop, m in other.crops if not (c == cell and m == 1))
            players = _with(players, seat, other.replace(crops=crops, food=other.food + 2))
            return _with(players, owner, players[owner].replace(grain=players[owner].grain + 1))
    return players


def _short_of_food(me: Player, solo: bool) -> bool:
    """Whether the player holds less food than its family eats at this harvest's feeding."""
    from .interpreter import food_needed

    per_person = rules.FOOD_PER_PERSON_SOLO if solo else rules.FOOD_PER_PERSON
    return me.food < food_needed(me, per_person, rules.FOOD_PER_NEWBORN)


def mill_grain(players: Players, owner: int, effect: Effect, round_number: int, context: Mapping) -> Players:
    """Water Mill (I103): after the field phase each player may turn 1 grain of its supply into
    ``goods`` (3 food); another player gives the owner 1 of them.  A player uses it when it holds
    grain and less food than its family eats at this feeding."""
    food = effect.goods["food"]
    for seat, player in enumerate(players):
        if player.grain and _short_of_food(player, len(players) == 1):
            players = _with(players, seat, player.gain({"grain": -1, "food": food - (seat != owner)}))
            if seat != owner:
                players = _with(players, owner, players[owner].gain({"food": 1}))
    return players


def idle_offspring(players: Players, owner: int, effect: Effect, round_number: int, context: Mapping) -> Players:
    """Ratcatcher (E198): in its rounds every other player with offspring (people beyond the
    first two) places one person fewer."""
    return tuple(p.replace(workers=p.workers - 1) if seat != owner and p.people > 2 and p.workers else p
                 for seat, p in enumerate(players))


TABLE: Mapping[str, TableSpecial] = MappingProxyType({
    "grain_from_another_field": grain_from_another_field,
    "mill_grain": mill_grain,
    "idle_offspring": idle_offspring,
})
