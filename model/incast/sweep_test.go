package incast

import (
	"context"
	"errors"
	"slices"
	"sync"
	"testing"
)

// theDefaultSweep is the default sweep (the default parameters at every
// QP count of SweepQPs), run once for the tests that read it: it is 48
// simulations.
var theDefaultSweep = sync.OnceValues(func() (SweepResult, error) {
	return Sweep(context.Background(), DefaultParams(), SweepQPs)
})

// defaultSweep is the default sweep, failing the test if it fails.
func defaultSweep(t *testing.T) SweepResult {
	t.Helper()
	r, err := theDefaultSweep()
	if err != nil {
		t.Fatal(err)
	}
	return r
}

// TestSweepAgainstFigure14 runs the default sweep (4 senders, 12 points
// from 4 to 4,000 QPs, the 400 Gb/s DCQCN set, RoCEv2's 82 B of headers
// and framing a packet) and pins what the model says about the seed's
// reading of Figure 14:
//   - up to 64 QPs credits queue less than DCQCN at every point, by tens
//     of percent (the seed: 44.6-82.7%);
//   - above 64 QPs credits lose the headers' 1.96 % and almost nothing
//     more, within the seed's 3 %;
//   - DCQCN does not lose the seed's 20.2-32.5 % under any mechanism: in
//     the model its overshoot waits in the deep queue (or behind PFC)
//     instead of leaving the line idle, and no mechanism's source gives a
//     way to empty it. This is where the model and the testbed part; the
//     test fails if that changes, so that the text is revisited.
func TestSweepAgainstFigure14(t *testing.T) {
	r := defaultSweep(t)
	if len(r.Points) != len(SweepQPs) || r.Senders != 4 || len(r.Mechanisms) != len(Mechanisms()) {
		t.Fatalf("%d points, %d senders, %d mechanisms", len(r.Points), r.Senders, len(r.Mechanisms))
	}
	sh := r.Shape
	if !sh.DelayCutPositive || sh.DelayCutMinPct < 20 || sh.DelayCutMaxPct > 99 {
		t.Errorf("delay cut up to 64 QPs: %.1f-%.1f%% (positive: %v)", sh.DelayCutMinPct, sh.DelayCutMaxPct, sh.DelayCutPositive)
	}
	if !sh.CreditWithinSeed || sh.CreditLossMaxPct < r.WireLossPct || sh.CreditLossMaxPct > r.WireLossPct+0.1 {
		t.Errorf("credits lose up to %.3f%% above 64 QPs, the headers %.3f%%", sh.CreditLossMaxPct, r.WireLossPct)
	}
	for _, m := range r.Mechanisms {
		if m.InSeedRange || m.LossMaxPct > 5 || m.MissPct < 15 {
			t.Errorf("DCQCN under %s now loses %.1f-%.1f%% (%.1f points off): update the documented mismatch",
				m.Mechanism, m.LossMinPct, m.LossMaxPct, m.MissPct)
		}
	}
	if got := r.Mechanisms[r.Closest].Mechanism; got != MechNone.String() {
		t.Errorf("closest mechanism %s; the text says none comes closer than the baseline", got)
	}
	if r.Points[0].DCQCN != r.Mechanisms[MechNone].Points[0] {
		t.Error("the chosen mechanism's points are not the sweep's DCQCN points")
	}
	for _, pt := range r.Points {
		if pt.QPs <= Fig14SplitQPs && pt.Credit.MeanQueueDelayUs >= pt.DCQCN.MeanQueueDelayUs {
			t.Errorf("%d QPs: credits %.2f us, DCQCN %.2f us", pt.QPs, pt.Credit.MeanQueueDelayUs, pt.DCQCN.MeanQueueDelayUs)
		}
	}
}

// TestSweepFollowsTheChosenMechanism: the sweep's DCQCN points are those
// of p's mechanism, and a sweep under the mechanism twin-skipped (the
// rate monitor) equals none's.
func TestSweepFollowsTheChosenMechanism(t *testing.T) {
	qps := []int{8, 256}
	p := DefaultParams()
	p.Mechanism = MechCNPPerPort
	r, err := Sweep(context.Background(), p, qps)
	if err != nil {
		t.Fatal(err)
	}
	for i := range qps {
		if r.Points[i].DCQCN != r.Mechanisms[MechCNPPerPort].Points[i] {
			t.Errorf("point %d: the sweep's DCQCN is not cnp_per_port's", i)
		}
	}
	if r.Mechanisms[MechRateMonitor].Points[1] != r.Mechanisms[MechNone].Points[1] {
		t.Error("the rate monitor's points differ from none's at the paper's CNP interval")
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

// TestSweepForAnotherMechanism: seeing a sweep with another mechanism
// gives what a sweep run with that mechanism gives. The sweep seen is the
// default sweep's points at the same QP counts (the same runs).
func TestSweepForAnotherMechanism(t *testing.T) {
	qps := []int{16, 512}
	p := DefaultParams()
	base := pointsAt(t, defaultSweep(t), qps)
	p.Mechanism = MechConnectX
	direct, err := Sweep(context.Background(), p, qps)
	if err != nil {
		t.Fatal(err)
	}
	seen := base.For(MechConnectX)
	for i := range qps {
		if seen.Points[i] != direct.Points[i] {
			t.Errorf("point %d: %+v, a direct sweep %+v", i, seen.Points[i], direct.Points[i])
		}
	}
	if seen.Shape != direct.Shape {
		t.Errorf("shape %+v, a direct sweep %+v", seen.Shape, direct.Shape)
	}
}

// pointsAt is the sweep r at the QP counts qps only, each one of r's.
func pointsAt(t *testing.T, r SweepResult, qps []int) SweepResult {
	t.Helper()
	out := r
	out.Points = nil
	out.Mechanisms = slices.Clone(r.Mechanisms)
	for m := range out.Mechanisms {
		out.Mechanisms[m].Points = nil
	}
	for _, q := range qps {
		i := slices.IndexFunc(r.Points, func(pt SweepPoint) bool { return pt.QPs == q })
		if i < 0 {
			t.Fatalf("the sweep has no point at %d QPs", q)
		}
		out.Points = append(out.Points, r.Points[i])
		for m := range out.Mechanisms {
			out.Mechanisms[m].Points = append(out.Mechanisms[m].Points, r.Mechanisms[m].Points[i])
		}
	}
	return out
}
