package flowtable

import (
	"math"
	"testing"

	"pegasus/i18n"
	"pegasus/model/csr"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

// readoutKeys are the readouts decks may name, in order.
var readoutKeys = []string{"first_stash_load_pct", "overflow_load_pct", "threshold_pct", "csr_every_s", "csr_machine_s", "csr_speedup"}

func TestReadoutsAreStable(t *testing.T) {
	kittest.ReadoutsAreStable(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l) })
}

// TestReadoutsWaitForTheSweep: the loads are NaN (pending) until the
// sweep for the knobs on screen is in, the closed forms never are; once
// settled every readout is a finite number, in both languages.
func TestReadoutsWaitForTheSweep(t *testing.T) {
	for _, r := range newPanel(t, i18n.English).Readouts() {
		pending := r.Key == "first_stash_load_pct" || r.Key == "overflow_load_pct"
		if math.IsNaN(r.Value) != pending {
			t.Errorf("%s = %v before the sweep", r.Key, r.Value)
		}
	}
	for _, l := range i18n.Langs {
		kittest.ReadoutsAreFinite(t, settled(t, l), readoutKeys...)
	}
}

// TestReadoutsAreTheEnginesNumbers: the loads are the sweep's means in
// percent, the push times the CSR page's; a new table shape makes the
// loads pending again until its sweep is in.
func TestReadoutsAreTheEnginesNumbers(t *testing.T) {
	p := settled(t, i18n.English).(*Panel)
	push, err := csr.PushTime(p.valid.CSR)
	if err != nil {
		t.Fatal(err)
	}
	for key, want := range map[string]float64{
		"first_stash_load_pct": 100 * p.sweep.sweep.FirstStash.Mean,
		"overflow_load_pct":    100 * p.sweep.sweep.Overflow.Mean,
		"threshold_pct":        100 * p.sweep.sweep.Threshold,
		"csr_every_s":          push.SecondsCheckEveryCommand,
		"csr_machine_s":        push.SecondsStateMachine,
	} {
		if r, _ := kit.FindReadout(p.Readouts(), key); r.Value != want {
			t.Errorf("%s = %v, want %v", key, r.Value, want)
		}
	}
	p.Update(kit.SetValuesMsg{Values: map[string]map[string]float64{"cuckoo": {"stash": 8}}})
	if r, _ := kit.FindReadout(p.Readouts(), "overflow_load_pct"); !math.IsNaN(r.Value) {
		t.Errorf("overflow_load_pct = %v while the new table's sweep waits", r.Value)
	}
}
