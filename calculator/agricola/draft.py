"""The draft (the card game's option ``draft``): instead of being dealt 7 occupations and 7 minor
improvements, each player drafts them.

The deal (:func:`.dealing.deal_with_rest`) gives each seat a pack of occupations and a pack of
minor improvements.  The occupation packs are drafted first: each seat keeps one card of the pack
it holds (``draft:<card>``), then every pack passes to the left (seat ``s`` to seat ``s + 1``), until
the packs are empty; then the minor improvement packs the same way.  The picks are made at once at a
table; here they are taken one after the other in seat order, each seat seeing only its own pack
(hidden information, as a hand is: :meth:`~.game.AgricolaState.private_view`) and the log's
``draft:`` entries hidden from the other seats until the game is over.  Then round 1 begins.  A
solo game has no draft (the one player gets the packs as the hand).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from ..core.protocol import Action
from . import dealing, flow
from .step import WORK, Step

if TYPE_CHECKING:
    from .game import AgricolaState
    from .player import Player

DRAFT = Step("draft")
KINDS = ("occupation", "minor")  # the order the packs are drafted in


def start(state: AgricolaState) -> AgricolaState:
    """``state`` (dealt, before round 1) with the hands turned into packs, at the first pick; a
    solo game keeps its hand and begins."""
    if state.num_players == 1:
        return flow.begin_round(state)
    packs = [tuple(tuple(c for c in player.hand if dealing.cards_by_id()[c].type == kind) for player in state.players)
             for kind in KINDS]
    players = tuple(player.replace(hand=()) for player in state.players)
    return _next_pick(state.replace(players=players, packs=packs[0], later_packs=packs[1], step=DRAFT), -1)


def draft_actions(state: AgricolaState, me: Player) -> list[Action]:
    """Keep one card of the pack the player holds: ``draft:<card>``."""
    names = dealing.cards_by_id()
    return [Action(f"draft:{card}", f"keep {names[card].name} ({card})") for card in state.packs[state.to_move]]


def apply_draft(state: AgricolaState, kind: str, card: str) -> AgricolaState:
    seat = state.to_move
    packs = list(state.packs)
    packs[seat] = tuple(c for c in packs[seat] if c != card)
    me = state.me.replace(hand=dealing.in_order(state.me.hand + (card,)))
    return _next_pick(state.with_player(seat, me).replace(packs=tuple(packs)), seat)


def _next_pick(state: AgricolaState, after: int) -> AgricolaState:
    """The next seat after ``after`` with a card to keep; once every seat has picked, the packs pass
    left; once they are empty, the next kind's packs; then round 1."""
    for seat in range(after + 1, state.num_players):
        if state.packs[seat]:
            return state.replace(to_move=seat)
    passed = state.packs[-1:] + state.packs[:-1]
    if any(passed):
        return _next_pick(state.replace(packs=passed), -1)
    if state.later_packs:
        return _next_pick(state.replace(packs=state.later_packs, later_packs=()), -1)
    return flow.begin_round(state.replace(packs=(), step=WORK, to_move=state.first_player))


def hidden_entries(log) -> set[int]:
    """The entries of a log that other seats may not see: the picks."""
    return {i for i, (_seat, action) in enumerate(log) if str(action).startswith("draft:")}


LEGAL = {"draft": draft_actions}
APPLY = {"draft": apply_draft}
