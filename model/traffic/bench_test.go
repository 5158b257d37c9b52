package traffic

import "testing"

// BenchmarkGenerateAll is everything the traffic view computes: the
// series and the largest matrices.
func BenchmarkGenerateAll(b *testing.B) {
	p := DefaultParams()
	p.MatrixSize, p.BlockSize = 64, 8
	for b.Loop() {
		if _, err := Generate(p); err != nil {
			b.Fatal(err)
		}
		if _, err := BuildMatrices(p); err != nil {
			b.Fatal(err)
		}
	}
}
