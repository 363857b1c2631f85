"""Agricola's card game against the family game: random and greedy games per second, and how
many cards random games play.

    python bench/cards_game.py [--games 20] [--greedy 2] [--players 2,4] [--decks EIK]
                               [--coverage 0] [--watch I263,I265,K308] [--every-card] [--seed 1]

The card game deals only the cards the simulator implements; ``--every-card``
deals from every card of the decks instead (costs, prerequisites, passing and
points only, as if their effects were nothing; the cards that change where
animals live are left out, as the end scoring applies them), to measure the
rules of the card game before the effects exist.  ``--coverage N`` plays N
random 4-player card games and counts the cards played at least once (``--watch``: in how many
games each of those cards was played).
"""

from __future__ import annotations

import argparse
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from calculator.agricola import dealing  # noqa: E402
from calculator.agricola.cards.rules import effects  # noqa: E402
from calculator.agricola.game import new_game  # noqa: E402
from calculator.core.bots import make_bot  # noqa: E402


def play(state, bots, rng):
    while not state.is_terminal:
        state = state.apply(bots[state.to_move].choose(state, rng))
    return state


def rate(players: int, bot: str, games: int, seed: int, decks: tuple[str, ...], cards) -> float:
    """Games per second of ``bot`` in every seat."""
    bots = [make_bot(bot, "agricola")] * players
    start = time.perf_counter()
    for i in range(games):
        play(new_game(seed + i, players, decks=decks, implemented=cards), bots, random.Random(seed + i))
    return games / (time.perf_counter() - start)


def coverage(games: int, seed: int, decks: tuple[str, ...], cards,
             watch: tuple[str, ...] = ()) -> tuple[int, int, dict[str, int]]:
    """Cards played at least once in ``games`` random 4-player games, the cards dealable, and for
    each card of ``watch`` the number of games that played it."""
    bots = [make_bot("random", "agricola")] * 4
    seen: set[str] = set()
    watched = dict.fromkeys(watch, 0)
    for i in range(games):
        final = play(new_game(seed + i, 4, decks=decks, implemented=cards), bots, random.Random(seed + i))
        played = {c for p in final.players for c in p.played + p.received}  # passing cards were played
        seen |= played
        for card in played & set(watched):
            watched[card] += 1
    return len(seen), len(dealing.dealable(decks, 4, cards)), watched


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=20, help="random games per case (default 20)")
    parser.add_argument("--greedy", type=int, default=2, help="greedy games per case (default 2)")
    parser.add_argument("--players", default="2,4")
    parser.add_argument("--decks", default="EIK")
    parser.add_argument("--coverage", type=int, default=0, help="random 4-player games for the coverage (default 0)")
    parser.add_argument("--watch", default="", help="cards whose games are counted, comma-separated (e.g. I263,K308)")
    parser.add_argument("--every-card", action="store_true", help="deal from every card, not only the implemented")
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    decks = dealing.normalise_decks(args.decks)
    cards = (frozenset(c.id for c in dealing.deck_cards()) - set(effects()["housing"])) if args.every_card else None
    dealt = "every card" if args.every_card else f"{len(dealing.implemented_cards())} implemented cards"
    for players in (int(n) for n in args.players.split(",")):
        for bot, games in (("random", args.games), ("greedy", args.greedy)):
            if not games:
                continue
            family = rate(players, bot, games, args.seed, (), None)
            card = rate(players, bot, games, args.seed, decks, cards)
            print(f"{players} players, {bot}: family {family:.2f} games/s, card game ({''.join(decks)}, {dealt}) "
                  f"{card:.2f} games/s ({card / family:.0%} of the family rate)", flush=True)
    if args.coverage:
        watch = tuple(c for c in args.watch.split(",") if c)
        played, dealable, watched = coverage(args.coverage, args.seed, decks, cards, watch)
        print(f"coverage: {played} of {dealable} dealable cards played in {args.coverage} random 4-player games")
        if watched:
            print("games playing " + ", ".join(f"{card}: {n}" for card, n in watched.items()))


if __name__ == "__main__":
    main()
