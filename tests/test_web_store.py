"""The games database: a versioned schema, migrations from older files, and refusal of files
it cannot use."""

from __future__ import annotations

import sqlite3

import pytest

from web import store as storage
from web.store import SCHEMA_VERSION, GameStore, StoreError

# The schema as first released (user_version 0): no bot_to_move column.
FIRST_SCHEMA = """
CREATE TABLE games (id TEXT PRIMARY KEY, game TEXT NOT NULL, seed INTEGER NOT NULL, created TEXT NOT NULL);
CREATE TABLE seats (game_id TEXT NOT NULL REFERENCES games (id), seat INTEGER NOT NULL, name TEXT, bot TEXT,
                    token_hash TEXT, PRIMARY KEY (game_id, seat));
CREATE TABLE actions (game_id TEXT NOT NULL REFERENCES games (id), n INTEGER NOT NULL, seat INTEGER NOT NULL,
                      action TEXT NOT NULL, PRIMARY KEY (game_id, n));
INSERT INTO games VALUES ('g1', 'acbas', 7, '2026-01-01T00:00:00+00:00');
INSERT INTO seats VALUES ('g1', 0, 'ann', NULL, NULL), ('g1', 1, NULL, 'random', NULL);
INSERT INTO actions VALUES ('g1', 0, 0, 'space:x');
"""


def version(path) -> int:
    with sqlite3.connect(path) as db:
        return db.execute("PRAGMA user_version").fetchone()[0]


def test_a_new_database_starts_at_the_current_schema_version(tmp_path):
    GameStore(tmp_path / "games.db").close()
    assert version(tmp_path / "games.db") == SCHEMA_VERSION == len(storage.MIGRATIONS)


def test_a_database_of_the_first_schema_is_migrated_and_keeps_its_games(tmp_path):
    path = tmp_path / "old.db"
    with sqlite3.connect(path) as db:
        db.executescript(FIRST_SCHEMA)
    store = GameStore(path)
    try:
        game = store.load("g1")
        assert game.seed == 7 and game.actions == ((0, "space:x"),)
        assert store.waiting_for_bots() == []
    finally:
        store.close()
    assert version(path) == SCHEMA_VERSION


def test_a_database_of_a_newer_agricalc_is_refused(tmp_path):
    path = tmp_path / "newer.db"
    GameStore(path).close()
    with sqlite3.connect(path) as db:
        db.execute(f"PRAGMA user_version = {SCHEMA_VERSION + 1}")
    with pytest.raises(StoreError, match="newer agricalc"):
        GameStore(path)


def test_a_file_that_is_not_a_database_is_refused_and_left_alone(tmp_path):
    path = tmp_path / "notes.txt"
    path.write_text("not a database\n" * 200)
    with pytest.raises(StoreError, match="not a usable agricalc database"):
        GameStore.check(path)
    assert path.read_text() == "not a database\n" * 200


def test_opening_a_current_database_again_changes_nothing(tmp_path):
    path = tmp_path / "games.db"
    first = GameStore(path)
    game_id, _ = first.create("acbas", 7, [("ann", None), (None, "random")], bot_to_move=True)
    first.close()
    second = GameStore(path)
    try:
        assert second.waiting_for_bots() == [game_id] and second.load(game_id).seed == 7
    finally:
        second.close()
    assert version(path) == SCHEMA_VERSION


def test_a_database_of_schema_3_is_migrated_and_keeps_its_games_and_sheets(tmp_path):
    path = tmp_path / "three.db"
    with sqlite3.connect(path) as db:
        for step in storage.MIGRATIONS[:3]:
            db.executescript(step)
        db.execute("PRAGMA user_version = 3")
        db.executescript("""
            INSERT INTO games VALUES ('g3', 'agricola', 11, '2026-02-01T00:00:00+00:00', 0);
            INSERT INTO seats VALUES ('g3', 0, 'You', NULL, 'hash'), ('g3', 1, NULL, 'greedy', NULL);
            INSERT INTO actions VALUES ('g3', 0, 0, 'space:wood'), ('g3', 1, 1, 'space:clay');
            INSERT INTO results VALUES ('r3', 'acbas', '2026-02-01T00:00:00+00:00', '{"game": "acbas"}', '{"total": 1}');
        """)
    store = GameStore(path)
    try:
        game = store.load("g3")
        assert (game.seed, game.actions, game.takebacks, game.result_id) == \
            (11, ((0, "space:wood"), (1, "space:clay")), 0, None)
        assert store.result("r3").result == {"total": 1} and store.taken_back("g3") == []
    finally:
        store.close()
    assert version(path) == SCHEMA_VERSION


def test_a_game_stored_before_salted_seeds_keeps_the_commitment_it_published(tmp_path):
    import hashlib

    from web import gameplay

    path = tmp_path / "five.db"
    with sqlite3.connect(path) as db:
        for step in storage.MIGRATIONS[:5]:
            for statement in storage._statements(step):
                db.execute(statement)
        db.execute("PRAGMA user_version = 5")
        db.executescript("""
            INSERT INTO games (id, game, seed, created, bot_to_move) VALUES ('g5', 'acbas', 11, '2026-02-01', 0);
            INSERT INTO seats VALUES ('g5', 0, 'You', NULL, 'hash'), ('g5', 1, NULL, 'greedy', NULL);
        """)
    store = GameStore(path)
    try:
        old = store.load("g5")
        assert (old.seed, old.seed_salt) == (11, None)
        assert gameplay.seed_commitment(old) == hashlib.sha256(b"11").hexdigest()
        new_id, _ = store.create("acbas", 11, [("ann", None), (None, "random")])
        new = store.load(new_id)
        assert len(new.seed_salt) == 32
        assert gameplay.seed_commitment(new) == hashlib.sha256(f"{new.seed_salt}:11".encode()).hexdigest()
    finally:
        store.close()


def test_a_take_back_keeps_the_moves_it_withdraws(tmp_path):
    store = GameStore(tmp_path / "games.db")
    try:
        game_id, _ = store.create("acbas", 7, [("ann", None), (None, "random")])
        for n, (seat, action) in enumerate([(0, "a"), (1, "b"), (0, "c"), (1, "d")]):
            store.append(game_id, n, seat, action, bot_to_move=seat == 0)
        with store.transaction():
            store.take_back(game_id, 2)
        game = store.load(game_id)
        assert game.actions == ((0, "a"), (1, "b")) and game.takebacks == 1
        assert store.waiting_for_bots() == [], "the seat that took back is to move"
        store.append(game_id, 2, 0, "e", bot_to_move=True)  # the line of play goes on from there
        with store.transaction():
            store.take_back(game_id, 2)
        backs = store.taken_back(game_id)
        assert [(b.takeback, b.at, b.actions) for b in backs] == [(1, 2, ((0, "c"), (1, "d"))), (2, 2, ((0, "e"),))]
        assert store.load(game_id).takebacks == 2
    finally:
        store.close()


def test_a_finished_games_sheet_is_stored_once(tmp_path):
    store = GameStore(tmp_path / "games.db")
    try:
        game_id, _ = store.create("acbas", 7, [("ann", None), (None, "random")])
        first = store.save_game_result(game_id, {"game": "acbas", "players": []}, {"total": 1})
        second = store.save_game_result(game_id, {"game": "acbas", "players": []}, {"total": 2})
        assert second == first and store.load(game_id).result_id == first.id
        assert len(store.recent_results(10)) == 1
    finally:
        store.close()
