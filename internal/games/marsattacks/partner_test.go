package marsattacks

import "testing"

// TestPartnerFiguresMatchSearch: the Doomed Love partner found among the
// figures of partnerFigures is the one a search of all figures finds,
// for every figure after every choice of random games of every setup
// [mars M.18.17.1].
func TestPartnerFiguresMatchSearch(t *testing.T) {
	found := 0
	playEachSetup(t, []uint64{1, 2}, func(t *testing.T, g *Game, choice int, key string) {
		if g.partnerFigs == nil {
			t.Fatal("no partner figures in a game set up from a roster")
		}
		for i := range g.st.Figs {
			got := g.findPartner(int8(i))
			pf := g.partnerFigs
			g.partnerFigs = nil
			want := g.findPartner(int8(i))
			g.partnerFigs = pf
			if got != want {
				t.Fatalf("choice %d (%s): %s's partner %d, by a search %d", choice, key, g.st.Figs[i].ID, got, want)
			}
			if got >= 0 {
				found++
			}
		}
	})
	if found == 0 {
		t.Fatal("no partner found: the test checks nothing")
	}
}
