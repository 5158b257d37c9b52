package csr

import "testing"

// BenchmarkScale is the whole scale view with its five break searches.
func BenchmarkScale(b *testing.B) {
	p := DefaultScaleParams()
	p.TargetGPUs = 1_000_000
	for b.Loop() {
		if _, err := Scale(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkCurve is the push-time curve at its finest.
func BenchmarkCurve(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := Curve(p, 1000); err != nil {
			b.Fatal(err)
		}
	}
}
