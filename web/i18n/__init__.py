"""The pages in the players' languages: English, Greek, Spanish, Italian, Chinese and Russian.

The page's language is chosen, in this order, by ``?lang=`` (which the language
menu's links carry, and which is then kept in the :data:`COOKIE`), by that cookie,
by the browser's ``Accept-Language``, else English.  The JSON API is always
English (its messages and error codes are a contract), and so are the CLI and
the pictures it draws.

The words are in Babel catalogues, ``web/translations/<lang>/LC_MESSAGES/messages.po``,
compiled to ``.mo`` when agricalc is built or installed (``setup.py``).  Python
code marks its words with :func:`flask_babel.lazy_gettext` and friends (module
data, read when a page is drawn), templates with ``_()``.  A game's own word (an
animal, a building, an action space) is a glossary row (``docs/glossary.csv``)
whose id is the message's context: :func:`word`.  Numbers and dates are written
the locale's way (:func:`number`, :func:`when`).  :data:`PAGE` is the
:class:`calculator.words.Words` the pictures are drawn in on a page.
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from types import MappingProxyType

from flask import Flask, Response, request
from flask_babel import Babel, format_date, format_datetime, format_decimal, get_locale, gettext, ngettext, npgettext, pgettext
from flask_babel.speaklater import LazyString
from werkzeug.datastructures import LanguageAccept
from werkzeug.http import parse_accept_header

from calculator.agricola.cards import reasons

LANGUAGES = MappingProxyType({"en": "English", "el": "Ελληνικά", "es": "Español", "it": "Italiano", "zh": "中文",
                              "ru": "Русский"})
DEFAULT = "en"
COOKIE = "agricalc_lang"
COOKIE_DAYS = 365
QUERY = "lang"
ACCEPT_LANGUAGE_READ = 512  # characters of Accept-Language read: a browser sends a few dozen


def chosen() -> str:
    """The language of this request: ``?lang=``, the cookie, ``Accept-Language``, else English;
    always English under ``/api/``."""
    if request.path.startswith("/api/"):
        return DEFAULT
    for asked in (asked_in_address(), request.cookies.get(COOKIE)):
        if asked in LANGUAGES:
            return asked
    return browser_language() or DEFAULT


def browser_language() -> str | None:
    """The language of :data:`LANGUAGES` the browser's ``Accept-Language`` prefers, if any; only
    its first :data:`ACCEPT_LANGUAGE_READ` characters are read (up to the last whole entry), so
    that a huge header costs no more than a browser's."""
    header = request.headers.get("Accept-Language", "")
    if len(header) > ACCEPT_LANGUAGE_READ:
        header = header[:ACCEPT_LANGUAGE_READ].rpartition(",")[0]
    return parse_accept_header(header, LanguageAccept).best_match(tuple(LANGUAGES))


def asked_in_address() -> str | None:
    """The language ``?lang=`` asks for, as a code of :data:`LANGUAGES` where it names one in any
    spelling (``RU``, ``zh-CN``, ``el_GR``), else as written."""
    asked = request.args.get(QUERY)
    if asked is None:
        return None
    code = asked.strip().replace("_", "-").split("-")[0].lower()
    return code if code in LANGUAGES else asked


def install(app: Flask) -> None:
    """Give ``app`` its catalogues, the language menu's data, and the template filters
    :func:`number`, :func:`when`, ``points`` and :func:`card_reason`."""
    Babel(app, locale_selector=chosen, default_translation_directories="translations")
    _compiled(app)
    app.after_request(_keep_choice)
    app.context_processor(_menu)
    app.add_template_filter(number)
    app.add_template_filter(when)
    app.add_template_filter(points)
    app.add_template_filter(card_reason)


def _keep_choice(response: Response) -> Response:
    """Keep a language chosen with ``?lang=`` in the cookie, so the next pages keep it; say which
    language a page is in and that it depends on the cookie and ``Accept-Language`` (caches)."""
    if request.path.startswith("/api/"):
        return response
    asked = asked_in_address()
    if asked in LANGUAGES and request.cookies.get(COOKIE) != asked:
        response.set_cookie(COOKIE, asked, max_age=COOKIE_DAYS * 24 * 3600, samesite="Lax", secure=request.is_secure)
    if response.mimetype == "text/html":  # a page's words; its pictures and scripts are the same for all
        response.vary.update(("Cookie", "Accept-Language"))
        response.content_language.add(language())
    return response


def _compiled(app: Flask) -> None:
    """Compile the catalogues where a work tree has none (or older ones than its ``.po`` files):
    ``pip install`` compiles them, but an app run straight from a checkout would be English only."""
    import logging

    from .catalogues import TRANSLATIONS, compile_all, po_path

    stale = [code for code in LANGUAGES if po_path(code).exists() and (
        not po_path(code).with_suffix(".mo").exists()
        or po_path(code).with_suffix(".mo").stat().st_mtime < po_path(code).stat().st_mtime)]
    if not stale:
        return
    try:
        compile_all(TRANSLATIONS)
    except OSError as exc:  # an installed package that cannot be written to
        logging.getLogger(app.import_name).warning("the catalogues of %s are not compiled (%s): pages in English",
                                                   ", ".join(stale), exc)


def _menu() -> dict:
    """The page's language (``<html lang>``) and the menu's links: (code, name, address)."""
    current = language()
    args = {key: value for key, value in request.args.items() if key != QUERY}
    links = [(code, name, _address(args, code)) for code, name in LANGUAGES.items()]
    return {"language": current, "language_name": LANGUAGES[current], "languages": links}


def _address(args: dict[str, str], code: str) -> str:
    from urllib.parse import urlencode

    return request.path + "?" + urlencode({**args, QUERY: code})


def language() -> str:
    """The code of the page's language (``en`` outside a request)."""
    locale = get_locale()
    return str(locale.language) if locale is not None else DEFAULT


def number(value: float) -> str:
    """A number the locale's way: ``12.5`` is ``12,5`` in Greek, Spanish, Italian and Russian."""
    return format_decimal(value, format="#,##0.###")


def points(value: float) -> str:
    """``1 point``, ``-3 points``, ``4,5 points``, in the page's language."""
    return ngettext("%(points)s point", "%(points)s points", plural_count(value), points=number(value))


def when(iso: str) -> str:
    """A stored time (ISO 8601, UTC) as the locale writes a date and time."""
    try:
        moment = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    return format_datetime(moment, "short")


def day(iso: str) -> str:
    """The day of a stored time (ISO 8601, UTC) as the locale writes a date: ``Dec 2, 2026``."""
    try:
        moment = datetime.fromisoformat(iso)
    except (TypeError, ValueError):
        return str(iso)
    return format_date(moment, "medium")


def plural_count(value: float) -> int:
    """The count a plural form is chosen by: a whole number by its size (-1 point, -7 points), a half
    point as 2 (plural)."""
    return int(abs(value)) if float(value).is_integer() else 2


def word(key: str, english: str) -> LazyString:
    """A game's own word, as the glossary row ``key`` gives it in the page's language (``english``
    is the row's ``en``: the catalogue's message)."""
    return LazyString(pgettext, key, english)


def capital(text: object) -> LazyString:
    """``text`` with its first letter a capital, once it is read in the page's language."""
    return LazyString(lambda: _capital(str(text)))


def _capital(text: str) -> str:
    return text[:1].upper() + text[1:]


def lazy(function: Callable[[], str]) -> LazyString:
    """A string made by ``function`` each time it is read (in the page's language then)."""
    return LazyString(function)


class PageWords:
    """The words of the pictures drawn on a page: the catalogue of the page's language
    (:class:`calculator.words.Words`)."""

    def gettext(self, message: str, **values: object) -> str:
        return gettext(message, **values)

    def ngettext(self, singular: str, plural: str, num: int, **values: object) -> str:
        return ngettext(singular, plural, plural_count(num), **values)

    def pgettext(self, context: str, message: str, **values: object) -> str:
        return pgettext(context, message, **values)

    def npgettext(self, context: str, singular: str, plural: str, num: int, **values: object) -> str:
        return npgettext(context, singular, plural, plural_count(num), **values)

    def number(self, value: float) -> str:
        return number(value)


PAGE = PageWords()


def card_reason(english: str) -> str:
    """Why a card scores (a result's English ``why``, as a stored sheet keeps it) in the page's
    language; "" for a reason of no form (a note of the card data: English only)."""
    saying = reasons.read(english)
    return saying.said(PAGE) if saying is not None else ""


def rule_words(error: Exception) -> str:
    """What a calculator error says, in the page's language ("" where it has no words but its
    English detail: :attr:`calculator.errors.AgricalcError.saying`)."""
    saying = getattr(error, "saying", None)
    return saying.said(PAGE) if saying is not None else ""
