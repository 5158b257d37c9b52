package kit

import (
	"strings"
	"testing"

	"github.com/charmbracelet/lipgloss"
)

func testChart() LineChart {
	return LineChart{
		Width: 30, Height: 10, MinX: 0, MaxX: 100, MinY: 0, MaxY: 10,
		XTicks: 4, YTicks: 2,
		Series: []Series{{X: []float64{0, 100}, Y: []float64{0, 10}}},
		Marks:  []VMark{{X: 50, Rune: ':'}},
	}
}

func TestRenderFitsAndLabelsRoundTicks(t *testing.T) {
	r := testChart().Render()
	lines := strings.Split(r.View, "\n")
	if len(lines) != 10 {
		t.Fatalf("%d lines, want 10", len(lines))
	}
	for _, l := range lines {
		if Width(l) > 30 {
			t.Errorf("line %q wider than 30", l)
		}
	}
	if !strings.Contains(lines[len(lines)-1], "50") || !strings.Contains(r.View, "10") {
		t.Errorf("round labels missing:\n%s", r.View)
	}
	if (r.PlotWidth)%4 != 0 {
		t.Errorf("plot width %d is not a multiple of the 4 ticks", r.PlotWidth)
	}
}

func TestMarkOverlaysEmptyCellsAndNamedMarks(t *testing.T) {
	r := testChart().Render()
	out := r.Mark(50, '|', lipgloss.NewStyle(), ':')
	if strings.Contains(out, ":") {
		t.Error("the new mark did not replace the old one at the same x")
	}
	if strings.Count(out, "|") < 5 {
		t.Errorf("mark not drawn:\n%s", out)
	}
	if r.Mark(500, '|', lipgloss.NewStyle()) != r.View {
		t.Error("a mark outside the range changed the view")
	}
	for i, l := range strings.Split(out, "\n") {
		if Width(l) != Width(strings.Split(r.View, "\n")[i]) {
			t.Errorf("line %d changed width", i)
		}
	}
}

func TestRenderTooSmallIsEmpty(t *testing.T) {
	c := testChart()
	c.Width, c.Height = 5, 2
	if c.Render().View != "" {
		t.Error("a chart below the minimum size was drawn")
	}
}

// TestXAxisShowsTheLastTickWithinTheWidth: the labels row is no wider than
// the chart, its first label sits under the plot's first column and its
// last label ends at the plot's last column.
func TestXAxisShowsTheLastTickWithinTheWidth(t *testing.T) {
	for _, w := range []int{20, 37, 60, 121} {
		c := LineChart{Width: w, Height: 10, MinX: 0, MaxX: 2000, MinY: 200, MaxY: 400, XTicks: 4, YTicks: 4, XUnit: "ns",
			Series: []Series{{X: []float64{0, 2000}, Y: []float64{400, 200}}}, Glyphs: UnicodeGlyphs()}
		r := c.Render()
		lines := strings.Split(r.View, "\n")
		last := lines[len(lines)-1]
		if Width(last) > w || !strings.Contains(last, "2000") || !strings.HasPrefix(last[r.PlotX:], "0") {
			t.Errorf("width %d: labels %q (plot at %d)", w, last, r.PlotX)
		}
	}
}
