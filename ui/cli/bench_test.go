package cli

import (
	"fmt"
	"strings"
	"testing"

	"pegasus/i18n"
	"pegasus/model/knob"
	"pegasus/panels/kit"
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

// BenchmarkCalcAtMaxima runs every calc subject with its knobs at their
// maxima (every named value in turn): each must finish in about 2 s.
// Run with -benchtime 1x.
func BenchmarkCalcAtMaxima(b *testing.B) {
	t := i18n.For(i18n.English)
	for _, s := range subjects() {
		for _, g := range s.groups {
			for _, vals := range maxima(g) {
				if err := g.CheckValues(vals); err != nil {
					continue // a corner the cross rules forbid
				}
				var names []string
				for _, spec := range g.Specs() {
					if spec.Kind == knob.Named {
						names = append(names, spec.Names[int(vals[spec.Key])])
					}
				}
				name := strings.Join(append([]string{s.name}, names...), "/")
				b.Run(name, func(b *testing.B) {
					in := calcInput{values: map[string]map[string]float64{g.GroupName(): vals}, t: t, g: kit.UnicodeGlyphs()}
					for b.Loop() {
						if _, _, err := s.compute(in); err != nil {
							b.Fatal(fmt.Errorf("%s: %w", name, err))
						}
					}
				})
			}
		}
	}
}
