package bot

import "github.com/sulaco/sulaco/internal/engine"

// Stand answers a question a player asked not to be put to them (see
// engine.Asking): the only option of a forced question, and for a
// tie-break the documented default, the answer of the rules bot seeded
// with seed. It sees what the player's seat sees, like any bot. The answer
// is applied and recorded like the player's own, so replays stay exact.
func Stand(v engine.View, d *engine.Decision, seed uint64) string {
	if len(d.Options) == 1 {
		return d.Options[0].Key
	}
	return NewRules(seed).Choose(v, d)
}
