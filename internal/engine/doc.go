// Package engine is the game-agnostic heart of Sulaco: the decision
// protocol every game implements, the seeded RNG that owns all chance,
// the events that explain every change, and game records (seed + choices)
// that save, replay and reproduce games exactly.
//
// A game is a deterministic state machine that stops whenever someone must
// choose:
//
//	for d := g.Pending(); d != nil; d = g.Pending() {
//		key := pick(g.View(d.Seat), d) // a human, a bot or a test
//		if err := g.Apply(d.Seat, key); err != nil { ... }
//	}
//	fmt.Println(g.Outcome().Winner)
//
// Every choice goes through Pending/Apply, including the tie-breaks a
// rulebook hands to a player. Dice, shuffles and draws are never choices:
// they come from the game's RNG, so a Record (header with the seed, plus
// the list of choices) is the whole game.
package engine
