package flowtable

import (
	"fmt"
	"strings"

	"pegasus/i18n"
	"pegasus/model/csr"
	"pegasus/panels/kit"
)

// curvePoints is how many entry counts the CSR chart computes.
const curvePoints = 120

// csrPage sets the two ways of checking the PCIe address side by side for
// the knobs' push, beside the digest's production figures, says what was
// calibrated to land there, and draws both times against entry count.
func (p *Panel) csrPage(w, h int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Flow
	cp := p.valid.CSR
	out := p.pageHead(c.CSRTitle, w, groupCSR)
	r, err := csr.PushTime(cp)
	if err != nil {
		return append(out, kit.Lines(err.Error(), w, s.Error.Render)...)
	}
	micro := g.Micro
	out = append(out, p.plain(fmt.Sprintf(c.CSRSetupFmt, i18n.Int(cp.Entries), cp.EntryBytes, cp.RNICs, cp.AccessBytes,
		i18n.Number(cp.MBps, -1), i18n.DurationWith(r.AccessUs*1000, micro), r.AccessesPerEntry, i18n.Int(r.Accesses)), w)...)
	for _, m := range []struct {
		name          string
		s, production float64
		checks        int
		style         func(...string) string
	}{
		{c.ModeEvery, r.SecondsCheckEveryCommand, csr.ProductionBeforeS, r.ChecksEveryCommand, s.Eq1.Render},
		{c.ModeMachine, r.SecondsStateMachine, csr.ProductionAfterS, r.ChecksStateMachine, s.Eq2.Render},
	} {
		out = append(out, kit.Lines(m.name, w, m.style)...)
		out = append(out, kit.Lines("  "+fmt.Sprintf(c.ModeResultFmt, secs(m.s, 3), i18n.Int(m.checks), secs(m.production, -1)), w, s.Value.Render)...)
	}
	out = append(out, p.plain(fmt.Sprintf(c.SpeedupFmt, i18n.Number(r.Speedup, 2), secs(r.DataSeconds, 3),
		i18n.Number(r.GoodputStateMachineMBps, 2), i18n.Number(r.GoodputEveryMBps, 2)), w)...)
	if cp.Restarts > 0 {
		out = append(out, p.plain(fmt.Sprintf(c.RestartsFmt, cp.Restarts, csr.ChecksPerRestart), w)...)
	}
	cal := csr.Calibrate(csr.ModelEntryBytes, csr.PaperRNICs, csr.ModelAccessBytes, csr.PaperMBps)
	calibration := p.muted(fmt.Sprintf(c.CalibrationFmt, i18n.Int(cal.Entries), csr.ModelEntryBytes, csr.PaperRNICs,
		i18n.Number(csr.PaperMBps, -1), i18n.DurationWith(cal.CheckUs*1000, micro), csr.ModelAccessBytes), w)
	legend := p.csrLegend(w)
	rowsLeft := h - len(out) - len(legend) - len(calibration) - 3
	if ch := chartRows(min(16, rowsLeft), 4); rowsLeft >= 8 {
		out = append(out, "")
		out = append(out, p.csrChartView(w, ch)...)
		out = append(out, legend...)
		out = append(out, "")
		return append(out, calibration...)
	}
	// A short page: the calibration first, the chart below it.
	out = append(out, "")
	out = append(out, calibration...)
	out = append(out, "")
	out = append(out, p.csrChartView(w, chartRows(10, 4))...)
	return append(out, legend...)
}

// csrSeries are both modes' curves: checking every command solid, the
// state machine dashed.
func csrSeries(s kit.Styles) (every, machine kit.Series) {
	return kit.Series{Key: "every", Style: s.Eq1, Mark: 'e'}, kit.Series{Key: "machine", Style: s.Eq2, Stroke: kit.Dashed, Mark: 's'}
}

// csrLegend names the curves and the mark.
func (p *Panel) csrLegend(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Flow
	every, machine := csrSeries(s)
	return p.Legend(w, 3, p.SeriesEntry(every, c.ModeEvery), p.SeriesEntry(machine, c.ModeMachine),
		kit.MarkEntry(s.Marker.Render(fmt.Sprintf("%c %s", g.MarkCurrent, fmt.Sprintf(c.LegendEntriesFmt, i18n.Int(p.valid.CSR.Entries))))))
}

// csrCurves computes both modes' times from no entries to a full table.
func (p *Panel) csrCurves() (every, machine kit.Series, top float64) {
	every, machine = csrSeries(p.Styles)
	pts, err := csr.Curve(p.valid.CSR, curvePoints)
	if err != nil {
		return every, machine, 1
	}
	for _, pt := range pts {
		x := float64(pt.Entries)
		every.X, every.Y = append(every.X, x), append(every.Y, pt.SecondsCheckEveryCommand)
		machine.X, machine.Y = append(machine.X, x), append(machine.Y, pt.SecondsStateMachine)
		top = max(top, pt.SecondsCheckEveryCommand, pt.SecondsStateMachine)
	}
	return every, machine, kit.NiceCeil(top)
}

// csrChartView renders the push time against entries per RNIC (cached).
func (p *Panel) csrChartView(w, h int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Flow
	cp := p.valid.CSR
	key := fmt.Sprint(w, h, cp)
	chart := p.Chart(&p.csrChart, key, func() kit.LineChart {
		every, machine, top := p.csrCurves()
		return kit.LineChart{
			// One cell narrower: the x labels' row runs a cell past the plot.
			Width: w - 1, Height: h, MinX: 0, MaxX: float64(cp.TableEntries), MinY: 0, MaxY: top,
			XLabel: func(v float64) string { return shortCount(v) },
			YLabel: func(v float64) string { return trimFloat(v) },
			XTicks: 4, YTicks: 4,
			Series:    []kit.Series{every, machine},
			Marks:     []kit.VMark{{X: float64(cp.Entries), Rune: g.MarkCurrent, Style: s.Marker}},
			AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
		}
	})
	return append(p.heading(c.CSRChartTitle, w), strings.Split(chart.View, "\n")...)
}

// shortCount writes an axis count of table entries in ASCII, in the
// digest's binary thousands: 32768 as 32K, 1280 as 1.3K.
func shortCount(v float64) string {
	switch k := v / 1024; {
	case v < 1024:
		return fmt.Sprintf("%.0f", v)
	case k == float64(int(k)):
		return fmt.Sprintf("%.0fK", k)
	default:
		return fmt.Sprintf("%.1fK", k)
	}
}

// trimFloat writes an axis value with at most two decimals, trailing
// zeros dropped (ASCII).
func trimFloat(v float64) string {
	s := fmt.Sprintf("%.2f", v)
	s = strings.TrimRight(strings.TrimRight(s, "0"), ".")
	return s
}
