"""Pydantic models of the games API (api.md 4): creating games, acting, simulating."""

from __future__ import annotations

from typing import Annotated

from pydantic import Field, model_validator

from calculator.core.games import GAMES

from .schemas import Closed, Open, _choice

MAX_SIMULATED_GAMES = 200  # per request: bounded so one request cannot hold a worker for long
GameName = _choice(tuple(GAMES))
Name = Annotated[str, Field(min_length=1, max_length=40)]
BotSpec = Annotated[str, Field(min_length=1, max_length=40, description="a bot name, e.g. random, greedy, mcts:200")]
Seed = Annotated[int, Field(ge=0, le=2**63 - 1)]


class SeatRequest(Closed):
    """A human seat (``name``) or a bot seat (``bot``)."""

    name: Name | None = None
    bot: BotSpec | None = None

    @model_validator(mode="after")
    def _one_of(self) -> SeatRequest:
        if (self.name is None) == (self.bot is None):
            raise ValueError("give either a name (a human player) or a bot")
        return self


class CreateGame(Closed):
    game: GameName  # type: ignore[valid-type]
    players: Annotated[list[SeatRequest], Field(min_length=1, max_length=5)]
    seed: Seed | None = None


class ActRequest(Closed):
    action: Annotated[str, Field(min_length=1, max_length=100, description="the id of a legal action")]


class SimulationRequest(Closed):
    game: GameName  # type: ignore[valid-type]
    bots: Annotated[list[BotSpec], Field(min_length=1, max_length=5)]
    games: Annotated[int, Field(ge=1, le=MAX_SIMULATED_GAMES)]
    seed: Seed = 0


class SeatInfo(Open):
    """A seat; a human seat's ``token`` appears once, in the answer that created the game."""

    seat: int
    name: str | None = None
    bot: str | None = None


class GameView(Open):
    id: str
    game: str
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


class GameLog(Open):
    seed: int
    actions: list[dict]
