package creditloop

import (
	"fmt"
	"math"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/panels/kit"
)

// readoutsDataset is the report's export table.
func (p *Panel) readoutsDataset() kit.Dataset {
	return kit.Dataset{Title: p.Text.Credit.ReadoutsHeading, Table: kit.ReportTable(p.Text, kit.ExportGlyphs(), loop.Report(p.point))}
}

// throughputDataset is chart A as the screen draws it: both rules'
// throughput from the screen's floor up to the line rate (labelled), the
// current jitter and the batch time marked, and the window line, which
// says how the loop time rounds into whole batches, as a note.
func (p *Panel) throughputDataset() kit.Dataset {
	c, cv, pr, pt := p.Text.Credit, p.curve, p.params, p.point
	line := float64(pr.LineGbps)
	lo := line
	for i := range cv.Eq1Gbps {
		lo = math.Min(lo, math.Min(cv.Eq1Gbps[i], cv.Eq2Gbps[i]))
	}
	const yTicks = 4 // as drawThroughput: four round steps down from the line rate
	lo = math.Max(0, line-yTicks*kit.NiceCeil((line-lo)/yTicks))
	return kit.Dataset{
		Title: c.ChartATitle, XLabel: p.Axis(p.Text.Knob.Label("credit.jitter_ns"), "ns"), YLabel: p.Axis(p.Text.Lecture.Data.Throughput, "Gb/s"),
		XRange: kit.Between(0, cv.JitterNs[len(cv.JitterNs)-1]), YRange: kit.Between(lo, line), YTicks: []float64{line},
		Series: []kit.DataSeries{
			{Name: c.Eq1Long, X: cv.JitterNs, Y: cv.Eq1Gbps},
			{Name: fmt.Sprintf(c.Eq2LongFmt, c.Batches(pr.Overdraft)), X: cv.JitterNs, Y: cv.Eq2Gbps, Dashed: true},
		},
		Lines: []kit.DataLine{
			kit.CurrentLine(fmt.Sprintf(c.LegendJitterFmt, i18n.Number(pr.JitterNs, 0), i18n.Number(pt.Eq1Gbps, 1), i18n.Number(pt.Eq2Gbps, 1)), pr.JitterNs),
			kit.VLine(fmt.Sprintf(c.LegendBatchFmt, i18n.Number(pr.BatchTimeNs(), 2), i18n.Int(pr.BatchKiB), i18n.Int(pr.BatchBytes())), pr.BatchTimeNs()),
		},
		Notes: []string{p.windowLineIn(kit.ExportGlyphs())},
	}
}

// traceDataset is chart B: both rules' credit balance over the window
// the screen shows, in µs, the balances the screen labels (the top, 0
// and Eq. 2's floor) on the axis, and each rule's caption (its floor,
// lowest balance and idle time) as a note.
func (p *Panel) traceDataset() kit.Dataset {
	c, g := p.Text.Credit, kit.ExportGlyphs()
	tr := p.trace.out
	if p.trace.key == "" {
		tr = loop.ComputeTrace(p.params, p.draws, loop.DefaultTraceWindowNs(p.params))
	}
	x1, y1 := stepPoints(tr.Eq1, tr.WindowNs)
	x2, y2 := stepPoints(tr.Eq2, tr.WindowNs)
	lo := float64(min(tr.Eq1.MinBal, tr.Eq2.MinBal))
	hi := math.Max(float64(max(tr.Eq1.MaxBal, tr.Eq2.MaxBal)), lo+2)
	var notes []string
	for _, r := range []struct {
		name  string
		floor int
		rt    loop.RuleTrace
	}{{c.Eq1Short, 0, tr.Eq1}, {c.Eq2Short, -p.params.Overdraft, tr.Eq2}} {
		notes = append(notes, fmt.Sprintf(c.TraceCaptionFmt, r.name, r.floor, r.rt.MinBal, i18n.DurationWith(r.rt.IdleNs, g.Micro),
			i18n.Number(100*r.rt.IdleNs/tr.WindowNs, 1)+"%"))
	}
	notes = append(notes, fmt.Sprintf(c.TraceExplainFmt, c.Batches(p.params.FreeWindow()), p.params.Overdraft))
	return kit.Dataset{
		Title:  fmt.Sprintf(c.ChartBTitleFmt, i18n.DurationWith(tr.WindowNs, g.Micro)),
		XLabel: p.Axis(p.Text.Lecture.Data.Time, "µs"), YLabel: p.Axis(p.Text.Lecture.Data.CreditBalance, c.BatchUnit),
		XRange: kit.Between(0, tr.WindowNs/1000), YRange: kit.Between(lo-0.25, hi+0.25), YTicks: []float64{hi, 0, lo},
		Series: []kit.DataSeries{{Name: c.Eq1Short, X: x1, Y: y1}, {Name: c.Eq2Short, X: x2, Y: y2, Dashed: true}},
		Notes:  notes,
	}
}

// Readouts implements kit.Readouter: both rules' throughput and share of
// line rate, the batch time and the free window, from the credit loop's
// report (kit.ReadoutOf keeps the deck's name of the free window).
func (p *Panel) Readouts() []kit.Readout {
	t, g, rep := p.Text, p.Styles.Glyphs, loop.Report(p.point)
	return append(kit.ReadoutsOf(t, g, rep, "eq1_gbps", "eq2_gbps", "eq1_share", "eq2_share", "batch_time_ns"),
		kit.ReadoutOf(t, g, rep, "free_window_batches", "free_window", ""))
}
