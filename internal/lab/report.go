package lab

import (
	"bytes"
	"encoding/csv"
	"encoding/json"
	"fmt"
	"html"
	"io"
	"strconv"
	"strings"

	"gonum.org/v1/plot"
	"gonum.org/v1/plot/plotter"
	"gonum.org/v1/plot/plotutil"
	"gonum.org/v1/plot/vg"

	"github.com/sulaco/sulaco/internal/engine"
	"github.com/sulaco/sulaco/internal/i18n"
)

// WriteJSON writes the data (what Merge reads back).
func WriteJSON(w io.Writer, d *Data) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", " ")
	return enc.Encode(d)
}

// ReadJSON reads data written by WriteJSON, strictly.
func ReadJSON(r io.Reader, name string) (*Data, error) {
	dec := json.NewDecoder(r)
	dec.DisallowUnknownFields()
	var d Data
	if err := dec.Decode(&d); err != nil {
		return nil, fmt.Errorf("%s: %w", name, err)
	}
	if d.Version != DataVersion {
		return nil, fmt.Errorf("%s: version %d, want %d", name, d.Version, DataVersion)
	}
	return &d, nil
}

// WriteCSV writes one row per game: cell, game, choices, winner,
// reason, casualties (separated by spaces).
func WriteCSV(w io.Writer, d *Data) error {
	cw := csv.NewWriter(w)
	_ = cw.Write([]string{"cell", "game", "setup", "players", "bots", "index", "choices", "winner", "reason", "casualties"})
	for _, c := range d.Cells {
		for _, p := range c.Played {
			_ = cw.Write([]string{c.Name(), c.Game, c.Setup, strconv.Itoa(c.Players), strings.Join(c.Bots, " "),
				strconv.Itoa(p.Game), strconv.Itoa(p.Choices), p.Winner, p.Reason, strings.Join(p.Casualties, " ")})
		}
	}
	cw.Flush()
	return cw.Error()
}

// Sections of the report, in order: each holds one chart.
var Sections = []string{"wins", "lengths", "reasons", "casualties", "odds"}

// WriteHTML writes the report: one self-contained HTML file (polyglot
// XHTML, so an XML parser reads it) with one SVG chart per section and
// the figures behind it in a table. Text is in p's language.
func WriteHTML(w io.Writer, d *Data, p *i18n.Printer, lang string) error {
	tr := func(key string, args ...any) string { return p.Sprint(engine.M("lab."+key, args...)) }
	sums := make([]Summary, len(d.Cells))
	for i, c := range d.Cells {
		sums[i] = Summarize(c)
		sums[i].Name = strconv.Itoa(i+1) + ". " + sums[i].Name // the charts' x labels are these numbers
	}
	var b bytes.Buffer
	esc := html.EscapeString
	fmt.Fprintf(&b, "<!DOCTYPE html>\n<html xmlns=\"http://www.w3.org/1999/xhtml\" lang=\"%s\">\n<head>\n<meta charset=\"utf-8\"/>\n<title>%s</title>\n", esc(lang), esc(tr("title")))
	b.WriteString("<style>body{font-family:sans-serif;max-width:60em;margin:auto}table{border-collapse:collapse}td,th{border:1px solid #ccc;padding:2px 6px;text-align:right}td:first-child,th:first-child{text-align:left}svg{max-width:100%;height:auto}</style>\n</head>\n<body>\n")
	fmt.Fprintf(&b, "<h1>%s</h1>\n<p>%s</p>\n", esc(tr("title")), esc(tr("intro", "cells", len(d.Cells), "games", d.Games, "seed", strconv.FormatUint(d.Seed, 10),
		"shards", len(d.Shards), "of", d.Of)))
	for _, sec := range Sections {
		chart, table, err := section(sec, d, sums, tr)
		if err != nil {
			return fmt.Errorf("lab report: %s: %w", sec, err)
		}
		fmt.Fprintf(&b, "<section id=\"%s\">\n<h2>%s</h2>\n%s\n%s</section>\n", sec, esc(tr(sec+".title")), chart, table)
	}
	b.WriteString("</body>\n</html>\n")
	_, err := w.Write(b.Bytes())
	return err
}

// section draws one section's chart and table.
func section(sec string, d *Data, sums []Summary, tr func(string, ...any) string) (string, string, error) {
	p := plot.New()
	var rows [][]string
	head := []string{}
	switch sec {
	case "wins":
		p.Y.Label.Text, p.Y.Min, p.Y.Max = tr("wins.axis"), 0, 1
		head = []string{tr("cell"), tr("winner"), tr("games"), tr("rate"), tr("interval")}
		var names []string
		for _, s := range sums {
			for _, w := range s.Winners {
				if !contains(names, w.Winner) {
					names = append(names, w.Winner)
				}
				rows = append(rows, []string{s.Name, w.Winner, strconv.Itoa(w.N), pct(w.Rate.P), pct(w.Rate.Lo) + "–" + pct(w.Rate.Hi)})
			}
		}
		for k, name := range names {
			var pts plotter.XYs
			var errs plotter.YErrors
			for i, s := range sums {
				r := s.Rate(name)
				if s.Games == 0 {
					continue
				}
				pts = append(pts, plotter.XY{X: float64(i) + 0.1*float64(k) - 0.05*float64(len(names)-1), Y: r.P})
				errs = append(errs, struct{ Low, High float64 }{r.P - r.Lo, r.Hi - r.P})
			}
			sc, err := plotter.NewScatter(pts)
			if err != nil {
				return "", "", err
			}
			sc.GlyphStyle.Color = plotutil.Color(k)
			sc.GlyphStyle.Shape = plotutil.Shape(k)
			eb, err := errorBars(pts, errs, k)
			if err != nil {
				return "", "", err
			}
			p.Add(sc, eb)
			p.Legend.Add(name, sc)
		}
		p.Legend.Top = true
		p.NominalX(cellLabels(sums)...)
	case "lengths":
		p.Y.Label.Text = tr("lengths.axis")
		head = []string{tr("cell"), tr("games"), tr("mean"), tr("median"), tr("max")}
		for i, s := range sums {
			if len(s.Lengths) == 0 {
				continue
			}
			vals := make(plotter.Values, len(s.Lengths))
			total := 0
			top := 0
			for k, l := range s.Lengths {
				vals[k] = float64(l)
				total += l
				top = max(top, l)
			}
			bp, err := plotter.NewBoxPlot(vg.Points(12), float64(i), vals)
			if err != nil {
				return "", "", err
			}
			p.Add(bp)
			rows = append(rows, []string{s.Name, strconv.Itoa(s.Games), strconv.Itoa(total / len(s.Lengths)),
				strconv.Itoa(int(bp.Median)), strconv.Itoa(top)})
		}
		p.NominalX(cellLabels(sums)...)
	case "reasons", "casualties":
		head = []string{tr(sec + ".what"), tr("games")}
		var all []Count
		for _, s := range sums {
			list := s.Reasons
			if sec == "casualties" {
				list = s.Fallen
			}
			for _, c := range list {
				for range c.N {
					all = add(all, c.Name)
				}
			}
		}
		all = sortCounts(all)
		if len(all) > 15 {
			all = all[:15]
		}
		vals := make(plotter.Values, len(all))
		names := make([]string, len(all))
		for i, c := range all {
			vals[i], names[i] = float64(c.N), c.Name
			rows = append(rows, []string{c.Name, strconv.Itoa(c.N)})
		}
		if len(all) == 0 {
			vals, names = plotter.Values{0}, []string{tr("none")}
		}
		bars, err := plotter.NewBarChart(vals, vg.Points(10))
		if err != nil {
			return "", "", err
		}
		bars.Horizontal = true
		bars.Color = plotutil.Color(0)
		p.Add(bars)
		p.NominalY(names...)
		p.X.Label.Text = tr(sec + ".axis")
	case "odds":
		p.X.Label.Text, p.Y.Label.Text, p.Y.Min, p.Y.Max = tr("odds.x"), tr("odds.y"), 0, 1
		head = []string{tr("cell"), tr("odds.x"), tr("rate"), tr("interval"), tr("games")}
		k := 0
		for _, c := range d.Cells {
			if len(c.Curve) == 0 {
				continue
			}
			var pts plotter.XYs
			var errs plotter.YErrors
			for _, pt := range c.Curve {
				w := pt.Odds.Win
				pts = append(pts, plotter.XY{X: float64(pt.Choice), Y: w.P})
				errs = append(errs, struct{ Low, High float64 }{w.P - w.Lo, w.Hi - w.P})
				rows = append(rows, []string{c.Name(), strconv.Itoa(pt.Choice), pct(w.P), pct(w.Lo) + "–" + pct(w.Hi), strconv.Itoa(pt.Odds.Games)})
			}
			line, err := plotter.NewLine(pts)
			if err != nil {
				return "", "", err
			}
			line.Color = plotutil.Color(k)
			eb, err := errorBars(pts, errs, k)
			if err != nil {
				return "", "", err
			}
			p.Add(line, eb)
			p.Legend.Add(c.Name(), line)
			k++
		}
		if k == 0 {
			p.Add(plotter.NewGrid())
		}
		p.Legend.Top = true
	}
	svg, err := renderSVG(p)
	if err != nil {
		return "", "", err
	}
	return svg, htmlTable(head, rows), nil
}

// renderSVG draws p as an SVG element (without the XML prologue, for
// inlining).
func renderSVG(p *plot.Plot) (string, error) {
	wt, err := p.WriterTo(7*vg.Inch, 4*vg.Inch, "svg")
	if err != nil {
		return "", err
	}
	var b bytes.Buffer
	if _, err := wt.WriteTo(&b); err != nil {
		return "", err
	}
	s := b.String()
	if i := strings.Index(s, "<svg"); i >= 0 {
		s = s[i:]
	}
	return s, nil
}

func htmlTable(head []string, rows [][]string) string {
	var b strings.Builder
	b.WriteString("<table>\n<tr>")
	for _, h := range head {
		b.WriteString("<th>" + html.EscapeString(h) + "</th>")
	}
	b.WriteString("</tr>\n")
	for _, r := range rows {
		b.WriteString("<tr>")
		for _, c := range r {
			b.WriteString("<td>" + html.EscapeString(c) + "</td>")
		}
		b.WriteString("</tr>\n")
	}
	b.WriteString("</table>\n")
	return b.String()
}

// cellLabels are short x labels: the cells' numbers (the tables name
// them in full).
func cellLabels(sums []Summary) []string {
	out := make([]string, len(sums))
	for i := range sums {
		out[i] = strconv.Itoa(i + 1)
	}
	return out
}

func pct(p float64) string { return strconv.FormatFloat(100*p, 'f', 1, 64) + "%" }

func contains(xs []string, x string) bool {
	for _, y := range xs {
		if y == x {
			return true
		}
	}
	return false
}

// errorBars draws the 95% intervals of the points of series k in its
// colour.
func errorBars(pts plotter.XYs, errs plotter.YErrors, k int) (*plotter.YErrorBars, error) {
	eb, err := plotter.NewYErrorBars(struct {
		plotter.XYs
		plotter.YErrors
	}{pts, errs})
	if err != nil {
		return nil, err
	}
	eb.LineStyle.Color = plotutil.Color(k)
	return eb, nil
}
