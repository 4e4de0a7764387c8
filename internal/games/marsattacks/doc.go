// Package marsattacks is the rules engine of "Mars Attacks: The
// Miniatures Game" (spec: shared/spec/mars-attacks-rules.md). A Game is
// an engine.Game: a state machine that stops whenever a side must choose,
// one small question at a time (a turn option, an action option, one
// square of movement, a target, a defence).
//
// Files by spec section:
//
//	side.go        M.2.1, M.21   sides and seats (a team's first seat answers)
//	square.go      M.1.2, M.7.3, M.9.2  the 8x8 mat, square names, distance
//	profile.go     M.3, §P       profiles and abilities as bits, from content
//	figure.go      M.3, M.4.4, M.17.2  figures, markers, hero points
//	options.go     §A            one named flag per ambiguity, spec defaults
//	cards.go       M.13, §C      deck, hands, discard pile, dealing
//	support.go     M.13.11-M.13.17  support rows: place, grow, trigger
//	area.go        M.14, M.15.1, M.15.2  effect areas, random locations
//	cardfx.go      M.11, M.13.5-M.13.7, M.14, M.15.1  card effects keyed by
//	               effect id, card windows before tests
//	game.go        -             Game, setup, engine.Game methods
//	machine.go     -             the decision loop (what the game waits for)
//	round.go       M.4           rounds, turns, passing, end of round
//	activation.go  M.5           activations and the nine action options
//	movement.go    M.6, M.7      steps, walls (via internal/grid), capacity,
//	               leaving enemy squares, Doomed Love's distance
//	dice.go        M.2.4, M.2.5  pooled d8 rolls, exploding 8s (Klutz)
//	fight.go       M.8, M.18.6, M.18.13  FIGHT, target choice, Fearless, Baton
//	shoot.go       M.9, M.10, M.18.3, M.18.10.5, M.18.11-15, M.18.19  SHOOT,
//	               weapons, sight, armour
//	terrified.go   M.12          terrified tests
//	markers.go     M.16, M.18.10 creature/artifact markers, Repair
//	beetle.go      M.1.5, G15    the mutant beetle, an effect marker cards
//	               put on the mat
//	scatter.go     M.15.3-M.15.6, M.18.18  SCATTER, Terrified Civilians
//	hero.go        M.17, M.18.5, M.18.7, M.18.8, M.18.17.3  hero points,
//	               leaders, berserk
//	abilities.go   M.18.1, M.18.2, M.18.4, M.18.9  Authority, Dragon Slayer,
//	               Covering Fire, Anti-tank weapon; index of the rest
//	reaction.go    M.13.5, M.4.12, G14  reaction windows after actions
//	victory.go     M.20          VP and the end of the game
//	skirmish.go    M.19          the skirmish setups
//	scenarios.go   M.19, M.20.5, §S, A13-A16, A20, A23  the scenarios'
//	               rules: built from the content (data/marsattacks/
//	               scenarios.yaml: forces, zones as map anchors, first
//	               turn, markers, reinforcements), with the hooks the
//	               content names bound (VP, exits, uplink, loot, recycle,
//	               reserves and entry, zones)
//	scenario_maps.go  S.11, G2  the scenarios and maps of the content set
//	               (content data/marsattacks/maps/<id>.map); anchors checked
//	setup_rules.go M.3.3, M.19.12  unique heroes; the scenario's story
//	orient.go      M.19.1-M.19.3  the Martians lay the map on the mat; the
//	               ruins turn under it, special terrain stays with it
//	terraingen.go  M.19.1, M.19.4, G3  fair random mats (180-degree twins)
//	los.go         M.9.5, M.9.6, G4  line of sight: clear, partial, hidden
//	mat.go         -             what a terrain gives once, shared by games and
//	               clones: wall steps, zones, sight lines per pair of squares
//	names.go       -             option keys and message arguments built once
//	view.go        M.13.4        what each seat sees
//	determinize.go M.13.4, M.16.4 a game a seat cannot tell from this one, for search
//	casualties.go  M.10          the figures killed, for the lab
//	check.go       -             invariants (engine.Checker)
//
// Option keys, in the order they are offered:
//
//	round:     authority:<figure>… no
//	turn:      activate:<figure>… card:<card>[@<row>]… trigger:<row>… end | pass
//	card:      square:<square>[:<dir>]… | row:<n>[:<dir>]… col:<n>[:<dir>]…;
//	           figure:<figure>… (extra move); return:<figure>… done
//	action:    act:move act:move-shoot act:shoot-move act:aim act:stand-move
//	           act:stand-shoot act:stand-fight act:fight act:nothing extra:<move|shoot|fight>
//	movement:  step:<square>… step:off (M.6.8) stop
//	shooting:  shoot:<square>[:<weapon>]… cover fight stop
//	targets:   target:<figure>… (attacker) | jump:<figure>… (Fearless owner)
//	defence:   defend:fight defend:baton defend:dodge
//	after:     extra:<…> follow-me born-leader in-charge uplink done
//	leaders:   center:<square>…; name:<figure>… go; follow:<figure>…
//	test:      card:<card>… no-card (the card window before a roll)
//	reaction:  card:<card>… no-card (after an opponent's action, G14)
//	setup:     orient:0|90|180|270 (M.19.2), then hero:<id>, deploy:<square>…
//	marker:    repair score (Joe and an alien artifact)
//	others:    rapid | late-nights | stop; cover:<square>… fire; discard:<card>… keep
//
// Speed (docs/performance.md): nothing derived for speed is game state.
// The tables of mat.go and names.go depend on the terrain and the ids
// only, never on the figures' positions; a game remembers the decision
// Pending built for Apply, and a quiet game (engine.Quieter) the options
// its checks built for Pending; any choice drops both. While options are
// built (ask/done) the figures are counted once; the victory check looks
// first at the figures found last time (victoryHint). All of these live
// in Game.memo, apart from the state (Game.st) that Clone copies and Hash
// digests; TestStateIsHashedAndCloned checks the split, and the golden
// records (golden_test.go) pin that runs stay the same.
//
// Line of sight is a model on the grid with the three outcomes of M.9.5
// (los.go, docs/marsattacks-los.md); SetSight overrides it for tests. Walls
// come from a board map (Setup.Terrain, ParseTerrain). The deck is the
// content's (data/marsattacks/cards.yaml, CardsFrom): each card names an
// effect id per side whose rules code is in cardfx.go.
//
// Readings beyond spec §A (each an Options flag where a player could want
// the other):
//
//   - The round limit (M.20.6, Options.RoundLimit, default
//     DefaultRoundLimit = 25): the rulebook has none, and a game where
//     neither side can reach the other would never end, so the table sets
//     one. At the end of its last round (M.4.16) the side with more VP
//     wins, as in a tie at 8 (M.20.3); equal VP is a draw (authored).
//     Where 25 comes from: the rulebook scenarios end by round 8 in 95%
//     of bot games, rules-bot skirmishes by round 11 (median 6), random-bot
//     skirmishes by round 24 (docs/balance.md); 0 plays without a limit.
//   - Reaction cards (G14, Options.ReactAfterAction, default on): an "any
//     time" card is played in the card window before a test (M.13.7) and,
//     as a reaction, after each action of an opponent's figure has ended
//     (a whole activation with its leader activations and extra action);
//     not between the parts of one action. The window asks a side
//     whenever it holds a card, so asking reveals nothing of the hand;
//     only effects without a test are played there. reaction.go.
//   - Map orientation (M.19.2, Options.MartianOrientsMap, default on):
//     a scenario map holds the Humans' ruins and the map's squares in one
//     authored file; the Martians' choice of the map's top edge keeps the
//     squares (and the players' seats at the map's edges) and turns the
//     ruins the other way, the same relative position. Special terrain
//     (M.19.3: the edges of S2's blue and S8's vault squares and the wall
//     lines through them) is placed after and stays with the map.
//   - The mutant beetle (M.1.5, G15): the seed names this stand-up effect
//     marker only. An authored hand card (mutant-beetle) has the Martians
//     put it at a random location they roll, where it attacks the
//     figures in the square; it stays and attacks each figure that
//     enters its square by a MOVE step, of either side, before any fight.
//     The card's Human effect takes it off the mat. beetle.go.
//   - Dragon Slayer (M.18.2) adds its die to a roll on Fight (attacking,
//     fighting back, Baton), not to a dodge; it and the Anti-tank weapon
//     (M.18.9) act on profiles the content marks base: large|none and
//     vehicle: true, which no core profile is (G9).

package marsattacks
