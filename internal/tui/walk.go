package tui

import (
	"strings"

	"github.com/sulaco/sulaco/internal/engine"
)

// Moving to a square picked on the board: the client works out a
// shortest series of the steps the engine offers and sends them one at
// a time, as the engine asks for them; after each step it looks again
// from where the model stands, so every rule that stops a move (an
// Alien next to it, a shot, the steps used up) stops the walk there.

// isStep reports whether an option key is one step of a move.
func isStep(k string) bool { return strings.HasPrefix(k, "move:") || strings.HasPrefix(k, "step:") }

// reachable is every square a move being made can still reach, found by
// trying the move's steps on copies of the game (so it is exactly what
// the rules allow), with the steps that reach each one first (routes).
func (m *Model) reachable(d *engine.Decision) map[string]bool {
	n := len(m.s.Rec.Choices)
	if m.reachFor == n {
		return m.reach
	}
	m.reachFor, m.reach, m.routes = n, map[string]bool{}, map[string][]string{}
	type node struct {
		g    engine.Game
		path []string
	}
	queue := []node{{m.s.Game, nil}}
	budget := 300
	for len(queue) > 0 && budget > 0 {
		nd := queue[0]
		queue = queue[1:]
		pd := nd.g.Pending()
		if pd == nil || pd.Seat != d.Seat {
			continue
		}
		for _, o := range pd.Options {
			if !isStep(o.Key) || o.At == "" || m.reach[o.At] || budget <= 0 {
				continue
			}
			path := append(append([]string(nil), nd.path...), o.Key)
			m.reach[o.At], m.routes[o.At] = true, path
			budget--
			c := nd.g.Clone()
			if q, ok := c.(engine.Quieter); ok {
				q.SetQuiet(true)
			}
			if err := c.Apply(pd.Seat, o.Key); err == nil {
				queue = append(queue, node{c, path})
			}
		}
	}
	return m.reach
}

// walkTo moves the acting model towards square goal, one offered step
// at a time, until it stands there or the engine stops the move.
func (m *Model) walkTo(goal string) {
	for range 64 { // a move is never longer
		d := m.decision()
		if d == nil {
			break
		}
		m.reachable(d)
		route := m.routes[goal]
		if len(route) == 0 || d.Find(route[0]) < 0 {
			break
		}
		if err := m.s.Apply(route[0]); err != nil {
			m.status = err.Error()
			return
		}
		m.afterChange()
		if d := m.decision(); d == nil || !hasStep(d) {
			break
		}
	}
	if at := m.s.LastTo; at == goal {
		m.status = m.tr("status.walked", "square", goal)
	} else {
		m.status = m.tr("status.walk-stopped", "square", at, "goal", goal)
	}
	m.cursor = goal
}

// hasStep reports whether d offers a step.
func hasStep(d *engine.Decision) bool {
	for _, o := range d.Options {
		if isStep(o.Key) {
			return true
		}
	}
	return false
}
