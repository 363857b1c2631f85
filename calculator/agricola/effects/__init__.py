"""Card effects of the card game: what the occupations and minor improvements do in play.

* :mod:`.vocabulary`: the kinds of effect (a moment, a condition, what happens), read
  from data and checked, refusing an unknown kind with the card's id;
* :mod:`.data`: the cards' effects (``data/card-play/<group>.json``) and which cards
  are implemented;
* :mod:`.interpreter`: the hooks the engine calls (on play, on a space, at round
  start, in the harvest, prices, conversions, housing);
* :mod:`.specials`: the named functions of the cards that fit no kind.

docs/card-effects.md describes the vocabulary and how to add a card.
"""

from __future__ import annotations

from .data import description, effects_of, simulated
from .vocabulary import Effect, VocabularyError

__all__ = ["Effect", "VocabularyError", "description", "effects_of", "simulated"]
