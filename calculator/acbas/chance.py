"""ACBAS's chance as explicit outcomes (:mod:`calculator.core.chance`): only who starts.

Everything after the start player is decided by the players.
"""

from __future__ import annotations

from ..core.chance import Event, Resolution
from . import rules
from .game import ACBASState, new_game

START_PLAYER = "start player"


def outcome_count(players: int) -> int:
    return rules.PLAYERS


def max_events(players: int) -> int:
    return 1  # the start player


def setup_event(players: int, chosen: tuple[int, ...]) -> Event | None:
    return None if chosen else Event(START_PLAYER, tuple(range(rules.PLAYERS)))


def start(players: int, chosen: tuple[int, ...]) -> ACBASState:
    (start_player,) = chosen
    return new_game(0, start_player=start_player)  # the seed decides nothing else


def resolve(state: ACBASState, action_id: str) -> Resolution:
    return Resolution(state.apply(action_id))


def apply(state: ACBASState, action_id: str, outcome: int) -> ACBASState:
    raise ValueError("no ACBAS action involves chance")


def describe(players: int, kind: str, outcome: int) -> str:
    return f"seat {outcome} starts"
