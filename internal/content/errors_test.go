package content

import (
	"errors"
	"io/fs"
	"slices"
	"strings"
	"testing"
	"testing/fstest"
)

// miniCharacters is a valid characters.yaml with one character, the base
// that the malformed cases below change. Line numbers matter: the expected
// errors point into it.
const miniCharacters = `characters:
  - id: hicks
    kind: marine
    source: authored
    hero:
      speed: 5
      aim: 7
      tech: 5
      defense: 6
      melee: 3
      rank: 2
      abilities:
        - id: hicks-hero-passive
          timing: passive
          optional: true
          source: seed
          ref: "EN 281-284"
    grunt:
      speed: 5
      aim: 6
      tech: 5
      defense: 5
      melee: 3
      rank: 2
`

// miniProfiles is a valid profiles.yaml with Buddy and Brandi.
const miniProfiles = `profiles:
  - id: buddy
    side: humans
    type: hero
    shoot: 5+
    fight: 3+
    survive: 4+
    range: 1-3
    hero_points: 3
    abilities: [doomed-love, baton]
    partner: brandi
    source: seed
    ref: "DE 1283-1284"
  - id: brandi
    side: humans
    type: hero
    shoot: 4+
    fight: 6+
    survive: 5+
    range: 1-3
    hero_points: 3
    abilities: [doomed-love]
    partner: buddy
    source: seed
    ref: "DE 1286"
`

// miniScenarios is a valid scenarios.yaml over miniProfiles and the
// built-in map s3.
const miniScenarios = `scenarios:
  - id: s3
    map: s3
    humans: {zone: B, force: [buddy, brandi]}
    first: humans
    source: authored
`

// loadWith loads the built-in content with some files replaced or added.
// The built-in scenarios use profiles miniProfiles lacks: with miniProfiles
// and no scenarios of its own, a test gets miniScenarios.
func loadWith(files map[string]string) (*Set, error) {
	top := fstest.MapFS{}
	for name, data := range files {
		top[name] = &fstest.MapFile{Data: []byte(data)}
	}
	if _, ok := files[marsScenariosFile]; !ok && strings.Contains(files[profilesFile], "id: buddy\n    side: humans\n    type: hero\n") {
		top[marsScenariosFile] = &fstest.MapFile{Data: []byte(miniScenarios)}
	}
	return Load(layer(top, Builtin()))
}

func errorStrings(t *testing.T, err error) []string {
	t.Helper()
	var list ErrorList
	if !errors.As(err, &list) {
		t.Fatalf("error %v (%T) is not an ErrorList", err, err)
	}
	var out []string
	for _, e := range list {
		out = append(out, e.Error())
	}
	return out
}

func TestLoad_Malformed(t *testing.T) {
	edit := func(base, old, new string) string {
		if !strings.Contains(base, old) {
			panic("test edit does not apply: " + old)
		}
		return strings.Replace(base, old, new, 1)
	}
	tests := []struct {
		name  string
		file  string
		data  string
		want  string // one error that must be reported, in full
		count int    // if > 0, the exact number of errors
	}{
		{
			name:  "unknown field",
			file:  charactersFile,
			data:  edit(miniCharacters, "      melee: 3\n      rank: 2\n      abilities", "      melee: 3\n      rank: 2\n      armor: 9\n      abilities"),
			want:  "aliens/characters.yaml:12:7: hicks.hero.armor: unknown field; want one of speed, aim, tech, defense, melee, rank, abilities",
			count: 1,
		},
		{
			name:  "wrong type",
			file:  charactersFile,
			data:  edit(miniCharacters, "aim: 7", "aim: seven"),
			want:  `aliens/characters.yaml:7:12: hicks.hero.aim: want an integer or none, got string "seven"`,
			count: 1,
		},
		{
			name: "wrong type bool",
			file: charactersFile,
			data: edit(miniCharacters, "optional: true", "optional: maybe"),
			want: `aliens/characters.yaml:15:21: hicks.hero.abilities[0].optional: want true or false, got string "maybe"`,
		},
		{
			name: "duplicate id",
			file: charactersFile,
			data: miniCharacters + strings.Join(strings.Split(miniCharacters, "\n")[1:], "\n"),
			want: `aliens/characters.yaml:25:9: characters[1].id: duplicate id "hicks" (first at line 2)`,
		},
		{
			name: "duplicate ability id",
			file: charactersFile,
			data: miniCharacters + "      abilities:\n        - id: hicks-hero-passive\n          timing: passive\n          optional: true\n          source: authored\n",
			want: `aliens/characters.yaml:26:15: hicks.grunt.abilities[0].id: duplicate ability id "hicks-hero-passive" (first at hicks.hero.abilities[0])`,
		},
		{
			name: "duplicate key",
			file: charactersFile,
			data: edit(miniCharacters, "      aim: 7\n", "      aim: 7\n      aim: 8\n"),
			want: "aliens/characters.yaml:8:7: hicks.hero.aim: duplicate key (first at line 7)",
		},
		{
			name:  "stat out of range",
			file:  charactersFile,
			data:  edit(miniCharacters, "aim: 7", "aim: 11"),
			want:  "aliens/characters.yaml:7:12: hicks.hero.aim: 11 is out of range 1..10",
			count: 1,
		},
		{
			name: "rank out of range",
			file: charactersFile,
			data: edit(edit(miniCharacters, "rank: 2", "rank: 4"), "rank: 2", "rank: 4"),
			want: "aliens/characters.yaml:11:13: hicks.hero.rank: 4 is out of range 1..3",
		},
		{
			name: "civilian with a rank",
			file: charactersFile,
			data: edit(miniCharacters, "kind: marine", "kind: civilian"),
			want: "aliens/characters.yaml:11:13: hicks.hero.rank: a civilian has no rank (B.7); want none, got 2",
		},
		{
			name: "melee above defense",
			file: charactersFile,
			data: edit(miniCharacters, "      melee: 3\n      rank: 2\n", "      melee: 7\n      rank: 2\n"),
			want: "aliens/characters.yaml:10:14: hicks.hero.melee: melee 7 exceeds defense 6; a counterattack needs a roll within both (M.7), so melee above defense has no effect",
		},
		{
			name: "grunt better than hero",
			file: charactersFile,
			data: edit(miniCharacters, "aim: 6", "aim: 8"),
			want: "aliens/characters.yaml:20:12: hicks.grunt.aim: 8 is better than the hero side's 7; a hero side is at least as good as its grunt side (B.4)",
		},
		{
			name: "aim none on an armed character",
			file: charactersFile,
			data: edit(miniCharacters, "aim: 6", "aim: none"),
			want: "aliens/characters.yaml:20:12: hicks.grunt.aim: a character without an Aim Dial cannot attack; set unarmed: true or give an aim",
		},
		{
			name: "unknown timing",
			file: charactersFile,
			data: edit(miniCharacters, "timing: passive", "timing: always"),
			want: `aliens/characters.yaml:14:19: hicks.hero.abilities[0].timing: unknown timing "always"; want one of passive, on_activation, during_activation, end_of_activation, start_of_finish_phase`,
		},
		{
			name: "unknown follows",
			file: charactersFile,
			data: edit(miniCharacters, "    kind: marine\n", "    kind: marine\n    follows: bishop\n"),
			want: `aliens/characters.yaml:4:14: hicks.follows: unknown character "bishop"`,
		},
		{
			name:  "missing side",
			file:  charactersFile,
			data:  miniCharacters[:strings.Index(miniCharacters, "    grunt:")],
			want:  "aliens/characters.yaml:2:5: hicks.grunt: missing required field",
			count: 1,
		},
		{
			name:  "entry not a mapping",
			file:  charactersFile,
			data:  "characters:\n  - hicks\n",
			want:  `aliens/characters.yaml:2:5: characters[0]: want a mapping, got string "hicks"`,
			count: 1,
		},
		{
			name: "bad template",
			file: "i18n/de.yaml",
			data: "aliens.character.hicks.name: \"Cpl. {{.rank Hicks\"\n",
			want: `i18n/de.yaml:1:30: aliens.character.hicks.name: bad template: template: aliens.character.hicks.name:1: function "Hicks" not defined`,
		},
		{
			name:  "missing source",
			file:  charactersFile,
			data:  edit(miniCharacters, "    source: authored\n", ""),
			want:  "aliens/characters.yaml:2:5: hicks.source: missing source; want seed or authored",
			count: 1,
		},
		{
			name: "unknown source",
			file: charactersFile,
			data: edit(miniCharacters, "source: authored", "source: invented"),
			want: `aliens/characters.yaml:4:13: hicks.source: unknown source "invented"; want seed or authored`,
		},
		{
			name:  "missing ref on a seed entry",
			file:  charactersFile,
			data:  edit(miniCharacters, "          ref: \"EN 281-284\"\n", ""),
			want:  `aliens/characters.yaml:13:11: hicks.hero.abilities[0].ref: missing ref; a seed entry cites its rulebook lines, e.g. "EN 1187-1191; DE 1500-1503"`,
			count: 1,
		},
		{
			name: "malformed ref",
			file: charactersFile,
			data: edit(miniCharacters, `ref: "EN 281-284"`, `ref: "page 12"`),
			want: `aliens/characters.yaml:17:16: hicks.hero.abilities[0].ref: bad ref part "page 12"; want parts like "EN 1187-1191" (EN, DE, FR or PL and line numbers) separated by ";"`,
		},
		{
			name: "seed field that does not exist",
			file: charactersFile,
			data: edit(miniCharacters, "    source: authored\n", "    source: authored\n    seed:\n      hero.luck: \"EN 1\"\n"),
			want: `aliens/characters.yaml:6:7: hicks.seed[hero.luck]: unknown field "hero.luck"; want one of kind, unarmed, follows, hero.speed, hero.aim, hero.tech, hero.defense, hero.melee, hero.rank, grunt.speed, grunt.aim, grunt.tech, grunt.defense, grunt.melee, grunt.rank`,
		},
		{
			name: "authored fields without a note",
			file: charactersFile,
			data: edit(miniCharacters, "          ref: \"EN 281-284\"\n", "          ref: \"EN 281-284\"\n          authored: [text]\n"),
			want: "aliens/characters.yaml:13:11: hicks.hero.abilities[0].note: missing note; say why the authored fields were chosen",
		},
		{
			name:  "missing English text",
			file:  charactersFile,
			data:  edit(miniCharacters, "hicks-hero-passive", "hicks-hero-sneeze"),
			want:  "aliens/characters.yaml:13:15: hicks.hero.abilities[0].id: missing English text; add aliens.ability.hicks-hero-sneeze to i18n/en.yaml",
			count: 1,
		},
		{
			name: "id not a slug",
			file: charactersFile,
			data: edit(miniCharacters, "id: hicks", "id: Hicks"),
			want: `aliens/characters.yaml:2:9: characters[0].id: "Hicks" is not a lowercase slug (a-z, 0-9, single hyphens)`,
		},
		{
			name:  "yaml syntax error",
			file:  charactersFile,
			data:  edit(miniCharacters, "aim: 7", "aim: [7"),
			want:  "aliens/characters.yaml:8:7: yaml syntax error: ',' or ']' must be specified",
			count: 1,
		},
		{
			name: "anchors are refused",
			file: charactersFile,
			data: edit(edit(miniCharacters, "speed: 5", "speed: &s 5"), "speed: 5", "speed: *s"),
			want: "aliens/characters.yaml:19:14: hicks.grunt.speed: anchors and aliases are not supported; write the value out",
		},
		{
			name:  "empty file",
			file:  charactersFile,
			data:  "# nothing yet\n",
			want:  `aliens/characters.yaml: empty file; want a mapping with the key "characters"`,
			count: 1,
		},
		{
			name:  "no entries",
			file:  profilesFile,
			data:  "profiles: []\n",
			want:  "marsattacks/profiles.yaml:1:11: profiles: want at least one entry",
			count: 1,
		},
		{
			name: "wrong top-level key",
			file: charactersFile,
			data: edit(miniCharacters, "characters:", "character:"),
			want: "aliens/characters.yaml:1:1: character: unknown field; want characters",
		},
		{
			name: "two documents",
			file: charactersFile,
			data: miniCharacters + "---\ncharacters: []\n",
			want: "aliens/characters.yaml:26:1: want one YAML document, got 2",
		},
		{
			name:  "unknown ability reference",
			file:  profilesFile,
			data:  edit(miniProfiles, "[doomed-love, baton]", "[doomed-love, batton]"),
			want:  `marsattacks/profiles.yaml:10:30: buddy.abilities[1]: unknown ability "batton"; see marsattacks/abilities.yaml`,
			count: 1,
		},
		{
			name: "target out of range",
			file: profilesFile,
			data: edit(miniProfiles, "shoot: 5+", "shoot: 9+"),
			want: "marsattacks/profiles.yaml:5:12: buddy.shoot: 9+ is out of range 2+..8+",
		},
		{
			name: "target malformed",
			file: profilesFile,
			data: edit(miniProfiles, "shoot: 5+", "shoot: 5"),
			want: "marsattacks/profiles.yaml:5:12: buddy.shoot: want a target like 4+ or none, got integer 5",
		},
		{
			name: "range malformed",
			file: profilesFile,
			data: edit(miniProfiles, "range: 1-3", "range: close"),
			want: `marsattacks/profiles.yaml:8:12: buddy.range: want a range like 1-6 or none, got "close"`,
		},
		{
			name: "shoot without range",
			file: profilesFile,
			data: edit(miniProfiles, "range: 1-3", "range: none"),
			want: "marsattacks/profiles.yaml:8:12: buddy.range: range is none but shoot is 5+; a figure that shoots has a range and one that does not has none",
		},
		{
			name: "own partner",
			file: profilesFile,
			data: edit(miniProfiles, "partner: buddy", "partner: brandi"),
			want: "marsattacks/profiles.yaml:23:14: brandi.partner: a profile cannot be its own partner",
		},
		{
			name: "partner not reciprocal",
			file: profilesFile,
			data: edit(miniProfiles, "partner: buddy", "partner: brandi"),
			want: `marsattacks/profiles.yaml:11:14: buddy.partner: "brandi" does not name "buddy" as its partner; partners name each other`,
		},
		{
			name: "partner missing",
			file: profilesFile,
			data: edit(miniProfiles, "    partner: brandi\n", ""),
			want: "marsattacks/profiles.yaml:2:5: buddy.partner: missing partner; one of its abilities binds it to a partner",
		},
		{
			name: "heroic ability without hero points",
			file: profilesFile,
			data: edit(edit(miniProfiles, "type: hero", "type: soldier"), "hero_points: 3\n    abilities: [doomed-love, baton]", "hero_points: 0\n    abilities: [doomed-love, baton, follow-me]"),
			want: "marsattacks/profiles.yaml:10:37: buddy.abilities[2]: follow-me is heroic and costs a hero point (M.17.7), but hero_points is 0",
		},
		{
			name: "translation without English text",
			file: "i18n/de.yaml",
			data: "aliens.character.hicks.name: \"Corporal Dwayne Hicks\"\naliens.character.bishop.name: \"Bishop\"\n",
			want: "i18n/de.yaml:2:1: aliens.character.bishop.name: no English text for this key; add it to i18n/en.yaml or fix the key",
		},
		{
			name: "catalog text of the wrong type",
			file: "i18n/fr.yaml",
			data: "aliens.character.hicks.name: [Hicks]\n",
			want: "i18n/fr.yaml:1:30: aliens.character.hicks.name: want a text or plural forms (one, other, ...), got a sequence",
		},
		{
			name: "unknown language",
			file: "i18n/es.yaml",
			data: "aliens.character.hicks.name: \"Cabo Hicks\"\n",
			want: `i18n/es.yaml: unknown language "es"; want one of en, de, fr, pl`,
		},
		{
			name: "unknown file",
			file: "aliens/charaters.yaml",
			data: miniCharacters,
			want: "aliens/charaters.yaml: unknown content file; want one of aliens/characters.yaml, aliens/blips.yaml, aliens/motiontracker.yaml, aliens/endurance.yaml, aliens/missions.yaml, aliens/boards/<id>.map, marsattacks/profiles.yaml, marsattacks/abilities.yaml, marsattacks/cards.yaml, marsattacks/maps/<id>.map, marsattacks/scenarios.yaml, i18n/<lang>.yaml",
		},
		{
			name: "board name not a slug",
			file: "aliens/boards/Garage.map",
			data: "board: garage\n\n+-+\n|.|\n+-+\n",
			want: `aliens/boards/Garage.map: board file name "Garage" is not a lowercase slug (a-z, 0-9, -)`,
		},
		{
			name:  "board map error from internal/grid",
			file:  "aliens/boards/garage.map",
			data:  "board: garage\n\n+-+-+\n|.x.|\n+-+-+\n",
			want:  "aliens/boards/garage.map:4:3: unknown edge character 'x'; a vertical edge is one of ' ' | # : D ! %",
			count: 1,
		},
		{
			name:  "board id differs from its file name",
			file:  "aliens/boards/garage.map",
			data:  "board: medlab\n\n+-+\n|.|\n+-+\n",
			want:  "aliens/boards/garage.map: the map's header says board: medlab; want garage, the file's name",
			count: 1,
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			set, err := loadWith(map[string]string{tt.file: tt.data})
			if err == nil {
				t.Fatalf("Load = %v, nil; want error %q", set, tt.want)
			}
			if set != nil {
				t.Errorf("Load returned a set with its error")
			}
			got := errorStrings(t, err)
			if !slices.Contains(got, tt.want) {
				t.Errorf("errors:\n  %s\nwant among them:\n  %s", strings.Join(got, "\n  "), tt.want)
			}
			if tt.count > 0 && len(got) != tt.count {
				t.Errorf("got %d errors, want %d:\n  %s", len(got), tt.count, strings.Join(got, "\n  "))
			}
		})
	}
}

// TestLoad_CollectsAllErrors checks that one run reports problems of
// several files and several fields, sorted by file and position.
func TestLoad_CollectsAllErrors(t *testing.T) {
	chars := strings.Replace(miniCharacters, "aim: 7", "aim: 11", 1)
	chars = strings.Replace(chars, "tech: 5", "tech: 0", 1)
	profiles := strings.Replace(miniProfiles, "survive: 4+", "survive: none", 1)
	_, err := loadWith(map[string]string{charactersFile: chars, profilesFile: profiles})
	got := errorStrings(t, err)
	want := []string{
		"aliens/characters.yaml:7:12: hicks.hero.aim: 11 is out of range 1..10",
		"aliens/characters.yaml:8:13: hicks.hero.tech: 0 is out of range 1..10",
		"aliens/characters.yaml:21:13: hicks.grunt.tech: 5 is better than the hero side's 0; a hero side is at least as good as its grunt side (B.4)",
		"marsattacks/profiles.yaml:7:14: buddy.survive: every figure has this roll; want a target like 5+",
	}
	if !slices.Equal(got, want) {
		t.Errorf("errors:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
	// The list unwraps to its errors, and each is a *Error with the parts.
	var e *Error
	if !errors.As(err, &e) || e.File != charactersFile || e.Line != 7 || e.Col != 12 || e.Field != "hicks.hero.aim" {
		t.Errorf("errors.As(*Error) = %+v; want the first error's parts", e)
	}
}

func TestLoad_MissingFiles(t *testing.T) {
	_, err := Load(fstest.MapFS{"README.md": &fstest.MapFile{Data: []byte("notes")}})
	got := errorStrings(t, err)
	want := []string{
		"aliens/blips.yaml: missing file",
		"aliens/characters.yaml: missing file",
		"aliens/endurance.yaml: missing file",
		"aliens/motiontracker.yaml: missing file",
		"i18n/en.yaml: missing file",
		"marsattacks/abilities.yaml: missing file",
		"marsattacks/cards.yaml: missing file",
		"marsattacks/profiles.yaml: missing file",
		"marsattacks/scenarios.yaml: missing file",
	}
	if !slices.Equal(got, want) {
		t.Errorf("errors:\n  %s\nwant:\n  %s", strings.Join(got, "\n  "), strings.Join(want, "\n  "))
	}
}

// A broken abilities file must not drown its own error in "unknown
// ability" errors from every profile.
func TestLoad_BrokenReferencedFile(t *testing.T) {
	_, err := loadWith(map[string]string{abilitiesFile: "abilities: [\n"})
	got := errorStrings(t, err)
	if len(got) != 1 || !strings.HasPrefix(got[0], "marsattacks/abilities.yaml:") {
		t.Errorf("errors:\n  %s\nwant the one syntax error", strings.Join(got, "\n  "))
	}
}

func TestErrorList_Error(t *testing.T) {
	l := ErrorList{
		{File: "a.yaml", Line: 1, Col: 2, Field: "x.y", Msg: "bad"},
		{File: "b.yaml", Msg: "missing file"},
	}
	want := "a.yaml:1:2: x.y: bad\nb.yaml: missing file"
	if got := l.Error(); got != want {
		t.Errorf("Error() = %q; want %q", got, want)
	}
	if got := len(l.Unwrap()); got != 2 {
		t.Errorf("len(Unwrap()) = %d; want 2", got)
	}
}

func TestValidate(t *testing.T) {
	if err := Validate(Builtin()); err != nil {
		t.Fatalf("Validate(Builtin()) = %v", err)
	}
	err := Validate(layer(fstest.MapFS{charactersFile: {Data: []byte("characters: 7\n")}}, Builtin()))
	if err == nil || !strings.Contains(err.Error(), "want a sequence of entries, got integer 7") {
		t.Errorf("Validate(bad) = %v; want the type error", err)
	}
	var _ fs.FS = Builtin()
}

// fileErrorCase is one broken version of a content file and the start of
// an error its load must report.
type fileErrorCase struct{ name, data, want string }

// wantFileErrors loads each case's data as file over the built-in
// content and wants an error starting with the case's want.
func wantFileErrors(t *testing.T, file string, tests []fileErrorCase) {
	t.Helper()
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			_, err := loadWith(map[string]string{file: tc.data})
			if err == nil {
				t.Fatalf("no error; want %s", tc.want)
			}
			got := errorStrings(t, err)
			if !slices.ContainsFunc(got, func(s string) bool { return strings.HasPrefix(s, tc.want) }) {
				t.Errorf("errors:\n  %s\nwant one starting with\n  %s", strings.Join(got, "\n  "), tc.want)
			}
		})
	}
}

// editOf returns an edit of base: old replaced by new once; a test
// whose edit does not apply is broken, not passing.
func editOf(base string) func(old, new string) string {
	return func(old, new string) string {
		if !strings.Contains(base, old) {
			panic("test edit does not apply: " + old)
		}
		return strings.Replace(base, old, new, 1)
	}
}
