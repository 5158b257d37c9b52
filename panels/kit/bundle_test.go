package kit

import (
	"errors"
	"maps"
	"testing"

	"pegasus/model/knob"
)

// pair is a panel's settings over two engines: demo, and a second table
// whose knob lo must stay below hi.
type pair struct {
	Demo  demo
	Range rangeParams
}

type rangeParams struct{ Lo, Hi float64 }

func rangeTable() knob.Table[rangeParams] {
	field := func(key string, def float64, get func(rangeParams) float64, set func(*rangeParams, float64)) knob.Field[rangeParams] {
		return knob.Field[rangeParams]{Spec: knob.Spec{Key: key, Kind: knob.Number, Min: 0, Max: 10, Step: 1, Big: 5, Default: def},
			Get: get, Set: set}
	}
	specs := []knob.Spec{{Key: "lo"}, {Key: "hi"}}
	return knob.Table[rangeParams]{Name: "range", Base: func() rangeParams { return rangeParams{} },
		Fields: []knob.Field[rangeParams]{
			field("lo", 2, func(p rangeParams) float64 { return p.Lo }, func(p *rangeParams, v float64) { p.Lo = v }),
			field("hi", 8, func(p rangeParams) float64 { return p.Hi }, func(p *rangeParams, v float64) { p.Hi = v }),
		},
		Cross: func(p rangeParams) error {
			if p.Lo >= p.Hi {
				return knob.Cross(specs, "lo", p.Lo, knob.RuleAtMost, "hi", p.Hi)
			}
			return nil
		}}
}

func pairBundle(moved *int) Bundle[pair] {
	move := func(d demo, values map[string]float64) (demo, error) {
		*moved++
		return demoTable().FromValues(values)
	}
	return Bundle[pair]{
		PartOf(demoTable(), func(s *pair) *demo { return &s.Demo }).Moving(move),
		PartOf(rangeTable(), func(s *pair) *rangeParams { return &s.Range }),
	}
}

// TestBundleReadsMovesAndChecksEachGroup: defaults, values by group, a
// group that would not check left as it was while the other moves, an
// engine's own way of moving, the first refusal, and one group copied.
func TestBundleReadsMovesAndChecksEachGroup(t *testing.T) {
	var moved int
	b := pairBundle(&moved)
	s := b.Defaults()
	if s.Demo.J != 20 || s.Demo.N != 1 || s.Range.Lo != 2 || s.Range.Hi != 8 {
		t.Fatalf("defaults %+v", s)
	}
	want := map[string]map[string]float64{"demo": {"j": 20, "n": 1}, "range": {"lo": 2, "hi": 8}}
	if got := b.Values(s); !maps.EqualFunc(got, want, maps.Equal) {
		t.Fatalf("values %v, want %v", got, want)
	}
	s = b.Apply(s, map[string]map[string]float64{"demo": {"j": 40}, "range": {"lo": 9}})
	if s.Demo.J != 40 || s.Range.Lo != 2 || moved != 1 {
		t.Fatalf("apply: %+v (demo moved %d times); a group that breaks its rule must stay", s, moved)
	}
	if s = b.Apply(s, map[string]map[string]float64{"range": {"lo": 9, "hi": 10}}); s.Range.Lo != 9 || moved != 1 {
		t.Fatalf("apply of one group: %+v, demo moved %d times", s, moved)
	}
	if b.Validate(s) != nil {
		t.Fatalf("valid settings refused: %v", b.Validate(s))
	}
	bad := s
	bad.Range.Hi = 3
	var fe *knob.FieldError
	if err := b.Validate(bad); !errors.As(err, &fe) || fe.Group != "range" || fe.Key != "lo" {
		t.Fatalf("validate: %v", err)
	}
	if b[0].Validate(bad) != nil || b[1].Validate(bad) == nil {
		t.Fatal("a group's own check looks at other groups")
	}
	b[1].Copy(&bad, s)
	if bad.Range != s.Range {
		t.Fatalf("copy: %+v", bad.Range)
	}
	ks := b[1].Knobs("hi")
	if len(ks) != 1 || ks[0].Group != "range" || ks[0].Get(s) != 10 {
		t.Fatalf("knobs: %+v", ks)
	}
	ks[0].Set(&s, 7)
	if s.Range.Hi != 7 || s.Range.Lo != 9 || b[0].GroupName() != "demo" {
		t.Fatalf("a knob set over the settings: %+v", s)
	}
}
