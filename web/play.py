"""Play in the browser: start a game against bots, then play it by clicking your farm or the
buttons.

The pages are plain HTML forms and work without JavaScript:

* ``GET /play``: the form to start a game (the game, the players, a bot for every
  other player, a game's options such as Agricola's decks; the seed under "Advanced"),
  and this browser's games (:mod:`web.mygames`);
* ``POST /play``: creates the game through :mod:`web.gameplay` (the same
  database and rules as the games API) and redirects to it;
* ``GET /play/<id>``: the board, every player's farm or grid, the scores, the
  latest moves and, on your turn, your legal actions: places to click on your
  farm's picture (real submit buttons laid over it) and the same as buttons; in a
  game with a hand (Agricola's card game), your cards, each playable one a button;
* ``POST /play/<id>/act``: one action (its id), or one action repeated a number
  of times (``times-<id>``); the bots answer, and the browser is redirected back
  to the game (post/redirect/get, so reloading the page never repeats a move);
* ``POST /play/<id>/takeback``: take back your last move and the bots' replies
  (a game of open information against bots only: :func:`web.gameplay.take_back`);
* ``POST /play/<id>/sheet``: the finished game's score sheet, stored once
  (when the game ends in the browser, or when first asked) and shown at ``/results/<id>``.

**Your seat** is the token the game gives it, kept in an HttpOnly cookie named
after the game (:func:`cookie_name`) and sent only to that game's pages.  It is
``SameSite=Lax``, so another site cannot make your browser post a move.  No
server-side session and no secret key are needed: a browser without the cookie
simply watches the game, sees only what everyone sees and has its moves refused.
Every post carries ``seen`` and ``takebacks`` (what the page showed), so a
repeated or out-of-date post changes nothing.

Every refusal (not your turn, an illegal or out-of-date move, a move that may
not be taken back) is a message on the page with the matching status code,
never a server error.  What the page shows is built as plain data by
:mod:`web.playpage` and the game's face (:mod:`web.faces`); the game's
``play_<game>.html`` macros and the shared templates only lay it out.
"""

from __future__ import annotations

from collections.abc import Mapping
from contextlib import suppress
from dataclasses import dataclass
from types import MappingProxyType

from flask import Blueprint, current_app, make_response, redirect, render_template, request, url_for
from flask_babel import force_locale, gettext

from calculator import games as game_registry
from calculator.core.protocol import IllegalAction
from calculator.errors import AgricalcError
from calculator.words import said

from . import gameplay, limits, mygames, mysheets, work
from .faces import PlayView, in_words, served
from .db import check_room
from .games import bots_answer, bots_slot, store
from .i18n import DEFAULT, PAGE, language, rule_words
from .pages import short, title
from .playpage import (
    BOT_CHOICES, BOT_NAMES, CREATOR, action_groups, farm_places, played_title, player_names, players, recent_moves, repeats,
)
from .ratelimit import writes

bp = Blueprint("play", __name__, url_prefix="/play")

COOKIE_PREFIX = "agricalc_seat_"
COOKIE_DAYS = 30
STATUS = MappingProxyType({gameplay.WrongToken: 403, gameplay.GameNotFound: 404, gameplay.NotYourTurn: 409,
                           gameplay.GameOver: 409, gameplay.Stale: 409, gameplay.Conflict: 409,
                           gameplay.NoTakeBack: 409, gameplay.TakebackBlocked: 409, gameplay.NotOver: 409,
                           IllegalAction: 422})


def cookie_name(game_id: str) -> str:
    """The cookie holding this browser's seat token for game ``game_id``."""
    return COOKIE_PREFIX + game_id


# --- the new-game form --------------------------------------------------------------------------


class FormProblem(Exception):
    """A form that cannot be taken; the message says why."""

    status = 400


class TooMany(FormProblem):
    """An action asked more times in a row than it may be taken now."""

    status = 422


@dataclass(frozen=True)
class NewGame:
    """The new-game form's values, as typed (so that a refused form shows them again)."""

    game: str = ""  # none chosen: the page checks the first game
    players: str = "2"
    me: str = "0"
    bots: tuple[str, ...] = (BOT_CHOICES[0][0],) * 5  # the best bot
    seed: str = ""
    options: tuple[tuple[str, tuple[str, ...]], ...] = ()  # (field, values checked): "agricola-decks", ("E",)

    @classmethod
    def posted(cls, form) -> NewGame:
        """The form as posted (``form``: a request's form, whose option checkboxes repeat a name)."""
        bots = tuple(form.get(f"bot-{seat}", BOT_CHOICES[0][0]) for seat in range(len(cls.bots)))
        options = tuple((option_field(info.name, option.name), tuple(form.getlist(option_field(info.name, option.name))))
                        for info in game_registry.infos() for option in info.options)
        return cls(form.get("game", ""), form.get("players", ""), form.get("me", ""), bots, form.get("seed", "").strip(),
                   options)

    def checked(self, field: str) -> tuple[str, ...]:
        """The values checked of an option's checkboxes (:func:`option_field`)."""
        return dict(self.options).get(field, ())

    def game_options(self) -> dict[str, tuple[str, ...]]:
        """The chosen game's options, checked (:meth:`calculator.games.Game.check_options`); else
        :class:`FormProblem` naming the option."""
        found = game_registry.game(self.game)
        chosen = {option.name: bool(self.checked(option_field(self.game, option.name))) if option.flag
                  else list(self.checked(option_field(self.game, option.name))) for option in found.INFO.options}
        try:
            return found.check_options(chosen)
        except AgricalcError as exc:
            option = (exc.where or "").partition("[")[0]
            legend = next((choices.legend for choices in served()[self.game].options() if choices.name == option),
                          option)
            raise FormProblem(gettext("Choose %(option)s only among those offered.", option=legend)) from None

    def check(self) -> tuple[int, list[tuple[str | None, str | None]], int | None]:
        """Your seat, the seats for :func:`gameplay.create` and the seed; else :class:`FormProblem`.

        A game played by one number of players only ignores the number posted.
        """
        if self.game not in served():
            raise FormProblem(gettext("Choose a game."))
        info = game_registry.info(self.game)
        played = info.played
        count = played[0] if len(played) == 1 else _whole(self.players,
                                                           gettext("Give the number of players as a whole number."))
        if count not in played:
            raise FormProblem(gettext("%(game)s is played by %(counts)s players, not %(count)s.", game=short(info.name),
                                      counts=said(counts_in_words(played), PAGE), count=count))
        me = _whole(self.me, gettext("Give which player you are as a whole number."))
        if not 0 <= me < count:
            raise FormProblem(gettext("Choose which of the %(count)s players you are.", count=count))
        seats: list[tuple[str | None, str | None]] = []
        for seat in range(count):
            if seat == me:
                seats.append((CREATOR, None))
            elif self.bots[seat] in BOT_NAMES:
                seats.append((None, self.bots[seat]))
            else:
                raise FormProblem(gettext("Choose a bot for player %(number)s.", number=seat + 1))
        seed = _whole(self.seed, gettext("Give the seed as a whole number.")) if self.seed else None
        if seed is not None and not 0 <= seed < gameplay.SEED_LIMIT:
            raise FormProblem(gettext("The seed must be a whole number from 0 to %(most)s.",
                                      most=gameplay.SEED_LIMIT - 1))
        return me, seats, seed


def option_field(game: str, option: str) -> str:
    """The name of the new-game form's checkboxes of a game's option: ``agricola-decks``."""
    return f"{game}-{option}"


def counts_in_words(counts: tuple[int, ...]) -> str:
    """``2``, ``1 to 5`` or ``2 or 4``: numbers of players, in the page's words."""
    low, high = min(counts), max(counts)
    if low == high:
        return str(low)
    if len(counts) == high - low + 1:
        return gettext("%(low)s to %(high)s", low=low, high=high)
    return in_words([str(n) for n in counts], "or")


def _whole(text: str, problem: str) -> int:
    """``text`` as a whole number, else :class:`FormProblem` saying ``problem``."""
    try:
        return int(text)
    except ValueError:
        raise FormProblem(problem) from None


def _new_page(form: NewGame, problem: str | None = None, status: int = 200, note: str = ""):
    infos = [game_registry.info(name) for name in served()]
    most = max(max(info.played) for info in infos)
    games = [(info.name, short(info.name), info.played, [n for n in range(1, most + 1) if n not in info.played])
             for info in infos]  # the last: the numbers of players the game is not played by
    chosen = form.game if form.game in served() else infos[0].name
    mine = mygames.my_games(store(), mygames.remembered(request))
    options = [(name, label, option_field(name, choices.name), choices)
               for name, label, _, _ in games for choices in served()[name].options()]
    return render_template("play_new.html", form=form, chosen=chosen, problem=problem, note=note, games=games,
                           bots=BOT_CHOICES, max_players=most, my_games=mine, options=options), status


# --- the views ----------------------------------------------------------------------------------


@bp.get("")
def new_game():
    """The form to start a game against bots, and this browser's games."""
    return _new_page(NewGame())


@bp.post("")
@writes("GAME_WRITES")
def start_game():
    """Start the game of the posted form, keep your seat's token in a cookie, and go to the game."""
    form = NewGame.posted(request.form)
    try:
        me, seats, seed = form.check()
        options = form.game_options()
        fitted = limits.fit_best(current_app.config, form.game, [bot for _name, bot in seats], options)
        seats = [(name, bot) for (name, _bot), bot in zip(seats, fitted)]
        limits.check_bots(current_app.config, form.game, fitted, options)
    except FormProblem as exc:
        return _new_page(form, str(exc), 400)
    except limits.TooMuchWork as exc:
        return _new_page(form, gettext("These bots would think too long."), 422, note=exc.detail)
    check_room(store())
    try:
        with bots_slot(form.game, [bot for _name, bot in seats], options):
            game, tokens = gameplay.create(store(), form.game, seats, seed, options)
            bots_answer(game)
    except work.Busy as exc:
        return _busy(_new_page(form, _sentence(exc), 503), exc)
    path = url_for("play.show_game", game_id=game.id)
    response = redirect(path, 303)
    response.set_cookie(cookie_name(game.id), tokens[me], max_age=COOKIE_DAYS * 24 * 3600, path=path,
                        httponly=True, samesite="Lax", secure=request.is_secure)
    mygames.remember(response, request, game.id, me)
    return response


@bp.get("/<game_id>")
def show_game(game_id: str):
    """The game as this browser's seat sees it (or as a spectator sees it, without a seat)."""
    game = gameplay.load(store(), game_id)
    you, problem = _your_seat(game)
    return _game_page(game, you, problem, 200)


@bp.post("/<game_id>/act")
@writes("MOVE_WRITES")
def act(game_id: str):
    """Take the posted action with this browser's seat (``times-<id>`` times); the bots
    answer; back to the game.  A game that ends here gets its score sheet at once."""
    return _move(game_id, lambda you: _act(game_id, you))


@bp.post("/<game_id>/takeback")
@writes("MOVE_WRITES")
def take_back(game_id: str):
    """Take back this browser's last move and the bots' replies; back to the game."""
    return _move(game_id, lambda you: gameplay.take_back(store(), game_id, you, **_seen()))


@bp.post("/<game_id>/sheet")
def score_sheet(game_id: str):
    """The finished game's score sheet, stored the first time it is asked for."""
    game = gameplay.load(store(), game_id)
    try:
        stored = _sheet(game)
    except gameplay.NotOver as exc:
        return _game_page(game, _your_seat(game)[0], _sentence(exc), 409)
    except AgricalcError as exc:
        if language() != DEFAULT and rule_words(exc):
            return _game_page(game, _your_seat(game)[0],
                              gettext("The score sheet cannot be made: %(why)s", why=rule_words(exc)), 422)
        return _game_page(game, _your_seat(game)[0], gettext("The score sheet cannot be made."), 422, note=str(exc))
    response = redirect(url_for("sheets.sheet", result_id=stored.id), 303)
    mysheets.remember(response, request, stored.id)  # listed among this browser's sheets
    return response


def _act(game_id: str, you: int) -> gameplay.Game:
    action = request.form.get("action", "")
    times = request.form.get(f"times-{action}", "1").strip()
    if not (times.isdigit() and 1 <= int(times) <= gameplay.MAX_TIMES):
        raise FormProblem(gettext("Give how many as a whole number from 1 to %(most)s.", most=gameplay.MAX_TIMES))
    stored = gameplay.stored_game(store(), game_id)
    with bots_slot(stored.game, [seat.bot for seat in stored.seats], stored.options):
        try:
            game = gameplay.act(store(), game_id, you, action, times=int(times), **_seen())
        except IllegalAction:
            most = repeats(gameplay.load(store(), game_id).state, action)
            if int(times) == 1 or not most:
                raise
            raise TooMany(gettext("That can be done at most %(most)s times now, not %(times)s: nothing was done.",
                                  most=most, times=times)) from None
        game = bots_answer(game)
    if game.state.is_terminal:
        with suppress(AgricalcError):  # the move stands; the end page then offers to store the sheet
            _sheet(game)
    return game


def _move(game_id: str, move):
    """Run ``move(your seat)`` for this browser's seat and go back to the game, or show why not."""
    game = gameplay.load(store(), game_id)
    you, problem = _your_seat(game)
    if you is None:
        return _game_page(game, None, problem or gettext("This browser is not playing this game, so it cannot move. "
                                                         "Start your own game to play."), 403 if problem else 401)
    try:
        move(you)
    except FormProblem as exc:
        return _game_page(game, you, str(exc), exc.status)
    except (gameplay.GameplayError, IllegalAction) as exc:
        status = next(code for kind, code in STATUS.items() if isinstance(exc, kind))
        return _game_page(gameplay.load(store(), game_id), you, _sentence(exc), status,
                          note=str(exc) if language() != DEFAULT else "")
    except work.Busy as exc:
        return _busy(_game_page(gameplay.load(store(), game_id), you, _sentence(exc), 503), exc)
    response = redirect(url_for("play.show_game", game_id=game_id), 303)
    sheet = gameplay.stored_game(store(), game_id).result_id
    if sheet is not None:  # the move ended the game and stored its sheet: this browser's sheets list it
        mysheets.remember(response, request, sheet)
    return response


def _seen() -> dict[str, int | None]:
    """What the posted page showed: ``seen`` (log entries) and ``takebacks``, for :func:`gameplay.act`."""
    def number(name: str) -> int | None:
        text = request.form.get(name, "")
        return int(text) if text.isdigit() and len(text) <= 9 else None

    return {"seen": number("seen"), "takebacks": number("takebacks")}


def _sheet(game: gameplay.Game):
    """The finished game's stored score sheet (stored now if it is not yet), its names in English
    (the record is everyone's, whatever language its page was read in)."""
    with force_locale(DEFAULT):
        names = player_names(game.stored.seats, None)
        sheet_title = played_title(game.stored.game, game.stored.created, names)
    return gameplay.score_sheet(store(), game, names, sheet_title)


def _your_seat(game: gameplay.Game) -> tuple[int | None, str | None]:
    """This browser's seat in ``game`` from its cookie, and a message if the cookie is wrong."""
    token = request.cookies.get(cookie_name(game.id))
    if token is None:
        return None, None
    try:
        return gameplay.seat_of(store(), game, token), None
    except gameplay.WrongToken:
        return None, gettext("This browser is not one of this game's players (its pass for this game is out of "
                             "date): you are watching it.")


@bp.errorhandler(gameplay.GameNotFound)
def _no_game(exc: gameplay.GameNotFound):
    """An address naming no game: the new-game page, saying so."""
    return _new_page(NewGame(), gettext("There is no game at this address. Start a new one here, or pick one of your "
                                        "games."),
                     404)


def _busy(response, exc: work.Busy):
    """``response`` (a 503 page) telling the browser when to try again."""
    response = make_response(response)
    response.headers["Retry-After"] = str(exc.retry_after)
    return response


def _sentence(exc: Exception) -> str:
    """A refused move in words, for the message at the top of the page."""
    moved_on = gettext("The game had moved on since that page was shown. Here it is now: choose again.")
    words = {IllegalAction: gettext("That move is not allowed now: choose one of the places or buttons."),
             gameplay.GameOver: gettext("The game is over: no more moves."),
             gameplay.NotYourTurn: gettext("It is not your turn."),
             gameplay.Stale: moved_on, gameplay.Conflict: moved_on,
             gameplay.NotOver: gettext("The game is not over yet: its score sheet comes at the end."),
             work.Busy: gettext("The server is busy with other games. Please try again in a few seconds.")}
    text = next((text for kind, text in words.items() if isinstance(exc, kind)), None)
    if text is None and language() != DEFAULT:  # the reason, in English, is the page's note
        return gettext("That cannot be done now.")
    return text or str(exc)[:1].upper() + str(exc)[1:] + "."


def _game_page(game: gameplay.Game, you: int | None, message: str | None, status: int, note: str = ""):
    state = game.state
    face = served()[game.name]
    view = PlayView(state, state.public_view(), you, state.legal_actions() if you is not None and
                    state.current_player == you else ())
    pictures = {seat: face.picture(view, seat) for seat in range(state.num_players)}
    seated = players(game, face, view, pictures)
    places = farm_places(face, view, pictures[you], [p.name for p in seated]) if view.legal else None
    ranking = sorted(seated, key=lambda p: (-p.score, p.seat))
    finished = state.is_terminal
    page = render_template(
        "play_game.html", game=game.name, game_id=game.id, title=title(game.name), short=short(game.name),
        note=note,
        public=view.public, players=seated, you=seated[you] if you is not None else None,
        mover=seated[state.current_player] if state.current_player is not None else None,
        finished=finished, winners=[p for p in seated if p.winner], ranking=ranking,
        prompt=face.prompt(view.public) if not finished else "",
        groups=action_groups(face, view, [p.name for p in seated], places), places=places,
        targets=face.targets(view) if view.legal else None, board=face.board(view), hand=face.hand(view),
        moves=recent_moves(game, face, seated, you), message=message, seen=len(game.stored.actions),
        takebacks=game.stored.takebacks, sheet=game.stored.result_id,
        can_take_back=you is not None and gameplay.takeback_refusal(game, you) is None,
        seed=gameplay.public_seed(game), rounds=view.public["rounds"])
    response = make_response(page, status)
    response.headers["Cache-Control"] = "no-store"  # the back button must not show an old position as current
    return response
