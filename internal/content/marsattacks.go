package content

import (
	"fmt"
	"slices"
	"strconv"
	"strings"
)

// Mars is the content of "Mars Attacks: The Miniatures Game".
type Mars struct {
	Profiles  []Profile      // sorted by ID
	Abilities []MarsAbility  // sorted by ID
	Cards     []MarsCard     // the shared deck (M.13.1), sorted by ID
	Maps      []MarsMap      // the scenario maps (marsattacks/maps), sorted by ID
	Scenarios []MarsScenario // the scenarios (marsattacks/scenarios.yaml), sorted by ID
}

// Profile returns the profile with the given id.
func (m *Mars) Profile(id string) (*Profile, bool) {
	i := slices.IndexFunc(m.Profiles, func(p Profile) bool { return p.ID == id })
	if i < 0 {
		return nil, false
	}
	return &m.Profiles[i], true
}

// Ability returns the ability with the given id.
func (m *Mars) Ability(id string) (*MarsAbility, bool) {
	i := slices.IndexFunc(m.Abilities, func(a MarsAbility) bool { return a.ID == id })
	if i < 0 {
		return nil, false
	}
	return &m.Abilities[i], true
}

// Faction is one of the two sides of Mars Attacks (M.2.1).
type Faction string

const (
	Humans   Faction = "humans"
	Martians Faction = "martians"
)

func (f *Faction) parseScalar(s string) error {
	return parseEnum(f, s, "side", f.scalarWant(), Humans, Martians)
}

func (*Faction) scalarWant() string { return "humans or martians" }

// ProfileType is soldier, hero (M.3.1) or civilian (M.3.5).
type ProfileType string

const (
	SoldierProfile  ProfileType = "soldier"
	HeroProfile     ProfileType = "hero"
	CivilianProfile ProfileType = "civilian"
)

func (t *ProfileType) parseScalar(s string) error {
	return parseEnum(t, s, "type", t.scalarWant(), SoldierProfile, HeroProfile, CivilianProfile)
}

func (*ProfileType) scalarWant() string { return "soldier, hero or civilian" }

// Target is a d8 value written "N+": each die showing N or more is a
// success (M.2.4). The zero Target is "-" in the rulebook, written none.
type Target int

func (t *Target) parseScalar(s string) error {
	if s == "none" {
		*t = 0
		return nil
	}
	n, err := strconv.Atoi(strings.TrimSuffix(s, "+"))
	if err != nil || !strings.HasSuffix(s, "+") {
		return fmt.Errorf("want a target like 4+ or none, got %s", quoteShort(s))
	}
	*t = Target(n)
	return nil
}

func (*Target) scalarWant() string { return "a target like 4+ or none" }

// IsNone reports the rulebook's "-": the figure has no such roll.
func (t Target) IsNone() bool { return t == 0 }

func (t Target) String() string {
	if t.IsNone() {
		return "none"
	}
	return strconv.Itoa(int(t)) + "+"
}

// Range is a shooting range "min-max" in squares (M.3.4). The zero Range is
// "-": the figure cannot shoot.
type Range struct {
	Min, Max int
}

func (r *Range) parseScalar(s string) error {
	if s == "none" {
		*r = Range{}
		return nil
	}
	// The rulebook prints both hyphens and en dashes (P.5).
	lo, hi, ok := strings.Cut(strings.ReplaceAll(s, "–", "-"), "-")
	a, errA := strconv.Atoi(lo)
	b, errB := strconv.Atoi(hi)
	if !ok || errA != nil || errB != nil {
		return fmt.Errorf("want a range like 1-6 or none, got %s", quoteShort(s))
	}
	*r = Range{Min: a, Max: b}
	return nil
}

func (*Range) scalarWant() string { return "a range like 1-6 or none" }

// IsNone reports the rulebook's "-".
func (r Range) IsNone() bool { return r == Range{} }

func (r Range) String() string {
	if r.IsNone() {
		return "none"
	}
	return fmt.Sprintf("%d-%d", r.Min, r.Max)
}

// Profile is one profile row of the rulebook (spec P): a soldier type, a
// hero or the civilian.
type Profile struct {
	ID         string      `yaml:"id,required"`
	Side       Faction     `yaml:"side,required"`
	Type       ProfileType `yaml:"type,required"`
	Shoot      Target      `yaml:"shoot,required"`
	Fight      Target      `yaml:"fight,required"`
	Survive    Target      `yaml:"survive,required"`
	Range      Range       `yaml:"range,required"`
	HeroPoints int         `yaml:"hero_points,required"` // "-" is 0 (M.2.6)
	Abilities  []string    `yaml:"abilities"`            // MarsAbility ids
	// Partner is the other half of a pair bound by an ability that needs
	// one (Doomed Love: Buddy and Brandi, M.18.17).
	Partner string `yaml:"partner"`
	// Base is the figure's base (Dragon Slayer, M.18.2): normal (the
	// default, a human's), large, or none for a figure too big to have
	// one. No figure of the core set has another than normal (G9).
	Base BaseSize `yaml:"base"`
	// Vehicle marks a VEHICLE (Anti-tank weapon, M.18.9; setup ban,
	// M.19.9); the core set has none (G9).
	Vehicle    bool `yaml:"vehicle"`
	Provenance `yaml:",inline"`
}

// BaseSize is the size of a figure's base compared with a normal human's
// (M.18.2). The zero value is normal.
type BaseSize string

const (
	NormalBase BaseSize = "normal"
	LargeBase  BaseSize = "large"
	NoBase     BaseSize = "none" // so big it has no base
)

func (b *BaseSize) parseScalar(s string) error {
	return parseEnum(b, s, "base", b.scalarWant(), NormalBase, LargeBase, NoBase)
}

func (*BaseSize) scalarWant() string { return "normal, large or none" }

// Big reports a base larger than a normal human's, or none at all: what
// Dragon Slayer fights best (M.18.2).
func (b BaseSize) Big() bool { return b == LargeBase || b == NoBase }

// NameKey is the message key of the profile's name.
func (p *Profile) NameKey() string { return "marsattacks.profile." + p.ID + ".name" }

// MarsAbility is one special ability of section M.18. What it does is the
// rules engine's, bound to the ID.
type MarsAbility struct {
	ID string `yaml:"id,required"`
	// Heroic abilities cost 1 hero point each use (M.17.7, P.4).
	Heroic bool `yaml:"heroic,required"`
	// NeedsPartner abilities bind their holder to a partner profile.
	NeedsPartner bool `yaml:"needs_partner"`
	Provenance   `yaml:",inline"`
}

// NameKey is the message key of the ability's name.
func (a *MarsAbility) NameKey() string { return "marsattacks.ability." + a.ID + ".name" }

// TextKey is the message key of the ability's rule text.
func (a *MarsAbility) TextKey() string { return "marsattacks.ability." + a.ID + ".text" }

// Bounds of the d8 game: a target of 1+ would always succeed and 9+ never.
const (
	targetMin, targetMax = 2, 8
	rangeMax             = 99
	heroPointsMax        = 10
)

func profileFields() []string {
	return []string{"side", "type", "shoot", "fight", "survive", "range", "hero_points", "abilities", "partner", "base", "vehicle"}
}

func marsAbilityFields() []string { return []string{"heroic", "needs_partner", "text"} }

func (v *validator) checkMarsAbilities(abilities []MarsAbility, labels []string) {
	for i := range abilities {
		a, label := &abilities[i], labels[i]
		v.checkID(label, a.ID)
		v.checkProvenance(label, a.Provenance, marsAbilityFields())
	}
}

// checkProfiles validates profiles.yaml; abilities is nil when
// abilities.yaml could not be read, and references are then not checked
// (its own errors say why).
func (v *validator) checkProfiles(profiles []Profile, labels []string, abilities []MarsAbility) {
	for i := range profiles {
		p, label := &profiles[i], labels[i]
		v.checkID(label, p.ID)
		v.checkProvenance(label, p.Provenance, profileFields())
		v.checkTarget(label+".shoot", p.Shoot, true)
		v.checkTarget(label+".fight", p.Fight, true) // "-" exists (M.7.4)
		v.checkTarget(label+".survive", p.Survive, false)
		if !p.Range.IsNone() {
			switch {
			case p.Range.Min < 1 || p.Range.Max > rangeMax:
				v.errorf(label+".range", "%s is out of range 1-%d", p.Range, rangeMax)
			case p.Range.Min > p.Range.Max:
				v.errorf(label+".range", "%s has its minimum above its maximum", p.Range)
			}
		}
		// The rulebook prints "-" in exactly both columns for figures
		// without a ranged weapon (P, M.2.6).
		if p.Shoot.IsNone() != p.Range.IsNone() {
			v.errorf(label+".range", "range is %s but shoot is %s; a figure that shoots has a range and one that does not has none", p.Range, p.Shoot)
		}
		v.inRange(label+".hero_points", p.HeroPoints, 0, heroPointsMax)
		if p.Type == HeroProfile && p.HeroPoints == 0 {
			v.errorf(label+".hero_points", "a hero has at least 1 hero point (M.17)")
		}
		v.checkProfileAbilities(profiles, p, label, abilities)
	}
}

func (v *validator) checkTarget(path string, t Target, noneOK bool) {
	switch {
	case t.IsNone() && !noneOK:
		v.errorf(path, "every figure has this roll; want a target like 5+")
	case !t.IsNone() && (t < targetMin || t > targetMax):
		v.errorf(path, "%s is out of range %d+..%d+", t, targetMin, targetMax)
	}
}

func (v *validator) checkProfileAbilities(profiles []Profile, p *Profile, label string, abilities []MarsAbility) {
	needsPartner := false
	for j, id := range p.Abilities {
		path := index(label+".abilities", j)
		if slices.Index(p.Abilities, id) < j {
			v.errorf(path, "ability %q is listed twice", id)
			continue
		}
		if abilities == nil {
			continue
		}
		k := slices.IndexFunc(abilities, func(a MarsAbility) bool { return a.ID == id })
		if k < 0 {
			v.errorf(path, "unknown ability %q; see marsattacks/abilities.yaml", id)
			continue
		}
		a := &abilities[k]
		if a.Heroic && p.HeroPoints == 0 {
			v.errorf(path, "%s is heroic and costs a hero point (M.17.7), but hero_points is 0", id)
		}
		needsPartner = needsPartner || a.NeedsPartner
	}
	if abilities == nil {
		return
	}
	path := label + ".partner"
	if p.Partner == "" {
		if needsPartner {
			v.errorf(path, "missing partner; one of its abilities binds it to a partner")
		}
		return
	}
	k := slices.IndexFunc(profiles, func(o Profile) bool { return o.ID == p.Partner })
	switch {
	case !needsPartner:
		v.errorf(path, "none of its abilities takes a partner")
	case p.Partner == p.ID:
		v.errorf(path, "a profile cannot be its own partner")
	case k < 0:
		v.errorf(path, "unknown profile %q", p.Partner)
	case profiles[k].Partner != p.ID:
		v.errorf(path, "%q does not name %q as its partner; partners name each other", p.Partner, p.ID)
	}
}
