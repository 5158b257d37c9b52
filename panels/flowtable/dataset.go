package flowtable

import (
	"fmt"

	"pegasus/i18n"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// Dataset implements kit.Exporter: the current page's curves and table,
// unrounded where they are numbers.
func (p *Panel) Dataset() (kit.Dataset, bool) {
	c := p.Text.Flow
	switch p.Page().Key {
	case "fill":
		fill, have := p.shownFill()
		sw := p.currentSweep()
		if !have && sw == nil {
			return kit.Dataset{}, false
		}
		d := kit.Dataset{Title: fmt.Sprintf(c.FillTitleFmt, p.valid.Cuckoo.Ways, i18n.Int(p.valid.Cuckoo.UsedSlots()), p.valid.Cuckoo.Stash),
			XLabel: c.AxisLoad, YLabel: c.AxisStash}
		if have {
			s := kit.DataSeries{Name: c.LegendThisFill}
			for _, pt := range fill.Curve {
				s.X, s.Y = append(s.X, pt.Load), append(s.Y, float64(pt.Stash))
			}
			d.Series = append(d.Series, s)
		}
		if sw != nil {
			s := kit.DataSeries{Name: fmt.Sprintf(c.LegendMeanFmt, len(sw.sweep.Trials)), Dashed: true}
			for _, pt := range sw.sweep.StashCurve {
				s.X, s.Y = append(s.X, pt.Load), append(s.Y, pt.Stash)
			}
			d.Series = append(d.Series, s)
			t := &kit.DataTable{Columns: []string{c.ColStash, c.ColOverflow}}
			for k, l := range sw.sweep.OverflowByStash {
				t.Rows = append(t.Rows, []string{fmt.Sprint(k), kit.Exact(l)})
			}
			d.Table = t
		}
		return d, true
	case "lookup":
		h, ok := p.shownHeader()
		if !ok {
			return kit.Dataset{}, false
		}
		t := &kit.DataTable{Columns: []string{c.ColBytes, c.ColField, c.ColValue}}
		for _, f := range ft.EncapFields {
			t.Rows = append(t.Rows, []string{byteRange(f), c.Fields[f.Name], fieldValue(f, h[f.Offset:f.Offset+f.Len])})
		}
		return kit.Dataset{Title: fmt.Sprintf(c.HeaderHeadingFmt, ft.EncapBytes), Table: t}, true
	case "sizing":
		usable, _, _ := p.usable()
		t := &kit.DataTable{Columns: []string{c.ColVPC, c.ColEntries, c.ColLoad, c.ColFits, c.ColTables}}
		for _, r := range p.sizingRows() {
			f := ft.Sizing(r.entries, p.valid.Cuckoo.UsedSlots(), p.valid.Cuckoo.Stash, usable)
			t.Rows = append(t.Rows, []string{r.name, fmt.Sprint(r.entries), kit.Exact(f.Load), p.yesNo(f.Fits), fmt.Sprint(f.Tables)})
		}
		return kit.Dataset{Title: c.SizingTitle, Table: t}, true
	case "twolevel":
		p.syncRun()
		if p.run.sim == nil {
			return kit.Dataset{}, false
		}
		t := &kit.DataTable{Columns: []string{c.ColRNIC, c.ColState, c.ColVersion, c.ColEntries}}
		for i, st := range p.run.sim.Status() {
			t.Rows = append(t.Rows, []string{fmt.Sprint(i + 1), p.stateName(st.State), fmt.Sprint(st.Version), fmt.Sprint(st.Entries)})
		}
		return kit.Dataset{Title: c.TwoLevelTitle, Table: t}, true
	case "csr":
		every, machine, _ := p.csrCurves()
		return kit.Dataset{Title: c.CSRChartTitle, XLabel: c.AxisEntries, YLabel: c.AxisSeconds, Series: []kit.DataSeries{
			{Name: c.ModeEvery, X: every.X, Y: every.Y},
			{Name: c.ModeMachine, X: machine.X, Y: machine.Y, Dashed: true},
		}}, true
	case "scale":
		v, err := p.scaleView()
		if err != nil {
			return kit.Dataset{}, false
		}
		t := &kit.DataTable{Columns: []string{c.ColGPUs, c.ColVPCsPerDay, c.ColPerRNIC, c.ColLargest, c.ColLoad, c.ColEvery, c.ColMachine, c.ColDaily}}
		for _, pt := range v.Points {
			t.Rows = append(t.Rows, []string{fmt.Sprint(pt.GPUs), kit.Exact(pt.VPCsPerDay), kit.Exact(pt.EntriesPerRNIC), fmt.Sprint(pt.LargestVPCEntries),
				kit.Exact(pt.LargestLoad), kit.Exact(pt.LargestEveryS), kit.Exact(pt.LargestStateMachineS), kit.Exact(pt.DailyStateMachineS)})
		}
		return kit.Dataset{Title: fmt.Sprintf(c.ScaleTitleFmt, i18n.Int(v.Params.DeployedGPUs), i18n.Int(v.Params.TargetGPUs)), Table: t}, true
	}
	return kit.Dataset{}, false
}
