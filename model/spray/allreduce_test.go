package spray

import (
	"math"
	"testing"

	"pgregory.net/rapid"
)

// TestFigure13AtTheDefaults: about twice the bus bandwidth for the P-RNIC at
// 8-16 MB, about equal from 64 MB up, as the digest reads Figure 13.
func TestFigure13AtTheDefaults(t *testing.T) {
	p := DefaultAllReduce()
	ratio := func(mb float64) float64 {
		b := mb * (1 << 20)
		return BusBandwidthGbps(p, PRNIC, b) / BusBandwidthGbps(p, CX7AR, b)
	}
	for _, mb := range []float64{8, 16} {
		if r := ratio(mb); r < 1.6 || r > 2.4 {
			t.Errorf("%v MB: P-RNIC / CX7 = %.2f, want about 2", mb, r)
		}
	}
	for _, mb := range []float64{64, 256, 1024} {
		if r := ratio(mb); r < 0.97 || r > 1.1 {
			t.Errorf("%v MB: P-RNIC / CX7 = %.2f, want about 1", mb, r)
		}
	}
}

// TestLargeMessagesApproachLineRate: with many chunks in flight the ring is
// bandwidth bound.
func TestLargeMessagesApproachLineRate(t *testing.T) {
	p := DefaultAllReduce()
	for _, nic := range []NIC{CX7AR, PRNIC} {
		if bw := BusBandwidthGbps(p, nic, MaxSizeBytes); bw < 0.98*p.LineGbps || bw > p.LineGbps {
			t.Errorf("%s at 1 GiB: %v Gb/s", nic, bw)
		}
	}
}

func TestPropertyBusBandwidth(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := AllReduceParams{
			Servers: rapid.IntRange(2, 16).Draw(t, "servers"), Channels: rapid.IntRange(1, 8).Draw(t, "channels"),
			LineGbps: rapid.SampledFrom([]float64{100, 200, 400, 800}).Draw(t, "line"),
			ChunkKiB: rapid.SampledFrom([]float64{64, 128, 256, 512}).Draw(t, "chunk"),
			HopUs:    rapid.Float64Range(0, 20).Draw(t, "hop"), RTTUs: rapid.Float64Range(0, 30).Draw(t, "rtt"),
			LaunchUs: rapid.Float64Range(0, 10).Draw(t, "launch"), Slots: rapid.IntRange(1, 16).Draw(t, "slots"),
		}
		for e := 0.0; e <= 40; e += 5 {
			b := MinSizeBytes * math.Pow(2, e/4)
			cx, pr := BusBandwidthGbps(p, CX7AR, b), BusBandwidthGbps(p, PRNIC, b)
			if pr < cx-1e-9 {
				t.Fatalf("%v B: the P-RNIC (%v) is slower than the CX7 (%v)", b, pr, cx)
			}
			if pr > p.LineGbps+1e-9 || cx <= 0 {
				t.Fatalf("%v B: bus bandwidth %v, %v outside (0, line]", b, cx, pr)
			}
		}
		p.RTTUs = 0
		if b := 16.0 * (1 << 20); BusBandwidthGbps(p, CX7AR, b) != BusBandwidthGbps(p, PRNIC, b) {
			t.Fatal("without the extra round trip the NICs differ")
		}
	})
}
