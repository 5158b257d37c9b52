package flowtable

import (
	"context"
	"fmt"
	"math"
	"runtime"
	"sync"
)

// Spread summarises one figure over the trials of a sweep.
type Spread struct {
	Mean, Std, Min, Max float64 // Std is the sample standard deviation (0 for one trial)
}

// spreadOf summarises xs (not empty).
func spreadOf(xs []float64) Spread {
	s := Spread{Min: math.Inf(1), Max: math.Inf(-1)}
	for _, x := range xs {
		s.Mean += x
		s.Min = math.Min(s.Min, x)
		s.Max = math.Max(s.Max, x)
	}
	s.Mean /= float64(len(xs))
	if len(xs) > 1 {
		for _, x := range xs {
			s.Std += (x - s.Mean) * (x - s.Mean)
		}
		s.Std = math.Sqrt(s.Std / float64(len(xs)-1))
	}
	return s
}

// StashPoint is the mean stash occupancy over the trials at one load.
type StashPoint struct {
	Load  float64
	Stash float64 // mean keys in the stash at this load (a trial that overflowed counts as full)
}

// SweepResult is the fill repeated over trials.
type SweepResult struct {
	Params Params
	// Threshold is the asymptotic load threshold for p.Ways (see Threshold).
	Threshold float64
	// FirstStash is the load at the first stash use, which is also the
	// overflow load without a stash.
	FirstStash Spread
	// Overflow is the load at which an insertion fails with the stash full.
	Overflow Spread
	// OverflowByStash[k] is the mean overflow load with a stash of k
	// entries, k = 0 to p.Stash: the effect of any smaller stash, read
	// from the same fills.
	OverflowByStash []float64
	// StashCurve is the mean stash occupancy against load, from the first
	// trial's first stash use to the last trial's overflow.
	StashCurve []StashPoint
	Trials     []FillResult
}

// SweepCtx runs p.Trials fills, two or more at a time on the machine's
// cores; each trial's seed comes from p.Seed and its index, so the result
// does not depend on the scheduling. It stops with ctx's error when ctx is
// done.
func SweepCtx(ctx context.Context, p Params) (SweepResult, error) {
	if err := validated("sweep", p); err != nil {
		return SweepResult{}, err
	}
	trials := make([]FillResult, p.Trials)
	errs := make([]error, p.Trials)
	next := make(chan int)
	var wg sync.WaitGroup
	for range min(p.Trials, runtime.GOMAXPROCS(0)) {
		wg.Go(func() {
			for i := range next {
				trials[i], errs[i] = FillCtx(ctx, p, i)
			}
		})
	}
	for i := range p.Trials {
		next <- i
	}
	close(next)
	wg.Wait()
	for _, err := range errs {
		if err != nil {
			return SweepResult{}, fmt.Errorf("flowtable: sweep: %w", err)
		}
	}
	return summarise(p, trials), nil
}

// Sweep is SweepCtx without cancellation.
func Sweep(p Params) (SweepResult, error) { return SweepCtx(context.Background(), p) }

// summarise computes a sweep's figures from its trials.
func summarise(p Params, trials []FillResult) SweepResult {
	first := make([]float64, len(trials))
	over := make([]float64, len(trials))
	byStash := make([]float64, p.Stash+1)
	for i, tr := range trials {
		first[i], over[i] = tr.FirstStashLoad, tr.OverflowLoad
		for k, l := range tr.FailLoads {
			byStash[k] += l / float64(len(trials))
		}
	}
	r := SweepResult{
		Params: p, Threshold: Threshold(p.Ways), Trials: trials,
		FirstStash: spreadOf(first), Overflow: spreadOf(over), OverflowByStash: byStash,
	}
	r.StashCurve = stashCurve(trials, r.FirstStash.Min, r.Overflow.Max, p.Stash)
	return r
}

// stashCurve samples the mean stash occupancy on CurvePoints loads from lo
// to hi. In a trial the stash holds k keys from its k-th failed walk on,
// and stays full from overflow on.
func stashCurve(trials []FillResult, lo, hi float64, stash int) []StashPoint {
	if stash == 0 || !(hi > lo) {
		return nil
	}
	out := make([]StashPoint, CurvePoints+1)
	for i := range out {
		l := lo + (hi-lo)*float64(i)/CurvePoints
		sum := 0
		for _, tr := range trials {
			k := 0
			for k < stash && k < len(tr.FailLoads) && tr.FailLoads[k] <= l {
				k++
			}
			sum += k
		}
		out[i] = StashPoint{Load: l, Stash: float64(sum) / float64(len(trials))}
	}
	return out
}
