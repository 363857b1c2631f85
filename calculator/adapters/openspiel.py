"""agricalc's games in OpenSpiel: ``agricalc_acbas``, ``agricalc_agricola``, ``agricalc_hens``.

>>> import pyspiel
>>> from calculator.adapters import openspiel       # importing the module registers the games
>>> game = pyspiel.load_game("agricalc_hens(players=3)")   # or openspiel.load("hens", players=3)
>>> state = game.new_initial_state()
>>> state.is_chance_node()                      # the setup is chance's: breeds, goal card, deal
True

Each game follows OpenSpiel's Python games (``tic_tac_toe.py``, ``kuhn_poker.py``):

* **actions** are the places of the ids in the game's action catalogue
  (:func:`calculator.games.action_ids`), a fixed space for a player count;
* **chance** is a player (:mod:`calculator.core.chance`): ACBAS's start player,
  Agricola's start player and each round card as it is revealed, Hens's breeds
  set aside, goal card, first player, the deal and every draw from the deck;
  a state holds no future outcome, so a search cannot read one;
* **observations** (:class:`Observer`): the game's numbers for what a seat
  sees (``observation_tensor``, the game's ``research.observe``) and its view
  as JSON (``observation_string``); observers of only the public part or only
  the seat's secrets; information states with perfect recall, as a tensor
  (the observation and every player action the seat saw) and as a short
  string (its view and a digest of everything before).  Hens shows a seat
  only its own hand and coops, and ``resample_from_infostate`` re-deals what
  the seat cannot see, so OpenSpiel's ISMCTS plays it;
* **bounds**: utilities within the game's ``SCORE_SPAN`` and a
  ``max_game_length`` of its most player actions and chance events, both
  derived from its rules;
* **returns** (parameter ``returns``): ``"score_difference"`` (a seat's final
  score minus the mean of the others'; a solo player's score) or
  ``"win_loss"`` (1 shared by the winners, -1 by the others, 0 when all tie);
  both sum to zero over the seats.  With ``dense_reward=True`` every step is
  rewarded with the change of the score difference (exact scores of the
  position as it stands), the last step with what makes the sum the return.

Parameters: ``players`` (default 2), ``returns``, ``dense_reward`` (default false), and
a string per game option: Agricola's ``decks`` (``"EIK"``, ``"E,K"``; empty by default,
the family game) plays the card game, its deal card by card at setup
(:mod:`calculator.agricola.card_chance`) and the hands hidden; Agricola's ``draft``
(``"yes"``; a flag option is a string too, ``"yes"``, ``"1"`` or ``"on"``, since OpenSpiel reads
``true`` as a boolean) drafts those hands before round 1.
OpenSpiel's MCTS needs terminal rewards (the default).
"""

from __future__ import annotations

import json

import numpy as np
import pyspiel

from .. import games
from ..errors import AgricalcError
from .play import RETURNS, Play, Sight, Variant

PREFIX = "agricalc_"
# Besides these, a string parameter per game option (Agricola's ``decks="EIK"``: the card game), empty by default.
DEFAULTS = {"players": 2, "returns": RETURNS[0], "dense_reward": False, **dict.fromkeys(games.options(), "")}


def _game_type(name: str, *, zero_sum: bool = True, dense: bool = False, hidden: bool | None = None) -> pyspiel.GameType:
    game = games.game(name)
    hidden = game.INFO.hidden if hidden is None else hidden
    return pyspiel.GameType(
        short_name=PREFIX + name,
        long_name=f"agricalc {game.INFO.title}",
        dynamics=pyspiel.GameType.Dynamics.SEQUENTIAL,
        chance_mode=pyspiel.GameType.ChanceMode.EXPLICIT_STOCHASTIC,
        information=(pyspiel.GameType.Information.IMPERFECT_INFORMATION if hidden
                     else pyspiel.GameType.Information.PERFECT_INFORMATION),
        utility=pyspiel.GameType.Utility.ZERO_SUM if zero_sum else pyspiel.GameType.Utility.GENERAL_SUM,
        reward_model=pyspiel.GameType.RewardModel.REWARDS if dense else pyspiel.GameType.RewardModel.TERMINAL,
        max_num_players=max(game.INFO.played),
        min_num_players=min(game.INFO.played),
        provides_information_state_string=True,
        provides_information_state_tensor=True,
        provides_observation_string=True,
        provides_observation_tensor=True,
        parameter_specification=DEFAULTS,
    )


class AgricalcGame(pyspiel.Game):
    """One of agricalc's games (:attr:`NAME`, set by a subclass per game) for a number of
    players, with its returns and rewards settings."""

    NAME = ""

    def __init__(self, params: dict | None = None) -> None:
        name = self.NAME
        params = {**DEFAULTS, **(params or {})}
        returns, dense = params["returns"], bool(params["dense_reward"])
        if returns not in RETURNS:
            raise ValueError(f"returns must be one of {', '.join(RETURNS)}, got {returns!r}")
        chosen = {option: str(params[option]) for option in games.options() if str(params[option]).strip()}
        try:
            self.variant = Variant.of(name, int(params["players"]), **chosen)
        except AgricalcError as exc:
            raise ValueError(str(exc)) from None
        players = self.variant.players
        research = self.variant.research
        span = 1.0 if returns == "win_loss" else float(research.SCORE_SPAN)
        info = pyspiel.GameInfo(
            num_distinct_actions=len(self.variant.ids),
            max_chance_outcomes=self.variant.chance.outcome_count(players),
            num_players=players,
            min_utility=-span,
            max_utility=span,
            utility_sum=0.0 if players > 1 else None,
            # OpenSpiel counts player actions only, but Shimmy's PettingZoo wrapper counts chance
            # nodes too (and truncates a game at this length): the most chance events added
            max_game_length=research.max_game_length(players) + self.variant.chance.max_events(players),
        )
        super().__init__(_game_type(name, zero_sum=players > 1, dense=dense, hidden=self.variant.hidden), info, params)
        self.returns_kind, self.dense_reward = returns, dense

    def new_initial_state(self) -> AgricalcState:
        return AgricalcState(self)

    def make_py_observer(self, iig_obs_type=None, params=None) -> Observer:
        if params:
            raise ValueError(f"observation parameters are not supported, got {params}")
        return Observer(self.variant, iig_obs_type)


class AgricalcState(pyspiel.State):
    """A position: the immutable :class:`~calculator.adapters.play.Play`, and for dense rewards
    the value of the score difference where the last player acted."""

    def __init__(self, game: AgricalcGame) -> None:
        super().__init__(game)
        self._returns_kind, self._dense = game.returns_kind, game.dense_reward
        self.play = Play.start(game.variant)
        self._base = (0.0,) * game.variant.players  # value when the last player acted

    @property
    def engine(self):
        """The native agricalc state (``None`` during setup)."""
        return self.play.engine

    def current_player(self) -> int:
        play = self.play
        if play.is_chance:
            return pyspiel.PlayerId.CHANCE
        if play.is_terminal:
            return pyspiel.PlayerId.TERMINAL
        return play.current_player

    def _legal_actions(self, player: int) -> list[int]:
        return self.play.legal_actions()

    def chance_outcomes(self) -> list[tuple[int, float]]:
        outcomes = self.play.legal_actions()
        return [(outcome, 1.0 / len(outcomes)) for outcome in outcomes]

    def _apply_action(self, action: int) -> None:
        if self._dense and not self.play.is_chance:
            self._base = self.play.value(self._returns_kind)
        self.play = self.play.after(action)

    def resample_from_infostate(self, player_id: int, probability_sampler) -> AgricalcState:
        """A state ``player_id`` cannot tell from this one, what it cannot see re-dealt at random
        (``probability_sampler()`` draws the seed), as ISMCTS asks.  Its ``history()`` stays
        the one it was drawn from; pickling it gives the drawn one back."""
        state = self.clone()
        state.play = self.play.resampled(player_id, int(probability_sampler() * 2**53))
        return state

    def _action_to_string(self, player: int, action: int) -> str:
        return self.play.describe(action)

    def is_terminal(self) -> bool:
        return self.play.is_terminal

    def returns(self) -> list[float]:
        if self._dense or self.play.is_terminal:
            return list(self.play.value(self._returns_kind))
        return [0.0] * self.play.variant.players

    def rewards(self) -> list[float]:
        if self._dense:
            return [now - base for now, base in zip(self.play.value(self._returns_kind), self._base)]
        return self.returns() if self.play.is_terminal else [0.0] * self.play.variant.players

    def __str__(self) -> str:
        play = self.play
        if play.engine is None:
            return f"setup: {list(play.setup)}"
        text = json.dumps(play.engine.public_view(), sort_keys=True)
        return text + (f"\nwaiting for the {play.event.kind} after {play.pending}" if play.is_chance else "")


class Observer:
    """OpenSpiel's Python observer of a seat, as ``iig_obs_type`` asks: what everyone sees
    (``public_info``), the seat's secrets (``private_info`` of a single player), or both; now,
    or with perfect recall (the tensor adds every player action the seat saw, the string a
    digest of everything it saw and did)."""

    def __init__(self, variant: Variant, iig_obs_type=None) -> None:
        if iig_obs_type is None:
            iig_obs_type = pyspiel.IIGObservationType(perfect_recall=False)
        private = iig_obs_type.private_info
        if private == pyspiel.PrivateInfoType.ALL_PLAYERS and variant.hidden:
            raise ValueError("an observer of every seat's secrets is not supported (a seat sees only its own)")
        self.sight = Sight(public=iig_obs_type.public_info, private=private != pyspiel.PrivateInfoType.NONE)
        self.perfect_recall = iig_obs_type.perfect_recall
        size = variant.observation_size() if self.sight.public or self.sight.private else 0
        # with perfect recall, two numbers per player action: the seat acting (counted from the
        # observer, 1 its own) and the action's number plus 1 (-1 unseen); 0 before it happens
        history = 2 * variant.research.max_game_length(variant.players) if self.perfect_recall else 0
        self.tensor = np.zeros(size + history, np.float32)
        self.dict = {"observation": self.tensor[:size]}
        if self.perfect_recall:
            self.dict["actions"] = self.tensor[size:].reshape(-1, 2)

    def set_from(self, state: AgricalcState, player: int) -> None:
        play = state.play
        self.dict["observation"][:] = play.observation(player, self.sight)
        if self.perfect_recall:
            actions = self.dict["actions"]
            actions.fill(0)
            players = play.variant.players
            for row, (actor, action) in zip(actions, play.recalled_actions(player, self.sight)):
                row[:] = (actor - player) % players + 1, -1 if action is None else action + 1

    def string_from(self, state: AgricalcState, player: int) -> str:
        if self.perfect_recall:
            return state.play.recall_text(player, self.sight)
        return state.play.view_text(player, self.sight)


# One class per game, as OpenSpiel registers classes (a class also outlives the interpreter's
# shutdown, which OpenSpiel's registry needs: it is torn down after Python).
GAME_CLASSES = {name: type(f"Agricalc{name.title()}Game", (AgricalcGame,), {"NAME": name}) for name in games.names()}


def register() -> None:
    """Register the games with OpenSpiel (done on import, as OpenSpiel's Python games do;
    later calls do nothing)."""
    registered = set(pyspiel.registered_names())
    for name, cls in GAME_CLASSES.items():
        if PREFIX + name not in registered:
            pyspiel.register_game(_game_type(name), cls)


def load(name: str, **params) -> AgricalcGame:
    """The OpenSpiel game of agricalc game ``name`` (``acbas``, ``agricola``, ``hens``) with ``params``."""
    return pyspiel.load_game(PREFIX + name, params)


register()
