package store

import (
	"context"
	"database/sql"
	"errors"
	"fmt"
	"net/url"
	"sync"
	"time"

	"modernc.org/sqlite"
	sqlite3 "modernc.org/sqlite/lib"
)

// maxBatch bounds how many writes share one transaction.
const maxBatch = 256

// SQLite is the Store in one SQLite file (WAL, synchronous=FULL). One
// process owns the file. Writes go through one goroutine that groups
// whatever is waiting into one transaction; reads use a pool of their own
// and never wait for a write (WAL readers see the last commit).
type SQLite struct {
	write *sql.DB // one connection: the group committer's
	read  *sql.DB
	ops   chan op

	mu     sync.RWMutex // guards closed and sends on ops
	closed bool
	done   chan struct{}

	// Commits counts transactions, Writes the writes they held (for the
	// group commit's metrics and tests).
	statMu          sync.Mutex
	commits, writes int64
	onCommit        func(batch int, took time.Duration)
	// prepared are the writer's statements, parsed once; only the commit
	// goroutine uses them.
	prepared map[string]*sql.Stmt
	owner    string
}

type op struct {
	fn   func(tx *sql.Tx) error
	done chan error
}

// OpenSQLite opens (creating if needed) the database file at path and
// brings its schema up to date.
func OpenSQLite(path string) (*SQLite, error) {
	dsn := "file:" + (&url.URL{Path: path}).EscapedPath() + "?" + url.Values{
		"_pragma": {"busy_timeout(10000)", "journal_mode(WAL)", "synchronous(FULL)", "foreign_keys(1)"},
		"_txlock": {"immediate"},
	}.Encode()
	write, err := sql.Open("sqlite", dsn)
	if err != nil {
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	write.SetMaxOpenConns(1)
	write.SetConnMaxIdleTime(0)
	if err := migrate(write); err != nil {
		write.Close()
		return nil, fmt.Errorf("store: %s: %w", path, err)
	}
	read, err := sql.Open("sqlite", dsn)
	if err != nil {
		write.Close()
		return nil, fmt.Errorf("store: open %s: %w", path, err)
	}
	read.SetMaxOpenConns(4)
	s := &SQLite{write: write, read: read, ops: make(chan op, maxBatch), done: make(chan struct{}), prepared: map[string]*sql.Stmt{}, owner: newOwner()}
	if err := s.prepare(); err != nil {
		read.Close()
		write.Close()
		return nil, fmt.Errorf("store: %s: %w", path, err)
	}
	go s.commitLoop()
	return s, nil
}

// OnCommit registers a function called after every group commit with its
// size and duration (metrics). Call it before using the store.
func (s *SQLite) OnCommit(f func(batch int, took time.Duration)) { s.onCommit = f }

// Stats returns the number of transactions committed and the writes they
// held.
func (s *SQLite) Stats() (commits, writes int64) {
	s.statMu.Lock()
	defer s.statMu.Unlock()
	return s.commits, s.writes
}

func migrate(db *sql.DB) error {
	var version int
	if err := db.QueryRow("PRAGMA user_version").Scan(&version); err != nil {
		return fmt.Errorf("read schema version: %w", err)
	}
	if version > len(migrations) {
		return fmt.Errorf("schema version %d is newer than this build's %d", version, len(migrations))
	}
	for v := version; v < len(migrations); v++ {
		tx, err := db.Begin()
		if err != nil {
			return err
		}
		if _, err := tx.Exec(migrations[v].sqlite()); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
		if _, err := tx.Exec(fmt.Sprintf("PRAGMA user_version = %d", v+1)); err != nil {
			tx.Rollback()
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
		if err := tx.Commit(); err != nil {
			return fmt.Errorf("migration %d: %w", v+1, err)
		}
	}
	return nil
}

// commitLoop is the group committer: it takes the first waiting write,
// everything queued behind it (up to maxBatch), runs each in a savepoint
// of one transaction and commits once.
func (s *SQLite) commitLoop() {
	defer close(s.done)
	batch := make([]op, 0, maxBatch)
	for first := range s.ops {
		batch = append(batch[:0], first)
	fill:
		for len(batch) < maxBatch {
			select {
			case o, ok := <-s.ops:
				if !ok {
					break fill
				}
				batch = append(batch, o)
			default:
				break fill
			}
		}
		s.commit(batch)
	}
}

func (s *SQLite) commit(batch []op) {
	start := time.Now()
	errs := make([]error, len(batch))
	tx, err := s.write.Begin()
	if err == nil {
		for i, o := range batch {
			if _, err = s.txExec(tx, "SAVEPOINT w"); err != nil {
				break
			}
			if errs[i] = o.fn(tx); errs[i] != nil {
				if _, err = s.txExec(tx, "ROLLBACK TO w"); err != nil {
					break
				}
			}
			if _, err = s.txExec(tx, "RELEASE w"); err != nil {
				break
			}
		}
		if err == nil {
			err = tx.Commit()
		} else {
			tx.Rollback()
		}
	}
	s.statMu.Lock()
	s.commits++
	s.writes += int64(len(batch))
	s.statMu.Unlock()
	if s.onCommit != nil {
		s.onCommit(len(batch), time.Since(start))
	}
	for i, o := range batch {
		if err != nil {
			errs[i] = fmt.Errorf("store: commit: %w", err)
		}
		o.done <- errs[i]
	}
}

// txExec runs a statement of the writer in tx: prepared at open when it
// is one of the writes below (parsing SQL was a tenth of the server's time
// under load), parsed each time otherwise.
func (s *SQLite) txExec(tx *sql.Tx, query string, args ...any) (sql.Result, error) {
	if st, ok := s.prepared[query]; ok {
		return tx.Stmt(st).Exec(args...)
	}
	return tx.Exec(query, args...)
}

// prepare parses the writer's frequent statements once, on its one
// connection, before any transaction holds it.
func (s *SQLite) prepare() error {
	for _, q := range []string{"SAVEPOINT w", "ROLLBACK TO w", "RELEASE w", insertChoice, updateGameVersion, updateGameStatus, insertChat, insertSeat, claimGame} {
		st, err := s.write.Prepare(q)
		if err != nil {
			return fmt.Errorf("prepare %q: %w", q, err)
		}
		s.prepared[q] = st
	}
	return nil
}

// The writer's frequent statements.
const (
	insertChoice      = `INSERT INTO choices (game, seq, seat, key, undo, at) VALUES (?, ?, ?, ?, ?, ?)`
	updateGameVersion = `UPDATE games SET v = ?, status = ?, hash = ?, clock = ?, turn = ?, deadline = ?, updated = ? WHERE id = ? AND v = ?`
	updateGameStatus  = `UPDATE games SET status = ?, hash = ?, clock = ?, turn = ?, deadline = ?, updated = ? WHERE id = ?`
	insertChat        = `INSERT INTO chat (game, seat, text, at) VALUES (?, ?, ?, ?)`
	insertSeat        = `INSERT OR REPLACE INTO seats (game, seat, kind, bot, token_hash, claimed) VALUES (?, ?, ?, ?, ?, ?)`
	claimGame         = `UPDATE games SET claim_owner = ?, claim_v = ?, claim_until = ?
		WHERE id = ? AND v = ? AND (claim_v <> ? OR claim_owner = ? OR claim_until < ?)`
)

// exec queues a write and waits until it is committed.
func (s *SQLite) exec(ctx context.Context, fn func(tx *sql.Tx) error) error {
	o := op{fn: fn, done: make(chan error, 1)}
	s.mu.RLock()
	if s.closed {
		s.mu.RUnlock()
		return ErrClosed
	}
	select {
	case s.ops <- o:
	case <-ctx.Done():
		s.mu.RUnlock()
		return ctx.Err()
	}
	s.mu.RUnlock()
	// Once queued, the write happens: wait for it whatever the context
	// says, so that the caller never reports a write that did commit as
	// failed.
	return <-o.done
}

// Close lets the queued writes commit, then closes the database.
func (s *SQLite) Close() error {
	s.mu.Lock()
	if s.closed {
		s.mu.Unlock()
		return nil
	}
	s.closed = true
	close(s.ops)
	s.mu.Unlock()
	<-s.done
	for _, st := range s.prepared {
		st.Close()
	}
	return errors.Join(s.read.Close(), s.write.Close())
}

// jsonOrNull stores a missing JSON value as null.
func jsonOrNull(b []byte) []byte {
	if len(b) == 0 {
		return []byte("null")
	}
	return b
}

func millis(t time.Time) int64 {
	if t.IsZero() {
		return 0
	}
	return t.UnixMilli()
}

func fromMillis(ms int64) time.Time {
	if ms == 0 {
		return time.Time{}
	}
	return time.UnixMilli(ms).UTC()
}

func isPrimaryKeyConflict(err error) bool {
	var se *sqlite.Error
	return errors.As(err, &se) && (se.Code() == sqlite3.SQLITE_CONSTRAINT_PRIMARYKEY || se.Code() == sqlite3.SQLITE_CONSTRAINT_UNIQUE)
}

// Create implements Store.
func (s *SQLite) Create(ctx context.Context, g *Game, seats []Seat) error {
	now := time.Now()
	if g.Created.IsZero() {
		g.Created = now
	}
	g.Updated = g.Created
	err := s.exec(ctx, func(tx *sql.Tx) error {
		_, err := s.txExec(tx, `INSERT INTO games (id, game, content, options, seed, seats, status, v, hash, clock, turn, created, updated, deadline, no_hints)
			VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?, ?, ?, ?, ?, ?, ?)`,
			g.ID, g.Game, g.Content, jsonOrNull(g.Options), int64(g.Seed), jsonOrNull(g.Seats), string(g.Status),
			g.Hash, jsonOrNull(g.Clock), g.Turn, millis(g.Created), millis(g.Updated), millis(g.Deadline), flag(g.NoHints))
		if err != nil {
			if isPrimaryKeyConflict(err) {
				return ErrConflict
			}
			return err
		}
		for _, st := range seats {
			if err := s.putSeat(tx, g.ID, st); err != nil {
				return err
			}
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: create game %s: %w", g.ID, err)
	}
	return nil
}

func (s *SQLite) putSeat(tx *sql.Tx, id string, st Seat) error {
	_, err := s.txExec(tx, insertSeat,
		id, st.Seat, st.Kind, st.Bot, st.TokenHash, st.Claimed)
	return err
}

const gameColumns = `id, game, content, options, seed, seats, status, v, hash, clock, turn, created, updated, deadline, no_hints`

// flag is a boolean as both stores keep it (an INTEGER, 0 or 1).
func flag(b bool) int {
	if b {
		return 1
	}
	return 0
}

func scanGame(row interface{ Scan(...any) error }) (*Game, error) {
	var g Game
	var seed int64
	var status string
	var created, updated, deadline int64
	var options, seats, clock []byte
	var noHints int
	if err := row.Scan(&g.ID, &g.Game, &g.Content, &options, &seed, &seats, &status, &g.V, &g.Hash,
		&clock, &g.Turn, &created, &updated, &deadline, &noHints); err != nil {
		return nil, err
	}
	g.NoHints = noHints != 0
	g.Options, g.Seats, g.Clock = options, seats, clock
	g.Seed, g.Status = uint64(seed), Status(status)
	g.Created, g.Updated, g.Deadline = fromMillis(created), fromMillis(updated), fromMillis(deadline)
	return &g, nil
}

// Game implements Store.
func (s *SQLite) Game(ctx context.Context, id string) (*Game, error) {
	g, err := scanGame(s.read.QueryRowContext(ctx, `SELECT `+gameColumns+` FROM games WHERE id = ?`, id))
	if errors.Is(err, sql.ErrNoRows) {
		return nil, fmt.Errorf("store: game %q: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("store: game %q: %w", id, err)
	}
	return g, nil
}

// Entries implements Store.
func (s *SQLite) Entries(ctx context.Context, id string, after int) ([]Entry, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT seq, seat, key, undo, at FROM choices WHERE game = ? AND seq > ? ORDER BY seq`, id, after)
	if err != nil {
		return nil, fmt.Errorf("store: choices of %q: %w", id, err)
	}
	defer rows.Close()
	var out []Entry
	for rows.Next() {
		var e Entry
		var at int64
		if err := rows.Scan(&e.Seq, &e.Seat, &e.Key, &e.Undo, &at); err != nil {
			return nil, fmt.Errorf("store: choices of %q: %w", id, err)
		}
		e.At = fromMillis(at)
		out = append(out, e)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: choices of %q: %w", id, err)
	}
	return out, nil
}

// Append implements Store.
func (s *SQLite) Append(ctx context.Context, id string, e Entry, u Update) error {
	if e.At.IsZero() {
		e.At = time.Now()
	}
	err := s.exec(ctx, func(tx *sql.Tx) error {
		if _, err := s.txExec(tx, insertChoice,
			id, e.Seq, e.Seat, e.Key, e.Undo, millis(e.At)); err != nil {
			if isPrimaryKeyConflict(err) {
				return ErrConflict
			}
			return err
		}
		res, err := s.txExec(tx, updateGameVersion,
			e.Seq, string(u.Status), u.Hash, jsonOrNull(u.Clock), u.Turn, millis(u.Deadline), millis(e.At), id, e.Seq-1)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrConflict // the game is not at version Seq-1 (or does not exist)
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: append %s #%d: %w", id, e.Seq, err)
	}
	return nil
}

// SetStatus implements Store.
func (s *SQLite) SetStatus(ctx context.Context, id string, u Update) error {
	err := s.exec(ctx, func(tx *sql.Tx) error {
		res, err := s.txExec(tx, updateGameStatus,
			string(u.Status), u.Hash, jsonOrNull(u.Clock), u.Turn, millis(u.Deadline), millis(time.Now()), id)
		if err != nil {
			return err
		}
		if n, _ := res.RowsAffected(); n != 1 {
			return ErrNotFound
		}
		return nil
	})
	if err != nil {
		return fmt.Errorf("store: status of %s: %w", id, err)
	}
	return nil
}

// List implements Store.
func (s *SQLite) List(ctx context.Context, f Filter) ([]Game, error) {
	if f.Limit <= 0 || f.Limit > 100 {
		f.Limit = 100
	}
	q := `SELECT ` + gameColumns + ` FROM games WHERE (? = '' OR status = ?)`
	args := []any{string(f.Status), string(f.Status)}
	if f.After != "" {
		q += ` AND (created, id) < (SELECT created, id FROM games WHERE id = ?)`
		args = append(args, f.After)
	}
	q += ` ORDER BY created DESC, id DESC LIMIT ?`
	args = append(args, f.Limit)
	rows, err := s.read.QueryContext(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: list games: %w", err)
	}
	defer rows.Close()
	var out []Game
	for rows.Next() {
		g, err := scanGame(rows)
		if err != nil {
			return nil, fmt.Errorf("store: list games: %w", err)
		}
		out = append(out, *g)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: list games: %w", err)
	}
	return out, nil
}

// Seats implements Store.
func (s *SQLite) Seats(ctx context.Context, id string) ([]Seat, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT seat, kind, bot, token_hash, claimed FROM seats WHERE game = ? ORDER BY seat`, id)
	if err != nil {
		return nil, fmt.Errorf("store: seats of %q: %w", id, err)
	}
	defer rows.Close()
	var out []Seat
	for rows.Next() {
		var st Seat
		if err := rows.Scan(&st.Seat, &st.Kind, &st.Bot, &st.TokenHash, &st.Claimed); err != nil {
			return nil, fmt.Errorf("store: seats of %q: %w", id, err)
		}
		out = append(out, st)
	}
	if err := rows.Err(); err != nil {
		return nil, fmt.Errorf("store: seats of %q: %w", id, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("store: seats of %q: %w", id, ErrNotFound)
	}
	return out, nil
}

// SetSeat implements Store.
func (s *SQLite) SetSeat(ctx context.Context, id string, st Seat) error {
	if err := s.exec(ctx, func(tx *sql.Tx) error { return s.putSeat(tx, id, st) }); err != nil {
		return fmt.Errorf("store: seat %d of %s: %w", st.Seat, id, err)
	}
	return nil
}

// AddChat implements Store.
func (s *SQLite) AddChat(ctx context.Context, id string, c Chat) error {
	err := s.exec(ctx, func(tx *sql.Tx) error {
		_, err := s.txExec(tx, insertChat, id, c.Seat, c.Text, millis(c.At))
		return err
	})
	if err != nil {
		return fmt.Errorf("store: chat of %s: %w", id, err)
	}
	return nil
}

// Chat implements Store.
func (s *SQLite) Chat(ctx context.Context, id string, n int) ([]Chat, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT seat, text, at FROM (SELECT id, seat, text, at FROM chat WHERE game = ? ORDER BY id DESC LIMIT ?) ORDER BY id`, id, n)
	if err != nil {
		return nil, fmt.Errorf("store: chat of %q: %w", id, err)
	}
	defer rows.Close()
	var out []Chat
	for rows.Next() {
		var c Chat
		var at int64
		if err := rows.Scan(&c.Seat, &c.Text, &at); err != nil {
			return nil, fmt.Errorf("store: chat of %q: %w", id, err)
		}
		c.At = fromMillis(at)
		out = append(out, c)
	}
	return out, rows.Err()
}

// Due implements Store.
func (s *SQLite) Due(ctx context.Context, t time.Time, limit int) ([]string, error) {
	rows, err := s.read.QueryContext(ctx, `SELECT id FROM games WHERE status = ? AND deadline > 0 AND deadline <= ? ORDER BY deadline LIMIT ?`,
		string(StatusRunning), millis(t), limit)
	if err != nil {
		return nil, fmt.Errorf("store: due games: %w", err)
	}
	defer rows.Close()
	var out []string
	for rows.Next() {
		var id string
		if err := rows.Scan(&id); err != nil {
			return nil, fmt.Errorf("store: due games: %w", err)
		}
		out = append(out, id)
	}
	return out, rows.Err()
}

// Claim implements Store. One process owns an SQLite file, so a claim
// only ever meets its own; it is kept all the same, so that both stores
// behave alike.
func (s *SQLite) Claim(ctx context.Context, id string, v int, ttl time.Duration) (bool, error) {
	now := time.Now()
	var won bool
	err := s.exec(ctx, func(tx *sql.Tx) error {
		res, err := s.txExec(tx, claimGame, s.owner, v, millis(now.Add(ttl)), id, v, v, s.owner, millis(now))
		if err != nil {
			return err
		}
		n, _ := res.RowsAffected()
		won = n == 1
		return nil
	})
	if err != nil {
		return false, fmt.Errorf("store: claim %s at %d: %w", id, v, err)
	}
	return won, nil
}

// Count implements Store.
func (s *SQLite) Count(ctx context.Context) (int, error) {
	var n int
	if err := s.read.QueryRowContext(ctx, `SELECT count(*) FROM games`).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: count games: %w", err)
	}
	return n, nil
}

// Ping implements Store.
func (s *SQLite) Ping(ctx context.Context) error {
	s.mu.RLock()
	closed := s.closed
	s.mu.RUnlock()
	if closed {
		return ErrClosed
	}
	var one int
	return s.read.QueryRowContext(ctx, `SELECT 1`).Scan(&one)
}

// Backup writes a consistent copy of the database to path (VACUUM INTO),
// while the server keeps running.
func (s *SQLite) Backup(ctx context.Context, path string) error {
	if _, err := s.read.ExecContext(ctx, `VACUUM INTO ?`, path); err != nil {
		return fmt.Errorf("store: backup to %s: %w", path, err)
	}
	return nil
}
