"""The card catalogue under /api/v1: what a card picker offers (Agricola's E, I and K decks).

Agricola's own endpoint: its face (:mod:`web.faces.agricola`) brings it to the app.
"""

from __future__ import annotations

from typing import Literal

from apiflask import APIBlueprint
from flask import Response, jsonify
from pydantic import Field

from calculator.agricola.cards import catalogue

from .schemas import Open

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
    text gives bonus points, and the ``card_inputs`` it asks for.
    """
    return jsonify({"game": "agricola", "cards": catalogue()})
