"""How much can skill win in Hens?  A research-only oracle that sees every card, against the bots.

    python bench/hens_oracle.py [--pairs oracle/mcts:300@OLD,...] [--games 100] [--seed 7] [--progress FILE]
    python bench/hens_oracle.py --pairs A/B --read FILE   (the games a --progress run wrote to FILE so far)

The oracle is not a bot players can choose (it cheats): it plays on the real
state, seeing the deck order, the other hand and the cards under coops, so its
draws are no gamble.  At each of its decisions it tries every way to finish its
own turn (every draw source, card, face up or coop, cell and discard: a few
thousand endings) and takes the first step of the ending the evaluation likes
best.  ``oracle`` judges endings with today's evaluation
(:data:`TODAY`, the weights of issue #26's ``OLD_HENS``); ``oracle@w=x+...``
with other weights; ``oracle-greedy`` is the plain greedy bot on the real
state (each step the best by itself, as ``greedy`` plays on a guessed deal);
``turn-search`` is the oracle's whole-turn search played fairly, on one guessed
deal as greedy plays (what the search is worth without the cheating); the bot
``best:1`` plays as it does, move for move, and ``best`` (30 guessed deals while
drawing, ``calculator/hens/search.py``) is it averaged over deals.
``oracle-rollout:KxR`` (:class:`RolloutOracle`) searches deeper: the K best
endings of its turn, each played out to the game's end R times (the ceiling of
docs/findings.md, "Hens, fifth session").

If even the oracle cannot win the issue's 75% against today's ``mcts:300``
(or 70% against today's greedy), those targets ask for more than the luck of
the deal leaves to skill (docs/findings.md, "Hens: how much skill can win").
Games are seat-balanced and seeded as in ``bench/bots.py`` (the same game
seeds and bot random sources), and printed the same way.
"""

from __future__ import annotations

import argparse
import json
import math
import random
import sys
import time
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from bench.bots import read_progress, summarize, text, timed_game  # noqa: E402
from calculator import games  # noqa: E402
from calculator.core import bots as bot_registry  # noqa: E402
from calculator.core.bots import Evaluate, as_seen_by, finish_turn  # noqa: E402
from calculator.core.protocol import Action, GameState  # noqa: E402

TODAY = "hand_fit=0.25+growth=0.5+join=0.6+runner_up=0.5+rooster=1+pile=0.3"  # issue #26's OLD_HENS


@dataclass(frozen=True)
class Oracle:
    """Best ending of its own turn on the real state, judged by ``evaluate`` (``exhaustive=False``:
    greedy step by step, as ``finish_turn``)."""

    evaluate: Evaluate
    exhaustive: bool = True
    fair: bool = False  # search a guessed deal (as_seen_by), not the real one
    name: str = "oracle"

    def choose(self, state: GameState, rng) -> Action:
        actions = state.legal_actions()
        if len(actions) == 1:
            return actions[0]
        seat = state.current_player
        if self.fair:
            state = as_seen_by(state, seat, rng)
            actions = state.legal_actions()
        best, best_value = actions[0], -math.inf
        for action in actions:
            after = state.apply(action)
            if self.exhaustive:
                value = self._best_ending(after, seat)
            else:
                value = self.evaluate(finish_turn(after, seat, self.evaluate), seat)
            if value > best_value:
                best, best_value = action, value
        return best

    def _best_ending(self, state: GameState, seat: int) -> float:
        if state.is_terminal or state.current_player != seat:
            return self.evaluate(state, seat)
        return max(self._best_ending(state.apply(action), seat) for action in state.legal_actions())


def _turn_key(state: GameState, seat: int) -> tuple:
    """What a position inside ``seat``'s turn on the real state is told apart by."""
    return (state.round, state.step, state.pending, state.draws_made, state.hands[seat], state.piles, state.yards[seat])


class RolloutOracle:
    """The ceiling: on the real state, at the start of its turn, the ``candidates`` best endings of
    its turn by the evaluation, each played out to the game's end ``rollouts`` times (the same
    rollouts for every candidate: common random numbers), and the turn whose mean final margin
    (plus ``win_bonus`` a win, minus it a loss) is best is played.  In the rollouts it plays its
    own turns greedily on the real state (it sees the deck), the rival greedily on guessed deals
    (as greedy plays fairly), so the rollouts differ only by the rival's guesses."""

    def __init__(self, evaluate: Evaluate, candidates: int = 6, rollouts: int = 2, win_bonus: float = 3.0,
                 name: str = "oracle-rollout") -> None:
        self.evaluate, self.candidates, self.rollouts, self.win_bonus = evaluate, candidates, rollouts, win_bonus
        self.name = name
        self._plan: dict = {}

    def choose(self, state: GameState, rng) -> Action:
        actions = state.legal_actions()
        seat = state.current_player
        planned = self._plan.get(_turn_key(state, seat))
        if planned is not None and any(a.id == planned.id for a in actions):
            return planned
        if len(actions) == 1:
            return actions[0]
        endings: dict = {}
        self._endings(state, seat, (), endings)
        ranked = sorted(endings.values(), key=lambda item: -item[0])[:self.candidates]
        if len(ranked) > 1:
            seeds = [rng.getrandbits(64) for _ in range(self.rollouts)]
            scored = [(self._played_out(ending, seat, seeds), i) for i, (_, ending, _) in enumerate(ranked)]
            pick = ranked[max(scored, key=lambda v: (v[0], -v[1]))[1]]
        else:
            pick = ranked[0]
        self._plan = dict(pick[2])
        return self._plan[_turn_key(state, seat)]

    def _endings(self, state: GameState, seat: int, path: tuple, found: dict) -> None:
        if state.is_terminal or state.current_player != seat:
            key = (state.yards[seat], state.hands[seat], state.piles, state.roosters)
            value = self.evaluate(state, seat)
            if key not in found or found[key][0] < value:
                found[key] = (value, state, path)
            return
        for action in state.legal_actions():
            self._endings(state.apply(action), seat, path + ((_turn_key(state, seat), action),), found)

    def _played_out(self, state: GameState, seat: int, seeds: list[int]) -> float:
        total = 0.0
        for seed in seeds:
            rng, end = random.Random(seed), state
            while not end.is_terminal:
                mover = end.current_player
                if mover == seat:
                    end = finish_turn(end, seat, self.evaluate)
                    continue
                seen = as_seen_by(end, mover, rng)
                choice = max(seen.legal_actions(), key=lambda a: self.evaluate(seen.apply(a), mover))
                end = end.apply(choice.id)
            scores = end.returns()
            margin = scores[seat] - max(s for p, s in enumerate(scores) if p != seat)
            total += margin + self.win_bonus * ((margin > 0) - (margin < 0))
        return total / len(seeds)


def make(spec: str, game: str = "hens") -> object:
    """The oracle or bot named by ``spec``."""
    head, _, weights = spec.partition("@")
    if head.startswith("oracle-rollout"):  # oracle-rollout[:candidates[x rollouts]]
        _, _, budget = head.partition(":")
        candidates, _, rollouts = budget.partition("x")
        evaluate = games.evaluator("hens", bot_registry.parse_weights(spec, weights or TODAY))
        return RolloutOracle(evaluate, int(candidates or 6), int(rollouts or 2), name=spec)
    if head in ("oracle", "oracle-greedy", "turn-search"):
        evaluate = games.evaluator("hens", bot_registry.parse_weights(spec, weights or TODAY))
        return Oracle(evaluate, exhaustive=head != "oracle-greedy", fair=head == "turn-search", name=spec)
    return bot_registry.make_bot(spec, game)


def play(seats: tuple[str, ...], seed: int, index: int) -> dict:
    """Game ``index`` of the run with ``seed``, as ``bench/bots.py`` records it."""
    return timed_game("hens", seats, seed, index, make=make)


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--pairs", default=f"oracle/mcts:300@{TODAY},oracle/greedy@{TODAY}",
                        help="comma-separated A/B pairings (A: oracle, oracle-greedy, turn-search, "
                             "oracle-rollout:KxR or a bot spec)")
    parser.add_argument("--games", type=int, default=100, help="games per pairing, both seatings (default 100)")
    parser.add_argument("--seed", type=int, default=7)
    parser.add_argument("--progress", metavar="FILE", help="append each game's record to FILE as it ends")
    parser.add_argument("--read", metavar="FILE", help="play nothing: the figures of the games a --progress run "
                                                        "wrote to FILE so far")
    args = parser.parse_args()
    if args.games < 2:
        parser.error("--games must be at least 2")
    for pair in args.pairs.split(","):
        first, _, second = (part.strip() for part in pair.partition("/"))
        try:
            make(first), make(second)
        except ValueError:
            parser.error(f"--pairs: oracle-rollout is written oracle-rollout:KxR (K, R whole numbers), got {pair!r}")
        if args.read:
            records = [r for r in read_progress(args.read) if sorted(r["seats"]) == sorted([first, second])]
            if records:
                print(text(summarize(first, second, records, 0.0)), flush=True)
            continue
        start, records = time.perf_counter(), []
        for index in range(-(-args.games // 2)):
            for seats in ((first, second), (second, first)):
                records.append(play(seats, args.seed, index))
                if args.progress:
                    with open(args.progress, "a", encoding="utf-8") as out:
                        out.write(json.dumps(records[-1]) + "\n")
        print(text(summarize(first, second, records, time.perf_counter() - start)), flush=True)


if __name__ == "__main__":
    main()
