package incast

import (
	"fmt"
	"math"

	"pegasus/i18n"
	"pegasus/model/incast"
	"pegasus/panels/kit"
)

// noEngine marks a page whose results are computed at once.
const noEngine engine = -1

// maxChartRows caps a chart's height on a tall terminal: past it, more
// rows add no detail, and the numbers under the chart should stay on screen.
const maxChartRows = 30

// queuePage draws the receiver's queue over time under both controls on
// one chart (credits solid, DCQCN dashed), the ideal completion marked,
// then both runs' summaries side by side and what bounds each queue.
func (p *Panel) queuePage(w, h int) []string {
	r, g, c := p.run, p.Styles.Glyphs, p.Text.Incast
	q := r.params
	div, unit := queueUnit(math.Max(r.credit.MaxQueueKiB, r.dcqcn.MaxQueueKiB))
	cr, dc := p.queueSeries(div)
	return p.ChartPage(w, h, kit.ChartLayout{
		Heading: p.heading(fmt.Sprintf(c.QueueTitleFmt, p.count(q.Senders, "senders"), g.Times, p.count(q.QPsPerSender, "QPs"), g.Times,
			kib(float64(q.SizeKiB)), i18n.Int(q.LineGbps)), w, engRun),
		Caption: fmt.Sprintf(c.QueueAxisFmt, unit, p.micro()),
		Chart: func(rows int) []string {
			return p.drawn("queue", w, rows, q, func() kit.LineChart { return p.drawQueue(w, rows, div) })
		},
		Legend: p.Legend(w, 3, p.SeriesEntry(cr, c.LegendCredit), p.SeriesEntry(dc, c.LegendDCQCN),
			kit.MarkEntry(p.Styles.Muted.Render(string(g.MarkBatch)+" "+fmt.Sprintf(c.LegendIdealFmt, p.us(r.credit.IdealFCTUs))))),
		Blocks: [][]string{p.queueTable(w), p.queueNotes(w)},
		Fit:    1, Spare: 2, Min: 10, Max: maxChartRows,
	})
}

// queueSeries are both runs' highest queue in each sampling period, in
// units of div KiB: solid for credits, dashed for DCQCN.
func (p *Panel) queueSeries(div float64) (credit, dcqcn kit.Series) {
	s := p.Styles
	credit = kit.Series{Key: "credit", Style: s.Eq2, Mark: 'c'}
	dcqcn = kit.Series{Key: "dcqcn", Style: s.Eq1, Stroke: kit.Dashed, Mark: 'd'}
	add := func(ser *kit.Series, r incast.Result) {
		ser.X, ser.Y = append(ser.X, 0), append(ser.Y, 0)
		for _, sm := range r.Samples {
			ser.X = append(ser.X, sm.TimeUs)
			ser.Y = append(ser.Y, sm.PeakQueueKiB/div)
		}
	}
	add(&credit, p.run.credit)
	add(&dcqcn, p.run.dcqcn)
	return credit, dcqcn
}

// drawQueue renders the queue chart.
func (p *Panel) drawQueue(w, h int, div float64) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	cr, dc := p.queueSeries(div)
	maxX := niceTop(math.Max(last(cr.X), last(dc.X)), 4)
	maxY := niceTop(math.Max(maxOf(cr.Y), maxOf(dc.Y)), 4)
	return kit.LineChart{
		Width: chartWidth(w), Height: h,
		MinX: 0, MaxX: maxX, MinY: 0, MaxY: maxY,
		XLabel: plainNumber, YLabel: plainNumber,
		XTicks: 4, YTicks: 4, XUnit: p.micro(),
		Series:    []kit.Series{cr, dc},
		Marks:     []kit.VMark{{X: p.run.credit.IdealFCTUs, Rune: g.MarkBatch, Style: s.Muted}},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// queueTable sets both runs' summaries side by side.
func (p *Panel) queueTable(w int) []string {
	c := p.Text.Incast
	rows := [][]string{{"", c.ColCredit, c.ColDCQCN}}
	for _, row := range p.queueRows() {
		rows = append(rows, row[:3])
	}
	return kit.FitTable(rows, 2, w, 1, 2)
}

// queueRows are the summary rows: label, credit, DCQCN.
func (p *Panel) queueRows() [][]string {
	c := p.Text.Incast
	r := p.run
	fct := func(x incast.Result) string {
		if !x.Completed {
			return c.NotFinished
		}
		return p.us(x.LastFCTUs)
	}
	over := func(x incast.Result) string {
		if !x.Completed {
			return c.NotFinished
		}
		return i18n.Signed(100*(x.LastFCTUs/x.IdealFCTUs-1), 1) + " %"
	}
	both := func(label string, f func(incast.Result) string) []string {
		return []string{label, f(r.credit), f(r.dcqcn)}
	}
	mark := ""
	if r.params.WireOverheadBytes == incast.RoCEv2WireOverheadBytes {
		mark = p.Styles.Glyphs.ModelMark
	}
	wire := fmt.Sprintf(c.WireValueFmt, i18n.Int(r.params.WireOverheadBytes), mark, pct(r.params.WireLossPct(), 2))
	return [][]string{
		both(c.RowPeakQueue, func(x incast.Result) string { return kib(x.MaxQueueKiB) }),
		both(c.RowMeanQueue, func(x incast.Result) string { return kib(x.MeanQueueKiB) }),
		both(c.RowQueueDelay, func(x incast.Result) string { return p.us(x.MeanQueueDelayUs) }),
		both(c.RowGoodput, func(x incast.Result) string { return gbps(x.GoodputGbps, 1) }),
		both(c.RowBelowLine, func(x incast.Result) string { return pct(x.LossVsLinePct, 2) }),
		{c.RowWire, wire, wire},
		both(c.RowIdeal, func(x incast.Result) string { return p.us(x.IdealFCTUs) }),
		both(c.RowIdealPayload, func(x incast.Result) string { return p.us(x.IdealPayloadFCTUs) }),
		both(c.RowLastFCT, fct),
		both(c.RowOverIdeal, over),
		both(c.RowPauses, func(x incast.Result) string { return i18n.Int(x.PFCPauses) }),
	}
}

// queueNotes say where each queue comes from: the credits' free first
// windows, and DCQCN's reaction after the queue passes Kmin.
func (p *Panel) queueNotes(w int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Incast
	q := p.run.params
	free := float64(q.TotalQPs()*q.FreeBatches()) * float64(q.BatchKiB)
	out := kit.Prose(fmt.Sprintf(c.CreditBoundFmt, p.count(q.TotalQPs(), "QPs"), g.Times, p.count(q.FreeBatches(), "batches"), kib(float64(q.BatchKiB)),
		kib(free), kib(p.run.credit.MaxQueueKiB)), w, s.Text.Render)
	out = append(out, kit.Prose(fmt.Sprintf(c.DCQCNGrowsFmt, kib(q.DCQCN.KminKiB), kib(p.run.dcqcn.MaxQueueKiB)), w, s.Text.Render)...)
	return append(out, kit.Prose(fmt.Sprintf(c.QueueSetupFmt, p.us(q.LinkDelayNs/1000), kib(float64(q.BufferKiB)),
		kib(q.BDPBytes()/1024), p.us(q.JitterNs/1000), q.Seed), w, s.Muted.Render)...)
}
