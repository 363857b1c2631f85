"""docs/glossary.csv: well formed (docs/check_glossary.py), and a row for every game word the code keys."""

from __future__ import annotations

import csv
import importlib.util
from pathlib import Path

from calculator import games
from calculator.acbas import rules as acbas
from calculator.agricola import rules as agricola
from calculator.agricola import spaces
from calculator.hens import rules as hens

DOCS = Path(__file__).resolve().parent.parent / "docs"


def _checker():
    spec = importlib.util.spec_from_file_location("check_glossary", DOCS / "check_glossary.py")
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def _ids() -> set[str]:
    with (DOCS / "glossary.csv").open(encoding="utf-8", newline="") as f:
        return {row["id"] for row in csv.DictReader(f)}


def test_the_glossary_is_well_formed():
    rows, problems = _checker().check(DOCS / "glossary.csv")
    assert problems == []
    assert len(rows) > 150


def test_a_row_belongs_to_a_registered_game_or_to_all(tmp_path):
    checker = _checker()
    with (DOCS / "glossary.csv").open(encoding="utf-8") as f:
        header, first = f.readline(), f.readline()
    assert first.startswith("acbas.game.title,acbas,")
    (tmp_path / "chess.csv").write_text(header + first.replace("acbas", "chess"), encoding="utf-8")
    _, problems = checker.check(tmp_path / "chess.csv")
    assert problems == [f"line 2 (chess.game.title): game must be one of {', '.join(games.names())}, common"]
    assert "orchard" in checker.registered(), "the registry decides, the example game of the tests too"


def test_every_keyed_game_word_has_a_row():
    def building(name: str) -> str:
        return name.replace(" ", "_").replace("-", "_")

    def agricola_category(key: str) -> str:
        if key in agricola.ANIMALS:
            return f"agricola.animal.{key}"
        return f"common.good.{key}" if key in agricola.CROPS else f"agricola.category.{key}"

    wanted = {
        *(f"acbas.space.{space.id}" for space in acbas.ACTION_SPACES),
        *(f"acbas.animal.{animal}" for animal in acbas.ANIMALS),
        *(f"acbas.building.{building(b.name)}" for b in acbas.BUILDINGS.values()),
        *(f"common.good.{good}" for good in (*acbas.MATERIALS, *agricola.MATERIALS, *agricola.CROPS, "food")),
        *(f"agricola.space.{space_id}" for space_id in spaces.SPACES),
        *(f"agricola.major.{key}" for key in agricola.MAJORS),
        *(f"agricola.animal.{animal}" for animal in agricola.ANIMALS),
        *(f"agricola.house.{house}" for house in agricola.HOUSES),
        *(agricola_category(key) for key in agricola.BREAKDOWN_KEYS),
        *(f"hens.breed.{breed.code}" for breed in hens.BREEDS),
        *(f"hens.goal.{kind}" for kind in hens.GOAL_KINDS),
        *(f"hens.category.{key}" for key in ("largest_group", "rooster_group", "medals", "coops", "goals")),
        *(f"hens.tiebreak.{key}" for key in hens.TIEBREAKERS if key != "medals"),
    }
    assert sorted(wanted - _ids()) == []
