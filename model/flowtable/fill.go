package flowtable

import (
	"context"
	"fmt"
)

// CurvePoints is about how many samples a fill's curve holds, spread
// evenly over the keys it inserts (stash events add a point each).
const CurvePoints = 200

// Point is one sample of a fill.
type Point struct {
	Load  float64 // stored keys (stash included) over the slots
	Stash int     // keys in the stash
	// Kicks is the mean evictions per insertion since the previous point.
	Kicks float64
}

// FillResult is one fill: keys inserted until the first insertion fails.
//
// Loads count every stored key, stash included, over the slots, and are
// taken just before the insertion they describe. A walk that fails puts
// its homeless key in the stash while the stash has room, and the walks do
// not depend on the stash, so a fill with stash s runs exactly as one with
// any smaller stash up to that smaller stash's overflow: FailLoads[k] is
// the overflow load of the same fill with a stash of k (k = 0 is no stash
// at all, and is also the load at which the first key lands in the stash).
type FillResult struct {
	Trial int
	Seed  uint64 // this trial's seed
	// FirstStashLoad is the load at the first failed walk: where the first
	// key lands in the stash, and the overflow load without a stash.
	FirstStashLoad float64
	// OverflowLoad is the load when an insertion failed with the stash full.
	OverflowLoad float64
	// FailLoads holds, for k = 0 to Stash, the load at the (k+1)-th failed
	// walk (the overflow load with a stash of k).
	FailLoads []float64
	Stored    int     // keys stored at overflow
	Inserted  int     // insertions tried, the failed one included
	Kicks     int     // evictions over the whole fill, undone ones included
	MaxWalk   int     // the longest walk of one insertion
	Curve     []Point // stash occupancy against load, sampled
}

// Filler runs one fill step by step, so a panel can animate it.
type Filler struct {
	p      Params
	t      *Table
	res    FillResult
	every  int // insertions between samples
	window struct{ kicks, inserts int }
	done   bool
}

// NewFiller prepares trial `trial` (from 0) of p.
func NewFiller(p Params, trial int) (*Filler, error) {
	if err := validated("fill", p); err != nil {
		return nil, err
	}
	if trial < 0 {
		return nil, fmt.Errorf("flowtable: fill: trial %d is negative", trial)
	}
	seed := trialSeed(p.Seed, trial)
	t, err := New(p, seed)
	if err != nil {
		return nil, err
	}
	f := &Filler{p: p, t: t, every: max(1, p.UsedSlots()/CurvePoints)}
	f.res = FillResult{Trial: trial, Seed: seed, FailLoads: make([]float64, 0, p.Stash+1)}
	f.res.Curve = append(make([]Point, 0, CurvePoints+p.Stash+8), Point{})
	return f, nil
}

// Step inserts up to n more keys and reports whether the fill is over.
// A fill always ends: each insertion stores one more key or fails, and at
// most Slots+Stash keys fit.
func (f *Filler) Step(n int) bool {
	return f.step(n, -1)
}

// StepWithin is Step that also stops once the evictions made in this call
// reach kicks: near overflow a single walk may make up to MaxKicks
// evictions, so an animation bounds each frame's work by both. A call
// with n >= 1 inserts at least one key (kicks below 1 count as 1), so
// repeated calls always end the fill; one call makes fewer than
// kicks + MaxKicks evictions. It reports whether the fill is over.
func (f *Filler) StepWithin(n, kicks int) bool {
	return f.step(n, max(kicks, 1))
}

// step inserts up to n keys, stopping early once the evictions made in
// this call reach kicks (when kicks >= 0).
func (f *Filler) step(n, kicks int) bool {
	start := f.res.Kicks
	for ; n > 0 && !f.done; n-- {
		if kicks >= 0 && f.res.Kicks-start >= kicks {
			break
		}
		f.insertOne()
	}
	return f.done
}

// Done reports whether the fill is over.
func (f *Filler) Done() bool { return f.done }

// Load is the table's current load.
func (f *Filler) Load() float64 { return f.t.Load() }

// StashLen is the stash's current occupancy.
func (f *Filler) StashLen() int { return f.t.StashLen() }

// BankLoads is each bank's used slots now.
func (f *Filler) BankLoads() []int { return f.t.BankLoads() }

// Result is the fill so far (complete once Done); the slices are copies.
func (f *Filler) Result() FillResult {
	r := f.res
	r.FailLoads = append([]float64(nil), r.FailLoads...)
	r.Curve = append([]Point(nil), r.Curve...)
	return r
}

func (f *Filler) insertOne() {
	load := f.t.Load()
	o := f.t.Insert(fillEntry(f.res.Inserted))
	f.res.Inserted++
	f.res.Kicks += o.Kicks
	f.res.MaxWalk = max(f.res.MaxWalk, o.Kicks)
	f.window.kicks += o.Kicks
	f.window.inserts++
	switch o.Status {
	case Stashed, Full:
		if len(f.res.FailLoads) == 0 {
			f.res.FirstStashLoad = load
		}
		f.res.FailLoads = append(f.res.FailLoads, load)
		if o.Status == Full {
			f.res.OverflowLoad = load
			f.res.Stored = f.t.Len()
			f.done = true
		}
		f.sample()
		return
	}
	if f.res.Inserted%f.every == 0 {
		f.sample()
	}
}

// sample appends the current state to the curve.
func (f *Filler) sample() {
	pt := Point{Load: f.t.Load(), Stash: f.t.StashLen()}
	if f.window.inserts > 0 {
		pt.Kicks = float64(f.window.kicks) / float64(f.window.inserts)
	}
	f.window.kicks, f.window.inserts = 0, 0
	f.res.Curve = append(f.res.Curve, pt)
}

// Work between two checks for cancellation: this many insertions or,
// near overflow where walks grow long, this many evictions (a few
// milliseconds either way).
const (
	cancelInserts = 2048
	cancelKicks   = 1 << 17
)

// FillCtx runs trial `trial` of p to overflow; it stops with ctx's error
// when ctx is done.
func FillCtx(ctx context.Context, p Params, trial int) (FillResult, error) {
	f, err := NewFiller(p, trial)
	if err != nil {
		return FillResult{}, err
	}
	for !f.step(cancelInserts, cancelKicks) {
		if err := ctx.Err(); err != nil {
			return FillResult{}, fmt.Errorf("flowtable: fill trial %d: %w", trial, err)
		}
	}
	return f.Result(), nil
}

// Fill runs trial 0 of p to overflow.
func Fill(p Params) (FillResult, error) { return FillCtx(context.Background(), p, 0) }
