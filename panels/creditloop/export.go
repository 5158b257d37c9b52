package creditloop

import (
	"fmt"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/panels/kit"
)

// Dataset implements kit.Exporter: the throughput curves, the credit
// trace, or the readouts as a table.
func (p *Panel) Dataset() (kit.Dataset, bool) {
	c, d := p.Text.Credit, p.Text.Lecture.Data
	axis := func(q, unit string) string { return fmt.Sprintf(d.AxisFmt, q, unit) }
	switch p.Page().Key {
	case "throughput":
		cv := p.curve
		return kit.Dataset{
			Title: c.ChartATitle, XLabel: axis(p.Text.Knob.Label("credit.jitter_ns"), "ns"), YLabel: axis(d.Throughput, "Gb/s"),
			Series: []kit.DataSeries{
				{Name: c.Eq1Long, X: cv.JitterNs, Y: cv.Eq1Gbps},
				{Name: fmt.Sprintf(c.Eq2LongFmt, c.Batches(p.params.Overdraft)), X: cv.JitterNs, Y: cv.Eq2Gbps, Dashed: true},
			},
		}, true
	case "trace":
		tr := p.trace.out
		if p.trace.key == "" {
			tr = loop.ComputeTrace(p.params, p.draws, loop.DefaultTraceWindowNs(p.params))
		}
		x1, y1 := stepPoints(tr.Eq1, tr.WindowNs)
		x2, y2 := stepPoints(tr.Eq2, tr.WindowNs)
		return kit.Dataset{
			Title:  fmt.Sprintf(c.ChartBTitleFmt, i18n.Duration(tr.WindowNs)),
			XLabel: axis(d.Time, "µs"), YLabel: axis(d.CreditBalance, c.BatchUnit),
			Series: []kit.DataSeries{{Name: c.Eq1Short, X: x1, Y: y1}, {Name: c.Eq2Short, X: x2, Y: y2, Dashed: true}},
		}, true
	case "readouts":
		return kit.Dataset{Title: c.ReadoutsHeading, Table: kit.ReportTable(p.Text, p.Styles.Glyphs, loop.Report(p.point))}, true
	}
	return kit.Dataset{}, false
}

// Readouts implements kit.Readouter: both rules' throughput and share of
// line rate, the batch time and the free window, from the credit loop's
// report (kit.ReadoutOf keeps the deck's name of the free window).
func (p *Panel) Readouts() []kit.Readout {
	t, g, rep := p.Text, p.Styles.Glyphs, loop.Report(p.point)
	return append(kit.ReadoutsOf(t, g, rep, "eq1_gbps", "eq2_gbps", "eq1_share", "eq2_share", "batch_time_ns"),
		kit.ReadoutOf(t, g, rep, "free_window_batches", "free_window", ""))
}
