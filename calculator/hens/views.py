"""What each seat of a Hens game can see (hens.md 4.14; api.md 4 ``state`` and ``private``).

Every view has the keys all games' views share (``game``, ``round``, ``rounds``,
``to_move``, ``step`` with its ``kind``, ``players`` with one entry per seat).
Public: every grid (a coop shows as ``"coop"``, not its card), every discard
pile in full (each discard was seen when it was made; only the top can be
taken), the deck size, hand sizes, the cards each hand is known to hold
(taken from a pile), the goal card, and the roosters once all are placed.
Private to a seat: its hand, the cards under its own coops, its rooster while
the others are still choosing, and the card it is about to place as a coop.

Positions inside a grid are [row, col] of its ``rows``; ``origin`` is the
canvas cell of ``rows[0][0]``, so ``cell:R:C`` ids map to ``R - origin[0]``,
``C - origin[1]``.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from . import rules

if TYPE_CHECKING:
    from .game import HensState


def public_view(state: HensState) -> dict:
    """Everything every seat may see."""
    return _view(state, None)


def seat_view(state: HensState, seat: int) -> dict:
    """The public view as ``seat`` sees it, with ``private``: its hand and its secrets."""
    if not 0 <= seat < state.num_players:
        raise ValueError(f"no seat {seat} in a game of {state.num_players}")
    view = _view(state, seat)
    table = state.table
    yard = state.yards[seat]
    private: dict = {
        "hand": [table.to_json(card) for card in state.hands[seat]],
        "coops": [{"at": list(yard.relative(cell)), **table.to_json(card)} for cell, card in yard.coops()],
    }
    if state.to_move == seat and state.step == "place":
        private["playing"] = {**table.to_json(state.pending), "coop": state.pending_coop}
    view["private"] = private
    return view


def _view(state: HensState, seat: int | None) -> dict:
    table, setup = state.table, state.setup
    hidden_roosters = state.step == "rooster" and state.settings.rooster_simultaneous
    seats = []
    for s in range(state.num_players):
        yard = state.yards[s]
        rows = [[None if code == -1 else rules.COOP if code < -1 else table.text(code) for code in row]
                for row in yard.rows()]
        rooster = state.roosters[s]
        visible = rooster is not None and (not hidden_roosters or s == seat)
        seats.append({
            "seat": s,
            "grid": {"origin": list(yard.origin), "rows": rows, "frame": list(yard.frame) if yard.frame else None},
            "rooster": list(yard.relative(rooster)) if visible else None,
            "discards": [table.text(card) for card in state.piles[s]],
            "hand_size": len(state.hands[s]),
            "known_cards": [table.to_json(card) for card in state.known[s]],
            "coops": sum(1 for _ in yard.coops()),
        })
    return {
        "game": "hens",
        "round": state.round,
        "rounds": state.rounds,
        "to_move": state.to_move,
        "step": _step(state),
        "players": seats,  # one entry per seat, as in every game's view
        "first_player": state.first_player,
        "goal_cards": list(setup.goal_cards),
        "goals": [goal.to_json() for goal in setup.goals],
        "removed_breeds": list(setup.removed_breeds),
        "deck": len(state.deck),
        "reshuffles": state.reshuffles,
        "seats": seats,  # the same entries as "players", under the name Hens gave them first
    }


def _step(state: HensState) -> dict:
    step: dict = {"kind": state.step}
    if state.step == "draw":
        step["draws_left"] = state.settings.draws_per_turn - state.draws_made
    elif state.step == "place":
        step["card"] = None if state.pending_coop else state.table.text(state.pending)
        step["coop"] = state.pending_coop
    elif state.step == "rooster":
        step["waiting"] = [state.to_move, *state.rooster_queue]
    return step
