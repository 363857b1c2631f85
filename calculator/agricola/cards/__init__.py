"""The occupations and minor improvements of Agricola's E, I and K decks (original edition).

A document lists a player's cards in play by id or English name (``"cards":
["E28", "Loom"]``); their printed points and bonus points are then computed,
and ``card_inputs`` gives what a card's points depend on that the farm does
not show (``{"I100": 3}``: the Tavern used 3 times for points).

* :mod:`.catalogue`: the cards (facts of ``data/cards-eik.csv``);
* :mod:`.rules`: their end-scoring rules (``data/card-bonus.json``) and inputs;
* :mod:`.interpreter`: one evaluator per rule kind;
* :mod:`.hand`, :mod:`.inputs`, :mod:`.table`: reading and checking a document's cards;
* :mod:`.housing`: the cards that change where animals live;
* :mod:`.scoring`: a player's card points and their animals' placement.

>>> [c["id"] for c in catalogue() if c["name"] in ("Clogs", "Reeve")]
['E28', 'E217']
"""

from __future__ import annotations

from .catalogue import Card, card, deck_cards, find
from .rules import inputs_of, rules


def catalogue() -> list[dict]:
    """Every card of the E, I and K decks, for a card picker: id, name, deck, number,
    type (``occupation`` or ``minor``), player-count mark, printed points, whether it
    gives bonus points, how it changes the score (``bonus``, ``modifier``,
    ``animals`` or None), the inputs it asks (see :class:`.rules.InputSpec`), whether the
    simulator implements it (``simulated``) and then its one-line ``description`` (else None)."""
    from ..effects.data import description
    from .rules import effects

    found = []
    for c in deck_cards():
        rule = rules().get(c.id)
        effect = rule.effect if rule is not None else ("animals" if c.id in effects()["housing"] else None)
        found.append({
            "id": c.id, "name": c.name, "deck": c.deck, "number": c.number, "type": c.type,
            "players": c.mark, "printed": c.printed, "bonus": c.has_bonus, "effect": effect,
            "passes": c.passes, "inputs": [spec.to_json() for spec in inputs_of(c.id)],
            "simulated": description(c.id) is not None, "description": description(c.id),
        })
    return found


__all__ = ["Card", "card", "catalogue", "deck_cards", "find"]
