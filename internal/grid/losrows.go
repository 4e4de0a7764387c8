package grid

// Sight rows: for each square a, the squares some line from a may reach
// past the walls (the pair's entry is not "never"), and those a line joins
// that nothing can ever block (the entry is "always"). They turn most
// questions "does any of these squares see b" into bit tests: a looker
// whose row lacks b never sees it, one whose sure row has it always does.
// Built once per layout from the complete LOS table, so only after
// PrecomputeLOS; shared by every game on the layout, read-only once built.

type sightRows struct {
	words int      // uint64 words per row
	maybe []uint64 // row a: maybe[a*words : (a+1)*words]
	sure  []uint64
}

// SightRows returns, for square a, the squares a may see under some
// blockers (LOS(a, b, ...) true for some standing and closed sets) and the
// squares it sees under any blockers; a is in both. Both are nil until
// PrecomputeLOS has filled the table: callers then ask LOS. The sets are
// shared: do not modify them.
func (l *Layout) SightRows(a Square) (maybe, sure SquareSet) {
	t := l.losTab()
	if !t.done.Load() || !l.valid(a) {
		return nil, nil
	}
	t.rowsOnce.Do(func() { t.rows = l.buildSightRows(t) })
	r := t.rows
	i := int(a) * r.words
	return r.maybe[i : i+r.words : i+r.words], r.sure[i : i+r.words : i+r.words]
}

func (l *Layout) buildSightRows(t *losTable) *sightRows {
	n := t.n
	w := (n + 63) / 64
	r := &sightRows{words: w, maybe: make([]uint64, n*w), sure: make([]uint64, n*w)}
	set := func(rows []uint64, a, b int) { rows[a*w+(b>>6)] |= 1 << (uint(b) & 63) }
	for a := range n {
		set(r.maybe, a, a)
		set(r.sure, a, a)
		for b := a + 1; b < n; b++ {
			e := t.slot(Square(a), Square(b)).Load()
			if e == nil || e == &t.never {
				continue // nil: not filled, which done rules out
			}
			set(r.maybe, a, b)
			set(r.maybe, b, a)
			if e.always {
				set(r.sure, a, b)
				set(r.sure, b, a)
			}
		}
	}
	return r
}
