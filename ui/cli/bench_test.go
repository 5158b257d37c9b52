package cli

import (
	"errors"
	"fmt"
	"math"
	"strings"
	"testing"

	"pegasus/model/engines"
	"pegasus/model/knob"
	"pegasus/model/report"
)

// maxima sets every knob of a group to its highest value and each named
// knob to every one of its names in turn: the work at the edge of the
// ranges, for the benchmarks below.
func maxima(g knob.Group) []map[string]float64 {
	base := map[string]float64{}
	var named []knob.Spec
	for _, s := range g.Specs() {
		if s.Kind == knob.Named {
			named = append(named, s)
			continue
		}
		base[s.Key] = s.Highest()
	}
	out := []map[string]float64{base}
	for _, s := range named {
		var next []map[string]float64
		for _, m := range out {
			for i := range s.Names {
				c := map[string]float64{}
				for k, v := range m {
					c[k] = v
				}
				c[s.Key] = float64(i)
				next = append(next, c)
			}
		}
		out = next
	}
	return out
}

// allowedCorner moves the knobs a cross rule refuses at the maxima (QPs
// per sender against the senders, trials against the table's size) to
// the largest value the rule allows, so the benchmark times the heaviest
// allowed run rather than skipping the subject; false if that fails.
func allowedCorner(g knob.Group, vals map[string]float64) bool {
	for range 20 {
		err := g.CheckValues(vals)
		if err == nil {
			return true
		}
		var fe *knob.FieldError
		if !errors.As(err, &fe) {
			return false
		}
		switch fe.Rule {
		case knob.RuleAtMost:
			vals[fe.Key] = math.Floor(fe.Limit)
		case knob.RuleAtLeast, knob.RuleAbove:
			vals[fe.Key] = math.Ceil(fe.Limit) + 1
		case knob.RuleMultiple:
			vals[fe.Key] = math.Floor(vals[fe.Key]/fe.Limit) * fe.Limit
		default:
			return false
		}
	}
	return false
}

// BenchmarkCalcAtMaxima runs every calc subject with its knobs at their
// maxima (every named value in turn): each must finish in about 2 s.
// Run with -benchtime 1x.
func BenchmarkCalcAtMaxima(b *testing.B) {
	for _, s := range engines.All() {
		for _, g := range s.Groups() {
			for _, vals := range maxima(g) {
				if !allowedCorner(g, vals) {
					b.Fatalf("%s: no allowed corner near the maxima: %v", s.Name(), g.CheckValues(vals))
				}
				var names []string
				for _, spec := range g.Specs() {
					if spec.Kind == knob.Named {
						names = append(names, spec.Names[int(vals[spec.Key])])
					}
				}
				name := strings.Join(append([]string{s.Name()}, names...), "/")
				b.Run(name, func(b *testing.B) {
					in := report.Values{g.GroupName(): vals}
					for b.Loop() {
						if _, err := s.Report(in); err != nil {
							b.Fatal(fmt.Errorf("%s: %w", name, err))
						}
					}
				})
			}
		}
	}
}
