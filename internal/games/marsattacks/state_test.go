package marsattacks

import (
	"reflect"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// unhashed are the fields of state Hash leaves out, each a value that
// follows from the hashed ones or from the play that led to it.
var unhashed = map[string]bool{"OutRule": true, "OutMsg": true, "HandSums": true, "MarkerSquares": true, "BonusOut": true}

// TestStateIsHashedAndCloned guards the split of Game into state and
// memo: every field of state, and every field of the types in it, is
// hashed (exported, not left out by a tag) unless it is one of the
// derived values listed in unhashed; state holds no pointer, map or
// interface a clone could share; and at every choice of random games of
// every setup, no slice of a clone's state shares its array with the
// original's, so that playing the clone cannot write the original.
func TestStateIsHashedAndCloned(t *testing.T) {
	st := reflect.TypeFor[state]()
	for i := range st.NumField() {
		f := st.Field(i)
		if !f.IsExported() {
			t.Errorf("state.%s: unexported, so neither hashed nor seen by this test", f.Name)
		}
		if f.Tag.Get("json") == "-" != unhashed[f.Name] {
			t.Errorf("state.%s: tagged %q; the fields Hash leaves out are %v", f.Name, f.Tag.Get("json"), unhashed)
		}
		if !unhashed[f.Name] {
			checkHashable(t, "state."+f.Name, f.Type, map[reflect.Type]bool{})
		}
	}
	for _, sc := range goldenScenarios() {
		o := DefaultOptions()
		o.Scenario = sc
		g, err := New(o, 3)
		if err != nil {
			t.Fatal(err)
		}
		rng := engine.NewRNG(3)
		for n := 0; n < 400 && g.Pending() != nil; n++ {
			c := g.Clone().(*Game)
			checkUnshared(t, sc, "state", reflect.ValueOf(&g.st).Elem(), reflect.ValueOf(&c.st).Elem())
			if t.Failed() {
				return
			}
			d := g.Pending()
			if err := g.Apply(d.Seat, d.Options[rng.IntN(len(d.Options))].Key); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// checkHashable fails on a field below name that JSON leaves out, and
// on a kind of value a copy of the state would share.
func checkHashable(t *testing.T, name string, ty reflect.Type, seen map[reflect.Type]bool) {
	t.Helper()
	if seen[ty] {
		return
	}
	seen[ty] = true
	switch ty.Kind() {
	case reflect.Pointer, reflect.Map, reflect.Interface, reflect.Func, reflect.Chan, reflect.UnsafePointer:
		t.Errorf("%s: a %s in the state would be shared by a clone", name, ty.Kind())
	case reflect.Slice, reflect.Array:
		checkHashable(t, name+"[]", ty.Elem(), seen)
	case reflect.Struct:
		if _, ok := reflect.New(ty).Interface().(interface{ MarshalJSON() ([]byte, error) }); ok {
			return // encodes itself
		}
		for i := range ty.NumField() {
			f := ty.Field(i)
			if !f.IsExported() || f.Tag.Get("json") == "-" {
				t.Errorf("%s.%s: not hashed (unexported or tagged out)", name, f.Name)
				continue
			}
			checkHashable(t, name+"."+f.Name, f.Type, seen)
		}
	}
}

// checkUnshared fails where a non-empty slice of b uses the array of the
// same slice of a.
func checkUnshared(t *testing.T, sc, name string, a, b reflect.Value) {
	t.Helper()
	switch a.Kind() {
	case reflect.Slice:
		if a.Len() > 0 && a.Pointer() == b.Pointer() {
			t.Errorf("%s: a clone shares %s", sc, name)
			return
		}
		for i := range a.Len() {
			checkUnshared(t, sc, name+"[]", a.Index(i), b.Index(i))
		}
	case reflect.Array:
		for i := range a.Len() {
			checkUnshared(t, sc, name+"[]", a.Index(i), b.Index(i))
		}
	case reflect.Struct:
		for i := range a.NumField() {
			checkUnshared(t, sc, name+"."+a.Type().Field(i).Name, a.Field(i), b.Field(i))
		}
	}
}
