package incast

import (
	"fmt"
	"math"

	"pegasus/i18n"
	"pegasus/model/incast"
	"pegasus/model/knob"
	"pegasus/model/pcie"
	"pegasus/model/report"
	"pegasus/model/traffic"
	"pegasus/panels/kit"
)

// matrixDataset is both traffic matrices, one row per pair of ToRs.
func (p *Panel) matrixDataset() kit.Dataset {
	c := p.Text.Incast
	var rows [][]string
	m := p.matrix
	for i := range m.Training.Cells {
		for j := range m.Training.Cells[i] {
			rows = append(rows, []string{fmt.Sprint(i), fmt.Sprint(j), kit.Exact(m.Training.Cells[i][j]), kit.Exact(m.Cloud.Cells[i][j])})
		}
	}
	return kit.Dataset{Title: c.PageMatrix, Table: table([]string{c.ExportFrom, c.ExportTo, c.MatrixTraining, c.MatrixCloud}, rows)}
}

// dcqcnDataset is the DCQCN presets' table.
func (p *Panel) dcqcnDataset() kit.Dataset {
	return kit.Dataset{Title: p.Text.Incast.PageDCQCN, Table: p.dcqcnTable()}
}

// legacyDataset is the older NICs' table.
func (p *Panel) legacyDataset() kit.Dataset {
	rows := p.legacyRows()
	return kit.Dataset{Title: p.Text.Incast.LegacyTitle, Table: table(rows[0], rows[1:])}
}

// exportUs writes microseconds as an export does (µs, whatever the
// terminal's glyphs).
func exportUs(v float64) string { return i18n.DurationWith(v*1000, kit.ExportGlyphs().Micro) }

// exportCount is count with its unit word, in the export's glyphs.
func (p *Panel) exportCount(n int, unit string) string {
	return i18n.Int(n) + " " + kit.KnobUnit(p.Text, kit.ExportGlyphs(), unit, float64(n))
}

// data turns a drawn series into an exported one.
func (p *Panel) data(name string, s kit.Series) kit.DataSeries {
	return kit.DataSeries{Name: name, X: s.X, Y: s.Y, Dashed: s.Stroke == kit.Dashed}
}

// table builds an exported table.
func table(columns []string, rows [][]string) *kit.DataTable {
	return &kit.DataTable{Columns: columns, Rows: rows}
}

// queueDataset is the receiver's queue over time under both controls, in
// KiB against µs (every sample, as the CSV's rows), the ideal finish
// marked as on screen, both runs' reports side by side as the table, and
// what bounds each queue as notes.
func (p *Panel) queueDataset() kit.Dataset {
	c, g := p.Text.Incast, kit.ExportGlyphs()
	r := p.run
	q := r.params
	cr, dc := p.queueSeries(1)
	qc, qd := q, q
	qc.Control, qd.Control = incast.Credit, incast.DCQCN
	free := float64(q.TotalQPs()*q.FreeBatches()) * float64(q.BatchKiB)
	return kit.Dataset{
		Title: fmt.Sprintf(c.QueueTitleFmt, p.exportCount(q.Senders, "senders"), g.Times, p.exportCount(q.QPsPerSender, "QPs"), g.Times,
			kib(float64(q.SizeKiB)), i18n.Int(q.LineGbps)),
		XLabel: p.Axis(p.Text.Lecture.Data.Time, "µs"), YLabel: p.Axis(p.Text.Export.QueuePeak, "KiB"),
		XRange: kit.Between(0, niceTop(math.Max(last(cr.X), last(dc.X)), 4)),
		YRange: kit.Between(0, niceTop(math.Max(maxOf(cr.Y), maxOf(dc.Y)), 4)),
		Series: []kit.DataSeries{p.data(c.LegendCredit, cr), p.data(c.LegendDCQCN, dc)},
		Lines:  []kit.DataLine{kit.VLine(fmt.Sprintf(c.LegendIdealFmt, exportUs(r.credit.IdealFCTUs)), r.credit.IdealFCTUs)},
		Table: kit.ReportsTable(p.Text, []string{c.ColCredit, c.ColDCQCN},
			incast.Report(qc, r.credit), incast.Report(qd, r.dcqcn)),
		Notes: []string{
			fmt.Sprintf(c.CreditBoundFmt, p.exportCount(q.TotalQPs(), "QPs"), g.Times, p.exportCount(q.FreeBatches(), "batches"),
				kib(float64(q.BatchKiB)), kib(free), kib(r.credit.MaxQueueKiB)),
			fmt.Sprintf(c.DCQCNGrowsFmt, kib(q.DCQCN.KminKiB), kib(r.dcqcn.MaxQueueKiB)),
			fmt.Sprintf(c.QueueSetupFmt, exportUs(q.LinkDelayNs/1000), kib(float64(q.BufferKiB)), kib(q.BDPBytes()/1024),
				exportUs(q.JitterNs/1000), q.Seed),
		},
	}
}

// sweepDataset is Figure 14 as the model has it, for export: both
// controls' bandwidth loss against the line over every QP count (each
// labelled on the axis), the digest's ranges above 64 QPs as bands, the
// 64-QP split where Figure 14 turns from delay to bandwidth as a line,
// the page's verdicts (✓ or ✗), the caveat on delay as a note (a chart
// of delays alone would show the credits' overdraft queue above 64 QPs,
// where Figure 14 compares bandwidth), and every point, every
// mechanism's loss among them, as the table.
func (p *Panel) sweepDataset() kit.Dataset {
	c := p.Text.Incast
	res := p.sweep.result
	sw := p.shown()
	sh := sw.Shape
	cr := kit.DataSeries{Name: c.LegendCredit}
	dc := kit.DataSeries{Name: fmt.Sprintf(p.Text.Lecture.Data.PairFmt, c.LegendDCQCN, p.mechanismName(p.settings.Incast.Mechanism)), Dashed: true}
	us, pc := func(s string) string { return p.Axis(s, "µs") }, func(s string) string { return p.Axis(s, "%") }
	cols := []string{c.ColQPs, us(c.ColCreditDelay), us(c.ColDCQCNDelay), pc(c.ColCut), pc(c.ColCreditLoss), pc(c.ColDCQCNLoss)}
	for i := range res.Mechanisms {
		cols = append(cols, pc(c.ColDCQCNLoss+" ("+p.mechanismName(incast.Mechanism(i))+")"))
	}
	var rows [][]string
	var qps []float64
	for i, pt := range sw.Points {
		x := float64(pt.QPs)
		qps = append(qps, x)
		cr.X, cr.Y = append(cr.X, x), append(cr.Y, pt.Credit.LossPct)
		dc.X, dc.Y = append(dc.X, x), append(dc.Y, pt.DCQCN.LossPct)
		row := []string{fmt.Sprint(pt.QPs), kit.Exact(pt.Credit.MeanQueueDelayUs), kit.Exact(pt.DCQCN.MeanQueueDelayUs),
			kit.Exact(pt.DelayCutPct), kit.Exact(pt.Credit.LossPct), kit.Exact(pt.DCQCN.LossPct)}
		for _, m := range res.Mechanisms {
			row = append(row, kit.Exact(m.Points[i].LossPct))
		}
		rows = append(rows, row)
	}
	lo, hi := float64(incast.Fig14SplitQPs*2), float64(incast.MaxTotalQPs)
	var verdicts []kit.DataVerdict
	for k, text := range p.verdictTexts() {
		verdicts = append(verdicts, kit.DataVerdict{Holds: []bool{sh.DelayCutPositive, sh.CreditWithinSeed, sh.DCQCNLossInSeedRange}[k], Text: text})
	}
	top := 0.0
	for _, y := range append(append([]float64{incast.SeedDCQCNLossMaxPct}, cr.Y...), dc.Y...) {
		top = math.Max(top, y)
	}
	return kit.Dataset{
		Title: c.ExportLossTitle, XLabel: c.ColQPs, YLabel: c.ExportLossPct, LogX: true,
		XRange: kit.Between(qps[0], qps[len(qps)-1]), YRange: kit.Between(0, kit.NiceCeil(top*1.05)),
		XTicks: append([]float64{qps[0], qps[len(qps)-1]}, qps...), // the ends first: 4 and 4,000 win over 3,000
		Series: []kit.DataSeries{cr, dc},
		Bands: []kit.DataBand{
			{Name: c.BandDCQCN, XMin: lo, XMax: hi, YMin: incast.SeedDCQCNLossMinPct, YMax: incast.SeedDCQCNLossMaxPct},
			{Name: c.BandCredit, XMin: lo, XMax: hi, YMin: 0, YMax: incast.SeedCreditLossMaxPct},
		},
		Lines:    []kit.DataLine{kit.VLine(fmt.Sprintf(p.Text.Export.SplitFmt, incast.Fig14SplitQPs), incast.Fig14SplitQPs)},
		Verdicts: verdicts,
		Notes:    []string{c.ExportDelayCaveat},
		Table:    table(cols, rows),
	}
}

// bufferDataset is the buffer page's table in numbers: each line rate's
// BDP, buffer, pile-up and both controls' peaks, in KiB and as a share
// of the buffer (the screen's bars), with the page's note.
func (p *Panel) bufferDataset() kit.Dataset {
	c, x := p.Text.Incast, p.Text.Export
	k := func(s string) string { return p.Axis(s, "KiB") }
	share := func(s string) string { return fmt.Sprintf(x.PeakShareFmt, s) }
	t := table([]string{p.Axis(c.ColRate, "Gb/s"), k(c.ColBDP), k(c.ColBuffer), c.ColBufferBDPs, k(c.ColPileUp), k(c.ColCreditPeak),
		k(c.ColDCQCNPeak), share(c.ColCreditPeak), share(c.ColDCQCNPeak)}, nil)
	for _, r := range p.buffer.rows {
		t.Rows = append(t.Rows, []string{fmt.Sprint(r.LineGbps), kit.Exact(r.BDPKiB), kit.Exact(r.BufferKiB), kit.Exact(r.BufferBDPs),
			kit.Exact(r.ReactionKiB), kit.Exact(r.CreditPeakKiB), kit.Exact(r.DCQCNPeakKiB), kit.Exact(r.CreditPeakPct), kit.Exact(r.DCQCNPeakPct)})
	}
	return kit.Dataset{Title: c.BufferTitle, Table: t,
		Notes: []string{fmt.Sprintf(c.BufferNoteFmt, i18n.Number(incast.BufferGrowthPerDoubling, 1))}}
}

// dcqcnTable is DCQCN's parameters now and in each preset, each a number
// with its unit in a column of its own (a named value as its name).
func (p *Panel) dcqcnTable() *kit.DataTable {
	c, g := p.Text.Incast, kit.ExportGlyphs()
	now := p.settings.Incast
	scaled, paper, cx := now, now, now
	scaled.DCQCN, paper.DCQCN, cx.DCQCN = incast.DCQCNScaled400(), incast.DCQCNPaper40(), incast.ConnectXDCQCN(now.DCQCN)
	t := table([]string{c.ColParameter, c.ColNow, p.presetName("scaled400"), p.presetName("paper40"), p.mechanismName(incast.MechConnectX),
		p.Text.Lecture.Data.Unit}, nil)
	for _, k := range kit.KnobsOf(incast.Knobs(), incast.DCQCNKeys...) {
		row := []string{k.Label(p.Text)}
		for _, s := range []incast.Params{now, scaled, paper, cx} {
			if k.Spec.Kind == knob.Named {
				row = append(row, k.Value(s, p.Text, g))
			} else {
				row = append(row, kit.Exact(k.Get(s)))
			}
		}
		unit := ""
		if k.Spec.Kind != knob.Named {
			unit = kit.KnobUnit(p.Text, g, k.Spec.Unit, k.Get(now))
		}
		t.Rows = append(t.Rows, append(row, unit))
	}
	return t
}

// trafficDataset is each task's generated rate over the day, in Gb/s
// against seconds, the digest's rates as notes.
func (p *Panel) trafficDataset() kit.Dataset {
	c, g := p.Text.Incast, kit.ExportGlyphs()
	var series []kit.DataSeries
	for i, ser := range p.series.Series {
		d := kit.DataSeries{Name: p.taskNames()[i], Y: ser.Gbps}
		for k := range ser.Gbps {
			d.X = append(d.X, float64(k*traffic.SampleS))
		}
		series = append(series, d)
	}
	var notes []string
	for _, row := range p.trafficRowsWith(g)[1:] {
		notes = append(notes, fmt.Sprintf(p.Text.Shell.NamedFmt, row[0], fmt.Sprintf(p.Text.Lecture.Data.PairFmt,
			c.ColDigest+" "+row[1], c.ColModelValue+" "+row[2])))
	}
	return kit.Dataset{Title: c.PageTraffic, XLabel: c.ExportTimeS, YLabel: p.Axis(p.Text.Lecture.Data.Throughput, "Gb/s"),
		Series: series, Notes: notes}
}

// pcieDataset is the GPU-side queue under each TX PFC policy, in KiB
// against µs, the three levels the screen marks on its axis as labelled
// lines, each policy's report as the table, and what the chosen policy
// did as a note.
func (p *Panel) pcieDataset() kit.Dataset {
	c, x := p.Text.Incast, p.Text.Export
	q := p.pcie.params
	var series []kit.DataSeries
	var names []string
	var reps []report.Report
	for i, ser := range p.pcieSeries(1) {
		m := pcie.Mode(i)
		series = append(series, p.data(p.modeName(m), ser))
		pm := q
		pm.Mode = m
		names = append(names, p.modeName(m))
		reps = append(reps, pcie.Report(pm, p.modeResults()[i]))
	}
	return kit.Dataset{
		Title:  fmt.Sprintf(c.PCIeTitleFmt, gbps(q.HostGbps, 0), exportUs(q.HostOnUs), exportUs(q.HostOffUs), gbps(q.PCIeGbps, 0)),
		XLabel: p.Axis(p.Text.Lecture.Data.Time, "µs"), YLabel: p.Axis(x.QueuePeak, "KiB"),
		XRange: kit.Between(0, q.DurationUs), YRange: kit.Between(0, q.BufferKiB),
		Series: series,
		Lines: []kit.DataLine{
			kit.HLine(fmt.Sprintf(x.PCIeCreditFmt, kib(q.CreditKiB)), q.CreditKiB),
			kit.HLine(fmt.Sprintf(x.PCIeXoffFmt, kib(q.XoffKiB)), q.XoffKiB),
			kit.HLine(fmt.Sprintf(x.PCIeBufferFmt, kib(q.BufferKiB)), q.BufferKiB),
		},
		Table: kit.ReportsTable(p.Text, names, reps...),
		Notes: []string{p.autoNoteWith(kit.ExportGlyphs()), p.Doc.Section("pcienote")},
	}
}

// controllerDataset is the relief times' histogram as the screen draws it
// (a staircase over the bins), the digest's 95 s and the model's mean as
// labelled lines, and the bins as the table; none when no episode was
// congested.
func (p *Panel) controllerDataset() (kit.Dataset, bool) {
	c := p.Text.Incast
	r := p.te.result
	if len(r.ReliefS) == 0 {
		return kit.Dataset{}, false
	}
	width, counts := reliefBins(r.ReliefS)
	hist := kit.DataSeries{Name: c.LegendEpisodes}
	var rows [][]string
	most := 0
	for i, n := range counts {
		x0, x1 := float64(i)*width, float64(i+1)*width
		hist.X = append(hist.X, x0, x0, x1)
		hist.Y = append(hist.Y, 0, float64(n), float64(n))
		rows = append(rows, []string{kit.Exact(x0), kit.Exact(x1), fmt.Sprint(n)})
		most = max(most, n)
	}
	maxX := float64(len(counts)) * width
	hist.X, hist.Y = append(hist.X, maxX), append(hist.Y, 0)
	rt := func(end string) string {
		return p.Axis(fmt.Sprintf(p.Text.Lecture.Data.PairFmt, p.Text.Export.ReliefTime, end), "s")
	}
	return kit.Dataset{
		Title:  fmt.Sprintf(c.ControllerTitleFmt, r.Congested, i18n.Number(p.te.params.IntervalS, 0)),
		XLabel: p.Axis(p.Text.Export.ReliefTime, "s"), YLabel: c.LegendEpisodes,
		XRange: kit.Between(0, maxX), YRange: kit.Between(0, niceTop(float64(max(most, 1)), 2)),
		Series: []kit.DataSeries{hist},
		Lines: []kit.DataLine{
			kit.VLine(c.LegendDigest95, 95),
			kit.VLine(fmt.Sprintf(c.LegendMeanFmt, i18n.Number(r.MeanS, 1)), r.MeanS),
		},
		Table: table([]string{rt(c.ExportFrom), rt(c.ExportTo), c.ExportEpisodes}, rows),
	}, true
}
