package incast

import (
	"context"
	"testing"
)

// BenchmarkRunN64Credit is one incast of 64 senders (one QP, 2 MiB each)
// with credits.
func BenchmarkRunN64Credit(b *testing.B) {
	p := calcParams(Credit)
	p.Senders = 64
	for b.Loop() {
		if _, err := Run(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunN64DCQCN is the same incast with DCQCN.
func BenchmarkRunN64DCQCN(b *testing.B) {
	p := calcParams(DCQCN)
	p.Senders = 64
	for b.Loop() {
		if _, err := Run(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSweep is the whole Figure 14 sweep at 400 Gb/s: both
// controls, DCQCN under every mechanism at its default, 12 points from
// 4 to 4,000 QPs. Its budget is one second on the project's machine.
func BenchmarkSweep(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := Sweep(context.Background(), p, SweepQPs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSweep800 is the sweep at 800 Gb/s, where a window holds the
// most packets.
func BenchmarkSweep800(b *testing.B) {
	p := DefaultParams()
	p.LineGbps = 800
	for b.Loop() {
		if _, err := Sweep(context.Background(), p, SweepQPs); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkBufferVsBDP is both controls at the four line rates.
func BenchmarkBufferVsBDP(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := BufferVsBDP(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunMaxBytesDCQCN is the heaviest single run the knobs allow:
// 256 MiB over 4,000 QPs at 100 Gb/s with DCQCN, the fastest rate timer
// (10 us, the most timer work per QP) and the slowest recovery.
func BenchmarkRunMaxBytesDCQCN(b *testing.B) {
	p := DefaultParams()
	p.Control, p.Senders, p.QPsPerSender, p.SizeKiB, p.LineGbps = DCQCN, 4, 1000, 64, 100
	p.DCQCN.RateTimerUs, p.DCQCN.RaiMbps, p.DCQCN.MinRateMbps = 10, 10, 10
	for b.Loop() {
		if _, err := Run(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkRunMaxBytesCredit is 256 MiB over 128 senders at 800 Gb/s with
// credits, 2 us of jitter and the largest delay.
func BenchmarkRunMaxBytesCredit(b *testing.B) {
	p := DefaultParams()
	p.Senders, p.QPsPerSender, p.SizeKiB, p.LineGbps = 128, 31, 64, 800
	p.LinkDelayNs, p.JitterNs, p.BufferKiB, p.BatchKiB = 5000, 2000, 131072, 4
	for b.Loop() {
		if _, err := Run(p); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkDelayCutInputs is the delay-cut table: the sweep's points up
// to 64 QPs with each of CutInputKeys moved both ways.
func BenchmarkDelayCutInputs(b *testing.B) {
	p := DefaultParams()
	for b.Loop() {
		if _, err := DelayCutInputs(context.Background(), p); err != nil {
			b.Fatal(err)
		}
	}
}
