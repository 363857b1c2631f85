"""One seat of an agricalc game as a Gymnasium environment, the other seats played by agricalc bots.

>>> from calculator.adapters.gymnasium import AgricalcEnv
>>> env = AgricalcEnv("acbas", opponents=["greedy"])
>>> observation, info = env.reset(seed=1)
>>> int(info["action_mask"].sum()) > 0
True

Like catanatron's environment: the agent plays ``seat``, each other seat is a
bot of :data:`calculator.core.bots.BOTS` (``random``, ``greedy``, ``mcts:50``,
one spec per other seat, or one for all).  An observation is a dict of
``observation`` (the game's numbers for what the seat sees) and
``action_mask`` (its legal actions in the game's action catalogue), also given
in ``info["action_mask"]``.  Rewards: the seat's return at the end
(``"score_difference"`` or ``"win_loss"``, see :mod:`.openspiel`), or with
``dense_reward`` the change of its score difference after each of its turns.
An action that is not legal changes nothing and is rewarded
``invalid_action_reward``; after ``max_invalid_actions`` of them in a row the
episode is truncated.  Chance and the bots draw from the seed given to
:meth:`AgricalcEnv.reset`: a seed and the agent's actions replay an episode.
``render_mode``: ``"ansi"`` (the seat's position as text), ``"svg"`` (its picture) or
``"human"`` (the text printed after every reset and step).

:func:`register` makes them ``gymnasium.make("agricalc/acbas-v0", opponents=...)``,
``agricalc/agricola-v0`` and ``agricalc/hens-v0``.
"""

from __future__ import annotations

import random
from collections.abc import Sequence

import gymnasium

from ..core import bots as bot_registry
from .. import games
from ..core.protocol import chance
from ..errors import AgricalcError
from .pettingzoo import RENDER_MODES, action_mask, observation_space, render, settle, shown
from .play import RETURNS, Variant, Play


class AgricalcEnv(gymnasium.Env):
    """Seat ``seat`` of ``game`` against agricalc bots; ``options`` are the game's (Agricola's
    ``decks=["E", "I", "K"]`` or ``"EIK"``: the card game)."""

    metadata = {"render_modes": list(RENDER_MODES), "render_fps": 1}

    def __init__(self, game: str = "acbas", opponents: Sequence[str] | str = "random", *, seat: int = 0,
                 returns: str = RETURNS[0], dense_reward: bool = False, invalid_action_reward: float = -1.0,
                 max_invalid_actions: int = 10, render_mode: str | None = None, **options) -> None:
        specs = [opponents] if isinstance(opponents, str) else list(opponents)
        try:
            players = len(specs) + 1
            self.variant = Variant.of(game, players, **options)
            self.bots = [bot_registry.make_bot(spec, game) for spec in specs]
        except AgricalcError as exc:
            raise ValueError(str(exc)) from None
        if not 0 <= seat < players:
            raise ValueError(f"seat must be 0 to {players - 1}, got {seat}")
        if returns not in RETURNS:
            raise ValueError(f"returns must be one of {', '.join(RETURNS)}, got {returns!r}")
        if render_mode is not None and render_mode not in RENDER_MODES:
            raise ValueError(f"render_mode must be one of {', '.join(RENDER_MODES)}, got {render_mode!r}")
        self.seat, self.returns, self.dense_reward = seat, returns, dense_reward
        self.invalid_action_reward, self.max_invalid_actions = invalid_action_reward, max_invalid_actions
        self.render_mode = render_mode
        self.observation_space = observation_space(self.variant)
        self.action_space = gymnasium.spaces.Discrete(len(self.variant.ids))
        self.play: Play | None = None

    def reset(self, *, seed: int | None = None, options: dict | None = None):
        super().reset(seed=seed)
        episode = int(self.np_random.integers(2**32))  # from ``seed`` when one is given
        self._chance = random.Random(episode)
        others = [s for s in range(self.variant.players) if s != self.seat]
        self._bot_rngs = {s: chance(episode, s, "bot") for s in others}
        self._bot_of = dict(zip(others, self.bots))
        self._invalid = 0
        self.play = self._to_my_turn(settle(Play.start(self.variant), self._chance))
        self._value = self._my_value()
        if self.render_mode == "human":
            self.render()
        return self._observe()

    def step(self, action: int):
        if int(action) not in self.play.legal_actions():
            self._invalid += 1
            observation, info = self._observe()
            info["illegal_action"] = True
            return (observation, float(self.invalid_action_reward), False,
                    self._invalid >= self.max_invalid_actions, info)
        self._invalid = 0
        self.play = self._to_my_turn(settle(self.play.after(int(action)), self._chance))
        value = self._my_value()
        if self.dense_reward:
            reward, self._value = value - self._value, value
        else:
            reward = value if self.play.is_terminal else 0.0
        observation, info = self._observe()
        if self.render_mode == "human":
            self.render()
        return observation, float(reward), self.play.is_terminal, False, info

    def render(self) -> str | None:
        if self.render_mode is None or self.play is None:
            return None
        if self.render_mode == "svg":
            return render(self.play, self.render_mode, seat=self.seat)
        return shown(self.variant.research.text(self.play.engine, self.seat), self.render_mode)

    def _to_my_turn(self, play: Play) -> Play:
        """Let the bots move until it is the agent's turn or the game is over."""
        while not play.is_terminal and play.current_player != self.seat:
            seat = play.current_player
            choice = self._bot_of[seat].choose(play.engine, self._bot_rngs[seat])
            play = settle(play.after(self.variant.index[choice.id]), self._chance)
        return play

    def _my_value(self) -> float:
        if self.dense_reward or self.play.is_terminal:
            return self.play.value(self.returns)[self.seat]
        return 0.0

    def _observe(self) -> tuple[dict, dict]:
        mask = action_mask(self.play, self.seat)
        observation = {"observation": self.play.observation(self.seat), "action_mask": mask}
        return observation, {"action_mask": mask.copy()}


ENV_IDS = {game: f"agricalc/{game}-v0" for game in games.names()}


def register() -> None:
    """Register the environments with Gymnasium (once; later calls do nothing)."""
    for game, env_id in ENV_IDS.items():
        if env_id not in gymnasium.registry:
            gymnasium.register(env_id, entry_point=AgricalcEnv, kwargs={"game": game})
