"""The words of the calculator's pictures, and the hook that puts them in another language.

A picture renderer takes ``words``: any object with the gettext calls below (named
``%(name)s`` placeholders, as in a Babel catalogue).  :data:`ENGLISH`, the default,
gives the English text; the web app passes its catalogue's words (``web.i18n``),
while the CLI and the JSON API draw in English.

>>> ENGLISH.ngettext("%(num)d pig", "%(num)d pigs", 1)
'1 pig'
>>> ENGLISH.pgettext("acbas.building.stall", "stall")
'stall'
"""

from __future__ import annotations

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
