package tui

import (
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	tea "charm.land/bubbletea/v2"
	"github.com/charmbracelet/x/ansi"

	"github.com/sulaco/sulaco/internal/content"
	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games"
)

func testWorld(t *testing.T) *World {
	t.Helper()
	set, err := content.Load(content.Builtin())
	if err != nil {
		t.Fatal(err)
	}
	text, err := set.Text()
	if err != nil {
		t.Fatal(err)
	}
	cat, err := games.New(set)
	if err != nil {
		t.Fatal(err)
	}
	return &World{Content: set, Games: cat, Text: text}
}

// key turns a key name into the message bubbletea sends for it.
func key(k string) tea.KeyPressMsg {
	switch k {
	case "enter":
		return tea.KeyPressMsg{Code: tea.KeyEnter}
	case "up":
		return tea.KeyPressMsg{Code: tea.KeyUp}
	case "down":
		return tea.KeyPressMsg{Code: tea.KeyDown}
	case "left":
		return tea.KeyPressMsg{Code: tea.KeyLeft}
	case "right":
		return tea.KeyPressMsg{Code: tea.KeyRight}
	case "tab":
		return tea.KeyPressMsg{Code: tea.KeyTab}
	case "esc":
		return tea.KeyPressMsg{Code: tea.KeyEscape}
	case "backspace":
		return tea.KeyPressMsg{Code: tea.KeyBackspace}
	}
	r := []rune(k)[0]
	return tea.KeyPressMsg{Code: r, Text: k}
}

type driver struct {
	t *testing.T
	m *Model
}

func newDriver(t *testing.T, cfg Config) *driver {
	t.Helper()
	if cfg.World == nil {
		cfg.World = testWorld(t)
	}
	m, err := New(cfg)
	if err != nil {
		t.Fatal(err)
	}
	d := &driver{t: t, m: m}
	d.send(tea.WindowSizeMsg{Width: 80, Height: 24})
	return d
}

// send delivers a message; bot moves it schedules are run at once.
func (d *driver) send(msg tea.Msg) {
	_, cmd := d.m.Update(msg)
	for cmd != nil && d.m.botQueued {
		_, cmd = d.m.Update(botMsg{})
	}
}

func (d *driver) keys(ks ...string) {
	for _, k := range ks {
		d.send(key(k))
	}
}

// screen is the plain text of the screen, and checks that it fits.
func (d *driver) screen() string {
	d.t.Helper()
	out := ansi.Strip(d.m.View().Content)
	lines := strings.Split(out, "\n")
	if len(lines) != d.m.height {
		d.t.Fatalf("screen has %d lines, want %d", len(lines), d.m.height)
	}
	for i, l := range lines {
		if w := ansi.StringWidth(l); w > d.m.width {
			d.t.Fatalf("line %d is %d wide, more than %d: %q", i, w, d.m.width, l)
		}
	}
	return out
}

func (d *driver) want(subs ...string) {
	d.t.Helper()
	s := d.screen()
	for _, sub := range subs {
		if !strings.Contains(s, sub) {
			d.t.Fatalf("screen lacks %q:\n%s", sub, s)
		}
	}
}

func TestSetupScreenStartsSoloBugHunt(t *testing.T) {
	d := newDriver(t, Config{Seed: 3})
	d.want("SULACO", "Aliens", "Bug Hunt 1: Down the Pipe", "Seat 0", "human", "Hero", "Cpl. Dwayne Hicks", "More Aliens")
	d.rowOf("start") // the options fill more than a 24-line screen
	d.want("Start the game")
	d.keys("enter")
	if d.m.s == nil {
		t.Fatal("enter did not start the game")
	}
	d.want("Aliens · Bug Hunt 1: Down the Pipe · turn", "Where in the start area", "1) At A6", "Log")
	// The start area squares are offered on the board (+).
	if !strings.Contains(d.screen(), "+") {
		t.Fatal("no option square marked")
	}
	// Choose by number, then on the board with the cursor.
	d.keys("2", "enter")
	if n := len(d.m.s.Rec.Choices); n != 1 || d.m.s.Rec.Choices[0].Key != "start:B6" && !strings.HasSuffix(d.m.s.Rec.Choices[0].Key, "B6") {
		t.Fatalf("choices %v", d.m.s.Rec.Choices)
	}
	d.keys("tab")
	before := len(d.m.s.Rec.Choices)
	d.keys("enter")
	if len(d.m.s.Rec.Choices) != before+1 {
		t.Fatalf("enter on the board at %s chose nothing: %s", d.m.cursor, d.m.status)
	}
}

func TestSetupSwitchesToMarsAndHotSeatHidesHands(t *testing.T) {
	d := newDriver(t, Config{Seed: 4})
	d.keys("right") // game: Mars Attacks
	d.want("Mars Attacks", "Scenario", "Skirmish", "Activate at least one figure")
	d.keys("down", "down", "down", "down", "left") // seat 1: human too
	if d.m.setup.seats[1] != "human" {
		t.Fatalf("seat 1 is %q", d.m.setup.seats[1])
	}
	d.keys("up", "up", "up", "up", "enter")
	// Two humans: the first seat must confirm before its hand shows.
	d.want("Hot seat", "Pass the keyboard to seat 0")
	if strings.Contains(d.screen(), "Your hand") {
		t.Fatal("a hand shows before its player confirmed")
	}
	d.keys("enter")
	d.want("Your hand (Humans)", "VP Humans 0")
}

func TestResizeKeepsEveryScreenInside(t *testing.T) {
	d := newDriver(t, Config{Seed: 5, Color: true}) // colour codes must not count as width
	for _, sz := range [][2]int{{80, 24}, {120, 40}, {200, 60}, {80, 24}, {60, 20}} {
		d.send(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		d.screen()
	}
	d.send(tea.WindowSizeMsg{Width: 80, Height: 24})
	d.keys("enter")
	for _, sz := range [][2]int{{80, 24}, {132, 43}, {80, 24}} {
		d.send(tea.WindowSizeMsg{Width: sz[0], Height: sz[1]})
		d.screen()
		d.keys("?")
		d.want("Keys")
		d.keys("x")
	}
}

func TestRuleTextAndDice(t *testing.T) {
	en := text{testWorld(t).Text.Printer("en")}
	if en.ruleText("aliens L.9") == "" || en.ruleText("mars M.8.3") == "" {
		t.Fatal("rules index lacks L.9 or M.8.3")
	}
	if got := en.ruleText("aliens L.9.9"); !strings.HasPrefix(got, "(aliens L.9)") {
		t.Fatalf("no fallback to the parent rule: %q", got)
	}
	if diceText([]int{3, 8}) != "[3][8]" {
		t.Fatal("dice")
	}
	d := newDriver(t, Config{Seed: 3})
	d.keys("enter", "r")
	d.want("Rule aliens")
}

// Undo follows the Board Game Arena policy: a setup placement (no chance,
// nothing hidden) may be undone; nothing may be undone past another
// seat's choice or chance.
func TestUndoPolicy(t *testing.T) {
	w := testWorld(t)
	d := newDriver(t, Config{World: w, Seed: 3})
	d.keys("enter", "enter")
	s := d.m.s
	if !s.CanUndo() {
		t.Fatal("a start placement cannot be undone")
	}
	hash := s.Game.Hash()
	d.keys("enter")
	d.keys("u")
	if s.Game.Hash() != hash || len(s.Rec.Choices) != 1 {
		t.Fatalf("undo did not restore the state (%d choices)", len(s.Rec.Choices))
	}
	// Play on until a choice draws a card (private news for the seat):
	// it must not be undoable.
	for i := 0; i < 50 && s.Game.Pending() != nil; i++ {
		d.keys("1", "enter")
		if c := s.Rec.Choices[len(s.Rec.Choices)-1]; c.Key == "draw" {
			if s.CanUndo() {
				t.Fatal("a card draw can be undone")
			}
			break
		}
	}
	// In Mars Attacks against a bot, a choice that rolls dice (the RNG
	// moves) cannot be undone.
	d = newDriver(t, Config{World: w, Seed: 8})
	d.keys("right", "enter")
	s = d.m.s
	for i := 0; i < 2000 && s.Game.Pending() != nil; i++ {
		dec := s.Game.Pending()
		before := s.Game.(engine.RNGHolder).RNG().State()
		d.keys(itoa(1+i%len(dec.Options)), "enter")
		if len(s.Rec.Choices) == 0 {
			continue
		}
		last := s.Rec.Choices[len(s.Rec.Choices)-1]
		if last.Seat == dec.Seat && string(before) != string(s.Game.(engine.RNGHolder).RNG().State()) && s.Human(last.Seat) {
			if d.m.s.Game.Pending() != nil && s.Human(s.Game.Pending().Seat) && s.CanUndo() {
				t.Fatalf("choice %q used chance and can be undone", last.Key)
			}
			return
		}
	}
	t.Fatal("no choice used chance")
}

// A game saved mid-turn and loaded again goes on identically: same
// choices, same dice, same state.
func TestSaveLoadContinuesIdentically(t *testing.T) {
	w := testWorld(t)
	p := w.Text.Printer("en")
	def, _ := w.Games.Lookup("marsattacks")
	opts, _ := def.Options(2)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "marsattacks", Content: w.Content.Version,
		Options: opts, Seed: 11, Seats: []engine.SeatInfo{{Player: "bot:random"}, {Player: "bot:random"}}}}
	a, err := NewSession(w, p, rec)
	if err != nil {
		t.Fatal(err)
	}
	for range 37 { // mid-turn
		a.BotStep()
	}
	path := filepath.Join(t.TempDir(), "save.json")
	if err := a.Save(path); err != nil {
		t.Fatal(err)
	}
	loaded, err := LoadRecord(path)
	if err != nil {
		t.Fatal(err)
	}
	b, err := NewSession(w, p, loaded)
	if err != nil {
		t.Fatal(err)
	}
	for i := 0; i < 300 && a.Game.Pending() != nil; i++ {
		a.BotStep()
		b.BotStep()
		if a.Game.Hash() != b.Game.Hash() {
			t.Fatalf("step %d after loading: states differ", i)
		}
	}
	if la, lb := a.Log[len(a.Log)-1], b.Log[len(b.Log)-1]; la.Text != lb.Text {
		t.Fatalf("logs differ: %q / %q", la.Text, lb.Text)
	}
}

func TestReplayStepsForwardAndBack(t *testing.T) {
	w := testWorld(t)
	def, _ := w.Games.Lookup("marsattacks")
	opts, _ := def.Options(2)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "marsattacks", Content: w.Content.Version,
		Options: opts, Seed: 2, Seats: []engine.SeatInfo{{Player: "bot:random"}, {Player: "bot:random"}}}}
	s, _ := NewSession(w, w.Text.Printer("en"), rec)
	for range 30 {
		s.BotStep()
	}
	d := newDriver(t, Config{World: w, Record: s.Rec, Replay: true})
	d.want("REPLAY 0/30")
	d.keys("right", "right", "right")
	d.want("REPLAY 3/30")
	h3 := d.m.s.Game.Hash()
	d.keys("end", "left")
	d.want("REPLAY 29/30")
	d.keys("home", "n", "n", "n")
	if d.m.s.Game.Hash() != h3 {
		t.Fatal("stepping back and forth changed the state")
	}
}

// r on a log line shows the rule in the client's language: the rulebook's
// own words (or authored text), never the English paraphrase.
func TestRuleInClientLanguage(t *testing.T) {
	w := testWorld(t)
	en := text{w.Text.Printer("en")}
	for _, lang := range []string{"de", "fr", "pl"} {
		d := newDriver(t, Config{World: w, Seed: 3, Lang: lang})
		d.keys("enter", "r")
		e := d.m.visibleLog()[d.m.ruleEntry()]
		got := d.m.ruleText(e.Rule)
		if got == "" || got == en.ruleText(e.Rule) {
			t.Fatalf("%s: rule %s shows %q", lang, e.Rule, got)
		}
		d.want(string([]rune(got)[:12]))
	}
}

// The save box writes a position when the file name ends in .yaml: it
// loads back to the very state of the game saved.
func TestSaveAsPosition(t *testing.T) {
	w := testWorld(t)
	p := w.Text.Printer("en")
	def, _ := w.Games.Lookup("aliens")
	opts, _ := def.Options(1)
	rec := &engine.Record{Format: engine.RecordFormat, Header: engine.Header{Game: "aliens", Content: w.Content.Version,
		Options: opts, Seed: 5, Seats: []engine.SeatInfo{{Player: "bot:random"}}}}
	s, err := NewSession(w, p, rec)
	if err != nil {
		t.Fatal(err)
	}
	for range 40 {
		s.BotStep()
	}
	path := filepath.Join(t.TempDir(), "puzzle.yaml")
	if err := s.Save(path); err != nil {
		t.Fatal(err)
	}
	data, err := os.ReadFile(path)
	if err != nil {
		t.Fatal(err)
	}
	g, err := w.Games.FromPosition(path, data)
	if err != nil {
		t.Fatal(err)
	}
	if g.Hash() != s.Game.Hash() {
		t.Fatal("the saved position loads to another state")
	}
	if _, err := LoadRecord(path); err == nil {
		t.Fatal("a position read as a record")
	}
}

// TestEventDice: the log draws an event's dice as the web client does,
// with no game's rules in the client: a roll in the event's data
// (scene.Roller), else the die its message names as "roll", in any game.
func TestEventDice(t *testing.T) {
	tests := []struct {
		name string
		e    engine.Event
		want []int
	}{
		{"a pool in the data", engine.Event{Rule: "mars M.8.3", Msg: engine.M("mars.shoot", "roll", 2),
			Data: testPool{4, 8, 1}}, []int{4, 8, 1}},
		{"an Alien die", engine.Event{Rule: "aliens K.4", Msg: engine.M("aliens.attack.hit", "roll", 7)}, []int{7}},
		{"a Mars Attacks repair roll", engine.Event{Rule: "mars M.18.10.2", Msg: engine.M("mars.repair.radio", "roll", 5), Data: 5}, []int{5}},
		{"no roll", engine.Event{Rule: "aliens L.9", Msg: engine.M("aliens.alien.moved", "at", "C4")}, nil},
		{"a roll that is not a number", engine.Event{Msg: engine.M("x", "roll", "high")}, nil},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			if got := dice(tc.e); !slices.Equal(got, tc.want) {
				t.Fatalf("dice = %v, want %v", got, tc.want)
			}
		})
	}
}

// testPool is event data that is a roll of eight-sided dice.
type testPool []int

func (p testPool) Rolled() ([]int, int) { return p, 8 }
