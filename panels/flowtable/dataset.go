package flowtable

import (
	"fmt"

	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// lookupDataset is the header the lookup page shows, field by field;
// none before the first packet.
func (p *Panel) lookupDataset() (kit.Dataset, bool) {
	c := p.Text.Flow
	h, ok := p.shownHeader()
	if !ok {
		return kit.Dataset{}, false
	}
	t := &kit.DataTable{Columns: []string{c.ColBytes, c.ColField, c.ColValue}}
	for _, f := range ft.EncapFields {
		t.Rows = append(t.Rows, []string{byteRange(f), c.Fields[f.Name], fieldValue(f, h[f.Offset:f.Offset+f.Len])})
	}
	return kit.Dataset{Title: fmt.Sprintf(c.HeaderHeadingFmt, ft.EncapBytes), Table: t}, true
}

// sizingDataset is the sizing page's VPCs against the table.
func (p *Panel) sizingDataset() kit.Dataset {
	c := p.Text.Flow
	usable, _, _ := p.usable()
	t := &kit.DataTable{Columns: []string{c.ColVPC, c.ColEntries, p.Axis(c.ColLoad, "%"), c.ColFits, c.ColTables}}
	for _, r := range p.sizingRows() {
		f := ft.Sizing(r.entries, p.valid.Cuckoo.UsedSlots(), p.valid.Cuckoo.Stash, usable)
		t.Rows = append(t.Rows, []string{r.name, fmt.Sprint(r.entries), kit.Percent(f.Load), p.yesNo(f.Fits), fmt.Sprint(f.Tables)})
	}
	return kit.Dataset{Title: c.SizingTitle, Table: t}
}

// twoLevelDataset is every RNIC's state, version and entries; none while
// the run is built.
func (p *Panel) twoLevelDataset() (kit.Dataset, bool) {
	c := p.Text.Flow
	p.syncRun()
	if p.run.sim == nil {
		return kit.Dataset{}, false
	}
	t := &kit.DataTable{Columns: []string{c.ColRNIC, c.ColState, c.ColVersion, c.ColEntries}}
	for i, st := range p.run.sim.Status() {
		t.Rows = append(t.Rows, []string{fmt.Sprint(i + 1), p.stateName(st.State), fmt.Sprint(st.Version), fmt.Sprint(st.Entries)})
	}
	return kit.Dataset{Title: c.TwoLevelTitle, Table: t}, true
}

// csrDataset is both modes' push times against entries, the knobs'
// entries marked.
func (p *Panel) csrDataset() kit.Dataset {
	c := p.Text.Flow
	every, machine, top := p.csrCurves()
	cp := p.valid.CSR
	return kit.Dataset{Title: c.CSRChartTitle, XLabel: c.AxisEntries, YLabel: c.AxisSeconds,
		XRange: kit.Between(0, float64(cp.TableEntries)), YRange: kit.Between(0, top),
		Series: []kit.DataSeries{
			{Name: c.ModeEvery, X: every.X, Y: every.Y},
			{Name: c.ModeMachine, X: machine.X, Y: machine.Y, Dashed: true},
		},
		Lines: []kit.DataLine{kit.CurrentLine(fmt.Sprintf(c.LegendEntriesFmt, i18n.Int(cp.Entries)), float64(cp.Entries))},
	}
}

// scaleDataset is the scale view's points; none when the view cannot be
// computed.
func (p *Panel) scaleDataset() (kit.Dataset, bool) {
	c := p.Text.Flow
	v, err := p.scaleView()
	if err != nil {
		return kit.Dataset{}, false
	}
	t := &kit.DataTable{Columns: []string{c.ColGPUs, c.ColVPCsPerDay, c.ColPerRNIC, c.ColLargest, p.Axis(c.ColLoad, "%"), c.ColEvery, c.ColMachine, c.ColDaily}}
	for _, pt := range v.Points {
		t.Rows = append(t.Rows, []string{fmt.Sprint(pt.GPUs), kit.Exact(pt.VPCsPerDay), kit.Exact(pt.EntriesPerRNIC), fmt.Sprint(pt.LargestVPCEntries),
			kit.Percent(pt.LargestLoad), kit.Exact(pt.LargestEveryS), kit.Exact(pt.LargestStateMachineS), kit.Exact(pt.DailyStateMachineS)})
	}
	return kit.Dataset{Title: fmt.Sprintf(c.ScaleTitleFmt, i18n.Int(v.Params.DeployedGPUs), i18n.Int(v.Params.TargetGPUs)), Table: t}, true
}

// fillDataset is the fill chart as the screen draws it: the stash's keys
// against the load in percent over the page's own range (a few points
// around c*_k, not 0 to 100), the fill on screen and the sweep's mean,
// c*_k and the load now (while a fill plays) as labelled lines, the
// sweep's spreads and this fill's loads as notes, and the overflow by
// stash size (in percent) as the table.
func (p *Panel) fillDataset() (kit.Dataset, bool) {
	c := p.Text.Flow
	cp := p.valid.Cuckoo
	fill, have := p.shownFill()
	sw := p.currentSweep()
	if !have && sw == nil {
		return kit.Dataset{}, false
	}
	thr := ft.Threshold(cp.Ways)
	lo, hi, _ := fillAxis(thr, fill, have, sw)
	percent := func(xs []float64) []float64 {
		out := make([]float64, len(xs))
		for i, x := range xs {
			out[i] = 100 * x
		}
		return out
	}
	d := kit.Dataset{Title: fmt.Sprintf(c.FillTitleFmt, cp.Ways, i18n.Int(cp.UsedSlots()), cp.Stash),
		XLabel: c.AxisLoad, YLabel: c.AxisStash,
		XRange: kit.Between(100*lo, 100*hi), YRange: kit.Between(0, float64(max(1, cp.Stash))), YTicks: []float64{float64(cp.Stash)},
		Lines: []kit.DataLine{kit.VLine(fmt.Sprintf(c.LegendThresholdFmt, cp.Ways, pct(thr, 2)), 100*thr)}}
	if p.fill.f != nil && !p.fill.f.Done() && p.fill.f.Load() >= lo {
		d.Lines = append(d.Lines, kit.CurrentLine(c.LegendLoadNow, 100*p.fill.f.Load()))
	}
	if have {
		xs, ys := stepCurve(fill.Curve, lo, hi)
		d.Series = append(d.Series, kit.DataSeries{Name: c.LegendThisFill, X: percent(xs), Y: ys})
		if len(fill.FailLoads) > 0 {
			d.Notes = append(d.Notes, fmt.Sprintf(c.ThisFillFmt, fill.Trial+1, pct(fill.FirstStashLoad, 2), pct(fill.OverflowLoad, 2), i18n.Int(fill.Stored)))
		}
	}
	if sw != nil {
		r := sw.sweep
		xs, ys := meanCurve(r.StashCurve, lo, hi)
		d.Series = append(d.Series, kit.DataSeries{Name: fmt.Sprintf(c.LegendMeanFmt, len(r.Trials)), X: percent(xs), Y: ys, Dashed: true})
		spread := func(sp ft.Spread) string {
			return pct(sp.Mean, 2) + " " + fmt.Sprintf(c.SpreadFmt, i18n.Number(100*sp.Std, 2), i18n.Range(100*sp.Min, 100*sp.Max, 2))
		}
		named := func(name, value string) string { return fmt.Sprintf(p.Text.Shell.NamedFmt, name, value) }
		d.Notes = append(d.Notes, fmt.Sprintf(c.SweepHeadingFmt, len(r.Trials), r.Params.Seed), named(c.RowFirstStash, spread(r.FirstStash)))
		if cp.Stash > 0 {
			d.Notes = append(d.Notes, named(c.RowOverflow, spread(r.Overflow)))
		}
		t := &kit.DataTable{Columns: []string{c.ColStash, p.Axis(c.ColOverflow, "%")}}
		for k, l := range r.OverflowByStash {
			t.Rows = append(t.Rows, []string{fmt.Sprint(k), kit.Percent(l)})
		}
		d.Table = t
	}
	if len(d.Series) == 0 {
		return kit.Dataset{}, false
	}
	return d, true
}
