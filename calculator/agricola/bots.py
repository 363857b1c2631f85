"""A position evaluation for the generic greedy and MCTS bots (:mod:`calculator.core.bots`).

A seat's ``worth(state, seat)`` is its score if the game ended now (the
calculator's own scoring, animals housed the best way), plus what a strong
player counts that the final score does not see yet, each term weighted by
:class:`Weights` (their values are data: ``data/bot-weights.json``, tuned by
self-play with ``bench/tune_weights.py``; docs/findings.md):

* **food security** (:func:`food_shortfall`): the food the family still has
  to find for the coming harvest, each missing food a begging card (-3),
  more certain as the harvest nears; food in hand, crops, a Well's food and
  what surplus animals cook to count toward it; in the harvest's own round a
  food missing counts more (``harvest_begging``): only this round's actions
  can still find it;
* **family**: each person works every round left (:func:`actions_left`), and
  a free room is a likely family member while rounds remain;
* **goods toward builds**: wood, clay, reed and stone in hand, each at its
  own value (rooms, fences, improvements, renovation), crops beyond feeding;
* **the food engine**: a cooking improvement while harvests remain;
* **the scoring categories' next steps**: animals that will breed into
  free room at the harvests left (:func:`breeding_gain`), free room for more
  animals, and plowed fields still to sow while harvests remain;
* **builds in hand** (:func:`rooms_in_hand`, :func:`renovation_in_hand`):
  the rooms the goods in hand would pay for while the family may still grow,
  and the rooms a renovation paid from hand would upgrade -- a reed is worth
  little alone and much beside five wood or the house's clay;
* **builds under way** (:func:`room_progress`, :func:`renovation_progress`):
  the share of the next room's and the next renovation's goods already in
  hand, so that the first reed beside three wood already counts;
* **the next family growth**: a free room is a person who works every round
  left, so it is worth more early than late (``growth``);
* **a food plan** (:func:`food_plan`): the food the family eats at every
  harvest left against the income it can count on (food and crops in hand,
  the crops still in its fields, a Well, the lambs a cooking improvement
  turns into food), what is missing beyond the coming harvest's shortfall
  counted per food (``food_plan``): a newborn eats at every harvest left;
* **the late game's next points** (the last four rounds, more as they pass):
  unused spaces beyond the score's -1 (``unused_space``) and the way gone toward
  the next band of fields, grain and vegetables (:func:`next_band`);
* **a newborn's food** (:func:`newborn_food`): the share of the next newborn's
  meals the income covers beyond the family's own;
* **the food engine's food** (:func:`engine_food`): the food the family's
  improvements will make (animals cooked, grain baked, vegetables cooked) that
  it needs over the harvests left, beyond eating its food and crops as they are.

``evaluate(state, seat)`` is that worth minus the best other seat's (as in
the other games), so that a search also weighs what its moves take from the
others -- an action space occupied, a major improvement bought first.  At the
end of the game it is exactly the score difference; alone, it is the score.
"""

from __future__ import annotations

import math
from dataclasses import asdict, dataclass, fields, replace
from functools import partial
from types import MappingProxyType
from typing import Mapping

from ..core import weights as weights_data
from ..core.bots import BotCosts
from . import conversions, rules
from .game import AgricolaState
from .dealing import cards_by_id
from .harvest import food_needed
from .player import Player


@dataclass(frozen=True)
class Weights:
    """The evaluation's judgment calls, in points (their values: ``data/bot-weights.json``)."""

    begging: float  # share of the -3 of a begging card counted per food missing for the coming harvest
    harvest_begging: float  # the share more counted in the harvest's own round (:func:`worth`)
    wood: float  # per wood in hand, while rounds remain
    clay: float  # per clay in hand
    reed: float  # per reed in hand
    stone: float  # per stone in hand
    crop: float  # per grain or vegetable in hand beyond what feeding will take
    free_room: float  # per free room while a family growth is still possible
    worker: float  # per person and per round left: the actions the family will still take
    cooking: float  # for owning a cooking improvement, per harvest left
    breeding: float  # per animal the herd will breed into free room at the harvests left
    animal_room: float  # per free animal place (at most 8), while rounds remain
    empty_field: float  # per plowed field with nothing sown, while harvests remain
    room_goods: float  # per room the goods in hand would build, while the family may still grow
    renovation_goods: float  # per room a renovation paid from the goods in hand would upgrade
    room_progress: float  # for the share of the next room's goods in hand, while the family may still grow
    renovation_progress: float  # for the share of the next renovation's goods in hand
    growth: float  # per free room while a family growth is still possible, times the share of the game left
    food_plan: float  # per food missing over the harvests after the coming one (:func:`food_plan`)
    unused_space: float  # per unused farmyard space in the last four rounds (more as they pass), beyond the score's -1
    next_band: float  # per point of the way to the next band of fields, grain and vegetables, in the last four rounds
    newborn_food: float  # for the share of the next newborn's meals the income covers (:func:`newborn_food`)
    engine_food: float  # per food the improvements will make that the family needs (:func:`engine_food`)


WEIGHTS = weights_data.load(__package__, Weights)
BASELINES = MappingProxyType(weights_data.load_baselines(__package__, Weights))  # earlier weights, by name
TUNABLE = tuple(f.name for f in fields(Weights))  # what a bot spec such as ``greedy@worker=0.3`` may change
FREE_ANIMAL_PLACES = 8  # free animal places worth counting

# What bots cost here, by number of players (CPU seconds per decision, decisions per seat and, in nine
# turns of ten, per turn), about 1.4 times what bench/costs.py measured (December 2026).  An iteration
# of best was measured at 2 players (2.8 ms); at other tables it is scaled as an mcts iteration is.
# The 2- and 4-player rows were measured again on the slower machine of issue #26's fourth session
# (python bench/costs.py --game agricola --players 2 --seconds 2 --budget 5, and --players 4: greedy
# 10.7 and 16.1 ms, an mcts iteration 5.5 and 8.6, best's 6.2 at 80 iterations and 16.2 at 45;
# docs/findings.md); the other rows are the first machine's.  best's 2-player iteration again in the fifth
# session, with the remembered worth: 4.9 ms at 75 iterations (369 ms a decision).  The solo row's
# greedy and mcts figures since a solo bot looks ahead to the round's end, not the game's (core.bots.
# finish_turn): greedy 28.8 ms, mcts:20 99.8 ms a decision, best 474 ms at 30 iterations, at a load of 10.
BOT_COSTS = MappingProxyType({
    1: BotCosts(decisions_per_seat=75, decisions_per_turn=75, random=8e-05, greedy=0.045, mcts_iteration=0.0075,
                best_iteration=0.017),
    2: BotCosts(decisions_per_seat=62, decisions_per_turn=4, random=0.00011, greedy=0.015, mcts_iteration=0.0077,
                best_iteration=0.0069),
    3: BotCosts(decisions_per_seat=60, decisions_per_turn=4, random=8e-05, greedy=0.012, mcts_iteration=0.0051,
                best_iteration=0.0058),
    4: BotCosts(decisions_per_seat=58, decisions_per_turn=4, random=0.0001, greedy=0.0225, mcts_iteration=0.012,
                best_iteration=0.0227),
    5: BotCosts(decisions_per_seat=60, decisions_per_turn=4, random=8e-05, greedy=0.014, mcts_iteration=0.0078,
                best_iteration=0.0089),
})
# The card game (decks E, I, K) against the family game, measured side by side with
# ``python bench/costs.py --game agricola --players 2 --decks E,I,K`` (and without --decks; 2 and 4
# players, December 2026): about as many decisions a seat (random 55 vs 54, greedy 61 vs 61, mcts:10
# 64 vs 58) and a turn, but dearer ones (the hands and cards' abilities are more moves to weigh and
# to play out): random 4.5 to 5.4 times, greedy 1.8, an mcts iteration 1.6 (2 players) to 2.6
# (4 players).  Its costs are the family game's times these factors, rounded up.
CARD_COST_FACTORS = MappingProxyType({"decisions_per_seat": 1.15, "random": 6.0, "greedy": 2.0,
                                      "mcts_iteration": 2.7, "best_iteration": 2.7})


def _card_costs(family: BotCosts) -> BotCosts:
    scaled = {name: getattr(family, name) * factor for name, factor in CARD_COST_FACTORS.items()}
    return replace(family, **{name: math.ceil(value) if name.startswith("decisions") else value
                              for name, value in scaled.items()},
                   best_share=1.0 / CARD_COST_FACTORS["best_iteration"])  # as card_share searches


CARD_BOT_COSTS = MappingProxyType({players: _card_costs(costs) for players, costs in BOT_COSTS.items()})

# The ``best`` search (core.bots.best_settings): iterations a move within about a second of CPU at
# 2 players (150 since issue #26's eleventh session: twice the 75 of the fifth to tenth, still below
# mcts:300@pre26's CPU a move at p50 and p95 in the same games; docs/findings.md), fewer at larger
# tables (an iteration costs more there, and the bots' answer to a move of a person, a turn of every
# bot, stays within the web's limit: web/limits.py), and fewer in the card game (card_share).  It
# evaluates with weights of its own (data/best-weights.json; its note says where they come from).
BEST_WEIGHTS = weights_data.load(__package__, Weights, "best-weights.json")


def card_share(state: AgricolaState) -> float:
    """The share of its iterations ``best`` searches in ``state``: fewer in the card game, where each
    costs :data:`CARD_COST_FACTORS` times more, so that its move costs about the family game's."""
    return 1.0 / CARD_COST_FACTORS["best_iteration"] if state.decks else 1.0


# A bound on a move's work (``work``: evaluations per iteration on average, MCTSBot), part of ``best``
# since issue #26's tenth session: with the family grown early (the weights ``grow8`` and after), a fence
# cell or a feeding step before a harvest can cost an iteration 20 times the usual evaluations (8 s a
# move at 75 iterations); 60 is about twice a usual iteration's.  ``{**BEST_SETTINGS,
# **GROWTH_SETTINGS}`` is the eighth session's measured variant (the grow8 weights).
BEST_WORK = 60.0
BEST_ITERATIONS = 150  # at 2 players
BEST_SETTINGS = MappingProxyType({"iterations": BEST_ITERATIONS,
                                  "table_iterations": ((1, 30), (3, 30), (4, 15), (5, 10)),
                                  "share": card_share, "weights": MappingProxyType(asdict(BEST_WEIGHTS)),
                                  "work": BEST_WORK})
GROWTH_SETTINGS = MappingProxyType({"work": BEST_WORK,
                                    "weights": MappingProxyType(asdict(BASELINES["grow8"]))})

# The last rounds searched harder (issue #26, seventh session; not part of ``best``: on the same 20
# deals it scored the same, 35.6 points, at 1.6 times the CPU; docs/findings.md): a move may search
# LATE_SEARCH times its iterations, by table size and round, while its CPU stays under LATE_CAP seconds
# (it always searches its own iterations), exploring by LATE_EXPLORATION at a leaf scale of LATE_SCALE
# there (a game far ahead has every leaf near 1 at the search's scale of 4).  ``{**BEST_SETTINGS,
# **LATE_SETTINGS}`` is that search.  Two players only: at larger tables the bots' answer to a
# person's move must stay within the web's limit (web/limits.py).
LATE_SEARCH = MappingProxyType({2: MappingProxyType({12: 4.0, 13: 4.0, 14: 4.0})})
LATE_CAP = 0.8
LATE_SCALE = 40.0  # a leaf valued nearly linearly in the margin: a point more is seen at any margin
LATE_EXPLORATION = 0.01  # alternatives within a point or two explored (at that scale a point is about 0.005)


def late_stretch(state: AgricolaState) -> float:
    """How many times its iterations the late search may search in ``state`` (:data:`LATE_SEARCH`)."""
    return LATE_SEARCH.get(state.num_players, {}).get(state.round, 1.0)


LATE_SETTINGS = MappingProxyType({"stretch": late_stretch, "cap": LATE_CAP,
                                  "stretch_exploration": LATE_EXPLORATION, "stretch_scale": LATE_SCALE})


def evaluator(**changed: float):
    """``evaluate`` with some :class:`Weights` changed (names of :data:`TUNABLE`)."""
    return partial(evaluate, weights=replace(WEIGHTS, **changed))


def evaluate(state: AgricolaState, seat: int, weights: Weights = WEIGHTS) -> float:
    """Heuristic value of ``state`` for ``seat``: its worth minus the best other seat's."""
    mine = remembered_worth(state, seat, weights)
    if state.num_players == 1:
        return mine
    return mine - max(remembered_worth(state, other, weights) for other in range(state.num_players) if other != seat)


_WORTHS: dict[int, tuple] = {}  # id(player) -> (player, round, players, weights, worth)
_WORTHS_KEPT = 20_000  # forgotten all at once beyond this many


def remembered_worth(state: AgricolaState, seat: int, weights: Weights = WEIGHTS) -> float:
    """:func:`worth`, remembered by the seat's player record: a search meets the same record of a
    seat that did not move in many states (and asks each leaf's worth for every seat), and a record
    never changes, so its worth in a round of a game is the same (the end of the game and the draft
    are worked out each time: their worth reads more of the state)."""
    if state.is_terminal or state.packs:
        return worth(state, seat, weights)
    player = state.players[seat]
    found = _WORTHS.get(id(player))
    if found is not None and found[0] is player and found[1:4] == (state.round, state.num_players, weights):
        return found[4]
    value = worth(state, seat, weights)
    if len(_WORTHS) >= _WORTHS_KEPT:
        _WORTHS.clear()
    _WORTHS[id(player)] = (player, state.round, state.num_players, weights, value)
    return value


def worth(state: AgricolaState, seat: int, weights: Weights = WEIGHTS) -> float:
    """Seat's score now, plus what the final score does not see yet (the module text)."""
    score = float(state.score(seat)["total"])
    if state.is_terminal:
        return score
    me = state.players[seat]
    if state.packs:  # the draft: the cards kept so far, by the points they bring
        return score + sum(draft_value(card) for card in me.hand)
    rounds_left = rules.ROUNDS - state.round
    harvests_left = sum(1 for r in rules.HARVEST_ROUNDS if r >= state.round)
    next_harvest = min((r for r in rules.HARVEST_ROUNDS if r >= state.round), default=rules.ROUNDS)

    missing = food_shortfall(state, me) if harvests_left else 0
    urgency = 1.0 / (1 + max(0, next_harvest - state.round))  # 1 in a harvest round, less before
    score -= weights.begging * -rules.BEGGING_POINTS * missing * (0.7 + 0.3 * urgency)
    if weights.harvest_begging and state.round in rules.HARVEST_ROUNDS:
        # In the harvest's own round only this round's actions can still find the food: a food missing
        # then is nearly a begging card, while one missing rounds ahead is a food action still to take.
        score -= weights.harvest_begging * -rules.BEGGING_POINTS * missing
    if harvests_left and weights.food_plan:
        score -= weights.food_plan * max(0, food_plan(state, me) - missing)
    fading = min(1.0, rounds_left / 4)  # goods turn into points less and less near the end
    if weights.unused_space:  # as goods fade, a cell left unused turns into the end's -1: fill it while actions remain
        score -= weights.unused_space * (1 - fading) * me.board.free.bit_count()
    if weights.next_band:  # and the way gone toward a crop or field band, the next action may complete
        score += weights.next_band * (1 - fading) * next_band(me)
    if not rounds_left:
        return score

    score += fading * (weights.wood * me.wood + weights.clay * me.clay + weights.reed * me.reed
                       + weights.stone * me.stone)
    score += weights.crop * max(0, me.grain + me.vegetables - missing)
    growing = 0  # free rooms a family growth may still fill
    if me.people < rules.MAX_PEOPLE and state.round >= 2:
        free_rooms = max(0, me.board.rooms.bit_count() - me.people)
        growing = min(free_rooms, rules.MAX_PEOPLE - me.people)
        score += weights.free_room * growing * min(1.0, rounds_left / 3)
    score += weights.worker * actions_left(state, me)
    if harvests_left:
        score += weights.cooking * me.can_cook * harvests_left
        if weights.engine_food:
            score += weights.engine_food * engine_food(state, me, harvests_left)
        score += weights.breeding * breeding_gain(me, harvests_left)
        score += weights.empty_field * len(me.empty_fields)
    room = sum(me.board.capacities) - sum(me.keeps())
    score += weights.animal_room * min(room, FREE_ANIMAL_PLACES) * fading
    score += weights.room_goods * rooms_in_hand(me) * min(1.0, rounds_left / 3)
    score += weights.renovation_goods * renovation_in_hand(me)
    # Builds under way and the next growth: not worked out at weight 0 (every bot today; docs/findings.md).
    if me.people < rules.MAX_PEOPLE and weights.room_progress:  # the room the next growth needs, under way
        score += weights.room_progress * room_progress(me) * min(1.0, rounds_left / 3)
    score += weights.growth * growing * rounds_left / rules.ROUNDS
    if weights.renovation_progress:
        score += weights.renovation_progress * renovation_progress(me) * fading
    if weights.newborn_food:
        score += weights.newborn_food * newborn_food(state, me)
    return score


NEXT_BAND_CATEGORIES = ("fields", "grain", "vegetables")  # the crop categories one more action moves


def next_band(me: Player) -> float:
    """The way already gone to the next band of fields, grain and vegetables, in points: a category's
    band points drawn as a straight line between its thresholds, less its band points (grain on the
    fields counts, as the score counts it: three grain of the four the second band asks are 2/3 of
    its point)."""
    counts = {"fields": me.board.fields.bit_count(), "grain": me.grain + me.on_fields("grain"),
              "vegetables": me.vegetables + me.on_fields("vegetables")}
    return sum(_band_share(category, counts[category]) for category in NEXT_BAND_CATEGORIES)


def _band_share(category: str, count: int) -> float:
    """The share of the way from ``count``'s band to the next one times the points that band adds."""
    below = 0
    for threshold in rules.SCORE_BANDS[category]:
        if count < threshold:
            step = rules.band_points(category, threshold) - rules.band_points(category, count)
            return step * (count - below) / (threshold - below)
        below = threshold
    return 0.0


def room_progress(me: Player) -> float:
    """The share of the next room's goods (the house's material and reed) in hand, 0 to 1, while the
    family may still need a room (fewer than five rooms and people)."""
    if max(me.people, me.board.rooms.bit_count()) >= rules.MAX_PEOPLE:
        return 0.0
    return _share_in_hand(me, rules.ROOM_COST[me.house])


def renovation_progress(me: Player) -> float:
    """The share of the next renovation's goods (one of the new material a room, and the reed) in
    hand, 0 to 1; 0 in a stone house."""
    material = rules.RENOVATION.get(me.house)
    if material is None:
        return 0.0
    return _share_in_hand(me, {material: me.board.rooms.bit_count() * rules.RENOVATION_COST_PER_ROOM,
                               "reed": rules.RENOVATION_REED})


def _share_in_hand(me: Player, price: Mapping[str, int]) -> float:
    """The share of ``price``'s goods, counted one by one, that the player holds."""
    supply = me.supply
    return sum(min(supply[good], count) for good, count in price.items()) / sum(price.values())


def rooms_in_hand(me: Player) -> int:
    """Rooms the goods in hand pay for (of the house's material, and reed), as many as the family
    still needs to reach its largest size (people and free rooms counted)."""
    price = rules.ROOM_COST[me.house]
    affordable = min(me.supply[good] // count for good, count in price.items())
    return max(0, min(affordable, rules.MAX_PEOPLE - max(me.people, me.board.rooms.bit_count())))


def renovation_in_hand(me: Player) -> int:
    """The rooms a renovation to the next material would upgrade, if the goods in hand pay for it
    (the new material for each room and the reed); 0 in a stone house."""
    material = rules.RENOVATION.get(me.house)
    if material is None:
        return 0
    rooms = me.board.rooms.bit_count()
    supply = me.supply
    pays = supply[material] >= rooms * rules.RENOVATION_COST_PER_ROOM and supply["reed"] >= rules.RENOVATION_REED
    return rooms if pays else 0


def draft_value(card_id: str) -> float:
    """What a card kept in the draft is worth to the bots: its printed points, and a point more
    when it gives bonus points (what it brings at the end)."""
    card = cards_by_id()[card_id]
    return card.printed + card.has_bonus


def food_shortfall(state: AgricolaState, me: Player) -> int:
    """Food missing for the coming harvest: what the family eats, less food in hand, crops
    (eaten raw or cooked), the Well's food of the rounds to come and the surplus animals
    (beyond a breeding pair) a cooking improvement turns into food."""
    food = me.food + me.grain + me.vegetables * me.food_for("vegetables") + sum(me.well_food[state.round + 1:])
    if me.can_cook:
        food += sum(max(0, n - 2) * me.cooking_rate(a) for a, n in zip(rules.ANIMALS, me.animals))
    return max(0, food_needed(state, me) - food)


def food_plan(state: AgricolaState, me: Player) -> int:
    """Food missing over every harvest left: what the family eats at the coming one (newborns 1) and
    at each later one (everyone as an adult), less the income it can count on (:func:`food_income`)."""
    harvests = sum(1 for r in rules.HARVEST_ROUNDS if r >= state.round)
    if not harvests:
        return 0
    return max(0, _food_needed_over(state, me, harvests) - food_income(state, me, harvests))


def newborn_food(state: AgricolaState, me: Player) -> float:
    """The share (0 to 1) of a newborn's meals over the harvests after the coming one that the
    income counted by :func:`food_income` covers beyond the family's own: the next growth's food
    already planned (a cooking improvement and animals, grain and an oven, a Well); 0 when the
    family cannot grow or no later harvest is left."""
    later = sum(1 for r in rules.HARVEST_ROUNDS if r > state.round)  # a newborn now eats from the next harvest on
    if not later or me.people >= rules.MAX_PEOPLE:
        return 0.0
    harvests = later + (state.round in rules.HARVEST_ROUNDS)
    per_person = rules.FOOD_PER_PERSON_SOLO if state.num_players == 1 else rules.FOOD_PER_PERSON
    surplus = food_income(state, me, harvests) - _food_needed_over(state, me, harvests)
    return min(1.0, max(0, surplus) / (per_person * later))


def _food_needed_over(state: AgricolaState, me: Player, harvests: int) -> int:
    per_person = rules.FOOD_PER_PERSON_SOLO if state.num_players == 1 else rules.FOOD_PER_PERSON
    return food_needed(state, me) + (harvests - 1) * per_person * me.people


def food_income(state: AgricolaState, me: Player, harvests: int) -> int:
    """The food the family can count on over ``harvests``: food in hand, crops in hand and in its
    fields (a field yields one at each harvest; grain baked at the best rate, a vegetable at its best
    rate), the Well's food to come and, with a cooking improvement, the animals beyond a breeding
    pair now and a young one a pair at each harvest but the last."""
    grain, vegetables = crops_over(me, harvests)
    baked = conversions.bake_rates(me.conversions, grain)  # one bake: the grain beyond it eaten raw
    income = me.food + sum(baked) + grain - len(baked) + vegetables * me.food_for("vegetables")
    income += sum(me.well_food[state.round + 1:])
    if me.can_cook:
        for animal, n in zip(rules.ANIMALS, me.animals):
            income += (max(0, n - 2) + (harvests - 1) * (n >= 2)) * me.cooking_rate(animal)
    return income


def crops_over(me: Player, harvests: int) -> tuple[int, int]:
    """The grain and vegetables the family will have over ``harvests``: those in hand and one a
    sown field yields at each harvest, as long as its crop lasts."""
    grain = me.grain + sum(min(n, harvests) for _, crop, n in me.crops if crop == "grain")
    vegetables = me.vegetables + sum(min(n, harvests) for _, crop, n in me.crops if crop == "vegetables")
    return grain, vegetables


def engine_food(state: AgricolaState, me: Player, harvests: int) -> int:
    """The food the family's improvements will make over ``harvests`` that it needs: what
    :func:`food_income` counts (animals cooked, now and as they breed, grain baked, vegetables
    cooked) beyond eating the food and crops in hand and to come as they are, at most what the
    family eats over those harvests beyond that raw food.  A hearth with nothing to cook, or
    cooking food the family does not need, makes none."""
    grain, vegetables = crops_over(me, harvests)
    raw = me.food + grain + vegetables + sum(me.well_food[state.round + 1:])
    made = food_income(state, me, harvests) - raw
    return max(0, min(made, _food_needed_over(state, me, harvests) - raw))


def actions_left(state: AgricolaState, me: Player) -> float:
    """The family's actions in the rounds still to come, as a share of a whole game's worth per person
    (the people placing this round count their remaining workers)."""
    rounds_left = rules.ROUNDS - state.round
    return (me.people * rounds_left + me.workers) / rules.ROUNDS


def breeding_gain(me: Player, harvests: int) -> int:
    """Animals the herd kept now gains if every type with a pair breeds at each of ``harvests``
    while there is free room (the points of those animals are a later step of the score)."""
    kept = list(me.keeps())
    room = sum(me.board.capacities) - sum(kept)
    gained = 0
    for _ in range(harvests):
        for i, n in enumerate(kept):
            if n >= 2 and room > 0:
                kept[i] += 1
                room -= 1
                gained += 1
    return gained
