package credit

import (
	"context"
	"math"
	"runtime"
	"sync"
)

// CurvePoints is the number of jitter points on a throughput curve.
const CurvePoints = 81

// MinAxisJitterNs is the smallest jitter axis a curve spans.
const MinAxisJitterNs = 2000.0

// Curve is throughput against jitter for both rules at fixed batch, line
// rate, overdraft, loop and seed.
type Curve struct {
	JitterNs []float64 // the jitter grid, ns
	Eq1Gbps  []float64 // throughput of Eq. 1 at each grid point
	Eq2Gbps  []float64 // throughput of Eq. 2 (with p.Overdraft) at each point
}

// AxisMaxJitterNs is how far a curve's jitter axis reaches under p: at
// least 2,000 ns, at least 1.5 x (overdraft + 1) batch times (so the point
// where Eq. 2 leaves line rate is always on the chart) and at least the
// current jitter, rounded up to 1, 2 or 5 x 10^k and capped at MaxJitterNs.
func AxisMaxJitterNs(p Params) float64 {
	need := math.Max(MinAxisJitterNs, math.Max(1.5*float64(p.Overdraft+1)*p.BatchTimeNs(), p.JitterNs))
	return math.Min(MaxJitterNs, niceCeil(need))
}

// niceCeil rounds v up to 1, 2 or 5 times a power of ten.
func niceCeil(v float64) float64 {
	mag := math.Pow(10, math.Floor(math.Log10(v)))
	for _, m := range []float64{1, 2, 5, 10} {
		if m*mag >= v*(1-1e-12) {
			return m * mag
		}
	}
	return 10 * mag
}

// JitterGrid returns CurvePoints evenly spaced jitters from 0 to maxNs.
func JitterGrid(maxNs float64) []float64 {
	g := make([]float64, CurvePoints)
	for i := range g {
		g[i] = maxNs * float64(i) / float64(CurvePoints-1)
	}
	return g
}

// ComputeCurve evaluates both rules over the jitter grid up to
// AxisMaxJitterNs(p). Only that axis depends on the jitter in p: the curve
// depends on batch, line rate, overdraft, loop and the draws. The points
// are shared among the machine's cores; the result does not depend on how
// many there are.
func ComputeCurve(p Params, d Draws) Curve {
	c, _ := ComputeCurveCtx(context.Background(), p, d)
	return c
}

// ComputeCurveCtx is ComputeCurve that stops between points once ctx is
// cancelled, returning ctx's error.
func ComputeCurveCtx(ctx context.Context, p Params, d Draws) (Curve, error) {
	grid := JitterGrid(AxisMaxJitterNs(p))
	c := Curve{JitterNs: grid, Eq1Gbps: make([]float64, len(grid)), Eq2Gbps: make([]float64, len(grid))}
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(grid) && ctx.Err() == nil; i += workers {
				q := p
				q.JitterNs = grid[i]
				c.Eq1Gbps[i], c.Eq2Gbps[i] = ThroughputPairGbps(q, d)
			}
		}(w)
	}
	wg.Wait()
	return c, ctx.Err()
}
