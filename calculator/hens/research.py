"""Hens as research frameworks see it (:mod:`calculator.adapters`): one entry point.

* ``chance``: its chance events as explicit outcomes (:mod:`calculator.core.chance`);
* ``observe(state, seat)`` and ``observation_size(players)``: positions as numbers;
  ``observe_public(state, seat)`` the same without the seat's secrets (its hand, its coops' cards);
* ``max_game_length(players)`` and ``SCORE_SPAN``: the bounds frameworks ask for;
* ``HIDDEN``: whether seats see different things (hidden cards);
* ``text(state, seat)`` and ``picture(state, seat)``: what a seat sees, for people watching
  (the scored grid once the game is over).
"""

from .. import svg
from . import chance, report
from .actions import max_game_length
from .game import HensState
from .observation import observe, observe_public
from .observation import size as observation_size
from .goals import default_goals
from .scoring import score_range
from .settings import Settings

HIDDEN = True  # hands, the deck and the cards under coops

# No two totals differ by more than this, with the settings and cards research frameworks play
_LOWEST, _HIGHEST = score_range(chance.settings_table(chance.SETTINGS), default_goals(),
                                chance.SETTINGS.goal_cards_revealed, Settings())
SCORE_SPAN = _HIGHEST - _LOWEST

CELL = 11  # characters per card in the text grid


def text(state: HensState, seat: int) -> str:
    """Seat's grid so far, its hand and provisional score; the score report at the end."""
    if state.is_terminal:
        return report.score_report(state.to_document(seat), state.score(seat))
    return "\n".join(_lines(state, seat))


def picture(state: HensState, seat: int) -> svg.Svg:
    """Seat's grid: drawn with its groups at the end, as text before."""
    if state.is_terminal:
        return svg.document(state.to_document(seat), state.score(seat))
    return svg.text_block(_lines(state, seat), title=f"Hens: seat {seat}'s grid so far")


def _lines(state: HensState, seat: int) -> list[str]:
    view = state.view(seat)
    entry = view["seats"][seat]
    rooster = tuple(entry["rooster"]) if entry["rooster"] else None
    lines = [f"round {view['round']} of {view['rounds']}: seat {view['to_move']} to {view['step']['kind']}"]
    for r, row in enumerate(entry["grid"]["rows"]):
        marks = [(card or ".") + (" R" if (r, c) == rooster else "") for c, card in enumerate(row)]
        lines.append("".join(mark.ljust(CELL) for mark in marks).rstrip())
    lines.append("hand: " + ", ".join(card["card"] for card in view["private"]["hand"]))
    lines.append(f"provisional score: {state.score(seat)['total']}")
    return lines


__all__ = ["HIDDEN", "SCORE_SPAN", "chance", "max_game_length", "observation_size", "observe", "observe_public",
           "picture", "text"]
