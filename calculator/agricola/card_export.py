"""A card game's played cards as the card scorer reads them: the ``cards`` of each player's
document and the ``card_inputs`` their points depend on (api.md 1.3).

An input the game's state knows is worked out from it (:data:`KNOWN`), the goods
lying on a card (boar on the Brush Maker) among them; an input that counts what
only an effect not simulated yet would bring is what the game holds of it: none.
Inputs the whole table decides (``single_player``) are left to the scorer, and optional
ones keep their defaults.
"""

from __future__ import annotations

from collections.abc import Callable
from types import MappingProxyType
from typing import TYPE_CHECKING

from . import dealing
from .cards.rules import inputs_of, rules
from .effects.specials_goods import KEPT_INPUTS

if TYPE_CHECKING:
    from .game import AgricolaState
    from .player import Player

TUTOR = "E174"
TENANT_FARMER = "E215"
ACADEMIC = "E148"  # counts as 2 occupations for the Tutor (ruling)
LAST_ROUND_WORKERS = 5  # the Church Warden: people acting in round 14


def _after_tutor(state: AgricolaState, me: Player) -> int:
    played = me.played
    if TUTOR not in played:
        return 0
    after = dealing.occupations(played[played.index(TUTOR) + 1:])
    return len(after) + (ACADEMIC in after)


def _five_in_last_round(state: AgricolaState, me: Player) -> bool:
    # Newborns of the last round do not work; everyone else was placed (no guests yet).
    return me.people - me.newborns >= LAST_ROUND_WORKERS


def _hide_farmer_paid(state: AgricolaState, me: Player) -> int:
    # The Hide Farmer pays 1 food per unused space at the end, as many as the food left covers.
    return min(me.food, me.board.free.bit_count())


def _bonus_uses(card: str) -> Callable[[AgricolaState, Player], int]:
    # The times the owner took the card's points instead of goods (an exchange for points).
    return lambda state, me: dict(me.used).get(card, 0)


def _tenant_farmer_unreturned(state: AgricolaState, me: Player) -> int:
    # The loaned animals kept at the end, as the Tenant Farmer's effect remembered them.
    from .effects.specials_people import UNRETURNED

    return dict(me.used).get(UNRETURNED.format(card=TENANT_FARMER), 0)


KNOWN: MappingProxyType[str, Callable[[AgricolaState, Player], int | bool]] = MappingProxyType({
    "occupations_after_tutor": _after_tutor,
    "acted_with_5_people_round_14": _five_in_last_round,
    "hide_farmer_spaces_paid": _hide_farmer_paid,
    "tavern_bonus_uses": _bonus_uses("I100"),
    "clay_deposit_bonus_uses": _bonus_uses("I337"),
    **{name: (lambda state, me, c=card, g=good: me.on_card(c, g)) for name, (card, good) in KEPT_INPUTS.items()},
    "tenant_farmer_unreturned": _tenant_farmer_unreturned,
})


def _asking(state: AgricolaState, seat: int) -> list[str]:
    """The cards whose inputs seat's document gives: its own played cards, then those of
    other players that score for every player (the Church Warden)."""
    cards = [card for card in state.players[seat].played if rules().get(card) is not None]
    for other, player in enumerate(state.players):
        if other != seat:
            cards += [card for card in player.played
                      if rules().get(card) is not None and rules()[card].scope == "all_players" and card not in cards]
    return cards


def card_inputs(state: AgricolaState, seat: int) -> dict[str, dict[str, int | bool]]:
    """The ``card_inputs`` of seat's document: every required input of the cards that score
    for it (a card without a scoring rule asks nothing that must be given)."""
    me = state.players[seat]
    found: dict[str, dict[str, int | bool]] = {}
    for card in _asking(state, seat):
        for spec in inputs_of(card):
            if spec.single_player or spec.counts_only or spec.default is not None:
                continue  # the exported farmyard is drawn: it says what quick entry asks
            known = KNOWN.get(spec.name)
            value = known(state, me) if known else (False if spec.type == "bool" else 0)
            found.setdefault(card, {})[spec.name] = value
    return found


def document_cards(state: AgricolaState, seat: int) -> dict:
    """The keys a card game adds to seat's document: ``cards`` and, if any, ``card_inputs``."""
    inputs = card_inputs(state, seat)
    return {"cards": list(state.players[seat].played), **({"card_inputs": inputs} if inputs else {})}
