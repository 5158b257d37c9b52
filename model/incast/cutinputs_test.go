package incast

import (
	"context"
	"testing"

	"pegasus/model/knob"
)

// TestDelayCutInputs: the first row is the sweep's own cut, every key is
// moved both ways, and the inputs the text names move the cut: no
// overdraft lifts the credits' least cut, a larger batch lowers it. The
// default sweep's cut is over the same points up to 64 QPs (cutLowQPs),
// the same runs.
func TestDelayCutInputs(t *testing.T) {
	rows, err := DelayCutInputs(context.Background(), DefaultParams())
	if err != nil {
		t.Fatal(err)
	}
	sw := defaultSweep(t)
	if rows[0].Key != "" || rows[0].MinPct != sw.Shape.DelayCutMinPct || rows[0].MaxPct != sw.Shape.DelayCutMaxPct {
		t.Errorf("base row %+v, sweep %.2f-%.2f", rows[0], sw.Shape.DelayCutMinPct, sw.Shape.DelayCutMaxPct)
	}
	seen := map[string]int{}
	by := map[string]map[float64]CutInput{}
	for _, r := range rows[1:] {
		seen[r.Key]++
		if by[r.Key] == nil {
			by[r.Key] = map[float64]CutInput{}
		}
		by[r.Key][r.Value] = r
	}
	for _, k := range CutInputKeys {
		if want := 2; k == "dcqcn_preset" {
			want = 1
			if seen[k] != want {
				t.Errorf("%s moved %d ways, want %d", k, seen[k], want)
			}
		} else if seen[k] != want {
			t.Errorf("%s moved %d ways, want %d", k, seen[k], want)
		}
	}
	if r := by["overdraft"][0]; r.MinPct <= rows[0].MinPct {
		t.Errorf("no overdraft: least cut %.1f %%, with one batch %.1f %%", r.MinPct, rows[0].MinPct)
	}
	if r := by["batch_kib"][32]; r.MinPct >= rows[0].MinPct {
		t.Errorf("32 KiB batches: least cut %.1f %%, 16 KiB %.1f %%", r.MinPct, rows[0].MinPct)
	}
}

func TestCutAlternatives(t *testing.T) {
	for _, c := range []struct {
		s    knob.Spec
		v    float64
		want []float64
	}{
		{knob.Spec{Kind: knob.Number, Min: 10, Max: 5000}, 650, []float64{325, 1300}},
		{knob.Spec{Kind: knob.Number, Min: 10, Max: 5000}, 4000, []float64{2000, 5000}},
		{knob.Spec{Kind: knob.Number, Min: 10, Max: 5000}, 5000, []float64{2500}},
		{knob.Spec{Kind: knob.Whole, Min: 0, Max: 4}, 1, []float64{0, 2}},
		{knob.Spec{Kind: knob.Whole, Min: 0, Max: 200, Default: 82}, 0, []float64{82}},
		{knob.Spec{Kind: knob.Choice, Choices: []float64{4, 8, 16}}, 16, []float64{8}},
		{knob.Spec{Kind: knob.Named, Names: []string{"a", "b", "custom"}}, 1, []float64{0}},
	} {
		got := cutAlternatives(c.s, c.v)
		if len(got) != len(c.want) {
			t.Errorf("%v at %v: %v, want %v", c.s.Kind, c.v, got, c.want)
			continue
		}
		for i := range got {
			if got[i] != c.want[i] {
				t.Errorf("%v at %v: %v, want %v", c.s.Kind, c.v, got, c.want)
			}
		}
	}
}
