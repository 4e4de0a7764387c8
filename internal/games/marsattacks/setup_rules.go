package marsattacks

import "github.com/sulaco/sulaco/internal/engine"

// Setup rules of the rulebook that are not the scenarios' own data.

// introduce logs the scenario's title and introduction (each scenario is
// a snapshot of the invasion, M.19.12; its story, S1.8, S2.8, ...).
func (g *Game) introduce() {
	if g.scen == nil {
		return
	}
	g.log.Add("mars M.19.12", engine.M("mars.scenario."+g.scen.ID+".title"), nil)
	g.log.Add("mars M.19.12", engine.M("mars.scenario."+g.scen.ID+".intro"), nil)
}

// heroPlaced reports whether a figure of hero profile pi is in the game:
// every hero is unique (M.3.3).
func (g *Game) heroPlaced(pi int) bool {
	for i := range g.st.Figs {
		if int(g.st.Figs[i].Profile) == pi {
			return true
		}
	}
	return false
}
