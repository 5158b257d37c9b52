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

// chartCache keeps the last rendering of a chart and what it was drawn
// from, so an unrelated key press does not redraw it.
type chartCache struct {
	key string
	out kit.RenderedChart
}

// get returns the cached chart for key, or draws and stores a new one.
func (c *chartCache) get(key string, draw func() kit.RenderedChart) kit.RenderedChart {
	if c.key != key {
		c.key, c.out = key, draw()
	}
	return c.out
}

// throughputPage is chart A: throughput against jitter for both rules,
// with the current jitter and the batch time marked.
func (p *Panel) throughputPage(w, h int) []string {
	s, g, c := p.styles, p.styles.Glyphs, p.text.Credit
	title := s.Heading.Render(c.ChartATitle)
	if p.busy {
		title += " " + s.Muted.Render(c.Computing)
	}
	pt := p.point
	legend := kit.Flow([]string{
		s.Eq1.Render(g.SliderFill + " " + c.Eq1Long),
		s.Eq2.Render(g.SliderFill + " " + fmt.Sprintf(c.Eq2LongFmt, c.Batches(p.params.Overdraft))),
		s.Marker.Render(string(g.MarkCurrent)) + " " + fmt.Sprintf(c.LegendJitterFmt, i18n.Number(p.params.JitterNs, 0),
			i18n.Number(pt.Eq1Gbps, 1), i18n.Number(pt.Eq2Gbps, 1)),
		s.Muted.Render(string(g.MarkBatch)) + " " + fmt.Sprintf(c.LegendBatchFmt, i18n.Number(p.params.BatchTimeNs(), 2)),
	}, w, 3, g.Ellipsis)
	ch := h - 1 - len(legend)
	// The chart is cached without the current-jitter marker, which depends
	// on the jitter alone and is laid over the cached text.
	curveParams := p.params
	curveParams.JitterNs, curveParams.IncastN = 0, 0
	key := fmt.Sprint(w, ch, curveParams, p.curveGen(), s.Theme, g.AxisV)
	chart := p.chartA.get(key, func() kit.RenderedChart { return p.drawThroughput(w, ch) })
	out := []string{title}
	if chart.View == "" {
		return append(out, legend...)
	}
	out = append(out, strings.Split(chart.Mark(p.params.JitterNs, g.MarkCurrent, s.Marker, g.MarkBatch), "\n")...)
	return append(out, legend...)
}

// curveGen identifies the curve on screen (the generation it answered).
func (p *Panel) curveGen() int {
	if p.busy {
		return p.gen - 1
	}
	return p.gen
}

// drawThroughput renders chart A.
func (p *Panel) drawThroughput(w, h int) kit.RenderedChart {
	s, g := p.styles, p.styles.Glyphs
	cv := p.curve
	line := float64(p.params.LineGbps)
	lo := line
	for i := range cv.Eq1Gbps {
		lo = math.Min(lo, math.Min(cv.Eq1Gbps[i], cv.Eq2Gbps[i]))
	}
	// Four labelled intervals down from line rate, on round values.
	const yTicks = 4
	step := kit.NiceCeil((line - lo) / yTicks)
	lo = math.Max(0, line-yTicks*step)
	return kit.LineChart{
		Width: w, Height: h,
		MinX: 0, MaxX: loop.MaxJitterNs, MinY: lo, MaxY: line,
		XLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
		YLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
		XTicks: 4, YTicks: yTicks,
		Series: []kit.Series{
			{X: cv.JitterNs, Y: cv.Eq1Gbps, Style: s.Eq1},
			{X: cv.JitterNs, Y: cv.Eq2Gbps, Style: s.Eq2},
		},
		Marks:     []kit.VMark{{X: p.params.BatchTimeNs(), Rune: g.MarkBatch, Style: s.Muted}},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}.Render()
}

// tracePage is chart B: the sender's credit balance over time, one chart
// per rule on the same scales, each with a strip under it where the link
// is idle, and one time axis at the bottom.
func (p *Panel) tracePage(w, h int) []string {
	s, g, c := p.styles, p.styles.Glyphs, p.text.Credit
	tr := p.traceFor(w)
	out := []string{s.Heading.Render(fmt.Sprintf(c.ChartBTitleFmt, i18n.DurationWith(tr.WindowNs, g.Micro)))}
	rules := []struct {
		name  string
		rt    loop.RuleTrace
		style lipgloss.Style
		cache *chartCache
	}{
		{c.Eq1Short, tr.Eq1, s.Eq1, &p.chartB1},
		{c.Eq2Short, tr.Eq2, s.Eq2, &p.chartB2},
	}
	// Per rule: a caption, the chart, the idle strip; then the time axis.
	ch := (h-1-1)/2 - 2
	var last kit.RenderedChart
	for _, r := range rules {
		caption := fmt.Sprintf(c.TraceCaptionFmt, r.name, r.rt.MinBal, i18n.DurationWith(r.rt.IdleNs, g.Micro),
			i18n.Number(100*r.rt.IdleNs/tr.WindowNs, 1)+"%")
		out = append(out, r.style.Render(kit.Truncate(caption, w, g.Ellipsis)))
		key := fmt.Sprint(w, ch, p.params, tr.WindowNs, s.Theme, g.AxisV)
		rt, style := r.rt, r.style
		chart := r.cache.get(key, func() kit.RenderedChart { return p.drawBalance(tr, rt, style, w, ch) })
		if chart.View == "" {
			continue
		}
		out = append(out, strings.Split(chart.View, "\n")...)
		out = append(out, strings.Repeat(" ", chart.PlotX)+r.style.Render(idleStrip(r.rt, tr.WindowNs, chart.PlotWidth, g)))
		last = chart
	}
	if last.View != "" {
		out = append(out, s.Muted.Render(kit.XAxisLine(last.PlotX, last.PlotWidth, traceTicks, 0, tr.WindowNs/1000, strconvTrim)))
	}
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

// drawBalance renders one rule's balance; both rules share the y range so
// their plots line up and compare directly. Time runs in microseconds.
func (p *Panel) drawBalance(tr loop.Trace, rt loop.RuleTrace, style lipgloss.Style, w, h int) kit.RenderedChart {
	s, g := p.styles, p.styles.Glyphs
	lo := float64(min(tr.Eq1.MinBal, tr.Eq2.MinBal))
	hi := float64(max(tr.Eq1.MaxBal, tr.Eq2.MaxBal))
	if hi-lo < 2 {
		hi = lo + 2
	}
	xs, ys := stepPoints(rt, tr.WindowNs)
	levels := int(hi-lo) + 1
	label := func(v float64) string { return fmt.Sprintf("%.0f", math.Round(v)+0) }
	yTicks := balanceTicks(int(hi-lo), h)
	if h >= levels {
		// One row per balance: the braille grid puts integer k in row k, and
		// ntcharts (no x axis) labels row i with lo + i x span/rows, which
		// the label rounds back to lo + i.
		h, yTicks = levels, 0
		label = func(v float64) string { return fmt.Sprintf("%.0f", lo+math.Round((v-lo)*float64(levels)/(hi-lo))+0) }
	}
	return kit.LineChart{
		Width: w, Height: h, HideXAxis: true,
		MinX: 0, MaxX: tr.WindowNs / 1000, MinY: lo, MaxY: hi,
		YLabel: label, YStep: 1,
		XTicks: traceTicks, YTicks: yTicks,
		Series:    []kit.Series{{X: xs, Y: ys, Style: style}},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}.Render()
}

// balanceTicks picks how many labelled intervals the balance axis gets:
// one per batch when the rows allow, else the largest divisor that fits.
func balanceTicks(span, rows int) int {
	for t := span; t > 1; t-- {
		if span%t == 0 && t <= rows {
			return t
		}
	}
	return 1
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
