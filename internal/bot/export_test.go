package bot

// WarmBoard computes the Line of Sight table of an Aliens mission's board
// as the bot knows it, so that benchmarks can measure the bot's steady
// cost in a long run, where every sight line has been traced already.
func WarmBoard(mission string) {
	if l, _ := builtin().board(mission); l != nil {
		l.PrecomputeLOS(0)
	}
}
