package te

import (
	"context"
	"errors"
	"math"
	"testing"

	"pgregory.net/rapid"

	"pegasus/model/proptest"
)

func TestKnobs(t *testing.T) {
	if err := Knobs().Check(); err != nil {
		t.Fatal(err)
	}
	p := DefaultParams()
	p.IntervalS = 0
	if _, err := Run(p); err == nil {
		t.Error("a zero interval is accepted")
	}
	p = DefaultParams()
	p.Duty = math.NaN()
	if _, err := Run(p); err == nil {
		t.Error("a NaN duty is accepted")
	}
}

// TestDefaultReliefNearTheSeed: with the model's flow mix (two steady
// background flows at 30% of the link, five medium flows bursting at 35%
// for 30% of the time) and the seed's 10 s interval, relief takes about
// the seed's 95 s on average. The flow mix is the model's choice, hence
// a calibrated figure; the mechanism shows in the moves: the first ones
// take background flows, whose averages are the largest.
func TestDefaultReliefNearTheSeed(t *testing.T) {
	r, err := Run(DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	if r.MeanS < 80 || r.MeanS > 110 || r.Congested != DefaultParams().Trials {
		t.Errorf("mean relief %.1f s over %d congested trials", r.MeanS, r.Congested)
	}
	if !(r.P50S <= r.MeanS*1.2 && r.P95S > r.MeanS && r.MaxS >= r.P95S) {
		t.Errorf("p50 %.1f, mean %.1f, p95 %.1f, max %.1f", r.P50S, r.MeanS, r.P95S, r.MaxS)
	}
	if r.WrongShare < 0.3 || r.MovesMean < 4 {
		t.Errorf("%.2f moves per episode, %.0f%% wrong", r.MovesMean, 100*r.WrongShare)
	}
	if r.SprayReliefUs != 5.2 || r.SpeedUp < 1e7 {
		t.Errorf("spraying reacts in %.1f us, %.0fx faster", r.SprayReliefUs, r.SpeedUp)
	}
}

func TestSlowerSamplingSlowsRelief(t *testing.T) {
	prev := 0.0
	for _, iv := range []float64{1, 5, 10, 20, 40} {
		p := DefaultParams()
		p.IntervalS = iv
		r, err := Run(p)
		if err != nil {
			t.Fatal(err)
		}
		if r.MeanS <= prev {
			t.Errorf("interval %v s: mean relief %.1f s, not above %.1f", iv, r.MeanS, prev)
		}
		prev = r.MeanS
	}
}

// TestPropertyEpisodes checks what every run keeps, for any inputs: the
// relief times are sorted, non-negative and end by the time the medium
// flows do; the quantiles are ordered; an episode's timeline is in time
// order, opens with the onset, closes with the relief, and every move
// comes MoveDelayS after a sample that saw congestion. (A sample before
// the onset is not in the timeline, but none can see congestion.)
//
// Twenty-five cases, each a whole run of the controller.
func TestPropertyEpisodes(t *testing.T) {
	proptest.Check(t, 25, func(t *rapid.T) {
		p := DefaultParams()
		for _, f := range Knobs().Fields {
			if f.Key == "trials" {
				continue
			}
			v := rapid.Float64Range(f.Min, f.Max).Draw(t, f.Key)
			if f.Kind != 0 {
				v = math.Round(v)
			}
			f.Set(&p, v)
		}
		p.Trials = rapid.IntRange(10, 40).Draw(t, "trials")
		r, err := Run(p)
		if err != nil {
			t.Fatal(err)
		}
		for i, v := range r.ReliefS {
			if v < 0 || v > p.OverlapS+p.LifetimeS+1e-9 || (i > 0 && v < r.ReliefS[i-1]) {
				t.Fatalf("relief %d = %v", i, v)
			}
		}
		if len(r.ReliefS) != r.Congested || (r.Congested > 0 && !(r.P50S <= r.P95S && r.P95S <= r.MaxS)) {
			t.Fatalf("%d reliefs, %d congested; p50 %v p95 %v max %v", len(r.ReliefS), r.Congested, r.P50S, r.P95S, r.MaxS)
		}
		ev := r.Episode
		if r.Congested == 0 {
			return
		}
		if ev[0].Kind != Onset || ev[len(ev)-1].Kind != Relief {
			t.Fatalf("episode %v", ev)
		}
		for i := 1; i < len(ev); i++ {
			if ev[i].TimeS < ev[i-1].TimeS {
				t.Fatalf("event %d goes back in time: %v", i, ev)
			}
			if ev[i].Kind != Move {
				continue
			}
			ok := false
			for j := i - 1; j >= 0; j-- {
				if ev[j].Kind == Sample && math.Abs(ev[i].TimeS-ev[j].TimeS-p.MoveDelayS) < 1e-6 {
					ok = ev[j].Congested
					break
				}
			}
			if !ok {
				t.Fatalf("move %d without a congested sample %v s before: %v", i, p.MoveDelayS, ev)
			}
		}
	})
}

func TestRunStopsWhenCancelled(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := RunCtx(ctx, DefaultParams()); !errors.Is(err, context.Canceled) {
		t.Errorf("got %v", err)
	}
}
