package csr

import "math"

// taskSizes is the distribution of tenant task sizes, in GPUs: a bounded
// power law, density proportional to g^-alpha on [1, max] (treated as
// continuous). The digest gives the range, 1 to 2,400 GPUs, and the rates
// (about 100 tasks a day of about 27 hours) but no shape; by Little's law
// the mean must be about utilization * GPUs / concurrent tasks, which at
// 8K GPUs is under 71, far below the range's middle, so the shape is
// skewed to small tasks. alpha is solved so that the mean is met.
type taskSizes struct {
	max   float64
	alpha float64
	// met is false when no alpha in [0, maxAlpha] reaches the mean (the
	// mean is then as close as the range allows).
	met bool
}

// maxAlpha bounds the exponent searched.
const maxAlpha = 10.0

// integral is the integral of g^s over [a, b].
func integral(s, a, b float64) float64 {
	if math.Abs(s+1) < 1e-9 {
		return math.Log(b / a)
	}
	return (math.Pow(b, s+1) - math.Pow(a, s+1)) / (s + 1)
}

// moment is E[g^k] under exponent alpha.
func (d taskSizes) moment(k float64) float64 {
	if d.max <= 1 {
		return 1
	}
	return integral(k-d.alpha, 1, d.max) / integral(-d.alpha, 1, d.max)
}

// newTaskSizes solves alpha for the mean on [1, max]. The mean falls as
// alpha grows, from (max+1)/2 at alpha = 0.
func newTaskSizes(maxGPUs, mean float64) taskSizes {
	d := taskSizes{max: math.Max(1, maxGPUs)}
	if d.max <= 1 {
		d.met = mean == 1
		return d
	}
	at := func(a float64) float64 { return taskSizes{max: d.max, alpha: a}.moment(1) }
	switch {
	case mean >= at(0):
		d.met = mean == at(0)
		return d
	case mean <= at(maxAlpha):
		d.alpha = maxAlpha
		return d
	}
	lo, hi := 0.0, maxAlpha
	for range 100 {
		mid := (lo + hi) / 2
		if at(mid) > mean {
			lo = mid
		} else {
			hi = mid
		}
	}
	d.alpha, d.met = (lo+hi)/2, true
	return d
}

// gpuShareAbove is the share of busy GPUs whose task has more than g GPUs
// (a GPU sees its task size-biased: weight g).
func (d taskSizes) gpuShareAbove(g float64) float64 {
	switch {
	case g >= d.max:
		return 0
	case g <= 1:
		return 1
	}
	return integral(1-d.alpha, g, d.max) / integral(1-d.alpha, 1, d.max)
}
