"""`agricalc score` on Hens documents: the grid drawn with its groups, the breakdown, or --json."""

from __future__ import annotations

import copy
import json
from pathlib import Path

import calculator
from calculator.cli import main

EXAMPLES = json.loads((Path(__file__).parent / "hens_examples.json").read_text(encoding="utf-8"))


def write(tmp_path, document) -> str:
    path = tmp_path / "hens.json"
    path.write_text(json.dumps(document), encoding="utf-8")
    return str(path)


def e2() -> dict:
    return {"game": "hens", **copy.deepcopy(EXAMPLES["E2"]), "goal_card": "G01"}


def test_score_table_draws_the_grid_with_rooster_coop_and_group_outlines(tmp_path, capsys):
    assert main(["score", write(tmp_path, e2())]) == 0
    out = capsys.readouterr().out
    lines = out.splitlines()
    assert lines[0] == "+" + "+".join(["-" * 13] * 4) + "+"
    # PAD 2 and PAD 3 share a group: no wall between them; WYA 4 starts another group
    assert lines[1] == "|  PAD 2/2/0     PAD 3/2/0  |  WYA 4/2/0    WYA 6/1/0 R |"
    assert "|    [coop]   |  SUL 6/1/2     SUL 3/2/0  |  FAV 2/1/1  |" in lines


def test_score_table_lists_groups_goals_and_breakdown(tmp_path, capsys):
    main(["score", write(tmp_path, e2())])
    out = capsys.readouterr().out
    assert "PAD        4     7       1  largest" in out
    assert "WYA        4     6       1  rooster" in out
    assert "G01B           per_singleton_hen            1 x -1              -1" in out
    assert "rooster group       6" in out
    assert "total              17" in out


def test_score_table_says_when_the_rooster_stands_on_the_largest_group(tmp_path, capsys):
    main(["score", write(tmp_path, {"game": "hens", **EXAMPLES["E3"]})])
    assert "SEB        6    10       1  largest (rooster here: 0)" in capsys.readouterr().out


def test_score_table_shows_settings_that_differ_from_the_rulings(tmp_path, capsys):
    document = {"game": "hens", **EXAMPLES["E5"], "settings": {"full_tie_rooster": "rooster_scores"}}
    main(["score", write(tmp_path, document)])
    out = capsys.readouterr().out
    assert "settings: full_tie_rooster = rooster_scores" in out
    assert "total              16" in out


def test_score_json_prints_the_api_result(tmp_path, capsys):
    assert main(["score", "--json", write(tmp_path, e2())]) == 0
    printed = json.loads(capsys.readouterr().out)
    assert printed == calculator.score(e2())
    assert printed["breakdown"] == {"largest_group": 7, "rooster_group": 6, "medals": 2, "coops": -1, "goals": 3}


def test_score_players_prints_each_grid_and_the_ranking(tmp_path, capsys):
    document = {"game": "hens", "goal_card": "G03",
                "players": [{"name": "ann", **EXAMPLES["E6_player_b"]}, {"name": "bob", **EXAMPLES["E1"]}]}
    assert main(["score", write(tmp_path, document)]) == 0
    out = capsys.readouterr().out
    assert "== ann ==" in out and "== bob ==" in out
    assert out.count("G03A           per_corner_hen_eggs_ge eggs=2") == 2
    assert "ranking: bob (23), ann (23)" in out
    assert "winner: bob" in out


def test_invalid_grid_exits_2_naming_the_cell(tmp_path, capsys):
    document = e2()
    document["grid"][0][2] = "WYA 3/2/0"  # beside PAD 3
    assert main(["score", write(tmp_path, document)]) == 2
    err = capsys.readouterr().err
    assert "grid cell (0, 1): PAD 3/2/0 is next to WYA 3/2/0 at cell (0, 2)" in err
