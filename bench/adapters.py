"""Speed of the research adapters: random games per second through OpenSpiel, PettingZoo and Gymnasium.

    python bench/adapters.py [--games 20] [--seed 1] [--game hens]

For every game (two players): random games per second of the native engine,
of the OpenSpiel game (chance nodes sampled, legal actions as numbers) bare and
with the mover's observation tensor at every decision (as a learner asks for
it), of the PettingZoo AEC environment (an observation and action mask for
every step) and of the Gymnasium environment against a random bot; then how
long one OpenSpiel MCTS move takes (50 simulations, random rollouts).  Every
figure is CPU time of this process, measured warm: one untimed game of each
kind first (card data, catalogues and caches loaded).  Needs
``pip install 'agricalc[rl]'``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402
from open_spiel.python.algorithms import mcts  # noqa: E402

from calculator.adapters import gymnasium as gym_adapter  # noqa: E402
from calculator.adapters import openspiel  # noqa: E402
from calculator.adapters.pettingzoo import env as aec_env  # noqa: E402
from calculator import games  # noqa: E402


def native(name: str, count: int, seed: int) -> None:
    for i in range(count):
        state, rng = games.new_game(name, seed + i, 2), random.Random(seed + i)
        while not state.is_terminal:
            state = state.apply(rng.choice(state.legal_actions()))


def spiel(name: str, count: int, seed: int, *, observe: bool = False) -> None:
    game = openspiel.load(name)
    for i in range(count):
        state, rng = game.new_initial_state(), random.Random(seed + i)
        while not state.is_terminal():
            if state.is_chance_node():
                state.apply_action(rng.choice([outcome for outcome, _ in state.chance_outcomes()]))
            else:
                if observe:
                    state.observation_tensor(state.current_player())
                state.apply_action(rng.choice(state.legal_actions()))


def spiel_observed(name: str, count: int, seed: int) -> None:
    spiel(name, count, seed, observe=True)


def aec(name: str, count: int, seed: int) -> None:
    for i in range(count):
        env, rng = aec_env(name), np.random.default_rng(seed + i)
        env.reset(seed=seed + i)
        for _ in env.agent_iter():
            observation, _, terminated, _, _ = env.last()
            env.step(None if terminated else int(rng.choice(np.flatnonzero(observation["action_mask"]))))


def gym(name: str, count: int, seed: int) -> None:
    env = gym_adapter.AgricalcEnv(name, "random")
    for i in range(count):
        rng = np.random.default_rng(seed + i)
        _, info = env.reset(seed=seed + i)
        done = False
        while not done:
            _, _, done, _, info = env.step(int(rng.choice(np.flatnonzero(info["action_mask"]))))


def mcts_move(name: str, seed: int) -> float:
    game = openspiel.load(name)
    rng = np.random.RandomState(seed)
    bot = mcts.MCTSBot(game, 2, 50, mcts.RandomRolloutEvaluator(1, rng), random_state=rng)
    state = game.new_initial_state()
    while state.is_chance_node():
        state.apply_action(state.chance_outcomes()[0][0])
    start = time.process_time()
    bot.step(state)
    return time.process_time() - start


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", choices=games.names(), help="only this game (default: every game)")
    args = parser.parse_args()
    runs = (native, spiel, spiel_observed, aec, gym)
    widths = (10, 11, 15, 12, 11)
    print(f"{'game':<10}{'native':>10}{'OpenSpiel':>11}{'OpenSpiel+obs':>15}{'PettingZoo':>12}{'Gymnasium':>11}"
          f"   random games per CPU second (warm); OpenSpiel MCTS (50 simulations) CPU s/move")
    for name in [args.game] if args.game else games.names():
        rates = []
        for run in runs:
            run(name, 1, args.seed - 1)  # warm up: data, catalogues and caches
            start = time.process_time()
            run(name, args.games, args.seed)
            rates.append(args.games / (time.process_time() - start))
        mcts_move(name, args.seed - 1)
        print(f"{name:<10}" + "".join(f"{r:>{w}.1f}" for r, w in zip(rates, widths))
              + f"   {mcts_move(name, args.seed):.2f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
