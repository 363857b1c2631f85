"""Quick entry (api.md 1.5): a document's ``counts`` score exactly as the drawn farm or
grid they are read from, with no placement; counts the rules cannot reach are refused
naming the count; the fence limits behind Agricola's reachable counts are derived here."""

from __future__ import annotations

import itertools
import json
import random

import pytest
from hypothesis import assume, given, settings
from hypothesis import strategies as st
from test_hens_properties import document as hens_document
from test_hens_properties import legal_grids

import calculator
from calculator import acbas, agricola, hens
from calculator.acbas.samples import random_farm_document
from calculator.agricola import rules as agricola_rules
from calculator.agricola.samples import random_document
from calculator.errors import AnimalsDoNotFit, RuleViolation
from calculator.grid import all_cells, connected_regions

SEEDS = st.integers(0, 2**32 - 1)


def quick(document: dict, counts: dict, *drawn: str) -> dict:
    """The document with ``counts`` in place of its ``drawn`` keys."""
    return {**{k: v for k, v in document.items() if k not in drawn}, "counts": counts}


def kept_herd(document: dict) -> dict:
    """The document with the herd its farm keeps at best (the drawn score refuses the rest)."""
    try:
        calculator.score(document)
    except AnimalsDoNotFit as exc:
        return {**document, "animals": exc.best["keep"]}
    return document


@settings(max_examples=60, deadline=None)
@given(SEEDS)
def test_agricola_counts_read_from_a_drawn_farmyard_score_as_the_farmyard(seed):
    drawn = kept_herd(random_document(random.Random(seed)))
    counts = agricola.parse_position(drawn).tally.to_json()
    expected, got = calculator.score(drawn), calculator.score(quick(drawn, counts, "farmyard"))
    assert got["breakdown"] == expected["breakdown"]
    assert got["total"] == expected["total"]
    assert got["placement"] is None


@settings(max_examples=40, deadline=None)
@given(SEEDS)
def test_agricola_counts_with_the_manger_and_organic_farmer_inputs_score_as_the_drawn_farmyard(seed):
    document = random_document(random.Random(seed))
    assume("cards" not in document)
    drawn = kept_herd({**document, "cards": ["E23", "K274"]})
    expected = calculator.score(drawn)
    position = agricola.parse_position(drawn)
    qualifying = next(card["bonus"] for card in expected["cards"] if card["id"] == "K274")  # 1 point each
    inputs = {"E23": {"pasture_spaces": position.tally.pasture_spaces}, "K274": {"qualifying_pastures": qualifying}}
    got = calculator.score({**quick(drawn, position.tally.to_json(), "farmyard"), "card_inputs": inputs})
    assert (got["breakdown"], got["total"]) == (expected["breakdown"], expected["total"])
    assert [c["bonus"] for c in got["cards"]] == [c["bonus"] for c in expected["cards"]]


@settings(max_examples=60, deadline=None)
@given(SEEDS)
def test_acbas_counts_read_from_a_drawn_farm_score_as_the_farm(seed):
    drawn = kept_herd(random_farm_document(random.Random(seed)))
    counts = acbas.parse_position(drawn).tally.to_json()
    expected, got = calculator.score(drawn), calculator.score(quick(drawn, counts, "farm", "expansions"))
    assert (got["breakdown"], got["total"], got["placement"]) == (expected["breakdown"], expected["total"], None)


@settings(max_examples=100, deadline=None)
@given(legal_grids(), st.booleans(), st.sampled_from([None, "G01", "G03"]), st.data())
def test_hens_counts_read_from_a_drawn_grid_score_and_rank_as_the_grid(grid, with_rooster, goal_card, data):
    extra = {} if goal_card is None else {"goal_card": goal_card}
    hens_at = [[r, c] for r, row in enumerate(grid) for c, h in enumerate(row) if h is not None]
    if with_rooster and hens_at:
        extra["rooster"] = data.draw(st.sampled_from(hens_at))
    drawn = hens_document(grid, **extra)
    expected = calculator.score(drawn)
    counts = {**expected["tiebreakers"], **{k: expected["breakdown"][k]
                                             for k in ("largest_group", "rooster_group", "goals")},
              "coops": sum(h is None for row in grid for h in row)}
    got = calculator.score(quick(drawn, counts, "grid", "rooster"))
    assert (got["breakdown"], got["total"], got["tiebreakers"]) == (
        expected["breakdown"], expected["total"], expected["tiebreakers"])
    position = hens.parse_position(drawn)
    assert hens.scoring.merit(position) == hens.scoring.merit(hens.parse_position(quick(drawn, counts, "grid", "rooster")))


def test_a_counts_table_ranks_its_players_as_drawn_farms_would():
    rng = random.Random(7)
    drawn = [kept_herd(random_document(rng)) for _ in range(4)]
    table = calculator.score({"game": "agricola", "players": [{k: v for k, v in d.items() if k != "game"} for d in drawn]})
    quick_table = calculator.score({"game": "agricola", "players": [
        quick({k: v for k, v in d.items() if k != "game"}, agricola.parse_position(d).tally.to_json(), "farmyard")
        for d in drawn]})
    assert [p["total"] for p in quick_table["players"]] == [p["total"] for p in table["players"]]
    assert (quick_table["ranking"], quick_table["winners"]) == (table["ranking"], table["winners"])


AGRICOLA = {"fields": 3, "pastures": 2, "unused_spaces": 4, "fenced_stables": 1, "rooms": 3}


@pytest.mark.parametrize(("counts", "named"), [
    ({**AGRICOLA, "fields": 16}, "fields"),
    ({**AGRICOLA, "rooms": 14}, "rooms"),
    ({**AGRICOLA, "rooms": 1}, "rooms"),
    ({**AGRICOLA, "fenced_stables": 5}, "fenced_stables"),
    ({**AGRICOLA, "pastures": 6, "fields": 1, "unused_spaces": 0}, "pastures"),
    ({**AGRICOLA, "pastures": 0, "fenced_stables": 1}, "fenced_stables"),
    ({**AGRICOLA, "pastures": 0, "fenced_stables": 0, "unused_spaces": 0}, "unused_spaces"),
    ({**AGRICOLA, "fields": 0, "unused_spaces": 0, "rooms": 2, "fenced_stables": 4}, "unused_spaces"),
])
def test_agricola_counts_no_farmyard_reaches_are_refused_naming_the_count(counts, named):
    with pytest.raises(RuleViolation) as error:
        calculator.score({"game": "agricola", "players": [{"counts": counts}]})
    assert error.value.where == f"players[0] counts.{named}"


def test_agricola_quick_entry_refuses_more_animals_than_its_counts_hold():
    # the 5 open spaces all in pastures (the most any farmyard with these counts holds), and the pet
    with pytest.raises(RuleViolation, match="holds at most 21") as error:
        calculator.score({"game": "agricola", "counts": AGRICOLA, "people": 2, "animals": {"sheep": 22}})
    assert error.value.where == "animals"
    assert calculator.score({"game": "agricola", "counts": AGRICOLA, "animals": {"sheep": 21}})["breakdown"]["sheep"] == 4


def test_pasture_spaces_are_no_longer_a_count_of_quick_entry():
    with pytest.raises(calculator.InvalidDocument) as error:
        calculator.score({"game": "agricola", "counts": {**AGRICOLA, "pasture_spaces": 5}})
    assert "pasture_spaces" in str(error.value)


def test_agricola_document_gives_farmyard_or_counts_never_both():
    farmyard = [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]
    with pytest.raises(calculator.InvalidDocument, match="not both"):
        calculator.score({"game": "agricola", "farmyard": farmyard, "counts": AGRICOLA})
    with pytest.raises(calculator.InvalidDocument, match="or counts"):
        calculator.score({"game": "agricola"})


@pytest.mark.parametrize(("counts", "named"), [
    ({"stalls": 3, "stables": 2}, "stalls"),
    ({"shelter": 2}, "shelter"),
    ({"half_timbered_house": 2}, "half_timbered_house"),
    ({"full_expansions": 5}, "full_expansions"),
])
def test_acbas_counts_the_components_cannot_reach_are_refused_naming_the_count(counts, named):
    with pytest.raises(RuleViolation) as error:
        calculator.score({"game": "acbas", "counts": counts})
    assert error.value.where == f"counts.{named}"


HENS = {"largest_group_size": 5, "largest_group": 9, "second_group_size": 3, "rooster_group": 6, "medals": 4,
        "coops": 1, "goals": 6}


@pytest.mark.parametrize(("counts", "named"), [
    ({**HENS, "coops": 13}, "coops"),
    ({**HENS, "largest_group": 16}, "largest_group"),
    ({**HENS, "largest_group": 4}, "largest_group"),
    ({**HENS, "second_group_size": 6}, "second_group_size"),
    ({**HENS, "second_group_size": 0}, "second_group_size"),
    ({**HENS, "coops": 7}, "second_group_size"),
    ({**HENS, "medals": 23}, "medals"),
    ({**HENS, "rooster_group": 16}, "rooster_group"),
    ({**HENS, "largest_group_size": 0, "largest_group": 0, "second_group_size": 0}, "largest_group_size"),
])
def test_hens_counts_no_grid_reaches_are_refused_naming_the_count(counts, named):
    with pytest.raises(RuleViolation) as error:
        calculator.score({"game": "hens", "counts": counts})
    assert error.value.where == f"counts.{named}"


def test_the_manger_in_quick_entry_asks_its_pasture_spaces_as_its_card_input():
    document = {"game": "agricola", "counts": {**AGRICOLA, "unused_spaces": 3}, "cards": ["Manger"]}
    with pytest.raises(RuleViolation, match="pasture_spaces") as error:
        calculator.score(document)
    assert error.value.where == "card_inputs.E23.pasture_spaces"
    manger = calculator.score({**document, "card_inputs": {"E23": {"pasture_spaces": 6}}})["cards"][0]
    assert (manger["name"], manger["bonus"]) == ("Manger", 1)
    assert calculator.score({**document, "card_inputs": {"E23": 6}})["cards"][0]["bonus"] == 1, "a number alone"


# 6 open spaces, 2 pastures, 1 fenced stable: at most 3 unfenced stables outside them, so 3 to 6 spaces
@pytest.mark.parametrize("spaces", [2, 7])
def test_the_mangers_pasture_spaces_are_checked_against_what_the_counts_allow(spaces):
    document = {"game": "agricola", "counts": {**AGRICOLA, "unused_spaces": 3}, "cards": ["Manger"],
                "card_inputs": {"E23": {"pasture_spaces": spaces}}}
    with pytest.raises(RuleViolation, match="the pastures cover 3 to 6 spaces") as error:
        calculator.score(document)
    assert error.value.where == "card_inputs.E23.pasture_spaces"


def test_the_manger_reads_the_drawn_farmyard_and_refuses_an_input_there():
    farmyard = ["a  a  a  .  .", "R  a  a  a  .", "R  .  .  .  ."]
    drawn = {"game": "agricola", "farmyard": farmyard, "cards": ["Manger"]}
    assert calculator.score(drawn)["cards"][0]["bonus"] == 1, "6 pasture spaces, as drawn"
    with pytest.raises(RuleViolation, match="only for quick entry") as error:
        calculator.score({**drawn, "card_inputs": {"E23": {"pasture_spaces": 9}}})
    assert error.value.where == "card_inputs.E23"


def test_an_older_quick_entry_gives_the_mangers_pasture_spaces_as_its_input_once_read():
    from calculator.games import game

    old = {"game": "agricola", "players": [
        {"counts": {**AGRICOLA, "unused_spaces": 3, "pasture_spaces": 6}, "cards": ["Manger"]},
        {"counts": {**AGRICOLA, "pasture_spaces": 5}}]}
    today = game("agricola").stored_document(old)
    assert today["players"][0]["card_inputs"] == {"E23": {"pasture_spaces": 6}}
    assert "pasture_spaces" not in today["players"][0]["counts"] and "card_inputs" not in today["players"][1]
    assert calculator.score(today)["players"][0]["cards"][0]["bonus"] == 1
    assert "pasture_spaces" in old["players"][0]["counts"], "the stored document itself is untouched"


def test_the_quick_entry_cli_prints_the_counts_and_the_breakdown(tmp_path, capsys):
    from calculator.cli import main

    path = tmp_path / "table.json"
    path.write_text(json.dumps({"game": "agricola", "counts": AGRICOLA, "people": 3}))
    assert main(["score", str(path)]) == 0
    out = capsys.readouterr().out
    assert "quick entry: fields 3, pastures 2, unused spaces 4, fenced stables 1, rooms 3" in out
    assert "family members" in out and "location" not in out


# --- the fence limits behind the reachable counts, derived from the fence rule -----------------


def _connected(cells) -> bool:
    return len(connected_regions(set(cells), lambda a, b: True)) <= 1


def _fences(cells, *, one_pasture: bool) -> int:
    """Fences around ``cells`` (the board edge needs fences too): one pasture, or each cell its own."""
    cells = set(cells)
    shared = sum(1 for (r, c) in cells for n in ((r + 1, c), (r, c + 1)) if n in cells)
    return 4 * len(cells) - (2 * shared if one_pasture else shared)


def test_fifteen_fences_enclose_at_most_five_pastures_and_twelve_spaces():
    cells = list(all_cells(agricola_rules.ROWS, agricola_rules.COLS))
    most_pastures = most_spaces = 0
    for n in range(1, len(cells) + 1):
        for chosen in itertools.combinations(cells, n):
            if n > most_pastures and _fences(chosen, one_pasture=False) <= agricola_rules.MAX_FENCES \
                    and _connected(chosen):
                most_pastures = n
            if n > most_spaces and _fences(chosen, one_pasture=True) <= agricola_rules.MAX_FENCES \
                    and _connected(chosen):
                most_spaces = n
        if n > max(most_pastures, most_spaces) + 1:
            break
    # Splitting a pasture never saves a fence, so one-space pastures enclose the most pastures.
    assert (most_pastures, most_spaces) == (agricola_rules.MAX_PASTURES, agricola_rules.MAX_PASTURE_SPACES)


# --- the HTTP API ---------------------------------------------------------------------------------


def test_the_score_endpoint_scores_a_quick_entry_table_with_no_placement(client):
    table = {"game": "hens", "players": [{"counts": HENS}, {"counts": {**HENS, "goals": -2}}]}
    answer = client.post("/api/v1/score", json=table)
    assert answer.status_code == 200
    result = answer.get_json()
    assert [p["total"] for p in result["players"]] == [22, 14] and result["winners"] == [0]
    solo = client.post("/api/v1/score", json={"game": "agricola", "counts": AGRICOLA}).get_json()
    assert solo["placement"] is None and solo["breakdown"]["fields"] == 2


def test_the_score_endpoint_refuses_unreachable_counts_with_422_naming_the_count(client):
    answer = client.post("/api/v1/score", json={"game": "agricola", "players": [
        {"counts": AGRICOLA}, {"counts": {**AGRICOLA, "fields": 16}}]})
    assert answer.status_code == 422
    assert answer.get_json()["error"] == "rule_violation"
    assert answer.get_json()["message"].startswith("players[1] counts.fields: 16 fields")


def test_capacity_and_plan_need_a_drawn_farm(client):
    for path, extra in (("/api/v1/capacity", {}), ("/api/v1/plan", {"budget": {}})):
        answer = client.post(path, json={"game": "acbas", "counts": {"stalls": 1}, **extra})
        assert answer.status_code == 400
        assert answer.get_json()["message"].startswith("counts: ")


def test_the_openapi_description_explains_every_count(client):
    schemas = client.get("/api/v1/openapi.json").get_json()["components"]["schemas"]
    for name, meanings in (("AgricolaCounts", agricola.tally.MEANINGS), ("AcbasCounts", acbas.tally.MEANINGS),
                           ("HensCounts", hens.tally.MEANINGS)):
        schema = next(s for key, s in schemas.items() if key.endswith("Document." + name))
        assert "Quick entry" in schema["description"]
        assert {key: p["description"] for key, p in schema["properties"].items()} == meanings


def test_the_organic_farmer_in_quick_entry_asks_the_pastures_that_qualify():
    document = {"game": "agricola", "counts": AGRICOLA, "cards": ["Organic Farmer"], "animals": {"sheep": 2}}
    with pytest.raises(RuleViolation, match="qualifying_pastures") as error:
        calculator.score(document)
    assert error.value.where == "card_inputs.K274.qualifying_pastures"
    farmer = calculator.score({**document, "card_inputs": {"K274": {"qualifying_pastures": 2}}})["cards"][0]
    assert (farmer["name"], farmer["bonus"]) == ("Organic Farmer", 2)


def test_the_organic_farmers_pastures_are_at_most_the_pastures_and_the_places_that_count_as_them():
    document = {"game": "agricola", "counts": AGRICOLA, "cards": ["Organic Farmer"],
                "card_inputs": {"K274": {"qualifying_pastures": 3}}}
    with pytest.raises(RuleViolation, match="at most 2") as error:
        calculator.score(document)
    assert error.value.where == "card_inputs.K274.qualifying_pastures"
    with_yard = calculator.score({**document, "cards": ["Organic Farmer", "Animal Yard"]})
    assert with_yard["cards"][0]["bonus"] == 3, "the Animal Yard counts as one more"


def test_acbas_quick_entries_share_the_box_with_the_other_farm():
    drawn = {"farm": ["a  a  S", ".  .  .", "C  .  S"], "expansions": {"right": 1}}
    with pytest.raises(RuleViolation, match=r"5 stall tiles \(stalls and stables\) \(2 \+ 3\)") as error:
        calculator.score({"game": "acbas", "players": [drawn, {"counts": {"stalls": 1, "stables": 2}}]})
    assert error.value.where == "players"
    with pytest.raises(RuleViolation, match="2 shelters"):
        calculator.score({"game": "acbas", "players": [{"counts": {"shelter": 1}}, {"counts": {"shelter": 1}}]})
    with pytest.raises(RuleViolation, match="5 farm expansions"):
        calculator.score({"game": "acbas", "players": [
            {"farm": ["a  a  .  .", ".  .  .  .", ".  .  C  ."], "expansions": {"left": 2}},
            {"counts": {"full_expansions": 3}}]})
