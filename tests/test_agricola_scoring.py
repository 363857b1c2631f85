"""Every scoring category of the Agricola rules (section 6), each band edge through the scorer."""

from __future__ import annotations

import pytest

from calculator import agricola
from calculator.agricola import rules

UNTOUCHED = [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]
BIG_PASTURE = [".  a  a  a  a", "R  a  a  a  a", "R  a  a  a  a"]  # 12 spaces, 24 animals


def score(farmyard=UNTOUCHED, **fields):
    return agricola.score_document({"game": "agricola", "farmyard": farmyard, **fields})


def breakdown(farmyard=UNTOUCHED, **fields):
    return score(farmyard, **fields)["breakdown"]


def with_fields(n: int) -> list[str]:
    """The untouched farmyard with ``n`` connected fields: row 0, then (1,1), (1,2)."""
    cells = [(0, c) for c in range(5)] + [(1, 1), (1, 2)]
    grid = [[t for t in row.split()] for row in UNTOUCHED]
    for r, c in cells[:n]:
        grid[r][c] = "F"
    return ["  ".join(row) for row in grid]


PASTURES = {
    0: UNTOUCHED,
    1: [".  .  .  .  a", "R  .  .  .  .", "R  .  .  .  ."],
    2: [".  .  .  a  b", "R  .  .  .  .", "R  .  .  .  ."],
    3: [".  .  a  b  c", "R  .  .  .  .", "R  .  .  .  ."],
    4: [".  .  .  a  b", "R  .  .  c  d", "R  .  .  .  ."],
    5: [".  .  .  a  b", "R  .  .  c  d", "R  .  .  .  e"],
}


@pytest.mark.parametrize(("count", "points"), [(0, -1), (1, -1), (2, 1), (3, 2), (4, 3), (5, 4), (6, 4), (7, 4)])
def test_fields_band_edges(count, points):
    assert breakdown(with_fields(count))["fields"] == points


@pytest.mark.parametrize(("count", "points"), [(0, -1), (1, 1), (2, 2), (3, 3), (4, 4), (5, 4)])
def test_pastures_band_edges_count_pastures_not_spaces(count, points):
    assert breakdown(PASTURES[count])["pastures"] == points


def test_pastures_band_counts_one_big_pasture_once():
    assert breakdown(BIG_PASTURE)["pastures"] == 1


@pytest.mark.parametrize(("count", "points"),
                         [(0, -1), (1, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (40, 4)])
def test_grain_band_edges(count, points):
    assert breakdown(grain=count)["grain"] == points


@pytest.mark.parametrize(("count", "points"), [(0, -1), (1, 1), (2, 2), (3, 3), (4, 4), (12, 4)])
def test_vegetables_band_edges(count, points):
    assert breakdown(vegetables=count)["vegetables"] == points


ANIMAL_BANDS = {
    "sheep": [(0, -1), (1, 1), (3, 1), (4, 2), (5, 2), (6, 3), (7, 3), (8, 4), (25, 4)],
    "boar": [(0, -1), (1, 1), (2, 1), (3, 2), (4, 2), (5, 3), (6, 3), (7, 4), (25, 4)],
    "cattle": [(0, -1), (1, 1), (2, 2), (3, 2), (4, 3), (5, 3), (6, 4), (25, 4)],
}


@pytest.mark.parametrize(("animal", "count", "points"),
                         [(a, n, p) for a, edges in ANIMAL_BANDS.items() for n, p in edges])
def test_animal_band_edges(animal, count, points):
    assert breakdown(BIG_PASTURE, animals={animal: count})[animal] == points


def test_missing_animal_types_score_minus_one_each():
    result = breakdown(BIG_PASTURE, animals={"sheep": 8})
    assert (result["sheep"], result["boar"], result["cattle"]) == (4, -1, -1)


@pytest.mark.parametrize("count", range(0, 8))
def test_unused_spaces_minus_one_each(count):
    # The untouched farmyard has 13 unused spaces; each field uses one.
    assert breakdown(with_fields(count))["unused_spaces"] == -(13 - count)


def test_unused_spaces_stables_and_pastures_use_spaces():
    farmyard = [".  S  S  a  a*", "R  .  .  a  a", "R  .  .  .  ."]
    assert breakdown(farmyard)["unused_spaces"] == -7  # 15 - 2 rooms - 2 stables - 4 pasture spaces


def test_unused_spaces_zero_when_every_space_is_used():
    farmyard = ["R  F  F  F  F", "R  F  F  a  b", "R  S  e  c* d"]
    assert breakdown(farmyard, people=3)["unused_spaces"] == 0


@pytest.mark.parametrize("stables", range(0, 5))
def test_fenced_stables_one_point_each(stables):
    cells = [(0, 1), (0, 2), (1, 1), (2, 4)][:stables]
    grid = [row.split() for row in BIG_PASTURE]
    for r, c in cells:
        grid[r][c] += "*"
    assert breakdown(["  ".join(row) for row in grid])["fenced_stables"] == stables


def test_fenced_stables_unfenced_stables_score_nothing():
    farmyard = [".  S  S  S  S", "R  .  .  .  .", "R  .  .  .  ."]
    result = breakdown(farmyard)
    assert result["fenced_stables"] == 0
    assert result["unused_spaces"] == -9


ROOM_GRIDS = {
    2: UNTOUCHED,
    3: [".  .  .  .  .", "R  R  .  .  .", "R  .  .  .  ."],
    4: [".  .  .  .  .", "R  R  .  .  .", "R  R  .  .  ."],
    5: ["R  .  .  .  .", "R  R  .  .  .", "R  R  .  .  ."],
}


@pytest.mark.parametrize(("house", "per_room"), [("wood", 0), ("clay", 1), ("stone", 2)])
@pytest.mark.parametrize("rooms", sorted(ROOM_GRIDS))
def test_rooms_points_by_material(house, per_room, rooms):
    assert breakdown(ROOM_GRIDS[rooms], house=house)["rooms"] == per_room * rooms


def test_rooms_house_defaults_to_wood():
    assert breakdown(ROOM_GRIDS[5])["rooms"] == 0


@pytest.mark.parametrize("people", range(2, 6))
def test_family_members_three_points_each(people):
    assert breakdown(ROOM_GRIDS[5], people=people)["family_members"] == 3 * people


@pytest.mark.parametrize(("major", "points"), [
    ("fireplace", 1), ("cooking_hearth", 1), ("clay_oven", 2), ("stone_oven", 3),
    ("joinery", 2), ("pottery", 2), ("basketmakers_workshop", 2), ("well", 4),
])
def test_card_points_printed_points_of_each_major(major, points):
    assert breakdown(majors=[major])["card_points"] == points


def test_card_points_all_ten_majors_and_hand_entered_points():
    everything = list(rules.MAJORS) + ["fireplace", "cooking_hearth"]
    assert breakdown(majors=everything)["card_points"] == 19
    assert breakdown(majors=everything, card_points=7)["card_points"] == 26
    assert breakdown(card_points=7)["card_points"] == 7


CRAFT_BONUS = {
    ("joinery", "wood"): [(0, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2), (7, 3), (30, 3)],
    ("pottery", "clay"): [(0, 0), (2, 0), (3, 1), (4, 1), (5, 2), (6, 2), (7, 3), (30, 3)],
    ("basketmakers_workshop", "reed"): [(0, 0), (1, 0), (2, 1), (3, 1), (4, 2), (5, 3), (30, 3)],
}


@pytest.mark.parametrize(("major", "material", "held", "points"),
                         [(m, mat, n, p) for (m, mat), edges in CRAFT_BONUS.items() for n, p in edges])
def test_bonus_points_craft_tables(major, material, held, points):
    assert breakdown(majors=[major], supply={material: held})["bonus_points"] == points


def test_bonus_points_need_the_workshop():
    assert breakdown(majors=["well"], supply={"wood": 9, "clay": 9, "reed": 9, "stone": 9})["bonus_points"] == 0


def test_bonus_points_all_three_workshops_add_up_with_hand_entered_points():
    result = breakdown(majors=["joinery", "pottery", "basketmakers_workshop"],
                       supply={"wood": 5, "clay": 3, "reed": 4, "stone": 1}, bonus_points=2)
    assert result["bonus_points"] == 2 + 1 + 2 + 2


@pytest.mark.parametrize(("cards", "points"), [(0, 0), (1, -3), (2, -6), (5, -15)])
def test_begging_minus_three_per_card(cards, points):
    assert breakdown(begging=cards)["begging"] == points


def test_total_is_the_sum_of_the_breakdown():
    result = score(ROOM_GRIDS[4], house="stone", people=4, grain=6, vegetables=1, begging=1,
                   majors=["well", "joinery"], supply={"wood": 5}, card_points=2, bonus_points=1)
    assert result["total"] == sum(result["breakdown"].values())
    # fields -1, pastures -1, grain 3, veg 1, animals -3, unused -11, rooms 8, people 12,
    # cards 4+2+2, bonus 2+1, begging -3
    assert result["total"] == -1 - 1 + 3 + 1 - 3 - 11 + 8 + 12 + 8 + 3 - 3


def test_score_placement_lists_only_locations_with_animals():
    result = score(BIG_PASTURE, animals={"sheep": 3, "cattle": 1})
    assert sorted((p["location"], p["animal"], p["count"]) for p in result["placement"]) == [
        ("house", "cattle", 1), ("pasture a", "sheep", 3)]


def test_equal_best_totals_share_the_win_and_rank_in_seat_order():
    from calculator.agricola.scoring import rank

    assert rank([20, 31, 31, 5]) == ([1, 2, 0, 3], [1, 2])
    assert rank([7]) == ([0], [0])
