package kit

import (
	"fmt"
	"math"
	"slices"
	"sort"
	"strings"

	"github.com/NimbleMarkets/ntcharts/canvas"
	"github.com/NimbleMarkets/ntcharts/linechart"
	"github.com/charmbracelet/lipgloss"
	"github.com/charmbracelet/x/ansi"
)

// Series is one curve of a line chart, drawn in braille with its stroke,
// or with one ASCII mark per column in ASCII mode. The series of one
// chart must differ in stroke or marks, not only in colour (StyleOf).
type Series struct {
	// Key names the series for good ("eq2"), so that a lecture step can
	// hold it back (a deck's `series:` pause) and a page can declare it
	// (Page.Series); "" for a series no step names.
	Key   string
	X, Y  []float64
	Style lipgloss.Style
	// Stroke is how the curve is drawn in braille.
	Stroke Stroke
	// Mark is the series' character: in ASCII mode the curve is drawn
	// with it ('*' if unset); in braille, when Marked, it is laid on the
	// curve every few columns, above every curve, so that a series that
	// lies on another still shows.
	Mark   rune
	Marked bool
}

// VMark is a vertical line across the plot at data x.
type VMark struct {
	X     float64
	Rune  rune
	Style lipgloss.Style
}

// LineChart describes a chart to render once and cache. Axis labels must
// stay ASCII: ntcharts places them by byte length.
type LineChart struct {
	Width, Height          int // whole chart including axes and labels, cells
	MinX, MaxX, MinY, MaxY float64
	XLabel, YLabel         func(v float64) string
	XStep, YStep           int       // cells between axis labels (when XTicks, YTicks are 0)
	XTicks, YTicks         int       // if set: labelled intervals; the plot shrinks to fit them exactly
	HideXAxis              bool      // no x axis or labels (stacked charts share one XAxisLine)
	XUnit                  string    // written after the last x label, when it fits
	YMarks                 []float64 // if set: label the y axis at these values only
	Series                 []Series
	Bands                  []Band // reference lines behind the curves
	Marks                  []VMark
	AxisStyle, LabelStyle  lipgloss.Style
	Glyphs                 Glyphs
}

// MinChartWidth and MinPlotHeight are the smallest sizes drawn; below
// them Render returns an empty string (ntcharts panics at size <= 0).
const (
	MinChartWidth = 12
	MinPlotHeight = 3
)

// RenderedChart is a drawn chart and where its plotting area lies, so that
// callers can align strips or labels under the plot.
type RenderedChart struct {
	View      string
	PlotX     int // first column of the plotting area
	PlotWidth int // columns of the plotting area

	minX, maxX float64  // data range across the plot
	top, rows  int      // first line and number of lines of the plot
	plain      []string // View without styling, to find empty cells
}

// Lines are the chart's rows; none when it was not drawn (too small).
func (r RenderedChart) Lines() []string {
	if r.View == "" {
		return nil
	}
	return strings.Split(r.View, "\n")
}

// MarkedLines are the chart's rows with Mark's line at data x; none when
// the chart was not drawn.
func (r RenderedChart) MarkedLines(x float64, glyph rune, style lipgloss.Style, over ...rune) []string {
	if r.View == "" {
		return nil
	}
	return strings.Split(r.Mark(x, glyph, style, over...), "\n")
}

// Mark returns the view with a vertical line at data x across the plot,
// drawn on empty cells and on cells holding one of the over runes (other
// marks it should hide). It edits the cached text instead of redrawing the
// chart, so a moving marker costs almost nothing.
func (r RenderedChart) Mark(x float64, glyph rune, style lipgloss.Style, over ...rune) string {
	if r.View == "" || x < r.minX || x > r.maxX || !(r.maxX > r.minX) {
		return r.View
	}
	col := r.PlotX + int(math.Round((x-r.minX)/(r.maxX-r.minX)*float64(r.PlotWidth-1)))
	lines := strings.Split(r.View, "\n")
	mark := style.Render(string(glyph))
	for y := r.top; y < r.top+r.rows && y < len(lines); y++ {
		cells := []rune(r.plain[y])
		if col >= len(cells) || (cells[col] != ' ' && !slices.Contains(over, cells[col])) {
			continue
		}
		w := Width(lines[y])
		lines[y] = ansi.Cut(lines[y], 0, col) + mark + ansi.Cut(lines[y], col+1, w)
	}
	return strings.Join(lines, "\n")
}

// Render draws the chart with one braille grid per series (the fast path of
// ntcharts v0.4.0). Marks are drawn after the curves, on cells the curves
// left empty. A chart too small to draw renders as an empty View.
func (c LineChart) Render() RenderedChart {
	if len(c.YMarks) > 0 {
		c.YStep, c.YTicks = 1, 0 // visit every row; label only the marks
	}
	if c.Width < MinChartWidth || c.plotHeight() < MinPlotHeight || !(c.MaxX > c.MinX) || !(c.MaxY > c.MinY) {
		return RenderedChart{}
	}
	c, topPad := c.fitTicks()
	if c.Width < MinChartWidth || c.plotHeight() < MinPlotHeight {
		return RenderedChart{}
	}
	xStep := max(c.XStep, 1)
	if c.HideXAxis {
		xStep = 0
	}
	// Every style ntcharts draws with is the caller's (built from its
	// Styles, so from the session's renderer over SSH): its graph style,
	// used only by its own line drawing (the curves here are braille grids
	// in each series' style), is the axis style.
	opts := []linechart.Option{
		linechart.WithXYSteps(xStep, max(c.YStep, 1)),
		linechart.WithStyles(c.AxisStyle, c.LabelStyle, c.AxisStyle),
	}
	// The x labels are drawn below by xAxisLabels (ntcharts leaves out the
	// last one); ntcharts draws none.
	opts = append(opts, linechart.WithXLabelFormatter(func(int, float64) string { return "" }))
	if ylabel := c.yLabeller(); ylabel != nil {
		opts = append(opts, linechart.WithYLabelFormatter(ylabel))
	}
	lc := linechart.New(c.Width, c.Height, c.MinX, c.MaxX, c.MinY, c.MaxY, opts...)
	lc.SetViewXYRange(c.MinX, c.MaxX, c.MinY, c.MaxY)
	lc.DrawXYAxisAndLabel()
	c.replaceAxisRunes(&lc)
	gw, gh := lc.GraphWidth(), lc.GraphHeight()
	if gw < 1 || gh < 1 {
		return RenderedChart{}
	}
	origin := canvas.Point{X: lc.Origin().X + 1, Y: 0}
	phases := markPhases(c.Series)
	var marks []markCell
	for i, s := range c.Series {
		if !c.Glyphs.Braille {
			c.drawMarks(&lc, origin, gw, gh, s)
			continue
		}
		marks = append(marks, c.drawBraille(&lc, origin, gw, gh, s, phases[i])...)
	}
	c.drawBands(&lc, origin, gw, gh)
	for _, m := range c.Marks {
		if m.X < c.MinX || m.X > c.MaxX {
			continue
		}
		col := origin.X + int(math.Round((m.X-c.MinX)/(c.MaxX-c.MinX)*float64(gw-1)))
		for y := 0; y < gh; y++ {
			p := canvas.Point{X: col, Y: y}
			if lc.Canvas.Cell(p).Rune == 0 {
				lc.Canvas.SetCell(p, canvas.NewCellWithStyle(m.Rune, m.Style))
			}
		}
	}
	for _, m := range marks {
		lc.Canvas.SetCell(m.at, canvas.NewCellWithStyle(m.mark, m.style))
	}
	view := lc.View()
	if !c.HideXAxis {
		lines := strings.Split(view, "\n")
		lines[len(lines)-1] = c.LabelStyle.Render(c.xAxisLabels(origin.X, gw))
		view = strings.Join(lines, "\n")
	}
	view = strings.Repeat("\n", topPad) + view
	return RenderedChart{
		View: view, PlotX: origin.X, PlotWidth: gw,
		minX: c.MinX, maxX: c.MaxX, top: topPad, rows: gh,
		plain: strings.Split(ansi.Strip(view), "\n"),
	}
}

// yLabeller is the y label formatter: every YStep rows, or, with YMarks,
// only on the rows nearest the marks.
func (c LineChart) yLabeller() func(int, float64) string {
	label := c.YLabel
	if label == nil {
		label = func(v float64) string { return fmt.Sprintf("%.0f", v) }
	}
	if len(c.YMarks) == 0 {
		return func(_ int, v float64) string { return label(v) }
	}
	gh := c.plotHeight()
	// Plot rows run from 0 (bottom) to gh-1 (top), as ntcharts places the
	// label of row i.
	rowOf := func(v float64) int { return int(math.Round((v - c.MinY) / (c.MaxY - c.MinY) * float64(gh-1))) }
	return func(i int, _ float64) string {
		for _, m := range c.YMarks {
			if rowOf(m) == i {
				return label(m)
			}
		}
		return ""
	}
}

// xAxisLabels is the labels row under the plot: one label per tick, the
// last one ending at the plot's edge, then the unit if it fits.
func (c LineChart) xAxisLabels(plotX, gw int) string {
	ticks := c.XTicks
	if ticks <= 0 {
		ticks = max(1, gw/max(c.XStep, 1))
	}
	label := c.XLabel
	if label == nil {
		label = func(v float64) string { return fmt.Sprintf("%.0f", v) }
	}
	line := XAxisLine(plotX, gw, ticks, c.MinX, c.MaxX, label)
	if c.XUnit != "" && Width(line)+1+Width(c.XUnit) <= c.Width {
		line += " " + c.XUnit
	}
	return line
}

// fitTicks shrinks the plot so that XTicks and YTicks intervals fall on
// whole cells, which makes the axis labels land on round values. It
// returns the adjusted chart and how many blank rows to put above it.
func (c LineChart) fitTicks() (LineChart, int) {
	pad := 0
	if c.YTicks > 0 {
		gh := c.plotHeight()
		fit := gh / c.YTicks * c.YTicks
		if fit >= c.YTicks {
			pad = gh - fit
			c.Height -= pad
			c.YStep = fit / c.YTicks
		}
	}
	if c.XTicks > 0 {
		gw := c.Width - c.yLabelWidth() - 1
		fit := gw / c.XTicks * c.XTicks
		if fit >= c.XTicks {
			c.Width -= gw - fit
			c.XStep = fit / c.XTicks
		}
	}
	return c, pad
}

// plotHeight is the rows of the plotting area: all of them, less two for
// the x axis and its labels when it is drawn.
func (c LineChart) plotHeight() int {
	if c.HideXAxis {
		return c.Height
	}
	return c.Height - 2
}

// XAxisLine draws the labels of an x axis under a plot that starts at
// column plotX and is plotWidth cells wide: one per tick, the first at the
// plot's first column, the last ending at its last column.
func XAxisLine(plotX, plotWidth, ticks int, minX, maxX float64, label func(float64) string) string {
	if ticks <= 0 || plotWidth <= 0 {
		return ""
	}
	line := []byte(strings.Repeat(" ", plotX+plotWidth))
	for k := 0; k <= ticks; k++ {
		col := plotX + k*(plotWidth-1)/ticks
		s := label(minX + (maxX-minX)*float64(k)/float64(ticks))
		if k == ticks {
			col -= len(s) - 1 // the last label ends at the plot's edge
		}
		if col < 0 || col+len(s) > len(line) || (col > 0 && line[col-1] != ' ') {
			continue
		}
		copy(line[col:], s)
	}
	return strings.TrimRight(string(line), " ")
}

// yLabelWidth is the width ntcharts reserves left of the y axis: the
// longest label it will draw.
func (c LineChart) yLabelWidth() int {
	if len(c.YMarks) > 0 {
		w := 0
		for _, m := range c.YMarks {
			w = max(w, len(c.yLabeller()(0, m)))
			if c.YLabel != nil {
				w = max(w, len(c.YLabel(m)))
			}
		}
		return w
	}
	gh := c.plotHeight()
	step := max(c.YStep, 1)
	w := 0
	for i := 0; i <= gh; i += step {
		v := c.MinY + (c.MaxY-c.MinY)*float64(i)/float64(gh)
		s := fmt.Sprintf("%.0f", v)
		if c.YLabel != nil {
			s = c.YLabel(v)
		}
		w = max(w, len(s))
	}
	return w
}

// replaceAxisRunes redraws the axes with the chosen glyph set, so ASCII
// mode has no box-drawing characters.
func (c LineChart) replaceAxisRunes(lc *linechart.Model) {
	if c.Glyphs.AxisV == 0 || c.Glyphs.AxisV == '│' {
		return
	}
	o := lc.Origin()
	for y := 0; y < o.Y; y++ {
		lc.Canvas.SetCell(canvas.Point{X: o.X, Y: y}, canvas.NewCellWithStyle(c.Glyphs.AxisV, c.AxisStyle))
	}
	if c.HideXAxis { // the y axis runs down through the origin row
		lc.Canvas.SetCell(o, canvas.NewCellWithStyle(c.Glyphs.AxisV, c.AxisStyle))
		return
	}
	for x := o.X + 1; x < lc.Canvas.Width(); x++ {
		lc.Canvas.SetCell(canvas.Point{X: x, Y: o.Y}, canvas.NewCellWithStyle(c.Glyphs.AxisH, c.AxisStyle))
	}
	lc.Canvas.SetCell(o, canvas.NewCellWithStyle(c.Glyphs.AxisCorner, c.AxisStyle))
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }

// drawMarks draws a series in ASCII mode: in each plot column, its mark on
// the row nearest the curve's value there (linearly interpolated).
func (c LineChart) drawMarks(lc *linechart.Model, origin canvas.Point, gw, gh int, s Series) {
	mark := s.Mark
	if mark == 0 {
		mark = '*'
	}
	for col := 0; col < gw; col++ {
		x := c.MinX + (c.MaxX-c.MinX)*float64(col)/float64(max(gw-1, 1))
		y, ok := interpolate(s.X, s.Y, x)
		if !ok {
			continue
		}
		lc.Canvas.SetCell(canvas.Point{X: origin.X + col, Y: origin.Y + c.markRow(y, gh)}, canvas.NewCellWithStyle(mark, s.Style))
	}
}

// markRow is the plot row of value y in ASCII mode (gh rows).
func (c LineChart) markRow(y float64, gh int) int {
	return gh - 1 - int(math.Round((clamp(y, c.MinY, c.MaxY)-c.MinY)/(c.MaxY-c.MinY)*float64(gh-1)))
}

// interpolate reads a polyline (xs increasing, steps allowed) at x.
func interpolate(xs, ys []float64, x float64) (float64, bool) {
	if len(xs) == 0 || x < xs[0] || x > xs[len(xs)-1] {
		return 0, false
	}
	i := sort.SearchFloat64s(xs, x)
	if i < len(xs) && xs[i] == x {
		for i+1 < len(xs) && xs[i+1] == x { // a vertical step: take its end
			i++
		}
		return ys[i], true
	}
	if i == 0 {
		return ys[0], true
	}
	a, b := i-1, i
	if xs[b] == xs[a] {
		return ys[b], true
	}
	return ys[a] + (ys[b]-ys[a])*(x-xs[a])/(xs[b]-xs[a]), true
}
