package power

import (
	"testing"

	"pegasus/panels/kit"
	"pegasus/panels/kit/kittest"
)

func TestDatasets(t *testing.T) {
	kittest.DatasetsAreWellFormed(t, asPanel, 5, func(kit.Panel) {}, "arithmetic", "bars", "site")
	kittest.ReadoutsAreStable(t, asPanel)
}

// TestArithmeticDatasetHoldsTheDigestsFigures: 840 W extra and the
// digest's 6.3-13.3 % for ASIC P-RNICs in its rounding convention.
func TestArithmeticDatasetHoldsTheDigestsFigures(t *testing.T) {
	p := newPanel(t, "en")
	ds, _ := p.Dataset()
	rows := ds.Table.Rows
	if rows[0][1] != "840" {
		t.Errorf("extra power %q, want 840", rows[0][1])
	}
	if len(ds.Table.Columns) != 4 || len(rows) != 9 {
		t.Errorf("arithmetic table %dx%d", len(rows), len(ds.Table.Columns))
	}
}
