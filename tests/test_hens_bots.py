"""The Hens bots: today's bots (issue #26's baselines) replay move for move; the evaluation's terms."""

from __future__ import annotations

import hashlib
import json
from collections import Counter

import pytest

from calculator.core.simulate import play_game
from calculator.hens import bots as hens_bots
from calculator.hens.game import new_game

# Issue #26's names for the Hens bots of the day it was filed: every weight written out.
OLD_HENS = "hand_fit=0.25+growth=0.5+join=0.6+runner_up=0.5+rooster=1+pile=0.3"


def taken_hash(bots: list[str]) -> tuple[str, list[float]]:
    """A short hash of every action of game 0 of seed 5 between ``bots``, and the scores."""
    record = play_game("hens", bots, 5, 0, details=True)
    return hashlib.sha256(json.dumps(record["taken"]).encode()).hexdigest()[:16], record["scores"]


@pytest.mark.parametrize("bots, expected", [
    ([f"greedy@{OLD_HENS}"] * 2, ("be8b2e8b920cab30", [20, 21])),
    pytest.param([f"mcts:300@{OLD_HENS}", f"greedy@{OLD_HENS}"], ("233b8e6eff4d28ff", [15, 21]),
                 marks=pytest.mark.slow),
])
def test_todays_hens_bots_named_by_their_weights_play_as_on_the_day_issue_26_was_filed(bots, expected):
    assert taken_hash(bots) == expected


def test_unseen_breeds_count_the_deck_the_other_hand_and_the_others_coops():
    state = new_game(3, 2)
    for _ in range(40):  # some turns in: cards in grids, piles and hands
        state = state.apply(state.legal_actions()[0])
    seat = state.current_player
    hidden = list(state.deck) + list(state.hands[1 - seat]) + [card for _, card in state.yards[1 - seat].coops()]
    expected = Counter(state.table.breeds[card] for card in hidden)
    unseen = hens_bots.unseen_breeds(state, seat)
    assert {breed: n for breed, n in unseen.items() if n} == dict(expected)
    assert not set(unseen) & set(state.setup.removed_breeds)


def test_supply_is_nothing_for_a_breed_no_unseen_card_is_left_of():
    state = new_game(3, 2)
    for _ in range(40):
        state = state.apply(state.legal_actions()[0])
    seat = state.current_player
    unseen = hens_bots.unseen_breeds(state, seat)
    assert hens_bots.supply(state, seat, unseen) > 0
    assert hens_bots.supply(state, seat, dict.fromkeys(unseen, 0) | {"X": 1}) == 0


def test_the_oracle_finds_a_turn_ending_at_least_as_good_as_greedy_steps():
    import sys
    from pathlib import Path

    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))
    from bench.hens_oracle import Oracle, make

    from calculator.core.bots import finish_turn

    oracle = make("oracle")
    assert isinstance(oracle, Oracle) and oracle.exhaustive
    state = new_game(4, 2)
    for _ in range(12):  # into round 2: both draw sources open
        state = state.apply(state.legal_actions()[0])
    seat = state.current_player
    greedy_end = finish_turn(state, seat, oracle.evaluate)
    assert oracle._best_ending(state, seat) >= oracle.evaluate(greedy_end, seat)
