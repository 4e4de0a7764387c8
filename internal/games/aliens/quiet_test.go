package aliens

import (
	"reflect"
	"slices"
	"testing"

	"github.com/sulaco/sulaco/internal/engine"
)

// TestQuietPlaysAlike: a quiet game (no messages built where nobody reads
// them) and a logged one make the same decisions, option for option, and
// end in the same state, over Bug Hunts, story missions and drills. It
// guards the performance shortcuts that skip work when the log is off:
// they must never skip a change of state.
func TestQuietPlaysAlike(t *testing.T) {
	var headers []engine.Header
	for i := range 8 {
		headers = append(headers, bugHuntHeader(t, 1+i%4, uint64(30+i)))
	}
	for i := range 10 {
		headers = append(headers, storyHeader(i))
	}
	for i := range 24 {
		headers = append(headers, randomHeader(i))
	}
	for n, h := range headers {
		loud, err := NewFromHeader(&h)
		if err != nil {
			t.Fatal(err)
		}
		quiet, err := NewFromHeader(&h)
		if err != nil {
			t.Fatal(err)
		}
		quiet.(*Game).SetQuiet(true)
		pick := engine.NewRNG(h.Seed + 7)
		var lastLoud, lastQuiet engine.View
		for step := 0; ; step++ {
			dl, dq := loud.Pending(), quiet.Pending()
			if (dl == nil) != (dq == nil) {
				t.Fatalf("game %d step %d: logged decision %v, quiet %v", n, step, dl != nil, dq != nil)
			}
			if dl == nil {
				break
			}
			kl, kq := optionKeys(dl), optionKeys(dq)
			if dl.Seat != dq.Seat || !slices.Equal(kl, kq) {
				t.Fatalf("game %d step %d: logged seat %d options %v, quiet seat %d options %v", n, step, dl.Seat, kl, dq.Seat, kq)
			}
			// Options keep their message keys and squares, prompts their
			// arguments (bots read them); only the options' arguments
			// are left out of a quiet game (optMsg).
			if !samePrompt(dl.Prompt, dq.Prompt) {
				t.Fatalf("game %d step %d: logged prompt %v, quiet %v", n, step, dl.Prompt, dq.Prompt)
			}
			for i := range dl.Options {
				ol, oq := &dl.Options[i], &dq.Options[i]
				if ol.Msg.Key != oq.Msg.Key || ol.At != oq.At || len(oq.Msg.Args) > len(ol.Msg.Args) {
					t.Fatalf("game %d step %d: option %s: logged %v at %q, quiet %v at %q", n, step, ol.Key, ol.Msg, ol.At, oq.Msg, oq.At)
				}
			}
			// A quiet game carves its views' lists like its decisions
			// (viewLists): the same view, which still reads as it was
			// once the next choice is applied and its view built.
			vl, vq := loud.View(dl.Seat), quiet.View(dq.Seat)
			if !reflect.DeepEqual(vl, vq) {
				t.Fatalf("game %d step %d: logged view %+v, quiet %+v", n, step, vl, vq)
			}
			if step > 0 && !reflect.DeepEqual(lastLoud, lastQuiet) {
				t.Fatalf("game %d step %d: the quiet view of the choice before changed: %+v, was %+v", n, step, lastQuiet, lastLoud)
			}
			lastLoud, lastQuiet = vl, vq
			k := kl[pick.IntN(len(kl))]
			if err := loud.Apply(dl.Seat, k); err != nil {
				t.Fatal(err)
			}
			if err := quiet.Apply(dq.Seat, k); err != nil {
				t.Fatal(err)
			}
			// A quiet game recycles its decisions' memory (package
			// recycle), never before the choice after the next: the
			// decision just answered still reads as it was.
			if dq.Seat != dl.Seat || !slices.Equal(optionKeys(dq), kq) {
				t.Fatalf("game %d step %d: the answered decision changed in Apply: seat %d options %v, was seat %d options %v", n, step, dq.Seat, optionKeys(dq), dl.Seat, kq)
			}
			loud.TakeEvents()
		}
		if a, b := loud.(*Game).Hash(), quiet.(*Game).Hash(); a != b {
			t.Fatalf("game %d: logged hash %s, quiet %s", n, a, b)
		}
	}
}

func samePrompt(a, b engine.Msg) bool {
	return a.Key == b.Key && slices.Equal(a.Args, b.Args)
}

func optionKeys(d *engine.Decision) []string {
	out := make([]string, len(d.Options))
	for i, o := range d.Options {
		out[i] = o.Key
	}
	return out
}
