// Package store keeps the games the server hosts: each game's record
// header, its append-only list of choices, its seats (with the hashes of
// their tokens) and its chat. Store is the one interface; SQLite (this
// package, the embedded default) implements it, and a PostgreSQL
// implementation fits beside it with the same methods.
//
// Acknowledged means durable: Append returns only once the choice's row is
// committed. Concurrent appends share a transaction and its fsync (group
// commit), so many games' choices cost one disk flush under load.
package store

import (
	"context"
	"crypto/rand"
	"encoding/hex"
	"encoding/json"
	"errors"
	"time"
)

// Errors the store returns; implementations wrap them with context.
var (
	// ErrNotFound: no such game (or seat, or token).
	ErrNotFound = errors.New("store: not found")
	// ErrConflict: a choice with that sequence number is already stored
	// (another writer won the race for it).
	ErrConflict = errors.New("store: conflict")
	// ErrClosed: the store is closed (the server is shutting down).
	ErrClosed = errors.New("store: closed")
)

// Status is where a game stands.
type Status string

// The statuses of a game.
const (
	StatusOpen      Status = "open"      // waiting for players to claim their seats
	StatusRunning   Status = "running"   // every seat claimed or played by a bot
	StatusOver      Status = "over"      // the rules ended it
	StatusAbandoned Status = "abandoned" // a clock ran out under the "abandon" rule
)

// Game is one hosted game: its record header and where it stands.
type Game struct {
	ID string
	// Game, Content, Options, Seed are the record header (engine.Header).
	// The seed never leaves the server while the game runs.
	Game    string
	Content string
	Options json.RawMessage
	Seed    uint64
	// Seats are who sits where (engine.SeatInfo JSON, as in records).
	Seats  json.RawMessage
	Status Status
	// V is the number of entries in the game's log (choices and undos).
	V int
	// Hash is the engine state hash after entry V (checked on replay).
	Hash string
	// Clock is the clock's settings and state, as the server encodes it.
	Clock   json.RawMessage
	Created time.Time
	Updated time.Time
	// Deadline is when the pending seat's clock runs out (zero: never).
	Deadline time.Time
	// Turn is the seat to choose (-1 when the game is over), for the lobby.
	Turn int
	// NoHints: the table was created with hints turned off (a seat may
	// not ask the search bot for a suggestion).
	NoHints bool
}

// Entry is one entry of a game's log: a choice, or the undo of the last
// choice still standing.
type Entry struct {
	Seq  int // 1-based position in the game's log (the version it makes)
	Seat int
	Key  string // the option key; empty for an undo
	Undo bool
	At   time.Time
}

// Seat is one seat of a game as the server keeps it.
type Seat struct {
	Seat int
	// Kind is "human" or "bot".
	Kind string
	// Bot names the bot playing the seat ("rules"), when Kind is "bot" or
	// a clock handed a human's seat to a bot.
	Bot string
	// TokenHash is the SHA-256 of the seat's token; empty for a bot seat
	// or a revoked link.
	TokenHash []byte
	// Claimed reports whether someone exchanged the token for a cookie.
	Claimed bool
}

// Chat is one chat line.
type Chat struct {
	Seat int
	Text string
	At   time.Time
}

// Update is what changes in a game's row with an append.
type Update struct {
	Status   Status
	Hash     string
	Clock    json.RawMessage
	Deadline time.Time
	Turn     int
}

// Filter selects games for the lobby.
type Filter struct {
	Status Status // empty: every status
	// After continues a listing: games created before this one (its ID),
	// newest first.
	After string
	Limit int
}

// Store is where the server keeps games.
type Store interface {
	// Create stores a new game with its seats (V must be 0).
	Create(ctx context.Context, g *Game, seats []Seat) error
	// Game returns a game's row.
	Game(ctx context.Context, id string) (*Game, error)
	// Entries returns a game's log entries with Seq > after, in order.
	Entries(ctx context.Context, id string, after int) ([]Entry, error)
	// Append stores entry e (e.Seq must be the game's V+1) and the game's
	// new state in one transaction; it returns once that is durable.
	// ErrConflict if entry e.Seq is already stored.
	Append(ctx context.Context, id string, e Entry, u Update) error
	// List returns public rows for the lobby, newest first.
	List(ctx context.Context, f Filter) ([]Game, error)
	// Seats returns a game's seats in order.
	Seats(ctx context.Context, id string) ([]Seat, error)
	// SetSeat replaces one seat's row (a new token hash, a claim, a bot).
	SetSeat(ctx context.Context, id string, s Seat) error
	// SetStatus changes a game's status and clock without a log entry (a
	// game starts, a clock runs out).
	SetStatus(ctx context.Context, id string, u Update) error
	// AddChat stores a chat line.
	AddChat(ctx context.Context, id string, c Chat) error
	// Chat returns a game's last n chat lines, oldest first.
	Chat(ctx context.Context, id string, n int) ([]Chat, error)
	// Due returns running games whose deadline is at or before t (at most
	// limit), for clocks of games not in memory.
	Due(ctx context.Context, t time.Time, limit int) ([]string, error)
	// Claim reserves game id at version v for this store's owner until
	// ttl has passed (a bot's turn, a clock's time-out), so that of
	// several processes exactly one acts. False: the game is no longer at
	// v, or another owner's claim on v has not run out. A process that
	// dies holding a claim leaves nothing half done (its write, if any,
	// was one transaction) and its claim runs out.
	Claim(ctx context.Context, id string, v int, ttl time.Duration) (bool, error)
	// Count returns how many games are stored.
	Count(ctx context.Context) (int, error)
	// Ping reports whether the store answers (readiness).
	Ping(ctx context.Context) error
	// Close finishes pending commits and closes the store.
	Close() error
}

// Note is what a Shared store tells every process (itself included) of a
// change to a game: a log entry appended (Kind "entry": Seq, Seat, Key,
// Undo, At), seats or status changed ("game"), a chat line ("chat":
// Seat, Text, At). From is the owner that made the change.
type Note struct {
	Kind string `json:"kind"`
	Game string `json:"game"`
	Seq  int    `json:"seq,omitempty"`
	Seat int    `json:"seat"`
	Key  string `json:"key,omitempty"`
	Undo bool   `json:"undo,omitempty"`
	At   int64  `json:"at,omitempty"` // Unix milliseconds
	Text string `json:"text,omitempty"`
	From string `json:"from"`
}

// The kinds of Note.
const (
	NoteEntry = "entry"
	NoteGame  = "game"
	NoteChat  = "chat"
)

// Shared is a store several processes use at once.
type Shared interface {
	Store
	// Owner names this store's process in notes and claims.
	Owner() string
	// Listen calls note for every change any process makes, until ctx
	// ends. Notes sent while it is not connected are lost: after every
	// (re)connect it calls resync, and the caller reads what it holds
	// again from the tables. Notes may come more than once.
	Listen(ctx context.Context, note func(Note), resync func()) error
}

// newOwner names a store's process: random, so that two processes never
// share a name, even on one host.
func newOwner() string {
	var b [8]byte
	rand.Read(b[:])
	return hex.EncodeToString(b[:])
}
