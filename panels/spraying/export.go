package spraying

import (
	"fmt"

	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// Dataset implements kit.Exporter: the chosen scheme's uplink loads with
// every scheme's averages, both NICs' AllReduce curves, or the
// retransmission triggers; false while a page's first result is computed.
func (p *Panel) Dataset() (kit.Dataset, bool) {
	c, d := p.Text.Spray, p.Text.Lecture.Data
	switch p.Page().Key {
	case "balance":
		if p.balance == nil {
			return kit.Dataset{}, false
		}
		b := p.balance[spray.Hash].Params
		sc := p.settings.Balance.Scheme
		loads := p.balance[sc].LinkLoads
		xs := make([]float64, len(loads))
		for i := range xs {
			xs[i] = float64(i + 1)
		}
		rows := [][]string{}
		for _, s := range spray.Schemes {
			m := p.balance[s].Mean
			rows = append(rows, []string{schemeName(p.Text, s), kit.Exact(m.UsedFraction), kit.Exact(m.MaxLoad), kit.Exact(m.Throughput),
				kit.Exact(m.SlowestMs), kit.Exact(m.OOODegree)})
		}
		return kit.Dataset{
			Title:  fmt.Sprintf(c.BalanceTitleFmt, b.Paths, schemeName(p.Text, sc)),
			XLabel: d.Uplink, YLabel: d.LoadOverMean,
			Series: []kit.DataSeries{{Name: schemeName(p.Text, sc), X: xs, Y: loads, Bars: true}},
			Table: &kit.DataTable{Columns: []string{c.ColScheme, c.ColUsed, c.ColMaxLoad, c.ColThroughput,
				fmt.Sprintf(d.AxisFmt, c.ColSlowest, "ms"), c.ColOOO}, Rows: rows},
		}, true
	case "allreduce":
		if p.curve == nil {
			return kit.Dataset{}, false
		}
		cx := kit.DataSeries{Name: c.LegendCX7}
		pr := kit.DataSeries{Name: c.LegendPRNIC, Dashed: true}
		var rows [][]string
		for _, pt := range p.curve.points {
			mib := pt.Bytes / (1 << 20)
			cx.X, cx.Y = append(cx.X, mib), append(cx.Y, pt.CX7)
			pr.X, pr.Y = append(pr.X, mib), append(pr.Y, pt.PRNIC)
			rows = append(rows, []string{kit.Exact(mib), kit.Exact(pt.CX7), kit.Exact(pt.PRNIC), kit.Exact(pt.PRNIC / pt.CX7)})
		}
		size := fmt.Sprintf(d.AxisFmt, c.ColSize, "MiB")
		return kit.Dataset{
			Title: c.AllReduceTitle, XLabel: size, YLabel: fmt.Sprintf(d.AxisFmt, d.BusBandwidth, "Gb/s"), LogX: true,
			Series: []kit.DataSeries{cx, pr},
			Table: &kit.DataTable{Columns: []string{size, fmt.Sprintf(d.AxisFmt, c.LegendCX7, "Gb/s"), fmt.Sprintf(d.AxisFmt, c.LegendPRNIC, "Gb/s"),
				c.ColRatio}, Rows: rows},
		}, true
	case "retx":
		if p.retx == nil {
			return kit.Dataset{}, false
		}
		pair := func(a, b string) string { return fmt.Sprintf(d.PairFmt, a, b) }
		rows := [][]string{}
		for i, name := range []string{c.PolicyOOO, c.PolicyBoth} {
			clean, lossy := p.retx.clean[i], p.retx.lossy[i]
			rows = append(rows, []string{name, kit.Exact(100 * clean.SpuriousRate), fmt.Sprint(clean.Requests),
				kit.Exact(lossy.MeanDetectUs), kit.Exact(lossy.MaxDetectUs)})
		}
		return kit.Dataset{Title: c.RetxTitle, Table: &kit.DataTable{Columns: []string{c.ColPolicy, fmt.Sprintf(d.AxisFmt, c.ColSpurious, "%"),
			c.ColRequests, fmt.Sprintf(d.AxisFmt, pair(c.ColDetect, d.Mean), "µs"), fmt.Sprintf(d.AxisFmt, pair(c.ColDetect, d.Max), "µs")}, Rows: rows}}, true
	}
	return kit.Dataset{}, false
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
