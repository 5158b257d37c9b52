package spray

import "testing"

// BenchmarkBalanceSpray is one scheme at the panel's defaults (200 trials).
func BenchmarkBalanceSpray(b *testing.B) {
	p := DefaultBalance()
	for b.Loop() {
		RunBalance(p)
	}
}

// BenchmarkBalanceAllSchemes is what the panel computes when a load
// parameter moves: every scheme, for the comparison table.
func BenchmarkBalanceAllSchemes(b *testing.B) {
	p := DefaultBalance()
	for b.Loop() {
		for _, s := range Schemes {
			p.Scheme = s
			RunBalance(p)
		}
	}
}

// BenchmarkAllReduceCurve is both NICs' curves, 41 sizes each.
func BenchmarkAllReduceCurve(b *testing.B) {
	p := DefaultAllReduce()
	for b.Loop() {
		AllReduceCurve(p)
	}
}

// BenchmarkRetx is one trigger over the default million packets.
func BenchmarkRetx(b *testing.B) {
	p := DefaultRetx()
	for b.Loop() {
		RunRetx(p)
	}
}

// BenchmarkReceiver is 10,000 packets through the bitmaps, reordered.
func BenchmarkReceiver(b *testing.B) {
	for b.Loop() {
		r := NewReceiver(320)
		for base := 0; base < 10_000; base += 8 {
			for _, k := range []int{3, 0, 7, 1, 2, 6, 4, 5} {
				r.Arrive(Packet{PSN: base + k, WithImm: k == 7})
			}
		}
	}
}
