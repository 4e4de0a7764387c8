package marsattacks

import "testing"

// [mars M.3.4, §P] the built-in profiles reach the engine intact.
func TestProfiles_P(t *testing.T) {
	ps, err := Profiles()
	if err != nil {
		t.Fatal(err)
	}
	want := map[string]Profile{
		"us-sergeant":        {ID: "us-sergeant", Side: Humans, Kind: Soldier, Shoot: 4, Fight: 4, Survive: 5, RangeMin: 1, RangeMax: 6, HeroPoints: 2, Abilities: Fearless | FollowMe},
		"us-rocket-launcher": {ID: "us-rocket-launcher", Side: Humans, Kind: Soldier, Shoot: 4, Fight: 6, Survive: 6, RangeMin: 3, RangeMax: 20, Abilities: Fearless | ArmourPiercing | AntiTank},
		"general-tor":        {ID: "general-tor", Side: Martians, Kind: Hero, Fight: 3, Survive: 5, HeroPoints: 5, Abilities: HeavyArmour | InCharge | Baton},
		"buddy":              {ID: "buddy", Side: Humans, Kind: Hero, Shoot: 5, Fight: 3, Survive: 4, RangeMin: 1, RangeMax: 3, HeroPoints: 3, Abilities: DoomedLove | Baton, Partner: "brandi"},
		"civilian":           {ID: "civilian", Side: Humans, Kind: Civilian, Fight: 6, Survive: 6, Abilities: TerrifiedCivilian},
	}
	if len(ps) != 18 {
		t.Errorf("%d profiles; want 18", len(ps))
	}
	for _, p := range ps {
		if w, ok := want[p.ID]; ok && p != w {
			t.Errorf("profile %s = %+v; want %+v", p.ID, p, w)
		}
		if p.CanShoot() != (p.Shoot > 0) { // M.2.6
			t.Errorf("profile %s: shoot %d but range %d-%d", p.ID, p.Shoot, p.RangeMin, p.RangeMax)
		}
	}
}
