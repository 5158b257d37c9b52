package power

import "pegasus/model/report"

// StatedSavingPct is the saving per server the paper states, in percent.
const StatedSavingPct = 10.5

// Chosen is the arithmetic of the P-RNIC the headline design uses.
func (r Result) Chosen() Arithmetic {
	if r.Scenario.UseASIC {
		return r.ASIC
	}
	return r.FPGA
}

// Freed is the GPUs the headline design gains under the site budget
// against a DPU per NIC.
func (r Result) Freed() int {
	want := PegasusFPGA
	if r.Scenario.UseASIC {
		want = PegasusASIC
	}
	for _, row := range r.Site {
		if row.Design.ID == want {
			return row.DeltaGPU
		}
	}
	return 0
}

// siteEntry is one design under the site budget, as a report's part.
type siteEntry struct {
	Design   string  `json:"design"`
	NICW     float64 `json:"nic_w"`
	ServerW  float64 `json:"server_w"`
	Servers  int     `json:"servers"`
	GPUs     int     `json:"gpus"`
	DeltaGPU int     `json:"gpus_vs_dpu_per_nic"`
}

// Report states the digest's arithmetic for the P-RNIC the scenario
// uses: its inputs, the extra power of a DPU per NIC, the server power it
// implies, the saving unrounded and in the digest's convention (server
// power rounded to 0.1 kW first), whether the stated 10.5 % falls inside,
// and each design under the site budget (the part "site").
func Report(r Result) report.Report {
	sc, a := r.Scenario, r.Chosen()
	rep := report.New("power")
	report.Echo(rep, Knobs(), sc, "dpu_w", "cx7_w", "fpga_w", "asic_w", "rnic", "nics", "share_low_pct", "share_high_pct")
	rep.Add("rnic_w", "W", 0, sc.RNICW()).Add("extra_w", "W", 0, a.ExtraW).
		Add("server_kw_low", "kW", 3, a.ServerKWLow).Add("server_kw_high", "kW", 3, a.ServerKWHigh).
		Add("saving_w", "W", 0, a.SavingW).Add("saving_pct_low", "%", 2, a.SavingPctLow).Add("saving_pct_high", "%", 2, a.SavingPctHigh).
		Add("rounded.server_kw_low", "kW", 1, a.Rounded.ServerKWLow).Add("rounded.server_kw_high", "kW", 1, a.Rounded.ServerKWHigh).
		Add("rounded.saving_pct_low", "%", 2, a.Rounded.SavingPctLow).Add("rounded.saving_pct_high", "%", 2, a.Rounded.SavingPctHigh).
		Add("stated_saving_pct", "%", 1, StatedSavingPct).
		Flag("stated_in_range", Contains(a.SavingPctLow, a.SavingPctHigh, StatedSavingPct)).
		Flag("stated_in_rounded_range", Contains(a.Rounded.SavingPctLow, a.Rounded.SavingPctHigh, StatedSavingPct)).
		Count("gpus_freed", "", r.Freed())
	site := make([]siteEntry, len(r.Site))
	for i, row := range r.Site {
		site[i] = siteEntry{Design: string(row.Design.ID), NICW: row.Design.NICW, ServerW: row.ServerW, Servers: row.Servers,
			GPUs: row.GPUs, DeltaGPU: row.DeltaGPU}
	}
	return *rep.Attach("site", site)
}
