"""Determinism hashes: one short hash per game and player count over whole simulated games.

    python bench/determinism.py [--random 100] [--greedy 4] [--mcts 1] [--budget 10] [--seed 1]
                                [--game hens] [--players 2,3]

Each hash covers, for ``--random`` games of random bots, ``--greedy`` games of
greedy bots and ``--mcts`` games of ``mcts:BUDGET`` against greedy (seeded as
``agricalc simulate`` seeds game ``i`` of a run), every action id taken with
its round and seat, the final scores and the winners.  A change meant to keep
the engines' behaviour must leave every line the same: run it before and after
and compare the output.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import games  # noqa: E402
from calculator.core.simulate import play_game  # noqa: E402


def matches(players: int, args: argparse.Namespace) -> list[list[str]]:
    """The bots of every game hashed for a table of ``players``, in order."""
    mcts = [f"mcts:{args.budget}"] + ["greedy"] * (players - 1)
    return [["random"] * players] * args.random + [["greedy"] * players] * args.greedy + [mcts] * args.mcts


def determinism_hash(game: str, players: int, args: argparse.Namespace) -> tuple[str, int]:
    """The hash of the games of ``game`` for ``players``, and the actions they took."""
    digest = hashlib.sha256()
    actions = 0
    for index, bots in enumerate(matches(players, args)):
        record = play_game(game, bots, args.seed, index, details=True)
        digest.update(json.dumps(record, sort_keys=True).encode())
        actions += record["actions"]
    return digest.hexdigest()[:16], actions


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--random", type=int, default=100, help="random games per case (default 100)")
    parser.add_argument("--greedy", type=int, default=4, help="greedy games per case (default 4)")
    parser.add_argument("--mcts", type=int, default=1, help="mcts against greedy games per case (default 1)")
    parser.add_argument("--budget", type=int, default=10, help="mcts iterations per move (default 10)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--game", action="append", help="a game to hash (default: every registered game)")
    parser.add_argument("--players", help="player counts, comma-separated (default: every count simulated)")
    args = parser.parse_args()
    for game in args.game or games.names():
        played = games.info(game).played
        counts = [int(n) for n in args.players.split(",")] if args.players else played
        for players in counts:
            if players not in played:
                raise SystemExit(f"--players: {game} is played by {games.counts_in_words(played)} players")
            digest, actions = determinism_hash(game, players, args)
            print(f"{game} {players} players: {digest} ({args.random} random, {args.greedy} greedy, "
                  f"{args.mcts} mcts games; {actions} actions)", flush=True)


if __name__ == "__main__":
    main()
