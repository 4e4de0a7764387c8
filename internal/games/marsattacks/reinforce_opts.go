package marsattacks

import (
	"strconv"

	"github.com/sulaco/sulaco/internal/engine"
)

// Prebuilt parts of the reinforcement question (M.13.23), which S3's
// and S9's card plays ask a few times a game: building its prompt and
// options with engine.M cost about 2,000 instructions a question.

// reinfPrompts[s][n] is engine.M("mars.prompt.reinforce", "side", s,
// "left", n) for the counts a card gives; reinfPrompt builds others.
var reinfPrompts = func() (t [2][9]engine.Msg) {
	for s := Humans; s <= Martians; s++ {
		for n := range t[s] {
			t[s][n] = messageWith("mars.prompt.reinforce", []engine.Arg{{Name: "side", Value: s.String()}, {Name: "left", Value: strconv.Itoa(n)}})
		}
	}
	return t
}()

func reinfPrompt(s Side, n int) engine.Msg {
	if s <= Martians && n >= 0 && n < len(reinfPrompts[s]) {
		return reinfPrompts[s&1][n]
	}
	return engine.M("mars.prompt.reinforce", "side", s, "left", n)
}

// reinfSqOpts[q] is the reinforcement question's option for square q:
// key "square:<q>", message mars.opt.square {square: q}, at q.
var reinfSqOpts = sqOpts(&reinfSqKeys, "mars.opt.square", &argSquare)

var reinfSqKeys = sqKeys("square:")
