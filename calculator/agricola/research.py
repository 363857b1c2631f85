"""Agricola as research frameworks see it (:mod:`calculator.adapters`): one entry point.

* ``chance``: its chance events as explicit outcomes (:mod:`calculator.core.chance`);
* ``observe(state, seat)`` and ``observation_size(players, decks=())``: positions as numbers;
  ``observe_public(state, seat)`` the same without the seat's secrets (its hand in the card game);
* ``max_game_length(players)`` and ``SCORE_SPAN``: the bounds frameworks ask for;
* ``HIDDEN``: whether seats see different things (hidden cards);
* ``text(state, seat)`` and ``picture(state, seat)``: a seat's position for people watching.
"""

from .. import farm_research
from . import chance, report
from .actions import max_game_length
from .game import AgricolaState
from .observation import observe, observe_public
from .observation import size as observation_size
from .scoring import SCORE_SPAN

HIDDEN = False  # everything is on the table in the family game (the card game's hands: Game.hides)


def text(state: AgricolaState, seat: int) -> str:
    """Seat's farm drawn as text, with its score."""
    return farm_research.text(report, state, seat)


picture = farm_research.picture

__all__ = ["HIDDEN", "SCORE_SPAN", "chance", "max_game_length", "observation_size", "observe", "observe_public",
           "picture", "text"]
