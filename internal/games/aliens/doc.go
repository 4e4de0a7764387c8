// Package aliens is the rules engine of "Aliens: Another Glorious Day in
// the Corps", exact to the consolidated spec (shared/spec/aliens-rules.md).
// Rule numbers in comments, events ("aliens F.3.4") and tests are that
// spec's.
//
// A Game implements engine.Game, engine.Checker and engine.Quieter. Its
// state is one value (slices and fixed arrays, no maps), so Clone is a few
// copies and Hash a JSON digest. The turn is a stack of frames (turn.go):
// the bottom frame is the current phase; activations, actions, card plays
// and effects push frames above it; advance runs frames until one waits
// for a choice, and Apply hands the choice to the top frame. Chance comes
// only from the engine.RNG inside the game.
//
// Files by spec section:
//
//	doc.go         this map
//	options.go     Options: mission, table, gear-up, one flag per Z reading
//	rules.go       Rules: the content (internal/content) the rules read
//	game.go        Game, state, engine.Game methods, Check (A.2, A.4 invariant)
//	view.go        View: what a seat may see (F.1 face-down cards hidden)
//	characters.go  B: Characters, sides, status, Aim Dial (U.4)
//	setup.go       C: setting a mission up (C.3-C.7, C.12; gear-up C.5)
//	endurance.go   F: the Endurance Deck (draw, exhaust, recycle, reveal,
//	               discard, Reshuffle card, out of cards, costs)
//	cards.go       G (data): card definitions and the 60-card deck list
//	play.go        G (rules): slots G.7-G.9, equip G.10-G.13, Events G.3,
//	               reaction windows, Hazards G.5 and their texts
//	turn.go        H: frames, the Finish Phase (H.4, Q)
//	alienphase.go  H.3, L: Alien models activate, move, break barricades
//	               and attack; M.1-M.5 Defensive Fire; M.11-M.12
//	marine.go      I: the Marine Phase (I.1-I.13)
//	actions.go     J: Aim, Rest, Tech tests
//	board.go       D, E on internal/grid: doors (D.7-D.9), Line of Sight,
//	               distances (Z.2), Move (J.3-J.8), Barricade (J.11),
//	               Welder and Bypass
//	attack.go      K: the Attack action, area dice (K.11), re-rolls (U.2)
//	defense.go     M.6-M.8, M.14: Defense rolls, Body Armor, M4 Helmet,
//	               Ripley's re-roll
//	losing.go      M.13: losing a Character, a new Hero, elimination
//	abilities.go   W.1: Character abilities keyed by content ability id
//
// Not yet (they need mission content): Interact (J.12) and mission
// tokens, Blips and Spotting (N), the Motion Tracker deck (O), Spawn
// Points and Tunnels, Sentry Guns and Facehuggers (T), missions (W.4) and
// campaigns (R, S). The only mission is the authored drill (Options). A
// drill without a map is "boardless": every Character is within every
// range, every Alien is a target, no Move is offered and Aliens do not
// act.
//
// Readings this package takes where the spec is silent, besides the Z
// flags in Options:
//   - F.8.1: a card being revealed still lies on its pile, so a Reveal
//     alone never empties the deck and the Exhaust Pile.
//   - B.9: a card drawn for a Grunt goes to the bottom of the Exhaust Pile
//     unseen; a Hazard drawn that way is not resolved.
//   - G.5: a drawn Hazard whose text names no destination goes under the
//     deck, like a revealed one (Z.7); a discarded one stays discarded.
//   - Y.15: a Grunt's activation has no equip step of its own (Heroes may
//     equip Grunts in their step 2, G.13).
//   - U.1: players tied in Rank "decide together": the lowest seat asks.
//   - I.2, I.13 (X.45): without a Marine Hero, seat 0 is the chosen player.
//   - I.11: "the player on your left" is the next seat.
//   - M.10, Y.24: a Knocked-Down Character still activates: its On and End
//     of Activation abilities and the equip step happen; its Actions do
//     not.
//   - D.8, J.11 (Y.11): the squares touching a door are the two it
//     separates; J.11 "next to the door" means standing on one of them,
//     the Welder's "within one space" one step from one of them.
//   - J.4: a Character may pass over another (not end there), and only
//     where the move can go on to a free square.
//   - J.5: "adjacent" is 0.5's: sharing an edge or a corner, walls or not.
//   - A.26: no Barricade action puts down a 13th token.
//   - K.11: an area covers the chosen space and the spaces sharing an
//     edge or corner with it; any space within range and in Line of
//     Sight may be chosen, the thrower's own included; the Flamethrower's
//     is exactly two spaces away (EN, X.21).
//   - Y.15: a lost Grunt's equipped cards are Discarded like a Hero's.
//   - B.10.6: if Ripley is lost while Newt is in play, her player
//     discards the shared hand (M.13.1) and keeps Newt as Hero, so takes
//     no new Hero.
//   - L.2: "closest" is the Aliens' route length (through doors, Z.2);
//     L.7: "adjacent" is 0.5's, but an Alien attacks only a Character one
//     legal step away (D.6: nothing across a wall).
//   - M.3: Defensive Fire asks Characters closest to the Alien first (ties
//     in character order); a Grunt's shots are the highest-Rank player's;
//     no Free Actions outside one's own activation (G.14), so no free
//     Grenade or second Pistol shot.
//   - M.14: after a failed Defense roll the defender's Body Armor and
//     Helmet answer first (compulsory, U.3; order by its player), then
//     Ripley may help; each card answers once per roll.
//   - Y.18: a flipped Hero that has not activated this Marine Phase
//     activates if its player still holds or will get the Activation
//     token; otherwise it stays activated as it was.
//   - G.3: Events are offered in the active player's own decisions and in
//     windows at the start of each activation and of the Alien Phase.
package aliens
