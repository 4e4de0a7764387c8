package server

import (
	"encoding/json"
	"testing"

	"github.com/sulaco/sulaco/internal/scene"
)

// TestScenesOverSocket: full and step frames carry the seat's scene
// (internal/scene) beside its view: full frames with the board's layout,
// steps without it; the squares the options point at only to the seat
// that chooses; the seat's own hand to that seat only (the frames' leak
// check, checkRecordAndLeaks, reads the scenes too).
func TestScenesOverSocket(t *testing.T) {
	h := newHarness(t, nil)
	c := h.create(map[string]any{"game": "aliens", "seats": []map[string]any{
		{"kind": "human"}, {"kind": "human"}, {"kind": "bot", "bot": "rules"}}})
	ps := playOver(t, h, c, []int{0, 1}, 5)
	checkRecordAndLeaks(t, h, c.ID, ps)
	var fulls, steps, targets, hands int
	for _, p := range ps {
		for _, f := range p.frames {
			if f.T != "full" && f.T != "step" {
				continue
			}
			var d struct {
				View    json.RawMessage `json:"view"`
				Scene   *scene.Scene    `json:"scene"`
				Pending *struct {
					Seat int `json:"seat"`
				} `json:"pending"`
			}
			if err := json.Unmarshal(f.D, &d); err != nil {
				t.Fatal(err)
			}
			if d.View == nil {
				continue // an earlier step of a catch-up: events only
			}
			if d.Scene == nil {
				t.Fatalf("seat %d: a %s frame with a view and no scene", p.seat, f.T)
			}
			switch {
			case f.T == "full" && d.Scene.Layout == nil:
				t.Fatalf("seat %d: a full frame's scene has no layout", p.seat)
			case f.T == "full":
				fulls++
			case d.Scene.Layout != nil:
				t.Fatalf("seat %d: a step frame repeats the layout", p.seat)
			default:
				steps++
			}
			if len(d.Scene.Targets) > 0 {
				if d.Pending == nil || d.Pending.Seat != p.seat {
					t.Fatalf("seat %d received where another seat's options point: %s", p.seat, f.Raw)
				}
				targets++
			}
			for _, pn := range d.Scene.Panels {
				for _, r := range pn.Rows {
					if len(r.Text) > 0 && r.Text[0].Key == "scene.panel.hand" {
						if p.seat < 0 {
							t.Fatalf("the spectator received a hand: %s", f.Raw)
						}
						hands++
					}
				}
			}
		}
	}
	if fulls == 0 || steps == 0 || targets == 0 || hands == 0 {
		t.Fatalf("scenes in full frames %d, step frames %d, with targets %d, with a hand %d: want each", fulls, steps, targets, hands)
	}
}
