package marsattacks

import "github.com/sulaco/sulaco/internal/engine"

// PublicOption implements engine.Projector: a card is played face up and
// discarded in the open (M.13.4: secret "until played or
// discarded"; M.4.17), and every other choice is made in the
// open, so the others learn each option as it is. The leak check of the
// random games holds this to what a hand keeps hidden.
func (g *Game) PublicOption(d *engine.Decision, i int) engine.Option { return d.Options[i] }
