"""Agricola's card game on the play page: your hand as cards to click, the cards everyone has
played, and the decks offered when a game is started.

A card in hand shows its name, its type, its cost (from the catalogue's terms,
:func:`calculator.agricola.card_play.card_terms`), its one-line description where
the simulator has one, and, when an action ``occupation:<id>`` or ``minor:<id>``
is among your legal actions, a button that plays it.
"""

from __future__ import annotations

from collections.abc import Sequence
from types import MappingProxyType

from flask_babel import gettext, lazy_gettext, ngettext

from calculator.agricola import DECKS, DRAFT, dealing
from calculator.agricola.card_play import card_terms
from calculator.agricola.card_terms import Option

from .. import HandCard, OptionChoices, PlayView, counted, in_words

try:  # the cards' one-line descriptions come with the card effects (calculator.agricola.effects)
    from calculator.agricola.effects import description as _description
except ImportError:  # a simulator without card effects yet: each card shows its name and cost only
    def _description(card_id: str) -> str | None:
        return None

PLAYS = ("occupation", "minor")  # the kinds of action that play a card from hand: "<kind>:<card id>"
KINDS = MappingProxyType({"occupation": lazy_gettext("Occupation"), "minor": lazy_gettext("Minor improvement")})
# What a card may ask back when it is played, in words.
RETURNED = MappingProxyType({"oven": lazy_gettext("an oven"), "fireplace": lazy_gettext("a Fireplace"),
                             "cooking_hearth": lazy_gettext("a Cooking Hearth"), "well": lazy_gettext("the Well"),
                             "joinery": lazy_gettext("the Joinery"), "improvement": lazy_gettext("an improvement")})
DECK_WORDS = MappingProxyType({"E": lazy_gettext("E deck (for beginners)"), "I": lazy_gettext("I deck (interactive)"),
                               "K": lazy_gettext("K deck (complex)")})


def card_name(card_id: str) -> str:
    """A card's name as printed (``Clogs``), or its id if the catalogue has no such card."""
    card = dealing.cards_by_id().get(card_id)
    return card.name if card is not None else card_id


def hand(view: PlayView) -> list[HandCard] | None:
    """Your hand (:attr:`PlayView.secrets`), each card playable by the action that plays it
    now; ``None`` for a spectator or in the family game."""
    secrets = view.secrets
    if not secrets or "hand" not in secrets:
        return None
    playable = {action.id: action for action in view.legal if action.id.partition(":")[0] in PLAYS}
    cards = []
    for kind, ids in (("occupation", secrets["hand"]["occupations"]), ("minor", secrets["hand"]["minors"])):
        for card_id in ids:
            cards.append(HandCard(card_id, card_name(card_id), str(KINDS[kind]), cost(card_id, kind),
                                  _description(card_id) or "", playable.get(f"{kind}:{card_id}")))
    return cards


def cost(card_id: str, kind: str) -> str:
    """What a card costs in words: its ways to pay, ``or`` between them; an occupation without
    a cost of its own costs the food its space asks."""
    terms = card_terms().get(card_id)
    options = [option for option in (terms.options if terms else ()) if option.price or option.returns]
    if not options:
        return gettext("the food the space asks") if kind == "occupation" else gettext("free")
    return in_words([_option(option) for option in options], "or")


def _option(option: Option) -> str:
    goods = [counted(n, good) for good, n in option.price.items() if n]
    returned = [gettext("return %(what)s", what=RETURNED.get(what, what)) for what in option.returns]
    return gettext(", ").join(goods + returned)


def played_facts(public_player: dict) -> list[tuple[str, str]]:
    """The facts a card game adds under a player's picture: the cards they have played (everyone
    sees them) and how many cards they hold (never which)."""
    if "played" not in public_player:
        return []
    sizes = public_player.get("hand_size", {})
    held = gettext("%(occupations)s, %(minors)s",
                   occupations=_occupations(sizes.get("occupations", 0)), minors=_minors(sizes.get("minors", 0)))
    return [(gettext("Cards played"), in_words([card_name(card) for card in public_player["played"]])
             or gettext("none")),
            (gettext("Cards in hand"), held)]


def _occupations(n: int) -> str:
    return ngettext("%(num)d occupation", "%(num)d occupations", n)


def _minors(n: int) -> str:
    return ngettext("%(num)d minor improvement", "%(num)d minor improvements", n)


def deck_choices() -> Sequence[OptionChoices]:
    """The decks on the new-game form: checkboxes E, I, K; none checked is the family game; and
    the draft: one checkbox."""
    return (OptionChoices(DECKS.name, str(lazy_gettext("Card decks")),
                          str(lazy_gettext("Occupations and minor improvements are dealt from the decks checked: the "
                                           "full card game. None checked: the family game.")),
                          tuple((deck, str(DECK_WORDS[deck])) for deck in DECKS.choices)),
            OptionChoices(DRAFT.name, str(lazy_gettext("Draft")),
                          str(lazy_gettext("With decks: each player keeps one card of a pack of 7 and passes the rest "
                                           "left, occupations first, then minor improvements.")),
                          (("yes", str(lazy_gettext("Draft the cards instead of dealing them"))),)))
