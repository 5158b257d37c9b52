// Package power recomputes the seed's power arithmetic for "one DPU per
// server manages eight RNICs": the extra power of a DPU per NIC, the server
// power that makes it 6.5-13.7 %, the saving of the split design, and what
// each design costs in GPUs under a fixed site power budget.
package power

import "math"

// Inputs are one setting of the arithmetic: device powers in watts, the
// number of RNICs per server, and the overhead range the paper states.
// They come from a valid Scenario (see Scenario.Inputs).
type Inputs struct {
	DPUW         float64 // a DPU (the paper: about 150 W)
	CX7W         float64 // a commodity CX7 RNIC (about 45 W)
	RNICW        float64 // a P-RNIC (FPGA card <= 75 W; planned ASIC 30 W)
	NICs         int     // RNICs per server (8: one per GPU)
	ShareLowPct  float64 // low end of the stated overhead, % of server power (6.5)
	ShareHighPct float64 // high end (13.7)
}

// Arithmetic is the seed's table for one P-RNIC power, step by step.
type Arithmetic struct {
	Inputs Inputs
	// ExtraW = NICs x (DPU - CX7): a DPU per NIC instead of a plain RNIC.
	ExtraW float64
	// ServerKWLow and ServerKWHigh: the server power for which ExtraW is
	// the high and the low end of the stated share (ExtraW / share).
	ServerKWLow, ServerKWHigh float64
	// SavingW = NICs x DPU - (DPU + NICs x RNIC): one DPU plus P-RNICs
	// against a DPU per NIC.
	SavingW float64
	// SavingPctLow and SavingPctHigh: the saving as a share of the server
	// power range, dividing by the unrounded server powers.
	SavingPctLow, SavingPctHigh float64
	// Rounded is the same with the server power first rounded to 0.1 kW,
	// which is what the seed's printed percentages follow.
	Rounded Rounded
}

// Rounded holds the figures of the seed's convention.
type Rounded struct {
	ServerKWLow, ServerKWHigh   float64 // to 0.1 kW
	SavingPctLow, SavingPctHigh float64 // saving over the rounded server powers
}

// Compute works the table out. in must be valid.
func Compute(in Inputs) Arithmetic {
	n := float64(in.NICs)
	a := Arithmetic{Inputs: in}
	a.ExtraW = n * (in.DPUW - in.CX7W)
	a.ServerKWLow = a.ExtraW / (in.ShareHighPct / 100) / 1000
	a.ServerKWHigh = a.ExtraW / (in.ShareLowPct / 100) / 1000
	a.SavingW = n*in.DPUW - (in.DPUW + n*in.RNICW)
	a.SavingPctLow = 100 * a.SavingW / (a.ServerKWHigh * 1000)
	a.SavingPctHigh = 100 * a.SavingW / (a.ServerKWLow * 1000)
	r := &a.Rounded
	r.ServerKWLow = math.Round(a.ServerKWLow*10) / 10
	r.ServerKWHigh = math.Round(a.ServerKWHigh*10) / 10
	if r.ServerKWLow > 0 && r.ServerKWHigh > 0 {
		r.SavingPctLow = 100 * a.SavingW / (r.ServerKWHigh * 1000)
		r.SavingPctHigh = 100 * a.SavingW / (r.ServerKWLow * 1000)
	}
	return a
}

// Contains reports whether pct lies in [low, high] of a saving range
// printed to one decimal, as the seed prints it.
func Contains(low, high, pct float64) bool {
	lo := math.Round(low*10) / 10
	hi := math.Round(high*10) / 10
	return pct >= lo && pct <= hi
}
