"""SVG pictures (calculator.svg and the game modules): well-formed, accessible, and drawing what the model says."""

from __future__ import annotations

import doctest
import json
import xml.etree.ElementTree as ET

import pytest

import calculator
from calculator import svg
from calculator.acbas import svg as acbas_svg
from calculator.acbas.farm import parse_farm
from calculator.agricola import svg as agricola_svg
from calculator.agricola.farm import parse_farmyard
from calculator.cli import main
from calculator.hens import svg as hens_svg
from calculator.hens.grid import parse_grid
from web.examples import example, examples, start

NS = {"svg": "http://www.w3.org/2000/svg"}
EXAMPLES = [(game, name) for game in calculator.games.names() for name in examples(game)]


def parse(picture: str) -> ET.Element:
    """The picture as XML (fails on anything that is not well-formed)."""
    root = ET.fromstring(picture)
    assert root.tag == "{http://www.w3.org/2000/svg}svg"
    return root


def by_class(root: ET.Element, name: str) -> list[ET.Element]:
    return [e for e in root.iter() if name in e.get("class", "").split()]


def options(document: dict) -> dict:
    """The fast exact solver for the farm games (Hens takes no options)."""
    return {"solver": "exact"} if calculator.games.info(document["game"]).board == "farm" else {}


def result_of(document: dict) -> dict:
    """The score result, or for animals that do not fit the best keep/release choice."""
    try:
        return calculator.score(document, **options(document))
    except calculator.AnimalsDoNotFit as exc:
        return exc.best


@pytest.mark.parametrize("game, name", EXAMPLES)
def test_every_example_is_well_formed_and_accessible(game, name):
    document = example(game, name)
    root = parse(svg.document(document, result_of(document)))
    title = root.find("svg:title", NS)
    assert root[0] is title and title.text == root.get("aria-label")
    assert root.get("role") == "img"
    assert root.find("svg:desc", NS).text
    assert by_class(root, "legend")
    assert "href" not in svg.document(document), "no external assets"


@pytest.mark.parametrize("game, name", [(g, n) for g, n in EXAMPLES if calculator.games.info(g).board == "farm"])
def test_placement_counts_are_drawn_in_their_locations(game, name):
    document = example(game, name)
    result = result_of(document)
    root = parse(svg.document(document, result))
    drawn = sorted((b.get("data-animal"), int(b.get("data-count"))) for b in by_class(root, "animals"))
    assert drawn == sorted((p["animal"], p["count"]) for p in result["placement"])
    description = root.find("svg:desc", NS).text
    for entry in result["placement"]:
        assert f"{entry['location']} (" in description
        assert svg.animal_count(entry["count"], entry["animal"]) in description


def test_one_animal_is_named_in_the_singular():
    assert (svg.animal_count(1, "pigs"), svg.animal_count(2, "pigs"), svg.animal_count(1, "sheep")) == \
        ("1 pig", "2 pigs", "1 sheep")


def test_a_farm_without_a_result_has_no_badges():
    root = parse(svg.document(example("acbas")))
    assert not by_class(root, "animals") and not by_class(root, "empty-location")
    assert root.get("aria-label") == "ACBAS farm"


def test_empty_locations_say_how_many_they_hold():
    document = example("acbas")
    root = parse(svg.document(document, calculator.capacity(document)))
    empty = [e for e in by_class(root, "empty-location")]
    assert [e.find("svg:title", NS).text for e in empty] == ["empty, room for 3", "empty, room for 1"]  # stall, cottage


def test_acbas_expansions_troughs_borders_and_walls():
    farm = parse_farm(["c a  a+ S", ". a  .  .", "G C  b+ b"], {"left": 1, "right": 1})
    root = parse(acbas_svg.farm(farm, placement=[]))
    labels = [t.text for t in by_class(root, "tiles")[0].iter("{http://www.w3.org/2000/svg}text")]
    assert labels.count("expansion") == 2 and labels.count("home board") == 1
    assert len([r for r in by_class(root, "tiles")[0] if r.get("stroke-dasharray")]) == 2
    assert len(by_class(by_class(root, "troughs")[0], "trough")) == len(farm.troughs) == 2
    edges = {tuple(e.get("data-edge").split(",")) for e in by_class(root, "border")}
    assert edges == {(k, str(r), str(c)) for k, r, c in farm.borders}
    assert len(list(by_class(root, "walls")[0])) > 0
    names = " ".join(t.text or "" for t in root.iter("{http://www.w3.org/2000/svg}text"))
    assert "stall" in names and "cottage" in names and "storage" in names


def test_agricola_rooms_by_material_fields_fences_and_stables():
    farmyard = parse_farmyard(["F  F  .  .  .", "R  R  a  a* S", "R  .  b  .  ."])
    for house, colour in agricola_svg.ROOM_FILL.items():
        root = parse(agricola_svg.farmyard(farmyard, house=house))
        rooms = [s for s in by_class(root, "space") if "room" in s.find("svg:title", NS).text]
        assert len(rooms) == 3
        assert all(room.find("svg:rect", NS).get("fill") == colour for room in rooms)
    edges = {tuple(e.get("data-edge").split(",")) for e in by_class(root, "fence")}
    assert edges == {(k, str(r), str(c)) for k, r, c in farmyard.fences}
    assert len(by_class(by_class(root, "stables")[0], "stable")) == 2  # one fenced, one not
    fields = [s for s in by_class(root, "space") if s.find("svg:title", NS).text.endswith("field")]
    assert len(fields) == 2


def test_agricola_house_pet_badge_sits_on_a_room():
    document = {"game": "agricola", "farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."],
                "animals": {"boar": 1}}
    root = parse(svg.document(document, calculator.score(document)))
    badge = by_class(root, "animals")[0]
    assert (badge.get("data-animal"), badge.get("data-count")) == ("boar", "1")
    assert "house (cells (1, 0) (2, 0)): 1 boar of 1" in root.find("svg:desc", NS).text


def test_hens_breeds_values_eggs_medals_coops_and_rooster():
    grid = parse_grid([["PAD 1/2/0", "PAD 2/1/1", "coop", "SEB 3/3/2"],
                       ["WYA 2/1/0", "coop", "SEB 4/1/0", "SEB 5/2/0"],
                       ["WYA 3/3/0", "WYA 4/1/0", "coop", "MOD 6/1/1"]])
    root = parse(hens_svg.grid(grid, rooster=(2, 1)))  # the WYA group; SEB is the largest
    assert len(by_class(root, "coop")) == 3
    hens = by_class(root, "hen")
    assert len(hens) == 9
    first = next(h for h in hens if h.get("data-cell") == "0,0")
    assert first.get("data-breed") == "PAD"
    assert [t.text for t in first.iter("{http://www.w3.org/2000/svg}text")] == ["PAD", "1"]
    assert len(by_class(first, "egg")) == 2 and not by_class(first, "medal")
    assert len(by_class(root, "egg")) == 15 and len(by_class(root, "medal")) == 4
    rooster = by_class(root, "rooster")
    assert len(rooster) == 1 and rooster[0].get("data-cell") == "2,1"
    legend = " ".join(t.text for t in by_class(root, "legend")[0].iter("{http://www.w3.org/2000/svg}text"))
    assert "PAD Padovana" in legend and "MOD Modern Game" in legend and "rooster group" in legend
    assert "SUL" not in legend  # only the breeds on the grid
    bands = {r.get("fill") for r in root.iter("{http://www.w3.org/2000/svg}rect")}
    assert hens_svg.BREED_COLOUR["PAD"] in bands and hens_svg.BREED_COLOUR["SUL"] not in bands


def test_hens_largest_group_is_outlined_in_gold():
    root = parse(svg.document(example("hens"), calculator.score(example("hens"))))
    outlined = [h.get("data-cell") for h in by_class(root, "hen")
                if any(r.get("stroke") == hens_svg.LARGEST for r in h.iter("{http://www.w3.org/2000/svg}rect"))]
    assert sorted(outlined) == ["0,0", "0,1", "0,2", "1,0", "1,1"]
    assert root.get("aria-label") == "Hens grid, 23 points"


def test_a_players_document_stacks_the_players_under_headings():
    entry = {k: v for k, v in example("hens").items() if k != "game"}
    document = {"game": "hens", "goal_card": entry.pop("goal_card"),
                "players": [{**entry, "name": "Ann <&> Bo"}, entry]}
    root = parse(svg.document(document, calculator.score(document)))
    headings = [t.text for t in root.iter("{http://www.w3.org/2000/svg}text") if t.get("font-weight") == "bold"
                and t.get("text-anchor") == "start" and t.get("font-size") == "15"]
    assert headings == ["Ann <&> Bo: 23 points", "Player 2: 23 points"]
    assert len(by_class(root, "rooster")) == 2


@pytest.mark.parametrize("game", calculator.games.names())
def test_starting_positions_draw(game):
    parse(svg.document(start(game), result_of(start(game))))


def test_pure_and_notebook_friendly():
    document = example("agricola")
    first, second = svg.document(document), svg.document(document)
    assert first == second and isinstance(first, str)
    assert first._repr_svg_() == first.__html__() == str(first)
    smaller = svg.document(document, size=40)
    assert float(parse(smaller).get("width")) < float(parse(first).get("width"))


def test_invalid_documents_raise_the_calculators_errors():
    with pytest.raises(calculator.RuleViolation, match=r"grid cell \(0, 0\)"):
        svg.document({"game": "hens", "grid": [["PAD 1/1/0", "WYA 5/1/0", "coop", "coop"]] * 3})


@pytest.mark.parametrize("command", ["score", "capacity"])
def test_cli_writes_the_picture(tmp_path, capsys, command):
    source = tmp_path / "farm.json"
    source.write_text(json.dumps(example("acbas")))
    out = tmp_path / "farm.svg"
    assert main([command, str(source), "--svg", str(out), "--solver", "exact"]) == 0
    root = parse(out.read_text(encoding="utf-8"))
    drawn = {(b.get("data-animal"), b.get("data-count")) for b in by_class(root, "animals")}
    assert drawn == {("cattle", "3"), ("sheep", "4")}
    assert "pasture" in capsys.readouterr().out  # the table is still printed


@pytest.mark.parametrize("module", [svg, acbas_svg, agricola_svg, hens_svg], ids=lambda m: m.__name__)
def test_docstring_examples_run(module):
    assert doctest.testmod(module).failed == 0
