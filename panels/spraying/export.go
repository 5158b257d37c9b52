package spraying

import (
	"fmt"

	"pegasus/i18n"
	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// balanceDataset is the chosen scheme's load on every uplink as bars up
// to the busiest, with the mean (1) marked, every scheme's averages (the
// share of uplinks used in percent, as the screen shows it) and the
// balls-into-bins check as a note.
func (p *Panel) balanceDataset() kit.Dataset {
	c, d := p.Text.Spray, p.Text.Lecture.Data
	b := p.balance[spray.Hash].Params
	sc := p.settings.Balance.Scheme
	loads := p.balance[sc].LinkLoads
	xs := make([]float64, len(loads))
	most := 1.0
	for i := range xs {
		xs[i] = float64(i + 1)
		most = max(most, loads[i])
	}
	rows := [][]string{}
	for _, s := range spray.Schemes {
		m := p.balance[s].Mean
		rows = append(rows, []string{schemeName(p.Text, s), kit.Percent(m.UsedFraction), kit.Exact(m.MaxLoad), kit.Exact(m.Throughput),
			kit.Exact(m.SlowestMs), kit.Exact(m.OOODegree)})
	}
	var notes []string
	if b.Mix == spray.Equal {
		hash := p.balance[spray.Hash].Mean
		notes = append(notes, fmt.Sprintf(c.ExpectationFmt, b.Flows, b.Paths,
			i18n.Number(100*spray.ExpectedUsedFraction(b.Flows, b.Paths), 1), i18n.Number(spray.ExpectedHashMaxLoad(b.Flows, b.Paths), 2),
			i18n.Number(100*hash.UsedFraction, 1), i18n.Number(hash.MaxLoad, 2)))
	} else {
		notes = append(notes, c.MixNote)
	}
	notes = append(notes, fmt.Sprintf(c.TrialsNoteFmt, b.Trials, b.Seed))
	return kit.Dataset{
		Title:  fmt.Sprintf(c.BalanceTitleFmt, b.Paths, schemeName(p.Text, sc)),
		XLabel: d.Uplink, YLabel: d.LoadOverMean,
		XRange: kit.Between(0.5, float64(len(loads))+0.5), YRange: kit.Between(0, most), YTicks: []float64{most},
		Series: []kit.DataSeries{{Name: schemeName(p.Text, sc), X: xs, Y: loads, Bars: true}},
		Lines:  []kit.DataLine{kit.HLine(c.MeanMark, 1)},
		Table: &kit.DataTable{Columns: []string{c.ColScheme, p.Axis(c.ColUsed, "%"), c.ColMaxLoad, c.ColThroughput,
			p.Axis(c.ColSlowest, "ms"), c.ColOOO}, Rows: rows},
		Notes: notes,
	}
}

// allReduceDataset is both NICs' bus bandwidth against message size on a
// log axis, from 0 to the line rate (labelled), the digest's sizes
// marked, every point as a table, and the digest's reading of Figure 13
// (a calibration) as a note.
func (p *Panel) allReduceDataset() kit.Dataset {
	c, d := p.Text.Spray, p.Text.Lecture.Data
	cx := kit.DataSeries{Name: c.LegendCX7}
	pr := kit.DataSeries{Name: c.LegendPRNIC, Dashed: true}
	var rows [][]string
	for _, pt := range p.curve.points {
		mib := pt.Bytes / (1 << 20)
		cx.X, cx.Y = append(cx.X, mib), append(cx.Y, pt.CX7)
		pr.X, pr.Y = append(pr.X, mib), append(pr.Y, pt.PRNIC)
		rows = append(rows, []string{kit.Exact(mib), kit.Exact(pt.CX7), kit.Exact(pt.PRNIC), kit.Exact(pt.PRNIC / pt.CX7)})
	}
	size := p.Axis(c.ColSize, "MiB")
	line := p.curve.params.LineGbps
	var lines []kit.DataLine
	for _, mib := range []float64{8, 16, 64} { // the digest's sizes, as the screen marks them
		lines = append(lines, kit.VLine(c.LegendSizes, mib))
	}
	return kit.Dataset{
		Title: c.AllReduceTitle, XLabel: size, YLabel: p.Axis(d.BusBandwidth, "Gb/s"), LogX: true,
		XRange: kit.Between(cx.X[0], cx.X[len(cx.X)-1]), YRange: kit.Between(0, line),
		XTicks: []float64{1, 4, 16, 64, 256, 1024}, YTicks: []float64{line},
		Series: []kit.DataSeries{cx, pr},
		Lines:  lines,
		Table: &kit.DataTable{Columns: []string{size, p.Axis(c.LegendCX7, "Gb/s"), p.Axis(c.LegendPRNIC, "Gb/s"), c.ColRatio},
			Rows: rows},
		Notes: []string{c.DigestFig13},
	}
}

// retxDataset is both triggers' needless retransmissions without loss
// and how soon they find a loss.
func (p *Panel) retxDataset() kit.Dataset {
	c, d := p.Text.Spray, p.Text.Lecture.Data
	pair := func(a, b string) string { return fmt.Sprintf(d.PairFmt, a, b) }
	rows := [][]string{}
	for i, name := range []string{c.PolicyOOO, c.PolicyBoth} {
		clean, lossy := p.retx.clean[i], p.retx.lossy[i]
		rows = append(rows, []string{name, kit.Exact(100 * clean.SpuriousRate), fmt.Sprint(clean.Requests),
			kit.Exact(lossy.MeanDetectUs), kit.Exact(lossy.MaxDetectUs)})
	}
	return kit.Dataset{Title: c.RetxTitle, Table: &kit.DataTable{Columns: []string{c.ColPolicy, p.Axis(c.ColSpurious, "%"),
		c.ColRequests, p.Axis(pair(c.ColDetect, d.Mean), "µs"), p.Axis(pair(c.ColDetect, d.Max), "µs")}, Rows: rows}}
}

// Readouts implements kit.Readouter, from the engines' reports: the
// chosen scheme's share of uplinks used, busiest uplink and throughput,
// the P-RNIC's AllReduce gain at 16 MiB, and both triggers' needless
// retransmissions without loss. A number whose engine has not answered
// yet is pending (NaN).
func (p *Panel) Readouts() []kit.Readout {
	t, g := p.Text, p.Styles.Glyphs
	sc := p.settings.Balance.Scheme
	bal := spray.BalanceResult{Params: p.settings.Balance}
	if p.balance != nil {
		bal = p.balance[sc]
	}
	b, name := spray.BalanceReport(bal), schemeName(t, sc)
	rs := []kit.Readout{kit.ReadoutOf(t, g, b, "used_path_fraction", "used_pct", name),
		kit.ReadoutOf(t, g, b, "max_link_load", "max_load", name), kit.ReadoutOf(t, g, b, "throughput_fraction", "throughput_pct", name)}
	if p.balance == nil {
		kit.Pending(rs)
	}
	at16 := p.settings.AllReduce
	at16.SizeMB = 16
	var pt spray.CurvePoint
	found := false
	if p.curve != nil {
		at16 = p.curve.params
		at16.SizeMB = 16
		for _, c := range p.curve.points {
			if c.Bytes == at16.SizeBytes() {
				pt, found = c, true
			}
		}
	}
	rs = append(rs, kit.ReadoutOf(t, g, spray.AllReduceReport(at16, pt), "p_rnic_over_cx7", "allreduce_ratio_16mib", "16 MiB"))
	if !found {
		kit.Pending(rs[3:])
	}
	var clean [2]spray.RetxResult
	if p.retx != nil {
		clean = p.retx.clean
	}
	c := t.Spray
	retx := []kit.Readout{kit.ReadoutOf(t, g, spray.RetxReport(clean[0]), "spurious_rate", "spurious_ooo_pct", c.PolicyOOO),
		kit.ReadoutOf(t, g, spray.RetxReport(clean[1]), "spurious_rate", "spurious_both_pct", c.PolicyBoth)}
	if p.retx == nil {
		kit.Pending(retx)
	}
	return append(rs, retx...)
}
