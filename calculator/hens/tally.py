"""A Hens grid as the scoring reads it: the largest group, the rooster's group, the
medals, the coops and the goals' points (api.md 1.5).

A drawn grid is reduced to these counts (:func:`tally_of`) and a quick-entry
document gives them directly (:func:`parse_counts`); the breakdown and the
tie-breakers read only the counts, so both score through the same path.  Counts
no 12-card grid reaches (13 coops, 40 eggs in a group of 3) are refused, naming the count.

>>> parse_counts({"largest_group_size": 4, "largest_group": 9, "medals": 3, "coops": 1}).hens
11
"""

from __future__ import annotations

from dataclasses import asdict, dataclass

from ..errors import RuleViolation
from ..fields import check_keys, integer, require_object
from . import rules
from .grid import Grid
from .groups import Groups

COUNTS_KEY = "counts"
CARDS = rules.GRID_SHAPES[0][0] * rules.GRID_SHAPES[0][1]  # every finished grid holds 12 cards
GOAL_POINTS_LIMIT = 100  # far beyond any goal card; it only keeps input sane
# What each count is (the OpenAPI description and the README show these); every count defaults to 0.
MEANINGS = {
    "largest_group_size": "cards in the largest group (a tie-breaker)",
    "largest_group": "eggs of the group scored as largest",
    "second_group_size": "cards in the second-largest group (a tie-breaker)",
    "rooster_group": "eggs of the rooster's group when it scores (0 if it is the largest group or no rooster)",
    "medals": "medals on all face-up hens",
    "coops": "face-down cards",
    "goals": "points of the goals met (may be negative)",
}
KEYS = ("largest_group_size", "largest_group", "second_group_size", "rooster_group", "medals", "coops", "goals")


@dataclass(unsafe_hash=True)
class HensTally:
    """What the scoring and the tie-breakers read of a grid: the largest group's size in
    cards, the eggs of the group scored as largest, the second-largest group's size, the eggs of the rooster's group
    when it scores (0 when it is the largest or there is no rooster), the medals on the
    grid, the coops and the points of the goals met.

    Never changed once made; a plain dataclass rather than a frozen one, which
    :func:`tally_of` makes by native stores in a compiled build (``core/native_record.py``).
    """

    largest_group_size: int
    largest_group: int
    second_group_size: int
    rooster_group: int
    medals: int
    coops: int
    goals: int

    @property
    def hens(self) -> int:
        """Face-up hens on the grid."""
        return CARDS - self.coops

    def to_json(self) -> dict[str, int]:
        return asdict(self)


def tally_of(grid: Grid, groups: Groups, goal_points: int) -> HensTally:
    """The counts of a drawn grid, its groups and the points of its goals."""
    sizes, largest, rooster = groups.sizes, groups.largest, groups.rooster
    medals = 0
    for _, hen in grid.hens:
        medals += hen.medals
    tally = HensTally.__new__(HensTally)
    tally.largest_group_size = sizes[0] if sizes else 0
    tally.largest_group = largest.eggs if largest is not None else 0
    tally.second_group_size = sizes[1] if len(sizes) > 1 else 0
    tally.rooster_group = rooster.eggs if rooster is not None and groups.rooster_scores else 0
    tally.medals, tally.coops, tally.goals = medals, len(grid.coops), goal_points
    return tally


def where(key: str) -> str:
    """How errors name one count."""
    return f"{COUNTS_KEY}.{key}"


def parse_counts(value: object) -> HensTally:
    """Read and check the ``counts`` of a quick-entry document (missing counts are 0)."""
    raw = require_object(value, COUNTS_KEY)
    check_keys(raw, KEYS, where=COUNTS_KEY)
    found = {key: integer(raw.get(key, 0), where(key)) for key in KEYS if key != "goals"}
    found["goals"] = integer(raw.get("goals", 0), where("goals"), minimum=-GOAL_POINTS_LIMIT,
                             maximum=GOAL_POINTS_LIMIT)
    tally = HensTally(**found)
    _check_reachable(tally)
    return tally


def _refuse(key: str, message: str) -> None:
    raise RuleViolation(message, where=where(key))


def _check_reachable(tally: HensTally) -> None:
    """Refuse counts no grid of 12 cards has (hens.md 4), naming the count."""
    low_eggs, high_eggs = rules.EGGS
    if tally.coops > CARDS:
        _refuse("coops", f"{tally.coops} coops; a grid has {CARDS} cards")
    hens = tally.hens
    size, second = tally.largest_group_size, tally.second_group_size
    if size > hens:
        _refuse("largest_group_size", f"a group of {size} hens; the grid has {hens} face-up hens beside "
                f"{tally.coops} coops")
    if hens and not size:
        _refuse("largest_group_size", f"0; {hens} face-up hens make at least one group of 1")
    if not size * low_eggs <= tally.largest_group <= size * high_eggs:
        _refuse("largest_group", f"{tally.largest_group} eggs in a group of {size} hens; each hen lays "
                f"{low_eggs} to {high_eggs}")
    if second > size:
        _refuse("second_group_size", f"{second}; the second-largest group is no larger than the largest, {size}")
    if size + second > hens:
        _refuse("second_group_size", f"groups of {size} and {second} hens; the grid has {hens} face-up hens")
    if second == 0 and hens > size:
        _refuse("second_group_size", f"0; the {hens - size} hens outside the largest group make another group")
    rooster_most = high_eggs * min(size, hens - size)  # another group than the largest
    if tally.rooster_group > rooster_most:
        _refuse("rooster_group", f"{tally.rooster_group} eggs; the rooster's group (not the largest) holds at "
                f"most {rooster_most} with these counts")
    medals_most = rules.MEDALS[1] * hens
    if tally.medals > medals_most:
        _refuse("medals", f"{tally.medals} medals on {hens} hens; a hen shows at most {rules.MEDALS[1]}")
