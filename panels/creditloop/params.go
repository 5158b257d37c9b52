package creditloop

import (
	"math"

	"pegasus/i18n"
	loop "pegasus/model/credit"
	"pegasus/panels/kit"
)

// Parameter positions in the list (the jitter is first: it is what the
// reader moves most).
const (
	pJitter = iota
	pBatch
	pLine
	pOverdraft
	pLoop
	pSeed
	pIncast
)

// maxSeed bounds the seed a user can dial in.
const maxSeed = 1_000_000

// newParams describes every parameter of the panel, in display order.
func newParams() []kit.Param[loop.Params] {
	unit := func(u string, decimals int) func(float64, *i18n.Text) string {
		return func(v float64, _ *i18n.Text) string { return i18n.Number(v, decimals) + u }
	}
	choices := func(list []int) []float64 {
		out := make([]float64, len(list))
		for i, v := range list {
			out[i] = float64(v)
		}
		return out
	}
	return []kit.Param[loop.Params]{
		pJitter: {
			Label:  func(t *i18n.Text) string { return t.Credit.ParamJitter },
			Format: unit(" ns", 0),
			Get:    func(p loop.Params) float64 { return p.JitterNs },
			Set:    func(p *loop.Params, v float64) { p.JitterNs = v },
			Min:    loop.MinJitterNs, Max: loop.MaxJitterNs, Step: 10, Big: 100, Snap: true,
		},
		pBatch: {
			Label:   func(t *i18n.Text) string { return t.Credit.ParamBatch },
			Format:  unit(" KiB", 0),
			Get:     func(p loop.Params) float64 { return float64(p.BatchKiB) },
			Set:     func(p *loop.Params, v float64) { p.BatchKiB = int(v) },
			Choices: choices(loop.BatchKiBChoices),
		},
		pLine: {
			Label:   func(t *i18n.Text) string { return t.Credit.ParamLine },
			Format:  unit(" Gb/s", 0),
			Get:     func(p loop.Params) float64 { return float64(p.LineGbps) },
			Set:     func(p *loop.Params, v float64) { p.LineGbps = int(v) },
			Choices: choices(loop.LineGbpsChoices),
		},
		pOverdraft: {
			Label:  func(t *i18n.Text) string { return t.Credit.ParamOverdraft },
			Format: func(v float64, t *i18n.Text) string { return t.Credit.Batches(int(v)) },
			Get:    func(p loop.Params) float64 { return float64(p.Overdraft) },
			Set:    func(p *loop.Params, v float64) { p.Overdraft = int(v) },
			Min:    loop.MinOverdraft, Max: loop.MaxOverdraft, Step: 1, Big: loop.MaxOverdraft, Snap: true,
		},
		pLoop: {
			Label:  func(t *i18n.Text) string { return t.Credit.ParamLoop },
			Format: func(v float64, _ *i18n.Text) string { return i18n.Number(v, decimals(v)) + " ns" },
			Get:    func(p loop.Params) float64 { return p.LoopNs },
			Set:    func(p *loop.Params, v float64) { p.LoopNs = v },
			Min:    loop.MinLoopNs, Max: loop.MaxLoopNs, Step: 10, Big: 100,
		},
		pSeed: {
			Label:  func(t *i18n.Text) string { return t.Credit.ParamSeed },
			Format: unit("", 0),
			Get:    func(p loop.Params) float64 { return float64(p.Seed) },
			Set:    func(p *loop.Params, v float64) { p.Seed = uint64(v) },
			Min:    1, Max: maxSeed, Step: 1, Big: 10, Snap: true,
		},
		pIncast: {
			Label:  func(t *i18n.Text) string { return t.Credit.ParamIncast },
			Format: unit("", 0),
			Get:    func(p loop.Params) float64 { return float64(p.IncastN) },
			Set:    func(p *loop.Params, v float64) { p.IncastN = int(v) },
			Min:    loop.MinIncastN, Max: loop.MaxIncastN, Step: 1, Big: 16, Snap: true,
		},
	}
}

// decimals is 0 for a whole number, else 2 (loop times such as 2,621.44).
func decimals(v float64) int {
	if v == math.Trunc(v) {
		return 0
	}
	return 2
}
