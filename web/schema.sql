-- Stored games: a seed, the seats and the log of accepted actions.  A game's
-- state is never stored: it is replayed from the seed and the log.
CREATE TABLE IF NOT EXISTS games (
    id      TEXT PRIMARY KEY,
    game    TEXT NOT NULL,
    seed    INTEGER NOT NULL,
    created TEXT NOT NULL
);
CREATE TABLE IF NOT EXISTS seats (
    game_id    TEXT NOT NULL REFERENCES games (id),
    seat       INTEGER NOT NULL,
    name       TEXT,
    bot        TEXT,
    token_hash TEXT,
    PRIMARY KEY (game_id, seat)
);
CREATE TABLE IF NOT EXISTS actions (
    game_id TEXT NOT NULL REFERENCES games (id),
    n       INTEGER NOT NULL,
    seat    INTEGER NOT NULL,
    action  TEXT NOT NULL,
    PRIMARY KEY (game_id, n)
);
