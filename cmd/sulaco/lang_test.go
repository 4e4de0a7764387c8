package main

import (
	"strings"
	"testing"
)

func TestEnvLang(t *testing.T) {
	tests := []struct {
		env  map[string]string
		want string
	}{
		{map[string]string{}, "en"},
		{map[string]string{"LANG": "de_DE.UTF-8"}, "de"},
		{map[string]string{"LANG": "pl_PL.UTF-8", "LC_ALL": "fr_FR.UTF-8"}, "fr"},
		{map[string]string{"LANG": "de_DE", "LC_MESSAGES": "pl"}, "pl"},
		{map[string]string{"LANG": "C.UTF-8"}, "en"},
		{map[string]string{"LANG": "ja_JP.UTF-8"}, "en"},
		{map[string]string{"LC_ALL": "POSIX", "LANG": "de_DE.UTF-8"}, "en"},
	}
	for _, tt := range tests {
		if got := envLang(func(k string) string { return tt.env[k] }); got != tt.want {
			t.Errorf("envLang(%v) = %q; want %q", tt.env, got, tt.want)
		}
	}
	if code, _, errOut := sulaco(t, "", "play", "-plain", "-lang", "xx"); code != 1 {
		t.Errorf("-lang xx: code %d: %s", code, errOut)
	}
}

// The plain client speaks the chosen language too.
func TestPlayPlainGerman(t *testing.T) {
	code, out, errOut := sulaco(t, "zz\nq\n", "play", "-plain", "-lang", "de", "-game", "pig", "-players", "human,random")
	if code != 0 {
		t.Fatalf("code %d: %s", code, errOut)
	}
	for _, want := range []string{"Platz 0:", "wähle eine Zahl von 1 bis 2", "angehalten."} {
		if got := out; !strings.Contains(got, want) {
			t.Errorf("output lacks %q:\n%s", want, out)
		}
	}
}
