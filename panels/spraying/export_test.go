package spraying

import (
	"math"
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestDatasets(t *testing.T) {
	kittest.DatasetsAreWellFormed(t, settled, pageCount, func(kit.Panel) {}, "balance", "allreduce", "retx")
	kittest.ReadoutsAreStable(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l) })
}

// TestReadoutsWaitForTheEngines: before the first results every readout
// is NaN (the presenter shows it as pending), after them none is.
func TestReadoutsWaitForTheEngines(t *testing.T) {
	p := newPanel(t, i18n.English)
	for _, r := range p.Readouts() {
		if !math.IsNaN(r.Value) {
			t.Errorf("%s = %v before any result", r.Key, r.Value)
		}
	}
	kittest.Settle(p, p.Init())
	for _, r := range p.Readouts() {
		if math.IsNaN(r.Value) {
			t.Errorf("%s is NaN after the results", r.Key)
		}
	}
}
