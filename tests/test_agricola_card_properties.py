"""Properties of card-aware Agricola scoring on random positions:

* every card of the E, I and K decks is accepted by id and by exact English name;
* a document without ``cards`` scores as one with an empty list (one scoring path);
* adding a card with no bonus adds exactly its printed points;
* a card's bonus never depends on another player's document unless its rule says so;
* the best keep/release choice with cards is the true optimum of the full score
  (a brute force over every herd that fits), and both solvers agree.
"""

from __future__ import annotations

import random

import pytest
from conftest import soak_games
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from calculator import AnimalsDoNotFit, capacity, score
from calculator.agricola.cards import catalogue
from calculator.agricola.cards.rules import rules
from calculator.agricola.samples import random_document

CATALOGUE = {c["id"]: c for c in catalogue()}
UNTOUCHED = {"game": "agricola", "farmyard": [".  .  .  .  .", "R  .  .  .  .", "R  .  .  .  ."]}
SETTINGS = settings(max_examples=60, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])

# Cards whose rule reads the player's farm only (not their other cards, not other players).
FARM_RULES = sorted(r.id for r in rules().values() if r.derivable == "farm" and r.id in CATALOGUE)
# Cards with no rule, no effect on the animals' room and no input: printed points only.
PLAIN = sorted(c["id"] for c in CATALOGUE.values() if c["effect"] is None and not c["inputs"])
# Cards scoring for their owner alone from the owner's own position and inputs.
OWNER_ONLY = sorted(r.id for r in rules().values()
                    if r.scope == "owner" and r.derivable != "game" and r.id in CATALOGUE)


def inputs_for(cards: list[str], rng: random.Random | None = None) -> dict:
    """Inputs a one-player document with a drawn farmyard must give for ``cards``: the smallest
    numbers, random flags (none of quick entry: the farmyard says those)."""
    found = {}
    for card_id in cards:
        asked = [s for s in CATALOGUE[card_id]["inputs"] if s["required"] and not s.get("only_quick_entry") and
                 not (s.get("only_one_player_documents") and rules()[card_id].needed == "not_held")]
        values = {s["name"]: (rng.random() < 0.5 if rng else False) if s["type"] == "bool" else s["min"]
                  for s in asked}
        if values:
            found[card_id] = values
    return found


def fitting_document(rng: random.Random) -> dict:
    """A random position whose animals fit (the best keep of a random herd)."""
    document = random_document(rng)
    document["animals"] = capacity(document, solver="exact")["keep"]
    return document


def total(document: dict, solver: str = "exact") -> int:
    return score(document, solver=solver)["total"]


@pytest.mark.parametrize("card_id", sorted(CATALOGUE))
def test_every_card_is_accepted_by_id_and_by_exact_name(card_id):
    card = CATALOGUE[card_id]
    inputs = inputs_for([card_id])
    by_id = score({**UNTOUCHED, "cards": [card_id], "card_inputs": inputs}, solver="exact")
    by_name = score({**UNTOUCHED, "cards": [card["name"]], "card_inputs": inputs}, solver="exact")
    assert by_id == by_name
    assert [c["id"] for c in by_id["cards"]] == [card_id]
    assert by_id["cards"][0]["printed"] == card["printed"]


def test_the_catalogue_lists_every_card_of_the_three_decks():
    assert len(CATALOGUE) == 308
    kinds = [c["type"] for c in CATALOGUE.values()]
    assert kinds.count("occupation") == 169 and kinds.count("minor") == 139
    assert sum(c["bonus"] for c in CATALOGUE.values()) == 35  # 38 bonus cards less the 3 majors


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1))
def test_a_document_without_cards_scores_as_one_with_none_in_play(seed):
    document = fitting_document(random.Random(seed))
    plain = score(document, solver="exact")
    aware = score({**document, "cards": []}, solver="exact")
    assert aware.pop("cards") == []
    assert aware == plain


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_adding_a_card_without_bonus_adds_exactly_its_printed_points(seed, data):
    rng = random.Random(seed)
    document = fitting_document(rng)
    hand = data.draw(st.lists(st.sampled_from(FARM_RULES), unique=True, max_size=4))
    added = data.draw(st.sampled_from(PLAIN))
    before = score({**document, "cards": hand}, solver="exact")
    after = score({**document, "cards": [*hand, added]}, solver="exact")
    assert after["total"] - before["total"] == CATALOGUE[added]["printed"]
    assert after["cards"][:-1] == before["cards"]
    assert after["cards"][-1]["bonus"] == 0


@SETTINGS
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_an_owners_card_never_depends_on_another_players_document(seed, data):
    rng = random.Random(seed)
    players = data.draw(st.integers(1, 5))
    eligible = [c for c in OWNER_ONLY if (CATALOGUE[c]["players"] or "1+") <= f"{players}+"]
    hand = data.draw(st.lists(st.sampled_from(eligible), unique=True, min_size=1, max_size=4))
    mine = {**fitting_document(rng), "cards": hand, "card_inputs": inputs_for(hand, rng)}
    mine.pop("game")

    def table() -> dict:
        others = [fitting_document(rng) for _ in range(players - 1)]
        return {"game": "agricola", "players": [mine, *({k: v for k, v in o.items() if k != "game"} for o in others)]}

    first, second = score(table(), solver="exact"), score(table(), solver="exact")
    assert first["players"][0]["cards"] == second["players"][0]["cards"]
    assert first["players"][0]["total"] == second["players"][0]["total"]


# The cards that change what the animals kept are worth, or where they live.
ANIMAL_CARDS = ["K135", "K276", "E165", "E189", "K146", "K133", "E59", "E29", "K286", "E208", "E216", "K306",
                "E58", "I102", "K145", "K120", "K274"]


def small_farm(rng: random.Random, cards: list[str]) -> dict:
    document = random_document(rng)
    document["animals"] = {a: rng.randint(0, 4) for a in ("sheep", "boar", "cattle")}
    document["cards"] = cards
    return document


def brute_best(document: dict) -> tuple[int, int]:
    """The best (score, animals kept) over every herd within the document's that fits."""
    best = None
    herd = document["animals"]
    for sheep in range(herd["sheep"] + 1):
        for boar in range(herd["boar"] + 1):
            for cattle in range(herd["cattle"] + 1):
                try:
                    points = total({**document, "animals": {"sheep": sheep, "boar": boar, "cattle": cattle}})
                except AnimalsDoNotFit:
                    continue
                candidate = (points, sheep + boar + cattle)
                best = candidate if best is None or candidate > best else best
    return best


@st.composite
def card_farms(draw) -> dict:
    """A random farm with a small herd and 1-4 of the cards that concern animals."""
    rng = random.Random(draw(st.integers(0, 2**32 - 1)))
    return small_farm(rng, draw(st.lists(st.sampled_from(ANIMAL_CARDS), unique=True, min_size=1, max_size=4)))


@pytest.mark.slow
@settings(max_examples=soak_games(30), deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=card_farms())
def test_the_best_keep_with_cards_is_the_true_optimum_of_the_full_score(document):
    result = capacity(document, solver="exact")
    assert (result["best_score"], sum(result["keep"].values())) == brute_best(document)
    kept = {**document, "animals": result["keep"]}
    assert total(kept) == result["best_score"]


@settings(max_examples=25, deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(document=card_farms())
def test_both_solvers_agree_with_cards(document):
    fast, reference = capacity(document, solver="exact"), capacity(document, solver="cpsat")
    # Equal optima may keep different animals; the score and how many are kept agree.
    assert (fast["best_score"], sum(fast["keep"].values()), fast["fits"]) == \
        (reference["best_score"], sum(reference["keep"].values()), reference["fits"])


@pytest.mark.slow
@settings(max_examples=soak_games(15), deadline=None, database=None, suppress_health_check=[HealthCheck.too_slow])
@given(seed=st.integers(0, 2**32 - 1), data=st.data())
def test_the_best_keep_at_a_table_is_the_true_optimum_of_the_full_score(seed, data):
    """The Estate Manager and another player's Constable judge the kept herd against the table."""
    rng = random.Random(seed)
    cards = data.draw(st.lists(st.sampled_from(["E170", "K135", "E165", "K146"]), unique=True, min_size=1))
    mine = {k: v for k, v in small_farm(rng, cards).items() if k != "game"}
    others = [{k: v for k, v in fitting_document(rng).items() if k != "game"} for _ in range(2)]
    others[0]["cards"] = ["K276"] if data.draw(st.booleans()) else []

    def mine_scores(animals: dict) -> tuple[int, int] | None:
        document = {"game": "agricola", "players": [{**mine, "animals": animals}, *others]}
        try:
            return score(document, solver="exact")["players"][0]["total"], sum(animals.values())
        except AnimalsDoNotFit:
            return None

    herd = mine["animals"]
    best = max(filter(None, (mine_scores({"sheep": s, "boar": b, "cattle": c})
                             for s in range(herd["sheep"] + 1) for b in range(herd["boar"] + 1)
                             for c in range(herd["cattle"] + 1))))
    result = capacity({"game": "agricola", "players": [mine, *others]}, solver="exact")["players"][0]
    assert (result["best_score"], sum(result["keep"].values())) == best
