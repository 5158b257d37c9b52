package spray

import "math"

// ExpectedUsedFraction is the expected share of n bins that m balls thrown
// uniformly at random leave non-empty: 1 - (1 - 1/n)^m. It is what per-flow
// hashing gives m equal flows on n uplinks.
func ExpectedUsedFraction(m, n int) float64 {
	return 1 - math.Pow(1-1/float64(n), float64(m))
}

// ExpectedMaxCount is the expected fullest bin when m balls go uniformly
// into n bins, computed exactly:
//
//	P(max <= k) = m!/n^m x [x^m] (sum_{j<=k} x^j/j!)^n
//	E[max] = sum_{k>=0} (1 - P(max <= k))
//
// P(max <= k) grows with k, so the sum stops once a term is below 1e-12:
// the terms left add up to less than m x 1e-12. Each term costs
// O(n x m x k); at the knobs' maxima (256 flows, 64 paths) the whole takes
// milliseconds.
func ExpectedMaxCount(m, n int) float64 {
	if m <= 0 || n <= 0 {
		return 0
	}
	// log(m!/n^m) keeps the coefficient in range for large m.
	logScale := lgamma(m+1) - float64(m)*math.Log(float64(n))
	e := 0.0
	for k := 0; k < m; k++ {
		term := 1 - atMost(m, n, k, logScale)
		e += term
		if term < 1e-12 {
			break
		}
	}
	return e
}

// atMost is P(max <= k): the m-th coefficient of the truncated exponential
// series raised to the n-th power, scaled by m!/n^m.
func atMost(m, n, k int, logScale float64) float64 {
	base := make([]float64, min(k, m)+1)
	for j := range base {
		base[j] = math.Exp(-lgamma(j + 1))
	}
	poly := []float64{1}
	for i := 0; i < n; i++ {
		next := make([]float64, min(len(poly)+len(base)-1, m+1))
		for a, pa := range poly {
			if pa == 0 {
				continue
			}
			for b, pb := range base {
				if a+b > m {
					break
				}
				next[a+b] += pa * pb
			}
		}
		poly = next
	}
	if len(poly) <= m {
		return 0
	}
	return math.Min(1, poly[m]*math.Exp(logScale))
}

func lgamma(x int) float64 {
	v, _ := math.Lgamma(float64(x))
	return v
}

// ExpectedHashMaxLoad is the expected busiest uplink's load over the mean
// for m equal flows hashed onto n uplinks: E[max count] / (m/n).
func ExpectedHashMaxLoad(m, n int) float64 {
	return ExpectedMaxCount(m, n) / (float64(m) / float64(n))
}
