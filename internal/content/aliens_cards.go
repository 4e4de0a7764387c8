package content

import (
	"slices"
	"strings"

	"github.com/goccy/go-yaml/ast"
)

// The Aliens card and token files (spec A.3, A.17, O, W.3, Y.5, Y.6).
const (
	blipsFile         = "aliens/blips.yaml"
	motionTrackerFile = "aliens/motiontracker.yaml"
)

// Component counts the files must add up to (A.3, A.17).
const (
	BlipTokens         = 21
	MotionTrackerCards = 42
)

// Blip is one kind of Blip token (A.17, N.8, Y.6): Count tokens show Value
// on their number side, the number of Aliens the Blip becomes when it is
// Spotted (a model on Value-1 Alien tokens).
type Blip struct {
	ID         string `yaml:"id,required"`
	Value      int    `yaml:"value,required"`
	Count      int    `yaml:"count,required"`
	Provenance `yaml:",inline"`
}

// blipValueMax bounds a Blip's value: a swarm of n needs n-1 of the 21
// Alien tokens (A.13), and the components show small numbers (Y.6).
const blipValueMax = 6

func blipFields() []string { return []string{"value", "count"} }

// MTType is a Motion Tracker card's type (O.6).
type MTType string

const (
	MTTunnel       MTType = "tunnel"
	MTHiddenThreat MTType = "hidden_threat"
	MTActiveThreat MTType = "active_threat"
	MTDrone        MTType = "drone"
)

// MTTypes lists the four types (O.6).
func MTTypes() []MTType { return []MTType{MTTunnel, MTHiddenThreat, MTActiveThreat, MTDrone} }

func (t *MTType) parseScalar(s string) error {
	return parseEnum(t, s, "type", t.scalarWant(), MTTypes()...)
}

func (*MTType) scalarWant() string { return "one of tunnel, hidden_threat, active_threat, drone" }

// LabelKey is the message key of the type printed on the card.
func (t MTType) LabelKey() string { return "aliens.mt.type." + string(t) }

// MTLocation is where a card's Blips enter play (O.5, O.7, O.10): a Spawn
// Point number 1..4 as numbered by the mission, or 0 for a Tunnel token.
// In YAML it is written 1..4 or tunnel.
type MTLocation int

// MTAtTunnel is the location of a card spawning at a Tunnel token.
const MTAtTunnel MTLocation = 0

func (l *MTLocation) decodeNode(d *decoder, n ast.Node, path string) {
	const want = "a spawn point 1..4 or tunnel"
	if s, ok := scalarText(n); ok {
		if s == "tunnel" {
			*l = MTAtTunnel
			return
		}
		d.errorf(nodePos(n), path, "want %s, got %s", want, describe(n))
		return
	}
	in, ok := n.(*ast.IntegerNode)
	if !ok {
		d.errorf(nodePos(n), path, "want %s, got %s", want, describe(n))
		return
	}
	v, _ := in.Value.(int64)
	if u, ok := in.Value.(uint64); ok && u <= 4 {
		v = int64(u)
	}
	if v < 1 || v > 4 {
		d.errorf(nodePos(n), path, "spawn point %v is out of range 1..4; want 1..4 or tunnel", in.Value)
		return
	}
	*l = MTLocation(v)
}

// MTCard is one kind of Motion Tracker card (O.5, W.3); Copies cards of it
// are in the 42-card deck.
type MTCard struct {
	ID   string `yaml:"id,required"`
	Type MTType `yaml:"type,required"`
	// Blips is the number of Blip tokens the card spawns (O.7).
	Blips    int        `yaml:"blips,required"`
	Location MTLocation `yaml:"location,required"`
	// Text names the game text (O.12): the rules engine binds the effect
	// to it, message key aliens.mt.text.<text>. Empty: no game text.
	Text string `yaml:"text"`
	// Threat is the level on the card's back, 1..3 (O.5, Y.23).
	Threat     int `yaml:"threat,required"`
	Copies     int `yaml:"copies,required"`
	Provenance `yaml:",inline"`
}

// NameKey is the message key of the card's name.
func (c *MTCard) NameKey() string { return "aliens.mt." + c.ID + ".name" }

// TextKey is the message key of the card's game text, or "".
func (c *MTCard) TextKey() string {
	if c.Text == "" {
		return ""
	}
	return "aliens.mt.text." + c.Text
}

func mtFields() []string {
	return []string{"type", "blips", "location", "text", "threat", "copies"}
}

// MTTexts are the game texts the rules engine implements (O.12, W.3.4,
// W.3.5); a card naming any other text is an error.
func MTTexts() []string {
	return []string{
		"exhaust-per-los",   // W.3.4: Exhaust one card per Character in LOS of the Blip when it spawns
		"hazard-to-exhaust", // W.3.5: a random discarded Hazard is shuffled into the Exhaust Pile
		"hidden-exhaust",    // authored Hidden Threat bonus: Exhaust 1 if no Blip was placed in LOS
		"drone-exhaust",     // authored Drone: Exhaust 1 card
		"tunnel-place",      // O.13: place a Tunnel token next to the drawing player's Hero
	}
}

// checkBlips validates blips.yaml: values 1..6, counts adding up to 21
// tokens (A.17, Y.6).
func (v *validator) checkBlips(blips []Blip, labels []string) {
	total, values := 0, map[int]string{}
	for i := range blips {
		b, label := &blips[i], labels[i]
		v.checkID(label, b.ID)
		v.checkProvenance(label, b.Provenance, blipFields())
		v.inRange(label+".value", b.Value, 1, blipValueMax)
		v.inRange(label+".count", b.Count, 1, BlipTokens)
		if first, dup := values[b.Value]; dup {
			v.errorf(label+".value", "value %d is listed twice (first at %s); add to its count instead", b.Value, first)
		} else {
			values[b.Value] = label
		}
		total += b.Count
	}
	if total != BlipTokens && len(blips) > 0 && !v.isBad(labels[0]) {
		v.atFirst("blips", labels[0])
		v.errorf("blips", "the counts add up to %d tokens; the game has %d Blip tokens (A.17)", total, BlipTokens)
	}
}

// checkMotionTracker validates motiontracker.yaml: 42 cards (A.3), each
// spawning at least one Blip (W.3.2), threat 1..3 (O.5), a known game text.
func (v *validator) checkMotionTracker(cards []MTCard, labels []string) {
	total := 0
	for i := range cards {
		c, label := &cards[i], labels[i]
		v.checkID(label, c.ID)
		v.checkProvenance(label, c.Provenance, mtFields())
		v.inRange(label+".blips", c.Blips, 1, 4)
		v.inRange(label+".threat", c.Threat, 1, 3)
		v.inRange(label+".copies", c.Copies, 1, MotionTrackerCards)
		if c.Text != "" && !slices.Contains(MTTexts(), c.Text) {
			v.errorf(label+".text", "unknown game text %s; want one of %s", quoteShort(c.Text), strings.Join(MTTexts(), ", "))
		}
		if c.Type == MTTunnel && c.Text != "tunnel-place" && c.Text != "" {
			v.errorf(label+".text", "a tunnel card places a Tunnel token (O.6); want text tunnel-place")
		}
		total += c.Copies
	}
	if total != MotionTrackerCards && len(cards) > 0 && !v.isBad(labels[0]) {
		v.atFirst("cards", labels[0])
		v.errorf("cards", "the copies add up to %d cards; the game has %d Motion Tracker cards (A.3)", total, MotionTrackerCards)
	}
}

func (v *validator) checkMotionTrackerKeys(cards []MTCard, labels []string, en *messages) {
	for i := range cards {
		c := &cards[i]
		v.needKey(labels[i]+".id", c.ID, c.NameKey(), en)
		if k := c.TextKey(); k != "" && slices.Contains(MTTexts(), c.Text) {
			v.needKey(labels[i]+".text", c.ID, k, en)
		}
		if c.Type != "" {
			v.needKey(labels[i]+".type", "type", c.Type.LabelKey(), en)
		}
	}
}

// BlipPool returns the 21 Blip values in file order of their kinds.
func (a *Aliens) BlipPool() []int {
	var out []int
	for _, b := range a.Blips {
		for range b.Count {
			out = append(out, b.Value)
		}
	}
	return out
}

// MTCardByID returns the Motion Tracker card kind with the given id.
func (a *Aliens) MTCardByID(id string) (*MTCard, bool) {
	i := slices.IndexFunc(a.MotionTracker, func(c MTCard) bool { return c.ID == id })
	if i < 0 {
		return nil, false
	}
	return &a.MotionTracker[i], true
}

// atFirst reports a whole-list problem at the list's first entry.
func (v *validator) atFirst(key, first string) {
	if _, ok := v.d.at[key]; !ok {
		v.d.at[key] = v.d.posOf(first)
	}
}
