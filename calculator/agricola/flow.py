"""The course of a game: rounds, turns, the end of each action (rules 5).

Per round: reveal the next round card, hand out the Well's food for the round,
put goods on every accumulation space, then the players place people in turn,
from the starting player clockwise, skipping those with nobody left.  After
rounds 4, 7, 9, 11, 13 and 14 comes the harvest (:mod:`.harvest`); after the
last one the game is over.

A decision in progress is a :class:`Step`.  ``work`` means "place a person";
every other kind is one part of an action (``build``, ``sow``, ``fence``, ...
handled in :mod:`.turns`) or of the harvest (``feed``, ``breed``).
"""

from __future__ import annotations

from . import harvest, rules, spaces, turns
from .records import replace
from .step import END, WORK, Step


def begin_round(state):
    """Reveal the next round card, collect Well food, replenish, and let the starting player move."""
    number = state.round + 1
    card = state.cards[number - 1]
    ids = state.spaces + (card,)
    amount = spaces.amounts(state.num_players)
    goods = tuple(g + amount[space_id] for g, space_id in zip(state.goods + (0,), ids))
    players = tuple(
        replace(p, food=p.food + p.well_food[number], workers=p.people, newborns=0) for p in state.players
    )
    state = replace(state, round=number, spaces=ids, goods=goods, occupied=(None,) * len(ids),
                   players=players, step=WORK, to_move=state.start_player)
    return _turn_from(state, state.start_player)


def finish_action(state):
    """End of a person's action: animals must fit (else the player settles them), then the next turn."""
    if not state.players[state.to_move].fits():
        return replace(state, step=Step("animals"))
    return next_turn(state)


def next_turn(state):
    """The next player clockwise who still has people to place, or the end of the work phase."""
    return _turn_from(state, (state.to_move + 1) % state.num_players)


def _turn_from(state, first: int):
    n = state.num_players
    for k in range(n):
        seat = (first + k) % n
        player = state.players[seat]
        if not player.workers:
            continue
        candidate = replace(state, to_move=seat, step=WORK)
        actions = turns.work_actions(candidate, player)
        if actions:
            candidate.__dict__["_legal"] = tuple(actions)  # known now: no need to work them out again
            return candidate
        # No space can be used at all: this player's remaining people stay home this round.
        state = candidate.with_player(seat, replace(player, workers=0))
    return end_work_phase(state)


def end_work_phase(state):
    """People return home; a harvest follows after the harvest rounds."""
    if state.round in rules.HARVEST_ROUNDS:
        return harvest.start(state)
    return begin_round(state)


def end_of_harvest(state):
    """After the last harvest the game is over; otherwise the next round begins."""
    if state.round == rules.ROUNDS:
        return replace(state, to_move=None, step=END)
    return begin_round(state)
