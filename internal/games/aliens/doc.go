// Package aliens is the rules engine of "Aliens: Another Glorious Day in
// the Corps", exact to the consolidated spec (shared/spec/aliens-rules.md).
// Rule numbers in comments, events ("aliens F.3.4") and tests are that
// spec's.
//
// A Game implements engine.Game, engine.Checker and engine.Quieter. Its
// state is one value (slices and fixed arrays, no maps), so Clone is a few
// copies and Hash a JSON digest. The turn is a stack of frames (turn.go;
// their kinds, steps and payloads in frames.go):
// the bottom frame is the current phase; activations, actions, card plays
// and effects push frames above it; advance runs frames until one waits
// for a choice, and Apply hands the choice to the top frame. Chance comes
// only from the engine.RNG inside the game.
//
// Beside the state a Game keeps memos for its hot paths
// (docs/performance.md): the Line of Sight sets and the squares nobody
// sees (board.go), the last Alien route field (alienphase.go) and, in
// quiet mode, the pending decision until the next Apply. Each is a
// function of the state, checked against it or dropped by Apply; none is
// hashed and a clone starts without them. The layout shares its static
// distance fields, square names and option keys between games (grid).
// A quiet game builds no event messages, and its options carry their
// message key without arguments (optMsg): nobody reads an option's text
// there; prompts, keys and squares are those of a logged game.
//
// Files by spec section:
//
//	doc.go         this map
//	options.go     Options: mission, table, gear-up, one flag per Z reading
//	rules.go       Rules: the content (internal/content) the rules read
//	game.go        Game, state, engine.Game methods, Check (A.2, A.4 invariant)
//	view.go        View: what a seat may see (F.1 face-down cards hidden)
//	determinize.go Determinize: a mission a seat cannot tell from this one
//	               (F.1, N, O.4, T.10 hidden parts dealt again), for search
//	casualties.go  Casualties: who was Killed or Captured, for the lab
//	characters.go  B: Characters, sides, status, Aim Dial (U.4)
//	setup.go       C: setting a mission up (C.3-C.7, C.12; gear-up C.5)
//	endurance.go   F: the Endurance Deck (draw, exhaust, recycle, reveal,
//	               discard, Reshuffle card, out of cards, costs)
//	cards.go       G (data): card definitions and the 60-card deck list
//	play.go        G (rules): slots G.7-G.9, equip G.10-G.13, Events G.3,
//	               reaction windows, Hazards G.5 and their texts
//	frames.go      H: the frame kinds, one entry each (name, rules, run,
//	               decide, choose), their named steps and payloads
//	turn.go        H: running frames, the Finish Phase (H.4, Q)
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
//	abilities.go   W.1: Character abilities keyed by content ability id;
//	               the Motion Tracker equipment (W.2.9), the Shoulder
//	               Lamp on either deck (W.2.10), Hudson's look
//	               at the Motion Tracker deck (W.1.5)
//	blips.go       N: Blip tokens, the pool, activation board by board,
//	               Spotting (checked before every frame), swarms and the
//	               component limits (A.10, A.13, A.17); More Aliens (P);
//	               Check's token invariants
//	mt.go          O: the Motion Tracker draws, spawning, game texts,
//	               tunnels, barricaded spawn points, No More Blips
//	sentry.go      T.1-T.7: Sentry Guns (arc, dial, shots, placement)
//	mission.go     S.3, C.8, C.11: missions from missions.yaml
//	names.go       names in messages as i18n references
//	story.go       W.4, S.1, S.2, J.9, T.8-T.10, Q.7: the story, Rescue
//	               and Resupply missions: objects, exits, trapped and
//	               named starts, turn events, victory and defeat
//	interact.go    J.12: the Interact action on the mission objects
//	result.go      R: what a finished mission leaves a campaign
//
// Missions: the authored drill (Options; with a map, Spawns, Start
// places for Blips, Tunnels, Sentry Guns and Facehuggers), the Bug
// Hunts (S.3) and the story, Rescue and Resupply missions of
// missions.yaml (docs/missions.md); campaigns (R) are package
// internal/campaign, which sets missions up with Options.Lost,
// Captives and Removed. A drill without a map is
// "boardless": every Character is within every range, every Alien is a
// target, no Move is offered and Aliens do not act. Content drives the
// Endurance deck (endurance.yaml), the Blip tokens (blips.yaml) and the
// Motion Tracker deck (motiontracker.yaml), all held by the Rules of one
// content set, so a -content overlay may change any of them.
//
// The spec's proposed defaults (section Z) are the zero Options; each has
// a flag for the other reading:
//   - Z.1 Aim Dials reset at the start of the Marine Phase
//     (AimResetPerActivation).
//   - Z.2 distances are the shortest legal path (DistanceStraight).
//   - Z.3 step 5 activates Marine Grunts of Rank <= the Hero's only
//     (Step5CivilianGrunts, Step5AnyRank).
//   - Z.4 Motion Tracker cards are drawn from the highest-Rank player
//     leftwards, cyclically (MTDrawLiteral).
//   - Z.5 a modified Defense result of 10 or more Kills
//     (DefenseTenUnmodified).
//   - Z.6 Defensive Fire is optional, free, one Attack action per
//     Character per Alien: no other reading, no flag.
//   - Z.7 a revealed Hazard's own text names its destination
//     (RevealedHazardToBottom).
//   - Z.8 barricades break on 5+ (BarricadeOn: 4 for FR).
//   - Z.9 Aliens spotted in No-More-Blips moves do not attack
//     (NoMoreBlipsAttack).
//   - Z.10 victory is checked before defeat (DefeatBeforeVictory).
//   - Z.11 each Free Action once per activation (FreeActionRepeat).
//   - Z.12 the next campaign mission's pool is every card not removed
//     (PoolLiteral; campaigns are not played yet).
//   - Z.13 a Grunt's Rest recycles up to three (GruntRestExactlyThree).
//   - Z.14 a 10+ against a Facehugger does not Kill (FacehuggerTenKills).
//
// Readings this package takes where the spec is silent, besides the Z
// flags in Options:
//   - L.6, L.8, N.5: when Aliens and Blips close every route to the
//     Characters (two Blips filling a two-wide corridor), one behind them
//     closes up along the shortest route past them, one step at a time
//     onto free squares only, instead of standing still; a queue then
//     moves up behind its front the way players move it at the table.
//     WaitWhenBlocked keeps the blocked one where it stands (measured in
//     docs/balance.md: Blips jammed in a Bug Hunt 1 corridor for 17
//     turns).
//   - S.1: a cocoon cannot be cut open while an Alien or a Blip stands on
//     it: the freed Character enters on the cocoon's space, which holds
//     one model (as L.8 and N.5 keep it for Aliens), so the Marines clear
//     the space first. Found by the simulation lab (an Alien and the
//     rescued Gorman on one space).
//   - F.8.1: a card being revealed still lies on its pile, so a Reveal
//     alone never empties the deck and the Exhaust Pile.
//   - B.9, F.2.3, G.5: a card drawn for a Grunt goes to the bottom of the
//     Exhaust Pile unseen, but a Hazard drawn for a Grunt is played at
//     once by the player drawing for it: all four rulebooks say Hazards
//     "must be played when drawn" (EN 716, DE 1035, FR 429, PL 2336), and
//     a played Hazard never reaches the hand B.9 redirects.
//     GruntHazardUnseen buries it unseen (B.9 read as covering every
//     card).
//   - K.11, D.6: an area holds the chosen space and the spaces next to it
//     not across a wall or closed door (inArea, inReach): no rulebook
//     mentions walls for areas, and D.6 says nothing interacts through
//     one. AreaAcrossWalls takes every space sharing an edge or corner.
//   - M.2, M.3, K.13: Defensive Fire may use any weapon but a CUMBERSOME
//     one; an area weapon (M40 Grenades) is aimed at a space whose area
//     holds the Alien.
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
//   - 0.5, D.6: "next to" between a model and what it acts on or is
//     stopped by is one function, inReach: sharing an edge or a corner
//     and not across a wall (one legal step joins the squares). It rules
//     the Move stop (J.5, J.6), an Alien's or Blip's stop and attack
//     (L.4, L.7, N.5), standing up and Capture (M.11, M.12), Interact
//     (J.12) and barricading a Spawn Point or Tunnel (J.11). Plain 0.5
//     adjacency (walls or not) is left to geometry: where extra models
//     go (P.2). Distances (equip within two, Defensive Fire within four)
//     are Z.2's paths, which walls bend too.
//   - O.13: a Tunnel token goes on a space the Hero could step to, not
//     across a wall or a white line (D.6): Blips from a Tunnel behind a
//     wall could never reach anyone nor be found, and a Bug Hunt with them
//     would never end.
//   - A.26: no Barricade action puts down a 13th token.
//   - K.11: an area covers the chosen space and the spaces next to it
//     (above); any space within range and in Line of
//     Sight may be chosen, the thrower's own included; the Flamethrower's
//     is exactly two spaces away (EN, X.21).
//   - Y.15: a lost Grunt's equipped cards are Discarded like a Hero's.
//   - B.10.6: if Ripley is lost while Newt is in play, her player
//     discards the shared hand (M.13.1) and keeps Newt as Hero, so takes
//     no new Hero.
//   - L.2: "closest" is the Aliens' route length (through doors, Z.2);
//     L.4, L.7 and N.5: an Alien or Blip is "adjacent to a Character"
//     only one legal step away (D.6: nothing across a wall), so one
//     beside a Character across a wall moves round to reach it.
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
//   - N.7: a Blip is Spotted when any Character in the mission (Knocked
//     Down too) has Line of Sight to its square; the check runs before
//     every frame, so after every step, placement, door change or removal.
//   - N.5: a Blip starting next to a Character does not move (as L.4);
//     one entering a space next to a Character ends its move there, seen
//     or not. Aliens and Characters never enter a Blip's space.
//   - N.11, O.14: every Alien made by a Spotting is marked as having
//     acted this phase, except the activating Blip's (N.10); the marks
//     clear at the start of each Alien Phase.
//   - A.10, A.13, Y.21: a swarm gets only the Alien tokens left of the 21;
//     with 16 models in play a Spotted Blip goes back to the pool and
//     nothing appears. Facehuggers (A.14) are not among the 16.
//   - Y.14, T.5, K.11.2: a Blip killed unflipped, or discarded at a
//     barricade (O.10), goes back to the pool.
//   - O.2 (Z.4): the k-th card is drawn by the seat k places left of the
//     highest-Rank player, cyclically; MTDrawLiteral skips the first
//     players when there are fewer cards than players.
//   - O.7: "closest" is the movement distance through doors (Z.2) from
//     the Spawn Point, Characters ignored; the Spawn Point's own square
//     counts as empty (O.9). A card whose Spawn Point the mission lacks
//     uses the lowest one; a Tunnel card location with no Tunnel in play
//     uses Spawn Point 1 (authored).
//   - O.11: for each Blip still required with the pool empty, every Blip
//     moves three spaces, by id, with Blip movement; Aliens spotted in
//     these moves finish them and do not attack (Z.9, flag).
//   - O.13: a Tunnel token goes on an empty square next to one of the
//     drawing player's Heroes; at most 4 (A.20).
//   - T.2, T.6 (Y.13): sentry.go's doc: a 90° cone ahead with Line of
//     Sight; the dial turns down 45 per shot from 450: 10 shots.
//   - T.3 (X.34): a gun fires at each step into a square in its arc,
//     whatever moves (Characters included).
//   - P.2-P.5: an extra model's square is out of sight if, with a model
//     put there (opening any door it touches), no Character sees it;
//     squares adjacent to the first model first, then the nearest by
//     movement distance. Without room or models the rest become tokens.
//   - W.2.9 (icons lost): Weapon or Equipment: look at the top two Motion
//     Tracker cards, one to the bottom; Hazard: Exhaust the Tracker.
//   - W.1.5: a revealed Hazard shows the top Motion Tracker card to
//     Hudson's player alone, before the Hazard resolves.
//   - C.13, D.10, J.9 (Y.17): Exit tokens (Place "exit:A", a mission's
//     exits) are the one token a Character may end a move on; reaching
//     one is reported (aliens.exit.reached) and the rest, leaving the
//     board or counting for victory, is the Mission card's.
//   - J.5: a Move also stops next to a Blip token the Character cannot
//     see (inReach: not across a wall).
//   - Messages name Characters, cards, card types, conditions, abilities
//     and missions by i18n reference ("@aliens.character.hicks.name"),
//     never by content id (names.go).
//   - C.11: Characters are placed in character order, each by its
//     player (Grunts by the highest-Rank player); then Sentry Guns (C.15).
//     Named start spaces and trapped Marines (W.4.2, W.4.3) are placed at
//     setup, without a choice.
//   - J.9, J.12, T.8, T.10, Q.7: story.go's doc lists the authored Mission
//     card rules (exits, carrying, Mission Blips, Computer and Crate
//     effects, trapped Characters, cocoons, turn events, the turn limit).
//   - PoolLiteral (Z.12) is the campaign's option (internal/campaign).
package aliens
