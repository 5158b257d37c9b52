package incast

import (
	"fmt"
	"math"

	"pegasus/model/pcie"
	"pegasus/panels/kit"
)

// Readouts implements kit.Readouter: both controls' peak queue and last
// completion for the incast on the knobs, the sweep's delay cuts and
// bandwidth losses against Figure 14, the old controller's mean relief
// and share of wrong moves, and the pause frames PCIe incast sends into
// the fabric with TX PFC always on and under the paper's policy. The
// numbers come from the engines' cached results; one whose engine has
// not answered for the knobs on screen yet (or whose page was never
// shown) is NaN, which the presenter draws as pending.
func (p *Panel) Readouts() []kit.Readout {
	c, d := p.Text.Incast, p.Text.Lecture.Data
	pair := func(a, b string) string { return fmt.Sprintf(d.PairFmt, a, b) }
	nan := math.NaN()

	crPeak, dcPeak, crFCT, dcFCT := nan, nan, nan, nan
	if r := p.run; r != nil && !p.stale(engRun) {
		crPeak, dcPeak = r.credit.MaxQueueKiB, r.dcqcn.MaxQueueKiB
		crFCT, dcFCT = finish(r.credit.Completed, r.credit.LastFCTUs), finish(r.dcqcn.Completed, r.dcqcn.LastFCTUs)
	}
	cutMin, cutMax, crLoss, dcLoss := nan, nan, nan, nan
	if sw := p.sweep; sw != nil && !p.stale(engSweep) {
		sh := p.shown().Shape
		cutMin, cutMax, crLoss, dcLoss = sh.DelayCutMinPct, sh.DelayCutMaxPct, sh.CreditLossMaxPct, sh.DCQCNLossMaxPct
	}
	relief, wrong := nan, nan
	if t := p.te; t != nil && !p.stale(engTE) && len(t.result.ReliefS) > 0 {
		relief, wrong = t.result.MeanS, 100*t.result.WrongShare
	}
	onPauses, autoPauses := nan, nan
	if q := p.pcie; q != nil && !p.stale(engPCIe) {
		onPauses, autoPauses = float64(q.cmp.On.PauseFrames), float64(q.cmp.Auto.PauseFrames)
	}
	return []kit.Readout{
		{Key: "credit_peak_kib", Label: pair(c.RowPeakQueue, c.ColCredit), Value: crPeak, Unit: "KiB"},
		{Key: "dcqcn_peak_kib", Label: pair(c.RowPeakQueue, c.ColDCQCN), Value: dcPeak, Unit: "KiB"},
		{Key: "credit_last_fct_us", Label: pair(c.RowLastFCT, c.ColCredit), Value: crFCT, Decimals: 1, Unit: p.micro()},
		{Key: "dcqcn_last_fct_us", Label: pair(c.RowLastFCT, c.ColDCQCN), Value: dcFCT, Decimals: 1, Unit: p.micro()},
		{Key: "delay_cut_min_pct", Label: c.ReadoutCutLeast, Value: cutMin, Decimals: 1, Unit: "%"},
		{Key: "delay_cut_max_pct", Label: c.ReadoutCutMost, Value: cutMax, Decimals: 1, Unit: "%"},
		{Key: "credit_loss_max_pct", Label: c.ReadoutCreditLoss, Value: crLoss, Decimals: 1, Unit: "%"},
		{Key: "dcqcn_loss_max_pct", Label: c.ReadoutDCQCNLoss, Value: dcLoss, Decimals: 1, Unit: "%"},
		{Key: "te_mean_relief_s", Label: c.RowMeanRelief, Value: relief, Decimals: 1, Unit: "s"},
		{Key: "te_wrong_move_pct", Label: c.RowWrongShare, Value: wrong, Decimals: 1, Unit: "%"},
		{Key: "pcie_on_pauses", Label: pair(c.ColPauseFrames, p.modeName(pcie.On)), Value: onPauses},
		{Key: "pcie_auto_pauses", Label: pair(c.ColPauseFrames, p.modeName(pcie.Auto)), Value: autoPauses},
	}
}

// finish is a run's last completion, or NaN when some QP had not
// finished by the horizon (the queue table says "not done").
func finish(completed bool, us float64) float64 {
	if !completed {
		return math.NaN()
	}
	return us
}
