package store

// migration is one version of the schema. Both stores run the same list,
// so a database of either kind at version N has the same tables; where
// the two dialects differ (types, auto-increment) a migration carries a
// text for each, otherwise one text serves both. Never edit one that has
// shipped: add the next.
type migration struct {
	both               string
	sqliteOnly, pgOnly string
}

func (m migration) sqlite() string {
	if m.both != "" {
		return m.both
	}
	return m.sqliteOnly
}

func (m migration) postgres() string {
	if m.both != "" {
		return m.both
	}
	return m.pgOnly
}

// migrations are the schema's versions, applied in order at start; a
// database remembers the last one it ran (SQLite: PRAGMA user_version;
// PostgreSQL: the schema_version table).
var migrations = []migration{
	// 1: games, their append-only logs, seats and chat.
	{sqliteOnly: `CREATE TABLE games (
		id       TEXT PRIMARY KEY,
		game     TEXT NOT NULL,
		content  TEXT NOT NULL,
		options  BLOB NOT NULL,
		seed     INTEGER NOT NULL,
		seats    BLOB NOT NULL,
		status   TEXT NOT NULL,
		v        INTEGER NOT NULL,
		hash     TEXT NOT NULL,
		clock    BLOB NOT NULL,
		turn     INTEGER NOT NULL,
		created  INTEGER NOT NULL,
		updated  INTEGER NOT NULL,
		deadline INTEGER NOT NULL
	);
	CREATE INDEX games_status ON games(status, created);
	CREATE INDEX games_deadline ON games(status, deadline);
	CREATE TABLE choices (
		game TEXT NOT NULL REFERENCES games(id),
		seq  INTEGER NOT NULL,
		seat INTEGER NOT NULL,
		key  TEXT NOT NULL,
		undo INTEGER NOT NULL,
		at   INTEGER NOT NULL,
		PRIMARY KEY (game, seq)
	) WITHOUT ROWID;
	CREATE TABLE seats (
		game       TEXT NOT NULL REFERENCES games(id),
		seat       INTEGER NOT NULL,
		kind       TEXT NOT NULL,
		bot        TEXT NOT NULL,
		token_hash BLOB,
		claimed    INTEGER NOT NULL,
		PRIMARY KEY (game, seat)
	) WITHOUT ROWID;
	CREATE INDEX seats_token ON seats(token_hash);
	CREATE TABLE chat (
		id   INTEGER PRIMARY KEY,
		game TEXT NOT NULL REFERENCES games(id),
		seat INTEGER NOT NULL,
		text TEXT NOT NULL,
		at   INTEGER NOT NULL
	);
	CREATE INDEX chat_game ON chat(game, id);`,
		pgOnly: `CREATE TABLE games (
		id       TEXT PRIMARY KEY,
		game     TEXT NOT NULL,
		content  TEXT NOT NULL,
		options  BYTEA NOT NULL,
		seed     BIGINT NOT NULL,
		seats    BYTEA NOT NULL,
		status   TEXT NOT NULL,
		v        INTEGER NOT NULL,
		hash     TEXT NOT NULL,
		clock    BYTEA NOT NULL,
		turn     INTEGER NOT NULL,
		created  BIGINT NOT NULL,
		updated  BIGINT NOT NULL,
		deadline BIGINT NOT NULL
	);
	CREATE INDEX games_status ON games(status, created);
	CREATE INDEX games_deadline ON games(status, deadline);
	CREATE TABLE choices (
		game TEXT NOT NULL REFERENCES games(id),
		seq  INTEGER NOT NULL,
		seat INTEGER NOT NULL,
		key  TEXT NOT NULL,
		undo BOOLEAN NOT NULL,
		at   BIGINT NOT NULL,
		PRIMARY KEY (game, seq)
	);
	CREATE TABLE seats (
		game       TEXT NOT NULL REFERENCES games(id),
		seat       INTEGER NOT NULL,
		kind       TEXT NOT NULL,
		bot        TEXT NOT NULL,
		token_hash BYTEA,
		claimed    BOOLEAN NOT NULL,
		PRIMARY KEY (game, seat)
	);
	CREATE INDEX seats_token ON seats(token_hash);
	CREATE TABLE chat (
		id   BIGSERIAL PRIMARY KEY,
		game TEXT NOT NULL REFERENCES games(id),
		seat INTEGER NOT NULL,
		text TEXT NOT NULL,
		at   BIGINT NOT NULL
	);
	CREATE INDEX chat_game ON chat(game, id);`},
	// 2: claims. A process that acts on a game of its own accord (a bot's
	// turn, a clock's time-out) first claims the game at its version for
	// a while, so that of several processes exactly one acts.
	{both: `ALTER TABLE games ADD COLUMN claim_owner TEXT NOT NULL DEFAULT '';
	ALTER TABLE games ADD COLUMN claim_v INTEGER NOT NULL DEFAULT -1;
	ALTER TABLE games ADD COLUMN claim_until BIGINT NOT NULL DEFAULT 0;`},
	// 3: a table's hints (the search bot's suggestion on request) may be
	// turned off when it is created.
	{both: `ALTER TABLE games ADD COLUMN no_hints INTEGER NOT NULL DEFAULT 0;`},
}
