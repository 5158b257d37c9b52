package reference

import (
	"context"
	"math"
	"slices"
	"strings"
	"sync"
	"testing"

	"pegasus/model/incast"
)

// allRows is All(), computed once for the package's tests (it runs every
// engine).
var allRows = sync.OnceValue(All)

// TestEveryCountedRowPasses: every row that counts towards agreement
// agrees with the digest (or its Ref) at the engines' defaults.
func TestEveryCountedRowPasses(t *testing.T) {
	for _, r := range allRows() {
		if r.Fails() {
			t.Errorf("%s (%s): seed %v, ref %v, engine %v (%s)", r.ID, r.Kind, r.Digest, r.Ref, r.Engine, r.Unit)
		}
	}
}

func TestToleranceRejectsAMismatch(t *testing.T) {
	r := Row{Kind: Calibrated, Digest: 342, Engine: 344, Tol: anchorTolerance}
	if r.Pass() || !r.Fails() {
		t.Error("2 Gb/s off passes a 1.5 Gb/s tolerance")
	}
	r = Row{Kind: Recomputed, Digest: 320, Engine: 337, Tol: Tolerance{Rel: 0.05}}
	if r.Pass() {
		t.Error("5.3% off passes a 5% tolerance")
	}
	for _, k := range []Kind{Echo, NotReproduced} {
		r.Kind = k
		if r.Fails() || k.Counts() {
			t.Errorf("a %s row that disagrees fails check", k)
		}
	}
	if (Row{Kind: Recomputed, Digest: 1, Engine: math.NaN()}).Pass() {
		t.Error("a row without an engine value passes")
	}
}

func TestIDsAreUnique(t *testing.T) {
	seen := map[ID]bool{}
	for _, r := range allRows() {
		if seen[r.ID] {
			t.Errorf("duplicate row %s", r.ID)
		}
		seen[r.ID] = true
	}
}

// TestFlowTableRows: the flow table's twenty rows (Flow, ids
// "flowtable.*") are its panel's. That they pass, have a kind and ids of
// their own, the tests above check of every row.
func TestFlowTableRows(t *testing.T) {
	n := 0
	for _, r := range allRows() {
		if strings.HasPrefix(string(r.ID), PanelFlow+".") {
			n++
			if r.Panel != PanelFlow {
				t.Errorf("%s: panel %q", r.ID, r.Panel)
			}
		}
	}
	if n != 20 {
		t.Errorf("%d flow-table rows, want 20", n)
	}
}

func TestEveryRowHasAKind(t *testing.T) {
	for _, r := range allRows() {
		if !slices.Contains(Kinds, r.Kind) {
			t.Errorf("%s: kind %q is not one of %v", r.ID, r.Kind, Kinds)
		}
	}
}

// TestRowsThatCannotFailAreEchoes: the rows issue 18 names as unable to
// fail are echoes (or gone, for the second bitmap row, which made the
// same comparison as the first), so they count for nothing.
func TestRowsThatCannotFailAreEchoes(t *testing.T) {
	kinds := map[ID]Kind{}
	for _, r := range allRows() {
		kinds[r.ID] = r.Kind
	}
	for _, id := range []ID{IncastInference1MB, IncastTrainingGbps, IncastInferenceStart, IncastInferenceEnd, IncastTenantOnGbps,
		IncastPCIeOffNoPauses, IncastLegacyQueues, IncastBDPOutgrowsBuffer, FlowAIVPCFits, FlowClassicVPCFits, FlowCalibratedFits} {
		if kinds[id] != Echo {
			t.Errorf("%s is %q, want echo", id, kinds[id])
		}
	}
	if _, ok := kinds["spray.window_covers"]; ok {
		t.Error("the second bitmap row is back")
	}
	for _, id := range []ID{Eq1At16K, Eq2At16K, Eq1At64K, Eq2At64K} {
		if kinds[id] != Calibrated {
			t.Errorf("Panel 1's anchor %s is %q: it holds only at the model's loop time, a calibration", id, kinds[id])
		}
	}
}

// TestDigestColumnHoldsOnlyPrintedFigures: the values the seed does not
// print (its table's empty cells, a literature constant, a figure of
// another claim) are not in the Digest column.
func TestDigestColumnHoldsOnlyPrintedFigures(t *testing.T) {
	for _, r := range allRows() {
		for _, v := range []float64{6.1, 12.9, 450, 810, 0.468} {
			if r.Digest == v {
				t.Errorf("%s: the digest does not print %v", r.ID, v)
			}
		}
		if r.HasRef && r.HasDigest() {
			t.Errorf("%s compares with another source but keeps a digest value %v", r.ID, r.Digest)
		}
	}
	for _, id := range []ID{FlowThreshold4Way, FlowLargestTaskUpdate} {
		for _, r := range allRows() {
			if r.ID == id && (!r.HasRef || r.HasDigest()) {
				t.Errorf("%s: digest %v, ref %v (%v)", id, r.Digest, r.Ref, r.HasRef)
			}
		}
	}
}

// TestAnchorsMoveWithTheLoopTime: at L = 2,400 ns the 16 KiB anchors
// leave their tolerance, which is why they are a calibration of L.
func TestAnchorsMoveWithTheLoopTime(t *testing.T) {
	for _, r := range Credit() {
		if r.ID != Eq1At16K && r.ID != Eq2At16K {
			continue
		}
		if !r.HasAlt || r.Tol.Allows(r.Digest, r.Alt-r.Digest) {
			t.Errorf("%s: at L = 2,400 ns %.1f Gb/s, still within %v of %v", r.ID, r.Alt, r.Tol.Abs, r.Digest)
		}
	}
}

// TestCreditLossRowFailsWithoutHeaders is the test: the row for
// "credits stay within 3 %" agrees with RoCEv2's 82 B a packet and fails
// once the model drops the headers (the credits then lose 0.003 %, less
// than any RoCEv2 sender can).
func TestCreditLossRowFailsWithoutHeaders(t *testing.T) {
	row := func(overhead int) Row {
		p := incast.DefaultParams()
		p.WireOverheadBytes = overhead
		sw, err := incast.Sweep(context.Background(), p, []int{128, 1024})
		if err != nil {
			t.Fatal(err)
		}
		for _, r := range Fig14Rows(sw) {
			if r.ID == IncastFig14CreditLoss {
				return r
			}
		}
		t.Fatal("no credit-loss row")
		return Row{}
	}
	if r := row(incast.RoCEv2WireOverheadBytes); !r.Pass() {
		t.Errorf("with the headers: credits lose %.4f %%, row fails", r.Engine)
	}
	if r := row(0); r.Pass() || !r.Fails() {
		t.Errorf("without the headers: credits lose %.4f %% and the row still passes", r.Engine)
	}
}

// TestDCQCNLossRowsNameTheClosestMechanism: the 20.2-32.5 % rows are not
// reproduced, and say which mechanism comes closest.
func TestDCQCNLossRowsNameTheClosestMechanism(t *testing.T) {
	for _, r := range allRows() {
		if r.ID != IncastFig14DCQCNLeast && r.ID != IncastFig14DCQCNLargest {
			continue
		}
		if r.Kind != NotReproduced || r.Mech == "" || len(r.Vals) != 2 || r.Pass() {
			t.Errorf("%s: %+v", r.ID, r)
		}
	}
}
