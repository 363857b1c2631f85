"""The orchard's chance as explicit outcomes (:mod:`calculator.core.chance`): only who starts."""

from __future__ import annotations

from calculator.core.chance import Event, Resolution

from .game import OrchardState, new_game


def outcome_count(players: int) -> int:
    return players


def max_events(players: int) -> int:
    return 1  # the start player


def setup_event(players: int, chosen: tuple[int, ...]) -> Event | None:
    return None if chosen else Event("start player", tuple(range(players)))


def start(players: int, chosen: tuple[int, ...]) -> OrchardState:
    return new_game(0, players, start_player=chosen[0])


def resolve(state: OrchardState, action_id: str) -> Resolution:
    return Resolution(state.apply(action_id))


def apply(state: OrchardState, action_id: str, outcome: int) -> OrchardState:
    raise ValueError("no planting involves chance")


def describe(players: int, kind: str, outcome: int) -> str:
    return f"seat {outcome} starts"
