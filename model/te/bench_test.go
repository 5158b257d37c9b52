package te

import "testing"

// BenchmarkDefault is the calc te run: 500 episodes.
func BenchmarkDefault(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := Run(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkWorstCase is the costliest corner of the knobs: the most
// trials, flows and lifetime, the shortest bursts, the longest interval.
func BenchmarkWorstCase(b *testing.B) {
	p := DefaultParams()
	p.Trials, p.LifetimeS, p.MediumFlows, p.BackgroundFlows = 1000, 600, 16, 8
	p.Duty, p.BurstS, p.IntervalS, p.OverlapS = 0.05, 0.5, 60, 60
	p.MediumPeak, p.BackgroundShare = 0.3, 0.05
	for b.Loop() {
		if _, err := Run(p); err != nil {
			b.Fatal(err)
		}
	}
}
