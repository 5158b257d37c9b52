package flowtable

import "math"

// Threshold returns c*_d, the load below which n keys with d random
// candidate slots each can, with probability tending to one as the table
// grows, all be placed one per slot, and above which they cannot. It is
// the orientability threshold of random d-uniform hypergraphs; the values
// are
//
//	d = 2: 1/2 (Pagh and Rodler, "Cuckoo hashing", J. Algorithms 51, 2004)
//	d = 3: 0.91794   d = 4: 0.97677   d = 5: 0.99244
//	d = 6: 0.99738   d = 7: 0.99906   d = 8: 0.99966
//
// for d >= 3 from Fountoulakis and Panagiotou, "Sharp load thresholds for
// cuckoo hashing" (Random Structures & Algorithms 41, 2012; ICALP 2010),
// Frieze and Melsted, "Maximum matchings in random bipartite graphs and
// the space utilization of cuckoo hash tables" (Random Structures &
// Algorithms 41, 2012), and Dietzfelbinger, Goerdt, Mitzenmacher,
// Montanari, Pagh and Rink, "Tight thresholds for cuckoo hashing via
// XORSAT" (ICALP 2010), who show they equal the random d-XORSAT
// thresholds. With ξ the positive root of
//
//	d = ξ(1 - e^-ξ) / (1 - e^-ξ - ξe^-ξ),
//
// c*_d = ξ / (d (1 - e^-ξ)^(d-1)); Threshold solves this by bisection.
//
// The papers pick d slots from the whole table; the RNIC picks one slot in
// each of d equal banks. Each slot then still receives a Poisson number of
// keys with mean d times the load, the quantity the threshold rests on,
// and the measured fills approach the same values (see the tests).
//
// Threshold returns NaN for d outside 2 to 16.
func Threshold(d int) float64 {
	switch {
	case d == 2:
		return 0.5
	case d < 2 || d > 16:
		return math.NaN()
	}
	k := float64(d)
	// g(ξ) = ξ(1-e^-ξ)/(1-e^-ξ-ξe^-ξ) rises from 2 (as ξ -> 0) and grows
	// like ξ, so for d >= 3 g(ξ) = d has one root, in (0, 2d+10).
	g := func(x float64) float64 {
		e := math.Exp(-x)
		return x * (1 - e) / (1 - e - x*e)
	}
	lo, hi := 1e-6, 2*k+10
	for range 200 {
		mid := (lo + hi) / 2
		if g(mid) < k {
			lo = mid
		} else {
			hi = mid
		}
	}
	xi := (lo + hi) / 2
	return xi / (k * math.Pow(1-math.Exp(-xi), k-1))
}
