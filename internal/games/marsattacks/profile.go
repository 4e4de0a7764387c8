package marsattacks

import (
	"fmt"
	"strings"

	"github.com/sulaco/sulaco/internal/content"
)

// Kind is a figure's character type (M.3.1, M.3.5).
type Kind uint8

// Character types.
const (
	Soldier Kind = iota
	Hero
	Civilian
)

func (k Kind) String() string {
	switch k {
	case Hero:
		return "hero"
	case Civilian:
		return "civilian"
	}
	return "soldier"
}

// Ability is a set of the abilities of M.18, as bits.
type Ability uint32

// The abilities of M.18, in the rulebook's order.
const (
	Authority         Ability = 1 << iota // M.18.1 (heroic)
	DragonSlayer                          // M.18.2
	Freeze                                // M.18.3
	CoveringFire                          // M.18.4
	FollowMe                              // M.18.5 (heroic)
	Fearless                              // M.18.6
	BornLeader                            // M.18.7 (heroic)
	InCharge                              // M.18.8 (heroic)
	AntiTank                              // M.18.9
	Repair                                // M.18.10 (heroic)
	Armour                                // M.18.11
	ArmourPiercing                        // M.18.12
	Baton                                 // M.18.13
	RapidFire                             // M.18.14
	HeavyArmour                           // M.18.15
	Klutz                                 // M.18.16
	DoomedLove                            // M.18.17
	TerrifiedCivilian                     // M.18.18
	TooManyLateNights                     // M.18.19 (heroic)
)

var abilityNames = []string{
	"authority", "dragon-slayer", "freeze", "covering-fire", "follow-me", "fearless",
	"born-leader", "in-charge", "anti-tank-weapon", "repair", "armour", "armour-piercing", "baton",
	"rapid-fire", "heavy-armour", "klutz", "doomed-love", "terrified-civilian",
	"too-many-late-nights",
}

// Has reports whether every ability of b is in a.
func (a Ability) Has(b Ability) bool { return a&b == b }

// String lists the abilities' ids, comma-separated.
func (a Ability) String() string {
	var names []string
	for i, n := range abilityNames {
		if a&(1<<i) != 0 {
			names = append(names, n)
		}
	}
	return strings.Join(names, ",")
}

// AbilityByID returns the ability with the given id (as in abilities.yaml).
func AbilityByID(id string) (Ability, bool) {
	for i, n := range abilityNames {
		if n == id {
			return 1 << i, true
		}
	}
	return 0, false
}

// Profile is the printed profile of a figure type (M.3.4, §P). A value of
// 0 for Shoot or Fight means "-": the figure cannot SHOOT (M.2.6) or
// FIGHT (M.7.4).
type Profile struct {
	ID         string
	Side       Side
	Kind       Kind
	Shoot      int // N+, 0 = none
	Fight      int // N+, 0 = none
	Survive    int // N+
	RangeMin   int
	RangeMax   int // 0 = no ranged weapon
	HeroPoints int
	Abilities  Ability
	// Partner is the Doomed Love partner's profile id (M.18.17).
	Partner string
	// Big: a base larger than a normal human's, or none (M.18.2).
	Big bool
	// Vehicle: a VEHICLE (M.18.9).
	Vehicle bool
}

// CanShoot reports whether the profile has a ranged weapon (M.2.6).
func (p *Profile) CanShoot() bool { return p.Shoot > 0 && p.RangeMax > 0 }

// ProfilesFrom converts the profiles of the content package (spec §P,
// data/marsattacks/profiles.yaml) into the engine's form.
func ProfilesFrom(m *content.Mars) ([]Profile, error) {
	out := make([]Profile, 0, len(m.Profiles))
	for _, cp := range m.Profiles {
		p := Profile{ID: cp.ID, Shoot: int(cp.Shoot), Fight: int(cp.Fight), Survive: int(cp.Survive),
			RangeMin: cp.Range.Min, RangeMax: cp.Range.Max, HeroPoints: cp.HeroPoints, Partner: cp.Partner,
			Big: cp.Base.Big(), Vehicle: cp.Vehicle}
		switch cp.Side {
		case content.Humans:
			p.Side = Humans
		case content.Martians:
			p.Side = Martians
		default:
			return nil, fmt.Errorf("marsattacks: profile %s: unknown side %q", cp.ID, cp.Side)
		}
		switch cp.Type {
		case content.SoldierProfile:
			p.Kind = Soldier
		case content.HeroProfile:
			p.Kind = Hero
		case content.CivilianProfile:
			p.Kind = Civilian
		default:
			return nil, fmt.Errorf("marsattacks: profile %s: unknown type %q", cp.ID, cp.Type)
		}
		for _, id := range cp.Abilities {
			a, ok := AbilityByID(id)
			if !ok {
				return nil, fmt.Errorf("marsattacks: profile %s: unknown ability %q", cp.ID, id)
			}
			p.Abilities |= a
		}
		out = append(out, p)
	}
	return out, nil
}

// Profiles returns the profiles of the content built into the binary,
// loaded once and shared (never written after loading).
func Profiles() ([]Profile, error) {
	loadBuiltin()
	return builtin.profiles, builtin.err
}
