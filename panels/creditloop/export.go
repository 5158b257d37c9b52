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
		return kit.Dataset{Title: c.ReadoutsHeading, Table: p.readoutsTable()}, true
	}
	return kit.Dataset{}, false
}

// readoutsTable is the readouts page as rows of quantity, value and unit.
func (p *Panel) readoutsTable() *kit.DataTable {
	c, d := p.Text.Credit, p.Text.Lecture.Data
	pr, pt := p.params, p.point
	line := float64(pr.LineGbps)
	pair := func(a, b string) string { return fmt.Sprintf(d.PairFmt, a, b) }
	row := func(name string, v float64, unit string) []string { return []string{name, kit.Exact(v), unit} }
	rows := [][]string{
		row(c.BatchTime, pr.BatchTimeNs(), "ns"),
		row(c.RowLoop, pr.LoopNs, "ns"),
		row(c.RowBDP, pr.BDPBytes(), "B"),
		row(c.RowFreeWindow, float64(pr.FreeWindow()), c.BatchUnit),
		row(c.Window, float64(pr.WindowBatches()), c.BatchUnit),
	}
	for _, r := range []struct {
		name  string
		gbps  float64
		slack float64
		b     loop.Bounds
	}{{c.Eq1Short, pt.Eq1Gbps, pr.SlackNs(0), pt.Eq1Bound}, {c.Eq2Short, pt.Eq2Gbps, pr.SlackNs(pr.Overdraft), pt.Eq2Bound}} {
		rows = append(rows,
			row(pair(c.RowSlack, r.name), r.slack, "ns"),
			row(pair(c.RowWire, r.name), r.gbps, "Gb/s"),
			row(pair(c.RowShare, r.name), 100*r.gbps/line, "%"),
			row(pair(c.RowGoodput, r.name), pt.Headers.GoodputGbps(r.gbps), "Gb/s"),
			row(pair(pair(c.RowBounds, r.name), d.Lower), r.b.Steady.Lower*line, "Gb/s"),
			row(pair(pair(c.RowBounds, r.name), d.Upper), r.b.Steady.Upper*line, "Gb/s"),
		)
	}
	return &kit.DataTable{Columns: []string{d.Quantity, d.Value, d.Unit}, Rows: rows}
}

// Readouts implements kit.Readouter: both rules' throughput and share of
// line rate, the batch time and the free window.
func (p *Panel) Readouts() []kit.Readout {
	c := p.Text.Credit
	pt, line := p.point, float64(p.params.LineGbps)
	return []kit.Readout{
		{Key: "eq1_gbps", Label: c.Eq1Long, Value: pt.Eq1Gbps, Decimals: 1, Unit: "Gb/s"},
		{Key: "eq2_gbps", Label: fmt.Sprintf(c.Eq2LongFmt, c.Batches(p.params.Overdraft)), Value: pt.Eq2Gbps, Decimals: 1, Unit: "Gb/s"},
		{Key: "eq1_share", Label: fmt.Sprintf(p.Text.Lecture.Data.PairFmt, c.RowShare, c.Eq1Short), Value: 100 * pt.Eq1Gbps / line, Decimals: 1, Unit: "%"},
		{Key: "eq2_share", Label: fmt.Sprintf(p.Text.Lecture.Data.PairFmt, c.RowShare, c.Eq2Short), Value: 100 * pt.Eq2Gbps / line, Decimals: 1, Unit: "%"},
		{Key: "batch_time_ns", Label: c.BatchTime, Value: p.params.BatchTimeNs(), Decimals: 2, Unit: "ns"},
		{Key: "free_window", Label: c.RowFreeWindow, Value: float64(p.params.FreeWindow()), Unit: c.BatchUnit},
	}
}
