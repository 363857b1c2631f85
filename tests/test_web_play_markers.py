"""/play shows what cards lay on the action spaces: the Foreman's food (K308) with the space's goods,
the Fence Builder's fence (I263) with its owner; and prompts the decisions that place them."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

from calculator.agricola.effects import markers
from web import create_app
from web.faces import PlayView, face

sys.path.insert(0, str(Path(__file__).resolve().parent / "agricola_cards"))
from card_positions import ROUND_CARDS  # noqa: E402

from calculator.agricola.game import new_game  # noqa: E402


@pytest.fixture(scope="module")
def app(tmp_path_factory):
    return create_app({"TESTING": True, "DATABASE": str(tmp_path_factory.mktemp("markers") / "games.db")})


def _board(state):
    return {space["id"]: space for space in face("agricola").board(PlayView(state, state.public_view(), 0, ()))["spaces"]}


def test_the_board_shows_the_foremans_food_beside_the_spaces_goods_and_the_fence_builders_fence(app):
    state = new_game(3, 2, first_player=0, cards=ROUND_CARDS, decks=("E", "I", "K"))
    state = state.with_player(1, markers.mark(state.players[1].replace(played=("I263",)), "fish"))
    state = state.replace(laid=(("wood", "food", 1),))
    with app.test_request_context():
        board = _board(state)
    assert board["wood"]["goods_text"] == f"{state.goods[state.spaces.index('wood')]} wood + 1 food"
    assert board["fish"]["fence_marks"] == [1] and board["wood"]["fence_marks"] == []


@pytest.mark.parametrize("kind", ["lay_goods", "fence_marker"])
def test_the_decisions_that_lay_on_a_space_have_prompts_of_their_own_in_every_language(app, kind):
    prompts = set()
    for language in ("en", "el", "es", "it", "zh", "ru"):
        with app.test_request_context(headers={"Accept-Language": language}, query_string={"lang": language}):
            prompts.add(face("agricola").prompt({"step": {"kind": kind}}))
    assert len(prompts) == 6
