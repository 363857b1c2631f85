"""Hens's chance as explicit outcomes (:mod:`calculator.core.chance`), with the default settings.

Setup events, in order: the breeds set aside (an outcome indexes
:func:`.deck.removal_choices`), the goal card (indexes the goal cards), the
first player, then the deal, card by card (seat 0's hand first; an outcome is
a physical card's number).  During play, every draw from the deck is an event
whose outcomes are the cards it may bring: those in the deck, or after a
reshuffle the cards reshuffled.  Dealing and drawing one card at a time, each
card equally likely, is the same as shuffling first.

The engine keeps the deck as an ordered tuple; here the card drawn is put on
top just before the draw, so the order of the rest never matters.
"""

from __future__ import annotations

from functools import cache
from itertools import permutations

from ..core.chance import Event, Resolution
from .actions import DECK, ROUNDS
from .deck import removal_choices
from .game import HensState, set_up, settings_table
from .turns import can_reshuffle, reshuffle
from .goals import default_goals
from .play_settings import GameSettings

SETTINGS = GameSettings()
BREEDS, GOALS, FIRST_PLAYER, DEAL, DRAW = "breeds set aside", "goal card", "first player", "deal", "draw"


@cache
def _removals(players: int) -> tuple[tuple[str, ...], ...]:
    return removal_choices(settings_table(SETTINGS), SETTINGS.removal(players))


@cache
def _goal_draws() -> tuple[tuple[str, ...], ...]:
    return tuple(permutations(default_goals().ids, SETTINGS.goal_cards_revealed))


def outcome_count(players: int) -> int:
    return max(len(_removals(players)), len(_goal_draws()), players, len(settings_table(SETTINGS)))


def max_events(players: int) -> int:
    """The breeds, the goal card, the first player, the deal card by card, and a draw from
    the deck for every draw a turn allows."""
    return 3 + players * SETTINGS.hand_size + players * ROUNDS * SETTINGS.draws_per_turn


def setup_event(players: int, chosen: tuple[int, ...]) -> Event | None:
    if not chosen:
        return Event(BREEDS, tuple(range(len(_removals(players)))))
    if len(chosen) == 1:
        return Event(GOALS, tuple(range(len(_goal_draws()))))
    if len(chosen) == 2:
        return Event(FIRST_PLAYER, tuple(range(players)))
    dealt = chosen[3:]
    if len(dealt) == players * SETTINGS.hand_size:
        return None
    return Event(DEAL, tuple(card for card in _in_play(players, chosen[0]) if card not in dealt))


def start(players: int, chosen: tuple[int, ...]) -> HensState:
    removal, goals, first, *dealt = chosen
    size = SETTINGS.hand_size
    hands = tuple(tuple(dealt[seat * size:(seat + 1) * size]) for seat in range(players))
    deck = tuple(card for card in _in_play(players, removal) if card not in dealt)
    return set_up(0, SETTINGS, _removals(players)[removal], _goal_draws()[goals], hands, deck, first)


def resolve(state: HensState, action_id: str) -> Resolution:
    kind, sources = state.setup.catalogue.meaning[action_id]
    if kind != "draw" or DECK not in sources:
        return Resolution(state.apply(action_id))
    if sources != (DECK,):
        raise ValueError("explicit chance draws one card at a time (draw_mode sequential)")
    cards = state.deck or (_reshuffled(state) if can_reshuffle(state) else ())
    if not cards:
        return Resolution(state.apply(action_id))  # nothing left to draw: the draw is lost
    return Resolution(None, Event(DRAW, tuple(sorted(cards))))


def apply(state: HensState, action_id: str, outcome: int) -> HensState:
    arranged = state.draft()  # the deck arranged before anyone sees it
    if not arranged.deck:
        reshuffle(arranged)
    deck = list(arranged.deck)
    deck.remove(outcome)
    arranged.deck = (*deck, outcome)  # on top
    return arranged.publish().apply(action_id)


def describe(players: int, kind: str, outcome: int) -> str:
    if kind == BREEDS:
        return "breeds set aside: " + (", ".join(_removals(players)[outcome]) or "none")
    if kind == GOALS:
        return "goal card " + ", ".join(_goal_draws()[outcome])
    if kind == FIRST_PLAYER:
        return f"seat {outcome} plays first"
    return f"{kind}: card {outcome}, {settings_table(SETTINGS).text(outcome)}"  # copies of a face differ


def _in_play(players: int, removal: int) -> tuple[int, ...]:
    removed = _removals(players)[removal]
    return tuple(card for card, breed in enumerate(settings_table(SETTINGS).breeds) if breed not in removed)


def _reshuffled(state: HensState) -> tuple[int, ...]:
    """The cards a reshuffle would make the deck of."""
    return tuple(card for pile in state.piles for card in pile[:-1])
