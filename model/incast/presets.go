package incast

import "pegasus/model/knob"

// Preset names one named set of DCQCN parameters.
type Preset int

// The presets. Custom marks parameters that match neither named set.
const (
	// Scaled400 is the DCQCN paper's set scaled to 400 Gb/s (the default).
	Scaled400 Preset = iota
	// Paper40 is the DCQCN paper's own set, for 40 Gb/s links.
	Paper40
	// Custom is any other set.
	Custom
)

// PresetNames lists the presets' configuration names, by Preset.
var PresetNames = []string{"scaled400", "paper40", "custom"}

// String returns the preset's configuration name.
func (s Preset) String() string { return knob.NameOf(PresetNames, s) }

// DCQCNPaper40 returns the parameter set of the DCQCN paper: Y. Zhu et al.,
// "Congestion Control for Large-Scale RDMA Deployments", SIGCOMM 2015,
// tuned there for 40 Gb/s RoCE: Kmin 5 KB, Kmax 200 KB, Pmax 1%,
// g = 1/256, a 55 us alpha timer and rate-increase timer, a 10 MB byte
// counter, Rai 40 Mb/s, five fast-recovery steps and at most one CNP per
// QP every 50 us. The paper's KB are taken as KiB here. Two values are
// not the paper's: Rhai 200 Mb/s and the 100 Mb/s minimum rate come from
// the DCQCN authors' public ns-3 code (github.com/bobzhuyb/ns3-rdma:
// RATE_HAI in mix/config.txt, the MinRate default of QbbNetDevice).
func DCQCNPaper40() DCQCNParams {
	return DCQCNParams{
		KminKiB:       5,
		KmaxKiB:       200,
		Pmax:          0.01,
		G:             1.0 / 256,
		AlphaTimerUs:  55,
		RateTimerUs:   55,
		ByteCounterMB: 10,
		RaiMbps:       40,
		RhaiMbps:      200,
		FastRecovery:  5,
		CNPIntervalUs: 50,
		MinRateMbps:   100,
	}
}

// DCQCNScaled400 returns DCQCNPaper40 scaled by ten, from 40 to 400 Gb/s, by
// the model (no source gives a 400 Gb/s set). What is measured in bytes or
// in rate scales with the line: Kmin 50 KiB and Kmax 2000 KiB (the BDP at
// a fixed round trip grows tenfold), the byte counter 100 MB (so that it
// expires as often in time), Rai 400 Mb/s and Rhai 2000 Mb/s (so that
// recovery from a cut takes as long). What is a time or a ratio stays:
// Pmax, g, the timers, the fast-recovery steps and the CNP interval. The
// minimum rate stays at 100 Mb/s: it is a floor per QP, and ten times it
// would already fill a 400 Gb/s link at 4,000 QPs.
func DCQCNScaled400() DCQCNParams {
	return DCQCNParams{
		KminKiB:       50,
		KmaxKiB:       2000,
		Pmax:          0.01,
		G:             1.0 / 256,
		AlphaTimerUs:  55,
		RateTimerUs:   55,
		ByteCounterMB: 100,
		RaiMbps:       400,
		RhaiMbps:      2000,
		FastRecovery:  5,
		CNPIntervalUs: 50,
		MinRateMbps:   100,
	}
}

// PresetParams returns the DCQCN parameters of a named preset; Custom
// (or anything else) returns ok false.
func PresetParams(s Preset) (DCQCNParams, bool) {
	switch s {
	case Scaled400:
		return DCQCNScaled400(), true
	case Paper40:
		return DCQCNPaper40(), true
	}
	return DCQCNParams{}, false
}

// PresetOf names the preset d equals, or Custom.
func PresetOf(d DCQCNParams) Preset {
	switch d {
	case DCQCNScaled400():
		return Scaled400
	case DCQCNPaper40():
		return Paper40
	}
	return Custom
}
