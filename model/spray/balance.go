package spray

import (
	"context"
	"fmt"
	"math"
	"math/rand/v2"
)

// Outcome is one trial's (or the mean of many trials') result.
type Outcome struct {
	UsedFraction float64 // uplinks that carry traffic / uplinks
	MaxLoad      float64 // busiest uplink's bytes / mean bytes per uplink
	Throughput   float64 // ideal completion time / actual (aggregate / ideal)
	SlowestMs    float64 // the last flow's completion time, ms
	OOODegree    float64 // largest reorder distance the receiver sees, packets
}

// BalanceResult is a scheme's outcome averaged over the trials, with the
// first trial's per-uplink loads to draw.
type BalanceResult struct {
	Params    BalanceParams
	Mean      Outcome
	LinkLoads []float64 // first trial: each uplink's bytes / mean bytes per uplink
}

// RunBalance is RunBalanceCtx without cancellation. Parameters that do not
// pass Validate give a result with only Params set.
func RunBalance(p BalanceParams) BalanceResult { return uncancelled(RunBalanceCtx, p) }

// uncancelled is run without cancellation and without its error: each
// engine's result on an error says so itself (only the parameters set, or
// no points).
func uncancelled[P, R any](run func(context.Context, P) (R, error), p P) R {
	r, _ := run(context.Background(), p)
	return r
}

// RunBalanceCtx averages Trials trials of one scheme. It is deterministic
// for a given seed and returns ctx.Err() soon after ctx is done.
func RunBalanceCtx(ctx context.Context, p BalanceParams) (BalanceResult, error) {
	if err := p.Validate(); err != nil {
		return BalanceResult{Params: p}, fmt.Errorf("spray: balance: %w", err)
	}
	if !(p.LineGbps > 0 && p.PacketBytes > 0 && p.FlowletPkts > 0 && p.HorizonS > 0) {
		return BalanceResult{Params: p}, ErrNoBase
	}
	rng := rand.New(rand.NewPCG(p.Seed, p.Seed^0xa5a5a5a5))
	s := newScratch(p)
	var sum Outcome
	var first []float64
	for t := 0; t < p.Trials; t++ {
		if err := ctx.Err(); err != nil {
			return BalanceResult{Params: p}, err
		}
		o, loads := trial(p, rng, s)
		sum.UsedFraction += o.UsedFraction
		sum.MaxLoad += o.MaxLoad
		sum.Throughput += o.Throughput
		sum.SlowestMs += o.SlowestMs
		sum.OOODegree += o.OOODegree
		if t == 0 {
			first = normalised(loads)
		}
	}
	n := float64(p.Trials)
	return BalanceResult{Params: p, LinkLoads: first, Mean: Outcome{
		UsedFraction: sum.UsedFraction / n, MaxLoad: sum.MaxLoad / n, Throughput: sum.Throughput / n,
		SlowestMs: sum.SlowestMs / n, OOODegree: sum.OOODegree / n,
	}}, nil
}

// scratch holds the buffers one run reuses from trial to trial.
type scratch struct {
	sizes, links []float64
	ar           adaptiveScratch
	ooo          []float64
	suffix       []float64
}

// newScratch sizes the buffers for p.
func newScratch(p BalanceParams) *scratch {
	return &scratch{sizes: make([]float64, 0, p.Flows), links: make([]float64, p.Paths)}
}

// trial places one set of flows and scores it; TE runs its own timeline.
// The loads it returns are bytes per uplink, valid until the next trial.
func trial(p BalanceParams, rng *rand.Rand, s *scratch) (Outcome, []float64) {
	if p.Scheme == TE {
		return teTrial(p, rng, s)
	}
	s.sizes = flowSizes(p, rng, s.sizes)
	sizes := s.sizes
	links := s.links
	clear(links)
	switch p.Scheme {
	case Hash:
		for _, b := range sizes {
			links[rng.IntN(p.Paths)] += b
		}
	case QPScaling:
		for _, b := range sizes {
			for range p.QPsPerFlow {
				links[rng.IntN(p.Paths)] += b / float64(p.QPsPerFlow)
			}
		}
	case Spray:
		sprayPackets(links, sizes, float64(p.PacketBytes), rng)
	case AR:
		adaptive(links, sizes, float64(p.PacketBytes*p.FlowletPkts), rng, &s.ar)
	}
	o := score(p, links, sum(sizes), maxOf(sizes))
	if p.Scheme == Spray || p.Scheme == AR {
		o.OOODegree = oooDegree(p, sizes[0], rng, s)
	}
	return o, links
}

// score turns uplink loads into the outcome. Each uplink and each NIC runs
// at line rate, so the work ends when the busiest uplink or the largest
// flow is done; the ideal spreads the bytes evenly.
func score(p BalanceParams, links []float64, total, maxFlow float64) Outcome {
	maxLink, used := 0.0, 0
	for _, b := range links {
		maxLink = math.Max(maxLink, b)
		if b > 0 {
			used++
		}
	}
	bytesPerNs := p.LineGbps / 8
	actual := math.Max(maxLink, maxFlow) / bytesPerNs
	ideal := math.Max(total/float64(p.Paths), maxFlow) / bytesPerNs
	return Outcome{
		UsedFraction: float64(used) / float64(p.Paths),
		MaxLoad:      maxLink / (total / float64(p.Paths)),
		Throughput:   ideal / actual,
		SlowestMs:    actual / 1e6,
	}
}

// normalised divides each load by the mean, into a new slice.
func normalised(links []float64) []float64 {
	mean := sum(links) / float64(len(links))
	out := make([]float64, len(links))
	for i, b := range links {
		out[i] = b / mean
	}
	return out
}

// sum adds up xs.
func sum(xs []float64) float64 {
	t := 0.0
	for _, x := range xs {
		t += x
	}
	return t
}

// maxOf is the largest of xs (0 for none).
func maxOf(xs []float64) float64 {
	m := 0.0
	for _, x := range xs {
		m = math.Max(m, x)
	}
	return m
}
