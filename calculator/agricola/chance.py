"""Agricola's chance as explicit outcomes (:mod:`calculator.core.chance`).

Two kinds of events: who starts (at setup), and which round card is revealed
at the start of each round, among the cards of that round's stage not yet
revealed (an outcome is the card's place in :data:`.spaces.ROUND_CARDS`).  The
first card is revealed at setup; every later one when an action ends a round.

The engine keeps the whole card order in its state; here it is arranged just
before each reveal (the cards not yet revealed never matter before that), so a
state never says which card comes next.
"""

from __future__ import annotations

from ..core.chance import Event, Resolution
from .game import AgricolaState, new_game
from .spaces import ROUND_CARDS, STAGES, stage_cards

FIRST_PLAYER, ROUND_CARD = "first player", "round card"
CARD_INDEX = {card.id: i for i, card in enumerate(ROUND_CARDS)}
STAGE_OF_ROUND = tuple(card.stage for stage in STAGES for card in stage_cards(stage))  # round n at [n - 1]


def outcome_count(players: int) -> int:
    return max(players, len(ROUND_CARDS))


def max_events(players: int) -> int:
    return 1 + len(STAGE_OF_ROUND)  # the first player, and a card for every round


def setup_event(players: int, chosen: tuple[int, ...]) -> Event | None:
    if not chosen:
        return Event(FIRST_PLAYER, tuple(range(players)))
    if len(chosen) == 1:
        return _reveal(())
    return None


def start(players: int, chosen: tuple[int, ...], **setup) -> AgricolaState:
    """The first state (``setup``: more of :func:`.game.new_game`'s arguments, the card game's decks)."""
    first_player, card = chosen
    return new_game(0, players, first_player=first_player, cards=_order((), card), **setup)


def resolve(state: AgricolaState, action_id: str) -> Resolution:
    after = state.apply(action_id)
    if after.round == state.round or state.round == 0:  # round 0: a draft, whose end begins round 1 (revealed)
        return Resolution(after)
    return Resolution(None, _reveal(state.cards[:state.round]))


def apply(state: AgricolaState, action_id: str, outcome: int) -> AgricolaState:
    return state.replace(cards=_order(state.cards[:state.round], outcome)).apply(action_id)


def describe(players: int, kind: str, outcome: int) -> str:
    if kind == FIRST_PLAYER:
        return f"seat {outcome} starts"
    return f"round card: {ROUND_CARDS[outcome].label}"


def _reveal(revealed: tuple[str, ...]) -> Event:
    """The next reveal: the cards of the next round's stage not revealed yet."""
    stage = STAGE_OF_ROUND[len(revealed)]
    return Event(ROUND_CARD, tuple(CARD_INDEX[card.id] for card in stage_cards(stage) if card.id not in revealed))


def _order(revealed: tuple[str, ...], card: int) -> tuple[str, ...]:
    """A full card order: the cards revealed, then ``card``, then the rest (stage by stage)."""
    following = (ROUND_CARDS[card].id,)
    rest = tuple(c.id for stage in STAGES for c in stage_cards(stage) if c.id not in revealed + following)
    return revealed + following + rest
