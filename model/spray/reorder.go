package spray

import (
	"math"
	"math/rand/v2"
)

// maxOOOPackets bounds how many packets of a flow the reorder estimate
// follows in each trial.
const maxOOOPackets = 1000

// PathDelays spreads the paths' extra one-way delays evenly over
// [0, skewNs] (paths differ in length and in standing queues), in a random
// order so that which path is slow changes with the seed.
func PathDelays(paths int, skewNs float64, rng *rand.Rand) []float64 {
	d := make([]float64, paths)
	for i := range d {
		if paths > 1 {
			d[i] = skewNs * float64(i) / float64(paths-1)
		}
	}
	rng.Shuffle(len(d), func(i, j int) { d[i], d[j] = d[j], d[i] })
	return d
}

// oooDegree follows one sprayed flow's first packets: sent back to back at
// line rate, each on a uniformly random path, arriving after that path's
// delay plus a small exponential jitter. It returns the largest reorder
// distance: how many later packets arrived before some packet.
func oooDegree(p BalanceParams, bytes float64, rng *rand.Rand) float64 {
	n := int(math.Min(maxOOOPackets, math.Ceil(bytes/float64(p.PacketBytes))))
	delays := PathDelays(p.Paths, p.SkewNs, rng)
	pktNs := float64(p.PacketBytes) * 8 / p.LineGbps
	arrivals := make([]float64, n)
	for i := range arrivals {
		arrivals[i] = float64(i)*pktNs + delays[rng.IntN(p.Paths)] + rng.ExpFloat64()*pktNs
	}
	return float64(MaxDisplacement(arrivals, pktNs))
}

// MaxDisplacement is the largest number of packets sent after packet i
// that arrive before it, over all i. arrivals are indexed by send order and
// packet j leaves at j x sendGapNs, so no packet sent after a arrives can
// overtake: the scan stops there.
func MaxDisplacement(arrivals []float64, sendGapNs float64) int {
	worst := 0
	for i, a := range arrivals {
		for j := i + 1; j < len(arrivals) && float64(j)*sendGapNs < a; j++ {
			if arrivals[j] < a {
				worst = max(worst, j-i)
			}
		}
	}
	return worst
}
