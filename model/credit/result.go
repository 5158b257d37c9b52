package credit

import "math"

// Point is the result of both rules at one setting.
type Point struct {
	Params   Params
	Eq1Gbps  float64 // throughput of Eq. 1
	Eq2Gbps  float64 // throughput of Eq. 2 with p.Overdraft
	Eq1Bound Bounds
	Eq2Bound Bounds
	Headers  HeaderBytes
}

// Evaluate computes the throughput of both rules and their bounds at p
// with draws d (which must hold p.Batches numbers).
func Evaluate(p Params, d Draws) Point {
	eq1, eq2 := ThroughputPairGbps(p, d)
	return Point{
		Params:   p,
		Eq1Gbps:  eq1,
		Eq2Gbps:  eq2,
		Eq1Bound: BoundsFor(p, Eq1, d),
		Eq2Bound: BoundsFor(p, Eq2, d),
		Headers:  StandardHeaders(),
	}
}

// AbsorbedJitterNs finds, by bisection on the simulation, the largest jitter
// at which rule r still runs at line rate (within 1e-9 relative), up to
// MaxJitterNs. The slack (F + overdraft) x b - L predicts it.
func AbsorbedJitterNs(p Params, r Rule, d Draws) float64 {
	line := float64(p.LineGbps)
	atLine := func(j float64) bool {
		q := p
		q.JitterNs = j
		return ThroughputGbps(q, r, d) >= line*(1-1e-9)
	}
	if !atLine(0) {
		return 0
	}
	if atLine(MaxJitterNs) {
		return MaxJitterNs
	}
	lo, hi := 0.0, MaxJitterNs
	for hi-lo > 0.01 {
		mid := (lo + hi) / 2
		if atLine(mid) {
			lo = mid
		} else {
			hi = mid
		}
	}
	return math.Round(lo*100) / 100
}

// JitterForThroughput inverts a curve: the smallest jitter on the grid,
// linearly interpolated, at which the given series falls to gbps. It returns
// false when the series never reaches that value.
func JitterForThroughput(grid, series []float64, gbps float64) (float64, bool) {
	for i := 1; i < len(series); i++ {
		a, b := series[i-1], series[i]
		if a >= gbps && b <= gbps {
			if a == b {
				return grid[i-1], true
			}
			return grid[i-1] + (grid[i]-grid[i-1])*(a-gbps)/(a-b), true
		}
	}
	return 0, false
}
