"""The card catalogue under /api/v1: what a card picker offers (Agricola's E, I and K decks).

Agricola's own endpoint: its face (:mod:`web.faces.agricola`) brings it to the app,
with the form's card picker, which finds cards through :data:`PICKS`.
"""

from __future__ import annotations

from functools import cache
from types import MappingProxyType
from typing import Literal

from apiflask import APIBlueprint
from flask import Response, jsonify
from flask_babel import lazy_gettext
from pydantic import Field

from calculator.agricola import rules as game_rules
from calculator.agricola.cards import Card, catalogue, deck_cards, find
from calculator.agricola.cards.catalogue import DECKS
from calculator.agricola.cards.rules import inputs_of, rules

from ...forms import Pick, PickInput
from ...schemas import Open

bp = APIBlueprint("cards", __name__, url_prefix="/api/v1", tag="Cards")


class CardInputSpec(Open):
    """An input a card asks for (its ``card_inputs`` entry)."""

    name: str
    type: Literal["int", "bool"]
    meaning: str
    required: bool
    min: int | None = None
    max: int | str | None = Field(None, description="a number, a count of the player's farm (e.g. rooms), "
                                                    "or null (no limit)")
    default: int | bool | None = None
    only_one_player_documents: bool | None = None


class CatalogueCard(Open):
    """A card of the E, I or K deck."""

    id: str = Field(examples=["E28"])
    name: str
    deck: Literal["E", "I", "K"]
    number: int
    type: Literal["occupation", "minor"]
    players: str | None = Field(description='player-count mark of an occupation, e.g. "3+"')
    printed: int
    bonus: bool = Field(description="its text gives bonus points")
    effect: Literal["bonus", "modifier", "animals"] | None = Field(
        description="how it changes the score beyond its printed points")
    passes: bool = Field(description="passed on after play (never in front of anyone at the end)")
    inputs: list[CardInputSpec]
    simulated: bool = Field(description="the game simulator implements the card (it is dealt in card games)")
    description: str | None = Field(description="what the card does, in one line (null when not simulated)")


class CardCatalogue(Open):
    """Every occupation and minor improvement of Agricola's E, I and K decks."""

    game: Literal["agricola"]
    cards: list[CatalogueCard]



@bp.get("/cards")
@bp.output(CardCatalogue)
def cards() -> Response:
    """Agricola card catalogue

    Every occupation and minor improvement of the original edition's E, I and K
    decks: id, name, deck, type, player-count mark, printed points, whether its
    text gives bonus points, the ``card_inputs`` it asks for, whether the simulator
    implements it (``simulated``) and what it does in one line (``description``).
    """
    return jsonify({"game": "agricola", "cards": catalogue()})


class CardPicks:
    """The cards a player may pick on the Agricola form: a deck card by id or name, with its
    printed points and the inputs its holder is asked (:class:`web.forms.Catalogue`)."""

    def entries(self) -> tuple[Pick, ...]:
        return _picks()

    def find(self, key: str) -> Pick | None:
        card = find(key)
        return _pick(card) if card is not None and card.deck in DECKS else None


@cache
def _picks() -> tuple[Pick, ...]:
    return tuple(_pick(card) for card in deck_cards())


@cache
def _pick(card: Card) -> Pick:
    kind = "occupation" if card.type == "occupation" else "minor improvement"
    return Pick(card.id, card.name, card.printed, kind if card.mark is None else f"{kind}, {card.mark}",
                _holder_inputs(card.id))


def _holder_inputs(card_id: str) -> tuple[PickInput, ...]:
    """What the holder of a card is asked (none where a rule asks the players who do not
    hold it, as the Constable does); what it reads that quick entry's counts do not say (the
    Manger's pasture spaces) is asked of a player entering by quick entry only."""
    rule = rules().get(card_id)
    if rule is not None and rule.needed != "held":
        return ()
    specs = inputs_of(card_id)
    meanings = [spec.meaning for spec in specs]
    return tuple(PickInput(
        spec.name,
        QUICK_INPUTS.get(spec.name) or (spec.meaning if meanings.count(spec.meaning) == 1
                                        else f"{spec.meaning} ({spec.name.replace('_', ' ')})"),
        "number" if spec.type == "int" else "yes-no",
        spec.minimum, QUICK_MOST.get(spec.name, spec.maximum if isinstance(spec.maximum, int) else None),
        required=spec.default is None, alone=spec.single_player, quick=spec.counts_only) for spec in specs)


# What quick entry asks beside the cards that read what its counts do not say, in words.
QUICK_INPUTS = MappingProxyType({
    "pasture_spaces": lazy_gettext("Pasture spaces"),
    "qualifying_pastures": lazy_gettext("Pastures with at least 1 animal and room for 3 more"),
})
QUICK_MOST = MappingProxyType({"pasture_spaces": game_rules.MAX_PASTURE_SPACES, "qualifying_pastures": game_rules.MAX_PASTURES})


PICKS = CardPicks()
