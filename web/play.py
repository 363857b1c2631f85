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
built as plain data by the game's face (:mod:`web.faces`); the game's
``play_<game>.html`` macros and the shared templates only lay it out.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from types import MappingProxyType

from flask import Blueprint, current_app, make_response, redirect, render_template, request, url_for

from calculator import games as game_registry
from calculator import svg
from calculator.core.protocol import Action, IllegalAction, find_action

from . import gameplay, limits, work
from .faces import Face, PlayView, served
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
    picture: svg.Svg | None  # the farm or grid drawn
    tableau: object | None  # else the position in progress as data for the game's seat macro (a Hens grid)
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


# --- players, actions and moves ---------------------------------------------------------------


def players(game: gameplay.Game, face: Face, view: PlayView) -> list[Player]:
    """Every player, in seat order, with their picture and facts."""
    state = view.state
    scores = state.returns() if state.is_terminal else [face.score_now(view, seat) for seat in range(state.num_players)]
    winners = set(state.winners())
    result = []
    for stored in game.stored.seats:
        s = stored.seat
        you = s == view.you
        result.append(Player(s, player_name(stored, you), SEAT_COLOURS[s % len(SEAT_COLOURS)], you,
                             s == state.current_player, s in winners, scores[s], face.picture(view, s),
                             face.tableau(view, s), tuple(face.facts(view, s))))
    return result


def action_groups(face: Face, actions: Sequence[Action], names: Sequence[str]) -> list[ActionGroup]:
    """The legal actions under headings, kinds in order of first appearance, each kind in legal order."""
    grouped: dict[str, list[Action]] = {}
    for action in actions:
        kind = action.id.split(":", 1)[0]
        grouped.setdefault(face.heading(kind), []).append(Action(action.id, face.action_label(action.label, names)))
    return [ActionGroup(title, tuple(group)) for title, group in grouped.items()]


def recent_moves(game: gameplay.Game, face: Face, players: Sequence[Player], you: int | None) -> list[Move]:
    """The last :data:`RECENT_MOVES` moves in words, as this browser may read them (what others
    did face down stays hidden)."""
    names = [player.name for player in players]
    first = max(0, len(game.stored.actions) - RECENT_MOVES)
    moves = []
    for n, (seat, action, state) in enumerate(gameplay.history(game.stored)):
        if n >= first:
            label = face.action_label(find_action(state, action).label, names)
            moves.append(Move(players[seat], face.move_text(action, label, mine=seat == you)))
    return moves


# --- the new-game form --------------------------------------------------------------------------


class FormProblem(Exception):
    """A new-game form that cannot start a game; the message says why."""


@dataclass(frozen=True)
class NewGame:
    """The new-game form's values, as typed (so that a refused form shows them again)."""

    game: str = ""  # none chosen: the page checks the first game
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

        A game played by one number of players only ignores the number posted.
        """
        if self.game not in served():
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
    infos = [game_registry.info(name) for name in served()]
    most = max(max(info.played) for info in infos)
    games = [(info.name, info.short, info.played, [n for n in range(1, most + 1) if n not in info.played])
             for info in infos]  # the last: the numbers of players the game is not played by
    chosen = form.game if form.game in served() else infos[0].name
    return render_template("play_new.html", form=form, chosen=chosen, problem=problem, games=games, bots=BOT_CHOICES,
                           max_players=most), status


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
    face = served()[game.name]
    view = PlayView(state, state.public_view(), you, state.legal_actions() if you is not None and
                    state.current_player == you else ())
    seated = players(game, face, view)
    names = [player.name for player in seated]
    ranking = sorted(seated, key=lambda p: (-p.score, p.seat))
    info = game_registry.info(game.name)
    page = render_template(
        "play_game.html", game=game.name, game_id=game.id, title=info.title, short=info.short,
        public=view.public, players=seated, you=seated[you] if you is not None else None,
        mover=seated[state.current_player] if state.current_player is not None else None,
        finished=state.is_terminal, winners=[p for p in seated if p.winner], ranking=ranking,
        prompt=face.prompt(view.public) if not state.is_terminal else "",
        groups=action_groups(face, view.legal, names), targets=face.targets(view) if view.legal else None,
        board=face.board(view), moves=recent_moves(game, face, seated, you), message=message,
        seen=len(game.stored.actions), points=points, rounds=view.public["rounds"])
    response = make_response(page, status)
    response.headers["Cache-Control"] = "no-store"  # the back button must not show an old position as current
    return response
