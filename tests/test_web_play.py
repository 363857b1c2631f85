"""Playing in the browser, through Flask's test client: start a game, act by the form, the seat cookie,
refusals as messages (never a server error), and the finished game's winner."""

import re

import pytest

from calculator import games
from calculator.games import new_game
from calculator.core.protocol import replay
from web.play import cookie_name


def start(client, game="acbas", players=2, me=0, seed=7, bot="random"):
    """Post the new-game form; returns the game id (the redirect's target)."""
    form = {"game": game, "players": str(players), "me": str(me), "seed": str(seed),
            **{f"bot-{seat}": bot for seat in range(5)}}
    response = client.post("/play", data=form)
    assert response.status_code == 303, response.text
    return response.headers["Location"].rsplit("/", 1)[1]


def buttons(html):
    """The action ids of the page's buttons, in order."""
    return re.findall(r'name="action" value="([^"]+)"', html)


def seen(html):
    return re.search(r'name="seen" value="(\d+)"', html)[1]


def log(client, game_id):
    return client.get(f"/api/v1/games/{game_id}/log").json["actions"]


def act_first(client, game_id, html=None):
    """Press the page's first action button."""
    html = html or client.get(f"/play/{game_id}").text
    return client.post(f"/play/{game_id}/act", data={"action": buttons(html)[0], "seen": seen(html)})


def test_the_form_offers_the_games_and_the_bots(client):
    html = client.get("/play").text
    for game in games.names():
        assert f'value="{game}"' in html
    for bot in ("random", "greedy", "mcts"):
        assert f'<option value="{bot}"' in html
    assert 'href="/play"' in client.get("/").text, "the nav links to the play page"


def test_the_form_offers_the_best_bot_by_default_and_names_its_strength_and_speed(client):
    html = client.get("/play").text
    assert html.count('<option value="best" selected>') == 5, "every bot seat starts with the best bot"
    assert "the strongest: searches ahead with a tuned judgment, about a second of computing per move" in html
    greek = client.get("/play?lang=el").text
    assert "Καλύτερο ρομπότ" in greek and "περίπου ένα δευτερόλεπτο υπολογισμού ανά κίνηση" in greek


@pytest.mark.parametrize(("game", "players"), [(info.name, max(n for n in info.played if n <= 3)) for info in games.infos()])
def test_start_a_game_against_bots_and_act_by_the_form(client, game, players):
    game_id = start(client, game, players)
    cookie = client.get_cookie(cookie_name(game_id), path=f"/play/{game_id}")
    assert cookie is not None and cookie.http_only and cookie.same_site == "Lax"
    page = client.get(f"/play/{game_id}")
    assert page.status_code == 200 and "Your turn." in page.text
    assert ('class="picture"' in page.text) == (game != "hens"), "farms are SVG; a Hens grid in progress is cards"
    before = len(log(client, game_id))
    response = act_first(client, game_id)
    assert response.status_code == 303 and response.headers["Location"] == f"/play/{game_id}"
    assert len(log(client, game_id)) > before, "the action was recorded (and the bots answered)"
    assert client.get(f"/play/{game_id}").status_code == 200


def test_hens_shows_only_your_hand(client, app):
    game_id = start(client, "hens", 3)
    html = client.get(f"/play/{game_id}").text
    hand = html[html.index('id="hand-title"'):html.index('class="table-row"')]
    with app.app_context():
        from web import gameplay
        from web.games import store
        state = gameplay.load(store(), game_id).state
    mine = sorted(card["card"] for card in state.private_view(0)["hand"])
    shown = sorted(f"{breed} {value}/{eggs}/{medals}" for breed, value, eggs, medals in
                   re.findall(r'title="(\w+) (\d+)/(\d+)/(\d+)"', hand))
    assert shown == mine
    spectator = app.test_client().get(f"/play/{game_id}").text
    assert "Your hand" not in spectator and "You are watching this game" in spectator


def test_acting_without_the_cookie_is_refused_politely(client, app):
    game_id = start(client)
    action = buttons(client.get(f"/play/{game_id}").text)[0]
    before = log(client, game_id)
    stranger = app.test_client()
    watching = stranger.get(f"/play/{game_id}")
    assert watching.status_code == 200 and "You are watching this game" in watching.text
    assert buttons(watching.text) == [], "no buttons without a seat"
    response = stranger.post(f"/play/{game_id}/act", data={"action": action})
    assert response.status_code == 401 and "is not playing this game" in response.text
    assert log(client, game_id) == before


def test_a_wrong_cookie_is_refused_politely(client, app):
    game_id = start(client)
    action = buttons(client.get(f"/play/{game_id}").text)[0]
    before = log(client, game_id)
    forger = app.test_client()
    forger.set_cookie(cookie_name(game_id), "not-a-token", path=f"/play/{game_id}")
    response = forger.post(f"/play/{game_id}/act", data={"action": action})
    assert response.status_code == 403 and "is not one of this game&#39;s players" in response.text
    assert log(client, game_id) == before


def test_an_illegal_or_out_of_date_move_is_a_message(client):
    game_id = start(client)
    html = client.get(f"/play/{game_id}").text
    before = log(client, game_id)
    illegal = client.post(f"/play/{game_id}/act", data={"action": "space:nowhere", "seen": seen(html)})
    assert illegal.status_code == 422 and "That move is not allowed now" in illegal.text
    assert buttons(illegal.text), "the page still offers the legal moves"
    stale = client.post(f"/play/{game_id}/act", data={"action": buttons(html)[0], "seen": str(int(seen(html)) + 5)})
    assert stale.status_code == 409 and "moved on" in stale.text
    assert log(client, game_id) == before


@pytest.mark.parametrize(("form", "message"), [
    ({"game": "hens", "players": "5", "me": "0"}, "Hens is played by 2 to 4 players, not 5."),
    ({"game": "agricola", "players": "2", "me": "3"}, "Choose which of the 2 players you are."),
    ({"game": "chess", "players": "2", "me": "0"}, "Choose a game."),
    ({"game": "acbas", "me": "0", "seed": "-4"}, "The seed must be a whole number"),
    ({"game": "acbas", "me": "0", "bot-1": "oracle"}, "Choose a bot for player 2."),
])
def test_a_bad_form_is_shown_again_with_the_reason(client, form, message):
    response = client.post("/play", data=form)
    assert response.status_code == 400 and message in response.text


def test_an_unknown_game_is_a_404_page(client):
    response = client.get("/play/nope")
    assert response.status_code == 404 and "There is no game at this address" in response.text
    assert client.post("/play/nope/act", data={"action": "done"}).status_code == 404


def test_a_finished_game_shows_the_scores_and_the_winner(client):
    game_id = start(client, seed=3)
    for _ in range(200):
        html = client.get(f"/play/{game_id}").text
        if not buttons(html):
            break
        assert act_first(client, game_id, html).status_code == 303
    view = client.get(f"/api/v1/games/{game_id}").json
    assert view["status"] == "finished"
    entries = log(client, game_id)
    final = replay(new_game("acbas", 3, 2), [entry["action"] for entry in entries])
    assert list(final.returns()) == view["scores"]
    title = re.search(r'id="final-title">([^<]+)</h2>', html)[1]
    winner = view["winners"][0]
    assert ("You win" if winner == 0 else "Random bot wins") in title
    assert "Final scores" in html and html.count('class="picture"') == 2
    late = client.post(f"/play/{game_id}/act", data={"action": "done"})
    assert late.status_code == 409 and "The game is over" in late.text


def test_the_home_page_has_a_play_card(client):
    home = client.get("/").text
    cards = home[home.index('<ul class="games">'):home.index("</ul>", home.index('<ul class="games">'))]
    assert '<li class="play-card"><a href="/play">Play against the computer</a>' in cards
