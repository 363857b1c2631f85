"""A farm game's seat as text and as a picture, for research frameworks (both farm games share it).

Mid-game a farm may hold animals that do not fit yet (the player is about to
release some): it is shown with the best herd that fits, as the web app does.
"""

from __future__ import annotations

from types import ModuleType

from . import documents, svg
from .core.protocol import GameState
from .errors import AnimalsDoNotFit


def _scored(state: GameState, seat: int) -> tuple[dict, dict, bool]:
    """Seat's document, its result, and whether every animal fits."""
    document = state.to_document(seat)
    try:
        return document, documents.score(document, solver="exact"), True
    except AnimalsDoNotFit as exc:
        return document, exc.best, False


def text(report: ModuleType, state: GameState, seat: int) -> str:
    """Seat's farm and score by the game's ``report`` module."""
    document, result, fits = _scored(state, seat)
    return (report.score_report if fits else report.capacity_report)(document, result)


def picture(state: GameState, seat: int) -> svg.Svg:
    """Seat's farm with its animals placed."""
    document, result, _ = _scored(state, seat)
    return svg.document(document, result)
