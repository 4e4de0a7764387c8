package rulebook

import (
	"strings"
	"testing"
)

// TestEveryRuleIsCited is "every rule a test": each numbered rule of the
// specs' engine sections must be cited by at least one test in the module.
func TestEveryRuleIsCited(t *testing.T) {
	cited, err := Cited("../..")
	if err != nil {
		t.Fatal(err)
	}
	for _, b := range Books() {
		var missing []string
		for _, id := range b.IDs {
			if !cited[b.Tag][id] {
				missing = append(missing, id)
			}
		}
		if len(missing) > 0 {
			t.Errorf("%d of %d %s rules cited by no test: %s", len(missing), len(b.IDs), b.Tag, strings.Join(missing, " "))
		}
	}
}

func TestCitationForms(t *testing.T) {
	tests := []struct {
		text string
		want []string
	}{
		{"// [aliens F.5.3]", []string{"F.5.3"}},
		{`t.Run("[mars S1.1, S1.2; M.6.8]")`, []string{"S1.1", "S1.2", "M.6.8"}},
		{"[aliens K.4 example]", []string{"K.4"}},
		{"// [mars M.4.14, S1.4,\n// S10.10] first turns", []string{"M.4.14", "S1.4", "S10.10"}},
	}
	for _, tt := range tests {
		var got []string
		for _, m := range citation.FindAllStringSubmatch(tt.text, -1) {
			got = append(got, ids(m[2])...)
		}
		if strings.Join(got, " ") != strings.Join(tt.want, " ") {
			t.Errorf("%q: got %v, want %v", tt.text, got, tt.want)
		}
	}
}

func TestBooksParse(t *testing.T) {
	for _, b := range Books() {
		if len(b.IDs) < 200 {
			t.Errorf("%s: only %d rule ids; the list lost lines", b.Tag, len(b.IDs))
		}
	}
}
