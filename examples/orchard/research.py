"""The orchard as research frameworks see it (:mod:`calculator.adapters`): who starts is its
only chance; an observation is every orchard, the observer's first, and the supply."""

from __future__ import annotations

import numpy as np

from calculator import svg
from calculator.core.features import Features, seats_from

from . import chance, report, rules
from .game import OrchardState, new_game

__all__ = ["HIDDEN", "SCORE_SPAN", "chance", "max_game_length", "observation_size", "observe", "observe_public", "picture",
           "text"]
HIDDEN = False
# the best orchard's total (a tree on every plot, every row and column of one fruit): no spread is wider
SCORE_SPAN = (rules.TREE_POINTS * rules.ROWS * rules.COLUMNS + rules.ROW_POINTS * rules.ROWS
              + rules.COLUMN_POINTS * rules.COLUMNS)
TOKENS = (rules.EMPTY, *rules.FRUITS)


def observe(state: OrchardState, seat: int) -> np.ndarray:
    """Every plot of every orchard (one-hot: empty, apple, pear), the observer's first, then the supply."""
    f = Features()
    for p in seats_from(seat, state.num_players):
        for row in state.orchards[p]:
            for token in row:
                f.one_hot(TOKENS.index(token), len(TOKENS))
    f.extend(state.supply.values())
    f.add(state.to_move == seat)
    return f.array()


observe_public = observe  # nothing is hidden


def observation_size(players: int) -> int:
    return len(observe(new_game(0, players), 0))


def max_game_length(players: int) -> int:
    return players * rules.ROWS * rules.COLUMNS


def text(state: OrchardState, seat: int) -> str:
    document = state.to_document(seat)
    return report.score_report(document, rules.score(rules.parse_orchard(document)))


def picture(state: OrchardState, seat: int) -> svg.Svg:
    document = state.to_document(seat)
    return svg.document(document, rules.score(rules.parse_orchard(document)))
