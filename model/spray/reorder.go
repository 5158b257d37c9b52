package spray

import (
	"math"
	"math/rand/v2"
	"sort"
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
// delay plus an exponential jitter of one packet time on average. It
// returns the largest reorder distance (MaxDisplacement).
func oooDegree(p BalanceParams, bytes float64, rng *rand.Rand, s *scratch) float64 {
	n := int(math.Min(maxOOOPackets, math.Ceil(bytes/float64(p.PacketBytes))))
	delays := PathDelays(p.Paths, p.SkewNs, rng)
	pktNs := p.PacketNs()
	s.ooo = s.ooo[:0]
	for i := range n {
		s.ooo = append(s.ooo, float64(i)*pktNs+delays[rng.IntN(p.Paths)]+rng.ExpFloat64()*pktNs)
	}
	var d int
	d, s.suffix = maxDisplacement(s.ooo, s.suffix)
	return float64(d)
}

// MaxDisplacement is the largest number of packets sent after some packet
// that arrive before it: over all i, the largest j - i with j > i and
// arrivals[j] < arrivals[i]. arrivals are indexed by send order.
func MaxDisplacement(arrivals []float64) int {
	d, _ := maxDisplacement(arrivals, nil)
	return d
}

// maxDisplacement is MaxDisplacement with a reusable buffer, in
// O(n log n). The last packet to arrive before time a is the largest j
// whose suffix minimum min(arrivals[j:]) is below a; the suffix minima do
// not decrease, so a binary search finds it.
func maxDisplacement(arrivals, buf []float64) (int, []float64) {
	n := len(arrivals)
	buf = append(buf[:0], make([]float64, n)...)
	low := math.Inf(1)
	for j := n - 1; j >= 0; j-- {
		low = math.Min(low, arrivals[j])
		buf[j] = low
	}
	worst := 0
	for i, a := range arrivals {
		last := sort.Search(n, func(k int) bool { return buf[k] >= a }) - 1
		worst = max(worst, last-i)
	}
	return worst, buf
}
