package marsattacks

import (
	"encoding/json"
	"strconv"
	"strings"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// [mars M.13.4] a side's view holds its own hand and never the other's.
func TestView_HiddenHands_M_13_4(t *testing.T) {
	g, err := New(DefaultOptions(), 3)
	if err != nil {
		t.Fatal(err)
	}
	for seat := engine.Spectator; seat <= 1; seat++ {
		b, _ := json.Marshal(g.View(seat))
		v := string(b)
		for s := Humans; s <= Martians; s++ {
			own := seat == engine.Seat(s)
			for _, n := range g.HandNames(s) {
				if got := strings.Contains(v, strconv.Quote(n)); got != own {
					t.Errorf("seat %d view holds %s of %s: %v; want %v", seat, n, s, got, own)
				}
			}
		}
	}
}
