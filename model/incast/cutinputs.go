package incast

import (
	"context"
	"fmt"
	"math"

	"pegasus/model/knob"
)

// CutInput is the credits' cut of queueing delay up to Fig14SplitQPs
// with one input moved from the sweep's value, everything else kept.
type CutInput struct {
	Key    string  `json:"key"`   // the knob moved ("" for the sweep's own inputs)
	Value  float64 `json:"value"` // its value in this run
	MinPct float64 `json:"cut_min_pct"`
	MaxPct float64 `json:"cut_max_pct"`
	// InSeedRange is true when every cut is within 44.6-82.7 %.
	InSeedRange bool `json:"in_seed_range"`
}

// CutInputKeys are the knobs DelayCutInputs moves, each to the two
// values cutAlternatives gives: what sets the credits' queue (the round
// trip, jitter, batch, overdraft), what sets DCQCN's (marking, the
// parameter set), both (senders, the wire overhead).
var CutInputKeys = []string{"link_delay_ns", "senders", "jitter_ns", "batch_kib", "overdraft",
	"kmin_kib", "kmax_kib", "pmax", "dcqcn_preset", "wire_overhead_b"}

// cutLowQPs are the sweep's QP counts up to Fig14SplitQPs.
func cutLowQPs() []int {
	var out []int
	for _, q := range SweepQPs {
		if q <= Fig14SplitQPs {
			out = append(out, q)
		}
	}
	return out
}

// DelayCutInputs measures which inputs move the credits' cut of queueing
// delay up to 64 QPs: the sweep's own inputs first, then each of
// CutInputKeys moved down and up (halved and doubled, or the
// neighbouring choice, within the knob's range). A moved knob that only
// one control reads reruns only that control.
func DelayCutInputs(ctx context.Context, p Params) ([]CutInput, error) {
	if err := Knobs().Validate(p); err != nil {
		return nil, fmt.Errorf("incast delay-cut inputs: %w", err)
	}
	qps := cutLowQPs()
	type variant struct {
		key            string
		value          float64
		p              Params
		credit, dcqcn  []PointStats
		runCr, runDCQN bool
	}
	vars := []*variant{{p: p, runCr: true, runDCQN: true}}
	t := Knobs()
	for _, key := range CutInputKeys {
		f, _ := t.Field(key)
		for _, v := range cutAlternatives(f.Spec, f.Get(p)) {
			q := p
			f.Set(&q, v)
			if t.Validate(q) != nil {
				continue
			}
			cr, dc := reads(key)
			vars = append(vars, &variant{key: key, value: v, p: q, runCr: cr, runDCQN: dc})
		}
	}
	var jobs []sweepJob
	for _, v := range vars {
		v.credit, v.dcqcn = make([]PointStats, len(qps)), make([]PointStats, len(qps))
		for i, total := range qps {
			if v.runCr {
				q := v.p
				q.Control = Credit
				jobs = append(jobs, sweepJob{p: q, total: total, out: &v.credit[i]})
			}
			if v.runDCQN {
				q := v.p
				q.Control = DCQCN
				jobs = append(jobs, sweepJob{p: q, total: total, out: &v.dcqcn[i]})
			}
		}
	}
	if err := runJobs(ctx, jobs); err != nil {
		return nil, fmt.Errorf("incast delay-cut inputs: %w", err)
	}
	base := vars[0]
	out := make([]CutInput, 0, len(vars))
	for _, v := range vars {
		cr, dc := v.credit, v.dcqcn
		if !v.runCr {
			cr = base.credit
		}
		if !v.runDCQN {
			dc = base.dcqcn
		}
		pts := make([]SweepPoint, len(qps))
		for i, total := range qps {
			pts[i] = pointOf(total, cr[i], dc[i])
		}
		sh := shapeOf(pts)
		out = append(out, CutInput{Key: v.key, Value: v.value, MinPct: sh.DelayCutMinPct, MaxPct: sh.DelayCutMaxPct,
			InSeedRange: sh.DelayCutInSeedRange})
	}
	return out, nil
}

// reads says which controls a knob moves: the credit loop's knobs only
// the credits', DCQCN's only DCQCN's, the rest both.
func reads(key string) (credit, dcqcn bool) {
	switch key {
	case "jitter_ns", "batch_kib", "overdraft", "off_batches":
		return true, false
	case "kmin_kib", "kmax_kib", "pmax", "dcqcn_preset", "dcqcn_mechanism":
		return false, true
	}
	return true, true
}

// cutAlternatives are the two values a knob is moved to: the
// neighbouring choices or names, the next whole numbers for a count
// below 8, otherwise half and double (from zero: its default), each
// clamped to the knob's range; values equal to v are left out.
func cutAlternatives(s knob.Spec, v float64) []float64 {
	var cands []float64
	switch s.Kind {
	case knob.Choice:
		for i, c := range s.Choices {
			if c == v {
				if i > 0 {
					cands = append(cands, s.Choices[i-1])
				}
				if i+1 < len(s.Choices) {
					cands = append(cands, s.Choices[i+1])
				}
			}
		}
	case knob.Named:
		for i := range s.Names {
			if float64(i) != v && len(cands) < 1 && i < len(s.Names)-1 { // the last name is "custom"
				cands = append(cands, float64(i))
			}
		}
	default:
		switch {
		case v == 0:
			cands = []float64{s.Default}
		case s.Kind == knob.Whole && v < 8:
			cands = []float64{v - 1, v + 1}
		default:
			cands = []float64{v / 2, v * 2}
		}
	}
	var out []float64
	for _, c := range cands {
		if s.Kind == knob.Whole || s.Kind == knob.Number {
			c = math.Min(math.Max(c, s.Min), s.Max)
		}
		if s.Kind == knob.Whole {
			c = math.Round(c)
		}
		if c != v {
			out = append(out, c)
		}
	}
	return out
}
