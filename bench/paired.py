"""Two bots on the same deals: the difference of their scores, deal by deal, with its standard error.

    python bench/paired.py NEW.progress OLD.progress [--bots NEW_SPEC,OLD_SPEC]

Both files are ``--progress`` records of ``bench/bots.py`` (or ``bench/agricola_farms.py``) runs
with the same ``--seed``, ``--players`` and opponent: their games come in the same order (deal by
deal, each in every seating), so the n-th game of one is the n-th deal and seating of the other.
The bot compared is the one the other file does not have (the opponent is the same in both), or
the one ``--bots`` names.  Printed: the games paired, the mean score and margin of each, and the mean
difference (new less old) with its standard error, the share of games the new one scored more, and
the share of games each won.  At more than two players each record's bot sits in the same seat in both
files (checked), so a game pairs by deal and seat.
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from bots import read_progress  # noqa: E402


def compared(new: list[dict], old: list[dict]) -> tuple[str, str]:
    """The bots of ``new`` and ``old`` that the other file does not have."""
    mine, theirs = set(new[0]["seats"]), set(old[0]["seats"])
    if len(mine - theirs) != 1 or len(theirs - mine) != 1:
        raise ValueError(f"cannot tell the bots compared in {sorted(mine)} and {sorted(theirs)}: name them with --bots")
    return (mine - theirs).pop(), (theirs - mine).pop()


def paired(new: list[dict], old: list[dict], specs: tuple[str, str] | None = None) -> dict:
    """Score and margin differences of ``specs[0]`` in ``new`` against ``specs[1]`` in ``old``
    (by default the bots the other file does not have), game by game."""
    n = min(len(new), len(old))
    if not n:
        raise ValueError("no games to pair")
    first, second = specs or compared(new, old)
    rows = []
    for a, b in zip(new[:n], old[:n]):
        sa, sb = a["seats"].index(first), b["seats"].index(second)
        if sa != sb:
            raise ValueError("the files' games are not in the same seatings (same --seed and --players?)")
        margin = [r["scores"][s] - max(x for i, x in enumerate(r["scores"]) if i != s) for r, s in ((a, sa), (b, sb))]
        rows.append((a["scores"][sa], b["scores"][sb], margin[0], margin[1],
                     _won(a, sa), _won(b, sb)))
    diffs = [r[0] - r[1] for r in rows]
    return {"games": n, "new": statistics.fmean(r[0] for r in rows), "old": statistics.fmean(r[1] for r in rows),
            "new_margin": statistics.fmean(r[2] for r in rows), "old_margin": statistics.fmean(r[3] for r in rows),
            "difference": statistics.fmean(diffs),
            "standard_error": statistics.stdev(diffs) / math.sqrt(n) if n > 1 else math.nan,
            "new_ahead": sum(d > 0 for d in diffs) / n, "ties": sum(d == 0 for d in diffs) / n,
            "new_wins": statistics.fmean(r[4] for r in rows), "old_wins": statistics.fmean(r[5] for r in rows)}


def _won(record: dict, seat: int) -> float:
    """The share of the win of ``seat`` (a shared win counts its share)."""
    return 1 / len(record["winners"]) if seat in record["winners"] else 0.0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("new")
    parser.add_argument("old")
    parser.add_argument("--bots", help="NEW_SPEC,OLD_SPEC: the bots compared, if not alone in their seats")
    args = parser.parse_args(argv)
    specs = tuple(args.bots.split(",")) if args.bots else None
    try:
        found = paired(read_progress(args.new), read_progress(args.old), specs)
    except ValueError as error:
        parser.error(str(error))
    print(f"{found['games']} games paired: new {found['new']:.1f} points (margin {found['new_margin']:+.1f}), "
          f"old {found['old']:.1f} (margin {found['old_margin']:+.1f}); new - old {found['difference']:+.2f} "
          f"(standard error {found['standard_error']:.2f}); new scored more in {found['new_ahead']:.0%}, "
          f"the same in {found['ties']:.0%}; won: new {found['new_wins']:.1%}, old {found['old_wins']:.1%}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
