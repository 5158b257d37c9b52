package incast

import (
	"fmt"

	"github.com/charmbracelet/lipgloss"

	"pegasus/i18n"
	"pegasus/model/pcie"
	"pegasus/panels/kit"
)

// pciePage draws the RNIC's receive queue over time under the three TX
// PFC policies on one chart, with the credit threshold, Xoff and the
// buffer labelled on the axis, then each policy's pause frames, paused
// time, drops and rates, the chosen policy marked.
func (p *Panel) pciePage(w, h int) []string {
	q, s, c := p.pcie.params, p.Styles, p.Text.Incast
	div, unit := queueUnit(q.BufferKiB)
	var keys []kit.LegendEntry
	for i, ser := range p.pcieSeries(div) {
		keys = append(keys, p.SeriesEntry(ser, p.modeName(pcie.Mode(i))))
	}
	return p.ChartPage(w, h, kit.ChartLayout{
		Heading: p.heading(fmt.Sprintf(c.PCIeTitleFmt, gbps(q.HostGbps, 0), p.us(q.HostOnUs), p.us(q.HostOffUs), gbps(q.PCIeGbps, 0)), w, engPCIe),
		Caption: fmt.Sprintf(c.PCIeAxisFmt, unit, p.micro()),
		Chart: func(rows int) []string {
			return p.drawn("pcie", w, rows, q, func() kit.LineChart { return p.drawPCIe(w, rows, div) })
		},
		Legend: p.Legend(w, 3, keys...),
		Marks:  kit.Lines(fmt.Sprintf(c.PCIeMarksFmt, kib(q.CreditKiB), kib(q.XoffKiB), kib(q.BufferKiB)), w, s.Muted.Render),
		Blocks: [][]string{kit.FitTable(p.pcieRows(), 2, w, 1, 2, 3, 4, 5, 6), kit.Prose(p.autoNote(), w, s.Text.Render),
			kit.Prose(p.Doc.Section("pcienote"), w, s.Muted.Render)},
		Fit: 1, Spare: 3, Min: 8, Max: 16,
	})
}

// modeName names a TX PFC policy as its knob does.
func (p *Panel) modeName(m pcie.Mode) string { return p.Text.Knob.Value("pcie.tx_pfc", m.String()) }

// modeStyles colour the policies in pcie.Mode order.
func (p *Panel) modeStyles() []lipgloss.Style {
	s := p.Styles
	return []lipgloss.Style{s.Eq2, s.Eq1, s.Marker}
}

// modeResults are the three runs in pcie.Mode order.
func (p *Panel) modeResults() []pcie.Result {
	c := p.pcie.cmp
	return []pcie.Result{c.Auto, c.On, c.Off}
}

// pcieSeries are the queue's peaks over time under each policy, in units
// of div KiB: auto solid, on dashed, off dotted with its mark laid on it
// (auto, once it turns TX PFC off, runs on top of off: the marks show
// both).
func (p *Panel) pcieSeries(div float64) []kit.Series {
	styles := p.modeStyles()
	marks := []rune{'a', 'o', 'f'}
	strokes := []kit.Stroke{kit.Solid, kit.Dashed, kit.Dotted}
	var out []kit.Series
	for i, r := range p.modeResults() {
		m := pcie.Mode(i)
		ser := kit.Series{Key: m.String(), Style: styles[i], Stroke: strokes[i], Mark: marks[i], Marked: m == pcie.Off}
		for _, sm := range r.Samples {
			ser.X, ser.Y = append(ser.X, sm.TimeUs), append(ser.Y, sm.PeakQueueKiB/div)
		}
		out = append(out, ser)
	}
	return out
}

// drawPCIe describes the queue chart.
func (p *Panel) drawPCIe(w, h int, div float64) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	q := p.pcie.params
	return kit.LineChart{
		Width: chartWidth(w), Height: h,
		MinX: 0, MaxX: q.DurationUs, MinY: 0, MaxY: q.BufferKiB / div,
		XLabel: plainNumber, YLabel: plainNumber,
		YMarks: []float64{0, q.CreditKiB / div, q.XoffKiB / div, q.BufferKiB / div},
		XTicks: 4, XUnit: p.micro(),
		Series:    p.pcieSeries(div),
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// pcieRows compare the policies, the knob's choice marked.
func (p *Panel) pcieRows() [][]string {
	c, g := p.Text.Incast, p.Styles.Glyphs
	rows := [][]string{{"  " + c.ColPolicy, c.ColPauseFrames, c.ColPausedTime, c.ColDropped, c.ColPeakQueue, c.ColCreditRate, c.ColNICRate}}
	for i, r := range p.modeResults() {
		mark := "  "
		if pcie.Mode(i) == p.settings.PCIe.Mode {
			mark = g.Cursor + " "
		}
		rows = append(rows, []string{mark + p.modeName(pcie.Mode(i)), i18n.Int(r.PauseFrames), p.us(r.FabricPausedUs), kib(r.DroppedKiB),
			kib(r.MaxQueueKiB), gbps(r.MeanCreditGbps, 1), gbps(r.NICGbps, 1)})
	}
	return rows
}

// autoNote says what the chosen policy did with TX PFC.
func (p *Panel) autoNote() string { return p.autoNoteWith(p.Styles.Glyphs) }

// autoNoteWith is autoNote in glyphs g (an export's, say).
func (p *Panel) autoNoteWith(g kit.Glyphs) string {
	c := p.Text.Incast
	us := func(v float64) string { return i18n.DurationWith(v*1000, g.Micro) }
	r := p.modeResults()[p.settings.PCIe.Mode]
	q := p.pcie.params
	switch {
	case p.settings.PCIe.Mode == pcie.Auto && r.TXPFCOffAtUs >= 0:
		return fmt.Sprintf(c.AutoOffFmt, us(r.TXPFCOffAtUs), q.PFCLimit, g.ModelMark, i18n.Int(r.PauseFrames))
	case p.settings.PCIe.Mode == pcie.Auto:
		return fmt.Sprintf(c.AutoStayedFmt, r.MaxWindowFrames, q.PFCLimit)
	case p.settings.PCIe.Mode == pcie.On:
		return fmt.Sprintf(c.OnNoteFmt, i18n.Int(r.PauseFrames), us(r.FabricPausedUs))
	}
	return fmt.Sprintf(c.OffNoteFmt, kib(r.DroppedKiB), kib(r.MaxQueueKiB))
}
