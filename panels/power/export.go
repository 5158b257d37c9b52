package power

import (
	"fmt"

	model "pegasus/model/power"
	"pegasus/panels/kit"
)

// arithmeticDataset is the arithmetic in both rounding conventions.
func (p *Panel) arithmeticDataset() kit.Dataset {
	return kit.Dataset{Title: p.Text.Power.TableHeading, Table: p.arithmeticTable()}
}

// barsDataset is each design's NIC power.
func (p *Panel) barsDataset() kit.Dataset {
	c := p.Text.Power
	r := p.result
	rows := make([][]string, len(r.Designs))
	for i, de := range r.Designs {
		rows[i] = []string{p.designName(de, r.Scenario.NICs), kit.Exact(de.NICW)}
	}
	return kit.Dataset{Title: c.BarsTitle, Table: &kit.DataTable{Columns: []string{c.ColDesign, p.Axis(c.PageBars, "W")}, Rows: rows}}
}

// siteDataset is the site view: each design's servers and GPUs under the
// site's budget.
func (p *Panel) siteDataset() kit.Dataset {
	c := p.Text.Power
	r := p.result
	st := r.Scenario.Site
	rows := make([][]string, len(r.Site))
	for i, row := range r.Site {
		rows[i] = []string{p.designName(row.Design, r.Scenario.NICs), kit.Exact(row.ServerW / 1000), fmt.Sprint(row.Servers),
			fmt.Sprint(row.GPUs), fmt.Sprint(row.DeltaGPU)}
	}
	return kit.Dataset{
		Title: fmt.Sprintf(c.SiteHeadingFmt, kit.Exact(st.BudgetMW), kit.Exact(st.ServerKW), st.GPUsPerServer),
		Table: &kit.DataTable{Columns: []string{c.ColDesign, p.Axis(c.ColServer, "kW"), c.ColServers, c.ColGPUs, c.ColDelta}, Rows: rows},
	}
}

// arithmeticTable is every computed figure, unrounded and in the digest's
// convention (server power rounded to 0.1 kW first).
func (p *Panel) arithmeticTable() *kit.DataTable {
	c, d := p.Text.Power, p.Text.Lecture.Data
	r := p.result
	pair := func(a, b string) string { return fmt.Sprintf(d.PairFmt, a, b) }
	server := p.Text.Knob.Label("power.server_kw")
	rows := [][]string{
		{c.SummaryExtra, kit.Exact(r.FPGA.ExtraW), kit.Exact(r.FPGA.ExtraW), "W"},
		{pair(server, d.LowEnd), kit.Exact(r.FPGA.ServerKWLow), kit.Exact(r.FPGA.Rounded.ServerKWLow), "kW"},
		{pair(server, d.HighEnd), kit.Exact(r.FPGA.ServerKWHigh), kit.Exact(r.FPGA.Rounded.ServerKWHigh), "kW"},
	}
	for _, a := range []struct {
		name string
		ar   model.Arithmetic
	}{{"FPGA", r.FPGA}, {"ASIC", r.ASIC}} {
		saving := fmt.Sprintf(c.SummarySavingFmt, a.name)
		rows = append(rows,
			[]string{saving, kit.Exact(a.ar.SavingW), kit.Exact(a.ar.SavingW), "W"},
			[]string{pair(saving, d.LowEnd), kit.Exact(a.ar.SavingPctLow), kit.Exact(a.ar.Rounded.SavingPctLow), "%"},
			[]string{pair(saving, d.HighEnd), kit.Exact(a.ar.SavingPctHigh), kit.Exact(a.ar.Rounded.SavingPctHigh), "%"},
		)
	}
	return &kit.DataTable{Columns: []string{d.Quantity, c.Unrounded, c.DigestRounding, d.Unit}, Rows: rows}
}

// Readouts implements kit.Readouter: the extra power of a DPU per NIC,
// the saving with either P-RNIC, and the GPUs the headline design frees
// at the site, from the power reports of both P-RNICs.
func (p *Panel) Readouts() []kit.Readout {
	t, g := p.Text, p.Styles.Glyphs
	fpga, asic := p.result, p.result
	fpga.Scenario.UseASIC, asic.Scenario.UseASIC = false, true
	rep := model.Report(p.result)
	return []kit.Readout{
		kit.ReadoutOf(t, g, rep, "extra_w", "extra_w", ""),
		kit.ReadoutOf(t, g, model.Report(fpga), "saving_w", "fpga_saving_w", "FPGA"),
		kit.ReadoutOf(t, g, model.Report(asic), "saving_w", "asic_saving_w", "ASIC"),
		kit.ReadoutOf(t, g, rep, "gpus_freed", "gpus_freed", ""),
	}
}
