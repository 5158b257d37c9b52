package spray

import (
	"sync"
	"testing"
)

// maxBalance is the load-balance input at every range's costly end for
// one scheme and mix: the most paths, flows, QPs, trials and skew, the
// largest flows, and the shortest controller period and flow lifetime.
func maxBalance(s Scheme, m Mix) BalanceParams {
	p := DefaultBalance()
	p.Scheme, p.Mix = s, m
	p.Paths, p.Flows, p.QPsPerFlow, p.Trials = MaxPaths, MaxFlows, MaxQPs, MaxTrials
	p.FlowMB, p.SkewNs = MaxFlowMB, MaxSkewNs
	p.TEPeriodS, p.LifetimeS = MinTEPeriodS, MinLifetimeS
	return p
}

// benchBalanceMax runs one scheme at the maxima under every mix.
func benchBalanceMax(b *testing.B, s Scheme) {
	for _, m := range Mixes {
		b.Run(string(m), func(b *testing.B) {
			p := maxBalance(s, m)
			for b.Loop() {
				RunBalance(p)
			}
		})
	}
}

// BenchmarkBalanceMaxHash is per-flow hashing at the maxima.
func BenchmarkBalanceMaxHash(b *testing.B) { benchBalanceMax(b, Hash) }

// BenchmarkBalanceMaxQPScaling is QP scaling at the maxima.
func BenchmarkBalanceMaxQPScaling(b *testing.B) { benchBalanceMax(b, QPScaling) }

// BenchmarkBalanceMaxTE is the controller at the maxima.
func BenchmarkBalanceMaxTE(b *testing.B) { benchBalanceMax(b, TE) }

// BenchmarkBalanceMaxAR is adaptive routing at the maxima.
func BenchmarkBalanceMaxAR(b *testing.B) { benchBalanceMax(b, AR) }

// BenchmarkBalanceMaxSpray is spraying at the maxima.
func BenchmarkBalanceMaxSpray(b *testing.B) { benchBalanceMax(b, Spray) }

// BenchmarkBalanceMaxAllSchemes is what the spraying panel computes when a
// load knob moves, at the maxima: all five schemes at once, one goroutine
// each.
func BenchmarkBalanceMaxAllSchemes(b *testing.B) {
	for _, m := range Mixes {
		b.Run(string(m), func(b *testing.B) {
			for b.Loop() {
				var wg sync.WaitGroup
				for _, s := range Schemes {
					wg.Go(func() { RunBalance(maxBalance(s, m)) })
				}
				wg.Wait()
			}
		})
	}
}

// BenchmarkBalanceAllSchemes is the same at the defaults, one after the
// other.
func BenchmarkBalanceAllSchemes(b *testing.B) {
	p := DefaultBalance()
	for b.Loop() {
		for _, s := range Schemes {
			p.Scheme = s
			RunBalance(p)
		}
	}
}

// maxAllReduce is the all-reduce input with the most sends per curve:
// one ring, the smallest chunks, the most servers and slots.
func maxAllReduce() AllReduceParams {
	p := DefaultAllReduce()
	p.Servers, p.Channels, p.ChunkKiB, p.Slots = 64, 1, 64, 64
	p.HopUs, p.RTTUs, p.LaunchUs = 50, 100, 100
	return p
}

// BenchmarkAllReduceMax is both NICs' curves, 41 sizes each, at the
// maxima.
func BenchmarkAllReduceMax(b *testing.B) {
	p := maxAllReduce()
	for b.Loop() {
		AllReduceCurve(p)
	}
}

// BenchmarkAllReduceCurve is the same at the defaults.
func BenchmarkAllReduceCurve(b *testing.B) {
	p := DefaultAllReduce()
	for b.Loop() {
		AllReduceCurve(p)
	}
}

// maxRetx is the retransmission input at every range's costly end: the
// most packets, paths, skew, jitter, window, loss and the longest bursts.
func maxRetx(pol Policy) RetxParams {
	p := DefaultRetx()
	p.Policy = pol
	p.Packets, p.Paths, p.SkewNs, p.QueueJitterNs = MaxRetxPackets, MaxPaths, MaxSkewNs, MaxQueueJitterNs
	p.Window, p.LossRate, p.LossBurst, p.RTOUs = MaxWindow, 1e-2, MaxLossBurst, MaxRTOUs
	return p
}

// BenchmarkRetxMax is one trigger at the maxima.
func BenchmarkRetxMax(b *testing.B) {
	for _, pol := range Policies {
		b.Run(string(pol), func(b *testing.B) {
			p := maxRetx(pol)
			for b.Loop() {
				RunRetx(p)
			}
		})
	}
}

// BenchmarkRetxMaxPanel is what the spraying panel computes at the maxima:
// both triggers, with and without loss, at once.
func BenchmarkRetxMaxPanel(b *testing.B) {
	for b.Loop() {
		var wg sync.WaitGroup
		for _, pol := range Policies {
			for _, loss := range []float64{0, 1e-2} {
				wg.Go(func() {
					p := maxRetx(pol)
					p.LossRate = loss
					RunRetx(p)
				})
			}
		}
		wg.Wait()
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

// BenchmarkExpectedHashMaxLoadMax is the balls-into-bins expectation the
// balance page sets beside hashing, at its costliest allowed input (256
// flows on 5 uplinks, found by sweeping every path count).
func BenchmarkExpectedHashMaxLoadMax(b *testing.B) {
	for b.Loop() {
		ExpectedHashMaxLoad(MaxFlows, 5)
	}
}
