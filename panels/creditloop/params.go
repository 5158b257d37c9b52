package creditloop

import (
	"math"
	"slices"

	"pegasus/i18n"
	loop "pegasus/model/credit"
)

// paramID names one adjustable parameter of the panel.
type paramID int

const (
	pJitter paramID = iota
	pBatch
	pLine
	pOverdraft
	pLoop
	pSeed
	pIncast
	paramCount
)

// maxSeed bounds the seed a user can dial in.
const maxSeed = 1_000_000

// paramSpec describes how one parameter is shown and moved: a number in
// [min, max] moved by step (big steps by big), or a list of choices.
type paramSpec struct {
	label    func(c i18n.CreditText) string
	format   func(v float64, t *i18n.Text) string
	get      func(p loop.Params) float64
	set      func(p *loop.Params, v float64)
	min, max float64
	step     float64
	big      float64
	snap     bool  // round to whole steps (the jitter) or keep the offset (the loop)
	choices  []int // when set, steps move through these values; a big step goes to an end
}

// specs is the table behind every parameter, in display order.
var specs = [paramCount]paramSpec{
	pJitter: {
		label:  func(c i18n.CreditText) string { return c.ParamJitter },
		format: func(v float64, _ *i18n.Text) string { return i18n.Number(v, 0) + " ns" },
		get:    func(p loop.Params) float64 { return p.JitterNs },
		set:    func(p *loop.Params, v float64) { p.JitterNs = v },
		min:    loop.MinJitterNs, max: loop.MaxJitterNs, step: 10, big: 100, snap: true,
	},
	pBatch: {
		label:   func(c i18n.CreditText) string { return c.ParamBatch },
		format:  func(v float64, _ *i18n.Text) string { return i18n.Number(v, 0) + " KiB" },
		get:     func(p loop.Params) float64 { return float64(p.BatchKiB) },
		set:     func(p *loop.Params, v float64) { p.BatchKiB = int(v) },
		choices: loop.BatchKiBChoices,
	},
	pLine: {
		label:   func(c i18n.CreditText) string { return c.ParamLine },
		format:  func(v float64, _ *i18n.Text) string { return i18n.Number(v, 0) + " Gb/s" },
		get:     func(p loop.Params) float64 { return float64(p.LineGbps) },
		set:     func(p *loop.Params, v float64) { p.LineGbps = int(v) },
		choices: loop.LineGbpsChoices,
	},
	pOverdraft: {
		label:  func(c i18n.CreditText) string { return c.ParamOverdraft },
		format: func(v float64, t *i18n.Text) string { return t.Credit.Batches(int(v)) },
		get:    func(p loop.Params) float64 { return float64(p.Overdraft) },
		set:    func(p *loop.Params, v float64) { p.Overdraft = int(v) },
		min:    loop.MinOverdraft, max: loop.MaxOverdraft, step: 1, big: loop.MaxOverdraft, snap: true,
	},
	pLoop: {
		label:  func(c i18n.CreditText) string { return c.ParamLoop },
		format: func(v float64, _ *i18n.Text) string { return i18n.Number(v, decimals(v)) + " ns" },
		get:    func(p loop.Params) float64 { return p.LoopNs },
		set:    func(p *loop.Params, v float64) { p.LoopNs = v },
		min:    loop.MinLoopNs, max: loop.MaxLoopNs, step: 10, big: 100,
	},
	pSeed: {
		label:  func(c i18n.CreditText) string { return c.ParamSeed },
		format: func(v float64, _ *i18n.Text) string { return i18n.Number(v, 0) },
		get:    func(p loop.Params) float64 { return float64(p.Seed) },
		set:    func(p *loop.Params, v float64) { p.Seed = uint64(v) },
		min:    1, max: maxSeed, step: 1, big: 10, snap: true,
	},
	pIncast: {
		label:  func(c i18n.CreditText) string { return c.ParamIncast },
		format: func(v float64, _ *i18n.Text) string { return i18n.Number(v, 0) },
		get:    func(p loop.Params) float64 { return float64(p.IncastN) },
		set:    func(p *loop.Params, v float64) { p.IncastN = int(v) },
		min:    loop.MinIncastN, max: loop.MaxIncastN, step: 1, big: 16, snap: true,
	},
}

// decimals is 0 for a whole number, else 2 (loop times such as 2,621.44).
func decimals(v float64) int {
	if v == math.Trunc(v) {
		return 0
	}
	return 2
}

// label returns the parameter's name in the current language.
func (id paramID) label(t *i18n.Text) string { return specs[id].label(t.Credit) }

// value formats the parameter's current value with its unit.
func (id paramID) value(p loop.Params, t *i18n.Text) string {
	s := specs[id]
	return s.format(s.get(p), t)
}

// rangeText describes the parameter's ends, for the slider line.
func (id paramID) rangeText(t *i18n.Text) (lo, hi string) {
	s := specs[id]
	if s.choices != nil {
		return i18n.Int(s.choices[0]), s.format(float64(s.choices[len(s.choices)-1]), t)
	}
	return i18n.Number(s.min, 0), s.format(s.max, t)
}

// fraction places the current value in the parameter's range, 0 to 1.
func (id paramID) fraction(p loop.Params) float64 {
	s := specs[id]
	if s.choices != nil {
		return float64(slices.Index(s.choices, int(s.get(p)))) / float64(len(s.choices)-1)
	}
	return (s.get(p) - s.min) / (s.max - s.min)
}

// adjust moves the parameter by steps (negative moves down), large when
// big is set, clamped to its range, and returns the new parameters.
func (id paramID) adjust(p loop.Params, steps int, big bool) loop.Params {
	s := specs[id]
	if s.choices != nil {
		i := max(0, slices.Index(s.choices, int(s.get(p))))
		if big {
			steps *= len(s.choices)
		}
		i = min(max(i+steps, 0), len(s.choices)-1)
		s.set(&p, float64(s.choices[i]))
		return p
	}
	step := s.step
	if big {
		step = s.big
	}
	v := s.get(p) + float64(steps)*step
	if s.snap {
		v = math.Round(v/step) * step
	}
	s.set(&p, math.Max(s.min, math.Min(s.max, v)))
	return p
}

// reset restores the parameter's default value.
func (id paramID) reset(p loop.Params) loop.Params {
	s := specs[id]
	s.set(&p, s.get(loop.DefaultParams()))
	return p
}
