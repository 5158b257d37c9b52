package credit

import (
	"runtime"
	"sync"
)

// CurvePoints is the number of jitter points on a throughput curve
// (0 to MaxJitterNs in 25 ns steps).
const CurvePoints = 81

// Curve is throughput against jitter for both rules at fixed batch, line
// rate, overdraft, loop and seed.
type Curve struct {
	JitterNs []float64 // the jitter grid, ns
	Eq1Gbps  []float64 // throughput of Eq. 1 at each grid point
	Eq2Gbps  []float64 // throughput of Eq. 2 (with p.Overdraft) at each point
}

// JitterGrid returns CurvePoints evenly spaced jitters from 0 to MaxJitterNs.
func JitterGrid() []float64 {
	g := make([]float64, CurvePoints)
	for i := range g {
		g[i] = MaxJitterNs * float64(i) / float64(CurvePoints-1)
	}
	return g
}

// ComputeCurve evaluates both rules over the jitter grid. The jitter in p is
// ignored: the curve depends only on batch, line rate, overdraft, loop and
// the draws. The points are shared among the machine's cores; the result
// does not depend on how many there are.
func ComputeCurve(p Params, d Draws) Curve {
	grid := JitterGrid()
	c := Curve{JitterNs: grid, Eq1Gbps: make([]float64, len(grid)), Eq2Gbps: make([]float64, len(grid))}
	workers := runtime.GOMAXPROCS(0)
	var wg sync.WaitGroup
	for w := 0; w < workers; w++ {
		wg.Add(1)
		go func(w int) {
			defer wg.Done()
			for i := w; i < len(grid); i += workers {
				q := p
				q.JitterNs = grid[i]
				c.Eq1Gbps[i], c.Eq2Gbps[i] = ThroughputPairGbps(q, d)
			}
		}(w)
	}
	wg.Wait()
	return c
}
