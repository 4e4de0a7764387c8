package tui

import (
	"strings"

	"github.com/charmbracelet/x/ansi"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/scene"
)

// The frame around the board: column letters above it and row numbers
// left of it, kept at the window's edges however the board scrolls; the
// window keeps the acting model in sight (engine.Focuser) as well as the
// cursor; the squares of the last choice are marked; each board of a
// layout of several is labelled with its number where the rules name it
// ("Board 2", N.1).

// splitName splits a square's name into its column letters and row
// number ("AD9" -> "AD", "9").
func splitName(name string) (string, string) {
	i := strings.IndexAny(name, "0123456789")
	if i < 0 {
		return name, ""
	}
	return name[:i], name[i:]
}

// edgeLabels are the column label of each cell's canvas x and the row
// label of each cell's canvas y.
func (pic *boardPic) edgeLabels() (cols, rows map[int]string) {
	cols, rows = map[int]string{}, map[int]string{}
	for name, at := range pic.cells {
		col, row := splitName(name)
		cols[at[0]], rows[at[1]] = col, row
	}
	return cols, rows
}

// labelBoards writes each board's number over the wall above its first
// square in reading order, when the layout joins several boards.
func labelBoards(pic *boardPic, l *scene.Layout) {
	if len(l.Boards) < 2 {
		return
	}
	done := map[int]bool{}
	for _, sq := range l.Squares {
		if done[sq.Board] {
			continue
		}
		done[sq.Board] = true
		at := pic.cells[sq.Name]
		pic.c.put(at[0], at[1]-1, "["+itoa(sq.Board+1)+"]", stBoardLabel)
	}
}

// window is the first of n cells to show out of size so that focus (and
// the cursor, when both fit) stay in sight; -1 means not given.
func window(size, n, focus, cursor, cell int) int {
	if size <= n {
		return 0
	}
	center := func(a, b int) int { return (a+b)/2 - n/2 }
	x0 := 0
	switch {
	case focus < 0 && cursor < 0:
		return 0
	case focus < 0:
		x0 = center(cursor, cursor+cell)
	case cursor < 0:
		x0 = center(focus, focus+cell)
	case max(focus, cursor)+cell-min(focus, cursor) <= n-2:
		x0 = center(min(focus, cursor), max(focus, cursor)+cell)
	case cursor > focus: // too far apart: the acting model at the near edge
		x0 = focus - 2
	default:
		x0 = focus + cell + 2 - n
	}
	return max(0, min(x0, size-n))
}

// framedView cuts a window of w x h out of pic with the coordinates on
// its edges, around the acting model and the cursor.
func (m *Model) framedView(pic *boardPic, w, h int) []string {
	cx0, cx1, cy := -1, -1, -1
	if at, ok := pic.cells[m.cursor]; ok && (m.focus == focusBoard || m.decision() != nil) {
		cx0, cx1, cy = at[0], at[0]+pic.cw, at[1]
	}
	fx, fy := -1, -1
	if at, ok := pic.cells[m.focusSquare()]; ok {
		fx, fy = at[0], at[1]
	}
	cols, rows := pic.edgeLabels()
	margin := 0
	for _, r := range rows {
		margin = max(margin, len(r))
	}
	margin++
	bw, bh := max(1, w-margin), max(1, h-1)
	lines := pic.c.lines(m.pal, cx0, cx1, cy)
	x0 := window(pic.c.w, bw, fx, cx0, pic.cw)
	y0 := window(pic.c.h, bh, fy, cy, 1)
	head := []rune(strings.Repeat(" ", margin+bw))
	for x, label := range cols {
		if x >= x0 && x+len(label) <= x0+bw {
			copy(head[margin+x-x0:], []rune(label))
		}
	}
	out := []string{m.pal.render(stDim, strings.TrimRight(string(head), " "))}
	for y := y0; y < min(len(lines), y0+bh); y++ {
		out = append(out, m.pal.render(stDim, padTo(rows[y], margin))+ansi.Cut(lines[y], x0, x0+bw))
	}
	return out
}

// focusSquare is where the acting model stands, if the game says.
func (m *Model) focusSquare() string {
	if f, ok := m.s.Game.(engine.Focuser); ok && m.s.Game.Pending() != nil {
		return f.Focus()
	}
	return ""
}

// lastMarks are the squares of the last choice: where the acting model
// stood and the square the option named.
func (m *Model) lastMarks() map[string]bool {
	out := map[string]bool{}
	for _, s := range []string{m.s.LastFrom, m.s.LastTo} {
		if s != "" {
			out[s] = true
		}
	}
	return out
}
