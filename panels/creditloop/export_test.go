package creditloop

import (
	"testing"

	"pegasus/i18n"
	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestDatasets(t *testing.T) {
	kittest.DatasetsAreWellFormed(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l, false) }, 10,
		func(p kit.Panel) { kittest.Settle(p, p.Init()) }, "throughput", "trace", "readouts")
	kittest.ReadoutsAreStable(t, func(t testing.TB, l i18n.Lang) kit.Panel { return newPanel(t, l, false) })
}

// TestThroughputDatasetIsTheCurve: the export carries the panel's own
// curve, unrounded, Eq. 2 dashed as on screen.
func TestThroughputDatasetIsTheCurve(t *testing.T) {
	p := newPanel(t, i18n.English, false)
	ds, ok := p.Dataset()
	if !ok || len(ds.Series) != 2 || !ds.Series[1].Dashed || ds.Series[0].Dashed {
		t.Fatalf("throughput dataset: %+v", ds)
	}
	if got, want := ds.Series[0].Y[0], p.curve.Eq1Gbps[0]; got != want {
		t.Errorf("first Eq. 1 point %v, want %v", got, want)
	}
	if ds.XLabel != "Jitter J (ns)" || ds.YLabel != "Throughput (Gb/s)" {
		t.Errorf("axes %q, %q", ds.XLabel, ds.YLabel)
	}
}
