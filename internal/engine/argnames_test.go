package engine

import (
	"reflect"
	"testing"
)

// TestArgNamesFindsEveryNamedArgument: names are collected from messages
// nested anywhere a frame holds them (events, a decision's options, a
// view's fields and maps), names of names included, unnamed arguments
// and unexported fields left out.
func TestArgNamesFindsEveryNamedArgument(t *testing.T) {
	RegisterArgNamer("argtest.", func(key string, a Arg) ([]Msg, bool) {
		switch a.Name {
		case "figure":
			return []Msg{M("argtest.figure", "profile", a.Value)}, true
		case "profile":
			return []Msg{{Key: "argtest.profile." + a.Value}}, true
		}
		return nil, false
	})
	type panel struct {
		Lines  map[string][]Msg
		hidden Msg
	}
	events := []Event{{Msg: M("argtest.moved", "figure", "us-1", "to", "C4")}}
	dec := &Decision{Prompt: M("argtest.which"), Options: []Option{{Key: "a", Msg: M("argtest.pick", "figure", "us-2")}}}
	view := panel{Lines: map[string][]Msg{"x": {M("argtest.seen", "profile", "ray")}}, hidden: M("argtest.seen", "profile", "secret")}
	got := ArgNames(events, dec, view, nil)
	want := map[string][]Msg{
		"argtest.moved|figure|us-1":   {M("argtest.figure", "profile", "us-1")},
		"argtest.figure|profile|us-1": {{Key: "argtest.profile.us-1"}},
		"argtest.pick|figure|us-2":    {M("argtest.figure", "profile", "us-2")},
		"argtest.figure|profile|us-2": {{Key: "argtest.profile.us-2"}},
		"argtest.seen|profile|ray":    {{Key: "argtest.profile.ray"}},
	}
	if !reflect.DeepEqual(got, want) {
		t.Errorf("ArgNames = %v, want %v", got, want)
	}
	if ArgNames([]Event{{Msg: M("nonamer.x", "a", "b")}}) != nil {
		t.Error("names for a message no namer names")
	}
}
