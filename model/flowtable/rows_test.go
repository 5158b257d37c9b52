package flowtable_test

import (
	"slices"
	"testing"

	"pegasus/model/reference"
)

// TestReferenceRowsPass checks the panel's rows for the check command
// (model/reference/flowtable.go) on their own, until they join
// reference.All.
func TestReferenceRowsPass(t *testing.T) {
	seen := map[reference.ID]bool{}
	for _, r := range reference.Flow() {
		if r.Fails() {
			t.Errorf("%s: digest %v, engine %v (%s)", r.ID, r.Digest, r.Engine, r.Unit)
		}
		if r.Panel != reference.PanelFlow || !slices.Contains(reference.Kinds, r.Kind) || seen[r.ID] {
			t.Errorf("%s: panel %q, kind %q, seen before %v", r.ID, r.Panel, r.Kind, seen[r.ID])
		}
		seen[r.ID] = true
	}
	if len(seen) != 20 {
		t.Errorf("%d rows", len(seen))
	}
}
