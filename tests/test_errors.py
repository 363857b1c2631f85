"""Calculator errors keep what they say when located, copied or sent to another process."""

from __future__ import annotations

import copy
import pickle

import pytest

from calculator.core.protocol import IllegalAction
from calculator.errors import AnimalsDoNotFit, InvalidDocument, RuleViolation

BEST = {"fits": False, "release": {"sheep": 1}}
ERRORS = [
    InvalidDocument("unknown token 'X'", where="farm cell (0, 1)"),
    RuleViolation("found 2 houses"),
    AnimalsDoNotFit("the farm cannot hold all the animals", best=BEST),  # a keyword-only argument
    IllegalAction("'space:nowhere' is not a legal action"),
]


def same(a, b) -> bool:
    return type(a) is type(b) and a.args == b.args and vars(a) == vars(b) and str(a) == str(b)


@pytest.mark.parametrize("error", ERRORS, ids=lambda e: type(e).__name__)
def test_an_error_copies_and_pickles_whatever_its_constructor(error):
    for copied in (copy.copy(error), copy.deepcopy(error), pickle.loads(pickle.dumps(error))):
        assert same(copied, error)


@pytest.mark.parametrize("error", ERRORS, ids=lambda e: type(e).__name__)
def test_an_error_located_inside_a_player_keeps_its_kind_and_details(error):
    located = error.within("players[1]")
    assert type(located) is type(error) and located.detail == error.detail
    assert located.where == ("players[1] " + error.where if error.where else "players[1]")
    assert str(located) == f"{located.where}: {error.detail}"
    assert error.where != located.where  # the original is unchanged
    if isinstance(error, AnimalsDoNotFit):
        assert located.best == BEST
