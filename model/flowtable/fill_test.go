package flowtable

import (
	"context"
	"errors"
	"math"
	"reflect"
	"slices"
	"testing"

	"pgregory.net/rapid"
)

// TestPropertyFillIsConsistent checks what every fill must satisfy: it
// ends at the first failed insertion, with the stash full; the failure
// loads rise; the first is where the stash was first used; the stored keys
// are the insertions before the failed one.
func TestPropertyFillIsConsistent(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := smallParams(t)
		r, err := FillCtx(context.Background(), p, rapid.IntRange(0, 5).Draw(t, "trial"))
		if err != nil {
			t.Fatal(err)
		}
		if len(r.FailLoads) != p.Stash+1 || !slices.IsSorted(r.FailLoads) {
			t.Fatalf("fail loads %v for a stash of %d", r.FailLoads, p.Stash)
		}
		if r.FirstStashLoad != r.FailLoads[0] || r.OverflowLoad != r.FailLoads[p.Stash] {
			t.Fatalf("first %v, overflow %v, fail loads %v", r.FirstStashLoad, r.OverflowLoad, r.FailLoads)
		}
		if r.Stored != r.Inserted-1 || r.Stored > p.Slots+p.Stash || r.OverflowLoad != float64(r.Stored)/float64(p.Slots) {
			t.Fatalf("stored %d after %d insertions, overflow load %v", r.Stored, r.Inserted, r.OverflowLoad)
		}
		last := r.Curve[len(r.Curve)-1]
		if last.Stash != p.Stash || last.Load != r.OverflowLoad {
			t.Fatalf("the curve ends at %+v", last)
		}
		for i := 1; i < len(r.Curve); i++ {
			a, b := r.Curve[i-1], r.Curve[i]
			if b.Load < a.Load || b.Stash < a.Stash || b.Stash > p.Stash || b.Kicks < 0 || b.Kicks > float64(p.MaxKicks) {
				t.Fatalf("curve steps from %+v to %+v", a, b)
			}
		}
		if r.MaxWalk > p.MaxKicks {
			t.Fatalf("a walk of %d kicks, limit %d", r.MaxWalk, p.MaxKicks)
		}
	})
}

// TestPropertySmallerStashIsAPrefix checks the claim behind FailLoads: a
// fill with a smaller stash runs the same way up to its own overflow, so
// its overflow load is the larger fill's failure load at that index.
func TestPropertySmallerStashIsAPrefix(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := smallParams(t)
		big, err := Fill(p)
		if err != nil {
			t.Fatal(err)
		}
		q := p
		q.Stash = rapid.IntRange(0, p.Stash).Draw(t, "smaller")
		small, err := Fill(q)
		if err != nil {
			t.Fatal(err)
		}
		if small.OverflowLoad != big.FailLoads[q.Stash] || small.FirstStashLoad != big.FirstStashLoad {
			t.Fatalf("stash %d overflows at %v, stash %d failed for the %d-th time at %v",
				q.Stash, small.OverflowLoad, p.Stash, q.Stash+1, big.FailLoads[q.Stash])
		}
	})
}

// TestStepWithinBoundsEachFrame: a frame stops once its evictions reach
// the budget (one walk may overshoot it by at most MaxKicks), and framed
// steps end with the same fill as one run.
func TestStepWithinBoundsEachFrame(t *testing.T) {
	rapid.Check(t, func(t *rapid.T) {
		p := smallParams(t)
		budget := rapid.IntRange(0, 3*p.MaxKicks).Draw(t, "budget")
		f, err := NewFiller(p, 0)
		if err != nil {
			t.Fatal(err)
		}
		for frames, done := 0, false; !done; frames++ {
			before := f.Result()
			done = f.StepWithin(rapid.IntRange(1, 64).Draw(t, "keys"), budget)
			after := f.Result()
			if after.Inserted == before.Inserted || after.Kicks-before.Kicks >= max(budget, 1)+p.MaxKicks {
				t.Fatalf("frame %d: %d insertions, %d evictions for a budget of %d", frames,
					after.Inserted-before.Inserted, after.Kicks-before.Kicks, budget)
			}
		}
		whole, err := FillCtx(context.Background(), p, 0)
		if err != nil {
			t.Fatal(err)
		}
		if !reflect.DeepEqual(f.Result(), whole) {
			t.Fatal("framed steps give a different fill")
		}
	})
}

func TestFillerStepsToTheSameResult(t *testing.T) {
	p := DefaultParams()
	p.Slots = 4096
	f, err := NewFiller(p, 2)
	if err != nil {
		t.Fatal(err)
	}
	steps := 0
	for !f.Step(100) {
		steps++
		if l := f.Load(); l < 0 || l > 1.1 || f.StashLen() > p.Stash {
			t.Fatalf("load %v, stash %d", l, f.StashLen())
		}
	}
	whole, err := FillCtx(context.Background(), p, 2)
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(f.Result(), whole) || !f.Done() || steps < 10 {
		t.Error("stepping a fill gives a different result from running it")
	}
	sum := 0
	for _, n := range f.BankLoads() {
		sum += n
	}
	if sum != whole.Stored-p.Stash {
		t.Errorf("banks hold %d keys, want %d", sum, whole.Stored-p.Stash)
	}
}

func TestSweepIsDeterministicAndMatchesItsTrials(t *testing.T) {
	p := DefaultParams()
	p.Slots, p.Trials = 8192, 6
	a, err := Sweep(p)
	if err != nil {
		t.Fatal(err)
	}
	b, _ := Sweep(p)
	if !reflect.DeepEqual(a, b) {
		t.Fatal("two sweeps of the same params differ")
	}
	for i, tr := range a.Trials {
		one, _ := FillCtx(context.Background(), p, i)
		if !reflect.DeepEqual(one, tr) {
			t.Fatalf("trial %d differs when run alone", i)
		}
	}
	if a.FirstStash.Min > a.FirstStash.Mean || a.FirstStash.Mean > a.FirstStash.Max || a.FirstStash.Std < 0 {
		t.Errorf("spread %+v", a.FirstStash)
	}
	if len(a.OverflowByStash) != p.Stash+1 || math.Abs(a.OverflowByStash[0]-a.FirstStash.Mean) > 1e-12 {
		t.Errorf("overflow by stash %v, first stash mean %v", a.OverflowByStash, a.FirstStash.Mean)
	}
	if math.Abs(a.OverflowByStash[p.Stash]-a.Overflow.Mean) > 1e-12 {
		t.Errorf("overflow by stash ends at %v, overflow mean %v", a.OverflowByStash[p.Stash], a.Overflow.Mean)
	}
	c := a.StashCurve
	if len(c) != CurvePoints+1 || c[0].Stash > c[len(c)-1].Stash || c[len(c)-1].Stash != float64(p.Stash) {
		t.Errorf("stash curve from %+v to %+v", c[0], c[len(c)-1])
	}
}

func TestCancelledFillStops(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	cancel()
	if _, err := FillCtx(ctx, DefaultParams(), 0); !errors.Is(err, context.Canceled) {
		t.Errorf("fill: %v", err)
	}
	if _, err := SweepCtx(ctx, DefaultParams()); !errors.Is(err, context.Canceled) {
		t.Errorf("sweep: %v", err)
	}
}

func TestNoStashCurve(t *testing.T) {
	p := DefaultParams()
	p.Slots, p.Stash, p.Trials = 2048, 0, 3
	r, err := Sweep(p)
	if err != nil {
		t.Fatal(err)
	}
	if r.StashCurve != nil || r.FirstStash != r.Overflow {
		t.Errorf("without a stash: curve %v, first %+v, overflow %+v", r.StashCurve, r.FirstStash, r.Overflow)
	}
}
