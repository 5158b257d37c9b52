package incast

import (
	"slices"
	"testing"

	"pgregory.net/rapid"

	"pegasus/model/knob"
	"pegasus/model/proptest"
)

// drawParams draws valid parameters over every knob's range, with the
// transfer kept small enough for a property run.
func drawParams(t *rapid.T) Params {
	p := DefaultParams()
	p.Senders = rapid.IntRange(1, 16).Draw(t, "senders")
	p.QPsPerSender = rapid.IntRange(1, 6).Draw(t, "qps")
	p.SizeKiB = rapid.IntRange(1, 96).Draw(t, "size_pages") * 4
	p.Control = Control(rapid.IntRange(0, 1).Draw(t, "cc"))
	p.LineGbps = rapid.SampledFrom([]int{100, 200, 400, 800}).Draw(t, "line")
	p.LinkDelayNs = rapid.Float64Range(10, 5000).Draw(t, "delay")
	p.BatchKiB = rapid.SampledFrom([]int{4, 8, 16, 32, 64}).Draw(t, "batch")
	p.Overdraft = rapid.IntRange(0, 4).Draw(t, "overdraft")
	p.JitterNs = rapid.Float64Range(0, 2000).Draw(t, "jitter")
	p.OffBatches = rapid.IntRange(1, 64).Draw(t, "off")
	p.Seed = rapid.Uint64Range(1, 1_000_000).Draw(t, "seed")
	p.WireOverheadBytes = rapid.IntRange(0, 200).Draw(t, "overhead")
	p.Mechanism = Mechanism(rapid.IntRange(0, int(mechanismCount)-1).Draw(t, "mechanism"))
	minBuf := p.MinBufferKiB()
	p.BufferKiB = rapid.IntRange(minBuf, max(minBuf, min(131072, 8*minBuf))).Draw(t, "buffer")
	switch rapid.IntRange(0, 2).Draw(t, "dcqcn") {
	case 0:
		p.DCQCN = DCQCNScaled400()
	case 1:
		p.DCQCN = DCQCNPaper40()
	default:
		for _, f := range Knobs().Fields {
			if f.Kind != knob.Number || !slices.Contains(DCQCNKeys, f.Key) {
				continue
			}
			f.Set(&p, rapid.Float64Range(f.Min, f.Max).Draw(t, f.Key))
		}
		p.DCQCN.FastRecovery = rapid.IntRange(1, 20).Draw(t, "fast_recovery")
		if p.DCQCN.KminKiB > p.DCQCN.KmaxKiB {
			p.DCQCN.KminKiB, p.DCQCN.KmaxKiB = p.DCQCN.KmaxKiB, p.DCQCN.KminKiB
		}
	}
	if err := Knobs().Validate(p); err != nil {
		t.Fatalf("drew invalid parameters: %v", err)
	}
	return p
}

// TestPropertyConservationAndBounds checks what holds for every run:
// every byte is delivered once and in order (all of them when the run
// completes, and credit runs always complete); the queue is never
// negative and, PFC being lossless, never above the buffer; a QP never
// runs more than its overdraft ahead of its credits nor receives a credit
// it was not granted; the pacer never grants faster than line rate.
func TestPropertyConservationAndBounds(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := drawParams(t)
		r, err := Run(p)
		if err != nil {
			t.Fatalf("valid parameters refused: %v", err)
		}
		c := r.Checks
		if r.Control == "credit" && !r.Completed {
			t.Fatalf("a credit run did not complete: %+v", c)
		}
		if r.Completed && (r.DeliveredBytes != p.TotalBytes() || r.SentBytes != p.TotalBytes()) {
			t.Fatalf("completed with %d sent, %d delivered of %d", r.SentBytes, r.DeliveredBytes, p.TotalBytes())
		}
		if r.DeliveredBytes > r.SentBytes || r.SentBytes > p.TotalBytes() {
			t.Fatalf("delivered %d > sent %d or sent > total %d", r.DeliveredBytes, r.SentBytes, p.TotalBytes())
		}
		if c.OutOfOrder != 0 || c.DuplicateBytes != 0 {
			t.Fatalf("%d packets out of order, %d bytes delivered twice", c.OutOfOrder, c.DuplicateBytes)
		}
		if c.MinQueueBytes < 0 || c.MaxQueueBytes > int64(p.BufferKiB)*KiB {
			t.Fatalf("queue went from %d to %d B, buffer %d KiB", c.MinQueueBytes, c.MaxQueueBytes, p.BufferKiB)
		}
		if c.MaxDebtBatches > int64(p.Overdraft) || c.MaxOverGrant > 0 {
			t.Fatalf("debt %d (overdraft %d), credits beyond grants %d", c.MaxDebtBatches, p.Overdraft, c.MaxOverGrant)
		}
		batchPs := float64(p.BatchBytes()) * 8000 / float64(p.LineGbps)
		if lim := r.LastFCTUs*1e6/batchPs + 1; r.Completed && float64(r.CreditsGranted) > lim {
			t.Fatalf("%d grants by %.1f us: faster than line rate (%.0f)", r.CreditsGranted, r.LastFCTUs, lim)
		}
		for i, q := range r.QPFCTUs {
			if r.Completed && !(q > 0 && q <= r.LastFCTUs) {
				t.Fatalf("QP %d completed at %v, the run at %v", i, q, r.LastFCTUs)
			}
		}
		prev := 0.0
		for _, s := range r.Samples {
			if s.TimeUs <= prev || s.QueueKiB < 0 || s.PeakQueueKiB > float64(p.BufferKiB) || s.CreditsInFlight < 0 || s.CreditsHeld < 0 {
				t.Fatalf("bad sample %+v after %v", s, prev)
			}
			prev = s.TimeUs
		}
	})
}

// TestPropertySweepPointsConserve checks the backlogged runs of a sweep:
// goodput never exceeds what the line carries of payload once the
// headers are paid (give or take a packet at the window's ends), and
// every control keeps its queue within the buffer. Twenty cases: each is
// a whole sweep point (1.8 ms of backlogged traffic).
func TestPropertySweepPointsConserve(t *testing.T) {
	proptest.Check(t, 20, func(t *rapid.T) {
		p := DefaultParams()
		p.Control = Control(rapid.IntRange(0, 1).Draw(t, "cc"))
		p.Seed = rapid.Uint64Range(1, 1_000_000).Draw(t, "seed")
		p.WireOverheadBytes = rapid.IntRange(0, 200).Draw(t, "overhead")
		p.Mechanism = Mechanism(rapid.IntRange(0, int(mechanismCount)-1).Draw(t, "mechanism"))
		total := rapid.IntRange(1, 300).Draw(t, "qps")
		st, err := sweepRun(t.Context(), p, total, nil)
		if err != nil {
			t.Fatal(err)
		}
		// One packet may straddle each end of the window.
		edge := float64(PacketBytes) * 8 / (SweepWindowUs * 1000)
		if st.GoodputGbps > float64(p.LineGbps)*p.PayloadShare()+edge || st.GoodputGbps < 0 {
			t.Fatalf("goodput %v on a %d Gb/s line", st.GoodputGbps, p.LineGbps)
		}
		if st.MeanQueueKiB < 0 || st.MeanQueueKiB > float64(p.BufferKiB) || st.MeanQueueDelayUs < 0 {
			t.Fatalf("queue %v KiB, delay %v us", st.MeanQueueKiB, st.MeanQueueDelayUs)
		}
	})
}
