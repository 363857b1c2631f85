"""Play in the browser: start a game against bots, then play it by pressing buttons.

The pages are plain HTML forms and work without JavaScript:

* ``GET /play``: the form to start a game (the game, the number of players,
  your seat, a bot for every other seat, an optional seed);
* ``POST /play``: creates the game through :mod:`web.gameplay` (the same
  database and rules as the games API) and redirects to it;
* ``GET /play/<id>``: the board, every player's farm or grid, the scores, the
  latest moves and, on your turn, your legal actions as buttons;
* ``POST /play/<id>/act``: one action (its id); the bots answer, and the
  browser is redirected back to the game (post/redirect/get, so reloading the
  page never repeats a move).

**Your seat** is the token the game gives it, kept in an HttpOnly cookie named
after the game (:func:`cookie_name`) and sent only to that game's pages.  It is
``SameSite=Lax``, so another site cannot make your browser post a move.  No
server-side session and no secret key are needed: a browser without the cookie
simply watches the game, sees only what everyone sees and has its moves refused.

Every refusal (not your turn, an illegal or out-of-date move, a wrong seat)
is a message on the page with the matching status code, never a server error.
How each game is shown (its board, its players, the words for its steps) is
built here as plain data; the ``play_*.html`` templates only lay it out.
"""

from __future__ import annotations

import re
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from flask import Blueprint, current_app, make_response, redirect, render_template, request, url_for

from calculator import svg
from calculator.acbas import rules as acbas_rules
from calculator.agricola import rules as agricola_rules
from calculator.agricola import spaces as agricola_spaces
from calculator import games as game_registry
from calculator.core.protocol import Action, IllegalAction, find_action
from calculator.errors import AgricalcError, AnimalsDoNotFit
from calculator.hens import svg as hens_svg

from . import calculate, gameplay, limits, work
from .games import bots_answer, store
from .store import Seat as StoredSeat

bp = Blueprint("play", __name__, url_prefix="/play")

COOKIE_PREFIX = "agricalc_seat_"
COOKIE_DAYS = 30
RECENT_MOVES = 10  # moves listed under "Latest moves"
SEAT_COLOURS = ("#1d5fbf", "#c62828", "#7b3fa0", "#d9730d", "#00796b")
BOT_CHOICES = (("random", "Random bot", "picks any legal move"),
               ("greedy", "Greedy bot", "takes the move that looks best right now"),
               ("mcts", "MCTS bot", "searches ahead; the strongest, and slow in Hens"))
BOT_NAMES = MappingProxyType({name: label for name, label, _ in BOT_CHOICES})
STATUS = MappingProxyType({gameplay.WrongToken: 403, gameplay.GameNotFound: 404, gameplay.NotYourTurn: 409,
                           gameplay.GameOver: 409, gameplay.Stale: 409, gameplay.Conflict: 409,
                           IllegalAction: 422})

# What the player to move is asked, by game and step.
PROMPTS: Mapping[str, Mapping[str, str]] = MappingProxyType({
    "acbas": MappingProxyType({
        "work": "Place a worker on an action space", "expand": "Attach the farm expansion",
        "walls": "Walls: place borders (2 free, then 2 stone each)", "fences": "Fences: place borders (1 wood each)",
        "release": "Your animals do not fit: release one", "special": "Build a special building",
        "troughs": "Place feeding troughs", "shelter": "Take an animal for the shelter",
        "open_stables": "Take an animal for the open stables", "stall": "Build a stall",
        "stables": "Upgrade stalls to stables"}),
    "agricola": MappingProxyType({
        "work": "Place a person on an action space", "pair": "Take two different building resources",
        "resource": "Take a building resource", "plow": "Plow a field", "build": "Build rooms and stables",
        "major": "Buy a major improvement", "animals": "Your animals do not fit: keep, cook or release",
        "feed": "Feeding time: pay the food", "fence": "Fence a pasture: pick its spaces",
        "stable1": "Build a stable", "sow": "Sow your fields", "bake": "Bake bread",
        "breed": "Breeding: keep the newborn animals"}),
    "hens": MappingProxyType({
        "draw": "Draw a card", "choose": "Choose a card to play, face up or as a coop",
        "place": "Put the card in your grid", "discard": "Discard down to your hand size",
        "rooster": "Put your rooster on one of your hens"}),
})
# Headings of the action buttons, by the first part of the action id.
GROUPS = MappingProxyType({
    "space": "Action spaces", "border": "Borders", "build": "Buildings", "trough": "Troughs", "take": "Take",
    "release": "Release", "expand": "Expansion", "stall": "Stalls", "stables": "Stables", "field": "Fields",
    "room": "Rooms", "stable": "Stables", "major": "Major improvements", "keep": "Keep", "convert": "Eat crops",
    "cook": "Cook", "craft": "Crafts", "sow": "Sow", "bake": "Bake", "breed": "Newborns", "cell": "Where",
    "enclose": "Finish", "feed": "Finish", "done": "Finish", "draw": "Draw", "hen": "Play face up",
    "coop": "Play face down as a coop", "discard": "Discard", "rooster": "Rooster",
})


# --- what the page shows, as data ---------------------------------------------------------------


@dataclass(frozen=True)
class Player:
    """A player as the page shows them: who, their score, and their farm or grid."""

    seat: int
    name: str  # "You", "Greedy bot", or a person's name
    colour: str
    you: bool
    to_move: bool
    winner: bool
    score: float
    picture: svg.Svg | None  # the farm or the finished Hens grid
    grid: tuple[tuple[dict, ...], ...] | None  # a Hens grid in progress, cell by cell
    facts: tuple[tuple[str, str], ...]  # (what, how many) under the picture

    @property
    def title(self) -> str:
        """``Seat 2 · Greedy bot`` (seats count from 1 on the page)."""
        return f"Seat {self.seat + 1} · {self.name}"


@dataclass(frozen=True)
class ActionGroup:
    """Buttons of one kind (``Borders``), in the game's order."""

    title: str
    actions: tuple[Action, ...]


@dataclass(frozen=True)
class Move:
    """A logged move in words."""

    player: Player
    text: str


def cookie_name(game_id: str) -> str:
    """The cookie holding this browser's seat token for game ``game_id``."""
    return COOKIE_PREFIX + game_id


def player_name(seat: StoredSeat, you: bool) -> str:
    """``You``, ``Greedy bot``, ``MCTS bot (400)``, or the name a person gave."""
    if you:
        return "You"
    if seat.bot:
        kind, _, budget = seat.bot.partition(":")
        return BOT_NAMES.get(kind, f"{kind} bot") + (f" ({budget})" if budget else "")
    return seat.name or "Player"


def points(value: float) -> str:
    """A score as text: ``12``, ``8.5``, ``-3``."""
    return str(int(value)) if float(value).is_integer() else f"{value:g}"


def counts(amounts: Mapping[str, int]) -> str:
    """``{"wood": 3, "stone": 0, "reed": 1}`` -> ``3 wood, 1 reed`` (``none`` if all are 0)."""
    return ", ".join(f"{n} {good}" for good, n in amounts.items() if n) or "none"


# --- players ------------------------------------------------------------------------------------


def players(game: gameplay.Game, you: int | None, public: dict) -> list[Player]:
    """Every player, in seat order, with their picture and facts."""
    state = game.state
    finished = state.is_terminal
    scores = state.returns() if finished else [_score_now(game, seat, public) for seat in range(state.num_players)]
    winners = set(state.winners())
    result = []
    for stored in game.stored.seats:
        s = stored.seat
        picture, grid = _picture(game, s, public, you)
        result.append(Player(s, player_name(stored, s == you), SEAT_COLOURS[s % len(SEAT_COLOURS)], s == you,
                           s == state.current_player, s in winners, scores[s], picture, grid,
                           tuple(_facts(game.name, s, public))))
    return result


def _score_now(game: gameplay.Game, seat: int, public: dict) -> float:
    if game.name == "hens":
        return game.state.score(seat)["total"]  # provisional: the grid so far
    return public["players"][seat]["score"]


def _picture(game: gameplay.Game, seat: int, public: dict, you: int | None):
    """(SVG picture, Hens grid in progress): the farm with its animals placed, or the grid."""
    state = game.state
    if game.name == "hens":
        if state.is_terminal:
            return svg.document(state.to_document(seat), state.score(seat), size=64), None
        return None, hens_grid(public["seats"][seat], state.private_view(seat) if seat == you else None)
    document = state.to_document(seat)
    try:
        result = calculate.score(document)
    except AnimalsDoNotFit as exc:  # mid-action: show the best herd that fits
        result = exc.best
    except AgricalcError:
        result = None
    return svg.document(document, result, size=64), None


def _facts(game: str, seat: int, public: dict) -> list[tuple[str, str]]:
    if game == "hens":
        entry = public["seats"][seat]
        pile = entry["discards"]
        facts = [("Hand", f"{entry['hand_size']} cards"),
                 ("Discard pile", f"{pile[-1]} on top, {len(pile)} in all" if pile else "empty"),
                 ("Coops", str(entry["coops"]))]
        if entry["known_cards"]:
            facts.append(("Known in hand", ", ".join(card["card"] for card in entry["known_cards"])))
        return facts
    player = public["players"][seat]
    if game == "acbas":
        return [("Animals", counts(player["animals"])), ("Goods", counts(player["supply"])),
                ("Borders left", str(player["borders"])), ("Workers left", str(player["workers"]))]
    majors = ", ".join(_major_name(key) for key in player["majors"]) or "none"
    return [("Family", f"{player['people']} people in a {player['house']} house"),
            ("Food", str(player["food"])),
            ("Crops", counts({"grain": player["grain"], "vegetables": player["vegetables"]})),
            ("Animals", counts(player["animals"])), ("Goods", counts(player["supply"])),
            ("Majors", majors), ("Begging cards", str(player["begging"])),
            ("People left to place", str(player["workers"]))]


def _major_name(key: str) -> str:
    """``fireplace_2`` -> ``Fireplace (2)``: the card names of :data:`agricola_rules.MAJORS`."""
    major = agricola_rules.MAJORS.get(key)
    if major is not None:
        return major.name
    base, _, number = key.rpartition("_")
    major = agricola_rules.MAJORS.get(base)
    return f"{major.name} ({number})" if major else key.replace("_", " ")


# --- Hens cards ---------------------------------------------------------------------------------


def hens_card(text: str | None, **extra: object) -> dict:
    """A card for the templates: ``PAD 3/2/0`` -> breed, value, eggs, medals and colour;
    ``coop`` and ``None`` (an empty place) as they are."""
    if text is None:
        return {"kind": "empty", **extra}
    if text == "coop":
        return {"kind": "coop", **extra}
    breed, _, numbers = text.partition(" ")
    value, eggs, medals = (int(n) for n in numbers.split("/"))
    return {"kind": "hen", "text": text, "breed": breed, "value": value, "eggs": eggs, "medals": medals,
            "colour": hens_svg.BREED_COLOUR.get(breed, "#888"), "light": breed in hens_svg.LIGHT_INK, **extra}


def hens_grid(entry: dict, secrets: dict | None) -> tuple[tuple[dict, ...], ...]:
    """A seat's grid so far, row by row; its owner (``secrets``) also sees the cards under its coops."""
    under = {tuple(coop["at"]): coop["card"] for coop in (secrets or {}).get("coops", ())}
    rooster = tuple(entry["rooster"]) if entry["rooster"] else None
    return tuple(tuple(hens_card(text, rooster=(r, c) == rooster, under=under.get((r, c)))
                       for c, text in enumerate(row)) for r, row in enumerate(entry["grid"]["rows"]))


def hens_targets(entry: dict, secrets: dict | None, legal: Sequence[Action]) -> tuple[tuple[dict, ...], ...] | None:
    """Your grid with the legal ``cell:R:C`` / ``rooster:R:C`` actions on the places they name, or
    ``None`` when the step is another one.

    Action ids name canvas cells, which never move as a grid grows; ``origin``
    is the canvas cell of the grid's first card.  The picture spans the grid and
    every place a card may go (one row or column beyond it, as the grid grows).
    """
    targets = {}
    for action in legal:
        kind, _, where = action.id.partition(":")
        if kind not in ("cell", "rooster"):
            return None
        r, c = (int(n) for n in where.split(":"))
        targets[(r, c)] = action
    if not targets:
        return None
    cards = hens_grid(entry, secrets)
    top, left = entry["grid"]["origin"]
    rows = range(min(top, *(r for r, _ in targets)), max(top + len(cards), *(r + 1 for r, _ in targets)))
    width = len(cards[0]) if cards else 0
    cols = range(min(left, *(c for _, c in targets)), max(left + width, *(c + 1 for _, c in targets)))
    picture = []
    for r in rows:
        row = []
        for c in cols:
            inside = 0 <= r - top < len(cards) and 0 <= c - left < width
            row.append({**(cards[r - top][c - left] if inside else hens_card(None)), "action": targets.get((r, c))})
        picture.append(tuple(row))
    return tuple(picture)


# --- the boards ---------------------------------------------------------------------------------


def board(game: gameplay.Game, public: dict, you: int | None, legal: Sequence[Action]) -> dict:
    """What the template of ``game``'s board shows (the ``play_<game>.html`` include)."""
    free = {action.id.partition(":")[2] for action in legal if action.id.startswith("space:")}
    if game.name == "acbas":
        spaces = [{**space, "goods_text": counts(space["goods"]) if space["goods"] else "", "free": space["id"] in free}
                  for space in public["spaces"]]
        return {"spaces": spaces, "supply": public["supply"]}
    if game.name == "agricola":
        revealed = {card: i + 1 for i, card in enumerate(public["round_cards"])}
        spaces = []
        for space in public["spaces"]:
            unit = agricola_spaces.SPACES[space["id"]].accumulate
            goods = f"{space['goods']} {unit[0]}" if unit and space["goods"] else ""
            spaces.append({**space, "goods_text": goods, "round": revealed.get(space["id"]),
                           "free": space["id"] in free})
        return {"spaces": spaces, "majors": [_major_name(key) for key in public["majors_left"]]}
    secrets = game.state.private_view(you) if you is not None else None
    piles = [{"seat": entry["seat"], "top": hens_card(entry["discards"][-1]) if entry["discards"] else None,
              "count": len(entry["discards"])} for entry in public["seats"]]
    playing = secrets.get("playing") if secrets else None
    return {"deck": public["deck"], "reshuffles": public["reshuffles"], "goals": public["goals"],
            "goal_cards": public["goal_cards"], "removed": public["removed_breeds"], "piles": piles,
            "hand": [hens_card(card["card"]) for card in secrets["hand"]] if secrets else None,
            "playing": hens_card(playing["card"], coop=playing["coop"]) if playing else None}


# --- actions and moves --------------------------------------------------------------------------


def rounds(game: str, public: dict) -> int:
    """How many rounds the game lasts."""
    return {"acbas": acbas_rules.ROUNDS, "agricola": agricola_rules.ROUNDS}.get(game) or public["rounds"]


def prompt(game: str, public: dict) -> str:
    """What the player to move is asked now, in words."""
    step = public.get("step")
    kind = step.get("kind") if isinstance(step, dict) else step
    text = PROMPTS.get(game, {}).get(kind) or str(kind).replace("_", " ").capitalize()
    if isinstance(step, dict) and step.get("draws_left"):
        text += f" ({step['draws_left']} to draw)"
    return text


def action_groups(actions: Sequence[Action], names: Sequence[str]) -> list[ActionGroup]:
    """The legal actions under headings, kinds in order of first appearance, each kind in legal order."""
    grouped: dict[str, list[Action]] = {}
    for action in actions:
        kind = action.id.split(":", 1)[0]
        grouped.setdefault(GROUPS.get(kind, kind.replace("_", " ").capitalize()), []).append(
            Action(action.id, relabel(action.label, names)))
    return [ActionGroup(title, tuple(group)) for title, group in grouped.items()]


def relabel(label: str, names: Sequence[str]) -> str:
    """Name seats as the page does: ``seat 1's discard pile`` -> ``the discard pile of seat 2 (Greedy bot)``."""
    def name(match: re.Match) -> str:
        seat = int(match[1])
        who = names[seat] if seat < len(names) else "?"
        return "your discard pile" if who == "You" else f"the discard pile of seat {seat + 1} ({who})"

    return re.sub(r"seat (\d+)'s discard pile", name, label)


def recent_moves(game: gameplay.Game, players: Sequence[Player], you: int | None) -> list[Move]:
    """The last :data:`RECENT_MOVES` moves in words; in Hens, what others did face down stays hidden."""
    names = [player.name for player in players]
    first = max(0, len(game.stored.actions) - RECENT_MOVES)
    moves = []
    for n, (seat, action, state) in enumerate(gameplay.history(game.stored)):
        if n >= first:
            label = relabel(find_action(state, action).label, names)
            if game.name == "hens":
                label = _hens_move(action, label, mine=seat == you)
            moves.append(Move(players[seat], label))
    return moves


def _hens_move(action: str, label: str, *, mine: bool) -> str:
    """A Hens move as the log shows it: places go without grid coordinates (they shift as a
    grid grows), and what others did face down (a coop's card, an early rooster) stays hidden."""
    kind = action.split(":", 1)[0]
    if kind == "cell":
        return label.partition(" at ")[0] + " in the grid" if mine else "put the card in the grid"
    if kind == "rooster":
        return label.partition(" at ")[0] if mine else "put the rooster on a hen"
    if kind == "coop" and not mine:
        return "play a card face down as a coop"
    return label


# --- the new-game form --------------------------------------------------------------------------


class FormProblem(Exception):
    """A new-game form that cannot start a game; the message says why."""


@dataclass(frozen=True)
class NewGame:
    """The new-game form's values, as typed (so that a refused form shows them again)."""

    game: str = "acbas"
    players: str = "2"
    me: str = "0"
    bots: tuple[str, ...] = ("random",) * 5
    seed: str = ""

    @classmethod
    def posted(cls, form: Mapping[str, str]) -> NewGame:
        bots = tuple(form.get(f"bot-{seat}", "random") for seat in range(len(cls.bots)))
        return cls(form.get("game", ""), form.get("players", ""), form.get("me", ""), bots, form.get("seed", "").strip())

    def check(self) -> tuple[int, list[tuple[str | None, str | None]], int | None]:
        """Your seat, the seats for :func:`gameplay.create` and the seed; else :class:`FormProblem`.

        A game played by one number of players only (ACBAS) ignores the number posted.
        """
        if self.game not in game_registry.names():
            raise FormProblem("Choose a game.")
        info = game_registry.info(self.game)
        played = info.played
        count = played[0] if len(played) == 1 else _whole(self.players, "the number of players")
        if count not in played:
            raise FormProblem(f"{info.short} is played by {game_registry.counts_in_words(played)} players, "
                              f"not {count}.")
        me = _whole(self.me, "your seat")
        if not 0 <= me < count:
            raise FormProblem(f"Choose your seat among the {count} seats.")
        seats: list[tuple[str | None, str | None]] = []
        for seat in range(count):
            if seat == me:
                seats.append(("You", None))
            elif self.bots[seat] in BOT_NAMES:
                seats.append((None, self.bots[seat]))
            else:
                raise FormProblem(f"Choose a bot for seat {seat + 1}.")
        seed = _whole(self.seed, "the seed") if self.seed else None
        if seed is not None and not 0 <= seed < gameplay.SEED_LIMIT:
            raise FormProblem(f"The seed must be a whole number from 0 to {gameplay.SEED_LIMIT - 1}.")
        return me, seats, seed


def _whole(text: str, what: str) -> int:
    try:
        return int(text)
    except ValueError:
        raise FormProblem(f"Give {what} as a whole number.") from None


def _new_page(form: NewGame, problem: str | None = None, status: int = 200):
    games = [(info.name, info.short, info.played) for info in game_registry.infos()]
    return render_template("play_new.html", form=form, problem=problem, games=games, bots=BOT_CHOICES,
                           max_players=max(max(info.played) for info in game_registry.infos())), status


# --- the views ----------------------------------------------------------------------------------


@bp.get("")
def new_game():
    """The form to start a game against bots."""
    return _new_page(NewGame())


@bp.post("")
def start_game():
    """Start the game of the posted form, keep your seat's token in a cookie, and go to the game."""
    form = NewGame.posted(request.form)
    try:
        me, seats, seed = form.check()
        limits.check_bots(current_app.config, form.game, [bot for _name, bot in seats])
    except FormProblem as exc:
        return _new_page(form, str(exc), 400)
    except limits.TooMuchWork as exc:
        return _new_page(form, f"These bots would think too long: {exc.detail}.", 422)
    try:
        with work.pool("bots").slot():
            game, tokens = gameplay.create(store(), form.game, seats, seed)
            bots_answer(game)
    except work.Busy as exc:
        return _busy(_new_page(form, _sentence(exc), 503), exc)
    path = url_for("play.show_game", game_id=game.id)
    response = redirect(path, 303)
    response.set_cookie(cookie_name(game.id), tokens[me], max_age=COOKIE_DAYS * 24 * 3600, path=path,
                        httponly=True, samesite="Lax", secure=request.is_secure)
    return response


@bp.get("/<game_id>")
def show_game(game_id: str):
    """The game as this browser's seat sees it (or as a spectator sees it, without a seat)."""
    try:
        game = gameplay.load(store(), game_id)
    except gameplay.GameNotFound:
        return _new_page(NewGame(), f"There is no game {game_id!r}. Start a new one here.", 404)
    you, problem = _your_seat(game)
    return _game_page(game, you, problem, 200)


@bp.post("/<game_id>/act")
def act(game_id: str):
    """Take the posted action with this browser's seat; the bots answer; back to the game."""
    try:
        game = gameplay.load(store(), game_id)
    except gameplay.GameNotFound:
        return _new_page(NewGame(), f"There is no game {game_id!r}. Start a new one here.", 404)
    you, problem = _your_seat(game)
    if you is None:
        return _game_page(game, None, problem or "This browser holds no seat in this game, so it cannot move. "
                          "Start your own game to play.", 403 if problem else 401)
    seen = request.form.get("seen", "")
    try:
        with work.pool("bots").slot():
            game = gameplay.act(store(), game_id, you, request.form.get("action", ""),
                               seen=int(seen) if seen.isdigit() and len(seen) <= 9 else None)
            bots_answer(game)
    except (gameplay.GameplayError, IllegalAction) as exc:
        status = next(code for kind, code in STATUS.items() if isinstance(exc, kind))
        return _game_page(gameplay.load(store(), game_id), you, _sentence(exc), status)
    except work.Busy as exc:
        return _busy(_game_page(gameplay.load(store(), game_id), you, _sentence(exc), 503), exc)
    return redirect(url_for("play.show_game", game_id=game_id), 303)


def _your_seat(game: gameplay.Game) -> tuple[int | None, str | None]:
    """This browser's seat in ``game`` from its cookie, and a message if the cookie is wrong."""
    token = request.cookies.get(cookie_name(game.id))
    if token is None:
        return None, None
    try:
        return gameplay.seat_of(store(), game, token), None
    except gameplay.WrongToken:
        return None, "This browser's seat cookie does not belong to this game; you are watching it."


def _busy(response, exc: work.Busy):
    """``response`` (a 503 page) telling the browser when to try again."""
    response = make_response(response)
    response.headers["Retry-After"] = str(exc.retry_after)
    return response


def _sentence(exc: Exception) -> str:
    """A refused move in words, for the message at the top of the page."""
    moved_on = "The game had moved on since that page was shown. Here it is now: choose again."
    words = {IllegalAction: "That move is not allowed now: choose one of the buttons.",
             gameplay.GameOver: "The game is over: no more moves.",
             gameplay.NotYourTurn: "It is not your turn.",
             gameplay.Stale: moved_on, gameplay.Conflict: moved_on,
             work.Busy: "The server is busy with other games. Please try again in a few seconds."}
    return next((text for kind, text in words.items() if isinstance(exc, kind)), str(exc))


def _game_page(game: gameplay.Game, you: int | None, message: str | None, status: int):
    state = game.state
    public = state.public_view()
    seated = players(game, you, public)
    names = [player.name for player in seated]
    yours = you is not None and state.current_player == you
    legal = state.legal_actions() if yours else ()
    ranking = sorted(seated, key=lambda p: (-p.score, p.seat))
    targets = None
    if game.name == "hens" and legal:
        targets = hens_targets(public["seats"][you], state.private_view(you), legal)
    page = render_template(
        "play_game.html", game=game, title=game_registry.info(game.name).title, short=game_registry.info(game.name).short,
        public=public, players=seated, you=seated[you] if you is not None else None,
        mover=seated[state.current_player] if state.current_player is not None else None,
        finished=state.is_terminal, winners=[p for p in seated if p.winner], ranking=ranking,
        prompt=prompt(game.name, public) if not state.is_terminal else "", groups=action_groups(legal, names),
        targets=targets,
        board=board(game, public, you, legal), moves=recent_moves(game, seated, you), message=message,
        seen=len(game.stored.actions), points=points, rounds=rounds(game.name, public))
    response = make_response(page, status)
    response.headers["Cache-Control"] = "no-store"  # the back button must not show an old position as current
    return response
