package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/x/ansi"
)

// flatChart is one horizontal series at y = 5 drawn with stroke st
// (marked with 'm' when marked), on a chart without colour.
func flatChart(st Stroke, marked bool) LineChart {
	return LineChart{
		Width: 60, Height: 8, MinX: 0, MaxX: 100, MinY: 0, MaxY: 10, XTicks: 4, YTicks: 2,
		Series: []Series{{X: []float64{0, 100}, Y: []float64{5, 5}, Stroke: st, Mark: 'm', Marked: marked}},
		Glyphs: UnicodeGlyphs(),
	}
}

// curveRow is the plot row the flat series is drawn on, from the y axis
// on, trailing blanks cut.
func curveRow(t *testing.T, c LineChart) string {
	t.Helper()
	for _, l := range strings.Split(ansi.Strip(c.Render().View), "\n") {
		_, plot, ok := strings.Cut(l, string(c.Glyphs.AxisV))
		if ok && strings.TrimSpace(plot) != "" {
			return strings.TrimRight(plot, " ")
		}
	}
	t.Fatalf("no curve drawn:\n%s", c.Render().View)
	return ""
}

// gaps counts the blank cells inside a drawn row.
func gaps(row string) int { return strings.Count(strings.TrimSpace(row), " ") }

// TestStrokesDifferByEmptyCellsNotDotDensity: without colour, a solid
// curve has no empty cell along it, a dashed one leaves a cell empty
// after each run of cells, a dotted one after every cell; so the three
// tell apart in any one cell run, whatever dots the font draws.
func TestStrokesDifferByEmptyCellsNotDotDensity(t *testing.T) {
	solid, dashed, dotted := curveRow(t, flatChart(Solid, false)), curveRow(t, flatChart(Dashed, false)), curveRow(t, flatChart(Dotted, false))
	if n := gaps(solid); n != 0 {
		t.Errorf("solid curve has %d empty cells: %q", n, solid)
	}
	runs := func(row string) (longest int) {
		for _, r := range strings.Fields(row) {
			longest = max(longest, len([]rune(r)))
		}
		return longest
	}
	if gaps(dashed) < 5 || runs(dashed) < 2 {
		t.Errorf("dashed curve is not dashes with gaps: %q", dashed)
	}
	if gaps(dotted) <= gaps(dashed) || runs(dotted) != 1 {
		t.Errorf("dotted curve is not single cells with gaps (%d gaps, dashed %d): %q", gaps(dotted), gaps(dashed), dotted)
	}
}

// TestMarkedSeriesShowsItsMarkOnTopOfAnother: a marked series that lies
// on another still shows, by its mark every few columns.
func TestMarkedSeriesShowsItsMarkOnTopOfAnother(t *testing.T) {
	c := flatChart(Solid, false)
	c.Series = append(c.Series, Series{X: []float64{0, 100}, Y: []float64{5, 5}, Stroke: Dotted, Mark: 'f', Marked: true})
	row := curveRow(t, c)
	if n := strings.Count(row, "f"); n < 4 {
		t.Errorf("the marked series shows %d marks on the other: %q", n, row)
	}
	if strings.Contains(row, "m") {
		t.Errorf("an unmarked series laid its mark: %q", row)
	}
	if StyleOf(c.Glyphs, c.Series[0]) == StyleOf(c.Glyphs, c.Series[1]) {
		t.Error("StyleOf does not tell a marked series from a solid one")
	}
}

// rowOf is the index of the first line of chart c's view holding r.
func rowOf(c LineChart, r rune) int {
	for i, l := range strings.Split(ansi.Strip(c.Render().View), "\n") {
		if strings.ContainsRune(l, r) {
			return i
		}
	}
	return -1
}

// TestBandsDrawTheirRuneOnTheCurvesRows: a band is drawn on the row a
// curve at its value is drawn on, in both glyph sets.
func TestBandsDrawTheirRuneOnTheCurvesRows(t *testing.T) {
	for _, g := range []Glyphs{UnicodeGlyphs(), ASCIIGlyphs()} {
		for _, v := range []float64{0.3, 2.6, 5, 9.9} {
			curve := flatChart(Solid, true)
			curve.Glyphs, curve.Series[0].Y = g, []float64{v, v}
			band := flatChart(Solid, false)
			band.Glyphs, band.Series = g, nil
			band.Bands = []Band{{Lo: v, Hi: v, Rune: '%'}}
			if want, got := rowOf(curve, 'm'), rowOf(band, '%'); got != want || got < 0 {
				t.Errorf("braille=%v, y=%v: the band is on row %d, a curve at its value on %d", g.Braille, v, got, want)
			}
		}
	}
}
