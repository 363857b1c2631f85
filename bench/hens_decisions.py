"""Fit the Hens evaluation to decisions: weights that rank a turn's endings as paired rollouts do.

    python bench/hens_decisions.py [--games 60] [--every 3] [--candidates 8] [--rollouts 8] [--seed 31]
                                   [--out FILE] [--read FILE]

Plays ``--games`` self-play games of today's greedy (``TODAY``, with 5% random
decisions so that the positions are not only its own) and, at the start of every
``--every``-th turn of a seat, lists every way to finish that turn on the real
state.  Of those endings, the ``--candidates`` best by today's evaluation (the
last two of them drawn at random from the rest, so that the fit also sees poor
endings) are each played out to the game's end ``--rollouts`` times: each time the
cards the seat cannot see are dealt again (a guessed deal) and every player takes
its best step by today's evaluation until the game ends; the same rollout seeds
for every candidate of a position (common random numbers), so that the luck of
the deal does not decide between them.  A candidate's value is its mean final margin for the seat.

The fit: the evaluation is linear in its weights once the runner-up's share is
fixed (0.5), so each ending has a vector of terms (``bench/hens_value.py``'s: the
seat's minus the rival's, the hand terms the seat's only).  Subtracting each
position's mean from its candidates' values and terms, a least-squares fit of the
values on the terms ranks the endings of a position as the rollouts do; divided by
the provisional score's coefficient, its coefficients are weights for
``greedy@...``.  Prints the fit (its within-position R^2 on a held-out quarter of
the positions, and how often the fitted and today's evaluation pick the rollouts'
best candidate there) and the spec.  ``--out`` keeps the rows (JSON lines) so that
``--read`` can refit without playing.  numpy only; the same seed gives the same data.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from bench.hens_value import TERMS, TODAY, terms  # noqa: E402
from calculator import games  # noqa: E402
from calculator.core.bots import as_seen_by, best_step, make_bot, parse_weights  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed  # noqa: E402
from calculator.hens import bots as hens  # noqa: E402

RUNNER_UP = 0.5  # the runner-up's share, fixed so that the evaluation is linear in the other weights


def endings(state, seat: int, found: dict) -> None:
    """Every distinct state where ``seat``'s turn from ``state`` ends."""
    if state.is_terminal or state.current_player != seat:
        found.setdefault((state.yards[seat], state.hands[seat], state.piles, state.roosters), state)
        return
    for action in state.legal_actions():
        endings(state.apply(action), seat, found)


def played_out(state, seat: int, evaluate, seed: int) -> float:
    """The seat's final margin on one deal guessed from its view (seeded by ``seed``), every player
    then taking its best step by ``evaluate`` until the game ends."""
    state = as_seen_by(state, seat, random.Random(seed))
    while not state.is_terminal:
        state = best_step(state, state.current_player, evaluate)
    scores = state.returns()
    return float(scores[seat] - scores[1 - seat])


def features(state, seat: int) -> list[float]:
    """The evaluation's terms of ``state`` for ``seat``: its own minus the rival's."""
    unseen = hens.unseen_breeds(state, seat)
    mine = terms(state, seat, RUNNER_UP, True, unseen)
    theirs = terms(state, 1 - seat, RUNNER_UP, False, unseen)
    return [a - b for a, b in zip(mine, theirs)]


def positions(index: int, args) -> list[dict]:
    """The rows of game ``index``: per sampled position, each candidate's terms and rollout value."""
    own_seed = game_seed(args.seed, index)
    state = games.new_game("hens", own_seed, 2)
    bot, evaluate = make_bot(f"greedy@{TODAY}", "hens"), games.evaluator("hens", parse_weights(TODAY, TODAY))
    rngs = [bot_rng(own_seed, seat) for seat in range(2)]
    noise = random.Random(own_seed)
    rows, turns = [], [0, 0]
    while not state.is_terminal:
        seat = state.current_player
        if state.step == "draw" and state.draws_made == 0:
            turns[seat] += 1
            if turns[seat] % args.every == index % args.every:
                rows.append(_position(state, seat, evaluate, noise, args, index))
        actions = state.legal_actions()
        if noise.random() < 0.05:
            action = actions[noise.randrange(len(actions))]
        else:
            action = bot.choose(state, rngs[seat])
        state = state.apply(action)
    return [row for row in rows if row is not None]


def _position(state, seat: int, evaluate, noise: random.Random, args, index: int) -> dict | None:
    found: dict = {}
    endings(state, seat, found)
    ranked = sorted(found.values(), key=lambda s: -evaluate(s, seat))
    if len(ranked) < 3:
        return None
    top = ranked[:max(1, args.candidates - 2)]
    rest = ranked[len(top):]
    chosen = top + noise.sample(rest, min(2, len(rest)))
    seeds = [noise.getrandbits(64) for _ in range(args.rollouts)]
    values = [sum(played_out(s, seat, evaluate, seed) for seed in seeds) / len(seeds) for s in chosen]
    return {"game": index, "round": state.round, "terms": [features(s, seat) for s in chosen], "values": values,
            "today": [evaluate(s, seat) for s in chosen]}


def fit(rows: list[dict]) -> None:
    """Print the within-position least-squares fit and the bot spec it gives."""
    games_count = max(row["game"] for row in rows) + 1
    test = [row["game"] >= games_count * 3 // 4 for row in rows]
    x_train, y_train = [], []
    for row, held in zip(rows, test):
        if not held:
            x = np.array(row["terms"])
            y = np.array(row["values"])
            x_train.append(x - x.mean(axis=0))
            y_train.append(y - y.mean())
    x_all, y_all = np.vstack(x_train), np.concatenate(y_train)
    coef, *_ = np.linalg.lstsq(x_all, y_all, rcond=None)
    residual, total, hits, hits_today, n_test = 0.0, 0.0, 0, 0, 0
    for row, held in zip(rows, test):
        if held:
            x, y = np.array(row["terms"]), np.array(row["values"])
            predicted = (x - x.mean(axis=0)) @ coef
            residual += float(((y - y.mean() - predicted) ** 2).sum())
            total += float(((y - y.mean()) ** 2).sum())
            best = int(np.argmax(y))
            hits += int(np.argmax(x @ coef)) == best
            hits_today += int(np.argmax(row["today"])) == best
            n_test += 1
    n_test = max(n_test, 1)  # no held-out position: the shares below read 0
    weights = {name: coef[i] / coef[0] for i, name in enumerate(TERMS) if i}
    spec = "+".join(f"{name}={max(0.0, value):.2f}" for name, value in weights.items())
    candidates = len(rows[0]["values"])
    print(f"{len(rows)} positions ({sum(len(r['values']) for r in rows)} endings) from {games_count} games; "
          f"held-out {n_test} positions: within-position R^2 {1 - residual / max(total, 1e-9):.3f}; the rollouts' best "
          f"candidate picked by the fit {100 * hits / n_test:.1f}%, by today's evaluation "
          f"{100 * hits_today / n_test:.1f}% (chance about {100 / candidates:.0f}%)")
    print("  coefficients: " + ", ".join(f"{name} {value:+.3f}" for name, value in zip(TERMS, coef)))
    print(f"  greedy@{spec}+runner_up={RUNNER_UP:g}", flush=True)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60)
    parser.add_argument("--every", type=int, default=3, help="sample one turn in this many of each seat")
    parser.add_argument("--candidates", type=int, default=8)
    parser.add_argument("--rollouts", type=int, default=8)
    parser.add_argument("--seed", type=int, default=31)
    parser.add_argument("--out", help="append each position's row to FILE (JSON lines)")
    parser.add_argument("--read", help="play nothing: fit the rows a run wrote to FILE")
    args = parser.parse_args()
    if args.read:
        rows = [json.loads(line) for line in open(args.read, encoding="utf-8") if line.startswith("{")]
        fit(rows)
        return
    if args.games < 4 or args.every < 1 or args.candidates < 3 or args.rollouts < 1:
        parser.error("--games at least 4, --every and --rollouts at least 1, --candidates at least 3")
    start, rows = time.perf_counter(), []
    for index in range(args.games):
        found = positions(index, args)
        rows += found
        if args.out:
            with open(args.out, "a", encoding="utf-8") as out:
                out.writelines(json.dumps(row) + "\n" for row in found)
        print(f"game {index}: {len(rows)} positions, {time.perf_counter() - start:.0f} s", file=sys.stderr, flush=True)
    fit(rows)


if __name__ == "__main__":
    main()
