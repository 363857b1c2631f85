"""Each ACBAS document rule, broken once: the error names the field or cell and the rule."""

import pytest

import calculator
from calculator.errors import AnimalsDoNotFit, InvalidDocument, RuleViolation

HOME = ["a  a+ .", "a  .  .", "C  .  ."]


def doc(**fields):
    base = {"game": "acbas", "farm": HOME, "expansions": {"left": 0, "right": 1}}
    base.update(fields)
    return base


def rejects(document, error, *fragments):
    with pytest.raises(error) as caught:
        calculator.score(document)
    message = str(caught.value)
    for fragment in fragments:
        assert fragment in message, message
    return message


def test_valid_reference_document_scores():
    assert calculator.score(doc())["total"] == -12


def test_game_must_be_known():
    rejects({"game": "chess"}, InvalidDocument, "game", "acbas")


def test_farm_is_required():
    rejects({"game": "acbas"}, InvalidDocument, "farm", "required")


def test_farm_must_be_a_list_of_strings():
    rejects(doc(farm="a a"), InvalidDocument, "farm", "list of strings")


def test_farm_has_three_rows():
    rejects(doc(farm=HOME[:2]), InvalidDocument, "farm", "2 rows, expected 3")


def test_column_count_is_two_plus_expansions():
    rejects(doc(expansions={"left": 1, "right": 1}), InvalidDocument, "row 0 has 3 cells, expected 4")


def test_at_most_four_expansions():
    farm = [" ".join(["."] * 7)] * 2 + [". . . C . . ."]
    rejects(doc(farm=farm, expansions={"left": 3, "right": 2}), RuleViolation, "expansions", "only 4")


def test_unknown_token_names_the_cell():
    rejects(doc(farm=["a a+ X", "a . .", "C . ."]), InvalidDocument, "cell (0, 2)", "unknown token 'X'")


def test_one_trough_per_space():
    rejects(doc(farm=["a a++ .", "a . .", "C . ."]), InvalidDocument, "cell (0, 1)", "'a++'")


def test_exactly_one_house():
    rejects(doc(farm=["a a+ .", "a . .", ". . ."]), RuleViolation, "0 houses")
    rejects(doc(farm=["a a+ H", "a . .", "C . ."]), RuleViolation, "2 houses")


def test_at_most_four_stall_tiles():
    rejects(doc(farm=["S S B", "S B .", "C . ."]), RuleViolation, "5 stalls and stables", "4 stall tiles")


def test_special_buildings_are_unique():
    rejects(doc(farm=["O O .", ". . .", "C . ."]), RuleViolation, "cell (0, 1)", "second open stables")


def test_at_most_ten_troughs():
    farm = [".+ .+ .+ .+ .+ .+", ".+ .+ .+ .+ .+ .", ".  .  C  .  .  ."]
    rejects(doc(farm=farm, expansions={"left": 2, "right": 2}), RuleViolation, "11 troughs", "only 10")


def test_at_most_seventeen_borders():
    farm = ["a . b . c .", ". d . e . f", "C . . . . ."]
    rejects(doc(farm=farm, expansions={"left": 0, "right": 4}), RuleViolation, "borders", "at most 17")


def test_same_letter_regions_must_be_connected():
    rejects(doc(farm=["a . a", ". . .", "C . ."]), RuleViolation, "pasture 'a' is two separate regions",
            "cell (0, 0)", "cell (0, 2)")


def test_closed_empty_region_must_be_a_pasture():
    farm = ["a a a", "a . a", "C a a"]
    rejects(doc(farm=farm), RuleViolation, "cell (1, 1)", "closed in on every side")


def test_building_walls_also_close_an_empty_region():
    farm = ["a S b", "S . S", "C S c"]
    rejects(doc(farm=farm), RuleViolation, "cell (1, 1)", "closed in")


@pytest.mark.parametrize("value", [-1, 2.5, "3", True, None])
def test_animal_counts_are_non_negative_integers(value):
    rejects(doc(animals={"sheep": value}), InvalidDocument, "animals.sheep")


def test_unknown_animal_is_named():
    rejects(doc(animals={"goats": 1}), InvalidDocument, "animals", "'goats'")


def test_supply_counts_are_non_negative_integers():
    rejects(doc(supply={"wood": -2}), InvalidDocument, "supply.wood", "at least 0")


def test_expansions_are_non_negative_integers():
    rejects(doc(expansions={"left": -1, "right": 1}), InvalidDocument, "expansions.left")


def test_unknown_document_key_is_named():
    rejects(doc(animal={"sheep": 1}), InvalidDocument, "'animal'")


def test_players_document_has_two_players():
    rejects({"game": "acbas", "players": [doc()]}, RuleViolation, "players", "2 players, got 1")


def test_players_errors_name_the_player():
    bad = doc(animals={"sheep": -1})
    rejects({"game": "acbas", "players": [doc(), bad]}, InvalidDocument, "players[1]", "animals.sheep")


def test_start_player_must_be_a_seat():
    rejects({"game": "acbas", "players": [doc(), doc()], "start_player": 2}, InvalidDocument, "start_player")


# --- the house's square (ruling 1, rules 1.2) -------------------------------------

@pytest.mark.parametrize(("farm", "expansions", "cell"), [
    ([". . .+", ". . S", ". . C"], {"right": 1}, "cell (2, 2)"),  # the example
    (["C . .", ". . .", ". . ."], {"right": 1}, "cell (0, 0)"),
    ([". . H", ". . .", ". . ."], {"right": 1}, "cell (0, 2)"),
    (["S . .", ". . .", "C . ."], {"left": 1}, "cell (2, 0)"),  # the home board starts at column 1
])
def test_the_house_stands_on_the_cottages_printed_square(farm, expansions, cell):
    message = rejects(doc(farm=farm, expansions=expansions), RuleViolation, f"farm {cell}", "printed")
    home = f"cell (2, {expansions.get('left', 0)})"
    assert message.endswith(home) or f"{home};" in message, message


def test_the_half_timbered_house_replaces_the_cottage_on_its_square():
    assert calculator.score(doc(farm=["S . .", ". . .", ". H ."], expansions={"left": 1}))["total"] == -6
    rejects(doc(farm=["S . .", ". . .", ". . H"], expansions={"left": 1}), RuleViolation,
            "farm cell (2, 2)", "half-timbered house replaces it")


# --- a players document: one box for both players (ruling 8, rules 4.4) ---------------

def table(first: dict, second: dict) -> dict:
    return {"game": "acbas", "players": [first, second]}


TROUGHS_6 = doc(farm=["a  a+ .+", "a  .+ .+", "C  .+ .+"])  # 6 troughs, 1 expansion


@pytest.mark.parametrize(("first", "second", "fragments"), [
    (TROUGHS_6, TROUGHS_6, ("12 troughs (6 + 6)", "only 10")),
    (doc(farm=["S S .", "B . .", "C . ."]), doc(farm=["B S .", ". . .", "C . ."]),
     ("5 stall tiles (stalls and stables) (3 + 2)", "only 4")),
    (doc(farm=[". . . .", ". . . .", "C . . ."], expansions={"right": 2}),
     doc(farm=[". . . . .", ". . . . .", ". C . . ."], expansions={"left": 1, "right": 2}),
     ("5 farm expansions (2 + 3)", "only 4")),
    (doc(farm=[". . .", ". . .", "H . ."]), doc(farm=[". . .", ". . .", "H . ."]),
     ("2 half-timbered houses (1 + 1)", "only 1")),
    (doc(farm=["O . .", ". . .", "C . ."]), doc(farm=[". . O", ". . .", "C . ."]), ("2 open stables", "only 1")),
    (doc(farm=["L . .", ". . .", "C . ."]), doc(farm=["L . .", ". . .", "C . ."]), ("2 shelters", "only 1")),
    (doc(farm=["G . .", ". . .", "C . ."]), doc(farm=["G . .", ". . .", "C . ."]), ("2 storage buildings", "only 1")),
    (doc(farm=["a b c", "a d d", "C e e"]), doc(farm=["a b c", "a d d", "C e e"]), ("34 borders (17 + 17)", "only 26")),
])
def test_the_players_share_one_box_of_troughs_stall_tiles_expansions_and_special_buildings(first, second, fragments):
    for document in (first, second):
        calculator.score(document)  # each farm alone is legal
    message = rejects(table(first, second), RuleViolation, *fragments)
    assert message.startswith("players: the farms together have"), message


def test_the_players_may_use_the_whole_box_between_them():
    first = doc(farm=["a  a+ .+", "a  .+ S", "C  .+ B"])
    second = doc(farm=["a  a+ .+", "a  .+ O", "H  .+ B"])
    result = calculator.score(table(first, second))  # 10 troughs, 3 stall tiles, 2 expansions
    assert len(result["players"]) == 2
    assert calculator.capacity(table(first, second))["players"][1]["locations"]


def test_a_players_own_error_comes_before_the_tables():
    bad = doc(farm=[". . .", ". . .", ". C ."])
    rejects(table(TROUGHS_6, bad), RuleViolation, "players[1] farm cell (2, 1)")


# --- a players document whose animals do not fit (issue 14, item 2) -------------------

def test_animals_that_do_not_fit_in_a_players_document_are_named_at_the_player():
    crowded = {"farm": ["a  a+", "B  S", "C  ."], "animals": {"sheep": 9, "pigs": 4, "cattle": 5, "horses": 2}}
    with pytest.raises(AnimalsDoNotFit) as caught:
        calculator.score({"game": "acbas", "players": [crowded, {"farm": ["a  a+", "B  S", "C  ."]}]})
    assert caught.value.where == "players[0] animals"
    assert caught.value.best["release"] == {"sheep": 1, "pigs": 0, "cattle": 0, "horses": 2}
    assert str(caught.value).startswith("players[0] animals: the farm cannot hold all the animals")
