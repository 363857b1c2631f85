"""The words of the calculator's pictures, and the hook that puts them in another language.

A picture renderer takes ``words``: any object with the gettext calls below (named
``%(name)s`` placeholders, as in a Babel catalogue).  :data:`ENGLISH`, the default,
gives the English text; the web app passes its catalogue's words (``web.i18n``),
while the CLI and the JSON API draw in English.

What the calculator says in a sentence (a rule an error names, why a card scores) is a
:class:`Saying`: ``str()`` of it is the English the API and the CLI give, and
:meth:`Saying.said` is the same sentence in other ``words`` (a page's language).
:func:`saying` makes one, and marks its text for the catalogues.

>>> ENGLISH.ngettext("%(num)d pig", "%(num)d pigs", 1)
'1 pig'
>>> ENGLISH.pgettext("acbas.building.stall", "stall")
'stall'
>>> str(saying("%(count)s troughs; the game has only %(most)s", count=12, most=10))
'12 troughs; the game has only 10'
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Protocol


class Words(Protocol):
    """The gettext calls a renderer makes (``num`` is always a placeholder of ``ngettext``)."""

    def gettext(self, message: str, **values: object) -> str: ...

    def ngettext(self, singular: str, plural: str, num: int, **values: object) -> str: ...

    def pgettext(self, context: str, message: str, **values: object) -> str: ...

    def npgettext(self, context: str, singular: str, plural: str, num: int, **values: object) -> str: ...

    def number(self, value: float) -> str: ...


class English:
    """The words as the code writes them."""

    def gettext(self, message: str, **values: object) -> str:
        return message % values if values else message

    def ngettext(self, singular: str, plural: str, num: int, **values: object) -> str:
        return (singular if num == 1 else plural) % {"num": num, **values}

    def pgettext(self, context: str, message: str, **values: object) -> str:
        return self.gettext(message, **values)

    def npgettext(self, context: str, singular: str, plural: str, num: int, **values: object) -> str:
        return self.ngettext(singular, plural, num, **values)

    def number(self, value: float) -> str:
        """``12``, ``12.5``."""
        return f"{value:g}"


ENGLISH = English()


def term(words: Words, key: str, english: str) -> str:
    """A game's own word: the glossary row ``key`` (``docs/glossary.csv``, whose ``en`` is
    ``english``) in ``words``.  The catalogues take these rows from the glossary, not from the code."""
    return words.pgettext(key, english)


@dataclass(frozen=True)
class Saying:
    """A sentence of the calculator: a catalogue message (``%(name)s`` placeholders) and its
    values, each a plain value or a :class:`Saying` of its own (said in the same words)."""

    text: str
    values: tuple[tuple[str, object], ...] = ()
    context: str | None = None  # a glossary row's id: the text is a game's own word (:func:`term`)

    def said(self, words: Words) -> str:
        """The sentence in ``words``."""
        values = {name: value.said(words) if isinstance(value, Saying) else value for name, value in self.values}
        if self.context is not None:
            return words.pgettext(self.context, self.text, **values)
        return words.gettext(self.text, **values)

    def __str__(self) -> str:
        return self.said(ENGLISH)


def saying(text: str, **values: object) -> Saying:
    """The sentence ``text % values`` (English), to be said in a page's language too; ``text``
    is a catalogue message (``python web/i18n/catalogues.py update`` extracts it)."""
    return Saying(text, tuple(values.items()))


def termed(key: str, english: str) -> Saying:
    """A game's own word as a value of a :class:`Saying`: the glossary row ``key`` (whose ``en`` is
    ``english``), said in the sentence's words."""
    return Saying(english, context=key)


def said(text: object, words: Words) -> str:
    """``text`` in ``words`` where it is a :class:`Saying`, else as it is."""
    return text.said(words) if isinstance(text, Saying) else str(text)
