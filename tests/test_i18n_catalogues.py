"""The catalogues of the pages' words (web/translations): complete, placeholders kept, up to date
with the code, the glossary's words in every language, and compiled by the build.

``test_every_message_is_translated`` and ``test_placeholders_match_their_message`` are the
translators' harness: they pass for a language once its ``messages.po`` is complete.
"""

from __future__ import annotations

import re

import pytest
from babel.messages.pofile import read_po
from babel.support import Translations

from web.i18n import catalogues
from i18n_pages import LANGUAGES, catalogue, template

PLACEHOLDER = re.compile(r"%\((\w+)\)[sd]")


def forms(message) -> list[str]:
    return list(message.string) if isinstance(message.string, (list, tuple)) else [message.string]


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_message_is_translated(language):
    found = catalogue(language)
    missing = [message.id for message in found if message.id and not all(forms(message))]
    fuzzy = [message.id for message in found if message.id and message.fuzzy]
    assert not missing and not fuzzy, (
        f"{language}: {len(missing)} of {len([m for m in found if m.id])} messages without a translation "
        f"(first: {missing[:5]}), {len(fuzzy)} fuzzy: edit web/translations/{language}/LC_MESSAGES/messages.po")


@pytest.mark.parametrize("language", LANGUAGES)
def test_placeholders_match_their_message(language):
    found = catalogue(language)
    wrong = []
    for message in found:
        if not message.id:
            continue
        ids = [message.id] if isinstance(message.id, str) else list(message.id)
        wanted = {name for text in ids for name in PLACEHOLDER.findall(text)}
        for text in forms(message):
            if not text:
                continue  # not translated yet: the test above says so
            named = set(PLACEHOLDER.findall(text))
            if not named <= wanted or not (wanted - {"num"}) <= named:
                wrong.append((message.id, text))
    problems = [(message.id, [str(error) for error in errors]) for message, errors in found.check()]
    assert wrong == [] and problems == []


@pytest.mark.parametrize("language", LANGUAGES)
def test_plural_messages_have_the_language_s_plural_forms(language):
    found = catalogue(language)
    counts = {len(forms(message)) for message in found if message.pluralizable}
    assert counts == {found.num_plurals}, f"{language} has {found.num_plurals} plural forms"


def test_the_english_catalogue_is_the_identity():
    for message in catalogue("en"):
        if message.id:
            assert forms(message) == ([message.id] if isinstance(message.id, str) else list(message.id))


def test_every_language_has_every_message_of_the_template():
    wanted = {(message.context, message.id if isinstance(message.id, str) else message.id[0])
              for message in template() if message.id}
    for language in LANGUAGES:
        have = {(message.context, message.id if isinstance(message.id, str) else message.id[0])
                for message in catalogue(language) if message.id}
        assert have == wanted, f"{language}: run python web/i18n/catalogues.py update"


def test_the_template_holds_every_message_of_the_code(tmp_path):
    catalogues.extract(tmp_path / "messages.pot")
    with (tmp_path / "messages.pot").open("rb") as f:
        extracted = {(message.context, str(message.id)) for message in read_po(f) if message.id}
    committed = {(message.context, str(message.id)) for message in template() if message.id}
    assert sorted(extracted - committed) == [], "run python web/i18n/catalogues.py update"


@pytest.mark.parametrize("language", LANGUAGES)
def test_every_glossary_word_is_in_the_catalogue_as_the_glossary_gives_it(language):
    found = catalogue(language)
    for row in catalogues.glossary_rows():
        message = found.get(row["en"], context=row["id"])
        assert message is not None, row["id"]
        word = row["en"] if language == "en" else row[language]
        assert message.string == word, (row["id"], language)


def test_the_build_compiles_every_catalogue(tmp_path):
    written = catalogues.compile_all(target=tmp_path)
    assert sorted(path.parent.parent.name for path in written) == sorted(LANGUAGES)
    greek = Translations.load(str(tmp_path), ["el"])
    assert greek.pgettext("acbas.animal.sheep", "sheep") == "πρόβατα"


@pytest.mark.parametrize("language", LANGUAGES)
def test_the_compiled_catalogue_is_that_of_the_po_file(tmp_path, language):
    """The pages read the .mo files: one compiled from an older .po would show old words."""
    catalogues.compile_all(target=tmp_path)
    built = catalogues.TRANSLATIONS / language / "LC_MESSAGES" / "messages.mo"
    assert built.exists() and built.read_bytes() == (tmp_path / language / "LC_MESSAGES" / "messages.mo").read_bytes(), \
        "the .mo is older than the .po: run python web/i18n/catalogues.py compile (or pip install -e .)"
