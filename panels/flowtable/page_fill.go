package flowtable

import (
	"fmt"
	"math"
	"strings"

	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// currentSweep is the sweep for the cuckoo knobs on screen, or nil while
// it is computed.
func (p *Panel) currentSweep() *sweepOutcome {
	if p.sweep == nil || p.sweep.params != p.valid.Cuckoo {
		return nil
	}
	return p.sweep
}

// shownFill is the fill the chart draws: the one being played, else the
// sweep's first trial; ok is false when there is neither.
func (p *Panel) shownFill() (ft.FillResult, bool) {
	if p.fill.f != nil {
		return p.fill.f.Result(), true
	}
	if sw := p.currentSweep(); sw != nil && len(sw.sweep.Trials) > 0 {
		return sw.sweep.Trials[0], true
	}
	return ft.FillResult{}, false
}

// fillPage draws stash occupancy against load for the fill on screen and
// the sweep's mean, with the threshold marked, then the sweep's figures
// and what each stash size buys.
func (p *Panel) fillPage(w, h int) []string {
	c := p.Text.Flow
	cp := p.valid.Cuckoo
	out := p.pageHead(fmt.Sprintf(c.FillTitleFmt, cp.Ways, i18n.Int(cp.UsedSlots()), cp.Stash), w, groupCuckoo)
	fill, haveFill := p.shownFill()
	sw := p.currentSweep()
	out = append(out, p.fillStatus(fill, haveFill, w)...)
	if !haveFill && sw == nil {
		return append(out, p.Computing()...)
	}
	legend := p.fillLegend(w)
	rows := chartRows(min(18, max(8, h-len(out)-len(legend)-3)), fillTicks(p.valid.Cuckoo.Stash))
	chart := p.fillChartView(fill, haveFill, w, rows)
	out = append(out, p.heading(c.FillChartTitle, w)...)
	out = append(out, strings.Split(chart, "\n")...)
	out = append(out, legend...)
	if haveFill && len(fill.FailLoads) > 0 {
		out = append(out, p.plain(fmt.Sprintf(c.ThisFillFmt, fill.Trial+1, pct(fill.FirstStashLoad, 2),
			pct(fill.OverflowLoad, 2), i18n.Int(fill.Stored)), w)...)
	}
	out = append(out, "")
	if sw == nil {
		out = append(out, p.Computing()...)
	} else {
		out = append(out, p.sweepLines(sw.sweep, w)...)
	}
	out = append(out, "")
	return append(out, p.prose("thresholds", w)...)
}

// fillStatus says what the chart shows: the sweep's first trial whole, or
// the fill being played with its progress.
func (p *Panel) fillStatus(fill ft.FillResult, have bool, w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Flow
	if p.fill.f == nil {
		if !have {
			return nil
		}
		return p.muted(c.FillIdle, w)
	}
	f := p.fill.f
	state := c.FillPaused
	switch {
	case p.fill.playing:
		state = c.FillPlaying
	case f.Done():
		state = c.FillDone
	}
	kicks := 0.0
	if n := len(fill.Curve); n > 0 {
		kicks = fill.Curve[n-1].Kicks
	}
	progress := fmt.Sprintf(c.ProgressFmt, pct(f.Load(), 2), i18n.Int(fill.Inserted), f.StashLen(), p.valid.Cuckoo.Stash, i18n.Number(kicks, 1))
	out := kit.Lines(fmt.Sprintf(p.Text.Shell.NamedFmt, state, progress), w, s.Value.Render)
	if bar := w - 2; bar >= 4 {
		out = append(out, s.Accent.Render(kit.Slider(g, f.Load(), bar)))
	}
	return out
}

// fillLegend names the curves and marks.
func (p *Panel) fillLegend(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Flow
	this, mean := fillSeries(s)
	items := []kit.LegendEntry{
		p.SeriesEntry(this, c.LegendThisFill),
		p.SeriesEntry(mean, fmt.Sprintf(c.LegendMeanFmt, p.valid.Cuckoo.Trials)),
		kit.MarkEntry(s.Muted.Render(fmt.Sprintf("%c %s", g.MarkBatch, fmt.Sprintf(c.LegendThresholdFmt, p.valid.Cuckoo.Ways,
			pct(ft.Threshold(p.valid.Cuckoo.Ways), 2))))),
	}
	if p.fill.f != nil && !p.fill.f.Done() {
		items = append(items, kit.MarkEntry(s.Marker.Render(fmt.Sprintf("%c %s", g.MarkCurrent, c.LegendLoadNow))))
	}
	return p.Legend(w, 3, items...)
}

// fillSeries are the two curves' styles: the fill on screen solid, the
// sweep's mean dashed, so they differ without colour.
func fillSeries(s kit.Styles) (this, mean kit.Series) {
	return kit.Series{Key: "fill", Style: s.Eq2, Mark: 'o'}, kit.Series{Key: "mean", Style: s.Eq1, Stroke: kit.Dashed, Mark: '+'}
}

// axisSteps are the load steps the fill chart's four intervals may take.
var axisSteps = []float64{0.005, 0.01, 0.02, 0.025, 0.05, 0.1, 0.2, 0.25, 0.5, 1}

// fillAxis is the fill chart's load axis (the screen's and the export's):
// it covers the threshold, the fill shown (have) and the sweep's spread.
func fillAxis(threshold float64, fill ft.FillResult, have bool, sw *sweepOutcome) (lo, hi, step float64) {
	var loads []float64
	if have {
		loads = append(loads, fill.FirstStashLoad, fill.OverflowLoad)
	}
	if sw != nil {
		loads = append(loads, sw.sweep.FirstStash.Min, sw.sweep.Overflow.Max)
	}
	return fillRange(threshold, loads...)
}

// fillRange is the chart's load axis: four equal steps of a round size
// that cover the threshold and every load given (the fills' first stash
// use and overflow), with a little room on each side.
func fillRange(threshold float64, loads ...float64) (lo, hi, step float64) {
	from, to := threshold-0.02, threshold+0.002
	for _, l := range loads {
		if l > 0 {
			from, to = math.Min(from, l-0.005), math.Max(to, l+0.002)
		}
	}
	from = math.Max(0, from)
	for _, step = range axisSteps {
		lo = math.Floor(from/step+1e-9) * step
		if lo+4*step >= to {
			break
		}
	}
	return lo, lo + 4*step, step
}

// loadLabel writes a load on the axis in percent, with a decimal when the
// step needs one (ASCII only).
func loadLabel(step float64) func(float64) string {
	if d := 100 * step; math.Abs(d-math.Round(d)) > 1e-9 {
		return func(v float64) string { return fmt.Sprintf("%.1f", 100*v) }
	}
	return func(v float64) string { return fmt.Sprintf("%.0f", 100*v) }
}

// fillChartView renders the chart (cached: a frame redraws it only when
// the fill has moved).
func (p *Panel) fillChartView(fill ft.FillResult, have bool, w, h int) string {
	s, g := p.Styles, p.Styles.Glyphs
	cp := p.valid.Cuckoo
	sw := p.currentSweep()
	thr := ft.Threshold(cp.Ways)
	lo, hi, step := fillAxis(thr, fill, have, sw)
	// The chart changes only once the fill enters the axis: frames below
	// it (most of a fill) reuse the cached drawing.
	now := -1.0
	if p.fill.f != nil && !p.fill.f.Done() && p.fill.f.Load() >= lo {
		now = p.fill.f.Load()
	}
	visible := 0
	for _, pt := range fill.Curve {
		if pt.Load >= lo {
			visible++
		}
	}
	key := fmt.Sprint(w, h, cp, sw != nil, have, fill.Trial, visible, len(fill.FailLoads), lo, hi, now)
	return p.Chart(&p.fillChart, key, func() kit.LineChart {
		this, mean := fillSeries(s)
		var series []kit.Series
		if have {
			this.X, this.Y = stepCurve(fill.Curve, lo, hi)
			series = append(series, this)
		}
		if sw != nil && len(sw.sweep.StashCurve) > 0 {
			mean.X, mean.Y = meanCurve(sw.sweep.StashCurve, lo, hi)
			series = append(series, mean)
		}
		marks := []kit.VMark{{X: thr, Rune: g.MarkBatch, Style: s.Muted}}
		if now >= 0 {
			marks = append(marks, kit.VMark{X: now, Rune: g.MarkCurrent, Style: s.Marker})
		}
		top := float64(max(1, cp.Stash))
		return kit.LineChart{
			// One cell narrower: the x labels' row runs a cell past the plot.
			Width: w - 1, Height: h, MinX: lo, MaxX: hi, MinY: 0, MaxY: top,
			XLabel: loadLabel(step),
			YLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
			XTicks: 4, YTicks: fillTicks(cp.Stash),
			Series: series, Marks: marks, AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
		}
	}).View
}

// fillTicks is how many intervals the stash axis is labelled in.
func fillTicks(stash int) int { return min(4, max(1, stash)) }

// stepCurve turns a fill's samples into a curve on [lo, hi]: the stash
// holds its last value before lo from lo on, and samples past hi are cut.
func stepCurve(pts []ft.Point, lo, hi float64) (xs, ys []float64) {
	before := 0.0
	for _, pt := range pts {
		if pt.Load < lo {
			before = float64(pt.Stash)
			continue
		}
		if pt.Load > hi {
			break
		}
		if len(xs) == 0 {
			xs, ys = append(xs, lo), append(ys, before)
		}
		xs, ys = append(xs, pt.Load), append(ys, float64(pt.Stash))
	}
	if len(xs) == 0 && len(pts) > 0 && pts[len(pts)-1].Load >= lo {
		xs, ys = []float64{lo}, []float64{before}
	}
	return xs, ys
}

// meanCurve is the sweep's mean stash occupancy on [lo, hi], starting at
// zero on lo.
func meanCurve(pts []ft.StashPoint, lo, hi float64) (xs, ys []float64) {
	for _, pt := range pts {
		if pt.Load < lo || pt.Load > hi {
			continue
		}
		if len(xs) == 0 && pt.Load > lo {
			xs, ys = append(xs, lo), append(ys, 0)
		}
		xs, ys = append(xs, pt.Load), append(ys, pt.Stash)
	}
	return xs, ys
}

// sweepLines are the sweep's figures beside the threshold, and what each
// stash size buys.
func (p *Panel) sweepLines(r ft.SweepResult, w int) []string {
	s, c := p.Styles, p.Text.Flow
	cp := r.Params
	spread := func(sp ft.Spread) string {
		return pct(sp.Mean, 2) + " " + fmt.Sprintf(c.SpreadFmt, i18n.Number(100*sp.Std, 2), i18n.Range(100*sp.Min, 100*sp.Max, 2))
	}
	out := p.heading(fmt.Sprintf(c.SweepHeadingFmt, len(r.Trials), cp.Seed), w)
	rows := [][2]string{{c.RowFirstStash, spread(r.FirstStash)}}
	if cp.Stash > 0 {
		bought := r.Overflow.Mean - r.FirstStash.Mean
		rows = append(rows,
			[2]string{c.RowOverflow, spread(r.Overflow)},
			[2]string{c.RowBought, fmt.Sprintf(c.BoughtFmt, i18n.Signed(100*bought, 2), i18n.Int(int(math.Round(bought*float64(cp.UsedSlots())))))})
	}
	rows = append(rows, [2]string{fmt.Sprintf(c.RowThresholdFmt, cp.Ways), pct(r.Threshold, 2)})
	for _, l := range kit.DefList(rows, w) {
		out = append(out, s.Text.Render(l))
	}
	if cp.Stash == 0 {
		return append(out, p.muted(c.NoStashNote, w)...)
	}
	out = append(out, "")
	out = append(out, p.heading(c.ByStashHeading, w)...)
	table := [][]string{{c.ColStash, c.ColOverflow, c.ColKeys}}
	for _, k := range stashSizes(cp.Stash) {
		gain := r.OverflowByStash[k] - r.OverflowByStash[0]
		table = append(table, []string{i18n.Int(k), pct(r.OverflowByStash[k], 2), i18n.Signed(math.Round(gain*float64(cp.UsedSlots())), 0)})
	}
	for _, l := range kit.FitTable(table, 2, w, 0, 1, 2) {
		out = append(out, s.Text.Render(l))
	}
	return out
}

// stashSizes are the stash sizes the table lists: none, powers of two
// below the stash, and the stash itself.
func stashSizes(stash int) []int {
	out := []int{0}
	for k := 1; k < stash; k *= 2 {
		out = append(out, k)
	}
	if stash > 0 {
		out = append(out, stash)
	}
	return out
}
