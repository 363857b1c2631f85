"""Where an Agricola bot's points come from: its score card by category and when its farm grows.

    python bench/agricola_farms.py --pairs best/greedy@pre26 --games 10 [--seed 7] [--progress] [--workers 1]
    python bench/agricola_farms.py --pairs best/greedy@pre26 --read FILE   (games a --progress run wrote)
    python bench/agricola_farms.py ... --skip N   (from the run's game N on: a stopped run continued)

The games are those of ``bench/bots.py`` (same seeding and seatings, so a deal
here is the same deal there).  Each record adds, per seat, the farm at the end
of every round (people, rooms, house, fields, majors, food, begging cards).
Printed for the first bot of each pairing: its mean score card per category and
the mean round of its growths, rooms built, renovations and majors bought (a
thing that never happened counts in ``never``).
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
from concurrent.futures import ProcessPoolExecutor
from contextlib import nullcontext
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bots import read_progress, timed_game  # noqa: E402


def farm(player) -> dict:
    """What the card needs of a player's farm at the end of a round."""
    return {"people": player.people, "rooms": player.board.rooms.bit_count(), "house": player.house,
            "fields": player.board.fields.bit_count(), "majors": list(player.majors), "food": player.food,
            "animals": list(player.animals), "begging": player.begging}


def played(seats: tuple[str, ...], seed: int, index: int) -> dict:
    """Game ``index`` (as bench/bots.py plays it) with each seat's farm at the end of every round."""
    rounds: list[list[dict]] = [[] for _ in seats]
    last = {"round": 1}

    def watch(state) -> None:
        if state.round != last["round"] or state.is_terminal:  # a round (and its harvest) just ended
            for seat, player in enumerate(state.players):
                rounds[seat].append(farm(player))
            last["round"] = state.round

    record = timed_game("agricola", seats, seed, index, watch=watch)
    record["rounds"] = rounds
    return record


def _played(args: tuple) -> dict:
    return played(*args)


def events(rounds: list[dict]) -> dict[str, list[int]]:
    """The rounds (1-based) in which people were born, rooms built, the house renovated, majors bought."""
    found: dict[str, list[int]] = {"growth": [], "room": [], "renovation": [], "major": []}
    before = {"people": 2, "rooms": 2, "house": "wood", "majors": []}
    for number, now in enumerate(rounds, start=1):
        found["growth"] += [number] * max(0, now["people"] - before["people"])
        found["room"] += [number] * max(0, now["rooms"] - before["rooms"])
        found["renovation"] += [number] * (now["house"] != before["house"])
        found["major"] += [number] * max(0, len(now["majors"]) - len(before["majors"]))
        before = now
    return found


def card(records: list[dict], bot: str) -> str:
    """``bot``'s mean score card and the timing of its farm's growth over ``records``."""
    mine = [(r, r["seats"].index(bot)) for r in records]
    lines = [f"{bot}: {len(mine)} games, mean score {statistics.fmean(r['scores'][s] for r, s in mine):.1f}"]
    categories = list(mine[0][0]["breakdown"][mine[0][1]])
    for category in categories:
        values = [r["breakdown"][s][category] for r, s in mine]
        lines.append(f"  {category:<15} {statistics.fmean(values):6.2f}  (min {min(values)}, max {max(values)})")
    if all("rounds" in r for r, _ in mine):
        lines.append("  the farm's growth (mean round of each; 'never' counts the games without it):")
        for kind in ("growth", "room", "renovation", "major"):
            by_game = [events(r["rounds"][s])[kind] for r, s in mine]
            for nth in range(max(len(g) for g in by_game)):
                when = [g[nth] for g in by_game if len(g) > nth]
                lines.append(f"    {kind} {nth + 1}: round {statistics.fmean(when):4.1f} "
                             f"(never in {len(by_game) - len(when)})")
        houses = [r["rounds"][s][-1]["house"] for r, s in mine]
        majors = [m for r, s in mine for m in r["rounds"][s][-1]["majors"]]
        lines.append(f"    houses at the end: {dict((h, houses.count(h)) for h in sorted(set(houses)))}; "
                     f"majors: {dict((m, majors.count(m)) for m in sorted(set(majors)))}")
    return "\n".join(lines)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", default="best/greedy@pre26")
    parser.add_argument("--games", type=int, default=10)
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--workers", type=int, default=1)
    parser.add_argument("--progress", action="store_true", help="each game's record on standard error as it ends")
    parser.add_argument("--read", metavar="FILE", help="play nothing: the card of the games in FILE")
    parser.add_argument("--skip", type=int, default=0, metavar="N",
                        help="play from the run's game N on (a stopped --progress run continued; default 0)")
    args = parser.parse_args(argv)
    if args.games < 1 or args.workers < 1:
        parser.error("--games and --workers must be positive")
    written = read_progress(args.read) if args.read else None
    for pair in args.pairs.split(","):
        first, _, second = (b.strip() for b in pair.partition("/"))
        if written is not None:
            records = [r for r in written if r["seats"].count(first) == 1 and set(r["seats"]) == {first, second}]
        else:
            jobs = [(tuple(first if s == seat else second for s in range(2)), args.seed, index)
                    for index in range(-(-args.games // 2)) for seat in range(2)][args.skip:]
            records = []
            with ProcessPoolExecutor(args.workers) if args.workers > 1 else nullcontext() as pool:
                for record in pool.map(_played, jobs) if pool else map(_played, jobs):
                    records.append(record)
                    if args.progress:
                        print(json.dumps(record), file=sys.stderr, flush=True)
        if not records or "breakdown" not in records[0]:
            parser.error(f"no game of {first} against {second} with its score card")
        print(card(records, first))
    return 0


if __name__ == "__main__":
    sys.exit(main())
