"""Agricola positions as numbers (:mod:`calculator.core.features`): everything on the table.

For each seat, the observer first: per farmyard cell (reading order) room,
field, stable, in a pasture, grain and vegetables sown there; the fences (one
per fence slot of :data:`.board.EDGES`); goods, animals, house material,
people, newborns, people still to place, begging cards, the major
improvements owned and the score now.  Then every action space of the player
count (board, green cards, round cards, :mod:`.actions` order): in play yet,
whose person is there, the goods on it; the majors still on the supply board,
the round, the decision in progress (its kind, whether part of the action is
done, the pasture cells named so far) and the starting player.  Nothing is
hidden in the family game.

In the card game (decks), then the cards, one number per card of the E, I and
K decks (:func:`~.cards.catalogue.deck_cards` order, :data:`CARD_IDS`): the
observer's own hand (its secret: :func:`observe_public` leaves it out, all
zeros), then per seat, the observer first, the cards it has in play and the
number of occupations and of minor improvements in its hand and its fences lying on
spaces (Fence Builder, Fence Deliveryman); then the food cards laid on each action space of the
player count (Foreman), and on the cards' own spaces together.  Another seat's
hand is never shown.  With the draft (option ``draft``), last the pack the
observer holds (a secret too) and the size of every seat's pack.
"""

from __future__ import annotations

from functools import cache

import numpy as np

from ..core.features import Features, seats_from
from . import rules, spaces
from .board import CELLS, EDGES
from .cards.catalogue import deck_cards
from .effects import markers
from .game import STEP_KINDS, AgricolaState, new_game
from .majors import MAJOR_COPIES
from .player import GOODS

COPIES = tuple(copy for copy, _, _ in MAJOR_COPIES)
CARD_IDS = tuple(card.id for card in deck_cards())  # the card block's order (308 cards)
CARD_TYPES = ("occupation", "minor")


def observe(state: AgricolaState, seat: int) -> np.ndarray:
    """What ``seat`` sees of ``state``, as a vector of :func:`size` numbers (its hand included)."""
    return _observe(state, seat, private=True)


def observe_public(state: AgricolaState, seat: int) -> np.ndarray:
    """What everyone sees of ``state``, from ``seat``'s place at the table: no hand (all zeros there)."""
    return _observe(state, seat, private=False)


def _observe(state: AgricolaState, seat: int, *, private: bool) -> np.ndarray:
    f = Features()
    n = state.num_players
    for p in seats_from(seat, n):
        _player(f, state, p)
    where = {space: i for i, space in enumerate(state.spaces)}
    for space in _space_ids(n, state.card_game):
        i = where.get(space)
        occupant = None if i is None else state.occupied[i]
        f.add(i is not None, 0 if i is None else state.goods[i])
        f.one_hot(None if occupant is None else (occupant - seat) % n, n)
    f.extend(copy in state.majors_left for copy in COPIES)
    f.one_hot(state.round - 1, rules.ROUNDS)
    f.one_hot(STEP_KINDS.index(state.step.kind), len(STEP_KINDS))
    named = 0
    for cell in state.step.cells:
        named |= 1 << cell
    f.add(state.step.did)
    f.bits(named, len(CELLS))
    f.one_hot((state.start_player - seat) % n, n)
    if state.card_game:
        _cards(f, state, seat, private)
    return f.array()


def _cards(f: Features, state: AgricolaState, seat: int, private: bool) -> None:
    """The observer's hand (when ``private``), then every seat's cards in play and hand sizes."""
    f.extend(_card_bits(state.players[seat].hand if private else ()))
    for p in seats_from(seat, state.num_players):
        player = state.players[p]
        f.extend(_card_bits(player.played))
        f.extend(sum(_CARD_TYPE[card] == kind for card in player.hand) for kind in CARD_TYPES)
        f.add(markers.off_farm(player))
    laid = {space: n for space, good, n in state.laid if good == "food"}
    slots = _space_ids(state.num_players, True)
    f.extend(laid.get(space, 0) for space in slots)
    f.add(sum(n for space, n in laid.items() if space not in slots))
    if state.drafted:
        f.extend(_card_bits(state.packs[seat] if private and state.packs else ()))
        f.extend(len(state.packs[p]) if state.packs else 0 for p in seats_from(seat, state.num_players))


_CARD_INDEX = {card: i for i, card in enumerate(CARD_IDS)}
_CARD_TYPE = {card.id: card.type for card in deck_cards()}


def _card_bits(cards) -> np.ndarray:
    bits = np.zeros(len(CARD_IDS), np.float32)
    bits[[_CARD_INDEX[card] for card in cards if card in _CARD_INDEX]] = 1
    return bits


def _player(f: Features, state: AgricolaState, seat: int) -> None:
    player = state.players[seat]
    board = player.board
    sown = {cell: (crop, count) for cell, crop, count in player.crops}
    for i in range(len(CELLS)):
        crop, count = sown.get(i, ("", 0))
        f.add(board.rooms >> i & 1, board.fields >> i & 1, board.stables >> i & 1, board.enclosed >> i & 1,
              count if crop == "grain" else 0, count if crop == "vegetables" else 0)
    f.bits(board.fences, len(EDGES))
    f.extend(getattr(player, good) for good in GOODS)
    f.extend(player.animals)
    f.one_hot(rules.HOUSES.index(player.house), len(rules.HOUSES))
    f.add(player.people, player.newborns, player.workers, player.begging, state.score(seat)["total"])
    f.extend(copy in player.majors for copy in COPIES)


@cache
def _space_ids(players: int, card_game: bool = False) -> tuple[str, ...]:
    """The spaces' slots: the board, the green cards, the round cards (on the game's side)."""
    cards = tuple(spaces.round_space(card.id, players, card_game) for card in spaces.ROUND_CARDS)
    return tuple(space.id for space in spaces.board_spaces(players, card_game)) + cards


@cache
def size(players: int, decks: tuple[str, ...] = (), draft: bool = False) -> int:
    """The length of every observation vector in a game of ``players`` with ``decks`` (the card game:
    the card block too) and ``draft`` (the packs too)."""
    return len(observe(new_game(0, players, decks=tuple(decks), draft=draft), 0))
