package incast

import (
	"context"
	"errors"
	"testing"
)

// calcParams is the example: 8 senders, one QP each, 2 MiB.
func calcParams(cc Control) Params {
	p := DefaultParams()
	p.Senders, p.QPsPerSender, p.SizeKiB, p.Control = 8, 1, 2048, cc
	return p
}

func mustRun(t *testing.T, p Params) Result {
	t.Helper()
	r, err := Run(p)
	if err != nil {
		t.Fatal(err)
	}
	if !r.Completed {
		t.Fatalf("%+v did not complete", p)
	}
	return r
}

// TestCreditsFinishNearIdealWithABoundedQueue: with credits the last
// flow ends within a few percent of total bytes over line rate, and the
// queue never holds more than what may be sent without a grant, every
// QP's free window and overdraft, plus one batch per sender. Fewer
// senders mean a shorter transfer, so the fixed costs weigh more: the
// base latency (1.5 us, 3.5% of one 2 MiB transfer at 400 Gb/s) and the
// grants the free window's charge holds back (about one round trip).
func TestCreditsFinishNearIdealWithABoundedQueue(t *testing.T) {
	limit := map[int]float64{1: 1.10, 2: 1.05, 4: 1.02, 8: 1.02, 16: 1.02, 64: 1.02}
	for _, n := range []int{1, 2, 4, 8, 16, 64} {
		p := calcParams(Credit)
		p.Senders = n
		if n == 1 {
			p.JitterNs = 0 // a lone QP with jitter is Panel 1's case, tested below
		}
		r := mustRun(t, p)
		if ratio := r.LastFCTUs / r.IdealFCTUs; ratio > limit[n] || ratio < 1 {
			t.Errorf("N=%d: last FCT %.1f us is %.3f x ideal %.1f us", n, r.LastFCTUs, ratio, r.IdealFCTUs)
		}
		bound := float64(n*(p.FreeBatches()+p.Overdraft+1)) * float64(p.BatchKiB)
		if r.MaxQueueKiB > bound {
			t.Errorf("N=%d: credit queue peaked at %.0f KiB, above %.0f KiB", n, r.MaxQueueKiB, bound)
		}
		if r.PFCPauses != 0 {
			t.Errorf("N=%d: %d PFC pauses with credits", n, r.PFCPauses)
		}
	}
}

// TestDCQCNQueueGrowsWithN: DCQCN reacts only after a queue forms, so its
// peak queue grows with the number of senders and stays far above the
// credits'.
func TestDCQCNQueueGrowsWithN(t *testing.T) {
	last := 0.0
	for _, n := range []int{2, 4, 8, 16} {
		p := calcParams(DCQCN)
		p.Senders = n
		d := mustRun(t, p)
		p.Control = Credit
		c := mustRun(t, p)
		if d.MaxQueueKiB <= last {
			t.Errorf("N=%d: DCQCN peak %.0f KiB does not grow (previous %.0f)", n, d.MaxQueueKiB, last)
		}
		last = d.MaxQueueKiB
		if d.MaxQueueKiB < 4*c.MaxQueueKiB || d.MeanQueueDelayUs < 4*c.MeanQueueDelayUs {
			t.Errorf("N=%d: DCQCN queue %.0f KiB / %.1f us against credits %.0f KiB / %.1f us",
				n, d.MaxQueueKiB, d.MeanQueueDelayUs, c.MaxQueueKiB, c.MeanQueueDelayUs)
		}
		if d.CNPs == 0 || c.CNPs != 0 || c.CreditsGranted == 0 || d.CreditsGranted != 0 {
			t.Errorf("N=%d: signals of the wrong control: %d/%d CNPs, %d/%d credits", n, d.CNPs, c.CNPs, d.CreditsGranted, c.CreditsGranted)
		}
	}
}

// TestOverdraftRidesOutJitter is Panel 1's case inside the simulation:
// one QP, 600 ns of credit jitter; the overdraft of Eq. 2 keeps it
// faster than Eq. 1, which waits for every credit.
func TestOverdraftRidesOutJitter(t *testing.T) {
	p := calcParams(Credit)
	p.Senders, p.SizeKiB, p.JitterNs = 1, 16384, 600
	p.Overdraft = 0
	eq1 := mustRun(t, p)
	p.Overdraft = 1
	eq2 := mustRun(t, p)
	if !(eq2.GoodputGbps > eq1.GoodputGbps+5) {
		t.Errorf("Eq. 2 %.1f Gb/s, Eq. 1 %.1f Gb/s: the overdraft should help", eq2.GoodputGbps, eq1.GoodputGbps)
	}
	if eq1.Checks.MaxDebtBatches != 0 || eq2.Checks.MaxDebtBatches != 1 {
		t.Errorf("debts %d and %d, want 0 and 1", eq1.Checks.MaxDebtBatches, eq2.Checks.MaxDebtBatches)
	}
}

func TestSamplesCoverTheRun(t *testing.T) {
	for _, cc := range []Control{Credit, DCQCN} {
		r := mustRun(t, calcParams(cc))
		n := len(r.Samples)
		if n < SampleTarget/2 || n > 2*SampleTarget {
			t.Errorf("%v: %d samples", cc, n)
		}
		var bytes, prev float64
		for i, s := range r.Samples {
			if s.TimeUs <= prev || len(s.SenderGbps) != 8 {
				t.Fatalf("%v: sample %d at %v after %v, %d senders", cc, i, s.TimeUs, prev, len(s.SenderGbps))
			}
			prev = s.TimeUs
			bytes += s.DeliveredGbps * s.DurUs * 1000 / 8
		}
		if last := r.Samples[n-1].TimeUs; last != r.LastFCTUs {
			t.Errorf("%v: samples end at %v, the run at %v", cc, last, r.LastFCTUs)
		}
		if d := bytes - float64(r.DeliveredBytes); d > 1 || d < -1 {
			t.Errorf("%v: samples deliver %.0f B, the run %d B", cc, bytes, r.DeliveredBytes)
		}
	}
}

func TestRunIsDeterministic(t *testing.T) {
	for _, cc := range []Control{Credit, DCQCN} {
		a, b := mustRun(t, calcParams(cc)), mustRun(t, calcParams(cc))
		if a.LastFCTUs != b.LastFCTUs || a.MaxQueueKiB != b.MaxQueueKiB || a.MeanQueueDelayUs != b.MeanQueueDelayUs || a.CNPs != b.CNPs {
			t.Errorf("%v: two runs differ: %+v / %+v", cc, a.Checks, b.Checks)
		}
	}
}

func TestRunStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	p := calcParams(DCQCN)
	p.Senders = 64
	if _, err := RunCtx(ctx, p); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled run returned %v", err)
	}
}
