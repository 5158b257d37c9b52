package reference

import "pegasus/model/power"

// The power figures (section 3.1 of the digest).
const (
	PowerExtraW         ID = "power.extra_w"
	PowerFPGASavingLow  ID = "power.fpga_saving_pct_low"
	PowerFPGASavingHigh ID = "power.fpga_saving_pct_high"
	PowerASICSavingLow  ID = "power.asic_saving_pct_low"
	PowerASICSavingHigh ID = "power.asic_saving_pct_high"
	PowerFPGAHolds10_5  ID = "power.fpga_contains_10_5"
	PowerASICHolds10_5  ID = "power.asic_contains_10_5"
	PowerDPUW           ID = "power.dpu_w"
	PowerCX7W           ID = "power.cx7_w"
	PowerFPGAW          ID = "power.fpga_rnic_w"
	PowerASICW          ID = "power.asic_rnic_w"
	PowerNICs           ID = "power.rnics_per_server"
	PowerShareLow       ID = "power.share_low_pct"
	PowerShareHigh      ID = "power.share_high_pct"
	PowerStated         ID = "power.stated_saving_pct"
	StatedSavingPct        = power.StatedSavingPct // the paper's stated saving per server, %
	digestFPGAW            = 75.0
	digestASICW            = 30.0
)

// halfTenth is the tolerance of a figure printed to one decimal.
var halfTenth = Tolerance{Abs: 0.05}

// DigestInputs are the device powers of the digest's table.
func DigestInputs(rnicW float64) power.Inputs {
	return power.Inputs{DPUW: 150, CX7W: 45, RNICW: rnicW, NICs: 8, ShareLowPct: 6.5, ShareHighPct: 13.7}
}

// Power returns the rows of the digest's power table. The digest prints
// the 840 W and the saving percentages, not the server powers or the
// savings in watts between them (its table leaves those cells empty), so
// those have no rows. The percentages follow the digest's convention of
// dividing by the server power rounded to 0.1 kW (unrounded, 7.4 would
// print as 7.3); the unrounded value is shown beside each. The device
// powers, the eight NICs, the 6.5-13.7 % and the stated 10.5 % are the
// arithmetic's inputs: echoes.
func Power() []Row {
	in := DigestInputs(digestFPGAW)
	fpga := power.Compute(in)
	asic := power.Compute(DigestInputs(digestASICW))
	return []Row{
		{ID: PowerExtraW, Panel: PanelPower, Kind: Recomputed, Digest: 840, Engine: fpga.ExtraW, Unit: Watt, Tol: Tolerance{Abs: 0.5}},
		{ID: PowerFPGASavingLow, Panel: PanelPower, Kind: Recomputed, Digest: 3.5, Engine: fpga.Rounded.SavingPctLow, Unit: Percent, Tol: halfTenth, Alt: fpga.SavingPctLow, HasAlt: true},
		{ID: PowerFPGASavingHigh, Panel: PanelPower, Kind: Recomputed, Digest: 7.4, Engine: fpga.Rounded.SavingPctHigh, Unit: Percent, Tol: halfTenth, Alt: fpga.SavingPctHigh, HasAlt: true},
		{ID: PowerASICSavingLow, Panel: PanelPower, Kind: Recomputed, Digest: 6.3, Engine: asic.Rounded.SavingPctLow, Unit: Percent, Tol: halfTenth, Alt: asic.SavingPctLow, HasAlt: true},
		{ID: PowerASICSavingHigh, Panel: PanelPower, Kind: Recomputed, Digest: 13.3, Engine: asic.Rounded.SavingPctHigh, Unit: Percent, Tol: halfTenth, Alt: asic.SavingPctHigh, HasAlt: true},
		{ID: PowerFPGAHolds10_5, Panel: PanelPower, Kind: Recomputed, Digest: Bool(false), Engine: Bool(power.Contains(fpga.Rounded.SavingPctLow, fpga.Rounded.SavingPctHigh, StatedSavingPct)), Unit: YesNo},
		{ID: PowerASICHolds10_5, Panel: PanelPower, Kind: Recomputed, Digest: Bool(true), Engine: Bool(power.Contains(asic.Rounded.SavingPctLow, asic.Rounded.SavingPctHigh, StatedSavingPct)), Unit: YesNo},
		echo(PowerDPUW, PanelPower, 150, in.DPUW, Watt),
		echo(PowerCX7W, PanelPower, 45, in.CX7W, Watt),
		echo(PowerFPGAW, PanelPower, 75, in.RNICW, Watt),
		echo(PowerASICW, PanelPower, 30, DigestInputs(digestASICW).RNICW, Watt),
		echo(PowerNICs, PanelPower, 8, float64(in.NICs), Count),
		echo(PowerShareLow, PanelPower, 6.5, in.ShareLowPct, Percent),
		echo(PowerShareHigh, PanelPower, 13.7, in.ShareHighPct, Percent),
		echo(PowerStated, PanelPower, 10.5, StatedSavingPct, Percent),
	}
}
