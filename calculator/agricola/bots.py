"""A cheap position evaluation for the generic greedy and MCTS bots (:mod:`calculator.core.bots`).

A seat's ``worth(state, seat)`` is its score if the game ended now (the
calculator's own scoring, animals housed the best way), corrected by what the
final score does not see yet:

* **food security**: the food the family still has to find for the coming
  harvests, each missing food being a begging card (-3) -- discounted, since
  there are rounds left to find it;
* **stock**: building resources, crops and food in hand are worth a little,
  as they turn into rooms, fields and pastures later;
* **room to grow**: a free room is a likely family member (+3) while rounds
  remain.

``evaluate(state, seat)`` is that worth minus the best other seat's (as in
the other games), so that a search also weighs what its moves take from the
others -- an action space occupied, a major improvement bought first.  At the
end of the game it is exactly the score difference; alone, it is the score.
"""

from __future__ import annotations

from types import MappingProxyType

from ..core.bots import BotCosts
from . import rules
from .game import AgricolaState
from .harvest import food_needed

RESOURCE_VALUE = 0.25  # per wood, clay, reed or stone in hand, while rounds remain
CROP_VALUE = 0.3  # per grain or vegetable in hand beyond what feeding will take
BEGGING_WEIGHT = 1.0  # share of the -3 of a begging card counted before the harvest (scaled by urgency)
GROWTH_VALUE = 2.0  # per free room while a family growth is still possible

# What bots cost here, by number of players (CPU seconds per decision, decisions per seat and, in nine
# turns of ten, per turn), about 1.4 times what bench/costs.py measured (December 2026).
BOT_COSTS = MappingProxyType({
    1: BotCosts(decisions_per_seat=75, decisions_per_turn=75, random=8e-05, greedy=0.35, mcts_iteration=0.015),
    2: BotCosts(decisions_per_seat=62, decisions_per_turn=4, random=8e-05, greedy=0.008, mcts_iteration=0.0035),
    3: BotCosts(decisions_per_seat=60, decisions_per_turn=4, random=8e-05, greedy=0.012, mcts_iteration=0.0051),
    4: BotCosts(decisions_per_seat=56, decisions_per_turn=4, random=8e-05, greedy=0.014, mcts_iteration=0.0072),
    5: BotCosts(decisions_per_seat=60, decisions_per_turn=4, random=8e-05, greedy=0.014, mcts_iteration=0.0078),
})


def evaluate(state: AgricolaState, seat: int) -> float:
    """Heuristic value of ``state`` for ``seat``: its worth minus the best other seat's."""
    mine = worth(state, seat)
    if state.num_players == 1:
        return mine
    return mine - max(worth(state, other) for other in range(state.num_players) if other != seat)


def worth(state: AgricolaState, seat: int) -> float:
    """Seat's score now, corrected by what the final score does not see yet (the module text)."""
    score = float(state.score(seat)["total"])
    if state.is_terminal:
        return score
    me = state.players[seat]
    rounds_left = rules.ROUNDS - state.round
    harvests_left = sum(1 for r in rules.HARVEST_ROUNDS if r >= state.round)
    next_harvest = min((r for r in rules.HARVEST_ROUNDS if r >= state.round), default=rules.ROUNDS)

    # Food for the next harvest: food in hand, crops eaten raw or cooked, and what the
    # animals beyond a breeding pair would bring with a cooking improvement.
    need = food_needed(state, me) if harvests_left else 0
    food = me.food + me.grain + me.vegetables * me.food_for("vegetables") + sum(me.well_food[state.round + 1:])
    if me.can_cook:
        food += sum(max(0, n - 2) * me.cooking_rate(a) for a, n in zip(rules.ANIMALS, me.animals))
    missing = max(0, need - food)
    urgency = 1.0 / (1 + max(0, next_harvest - state.round))  # 1 in a harvest round, less before
    score -= BEGGING_WEIGHT * -rules.BEGGING_POINTS * missing * (0.7 + 0.3 * urgency)

    if rounds_left:
        stock = me.wood + me.clay + me.reed + me.stone
        score += RESOURCE_VALUE * stock * min(1.0, rounds_left / 4)
        score += CROP_VALUE * max(0, me.grain + me.vegetables - missing)
        free_rooms = max(0, me.board.rooms.bit_count() - me.people)
        if me.people < rules.MAX_PEOPLE and state.round >= 2:
            score += GROWTH_VALUE * min(free_rooms, rules.MAX_PEOPLE - me.people) * min(1.0, rounds_left / 3)
    return score
