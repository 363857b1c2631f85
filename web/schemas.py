"""Pydantic models of the API's request and response bodies (api.md sections 1, 2 and 4).

The request models check the shape and JSON types of a game document before the
calculator sees it, and the OpenAPI document is generated from them.  They are a
gate, not a second rule book: every game rule stays in :mod:`calculator`, which
always receives the request's JSON exactly as sent.  Names and ranges are read
from the games' rules tables so the two cannot drift apart.
"""

from __future__ import annotations

from typing import Annotated, Any, Literal, Union

from pydantic import BaseModel, ConfigDict, Discriminator, Field, RootModel, Tag, create_model

from calculator.acbas import position as acbas_position
from calculator.acbas import rules as acbas_rules
from calculator.agricola import position as agricola_position
from calculator.agricola import rules as agricola_rules
from calculator.hens import rules as hens_rules

MAX_NUMBER = 10**9  # any other integer field: far beyond any game, it only keeps input sane

Number = Annotated[int, Field(ge=-MAX_NUMBER, le=MAX_NUMBER)]
Natural = Annotated[int, Field(ge=0, le=MAX_NUMBER)]
Cell = Annotated[list[int], Field(min_length=2, max_length=2, description="[row, column], both from 0")]
FarmRows = Annotated[list[str], Field(description="one string per row, top first; whitespace-separated cell tokens")]
PLAYERS_TAG = " players"  # suffix of the tag of a whole-game document


class Closed(BaseModel):
    """A JSON object that refuses keys it does not know (a misspelt key is an error)."""

    model_config = ConfigDict(extra="forbid")


class Open(BaseModel):
    """A result object: later versions may add keys."""

    model_config = ConfigDict(extra="allow")


def _counts(name: str, keys: tuple[str, ...], maximum: int) -> type[Closed]:
    """An object of non-negative counts, one optional key per name (missing = 0)."""
    count = Annotated[int, Field(ge=0, le=maximum)]
    return create_model(name, __base__=Closed, **{key: (count, 0) for key in keys})


def _choice(values: tuple[str, ...]) -> Any:
    return Literal[tuple(values)]  # type: ignore[valid-type]


# --- ACBAS (api.md 1.2) ---------------------------------------------------------

AcbasAnimals = _counts("AcbasAnimals", acbas_rules.ANIMALS, acbas_position.MAX_ANIMALS)
AcbasSupply = _counts("AcbasSupply", acbas_rules.MATERIALS, MAX_NUMBER)


class Expansions(Closed):
    left: Natural = 0
    right: Natural = 0


class AcbasPlayer(Closed):
    """One player's ACBAS farm (an entry of ``players``)."""

    game: Literal["acbas"] | None = None
    name: str | None = None
    farm: FarmRows
    expansions: Expansions | None = None
    animals: AcbasAnimals | None = None  # type: ignore[valid-type]
    supply: AcbasSupply | None = None  # type: ignore[valid-type]


class AcbasDocument(AcbasPlayer):
    """One player's finished ACBAS position."""

    game: Literal["acbas"]


class Table(Closed):
    """What every whole-game document may carry beside its players."""

    title: str | None = Field(None, max_length=200, description="what the table played, e.g. a date or a place")


class AcbasGame(Table):
    """A whole ACBAS game: both players, ranked."""

    game: Literal["acbas"]
    players: list[AcbasPlayer]
    start_player: Natural | None = None


# --- Agricola (api.md 1.3) ------------------------------------------------------

AgricolaAnimals = _counts("AgricolaAnimals", agricola_rules.ANIMALS, agricola_position.MAX_COUNT)
AgricolaSupply = _counts("AgricolaSupply", agricola_rules.MATERIALS, agricola_position.MAX_COUNT)
Goods = Annotated[int, Field(ge=0, le=agricola_position.MAX_COUNT)]


class AgricolaPlayer(Closed):
    """One player's Agricola farmyard (an entry of ``players``)."""

    game: Literal["agricola"] | None = None
    name: str = ""
    farmyard: FarmRows
    house: _choice(agricola_rules.HOUSES) = agricola_position.DEFAULT_HOUSE  # type: ignore[valid-type]
    people: Number = agricola_position.DEFAULT_PEOPLE
    animals: AgricolaAnimals | None = None  # type: ignore[valid-type]
    grain: Goods = 0
    vegetables: Goods = 0
    majors: list[_choice(tuple(agricola_rules.MAJORS))] = []  # type: ignore[valid-type]
    supply: AgricolaSupply | None = None  # type: ignore[valid-type]
    begging: Goods = 0
    card_points: Goods = 0
    bonus_points: Goods = 0


class AgricolaDocument(AgricolaPlayer):
    """One player's finished Agricola position."""

    game: Literal["agricola"]


class AgricolaGame(Table):
    """A whole Agricola game: one to five players, ranked."""

    game: Literal["agricola"]
    players: list[AgricolaPlayer]


# --- Hens (api.md 1.4) ----------------------------------------------------------

HenCell = Annotated[str, Field(description='"BREED value/eggs/medals" (e.g. "PAD 3/2/0") or "coop"')]


def _setting(setting: hens_rules.Setting) -> tuple[Any, Any]:
    if setting.span is None:
        return _choice(setting.choices), setting.default
    low, high = setting.span
    return Annotated[int, Field(ge=low, le=high)], setting.default


HensSettings = create_model(
    "HensSettings", __base__=Closed, **{name: _setting(s) for name, s in hens_rules.SETTINGS.items()}
)


class Goal(Closed):
    """A goal in the goal language of the Hens rules (section 8.1)."""

    id: str | None = Field(None, min_length=1)
    kind: _choice(tuple(hens_rules.GOAL_KINDS))  # type: ignore[valid-type]
    params: dict[str, Number | list[Number]] = {}
    points: Number


class HensShared(Closed):
    goal_card: str | None = Field(None, description="an id of the goal set, e.g. G03")
    goals: list[Goal] | None = None
    settings: HensSettings | None = None  # type: ignore[valid-type]


class HensPlayer(HensShared):
    """One player's Hens grid (an entry of ``players``)."""

    game: Literal["hens"] | None = None
    name: str = ""
    grid: list[list[HenCell]] = Field(description="3x4 or 4x3 cells, top row first")
    rooster: Cell | None = None


class HensDocument(HensPlayer):
    """One player's finished Hens grid."""

    game: Literal["hens"]


class HensGame(HensShared, Table):
    """A whole Hens game: every player, ranked; goals and settings apply to all."""

    game: Literal["hens"]
    players: list[HensPlayer]


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


FARM_MODELS = {"acbas": (AcbasDocument, AcbasGame), "agricola": (AgricolaDocument, AgricolaGame)}
ALL_MODELS = {**FARM_MODELS, "hens": (HensDocument, HensGame)}


def _union(models: dict[str, tuple[type[BaseModel], type[BaseModel]]]) -> Any:
    members = []
    for game, (one, many) in models.items():
        members += [Annotated[one, Tag(game)], Annotated[many, Tag(game + PLAYERS_TAG)]]
    return Annotated[Union[tuple(members)], Discriminator(document_tag)]  # noqa: UP007 (built at run time)


class Document(RootModel[_union(ALL_MODELS)]):  # type: ignore[misc]
    """A game document (api.md 1): one player's position, or a whole game with ``players``."""


class FarmDocument(RootModel[_union(FARM_MODELS)]):  # type: ignore[misc]
    """An ACBAS or Agricola document (api.md 1.2, 1.3)."""


# --- Results (api.md 2) ---------------------------------------------------------

Points = int | float


class Location(Open):
    location: str = Field(examples=["pasture a"])
    cells: list[Cell]
    capacity: int


class Placed(Location):
    animal: str
    count: int


class PlayerResult(Open):
    """One player's score; farm games list ``placement``, Hens lists ``groups`` and ``goals``."""

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
    max_animals: dict[str, int]
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
