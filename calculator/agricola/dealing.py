"""The card game's hands: which cards can be dealt, and the deal itself (rules 2: each player
gets 7 occupations and 7 minor improvements from the chosen decks).

Only the cards the simulator implements are dealt (those listed in
``data/card-play/*.json``, see :func:`implemented_cards`); with too few of them
a hand holds what there is.  Occupations are dealt only when their player-count
mark allows the table (a "3+" card needs 3 players or more).  The deal is drawn
with the game's seeded chance under a purpose of its own, so the family game's
draws (who starts, the round cards) never move.

>>> deal(7, 2, ("E",), implemented=frozenset({"E28", "E22", "E150"}))
(('E22', 'E28', 'E150'), ())
"""

from __future__ import annotations

import random
from collections.abc import Iterable
from functools import cache
from types import MappingProxyType
from typing import TYPE_CHECKING

from ..core.protocol import chance
from .cards.catalogue import DECKS, Card, deck_cards

if TYPE_CHECKING:
    from .game import AgricolaState

HAND_SIZE = MappingProxyType({"occupation": 7, "minor": 7})  # cards of each type dealt to each player
DEAL = "card deal"  # the purpose of the deal's chance draws


@cache
def cards_by_id() -> MappingProxyType[str, Card]:
    """The occupations and minor improvements of the three decks, by id."""
    return MappingProxyType({c.id: c for c in deck_cards()})


@cache
def card_order() -> MappingProxyType[str, int]:
    """Each deck card's place in the catalogue (hands are kept in this order)."""
    return MappingProxyType({c.id: i for i, c in enumerate(deck_cards())})


def in_order(ids: Iterable[str]) -> tuple[str, ...]:
    """Card ids sorted in catalogue order."""
    return tuple(sorted(ids, key=card_order().__getitem__))


def implemented_cards() -> frozenset[str]:
    """The ids of the cards the simulator implements: those of ``data/card-play/*.json``
    (:func:`.effects.data.simulated`, every entry checked)."""
    from .effects.data import simulated

    return simulated()


def normalise_decks(decks: Iterable[str]) -> tuple[str, ...]:
    """The decks as sorted unique letters (``ValueError`` for a deck that is not E, I or K)."""
    chosen = tuple(sorted({str(d).strip().upper() for d in decks}))
    unknown = [d for d in chosen if d not in DECKS]
    if unknown:
        raise ValueError(f"unknown deck(s) {', '.join(unknown)}: choose from {', '.join(DECKS)}")
    return chosen


def dealable(decks: tuple[str, ...], num_players: int, implemented: frozenset[str] | None = None) -> tuple[Card, ...]:
    """The cards a deal for ``num_players`` draws from: the implemented occupations and minors of
    ``decks`` (catalogue order), occupations only where their player-count mark allows the table."""
    known = implemented_cards() if implemented is None else implemented
    return tuple(c for c in deck_cards()
                 if c.deck in decks and c.id in known and (c.players is None or c.players <= num_players))


def deal(seed: int, num_players: int, decks: tuple[str, ...],
         implemented: frozenset[str] | None = None) -> tuple[tuple[str, ...], ...]:
    """Each player's hand (card ids in catalogue order): up to :data:`HAND_SIZE` cards of each
    type, drawn from :func:`dealable` with the seed's chance (seat 0 first, then the next)."""
    return deal_with_rest(seed, num_players, decks, implemented)[0]


def deal_with_rest(seed: int, num_players: int, decks: tuple[str, ...], implemented: frozenset[str] | None = None
                   ) -> tuple[tuple[tuple[str, ...], ...], tuple[str, ...]]:
    """:func:`deal`'s hands, and the cards dealt to no one (catalogue order)."""
    pool = dealable(decks, num_players, implemented)
    hands: list[list[str]] = [[] for _ in range(num_players)]
    rest: list[str] = []
    for draw, (kind, size) in enumerate(HAND_SIZE.items()):
        cards = [c.id for c in pool if c.type == kind]
        chance(seed, draw, DEAL).shuffle(cards)
        for seat in range(num_players):
            hands[seat] += cards[seat * size:(seat + 1) * size]
        rest += cards[num_players * size:]
    return tuple(in_order(hand) for hand in hands), in_order(rest)


def redeal(state: AgricolaState, seat: int, rng: random.Random) -> AgricolaState:
    """``state`` with the cards ``seat`` cannot see re-dealt by ``rng``: every other hand keeps
    its size per type and the cards seen passed into it; in a draft, every other seat's pack and
    the packs still to come keep their sizes per type too; the rest goes back undealt."""
    n = state.num_players
    others = [p for p in range(n) if p != seat]
    # (where, seat, cards held, cards known to be there): the places whose cards seat cannot see
    places = [("hand", p, state.players[p].hand, [c for c in state.players[p].hand if c in state.players[p].received])
              for p in others]
    places += [("pack", p, state.packs[p], []) for p in others if state.packs]
    places += [("later", p, state.later_packs[p], []) for p in range(n) if state.later_packs]
    hidden = [c for _, _, cards, known in places for c in cards if c not in known] + list(state.undealt)
    pools = {kind: sorted((c for c in hidden if cards_by_id()[c].type == kind), key=card_order().__getitem__)
             for kind in HAND_SIZE}
    for cards in pools.values():
        rng.shuffle(cards)
    players, packs, later = list(state.players), list(state.packs), list(state.later_packs)
    for where, p, held, known in places:
        dealt = list(known)
        for kind, cards in pools.items():
            need = sum(cards_by_id()[c].type == kind for c in held) - sum(cards_by_id()[c].type == kind for c in known)
            dealt += cards[:need]
            del cards[:need]
        if where == "hand":
            players[p] = players[p].replace(hand=in_order(dealt))
        elif where == "pack":
            packs[p] = in_order(dealt)
        else:
            later[p] = in_order(dealt)
    rest = in_order(c for cards in pools.values() for c in cards)
    return state.replace(players=tuple(players), packs=tuple(packs), later_packs=tuple(later), undealt=rest,
                         seed=rng.getrandbits(64))


REDRAW = "card redraw"  # the purpose of a redraw's chance draws


def redraw_minors(state: AgricolaState, seat: int, count: int) -> AgricolaState:
    """``state`` with ``seat``'s minor improvements in hand discarded (out of the game) and
    ``count`` new ones drawn from the cards dealt to no one (as many as are left), with the
    state's chance (a determinized state, whose seed and undealt cards differ, draws others)."""
    pool = minors(state.undealt)
    drawn = chance(state.seed, state.actions_taken, REDRAW).sample(pool, min(count, len(pool)))
    me = state.players[seat]
    me = me.replace(hand=in_order((*occupations(me.hand), *drawn)))
    return state.with_player(seat, me).replace(undealt=tuple(c for c in state.undealt if c not in drawn))


DRAW = "occupation draw"  # the purpose of the chance draw of an occupation from one's own hand


def draw_occupation(state: AgricolaState, seat: int) -> str:
    """One of ``seat``'s occupations in hand drawn at random (another player draws it blindly:
    Perpetual Student), with the state's chance, as :func:`redraw_minors` draws."""
    return chance(state.seed, state.actions_taken, DRAW).choice(occupations(state.players[seat].hand))


def occupations(ids: Iterable[str]) -> tuple[str, ...]:
    """The occupations among card ids."""
    return tuple(i for i in ids if cards_by_id()[i].type == "occupation")


def minors(ids: Iterable[str]) -> tuple[str, ...]:
    """The minor improvements among card ids."""
    return tuple(i for i in ids if cards_by_id()[i].type == "minor")
