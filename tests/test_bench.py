"""The benchmark scripts run and print the figures they promise (tiny sizes: no timing is asserted)."""

import importlib
import json
import re
import subprocess
import sys
from pathlib import Path

from calculator import games

BENCH = Path(__file__).resolve().parent.parent / "bench"
PACKAGED = [importlib.import_module(package).GAME.INFO.name for package in games.PACKAGES]


def test_simulate_bench_reports_the_best_median_and_slowest_pass_of_new_games():
    out = subprocess.run([sys.executable, str(BENCH / "simulate.py"), "--game", "hens", "--games", "6",
                          "--repeats", "3", "--search-games", "0"], capture_output=True, text=True, check=True).stdout
    found = re.search(r"random vs random, 6 new games on one core: ([\d.]+) games/s \(goal 500\); "
                      r"best of 3 passes of new games, median ([\d.]+), slowest ([\d.]+)", out)
    assert found, out
    best, median, slowest = map(float, found.groups())
    assert best >= median >= slowest > 0
    assert "actions per game: mean" in out


def test_cli_bench_reports_the_median_and_95th_percentile_wall_time():
    out = subprocess.run([sys.executable, str(BENCH / "cli.py"), "--runs", "3"],
                         capture_output=True, text=True, check=True).stdout
    found = re.search(r"agricalc score examples/acbas.json: 3 runs, p50 ([\d.]+) s, p95 ([\d.]+) s, "
                      r"min ([\d.]+) s \(goal p50 < 0.3 s\)", out)
    assert found, out
    median, high, least = map(float, found.groups())
    assert high >= median >= least > 0


def test_cli_bench_refuses_a_failing_command_with_exit_2():
    run = subprocess.run([sys.executable, str(BENCH / "cli.py"), "--runs", "1", "score", "no-such-file.json"],
                         capture_output=True, text=True)
    assert run.returncode == 2
    assert "exited with status 2" in run.stderr


def test_cards_bench_reports_score_and_capacity_times_per_solver():
    out = subprocess.run([sys.executable, str(BENCH / "cards.py"), "--documents", "3", "--cpsat-documents", "2"],
                         capture_output=True, text=True, check=True).stdout
    rows = [line.split() for line in out.splitlines()[1:]]
    assert [(row[0], row[-5]) for row in rows if row[0] == "score"] == [("score", "exact"), ("score", "cpsat")]
    assert any(row[:2] == ["heaviest", "capacity"] for row in rows)
    assert all(float(value) >= 0 for row in rows for value in row[-3:])


def test_adapters_bench_prints_games_per_second_through_every_framework():
    out = subprocess.run([sys.executable, str(BENCH / "adapters.py"), "--games", "1"],
                         capture_output=True, text=True, check=True).stdout
    for game in PACKAGED:  # the bench runs in a process of its own: the packaged games
        found = re.search(rf"^{game}" + r"\s+([\d.]+)" * 6 + "$", out, re.M)  # five rates, an MCTS move
        assert found, out
        assert all(float(x) > 0 for x in found.groups())


def test_tune_weights_bench_prints_every_match_and_the_weights_found():
    out = subprocess.run([sys.executable, str(BENCH / "tune_weights.py"), "--games", "2", "--rounds", "1",
                          "--workers", "1"], capture_output=True, text=True, check=True).stdout
    assert re.search(r"round 1: greedy@hand_fit=0\.375\s+ahead in\s+[\d.]+% of 2 against greedy", out), out
    assert "weights found in" in out and "defaults: hand_fit=0.25, growth=0.5" in out


def test_tune_weights_cem_prints_each_generation_and_checks_the_weights_found():
    out = subprocess.run([sys.executable, str(BENCH / "tune_weights.py"), "--method", "cem", "--game", "acbas",
                          "--generations", "1", "--population", "2", "--games", "2"],
                         capture_output=True, text=True, check=True).stdout
    assert re.search(r"^generation 1: best margin [+-][\d.]+, mean's [+-][\d.]+; new mean wood=", out, re.M), out
    assert re.search(r"ahead in \d+% of 4 seat-balanced games, mean margin [+-][\d.]+ points", out), out


def test_tune_weights_cma_tunes_the_mean_score_against_the_named_bots_and_checks_it():
    out = subprocess.run([sys.executable, str(BENCH / "tune_weights.py"), "--method", "cma", "--game", "acbas",
                          "--against", "greedy", "--generations", "1", "--population", "3", "--games", "2",
                          "--opening", "3", "--workers", "1"], capture_output=True, text=True, check=True).stdout
    assert re.search(r"^generation 1: best mean score [\d.-]+ \(margin [+-][\d.]+\), population's [\d.-]+; "
                     r"new mean wood=", out, re.M), out
    assert re.search(r"against greedy over 8 new games each: mean score [\d.-]+ \(margin [+-][\d.]+\); "
                     r"the weights before [\d.-]+", out), out


def test_bots_bench_prints_win_rates_scores_and_cpu_per_move_with_intervals():
    out = subprocess.run([sys.executable, str(BENCH / "bots.py"), "--game", "acbas", "--pairs", "greedy/random",
                          "--games", "2", "--json"], capture_output=True, text=True, check=True).stdout
    result = json.loads(out)
    assert result["games"] == 2 and result["win_rate"] == 1.0 and result["win_rate_ci95"][1] == 1.0
    assert result["mean_score"]["greedy"] > result["mean_score"]["random"]
    assert set(result["cpu_seconds_per_move"]["greedy"]) == {"moves", "p50", "p95"}
    assert result["cpu_seconds_per_move"]["greedy"]["p95"] >= result["cpu_seconds_per_move"]["greedy"]["p50"] > 0


def test_bots_bench_summarizes_the_games_a_stopped_progress_run_wrote(tmp_path):
    run = subprocess.run([sys.executable, str(BENCH / "bots.py"), "--game", "acbas", "--pairs", "greedy/random",
                          "--games", "2", "--opening", "3", "--progress", "--json"],
                         capture_output=True, text=True, check=True)
    log = tmp_path / "progress.txt"
    log.write_text(run.stderr.splitlines()[0] + "\n")  # stopped after its first game
    out = subprocess.run([sys.executable, str(BENCH / "bots.py"), "--game", "acbas", "--pairs", "greedy/random",
                          "--read", str(log), "--json"], capture_output=True, text=True, check=True).stdout
    partial, whole = json.loads(out), json.loads(run.stdout)
    assert (partial["bot"], partial["opponent"], partial["games"], whole["games"]) == ("greedy", "random", 1, 2)
    assert partial["cpu_seconds_per_move"]["greedy"]["moves"] > 0
    empty = tmp_path / "empty.txt"
    empty.write_text("")
    failed = subprocess.run([sys.executable, str(BENCH / "bots.py"), "--game", "acbas", "--pairs", "greedy/random",
                             "--read", str(empty)], capture_output=True, text=True)
    assert failed.returncode == 2 and "no game of greedy against random" in failed.stderr


def test_determinism_bench_prints_the_same_hash_for_the_same_games():
    command = [sys.executable, str(BENCH / "determinism.py"), "--random", "2", "--greedy", "1", "--mcts", "0",
               "--game", "acbas", "--game", "hens", "--players", "2"]
    first, again = (subprocess.run(command, capture_output=True, text=True, check=True).stdout for _ in range(2))
    lines = first.splitlines()
    assert [line.split(":")[0] for line in lines] == ["acbas 2 players", "hens 2 players"]
    assert all(re.fullmatch(r"\w+ 2 players: [0-9a-f]{16} \(2 random, 1 greedy, 0 mcts games; \d+ actions\)", line)
               for line in lines), first
    assert first == again


def test_costs_bench_prints_each_bots_cost_per_decision_and_turn_beside_the_table():
    out = subprocess.run([sys.executable, str(BENCH / "costs.py"), "--game", "acbas", "--seconds", "0.01",
                          "--budget", "2", "--best-budget", "2"], capture_output=True, text=True, check=True).stdout
    rows = [line.split() for line in out.splitlines()[1:] if not line.startswith("#")]
    assert [row[2] for row in rows] == ["random", "greedy", "mcts:2", "best:2"]
    assert re.search(r"^# acbas 2 players: best_iteration [0-9.]+ ms \(2 iterations a move\)$", out, re.M)
    assert all(row[:2] == ["acbas", "2"] and float(row[3]) > 0 and int(row[7]) >= 1 for row in rows)


def test_hens_oracle_plays_seat_balanced_games_and_reads_back_what_it_wrote(tmp_path):
    log = tmp_path / "oracle.log"
    out = subprocess.run([sys.executable, str(BENCH / "hens_oracle.py"), "--pairs", "oracle/random", "--games", "2",
                          "--progress", str(log)], capture_output=True, text=True, check=True).stdout
    assert re.search(r"oracle against random \(2 players\): oracle wins 100\.0% .* of 2 seat-balanced games", out)
    assert [json.loads(line)["seats"] for line in log.read_text().splitlines()] == [["oracle", "random"],
                                                                                 ["random", "oracle"]]
    again = subprocess.run([sys.executable, str(BENCH / "hens_oracle.py"), "--pairs", "oracle/random", "--read",
                            str(log)], capture_output=True, text=True, check=True).stdout
    assert again.splitlines()[0] == out.splitlines()[0]


def test_hens_value_fit_prints_its_held_out_fit_and_the_weights_as_a_bot_spec():
    out = subprocess.run([sys.executable, str(BENCH / "hens_value.py"), "--games", "4", "--runner-up", "0.5"],
                         capture_output=True, text=True, check=True).stdout
    assert re.search(r"^\d+ positions from 4 games", out)
    assert re.search(r"runner_up=0.5: held-out R\^2 -?\d+\.\d+; .* greedy@rooster=[\d.]+\+growth=", out)
    assert "coefficients: provisional" in out
