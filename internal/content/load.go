package content

import (
	"cmp"
	"crypto/sha256"
	"embed"
	"encoding/binary"
	"encoding/hex"
	"errors"
	"fmt"
	"github.com/sulaco/sulaco/internal/i18n"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"
	"sync"
)

//go:embed data
var embedded embed.FS

// Builtin returns the content shipped inside the binary.
func Builtin() fs.FS {
	sub, err := fs.Sub(embedded, "data")
	if err != nil {
		// fs.Sub fails only on an invalid path, and "data" is valid.
		panic(err)
	}
	return sub
}

// BuiltinSet is the built-in content loaded once and shared by everything
// that plays on it (the games' rules, the bots' knowledge, the commands
// and the server without -content): one Layout per mission board, so one
// Line of Sight table per board, filled once for the games and the bots
// alike. Nobody writes a Set after loading; a caller that wants to change
// one loads its own.
func BuiltinSet() (*Set, error) { return builtinSet() }

var builtinSet = sync.OnceValues(func() (*Set, error) { return Load(Builtin()) })

// Overlay layers the directory dir over the built-in content: a file in dir
// replaces the built-in file with the same path, and files only in dir are
// added. This is what `--content DIR` loads.
func Overlay(dir string) (fs.FS, error) {
	fi, err := os.Stat(dir)
	if err != nil {
		return nil, fmt.Errorf("content: overlay: %w", err)
	}
	if !fi.IsDir() {
		return nil, fmt.Errorf("content: overlay %s: not a directory", dir)
	}
	return layer(os.DirFS(dir), Builtin()), nil
}

// Set is the loaded, validated content of both games.
type Set struct {
	// Version is a short hash of every content file's path and bytes. Saved
	// games record it: the same choices replayed against other content may
	// lead elsewhere.
	Version string
	Aliens  Aliens
	Mars    Mars

	catalogs []Catalog
}

// Catalogs returns the translation files, sorted by language. The slices
// are copies; changing them changes nothing in the Set.
func (s *Set) Catalogs() []Catalog {
	out := make([]Catalog, len(s.catalogs))
	for i, c := range s.catalogs {
		out[i] = Catalog{Lang: c.Lang, Name: c.Name, Data: slices.Clone(c.Data)}
	}
	return out
}

// Text is the message catalog: the built-in texts of every language
// with this content's translation files (names of Characters, cards,
// profiles) added.
func (s *Set) Text() (*i18n.Catalog, error) {
	files := make([]i18n.File, len(s.catalogs))
	for i, c := range s.catalogs {
		files[i] = i18n.File{Lang: c.Lang, Name: c.Name, Data: c.Data}
	}
	return i18n.New(files...)
}

// Validate loads fsys and reports every problem: the check behind
// `sulaco content validate [DIR]`. A non-nil error is an ErrorList unless
// fsys itself could not be read.
func Validate(fsys fs.FS) error {
	_, err := Load(fsys)
	return err
}

// Version returns the content version of fsys without validating it.
func Version(fsys fs.FS) (string, error) {
	if fsys == nil {
		return "", errors.New("content: version: nil file system")
	}
	files, errs := readTree(fsys)
	if len(errs.list) > 0 {
		return "", errs.list.sort()
	}
	return version(files), nil
}

// The files Load knows. Files are matched by path; anything else is an
// error (a misspelt name would otherwise be silently ignored) except
// hidden files and Markdown notes.
const (
	charactersFile = "aliens/characters.yaml"
	boardsDir      = "aliens/boards"
	profilesFile   = "marsattacks/profiles.yaml"
	abilitiesFile  = "marsattacks/abilities.yaml"
	cardsFile      = "marsattacks/cards.yaml"
	i18nDir        = "i18n"
	englishFile    = "i18n/en.yaml"
)

func knownFiles() string {
	return strings.Join([]string{charactersFile, blipsFile, motionTrackerFile, enduranceFile, missionsFile, boardsDir + "/<id>.map", profilesFile, abilitiesFile, cardsFile, marsMapsDir + "/<id>.map", marsScenariosFile, i18nDir + "/<lang>.yaml"}, ", ")
}

type file struct {
	path string
	data []byte
}

// readTree reads every content file of fsys, sorted by path.
func readTree(fsys fs.FS) ([]file, *problems) {
	errs := &problems{}
	var files []file
	err := fs.WalkDir(fsys, ".", func(p string, d fs.DirEntry, err error) error {
		if err != nil {
			errs.add(p, pos{}, "", "cannot read: %v", unwrapPath(err))
			if d != nil && d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if p != "." && strings.HasPrefix(d.Name(), ".") {
			if d.IsDir() {
				return fs.SkipDir
			}
			return nil
		}
		if d.IsDir() || path.Ext(p) == ".md" {
			return nil
		}
		data, err := fs.ReadFile(fsys, p)
		if err != nil {
			errs.add(p, pos{}, "", "cannot read: %v", unwrapPath(err))
			return nil
		}
		files = append(files, file{path: p, data: data})
		return nil
	})
	if err != nil {
		errs.add(".", pos{}, "", "cannot read: %v", err)
	}
	slices.SortFunc(files, func(a, b file) int { return cmp.Compare(a.path, b.path) })
	return files, errs
}

// unwrapPath drops the *fs.PathError wrapper: the path is already in front.
func unwrapPath(err error) error {
	var pe *fs.PathError
	if errors.As(err, &pe) {
		return pe.Err
	}
	return err
}

// version hashes the sorted files; each is framed by its path and length
// so that moving bytes between files changes the hash.
func version(files []file) string {
	h := sha256.New()
	var n [8]byte
	for _, f := range files {
		h.Write([]byte(f.path))
		h.Write([]byte{0})
		binary.BigEndian.PutUint64(n[:], uint64(len(f.data)))
		h.Write(n[:])
		h.Write(f.data)
	}
	return hex.EncodeToString(h.Sum(nil))[:12]
}

// LoadDir loads the built-in content with directory dir layered over it
// (Overlay, then Load).
func LoadDir(dir string) (*Set, error) {
	fsys, err := Overlay(dir)
	if err != nil {
		return nil, err
	}
	return Load(fsys)
}

// Load reads every file of fsys, decodes it strictly (unknown fields, wrong
// types and duplicate keys or ids are errors), validates the content within
// and across files, and returns the typed Set. On any problem it returns
// nil and an ErrorList holding all of them. It never panics, whatever fsys
// holds.
func Load(fsys fs.FS) (*Set, error) {
	if fsys == nil {
		return nil, errors.New("content: load: nil file system")
	}
	files, errs := readTree(fsys)
	l := &loader{errs: errs, set: &Set{Version: version(files)}, catalogs: make(map[string]*messages)}
	for _, f := range files {
		l.load(f)
	}
	l.crossCheck()
	if len(errs.list) > 0 {
		return nil, errs.list.sort()
	}
	set := l.set
	set.Aliens.Characters = sortByID(l.chars.entries, func(c Character) string { return c.ID })
	set.Mars.Profiles = sortByID(l.profiles.entries, func(p Profile) string { return p.ID })
	set.Mars.Abilities = sortByID(l.abilities.entries, func(a MarsAbility) string { return a.ID })
	set.Mars.Cards = sortByID(l.cards.entries, func(c MarsCard) string { return c.ID })
	set.Aliens.Blips = sortByID(l.blips.entries, func(b Blip) string { return b.ID })
	set.Aliens.MotionTracker = sortByID(l.mt.entries, func(c MTCard) string { return c.ID })
	set.Aliens.Endurance = l.endurance.entries
	set.Aliens.Missions = sortByID(l.missions.entries, func(m Mission) string { return m.ID })
	set.Aliens.Boards = sortByID(set.Aliens.Boards, func(b Board) string { return b.ID })
	set.Mars.Maps = sortByID(set.Mars.Maps, func(m MarsMap) string { return m.ID })
	set.Mars.Scenarios = sortByID(l.scenarios.entries, func(s MarsScenario) string { return s.ID })
	slices.SortFunc(set.catalogs, func(a, b Catalog) int { return cmp.Compare(a.Lang, b.Lang) })
	return set, nil
}

// loader holds one Load's files between decoding and the checks across
// files.
type loader struct {
	errs      *problems
	set       *Set
	chars     decoded[Character]
	blips     decoded[Blip]
	mt        decoded[MTCard]
	endurance decoded[EnduranceCard]
	missions  decoded[Mission]
	profiles  decoded[Profile]
	abilities decoded[MarsAbility]
	cards     decoded[MarsCard]
	scenarios decoded[MarsScenario]
	catalogs  map[string]*messages // by language
}

// decoded is one list file after decoding.
type decoded[T any] struct {
	present bool       // the file exists
	clean   bool       // it decoded without errors, so references into it can be checked
	entries []T        // in file order
	labels  []string   // field-path label of each entry: its id, or "key[i]"
	v       *validator // nil when the file is not valid YAML
}

// decodeFile decodes the list under key and, when the file is valid YAML,
// runs check (if any) on its entries: the checks that need only this file.
func decodeFile[T any](f file, key string, errs *problems, check func(v *validator, entries []T, labels []string)) decoded[T] {
	before := len(errs.list)
	out := decoded[T]{present: true}
	d := newDecoder(f.path, errs)
	if body := d.parseDocument(f.data, fmt.Sprintf("a mapping with the key %q", key)); body != nil {
		out.entries, out.labels = decodeList[T](d, body, key)
		out.v = &validator{d: d}
		if check != nil {
			check(out.v, out.entries, out.labels)
		}
	}
	out.clean = len(errs.list) == before
	return out
}

// load decodes one file and runs the checks that need only that file.
func (l *loader) load(f file) {
	dir, name := path.Split(f.path)
	switch {
	case f.path == charactersFile:
		l.chars = decodeFile(f, "characters", l.errs, (*validator).checkCharacters)
	case f.path == blipsFile:
		l.blips = decodeFile(f, "blips", l.errs, (*validator).checkBlips)
	case f.path == motionTrackerFile:
		l.mt = decodeFile(f, "cards", l.errs, (*validator).checkMotionTracker)
	case f.path == enduranceFile:
		l.endurance = decodeFile(f, "cards", l.errs, (*validator).checkEndurance)
	case f.path == missionsFile:
		l.missions = decodeFile[Mission](f, "missions", l.errs, nil)
	case dir == boardsDir+"/" && path.Ext(name) == ".map":
		if b := loadBoard(f.path, f.data, l.errs); b != nil {
			l.set.Aliens.Boards = append(l.set.Aliens.Boards, *b)
		}
	case isMarsMapFile(f.path):
		if m := loadMarsMap(f.path, f.data, l.errs); m != nil {
			l.set.Mars.Maps = append(l.set.Mars.Maps, *m)
		}
	case f.path == profilesFile:
		l.profiles = decodeFile[Profile](f, "profiles", l.errs, nil)
	case f.path == abilitiesFile:
		l.abilities = decodeFile(f, "abilities", l.errs, (*validator).checkMarsAbilities)
	case f.path == cardsFile:
		l.cards = decodeFile(f, "cards", l.errs, (*validator).checkCards)
	case f.path == marsScenariosFile:
		l.scenarios = decodeFile[MarsScenario](f, "scenarios", l.errs, nil)
	case dir == i18nDir+"/" && path.Ext(name) == ".yaml":
		lang := strings.TrimSuffix(name, ".yaml")
		if !slices.Contains(catalogLangs(), lang) {
			l.errs.add(f.path, pos{}, "", "unknown language %q; want one of %s", lang, strings.Join(catalogLangs(), ", "))
			return
		}
		l.catalogs[lang] = decodeCatalog(newDecoder(f.path, l.errs), f.data)
		l.set.catalogs = append(l.set.catalogs, Catalog{Lang: lang, Name: f.path, Data: f.data})
	default:
		l.errs.add(f.path, pos{}, "", "unknown content file; want one of %s", knownFiles())
	}
}

// crossCheck runs the checks that span files: required files, references
// from profiles to abilities, and the English text of every message key.
func (l *loader) crossCheck() {
	_, haveEnglish := l.catalogs["en"]
	for _, req := range []struct {
		present bool
		file    string
	}{{l.chars.present, charactersFile}, {l.blips.present, blipsFile}, {l.mt.present, motionTrackerFile}, {l.endurance.present, enduranceFile}, {l.profiles.present, profilesFile}, {l.abilities.present, abilitiesFile}, {l.cards.present, cardsFile}, {l.scenarios.present, marsScenariosFile}, {haveEnglish, englishFile}} {
		if !req.present {
			l.errs.add(req.file, pos{}, "", "missing file")
		}
	}
	if v := l.profiles.v; v != nil {
		// References into a broken abilities file would only repeat its
		// errors; nil abilities skips them.
		var known []MarsAbility
		if l.abilities.clean {
			known = l.abilities.entries
		}
		v.checkProfiles(l.profiles.entries, l.profiles.labels, known)
	}

	l.checkMissions()
	l.checkMarsScenarios()

	en := l.catalogs["en"]
	if en == nil {
		return // missing or not YAML: reported already
	}
	if v := l.chars.v; v != nil {
		v.checkCharacterKeys(l.chars.entries, l.chars.labels, en)
	}
	if v := l.mt.v; v != nil {
		v.checkMotionTrackerKeys(l.mt.entries, l.mt.labels, en)
	}
	if v := l.endurance.v; v != nil {
		v.checkEnduranceKeys(l.endurance.entries, l.endurance.labels, en)
	}
	if v := l.profiles.v; v != nil {
		for i, p := range l.profiles.entries {
			v.needKey(l.profiles.labels[i]+".id", p.ID, p.NameKey(), en)
		}
	}
	if v := l.abilities.v; v != nil {
		for i, a := range l.abilities.entries {
			v.needKey(l.abilities.labels[i]+".id", a.ID, a.NameKey(), en)
			v.needKey(l.abilities.labels[i]+".id", a.ID, a.TextKey(), en)
		}
	}
	if v := l.cards.v; v != nil {
		v.checkCardKeys(l.cards.entries, l.cards.labels, en)
	}
	for _, lang := range catalogLangs()[1:] {
		checkTranslations(en, l.catalogs[lang])
	}
}

// sortByID orders entries by id so that the order of a file (or of an
// overlay's file) never leaks into game data.
func sortByID[T any](s []T, id func(T) string) []T {
	slices.SortStableFunc(s, func(a, b T) int { return cmp.Compare(id(a), id(b)) })
	return s
}

// validator checks decoded entries of one file, reporting at the positions
// its decoder recorded.
type validator struct {
	d *decoder
}

// errorf reports a problem at path, unless decoding path (or the mapping
// holding it) already failed.
func (v *validator) errorf(path, format string, args ...any) {
	if v.isBad(path) {
		return
	}
	v.d.errs.add(v.d.file, v.d.posOf(path), path, format, args...)
}

// isBad reports whether path or one of its parents failed to decode.
func (v *validator) isBad(path string) bool {
	for {
		if v.d.bad[path] {
			return true
		}
		i := strings.LastIndexAny(path, ".[")
		if i < 0 {
			return false
		}
		path = path[:i]
	}
}

func (v *validator) inRange(path string, val, lo, hi int) {
	if val < lo || val > hi {
		v.errorf(path, "%d is out of range %d..%d", val, lo, hi)
	}
}

// checkID reports an id that is present but not a slug; a missing id is
// already reported by the decoder.
func (v *validator) checkID(label, id string) {
	if id != "" && !isSlug(id) {
		v.errorf(label+".id", "%s is not a lowercase slug (a-z, 0-9, single hyphens)", quoteShort(id))
	}
}

// needKey reports a message key missing from the English catalog at path,
// the field that implies the key. Keys of a bad id are not checked: the id
// is reported already.
func (v *validator) needKey(path, id, key string, en *messages) {
	if isSlug(id) && !en.has(key) {
		v.errorf(path, "missing English text; add %s to %s", key, englishFile)
	}
}

func (v *validator) checkCharacterKeys(chars []Character, labels []string, en *messages) {
	for i := range chars {
		c := &chars[i]
		v.needKey(labels[i]+".id", c.ID, c.NameKey(), en)
		for _, side := range []string{"hero", "grunt"} {
			for j := range c.Side(side == "hero").Abilities {
				a := &c.Side(side == "hero").Abilities[j]
				path := index(labels[i]+"."+side+".abilities", j)
				v.needKey(path+".id", a.ID, a.TextKey(), en)
				if a.Timing != "" {
					v.needKey(path+".timing", "timing", a.Timing.LabelKey(), en)
				}
			}
		}
	}
}
