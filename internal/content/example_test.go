package content_test

import (
	"fmt"

	"github.com/sulaco/sulaco/internal/content"
)

func Example() {
	set, err := content.Load(content.Builtin())
	if err != nil {
		fmt.Println(err) // every problem, one per line: file:line:col: field: message
		return
	}
	hicks, _ := set.Aliens.Character("hicks")
	src, ref := hicks.Of("hero.aim")
	fmt.Printf("%s: aim %d (%s, %s), rank %d\n", hicks.NameKey(), hicks.Hero.Aim, src, ref, hicks.Hero.Rank)
	for _, a := range hicks.Hero.Abilities {
		fmt.Printf("  %s %s optional=%t\n", a.Timing.LabelKey(), a.TextKey(), a.Optional)
	}
	deke, _ := set.Mars.Profile("deke")
	src, _ = deke.Of("abilities")
	fmt.Printf("%s: shoot %s range %s, abilities %v (%s)\n", deke.NameKey(), deke.Shoot, deke.Range, deke.Abilities, src)
	// Output:
	// aliens.character.hicks.name: aim 7 (seed, EN 1187-1191; DE 1500-1503; FR 750-758; PL 2827-2831), rank 2
	//   aliens.timing.on_activation aliens.ability.hicks-hero-on-activation optional=true
	//   aliens.timing.passive aliens.ability.hicks-hero-passive optional=true
	// marsattacks.profile.deke.name: shoot 3+ range 1-6, abilities [fearless] (authored)
}
