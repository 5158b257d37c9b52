package flowtable

import (
	"pegasus/model/csr"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// Readouts implements kit.Readouter, from the engines' reports: the
// sweep's mean loads at the first stash use and at overflow beside the
// threshold in the literature, and the CSR push of the knobs' update both
// ways with the state machine's speed-up. The loads come from the cached
// sweep and are pending (NaN) while it is computed for the knobs on
// screen; the threshold and the push times are closed forms, computed
// here at no cost.
func (p *Panel) Readouts() []kit.Readout {
	t, g := p.Text, p.Styles.Glyphs
	sweep := ft.SweepResult{Params: p.valid.Cuckoo, Threshold: ft.Threshold(p.valid.Cuckoo.Ways)}
	sw := p.currentSweep()
	ready := sw != nil && !p.stale()
	if ready {
		sweep = sw.sweep
	}
	fill := ft.Report(sweep)
	rs := []kit.Readout{kit.ReadoutOf(t, g, fill, "first_stash_load", "first_stash_load_pct", ""),
		kit.ReadoutOf(t, g, fill, "overflow_load", "overflow_load_pct", ""), kit.ReadoutOf(t, g, fill, "threshold_c_star", "threshold_pct", "")}
	if !ready {
		kit.Pending(rs[:2])
	}
	push, err := csr.PushTime(p.valid.CSR)
	rep := csr.Report(push)
	rs = append(rs, kit.ReadoutOf(t, g, rep, "seconds_check_every_command", "csr_every_s", ""),
		kit.ReadoutOf(t, g, rep, "seconds_state_machine", "csr_machine_s", ""), kit.ReadoutOf(t, g, rep, "speedup", "csr_speedup", ""))
	if err != nil {
		kit.Pending(rs[3:])
	}
	return rs
}
