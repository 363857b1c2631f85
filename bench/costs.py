"""What a bot's decision costs, per game and table size: the figures behind ``BOT_COSTS``.

The web server refuses work it cannot bound (api.md 4.1): it estimates a request's
computing time from each game's ``BOT_COSTS`` (in its bot module) before it starts.
This script measures the real figures on this machine, to check or refresh those
tables: CPU seconds per decision of each bot kind (``time.process_time``, so a
busy machine does not inflate them much), decisions per seat in a game, and the
decisions one seat makes in one turn (a turn: the decisions a seat makes before
another seat moves; the bots' answer to a move holds all of them): in nine turns
of ten (the table's figure) and at most.

    python bench/costs.py [--seconds 3] [--budget 20] [--game agricola] [--players 2] [--decks E,I,K] [--check 1.25]

``--check MARGIN`` also checks the table: it exits with 1, naming each row, if a measured CPU
time a decision is more than ``MARGIN`` times the table's (the server would let through work up
to that much dearer than it allows), or the decisions a seat makes in a game, or in nine turns
of ten (the table's figures are averages, and a few games vary).  The test suite checks the
decisions, which it can count; the seconds are this script's, since timing on a shared machine
is no test.

``--decks`` plays Agricola's card game with those decks (a game option) and compares
with the estimate for that option.

Each row prints the measured figure beside the table's; a table figure should
be at least the measured one (the server refuses by the estimate).  ``best``
is measured at its default budget: its ms per decision divided by its
iterations at that table (``best_iteration`` below) is the table's
``best_iteration``.
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from calculator import games  # noqa: E402
from calculator.core import bots  # noqa: E402


@dataclass(frozen=True)
class Measured:
    """One bot kind in every seat of whole games: what its decisions cost."""

    seconds_per_decision: float  # CPU seconds
    decisions_per_seat: float
    decisions_per_turn: int  # one seat in one turn, in nine turns of ten
    longest_turn: int
    games: int


def measure(game: str, players: int, bot: str, seconds: float, seed: int = 0, **options: object) -> Measured:
    """Whole games of ``bot`` in every seat for about ``seconds`` of CPU (at least one game),
    with the game's ``options``."""
    spent, played, turns = 0.0, 0, []
    while played == 0 or spent < seconds:
        state = games.new_game(game, seed + played, players, **options)
        seats = [bots.make_bot(bot, game) for _ in range(players)]
        rng = random.Random(f"costs:{seed}:{played}")
        start = time.process_time()
        turns += bots.play_by_turns(state, seats, rng)[1]
        spent += time.process_time() - start
        played += 1
    decisions = sum(turns)
    turns.sort()
    return Measured(spent / decisions, decisions / played / players, turns[(len(turns) * 9) // 10], turns[-1], played)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=3.0, help="CPU time per measurement (default: %(default)s)")
    parser.add_argument("--budget", type=int, default=20, help="MCTS iterations measured (default: %(default)s)")
    parser.add_argument("--game", choices=[info.name for info in games.infos()], help="only this game")
    parser.add_argument("--players", type=int, help="only this table size")
    parser.add_argument("--bots", help="only these bot kinds, comma-separated (default: all)")
    parser.add_argument("--best-budget", type=int, help="best's iterations measured (default: its own budget)")
    parser.add_argument("--decks", help="Agricola's card game with these decks, comma-separated (E,I,K)")
    parser.add_argument("--check", type=float, metavar="MARGIN",
                        help="exit 1 if a row measures dearer than MARGIN times the table's figures")
    args = parser.parse_args(argv)
    options = {"decks": args.decks.split(",")} if args.decks else {}
    if args.seconds <= 0 or args.budget < 1:
        parser.error("--seconds and --budget must be positive")
    if args.check is not None and args.check < 1:
        parser.error("--check takes a margin of at least 1 (1.25: up to 25 % dearer than the table passes)")
    over: list[str] = []
    print(f"{'game':9} {'players':>7} {'bot':>8} {'ms/decision':>12} {'table':>8} {'decisions/seat':>15} {'table':>6} "
          f"{'decisions/turn':>15} {'table':>6} {'longest turn':>13}")
    for info in games.infos():
        name = info.name
        if args.game and name != args.game:
            continue
        for players in info.played:
            if args.players and players != args.players:
                continue
            if options and not info.options:
                continue
            checked = games.check_options(name, options)
            costs = bots.bot_costs(name, players, checked)
            best = f"best:{args.best_budget}" if args.best_budget else "best"
            for kind in ("random", "greedy", f"mcts:{args.budget}", best):
                if args.bots and kind.partition(":")[0] not in args.bots.split(","):
                    continue
                found = measure(name, players, kind, args.seconds, **checked)
                estimate = bots.decision_seconds(kind, name, players, checked)
                print(f"{name:9} {players:>7} {kind:>8} {found.seconds_per_decision * 1000:>12.3f} "
                      f"{estimate * 1000:>8.3f} {found.decisions_per_seat:>15.0f} {costs.decisions_per_seat:>6} "
                      f"{found.decisions_per_turn:>15} {costs.decisions_per_turn:>6} {found.longest_turn:>13}", flush=True)
                if args.check is not None:
                    over += overruns(f"{name} {players} players {kind}", found, estimate, costs, args.check)
                if kind == best:
                    iterations = bots.make_bot(best, name).iterations_at(players)
                    print(f"# {name} {players} players: best_iteration {found.seconds_per_decision * 1000 / iterations:.3f} "
                          f"ms ({iterations} iterations a move)", flush=True)
    for line in over:
        print(f"# over the table: {line}")
    return 1 if over else 0


def overruns(row: str, found: Measured, estimate: float, costs: bots.BotCosts, margin: float) -> list[str]:
    """What of ``found`` the table's figures (``estimate`` seconds a decision, ``costs``) fall short
    of by more than ``margin`` times: the time a decision, the decisions a seat, those of a turn."""
    short = []
    if found.seconds_per_decision > margin * estimate:
        short.append(f"{row}: {found.seconds_per_decision * 1000:.3f} ms a decision, "
                     f"table {estimate * 1000:.3f} ms x {margin}")
    if found.decisions_per_seat > margin * costs.decisions_per_seat:
        short.append(f"{row}: {found.decisions_per_seat:.1f} decisions a seat, table {costs.decisions_per_seat} x {margin}")
    if found.decisions_per_turn > margin * costs.decisions_per_turn:
        short.append(f"{row}: {found.decisions_per_turn} decisions in nine turns of ten, table {costs.decisions_per_turn} x {margin}")
    return short


if __name__ == "__main__":
    sys.exit(main())
