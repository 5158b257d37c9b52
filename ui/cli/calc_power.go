package cli

import (
	"fmt"
	"io"

	"pegasus/i18n"
	"pegasus/model/power"
	"pegasus/model/reference"
)

// powerCalc is the JSON of `calc power`: the digest's arithmetic for the
// P-RNIC the rnic knob names, with the same inputs as the power panel.
// Figures are unrounded; Rounded holds the digest's convention (server
// power rounded to 0.1 kW first).
type powerCalc struct {
	DPUW            float64     `json:"dpu_w"`
	CX7W            float64     `json:"cx7_w"`
	FPGAW           float64     `json:"fpga_w"`
	ASICW           float64     `json:"asic_w"`
	RNIC            string      `json:"rnic"`
	RNICW           float64     `json:"rnic_w"`
	NICs            int         `json:"nics"`
	ShareLowPct     float64     `json:"share_low_pct"`
	ShareHighPct    float64     `json:"share_high_pct"`
	ExtraW          float64     `json:"extra_w"`
	ServerKWLow     float64     `json:"server_kw_low"`
	ServerKWHigh    float64     `json:"server_kw_high"`
	SavingW         float64     `json:"saving_w"`
	SavingPctLow    float64     `json:"saving_pct_low"`
	SavingPctHigh   float64     `json:"saving_pct_high"`
	Rounded         roundedJSON `json:"rounded"`
	StatedPct       float64     `json:"stated_saving_pct"`
	StatedInRange   bool        `json:"stated_in_range"`
	StatedInRounded bool        `json:"stated_in_rounded_range"`
	Site            []siteJSON  `json:"site"`
}

// roundedJSON is the digest's convention: server power rounded to 0.1 kW
// before the saving is divided by it.
type roundedJSON struct {
	ServerKWLow   float64 `json:"server_kw_low"`
	ServerKWHigh  float64 `json:"server_kw_high"`
	SavingPctLow  float64 `json:"saving_pct_low"`
	SavingPctHigh float64 `json:"saving_pct_high"`
}

// siteJSON is one design under the site budget.
type siteJSON struct {
	Design   string  `json:"design"`
	NICW     float64 `json:"nic_w"`
	ServerW  float64 `json:"server_w"`
	Servers  int     `json:"servers"`
	GPUs     int     `json:"gpus"`
	DeltaGPU int     `json:"gpus_vs_dpu_per_nic"`
}

// calcPower works the digest's power arithmetic for any inputs.
func calcPower(in calcInput) (any, func(io.Writer) error, error) {
	sc, err := power.Knobs().FromValues(in.values["power"])
	if err != nil {
		return nil, nil, err
	}
	a := power.Compute(sc.Inputs(sc.RNICW()))
	rnic := "fpga"
	if sc.UseASIC {
		rnic = "asic"
	}
	res := powerCalc{
		DPUW: sc.DPUW, CX7W: sc.CX7W, FPGAW: sc.FPGAW, ASICW: sc.ASICW, RNIC: rnic, RNICW: sc.RNICW(), NICs: sc.NICs,
		ShareLowPct: sc.ShareLowPct, ShareHighPct: sc.ShareHighPct,
		ExtraW: a.ExtraW, ServerKWLow: a.ServerKWLow, ServerKWHigh: a.ServerKWHigh,
		SavingW: a.SavingW, SavingPctLow: a.SavingPctLow, SavingPctHigh: a.SavingPctHigh,
		Rounded:         roundedJSON{a.Rounded.ServerKWLow, a.Rounded.ServerKWHigh, a.Rounded.SavingPctLow, a.Rounded.SavingPctHigh},
		StatedPct:       reference.StatedSavingPct,
		StatedInRange:   power.Contains(a.SavingPctLow, a.SavingPctHigh, reference.StatedSavingPct),
		StatedInRounded: power.Contains(a.Rounded.SavingPctLow, a.Rounded.SavingPctHigh, reference.StatedSavingPct),
	}
	for _, row := range power.Evaluate(sc).Site {
		res.Site = append(res.Site, siteJSON{Design: string(row.Design.ID), NICW: row.Design.NICW, ServerW: row.ServerW,
			Servers: row.Servers, GPUs: row.GPUs, DeltaGPU: row.DeltaGPU})
	}
	return res, func(w io.Writer) error { return printPowerTable(w, in.t, res) }, nil
}

// printPowerTable writes the arithmetic as a short table in language t.
func printPowerTable(w io.Writer, t *i18n.Text, r powerCalc) error {
	c := t.Power
	num := i18n.Number
	fmt.Fprintln(w, t.Check.CalcPowerTitle)
	fmt.Fprintf(w, t.Check.CalcPowerSettingsFmt+"\n\n",
		num(r.DPUW, -1), num(r.CX7W, -1), num(r.RNICW, -1), r.NICs, num(r.ShareLowPct, -1), num(r.ShareHighPct, -1))
	answer := func(b bool) string {
		if b {
			return t.Shell.Yes
		}
		return t.Shell.No
	}
	return writeRows(w, [][]string{
		{c.StepExtra, num(r.ExtraW, 2) + " W"},
		{fmt.Sprintf(c.StepServerFmt, num(r.ShareLowPct, -1), num(r.ShareHighPct, -1)), num(r.ServerKWLow, 3) + "-" + num(r.ServerKWHigh, 3) + " kW"},
		{fmt.Sprintf(c.SummarySavingFmt, num(r.RNICW, -1)+" W P-RNIC"), num(r.SavingW, 2) + " W"},
		{c.Unrounded, num(r.SavingPctLow, 2) + "-" + num(r.SavingPctHigh, 2) + " %"},
		{c.DigestRounding, num(r.Rounded.SavingPctLow, 2) + "-" + num(r.Rounded.SavingPctHigh, 2) + " %"},
		{fmt.Sprintf(c.StepHoldsFmt, num(r.StatedPct, 1)), answer(r.StatedInRounded)},
	})
}
