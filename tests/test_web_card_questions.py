"""A card's question to a player who is not moving, on the web (issue 29; docs/card-effects.md): while
the Wood Buyer's owner decides, it is the seat to move, so only its token lists and makes the move;
the mover's token waits; /play's prompt names the card.

The game: seed 11, 3 players, the I deck: seat 1 starts, seat 2 holds the Wood Buyer (I234) and plays
it on Lessons, then seat 1 takes wood.  The mover's own card decisions whose options name no goods
(Wood Distributor's sharing, Conservator's house) read in the page's words in every language."""

from __future__ import annotations

from calculator.agricola.game import new_game
from web.faces import face

MOVES = ((1, "space:clay"), (2, "space:lessons"), (2, "occupation:I234"), (0, "space:reed"), (1, "space:wood"))


def bearer(token):
    return {"Authorization": f"Bearer {token}"}


def wood_buyer_asked(client):
    """The game's id and tokens by seat, at the Wood Buyer's question to seat 2."""
    players = [{"name": name} for name in ("ann", "bob", "cy")]
    response = client.post("/api/v1/games", json={"game": "agricola", "players": players, "seed": 11, "decks": ["I"]})
    assert response.status_code == 201, response.json
    game_id, tokens = response.json["id"], {seat["seat"]: seat["token"] for seat in response.json["seats"]}
    for seat, action in MOVES:
        moved = client.post(f"/api/v1/games/{game_id}/actions", json={"action": action}, headers=bearer(tokens[seat]))
        assert moved.status_code == 200, (action, moved.json)
    return game_id, tokens


def test_wood_buyer_question_is_the_owners_move_through_the_games_api(client):
    game_id, tokens = wood_buyer_asked(client)
    view = client.get(f"/api/v1/games/{game_id}").json
    assert view["to_move"] == 2 and view["state"]["step"] == {"kind": "answer", "card": "I234", "paused": 1}
    listed = client.get(f"/api/v1/games/{game_id}/actions", headers=bearer(tokens[2]))
    assert [a["id"] for a in listed.json["actions"]] == ["use:I234:1", "done"]
    waiting = client.get(f"/api/v1/games/{game_id}/actions", headers=bearer(tokens[1]))
    assert waiting.status_code == 403 and waiting.json["error"] == "not_your_turn"
    refused = client.post(f"/api/v1/games/{game_id}/actions", json={"action": "done"}, headers=bearer(tokens[1]))
    assert refused.json["error"] == "not_your_turn"
    before = view["state"]["players"]
    bought = client.post(f"/api/v1/games/{game_id}/actions", json={"action": "use:I234:1"}, headers=bearer(tokens[2]))
    assert bought.status_code == 200, bought.json
    after = client.get(f"/api/v1/games/{game_id}").json["state"]
    assert after["step"]["kind"] == "work" and after["to_move"] == 2  # seat 1's turn is over: seat 2 places
    assert [p["food"] - q["food"] for p, q in zip(after["players"], before)] == [0, 1, -1]


def test_wood_buyer_question_hides_every_hand_but_the_deciding_seats(client):
    game_id, tokens = wood_buyer_asked(client)
    state = new_game(11, 3, decks=("I",))
    for seat, action in MOVES:
        state = state.apply(action)
    mine = client.get(f"/api/v1/games/{game_id}", headers=bearer(tokens[2])).json["private"]["hand"]
    assert mine == state.private_view(2)["hand"]
    others = {card for seat in (0, 1) for cards in state.private_view(seat)["hand"].values() for card in cards}
    seen = client.get(f"/api/v1/games/{game_id}", headers=bearer(tokens[2])).text
    assert not any(card in seen for card in others)


def test_wood_buyer_question_prompt_names_the_card_in_every_language(app):
    state = new_game(11, 3, decks=("I",))
    for seat, action in MOVES:
        state = state.apply(action)
    prompts = set()
    for language in ("en", "el", "es", "it", "zh", "ru"):
        with app.test_request_context(f"/?lang={language}"):
            prompt = face("agricola").prompt(state.public_view())
            labels = face("agricola").decision_labels(state.legal_actions(), ("ann", "bob", "cy"))
        assert "Wood Buyer" in prompt and "Wood Buyer" in labels["use:I234:1"], (language, prompt)
        prompts.add(prompt)
    assert len(prompts) == 6


def test_wood_distributor_share_decision_reads_in_every_language(app):
    from calculator.agricola import flow

    state = new_game(11, 2, decks=("K",))
    state = state.with_player(0, state.players[0].replace(played=("K284",)))
    offer = flow.begin_round(state.replace(start_player=1))
    assert (offer.to_move, offer.step.kind, offer.step.card) == (0, "use", "K284")
    labels = set()
    for language in ("en", "el", "es", "it", "zh", "ru"):
        with app.test_request_context(f"/?lang={language}"):
            label = face("agricola").decision_labels(offer.legal_actions(), ("ann", "bob"))["use:K284:1"]
        assert "Wood Distributor" in label and "option" not in label, (language, label)
        labels.add(label)
    assert len(labels) == 6


def test_conservator_stone_or_clay_choice_reads_in_every_language(app):
    state = new_game(11, 2, decks=("E",))
    me = state.players[0].replace(played=("E200",), stone=2, clay=2, reed=1)
    spaces = state.spaces + ("renovate_major",)
    state = state.with_player(0, me).replace(spaces=spaces, goods=state.goods + (0,),
                                             occupied=state.occupied + (None,), to_move=0)
    asked = state.apply("space:renovate_major")
    assert (asked.step.kind, asked.step.card) == ("use", "E200")
    seen = set()
    for language in ("en", "el", "es", "it", "zh", "ru"):
        with app.test_request_context(f"/?lang={language}"):
            labels = face("agricola").decision_labels(asked.legal_actions(), ("ann", "bob"))
        assert "Conservator" in labels["use:E200:1"] and labels["use:E200:1"] != labels["use:E200:2"], language
        seen.add(labels["use:E200:1"])
    assert len(seen) == 6


def test_tanner_basin_maker_and_pelts_answers_read_in_every_language(app):
    from calculator.agricola import harvest, rules
    from calculator.agricola.answers import ANSWER

    state = new_game(11, 2, decks=("K",))
    me = state.players[0].replace(played=("K273", "K280", "K339"), majors=("fireplace_2",), animals=(0, 1, 0),
                                  wood=2, food=10)
    asked = harvest.start(state.with_player(0, me).replace(round=rules.HARVEST_ROUNDS[0], to_move=0)).apply("cook:boar")
    assert (asked.step.kind, asked.step.card) == (ANSWER, "K273")
    pelts = asked.apply("use:K280:1")
    assert (pelts.step.kind, pelts.step.card) == (ANSWER, "K339")
    seen = set()
    for language in ("en", "el", "es", "it", "zh", "ru"):
        with app.test_request_context(f"/?lang={language}"):
            labels = face("agricola").decision_labels(asked.legal_actions(), ("ann", "bob"))
            labels |= face("agricola").decision_labels(pelts.legal_actions(), ("ann", "bob"))
        assert "Tanner" in labels["use:K280:1"] and "Basin Maker" in labels["use:K273:2"], (language, labels)
        assert labels["use:K273:1"] != labels["use:K273:2"] and "option" not in labels["use:K273:1"], language
        assert "Pelts" in labels["use:K339:1"] and "option" not in labels["use:K339:1"], language
        seen.add((labels["use:K280:1"], labels["use:K339:1"]))
    assert len(seen) == 6
