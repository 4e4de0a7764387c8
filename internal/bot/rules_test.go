package bot

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/games/aliens"
	"github.com/sulaco/sulaco/internal/games/marsattacks"
)

func decision(prompt engine.Msg, keys ...string) *engine.Decision {
	d := &engine.Decision{Prompt: prompt}
	for _, k := range keys {
		d.Options = append(d.Options, engine.Option{Key: k})
	}
	return d
}

// squad is a Bug Hunt 1 view: Hicks and Vasquez in the medlab, pistols
// only, a healthy deck.
func squad() aliens.View {
	return aliens.View{Mission: "bug-hunt-1", Deck: 30, Under: 5, Exhaust: 10, MTDeck: 10,
		Spawns: []string{"AH3", "AD11", "O10", "G12"},
		Chars: []aliens.CharView{
			{ID: "hicks", Hero: true, Status: "standing", Aim: 7, Equipped: []string{"hk-vp70-pistol.2"}, At: "B6"},
			{ID: "vasquez", Status: "standing", Aim: 7, Equipped: []string{"hk-vp70-pistol.6"}, At: "B7"},
		}}
}

func TestRulesAliensChoices(t *testing.T) {
	act := engine.M("aliens.prompt.action", "char", "hicks", "n", "2")
	tests := []struct {
		name string
		view func() aliens.View
		d    *engine.Decision
		want string
	}{
		{"shoots the adjacent Alien rather than moving away", func() aliens.View {
			v := squad()
			v.Aliens = []aliens.AlienView{{ID: "a1", At: "C6"}}
			return v
		}, decision(act, "aim", "move", "rest", "attack:hk-vp70-pistol.2:a1", "end"), "attack:hk-vp70-pistol.2:a1"},
		{"rests when the deck is nearly empty", func() aliens.View {
			v := squad()
			v.Deck, v.Under, v.Exhaust = 2, 1, 20
			return v
		}, decision(act, "aim", "move", "rest", "end"), "rest"},
		{"aims rather than ends with nothing to shoot", squad,
			decision(act, "aim", "move", "rest", "end"), "aim"},
		{"shoots the Alien next to a Marine first", func() aliens.View {
			v := squad()
			v.Aliens = []aliens.AlienView{{ID: "a1", At: "L6"}, {ID: "a2", At: "C6"}}
			return v
		}, decision(act, "attack:hk-vp70-pistol.2:a1", "attack:hk-vp70-pistol.2:a2", "end"), "attack:hk-vp70-pistol.2:a2"},
		{"recycles from the Exhaust Pile on a Rest", squad,
			decision(engine.M("aliens.prompt.rest-recycle", "n", "3"), "recycle:exhaust", "recycle:m4-helmet.1", "stop"), "recycle:exhaust"},
		{"fires defensively", func() aliens.View {
			v := squad()
			v.Aliens = []aliens.AlienView{{ID: "a1", At: "C6"}}
			return v
		}, decision(engine.M("aliens.prompt.defensive-fire", "char", "hicks", "alien", "a1"), "fire:hk-vp70-pistol.2", "fire:no"), "fire:hk-vp70-pistol.2"},
		{"an Alien attacks the standing Marine, not the Knocked-Down one", func() aliens.View {
			v := squad()
			v.Chars[0].Status = "knocked-down"
			return v
		}, decision(engine.M("aliens.prompt.alien-target", "alien", "a1"), "target:hicks", "target:vasquez"), "target:vasquez"},
		{"never unequips the only weapon for nothing", squad,
			decision(engine.M("aliens.prompt.equip", "char", "hicks"), "unequip:hk-vp70-pistol.2", "done"), "done"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			v := tc.view()
			for seed := range uint64(5) {
				if got := NewRules(seed).Choose(v, tc.d); got != tc.want {
					t.Fatalf("seed %d: chose %q, want %q", seed, got, tc.want)
				}
			}
		})
	}
}

func TestRulesMarsChoices(t *testing.T) {
	v := marsattacks.View{Side: "humans", Figures: []marsattacks.FigureView{
		{ID: "us-hmg", Profile: "us-hmg", Side: marsattacks.Humans, Square: "C2", Alive: true},
		{ID: "general-tor", Profile: "general-tor", Side: marsattacks.Martians, Square: "C6", Alive: true, HP: 1},
		{ID: "martian-disintegrator", Profile: "martian-disintegrator", Side: marsattacks.Martians, Square: "E6", Alive: true},
	}}
	tests := []struct {
		name string
		d    *engine.Decision
		want string
	}{
		{"shoots the wounded hero rather than the trooper",
			decision(engine.M("mars.prompt.shoot", "figure", "us-hmg"), "shoot:E6", "shoot:C6", "stop"), "shoot:C6"},
		{"aims and shoots with a target in range",
			decision(engine.M("mars.prompt.action", "figure", "us-hmg"), "act:move", "act:move-shoot", "act:shoot-move", "act:aim", "act:nothing"), "act:aim"},
		{"picks the hero in a square",
			decision(engine.M("mars.prompt.target", "figure", "us-hmg", "square", "C6"), "target:martian-disintegrator", "target:general-tor"), "target:general-tor"},
		{"leaves over a scoring edge when offered",
			decision(engine.M("mars.prompt.step", "figure", "us-hmg", "steps", "1"), "step:C1", "step:off", "stop"), "step:off"},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			for seed := range uint64(5) {
				if got := NewRules(seed).Choose(v, tc.d); got != tc.want {
					t.Fatalf("seed %d: chose %q, want %q", seed, got, tc.want)
				}
			}
		})
	}
}

// TestRulesMarsAvoidsBeetle: of two steps alike in every other way the bot
// takes the one the mutant beetle does not stand on, since the beetle
// attacks each figure that steps into its square [mars M.1.5].
func TestRulesMarsAvoidsBeetle(t *testing.T) {
	v := marsattacks.View{Side: "humans", Figures: []marsattacks.FigureView{
		{ID: "us-hmg", Profile: "us-hmg", Side: marsattacks.Humans, Square: "C2", Alive: true},
		{ID: "martian-disintegrator", Profile: "martian-disintegrator", Side: marsattacks.Martians, Square: "C6", Alive: true},
	}}
	d := decision(engine.M("mars.prompt.step", "figure", "us-hmg", "steps", "1"), "step:C3", "step:B3")
	for _, beetle := range []string{"C3", "B3"} {
		v.Markers = []marsattacks.MarkerView{{Square: beetle, Kind: marsattacks.BeetleKind}}
		for seed := range uint64(8) {
			if got := NewRules(seed).Choose(v, d); got == "step:"+beetle {
				t.Fatalf("beetle on %s, seed %d: stepped onto it", beetle, seed)
			}
		}
	}
}

// TestRulesUnknownDecision: a decision no heuristic knows gets a legal
// answer that does not decline, and no panic on an empty view.
func TestRulesUnknownDecision(t *testing.T) {
	d := decision(engine.M("x.prompt"), "no", "yes")
	for _, v := range []engine.View{nil, aliens.View{}, marsattacks.View{}} {
		if got := NewRules(1).Choose(v, d); got != "yes" {
			t.Errorf("view %T: chose %q", v, got)
		}
	}
}

// TestMsgArgsReadsCharacterReferences: prompts name Characters by message
// reference (for translation); the bot reads them back as ids, or it
// finds no Character and every per-Character heuristic is lost.
func TestMsgArgsReadsCharacterReferences(t *testing.T) {
	got := msgArgs(engine.M("aliens.prompt.action", "char", "@aliens.character.hicks.name", "n", 2).Args)
	if got.get("char") != "hicks" || got.get("n") != "2" || got.get("alien") != "" {
		t.Fatalf("msgArgs = %v; want char hicks, n 2, no alien", got)
	}
}
