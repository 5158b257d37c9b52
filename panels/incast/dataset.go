package incast

import (
	"fmt"

	"pegasus/model/incast"
	"pegasus/model/pcie"
	"pegasus/model/traffic"
	"pegasus/panels/kit"
)

// Dataset implements kit.Exporter: the current page's curves and table,
// unrounded where they are numbers; pages of prose have none.
func (p *Panel) Dataset() (kit.Dataset, bool) {
	c := p.Text.Incast
	switch p.Page().Key {
	case "queue":
		if p.run == nil {
			return kit.Dataset{}, false
		}
		cr, dc := p.queueSeries(1)
		return kit.Dataset{
			Title:  c.QueueTitle,
			XLabel: c.ExportTimeUs, YLabel: c.ExportQueueKiB,
			Series: []kit.DataSeries{p.data(c.LegendCredit, cr), p.data(c.LegendDCQCN, dc)},
			Table:  table([]string{"", c.ColCredit, c.ColDCQCN}, p.queueRows()),
		}, true
	case "sweep":
		if p.sweep == nil {
			return kit.Dataset{}, false
		}
		return p.sweepDataset(), true
	case "bdp":
		if p.buffer == nil {
			return kit.Dataset{}, false
		}
		rows := p.bufferRows()
		return kit.Dataset{Title: c.BufferTitle, Table: table(rows[0], rows[1:])}, true
	case "dcqcn":
		rows := p.dcqcnRows()
		return kit.Dataset{Title: c.PageDCQCN, Table: table(rows[0], rows[1:])}, true
	case "traffic":
		var series []kit.DataSeries
		for i, ser := range p.series.Series {
			d := kit.DataSeries{Name: p.taskNames()[i], Y: ser.Gbps}
			for k := range ser.Gbps {
				d.X = append(d.X, float64(k*traffic.SampleS))
			}
			series = append(series, d)
		}
		return kit.Dataset{Title: c.PageTraffic, XLabel: c.ExportTimeS, YLabel: "Gb/s", Series: series}, true
	case "matrix":
		return kit.Dataset{Title: c.PageMatrix, Table: table([]string{c.ExportFrom, c.ExportTo, c.MatrixTraining, c.MatrixCloud}, p.matrixRows())}, true
	case "controller":
		if p.te == nil || len(p.te.result.ReliefS) == 0 {
			return kit.Dataset{}, false
		}
		width, counts := reliefBins(p.te.result.ReliefS)
		var rows [][]string
		for i, n := range counts {
			rows = append(rows, []string{kit.Exact(float64(i) * width), kit.Exact(float64(i+1) * width), fmt.Sprint(n)})
		}
		return kit.Dataset{Title: c.ControllerTitle, Table: table([]string{c.ExportFrom, c.ExportTo, c.ExportEpisodes}, rows)}, true
	case "pcie":
		if p.pcie == nil {
			return kit.Dataset{}, false
		}
		var series []kit.DataSeries
		for i, ser := range p.pcieSeries(1) {
			series = append(series, p.data(p.modeName(pcie.Mode(i)), ser))
		}
		rows := p.pcieRows()
		return kit.Dataset{Title: c.PCIeTitle, XLabel: c.ExportTimeUs, YLabel: c.ExportQueueKiB, Series: series,
			Table: table(rows[0], rows[1:])}, true
	case "legacy":
		rows := p.legacyRows()
		return kit.Dataset{Title: c.LegacyTitle, Table: table(rows[0], rows[1:])}, true
	}
	return kit.Dataset{}, false
}

// data turns a drawn series into an exported one.
func (p *Panel) data(name string, s kit.Series) kit.DataSeries {
	return kit.DataSeries{Name: name, X: s.X, Y: s.Y, Dashed: s.Stroke == kit.Dashed}
}

// table builds an exported table.
func table(columns []string, rows [][]string) *kit.DataTable {
	return &kit.DataTable{Columns: columns, Rows: rows}
}

// sweepDataset is Figure 14 as the model has it, for export: both
// controls' bandwidth loss against the line over every QP count, with the
// digest's ranges above 64 QPs as bands, the page's verdicts and the
// caveat on delay as notes (a chart of delays alone would show the
// credits' overdraft queue above 64 QPs, where Figure 14 compares
// bandwidth), and every point, every mechanism's loss among them, as the
// table.
func (p *Panel) sweepDataset() kit.Dataset {
	c := p.Text.Incast
	res := p.sweep.result
	sw := p.shown()
	cr := kit.DataSeries{Name: c.LegendCredit}
	dc := kit.DataSeries{Name: c.LegendDCQCN + " (" + p.mechanismName(p.settings.Incast.Mechanism) + ")", Dashed: true}
	cols := []string{c.ColQPs, c.ColCreditDelay, c.ColDCQCNDelay, c.ColCut, c.ColCreditLoss, c.ColDCQCNLoss}
	for i := range res.Mechanisms {
		cols = append(cols, c.ColDCQCNLoss+" ("+p.mechanismName(incast.Mechanism(i))+")")
	}
	var rows [][]string
	for i, pt := range sw.Points {
		x := float64(pt.QPs)
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
	notes := p.verdictTexts()
	notes = append(notes, c.ExportDelayCaveat)
	return kit.Dataset{
		Title: c.ExportLossTitle, XLabel: c.ColQPs, YLabel: c.ExportLossPct, LogX: true,
		Series: []kit.DataSeries{cr, dc},
		Bands: []kit.DataBand{
			{Name: c.BandDCQCN, XMin: lo, XMax: hi, YMin: incast.SeedDCQCNLossMinPct, YMax: incast.SeedDCQCNLossMaxPct},
			{Name: c.BandCredit, XMin: lo, XMax: hi, YMin: 0, YMax: incast.SeedCreditLossMaxPct},
		},
		Notes: notes,
		Table: table(cols, rows),
	}
}
