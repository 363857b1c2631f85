"""agricalc's games as PettingZoo AEC environments: every seat an agent, turn by turn.

>>> from calculator.adapters.pettingzoo import env
>>> game = env("agricola", players=3)
>>> game.reset(seed=7)
>>> game.agent_selection in game.possible_agents
True

Agents are ``seat_0``, ``seat_1``, ...; an agent's observation is a dict of
``observation`` (the game's numbers for what the seat sees, see
:mod:`calculator.core.features`) and ``action_mask`` (1 for each legal action
of the game's action catalogue, for the agent to move only).  Chance (who
starts, round cards, the deal, draws) is drawn by the environment from the
seed given to :meth:`AgricalcEnv.reset`, so a seed and the actions replay an
episode.  Rewards follow :mod:`.openspiel`: the final returns at the end
(``"score_difference"`` or ``"win_loss"``), or with ``dense_reward`` the change
of the score difference at every step.  ``render_mode``: ``"ansi"`` (every
seat's position as text), ``"svg"`` (the picture of the seat to move) or
``"human"`` (the text printed after every reset and step).
"""

from __future__ import annotations

import random

import numpy as np
from gymnasium import spaces
from pettingzoo import AECEnv

from ..errors import AgricalcError
from .play import RETURNS, Variant, Play

RENDER_MODES = ("ansi", "svg", "human")


def env(game: str = "acbas", **options) -> AgricalcEnv:
    """The AEC environment of ``game``; ``options`` as :class:`AgricalcEnv` takes them."""
    return AgricalcEnv(game, **options)


class AgricalcEnv(AECEnv):
    """One of agricalc's games for ``players`` seats; ``options`` are the game's (Agricola's
    ``decks=["E", "I", "K"]`` or ``"EIK"``: the card game)."""

    metadata = {"render_modes": list(RENDER_MODES), "name": "agricalc_v0", "is_parallelizable": False}

    def __init__(self, game: str = "acbas", players: int = 2, *, returns: str = RETURNS[0],
                 dense_reward: bool = False, render_mode: str | None = None, **options) -> None:
        super().__init__()
        try:
            self.variant = Variant.of(game, players, **options)
        except AgricalcError as exc:
            raise ValueError(str(exc)) from None
        if returns not in RETURNS:
            raise ValueError(f"returns must be one of {', '.join(RETURNS)}, got {returns!r}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)}, got {render_mode!r}")
        self.returns, self.dense_reward, self.render_mode = returns, dense_reward, render_mode
        self.metadata = {**self.metadata, "name": f"agricalc_{game}_v0"}
        self.possible_agents = [f"seat_{seat}" for seat in range(players)]
        self._observation_space = observation_space(self.variant)
        self._action_space = spaces.Discrete(len(self.variant.ids))
        self.play: Play | None = None

    def observation_space(self, agent: str) -> spaces.Dict:
        return self._observation_space

    def action_space(self, agent: str) -> spaces.Discrete:
        return self._action_space

    def reset(self, seed: int | None = None, options: dict | None = None) -> None:
        self._rng = random.Random(seed)
        self.play = settle(Play.start(self.variant), self._rng)
        self.agents = list(self.possible_agents)
        self.rewards = dict.fromkeys(self.agents, 0.0)
        self._cumulative_rewards = dict.fromkeys(self.agents, 0.0)
        self.terminations = dict.fromkeys(self.agents, False)
        self.truncations = dict.fromkeys(self.agents, False)
        self.infos = {agent: {} for agent in self.agents}
        self._values = self.play.value(self.returns)
        self.agent_selection = self.agents[self.play.current_player]
        if self.render_mode == "human":
            self.render()

    def observe(self, agent: str) -> dict:
        seat = self.possible_agents.index(agent)
        return {"observation": self.play.observation(seat), "action_mask": action_mask(self.play, seat)}

    def step(self, action: int | None) -> None:
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            self._was_dead_step(action)
            return
        self._cumulative_rewards[agent] = 0.0
        self.play = settle(self.play.after(int(action)), self._rng)
        values = self.play.value(self.returns)
        if self.dense_reward:
            rewards = [now - before for now, before in zip(values, self._values)]
        else:
            rewards = values if self.play.is_terminal else (0.0,) * self.variant.players
        self._values = values
        self.rewards = {a: float(r) for a, r in zip(self.possible_agents, rewards) if a in self.rewards}
        if self.play.is_terminal:
            self.terminations = dict.fromkeys(self.agents, True)
        else:
            self.agent_selection = self.possible_agents[self.play.current_player]
        self._accumulate_rewards()
        if self.render_mode == "human":
            self.render()

    def render(self) -> str | None:
        if self.render_mode is None or self.play is None:
            return None
        return render(self.play, self.render_mode, seat=self.play.current_player)

    def close(self) -> None:
        self.play = None


def observation_space(variant: Variant) -> spaces.Dict:
    """The observation (numbers) and the mask of legal actions, for one seat."""
    return spaces.Dict({
        "observation": spaces.Box(-np.inf, np.inf, (variant.observation_size(),), np.float32),
        "action_mask": spaces.Box(0, 1, (len(variant.ids),), np.int8),
    })


def action_mask(play: Play, seat: int) -> np.ndarray:
    """1 for each legal action of ``seat`` now (all 0 when another seat moves or the game is over)."""
    mask = np.zeros(len(play.variant.ids), np.int8)
    if not play.is_terminal and play.current_player == seat:
        mask[play.legal_actions()] = 1
    return mask


def shown(text: str, mode: str) -> str | None:
    """What ``render`` returns: ``text``, or for ``"human"`` nothing, ``text`` printed instead."""
    if mode != "human":
        return text
    print(text, flush=True)
    return None


def settle(play: Play, rng: random.Random) -> Play:
    """``play`` after every chance event due now, outcomes drawn from ``rng``."""
    while play.is_chance:
        play = play.after(rng.choice(play.event.outcomes))
    return play


def render(play: Play, mode: str, *, seat: int | None) -> str | None:
    """``"ansi"``: every seat's position as text; ``"svg"``: the picture of ``seat`` (seat 0 if
    none); ``"human"``: the text printed (nothing returned)."""
    research, state = play.variant.research, play.engine
    if mode == "svg":
        return str(research.picture(state, seat if seat is not None else 0))
    parts = [f"== seat {s} ==\n{research.text(state, s)}" for s in range(play.variant.players)]
    return shown("\n\n".join(parts), mode)
