package incast

import (
	"math"

	"pegasus/model/incast"
	"pegasus/model/pcie"
	"pegasus/model/te"
	"pegasus/panels/kit"
)

// Readouts implements kit.Readouter: both controls' peak queue and last
// completion for the incast on the knobs, the sweep's delay cuts and
// bandwidth losses against Figure 14, the old controller's mean relief
// and share of wrong moves, and the pause frames PCIe incast sends into
// the fabric with TX PFC always on and under the paper's policy. The runs'
// numbers come from their engines' reports of the cached results; one
// whose engine has not answered for the knobs on screen yet (or whose
// page was never shown) is pending (NaN), which the presenter draws as
// such. The sweep's shape is not one engine's report: its four numbers
// are named here.
func (p *Panel) Readouts() []kit.Readout {
	t, g, c := p.Text, p.Styles.Glyphs, p.Text.Incast
	run, ran := runOutcome{params: p.settings.Incast}, false
	if r := p.run; r != nil && !p.stale(engRun) {
		run, ran = *r, true
	}
	cp, dp := run.params, run.params
	cp.Control, dp.Control = incast.Credit, incast.DCQCN
	cr, dc := incast.Report(cp, run.credit), incast.Report(dp, run.dcqcn)
	rs := []kit.Readout{
		kit.ReadoutOf(t, g, cr, "max_queue_kib", "credit_peak_kib", c.ColCredit), kit.ReadoutOf(t, g, dc, "max_queue_kib", "dcqcn_peak_kib", c.ColDCQCN),
		kit.ReadoutOf(t, g, cr, "last_fct_us", "credit_last_fct_us", c.ColCredit), kit.ReadoutOf(t, g, dc, "last_fct_us", "dcqcn_last_fct_us", c.ColDCQCN),
	}
	switch {
	case !ran:
		kit.Pending(rs)
	case !run.credit.Completed: // some QP had not finished by the horizon
		kit.Pending(rs[2:3])
	}
	if ran && !run.dcqcn.Completed {
		kit.Pending(rs[3:4])
	}
	rs = append(rs, p.shapeReadouts()...)

	tr := teOutcome{params: p.settings.TE}
	if q := p.te; q != nil && !p.stale(engTE) && len(q.result.ReliefS) > 0 {
		tr = *q
	}
	rep := te.Report(tr.params, tr.result)
	rs = append(rs, kit.ReadoutOf(t, g, rep, "mean_relief_s", "te_mean_relief_s", ""), kit.ReadoutOf(t, g, rep, "wrong_share", "te_wrong_move_pct", ""))
	if len(tr.result.ReliefS) == 0 {
		kit.Pending(rs[len(rs)-2:])
	}

	pc := pcieOutcome{params: p.settings.PCIe}
	if q := p.pcie; q != nil && !p.stale(engPCIe) {
		pc = *q
	}
	on, auto := pc.params, pc.params
	on.Mode, auto.Mode = pcie.On, pcie.Auto
	rs = append(rs, kit.ReadoutOf(t, g, pcie.Report(on, pc.cmp.On), "pause_frames", "pcie_on_pauses", p.modeName(pcie.On)),
		kit.ReadoutOf(t, g, pcie.Report(auto, pc.cmp.Auto), "pause_frames", "pcie_auto_pauses", p.modeName(pcie.Auto)))
	if p.pcie == nil || p.stale(engPCIe) {
		kit.Pending(rs[len(rs)-2:])
	}
	return rs
}

// shapeReadouts are the sweep's delay cuts and bandwidth losses against
// Figure 14, pending until the sweep for the knobs on screen is in.
func (p *Panel) shapeReadouts() []kit.Readout {
	c := p.Text.Incast
	nan := math.NaN()
	cutMin, cutMax, crLoss, dcLoss := nan, nan, nan, nan
	if sw := p.sweep; sw != nil && !p.stale(engSweep) {
		sh := p.shown().Shape
		cutMin, cutMax, crLoss, dcLoss = sh.DelayCutMinPct, sh.DelayCutMaxPct, sh.CreditLossMaxPct, sh.DCQCNLossMaxPct
	}
	pct := func(key, label string, v float64) kit.Readout {
		return kit.Readout{Key: key, Label: label, Value: v, Decimals: 1, Unit: "%"}
	}
	return []kit.Readout{pct("delay_cut_min_pct", c.ReadoutCutLeast, cutMin), pct("delay_cut_max_pct", c.ReadoutCutMost, cutMax),
		pct("credit_loss_max_pct", c.ReadoutCreditLoss, crLoss), pct("dcqcn_loss_max_pct", c.ReadoutDCQCNLoss, dcLoss)}
}
