"""The scorer's records (``Position``, ``Farmyard``, ``FarmTally``, a major's ``Major``) behave alike in
the pure and the compiled build (issue #28): immutable, compared and shown by their fields only,
copied, deep-copied and pickled as equal records (compiled, a frozen dataclass is copied through its
``__reduce__``: it has no instance dictionary to fill)."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from calculator.agricola import rules
from calculator.agricola.cards import scoring as card_scoring
from calculator.agricola.examples import examples
from calculator.agricola.farm import Farmyard, parse_farmyard
from calculator.agricola.position import Position, parse_position
from calculator.agricola.tally import FarmTally, parse_counts, tally_of


def card_position() -> Position:
    """A position with every field away from its default: cards, inputs, begging, hand-entered points."""
    return parse_position({**examples()["strong"], "cards": ["E23"], "card_inputs": {"E23": {"pasture_spaces": 4}},
                           "begging": 1, "card_points": 2, "bonus_points": 3})


def records() -> dict[str, object]:
    position = card_position()
    assert position.farmyard is not None
    quick = parse_position({"counts": {"fields": 3, "pastures": 2, "unused_spaces": 4, "fenced_stables": 1, "rooms": 3}})
    assert quick.counts is not None
    return {"Position": position, "quick Position": quick, "Farmyard": position.farmyard,
            "FarmTally": dataclasses.replace(quick.counts, pasture_spaces=5), "Major": rules.MAJORS["cooking_hearth"]}


def init_fields(record: object) -> list[str]:
    return [f.name for f in dataclasses.fields(record) if f.init]  # type: ignore[arg-type]


@pytest.mark.parametrize("name", sorted(records()))
def test_a_scoring_record_refuses_assignment(name):
    record = records()[name]
    with pytest.raises(dataclasses.FrozenInstanceError):
        setattr(record, init_fields(record)[0], None)


@pytest.mark.parametrize("name", sorted(records()))
def test_a_scoring_record_is_rebuilt_from_every_field_it_is_made_of(name):
    record = records()[name]
    kind, values = record.__reduce__()
    assert kind is type(record)
    assert values == tuple(getattr(record, field) for field in init_fields(record))
    assert kind(*values) == record


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy, lambda r: pickle.loads(pickle.dumps(r))],
                         ids=["copy", "deepcopy", "pickle"])
@pytest.mark.parametrize("name", ["Farmyard", "FarmTally"])
def test_a_farmyard_and_its_counts_copy_and_pickle_as_equal_records(name, how):
    record = records()[name]
    again = how(record)
    assert type(again) is type(record) and again == record  # (a set's repr may list it in another order)


@pytest.mark.parametrize("name", ["Position", "quick Position", "Major"])
def test_a_position_and_a_major_copy_as_equal_records(name):
    # (neither is deep-copied or pickled, in either build: their card inputs and cooking rates
    # are read-only mappings, which Python pickles in no build)
    record = records()[name]
    again = copy.copy(record)
    assert type(again) is type(record) and again == record and again is not record and repr(again) == repr(record)


def test_a_farmyards_worked_out_values_stay_out_of_its_comparison_repr_and_copies():
    farmyard = card_position().farmyard
    fresh = parse_farmyard(farmyard.to_rows())
    shown = repr(fresh)
    assert farmyard.pasture_of and farmyard.fences and farmyard.locations  # worked out and kept on one only
    assert farmyard == fresh and repr(farmyard) == shown and "pasture_of" not in shown
    again = copy.copy(farmyard)
    assert again._pasture_of is None and again._fences is None and again._locations is None
    assert (again.pasture_of, again.fences, again.locations) == (farmyard.pasture_of, farmyard.fences, farmyard.locations)


def test_a_farmyards_worked_out_values_are_kept_once_worked_out():
    farmyard = card_position().farmyard
    assert farmyard.pasture_of is farmyard.pasture_of
    assert farmyard.fences is farmyard.fences
    assert farmyard.locations is farmyard.locations


def test_equal_scoring_records_hash_alike_where_their_fields_do():
    tally = parse_counts({"fields": 3, "pastures": 2, "unused_spaces": 4, "fenced_stables": 1, "rooms": 3})
    assert hash(tally) == hash(copy.copy(tally))
    farmyard = card_position().farmyard
    with pytest.raises(TypeError):  # its pastures are a dictionary, as before
        hash(farmyard)


def test_unused_spaces_are_the_cells_with_nothing_on_them_in_reading_order():
    farmyard = parse_farmyard(["R . F a a*", "R . F a a", ". S . . ."])
    assert farmyard.unused_spaces == ((0, 1), (1, 1), (2, 0), (2, 2), (2, 3), (2, 4))
    assert tally_of(farmyard) == FarmTally(fields=2, pastures=1, unused_spaces=6, fenced_stables=1, rooms=2,
                                           pasture_spaces=4)


def test_the_craft_bonus_without_cards_is_the_same_for_equal_majors_and_supply():
    position = parse_position({**examples()["strong"], "majors": ["joinery", "pottery"],
                               "supply": {"wood": 7, "clay": 5, "reed": 0, "stone": 0}})
    first = card_scoring.plain_score(position)
    assert first.craft > 0
    again = card_scoring.plain_score(dataclasses.replace(position, begging=2))  # the craft bonus reads no begging
    assert again == first
    less = card_scoring.plain_score(dataclasses.replace(position, supply={"wood": 0, "clay": 0, "reed": 0, "stone": 0}))
    assert less.craft < first.craft


def declared_default(field: dataclasses.Field) -> object:
    return field.default_factory() if field.default_factory is not dataclasses.MISSING else field.default


@pytest.mark.parametrize("name", ["Position", "quick Position", "Farmyard", "FarmTally"])
def test_a_scoring_record_is_made_by_keywords_and_defaults_each_field_as_declared(name):
    # (their __init__ is written out since the eighth session: compiled, its stores are native)
    record = records()[name]
    kind = type(record)
    assert kind(**{field: getattr(record, field) for field in init_fields(record)}) == record
    required = [f for f in dataclasses.fields(kind) if f.init and declared_default(f) is dataclasses.MISSING]
    bare = kind(*(getattr(record, f.name) for f in required))
    for field in dataclasses.fields(kind):
        if field.init and field not in required:
            assert getattr(bare, field.name) == declared_default(field), field.name
