package flowtable

import (
	"fmt"
	"math"

	"pegasus/model/csr"
	ft "pegasus/model/flowtable"
	"pegasus/panels/kit"
)

// Readouts implements kit.Readouter: the sweep's mean loads at the first
// stash use and at overflow beside the threshold in the literature, and
// the CSR push of the knobs' update both ways with the state machine's
// speed-up. The loads come from the cached sweep and are NaN while it is
// computed for the knobs on screen; the threshold and the push times are
// closed forms, computed here at no cost.
func (p *Panel) Readouts() []kit.Readout {
	c := p.Text.Flow
	nan := math.NaN()
	first, over := nan, nan
	if sw := p.currentSweep(); sw != nil && !p.stale() {
		first, over = 100*sw.sweep.FirstStash.Mean, 100*sw.sweep.Overflow.Mean
	}
	every, machine, speedup := nan, nan, nan
	if r, err := csr.PushTime(p.valid.CSR); err == nil {
		every, machine, speedup = r.SecondsCheckEveryCommand, r.SecondsStateMachine, r.Speedup
	}
	ways := p.valid.Cuckoo.Ways
	return []kit.Readout{
		{Key: "first_stash_load_pct", Label: c.ReadoutFirstStash, Value: first, Decimals: 2, Unit: "%"},
		{Key: "overflow_load_pct", Label: c.RowOverflow, Value: over, Decimals: 2, Unit: "%"},
		{Key: "threshold_pct", Label: fmt.Sprintf(c.RowThresholdFmt, ways), Value: 100 * ft.Threshold(ways), Decimals: 2, Unit: "%"},
		{Key: "csr_every_s", Label: c.ModeEvery, Value: every, Decimals: 2, Unit: "s"},
		{Key: "csr_machine_s", Label: c.ModeMachine, Value: machine, Decimals: 2, Unit: "s"},
		{Key: "csr_speedup", Label: c.ReadoutSpeedup, Value: speedup, Decimals: 2, Unit: "x"},
	}
}
