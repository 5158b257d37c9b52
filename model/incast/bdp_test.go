package incast

import (
	"context"
	"math"
	"testing"
)

// TestDCQCNFallsBehindAsLinksGetFaster is the seed's argument in numbers:
// the BDP doubles with the line rate while the buffer grows 1.5x, so the
// buffer holds fewer BDPs, and DCQCN's incast peak takes a growing share
// of it; the credits' peak stays a small share.
func TestDCQCNFallsBehindAsLinksGetFaster(t *testing.T) {
	rows, err := BufferVsBDP(context.Background(), DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	if len(rows) != len(LineRates) {
		t.Fatalf("%d rows", len(rows))
	}
	for i, r := range rows {
		if r.CreditPeakPct >= r.DCQCNPeakPct || r.CreditPeakPct > 10 {
			t.Errorf("%d Gb/s: credit peak %.1f%%, DCQCN %.1f%% of the buffer", r.LineGbps, r.CreditPeakPct, r.DCQCNPeakPct)
		}
		if i == 0 {
			continue
		}
		prev := rows[i-1]
		if math.Abs(r.BDPKiB/prev.BDPKiB-2) > 1e-9 || math.Abs(r.BufferKiB/prev.BufferKiB-BufferGrowthPerDoubling) > 0.01 {
			t.Errorf("%d Gb/s: BDP x%.3f, buffer x%.3f", r.LineGbps, r.BDPKiB/prev.BDPKiB, r.BufferKiB/prev.BufferKiB)
		}
		if r.BufferBDPs >= prev.BufferBDPs || r.DCQCNPeakPct <= prev.DCQCNPeakPct {
			t.Errorf("%d Gb/s: %.0f BDPs of buffer (was %.0f), DCQCN peak %.1f%% (was %.1f%%)",
				r.LineGbps, r.BufferBDPs, prev.BufferBDPs, r.DCQCNPeakPct, prev.DCQCNPeakPct)
		}
	}
}
