"""Named functions of the cards whose owner answers another player's action, or whose result
goes to another player (the group ``cards-others``).

They are *table* specials: an entry ``{"on": ..., "do": "table", "name": "<name>"}`` calls
``TABLE[name](players, owner, effect, round_number, context)`` with every player at the table
and the owner's seat, and returns every player (``context["actor"]``: the seat of the player
whose action the card answers, when there is one).  A decision the card leaves to a player is
taken by the rule its docstring states (the player takes the option when it can and it helps),
so that no other player's turn is interrupted.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from types import MappingProxyType
from typing import TYPE_CHECKING

from .. import rules
from ..majors import COPY_KEY

if TYPE_CHECKING:
    from ..player import Player
    from .vocabulary import Effect

Players = tuple["Player", ...]
TableSpecial = Callable[[Players, int, "Effect", int, Mapping], Players]


def _with(players: Players, seat: int, player: Player) -> Players:
    return players[:seat] + (player,) + players[seat + 1:]


def bake_one_grain(players: Players, owner: int, effect: Effect, round_number: int, context: Mapping) -> Players:
    """Master Baker (E149): when another player bakes, the owner bakes too: 1 grain at its best
    baking rate, when it holds grain and a baking improvement (no Master Baker's extra food)."""
    me = players[owner]
    rates = me.bake_rates() if me.grain else ()
    return _with(players, owner, me.replace(grain=me.grain - 1, food=me.food + rates[0])) if rates else players


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


def double_food_paying_owners(players: Players, owner: int, effect: Effect, round_number: int,
                              context: Mapping) -> Players:
    """Fisherman (E161), Juggler (I237): on its space the owner may take as much food again as it
    took from the space, giving 1 food to another player for each of the cards ``items`` that
    player has in play (its own cost nothing).  It does so when it gains by it and can pay them
    (ruling: not allowed when it could not pay)."""
    lying = context.get("taken", {}).get("food", 0)
    owed = {seat: sum(c in p.played for c in effect.items) for seat, p in enumerate(players) if seat != owner}
    total = sum(owed.values())
    me = players[owner]
    if lying <= total:  # it would gain nothing (and could not always pay)
        return players
    players = _with(players, owner, me.gain({"food": lying - total}))
    return tuple(p.gain({"food": owed.get(seat, 0)}) if seat != owner else p for seat, p in enumerate(players))


def _occupation_to_play(me: Player, others: Players, round_number: int) -> tuple[str, dict[str, int]] | None:
    """The first occupation in the player's hand (catalogue order) it may play now that leaves
    nothing to decide (no choice, no action part), with its price; None when there is none."""
    from ..card_play import card_terms, meets
    from ..dealing import occupations
    from .interpreter import before_occupation, choices, may_play, others_allow, parts_on_play, price

    me = before_occupation(me, round_number)
    for card in occupations(me.hand):
        terms = card_terms()[card]
        if (choices(card) or parts_on_play(card) or not all(meets(me, r) for r in terms.requires)
                or not may_play(me, card, round_number) or not others_allow(me, others, card)):
            continue
        for option in terms.options:
            paid = dict(price(me, card, option.price))
            if not option.returns and me.can_pay(paid):
                return card, paid
    return None


def play_an_occupation(players: Players, owner: int, effect: Effect, round_number: int, context: Mapping) -> Players:
    """Puppeteer (I249), Educator (K271): the owner pays ``goods`` (food, to the supply) to play an
    occupation from hand now (its own price too): the first one it may play that leaves nothing
    to decide, when it keeps the food its family eats at a feeding.  Its effects follow, and the
    other players' cards hear it (another Educator); the parts the owner's cards add to playing
    an occupation (Bread Paddle's bake) are not offered out of its turn."""
    from .interpreter import before_occupation, on_acquire, on_any_acquire, on_play, others_answer

    if not players[owner].can_pay(effect.goods):
        return players
    me = players[owner].pay(effect.goods)
    found = _occupation_to_play(me, players[:owner] + players[owner + 1:], round_number)
    if found is None or _short_of_food(me.pay(found[1]), len(players) == 1):
        return players
    card, paid = found
    me = before_occupation(me, round_number).pay(paid)
    me = me.replace(hand=tuple(c for c in me.hand if c != card), played=me.played + (card,))
    built = frozenset(COPY_KEY[copy] for p in players for copy in p.majors)
    me = on_acquire(on_play(me, card, round_number, built=built), card, round_number)
    players = on_any_acquire(_with(players, owner, me), card)
    return others_answer(players, owner, "other_occupation", round_number)


def plow_one_field(players: Players, owner: int, effect: Effect, round_number: int, context: Mapping) -> Players:
    """Punner (I70): when another player uses a card's plough, the owner plows 1 field too (on
    the first cell where a field may go)."""
    me = players[owner]
    cells = me.board.field_cells
    return _with(players, owner, me.replace(board=me.board.with_field(cells[0]))) if cells else players


TABLE: Mapping[str, TableSpecial] = MappingProxyType({
    "plow_one_field": plow_one_field,
    "play_an_occupation": play_an_occupation,
    "bake_one_grain": bake_one_grain,
    "grain_from_another_field": grain_from_another_field,
    "mill_grain": mill_grain,
    "idle_offspring": idle_offspring,
    "double_food_paying_owners": double_food_paying_owners,
})
