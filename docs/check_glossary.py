"""Check docs/glossary.csv, the games' own words in every language (see docs/glossary.md).

    python docs/check_glossary.py                      # the shape of the file
    python docs/check_glossary.py --seeds ../shared/seeds  # also: every quote is in its rulebook
    python docs/check_glossary.py --uncertain          # list the words marked uncertain

Exits 1 on any problem: a wrong header, a row with the wrong number of columns, an
empty cell, a duplicate id, a game that is not registered (:mod:`calculator.games`; or
``common``), an id that does not start with its game, a source that does not name each
language exactly once (rulebook number, ``established`` or ``uncertain``), or a placeholder
such as ``{n}`` that is not in every language.  The standard library, and the registry.
"""

from __future__ import annotations

import argparse
import csv
import re
import sys
from pathlib import Path

HEADER = ["id", "game", "context", "en", "el", "es", "it", "zh", "ru", "source", "notes"]
COMMON = "common"  # the rows of words every game shares
LANGS = ("el", "es", "it", "zh", "ru")
# The rulebook each language's words come from (../shared/seeds/README.md).
SEEDS = {"el": "000", "it": "001", "ru": "002", "zh": "003", "es": "004"}
KINDS = ("established", "uncertain")
ID = re.compile(r"[a-z]+(\.[A-Za-z0-9_]+)+")
PLACEHOLDER = re.compile(r"\{[a-z_]+\}")
QUOTE = re.compile(r"«([^»]*)»")
_LANG = "(?:" + "|".join(LANGS) + ")"
PART = re.compile(rf"; (?={_LANG}(?:, {_LANG})*: )")  # "; " before the next "el, es: " (not inside a remark)
DEFAULT = Path(__file__).with_name("glossary.csv")


def sources(text: str) -> dict[str, str] | str:
    """``"el: 000 «…»; es, it: uncertain"`` -> {language: its part}, or what is wrong with it."""
    found: dict[str, str] = {}
    for part in PART.split(text):
        langs, colon, rest = part.partition(": ")
        if not colon or not rest:
            return f"no 'language: source' in {part!r}"
        for lang in (code.strip() for code in langs.split(",")):
            if lang not in LANGS:
                return f"unknown language {lang!r}"
            if lang in found:
                return f"{lang} named twice"
            if not (rest.startswith(SEEDS[lang]) or rest.startswith(KINDS)):
                return f"{lang}: source must start with {SEEDS[lang]}, established or uncertain, not {rest[:20]!r}"
            found[lang] = rest
    missing = [lang for lang in LANGS if lang not in found]
    return f"no source for {', '.join(missing)}" if missing else found


def normal(text: str, lang: str) -> str:
    """Text as a quote is compared: whitespace collapsed; for Spanish (spaces lost in OCR,
    and the fi/ti ligatures with them) and Chinese, no whitespace at all."""
    if lang == "es":
        text = re.sub(r"\s+", "", text)
        return text.replace("fi", "i").replace("ti", "i")
    if lang == "zh":
        return re.sub(r"\s+", "", text)
    return re.sub(r"\s+", " ", text)


def seed_texts(folder: Path) -> dict[str, str]:
    texts = {}
    for lang, number in SEEDS.items():
        files = sorted(folder.glob(f"{number}_*.txt"))
        if len(files) != 1:
            raise SystemExit(f"{folder}: expected one {number}_*.txt, found {len(files)}")
        texts[lang] = normal(files[0].read_text(encoding="utf-8"), lang)
    return texts


def registered() -> tuple[str, ...]:
    """The games a row may belong to: every registered game (:func:`calculator.games.names`) and ``common``."""
    sys.path.insert(0, str(Path(__file__).resolve().parent.parent))  # run from a checkout, installed or not
    from calculator import games

    return (*games.names(), COMMON)


def check(path: Path, seeds: dict[str, str] | None = None,
          games: tuple[str, ...] | None = None) -> tuple[list[list[str]], list[str]]:
    """The rows and the problems found (empty when the file is good); ``games``: those a row may
    belong to (by default :func:`registered`)."""
    games = games or registered()
    problems: list[str] = []
    with path.open(encoding="utf-8", newline="") as f:
        table = list(csv.reader(f))
    if not table or table[0] != HEADER:
        return [], [f"header must be {','.join(HEADER)}"]
    rows, seen = [], {}
    for line, row in enumerate(table[1:], start=2):
        where = f"line {line}"
        if len(row) != len(HEADER):
            problems.append(f"{where}: {len(row)} columns, expected {len(HEADER)}")
            continue
        cell = dict(zip(HEADER, row))
        where = f"line {line} ({cell['id'] or 'no id'})"
        for name, value in cell.items():
            if not value.strip():
                problems.append(f"{where}: empty {name}")
        if cell["id"] in seen:
            problems.append(f"{where}: duplicate id, first on line {seen[cell['id']]}")
        seen.setdefault(cell["id"], line)
        if cell["game"] not in games:
            problems.append(f"{where}: game must be one of {', '.join(games)}")
        if not ID.fullmatch(cell["id"]) or cell["id"].split(".")[0] != cell["game"]:
            problems.append(f"{where}: id must be <game>.<part>[.<part>...] and start with its game")
        wanted = sorted(PLACEHOLDER.findall(cell["en"]))
        for lang in LANGS:
            if sorted(PLACEHOLDER.findall(cell[lang])) != wanted:
                problems.append(f"{where}: {lang} placeholders differ from en {wanted}")
        parsed = sources(cell["source"])
        if isinstance(parsed, str):
            problems.append(f"{where}: source: {parsed}")
        elif seeds is not None:
            for lang, part in parsed.items():
                if SEEDS[lang] not in part:
                    continue  # quotes from elsewhere (rules/*.md) are not checked
                for quote in QUOTE.findall(part):
                    if normal(quote, lang) not in seeds[lang]:
                        problems.append(f"{where}: {lang} quote not in {SEEDS[lang]}: «{quote}»")
        rows.append(row)
    return rows, problems


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("csv", nargs="?", type=Path, default=DEFAULT)
    parser.add_argument("--seeds", type=Path, help="folder of the rulebooks (000_*.txt ... 004_*.txt)")
    parser.add_argument("--uncertain", action="store_true", help="list the words marked uncertain")
    args = parser.parse_args(argv)
    rows, problems = check(args.csv, seed_texts(args.seeds) if args.seeds else None)
    for problem in problems:
        print(f"{args.csv}: {problem}", file=sys.stderr)
    if problems:
        return 1
    if args.uncertain:
        for row in rows:
            cell = dict(zip(HEADER, row))
            parsed = sources(cell["source"])
            shaky = [lang for lang in LANGS if parsed[lang].startswith("uncertain")]
            if shaky:
                print(f"{cell['id']}: " + ", ".join(f"{lang} {cell[lang]}" for lang in shaky))
    counts = {kind: 0 for kind in ("rulebook", *KINDS)}
    for row in rows:
        for part in sources(dict(zip(HEADER, row))["source"]).values():
            counts[part.split()[0] if part.startswith(KINDS) else "rulebook"] += 1
    print(f"{args.csv}: {len(rows)} terms, {len(rows) * len(LANGS)} translations "
          f"({counts['rulebook']} from the rulebooks, {counts['established']} established, "
          f"{counts['uncertain']} uncertain); checked{' against the rulebooks' if args.seeds else ''}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
