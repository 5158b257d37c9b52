package incast

import (
	"context"
	"errors"
	"testing"
)

// TestSweepAgainstFigure14 runs the default sweep (4 senders, 12 points
// from 4 to 4,000 QPs, the 400 Gb/s DCQCN set) and pins what the model
// says about the seed's reading of Figure 14:
//   - up to 64 QPs credits queue less than DCQCN at every point, by tens
//     of percent (the seed: 44.6-82.7%);
//   - above 64 QPs credits keep the line within 3%, as the seed says;
//   - DCQCN does not lose the seed's 20.2-32.5% of bandwidth: in the
//     model its overshoot waits in the deep queue (or behind PFC) instead
//     of leaving the line idle. This is where the model and the testbed
//     part; the test fails if that changes, so that the text is revisited.
func TestSweepAgainstFigure14(t *testing.T) {
	r, err := Sweep(context.Background(), DefaultParams(), SweepQPs)
	if err != nil {
		t.Fatal(err)
	}
	if len(r.Points) != len(SweepQPs) || r.Senders != 4 {
		t.Fatalf("%d points, %d senders", len(r.Points), r.Senders)
	}
	sh := r.Shape
	if !sh.DelayCutPositive || sh.DelayCutMinPct < 20 || sh.DelayCutMaxPct > 99 {
		t.Errorf("delay cut up to 64 QPs: %.1f-%.1f%% (positive: %v)", sh.DelayCutMinPct, sh.DelayCutMaxPct, sh.DelayCutPositive)
	}
	if !sh.CreditWithinSeed || sh.CreditLossMaxPct > SeedCreditLossMaxPct {
		t.Errorf("credits lose up to %.2f%% above 64 QPs", sh.CreditLossMaxPct)
	}
	if sh.DCQCNLossInSeedRange || sh.DCQCNLossMaxPct > 3 {
		t.Errorf("DCQCN now loses %.1f-%.1f%%: update the documented mismatch", sh.DCQCNLossMinPct, sh.DCQCNLossMaxPct)
	}
	for _, pt := range r.Points {
		if pt.QPs <= Fig14SplitQPs && pt.Credit.MeanQueueDelayUs >= pt.DCQCN.MeanQueueDelayUs {
			t.Errorf("%d QPs: credits %.2f us, DCQCN %.2f us", pt.QPs, pt.Credit.MeanQueueDelayUs, pt.DCQCN.MeanQueueDelayUs)
		}
	}
}

func TestSpreadKeepsEveryQP(t *testing.T) {
	for _, c := range []struct{ total, senders int }{{4, 4}, {3, 4}, {4000, 4}, {10, 3}, {1, 128}} {
		got := spread(c.total, c.senders)
		sum := 0
		for _, n := range got {
			sum += n
			if n < got[len(got)-1] || n > got[0] {
				t.Errorf("%v: uneven %v", c, got)
			}
		}
		if sum != c.total || len(got) != min(c.total, c.senders) {
			t.Errorf("%v: %v", c, got)
		}
	}
}

func TestSweepRefusesBadInput(t *testing.T) {
	ctx := context.Background()
	for _, q := range [][]int{{0}, {4001}} {
		if _, err := Sweep(ctx, DefaultParams(), q); err == nil {
			t.Errorf("%v QPs accepted", q)
		}
	}
	p := DefaultParams()
	p.Senders = 0
	if _, err := Sweep(ctx, p, SweepQPs); err == nil {
		t.Error("invalid parameters accepted")
	}
	cancelled, cancel := context.WithCancel(ctx)
	cancel()
	if _, err := Sweep(cancelled, DefaultParams(), SweepQPs); !errors.Is(err, context.Canceled) {
		t.Errorf("cancelled sweep returned %v", err)
	}
}
