"""Pydantic models of the API's request and response bodies (api.md sections 1, 2 and 4).

The request models check the shape and JSON types of a game document before the
calculator sees it, and the OpenAPI document is generated from them.  They are a
gate, not a second rule book: every game rule stays in :mod:`calculator`, which
always receives the request's JSON exactly as sent.  Each game's models live in
its face (:mod:`web.faces`), their names and ranges read from the game's rules
tables so the two cannot drift apart; here are the pieces they share, the unions
of every game's documents (:func:`document_models`) and the results.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from typing import TYPE_CHECKING, Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Field, RootModel, Tag, WrapValidator, create_model

from calculator import games

from .texts import MAX_NAME, MAX_TITLE, bounded

if TYPE_CHECKING:
    from .faces import Face

MAX_NUMBER = 10**9  # any other integer field: far beyond any game, it only keeps input sane

Number = Annotated[int, Field(ge=-MAX_NUMBER, le=MAX_NUMBER)]
Natural = Annotated[int, Field(ge=0, le=MAX_NUMBER)]
Cell = Annotated[list[int], Field(min_length=2, max_length=2, description="[row, column], both from 0")]


def farm_rows(rows: int, cells: int, most: int | None = None) -> Any:
    """A farm written as ``rows`` strings of ``cells`` (to ``most``) whitespace-separated
    tokens each (the schema says how many; a row's token must still be the game's)."""
    most = cells if most is None else most
    row = Annotated[str, Field(pattern=rf"^\s*\S+(\s+\S+){{{cells - 1},{most - 1}}}\s*$")]
    counted = f"{cells}" if most == cells else f"{cells} to {most}"
    return Annotated[list[row], Field(min_length=rows, max_length=rows, description=(  # type: ignore[valid-type]
        f"{rows} strings, one per row, top first, each of {counted} whitespace-separated cell tokens"))]

PLAYERS_TAG = " players"  # suffix of the tag of a whole-game document
PlayerName = bounded(MAX_NAME, "the player's name")
Title = bounded(MAX_TITLE, "what the table played, e.g. a date or a place")


class Closed(BaseModel):
    """A JSON object that refuses keys it does not know (a misspelt key is an error)."""

    model_config = ConfigDict(extra="forbid")


class Open(BaseModel):
    """A result object: later versions may add keys."""

    model_config = ConfigDict(extra="allow")


def count_model(name: str, keys: tuple[str, ...], maximum: int) -> type[Closed]:
    """An object of non-negative counts, one optional key per name (missing = 0)."""
    count = Annotated[int, Field(ge=0, le=maximum)]
    return create_model(name, __base__=Closed, **{key: (count, 0) for key in keys})


def counts_model(name: str, meanings: dict[str, str], *, required: tuple[str, ...] = (),
                 signed: tuple[str, ...] = ()) -> type[Closed]:
    """The ``counts`` of a quick entry (api.md 1.5): one count per name, each described by
    ``meanings``; those not ``required`` default to 0, those ``signed`` may be negative."""
    def count(key: str) -> Any:
        number = Annotated[int, Field(ge=-MAX_NUMBER if key in signed else 0, le=MAX_NUMBER)]
        return number if key in required else number | None

    fields: dict[str, Any] = {key: (count(key), Field(... if key in required else None, description=meaning))
                              for key, meaning in meanings.items()}
    return create_model(name, __base__=Closed, **fields)


def choice(values: tuple[str, ...]) -> Any:
    """One of ``values`` (a JSON string enum)."""
    return Literal[tuple(values)]  # type: ignore[valid-type]


class ClubKey(Closed):
    """A club and its key (``POST /api/v1/clubs``)."""

    id: str = Field(max_length=32)
    key: str = Field(max_length=64)


class Table(Closed):
    """What every whole-game document may carry beside its players."""

    title: Title = None  # absent, not null
    club: ClubKey = Field(None, description="in POST /api/v1/results, or PUT for a sheet filed under no club yet: "
                                            "file the sheet under this club (a wrong key is refused with 403); "
                                            "never stored in the document")


# --- Documents ------------------------------------------------------------------

def document_tag(value: Any) -> str:
    """The union member a document belongs to: its game, plus " players" for a whole game.

    Anything without a game name gets the empty tag, so every wrong ``game`` is
    reported the same way (``union_tag_invalid``, listing the expected tags).
    """
    if isinstance(value, BaseModel):
        value = value.model_dump()
    if not isinstance(value, dict) or not isinstance(value.get("game"), str):
        return ""
    return value["game"] + (PLAYERS_TAG if "players" in value else "")


@dataclass(frozen=True)
class DocumentModels:
    """The request bodies of an app's calculator endpoints: any game's document, a farm game's,
    and a whole table of any game (a score sheet)."""

    any: type[RootModel]
    farm: type[RootModel]
    table: type[RootModel]


def document_models(faces: Sequence[Face]) -> DocumentModels:
    """The document unions of the games of ``faces`` (each face brings its game's models),
    built when an app is created, so a game registered by then is in its OpenAPI description."""
    farms = [face for face in faces if games.info(face.game).board == "farm"]

    class Document(RootModel[_union(faces)]):  # type: ignore[misc]
        """A game document (api.md 1): one player's position, or a whole game with ``players``."""

    class FarmDocument(RootModel[_union(farms)]):  # type: ignore[misc]
        __doc__ = f"A document of a farm game: {' or '.join(games.info(face.game).short for face in farms)}."

    class TableDocument(RootModel[_union(faces, one=False)]):  # type: ignore[misc]
        """A whole table of a game (api.md 1): every player's position under ``players``."""

    return DocumentModels(Document, FarmDocument, TableDocument)


def _union(faces: Sequence[Face], *, one: bool = True) -> Any:
    """The documents of ``faces``: each game's whole table, and (``one``) one player's position."""
    members = []
    for face in faces:
        members += [Annotated[face.documents.one, Tag(face.game)]] if one else []
        members += [Annotated[face.documents.table, Tag(face.game + PLAYERS_TAG)]]
    return Annotated[Union[tuple(members)], Discriminator(document_tag)]  # noqa: UP007 (built at run time)


# --- Results (api.md 2) ---------------------------------------------------------

Points = int | float


class Location(Open):
    location: str = Field(examples=["pasture a"])
    cells: list[Cell] = Field(description="empty for a location on a card")
    capacity: int | None = Field(description="null: no limit (Agricola's Forest Pasture)")


class Placed(Location):
    animal: str
    count: int


class PlayerResult(Open):
    """One player's score; farm games list ``placement``, Hens lists ``groups`` and ``goals``.

    An Agricola document with ``cards`` also lists ``cards``: per card ``id``, ``name``,
    ``printed`` and ``bonus`` points, ``why`` in words, and ``held`` (false: another
    player's card that scores for this player too).
    """

    game: str
    total: Points
    breakdown: dict[str, Points]
    placement: list[Placed] | None = None


class GameResult(Open):
    """Every player's score, the ranking (best first) and the winners (seat indices)."""

    game: str
    players: list[PlayerResult]
    ranking: list[int]
    winners: list[int]


class ScoreResult(RootModel[GameResult | PlayerResult]):
    """The result of ``POST /api/v1/score``."""


class Capacity(Open):
    """What a farm holds; with ``animals`` given, the best keep/release choice."""

    game: str
    locations: list[Location]
    max_animals: dict[str, int | None] = Field(description="null: no limit")
    fits: bool | None = None
    keep: dict[str, int] | None = None
    release: dict[str, int] | None = None
    placement: list[Placed] | None = None
    best_score: Points | None = None


class GameCapacity(Open):
    game: str
    players: list[Capacity]


class CapacityResult(RootModel[GameCapacity | Capacity]):
    """The result of ``POST /api/v1/capacity``."""


class Error(Open):
    """Every error answer; ``animals_do_not_fit`` adds ``best``, the capacity result to aim for."""

    error: str = Field(examples=["rule_violation"], description="a short code")
    message: str = Field(description="what is wrong, naming the field or cell")
    best: dict[str, Any] | None = Field(
        None, description="animals_do_not_fit only: the capacity result of the best keep/release choice"
    )


# --- The farm planner (api.md 6) ------------------------------------------------

ANY_HERD = "any"


def plan_request(document: type[BaseModel], animals: type[BaseModel], planning: Any) -> type[BaseModel]:
    """The plan request model of a farm game: its one-player ``document`` model with the
    farm optional (the starting farm), ``animals`` a herd or ``"any"``, and ``budget``
    and ``objective``; ``planning`` is the game's planning face (its budget's items and
    the most the game could spend of each)."""
    from calculator.planner.request import MAX_BUDGET, OBJECTIVES

    def any_or(value: Any, handler: Any) -> Any:
        return value if value == ANY_HERD else handler(value)

    herd = Annotated[animals, WrapValidator(any_or, json_schema_input_type=animals | Literal[ANY_HERD]),
                     Field(description='the herd to house (kept and released at best), or "any": the planner '
                                       "chooses it")]
    game = document.model_fields["game"].annotation.__args__[0]
    farm = document.model_fields[planning.FARM_KEY]  # the same rows, but optional
    items = {key: (Annotated[int, Field(ge=0, le=MAX_BUDGET, description=(
        f"at most {planning.MAX_SPEND[key]} (the most the game could spend); more is refused with 422 "
        "too_much_work"))], 0) for key in planning.BUDGET}
    budget = create_model(f"{game.capitalize()}Budget", __base__=Closed, **items)
    return create_model(
        f"{game.capitalize()}PlanRequest", __base__=document,
        __doc__=f"A {game} farm as it stands (without it, the starting farm), what may be spent, the herd and "
                "what to maximise.",
        **{planning.FARM_KEY: (Annotated[(farm.annotation, *farm.metadata)] if farm.metadata else farm.annotation,
                               Field(None, description=farm.description)),
           "animals": (herd | None, None),
           "budget": (budget, Field(description=f"what may be spent, e.g. {planning.BUDGET_EXAMPLE}")),
           "objective": (choice(OBJECTIVES), "score")})


class Build(Open):
    """One thing the plan builds, where, and what it costs."""

    kind: str = Field(examples=["fence", "stable", "trough", "stall"])
    cell: list[int] | None = Field(None, description="[row, column] of a space")
    edge: dict[str, Any] | None = Field(None, description='a border or fence: {"cell": [row, column], "side": "N"}')
    cost: dict[str, int]


class PlanResult(Open):
    """The best plan: proven (``optimal``) or the best found with ``bound``, its builds and
    cost, the planned farm as a game document and its score."""

    game: str
    optimal: bool
    objective: str
    value: Points
    bound: Points | None = Field(None, description="when not optimal: no plan is worth more")
    value_before: Points = Field(description="the objective with nothing built")
    cost: dict[str, int]
    builds: list[Build]
    keep: dict[str, int] | None = None
    release: dict[str, int] | None = None
    farm: dict[str, Any]
    score: dict[str, Any]
