"""Every validation rule of an Agricola document: one failing document each, and the limits that pass.

Malformed input (types, unknown tokens or keys) is InvalidDocument; positions the
rules forbid are RuleViolation; both name the field or cell.
"""

from __future__ import annotations

import pytest

from calculator import InvalidDocument, RuleViolation, agricola

UNTOUCHED = [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]


def check(farmyard=UNTOUCHED, **fields):
    return agricola.score_document({"game": "agricola", "farmyard": farmyard, **fields})


def refused(error, where, *words, farmyard=UNTOUCHED, **fields):
    """Assert the document is refused with ``error`` at ``where``, the message holding ``words``."""
    with pytest.raises(error) as info:
        check(farmyard, **fields)
    assert info.value.where == where
    for word in words:
        assert word in str(info.value)
    return info.value


# --- the grid ------------------------------------------------------------------

def test_grid_wrong_number_of_rows():
    refused(InvalidDocument, "farmyard", "2 rows, expected 3", farmyard=UNTOUCHED[:2])


def test_grid_wrong_number_of_columns():
    refused(InvalidDocument, "farmyard", "row 1 has 4 cells, expected 5",
            farmyard=[UNTOUCHED[0], "R . . .", UNTOUCHED[2]])


def test_grid_must_be_a_list_of_strings():
    refused(InvalidDocument, "farmyard", "list of strings", farmyard="R . . . .")


def test_grid_unknown_token():
    refused(InvalidDocument, "farmyard cell (0, 2)", "unknown token 'X'",
            farmyard=[".  .  X  .  .", UNTOUCHED[1], UNTOUCHED[2]])


def test_grid_uppercase_pasture_letter_is_unknown():
    refused(InvalidDocument, "farmyard cell (0, 4)", "'A'", farmyard=[".  .  .  .  A", UNTOUCHED[1], UNTOUCHED[2]])


def test_grid_star_on_empty_space_is_unknown_use_s():
    refused(InvalidDocument, "farmyard cell (0, 1)", "'.*'", "S (unfenced stable)",
            farmyard=[".  .*  .  .  .", UNTOUCHED[1], UNTOUCHED[2]])


def test_stable_may_not_stand_on_a_room():
    refused(RuleViolation, "farmyard cell (2, 0)", "stable may not stand on a room",
            farmyard=[UNTOUCHED[0], UNTOUCHED[1], "R*  .  .  .  ."])


def test_stable_may_not_stand_on_a_field():
    refused(RuleViolation, "farmyard cell (0, 0)", "stable may not stand on a field",
            farmyard=["F*  .  .  .  .", UNTOUCHED[1], UNTOUCHED[2]])


def test_at_most_four_stables():
    refused(RuleViolation, "farmyard cell (2, 1)", "5 stables", "at most 4",
            farmyard=[".  S  S  a* a*", "R  .  .  a  a", "R  S  .  .  ."])


def test_four_stables_are_allowed():
    assert check([".  S  S  a* a*", "R  .  .  a  a", "R  .  .  .  ."])["breakdown"]["fenced_stables"] == 2


def test_at_most_fifteen_fences():
    # Five single-space pastures in a row: 5 x 4 - 4 shared = 16 fences.
    refused(RuleViolation, "farmyard", "16 fences", "at most 15",
            farmyard=["a  b  c  d  e", UNTOUCHED[1], UNTOUCHED[2]])


def test_fifteen_fences_are_allowed():
    # A 2 x 2 block of single pastures (12 fences) plus one more single (3 more).
    result = check([".  .  .  a  b", "R  .  .  c  d", "R  .  .  .  e"])
    assert result["breakdown"]["pastures"] == 4


def test_board_edge_needs_fences_too():
    # One pasture over the 13 free spaces would need 16 fences: the board edge is no fence.
    refused(RuleViolation, "farmyard", "16 fences",
            farmyard=["a  a  a  a  a", "R  a  a  a  a", "R  a  a  a  a"])


RING = ["a  a  a  .  .", "a  {}  a  .  .", "a  a  a  R  R"]


def ring(token: str) -> list[str]:
    return [RING[0], RING[1].format(token), RING[2]]


def test_room_closed_in_by_fences():
    refused(RuleViolation, "farmyard cell (1, 1)", "room is closed in", "never be fenced in",
            farmyard=["a  a  a  .  .", "a  R  a  R  .", "a  a  a  R  ."])


def test_field_closed_in_by_fences():
    refused(RuleViolation, "farmyard cell (1, 1)", "field is closed in", farmyard=ring("F"))


def test_unfenced_stable_closed_in_by_fences():
    refused(RuleViolation, "farmyard cell (1, 1)", "unfenced stable is closed in", "pasture letter",
            farmyard=ring("S"))


def test_empty_space_closed_in_by_fences():
    refused(RuleViolation, "farmyard cell (1, 1)", "empty space is closed in", "pasture letter",
            farmyard=ring("."))


def test_pasture_letter_in_two_regions():
    error = refused(RuleViolation, "farmyard", "pasture 'a' is two separate regions",
                    farmyard=[".  .  a  b  a", UNTOUCHED[1], UNTOUCHED[2]])
    assert "cell (0, 2)" in str(error) and "cell (0, 4)" in str(error)


def test_pastures_must_be_connected():
    refused(RuleViolation, "farmyard cell (2, 4)", "pastures are not orthogonally connected",
            farmyard=[".  .  .  a  a", UNTOUCHED[1], "R  .  .  .  b"])


def test_rooms_must_be_connected():
    refused(RuleViolation, "farmyard cell (1, 4)", "rooms are not orthogonally connected",
            farmyard=[UNTOUCHED[0], "R  .  .  .  R", UNTOUCHED[2]])


def test_fields_must_be_connected():
    refused(RuleViolation, "farmyard cell (0, 3)", "fields are not orthogonally connected",
            farmyard=["F  F  .  F  .", UNTOUCHED[1], UNTOUCHED[2]])


def test_diagonal_fields_are_not_connected():
    refused(RuleViolation, "farmyard cell (1, 2)", "fields are not orthogonally connected",
            farmyard=[".  F  .  .  .", "R  .  F  .  .", UNTOUCHED[2]])


def test_at_least_two_rooms():
    refused(RuleViolation, "farmyard", "1 room(s)", "at least the 2",
            farmyard=[UNTOUCHED[0], UNTOUCHED[1], ".  .  .  .  ."])


# --- family ------------------------------------------------------------------------

def test_people_at_least_two():
    refused(RuleViolation, "people", "1 people", "2 to 5", people=1)


def test_people_at_most_five():
    refused(RuleViolation, "people", "6 people", "2 to 5",
            farmyard=["R  R  R  .  .", "R  R  R  .  .", UNTOUCHED[2]], people=6)


def test_people_rooms_plus_three_allows_five_in_the_two_start_rooms():
    # people <= rooms + 3 never binds beyond "at most 5" since every farmyard has 2 rooms or more.
    assert check(people=5)["breakdown"]["family_members"] == 15


def test_people_must_be_an_integer():
    refused(InvalidDocument, "people", "integer", people="4")


# --- majors ------------------------------------------------------------------------

def test_majors_unknown_name():
    refused(InvalidDocument, "majors[1]", "unknown major improvement 'oven'", majors=["well", "oven"])


def test_majors_must_be_a_list():
    refused(InvalidDocument, "majors", "list", majors="well")


@pytest.mark.parametrize(("major", "owned"), [
    ("fireplace", 3), ("cooking_hearth", 3), ("clay_oven", 2), ("stone_oven", 2), ("joinery", 2),
    ("pottery", 2), ("basketmakers_workshop", 2), ("well", 2),
])
def test_majors_within_their_counts(major, owned):
    refused(RuleViolation, "majors", f"{owned} x {major}", "only", majors=[major] * owned)


def test_majors_two_fireplaces_and_two_hearths_are_allowed():
    majors = ["fireplace", "fireplace", "cooking_hearth", "cooking_hearth"]
    assert check(majors=majors)["breakdown"]["card_points"] == 4


# --- numbers and keys ----------------------------------------------------------------

@pytest.mark.parametrize("key", ["grain", "vegetables", "begging", "card_points", "bonus_points", "people"])
def test_non_negative_integers_refuse_negative(key):
    refused(InvalidDocument, key, "at least 0", **{key: -1})


@pytest.mark.parametrize("value", [2.5, "3", True, None, [1]])
def test_non_negative_integers_refuse_non_integers(value):
    refused(InvalidDocument, "grain", "integer", grain=value)


def test_integers_written_as_whole_floats_are_accepted():
    assert check(grain=4.0)["breakdown"]["grain"] == 2


@pytest.mark.parametrize(("key", "inner"), [("animals", "sheep"), ("supply", "wood")])
def test_non_negative_integers_in_animals_and_supply(key, inner):
    refused(InvalidDocument, f"{key}.{inner}", "at least 0", **{key: {inner: -2}})


@pytest.mark.parametrize(("key", "inner"), [("animals", "pigs"), ("supply", "gold")])
def test_unknown_animal_or_material(key, inner):
    refused(InvalidDocument, key, f"'{inner}'", **{key: {inner: 1}})


def test_house_material_known():
    refused(InvalidDocument, "house", "wood, clay, stone", house="straw")


def test_unknown_key_is_refused():
    refused(InvalidDocument, "document", "'pets'", pets=1)


def test_farmyard_is_required():
    with pytest.raises(InvalidDocument) as info:
        agricola.score_document({"game": "agricola", "people": 2})
    assert info.value.where == "farmyard"


def test_name_must_be_a_string():
    refused(InvalidDocument, "name", "string", name=3)


def test_document_must_be_an_object():
    with pytest.raises(InvalidDocument):
        agricola.score_document(["farmyard"])
