"""Does looking further ahead help in Hens?  Win rates against greedy of look-ahead bots.

    python bench/hens_lookahead.py [--games 100] [--depths 0,1,2,4] [--worlds 8] [--seed 7] [--workers 2]

A look-ahead bot judges each legal action by the game's evaluation (the same
one greedy and mcts use) after the rest of its turn and ``depth`` further
turns, every player playing greedily, and takes the best:

* ``perfect``: on the real state, seeing every hidden card (deck order, the
  other hand) -- what a search that guesses the hidden cards can at best
  approach at that depth;
* ``guessing``: the mean over ``--worlds`` guesses at the hidden cards, as
  the mcts bot searches (depth 0 is its Hens setting, ``rollout=0``).

Each line is seat-balanced (every seed played twice, the look-ahead bot once
in each seat) against the plain greedy bot.  This is the evidence behind the
Hens MCTS setting and its win rate: looking further ahead makes the bots
weaker, even when they see every card, because the greedy turns that follow
two candidate actions soon diverge, and the noise of that divergence drowns
the small differences between the actions.
"""

from __future__ import annotations

import argparse
import math
import random
import sys
import time
from concurrent.futures import ProcessPoolExecutor
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import games  # noqa: E402
from calculator.core.bots import as_seen_by, finish_turn, make_bot  # noqa: E402
from calculator.core.protocol import Action, GameState  # noqa: E402
from calculator.core.simulate import bot_rng, game_seed  # noqa: E402


@dataclass(frozen=True)
class LookaheadBot:
    """Best action by the evaluation ``depth`` greedy turns after the mover's turn ends."""

    depth: int
    worlds: int  # 0: the real state (sees every hidden card)

    def choose(self, state: GameState, rng: random.Random) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        evaluate, seat = games.evaluator("hens"), state.current_player
        totals = [0.0] * len(actions)
        for world in [state] if not self.worlds else [as_seen_by(state, seat, rng) for _ in range(self.worlds)]:
            for i, action in enumerate(actions):
                after = finish_turn(world.apply(action), seat, evaluate)
                for _ in range(self.depth):
                    if after.is_terminal:
                        break
                    after = finish_turn(after, after.current_player, evaluate)
                totals[i] += evaluate(after, seat)
        return actions[max(range(len(actions)), key=lambda i: (totals[i], -i))]


def play(job: tuple[int, int, int, int]) -> tuple[bool, float, float]:
    """One game of the look-ahead bot (in ``seat``) against greedy: won?, its score, greedy's."""
    depth, worlds, seed, seat = job
    bots = [make_bot("greedy", "hens")] * 2
    bots[seat] = LookaheadBot(depth, worlds)
    state = games.new_game("hens", seed, 2)
    rngs = [bot_rng(seed, p) for p in range(2)]
    while not state.is_terminal:
        p = state.current_player
        state = state.apply(bots[p].choose(state, rngs[p]))
    scores = state.returns()
    return seat in state.winners(), scores[seat], scores[1 - seat]


def turn_counts(text: str) -> list[int]:
    """``--depths``: comma-separated numbers of turns, each at least 0."""
    try:
        depths = [int(part) for part in text.split(",")]
    except ValueError:
        raise argparse.ArgumentTypeError(f"numbers of turns separated by commas, got {text!r}") from None
    if min(depths) < 0:
        raise argparse.ArgumentTypeError(f"turns must be at least 0, got {text!r}")
    return depths


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100, help="games per line, both seats together (default 100)")
    parser.add_argument("--depths", type=turn_counts, default="0,1,2,4", help="turns looked ahead, comma-separated (default 0,1,2,4)")
    parser.add_argument("--worlds", type=int, default=8, help="guesses at the hidden cards for 'guessing' (default 8)")
    parser.add_argument("--kinds", default="perfect,guessing", help="perfect, guessing or both (default both)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=2)
    args = parser.parse_args()
    depths = args.depths
    kinds = [k.strip() for k in args.kinds.split(",")]
    if not set(kinds) <= {"perfect", "guessing"}:
        parser.error(f"--kinds: perfect and/or guessing, got {args.kinds!r}")
    if args.games < 2 or args.worlds < 1 or args.workers < 1:
        parser.error("--games must be at least 2, --worlds and --workers at least 1")
    half = args.games // 2
    seeds = [game_seed(args.seed, i) for i in range(half)]
    with ProcessPoolExecutor(args.workers) as pool:
        for kind in kinds:
            worlds = 0 if kind == "perfect" else args.worlds
            for depth in depths:
                start = time.perf_counter()
                jobs = [(depth, worlds, seed, seat) for seed in seeds for seat in (0, 1)]
                results = list(pool.map(play, jobs))
                wins = sum(won for won, _, _ in results)
                mine = sum(s for _, s, _ in results) / len(results)
                theirs = sum(s for _, _, s in results) / len(results)
                spread = 100 * math.sqrt(0.25 / len(results))
                label = "sees every card" if kind == "perfect" else f"guesses, {worlds} worlds"
                print(f"look-ahead {depth} turns ({label}) beats greedy in {100 * wins / len(results):.1f}% "
                      f"(standard error {spread:.0f}) of {len(results)} games; mean scores {mine:.1f} vs {theirs:.1f}; "
                      f"{time.perf_counter() - start:.0f} s", flush=True)


if __name__ == "__main__":
    main()
