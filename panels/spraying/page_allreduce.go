package spraying

import (
	"fmt"
	"math"

	"pegasus/i18n"
	"pegasus/model/spray"
	"pegasus/panels/kit"
)

// sizeLabel names a message size on the chart's log axis (ASCII only).
func sizeLabel(log2MiB float64) string {
	mib := math.Pow(2, math.Round(log2MiB))
	if mib >= 1024 {
		return fmt.Sprintf("%.0fG", mib/1024)
	}
	return fmt.Sprintf("%.0fM", mib)
}

// allReducePage draws both NICs' bus bandwidth against message size on a
// log axis, with the digest's reading of Figure 13 marked, then a table.
func (p *Panel) allReducePage(w, h int) []string {
	s, g, c := p.Styles, p.Styles.Glyphs, p.Text.Spray
	out := p.Heading(c.AllReduceTitle, w, p.stale(engAllReduce))
	cx, pr := p.allReduceSeries()
	legend := p.Legend(w, 3, p.SeriesEntry(cx, c.LegendCX7), p.SeriesEntry(pr, c.LegendPRNIC),
		kit.MarkEntry(s.Muted.Render(string(g.MarkBatch)+" "+c.LegendSizes)))
	table := p.allReduceTable(w)
	notes := kit.Prose(c.DigestFig13, w, s.Muted.Render)
	// The chart takes the room the rest leaves, at least 10 rows.
	ch := max(10, h-len(out)-len(legend)-len(table)-len(notes)-4)
	key := fmt.Sprint(w, ch, p.curve.params)
	chart := p.Chart(&p.chart, key, func() kit.LineChart { return p.drawAllReduce(w, ch) })
	out = append(out, chart.Lines()...)
	out = append(out, legend...)
	out = append(out, "")
	out = append(out, table...)
	out = append(out, notes...)
	ar := p.curve.params
	return append(out, kit.Prose(fmt.Sprintf(c.AllReduceSetupFmt, ar.Servers, ar.Channels, i18n.Number(ar.ChunkKiB, 0),
		i18n.DurationWith(ar.HopUs*1000, g.Micro), i18n.DurationWith(ar.RTTUs*1000, g.Micro)), w, s.Muted.Render)...)
}

// drawAllReduce describes the two curves' chart; x is log2 of the size
// in MiB.
func (p *Panel) drawAllReduce(w, h int) kit.LineChart {
	s, g := p.Styles, p.Styles.Glyphs
	cx, pr := p.allReduceSeries()
	line := p.curve.params.LineGbps
	return kit.LineChart{
		Width: w, Height: h,
		MinX: 0, MaxX: 10, MinY: 0, MaxY: line,
		XLabel: sizeLabel,
		YLabel: func(v float64) string { return fmt.Sprintf("%.0f", v) },
		XTicks: 5, YTicks: 4,
		Series: []kit.Series{cx, pr}, XUnit: "MiB",
		Marks: []kit.VMark{
			{X: 3, Rune: g.MarkBatch, Style: s.Muted}, {X: 4, Rune: g.MarkBatch, Style: s.Muted}, {X: 6, Rune: g.MarkBatch, Style: s.Muted},
		},
		AxisStyle: s.Axis, LabelStyle: s.Muted, Glyphs: g,
	}
}

// allReduceSeries are both NICs' curves, x the log2 of the size in MiB:
// solid for the CX7, dashed for the P-RNIC, so they differ without colour.
func (p *Panel) allReduceSeries() (cx7, prnic kit.Series) {
	s := p.Styles
	cx7 = kit.Series{Key: "cx7", Style: s.Eq1, Mark: 'c'}
	prnic = kit.Series{Key: "prnic", Style: s.Eq2, Stroke: kit.Dashed, Mark: 'p'}
	for _, pt := range p.curve.points {
		x := math.Log2(pt.Bytes / spray.MinSizeBytes)
		cx7.X, cx7.Y = append(cx7.X, x), append(cx7.Y, pt.CX7)
		prnic.X, prnic.Y = append(prnic.X, x), append(prnic.Y, pt.PRNIC)
	}
	return cx7, prnic
}

// allReduceTable lists the sizes the digest talks about.
func (p *Panel) allReduceTable(w int) []string {
	c := p.Text.Spray
	rows := [][]string{{c.ColSize, c.LegendCX7, c.LegendPRNIC, c.ColRatio}}
	for _, pt := range p.curve.points {
		switch pt.Bytes / (1 << 20) { // the sizes the digest talks about, and the ends
		case 1, 8, 16, 64, 256, 1024:
			rows = append(rows, []string{i18n.Bytes(pt.Bytes), i18n.Number(pt.CX7, 0) + " Gb/s", i18n.Number(pt.PRNIC, 0) + " Gb/s",
				i18n.Number(pt.PRNIC/pt.CX7, 2) + "x"})
		}
	}
	return kit.FitTable(rows, 2, w, 1, 2, 3)
}
