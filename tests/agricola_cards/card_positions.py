"""Game positions for the card tests: a 2-player game where seat 0 has cards in play.

Each card test sets up a position with :func:`table`, lets the engine play on
(:func:`use` a space, :func:`next_round`, :func:`harvest`) and compares the player with
the same position without the card (:func:`without`), so the card's own effect shows.
"""

from __future__ import annotations

from calculator.agricola import flow, harvest as harvest_phase, spaces
from calculator.agricola.game import AgricolaState, new_game
from calculator.agricola.player import Player

ROUND_CARDS = ("sow_bake", "fences", "major", "sheep", "family_growth", "stone1", "renovate_major", "vegetable",
               "boar", "stone2", "cattle", "growth_no_room", "plow_sow", "renovate_fences")


def table(played: tuple[str, ...] = (), *, round_number: int = 1, players: int = 2, **changes) -> AgricolaState:
    """A game at the work phase of ``round_number`` (the round cards in a fixed order, all
    revealed so far on the board), seat 0 to move with ``played`` cards in play and
    ``changes`` to its player."""
    state = new_game(3, players, first_player=0, cards=ROUND_CARDS)
    if round_number > 1:
        ids = state.spaces[:-1] + ROUND_CARDS[:round_number]
        state = state.replace(round=round_number, spaces=ids, goods=state.goods[:-1] + (0,) * round_number,
                              occupied=(None,) * len(ids))
        amount = spaces.amounts(players)
        state = state.replace(goods=tuple(amount[s] for s in ids))
    me = state.players[0].replace(played=tuple(played), **changes)
    return state.with_player(0, me)


def without(state: AgricolaState, card: str) -> AgricolaState:
    """The same position with ``card`` not in seat 0's play."""
    me = state.players[0]
    return state.with_player(0, me.replace(played=tuple(c for c in me.played if c != card)))


def use(state: AgricolaState, space: str) -> Player:
    """Seat 0 after putting a person on ``space`` (and taking its goods)."""
    return state.apply(f"space:{space}").players[0]


def next_round(state: AgricolaState) -> Player:
    """Seat 0 at the start of the next round."""
    return flow.begin_round(state).players[0]


def harvest(state: AgricolaState) -> AgricolaState:
    """The game right after the field phase (and the cards' feeding income), seat 0 to feed."""
    return harvest_phase.start(state)


def gained(after: Player, before: Player) -> dict[str, int]:
    """What ``after`` holds more (or less) than ``before``, goods and animals, changes only."""
    goods = ("food", "grain", "vegetables", "wood", "clay", "reed", "stone")
    found = {g: getattr(after, g) - getattr(before, g) for g in goods}
    found |= {a: n - m for a, n, m in zip(("sheep", "boar", "cattle"), after.animals, before.animals)}
    return {g: n for g, n in found.items() if n}


def card_gain(state: AgricolaState, card: str, play) -> dict[str, int]:
    """What ``card`` adds to seat 0 when ``play`` (a function of a state returning seat 0)
    runs in ``state``, against the same play without the card."""
    return gained(play(state), play(without(state, card)))


def card_points(state: AgricolaState, card: str, seat: int = 0) -> int:
    """The points (printed and bonus) ``card`` scores for ``seat``'s farm as it stands, through
    the calculator's scorer (the one scoring path)."""
    import calculator

    players = [state.to_document(s) for s in range(state.num_players)]
    players[seat] = {**players[seat], "cards": [card]}
    scored = calculator.score({"game": "agricola", "players": players})["players"][seat]["cards"]
    return sum(c["printed"] + c["bonus"] for c in scored if c["id"] == card)


def pasture(*cells: tuple[int, int]) -> int:
    """The fences (edge mask) around one pasture of ``cells``."""
    from calculator.agricola.board import bit, perimeter

    return perimeter(sum(bit(cell) for cell in cells))


def card_game(hand: tuple[str, ...] = (), *, players: int = 2, **changes) -> AgricolaState:
    """A card game (all three decks) in round 1, seat 0 to place a person with ``hand`` in
    hand and ``changes`` to its player."""
    state = new_game(3, players, first_player=0, decks=("E", "I", "K"))
    me = state.players[0].replace(hand=tuple(hand), **changes)
    return state.with_player(0, me).replace(to_move=0)


def play_minor(state: AgricolaState, card: str) -> AgricolaState:
    """Seat 0 plays the minor improvement ``card`` through the Starting player space."""
    return state.apply("space:start_minor").apply(f"minor:{card}")


def waiting(card: str, round_number: int) -> list[tuple[int, str, int]]:
    """The goods ``card`` puts on round spaces when played in ``round_number``: (round, good, count)."""
    from calculator.agricola.effects import interpreter

    return list(interpreter.on_play(table().players[0], card, round_number).future)


def end_of_round(state: AgricolaState) -> Player:
    """Seat 0 after the work phase of the state's round ends (and the next round begins)."""
    return flow._end_work_phase(state).players[0]
