package kit

import (
	"fmt"

	"github.com/NimbleMarkets/ntcharts/canvas"
	"github.com/NimbleMarkets/ntcharts/canvas/graph"
	"github.com/NimbleMarkets/ntcharts/linechart"
	"github.com/charmbracelet/lipgloss"
)

// Stroke is how a curve is drawn in braille. Curves must tell apart
// without colour (NO_COLOR, a monochrome projector), and how many dots a
// braille cell holds does not: strokes differ by the empty cells along
// them, and a series may add its mark every few columns (Series.Marked).
type Stroke int

const (
	// Solid draws every dot of the curve.
	Solid Stroke = iota
	// Dashed draws dashes about three cells long, with at least one empty
	// cell between them.
	Dashed
	// Dotted draws a single dot, then leaves at least one cell empty.
	Dotted
)

// String names the stroke (for tests and the charts' record).
func (s Stroke) String() string {
	switch s {
	case Dashed:
		return "dashed"
	case Dotted:
		return "dotted"
	}
	return "solid"
}

// pattern is the dots drawn, then skipped, along the curve: a gap of four
// dots always leaves a whole braille cell (two dots wide, four tall) empty.
func (s Stroke) pattern() (on, off int) {
	switch s {
	case Dashed:
		return 6, 4
	case Dotted:
		return 1, 4
	}
	return 1, 0
}

// markEvery is how many plot columns apart a marked series' marks are.
const markEvery = 8

// Band is a reference range a chart draws across its plot, behind the
// curves: a line of its rune at Lo and one at Hi (one line when both fall
// on the same row), named once in the legend.
type Band struct {
	// Key names the band for good, so that a lecture step can hold it
	// back like a series ("" for one no step names).
	Key    string
	Lo, Hi float64
	Rune   rune
	Style  lipgloss.Style
}

// StyleOf is how series s is told apart from the others of its chart
// without colour, in glyph set g: its stroke and the mark laid on it in
// braille, its mark in ASCII (one per column).
func StyleOf(g Glyphs, s Series) string {
	if !g.Braille {
		return "mark " + string(seriesMark(s))
	}
	if s.Marked {
		return fmt.Sprintf("%s, marked %c", s.Stroke, seriesMark(s))
	}
	return s.Stroke.String()
}

// seriesMark is the series' mark, '*' when it has none.
func seriesMark(s Series) rune {
	if s.Mark == 0 {
		return '*'
	}
	return s.Mark
}

// SeriesKey is what a legend shows for a series: its stroke, with its mark
// in it when the series is marked, or its ASCII mark twice.
func SeriesKey(g Glyphs, s Series) string {
	if !g.Braille {
		m := string(seriesMark(s))
		return m + m
	}
	key := g.SolidKey
	switch s.Stroke {
	case Dashed:
		key = g.DashKey
	case Dotted:
		key = g.DotKey
	}
	if s.Marked {
		r := []rune(key)
		return string(r[:1]) + string(seriesMark(s)) + string(r[1:])
	}
	return key
}

// BandKey is what a legend shows for a band: its rune three times.
func BandKey(b Band) string { return string([]rune{b.Rune, b.Rune, b.Rune}) }

// markCell is a mark to lay on a curve once every curve is drawn.
type markCell struct {
	at    canvas.Point
	mark  rune
	style lipgloss.Style
}

// drawBraille draws series s in braille with its stroke and returns
// where its marks go (one every markEvery columns, starting at column
// phase, on a cell the curve passes through).
func (c LineChart) drawBraille(lc *linechart.Model, origin canvas.Point, gw, gh int, s Series, phase int) []markCell {
	grid := graph.NewBrailleGrid(gw, gh, c.MinX, c.MaxX, c.MinY, c.MaxY)
	on, off := s.Stroke.pattern()
	var marks []markCell
	marked := map[int]bool{}
	dot := 0
	var last canvas.Point
	started := false
	visit := func(q canvas.Point) {
		if started && q == last {
			return // a point already visited: the pattern moves with the curve, not the data
		}
		started, last = true, q
		if dot%(on+off) < on {
			grid.Set(q)
		}
		dot++
		col := q.X / 2
		if s.Marked && col%markEvery == phase && !marked[col] {
			marked[col] = true
			marks = append(marks, markCell{at: canvas.Point{X: origin.X + col, Y: origin.Y + q.Y/4}, mark: seriesMark(s), style: s.Style})
		}
	}
	var prev canvas.Point
	for i := range s.X {
		p := grid.GridPoint(canvas.Float64Point{X: s.X[i], Y: clamp(s.Y[i], c.MinY, c.MaxY)})
		if i == 0 {
			visit(p)
		} else {
			for _, q := range graph.GetLinePoints(prev, p) {
				visit(q)
			}
		}
		prev = p
	}
	graph.DrawBraillePatterns(&lc.Canvas, origin, grid.BraillePatterns(), s.Style)
	return marks
}

// drawBands draws each band's lines across the plot on the cells the
// curves left empty, on the rows where a curve at the band's values
// is drawn.
func (c LineChart) drawBands(lc *linechart.Model, origin canvas.Point, gw, gh int) {
	grid := graph.NewBrailleGrid(gw, gh, c.MinX, c.MaxX, c.MinY, c.MaxY)
	for _, b := range c.Bands {
		rows := map[int]bool{}
		for _, v := range []float64{b.Lo, b.Hi} {
			switch {
			case v < c.MinY || v > c.MaxY:
			case c.Glyphs.Braille:
				rows[grid.GridPoint(canvas.Float64Point{X: c.MinX, Y: v}).Y/4] = true
			default:
				rows[c.markRow(v, gh)] = true
			}
		}
		for row := range rows {
			for x := 0; x < gw; x++ {
				p := canvas.Point{X: origin.X + x, Y: origin.Y + row}
				if lc.Canvas.Cell(p).Rune == 0 {
					lc.Canvas.SetCell(p, canvas.NewCellWithStyle(b.Rune, b.Style))
				}
			}
		}
	}
}

// markPhases spreads the marked series' first columns over markEvery, so
// that curves lying on one another still show every series' marks.
func markPhases(series []Series) []int {
	n := 0
	for _, s := range series {
		if s.Marked {
			n++
		}
	}
	phases := make([]int, len(series))
	k := 0
	for i, s := range series {
		if s.Marked {
			phases[i] = (markEvery/2 + k*markEvery/max(n, 1)) % markEvery
			k++
		}
	}
	return phases
}
