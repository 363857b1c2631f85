"""The catalogues of the pages' words: extract them, fill in the glossary, compile them.

    python web/i18n/catalogues.py update    # after changing words in the code or templates
    python web/i18n/catalogues.py glossary  # after correcting docs/glossary.csv
    python web/i18n/catalogues.py compile   # .po -> .mo (the build does it: setup.py)

``update`` extracts every message of the code and templates (``pybabel extract`` with
``babel.cfg`` and :data:`KEYWORDS`) into ``web/translations/messages.pot``, adds a
message for every glossary row (``docs/glossary.csv``: the row's id is its context,
its ``en`` the message), updates each language's ``messages.po`` from it (``pybabel
update``, no fuzzy guesses) and then does what ``glossary`` does: the glossary rows'
entries take the CSV's word in every language (the CSV is where a game word is
corrected), and English is the identity.  A translator only edits a ``messages.po``;
the build compiles it.

Standard library and Babel only, so that ``setup.py`` can load this file at build time.
"""

from __future__ import annotations

import copy
import csv
import os
import sys
from pathlib import Path

from babel.messages.catalog import Catalog
from babel.messages.frontend import CommandLineInterface
from babel.messages.mofile import write_mo
from babel.messages.pofile import read_po, write_po

ROOT = Path(__file__).resolve().parents[2]
TRANSLATIONS = ROOT / "web" / "translations"
TEMPLATE = TRANSLATIONS / "messages.pot"
GLOSSARY = ROOT / "docs" / "glossary.csv"
LANGUAGES = ("en", "el", "es", "it", "zh", "ru")
SOURCE = "en"  # the language the code is written in: its catalogue is the identity
KEYWORDS = ("lazy_gettext", "lazy_ngettext:1,2", "lazy_pgettext:1c,2",
            "saying")  # beside Babel's own (_, gettext, ...); saying: calculator.words
GLOSSARY_NOTE = "glossary"  # the automatic comment that marks a glossary row's entry


def po_path(language: str, translations: Path = TRANSLATIONS) -> Path:
    return translations / language / "LC_MESSAGES" / "messages.po"


def glossary_rows(path: Path = GLOSSARY) -> list[dict[str, str]]:
    with path.open(encoding="utf-8", newline="") as f:
        return list(csv.DictReader(f))


def extract(template: Path = TEMPLATE) -> None:
    """``pybabel extract`` of the code and the templates into ``template``."""
    keywords = [arg for keyword in KEYWORDS for arg in ("-k", keyword)]
    template.parent.mkdir(parents=True, exist_ok=True)
    here = os.getcwd()
    os.chdir(ROOT)  # the messages' locations relative to the repository
    try:
        CommandLineInterface().run(["pybabel", "-q", "extract", "-F", "babel.cfg", *keywords, "-c", "Translators:",
                                    "--no-wrap", "--sort-by-file", "--project", "agricalc", "-o", str(template), "."])
    finally:
        os.chdir(here)


def add_glossary(catalog: Catalog, rows: list[dict[str, str]]) -> None:
    """A message for every glossary row: its id the context, its English the message."""
    for row in rows:
        note = f"{GLOSSARY_NOTE} {row['id']}: {row['context']}. {row['notes']}".strip()
        found = catalog.get(row["en"], context=row["id"])
        if found is None:
            catalog.add(row["en"], context=row["id"], auto_comments=[note])
        elif note not in found.auto_comments:
            found.auto_comments.append(note)


def fill(catalog: Catalog, language: str, rows: list[dict[str, str]]) -> int:
    """The glossary's words into ``catalog`` (and every message into English's); how many it filled."""
    words = {(row["id"], row["en"]): row.get(language, "") for row in rows}
    filled = 0
    for message in catalog:
        if not message.id:
            continue
        if language == SOURCE:
            message.string = message.id
        elif (message.context, message.id) in words and words[message.context, message.id]:
            message.string = words[message.context, message.id]
        else:
            continue
        message.flags.discard("fuzzy")
        filled += 1
    return filled


def update(translations: Path = TRANSLATIONS) -> dict[str, int]:
    """Extract, add the glossary, update every language's catalogue and fill it; the number of
    glossary entries filled, by language."""
    template_path = translations / "messages.pot"
    extract(template_path)
    rows = glossary_rows()
    with template_path.open("rb") as f:
        template = read_po(f)
    add_glossary(template, rows)
    _write(template, template_path)
    counts = {}
    for language in LANGUAGES:
        path = po_path(language, translations)
        if path.exists():
            with path.open("rb") as f:
                catalog = read_po(f, locale=language)
        else:
            catalog = Catalog(locale=language, project="agricalc", fuzzy=False)
        catalog.update(copy.deepcopy(template), no_fuzzy_matching=True)  # update() keeps the template's messages
        counts[language] = fill(catalog, language, rows)
        path.parent.mkdir(parents=True, exist_ok=True)
        _write(catalog, path, ignore_obsolete=True)
    return counts


def glossary(translations: Path = TRANSLATIONS) -> dict[str, int]:
    """The glossary's words into every language's catalogue (after a correction of the CSV)."""
    rows = glossary_rows()
    counts = {}
    for language in LANGUAGES:
        path = po_path(language, translations)
        with path.open("rb") as f:
            catalog = read_po(f, locale=language)
        counts[language] = fill(catalog, language, rows)
        _write(catalog, path)
    return counts


def compile_all(source: Path = TRANSLATIONS, target: Path | None = None) -> list[Path]:
    """Every ``<lang>/LC_MESSAGES/messages.po`` under ``source`` compiled to a ``.mo`` beside it, or
    under ``target`` (a build's copy of the package); fuzzy entries are left out.  The ``.mo`` files."""
    written = []
    for po in sorted(source.glob("*/LC_MESSAGES/messages.po")):
        with po.open("rb") as f:
            catalog = read_po(f, locale=po.parent.parent.name)
        mo = (target / po.relative_to(source) if target else po).with_suffix(".mo")
        mo.parent.mkdir(parents=True, exist_ok=True)
        with mo.open("wb") as f:
            write_mo(f, catalog, use_fuzzy=False)
        written.append(mo)
    return written


def _write(catalog: Catalog, path: Path, ignore_obsolete: bool = False) -> None:
    with path.open("wb") as f:
        write_po(f, catalog, width=0, ignore_obsolete=ignore_obsolete, include_lineno=False)


def main(argv: list[str]) -> int:
    commands = {"update": update, "glossary": glossary, "compile": compile_all}
    if len(argv) != 1 or argv[0] not in commands:
        print(__doc__.split("\n\n")[1], file=sys.stderr)
        return 2
    done = commands[argv[0]]()
    if isinstance(done, dict):
        for language, count in done.items():
            print(f"{language}: {count} entries filled")
    else:
        print(f"{len(done)} catalogues compiled")
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
