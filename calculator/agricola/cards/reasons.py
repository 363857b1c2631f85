"""Why a card scores what it does: each reason a :class:`~calculator.words.Saying` of a :class:`Form`.

A result's ``why`` is the English (the JSON API, the CLI and a stored sheet keep it);
:func:`read` reads a stored English reason back into its saying, so that a page says
it in its own language.  A form's placeholders are plain values (numbers, card
names), or one of a vocabulary of words (what is counted, a house's material), or
one of other forms (a rate, a threshold table).  A reason no form reads (a card
note of the data) stays English.

>>> str(TABLE(n=6, count=COUNTS["pasture spaces"], points=1, steps=STEPS(least="6/7/8/9", points="1/2/3/4")))
'6 pasture spaces: 1 (6/7/8/9 give 1/2/3/4)'
>>> read("clay house: 1") == BY_HOUSE(house=MATERIALS["clay"], points="1")
True
"""

from __future__ import annotations

import re
from collections.abc import Mapping
from dataclasses import dataclass, field
from functools import cached_property

from ...words import Saying, saying, termed

PLAIN = r"[^;:]+?"  # a number, a card's name, a list of numbers


@dataclass(frozen=True)
class Form:
    """A reason's words with placeholders, and what may stand in each (a placeholder not in
    ``places`` is a plain value)."""

    saying: Saying
    places: Mapping[str, Mapping[str, Saying] | tuple[Form, ...]] = field(default_factory=dict)

    def __call__(self, **values: object) -> Saying:
        return Saying(self.saying.text, tuple(values.items()))

    def pattern(self, named: bool) -> str:
        """The regular expression of the English (its placeholders' groups ``named`` or not)."""
        parts = re.split(r"%\((\w+)\)s", self.saying.text)
        out = []
        for i, part in enumerate(parts):
            if i % 2 == 0:
                out.append(re.escape(part))
                continue
            place = self.places.get(part)
            if place is None:
                inner = PLAIN
            elif isinstance(place, Mapping):
                inner = "|".join(re.escape(word) for word in sorted(place, key=len, reverse=True))
            else:
                inner = "|".join(form.pattern(False) for form in place)
            out.append(f"(?P<{part}>{inner})" if named else f"(?:{inner})")
        return "".join(out)

    @cached_property
    def _compiled(self) -> re.Pattern:
        return re.compile(self.pattern(True))

    def read(self, english: str) -> Saying | None:
        """The saying whose English is ``english``, if it is of this form."""
        found = self._compiled.fullmatch(english)
        if found is None:
            return None
        values: dict[str, object] = {}
        for name, text in found.groupdict().items():
            place = self.places.get(name)
            if place is None:
                values[name] = text
            elif isinstance(place, Mapping):
                values[name] = place[text]
            else:
                values[name] = next((s for form in place if (s := form.read(text)) is not None), None)
                if values[name] is None:
                    return None
        return self(**values)


def _words(*sayings: Saying) -> Mapping[str, Saying]:
    return {str(s): s for s in sayings}


# What a card counts, as the data names it (``pasture_spaces``: "pasture spaces").
COUNTS = _words(
    termed("agricola.animal.sheep", "sheep"), saying("boar"), termed("agricola.animal.cattle", "cattle"),
    termed("common.good.wood", "wood"), termed("common.good.clay", "clay"), termed("common.good.reed", "reed"),
    termed("common.good.grain", "grain"), termed("common.good.vegetables", "vegetables"),
    termed("agricola.category.fields", "fields"), termed("agricola.category.pastures", "pastures"),
    termed("agricola.category.rooms", "rooms"), termed("agricola.category.fenced_stables", "fenced stables"),
    saying("pasture spaces"), saying("improvements"), saying("occupations"), saying("missing animal types"),
    # what a player enters for a card
    saying("acted with 5 people round 14"), saying("basin maker wood"), saying("brush maker boar"),
    saying("clay deposit bonus uses"), saying("hide farmer spaces paid"), saying("occupations after tutor"),
    saying("pelts food in rooms"), saying("reed hut occupied"), saying("tanner boar"), saying("tanner cattle"),
    saying("tavern bonus uses"), saying("tenant farmer unreturned"))
MATERIALS = _words(saying("wood"), saying("clay"), saying("stone"))  # a house's
GROUPS = _words(saying("street"))  # the cards of which only the best scores

STEPS = Form(saying("%(least)s give %(points)s"))
RATES = (Form(saying("%(each)s each")), Form(saying("%(each)s per %(every)s")))

SUPPRESSED = Form(saying("no bonus beside the %(card)s (%(id)s)"))
NEEDS_HOUSE = Form(saying("needs a %(house)s house (this one is %(current)s)"), {"house": MATERIALS, "current": MATERIALS})
PER = Form(saying("%(n)s %(count)s: %(rate)s = %(points)s"), {"count": COUNTS, "rate": RATES})
PER_BEYOND = Form(saying("%(n)s %(count)s: %(rate)s beyond %(offset)s = %(points)s"), {"count": COUNTS, "rate": RATES})
PER_AT_MOST = Form(saying("%(n)s %(count)s: %(rate)s, at most %(most)s = %(points)s"), {"count": COUNTS, "rate": RATES})
PER_BEYOND_AT_MOST = Form(saying("%(n)s %(count)s: %(rate)s beyond %(offset)s, at most %(most)s = %(points)s"),
                          {"count": COUNTS, "rate": RATES})
PERS = (PER_BEYOND_AT_MOST, PER_BEYOND, PER_AT_MOST, PER)
IN_HOUSE = Form(saying("%(house)s house, %(rest)s"), {"house": MATERIALS, "rest": PERS})
TABLE = Form(saying("%(n)s %(count)s: %(points)s (%(steps)s)"), {"count": COUNTS, "steps": (STEPS,)})
BY_HOUSE = Form(saying("%(house)s house: %(points)s"), {"house": MATERIALS})
FLAG_WITH = Form(saying("%(n)s %(count)s (needs %(op)s %(value)s with the %(card)s): %(points)s"), {"count": COUNTS})
FLAG = Form(saying("%(n)s %(count)s (needs %(op)s %(value)s): %(points)s"), {"count": COUNTS})
AT_MAX = Form(saying("categories at their %(most)s points: %(listed)s = %(points)s"))
HAS_MOST = Form(saying("has the most %(what)s (as entered): %(points)s"), {"what": COUNTS})
HAS_NOT_MOST = Form(saying("has not the most %(what)s (as entered): %(points)s"), {"what": COUNTS})
MOST = Form(saying("%(mine)s %(what)s, the most at the table is %(best)s: %(points)s"), {"what": COUNTS})
NONE_MORE_ENTERED = Form(saying("no other player has more (as entered)"))
MORE_ENTERED = Form(saying("another player has more (as entered)"))
NONE_MORE_OF = Form(saying("no other player has more %(what)s"))
MORE_OF = Form(saying("another player has more %(what)s"))
PLAYERS = Form(saying("%(why)s; %(players)s players: %(points)s"),
               {"why": (NONE_MORE_ENTERED, MORE_ENTERED, NONE_MORE_OF, MORE_OF)})
NEGATIVE = Form(saying("negative points: %(found)s"))
NO_NEGATIVE = Form(saying("no negative points: %(points)s"))
ONLY_BEST = Form(saying("only the best %(group)s held scores: the %(card)s"), {"group": GROUPS})
BEST_THERE_IS = Form(saying("the best %(group)s there is: %(points)s"), {"group": GROUPS})
BETTER_ENTERED = Form(saying("a better %(group)s is in play (as entered): %(points)s"), {"group": GROUPS})
NO_BETTER_ENTERED = Form(saying("a better %(group)s is not in play (as entered): %(points)s"), {"group": GROUPS})
BETTER = Form(saying("the %(card)s of %(player)s is a better %(group)s"), {"group": GROUPS})
BEST_IN_PLAY = Form(saying("the best %(group)s in play: %(points)s"), {"group": GROUPS})
PER_PASTURE = Form(saying("with at least %(animals)s animal and room for %(free)s more: %(held)s = %(points)s"))
INPUT_PER = Form(saying("%(input)s %(n)s x %(each)s = %(points)s"), {"input": COUNTS})
INPUT_TABLE = Form(saying("%(input)s %(n)s: %(points)s (%(steps)s)"), {"input": COUNTS, "steps": (STEPS,)})
INPUT_EXCEPT = Form(saying("%(input)s %(n)s, numbers %(passed)s score nothing: %(points)s"), {"input": COUNTS})
INPUT_YES = Form(saying("%(input)s: yes (as entered): %(points)s"), {"input": COUNTS})
INPUT_NO = Form(saying("%(input)s: no (as entered): %(points)s"), {"input": COUNTS})
WEIGHT = Form(saying("counts as %(value)s occupations for %(readers)s"))
WAIVE_BEGGING = Form(saying("%(n)s begging card(s) cost nothing (at most %(most)s): +%(points)s"))
WAIVE_NEGATIVES = Form(saying("no minus for %(what)s: +%(points)s"))
WAIVE_NONE = Form(saying("no minus for any category: +%(points)s"))
PENALTY_WAIVED = Form(saying("%(input)s %(n)s, no penalty beside the %(card)s (%(id)s)"), {"input": COUNTS})
GIFT = Form(saying("the document's animals already include its gift (one more of each type held)"))
UNUSED_WAIVED = Form(saying("%(n)s unused space(s) paid for cost nothing: +%(points)s"))
NOBODY_ON_IT = Form(saying("no one living on it is counted in people"))
PERSON_ON_IT = Form(saying("the person living on it is counted in people but scores nothing: %(points)s"))
PASSED = Form(saying("passed on after play: not in front of the player, no points"))
PRINTED_ONLY = Form(saying("printed points only"))

# Every reason of one rule, the more particular first (a plain value could swallow its words).
ONE = (SUPPRESSED, NEEDS_HOUSE, IN_HOUSE, *PERS, TABLE, BY_HOUSE, FLAG_WITH, FLAG, AT_MAX, HAS_MOST, HAS_NOT_MOST,
       MOST, PLAYERS, NEGATIVE, NO_NEGATIVE, ONLY_BEST, BEST_THERE_IS, BETTER_ENTERED, NO_BETTER_ENTERED, BETTER,
       BEST_IN_PLAY, PER_PASTURE, INPUT_TABLE, INPUT_EXCEPT, INPUT_PER, INPUT_YES, INPUT_NO, WEIGHT, WAIVE_BEGGING,
       WAIVE_NONE, WAIVE_NEGATIVES, PENALTY_WAIVED, GIFT, UNUSED_WAIVED, NOBODY_ON_IT, PERSON_ON_IT, PASSED,
       PRINTED_ONLY)
BOTH = Form(saying("%(one)s; %(other)s"), {"one": ONE, "other": ONE})  # a rule of two parts (the Tanner)
BESIDE = Form(saying("%(why)s; no %(card)s bonus beside it"), {"why": (*ONE, BOTH)})  # a card whose bonus it takes
READ = (*ONE, BOTH, BESIDE)


def both(first: Saying | str, second: Saying | str) -> Saying:
    """Two reasons of one card, one after the other."""
    return BOTH(one=first, other=second)


def read(english: str) -> Saying | None:
    """The reason whose English is ``english``, as a saying (None: a reason of no form)."""
    for form in READ:
        found = form.read(english)
        if found is not None:
            return found
    return None
