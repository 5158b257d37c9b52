package creditloop

import (
	"fmt"
	"math"
	"strconv"
	"strings"

	"github.com/charmbracelet/lipgloss"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/panels/kit"
)

// throughputPage is chart A: throughput against jitter for both rules,
// with the current jitter and the batch time marked, then the window line
// that says how the loop time rounds into whole batches.
func (p *Panel) throughputPage(w, h int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Credit
	title := s.Heading.Render(c.ChartATitle)
	if p.Busy() {
		title += " " + s.Muted.Render(p.Text.Shell.Computing)
	}
	pt := p.point
	eq1, eq2 := p.series()
	legend := p.Legend(w, 3,
		p.SeriesEntry(eq1, c.Eq1Long),
		p.SeriesEntry(eq2, fmt.Sprintf(c.Eq2LongFmt, c.Batches(p.params.Overdraft))),
		kit.MarkEntry(s.Marker.Render(string(g.MarkCurrent))+" "+fmt.Sprintf(c.LegendJitterFmt, i18n.Number(p.params.JitterNs, 0),
			i18n.Number(pt.Eq1Gbps, 1), i18n.Number(pt.Eq2Gbps, 1))),
		kit.MarkEntry(s.Muted.Render(string(g.MarkBatch))+" "+fmt.Sprintf(c.LegendBatchFmt, i18n.Number(p.params.BatchTimeNs(), 2), i18n.Int(p.params.BatchKiB), i18n.Int(p.params.BatchBytes()))),
	)
	window := kit.Lines(p.windowLine(), w, p.windowStyle())
	ch := h - 1 - len(legend) - len(window)
	// On a small screen the chart comes first: the legend shrinks to its
	// two keys on one line, and the window line (also on the Readouts
	// page) goes.
	if ch < minThroughputChart {
		legend = p.Legend(w, 2,
			p.SeriesEntry(eq1, c.Eq1Short), p.SeriesEntry(eq2, c.Eq2Short),
			kit.MarkEntry(s.Marker.Render(string(g.MarkCurrent))+" "+i18n.Number(p.params.JitterNs, 0)+" ns"),
		)
		window = nil
		ch = h - 1 - len(legend)
	}
	// The chart is cached without the current-jitter marker, which depends
	// on the jitter alone and is laid over the cached text.
	curveParams := p.params
	curveParams.JitterNs, curveParams.IncastN = 0, 0
	key := fmt.Sprint(w, ch, curveParams, p.engines.Shown(curveEngine), len(p.curve.JitterNs))
	chart := p.Chart(&p.chartA, key, func() kit.LineChart { return p.drawThroughput(w, ch) })
	out := []string{title}
	out = append(out, chart.MarkedLines(p.params.JitterNs, g.MarkCurrent, s.Marker, g.MarkBatch)...)
	out = append(out, legend...)
	return append(out, window...)
}

// plotTicks is how many y intervals a plot of rows rows is divided into:
// of 4, 5, 3 and 6, the first that divides it, else the one that leaves
// the fewest rows over.
func plotTicks(rows int) int {
	best := 4
	for _, n := range []int{4, 5, 3, 6} {
		if rows%n < rows%best {
			best = n
		}
	}
	return best
}

// minThroughputChart is the fewest rows chart A is drawn in before its
// legend and window line give way.
const minThroughputChart = 8

// windowLine says how the free window comes out of the loop time: the
// BDP in batches with its fraction, rounded up, and the slack that gives.
// When the BDP is not a whole number of batches it says so at once: that
// rounding, not the jitter, is what a small change of L moves.
func (p *Panel) windowLine() string { return p.windowLineIn(p.Styles.Glyphs) }

// windowLineIn is the window line drawn with glyphs g (the screen's, or
// an export's).
func (p *Panel) windowLineIn(g kit.Glyphs) string {
	c, pr := p.Text.Credit, p.params
	num := i18n.Number
	text := fmt.Sprintf(c.WindowLineFmt, num(pr.LoopNs, 2), num(pr.BDPBatches(), 2), g.CeilOpen, num(pr.BDPBatches(), 2), g.CeilClose,
		pr.FreeWindow(), num(pr.SlackNs(0), 2), num(pr.SlackNs(pr.Overdraft), 2))
	if p.roundsUp() {
		text += " " + fmt.Sprintf(c.WindowRoundsFmt, num(pr.SlackNs(0), 2))
	}
	return text
}

// roundsUp reports whether the BDP is not a whole number of batches.
func (p *Panel) roundsUp() bool { return p.params.SlackNs(0) > 1e-6 }

// windowStyle highlights the window line when the BDP rounds up.
func (p *Panel) windowStyle() func(...string) string {
	if p.roundsUp() {
		return p.Styles.Accent.Render
	}
	return p.Styles.Muted.Render
}

// series are the two rules' curves: solid for Eq. 1, dashed for Eq. 2, so
// they differ without colour too.
func (p *Panel) series() (eq1, eq2 kit.Series) {
	s, cv := p.Styles, p.curve
	return kit.Series{Key: "eq1", X: cv.JitterNs, Y: cv.Eq1Gbps, Style: s.Eq1, Mark: '1'},
		kit.Series{Key: "eq2", X: cv.JitterNs, Y: cv.Eq2Gbps, Style: s.Eq2, Stroke: kit.Dashed, Mark: '2'}
}

// drawThroughput describes chart A.
func (p *Panel) drawThroughput(w, h int) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	cv := p.curve
	line := float64(p.params.LineGbps)
	lo := line
	for i := range cv.Eq1Gbps {
		lo = math.Min(lo, math.Min(cv.Eq1Gbps[i], cv.Eq2Gbps[i]))
	}
	// Labelled intervals down from line rate, on round values: as many
	// as divide the plot's rows (so that no row is left blank above it).
	yTicks := float64(plotTicks(h - 2))
	step := kit.NiceCeil((line - lo) / yTicks)
	lo = math.Max(0, line-yTicks*step)
	maxX := cv.JitterNs[len(cv.JitterNs)-1]
	eq1, eq2 := p.series()
	return kit.LineChart{
		Width: w, Height: h,
		MinX: 0, MaxX: maxX, MinY: lo, MaxY: line,
		XLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
		YLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
		XTicks: 4, YTicks: int(yTicks), XUnit: "ns",
		Series:    []kit.Series{eq1, eq2},
		Marks:     []kit.VMark{{X: p.params.BatchTimeNs(), Rune: g.MarkBatch, Style: s.Muted}},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// tracePage is chart B: the sender's credit balance over time, one chart
// per rule on the same scales, each with a strip under it where the link
// is idle, one time axis at the bottom, and a key to the strips.
func (p *Panel) tracePage(w, h int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Credit
	tr := p.traceFor(w)
	out := []string{s.Heading.Render(fmt.Sprintf(c.ChartBTitleFmt, i18n.DurationWith(tr.WindowNs, g.Micro)))}
	rules := []struct {
		key   string
		name  string
		floor int
		rt    loop.RuleTrace
		style lipgloss.Style
		cache *kit.ChartCache
	}{
		{"eq1", c.Eq1Short, 0, tr.Eq1, s.Eq1, &p.chartB1},
		{"eq2", c.Eq2Short, -p.params.Overdraft, tr.Eq2, s.Eq2, &p.chartB2},
	}
	strip := kit.Lines(fmt.Sprintf(c.IdleKeyFmt, g.IdleBlock, g.IdleSome), w, s.Muted.Render)
	// Per rule: a caption (wrapped on narrow pages), the chart, the idle
	// strip; then the time axis and the key to the strips.
	captions := make([][]string, len(rules))
	extra := 0
	for i, r := range rules {
		captions[i] = kit.Wrap(fmt.Sprintf(c.TraceCaptionFmt, r.name, r.floor, r.rt.MinBal, i18n.DurationWith(r.rt.IdleNs, g.Micro),
			i18n.Number(100*r.rt.IdleNs/tr.WindowNs, 1)+"%"), w)
		extra += len(captions[i]) - 1
	}
	ch := (h-1-1-len(strip)-extra)/2 - 2
	var last kit.RenderedChart
	for i, r := range rules {
		for _, l := range captions[i] {
			out = append(out, r.style.Render(l))
		}
		key := fmt.Sprint(w, ch, p.params, tr.WindowNs)
		rt, series := r.rt, kit.Series{Key: r.key, Style: r.style}
		chart := p.Chart(r.cache, key, func() kit.LineChart { return p.drawBalance(tr, rt, series, w, ch) })
		if chart.View == "" {
			continue
		}
		out = append(out, strings.Split(chart.View, "\n")...)
		out = append(out, strings.Repeat(" ", chart.PlotX)+r.style.Render(idleStrip(r.rt, tr.WindowNs, chart.PlotWidth, g)))
		last = chart
	}
	if last.View == "" {
		// No chart drawn: no key to strips and no reading guide for
		// what is not on screen.
		return append(out, kit.Lines(c.TraceNoRoom, w, s.Muted.Render)...)
	}
	axis := kit.XAxisLine(last.PlotX, last.PlotWidth, traceTicks, 0, tr.WindowNs/1000, strconvTrim)
	if unit := g.Micro + "s"; kit.Width(axis)+1+kit.Width(unit) <= w {
		axis += " " + unit
	}
	out = append(out, s.Muted.Render(axis))
	out = append(out, strip...)
	// Where the charts leave room (tall terminals), explain how to read them.
	explain := kit.Wrap(fmt.Sprintf(c.TraceExplainFmt, c.Batches(p.params.FreeWindow()), p.params.Overdraft), w)
	if len(out)+1+len(explain) <= h {
		out = append(out, "")
		for _, l := range explain {
			out = append(out, s.Muted.Render(l))
		}
	}
	return out
}

// traceTicks is the number of labelled intervals on the time axis.
const traceTicks = 5

// traceFor returns the credit trace sized for a page w cells wide: about
// four braille dots per batch, at least two loop times, rounded to five
// round intervals. It is cached by window and parameters.
func (p *Panel) traceFor(w int) loop.Trace {
	b := p.params.BatchTimeNs()
	dots := 2 * max(w-5, 10)
	window := traceTicks * kit.NiceCeil(math.Max(2*p.params.LoopNs, float64(dots/4)*b)/traceTicks)
	key := fmt.Sprint(window, p.params)
	if p.trace.key != key {
		p.trace.key, p.trace.out = key, loop.ComputeTrace(p.params, p.draws, window)
	}
	return p.trace.out
}

// traceCache keeps the last trace and the window and parameters it is for.
type traceCache struct {
	key string
	out loop.Trace
}

// drawBalance describes one rule's balance, drawn as series; both rules
// share the y range so their plots line up and compare directly. Time
// runs in microseconds.
func (p *Panel) drawBalance(tr loop.Trace, rt loop.RuleTrace, series kit.Series, w, h int) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	lo := float64(min(tr.Eq1.MinBal, tr.Eq2.MinBal))
	hi := float64(max(tr.Eq1.MaxBal, tr.Eq2.MaxBal))
	if hi-lo < 2 {
		hi = lo + 2
	}
	series.X, series.Y = stepPoints(rt, tr.WindowNs)
	levels := int(hi-lo) + 1
	label := func(v float64) string { return fmt.Sprintf("%.0f", math.Round(v)+0) }
	// Labelled: the top, 0, and the lowest balance (Eq. 2's floor).
	marks := []float64{hi, 0, lo}
	if h >= levels {
		// One row per balance: the braille grid puts integer k in row k.
		h = levels
	}
	return kit.LineChart{
		Width: w, Height: h, HideXAxis: true,
		MinX: 0, MaxX: tr.WindowNs / 1000, MinY: lo, MaxY: hi,
		YLabel: label, YMarks: marks,
		XTicks:    traceTicks,
		Series:    []kit.Series{series},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// strconvTrim prints an axis value with at most two decimals, trimmed.
func strconvTrim(v float64) string {
	s := strconv.FormatFloat(v, 'f', 2, 64)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	if s == "-0" {
		return "0"
	}
	return s
}

// stepPoints turns balance changes into a staircase polyline, in µs.
func stepPoints(rt loop.RuleTrace, windowNs float64) (xs, ys []float64) {
	for i, st := range rt.Steps {
		if i > 0 {
			xs = append(xs, st.AtNs/1000)
			ys = append(ys, float64(rt.Steps[i-1].Balance))
		}
		xs = append(xs, st.AtNs/1000)
		ys = append(ys, float64(st.Balance))
	}
	if n := len(rt.Steps); n > 0 {
		xs = append(xs, windowNs/1000)
		ys = append(ys, float64(rt.Steps[n-1].Balance))
	}
	return xs, ys
}

// idleStrip draws one cell per plot column: a full block where the link is
// idle at least half of that column's time, a low mark where it idles less.
func idleStrip(rt loop.RuleTrace, windowNs float64, cols int, g kit.Glyphs) string {
	if cols <= 0 {
		return ""
	}
	frac := make([]float64, cols)
	dt := windowNs / float64(cols)
	for _, iv := range rt.Idle {
		for c := int(iv.FromNs / dt); c < cols && float64(c)*dt < iv.ToNs; c++ {
			a := math.Max(iv.FromNs, float64(c)*dt)
			b := math.Min(iv.ToNs, float64(c+1)*dt)
			if b > a {
				frac[c] += (b - a) / dt
			}
		}
	}
	var b strings.Builder
	for _, f := range frac {
		switch {
		case f >= 0.5:
			b.WriteString(g.IdleBlock)
		case f > 0:
			b.WriteString(g.IdleSome)
		default:
			b.WriteByte(' ')
		}
	}
	return b.String()
}
