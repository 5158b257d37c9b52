package spray

import (
	"math"
	"math/rand/v2"
)

// teTrial runs the controller over the horizon. Flows live LifetimeS
// seconds, then a new set (new sizes, new hash) replaces them. Every
// TEPeriodS the controller takes the flow with the largest average rate
// over the last period and, if that flow still exists and the move helps,
// moves it from the busiest uplink to the least busy one. The outcome is
// the time-weighted average over the horizon.
//
// The timeline steps from event to event (a controller tick or a new set
// of flows), at most HorizonS / MinTEPeriodS + HorizonS / MinLifetimeS + 1
// steps, each O(paths); a new set of flows costs O(flows).
func teTrial(p BalanceParams, rng *rand.Rand, s *scratch) (Outcome, []float64) {
	links := s.links
	on := make([]int, p.Flows) // each flow's uplink
	var sizes []float64
	var total, maxFlow float64
	largest := 0 // the flow with the largest size, first of equals
	newEpoch := func() {
		s.sizes = flowSizes(p, rng, s.sizes)
		sizes = s.sizes
		clear(links)
		total, maxFlow, largest = 0, 0, 0
		for i, b := range sizes {
			on[i] = rng.IntN(p.Paths)
			links[on[i]] += b
			total += b
			if b > maxFlow {
				maxFlow, largest = b, i
			}
		}
	}
	var acc Outcome
	var first []float64
	t := 0.0
	newEpoch()
	nextEpoch, nextTick := p.LifetimeS, p.TEPeriodS
	for t < p.HorizonS {
		end := math.Min(p.HorizonS, math.Min(nextEpoch, nextTick))
		o := score(p, links, total, maxFlow)
		w := (end - t) / p.HorizonS
		acc.UsedFraction += w * o.UsedFraction
		acc.MaxLoad += w * o.MaxLoad
		acc.Throughput += w * o.Throughput
		acc.SlowestMs += w * o.SlowestMs
		if first == nil {
			first = append([]float64(nil), links...)
		}
		t = end
		if t >= nextTick-1e-12 {
			nextTick += p.TEPeriodS
			// The counters are averages over the period. Every flow of a set
			// is born at once, so the largest average is the largest flow.
			// It may not sit on the hot uplink, and a move that does not help
			// is skipped.
			hot, cold := 0, 0
			for i := range links {
				if links[i] > links[hot] {
					hot = i
				}
				if links[i] < links[cold] {
					cold = i
				}
			}
			if f := largest; on[f] == hot && links[cold]+sizes[f] < links[hot] {
				links[hot] -= sizes[f]
				links[cold] += sizes[f]
				on[f] = cold
			}
		}
		if t >= nextEpoch-1e-12 {
			nextEpoch += p.LifetimeS
			newEpoch()
		}
	}
	return acc, first
}
