"""Why a card scores, in the page's language: every reason the worked examples give reads back
into its saying (a stored sheet keeps the English), whose English is the reason unchanged."""

from __future__ import annotations

import re

import pytest

from calculator.agricola.cards import reasons
from calculator.documents import score
from test_agricola_card_examples import DATA, document, player


def every_reason() -> list[str]:
    """The ``why`` of every card of every worked example (one player and whole tables)."""
    found = []
    for example in DATA["examples"]:
        found += [card["why"] for card in score(document(example), solver="exact").get("cards", ())]
    for table in DATA["tables"]:
        result = score({"game": "agricola", "players": [player(p) for p in table["players"]]}, solver="exact")
        found += [card["why"] for got in result["players"] for card in got.get("cards", ())]
    return sorted(set(found))


REASONS = every_reason()


@pytest.mark.parametrize("why", REASONS)
def test_every_card_reason_of_the_examples_reads_back_into_its_saying(why):
    said = reasons.read(why)
    notes = set(reasons_notes())
    if why in notes:  # a note of the card data, English only
        assert said is None
        return
    assert said is not None, f"no form reads {why!r}"
    assert str(said) == why


def reasons_notes() -> list[str]:
    from calculator.agricola.cards.rules import effects

    return [*effects()["notes"].values(), *(r for blocked in effects()["never_qualifies"].values()
                                           for r in blocked.values())]


def test_the_examples_give_reasons_of_most_forms():
    """The round trip above is worth something only if the examples reach the forms."""
    used = {next(form for form in reasons.READ if form.read(why) is not None).saying.text
            for why in REASONS if reasons.read(why) is not None}
    assert len(used) >= 25


def test_a_reason_is_said_in_other_words_with_its_counted_word_and_house():
    class Shouting:
        def gettext(self, message, **values):
            return re.sub(r"%\(\w+\)s|[a-z]+", lambda m: m[0] if m[0][0] == "%" else m[0].upper(), message) % values

        def pgettext(self, context, message, **values):
            return f"<{context}>"

    said = reasons.read("clay house, 4 rooms: 1 each = 4").said(Shouting())
    assert said == "CLAY HOUSE, 4 <agricola.category.rooms>: 1 EACH = 4"
