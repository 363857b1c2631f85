"""The card catalogue under /api/v1: what a card picker offers (Agricola's E, I and K decks)."""

from __future__ import annotations

from apiflask import APIBlueprint
from flask import Response, jsonify

from calculator.agricola.cards import catalogue

from .schemas import CardCatalogue

bp = APIBlueprint("cards", __name__, url_prefix="/api/v1", tag="Cards")


@bp.get("/cards")
@bp.output(CardCatalogue)
def cards() -> Response:
    """Agricola card catalogue

    Every occupation and minor improvement of the original edition's E, I and K
    decks: id, name, deck, type, player-count mark, printed points, whether its
    text gives bonus points, and the ``card_inputs`` it asks for.
    """
    return jsonify({"game": "agricola", "cards": catalogue()})
