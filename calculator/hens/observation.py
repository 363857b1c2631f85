"""Hens positions as numbers (:mod:`calculator.core.features`), from what one seat may see.

Only what :mod:`.views` shows the seat goes in (the tests check that
re-dealing the hidden cards changes nothing).  For each seat, the observer
first: per canvas cell (:mod:`.yard`, reading order) empty, hen, coop, the
card's breed, value, eggs and medals (for a coop only under the observer's own
coops), the rooster (once others may see it); the hand size, the coops, the
cards known to be in the hand, the discard pile (cards by face, and its top).
Then the observer's hand (cards by face), the deck size and reshuffles, the
round, the decision in progress (kind, draws left, the card being placed when
visible, and whether it goes as a coop), the first player and the player to
move, the goal cards and the breeds set aside.

:func:`observe_public` is the same vector with the observer's secrets (its
hand, the cards under its coops, the card it is placing as a coop, its rooster
while roosters are placed unseen) left out, as for a seat that sees only what
everyone sees.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ..core.features import Features, seats_from
from . import rules
from .deck import CardTable
from .game import ROUNDS, HensState, new_game
from .goals import default_goals
from .yard import CELLS, EMPTY, card_of

STEPS = ("draw", "orient", "choose", "place", "discard", "rooster", "end")
BREEDS = tuple(breed.code for breed in rules.BREEDS)
LOW, HIGH = rules.VALUES


def observe(state: HensState, seat: int) -> np.ndarray:
    """What ``seat`` sees of ``state``, as a vector of :func:`size` numbers."""
    return _observe(state, seat, private=True)


def observe_public(state: HensState, seat: int) -> np.ndarray:
    """What everyone sees of ``state``, from ``seat``'s place at the table (no secret of ``seat``)."""
    return _observe(state, seat, private=False)


def _observe(state: HensState, seat: int, *, private: bool) -> np.ndarray:
    mine = seat if private else None  # the seat whose secrets are shown
    f = Features()
    n = state.num_players
    table = state.table
    faces = _faces(table)
    hidden_roosters = state.step == "rooster" and state.settings.rooster_simultaneous
    for p in seats_from(seat, n):
        yard = state.yards[p]
        rooster = state.roosters[p] if not hidden_roosters or p == mine else None
        for cell in range(CELLS):
            code = yard.cells[cell]
            shown = code >= 0 or (code < EMPTY and p == mine)
            f.add(code == EMPTY, code >= 0, code < EMPTY)
            _card(f, table, card_of(code) if shown else None)
            f.add(cell == rooster)
        f.add(len(state.hands[p]), sum(1 for _ in yard.coops()))
        _counts(f, table, faces, state.known[p])
        _counts(f, table, faces, state.piles[p])
        f.one_hot(faces[table.faces[state.piles[p][-1]]] if state.piles[p] else None, len(faces))
    _counts(f, table, faces, state.hands[seat] if private else ())
    f.add(len(state.deck), state.reshuffles)
    f.one_hot(state.round - 1, ROUNDS)
    f.one_hot(STEPS.index(state.step), len(STEPS))
    placing = state.step == "place"
    visible = placing and (not state.pending_coop or state.to_move == mine)
    f.add(state.settings.draws_per_turn - state.draws_made if state.step == "draw" else 0,
          placing and state.pending_coop)
    f.one_hot(faces[table.faces[state.pending]] if visible else None, len(faces))
    f.one_hot((state.first_player - seat) % n, n)
    f.one_hot(None if state.to_move is None else (state.to_move - seat) % n, n)
    goal_ids = default_goals().ids
    f.extend(goal in state.setup.goal_cards for goal in goal_ids)
    f.extend(breed in state.setup.removed_breeds for breed in BREEDS)
    return f.array()


def _card(f: Features, table: CardTable, card: int | None) -> None:
    """Breed (one-hot), value, eggs and medals of a card; zeros for none."""
    if card is None:
        f.one_hot(None, len(BREEDS))
        f.add(0, 0, 0)
        return
    hen = table.hens[card]
    f.one_hot(BREEDS.index(hen.breed), len(BREEDS))
    f.add(hen.value, hen.eggs, hen.medals)


def _counts(f: Features, table: CardTable, faces: dict[str, int], cards) -> None:
    """How many of ``cards`` show each face."""
    counts = [0] * len(faces)
    for card in cards:
        counts[faces[table.faces[card]]] += 1
    f.extend(counts)


@cache
def _faces(table: CardTable) -> dict[str, int]:
    """Each face id's place in the card set."""
    return {face: i for i, face in enumerate(dict.fromkeys(table.faces))}


@cache
def size(players: int) -> int:
    """The length of every observation vector in a game of ``players`` (with the shipped card set)."""
    return len(observe(new_game(0, players), 0))
