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
func teTrial(p BalanceParams, rng *rand.Rand) (Outcome, []float64) {
	type flow struct {
		size float64
		link int
		born float64
	}
	var flows []flow
	newEpoch := func(t float64) {
		flows = flows[:0]
		for _, s := range flowSizes(p, rng) {
			flows = append(flows, flow{size: s, link: rng.IntN(p.Paths), born: t})
		}
	}
	links := func() []float64 {
		l := make([]float64, p.Paths)
		for _, f := range flows {
			l[f.link] += f.size
		}
		return l
	}
	sizes := func() []float64 {
		s := make([]float64, len(flows))
		for i, f := range flows {
			s[i] = f.size
		}
		return s
	}
	var acc Outcome
	var first []float64
	t := 0.0
	newEpoch(0)
	nextEpoch, nextTick := p.LifetimeS, p.TEPeriodS
	for t < p.HorizonS {
		end := math.Min(p.HorizonS, math.Min(nextEpoch, nextTick))
		o := score(p, links(), sizes())
		w := (end - t) / p.HorizonS
		acc.UsedFraction += w * o.UsedFraction
		acc.MaxLoad += w * o.MaxLoad
		acc.Throughput += w * o.Throughput
		acc.SlowestMs += w * o.SlowestMs
		if first == nil {
			first = normalised(links())
		}
		t = end
		if t >= nextTick-1e-12 {
			nextTick += p.TEPeriodS
			// The largest average flow over the last period: flows born
			// during it count for the part of it they lived.
			best, bestAvg := -1, 0.0
			for i, f := range flows {
				avg := f.size * math.Min(1, (t-f.born)/p.TEPeriodS)
				if avg > bestAvg {
					best, bestAvg = i, avg
				}
			}
			l := links()
			hot, cold := 0, 0
			for i := range l {
				if l[i] > l[hot] {
					hot = i
				}
				if l[i] < l[cold] {
					cold = i
				}
			}
			// The counters are averages: the flow they single out may not
			// sit on the hot uplink, and a move that does not help is skipped.
			if best >= 0 && flows[best].link == hot && l[cold]+flows[best].size < l[hot] {
				flows[best].link = cold
			}
		}
		if t >= nextEpoch-1e-12 {
			nextEpoch += p.LifetimeS
			newEpoch(t)
		}
	}
	return acc, first
}
