"""bench/paired.py: two bots compared on the same deals, game by game."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent.parent / "bench"))

from paired import paired  # noqa: E402


def record(seats: list[str], scores: list[int]) -> dict:
    best = max(scores)
    return {"seats": seats, "scores": scores, "winners": [i for i, s in enumerate(scores) if s == best], "seconds": []}


def test_four_player_games_pair_by_deal_and_seat_with_scores_margins_and_shared_wins():
    g = "greedy"
    new = [record(["b:60", g, g, g], [20, 10, 5, 5]), record([g, "b:60", g, g], [12, 12, 3, 1])]
    old = [record(["b", g, g, g], [18, 19, 5, 5]), record([g, "b", g, g], [9, 12, 3, 1])]
    found = paired(new, old)
    assert (found["games"], found["new"], found["old"], found["difference"]) == (2, 16.0, 15.0, 1.0)
    assert (found["new_margin"], found["old_margin"]) == ((10 + 0) / 2, (-1 + 3) / 2)
    assert (found["new_wins"], found["old_wins"]) == ((1 + 0.5) / 2, (0 + 1) / 2), "a shared win counts its share"


def test_games_whose_compared_bot_sits_in_another_seat_do_not_pair():
    g = "greedy"
    with pytest.raises(ValueError, match="seatings"):
        paired([record(["b:60", g, g, g], [1, 0, 0, 0])], [record([g, "b", g, g], [0, 1, 0, 0])])
