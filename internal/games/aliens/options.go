package aliens

import (
	"encoding/json"
	"fmt"

	"github.com/sulaco/sulaco/internal/engine"
)

// Options are the settings of one game of Aliens: the mission, the table,
// the gear-up, and one named flag per reading the spec leaves open
// (section Z). Every flag's zero value is the spec's proposed default, so
// that the default options need no flags at all. Z.6 (Defensive Fire is
// optional, free, one Attack action per Character per Alien) has no other
// reading in the seeds and so no flag.
type Options struct {
	// Mission names the mission. Only "drill" exists yet: an authored
	// boardless mission for testing the turn loop (no board, no Motion
	// Tracker deck), won by surviving Turns game turns (Q.2, W.4 [GAP]).
	Mission string `json:"mission"`
	// Players is the number of players, 1..6 (Y.19).
	Players int `json:"players"`
	// Heroes names each player's Hero by character id, one per seat
	// (C.3, B.2). Empty means a fixed default pick by seat. Ripley brings
	// Newt as a second Hero when Newt is available (B.10.2).
	Heroes []string `json:"heroes,omitempty"`
	// Newt says whether Newt is available (B.10.1: only after the first
	// campaign mission; never in Bug Hunts, B.10.5).
	Newt bool `json:"newt,omitempty"`
	// Loadout is the free gear-up (C.5): card ids per character. Nil means
	// the default loadout; an empty list gears nobody.
	Loadout []Gear `json:"loadout,omitempty"`
	// Turns is the drill mission's length in game turns (the Turn Dial
	// limit, Y.20 [GAP]).
	Turns int `json:"turns,omitempty"`
	// DrillAliens places that many Aliens (swarms of 1, 2, 3, 1, ...) in
	// the boardless drill, as targets for attacks (authored, 0..16).
	DrillAliens int `json:"drillAliens,omitempty"`
	// Map is a board map (internal/grid format) for the drill, and Start
	// places every Character in play and any Aliens on it; without a Map
	// the drill is boardless (authored, for tests and the lab).
	Map   string  `json:"map,omitempty"`
	Start []Place `json:"start,omitempty"`
	// Spawns names the squares of the drill's Spawn Points 1..4 (C.9,
	// O.5); with any, the Alien Phase draws Motion Tracker cards (O).
	Spawns []string `json:"spawns,omitempty"`
	// SentryGuns is the number of Sentry Guns (0..2) the players place
	// during setup (C.15, T.1); Start may also place them ("sentry:e").
	SentryGuns int `json:"sentryGuns,omitempty"`
	// Lost names the Characters a campaign has lost (Killed, R.5, or
	// Captured and not rescued, R.7): not available (C.3).
	Lost []string `json:"lost,omitempty"`
	// Captives names the Captured Characters waiting in the Rescue
	// mission's cocoons (S.1); they must not be in Lost.
	Captives []string `json:"captives,omitempty"`
	// Removed names the Endurance cards ("m41a-pulse-rifle.2") a campaign
	// has removed from the game (R.4 step 3): not in this mission (R.3).
	Removed []string `json:"removed,omitempty"`
	// MoreAliens is the optional rule P: a Spotted Blip becomes one Alien
	// model per Alien instead of a swarm.
	MoreAliens bool `json:"moreAliens,omitempty"`

	// AimResetPerActivation resets a Character's Aim Dial at the start of
	// its own activation instead of at the start of the Marine Phase
	// (Z.1, I.1; FR and the EN example).
	AimResetPerActivation bool `json:"aimResetPerActivation,omitempty"`
	// Step5CivilianGrunts lets a Hero activate Civilian Grunts in
	// activation step 5 (Z.3, I.10.3; the EN body text). Default: Marine
	// Grunts only (Quick Reference).
	Step5CivilianGrunts bool `json:"step5CivilianGrunts,omitempty"`
	// Step5AnyRank lets a Hero activate Grunts of higher Rank in step 5
	// (Z.3, I.10.1; DE/FR omit the restriction).
	Step5AnyRank bool `json:"step5AnyRank,omitempty"`
	// DistanceStraight measures "within N spaces" as the king's-move
	// count ignoring walls instead of the shortest legal path (Z.2, Y.10).
	DistanceStraight bool `json:"distanceStraight,omitempty"`
	// MTDrawLiteral makes the highest-Rank player draw fewer Motion
	// Tracker cards when there are fewer cards than players (Z.4, O.2;
	// the literal EN).
	MTDrawLiteral bool `json:"mtDrawLiteral,omitempty"`
	// DefenseTenUnmodified kills on a natural 10 only, not on a modified
	// 10 or more (Z.5, M.8).
	DefenseTenUnmodified bool `json:"defenseTenUnmodified,omitempty"`
	// RevealedHazardToBottom always puts a revealed Hazard at the bottom
	// of the Endurance Deck, even when its own text names a destination
	// (Z.7, F.5.5). Default: the Hazard's text wins.
	RevealedHazardToBottom bool `json:"revealedHazardToBottom,omitempty"`
	// BarricadeOn is the Alien die result needed to break a barricade
	// (Z.8, L.9, O.10); 0 means the default 5 (FR: 4).
	BarricadeOn int `json:"barricadeOn,omitempty"`
	// NoMoreBlipsAttack lets Aliens spotted during No-More-Blips moves
	// attack (Z.9, O.11).
	NoMoreBlipsAttack bool `json:"noMoreBlipsAttack,omitempty"`
	// DefeatBeforeVictory checks defeat before victory in the Finish
	// Phase (Z.10, Q.3). Default: victory first, as printed.
	DefeatBeforeVictory bool `json:"defeatBeforeVictory,omitempty"`
	// FreeActionRepeat lets a Character take the same Free Action again
	// in one activation when a new Action grants it again (Z.11, G.14;
	// the Gorman example EN 1619-1621). Default: once per activation.
	FreeActionRepeat bool `json:"freeActionRepeat,omitempty"`
	// PoolLiteral builds the next campaign mission's Endurance cards from
	// the EN text only (returned discards and hands), not every card not
	// removed (Z.12, R.4). Unused here: the campaign (internal/campaign)
	// has the same option and passes the result in Removed.
	PoolLiteral bool `json:"poolLiteral,omitempty"`
	// GruntRestExactlyThree reads J.15 literally ("recycles three"); the
	// default (DE) recycles up to three (Z.13). Both recycle
	// min(3, Exhaust Pile) because an empty pile recycles nothing (F.4.4).
	GruntRestExactlyThree bool `json:"gruntRestExactlyThree,omitempty"`
	// FacehuggerTenKills kills a Character rolling 10+ against a
	// Facehugger (Z.14, T.9).
	FacehuggerTenKills bool `json:"facehuggerTenKills,omitempty"`

	// AreaAcrossWalls reads K.11's "every adjacent space" as 0.5's
	// geometry: an area attack reaches across walls and closed doors.
	// Default: not across a wall (D.6: nothing interacts through one).
	AreaAcrossWalls bool `json:"areaAcrossWalls,omitempty"`
	// GruntHazardUnseen buries a card drawn for a Grunt at the bottom of
	// the Exhaust Pile unseen even when it is a Hazard (B.9 over G.5).
	// Default: a drawn Hazard is played at once (F.2.3, G.5: "when drawn
	// ... by a player", in all four rulebooks) and only other cards go
	// under the Exhaust Pile (B.9).
	GruntHazardUnseen bool `json:"gruntHazardUnseen,omitempty"`

	// WaitWhenBlocked keeps an Alien or Blip where it stands when other
	// models close every route to the Characters (L.6, L.8). Default: it
	// closes up along the shortest route past them, never entering an
	// occupied space (the rules are silent; see doc.go).
	WaitWhenBlocked bool `json:"waitWhenBlocked,omitempty"`
}

// Gear is one character's free gear-up (C.5): card ids, weapons first.
type Gear struct {
	Character string   `json:"character"`
	Cards     []string `json:"cards"`
}

// Place puts a model on a named square ("C4"): a character id, "alien",
// "swarm:N" for an Alien with N tokens under it, "blip" for a random
// token from the pool, "blip:N" for a token showing N, "sentry:F" for a
// Sentry Gun facing F (n, e, s, w), "facehugger" (T.9), or "tunnel".
type Place struct {
	Who string `json:"who"`
	At  string `json:"at"`
}

// MissionDrill is the test mission.
const MissionDrill = "drill"

// DefaultOptions are a two-player drill.
func DefaultOptions() Options {
	return Options{Mission: MissionDrill, Players: 2, Turns: 6}
}

// DecodeOptions reads options strictly over the defaults; empty means the
// defaults.
func DecodeOptions(data json.RawMessage) (Options, error) {
	opts := DefaultOptions()
	if err := engine.DecodeOptions(data, &opts); err != nil {
		return opts, fmt.Errorf("aliens: options: %w", err)
	}
	return opts, nil
}
