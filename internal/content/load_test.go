package content

import (
	"errors"
	"io/fs"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"testing/fstest"
)

func writeFile(t *testing.T, dir, name, data string) {
	t.Helper()
	p := filepath.Join(dir, filepath.FromSlash(name))
	if err := os.MkdirAll(filepath.Dir(p), 0o755); err != nil {
		t.Fatal(err)
	}
	if err := os.WriteFile(p, []byte(data), 0o644); err != nil {
		t.Fatal(err)
	}
}

func TestOverlay_ReplacesAndAdds(t *testing.T) {
	dir := t.TempDir()
	builtin, err := fs.ReadFile(Builtin(), charactersFile)
	if err != nil {
		t.Fatal(err)
	}
	// Replace: a house rule making Vasquez's grunt side a worse brawler.
	chars := strings.Replace(string(builtin), "      aim: 7\n      tech: 3\n      defense: 5\n      melee: 4\n",
		"      aim: 7\n      tech: 3\n      defense: 5\n      melee: 3\n", 1)
	if chars == string(builtin) {
		t.Fatal("test edit does not apply")
	}
	writeFile(t, dir, charactersFile, chars)
	// Add: a board side and a note the loader ignores.
	writeFile(t, dir, "aliens/boards/test-corridor.map", "board: test-corridor\n\n+-+-+-+\n|. . .|\n+-+-+-+\n")
	writeFile(t, dir, "NOTES.md", "my house rules")
	writeFile(t, dir, ".git/config", "not content")

	fsys, err := Overlay(dir)
	if err != nil {
		t.Fatal(err)
	}
	s, err := Load(fsys)
	if err != nil {
		t.Fatalf("Load(overlay): %v", err)
	}
	v, _ := s.Aliens.Character("vasquez")
	if v.Grunt.Melee != 3 {
		t.Errorf("vasquez grunt melee %d; want the overlay's 3", v.Grunt.Melee)
	}
	if len(s.Aliens.Characters) != 7 || len(s.Mars.Profiles) != 18 {
		t.Errorf("overlay lost built-in entries: %d characters, %d profiles", len(s.Aliens.Characters), len(s.Mars.Profiles))
	}
	// The added board comes after the eight built-in sides (sorted by id).
	if b := s.Aliens.Boards; len(b) != 9 || b[8].ID != "test-corridor" || b[8].File != "aliens/boards/test-corridor.map" || b[8].Map.Width() != 3 {
		t.Errorf("boards %+v; want the built-in sides and the added 3-square test-corridor", b)
	}
	if s.Version == mustBuiltin(t).Version {
		t.Errorf("overlay has the built-in version %s", s.Version)
	}
}

func TestOverlay_Errors(t *testing.T) {
	if _, err := Overlay(filepath.Join(t.TempDir(), "missing")); err == nil || !errors.Is(err, fs.ErrNotExist) {
		t.Errorf("Overlay(missing dir) = %v; want a not-exist error", err)
	}
	f := filepath.Join(t.TempDir(), "file")
	writeFile(t, filepath.Dir(f), "file", "x")
	if _, err := Overlay(f); err == nil || !strings.Contains(err.Error(), "not a directory") {
		t.Errorf("Overlay(file) = %v; want not a directory", err)
	}
}

func TestLayer_FS(t *testing.T) {
	top := fstest.MapFS{"a/x.txt": {Data: []byte("top")}, "b.txt": {Data: []byte("new")}}
	base := fstest.MapFS{"a/x.txt": {Data: []byte("base")}, "a/y.txt": {Data: []byte("base")}}
	if err := fstest.TestFS(layer(top, base), "a/x.txt", "a/y.txt", "b.txt"); err != nil {
		t.Fatal(err)
	}
	if data, _ := fs.ReadFile(layer(top, base), "a/x.txt"); string(data) != "top" {
		t.Errorf("a/x.txt = %q; want top's", data)
	}
}

func TestVersion(t *testing.T) {
	base := mustBuiltin(t).Version
	again, err := Version(Builtin())
	if err != nil || again != base {
		t.Fatalf("Version(Builtin()) = %q, %v; want %q (stable)", again, err, base)
	}
	data, _ := fs.ReadFile(Builtin(), profilesFile)
	changed := []byte(strings.Replace(string(data), "hero_points: 3", "hero_points: 4", 1))
	v, err := Version(layer(fstest.MapFS{profilesFile: {Data: changed}}, Builtin()))
	if err != nil || v == base {
		t.Errorf("Version after a one-byte change = %q, %v; want a new version", v, err)
	}
	// Notes are not content: they do not change the version.
	v, _ = Version(layer(fstest.MapFS{"README.md": {Data: []byte("hi")}}, Builtin()))
	if v != base {
		t.Errorf("Version with a README = %q; want %q", v, base)
	}
	// Moving bytes between files changes the version.
	a, _ := Version(fstest.MapFS{"i18n/de.yaml": {Data: []byte("ab")}, "i18n/en.yaml": {Data: []byte("c")}})
	b, _ := Version(fstest.MapFS{"i18n/de.yaml": {Data: []byte("a")}, "i18n/en.yaml": {Data: []byte("bc")}})
	if a == b {
		t.Errorf("moving a byte between files kept the version %s", a)
	}
}

// FuzzLoad feeds arbitrary bytes as one content file: Load must never
// panic, and must return either a set or an ErrorList of well-formed
// errors. The other files are small valid ones, since the YAML parser is
// most of Load's time and the fuzzer's minimizer reruns Load many times.
func FuzzLoad(f *testing.F) {
	abilities, _ := fs.ReadFile(Builtin(), abilitiesFile)
	english, _ := fs.ReadFile(Builtin(), englishFile)
	base := fstest.MapFS{
		charactersFile: {Data: []byte(miniCharacters)},
		profilesFile:   {Data: []byte(miniProfiles)},
		abilitiesFile:  {Data: abilities},
		englishFile:    {Data: english},
	}
	base[marsScenariosFile] = &fstest.MapFile{Data: []byte(miniScenarios)}
	for _, name := range []string{blipsFile, motionTrackerFile, enduranceFile, cardsFile, "marsattacks/maps/s3.map"} {
		data, _ := fs.ReadFile(Builtin(), name)
		base[name] = &fstest.MapFile{Data: data}
	}
	if _, err := Load(base); err != nil {
		f.Fatalf("fuzz base does not load: %v", err)
	}
	targets := []string{charactersFile, profilesFile, abilitiesFile, englishFile, "i18n/de.yaml", "aliens/boards/fuzz.map"}
	f.Add(uint8(0), []byte(miniCharacters))
	f.Add(uint8(1), []byte(miniProfiles))
	f.Add(uint8(2), []byte("abilities:\n  - id: klutz\n    heroic: false\n    source: seed\n    ref: \"DE 1135-1142\"\n"))
	f.Add(uint8(3), []byte("aliens.character.hicks.name: \"Cpl. Dwayne Hicks\"\nx: {one: a, other: b}\n"))
	f.Add(uint8(4), []byte("aliens.timing.passive: \"Passiv\"\n"))
	f.Add(uint8(5), []byte("board: fuzz\nname: Fuzz\n\n+-+-+\n|.D1|\n+=+ +\n:. o \n+-+-+\n"))
	f.Add(uint8(0), []byte("characters:\n  - &a {id: x}\n  - *a\n"))
	f.Add(uint8(3), []byte("a: !!binary aGk=\n---\nb: [1, {c: d}]\n"))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		name := targets[int(which)%len(targets)]
		s, err := Load(layer(fstest.MapFS{name: {Data: data}}, base))
		if err == nil {
			if s == nil || s.Version == "" {
				t.Fatalf("Load = %v, nil", s)
			}
			return
		}
		if s != nil {
			t.Fatal("Load returned a set with an error")
		}
		var list ErrorList
		if !errors.As(err, &list) || len(list) == 0 {
			t.Fatalf("error %v (%T) is not a non-empty ErrorList", err, err)
		}
		for _, e := range list {
			if e.File == "" || e.Msg == "" || e.Line < 0 || e.Col < 0 {
				t.Fatalf("malformed error %+v", *e)
			}
		}
	})
}
