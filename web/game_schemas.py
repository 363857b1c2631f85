"""Pydantic models of the games API (api.md 4): creating games, acting, simulating."""

from __future__ import annotations

import re
from collections.abc import Sequence
from dataclasses import dataclass
from typing import Annotated, Any

from pydantic import AfterValidator, BaseModel, BeforeValidator, ConfigDict, Field, StrictBool, create_model, model_validator
from pydantic_core import PydanticCustomError

from calculator import games
from calculator.core import bots as bot_registry

from . import limits
from .config import LIGHT_WORK_SECONDS
from .schemas import Closed, Open, choice
from .texts import MAX_NAME, bounded

MAX_SIMULATED_GAMES = 200  # per request: bounded so one request cannot hold a worker for long
Name = bounded(MAX_NAME, "a person's name", min_length=1)
BOT_PATTERN = bot_registry.spec_pattern(weights=False)


def _known_bot(spec: str) -> str:
    if not re.fullmatch(BOT_PATTERN, spec):
        raise PydanticCustomError("unknown_bot",
                                  "unknown bot {spec}; choose from {bots} (mcts:N for N iterations a move, "
                                  "mcts:1s for a second of CPU)",
                                  {"spec": repr(spec), "bots": ", ".join(bot_registry.BOTS)})
    return spec


BotSpec = Annotated[str, Field(min_length=1, max_length=40, json_schema_extra={"pattern": BOT_PATTERN},
                               description=f"a bot: random, greedy, mcts or mcts:N (N search iterations a move, "
                                           f"at most {limits.MAX_BOT_BUDGET}), mcts:Xs (X seconds of CPU a move, at "
                                           f"most {limits.MAX_BOT_SECONDS:g}), best (the strongest search, about a "
                                           f"second a move; best:N and best:Xs too); tuned weights are for the "
                                           f"command line"),
                    AfterValidator(_known_bot)]


def _a_json_integer(value: object) -> object:
    """A JSON integer (``7`` or ``7.0``), never ``true``/``false`` or a string of digits."""
    if isinstance(value, (bool, str)):
        raise PydanticCustomError("int_type", "input should be a valid integer")
    return value


# The bounds sit on the inner integer, so the OpenAPI schema states them as minimum/maximum
# (on the outer, validated type pydantic would print them as unknown keys ge/le).
Seed = Annotated[Annotated[int, Field(ge=0, le=2**63 - 1)], BeforeValidator(_a_json_integer)]
GameCount = Annotated[Annotated[int, Field(ge=1, le=MAX_SIMULATED_GAMES)], BeforeValidator(_a_json_integer)]
WORK_LIMITS = (
    f"Bots cost computing time, estimated before anything runs: a bot searches at most "
    f"{limits.MAX_BOT_BUDGET} iterations, or {limits.MAX_BOT_SECONDS:g} s of CPU, a move; with people at the "
    f"table, the bots' answer to one move "
    f"(a whole turn of each bot, every decision of it) may take about {limits.MAX_BOT_TURN_SECONDS:g} s "
    f"of CPU at most; a game of bots only, played at once, and a simulation (all its games) about "
    f"{limits.MAX_WORK_SECONDS:g} s. More is refused with 422 too_much_work. Work is scheduled by its "
    f"estimate: requests of at most {LIGHT_WORK_SECONDS:g} s have a light lane of their own beside the heavy "
    f"one, and a move no bot answers waits for no bot; a server busy with other such work answers 503 with "
    f"Retry-After.")


class SeatRequest(Closed):
    """A human seat (``name``) or a bot seat (``bot``): exactly one of them."""

    model_config = ConfigDict(extra="forbid", json_schema_extra={"oneOf": [{"required": ["name"]},
                                                                           {"required": ["bot"]}]})

    name: Name = None  # absent, not null
    bot: BotSpec = None

    @model_validator(mode="after")
    def _one_of(self) -> SeatRequest:
        if (self.name is None) == (self.bot is None):
            raise ValueError("give either a name (a human player) or a bot")
        return self


Seen = Annotated[int | None, Field(ge=0, description=(
    "the number of log entries you have seen; if the game has moved on since, the request is refused "
    "with 409 stale and nothing changes, so the same request may be sent again safely"))]
TakebacksSeen = Annotated[int | None, Field(ge=0, description=(
    "the number of take-backs you have seen (the length of the log's taken_back); checked like seen, "
    "since a take-back shortens the log"))]


class ActRequest(Closed):
    action: Annotated[str, Field(min_length=1, max_length=100, description="the id of a legal action")]
    seen: Seen = None
    takebacks: TakebacksSeen = None


class TakeBackRequest(Closed):
    """Take back your last action and the bots' replies to it."""

    seen: Seen = None
    takebacks: TakebacksSeen = None


class SeatInfo(Open):
    """A seat; a human seat's ``token`` appears once, in the answer that created the game."""

    seat: int
    name: str | None = None
    bot: str | None = None


class GameView(Open):
    id: str
    game: str
    options: dict[str, list[str] | bool] = Field({}, description="the options the game was created with (Agricola's "
                                                                 "decks, and draft: true); {}: none")
    status: str
    round: int | None = None
    to_move: int | None = None
    state: dict
    scores: list[float] | None = None
    winners: list[int]


class CreatedGame(GameView):
    seats: list[SeatInfo]


class ActionList(Open):
    to_move: int | None
    actions: list[dict]


class LogEntry(Open):
    seat: int
    action: str | None = Field(description="the action id; null while it would show others a hidden card")


class TakenBack(Open):
    at: int = Field(description="the place in the log of the first action taken back")
    actions: list[LogEntry] = Field(description="the actions taken back, as they stood in the log from there on")


class GameLog(Open):
    """Every accepted action of the line of play, in order: replayed from the seed with the
    game's ``options``, they give the game. Moves taken back are not in it but under ``taken_back``, one entry per take-back, oldest
    first. Until the game ends, ``seed`` is null and ``seed_sha256`` is the SHA-256 (hex) of
    ``"<seed_salt>:<seed>"`` (a game stored before salts: of the seed's decimal digits); once it
    ends, ``seed`` and ``seed_salt`` are given. In a game with hidden cards, entries that would
    show a card are null until then."""

    seed: int | None
    seed_sha256: str | None = None
    seed_salt: str | None = Field(None, description="32 random hex digits, chosen when the game was created; "
                                                    "given once the game is over")
    options: dict[str, list[str] | bool] = Field({}, description=(
        "the options the game was created with, e.g. Agricola's {\"decks\": [\"E\", \"I\", \"K\"], \"draft\": true} ({}: none, "
        "the family game): a replay starts the game from the seed with them"))
    actions: list[LogEntry]
    taken_back: list[TakenBack] = []


@dataclass(frozen=True)
class GameRequests:
    """The request bodies that name a game: starting one, and simulating many."""

    create: type[BaseModel]
    simulate: type[BaseModel]


def chosen_options(body: BaseModel) -> dict[str, list[str]]:
    """The game options a request body carries (those given, not null), for
    :func:`calculator.games.check_options`."""
    return {name: getattr(body, name) for name in games.options() if getattr(body, name, None) is not None}


def _option_fields() -> dict[str, Any]:
    """A request field per game option of the registered games (:func:`calculator.games.options`):
    a list of its choices (a choice given twice counts once); absent, null or empty: the game without it."""
    fields = {}
    for option in games.options().values():
        takers = [info.short for info in games.infos() if any(o.name == option.name for o in info.options)]
        if option.flag:
            fields[option.name] = (StrictBool | None, Field(None, description=(
                f"{' or '.join(takers)} only: {option.help}; absent, null or false: without it. Kept with the game (its "
                f"view and log give it). A game without it refuses it with 422 bad_option.")))
            continue
        kind = Annotated[list[choice(option.choices)], Field(max_length=len(option.choices))]  # type: ignore[valid-type]
        fields[option.name] = (kind | None, Field(None, description=(
            f"{' or '.join(takers)} only: {option.help}; in any order, one given twice counts once. Kept with the game (its "
            f"view and log give it): the seed, the options and the actions replay the game. A game without it "
            f"refuses it with 422 bad_option.")))
    return fields


def game_requests(names: Sequence[str]) -> GameRequests:
    """The request bodies for the games ``names`` (built when an app is created, like the
    document unions of :func:`web.schemas.document_models`)."""
    GameName = choice(tuple(names))  # noqa: N806 (a type)
    seats = max(max(games.info(name).played) for name in names)

    class CreateGameBase(Closed):
        game: GameName  # type: ignore[valid-type]
        players: Annotated[list[SeatRequest], Field(min_length=1, max_length=seats)]
        seed: Seed | None = None

    class SimulationBase(Closed):
        game: GameName  # type: ignore[valid-type]
        bots: Annotated[list[BotSpec], Field(min_length=1, max_length=seats)]
        games: GameCount
        seed: Seed = 0

    create = create_model("CreateGame", __base__=CreateGameBase, __doc__=(
        "A new game: one entry per seat. " + WORK_LIMITS + " A seed given here is known to whoever chose it: "
        "leave it out for a fair game with hidden cards."), **_option_fields())
    simulate = create_model("SimulationRequest", __base__=SimulationBase,
                            __doc__="Games of bots only, summarised. " + WORK_LIMITS, **_option_fields())
    return GameRequests(create, simulate)
