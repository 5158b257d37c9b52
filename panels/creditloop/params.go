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

// label returns the parameter's name in the current language.
func (id paramID) label(t *i18n.Text) string {
	c := t.Credit
	return [...]string{c.ParamJitter, c.ParamBatch, c.ParamLine, c.ParamOverdraft, c.ParamLoop, c.ParamSeed, c.ParamIncast}[id]
}

// value formats the parameter's current value with its unit.
func (id paramID) value(p loop.Params, t *i18n.Text) string {
	switch id {
	case pJitter:
		return i18n.Number(p.JitterNs, 0) + " ns"
	case pBatch:
		return i18n.Int(p.BatchKiB) + " KiB"
	case pLine:
		return i18n.Int(p.LineGbps) + " Gb/s"
	case pOverdraft:
		return t.Credit.Batches(p.Overdraft)
	case pLoop:
		return i18n.Number(p.LoopNs, 2) + " ns"
	case pSeed:
		return i18n.Int(int(p.Seed))
	default:
		return i18n.Int(p.IncastN)
	}
}

// rangeText describes the parameter's ends, for the slider line.
func (id paramID) rangeText() (lo, hi string) {
	switch id {
	case pJitter:
		return "0", "2,000 ns"
	case pBatch:
		return "4", "128 KiB"
	case pLine:
		return "100", "800 Gb/s"
	case pOverdraft:
		return "0", "4"
	case pLoop:
		return "100", "20,000 ns"
	case pSeed:
		return "1", i18n.Int(maxSeed)
	default:
		return i18n.Int(loop.MinIncastN), i18n.Int(loop.MaxIncastN)
	}
}

// fraction places the current value in the parameter's range, 0 to 1.
func (id paramID) fraction(p loop.Params) float64 {
	switch id {
	case pJitter:
		return p.JitterNs / loop.MaxJitterNs
	case pBatch:
		return float64(slices.Index(loop.BatchKiBChoices, p.BatchKiB)) / float64(len(loop.BatchKiBChoices)-1)
	case pLine:
		return float64(slices.Index(loop.LineGbpsChoices, p.LineGbps)) / float64(len(loop.LineGbpsChoices)-1)
	case pOverdraft:
		return float64(p.Overdraft) / loop.MaxOverdraft
	case pLoop:
		return (p.LoopNs - loop.MinLoopNs) / (loop.MaxLoopNs - loop.MinLoopNs)
	case pSeed:
		return float64(p.Seed-1) / float64(maxSeed-1)
	default:
		return float64(p.IncastN-loop.MinIncastN) / float64(loop.MaxIncastN-loop.MinIncastN)
	}
}

// adjust moves the parameter by steps (negative moves down), large when
// big is set, and clamps it to its range. It returns the new parameters.
func (id paramID) adjust(p loop.Params, steps int, big bool) loop.Params {
	s := float64(steps)
	switch id {
	case pJitter:
		step := 10.0
		if big {
			step = 100
		}
		p.JitterNs = clamp(math.Round((p.JitterNs+s*step)/step)*step, loop.MinJitterNs, loop.MaxJitterNs)
	case pBatch:
		p.BatchKiB = stepChoice(loop.BatchKiBChoices, p.BatchKiB, steps, big)
	case pLine:
		p.LineGbps = stepChoice(loop.LineGbpsChoices, p.LineGbps, steps, big)
	case pOverdraft:
		p.Overdraft = int(clamp(float64(p.Overdraft+steps), loop.MinOverdraft, loop.MaxOverdraft))
	case pLoop:
		step := 10.0
		if big {
			step = 100
		}
		p.LoopNs = clamp(p.LoopNs+s*step, loop.MinLoopNs, loop.MaxLoopNs)
	case pSeed:
		step := 1.0
		if big {
			step = 10
		}
		p.Seed = uint64(clamp(float64(p.Seed)+s*step, 1, maxSeed))
	case pIncast:
		step := 1.0
		if big {
			step = 16
		}
		p.IncastN = int(clamp(float64(p.IncastN)+s*step, loop.MinIncastN, loop.MaxIncastN))
	}
	return p
}

// reset restores the parameter's default value.
func (id paramID) reset(p loop.Params) loop.Params {
	d := loop.DefaultParams()
	switch id {
	case pJitter:
		p.JitterNs = d.JitterNs
	case pBatch:
		p.BatchKiB = d.BatchKiB
	case pLine:
		p.LineGbps = d.LineGbps
	case pOverdraft:
		p.Overdraft = d.Overdraft
	case pLoop:
		p.LoopNs = d.LoopNs
	case pSeed:
		p.Seed = d.Seed
	case pIncast:
		p.IncastN = d.IncastN
	}
	return p
}

// stepChoice moves through a list of allowed values; a big step goes to
// the end of the list.
func stepChoice(choices []int, cur, steps int, big bool) int {
	i := slices.Index(choices, cur)
	if i < 0 {
		i = 0
	}
	if big {
		steps *= len(choices)
	}
	i = int(clamp(float64(i+steps), 0, float64(len(choices)-1)))
	return choices[i]
}

func clamp(v, lo, hi float64) float64 { return math.Max(lo, math.Min(hi, v)) }
