package aliens

import (
	"slices"

	"github.com/sulaco/sulaco/internal/engine"
)

// The turn machine's frames (turn.go runs them): the kinds, each in one
// entry of the kinds table; each kind's steps, in the order they run; and
// what each kind keeps in a frame's shared fields, by name.
//
// To add a kind: a constant below, its entry in kinds (its name in
// positions, its rules, its run, decide and choose), its steps if it has
// more than one, and accessors for what it keeps in N, M or Target.
// TestFrameKinds checks the table.

// fkind is a frame's kind. The numbers are state (hashed, and written in
// records as part of every hash): a new kind goes at the end.
type fkind uint8

const (
	kMarine fkind = iota
	kFirst
	kSeatTurn
	kActivation
	kEquip
	kActions
	kRankGrunts
	kRemaining
	kAlien
	kFinish
	kWindow
	kEvent
	kRest
	kAttack
	kMayDraw
	kHandRecycle
	kGorman
	kLamp
	kMove
	kBarricade
	kNewHero
	kDefense
	kAlienAct
	kDefFire
	kCapture
	kEndOfActivationEquip
	kNewtPull
	kBlipAct
	kMT
	kMTCard
	kNoMoreBlips
	kMoreAliens
	kSentry
	kStart
	kMTPeek
	kEventBlips
	kEndReveal
	numKinds
)

// kindSpec is one kind of frame.
type kindSpec struct {
	// name is the kind's name in positions (docs/positions.md).
	name string
	// rules are the rulebook sections the kind plays.
	rules string
	// steps are the kind's steps in the order they run; nil: one step, 0.
	steps []step
	// run does the frame's next step; it returns true when the frame
	// waits for a choice. nil: the frame only asks (decide), and is done
	// when it has nothing to ask.
	run func(*Game, *frame) bool
	// decide is the question the frame asks now, or nil.
	decide func(*Game, *frame) *engine.Decision
	// choose applies a validated answer to decide's question.
	choose func(*Game, *frame, string)
}

// kinds is the table of frame kinds, by fkind. It is filled by init: its
// functions run frames, which look kinds up (a variable's initializer
// may not refer to itself).
var kinds [numKinds]kindSpec

func init() {
	kinds = [numKinds]kindSpec{
		kMarine:               {"marine-phase", "H.2, I", marineSteps, (*Game).runMarine, nil, nil},
		kFirst:                {"first-player", "I.2", nil, nil, (*Game).decideFirst, (*Game).chooseFirst},
		kSeatTurn:             {"seat-turn", "I.3, I.11", nil, (*Game).runSeatTurn, (*Game).decideSeatTurn, (*Game).chooseSeatTurn},
		kActivation:           {"activation", "I.5", activationSteps, (*Game).runActivation, nil, nil},
		kEquip:                {"equip", "I.7, G.10-G.13", nil, nil, (*Game).decideEquip, (*Game).chooseEquip},
		kActions:              {"actions", "I.8, J", nil, nil, (*Game).decideActions, (*Game).chooseAction},
		kRankGrunts:           {"rank-grunts", "I.10", nil, nil, (*Game).decideRankGrunts, (*Game).chooseRankGrunt},
		kRemaining:            {"remaining-grunts", "I.13", nil, (*Game).runRemaining, (*Game).decideRemaining, (*Game).chooseRemaining},
		kAlien:                {"alien-phase", "H.3, L-O", alienPhaseSteps, (*Game).runAlien, (*Game).decideAlien, (*Game).chooseAlien},
		kFinish:               {"finish-phase", "H.4, Q", finishSteps, (*Game).runFinish, (*Game).decideFinish, (*Game).chooseFinish},
		kWindow:               {"reaction-window", "G.3", nil, nil, (*Game).decideWindow, (*Game).chooseWindow},
		kEvent:                {"event", "G.3", eventSteps, (*Game).runEvent, (*Game).decideEvent, (*Game).chooseEvent},
		kRest:                 {"rest", "J.14-J.16", restSteps, (*Game).runRest, (*Game).decideRest, (*Game).chooseRest},
		kAttack:               {"attack", "K", attackSteps, (*Game).runAttack, (*Game).decideAttack, (*Game).chooseAttack},
		kMayDraw:              {"hicks-draw", "W.1.2", nil, nil, (*Game).decideMayDraw, (*Game).chooseMayDraw},
		kHandRecycle:          {"hudson-recycle", "W.1.5", nil, nil, (*Game).decideHandRecycle, (*Game).chooseHandRecycle},
		kGorman:               {"gorman", "W.1.3", gormanSteps, (*Game).runGorman, (*Game).decideGorman, (*Game).chooseGorman},
		kLamp:                 {"shoulder-lamp", "W.2.10", nil, nil, (*Game).decideLamp, (*Game).chooseLamp},
		kMove:                 {"move", "J.3-J.8", nil, (*Game).runMove, (*Game).decideMove, (*Game).chooseMove},
		kBarricade:            {"barricade", "J.11, W.2.12", nil, (*Game).runBarricade, (*Game).decideBarricade, (*Game).chooseBarricade},
		kNewHero:              {"new-hero", "M.13.2", nil, (*Game).runNewHero, (*Game).decideNewHero, (*Game).chooseNewHero},
		kDefense:              {"defense", "M.6-M.8, M.14", defenseSteps, (*Game).runDefense, (*Game).decideDefense, (*Game).chooseDefense},
		kAlienAct:             {"alien-activation", "L.3-L.10", alienActSteps, (*Game).runAlienAct, (*Game).decideAlienAct, (*Game).chooseAlienAct},
		kDefFire:              {"defensive-fire", "M.1-M.5", nil, (*Game).runDefFire, (*Game).decideDefFire, (*Game).chooseDefFire},
		kCapture:              {"capture", "M.12", nil, (*Game).runCapture, (*Game).decideCapture, (*Game).chooseCapture},
		kEndOfActivationEquip: {"frost-equip", "W.1.4", nil, nil, (*Game).decideEndOfActivationEquip, (*Game).chooseEndOfActivationEquip},
		kNewtPull:             {"newt-pull", "W.1.7", nil, (*Game).runNewtPull, (*Game).decideNewtPull, (*Game).chooseNewtPull},
		kBlipAct:              {"blip-activation", "N.5-N.10", blipActSteps, (*Game).runBlipAct, (*Game).decideBlipAct, (*Game).chooseBlipAct},
		kMT:                   {"motion-tracker", "O.1-O.4", trackerSteps, (*Game).runMT, nil, nil},
		kMTCard:               {"motion-tracker-card", "O.3, O.7-O.14", trackerCardSteps, (*Game).runMTCard, (*Game).decideMTCard, (*Game).chooseMTCard},
		kNoMoreBlips:          {"no-more-blips", "O.11", nil, (*Game).runNoMoreBlips, nil, nil},
		kMoreAliens:           {"more-aliens", "P.1-P.5", nil, (*Game).runMoreAliens, (*Game).decideMoreAliens, (*Game).chooseMoreAliens},
		kSentry:               {"sentry-guns", "C.15", sentrySteps, nil, (*Game).decideSentry, (*Game).chooseSentry},
		kStart:                {"start", "C.11", nil, nil, (*Game).decideStart, (*Game).chooseStart},
		kMTPeek:               {"tracker-peek", "W.1.5, W.2.9", nil, nil, (*Game).decideMTPeek, (*Game).chooseMTPeek},
		kEventBlips:           {"event-blips", "Q.5, O.7-O.11", nil, (*Game).runEventBlips, (*Game).decideEventBlips, (*Game).chooseEventBlips},
		kEndReveal:            {"end-reveal", "F.5.4, F.5.5", nil, (*Game).runEndReveal, nil, nil},
	}
}

// kindNamed is the kind a position names, if any.
func kindNamed(name string) (fkind, bool) {
	for k := range kinds {
		if kinds[k].name == name {
			return fkind(k), true
		}
	}
	return 0, false
}

// hasStep reports whether s is one of kind k's steps.
func (k fkind) hasStep(s step) bool {
	if kinds[k].steps == nil {
		return s == 0
	}
	return slices.Contains(kinds[k].steps, s)
}

// frame is one piece of pending work. Kind, Step, Seat and Char mean the
// same in every kind; what a kind keeps in the other fields has a name
// below (its payload), and rule code uses the names.
//
// The fields and their numbers are state: hashed, written in positions
// (framePos) and, through the hashes, in records.
type frame struct {
	Kind fkind
	// Step is where the frame stands among its kind's steps.
	Step step
	Seat engine.Seat
	Char CharID
	// Card is the card in play (the Event, the weapon, the Shoulder Lamp,
	// the Motion Tracker card); kMoreAliens: firstModel.
	Card int
	// Rev is a card being revealed for this frame, and RevEx whether it
	// came from the Exhaust Pile (F.5.6).
	Rev   int
	RevEx bool
	// N, M and Target: see the payloads below.
	N, M, Target int
	// Roll is the frame's die roll (an attack, a Defense roll, a Tech
	// test); kMTCard: charsSeeing; kAlien: blipSpeed.
	Roll int
	// Hero: the activating Character is a Hero (kActivation).
	// Free: a Free Action (kAttack, kActions); kAlienAct, kBlipAct:
	// noAttack; kEndReveal: byTracker.
	// Rerolled: Roll was re-rolled (U.2).
	Hero, Free, Rerolled bool
	// Moved: the cards equipped in this equip step, a bit per card
	// number (kEquip, I.7, movedInStep).
	Moved uint64 `json:",omitempty"`
}

// step is where a frame stands among its kind's steps. The numbers are
// state (hashed and written in positions), so each keeps the number it
// was first given: the constants below list each kind's steps in the
// order they run, with their numbers. Kinds not listed have one step.
type step int

// kMarine: the Marine Phase (H.2, I).
const (
	marineStart  step = 0 // [I.1] reset Aim Dials; [I.2] the first player
	marineHeroes step = 1 // [I.3-I.12] the players' Hero activations
	marineEnd    step = 2 // after the remaining Grunts (I.13): the Alien Phase
)

var marineSteps = []step{marineStart, marineHeroes, marineEnd}

// kActivation: one Character's activation (I.5), its steps 1-5.
const (
	activationStart      step = 0 // [I.4] activated; [G.3] an Event window
	activationAbilities  step = 1 // [I.6] step 1: on-activation abilities
	activationEquip      step = 2 // [I.7] step 2: equip
	activationActions    step = 3 // [I.8] step 3: two Actions
	activationEnd        step = 4 // [I.9] step 4: end-of-activation abilities
	activationRankGrunts step = 5 // [I.10] step 5: Grunts by Rank
	activationDone       step = 6
)

var activationSteps = []step{activationStart, activationAbilities, activationEquip, activationActions,
	activationEnd, activationRankGrunts, activationDone}

// kAlien: the Alien Phase (H.3). alienCaptures came after the others
// were numbered, and keeps the number it was given then (10).
const (
	alienStart    step = 0  // the phase begins: nothing has activated (L.2, N.4)
	alienCaptures step = 10 // [M.11] [M.12] Knocked-Down Characters stand or are Captured
	alienWindow   step = 1  // [G.3] an Event window
	alienModels   step = 2  // [L.2] Alien models, closest first
	alienBlips    step = 3  // [N.1-N.6] Blips, board by board (runBlipStep)
	alienTracker  step = 4  // [O] the Motion Tracker draws
	alienEnd      step = 5  // the Finish Phase next
)

var alienPhaseSteps = []step{alienStart, alienCaptures, alienWindow, alienModels, alienBlips, alienTracker, alienEnd}

// kAlienAct: one Alien's activation (L.3-L.10).
const (
	alienActStart   step = 0 // [L.2] activated; [L.4] adjacent: no move
	alienActMove    step = 1 // [L.5-L.9] step by step
	alienActTarget  step = 2 // [L.10] which adjacent Character
	alienActDefFire step = 3 // [M.1] Defensive Fire first
	alienActAttack  step = 4 // [L.10] [M.6] the attack and Defense roll
	alienActDone    step = 5
)

var alienActSteps = []step{alienActStart, alienActMove, alienActTarget, alienActDefFire, alienActAttack, alienActDone}

// kBlipAct: one Blip's activation (N.5).
const (
	blipActStart step = 0 // [N.4] activated; [N.5] (b) adjacent: no move
	blipActMove  step = 1 // [N.5] step by step
)

var blipActSteps = []step{blipActStart, blipActMove}

// kAttack: one Attack action (K).
const (
	attackPay      step = 0 // [K.1] [K.3] the cost
	attackRolling  step = 1 // [K.4] the roll
	attackReroll   step = 2 // [U.2] a re-roll window (W.1.2)
	attackResolve  step = 3 // [K.4-K.8] hit or miss, Aim lowered
	attackFullAuto step = 4 // [K.9] Full Auto: another target?
	attackFollowUp step = 5 // a follow-up attack on offer (W.2.6, W.2.1)
	attackSecond   step = 6 // [W.2.6] the HK VP70's second attack: a target?
	attackGrenade  step = 7 // [W.2.1] [K.10] a free Grenade attack?
)

var attackSteps = []step{attackPay, attackRolling, attackReroll, attackResolve, attackFullAuto,
	attackFollowUp, attackSecond, attackGrenade}

// kDefense: a Defense roll (M.6-M.8).
const (
	defenseRoll    step = 0 // [M.6] the roll
	defenseArmor   step = 1 // [W.2.7] [W.2.8] the defender's cards answer a failure
	defenseRipley  step = 2 // [W.1.1] Ripley may help
	defenseResolve step = 3 // [M.7] [M.8] the result applies
)

var defenseSteps = []step{defenseRoll, defenseArmor, defenseRipley, defenseResolve}

// kEvent: an Event card being played (G.3).
const (
	eventPay       step = 0 // [F.9.1] its cost
	eventFollow    step = 1 // its text
	eventTake      step = 2 // [W.2.13] a card taken from the Exhaust Pile
	eventEndReveal step = 3 // [F.5.4] its Reveal ends
	eventDone      step = 4 // [G.3] onto the Exhaust Pile
)

var eventSteps = []step{eventPay, eventFollow, eventTake, eventEndReveal, eventDone}

// kFinish: the Finish Phase (H.4, Q).
const (
	finishStart     step = 0 // the phase is announced
	finishAbilities step = 1 // [Q.1] START OF FINISH PHASE abilities, in the players' order
	finishEnd       step = 2 // [Q.2] [Q.3] victory or defeat; [Q.5] the next turn
)

var finishSteps = []step{finishStart, finishAbilities, finishEnd}

// kGorman: Gorman lends an Action (W.1.3).
const (
	gormanRecycle  step = 0 // three cards recycled from hand, one by one
	gormanLend     step = 1 // the other Marine takes the Action
	gormanTakeBack step = 2
)

var gormanSteps = []step{gormanRecycle, gormanLend, gormanTakeBack}

// kRest: a Hero's Rest action (J.14).
const (
	restDraw    step = 0 // [J.14] up to two cards drawn
	restRecycle step = 1 // [J.14] [J.16] up to three (four) recycled
)

var restSteps = []step{restDraw, restRecycle}

// kMT: the Motion Tracker draws (O.1-O.4).
const (
	trackerStart step = 0 // how many cards (O.2)
	trackerDraw  step = 1 // [O.3] one card at a time
)

var trackerSteps = []step{trackerStart, trackerDraw}

// kMTCard: one Motion Tracker card (O.3).
const (
	trackerCardSpawn   step = 0 // [O.7-O.11] its Blips, one by one
	trackerCardText    step = 1 // [O.12] its game text (O.13: the Tunnel)
	trackerCardDiscard step = 2 // [O.4] onto the discard pile
)

var trackerCardSteps = []step{trackerCardSpawn, trackerCardText, trackerCardDiscard}

// kSentry: placing the Sentry Guns (C.15).
const (
	sentryPlace  step = 0 // the next gun's square
	sentryFacing step = 1 // its facing
)

var sentrySteps = []step{sentryPlace, sentryFacing}

// Payloads: what each kind keeps in the shared fields N, M and Target
// (and Roll, Free, Card where a kind uses them otherwise), by name.
// Counters are pointers, so that rule code counts by name
// (*f.stepsTaken()++); the others are read by a method and set by one.

// stepsTaken counts the steps moved so far: kMove (J.3), kAlienAct (L.5),
// kBlipAct (N.5), kNewtPull (W.1.7). N.
func (f *frame) stepsTaken() *int { return &f.N }

// gruntsActivated counts the Grunts a Hero activated by Rank: kRankGrunts
// (I.10). N.
func (f *frame) gruntsActivated() *int { return &f.N }

// drawn counts the cards drawn: kRest (J.14), kMT (O.3). N.
func (f *frame) drawn() *int { return &f.N }

// recycled counts the cards recycled: kRest (J.14). M.
func (f *frame) recycled() *int { return &f.M }

// recycledFromHand counts the cards recycled from hand: kGorman (W.1.3). N.
func (f *frame) recycledFromHand() *int { return &f.N }

// trackerCards is the number of Motion Tracker cards to draw: kMT (O.2). M.
func (f *frame) trackerCards() *int { return &f.M }

// blipsPlaced counts the Blips entered so far: kMTCard (O.7),
// kEventBlips (Q.5). N.
func (f *frame) blipsPlaced() *int { return &f.N }

// blipsToPlace is the number of Blips a turn event enters: kEventBlips
// (Q.5). M.
func (f *frame) blipsToPlace() *int { return &f.M }

// spawnAt is the square the Blips enter at, -1 until chosen: kMTCard
// (O.8), kEventBlips (Q.5). Target.
func (f *frame) spawnAt() int { return f.Target }

func (f *frame) setSpawnAt(s int) { f.Target = s }

// placedInSight is set once a Blip was placed in Line of Sight: kMTCard
// (O.6). Bit 0 of M.
func (f *frame) placedInSight() bool { return f.M&1 != 0 }

func (f *frame) setPlacedInSight() { f.M |= 1 }

// charsSeeing counts the Characters that saw each Blip as it was placed:
// kMTCard (W.3.4). Roll.
func (f *frame) charsSeeing() *int { return &f.Roll }

// leftToPlace counts the models still to place: kMoreAliens (P.1), kSentry
// (C.15). N.
func (f *frame) leftToPlace() *int { return &f.N }

// placeAt is a square: where the extra models go around, kMoreAliens
// (P.1); the chosen gun's square, kSentry (C.15). Target.
func (f *frame) placeAt() int { return f.Target }

func (f *frame) setPlaceAt(s int) { f.Target = s }

// firstModel is the Alien the extra models came with: kMoreAliens (P.1).
// Card.
func (f *frame) firstModel() int { return f.Card }

// abilitiesDone holds a bit per Character whose START OF FINISH PHASE
// ability has resolved: kFinish (Q.1). N.
func (f *frame) abilitiesDone() *int { return &f.N }

// trackerLook is the number of Motion Tracker cards looked at: kMTPeek
// (W.1.5: 1, W.2.9: 2). N.
func (f *frame) trackerLook() int { return f.N }

// lampOnTracker: the Shoulder Lamp looks at the Motion Tracker deck, not
// the Endurance Deck: kLamp (W.2.10). N is 1.
func (f *frame) lampOnTracker() bool { return f.N == 1 }

// onSpot: a Barricade on a Spawn Point or Tunnel, not a door: kBarricade
// (J.11, W.2.12). N is 1.
func (f *frame) onSpot() bool { return f.N == 1 }

// barricadeAt is the door, or the square of the Spawn Point or Tunnel:
// kBarricade (J.11). Target.
func (f *frame) barricadeAt() int { return f.Target }

// nextInWindow is how many seats after Seat the window has passed:
// kWindow (G.3). N.
func (f *frame) nextInWindow() *int { return &f.N }

// excludedSeat is the seat the window skips (the activating player):
// kWindow (G.3). Target.
func (f *frame) excludedSeat() int { return f.Target }

// alien is the id of the Alien model: kAlienAct (L.3), kDefFire (M.1),
// kAttack (K.1), kDefense (M.6). Target.
func (f *frame) alien() int { return f.Target }

func (f *frame) setAlien(id int) { f.Target = id }

// blip is the id of the Blip: kBlipAct (N.5). Target.
func (f *frame) blip() int { return f.Target }

// moverSpeed is the Speed given to a Blip's activation, and kept by the
// Alien it turns into (N.10): kBlipAct, kAlienAct. M; 0 for an Alien's
// own (speed).
func (f *frame) moverSpeed() int { return f.M }

// noAttack: the activation's model does not attack at its end (O.11, O.12,
// Z.9): kBlipAct, kAlienAct. Free.
func (f *frame) noAttack() bool { return f.Free }

// blipBoard is the board whose Blips activate now, -1 between boards:
// kAlien step alienBlips (N.1). Target.
func (f *frame) blipBoard() int { return f.Target }

func (f *frame) setBlipBoard(b int) { f.Target = b }

// blipSpeed is the Alien die rolled as the Speed of the board's Blips:
// kAlien step alienBlips (N.2). Roll.
func (f *frame) blipSpeed() int { return f.Roll }

func (f *frame) setBlipSpeed(n int) { f.Roll = n }

// lastBlipMoved is the id of the last Blip moved, 0 before the first:
// kNoMoreBlips (O.11). Target.
func (f *frame) lastBlipMoved() int { return f.Target }

func (f *frame) setLastBlipMoved(id int) { f.Target = id }

// firedAlready holds a bit per Character asked already: kDefFire (M.3). M.
func (f *frame) firedAlready() *int { return &f.M }

// cardsUsed holds a bit per slot of the defender's cards used on this
// roll, and helmetPassed: kDefense (W.2.7, W.2.8). M.
func (f *frame) cardsUsed() *int { return &f.M }

// helmetPassed is the cardsUsed bit of an M4 Helmet's "counts as passed".
const helmetPassed = 1 << 7

// lentTo is the Marine Gorman lends an Action to: kGorman (W.1.3). Target.
func (f *frame) lentTo() CharID { return CharID(f.Target) }

// pulled is the Character Newt pulls, -1 until chosen: kNewtPull (W.1.7).
// Target.
func (f *frame) pulled() int { return f.Target }

func (f *frame) setPulled(ch CharID) { f.Target = int(ch) }

// byTracker: the Reveal was made by a Motion Tracker card: kEndReveal
// (F.5.5). Free.
func (f *frame) byTracker() bool { return f.Free }

// Frames whose kinds keep a payload, built with it named.

func alienActFrame(alien int) frame { return frame{Kind: kAlienAct, Target: alien} }

func blipActFrame(blip, speed int, noAttack bool) frame {
	return frame{Kind: kBlipAct, Target: blip, M: speed, Free: noAttack}
}

// alienFromBlipFrame is the activation of the Alien a Spotted Blip
// became (N.10): it moves on with what is left of the Blip's Speed.
func alienFromBlipFrame(blip *frame, alien int) frame {
	return frame{Kind: kAlienAct, Target: alien, N: blip.N, M: blip.M, Free: blip.Free}
}

func defFireFrame(alien int, ch CharID) frame {
	return frame{Kind: kDefFire, Target: alien, Char: ch}
}

func attackFrame(seat engine.Seat, ch CharID, weapon, alien int) frame {
	return frame{Kind: kAttack, Seat: seat, Char: ch, Card: weapon, Target: alien}
}

func defenseFrame(seat engine.Seat, ch CharID, alien int) frame {
	return frame{Kind: kDefense, Seat: seat, Char: ch, Target: alien}
}

func moreAliensFrame(around, left, firstModel int) frame {
	return frame{Kind: kMoreAliens, Target: around, N: left, Card: firstModel}
}

func sentryFrame(guns int) frame { return frame{Kind: kSentry, N: guns} }

func trackerCardFrame(seat engine.Seat, card int) frame {
	return frame{Kind: kMTCard, Seat: seat, Card: card, Target: -1}
}

func eventBlipsFrame(at, blips int) frame { return frame{Kind: kEventBlips, Target: at, M: blips} }

func trackerPeekFrame(seat engine.Seat, cards int) frame {
	return frame{Kind: kMTPeek, Seat: seat, N: cards}
}

// lampFrame: a look at the top card of the Endurance Deck (top), or of
// the Motion Tracker deck (onTracker).
func lampFrame(seat engine.Seat, ch CharID, lamp, top int, onTracker bool) frame {
	f := frame{Kind: kLamp, Seat: seat, Char: ch, Card: lamp, Rev: top}
	if onTracker {
		f.N = 1
	}
	return f
}

func barricadeFrame(seat engine.Seat, ch CharID, at, roll int, onSpot bool) frame {
	f := frame{Kind: kBarricade, Seat: seat, Char: ch, Target: at, Roll: roll}
	if onSpot {
		f.N = 1
	}
	return f
}

func windowFrame(first, excluded engine.Seat) frame {
	return frame{Kind: kWindow, Seat: first, Target: int(excluded)}
}

func gormanFrame(seat engine.Seat, ch, lentTo CharID) frame {
	return frame{Kind: kGorman, Seat: seat, Char: ch, Target: int(lentTo)}
}

func newtPullFrame(seat engine.Seat, ch CharID) frame {
	return frame{Kind: kNewtPull, Seat: seat, Char: ch, Target: -1}
}

func endRevealFrame(seat engine.Seat, card int, fromExhaust, byTracker bool) frame {
	return frame{Kind: kEndReveal, Rev: card, RevEx: fromExhaust, Seat: seat, Free: byTracker}
}
