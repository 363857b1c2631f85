"""Bots: legal and deterministic choices, greedy's arithmetic, MCTS lookahead, the registries."""

from __future__ import annotations

import random
from dataclasses import dataclass, replace

import pytest

from calculator.acbas import bots as acbas_bots
from calculator.acbas.game import ACBASState, new_game
from calculator import games
from calculator.core import bots
from calculator.core.protocol import Action, OpenInformation, chance
from calculator.core.record import Record
from calculator.errors import InvalidDocument, RuleViolation
from calculator.hens import game as hens_game


def sample_states(seed: int = 3, count: int = 6) -> list[ACBASState]:
    """States along a random game, including steps inside an action (borders, troughs, releases)."""
    rng = random.Random(seed)
    state, found, kinds = new_game(seed), [], set()
    while not state.is_terminal and len(found) < count:
        if len(state.legal_actions()) > 1 and (state.step.kind not in kinds or state.round > 4):
            found.append(state)
            kinds.add(state.step.kind)
        state = state.apply(rng.choice(state.legal_actions()))
    return found


SPECS = ("random", "greedy", "mcts:12")


@pytest.mark.parametrize("spec", SPECS)
def test_bots_choose_legal_actions_deterministically(spec):
    bot = bots.make_bot(spec, "acbas")
    for i, state in enumerate(sample_states()):
        first = bot.choose(state, chance(i, 0, "test"))
        assert first in state.legal_actions()
        assert bot.choose(state, chance(i, 0, "test")) == first


def test_mcts_answers_a_forced_move_without_search():
    state = next(s for s in sample_states(count=40) if s.step.kind == "work")
    forced = state.replace(_legal_actions=state.legal_actions()[:1])  # one legal action left
    assert bots.make_bot("mcts:5", "acbas").choose(forced, random.Random(0)) == state.legal_actions()[0]


# ---------------------------------------------------------------- a toy game on the protocol


@dataclass(frozen=True)
class Toy(Record, OpenInformation):
    """Two players alternate for ``turns`` turns; the mover's action adds points to its total.

    ``grab`` scores 3 now.  ``plant`` scores nothing now but makes the mover's
    next ``grab`` score 12.  ``prep`` keeps the same player to move (a step
    inside a turn), then ``grab`` scores 5.
    """

    totals: tuple[int, int] = (0, 0)
    planted: tuple[bool, bool] = (False, False)
    prepped: bool = False
    to_move: int = 0
    turns: int = 4
    game = "toy"
    seed = 0
    num_players = 2

    @property
    def current_player(self):
        return None if self.turns == 0 else self.to_move

    @property
    def is_terminal(self):
        return self.turns == 0

    def legal_actions(self):
        if self.prepped:
            return (Action("grab", "grab"),)
        return (Action("grab", "grab"), Action("plant", "plant"), Action("prep", "prep"))

    def apply(self, action):
        action = action.id if isinstance(action, Action) else action
        me = self.to_move
        if action == "prep":
            return self.replace(prepped=True)
        if action == "plant":
            planted = tuple(p or seat == me for seat, p in enumerate(self.planted))
            return self.replace(planted=planted, to_move=1 - me, turns=self.turns - 1)
        gain = 12 if self.planted[me] else 5 if self.prepped else 3
        totals = tuple(t + gain * (seat == me) for seat, t in enumerate(self.totals))
        planted = tuple(p and seat != me for seat, p in enumerate(self.planted))
        return self.replace(totals=totals, planted=planted, prepped=False, to_move=1 - me, turns=self.turns - 1)

    def returns(self):
        return self.totals

    def winners(self):
        best = max(self.totals)
        return tuple(s for s, t in enumerate(self.totals) if t == best) if self.is_terminal else ()


def toy_evaluate(state, seat):
    return state.totals[seat] - state.totals[1 - seat]


def test_greedy_takes_the_action_that_evaluates_best_finishing_its_turn():
    # grab: +3; plant: 0 now; prep then grab: +5 (the turn goes on, greedy finishes it).
    greedy = bots.GreedyBot(toy_evaluate)
    assert greedy.choose(Toy(), random.Random(0)).id == "prep"
    assert greedy.choose(Toy(prepped=True), random.Random(0)).id == "grab"


def test_greedy_breaks_ties_by_legal_order():
    assert bots.GreedyBot(lambda state, seat: 0.0).choose(Toy(), random.Random(0)).id == "grab"


def test_alone_at_the_table_a_bot_looks_ahead_to_the_round_s_end_not_the_game_s():
    evaluate = games.evaluator("agricola")
    state = games.new_game("agricola", 3, 1)
    after = bots.finish_turn(state.apply(state.legal_actions()[0]), 0, evaluate)
    assert (after.round, after.current_player) == (2, 0), "the solo seat moves on in round 2: the look stops there"
    two = games.new_game("agricola", 3, 2)
    seat = two.current_player
    assert bots.finish_turn(two.apply(two.legal_actions()[0]), seat, evaluate).current_player != seat


def test_greedy_maximises_the_acbas_evaluation():
    state = next(s for s in sample_states(count=40) if s.step.kind == "work" and s.round >= 2)
    seat = state.current_player
    chosen = bots.make_bot("greedy", "acbas").choose(state, random.Random(0))
    values = {a: acbas_bots.evaluate(bots.finish_turn(state.apply(a), seat, acbas_bots.evaluate), seat)
              for a in state.legal_actions()}
    assert values[chosen] == max(values.values())


def test_greedy_takes_a_space_full_of_animals_it_can_keep():
    state = new_game(1)
    seat = state.current_player
    board = state.players[seat].board
    # An enclosed pasture of the two top spaces of the home board, and sheep waiting on the board.
    for e in (("H", 0, 4), ("H", 0, 5), ("V", 0, 4), ("V", 0, 6), ("H", 1, 4), ("H", 1, 5)):
        board = board.with_border(e)
    state = state.with_player(seat, state.players[seat].replace(board=board))
    pond = [s.id for s in acbas_bots.rules.ACTION_SPACES].index("horses_sheep")
    spaces = list(state.spaces)
    spaces[pond] = tuple(3 if g == "sheep" else n for g, n in zip(acbas_bots.rules.GOODS, spaces[pond]))
    state = state.replace(spaces=tuple(spaces))
    assert bots.make_bot("greedy", "acbas").choose(state, random.Random(0)).id == "space:horses_sheep"


def test_mcts_looks_ahead_where_greedy_does_not():
    # Planting now wins 12 on the next turn; greedy sees only the turn in hand (prep + grab = 5).
    # Planting looks bad until the search reaches the mover's next turn: explore enough to get there.
    state = Toy(turns=3)
    assert bots.GreedyBot(toy_evaluate).choose(state, random.Random(0)).id == "prep"
    mcts = bots.MCTSBot(toy_evaluate, iterations=200, exploration=0.5)
    assert mcts.choose(state, random.Random(1)).id == "plant"
    assert mcts.choose(state, random.Random(1)) == mcts.choose(state, random.Random(1))


class FakeClock:
    """``time.process_time`` that advances ``step`` seconds at every reading (a power of 2: exact sums)."""

    def __init__(self, step: float) -> None:
        self.now, self.step = 0.0, step

    def __call__(self) -> float:
        self.now += self.step
        return self.now


def test_a_budget_in_seconds_searches_until_that_much_cpu_time_is_spent(monkeypatch):
    clock = FakeClock(0.125)
    monkeypatch.setattr(bots.time, "process_time", clock)
    rounds = []
    real = bots.MCTSBot._iterate
    monkeypatch.setattr(bots.MCTSBot, "_iterate", lambda self, root, rng: rounds.append(1) or real(self, root, rng))
    mcts = bots.make_bot("mcts:1s", "acbas")
    assert (mcts.seconds, mcts.name) == (1.0, "mcts:1s")
    state = new_game(3)
    assert mcts.choose(state, random.Random(0)) in state.legal_actions()
    assert len(rounds) == 8, "a reading at the start, one after each round: the eighth reads 1 s spent"


def test_a_budget_in_seconds_searches_at_least_once():
    mcts = bots.MCTSBot(toy_evaluate, seconds=1e-9)
    assert mcts.choose(Toy(), random.Random(0)) in Toy().legal_actions()


def counted_rounds(monkeypatch) -> list[int]:
    """A list that grows by one at every search round of an MCTS bot."""
    rounds: list[int] = []
    real = bots.MCTSBot._iterate
    monkeypatch.setattr(bots.MCTSBot, "_iterate", lambda self, root, rng: rounds.append(1) or real(self, root, rng))
    return rounds


def test_a_stretched_search_without_a_cap_searches_its_iterations_times_the_stretch(monkeypatch):
    rounds = counted_rounds(monkeypatch)
    mcts = bots.MCTSBot(toy_evaluate, iterations=10, stretch=lambda state: 3.0)
    mcts.choose(Toy(), random.Random(0))
    assert len(rounds) == 30


def test_a_capped_stretch_stops_at_the_cap_but_never_before_its_own_iterations(monkeypatch):
    monkeypatch.setattr(bots.time, "process_time", FakeClock(0.125))
    rounds = counted_rounds(monkeypatch)
    bots.MCTSBot(toy_evaluate, iterations=2, stretch=lambda state: 10.0, cap=0.5).choose(Toy(), random.Random(0))
    assert len(rounds) == 5, "a reading at the start, one after each round from the second: 0.5 s spent after the fifth"
    rounds.clear()
    bots.MCTSBot(toy_evaluate, iterations=8, stretch=lambda state: 10.0, cap=0.01).choose(Toy(), random.Random(0))
    assert len(rounds) == 8


def test_a_stretched_move_explores_by_the_stretch_exploration_and_finds_the_move_that_pays_later():
    # As test_mcts_looks_ahead_where_greedy_does_not: planting pays only if the search explores enough.
    state = Toy(turns=3)
    stretched = bots.MCTSBot(toy_evaluate, iterations=20, stretch=lambda state: 10.0)
    assert stretched.choose(state, random.Random(1)).id == "prep", "0.02: every other action visited once"
    exploring = replace(stretched, stretch_exploration=0.5)
    assert exploring.choose(state, random.Random(1)).id == "plant"
    unstretched = bots.MCTSBot(toy_evaluate, iterations=200, stretch_exploration=0.5)
    assert unstretched.choose(state, random.Random(1)).id == "prep", "a move not stretched explores as before"


def test_a_stretched_move_values_its_leaves_at_the_stretch_scale_and_explores_by_the_stretch_exploration(monkeypatch):
    seen = []
    real = bots.MCTSBot._iterate
    monkeypatch.setattr(bots.MCTSBot, "_iterate",
                        lambda self, root, rng: seen.append((self.scale, self.exploration)) or real(self, root, rng))
    late = {"stretch_scale": 40.0, "stretch_exploration": 0.01}
    bots.MCTSBot(toy_evaluate, iterations=2, stretch=lambda state: 2.0, **late).choose(Toy(), random.Random(0))
    assert seen == [(40.0, 0.01)] * 4
    seen.clear()
    bots.MCTSBot(toy_evaluate, iterations=2, stretch=lambda state: 1.0, **late).choose(Toy(), random.Random(0))
    assert seen == [(bots.MCTSBot.scale, bots.MCTSBot.exploration)] * 2, "a move not stretched searches as before"


def test_a_search_with_bounded_work_stops_once_its_evaluations_reach_work_times_its_iterations(monkeypatch):
    rounds = counted_rounds(monkeypatch)
    calls = []

    def evaluate(state, seat):
        calls.append(state)
        return toy_evaluate(state, seat)

    bots.MCTSBot(evaluate, iterations=50, work=2.0).choose(Toy(), random.Random(0))
    assert len(calls) >= 2.0 * 50 and 0 < len(rounds) < 50
    calls.clear(), rounds.clear()
    bots.MCTSBot(evaluate, iterations=50).choose(Toy(), random.Random(0))
    assert len(rounds) == 50 and len(calls) > 2.0 * 50, "unbounded: every iteration, more work"
    rounds.clear()
    bots.MCTSBot(evaluate, iterations=50, work=1000.0).choose(Toy(), random.Random(0))
    assert len(rounds) == 50, "a bound that is not reached changes nothing"


def test_a_search_with_bounded_work_still_searches_one_round(monkeypatch):
    rounds = counted_rounds(monkeypatch)
    bots.MCTSBot(toy_evaluate, iterations=50, work=0.001).choose(Toy(), random.Random(0))
    assert len(rounds) == 1


def test_the_late_search_schedule_stretches_agricola_s_last_three_rounds_at_two_players_within_a_cap():
    from calculator.agricola import bots as agricola_bots

    settings = {**bots.best_settings("agricola"), **agricola_bots.LATE_SETTINGS}
    settings.pop("weights")
    late = bots.MCTSBot(agricola_bots.evaluate, **settings)
    state = games.new_game("agricola", 4, 2)
    assert [late.stretch(replace(state, round=r)) for r in (1, 11, 12, 13, 14)] == [1.0, 1.0, 4.0, 4.0, 4.0]
    assert late.stretch(replace(games.new_game("agricola", 4, 4), round=13)) == 1.0, "the web's limit at 4 players"
    assert 0 < late.cap <= 1.0, "the issue's second a move"
    assert late.stretch_scale > late.scale, "a point more seen at any margin"
    fixed = bots.make_bot("best:75", "agricola")
    assert (fixed.stretch, fixed.cap, fixed.stretch_exploration) == (None, None, None), \
        "a budget in the spec is the whole budget"


def test_progressive_widening_tries_the_actions_best_for_the_mover_first():
    # prep (then grab: +5) ranks above grab (+3) and plant (0): with two rounds only prep and grab are tried.
    mcts = bots.MCTSBot(toy_evaluate, iterations=2, widening=1.0)
    root = bots._Node(Toy(), None, None)
    for _ in range(2):
        mcts._iterate(root, random.Random(0))
    assert [child.action.id for child in root.children] == ["prep", "grab"]
    assert [action.id for _, action, _ in root.untried] == ["plant"]


def test_progressive_widening_still_finds_the_move_that_pays_later():
    mcts = bots.MCTSBot(toy_evaluate, iterations=300, exploration=0.5, widening=2.0)
    assert mcts.choose(Toy(turns=3), random.Random(1)).id == "plant"


@pytest.mark.parametrize("game", [name.rpartition(".")[2] for name in games.PACKAGES])  # each with its tuned best
def test_best_is_each_game_s_strongest_search_and_plays_a_game(game):
    best = bots.make_bot("best", game)
    assert best.name == "best" and best.seconds is None, "by default a budget in iterations: reproducible"
    settings = bots.best_settings(game)
    search = settings.pop("bot", bots.MCTSBot)  # a game may name a search of its own (Hens: the whole turn)
    assert isinstance(best, search)
    assert all(getattr(best, key) == value for key, value in settings.items() if key not in ("weights", "share"))
    short = bots.make_bot("best:3", game)
    timed = bots.make_bot("best:0.01s", game)
    assert (short.iterations, short.table_iterations, short.name) == (3, (), "best:3")
    assert (timed.seconds, timed.name) == (0.01, "best:0.01s")
    state = games.new_game(game, 4, 2)
    rng = random.Random(4)
    for turn in range(12):
        if state.is_terminal:
            break
        state = state.apply((short if turn % 2 else timed).choose(state, rng))


def test_best_searches_fewer_iterations_at_larger_agricola_tables():
    best = bots.make_bot("best", "agricola")
    assert best.iterations_at(2) > best.iterations_at(3) > best.iterations_at(4) > best.iterations_at(5)


# ---------------------------------------------------------------- ACBAS evaluation


def test_acbas_evaluation_is_zero_sum_and_exact_at_the_end():
    for state in sample_states(count=4):
        assert acbas_bots.evaluate(state, 0) == pytest.approx(-acbas_bots.evaluate(state, 1))
    rng = random.Random(2)
    state = new_game(2)
    while not state.is_terminal:
        state = state.apply(rng.choice(state.legal_actions()))
    scores = state.returns()
    winner = state.winners()[0]
    assert acbas_bots.evaluate(state, winner) == scores[winner] - scores[1 - winner] + 0.5


# ---------------------------------------------------------------- registries


def test_bot_registry_names_and_help():
    assert list(bots.BOTS) == ["random", "greedy", "mcts", "best"]
    assert all(kind.help for kind in bots.BOTS.values())
    assert bots.describe().splitlines()[0].startswith("random: ")
    assert bots.make_bot("mcts:40", "acbas").iterations == 40
    assert bots.make_bot("mcts:40", "acbas").name == "mcts:40"
    assert bots.make_bot("mcts", "acbas").iterations == bots.MCTSBot.iterations


@pytest.mark.parametrize("spec, message", [
    ("clever", "unknown bot 'clever'; choose from random, greedy, mcts, best"),
    ("greedy:5", "takes no budget"),
    ("mcts:x", "must be a positive integer"),
    ("mcts:0", "must be a positive integer"),
    ("mcts:", "must be a positive integer"),
    ("mcts:0s", "or seconds such as 1s"),
    ("best:-1s", "or seconds such as 1s"),
    ("mcts:1.5.2s", "or seconds such as 1s"),
    ("greedy@growth=1", "unknown weight\\(s\\) growth; choose from wood, stone"),
    ("random@growth=1", "bot 'random' takes no weights"),
    ("greedy@growth", "weights are written name=number"),
])
def test_bad_bot_specs(spec, message):
    with pytest.raises(InvalidDocument, match=message):
        bots.make_bot(spec, "acbas")


def test_a_bot_spec_may_change_the_weights_of_a_game_s_evaluation():
    from calculator.hens import bots as hens_bots

    bot = bots.make_bot("mcts:20@growth=0.75+join=0", "hens")
    assert bot.name == "mcts:20@growth=0.75+join=0" and bot.iterations == 20
    assert bot.evaluate.keywords["weights"] == replace(hens_bots.WEIGHTS, growth=0.75, join=0.0)
    state = hens_game.new_game(4, 2)
    rng = random.Random(4)
    for _ in range(40):
        state = state.apply(rng.choice(state.legal_actions()))
    seat = state.to_move
    changed = hens_bots.evaluator(hand_fit=3.0)
    playable = sum(1 for card in state.hands[seat] if state.yards[seat].fits(card))
    assert changed(state, seat) == pytest.approx(hens_bots.evaluate(state, seat) + 2.75 * playable)
    with pytest.raises(InvalidDocument, match="unknown weight\\(s\\) speed; choose from hand_fit, growth"):
        bots.make_bot("greedy@speed=2", "hens")


def test_game_registry():
    state = games.new_game("acbas", 9, 2)
    assert isinstance(state, ACBASState) and state.seed == 9
    assert games.evaluator("acbas") is acbas_bots.evaluate
    with pytest.raises(InvalidDocument, match=f"must be one of {', '.join(games.names())}; got 'chess'"):
        games.new_game("chess", 1, 2)
    with pytest.raises(RuleViolation, match="played by 2 players, got 3"):
        games.new_game("acbas", 1, 3)


@pytest.mark.parametrize(("spec", "decisions"), [("greedy", 60), ("mcts:10", 15)])
def test_bots_never_use_cards_they_cannot_see(spec, decisions):
    # At Hens draw decisions, a state the mover cannot tell from the real one (all it
    # cannot see re-dealt) must get the same choice for the same rng.  A bot that looked
    # ahead through the real deck chooses differently in about one decision in seven.
    bot = bots.make_bot(spec, "hens")
    seen = 0
    for seed in range(30):
        state = games.new_game("hens", seed=seed, num_players=2)
        rng = random.Random(seed)
        while not state.is_terminal and seen < decisions:
            ids = [a.id for a in state.legal_actions()]
            if len(ids) > 1 and any(i.startswith("draw:") for i in ids):
                seat = state.current_player
                twin = state.determinize(seat, random.Random(99))
                assert twin.view(seat) == state.view(seat)
                assert bot.choose(state, random.Random(0)).id == bot.choose(twin, random.Random(0)).id
                seen += 1
            state = state.apply(rng.choice(state.legal_actions()))
    assert seen == decisions


def test_mcts_with_hidden_cards_tries_every_action_in_every_guessed_world(monkeypatch):
    # With hidden cards the search guesses the unseen cards several times (worlds) and
    # judges every legal action in each, so actions are compared under the same deal.
    from calculator.hens.game import HensState

    state = games.new_game("hens", seed=3, num_players=2)
    while len(state.legal_actions()) == 1:  # the first draws are forced
        state = state.apply(state.legal_actions()[0])
    actions = state.legal_actions()
    worlds, tried = [], []
    real_determinize, real_iterate = HensState.determinize, bots.MCTSBot._iterate

    def determinize(self, seat, rng):
        worlds.append(seat)
        return real_determinize(self, seat, rng)

    def iterate(self, root, rng):
        before = {child.action.id for child in root.children}
        real_iterate(self, root, rng)
        tried.extend({child.action.id for child in root.children} - before)

    monkeypatch.setattr(HensState, "determinize", determinize)
    monkeypatch.setattr(bots.MCTSBot, "_iterate", iterate)
    budget = 4 * len(actions)
    choice = bots.MCTSBot(games.evaluator("hens"), iterations=budget).choose(state, random.Random(0))
    assert choice in actions
    assert worlds == [state.current_player] * 4
    assert sorted(tried) == sorted(a.id for a in actions for _ in range(4))


def test_a_game_may_change_the_search_defaults():
    """A game's MCTS_SETTINGS override MCTSBot's defaults; the spec's budget still sets the iterations."""
    hens_mcts = bots.make_bot("mcts:30", "hens")
    assert (hens_mcts.rollout, hens_mcts.iterations, hens_mcts.name) == (0, 30, "mcts:30")
    assert bots.make_bot("mcts", "acbas").rollout == bots.MCTSBot.rollout
    assert games.game("acbas").bot_settings() == {}


def test_a_bot_spec_may_name_earlier_weights_the_game_keeps():
    from calculator.agricola import bots as agricola_bots

    before = agricola_bots.BASELINES["pre26"]
    bot = bots.make_bot("mcts:300@pre26", "agricola")
    assert bot.name == "mcts:300@pre26" and bot.iterations == 300
    assert bot.evaluate.keywords["weights"] == before
    changed = bots.make_bot("greedy@pre26+wood=1", "agricola")
    assert changed.evaluate.keywords["weights"] == replace(before, wood=1.0)
    with pytest.raises(InvalidDocument, match="name earlier weights \\(one of pre26, cem1000, best4, best5, grow8, grow9, best10\\), got 'greedy@pre27'"):
        bots.make_bot("greedy@pre27", "agricola")
    with pytest.raises(InvalidDocument, match="name earlier weights \\(none here\\)"):
        bots.make_bot("greedy@pre26", "acbas")
