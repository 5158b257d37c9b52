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
