package credit

import "testing"

// BenchmarkFullRecompute measures what the panel recomputes when a parameter
// other than the jitter moves: new draws, both curves over the jitter grid,
// the point at the current jitter and the trace.
func BenchmarkFullRecompute(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		d := NewDraws(p.Seed, p.Batches)
		_ = ComputeCurve(p, d)
		_ = Evaluate(p, d)
		_ = ComputeTrace(p, d, DefaultTraceWindowNs(p))
	}
}

// BenchmarkJitterMove measures what a jitter change costs: the point and
// trace only, since the curves do not depend on the current jitter.
func BenchmarkJitterMove(b *testing.B) {
	p := DefaultParams()
	d := NewDraws(p.Seed, p.Batches)
	for b.Loop() {
		_ = Evaluate(p, d)
		_ = ComputeTrace(p, d, DefaultTraceWindowNs(p))
	}
}
