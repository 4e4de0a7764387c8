package marsattacks

import (
	"encoding/json"
	"fmt"
	"slices"
	"sync/atomic"

	"github.com/sulaco/sulaco/internal/engine"
)

// Options are a game's settings: the scenario, who sits where, and one
// named flag for every ambiguity of spec §A, each defaulting to the
// spec's proposed reading. Flags for rules this package does not play yet
// are accepted and kept so that records stay stable when they arrive.
type Options struct {
	// Scenario names the setup: "s1".."s10" (the scenarios of §S,
	// scenarios.go), "skirmish" (a small battle on authored ruins),
	// "skirmish-civilians" (with two Terrified Civilians) or
	// "skirmish-random" (on a generated fair mat, GenerateTerrain).
	Scenario string `json:"scenario"`
	// Seats gives the side of each seat, in seat order (M.21). The first
	// seat of a side answers that side's questions.
	Seats []Side `json:"seats"`

	// A1 (M.4.7): a turn must activate at least one figure while any own
	// figure can be activated. false: zero activations are allowed.
	ActivateAtLeastOne bool `json:"activateAtLeastOne"`
	// A2 (M.4.12): a pass binds only the passing side; the other keeps
	// taking turns. false: a pass ends turn options for both sides.
	PassBindsPasserOnly bool `json:"passBindsPasserOnly"`
	// A3 (M.4.17): both sides discard (first finisher first), then both
	// draw. false: each side discards and draws before the other.
	DiscardBothThenDraw bool `json:"discardBothThenDraw"`
	// A4 (M.9.7): the mixed-square ban on shooting applies to the target
	// square only. false: to every square on the line of fire.
	MixedBanTargetOnly bool `json:"mixedBanTargetOnly"`
	// A5 (M.12.1): a kill in a FIGHT also causes terrified tests.
	TerrifiedOnFightKill bool `json:"terrifiedOnFightKill"`
	// A6 (M.5.5, M.17.6): a hero may take its extra action after a FIGHT.
	HeroExtraAfterFight bool `json:"heroExtraAfterFight"`
	// A7 (i) (M.17.8): each figure spends at most 1 hero point by choice
	// per turn (uses 2 and 3); saving a life (use 1) is never limited.
	OneHeroPointPerTurn bool `json:"oneHeroPointPerTurn"`
	// A7 (ii) (M.3.6): the Sergeant and the Commander may use their hero
	// points like heroes.
	SoldierHeroPoints bool `json:"soldierHeroPoints"`
	// A7 (iii): Armour and Heavy Armour count before a hero point must be
	// spent to survive.
	ArmourBeforeHeroPoint bool `json:"armourBeforeHeroPoint"`
	// A8 (M.13.6): one card per player per test. false: one per test.
	OneCardPerPlayerPerTest bool `json:"oneCardPerPlayerPerTest"`
	// A9 (M.18.1): Authority is declared at the start of a round; the
	// payer takes the first turn and must activate the Authority figure.
	AuthorityAtRoundStart bool `json:"authorityAtRoundStart"`
	// A10 (M.18.12): Armour-piercing ignores Armour and Heavy Armour.
	ArmourPiercingActive bool `json:"armourPiercingActive"`
	// A11 (M.18.13): a Baton defence is resolved as fighting back (a win
	// kills the attacker). false: it is a dodge rolled on Fight.
	BatonLethal bool `json:"batonLethal"`
	// A12 (M.18.19): Too Many Late Nights grants a full MOVE (up to 2
	// squares). false: 1 square.
	LateNightsFullMove bool `json:"lateNightsFullMove"`
	// A13 (M.16.9): markers are revealed only by entering by a MOVE.
	MarkersRevealByMoveOnly bool `json:"markersRevealByMoveOnly"`
	// A14 (M.20.4): a side is eliminated only with no figure on the mat
	// and none waiting to enter.
	EliminationCountsReserves bool `json:"eliminationCountsReserves"`
	// A15 (S3.6, S9.7, S10.7): reinforcements arrive at the start of the
	// stated round, unactivated; reserves enter by a 1-square move.
	ReinforcementsAtRoundStart bool `json:"reinforcementsAtRoundStart"`
	// A16 (S5.7, S6.6): the scenario the Night rule belongs to (5 or 6).
	NightScenario int `json:"nightScenario"`
	// A17 (M.15.3): scatter d8 1..8 = N, NE, E, SE, S, SW, W, NW.
	ScatterClockwiseFromNorth bool `json:"scatterClockwiseFromNorth"`
	// A18 (M.18.4.2): Covering Fire squares connect 8-directionally.
	CoveringFireDiagonal bool `json:"coveringFireDiagonal"`
	// A19 (M.18.3, M.18.10.4): Freeze rolls separately per visible
	// figure; repaired weapons last the scenario.
	FreezePerFigure bool `json:"freezePerFigure"`
	// A20 (S4.4): only US soldiers score by exiting in S4.
	ExitScoresSoldiersOnly bool `json:"exitScoresSoldiersOnly"`
	// A21 (S1.5): a card SHOOT-attack kill counts as killed by shooting.
	CardShootKillIsShooting bool `json:"cardShootKillIsShooting"`
	// A22 (M.18.18.1): the Terrified Civilian's forced move costs no
	// activation and gives no marker.
	CivilianMoveFree bool `json:"civilianMoveFree"`
	// A23 (S5.3): free placement in Chaos: any square without enemies and
	// with room.
	ChaosFreePlacementAnyRoom bool `json:"chaosFreePlacementAnyRoom"`
	// A24 (M.18.17.1): Doomed Love distance checked after every step;
	// involuntary moves are exempt.
	DoomedLoveEveryStep bool `json:"doomedLoveEveryStep"`
	// G14 (M.13.5): an "any time" card may be played as a reaction after
	// each action of an opponent's figure ends, besides the card window
	// before a test (reaction.go). false: only before tests.
	ReactAfterAction bool `json:"reactAfterAction"`
	// M.19.2: the Martian player decides how the scenario map lies on the
	// mat (orient.go). false: as the map is authored.
	MartianOrientsMap bool `json:"martianOrientsMap"`
	// RoundLimit ends the game after this round (M.20.6: the rulebook
	// has none, but a digital table must end): the side with more VP
	// wins, equal VP is a draw (victory.go). 0: no limit. The default,
	// DefaultRoundLimit, is authored from measurement (docs/balance.md).
	RoundLimit int `json:"roundLimit"`
}

// DefaultRoundLimit is RoundLimit's default: past the 95th percentile
// of the random bot's skirmishes (24 rounds, the longest setup), four
// times the median rules-bot skirmish (6); the rulebook scenarios end
// by round 8 in 95% of bot games (docs/balance.md).
const DefaultRoundLimit = 25

// DefaultOptions is a two-player skirmish with every §A default.
func DefaultOptions() Options {
	return Options{
		Scenario:                   "skirmish",
		Seats:                      []Side{Humans, Martians},
		ActivateAtLeastOne:         true,
		PassBindsPasserOnly:        true,
		DiscardBothThenDraw:        true,
		MixedBanTargetOnly:         true,
		TerrifiedOnFightKill:       false,
		HeroExtraAfterFight:        true,
		OneHeroPointPerTurn:        true,
		SoldierHeroPoints:          true,
		ArmourBeforeHeroPoint:      true,
		OneCardPerPlayerPerTest:    true,
		AuthorityAtRoundStart:      true,
		ArmourPiercingActive:       true,
		BatonLethal:                true,
		LateNightsFullMove:         true,
		MarkersRevealByMoveOnly:    true,
		EliminationCountsReserves:  true,
		ReinforcementsAtRoundStart: true,
		NightScenario:              6,
		ScatterClockwiseFromNorth:  true,
		CoveringFireDiagonal:       true,
		FreezePerFigure:            true,
		ExitScoresSoldiersOnly:     true,
		CardShootKillIsShooting:    true,
		CivilianMoveFree:           true,
		ChaosFreePlacementAnyRoom:  true,
		DoomedLoveEveryStep:        true,
		ReactAfterAction:           true,
		MartianOrientsMap:          true,
		RoundLimit:                 DefaultRoundLimit,
	}
}

// DecodeOptions reads options strictly over the defaults; empty means the
// defaults.
func DecodeOptions(data json.RawMessage) (Options, error) {
	if last := lastOptions.Load(); last != nil && last.raw == string(data) {
		opts := last.opts
		opts.Seats = slices.Clone(opts.Seats)
		return opts, nil
	}
	opts := DefaultOptions()
	if err := engine.DecodeOptions(data, &opts); err != nil {
		return opts, fmt.Errorf("marsattacks: options: %w", err)
	}
	if err := opts.validate(); err != nil {
		return opts, err
	}
	kept := opts
	kept.Seats = slices.Clone(opts.Seats)
	lastOptions.Store(&decodedOptions{raw: string(data), opts: kept})
	return opts, nil
}

// lastOptions is the last valid options DecodeOptions read, with their
// JSON. A batch of games (sulaco sim and bench, a bot's playouts) sets up
// every game from the same header, and decoding its JSON anew cost about
// 2% of a random game of s3 (docs/performance.md). The entry is never
// changed once stored, so concurrent games may share it; callers get
// their own copy of the seats.
var lastOptions atomic.Pointer[decodedOptions]

type decodedOptions struct {
	raw  string
	opts Options
}

func (o *Options) validate() error {
	var has [2]bool
	for _, s := range o.Seats {
		if s > Martians {
			return fmt.Errorf("marsattacks: options: seats: bad side %d", s)
		}
		has[s] = true
	}
	if !has[Humans] || !has[Martians] {
		return fmt.Errorf("marsattacks: options: seats: each side needs at least one seat, got %v", o.Seats)
	}
	if len(o.Seats) > 8 {
		return fmt.Errorf("marsattacks: options: seats: %d seats, at most 8", len(o.Seats))
	}
	if o.RoundLimit < 0 {
		return fmt.Errorf("marsattacks: options: roundLimit: %d, want 0 (no limit) or more", o.RoundLimit)
	}
	if o.NightScenario != 5 && o.NightScenario != 6 {
		return fmt.Errorf("marsattacks: options: nightScenario: %d, want 5 or 6", o.NightScenario)
	}
	return nil
}

// OptionsForSeats is DefaultOptions for n seats (M.21): seats alternate
// Humans, Martians, Humans, … ; fewer than 2 gives 2.
func OptionsForSeats(n int) Options {
	o := DefaultOptions()
	o.Seats = nil
	for i := range max(n, 2) {
		o.Seats = append(o.Seats, Side(i%2))
	}
	return o
}
