"""The fence part's questions asked of the scan directly (:func:`.fencing.pasture_step` and
:func:`.fencing.pasture_option`) answer as the list of affordable pasture options does
(:func:`.fencing.next_cells`, :func:`.fencing.option_for`), and a pasture option is a frozen
record alike in the pure and the compiled build (issue #28: its ``__init__`` written out)."""

from __future__ import annotations

import copy
import dataclasses
import pickle
import random

import pytest

from calculator.agricola.board import FarmBoard
from calculator.agricola.fencing import (
    PastureOption, affordable, next_cells, option_for, pasture_option, pasture_options, pasture_step,
)
from calculator.agricola.game import new_game


def farms() -> list[FarmBoard]:
    """The start farm and the fenced farms of a few random 2-player games (pastures to subdivide)."""
    found = [FarmBoard.start()]
    rng = random.Random(3)
    for seed in range(4):
        state = new_game(seed, 2)
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))
        found += [player.board for player in state.players if player.board.fences]
    return found


@pytest.mark.parametrize("budget", [1, 4, 8, 15])
def test_a_named_pasture_is_offered_exactly_when_an_affordable_option_has_those_cells(budget):
    for farm in farms():
        blocked = farm.rooms | farm.fields
        options = affordable(pasture_options(blocked, farm.fences), budget)
        asked = {option.cells for option in options} | {(0,), (3, 1), (0, 0), (14,), (0, 1, 2, 3, 4, 9, 14)}
        for cells in asked:
            assert pasture_option(blocked, farm.fences, budget, cells) == option_for(options, cells), cells


@pytest.mark.parametrize("budget", [2, 6, 15])
def test_the_next_cells_of_a_pasture_being_named_follow_the_affordable_options(budget):
    for farm in farms():
        blocked = farm.rooms | farm.fields
        options = affordable(pasture_options(blocked, farm.fences), budget)
        prefixes = {()} | {option.cells[:k] for option in options for k in (1, len(option.cells))}
        for prefix in prefixes:
            assert pasture_step(blocked, farm.fences, budget, prefix) == next_cells(options, prefix), prefix


EXAMPLE = PastureOption((0, 1), 0b11, 0b1011, 3)


@pytest.mark.parametrize("how", [copy.copy, copy.deepcopy, lambda option: pickle.loads(pickle.dumps(option))],
                         ids=["copy", "deepcopy", "pickle"])
def test_a_pasture_option_copies_and_pickles_as_an_equal_record(how):
    again = how(EXAMPLE)
    assert type(again) is PastureOption and again == EXAMPLE and hash(again) == hash(EXAMPLE)
    assert repr(again) == repr(EXAMPLE)


def test_a_pasture_option_sets_its_fields_in_order_by_keyword_too_and_refuses_assignment():
    assert [getattr(EXAMPLE, f.name) for f in dataclasses.fields(PastureOption)] == [(0, 1), 0b11, 0b1011, 3]
    assert PastureOption(cells=(0, 1), mask=0b11, new_fences=0b1011, cost=3) == EXAMPLE
    with pytest.raises(dataclasses.FrozenInstanceError):
        EXAMPLE.cost = 2  # type: ignore[misc]
