package content

import (
	"bytes"
	"io/fs"
	"slices"
	"testing"
)

// loadFiles runs Load's work on the given files only: each decoded and
// checked alone, then the checks across them. It skips reading a tree and
// the files a fuzzed file does not need, so a fuzzer runs it thousands of
// times a second (Load over the whole content runs a few dozen).
func loadFiles(files ...file) ErrorList {
	errs := &problems{}
	l := &loader{errs: errs, set: &Set{}, catalogs: make(map[string]*messages)}
	for _, f := range files {
		l.load(f)
	}
	l.crossCheck()
	return errs.list
}

// fuzzTargets are the content files FuzzLoadFile writes, by the fuzzer's
// first argument.
var fuzzTargets = []string{charactersFile, profilesFile, abilitiesFile, englishFile, "i18n/de.yaml",
	"aliens/boards/fuzz.map", blipsFile, motionTrackerFile, enduranceFile, cardsFile, "marsattacks/maps/fuzz.map", marsScenariosFile}

// FuzzLoadFile feeds arbitrary bytes as any one content file: decoding
// and checking it never panics, and every error is well formed. Run:
// go test ./internal/content -run XXX -fuzz FuzzLoadFile -parallel 1
func FuzzLoadFile(f *testing.F) {
	for i, name := range fuzzTargets {
		if data, err := fs.ReadFile(Builtin(), name); err == nil {
			f.Add(uint8(i), firstLines(data, 3000)) // short inputs keep it fast
		}
	}
	f.Add(uint8(0), []byte(miniCharacters))
	f.Add(uint8(1), []byte(miniProfiles))
	f.Add(uint8(5), []byte("board: fuzz\nname: Fuzz\n\n+-+-+\n|.D1|\n+=+ +\n:. o \n+-+-+\n"))
	f.Add(uint8(0), []byte("characters:\n  - &a {id: x}\n  - *a\n"))
	f.Add(uint8(3), []byte("a: !!binary aGk=\n---\nb: [1, {c: d}]\n"))
	f.Fuzz(func(t *testing.T, which uint8, data []byte) {
		name := fuzzTargets[int(which)%len(fuzzTargets)]
		for _, e := range loadFiles(file{name, data}) {
			if e.File == "" || e.Msg == "" || e.Line < 0 || e.Col < 0 {
				t.Fatalf("malformed error %+v", *e)
			}
		}
	})
}

// firstLines is data cut after the last whole line within most bytes.
func firstLines(data []byte, most int) []byte {
	if len(data) <= most {
		return data
	}
	data = data[:most]
	if i := bytes.LastIndexByte(data, '\n'); i >= 0 {
		data = data[:i+1]
	}
	return data
}

// maxFuzzMissions is the most of an input FuzzMissionsFile reads.
const maxFuzzMissions = 4096

// FuzzMissionsFile feeds arbitrary bytes as missions.yaml beside the
// built-in boards and Motion Tracker cards (decoded once): decoding, the
// layouts and the checks never panic.
func FuzzMissionsFile(f *testing.F) {
	set, err := Load(Builtin())
	if err != nil {
		f.Fatal(err)
	}
	f.Add([]byte(miniMissions)) // one mission: each costs its layout

	f.Add([]byte("missions:\n  - id: x\n    boards: [{board: colony-1, col: 250, row: 250, rotate: 270}]\n    spawn_points: {1: ZZZ9999, 0x2: A1}\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		// A few missions are enough to reach every check; the fuzzer grows
		// inputs to 15 KB (thirty missions, 130 ms each), and minimizing
		// those stalled it for minutes at a time.
		data = data[:min(len(data), maxFuzzMissions)]
		errs := &problems{}
		l := &loader{errs: errs, set: &Set{}, catalogs: make(map[string]*messages)}
		l.set.Aliens.Boards = slices.Clone(set.Aliens.Boards)
		l.mt = decoded[MTCard]{present: true, clean: true, entries: set.Aliens.MotionTracker}
		l.load(file{missionsFile, data})
		l.checkMissions()
		for _, e := range errs.list {
			if e.File == "" || e.Msg == "" {
				t.Fatalf("malformed error %+v", *e)
			}
		}
	})
}

// maxFuzzScenarios is the most of an input FuzzMarsScenariosFile reads:
// the YAML parser's time grows faster than the input (67 us for 1 KB of
// scenarios, 4.5 ms for 4 KB), and minimizing long inputs stalls the
// fuzzer.
const maxFuzzScenarios = 2048

// FuzzMarsScenariosFile feeds arbitrary bytes as scenarios.yaml beside the
// built-in profiles and maps (loaded once): decoding and the checks never
// panic, and every error is well formed. Run:
// go test ./internal/content -run XXX -fuzz FuzzMarsScenariosFile -parallel 1
func FuzzMarsScenariosFile(f *testing.F) {
	set, err := Load(Builtin())
	if err != nil {
		f.Fatal(err)
	}
	// The built-in file's first scenarios, without its header comments.
	builtin, _ := fs.ReadFile(Builtin(), marsScenariosFile)
	_, entries, _ := bytes.Cut(builtin, []byte("scenarios:\n"))
	f.Add(append([]byte("scenarios:\n"), firstLines(entries, maxFuzzScenarios/2)...))
	f.Add([]byte(miniMarsScenarios))
	f.Add([]byte("scenarios:\n  - id: x\n    map: s7\n    humans: {zone: '?', force: [99 joe, 2 2]}\n    groups: [{side: martians, zones: [X, X], force: []}]\n    rules: [uplink, uplink]\n    first: roll\n"))
	f.Fuzz(func(t *testing.T, data []byte) {
		data = data[:min(len(data), maxFuzzScenarios)]
		errs := &problems{}
		l := &loader{errs: errs, set: &Set{}, catalogs: make(map[string]*messages)}
		l.set.Mars.Maps = set.Mars.Maps
		l.profiles = decoded[Profile]{present: true, clean: true, entries: set.Mars.Profiles}
		l.load(file{marsScenariosFile, data})
		l.checkMarsScenarios()
		for _, e := range errs.list {
			if e.File == "" || e.Msg == "" || e.Line < 0 || e.Col < 0 {
				t.Fatalf("malformed error %+v", *e)
			}
		}
	})
}
