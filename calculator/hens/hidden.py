"""What a seat cannot see: re-dealt for determinised search (e.g. the MCTS bot), and
kept out of the log that others read (:func:`hidden_entries`).

:func:`determinize` returns a complete game state that the seat could not tell
apart from the real one: the same public view and the same private view for
that seat, with everything else (other hands, the cards under other players'
coops, the deck order, roosters not yet revealed) drawn at random among the
possibilities.  Two pieces of public knowledge restrict the draw:

* a card taken from a discard pile stays in the taker's hand (or under one of
  the taker's coops) until it is seen leaving (``HensState.known``);
* after a reshuffle, the deck holds only cards of that reshuffle, whose faces
  everyone saw in the discard piles (``HensState.reshuffled``).

The copy gets a fresh seed from ``rng``, so later chance (a reshuffle) no longer
follows the real game's seed: a bot cannot read the future from it.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from typing import TYPE_CHECKING

from .yard import Yard, coop_code

if TYPE_CHECKING:
    from .game import HensState


def determinize(state: HensState, seat: int, rng: random.Random) -> HensState:
    """A state consistent with everything ``seat`` has seen, hidden parts re-dealt by ``rng``."""
    others = [p for p in range(state.num_players) if p != seat]
    pending_coop = state.pending_coop and state.pending >= 0 and state.to_move != seat
    coop_cells = {p: [cell for cell, _ in state.yards[p].coops()] for p in others}
    pool = list(state.deck)
    for p in others:
        pool += state.hands[p]
        pool += [card for _, card in state.yards[p].coops()]
        if pending_coop and p == state.to_move:
            pool.append(state.pending)
    known = {card for p in others for card in state.known[p]}
    free = sorted(card for card in pool if card not in known)
    if state.reshuffled:
        reshuffled = set(state.reshuffled)
        candidates = [card for card in free if card in reshuffled]
    else:
        candidates = free
    deck = rng.sample(candidates, len(state.deck))
    dealt = set(deck)
    rest = [card for card in free if card not in dealt]
    rng.shuffle(rest)

    hands, yards, roosters = list(state.hands), list(state.yards), list(state.roosters)
    pending = state.pending
    for p in others:
        extra = 1 if pending_coop and p == state.to_move else 0
        need = len(state.hands[p]) + len(coop_cells[p]) + extra - len(state.known[p])
        region = list(state.known[p]) + rest[:need]
        del rest[:need]
        size = len(state.hands[p])
        hands[p] = tuple(sorted(region[:size]))
        if extra:
            pending = region[size]
        yards[p] = _with_coops(state.yards[p], coop_cells[p], region[size + extra:])
        if state.step == "rooster" and state.settings.rooster_simultaneous and roosters[p] is not None:
            roosters[p] = rng.choice([cell for cell, _ in state.yards[p].hens()])
    assert not rest, "hidden cards left over"
    return state.replace(seed=rng.getrandbits(64), deck=tuple(deck), hands=tuple(hands), yards=tuple(yards),
                         roosters=tuple(roosters), pending=pending)


def _with_coops(yard: Yard, cells: list[int], cards: list[int]) -> Yard:
    """``yard`` with these cards under its coops (in cell order)."""
    if not cells:
        return yard
    codes = list(yard.cells)
    for cell, card in zip(cells, cards, strict=True):
        codes[cell] = coop_code(card)
    return yard.replace(cells=tuple(codes))


def hidden_entries(state: HensState, log: Sequence[tuple[int, str]]) -> set[int]:
    """Which entries of the game's log (``(seat, action id)`` pairs that led to ``state``)
    would show others a card its seat has not shown: every coop's card, and every
    rooster while the roosters are still being placed simultaneously.  Nothing is
    hidden once the game is over."""
    if state.is_terminal:
        return set()
    roosters_hidden = state.step == "rooster" and state.settings.rooster_simultaneous
    hidden = set()
    for n, (_seat, action) in enumerate(log):
        kind = action.partition(":")[0]
        if kind == "coop" or (kind == "rooster" and roosters_hidden):
            hidden.add(n)
    return hidden
