package bot

import (
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

func TestNew(t *testing.T) {
	d := &engine.Decision{Options: []engine.Option{{Key: "a"}, {Key: "b"}, {Key: "c"}}}
	for _, name := range Names() {
		b, err := New(name, "pig", 1)
		if err != nil {
			t.Fatalf("New(%q): %v", name, err)
		}
		if k := b.Choose(nil, d); d.Find(k) < 0 {
			t.Fatalf("%s chose %q, not an option", name, k)
		}
	}
	if _, err := New("genius", "pig", 1); err == nil {
		t.Fatal("an unknown bot was made")
	}
}

func TestRandomCoversOptions(t *testing.T) {
	d := &engine.Decision{Options: []engine.Option{{Key: "a"}, {Key: "b"}, {Key: "c"}}}
	b := NewRandom(7)
	seen := map[string]int{}
	for range 300 {
		seen[b.Choose(nil, d)]++
	}
	for _, k := range []string{"a", "b", "c"} {
		if seen[k] < 60 {
			t.Errorf("option %s chosen %d times in 300", k, seen[k])
		}
	}
	if (First{}).Choose(nil, d) != "a" {
		t.Error("First did not take the first option")
	}
}
