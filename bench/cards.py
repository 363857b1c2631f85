"""Speed of card-aware Agricola scoring: median, 99th percentile and slowest, per solver.

    python bench/cards.py [--documents 300] [--cpsat-documents 100] [--seed 1]

Each document is a random legal position with a random hand of 1-8 cards of the E, I
and K decks, the inputs they need drawn at random, and a herd of the best keep (so it
fits).  ``score`` is timed on it, and ``capacity`` on the same document with a larger
random herd (keep/release with the cards).  The heaviest case the cards allow is timed
alone: five pastures, the Organic Farmer, the Shepherd's Pipe, the Drinking Trough, the
Horse, the Constable and the Yeoman Farmer, with more animals than fit.
"""

from __future__ import annotations

import argparse
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator import AgricalcError, capacity, score  # noqa: E402
from calculator.agricola.cards import catalogue  # noqa: E402
from calculator.agricola.samples import random_document  # noqa: E402

CARDS = catalogue()
HEAVIEST = {
    "game": "agricola", "farmyard": ["R  R  F  F  F", "R  F  F  a* b*", "R  R  c* d* e"], "house": "stone",
    "people": 5, "animals": {"sheep": 14, "boar": 9, "cattle": 9}, "grain": 8, "vegetables": 4,
    "cards": ["K274", "E29", "E59", "K135", "K276", "E165", "K146", "E189"],
}


def random_inputs(rng: random.Random, hand: list[dict]) -> dict:
    found = {}
    for card in hand:
        values = {}
        for spec in card["inputs"]:
            if not spec["required"] or (spec.get("only_one_player_documents") and card["id"] == "K276"):
                continue
            if spec["type"] == "bool":
                values[spec["name"]] = rng.random() < 0.5
            else:
                values[spec["name"]] = spec["min"] if not isinstance(spec["max"], int) else rng.randint(
                    spec["min"], spec["max"])
        if values:
            found[card["id"]] = values
    return found


def documents(count: int, seed: int) -> list[tuple[dict, dict]]:
    """(scored document, capacity document) pairs that the calculator accepts."""
    rng = random.Random(seed)
    found = []
    while len(found) < count:
        document = random_document(rng)
        hand = rng.sample(CARDS, rng.randint(1, 8))
        document.update(cards=[c["id"] for c in hand], card_inputs=random_inputs(rng, hand))
        herd = dict(document["animals"])
        try:
            document["animals"] = capacity(document, solver="exact")["keep"]
        except AgricalcError:
            continue  # e.g. an input out of its range for this farm
        found.append((document, {**document, "animals": herd}))
    return found


def timed(call, solver: str) -> float:
    start = time.perf_counter()
    call(solver=solver)
    return time.perf_counter() - start


def report(name: str, solver: str, times: list[float]) -> None:
    times = sorted(times)
    p99 = times[min(len(times) - 1, int(0.99 * len(times)))]
    print(f"{name:<18} {solver:<6} {len(times):>6} {statistics.median(times) * 1e3:>9.2f} {p99 * 1e3:>9.2f} "
          f"{times[-1] * 1e3:>9.2f}")


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, default=300, help="documents for the fast solver")
    parser.add_argument("--cpsat-documents", type=int, default=100, help="documents for CP-SAT (slower)")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    pairs = documents(max(args.documents, args.cpsat_documents), args.seed)
    print(f"{'what':<18} {'solver':<6} {'docs':>6} {'p50 (ms)':>9} {'p99 (ms)':>9} {'max (ms)':>9}")
    for solver, n in (("exact", args.documents), ("cpsat", args.cpsat_documents)):
        report("score", solver, [timed(lambda **o: score(doc, **o), solver) for doc, _ in pairs[:n]])
        report("capacity", solver, [timed(lambda **o: capacity(doc, **o), solver) for _, doc in pairs[:n]])
        report("heaviest capacity", solver, [timed(lambda **o: capacity(HEAVIEST, **o), solver) for _ in range(3)])


if __name__ == "__main__":
    main()
