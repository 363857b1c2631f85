"""Final scoring of a Hens grid (hens.md 6.1 step 4) and the ranking of players (4.13)."""

from __future__ import annotations

from . import interpreter, rules
from .deck import CardTable
from .goals import GoalSet
from .groups import Groups, analyse
from .position import Position
from .settings import Settings
from .tally import HensTally, tally_of

ROWS, COLUMNS = rules.GRID_SHAPES[0]
GRID_CARDS = ROWS * COLUMNS
# How often a goal of each kind can apply to a finished grid (``if_*`` kinds once; the
# other ``per_*`` kinds count cards, groups or breeds: at most one per card).
GOAL_COUNTS = {"per_mono_line": ROWS + COLUMNS, "per_corner_hen_eggs_ge": 4,
               "per_two_cross_breed_edges": (ROWS * (COLUMNS - 1) + COLUMNS * (ROWS - 1)) // 2}


def score(position: Position) -> dict:
    """The result of api.md 2: total, breakdown, and the groups, goals and tie-breakers behind them.

    A quick-entry document (``counts``) has no groups to show; its goals are the points entered.
    """
    if position.grid is None:
        assert position.counts is not None  # parse_position gives one or the other
        return _result(position, position.counts, [], [])
    grid, settings = position.grid, position.settings
    groups = analyse(grid, position.rooster, settings)
    goals = interpreter.evaluate(position.goals, grid, groups)
    tally = tally_of(grid, groups, sum(goal["score"] for goal in goals))
    return _result(position, tally, _groups_json(groups), goals)


def _result(position: Position, tally: HensTally, groups: list[dict], goals: list[dict]) -> dict:
    breakdown = _breakdown(tally, position.settings)
    return {
        "game": "hens",
        "total": sum(breakdown.values()),
        "breakdown": breakdown,
        "groups": groups,
        "rooster": list(position.rooster) if position.rooster is not None else None,
        "goal_card": position.goal_card,
        "goals": goals,
        "tiebreakers": _tiebreakers(tally),
        "settings": position.settings.to_json(),
    }


def score_range(table: CardTable, goals: GoalSet, goal_cards: int, settings: Settings) -> tuple[int, int]:
    """The lowest and the highest total a grid can score (the bounds research frameworks ask for).

    At most: the twelve cards of the set with the most eggs counted in the largest group
    and again in the rooster group, the medal sets of the twelve with the most medals, no
    coop, and on the best ``goal_cards`` goal cards every goal worth points met as often
    as a grid allows (:data:`GOAL_COUNTS`) and no goal costing points met.  At least: no
    egg, twelve coops, and the worst goal cards' costly goals met as often as possible.
    """
    eggs = sum(sorted((hen.eggs for hen in table.hens), reverse=True)[:GRID_CARDS])
    medals = sum(sorted((hen.medals for hen in table.hens), reverse=True)[:GRID_CARDS])
    best, worst = [], []
    for card in goals.cards:
        counts = [goal.points * (1 if goal.kind.startswith("if_") else GOAL_COUNTS.get(goal.kind, GRID_CARDS))
                  for goal in card.goals]
        best.append(sum(max(0, n) for n in counts))
        worst.append(sum(min(0, n) for n in counts))
    highest = 2 * eggs + settings.medal_set_points * (medals // settings.medal_set_size)
    highest += sum(sorted(best, reverse=True)[:goal_cards])
    lowest = settings.coop_penalty * GRID_CARDS + sum(sorted(worst)[:goal_cards])
    return lowest, highest


def merit(position: Position) -> tuple[int, ...]:
    """What :func:`rank` compares of :func:`score`'s result: the total, then the tie-breakers
    of :data:`rules.TIEBREAKERS`; computed without the rest of the result (a simulation
    needs no more of a final grid)."""
    if position.grid is None:
        assert position.counts is not None
        tally = position.counts
    else:
        groups = analyse(position.grid, position.rooster, position.settings)
        tally = tally_of(position.grid, groups, interpreter.points(position.goals, position.grid, groups))
    tiebreakers = _tiebreakers(tally)
    return (sum(_breakdown(tally, position.settings).values()), *map(tiebreakers.__getitem__, rules.TIEBREAKERS))


def _breakdown(tally: HensTally, settings: Settings) -> dict:
    """The breakdown of the total from the grid's counts (drawn or entered)."""
    return {
        "largest_group": tally.largest_group,
        "rooster_group": tally.rooster_group,
        "medals": settings.medal_set_points * (tally.medals // settings.medal_set_size),
        "coops": settings.coop_penalty * tally.coops,
        "goals": tally.goals,
    }


def _tiebreakers(tally: HensTally) -> dict:
    return {
        "largest_group_size": tally.largest_group_size,
        "second_group_size": tally.second_group_size,
        "medals": tally.medals,
    }


def _groups_json(groups: Groups) -> list[dict]:
    return [{**group.to_json(), "largest": group is groups.largest, "rooster": group is groups.rooster}
            for group in groups.ordered]


def rank(results: list[dict]) -> tuple[list[int], list[int]]:
    """Players best first, and the winners: highest total, then the tie-breakers of
    :data:`rules.TIEBREAKERS` (largest group size, second-largest size, medals);
    players still equal share the win."""
    return rank_merits([(result["total"], *map(result["tiebreakers"].__getitem__, rules.TIEBREAKERS))
                        for result in results])


def rank_merits(merits: list[tuple[int, ...]]) -> tuple[list[int], list[int]]:
    """:func:`rank` from each player's :func:`merit`."""
    # Best first; players with equal merit keep seat order (sorting is stable, also in reverse).
    order = sorted(range(len(merits)), key=merits.__getitem__, reverse=True)
    winners = [i for i in order if merits[i] == merits[order[0]]] if order else []
    return order, sorted(winners)
