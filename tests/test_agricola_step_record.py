"""Agricola's ``Step`` (the decision in progress) behaves alike in the pure and the compiled build
(issue #28): its ``__init__`` is written out (compiled, native stores rather than the dataclass's
interpreted one), so its copy goes through the constructor and ``copy``/``pickle`` through its
``__reduce__``; every field is kept, defaults are the declared ones."""

from __future__ import annotations

import copy
import dataclasses
import pickle

import pytest

from calculator.agricola.step import ACTION_OVER, Step

EXAMPLE = Step("sow", "grain_seeds", True, ("bake",), (3, 4), ("cooked",), "E12", (7,), 2)
FIELDS = [field.name for field in dataclasses.fields(Step)]


def test_a_step_sets_every_field_in_the_declared_order():
    assert [getattr(EXAMPLE, name) for name in FIELDS] == ["sow", "grain_seeds", True, ("bake",), (3, 4), ("cooked",),
                                                           "E12", (7,), 2]
    assert Step(**{name: getattr(EXAMPLE, name) for name in FIELDS}) == EXAMPLE


def test_a_steps_fields_default_as_declared():
    bare = Step("work")
    assert [getattr(bare, name) for name in FIELDS[1:]] == [field.default for field in dataclasses.fields(Step)[1:]]
    assert bare == Step("work") and hash(bare) == hash(Step("work")) and bare != ACTION_OVER


@pytest.mark.parametrize("how", [Step.copy, copy.copy, copy.deepcopy, lambda s: pickle.loads(pickle.dumps(s))],
                         ids=["copy", "copy.copy", "deepcopy", "pickle"])
def test_a_step_copies_and_pickles_as_an_equal_step(how):
    again = how(EXAMPLE)
    assert type(again) is Step and again is not EXAMPLE
    assert again == EXAMPLE and hash(again) == hash(EXAMPLE) and repr(again) == repr(EXAMPLE)


def test_a_steps_replace_changes_only_the_named_fields():
    done = EXAMPLE.replace(did=False, cells=())
    assert (done.did, done.cells) == (False, ()) and EXAMPLE.did is True
    assert [getattr(done, name) for name in FIELDS if name not in ("did", "cells")] == \
        [getattr(EXAMPLE, name) for name in FIELDS if name not in ("did", "cells")]
