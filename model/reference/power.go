package reference

import "pegasus/model/power"

// The power figures (section 3.1 of the digest).
const (
	PowerExtraW         ID = "power.extra_w"
	PowerServerKWLow    ID = "power.server_kw_low"
	PowerServerKWHigh   ID = "power.server_kw_high"
	PowerFPGASavingW    ID = "power.fpga_saving_w"
	PowerFPGASavingLow  ID = "power.fpga_saving_pct_low"
	PowerFPGASavingHigh ID = "power.fpga_saving_pct_high"
	PowerASICSavingW    ID = "power.asic_saving_w"
	PowerASICSavingLow  ID = "power.asic_saving_pct_low"
	PowerASICSavingHigh ID = "power.asic_saving_pct_high"
	PowerFPGAHolds10_5  ID = "power.fpga_contains_10_5"
	PowerASICHolds10_5  ID = "power.asic_contains_10_5"
	StatedSavingPct        = 10.5 // the paper's stated saving per server, %
	digestFPGAW            = 75.0
	digestASICW            = 30.0
)

// halfTenth is the tolerance of a figure printed to one decimal.
var halfTenth = Tolerance{Abs: 0.05}

// DigestInputs are the device powers of the digest's table.
func DigestInputs(rnicW float64) power.Inputs {
	return power.Inputs{DPUW: 150, CX7W: 45, RNICW: rnicW, NICs: 8, ShareLowPct: 6.5, ShareHighPct: 13.7}
}

// Power returns the rows of the digest's power table. Server power is
// compared unrounded against the printed 6.1 and 12.9 kW; the saving
// percentages follow the digest's convention of dividing by the server
// power rounded to 0.1 kW (unrounded, 7.4 would print as 7.3).
func Power() []Row {
	fpga := power.Compute(DigestInputs(digestFPGAW))
	asic := power.Compute(DigestInputs(digestASICW))
	return []Row{
		{ID: PowerExtraW, Panel: PanelPower, Kind: Recomputed, Digest: 840, Engine: fpga.ExtraW, Unit: Watt, Tol: Tolerance{Abs: 0.5}},
		{ID: PowerServerKWLow, Panel: PanelPower, Kind: Recomputed, Digest: 6.1, Engine: fpga.ServerKWLow, Unit: KW, Tol: halfTenth},
		{ID: PowerServerKWHigh, Panel: PanelPower, Kind: Recomputed, Digest: 12.9, Engine: fpga.ServerKWHigh, Unit: KW, Tol: halfTenth},
		{ID: PowerFPGASavingW, Panel: PanelPower, Kind: Recomputed, Digest: 450, Engine: fpga.SavingW, Unit: Watt, Tol: Tolerance{Abs: 0.5}},
		{ID: PowerFPGASavingLow, Panel: PanelPower, Kind: Recomputed, Digest: 3.5, Engine: fpga.Rounded.SavingPctLow, Unit: Percent, Tol: halfTenth, Alt: fpga.SavingPctLow, HasAlt: true},
		{ID: PowerFPGASavingHigh, Panel: PanelPower, Kind: Recomputed, Digest: 7.4, Engine: fpga.Rounded.SavingPctHigh, Unit: Percent, Tol: halfTenth, Alt: fpga.SavingPctHigh, HasAlt: true},
		{ID: PowerASICSavingW, Panel: PanelPower, Kind: Recomputed, Digest: 810, Engine: asic.SavingW, Unit: Watt, Tol: Tolerance{Abs: 0.5}},
		{ID: PowerASICSavingLow, Panel: PanelPower, Kind: Recomputed, Digest: 6.3, Engine: asic.Rounded.SavingPctLow, Unit: Percent, Tol: halfTenth, Alt: asic.SavingPctLow, HasAlt: true},
		{ID: PowerASICSavingHigh, Panel: PanelPower, Kind: Recomputed, Digest: 13.3, Engine: asic.Rounded.SavingPctHigh, Unit: Percent, Tol: halfTenth, Alt: asic.SavingPctHigh, HasAlt: true},
		{ID: PowerFPGAHolds10_5, Panel: PanelPower, Kind: Recomputed, Digest: Bool(false), Engine: Bool(power.Contains(fpga.Rounded.SavingPctLow, fpga.Rounded.SavingPctHigh, StatedSavingPct)), Unit: YesNo},
		{ID: PowerASICHolds10_5, Panel: PanelPower, Kind: Recomputed, Digest: Bool(true), Engine: Bool(power.Contains(asic.Rounded.SavingPctLow, asic.Rounded.SavingPctHigh, StatedSavingPct)), Unit: YesNo},
	}
}
