package store

import (
	"context"
	"encoding/json"
	"errors"
	"fmt"
	"log/slog"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	"github.com/jackc/pgx/v5"
	"github.com/jackc/pgx/v5/pgconn"
	"github.com/jackc/pgx/v5/pgxpool"
	"github.com/jackc/pgxlisten"
)

// channel is the one NOTIFY channel every process listens on.
const channel = "sulaco"

// migrationLock is the advisory lock key that makes processes starting at
// once run the migrations one after the other.
const migrationLock = 0x5375_6c61_636f // "Sulaco"

// Postgres is the Store in a PostgreSQL database that several `sulaco
// serve` processes share. Writes that others must hear of NOTIFY channel
// "sulaco" from their own transaction, so a note goes out only for what
// committed.
//
// Appends are grouped, as SQLite's are: one goroutine sends whatever
// appends are waiting as one pipelined batch, one implicit transaction
// and one round trip. PostgreSQL serialises the commits of notifying
// transactions (a lock held through the WAL flush), so one append a
// transaction would cost one flush each; a batch shares it.
type Postgres struct {
	pool   *pgxpool.Pool
	listen *pgx.ConnConfig // the listener's own connection (not pooled)
	owner  string
	closed atomic.Bool

	mu      sync.RWMutex // guards sends on appends against Close
	appends chan appendOp
	done    chan struct{}

	// ListenRetry is how long the listener waits before it reconnects
	// (default 1 s). Set it before Listen.
	ListenRetry time.Duration
	// Logger receives the listener's connection errors (none if nil).
	Logger *slog.Logger

	onCommit func(batch int, took time.Duration)
}

// IsPostgres reports whether a -db value names a PostgreSQL database
// (a postgres:// or postgresql:// URL) rather than an SQLite file.
func IsPostgres(db string) bool {
	return strings.HasPrefix(db, "postgres://") || strings.HasPrefix(db, "postgresql://")
}

// Open opens the store a -db value names: a PostgreSQL URL or an SQLite
// file.
func Open(ctx context.Context, db string) (Store, error) {
	if IsPostgres(db) {
		return OpenPostgres(ctx, db)
	}
	return OpenSQLite(db)
}

// OpenPostgres connects to the database url names (pgx's URL or key=value
// form; pool_max_conns sets the pool's size, 16 by default) and brings its
// schema up to date.
func OpenPostgres(ctx context.Context, url string) (*Postgres, error) {
	cfg, err := pgxpool.ParseConfig(url)
	if err != nil {
		return nil, fmt.Errorf("store: postgres url: %w", err)
	}
	if !strings.Contains(url, "pool_max_conns") {
		cfg.MaxConns = 16
	}
	listen := cfg.ConnConfig.Copy()
	p := &Postgres{listen: listen, owner: newOwner(), ListenRetry: time.Second}
	// The listener's connection is named, so that an operator (or a
	// test) can find it in pg_stat_activity.
	listen.RuntimeParams["application_name"] = "sulaco-listen-" + p.owner
	cfg.ConnConfig.RuntimeParams["application_name"] = "sulaco-" + p.owner
	if p.pool, err = pgxpool.NewWithConfig(ctx, cfg); err != nil {
		return nil, fmt.Errorf("store: postgres: %w", err)
	}
	if err := p.migrate(ctx); err != nil {
		p.pool.Close()
		return nil, fmt.Errorf("store: postgres: %w", err)
	}
	p.appends, p.done = make(chan appendOp, maxBatch), make(chan struct{})
	go p.appendLoop()
	return p, nil
}

// appendOp is one append waiting for its batch.
type appendOp struct {
	args []any
	done chan error
}

// appendLoop sends the waiting appends in batches of up to maxBatch.
func (p *Postgres) appendLoop() {
	defer close(p.done)
	batch := make([]appendOp, 0, maxBatch)
	for first := range p.appends {
		batch = append(batch[:0], first)
	fill:
		for len(batch) < maxBatch {
			select {
			case o, ok := <-p.appends:
				if !ok {
					break fill
				}
				batch = append(batch, o)
			default:
				break fill
			}
		}
		p.commit(batch)
	}
}

// commit runs a batch of appends as one implicit transaction: every
// statement either moves its game on (1 row) or finds it at another
// version (0 rows, a conflict). A statement that fails aborts the
// transaction and nothing of the batch is stored; then each append is
// tried again alone, so that one bad append fails only itself.
func (p *Postgres) commit(batch []appendOp) {
	start := time.Now()
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	var b pgx.Batch
	for _, o := range batch {
		b.Queue(appendEntry, o.args...)
	}
	results := p.pool.SendBatch(ctx, &b)
	errs := make([]error, len(batch))
	var failed error
	for i := range batch {
		tag, err := results.Exec()
		switch {
		case err != nil:
			errs[i] = err
			if failed == nil {
				failed = err
			}
		case tag.RowsAffected() != 1:
			errs[i] = ErrConflict // the game is not at version Seq-1 (or does not exist)
		}
	}
	if err := results.Close(); err != nil && failed == nil {
		failed = err
	}
	if p.onCommit != nil {
		p.onCommit(len(batch), time.Since(start))
	}
	if failed != nil && len(batch) > 1 {
		for _, o := range batch {
			p.commit([]appendOp{o})
		}
		return
	}
	for i, o := range batch {
		err := errs[i]
		switch {
		case isUniqueViolation(err):
			err = ErrConflict
		case failed != nil:
			err = failed
		}
		o.done <- err
	}
}

func (p *Postgres) migrate(ctx context.Context) error {
	return pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		if _, err := tx.Exec(ctx, `SELECT pg_advisory_xact_lock($1)`, int64(migrationLock)); err != nil {
			return fmt.Errorf("migration lock: %w", err)
		}
		if _, err := tx.Exec(ctx, `CREATE TABLE IF NOT EXISTS schema_version (version INTEGER NOT NULL)`); err != nil {
			return fmt.Errorf("schema version: %w", err)
		}
		var version int
		if err := tx.QueryRow(ctx, `SELECT coalesce(max(version), 0) FROM schema_version`).Scan(&version); err != nil {
			return fmt.Errorf("read schema version: %w", err)
		}
		if version > len(migrations) {
			return fmt.Errorf("schema version %d is newer than this build's %d", version, len(migrations))
		}
		for v := version; v < len(migrations); v++ {
			if _, err := tx.Exec(ctx, migrations[v].postgres()); err != nil {
				return fmt.Errorf("migration %d: %w", v+1, err)
			}
		}
		if version < len(migrations) {
			if _, err := tx.Exec(ctx, `DELETE FROM schema_version`); err != nil {
				return err
			}
			if _, err := tx.Exec(ctx, `INSERT INTO schema_version (version) VALUES ($1)`, len(migrations)); err != nil {
				return err
			}
		}
		return nil
	})
}

// Owner implements Shared.
func (p *Postgres) Owner() string { return p.owner }

// OnCommit registers a function called after every batch of appends
// with its size and duration (metrics, as SQLite's group commits). Call
// it before using the store.
func (p *Postgres) OnCommit(f func(batch int, took time.Duration)) { p.onCommit = f }

func (p *Postgres) note(n Note) string {
	n.From = p.owner
	b, _ := json.Marshal(n)
	return string(b)
}

func isUniqueViolation(err error) bool {
	var pe *pgconn.PgError
	return errors.As(err, &pe) && pe.Code == "23505"
}

func (p *Postgres) check() error {
	if p.closed.Load() {
		return ErrClosed
	}
	return nil
}

// Create implements Store.
func (p *Postgres) Create(ctx context.Context, g *Game, seats []Seat) error {
	if err := p.check(); err != nil {
		return err
	}
	if g.Created.IsZero() {
		g.Created = time.Now()
	}
	g.Updated = g.Created
	err := pgx.BeginFunc(ctx, p.pool, func(tx pgx.Tx) error {
		_, err := tx.Exec(ctx, `INSERT INTO games (id, game, content, options, seed, seats, status, v, hash, clock, turn, created, updated, deadline, no_hints)
			VALUES ($1, $2, $3, $4, $5, $6, $7, 0, $8, $9, $10, $11, $12, $13, $14)`,
			g.ID, g.Game, g.Content, jsonOrNull(g.Options), int64(g.Seed), jsonOrNull(g.Seats), string(g.Status),
			g.Hash, jsonOrNull(g.Clock), g.Turn, millis(g.Created), millis(g.Updated), millis(g.Deadline), flag(g.NoHints))
		if isUniqueViolation(err) {
			return ErrConflict
		}
		if err != nil {
			return err
		}
		for _, st := range seats {
			if _, err := tx.Exec(ctx, `INSERT INTO seats (game, seat, kind, bot, token_hash, claimed) VALUES ($1, $2, $3, $4, $5, $6)`,
				g.ID, st.Seat, st.Kind, st.Bot, st.TokenHash, st.Claimed); err != nil {
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

// Game implements Store.
func (p *Postgres) Game(ctx context.Context, id string) (*Game, error) {
	g, err := scanGame(p.pool.QueryRow(ctx, `SELECT `+gameColumns+` FROM games WHERE id = $1`, id))
	if errors.Is(err, pgx.ErrNoRows) {
		return nil, fmt.Errorf("store: game %q: %w", id, ErrNotFound)
	}
	if err != nil {
		return nil, fmt.Errorf("store: game %q: %w", id, err)
	}
	return g, nil
}

// Entries implements Store.
func (p *Postgres) Entries(ctx context.Context, id string, after int) ([]Entry, error) {
	rows, err := p.pool.Query(ctx, `SELECT seq, seat, key, undo, at FROM choices WHERE game = $1 AND seq > $2 ORDER BY seq`, id, after)
	if err != nil {
		return nil, fmt.Errorf("store: choices of %q: %w", id, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (Entry, error) {
		var e Entry
		var at int64
		err := row.Scan(&e.Seq, &e.Seat, &e.Key, &e.Undo, &at)
		e.At = fromMillis(at)
		return e, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: choices of %q: %w", id, err)
	}
	return out, nil
}

// appendEntry stores the entry and the game's new row in one statement,
// only if the game is at version Seq-1, and notifies the other processes
// from the same transaction.
const appendEntry = `WITH g AS (
		UPDATE games SET v = $2, status = $3, hash = $4, clock = $5, turn = $6, deadline = $7, updated = $8
		WHERE id = $1 AND v = $2 - 1 RETURNING id),
	c AS (
		INSERT INTO choices (game, seq, seat, key, undo, at) SELECT id, $2, $9, $10, $11, $8 FROM g RETURNING seq)
	SELECT pg_notify('` + channel + `', $12) FROM c`

// Append implements Store.
func (p *Postgres) Append(ctx context.Context, id string, e Entry, u Update) error {
	if err := p.check(); err != nil {
		return err
	}
	if e.At.IsZero() {
		e.At = time.Now()
	}
	note := p.note(Note{Kind: NoteEntry, Game: id, Seq: e.Seq, Seat: e.Seat, Key: e.Key, Undo: e.Undo, At: millis(e.At)})
	o := appendOp{done: make(chan error, 1), args: []any{id, e.Seq, string(u.Status), u.Hash, jsonOrNull(u.Clock), u.Turn,
		millis(u.Deadline), millis(e.At), e.Seat, e.Key, e.Undo, note}}
	p.mu.RLock()
	if p.closed.Load() {
		p.mu.RUnlock()
		return ErrClosed
	}
	select {
	case p.appends <- o:
	case <-ctx.Done():
		p.mu.RUnlock()
		return fmt.Errorf("store: append %s #%d: %w", id, e.Seq, ctx.Err())
	}
	p.mu.RUnlock()
	// Once queued, the append is sent: wait for its outcome whatever the
	// context says, so that a choice that did commit is never reported
	// as failed.
	if err := <-o.done; err != nil {
		return fmt.Errorf("store: append %s #%d: %w", id, e.Seq, err)
	}
	return nil
}

// SetStatus implements Store.
func (p *Postgres) SetStatus(ctx context.Context, id string, u Update) error {
	if err := p.check(); err != nil {
		return err
	}
	tag, err := p.pool.Exec(ctx, `WITH g AS (
		UPDATE games SET status = $2, hash = $3, clock = $4, turn = $5, deadline = $6, updated = $7 WHERE id = $1 RETURNING id)
		SELECT pg_notify('`+channel+`', $8) FROM g`,
		id, string(u.Status), u.Hash, jsonOrNull(u.Clock), u.Turn, millis(u.Deadline), millis(time.Now()),
		p.note(Note{Kind: NoteGame, Game: id, Seat: -1}))
	if err == nil && tag.RowsAffected() != 1 {
		err = ErrNotFound
	}
	if err != nil {
		return fmt.Errorf("store: status of %s: %w", id, err)
	}
	return nil
}

// List implements Store.
func (p *Postgres) List(ctx context.Context, f Filter) ([]Game, error) {
	if f.Limit <= 0 || f.Limit > 100 {
		f.Limit = 100
	}
	q := `SELECT ` + gameColumns + ` FROM games WHERE ($1 = '' OR status = $1)`
	args := []any{string(f.Status)}
	if f.After != "" {
		q += ` AND (created, id) < (SELECT created, id FROM games WHERE id = $3)`
		args = append(args, f.Limit, f.After)
	} else {
		args = append(args, f.Limit)
	}
	q += ` ORDER BY created DESC, id DESC LIMIT $2`
	rows, err := p.pool.Query(ctx, q, args...)
	if err != nil {
		return nil, fmt.Errorf("store: list games: %w", err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (Game, error) {
		g, err := scanGame(row)
		if err != nil {
			return Game{}, err
		}
		return *g, nil
	})
	if err != nil {
		return nil, fmt.Errorf("store: list games: %w", err)
	}
	return out, nil
}

// Seats implements Store.
func (p *Postgres) Seats(ctx context.Context, id string) ([]Seat, error) {
	rows, err := p.pool.Query(ctx, `SELECT seat, kind, bot, token_hash, claimed FROM seats WHERE game = $1 ORDER BY seat`, id)
	if err != nil {
		return nil, fmt.Errorf("store: seats of %q: %w", id, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (Seat, error) {
		var st Seat
		err := row.Scan(&st.Seat, &st.Kind, &st.Bot, &st.TokenHash, &st.Claimed)
		return st, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: seats of %q: %w", id, err)
	}
	if len(out) == 0 {
		return nil, fmt.Errorf("store: seats of %q: %w", id, ErrNotFound)
	}
	return out, nil
}

// SetSeat implements Store.
func (p *Postgres) SetSeat(ctx context.Context, id string, st Seat) error {
	if err := p.check(); err != nil {
		return err
	}
	_, err := p.pool.Exec(ctx, `WITH s AS (
		INSERT INTO seats (game, seat, kind, bot, token_hash, claimed) VALUES ($1, $2, $3, $4, $5, $6)
		ON CONFLICT (game, seat) DO UPDATE SET kind = excluded.kind, bot = excluded.bot, token_hash = excluded.token_hash, claimed = excluded.claimed
		RETURNING game)
		SELECT pg_notify('`+channel+`', $7) FROM s`,
		id, st.Seat, st.Kind, st.Bot, st.TokenHash, st.Claimed, p.note(Note{Kind: NoteGame, Game: id, Seat: st.Seat}))
	if err != nil {
		return fmt.Errorf("store: seat %d of %s: %w", st.Seat, id, err)
	}
	return nil
}

// AddChat implements Store.
func (p *Postgres) AddChat(ctx context.Context, id string, c Chat) error {
	if err := p.check(); err != nil {
		return err
	}
	_, err := p.pool.Exec(ctx, `WITH c AS (
		INSERT INTO chat (game, seat, text, at) VALUES ($1, $2, $3, $4) RETURNING id)
		SELECT pg_notify('`+channel+`', $5) FROM c`,
		id, c.Seat, c.Text, millis(c.At), p.note(Note{Kind: NoteChat, Game: id, Seat: c.Seat, Text: c.Text, At: millis(c.At)}))
	if err != nil {
		return fmt.Errorf("store: chat of %s: %w", id, err)
	}
	return nil
}

// Chat implements Store.
func (p *Postgres) Chat(ctx context.Context, id string, n int) ([]Chat, error) {
	rows, err := p.pool.Query(ctx, `SELECT seat, text, at FROM (SELECT id, seat, text, at FROM chat WHERE game = $1 ORDER BY id DESC LIMIT $2) AS last ORDER BY id`, id, n)
	if err != nil {
		return nil, fmt.Errorf("store: chat of %q: %w", id, err)
	}
	out, err := pgx.CollectRows(rows, func(row pgx.CollectableRow) (Chat, error) {
		var c Chat
		var at int64
		err := row.Scan(&c.Seat, &c.Text, &at)
		c.At = fromMillis(at)
		return c, err
	})
	if err != nil {
		return nil, fmt.Errorf("store: chat of %q: %w", id, err)
	}
	return out, nil
}

// Due implements Store.
func (p *Postgres) Due(ctx context.Context, t time.Time, limit int) ([]string, error) {
	rows, err := p.pool.Query(ctx, `SELECT id FROM games WHERE status = $1 AND deadline > 0 AND deadline <= $2 ORDER BY deadline LIMIT $3`,
		string(StatusRunning), millis(t), limit)
	if err != nil {
		return nil, fmt.Errorf("store: due games: %w", err)
	}
	out, err := pgx.CollectRows(rows, pgx.RowTo[string])
	if err != nil {
		return nil, fmt.Errorf("store: due games: %w", err)
	}
	return out, nil
}

// Claim implements Store: the game's row is taken FOR NO KEY UPDATE SKIP
// LOCKED (a process claiming it at this moment is skipped, not waited
// for; NO KEY leaves the seats' and chat's foreign keys free), and the
// claim is written only if no other owner's claim on v is still running.
func (p *Postgres) Claim(ctx context.Context, id string, v int, ttl time.Duration) (bool, error) {
	if err := p.check(); err != nil {
		return false, err
	}
	now := time.Now()
	tag, err := p.pool.Exec(ctx, `UPDATE games SET claim_owner = $2, claim_v = $3, claim_until = $4
		WHERE id = (SELECT id FROM games WHERE id = $1 AND v = $3 AND (claim_v <> $3 OR claim_owner = $2 OR claim_until < $5)
			FOR NO KEY UPDATE SKIP LOCKED)`,
		id, p.owner, v, millis(now.Add(ttl)), millis(now))
	if err != nil {
		return false, fmt.Errorf("store: claim %s at %d: %w", id, v, err)
	}
	return tag.RowsAffected() == 1, nil
}

// Count implements Store.
func (p *Postgres) Count(ctx context.Context) (int, error) {
	var n int
	if err := p.pool.QueryRow(ctx, `SELECT count(*) FROM games`).Scan(&n); err != nil {
		return 0, fmt.Errorf("store: count games: %w", err)
	}
	return n, nil
}

// Ping implements Store.
func (p *Postgres) Ping(ctx context.Context) error {
	if err := p.check(); err != nil {
		return err
	}
	return p.pool.Ping(ctx)
}

// Close implements Store: it waits for the writes under way, then closes
// the pool.
func (p *Postgres) Close() error {
	p.mu.Lock()
	if p.closed.Swap(true) {
		p.mu.Unlock()
		return nil
	}
	close(p.appends)
	p.mu.Unlock()
	<-p.done
	p.pool.Close()
	return nil
}

// Listen implements Shared with a pgxlisten.Listener on a connection of
// its own, reconnecting after ListenRetry whenever it is lost.
func (p *Postgres) Listen(ctx context.Context, note func(Note), resync func()) error {
	l := &pgxlisten.Listener{
		Connect: func(ctx context.Context) (*pgx.Conn, error) { return pgx.ConnectConfig(ctx, p.listen) },
		LogError: func(ctx context.Context, err error) {
			if p.Logger != nil && ctx.Err() == nil {
				p.Logger.Warn("store listener", "err", err)
			}
		},
		ReconnectDelay: p.ListenRetry,
	}
	l.Handle(channel, listenHandler{note: note, resync: resync})
	return l.Listen(ctx)
}

type listenHandler struct {
	note   func(Note)
	resync func()
}

func (h listenHandler) HandleNotification(ctx context.Context, n *pgconn.Notification, _ *pgx.Conn) error {
	var note Note
	if err := json.Unmarshal([]byte(n.Payload), &note); err != nil {
		return fmt.Errorf("note %q: %w", n.Payload, err)
	}
	h.note(note)
	return nil
}

// HandleBacklog runs after every (re)connect, once the LISTEN is in place:
// what was missed before is read again from the tables.
func (h listenHandler) HandleBacklog(context.Context, string, *pgx.Conn) error {
	h.resync()
	return nil
}
