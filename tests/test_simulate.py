"""``agricalc simulate``: records, determinism across workers and backends, output files, --verify."""

from __future__ import annotations

import io
import json
import sys

import pytest

from calculator import games
from calculator.acbas import game as acbas_game
from calculator.cli import main
from calculator.core import simulate as sim
from calculator.core.protocol import chance, replay

RECORD_KEYS = {"index", "seed", "bots", "scores", "winners", "actions"}
SUMMARY_KEYS = {"game", "games", "bots", "seed", "mean_scores", "win_rates", "games_per_second", "verified"}


def cli(*argv: str) -> int:
    return main(["simulate", *argv])


# ---------------------------------------------------------------- one game


def test_play_game_record():
    record = sim.play_game("acbas", ["random", "greedy"], 5, 3)
    assert set(record) == RECORD_KEYS
    assert record["index"] == 3
    assert record["seed"] == sim.game_seed(5, 3) == chance(5, 3, "game").getrandbits(32)
    assert record["bots"] == ["random", "greedy"]
    assert len(record["scores"]) == 2 and record["winners"] in ([0], [1])
    assert record["actions"] > 48  # at least the 48 worker placements
    assert sim.play_game("acbas", ["random", "greedy"], 5, 3) == record


def test_a_game_replays_from_its_seed_and_the_bots_rngs():
    record = sim.play_game("acbas", ["random", "random"], 8, 0)
    from calculator.acbas.game import new_game

    state, log = new_game(record["seed"]), []
    rngs = [sim.bot_rng(record["seed"], seat) for seat in range(2)]
    while not state.is_terminal:
        actions = state.legal_actions()
        action = actions[rngs[state.current_player].randrange(len(actions))]
        log.append(action.id)
        state = state.apply(action)
    assert len(log) == record["actions"]
    assert list(replay(new_game(record["seed"]), log).returns()) == record["scores"]


def test_an_opening_is_random_decisions_drawn_from_the_game_seed_alone():
    from calculator.acbas.game import new_game

    start = new_game(11)
    opened = sim.opened(start, 4, 11)
    rng, state = chance(11, 0, "opening"), start
    for _ in range(4):
        actions = state.legal_actions()
        state = state.apply(actions[rng.randrange(len(actions))])
    assert opened == state
    assert sim.opened(start, 0, 11) is start


def test_deterministic_bots_meet_different_games_after_random_openings():
    plain = {tuple(sim.play_game("acbas", ["greedy", "greedy"], 1, i)["scores"]) for i in range(4)}
    opened = {tuple(sim.play_game("acbas", ["greedy", "greedy"], 1, i, opening=4)["scores"]) for i in range(4)}
    assert len(plain) <= 2, "ACBAS's only chance is who starts"
    assert len(opened) > 2
    assert sim.play_game("acbas", ["greedy", "random"], 1, 2, opening=4) == sim.play_game(
        "acbas", ["greedy", "random"], 1, 2, opening=4)


# ---------------------------------------------------------------- many games


def test_same_records_for_one_or_two_workers():
    one, summary_one = sim.simulate("acbas", ["random", "random"], 6, 11, workers=1)
    two, summary_two = sim.simulate("acbas", ["random", "random"], 6, 11, workers=2)
    assert one == two
    assert [r["index"] for r in one] == list(range(6))
    assert summary_one["mean_scores"] == summary_two["mean_scores"]


def test_same_records_on_ray_as_locally():
    pytest.importorskip("ray")
    local, _ = sim.simulate("acbas", ["random", "random"], 4, 21)
    remote, summary = sim.simulate("acbas", ["random", "random"], 4, 21, workers=2, backend="ray")
    assert remote == local
    assert summary["backend"] == "ray"


def test_summary_counts_a_shared_win_for_each_winner():
    records = [
        {"scores": [10, 4], "winners": [0], "actions": 100},
        {"scores": [7, 7], "winners": [0, 1], "actions": 90},
    ]
    summary = sim.summarize("acbas", ["a", "b"], 1, records, 2.0)
    assert summary["mean_scores"] == [8.5, 5.5]
    assert summary["win_rates"] == [1.0, 0.5]
    assert summary["games_per_second"] == 1.0
    assert summary["mean_actions"] == 95


# ---------------------------------------------------------------- the command


def test_json_summary_and_jsonl_records(tmp_path, capsys):
    out = tmp_path / "games.jsonl"
    assert cli("--game", "acbas", "--bots", "random,random", "--games", "3", "--seed", "4",
               "--json", "--out", str(out)) == 0
    captured = capsys.readouterr()
    summary = json.loads(captured.out)
    assert SUMMARY_KEYS <= set(summary)
    assert [summary[k] for k in ("game", "games", "bots", "seed")] == ["acbas", 3, ["random", "random"], 4]
    assert len(summary["mean_scores"]) == len(summary["win_rates"]) == 2
    assert all(0 <= rate <= 1 for rate in summary["win_rates"])
    assert summary["verified"] == 0
    assert captured.err == ""  # no progress bar when stderr is not a terminal
    lines = out.read_text().splitlines()
    records = [json.loads(line) for line in lines]
    assert [r["index"] for r in records] == [0, 1, 2]
    assert all(set(r) == RECORD_KEYS for r in records)
    assert records == sim.simulate("acbas", ["random", "random"], 3, 4)[0]


def test_summary_table(capsys):
    assert cli("--game", "acbas", "--bots", "random,greedy", "--games", "2", "--seed", "1") == 0
    text = capsys.readouterr().out
    assert "acbas: 2 games, seed 1" in text
    assert "mean score" in text and "win rate" in text
    assert "greedy" in text


def test_verify_passes_on_real_games(capsys):
    assert cli("--game", "acbas", "--bots", "random,random", "--games", "3", "--seed", "2", "--verify", "--json") == 0
    assert json.loads(capsys.readouterr().out)["verified"] == 3


def engine_score_wrong_by(monkeypatch, points: int) -> None:
    """The ACBAS engine scores every farm ``points`` off (its scoring function patched where the
    state reads it: the state's class is native in the compiled build, its methods fixed)."""
    true_breakdown = acbas_game.breakdown
    monkeypatch.setattr(acbas_game, "breakdown",
                        lambda tally, supply, herd: {**true_breakdown(tally, supply, herd), "wrong": points})


def test_verify_fails_loudly_when_the_engine_score_is_wrong(monkeypatch, capsys):
    engine_score_wrong_by(monkeypatch, 1)
    assert cli("--game", "acbas", "--bots", "random,random", "--games", "2", "--seed", "2", "--verify") == 1
    err = capsys.readouterr().err
    seed = sim.game_seed(2, 0)
    assert f"verification failed for game 0 (seed {seed})" in err
    assert "calculator.score gives" in err


def test_a_failed_verification_comes_back_from_a_worker_as_a_message(monkeypatch):
    engine_score_wrong_by(monkeypatch, -1)
    records, failure = sim._play_chunk("acbas", [(["random", "random"], 0), (["random", "random"], 1)], 2, True)
    assert records == [] and failure.startswith(f"verification failed for game 0 (seed {sim.game_seed(2, 0)})")


class FakeTerminal(io.StringIO):
    def isatty(self) -> bool:
        return True


def test_progress_bar_only_on_a_terminal(monkeypatch, capsys):
    terminal = FakeTerminal()
    monkeypatch.setattr(sys, "stderr", terminal)
    assert cli("--game", "acbas", "--bots", "random,random", "--games", "3") == 0
    assert "0/3 [" in terminal.getvalue() and "game/s" in terminal.getvalue()


def test_plot_writes_a_png(tmp_path):
    path = tmp_path / "scores.png"
    assert cli("--game", "acbas", "--bots", "random,random", "--games", "3", "--plot", str(path)) == 0
    assert path.read_bytes()[:8] == b"\x89PNG\r\n\x1a\n"


@pytest.mark.parametrize("argv, message", [
    (["--game", "chess", "--bots", "random,random"], f"--game: must be one of {', '.join(games.names())}; got 'chess'"),
    (["--game", "acbas", "--bots", "random,clever"], "unknown bot 'clever'"),
    (["--game", "acbas", "--bots", "random"], "played by 2 players, got 1"),
    (["--game", "acbas", "--bots", "random,random,random"], "played by 2 players, got 3"),
    (["--game", "acbas", "--bots", "random,,random"], "needs bot names separated by commas"),
    (["--game", "acbas", "--bots", "random,random", "--games", "0"], "--games: must be at least 1"),
    (["--game", "acbas", "--bots", "random,random", "--workers", "0"], "--workers: must be at least 1"),
    (["--game", "acbas", "--bots", "random,random", "--address", "x:1"], "--address: is only for --backend ray"),
])
def test_bad_arguments_exit_2_with_a_message(argv, message, capsys):
    assert cli(*argv) == 2
    assert message in capsys.readouterr().err


def test_missing_ray_exits_2_saying_how_to_install(monkeypatch, capsys):
    monkeypatch.setitem(sys.modules, "ray", None)  # makes "import ray" fail
    assert cli("--game", "acbas", "--bots", "random,random", "--games", "1", "--backend", "ray") == 2
    assert "pip install 'agricalc[ray]'" in capsys.readouterr().err


def test_missing_required_option_is_an_argparse_error():
    with pytest.raises(SystemExit) as exc:
        cli("--game", "acbas")
    assert exc.value.code == 2


def test_never_more_workers_than_games_or_cpus(monkeypatch):
    started = []
    real = sim._backend

    def backend(name, workers, address):
        started.append(workers)
        return real(name, 1, address)  # play them here: the test counts the workers asked for

    monkeypatch.setattr(sim, "_backend", backend)
    records, summary = sim.simulate("acbas", ["random", "random"], 3, 5, workers=100000)
    assert len(records) == 3 and started == [summary["workers"]]
    assert started[0] <= 3 and started[0] <= sim.MAX_WORKERS["local"]
    assert sim.workers_used(100000, 10**6, "local") == sim.MAX_WORKERS["local"]
    assert sim.workers_used(2, 1) == 1


def test_the_worker_cap_is_in_the_help(capsys):
    with pytest.raises(SystemExit):
        cli("--help")
    assert "never more than the games played" in " ".join(capsys.readouterr().out.split())


def test_a_bots_draws_are_the_numbers_chance_draws():
    """bot_rng draws randrange(n) its own way (core/draws.py): the same numbers as chance's rng,
    whatever else is drawn between them, and the same state after."""
    for seed in range(30):
        ours, theirs = sim.bot_rng(seed, seed % 4), chance(seed, seed % 4, "bot")
        for bound in (1, 2, 3, 7, 8, 100, 2**40 + 3):
            assert [ours.randrange(bound) for _ in range(20)] == [theirs.randrange(bound) for _ in range(20)]
            assert ours.randrange(2, 9) == theirs.randrange(2, 9)
            assert ours.randrange(0, 30, 4) == theirs.randrange(0, 30, 4)
            assert ours.choice("abcdefg") == theirs.choice("abcdefg")
        assert ours.getstate() == theirs.getstate()
        with pytest.raises(ValueError):
            ours.randrange(0)
