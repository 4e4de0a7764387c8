package aliens

import (
	"math"
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// Odds implements engine.OddsTeller for the attack options of the pending
// decision: "attack:<weapon>:<alien>", "fullauto:<alien>",
// "second:<alien>" and "area:<weapon>:<square>". The chances are exact
// for the roll about to be made: one Marine die (D10, A.8) against the
// Aim Dial or the weapon's always-hits number (K.4, K.5), the lowest of
// two for the M56 Smart Gun (K.14); a hit kills a lone Alien and only a
// token of a swarm (K.6). An area attack rolls once per model, token,
// Blip and Character in the area (K.11): Kill is the chance that at least
// one Alien model dies (all its tokens and then it hit, K.11.1), Friendly
// that at least one Character does (K.11.3). Re-rolls and Full Auto's
// later shots are choices made after the roll and not counted.
func (g *Game) Odds(key string) (engine.Odds, bool) {
	d := g.Pending()
	if d == nil || d.Find(key) < 0 || len(g.st.Stack) == 0 {
		return engine.Odds{}, false
	}
	f := &g.st.Stack[len(g.st.Stack)-1]
	ch := f.Char
	verb, arg, _ := strings.Cut(key, ":")
	switch verb {
	case "attack":
		wk, ak, _ := strings.Cut(arg, ":")
		w, ok := g.rules.Deck.cardByKey(wk)
		if !ok || !strings.HasPrefix(ak, "a") {
			return engine.Odds{}, false
		}
		return g.singleOdds(ch, w, atoi(ak[1:]))
	case "fullauto", "second":
		if !strings.HasPrefix(arg, "a") || f.Kind != kAttack {
			return engine.Odds{}, false
		}
		return g.singleOdds(ch, f.Card, atoi(arg[1:]))
	case "area":
		wk, sq, _ := strings.Cut(arg, ":")
		w, ok := g.rules.Deck.cardByKey(wk)
		if !ok || g.board == nil {
			return engine.Odds{}, false
		}
		s, err := g.board.Lookup(sq)
		if err != nil {
			return engine.Odds{}, false
		}
		return g.areaOdds(ch, w, g.areaTargets(int(s))), true
	}
	return engine.Odds{}, false
}

// hitChance is the chance that one attack roll of ch with weapon w hits:
// the lowest of the weapon's dice (K.14) at most the Aim Dial or the
// always-hits number (K.4, K.5).
func (g *Game) hitChance(ch CharID, w int) float64 {
	def := g.rules.Deck.cardDef(w)
	t := min(10, max(g.st.Chars[ch].Aim, def.AlwaysHitsOn))
	return 1 - math.Pow(float64(10-t)/10, float64(max(1, def.Dice)))
}

func (g *Game) singleOdds(ch CharID, w, id int) (engine.Odds, bool) {
	i := g.alienIndex(id)
	if i < 0 {
		return engine.Odds{}, false
	}
	p := g.hitChance(ch, w)
	o := engine.Odds{Hit: p}
	if g.st.Aliens[i].Tokens == 0 {
		o.Kill = p
	}
	return o, true
}

func (g *Game) areaOdds(ch CharID, w int, targets []areaTarget) engine.Odds {
	p := g.hitChance(ch, w)
	allLive, noneHit := 1.0, 1.0
	for _, t := range targets {
		switch {
		case t.Alien != 0:
			if i := g.alienIndex(t.Alien); i >= 0 {
				allLive *= 1 - math.Pow(p, float64(1+g.st.Aliens[i].Tokens))
			}
		case !t.Blip:
			noneHit *= 1 - p
		}
	}
	return engine.Odds{Hit: p, Kill: 1 - allLive, Friendly: 1 - noneHit}
}

// Hazards implements engine.Hazards: the squares in the arc and Line of
// Sight of a Sentry Gun with shots left, where any model that steps in
// is shot at (T.2, T.3, T.6); a shot hits on 7 or less on the lower of
// two Marine dice (T.4): 91%.
func (g *Game) Hazards() []string {
	if g.board == nil {
		return nil
	}
	var out []string
	for s := range g.board.Len() {
		for i := range g.st.Sentries {
			if sg := &g.st.Sentries[i]; sg.Ammo > 0 && g.inArc(sg, s) {
				out = append(out, g.squareName(s))
				break
			}
		}
	}
	return out
}
