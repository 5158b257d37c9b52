package kit

import (
	"math"
	"slices"

	"pegasus/i18n"
)

// Param describes one adjustable parameter of a panel whose state is S: a
// number in [Min, Max] moved by Step (Big for large steps), or one of
// Choices (a big step goes to an end of the list).
type Param[S any] struct {
	Label   func(t *i18n.Text) string
	Format  func(v float64, t *i18n.Text) string // the value with its unit
	Get     func(S) float64
	Set     func(*S, float64)
	Min     float64
	Max     float64
	Step    float64
	Big     float64
	Snap    bool      // round to whole steps, or keep the offset (2,621.44 + 10)
	Choices []float64 // when set, the only values allowed
}

// Value formats the parameter's value in s.
func (p Param[S]) Value(s S, t *i18n.Text) string { return p.Format(p.Get(s), t) }

// Range describes the two ends, for the slider line.
func (p Param[S]) Range(t *i18n.Text) (lo, hi string) {
	if p.Choices != nil {
		return p.Format(p.Choices[0], t), p.Format(p.Choices[len(p.Choices)-1], t)
	}
	return p.Format(p.Min, t), p.Format(p.Max, t)
}

// Fraction places the value of s in the range, 0 to 1.
func (p Param[S]) Fraction(s S) float64 {
	if p.Choices != nil {
		if len(p.Choices) < 2 {
			return 0
		}
		return float64(slices.Index(p.Choices, p.Get(s))) / float64(len(p.Choices)-1)
	}
	if !(p.Max > p.Min) {
		return 0
	}
	return (p.Get(s) - p.Min) / (p.Max - p.Min)
}

// Adjust moves the parameter by steps (negative moves down), large when big
// is set, clamped to the range, and returns the new state.
func (p Param[S]) Adjust(s S, steps int, big bool) S {
	if p.Choices != nil {
		i := max(0, slices.Index(p.Choices, p.Get(s)))
		if big {
			steps *= len(p.Choices)
		}
		p.Set(&s, p.Choices[min(max(i+steps, 0), len(p.Choices)-1)])
		return s
	}
	step := p.Step
	if big {
		step = p.Big
	}
	v := p.Get(s) + float64(steps)*step
	if p.Snap {
		v = math.Round(v/step) * step
	}
	p.Set(&s, math.Max(p.Min, math.Min(p.Max, v)))
	return s
}

// Reset copies the parameter's value from defaults into s.
func (p Param[S]) Reset(s, defaults S) S {
	p.Set(&s, p.Get(defaults))
	return s
}
