package content

import (
	"slices"
	"strings"
	"testing"
)

// [mars M.18.2, M.18.9, G9] a profile may say its base is large or
// missing and that it is a VEHICLE: what Dragon Slayer and the Anti-tank
// weapon look for. The core set has neither; the default is a normal base.
func TestMarsProfile_BaseAndVehicle(t *testing.T) {
	edit := func(base, old, new string) string {
		if !strings.Contains(base, old) {
			t.Fatalf("edit: %q not found", old)
		}
		return strings.Replace(base, old, new, 1)
	}
	data := edit(miniProfiles, "    partner: brandi\n", "    partner: brandi\n    base: none\n    vehicle: true\n")
	set, err := loadWith(map[string]string{profilesFile: data})
	if err != nil {
		t.Fatal(err)
	}
	b, _ := set.Mars.Profile("buddy")
	br, _ := set.Mars.Profile("brandi")
	if !b.Base.Big() || !b.Vehicle || br.Base.Big() || br.Vehicle {
		t.Fatalf("buddy base %q vehicle %v, brandi base %q vehicle %v", b.Base, b.Vehicle, br.Base, br.Vehicle)
	}
	for _, p := range mustBuiltin(t).Mars.Profiles {
		if p.Base.Big() || p.Vehicle {
			t.Errorf("%s: base %q, vehicle %v; the core set has no big figure or vehicle (G9)", p.ID, p.Base, p.Vehicle)
		}
	}
	_, err = loadWith(map[string]string{profilesFile: edit(miniProfiles, "    partner: brandi\n", "    partner: brandi\n    base: huge\n")})
	if err == nil {
		t.Fatal("base: huge accepted")
	}
	want := `unknown base "huge"; want normal, large or none`
	if got := errorStrings(t, err); !slices.ContainsFunc(got, func(s string) bool { return strings.Contains(s, want) }) {
		t.Errorf("errors %v; want one with %q", got, want)
	}
}
