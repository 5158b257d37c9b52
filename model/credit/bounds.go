package credit

import "math"

// Bounds are limits on a rule's throughput as a fraction of line rate.
//
// Steady holds for a run long enough that its start no longer matters.
// With W = (F + overdraft) batches, b the batch time, L the loop and J the
// jitter, credit n-W arrives at most L+J after batch n-W started and at
// least L + J·u[n-W] after it, and u averages 1/2:
//
//	min(1, W·b/(L+J)) <= throughput/line <= min(1, W·b/(L+J/2))
//
// Run holds exactly for the finite run the engine measures (batches after
// the warm-up, with these draws), so the simulated throughput can never
// leave it; see RunBoundsFor.
type Bounds struct {
	WindowNs float64 // W·b, ns
	Steady   Range
	Run      Range
}

// Range is a lower and an upper fraction of line rate.
type Range struct {
	Lower, Upper float64
}

// Contains reports whether a fraction lies in the range, allowing for
// rounding in the last bits.
func (r Range) Contains(f float64) bool {
	return f >= r.Lower*(1-1e-9) && f <= r.Upper*(1+1e-9)
}

// SteadyBounds returns the steady-state bounds of rule r under p.
func SteadyBounds(p Params, r Rule) Range {
	w := float64(p.FreeWindow()+r.Overdraft(p)) * p.BatchTimeNs()
	return Range{
		Lower: math.Min(1, w/(p.LoopNs+p.JitterNs)),
		Upper: math.Min(1, w/(p.LoopNs+p.JitterNs/2)),
	}
}

// BoundsFor returns both the steady-state bounds and the bounds of the
// run over draws d.
func BoundsFor(p Params, r Rule, d Draws) Bounds {
	return Bounds{
		WindowNs: float64(p.FreeWindow()+r.Overdraft(p)) * p.BatchTimeNs(),
		Steady:   SteadyBounds(p, r),
		Run:      RunBoundsFor(p, r, d),
	}
}

// RunBoundsFor returns bounds that hold exactly for the run the engine
// measures: batches warm to N-1 of the recursion in meanGapPairNs.
//
// Lower. With D = L + J and c = max(b, D/W), every start obeys
// s[n] <= max(s[n-1] + b, s[n-W] + D), and induction gives
// s[n] - s[m] <= (n-m)·c + D for n >= m. Over a span of N-1-warm gaps the
// mean gap is at most c + D/span, so throughput/line >= b / (c + D/span).
//
// Upper. s[n] >= r[n-W] >= s[n-W] + L + J·u[n-W], and s[N-1] >= s[j] +
// (N-1-j)·b. Following the chain j, j-W, j-2W, ... down to the warm-up for
// each of the last W batches j, the run spans at least
// max_j (q_j·L + J·Σ u over the chain + (N-1-j)·b), with q_j the chain's
// steps; and never less than span·b. The throughput is at most span·b over
// that.
func RunBoundsFor(p Params, r Rule, d Draws) Range {
	n := len(d.U)
	warm := warmup(n)
	span := float64(n - 1 - warm)
	b := p.BatchTimeNs()
	w := p.FreeWindow() + r.Overdraft(p)
	dd := p.LoopNs + p.JitterNs
	c := math.Max(b, dd/float64(w))
	lower := math.Min(1, b/(c+dd/span))
	longest := span * b
	for j := n - 1; j >= max(n-w, warm); j-- {
		t := float64(n-1-j) * b
		for k := j; k-w >= warm; k -= w {
			t += p.LoopNs + p.JitterNs*d.U[k-w]
		}
		longest = math.Max(longest, t)
	}
	return Range{Lower: lower, Upper: math.Min(1, span*b/longest)}
}
