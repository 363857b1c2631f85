"""Exchanges between goods that the cards allow at any time (a ``trade``: the Dock Worker's
building resources; the top of a ``pile`` bought: the Grocer) or in the feeding phase (Feed
Pellets): the actions ``use:<card>:<n>`` and what they do.

"At any time" is, in the engine, before each placement of a person (the work step) and
at each feeding (the feed step): every moment a good the player has can next be used.
An exchange is offered only when the player has what it gives and can house the animals it
gets (:func:`.effects.interpreter.trades`).
"""

from __future__ import annotations

from collections.abc import Mapping
from functools import partial
from typing import TYPE_CHECKING

from ..core.protocol import Action
from .actions import use_id
from .effects import interpreter as effects
from .majors import COPY_KEY

if TYPE_CHECKING:
    from .game import AgricolaState
    from .player import Player


def _label(card: str, exchange: Mapping[str, int]) -> str:
    from .cards.catalogue import card as catalogue_card

    given = ", ".join(f"{-n} {good}" for good, n in exchange.items() if n < 0)
    got = ", ".join(f"{n} {good}" for good, n in exchange.items() if n > 0)
    return f"{catalogue_card(card).name}: {given} for {got}"


def at_the_table(state: AgricolaState) -> frozenset[str]:
    """The majors (keys) and the cards the players at the table have in front of them."""
    return frozenset(COPY_KEY[copy] for p in state.players for copy in p.majors) | frozenset(
        card for p in state.players for card in p.played)


def actions(state: AgricolaState, me: Player, moment: str, used: tuple[str, ...] = ()) -> list[Action]:
    """The player's exchanges at ``moment`` (``any_time`` or ``feeding``) it can make now."""
    return [Action(use_id(card, n), partial(_label, card, exchange))
            for card, n, exchange in effects.trades(me, moment, state.round, used, at_the_table(state))]


def apply_trade(state: AgricolaState, card: str, n: int) -> AgricolaState:
    """The player to move after making exchange ``n`` of ``card``; the decision goes on."""
    return state.with_me(effects.trade(state.me, card, n))
