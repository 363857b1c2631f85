"""The orchard played: an immutable state, one action id per tree planted.

The start player is drawn from the seed; then players take turns planting one
tree (an apple or a pear, while the game has one left) on an empty plot of
their orchard, until every orchard is full.
"""

from __future__ import annotations

from dataclasses import dataclass

from calculator.core.actions import ActionCatalogue
from calculator.core.protocol import Action, OpenInformation, SeatToMove, chance, find_action
from calculator.core.record import Record, cached
from calculator.documents import players_document

from . import rules

CATALOGUE = ActionCatalogue("orchard", [(f"plant:{token}:{r}:{c}", "plant", (token, r, c))
                                        for token in rules.FRUITS for r in range(rules.ROWS)
                                        for c in range(rules.COLUMNS)])
ROUNDS = rules.ROWS * rules.COLUMNS  # each player plants once a round


@dataclass(frozen=True)
class OrchardState(Record, SeatToMove, OpenInformation):
    """An orchard game between plantings; :meth:`apply` gives the next one."""

    seed: int
    num_players: int
    start_player: int
    to_move: int | None
    orchards: tuple[rules.Orchard, ...]
    planted: int = 0  # trees planted so far, by everyone

    game = "orchard"

    @property
    def round(self) -> int:
        return min(self.planted // self.num_players + 1, ROUNDS)

    @property
    def supply(self) -> dict[str, int]:
        """Trees of each fruit token left in the game."""
        return {token: rules.SUPPLY - sum(row.count(token) for orchard in self.orchards for row in orchard)
                for token in rules.FRUITS}

    def legal_actions(self) -> tuple[Action, ...]:
        return self._legal

    @cached
    def _legal(self) -> tuple[Action, ...]:
        if self.to_move is None:
            return ()
        orchard, supply = self.orchards[self.to_move], self.supply
        return tuple(Action(action_id, f"plant {'an apple' if token == 'A' else 'a pear'} at ({r}, {c})")
                     for action_id, (_, (token, r, c)) in CATALOGUE.meaning.items()
                     if supply[token] and orchard[r][c] == rules.EMPTY)

    def apply(self, action: Action | str) -> OrchardState:
        _, (token, r, c) = CATALOGUE.parse(find_action(self, action).id)
        seat = self.to_move
        rows = [list(row) for row in self.orchards[seat]]
        rows[r][c] = token
        orchards = (*self.orchards[:seat], tuple(map(tuple, rows)), *self.orchards[seat + 1:])
        planted = self.planted + 1
        full = planted == self.num_players * rules.ROWS * rules.COLUMNS
        return self.replace(orchards=orchards, planted=planted,
                            to_move=None if full else (seat + 1) % self.num_players)

    def score(self, seat: int) -> dict:
        return rules.score(self.orchards[seat])

    def returns(self) -> tuple[float, ...]:
        return tuple(self.score(seat)["total"] for seat in range(self.num_players))

    def winners(self) -> tuple[int, ...]:
        return tuple(rules.rank(list(self.returns()))[1]) if self.is_terminal else ()

    def to_document(self, seat: int) -> dict:
        return {"game": "orchard", "orchard": [" ".join(row) for row in self.orchards[seat]]}

    def players_document(self) -> dict:
        return players_document("orchard", [self.to_document(seat) for seat in range(self.num_players)])

    def public_view(self) -> dict:
        """Everything (nothing is hidden), in the shape every game's view shares."""
        return {"game": "orchard", "round": self.round, "rounds": ROUNDS, "to_move": self.to_move,
                "step": {"kind": "plant"}, "supply": self.supply,
                "players": [{"seat": seat, **self.to_document(seat), "score": self.score(seat)["total"]}
                            for seat in range(self.num_players)]}


def new_game(seed: int, num_players: int, start_player: int | None = None) -> OrchardState:
    """Empty orchards; the start player drawn from ``seed`` unless given."""
    if start_player is None:
        start_player = chance(seed, 0, "start player").randrange(num_players)
    empty = ((rules.EMPTY,) * rules.COLUMNS,) * rules.ROWS
    return OrchardState(seed, num_players, start_player, start_player, (empty,) * num_players)


def evaluate(state: OrchardState, seat: int) -> float:
    """The bots' evaluation: seat's score ahead of the best other score."""
    totals = state.returns()
    return totals[seat] - max(total for other, total in enumerate(totals) if other != seat)
