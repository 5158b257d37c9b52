package reference

import (
	"slices"
	"testing"
)

func TestEveryRowPasses(t *testing.T) {
	for _, r := range All() {
		if !r.Pass() {
			t.Errorf("%s: seed %v, engine %v (%s)", r.ID, r.Digest, r.Engine, r.Unit)
		}
	}
}

func TestToleranceRejectsAMismatch(t *testing.T) {
	r := Row{Digest: 342, Engine: 344, Tol: anchorTolerance}
	if r.Pass() {
		t.Error("2 Gb/s off passes a 1.5 Gb/s tolerance")
	}
	r = Row{Digest: 320, Engine: 337, Tol: Tolerance{Rel: 0.05}}
	if r.Pass() {
		t.Error("5.3% off passes a 5% tolerance")
	}
}

func TestIDsAreUnique(t *testing.T) {
	seen := map[ID]bool{}
	for _, r := range All() {
		if seen[r.ID] {
			t.Errorf("duplicate row %s", r.ID)
		}
		seen[r.ID] = true
	}
}

func TestEveryRowHasAKind(t *testing.T) {
	for _, r := range All() {
		if !slices.Contains(Kinds, r.Kind) {
			t.Errorf("%s: kind %q is not one of %v", r.ID, r.Kind, Kinds)
		}
	}
}
