package pcie

import (
	"context"
	"testing"
)

// BenchmarkCompareDefault is what the panel computes: three 10 ms runs.
func BenchmarkCompareDefault(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := Compare(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCompareLongest is three runs of the longest duration (50 ms)
// with the most frequent refresh.
func BenchmarkCompareLongest(b *testing.B) {
	p := DefaultParams()
	p.DurationUs, p.RefreshUs = 50000, 0.5
	for b.Loop() {
		if _, err := Compare(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}
