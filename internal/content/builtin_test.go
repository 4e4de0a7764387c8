package content

import (
	"slices"
	"strings"
	"testing"

	"github.com/goccy/go-yaml"
	goi18n "github.com/nicksnyder/go-i18n/v2/i18n"
	"golang.org/x/text/language"
)

func mustBuiltin(t testing.TB) *Set {
	t.Helper()
	s, err := Load(Builtin())
	if err != nil {
		t.Fatalf("Load(Builtin()): %v", err)
	}
	return s
}

func TestBuiltin_Loads(t *testing.T) {
	s := mustBuiltin(t)
	if got := len(s.Aliens.Characters); got != 7 { // [aliens A.11] 7 character cards
		t.Errorf("%d characters; want 7", got)
	}
	if got := len(s.Mars.Profiles); got != 18 { // [marsattacks P.1-P.3] 5 + 3 + 10 rows
		t.Errorf("%d profiles; want 18", got)
	}
	if got := len(s.Mars.Abilities); got != 19 { // [marsattacks M.18] 19 abilities
		t.Errorf("%d abilities; want 19", got)
	}
	var langs []string
	for _, c := range s.Catalogs() {
		langs = append(langs, c.Lang)
	}
	if want := []string{"de", "en", "fr", "pl"}; !slices.Equal(langs, want) {
		t.Errorf("catalog languages %v; want %v", langs, want)
	}
	if len(s.Version) != 12 {
		t.Errorf("Version %q; want 12 hex digits", s.Version)
	}
	for _, ids := range [][]string{ids(s.Aliens.Characters, func(c Character) string { return c.ID }),
		ids(s.Mars.Profiles, func(p Profile) string { return p.ID }),
		ids(s.Mars.Abilities, func(a MarsAbility) string { return a.ID })} {
		if !slices.IsSorted(ids) {
			t.Errorf("ids not sorted: %v", ids)
		}
	}
}

func ids[T any](s []T, id func(T) string) []string {
	out := make([]string, len(s))
	for i, e := range s {
		out[i] = id(e)
	}
	return out
}

// Seed values must be in the data exactly and be marked seed with a ref
// (design/content.md: keep every fact the seeds give). Each row cites the
// rule that prints the value.
func TestBuiltin_AliensSeedValues(t *testing.T) {
	s := mustBuiltin(t)
	tests := []struct {
		char, field string
		want        int
	}{
		{"hicks", "hero.aim", 7},      // [aliens W.1.2] Hicks Aim 7 (EN 1187-1191)
		{"hicks", "hero.tech", 5},     // [aliens W.1.2] Hicks Tech 5 (EN 1665-1668)
		{"hicks", "hero.defense", 6},  // [aliens W.1.2, M.6] Hicks Defense 6 (EN 2051-2057)
		{"hudson", "hero.aim", 6},     // [aliens W.1.5] Hudson Aim 6 (DE 1998-2000)
		{"hudson", "hero.defense", 6}, // [aliens W.1.5, M.7] Hudson Defense 6 (EN 1921-1931)
		{"hudson", "hero.melee", 2},   // [aliens W.1.5, M.7] Hudson Melee 2 (EN 1921-1931)
		{"gorman", "hero.speed", 4},   // [aliens W.1.3] Gorman moves 4 in one Move (EN 1405-1406)
	}
	for _, tt := range tests {
		c, ok := s.Aliens.Character(tt.char)
		if !ok {
			t.Fatalf("no character %q", tt.char)
		}
		if got := stat(c, tt.field); got != tt.want {
			t.Errorf("%s.%s = %d; want %d", tt.char, tt.field, got, tt.want)
		}
		if src, ref := c.Of(tt.field); src != Seed || ref == "" {
			t.Errorf("%s.%s provenance = %s %q; want seed with a ref", tt.char, tt.field, src, ref)
		}
	}
}

// stat reads a character field given as "hero.aim" or "grunt.melee".
func stat(c *Character, field string) int {
	sideName, name, _ := strings.Cut(field, ".")
	side := c.Side(sideName == "hero")
	switch name {
	case "speed":
		return side.Speed
	case "aim":
		return side.Aim
	case "tech":
		return side.Tech
	case "defense":
		return side.Defense
	case "melee":
		return side.Melee
	case "rank":
		return side.Rank
	}
	return -1
}

func TestBuiltin_AliensSeedFacts(t *testing.T) {
	s := mustBuiltin(t)
	kinds := map[string]CharacterKind{
		"ripley": Civilian, // [aliens W.1.1, B.5] Civilian
		"newt":   Civilian, // [aliens W.1.7] Civilian
		"hicks":  Marine, "gorman": Marine, "frost": Marine, "hudson": Marine, "vasquez": Marine,
	}
	for id, want := range kinds {
		c, _ := s.Aliens.Character(id)
		if c.Kind != want {
			t.Errorf("%s kind %s; want %s", id, c.Kind, want)
		}
		if want == Civilian && (c.Hero.Rank != 0 || c.Grunt.Rank != 0) {
			t.Errorf("%s has a rank; civilians have none [aliens B.7]", id)
		}
	}
	newt, _ := s.Aliens.Character("newt")
	// [aliens B.10.4] Newt cannot equip Weapon cards; [W.1.7] so no Aim Dial.
	if !newt.Unarmed || newt.Hero.HasAim() || newt.Grunt.HasAim() {
		t.Errorf("newt unarmed=%t aim=%d/%d; want unarmed without aim", newt.Unarmed, newt.Hero.Aim, newt.Grunt.Aim)
	}
	// [aliens B.10.2] Newt is a Hero exactly when Ripley is.
	if newt.Follows != "ripley" {
		t.Errorf("newt follows %q; want ripley", newt.Follows)
	}
	// [aliens Y.2] titles: Lt. Gorman 3, Cpl. Hicks 2, the privates 1.
	for id, rank := range map[string]int{"gorman": 3, "hicks": 2, "frost": 1, "hudson": 1, "vasquez": 1} {
		if c, _ := s.Aliens.Character(id); c.Hero.Rank != rank || c.Grunt.Rank != rank {
			t.Errorf("%s rank %d/%d; want %d", id, c.Hero.Rank, c.Grunt.Rank, rank)
		}
	}
}

// The printed abilities keep their printed timing and "may" (W.1, U.3).
func TestBuiltin_AliensPrintedAbilities(t *testing.T) {
	s := mustBuiltin(t)
	tests := []struct {
		id          string
		timing      Timing
		optional    bool
		oncePerTurn bool
	}{
		{"ripley-hero-on-activation", OnActivation, false, false},        // [aliens W.1.1] compulsory
		{"ripley-hero-passive", Passive, true, true},                     // [aliens W.1.1] once per turn, may
		{"hicks-hero-on-activation", OnActivation, true, false},          // [aliens W.1.2] may draw
		{"hicks-hero-passive", Passive, true, true},                      // [aliens W.1.2] once per turn, may
		{"gorman-hero-during-activation", DuringActivation, true, false}, // [aliens W.1.3] may
		{"gorman-hero-end-of-activation", EndOfActivation, false, false}, // [aliens W.1.3] compulsory
		{"frost-grunt-passive", Passive, false, false},                   // [aliens W.1.4]
		{"hudson-hero-on-activation", OnActivation, true, false},         // [aliens W.1.5] may
		{"hudson-hero-end-of-activation", EndOfActivation, false, false}, // [aliens W.1.5] compulsory
		{"vasquez-hero-passive", Passive, false, false},                  // [aliens W.1.6]
		{"vasquez-hero-on-activation", OnActivation, false, false},       // [aliens W.1.6] compulsory
		{"newt-hero-passive", Passive, true, false},                      // [aliens W.1.7] may
		{"newt-hero-end-of-activation", EndOfActivation, true, false},    // [aliens W.1.7] may
	}
	abilities := make(map[string]*CharacterAbility)
	for i := range s.Aliens.Characters {
		c := &s.Aliens.Characters[i]
		for _, side := range []*CharacterSide{&c.Hero, &c.Grunt} {
			for j := range side.Abilities {
				abilities[side.Abilities[j].ID] = &side.Abilities[j]
			}
		}
	}
	for _, tt := range tests {
		a := abilities[tt.id]
		if a == nil {
			t.Errorf("no ability %s", tt.id)
			continue
		}
		if a.Timing != tt.timing || a.Optional != tt.optional || a.OncePerTurn != tt.oncePerTurn {
			t.Errorf("%s = %s optional=%t once=%t; want %s %t %t", tt.id, a.Timing, a.Optional, a.OncePerTurn, tt.timing, tt.optional, tt.oncePerTurn)
		}
		if a.Source != Seed || a.Ref == "" {
			t.Errorf("%s source %s ref %q; want seed with a ref", tt.id, a.Source, a.Ref)
		}
	}
}

// The authored stats must play like the film (design/content.md).
func TestBuiltin_AliensFeelLikeTheFilm(t *testing.T) {
	s := mustBuiltin(t)
	best := func(stat func(*CharacterSide) int) []string {
		var top []string
		max := -1
		for i := range s.Aliens.Characters {
			c := &s.Aliens.Characters[i]
			switch v := stat(&c.Hero); {
			case v > max:
				max, top = v, []string{c.ID}
			case v == max:
				top = append(top, c.ID)
			}
		}
		return top
	}
	if got := best(func(s *CharacterSide) int { return s.Aim }); !slices.Equal(got, []string{"vasquez"}) {
		t.Errorf("best aim %v; want vasquez alone", got)
	}
	if got := best(func(s *CharacterSide) int { return s.Speed }); !slices.Equal(got, []string{"newt"}) {
		t.Errorf("fastest %v; want newt alone", got)
	}
	if got := best(func(s *CharacterSide) int { return s.Defense }); !slices.Equal(got, []string{"newt"}) {
		t.Errorf("best at hiding (defense) %v; want newt alone", got)
	}
	if got := best(func(s *CharacterSide) int { return s.Rank }); !slices.Equal(got, []string{"gorman"}) {
		t.Errorf("highest rank %v; want gorman alone", got)
	}
	gorman, _ := s.Aliens.Character("gorman")
	for i := range s.Aliens.Characters {
		c := &s.Aliens.Characters[i]
		if c.Kind == Marine && c.ID != "gorman" && (c.Hero.Aim <= gorman.Hero.Aim || c.Hero.Defense <= gorman.Hero.Defense) {
			t.Errorf("%s fights no better than gorman; gorman is the commander with poor combat", c.ID)
		}
	}
}

// [marsattacks P.1-P.3] every printed profile value.
func TestBuiltin_MarsProfiles(t *testing.T) {
	s := mustBuiltin(t)
	tests := []struct {
		id                    string
		side                  Faction
		typ                   ProfileType
		shoot, fight, survive Target
		rng                   Range
		heroPoints            int
		abilities             []string
		partner               string
	}{
		{"us-sergeant", Humans, SoldierProfile, 4, 4, 5, Range{1, 6}, 2, []string{"fearless", "follow-me"}, ""},                                   // [marsattacks P.H1] DE 1216-1217
		{"us-rocket-launcher", Humans, SoldierProfile, 4, 6, 6, Range{3, 20}, 0, []string{"fearless", "armour-piercing", "anti-tank-weapon"}, ""}, // [marsattacks P.H2] DE 1219-1224
		{"us-hmg", Humans, SoldierProfile, 5, 5, 6, Range{1, 12}, 0, []string{"fearless", "covering-fire"}, ""},                                   // [marsattacks P.H3] DE 1226-1229
		{"us-assault-rifle", Humans, SoldierProfile, 5, 4, 6, Range{1, 6}, 0, []string{"fearless"}, ""},                                           // [marsattacks P.H4] DE 1231-1232
		{"civilian", Humans, CivilianProfile, 0, 6, 6, Range{}, 0, []string{"terrified-civilian"}, ""},                                            // [marsattacks P.H5] DE 1234-1235
		{"martian-commander", Martians, SoldierProfile, 4, 4, 5, Range{1, 4}, 2, []string{"armour", "follow-me"}, ""},                             // [marsattacks P.M1] DE 1240-1243
		{"martian-freeze-ray", Martians, SoldierProfile, 4, 6, 6, Range{1, 6}, 0, []string{"armour", "freeze"}, ""},                               // [marsattacks P.M2] DE 1245-1249
		{"martian-disintegrator", Martians, SoldierProfile, 4, 5, 6, Range{1, 4}, 0, []string{"armour"}, ""},                                      // [marsattacks P.M3] DE 1251-1255
		{"general-tor", Martians, HeroProfile, 0, 3, 5, Range{}, 5, []string{"heavy-armour", "in-charge", "baton"}, ""},                           // [marsattacks P.T] DE 1287-1290
		{"buddy", Humans, HeroProfile, 5, 3, 4, Range{1, 3}, 3, []string{"doomed-love", "baton"}, "brandi"},                                       // [marsattacks P.B1] DE 1283-1284
		{"brandi", Humans, HeroProfile, 4, 6, 5, Range{1, 3}, 3, []string{"doomed-love"}, "buddy"},                                                // [marsattacks P.B2] DE 1286
		{"deke", Humans, HeroProfile, 3, 4, 3, Range{1, 6}, 3, []string{"fearless"}, ""},                                                          // [marsattacks P.D] DE 1309; abilities authored (P.5)
		{"joe", Humans, HeroProfile, 0, 3, 5, Range{}, 4, []string{"repair"}, ""},                                                                 // [marsattacks P.J] DE 1346
		{"eva", Humans, HeroProfile, 3, 4, 5, Range{1, 3}, 4, []string{"authority"}, ""},                                                          // [marsattacks P.E] DE 1347
		{"ashley", Humans, HeroProfile, 4, 6, 5, Range{1, 4}, 4, []string{"born-leader", "rapid-fire"}, ""},                                       // [marsattacks P.A] DE 1366-1369
		{"troy", Humans, HeroProfile, 4, 6, 5, Range{1, 6}, 3, []string{"too-many-late-nights"}, ""},                                              // [marsattacks P.Y] DE 1370
		{"phil", Humans, HeroProfile, 4, 6, 5, Range{1, 4}, 4, []string{"klutz"}, ""},                                                             // [marsattacks P.P] DE 1444
		{"edwyn", Humans, HeroProfile, 0, 3, 4, Range{}, 5, []string{"armour", "fearless", "dragon-slayer", "baton"}, ""},                         // [marsattacks P.W] DE 1445-1446
	}
	for _, tt := range tests {
		p, ok := s.Mars.Profile(tt.id)
		if !ok {
			t.Errorf("no profile %s", tt.id)
			continue
		}
		if p.Side != tt.side || p.Type != tt.typ || p.Shoot != tt.shoot || p.Fight != tt.fight || p.Survive != tt.survive ||
			p.Range != tt.rng || p.HeroPoints != tt.heroPoints || !slices.Equal(p.Abilities, tt.abilities) || p.Partner != tt.partner {
			t.Errorf("%s = %+v; want %+v", tt.id, *p, tt)
		}
		for _, field := range profileFields() {
			src, ref := p.Of(field)
			want := Seed
			if tt.id == "deke" && field == "abilities" {
				want = Authored // [marsattacks P.5] lost in extraction
			}
			if src != want || (src == Seed && ref == "") {
				t.Errorf("%s.%s provenance %s %q; want %s", tt.id, field, src, ref, want)
			}
		}
	}
}

// [marsattacks P.4] the abilities that spend a hero point.
func TestBuiltin_MarsHeroicAbilities(t *testing.T) {
	s := mustBuiltin(t)
	var heroic []string
	for _, a := range s.Mars.Abilities {
		if a.Heroic {
			heroic = append(heroic, a.ID)
		}
	}
	want := []string{"authority", "born-leader", "follow-me", "in-charge", "repair", "too-many-late-nights"}
	if !slices.Equal(heroic, want) {
		t.Errorf("heroic abilities %v; want %v", heroic, want)
	}
}

// The lead's internal/i18n loads the catalogs with go-i18n and goccy YAML;
// every catalog must parse that way, and every key must be a message.
func TestBuiltin_CatalogsLoadInGoI18n(t *testing.T) {
	s := mustBuiltin(t)
	b := goi18n.NewBundle(language.English)
	b.RegisterUnmarshalFunc("yaml", yaml.Unmarshal)
	for _, c := range s.Catalogs() {
		mf, err := b.ParseMessageFileBytes(c.Data, c.Lang+".yaml")
		if err != nil {
			t.Errorf("%s: %v", c.Name, err)
			continue
		}
		if len(mf.Messages) == 0 {
			t.Errorf("%s: no messages", c.Name)
		}
	}
	loc := goi18n.NewLocalizer(b, "de")
	hicks, _ := s.Aliens.Character("hicks")
	if got, err := loc.Localize(&goi18n.LocalizeConfig{MessageID: hicks.NameKey()}); err != nil || got != "Corporal Dwayne Hicks" {
		t.Errorf("de %s = %q, %v; want the glossary's name", hicks.NameKey(), got, err)
	}
}
