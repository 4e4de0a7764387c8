package aliens

// Rule functions the tests compare the fast production code with: the
// rule as the rulebook says it, kept here because play asks it in other
// words (masks, appended lists).

// targets lists the Aliens ch may attack with weapon w: in Line of Sight
// (K.1, K.2: through Aliens, not through standing Characters) and, for a
// CLOSE weapon with a range, within it (K.12; Ithaca: three spaces).
// Without a board every Alien is a target.
func (g *Game) targets(ch CharID, w int) []Alien { return g.appendTargets(nil, ch, w) }

// techTest rolls one Marine die: at most the Character's Tech passes
// (J.2).
func (g *Game) techTest(ch CharID) bool { return g.techRoll(ch, "J.2") <= g.side(ch).Tech }
