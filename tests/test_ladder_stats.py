"""`agricalc ladder` (seat-balanced matches, OpenSkill ratings, head to head) and `agricalc stats`."""

from __future__ import annotations

import doctest
import json
import statistics
from collections import Counter

import pytest

from calculator.cli import main
from calculator.core import ladder, stats


def test_ladder_matches_put_every_bot_in_every_seat_equally_often_on_the_same_deals():
    planned = ladder.matches(["a", "b", "c"], 2, 5)  # 5 games per pair: rounded up to 3 deals x 2 seatings
    assert len(planned) == 3 * 6
    seats = Counter((seat, bot) for bots, _ in planned for seat, bot in enumerate(bots))
    assert set(seats.values()) == {6}
    deals = Counter(index for _, index in planned)
    assert set(deals.values()) == {2}  # each deal played in both seat orders
    by_deal = {}
    for bots, index in planned:
        by_deal.setdefault(index, []).append(tuple(bots))
    assert all(sorted(orders) == sorted([orders[0], orders[0][::-1]]) for orders in by_deal.values())
    three = ladder.matches(["a", "b", "c", "d"], 3, 3)
    assert len(three) == 4 * 3 and Counter(bots[0] for bots, _ in three) == {b: 3 for b in "abcd"}


def test_ranks_put_the_winners_first_then_the_scores_and_share_equal_places():
    assert ladder.ranks({"scores": [10, 12, 12], "winners": [1, 2]}) == [1, 0, 0]
    assert ladder.ranks({"scores": [10, 10, 3], "winners": [1]}) == [1, 0, 2]  # a tie-break decided it
    assert ladder.ranks({"scores": [5, 9, 7], "winners": [1]}) == [2, 0, 1]


def test_wilson_interval_and_docstring_examples():
    assert doctest.testmod(ladder).failed == 0
    low, high = ladder.wilson(1.0, 10)
    assert high == pytest.approx(1.0) and 0.69 < low < 0.73
    assert ladder.wilson(0.0, 0) == (0.0, 1.0)
    for n in range(1, 60):  # the interval holds the proportion itself, rounding and all
        for k in range(2 * n + 1):
            low, high = ladder.wilson(k / (2 * n), n)
            assert low <= k / (2 * n) <= high


def test_ladder_is_deterministic_rates_the_stronger_bot_higher_and_counts_head_to_head():
    records, summary = ladder.ladder("acbas", ["random", "greedy"], 6, seed=3)
    again, _ = ladder.ladder("acbas", ["random", "greedy"], 6, seed=3, workers=2)
    assert again == records and len(records) == 6
    assert [row["bot"] for row in summary["ratings"]] == ["greedy", "random"]
    best, worst = summary["ratings"]
    assert best["mu"] > worst["mu"] and best["games"] == worst["games"] == 6
    (pair,) = summary["head_to_head"]
    assert (pair["bot"], pair["opponent"], pair["games"]) == ("random", "greedy", 6)
    ahead = sum(1 for r in records if ladder.ranks(r)[r["bots"].index("random")] == 0
                and len(set(ladder.ranks(r))) > 1)
    assert pair["wins"] == ahead and pair["ci95"][0] <= pair["win_rate"] <= pair["ci95"][1]


def test_ladder_command_prints_ratings_writes_json_and_a_plot(tmp_path, capsys):
    picture = tmp_path / "ladder.png"
    assert main(["ladder", "--game", "hens", "--bots", "random,greedy,mcts:4", "--games", "2", "--json",
                 "--plot", str(picture)]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["games"] == 6 and {row["bot"] for row in summary["ratings"]} == {"random", "greedy", "mcts:4"}
    assert picture.read_bytes().startswith(b"\x89PNG")
    assert main(["ladder", "--game", "acbas", "--bots", "random,greedy", "--games", "2"]) == 0
    assert "mu-3sigma" in capsys.readouterr().out


def test_ladder_gives_each_bot_s_mean_score_with_its_95_percent_interval():
    records, summary = ladder.ladder("hens", ["random", "greedy", "best:4"], 2, seed=5)
    for row in summary["ratings"]:
        scores = [r["scores"][seat] for r in records for seat, bot in enumerate(r["bots"]) if bot == row["bot"]]
        assert len(scores) == 4 and row["mean_score"] == pytest.approx(sum(scores) / 4)
        low, high = row["mean_score_ci95"]
        assert low <= row["mean_score"] <= high and (low < high or len(set(scores)) == 1)
    assert "mean score" in ladder.table(summary)


@pytest.mark.parametrize("argv, message", [
    (["--bots", "random,random"], "bots: each bot may be listed once"),
    (["--bots", "random"], "bots: a ladder of 2-player games needs at least 2 bots"),
    (["--bots", "random,genius"], "bots: unknown bot 'genius'"),
    (["--bots", "random,greedy", "--games", "0"], "games: must be at least 1"),
    (["--bots", "random,greedy", "--players", "0"], "players: Agricola: All Creatures Big and Small is played by 2"),
])
def test_ladder_bad_arguments_exit_2_with_a_message(argv, message, capsys):
    assert main(["ladder", "--game", "acbas", *argv]) == 2
    assert message in capsys.readouterr().err


def test_stats_counts_win_rates_and_scores_by_turn_position_and_actions_by_round():
    records = [  # two 2-player games; seat 1 started the first, seat 0 the second
        {"scores": [10, 14], "winners": [1], "first": 1, "taken": [[1, 1, "space:wood3"], [2, 0, "space:wood3"]]},
        {"scores": [8, 8], "winners": [0, 1], "first": 0, "taken": [[1, 0, "space:stone1"], [2, 1, "done"]]},
    ]
    summary = stats.summarize("acbas", 2, ["greedy", "greedy"], 0, records, ["space"])
    assert [row["win_rate"] for row in summary["win_rate_by_position"]] == [0.75, 0.25]
    assert [row["mean"] for row in summary["scores_by_position"]] == [11.0, 9.0]
    assert summary["taken_per_round"] == {"space:wood3": [0.5, 0.5], "space:stone1": [0.5, 0.0]}
    assert "space:millpond" in summary["never_taken"] and "done" not in summary["never_taken"]


def test_a_family_game_s_never_taken_spaces_are_its_own_not_the_card_game_s():
    # The family game has no card-game side of a space ("space:lessons") and no card that is a
    # space; its round cards and green cards are on its own list.
    records = [{"scores": [10, 14, 9], "winners": [1], "first": 0, "taken": [[1, 0, "space:wood"], [1, 1, "space:day"]]}]
    family = stats.summarize("agricola", 3, ["greedy"] * 3, 0, records, ["space"])["never_taken"]
    cards = stats.summarize("agricola", 3, ["greedy"] * 3, 0, records, ["space"], {"decks": ("E", "I", "K")})
    assert "space:resource1" in family and "space:renovate_fences" in family
    assert "space:lessons" not in family and "space:day_laborer" not in family
    assert not any(action_id.startswith("space:E") or action_id.startswith("space:I") for action_id in family)
    assert "space:lessons" in cards["never_taken"] and "space:wood" not in cards["never_taken"]


def test_the_family_game_s_ids_are_the_first_of_the_card_game_s_in_the_same_order():
    from calculator import games
    from calculator.agricola import actions

    for players in range(1, 6):
        family = games.playable_action_ids("agricola", players, {})
        assert family == actions.action_ids(players)[:len(family)] == actions.family_action_ids(players)
        assert games.playable_action_ids("agricola", players, {"decks": ("E",)}) == actions.action_ids(players)
        assert not any(actions.parse(action_id)[0] in ("occupation", "minor", "use", "draft") for action_id in family)
    assert games.playable_action_ids("acbas", 2) == games.action_ids("acbas", 2)


def test_stats_gives_intervals_on_mean_scores_of_independent_games():
    records = [{"scores": [a, b], "winners": [0 if a > b else 1], "first": k % 2, "taken": [[1, 0, f"space:{k}"]]}
               for k, (a, b) in enumerate([(10, 4), (12, 6), (14, 9), (16, 7)])]
    summary = stats.summarize("acbas", 2, ["random"], 0, records, ["space"])
    assert summary["distinct_games"] == 4 and summary["warning"] is None
    for row in summary["scores_by_position"]:
        low, high = row["mean_ci95"]
        assert low < row["mean"] < high
    first = [10, 6, 14, 7]  # position 0's scores: seat 0's in the even games, seat 1's in the odd
    half = 3.182 * statistics.stdev(first) / 2  # t(0.975, 3 degrees of freedom) from the tables
    assert summary["scores_by_position"][0]["mean_ci95"] == pytest.approx([9.25 - half, 9.25 + half], abs=0.02)
    assert all(row["ci95"] for row in summary["win_rate_by_position"])
    assert stats.mean_interval([5.0]) is None


def test_stats_warns_and_gives_no_interval_when_games_repeat_move_for_move():
    game = {"scores": [10, 14], "winners": [1], "first": 1, "taken": [[1, 1, "space:wood3"]]}
    other = {"scores": [9, 8], "winners": [0], "first": 0, "taken": [[1, 0, "space:wood3"]]}
    summary = stats.summarize("acbas", 2, ["greedy"], 0, [game, other, dict(game), dict(other)], ["space"])
    assert summary["distinct_games"] == 2 and "only 2 of the 4 games differ" in summary["warning"]
    assert all(row["ci95"] is None for row in summary["win_rate_by_position"])
    assert all(row["mean_ci95"] is None for row in summary["scores_by_position"])
    text = stats.table(summary)
    assert "warning: only 2 of the 4 games differ" in text and "%" not in text.split("\n")[4].split()[2]


def test_t_quantiles_match_the_tables():
    assert doctest.testmod(stats).failed == 0
    exact = {1: 12.706, 2: 4.303, 3: 3.182, 4: 2.776, 9: 2.262, 29: 2.045, 120: 1.980}
    for df, value in exact.items():
        assert stats.t_quantile(df) == pytest.approx(value, abs=0.004)


def test_stats_command_reports_and_draws(tmp_path, capsys):
    picture = tmp_path / "stats.png"
    assert main(["stats", "--game", "hens", "--players", "3", "--bots", "greedy", "--games", "3",
                 "--plot", str(picture)]) == 0
    out = capsys.readouterr().out
    assert "position 0 moves first" in out and "draw actions taken per game, by round" in out
    assert main(["stats", "--game", "acbas", "--players", "2", "--bots", "greedy", "--games", "4"]) == 0
    assert "warning: only 2 of the 4 games differ" in capsys.readouterr().out  # ACBAS's only chance: who starts
    assert picture.read_bytes().startswith(b"\x89PNG")
    assert main(["stats", "--game", "acbas", "--players", "2", "--bots", "random", "--games", "2", "--json",
                 "--kinds", "space,build"]) == 0
    summary = json.loads(capsys.readouterr().out)
    assert summary["kinds"] == ["space", "build"] and summary["games"] == 2
    assert sum(summary["taken_per_round"]["space:start_player_wood"]) > 0


@pytest.mark.parametrize("argv, message", [
    (["--players", "2", "--bots", "random", "--kinds", "fly"], "kinds: unknown action kind(s) ['fly']"),
    (["--players", "3", "--bots", "random,random"], "bots: needs one bot, or one per seat (3), got 2"),
    (["--players", "5", "--bots", "random"], "bots: Agricola: All Creatures Big and Small is played by 2"),
])
def test_stats_bad_arguments_exit_2_with_a_message(argv, message, capsys):
    assert main(["stats", "--game", "acbas", "--games", "2", *argv]) == 2
    assert message in capsys.readouterr().err
