package tui

import (
	"bytes"
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/bot"
	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
	"github.com/sulaco/sulaco/internal/i18n"
	"github.com/sulaco/sulaco/internal/safefile"
)

// World is what the client needs to create and describe games.
type World struct {
	Content *content.Set
	Games   *games.Catalog
	Text    *i18n.Catalog
}

// Entry is one line of the event log.
type Entry struct {
	// Index is the number of the choice that caused it (-1: the setup).
	Index int
	Rule  string
	Text  string
	To    engine.Audience
	// Dice are the faces rolled, for drawing them as dice.
	Dice []int
}

// Session is one game at the table: its record, the game re-created from
// it, the log, and for each choice whether it may be undone.
type Session struct {
	World *World
	Rec   *engine.Record
	Game  engine.Game
	Log   []Entry
	// undoable[i] says choice i changed nothing hidden and used no chance
	// (see Undoable).
	undoable []bool
	// settled[i] says choice i was made for a person who was not asked
	// (a tie-break left to the default, a forced question; see Settle).
	settled []bool
	// LastFrom and LastTo are the squares of the last choice that named
	// a square: where the acting model stood (engine.Focuser) and the
	// square its option named; "" before any.
	LastFrom, LastTo string
	p                *i18n.Printer
}

// NewSession re-creates the game of rec (its choices replayed).
func NewSession(w *World, p *i18n.Printer, rec *engine.Record) (*Session, error) {
	s := &Session{World: w, Rec: rec, p: p}
	if err := s.rebuild(); err != nil {
		return nil, err
	}
	return s, nil
}

// rebuild replays the record from the start, refilling the log and the
// undo flags.
func (s *Session) rebuild() error {
	g, err := s.World.Games.NewGame(&s.Rec.Header)
	if err != nil {
		return fmt.Errorf("setup: %w", err)
	}
	s.Game, s.Log, s.undoable, s.settled = g, nil, nil, nil
	s.LastFrom, s.LastTo = "", ""
	s.addEvents(-1, g.TakeEvents())
	choices := s.Rec.Choices
	s.Rec.Choices = nil
	for i, c := range choices {
		if g.Pending() == nil {
			return fmt.Errorf("choice %d (seat %d, %q): the game is already over", i, c.Seat, c.Key)
		}
		if err := s.apply(c.Seat, c.Key); err != nil {
			return fmt.Errorf("choice %d: %w", i, err)
		}
	}
	if s.Rec.Hash != "" && g.Hash() != s.Rec.Hash {
		return fmt.Errorf("final state hash %s differs from the record's %s", g.Hash(), s.Rec.Hash)
	}
	return nil
}

// Apply makes a choice for the pending seat.
func (s *Session) Apply(key string) error {
	d := s.Game.Pending()
	if d == nil {
		return fmt.Errorf("the game is over")
	}
	return s.apply(d.Seat, key)
}

func (s *Session) apply(seat engine.Seat, key string) error {
	var before []byte
	settled := false
	if d := s.Game.Pending(); d != nil && s.Human(seat) {
		settled = !s.Rec.Asking(seat).Asks(d)
	}
	from, to := "", ""
	if d := s.Game.Pending(); d != nil {
		if i := d.Find(key); i >= 0 {
			to = d.Options[i].At
		}
		if f, ok := s.Game.(engine.Focuser); ok {
			from = f.Focus()
		}
	}
	rh, hasRNG := s.Game.(engine.RNGHolder)
	if hasRNG {
		before = rh.RNG().State()
	}
	if err := s.Game.Apply(seat, key); err != nil {
		return err
	}
	i := len(s.Rec.Choices)
	s.Rec.Choices = append(s.Rec.Choices, engine.Choice{Seat: seat, Key: key})
	ev := s.Game.TakeEvents()
	ok := hasRNG && bytes.Equal(before, rh.RNG().State()) && !engine.Reveals(ev)
	s.undoable = append(s.undoable, ok)
	s.settled = append(s.settled, settled)
	if to != "" { // the last choice that named a square
		s.LastFrom, s.LastTo = from, to
	}
	s.addEvents(i, ev)
	return nil
}

func (s *Session) addEvents(i int, ev []engine.Event) {
	for _, e := range ev {
		en := Entry{Index: i, Rule: e.Rule, Text: s.p.Sprint(e.Msg), To: e.To}
		en.Dice = dice(e)
		s.Log = append(s.Log, en)
	}
}

// Player is who plays seat: "human" or "bot:NAME".
func (s *Session) Player(seat engine.Seat) string {
	if int(seat) < 0 || int(seat) >= len(s.Rec.Seats) {
		return ""
	}
	return s.Rec.Seats[seat].Player
}

// Human reports whether a person plays seat.
func (s *Session) Human(seat engine.Seat) bool { return s.Player(seat) == "human" }

// Humans lists the seats people play.
func (s *Session) Humans() []engine.Seat {
	var out []engine.Seat
	for i := range s.Rec.Seats {
		if s.Human(engine.Seat(i)) {
			out = append(out, engine.Seat(i))
		}
	}
	return out
}

// BotStep lets the bot of the pending seat choose. It reports false when
// the game is over or a person must choose.
func (s *Session) BotStep() (bool, error) {
	d := s.Game.Pending()
	if d == nil {
		return false, nil
	}
	name, ok := strings.CutPrefix(s.Player(d.Seat), "bot:")
	if !ok {
		return false, nil
	}
	b, err := BotFor(s.Rec, d.Seat, name)
	if err != nil {
		return false, err
	}
	key := bot.Decide(b, s.Game, d)
	return true, s.apply(d.Seat, key)
}

// BotFor returns the bot named name for seat's next decision in rec. A
// fresh bot per decision, seeded from the record's seed and length, makes
// a bot's answers a function of the record: a loaded game goes on exactly
// as the uninterrupted one would.
func BotFor(rec *engine.Record, seat engine.Seat, name string) (bot.Bot, error) {
	return bot.New(name, rec.Game, standSeed(rec, seat))
}

// CanUndo reports whether the last choice may be taken back by the Board
// Game Arena policy: it was the pending seat's own (no other player has
// acted since), that seat is a person, and it neither used chance (the
// RNG did not move) nor showed anything hidden. The questions settled for
// the person since (see Settle) go back with it.
func (s *Session) CanUndo() bool { return s.undoSpan() > 0 }

// undoSpan is the number of choices Undo takes back: the answers settled
// for the pending person after their last own choice, and that choice; 0
// when the policy allows none.
func (s *Session) undoSpan() int {
	d := s.Game.Pending()
	n := len(s.Rec.Choices)
	if d == nil || n == 0 || !s.Human(d.Seat) {
		return 0
	}
	for i := n - 1; i >= 0; i-- {
		if s.Rec.Choices[i].Seat != d.Seat || !s.undoable[i] {
			return 0
		}
		if !s.settled[i] {
			return n - i
		}
	}
	return 0
}

// Undo takes the last choice back by replaying the record without it.
func (s *Session) Undo() error {
	k := s.undoSpan()
	if k == 0 {
		return fmt.Errorf("nothing to undo")
	}
	s.Rec.Choices = s.Rec.Choices[:len(s.Rec.Choices)-k]
	s.Rec.Hash = ""
	return s.rebuild()
}

// Settle answers, one after another, the pending questions a person's
// settings do not put to them (engine.Asking): a forced question with its
// only option, a tie-break with the default (bot.Stand). Each answer is
// logged (which question, what was answered) and recorded like any
// choice. It returns how many it answered.
func (s *Session) Settle() (int, error) {
	n := 0
	for d := s.Game.Pending(); d != nil && s.Human(d.Seat) && !s.Rec.Asking(d.Seat).Asks(d); d = s.Game.Pending() {
		key, text := SettleFor(s.p, s.Rec, s.Game.View(d.Seat), d)
		s.Log = append(s.Log, Entry{Index: len(s.Rec.Choices), Text: text, To: engine.Only(d.Seat)})
		if err := s.apply(d.Seat, key); err != nil {
			return n, err
		}
		n++
	}
	return n, nil
}

// SettleFor is the answer given for a person to d, a question their
// settings do not put to them, and the log line that says so, in p's
// language (for d's seat only: the options may name its secrets). Every
// client uses it, so that a game settles the same way in each.
func SettleFor(p *i18n.Printer, rec *engine.Record, v engine.View, d *engine.Decision) (string, string) {
	key := bot.Stand(v, d, standSeed(rec, d.Seat))
	msg := "ui.settled.tie-break"
	if d.Class() == engine.KindForced {
		msg = "ui.settled.forced"
	}
	return key, p.Sprint(engine.M(msg, "prompt", p.Sprint(d.Prompt), "option", p.Sprint(d.Options[d.Find(key)].Msg)))
}

// standSeed seeds the default's answer from the record, as BotFor does, so
// that a loaded game settles ties exactly as the uninterrupted one.
func standSeed(rec *engine.Record, seat engine.Seat) uint64 {
	return rec.Seed*1_000_003 + uint64(len(rec.Choices))*31 + uint64(seat) + 1
}

// Save writes the record, with the state hash, to path.
func (s *Session) Save(path string) error {
	if IsPositionFile(path) {
		data, err := games.Position(s.Game)
		if err != nil {
			return err
		}
		return safefile.WriteBytes(path, data)
	}
	s.Rec.Hash = s.Game.Hash()
	return safefile.Write(path, s.Rec.Encode)
}

// IsPositionFile reports whether a save file's name asks for a position
// (docs/positions.md) rather than a record: it ends in .yaml or .yml.
func IsPositionFile(path string) bool {
	return strings.HasSuffix(path, ".yaml") || strings.HasSuffix(path, ".yml")
}

// LoadRecord reads a saved game.
func LoadRecord(path string) (*engine.Record, error) {
	return engine.ReadRecordFile(path)
}
